import { sql } from 'drizzle-orm';
import { traceIdOf, TRACE_ID_BYTES } from '@pfs/domain/finished';
import { addDays } from '@pfs/domain/plant';
import { demoFid } from './demo-factory.js';
import { settleDemoOrders } from './demo-orders-settle.js';
import type { HistoryContext } from './history-context.js';
import { prng, seedOf, DEMO_SEED } from './prng.js';

type Rows<T> = { rows: T[] };
/** Shelf life of the demo's packed leaves, days. */
const SHELF_DAYS = 7;
/** Orders take the top grade; lower grades leave for the wholesale market this many days after entry. */
const LOWER_GRADES_SOLD_AFTER_DAYS = 2;
/** A top-grade lot expired this recently still waits for the keeper to write it off (成品汇总 shows it as 过期). */
const WRITE_OFF_AFTER_DAYS = 3;

/** The n-th demo trace id of a seed: 16 bytes from the 'trace' stream (the README names the first of DEMO_SEED). */
export function demoTraceIds(seed: string) {
  const rng = prng(seedOf(seed, 'trace'));
  return () => traceIdOf(Uint8Array.from({ length: TRACE_ID_BYTES }, () => rng.int(0, 255)));
}
export const DEMO_TRACE_ID = demoTraceIds(DEMO_SEED)();

/**
 * Finished goods of the demo year, after the orders: every batch and grade picked is entered into a lot in the
 * cold room the day after its last pick (about 3 % trimmed off as loss), except picks of the last two days (or of the
 * last harvest day, when it is at most four days old, those no order has taken from), which wait in temporary storage; each order line due by today is shipped on its delivery day from lots of its crop
 * spec and grade, first-expiring first, never beyond a lot or the line; each shipped lot gets a trace code
 * (deterministic ids), scanned a few times in the days after. What no order took goes out as the warehouse keeper's
 * stock adjustments: lower grades sold off to the wholesale market, expired top-grade leftovers written off. Mass
 * is conserved by construction and by the tables' check constraints.
 */
