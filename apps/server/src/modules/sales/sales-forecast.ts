import { addDays } from '@pfs/domain/plant';
import { DEFAULT_LOSS_RATE, forecastOrder, type ForecastBatch, type ForecastLine, type OrderDetail, type OrderView } from '@pfs/domain/sales';
import type { PlanRow, SalesPlanRepository } from './sales-plan.repository.js';
import type { SalesSourceRepository } from './sales-source.repository.js';
import type { Q } from './sales.repository.js';

/** Grade split and loss rate are read from the crop's picks and closed batches of the last year. */
const HISTORY_DAYS = 365;

/**
 * The facts the order forecast (packages/domain order-forecast.ts) weighs, read for one order: per line, its
 * batches' planned pick day, running safety interval, kg still to come (losses allowed for) and kg of the
 * line's grade already picked; and the grade's share of this crop's picks here.
 */
export async function orderForecast(
  q: Q,
  deps: { plans: SalesPlanRepository; source: SalesSourceRepository },
  fid: number,
  view: OrderView,
  rows: PlanRow[],
  today: string,
): Promise<OrderDetail['forecast']> {
  const live = rows.filter((r) => r.status !== 'released');
  const since = addDays(today, -HISTORY_DAYS);
  const picks = await deps.plans.picksByGrade(
    q,
    live.flatMap((r) => (r.batchId === null ? [] : [r.batchId])),
  );
  const lines: ForecastLine[] = [];
  for (const l of view.lines) {
    const grade = l.grade.toUpperCase();
    const split = await deps.plans.gradeSplit(q, fid, l.spec_id, since);
    const all = [...split.values()].reduce((s, x) => s + x, 0);
    // Without picks of this crop here yet the plan's own assumption stands: all it yields serves the line.
    const share = all > 0 ? (split.get(grade) ?? 0) / all : 1;
    const loss = (await deps.plans.lossRate(q, fid, l.spec_id, since)) ?? DEFAULT_LOSS_RATE;
    const batches: ForecastBatch[] = [];
    for (const r of live.filter((x) => x.lineId === l.line_id)) {
      const spec = await deps.source.version(fid, r.specId, r.specVer);
      const kgPerPlant = spec && spec.grow_plants_per_dish > 0 ? spec.yield_kg_per_dish / spec.grow_plants_per_dish : 0;
      batches.push({
        label: r.batchNo ? `批次 ${r.batchNo}` : `${r.sowDate} 播种的计划批次`,
        pick_from: r.pickDate,
        safe_from: r.safeFrom,
        remaining_kg: remainingKg(r, kgPerPlant, loss),
        picked_kg: r.batchId === null ? 0 : (picks.get(r.batchId)?.get(grade) ?? 0),
      });
    }
    lines.push({ line_id: l.line_id, name: `${l.crop} ${l.variety} ${l.grade_name}`, grade_name: l.grade_name, qty_kg: l.qty_kg, grade_share: share, batches });
  }
  return forecastOrder({ status: view.status, delivery_date: view.delivery_date, today, planned: live.length > 0, lines });
}

/**
 * Kg (every grade) a batch still brings: a planned one what the plan expects (loss included); a sown one its
 * plants still growing × the spec's yield per plant, less this crop's loss rate; a closed one nothing.
 */
function remainingKg(r: PlanRow, kgPerPlant: number, loss: number): number {
  if (r.status === 'planned') return r.expectedKg;
  if (r.batchStatus !== 'active') return 0;
  return Math.round(r.plantsNow * kgPerPlant * (1 - loss) * 1000) / 1000;
}
