import { type Paged } from '@pfs/domain';
import { type Alarm } from '@pfs/domain/alarm';
import { type FinishedLot, type TmpStoreItem } from '@pfs/domain/finished';
import { MATERIAL_KINDS, MATERIAL_PERMS, type MaterialKind, type StockWarning, addDays } from '@pfs/domain/plant';
import { type OrderDetail, type OrderView } from '@pfs/domain/sales';
import { type ShipOrder } from '@pfs/domain/shipment';
import { DASHBOARD_LIST_ROWS, type DashboardClimate, type DashboardPlanting, type StatsEmbed } from '@pfs/domain/stats';
import { followedOrders, salesBlock, warehouseBlock } from './stats-roles.js';
import type { AlarmService } from '../alarm/index.js';

type AlarmFilter = Parameters<AlarmService['list']>[1];

/** What the home page reads from the modules that own the figures; each is called only for a role that may see it. */
export interface StatsSources {
  codesOf(uid: number, fid: number): Promise<readonly string[] | null>;
  today(): string;
  planting(fid: number): Promise<DashboardPlanting>;
  alarms(fid: number, f: AlarmFilter): Promise<Paged<Alarm>>;
  warnings(fid: number, kind: MaterialKind): Promise<StockWarning[]>;
  climate(fid: number): Promise<DashboardClimate>;
  /** Orders not draft, done or cancelled, with what each line has left to ship. */
  openOrders(fid: number): Promise<ShipOrder[]>;
  /** Harvests still in 暂存, newest pick first. */
  tmpStore(fid: number): Promise<TmpStoreItem[]>;
  /** Lots in stock expiring on or before `day`, earliest first. */
  lotsExpiringBy(fid: number, day: string): Promise<FinishedLot[]>;
  /** Orders delivering within [from, to]. */
  orders(fid: number, from: string, to: string): Promise<OrderView[]>;
  forecast(fid: number, orderId: number): Promise<OrderDetail['forecast']>;
}

/** How far back and ahead the sales block looks for orders whose promise may break. */
const SALES_PAST_DAYS = 14;
const SALES_AHEAD_DAYS = 90;

const RANK = { expired: 0, expiring: 1, low_stock: 2 } as const;
/** Levels an alarm counts as severe (alarm.api: 0 and 5). */
const SEVERE_LEVELS = [0, 5];

/**
 * /api/stats/embed: the home page of the caller's role. A block the role may not open is null — decided here from
 * the role's codes, so a member without plant.list never receives planting figures, whatever the page shows.
 */
export class StatsService {
  constructor(private readonly src: StatsSources) {}

  async embed(fid: number, uid: number): Promise<StatsEmbed> {
    const codes = (await this.src.codesOf(uid, fid)) ?? [];
    const may = (code: string) => codes.includes(code);
    const kinds = MATERIAL_KINDS.filter((k) => may(MATERIAL_PERMS[k].list));
    const today = this.src.today();
    const [planting, warehouse, sales, alarms, stock, climate] = await Promise.all([
      may('plant.list') ? this.src.planting(fid) : null,
      may('warehouse.list') ? this.warehouse(fid, today) : null,
      may('sales.list') ? this.sales(fid, today) : null,
      may('alarm.list') ? this.alarms(fid) : null,
      kinds.length ? this.stock(fid, kinds) : null,
      may('iot.list') ? this.src.climate(fid) : null,
    ]);
    return { today, planting, warehouse, sales, alarms, stock, climate };
  }

  private async warehouse(fid: number, today: string) {
    const [orders, tmp, lots] = await Promise.all([this.src.openOrders(fid), this.src.tmpStore(fid), this.src.lotsExpiringBy(fid, addDays(today, 2))]);
    return warehouseBlock(today, orders, tmp, lots);
  }

  private async sales(fid: number, today: string) {
    const orders = followedOrders(await this.src.orders(fid, addDays(today, -SALES_PAST_DAYS), addDays(today, SALES_AHEAD_DAYS)));
    const forecasts = new Map(await Promise.all(orders.map(async (o) => [o.order_id, await this.src.forecast(fid, o.order_id)] as const)));
    return salesBlock(today, orders, forecasts);
  }

  private async alarms(fid: number): Promise<NonNullable<StatsEmbed['alarms']>> {
    const [open, ...severe] = await Promise.all([
      this.src.alarms(fid, { page: 1, size: DASHBOARD_LIST_ROWS, status: 'valid' }),
      ...SEVERE_LEVELS.map((level) => this.src.alarms(fid, { page: 1, size: 1, status: 'valid', level })),
    ]);
    return { open_ct: open.total_ct, severe_ct: severe.reduce((a, p) => a + p.total_ct, 0), items: open.items };
  }

  private async stock(fid: number, kinds: MaterialKind[]): Promise<NonNullable<StatsEmbed['stock']>> {
    const all = (await Promise.all(kinds.map((k) => this.src.warnings(fid, k)))).flat().sort((a, b) => RANK[a.kind] - RANK[b.kind]);
    const ct = (k: StockWarning['kind']) => all.filter((w) => w.kind === k).length;
    return { expired_ct: ct('expired'), expiring_ct: ct('expiring'), low_stock_ct: ct('low_stock'), items: all.slice(0, DASHBOARD_LIST_ROWS), kinds };
  }
}