export async function seedDemoFinished(ctx: HistoryContext): Promise<Record<string, number>> {
  const { tx } = ctx;
  const fid = await demoFid(tx);
  if (fid === undefined) return {};
  const today = new Date(ctx.endMs).toISOString().slice(0, 10);
  const rng = prng(seedOf(ctx.seed, 'finished'));
  const nextTid = demoTraceIds(ctx.seed);
  const q = async <T>(s: ReturnType<typeof sql>) => ((await tx.execute(s)) as unknown as Rows<T>).rows;

  const [cold] = await q<{ area_id: number }>(sql`select area_id from areas where fid = ${fid} and kind = 'store' order by sort_no, area_id limit 1`);
  const picked = await q<{ batch_id: number; spec_id: number; grade: string; last_pick: string; g: string }>(sql`
    select h.batch_id, b.spec_id, h.grade, max(h.date)::text last_pick, round(sum(h.kg) * 1000)::bigint g
    from plant_harvests h join plant_batches b on b.batch_id = h.batch_id where h.fid = ${fid} and b.deleted_at is null
    group by h.batch_id, b.spec_id, h.grade order by max(h.date), h.batch_id, h.grade`);

  const lotSeq = new Map<string, number>();
  type Lot = { lot_id: number; spec_id: number; grade: string; entered_on: string; expires_on: string; left: number; entered: number };
  const lots: Lot[] = [];
  for (const p of picked) {
    const on = addDays(p.last_pick, 1);
    if (on > addDays(today, -1)) continue; // the last days' picks wait in temporary storage
    const g = Number(p.g);
    const lossG = Math.round(g * rng.range(0.01, 0.05));
    const enterG = g - lossG;
    if (enterG <= 0) continue;
    const prefix = `F${on.replaceAll('-', '')}-`;
    const n = (lotSeq.get(prefix) ?? 0) + 1;
    lotSeq.set(prefix, n);
    const expires = addDays(on, SHELF_DAYS);
    const boxes = Math.max(1, Math.round(enterG / 5000));
    const [row] = await q<{ lot_id: number }>(sql`
      insert into finished_lots (fid, lot_no, batch_id, spec_id, grade, packing, count, entered_on, entered_g, loss_g, loss_reason, left_g, area_id, shelf_days, expires_on)
      values (${fid}, ${`${prefix}${String(n).padStart(3, '0')}`}, ${p.batch_id}, ${p.spec_id}, ${p.grade}, '5kg/箱', ${boxes}, ${on}, ${enterG}, ${lossG}, ${lossG > 0 ? 'trim' : null}, ${enterG}, ${cold?.area_id ?? null}, ${SHELF_DAYS}, ${expires})
      returning lot_id`);
    lots.push({ lot_id: row!.lot_id, spec_id: p.spec_id, grade: p.grade, entered_on: on, expires_on: expires, left: enterG, entered: enterG });
  }

  const lines = await q<{ order_id: number; line_id: number; spec_id: number; grade: string; g: string; delivery_date: string }>(sql`
    select o.order_id, l.line_id, l.spec_id, l.grade, round(l.qty_kg * 1000)::bigint g, o.delivery_date::text delivery_date
    from sales_orders o join sales_order_lines l on l.order_id = o.order_id
    where o.fid = ${fid} and o.status not in ('draft', 'cancelled') and o.delivery_date <= ${today} order by o.delivery_date, o.order_id, l.seq`);
  const cars = [
    ['沪B·3K512', '陈师傅', '13585512307'],
    ['沪A·7F209', '李师傅', '13661998012'],
  ] as const;
  let shipments = 0;
  let items = 0;
  let scans = 0;
  const byOrder = new Map<number, typeof lines>();
  for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
  const shipSeq = new Map<string, number>();
  for (const [orderId, ls] of byOrder) {
    const day = ls[0]!.delivery_date;
    const takes: { line_id: number; lot: Lot; g: number }[] = [];
    for (const l of ls) {
      let want = Number(l.g);
      const usable = lots.filter((x) => x.spec_id === l.spec_id && x.grade === l.grade && x.left > 0 && x.entered_on <= day && x.expires_on >= day).sort((a, b) => a.expires_on.localeCompare(b.expires_on) || a.lot_id - b.lot_id);
      for (const lot of usable) {
        if (want <= 0) break;
        const g = Math.min(lot.left, want);
        lot.left -= g;
        want -= g;
        takes.push({ line_id: l.line_id, lot, g });
      }
    }
    if (takes.length === 0) continue;
    const prefix = `S${day.replaceAll('-', '')}-`;
    const n = (shipSeq.get(prefix) ?? 0) + 1;
    shipSeq.set(prefix, n);
    const car = cars[rng.int(0, cars.length - 1)]!;
    const [sh] = await q<{ shipment_id: number }>(sql`
      insert into shipments (fid, ship_no, order_id, date, vehicle, driver, driver_phone, temp_c)
      values (${fid}, ${`${prefix}${String(n).padStart(3, '0')}`}, ${orderId}, ${day}, ${car[0]}, ${car[1]}, ${car[2]}, ${Math.round(rng.range(2, 5) * 10) / 10}) returning shipment_id`);
    shipments++;
    for (const t of takes) {
      const [it] = await q<{ item_id: number }>(sql`
        insert into shipment_items (shipment_id, fid, line_id, lot_id, g, boxes) values (${sh!.shipment_id}, ${fid}, ${t.line_id}, ${t.lot.lot_id}, ${t.g}, ${Math.max(1, Math.round(t.g / 5000))}) returning item_id`);
      await tx.execute(sql`update finished_lots set shipped_g = shipped_g + ${t.g}, left_g = left_g - ${t.g}, version = version + 1 where lot_id = ${t.lot.lot_id}`);
      const tid = nextTid();
      const scanDays = Array.from({ length: rng.int(0, 4) }, () => addDays(day, rng.int(1, 5))).filter((d) => d <= today);
      await tx.execute(sql`insert into trace_codes (tid, fid, item_id, scans, last_scan_at, created_at) values (${tid}, ${fid}, ${it!.item_id}, ${scanDays.length}, ${scanDays.length ? `${scanDays.sort().at(-1)}T12:00:00+08:00` : null}, ${`${day}T08:00:00+08:00`})`);
      for (const d of new Set(scanDays)) {
        await tx.execute(sql`insert into trace_scan_days (tid, fid, day, scans) values (${tid}, ${fid}, ${d}, ${scanDays.filter((x) => x === d).length})`);
      }
      scans += scanDays.length;
      items++;
    }
  }
  const [keeper] = await q<{ uid: number }>(sql`select uid from users where uni_no = 'wh01'`);
  let adjusts = 0;
  for (const lot of lots) {
    if (lot.left <= 0) continue;
    const top = lot.grade === 'A';
    const on = top ? addDays(lot.expires_on, 1) : addDays(lot.entered_on, LOWER_GRADES_SOLD_AFTER_DAYS);
    if (on > addDays(today, top ? -WRITE_OFF_AFTER_DAYS : -1)) continue;
    const reason = top ? '超过保质期，报损销毁' : '二、三级品整批折价售予批发市场（现货）';
    await tx.execute(sql`update finished_lots set adjusted_g = adjusted_g + ${lot.left}, left_g = 0, version = version + 1 where lot_id = ${lot.lot_id}`);
    await tx.execute(sql`insert into finished_adjusts (fid, lot_id, date, g, kind, buyer, reason, uid, created_at)
      values (${fid}, ${lot.lot_id}, ${on}, ${lot.left}, ${top ? 'scrap' : 'sale'}, ${top ? '' : '批发市场'}, ${reason}, ${keeper?.uid ?? null}, ${`${on}T16:30:00+08:00`})`);
    lot.left = 0;
    adjusts++;
  }
  // Harvests come every few days: when the last one is a few days old nothing would wait in 暂存. Then the keeper
  // has not entered that day's picks yet where no order has taken from them (their lots go again).
  const lastPick = picked.at(-1)?.last_pick;
  const notEntered = lastPick && lastPick >= addDays(today, -4) ? lots.filter((l) => l.entered_on === addDays(lastPick, 1) && l.left === l.entered) : [];
  for (const l of notEntered) await tx.execute(sql`delete from finished_lots where lot_id = ${l.lot_id}`);
  // Orders complete only when met or with the rest cancelled for a reason, as the order service requires.
  const settled = await settleDemoOrders(tx, fid, today);
  return { finished_lots: lots.length - notEntered.length, shipments, shipment_items: items, trace_scans: scans, finished_adjusts: adjusts, orders_settled_short: settled.short_done + settled.cancelled };
}
