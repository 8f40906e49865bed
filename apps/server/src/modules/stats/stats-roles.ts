import { type FinishedLot, type TmpStoreItem } from '@pfs/domain/finished';
import { addDays, dayDiff } from '@pfs/domain/plant';
import { type OrderDetail, type OrderView } from '@pfs/domain/sales';
import { type ShipOrder } from '@pfs/domain/shipment';
import { DASHBOARD_LIST_ROWS, DASHBOARD_SHIP_DAYS, DASHBOARD_WEEK_DAYS, type DashboardSales, type DashboardWarehouse } from '@pfs/domain/stats';

/** Forecast states that keep an order's promise; any other state (unplanned, at risk, late …) needs a salesperson. */
const KEPT = new Set(['on_time', 'done', 'cancelled']);
const round3 = (kg: number) => Math.round(kg * 1000) / 1000;

/** 仓管员's block from the open orders, the 暂存 list and the lots near expiry (all of the factory, as read). */
export function warehouseBlock(today: string, orders: ShipOrder[], tmp: TmpStoreItem[], lots: FinishedLot[]): DashboardWarehouse {
  const until = addDays(today, DASHBOARD_SHIP_DAYS - 1);
  const due = orders
    .map((o) => ({ o, left: round3(o.lines.reduce((s, l) => s + l.left_kg, 0)) }))
    .filter(({ o, left }) => left > 0 && o.delivery_date <= until)
    .sort((a, b) => a.o.delivery_date.localeCompare(b.o.delivery_date) || a.o.order_id - b.o.order_id);
  const waiting = tmp.filter((t) => t.tmp_kg > 0);
  const near = lots.filter((l) => l.left_kg > 0 && l.shelf_left_days <= 2).sort((a, b) => a.expires_on.localeCompare(b.expires_on) || a.lot_id - b.lot_id);
  return {
    ship_due: {
      total_ct: due.length,
      late_ct: due.filter(({ o }) => o.delivery_date < today).length,
      items: due.slice(0, DASHBOARD_LIST_ROWS).map(({ o, left }) => ({
        order_id: o.order_id,
        order_no: o.order_no,
        cust_name: o.cust_name,
        delivery_date: o.delivery_date,
        left_kg: left,
        days_left: dayDiff(today, o.delivery_date),
      })),
    },
    tmp: {
      total_ct: waiting.length,
      kg: round3(waiting.reduce((s, t) => s + t.tmp_kg, 0)),
      items: waiting.slice(0, DASHBOARD_LIST_ROWS).map((t) => ({
        batch_id: t.batch_id,
        batch_no: t.batch_no,
        crop: t.crop,
        variety: t.variety,
        grade_name: t.grade_name,
        tmp_kg: t.tmp_kg,
        last_pick: t.last_pick,
      })),
    },
    expiry: {
      expired_ct: near.filter((l) => l.shelf_left_days < 0).length,
      expiring_ct: near.filter((l) => l.shelf_left_days >= 0).length,
      items: near.slice(0, DASHBOARD_LIST_ROWS).map((l) => ({
        lot_id: l.lot_id,
        lot_no: l.lot_no,
        crop: l.crop,
        variety: l.variety,
        grade_name: l.grade_name,
        left_kg: l.left_kg,
        expires_on: l.expires_on,
        shelf_left_days: l.shelf_left_days,
      })),
    },
  };
}

/** The orders whose promise a salesperson still follows: neither completed nor cancelled. */
export const followedOrders = (orders: OrderView[]) => orders.filter((o) => o.status !== 'done' && o.status !== 'cancelled');

/** 销售's block: the followed orders whose forecast does not keep the date, and the deliveries of the next 7 days. */
export function salesBlock(today: string, orders: OrderView[], forecasts: Map<number, OrderDetail['forecast']>): DashboardSales {
  const ref = (o: OrderView) => ({ order_id: o.order_id, order_no: o.order_no, cust_name: o.cust_name, delivery_date: o.delivery_date });
  const byDate = [...orders].sort((a, b) => a.delivery_date.localeCompare(b.delivery_date) || a.order_id - b.order_id);
  const risky = byDate.filter((o) => {
    const f = forecasts.get(o.order_id);
    return f !== undefined && !KEPT.has(f.state);
  });
  const to = addDays(today, DASHBOARD_WEEK_DAYS - 1);
  const week = byDate.filter((o) => o.status !== 'cancelled' && o.delivery_date >= today && o.delivery_date <= to);
  return {
    at_risk: {
      total_ct: risky.length,
      items: risky.slice(0, DASHBOARD_LIST_ROWS).map((o) => ({ ...ref(o), state: forecasts.get(o.order_id)!.state, message: forecasts.get(o.order_id)!.message })),
    },
    week: {
      from: today,
      to,
      total_ct: week.length,
      kg: round3(week.reduce((s, o) => s + o.qty_kg, 0)),
      items: week.slice(0, DASHBOARD_LIST_ROWS).map((o) => ({ ...ref(o), status: o.status, qty_kg: o.qty_kg })),
    },
  };
}
