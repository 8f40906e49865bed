import { type TrialColumn } from '@pfs/domain/labs';
import { LOSS_REASONS, type BatchClimate, type BatchDetail } from '@pfs/domain/plant';

type Stat = { avg: number; hours: number } | null;
const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** Hour-weighted mean of per-phase averages (a phase of 30 days weighs more than one of 10). */
function weighted(stats: readonly Stat[]): { avg: number | null; hours: number } {
  let sum = 0;
  let hours = 0;
  for (const s of stats) {
    if (!s || s.hours === 0) continue;
    sum += s.avg * s.hours;
    hours += s.hours;
  }
  return { avg: hours > 0 ? round(sum / hours, 2) : null, hours };
}

/**
 * One batch's column of the trial page, from the batch detail and climate the planting pages show: the
 * recipe (phases, densities, areas, targets), cycle days, yield per dish and per m² of dish, losses by reason,
 * and the climate averaged over the growing phases.
 */
export function trialColumn(label: string, d: BatchDetail, c: BatchClimate, dishM2: number): TrialColumn {
  const { batch, harvest } = d;
  const climateOf = new Map(c.phases.map((p) => [p.phase, p]));
  const lost = new Map<string, number>();
  for (const e of d.events) if (e.kind === 'loss' && e.reason && !e.voided) lost.set(e.reason, (lost.get(e.reason) ?? 0) + e.plants);
  const temp = weighted(c.phases.map((p) => p.air_temp));
  let lightDays = 0;
  let dli = 0;
  let lightHours = 0;
  for (const p of c.phases) {
    if (!p.light || p.light.days === 0) continue;
    lightDays += p.light.days;
    dli += p.light.dli_avg * p.light.days;
    lightHours += p.light.light_hours_avg * p.light.days;
  }
  return {
    batch_id: batch.batch_id,
    batch_no: batch.batch_no,
    label,
    crop: batch.crop,
    variety: batch.variety,
    spec_ver: batch.spec_ver,
    sow_date: batch.sow_date,
    status: batch.status,
    phases: d.plan.map((p) => {
      const cp = p.phase === 'pick' || p.phase === 'tmp_storage' || p.phase === 'storage' ? undefined : climateOf.get(p.phase);
      return {
        phase: p.phase,
        area_kind: p.area_kind,
        plants_per_dish: p.plants_per_dish,
        planned_days: p.planned_days,
        // A closed batch's produce left its last phase with the batch: days "so far" there would grow forever.
        actual_days: p.actual_end === null && batch.status !== 'active' ? null : p.actual_days,
        areas: cp?.areas ?? [],
        targets: cp?.targets ?? null,
      };
    }),
    plants_sown: batch.plants_sown,
    plants_harvested: batch.plants_harvested,
    plants_lost: batch.plants_lost,
    loss_pct: batch.plants_sown > 0 ? round((batch.plants_lost / batch.plants_sown) * 100, 1) : null,
    losses: LOSS_REASONS.filter((r) => lost.has(r)).map((r) => ({ reason: r, plants: lost.get(r)! })),
    kg: harvest.kg,
    kg_per_dish: harvest.kg_per_dish,
    expected_kg_per_dish: harvest.expected_kg_per_dish,
    kg_per_m2: harvest.kg_per_dish === null ? null : round(harvest.kg_per_dish / dishM2, 2),
    climate: {
      air_temp: temp.avg,
      humidity: weighted(c.phases.map((p) => p.humidity)).avg,
      co2: weighted(c.phases.map((p) => p.co2)).avg,
      dli: lightDays > 0 ? round(dli / lightDays, 2) : null,
      light_hours: lightDays > 0 ? round(lightHours / lightDays, 1) : null,
      hours: temp.hours,
    },
    days: c.days.map((x) => ({
      day: x.day,
      phase: x.phase,
      air_temp: x.air_temp === null ? null : round(x.air_temp, 2),
      humidity: x.humidity === null ? null : round(x.humidity, 1),
      co2: x.co2 === null ? null : round(x.co2, 0),
      dli: x.dli === null ? null : round(x.dli, 2),
    })),
  };
}
