import {
  DASHBOARD_LIST_ROWS,
  MATERIAL_KINDS,
  MATERIAL_PERMS,
  type Alarm,
  type DashboardClimate,
  type DashboardPlanting,
  type MaterialKind,
  type Paged,
  type StatsEmbed,
  type StockWarning,
} from '@pfs/domain';
import type { AlarmService } from '../alarm/alarm.service.js';

type AlarmFilter = Parameters<AlarmService['list']>[1];

/** What the home page reads from the modules that own the figures; each is called only for a role that may see it. */
export interface StatsSources {
  codesOf(uid: number, fid: number): Promise<readonly string[] | null>;
  today(): string;
  planting(fid: number): Promise<DashboardPlanting>;
  alarms(fid: number, f: AlarmFilter): Promise<Paged<Alarm>>;
  warnings(fid: number, kind: MaterialKind): Promise<StockWarning[]>;
  climate(fid: number): Promise<DashboardClimate>;
}

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
    const [planting, alarms, stock, climate] = await Promise.all([
      may('plant.list') ? this.src.planting(fid) : null,
      may('alarm.list') ? this.alarms(fid) : null,
      kinds.length ? this.stock(fid, kinds) : null,
      may('iot.list') ? this.src.climate(fid) : null,
    ]);
    return { today: this.src.today(), planting, alarms, stock, climate };
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
