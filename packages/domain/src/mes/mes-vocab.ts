/**
 * Production control (MES): the machines that sow, transplant, harvest and pack, and the work orders that say who
 * does which planting event, on which machine, when, and how long it took. The words and the arithmetic the pages,
 * the server and the seed share: equipment kinds and states, work-order operations and statuses, OEE and labour.
 */

export const EQUIP_KINDS = ['sow', 'transplant', 'harvest', 'pack'] as const;
export type EquipKind = (typeof EQUIP_KINDS)[number];
export const EQUIP_KIND_LABELS: Record<EquipKind, string> = { sow: '播种机', transplant: '移栽机', harvest: '采收线', pack: '包装线' };

/** Which kinds each equipment page shows: /m01/index1 播种设备, index2 移栽设备, index3 采收设备 (采收与包装). */
export const MES_EQUIP_PAGES = { index1: ['sow'], index2: ['transplant'], index3: ['harvest', 'pack'] } as const satisfies Record<string, readonly EquipKind[]>;
export type MesEquipPage = keyof typeof MES_EQUIP_PAGES;

export const EQUIP_STATES = ['run', 'idle', 'fault', 'maint'] as const;
export type EquipState = (typeof EQUIP_STATES)[number];
export const EQUIP_STATE_LABELS: Record<EquipState, string> = { run: '运行', idle: '待机', fault: '故障', maint: '保养' };
/**
 * The value a machine's state point reports (gateway protocol: a sensor point `state`, quantity `equip_state`); its
 * counter point `count` (a meter, quantity `dishes`) is the dishes processed since the machine was installed.
 */
export const EQUIP_STATE_VALUES: Record<EquipState, number> = { idle: 0, run: 1, fault: 2, maint: 3 };
export const EQUIP_STATE_POINT = 'state';
export const EQUIP_COUNT_POINT = 'count';
/** The switch point a machine's gateway obeys: open = run the current work order, close = stop. */
export const EQUIP_RUN_POINT = 'run';
/** The quantities of a machine's points: a coded state and a running counter, which climate views (极值记录) leave out. */
export const EQUIP_QUANTITIES = ['equip_state', 'dishes'] as const;
export function equipStateOf(value: number | null | undefined): EquipState | null {
  const hit = EQUIP_STATES.find((s) => EQUIP_STATE_VALUES[s] === value);
  return hit ?? null;
}

export const MAINT_KINDS = ['plan', 'repair'] as const;
export type MaintKind = (typeof MAINT_KINDS)[number];
export const MAINT_KIND_LABELS: Record<MaintKind, string> = { plan: '计划保养', repair: '故障维修' };

export const WO_OPS = ['sow', 'transplant', 'move', 'harvest', 'protect'] as const;
export type WoOp = (typeof WO_OPS)[number];
export const WO_OP_LABELS: Record<WoOp, string> = { sow: '播种', transplant: '移栽', move: '移动', harvest: '采收', protect: '植保' };
/** The kind of machine an operation runs on; move and protect are done by hand. */
export const WO_OP_EQUIP: Record<WoOp, EquipKind | null> = { sow: 'sow', transplant: 'transplant', move: null, harvest: 'harvest', protect: null };

export const WO_STATUSES = ['todo', 'assigned', 'doing', 'done', 'cancelled'] as const;
export type WoStatus = (typeof WO_STATUSES)[number];
export const WO_STATUS_LABELS: Record<WoStatus, string> = { todo: '待派工', assigned: '已派工', doing: '进行中', done: '已完成', cancelled: '已取消' };
/** Statuses in which an order is still to be done (it shows on the board and may be late). */
export const WO_OPEN_STATUSES: readonly WoStatus[] = ['todo', 'assigned', 'doing'];

/** Where an order came from: 种植总览's due moves and harvests, the orders' planned batches, or by hand. */
export const WO_SOURCES = ['due', 'plan', 'hand'] as const;
export type WoSource = (typeof WO_SOURCES)[number];
export const WO_SOURCE_LABELS: Record<WoSource, string> = { due: '到期作业', plan: '订单计划', hand: '手工创建' };

/** The demo's and a new factory's teams (班组); a team is free text, these are what the forms offer first. */
export const MES_DEFAULT_TEAMS = ['育苗组', '栽培组', '采收组', '植保组', '包装组'] as const;

/** The shift a machine's availability counts against when nothing else is said. */
export const MES_SHIFT = { start: '08:00', end: '18:00' } as const;
export const MES_SHIFT_MIN = 600;

/** An open order is late once its planned end has passed; a done one when it finished after it. */
export function woLate(o: { status: WoStatus; plan_end: string; done_at: string | null }, now: Date): boolean {
  const end = Date.parse(o.plan_end);
  if (o.status === 'cancelled') return false;
  if (o.status === 'done') return o.done_at !== null && Date.parse(o.done_at) > end;
  return now.getTime() > end;
}

export interface OeeInput {
  /** Minutes the machine was meant to be available: the shift less planned maintenance. */
  planned_min: number;
  run_min: number;
  /** Dishes counted by the machine. */
  count: number;
  /** Dishes the workers rejected as spoiled by the machine. */
  reject: number;
  /** Rated dishes per hour. */
  capacity: number;
}
export interface Oee {
  availability: number | null;
  performance: number | null;
  quality: number | null;
  oee: number | null;
}

const ratio = (a: number, b: number) => (b > 0 ? Math.min(1, Math.max(0, a / b)) : null);
const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);

/**
 * OEE = availability × performance × quality (each 0–1, three decimals): run time of the planned time, dishes of
 * what the rated capacity would have done in the run time, good dishes of those counted. A part with nothing to
 * measure (no planned time, no run, no count) is null, and so is the product.
 */
export function oeeOf(x: OeeInput): Oee {
  const availability = ratio(x.run_min, x.planned_min);
  const performance = ratio(x.count, (x.capacity * x.run_min) / 60);
  const quality = ratio(x.count - x.reject, x.count);
  const oee = availability === null || performance === null || quality === null ? null : availability * performance * quality;
  return { availability: round3(availability), performance: round3(performance), quality: round3(quality), oee: round3(oee) };
}

/** Dishes per labour hour (one decimal); null without labour. */
export function dishesPerHour(dishes: number, labourMin: number): number | null {
  return labourMin > 0 ? Math.round((dishes / (labourMin / 60)) * 10) / 10 : null;
}

/** Minutes of [from, to) that fall within [dayStart, dayEnd): how a state span or an order counts on a day. */
export function overlapMin(from: number, to: number, dayStart: number, dayEnd: number): number {
  return Math.max(0, Math.min(to, dayEnd) - Math.max(from, dayStart)) / 60_000;
}
