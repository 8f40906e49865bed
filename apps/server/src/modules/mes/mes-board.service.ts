import { EQUIP_STATE_LABELS, MES_SHIFT_MIN, WO_STATUSES, woLate, type MesBoard, type MesWo, type WoStatus } from '@pfs/domain/mes';
import { addDays } from '@pfs/domain/plant';
import type { Clock } from '../../lib/clock.js';
import { boardOrders } from './mes-board.repository.js';
import { localTime } from './mes-wo-view.js';
import type { MesWoRepository } from './mes-wo.repository.js';

type Lane = MesBoard['lanes'][number];
const NO_TEAM = '未分配班组';
const NO_EQ = '人工（不用设备）';

/**
 * 工单看板: a day or a week in lanes per team or per machine. Two queries whatever the number of orders: the
 * orders overlapping the range, built as JSON by the database (mes-board.repository.ts), and, by machine, the machines.
 */
export class MesBoardService {
  constructor(
    private readonly repo: MesWoRepository,
    private readonly clock: Clock,
  ) {}

  async board(fid: number, from: string, days: 1 | 7, by: 'team' | 'eq'): Promise<MesBoard> {
    const tz = this.clock.timeZone;
    const to = addDays(from, days);
    const now = new Date(this.clock.now());
    const [rows, equips] = await Promise.all([boardOrders(this.repo.db, fid, localTime(from, tz), localTime(to, tz)), by === 'eq' ? this.repo.equips(this.repo.db, fid) : Promise.resolve([])]);
    const orders: MesWo[] = rows.map((o) => ({ ...o, late: woLate(o, now) }));
    const counts = Object.fromEntries(WO_STATUSES.map((s) => [s, 0])) as Record<WoStatus, number>;
    for (const o of orders) counts[o.status]++;
    const shown = orders.filter((o) => o.status !== 'cancelled');
    const lanes = new Map<string, Lane>();
    const lane = (key: string, name: string, capacity: number | null = null, state: string | null = null) => {
      if (!lanes.has(key)) lanes.set(key, { key, name, capacity_dishes: capacity, planned_dishes: 0, state, orders: [] });
      return lanes.get(key)!;
    };
    // By machine every enabled machine has its lane, busy or not, with what its rated capacity does in the shifts.
    for (const e of equips) lane(`eq:${e.eqId}`, e.name, e.capacity * (MES_SHIFT_MIN / 60) * days, EQUIP_STATE_LABELS[e.state]);
    const keyOf = (o: MesWo): [string, string] => (by === 'eq' ? (o.eq_id === null ? ['eq:', NO_EQ] : [`eq:${o.eq_id}`, o.eq_name]) : [`team:${o.team}`, o.team || NO_TEAM]);
    for (const o of shown) {
      const l = lane(...keyOf(o));
      l.orders.push(o);
      l.planned_dishes += o.dishes;
    }
    return { from, to: addDays(to, -1), lanes: [...lanes.values()], counts, late: orders.filter((o) => o.late).length };
  }
}
