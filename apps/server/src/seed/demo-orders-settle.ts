import { sql } from 'drizzle-orm';
import { restCancelledRemark, shortLines } from '@pfs/domain/sales';
import type { HistoryContext } from './history-context.js';

type Rows<T> = { rows: T[] };
/** Why a demo order grown for closed batches was settled short: what the customer agreed with the sales manager. */
const REST_REASON = '采收的一级品不足，客户同意按实发数量结算，余量不再补发';
const CANCEL_REASON = '采收的一级品未能按期入库，客户取消本单';

/**
 * After the demo's shipments: an order follows the same rule as the order service. All its lines shipped in
 * full: 已完成. Short, with its batches closed (nothing more will come): 已完成 with the rest cancelled and the
 * reason in its remark — or, when nothing was shipped at all, 已取消 with the reason. Short with batches still
 * growing: 部分发货 once something was shipped, else still 生产中.
 */
export async function settleDemoOrders(tx: HistoryContext['tx'], fid: number, today: string): Promise<{ done: number; short_done: number; partial: number; cancelled: number }> {
  const q = async <T>(s: ReturnType<typeof sql>) => ((await tx.execute(s)) as unknown as Rows<T>).rows;
  const lines = await q<{ order_id: number; status: string; remark: string; name: string; qty_kg: number; shipped_kg: number }>(sql`
    select o.order_id, o.status, o.remark, s.crop || ' ' || s.variety || ' ' || coalesce((select g->>'name' from jsonb_array_elements(v.grades) g where g->>'grade' = l.grade), l.grade) as name,
      l.qty_kg::float8 qty_kg, coalesce((select sum(i.g) from shipment_items i where i.line_id = l.line_id), 0)::float8 / 1000 shipped_kg
    from sales_orders o join sales_order_lines l on l.order_id = o.order_id
      join plant_specs s on s.spec_id = l.spec_id join plant_spec_versions v on v.spec_id = s.spec_id and v.ver = s.cur_ver
    where o.fid = ${fid} and o.status in ('done', 'producing') and o.delivery_date <= ${today} order by o.order_id, l.seq`);
  const byOrder = new Map<number, typeof lines>();
  for (const l of lines) byOrder.set(l.order_id, [...(byOrder.get(l.order_id) ?? []), l]);
  const n = { done: 0, short_done: 0, partial: 0, cancelled: 0 };
  const set = (orderId: number, status: string, remark: string) =>
    tx.execute(sql`update sales_orders set status = ${status}, remark = ${remark}, cancelled_at = ${status === 'cancelled' ? sql`updated_at` : null} where order_id = ${orderId}`);
  for (const [orderId, ls] of byOrder) {
    const short = shortLines(ls);
    const shipped = ls.some((l) => l.shipped_kg > 0);
    const { status, remark } = ls[0]!;
    const add = (line: string) => (remark ? `${remark}\n${line}` : line);
    if (short.length === 0) {
      await set(orderId, 'done', remark);
      n.done++;
    } else if (status === 'done' && shipped) {
      await set(orderId, 'done', add(restCancelledRemark(short, REST_REASON)));
      n.short_done++;
    } else if (status === 'done') {
      await set(orderId, 'cancelled', add(`取消原因：${CANCEL_REASON}`));
      n.cancelled++;
    } else if (shipped) {
      await set(orderId, 'partial', remark);
      n.partial++;
    }
  }
  return n;
}
