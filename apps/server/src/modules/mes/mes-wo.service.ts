import {
  WO_OPEN_STATUSES,
  WO_OP_LABELS,
  WO_STATUS_LABELS,
  type MesWo,
  type WO_LOG_ACTIONS,
  type MesWoDetail,
  type SaveMesWoBody,
  type WoStatus,
  type assignMesWoBodySchema,
  type cancelMesWoBodySchema,
  type mesWoListFilterSchema,
} from '@pfs/domain/mes';
import { BATCH_EVENT_KIND_LABELS } from '@pfs/domain/plant';
import type { Paged } from '@pfs/domain';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { nextNumber } from '../../lib/next-number.js';
import { checkWoRefs, eventsOf } from './mes-wo-refs.js';
import { localTime, woView } from './mes-wo-view.js';
import { MAX_PLAN_MS, type MesWoRepository, type NewWo, type WoRow } from './mes-wo.repository.js';
import type { MesWoDeps, WoMachine } from './mes-wo.services.js';

type AssignBody = z.output<typeof assignMesWoBodySchema>;
type CancelBody = z.output<typeof cancelMesWoBodySchema>;
type ListFilter = Omit<z.output<typeof mesWoListFilterSchema>, 'fid'> & { page: number; size: number };

const isOpen = (s: WoStatus) => WO_OPEN_STATUSES.includes(s);
function checkSpan(b: { plan_start: string; plan_end: string }) {
  if (Date.parse(b.plan_end) - Date.parse(b.plan_start) > MAX_PLAN_MS) throw badRequest(`计划时长不能超过 ${MAX_PLAN_MS / 86_400_000} 天（计划开始 plan_start 到计划结束 plan_end），更长的作业请分成几个工单`);
}
const NO_TRIES = 3;

/**
 * 工单: planning by hand, assigning (派工, the board's drag), starting and cancelling, and the reads. Completing is
 * MesWoFinish's (it records the batch event). Every change is logged on the order.
 */
export class MesWoService {
  constructor(
    private readonly repo: MesWoRepository,
    private readonly clock: Clock,
    private readonly deps: MesWoDeps,
    private readonly driver: WoMachine,
  ) {}

  private now = () => new Date(this.clock.now());

  async view(fid: number, woId: number): Promise<MesWo> {
    const row = await this.repo.view(fid, woId);
    if (!row) throw notFound(`工单 ${woId} 不存在`);
    return woView(row, this.now());
  }

  async detail(fid: number, woId: number, uid: number): Promise<MesWoDetail> {
    const wo = await this.view(fid, woId);
    const [logs, codes] = await Promise.all([this.repo.logs(woId), this.deps.codesOf(uid, fid)]);
    const eventIds = logs.flatMap((l) => (l.l.eventId !== null ? [l.l.eventId] : []));
    const events = await eventsOf(this.repo.db, eventIds);
    const open = isOpen(wo.status);
    return {
      wo,
      logs: logs.map(({ l, byName }) => ({ at: l.at.toISOString(), by_name: byName ?? '', action: l.action, dishes: l.dishes, labour_min: l.labourMin, note: l.note })),
      events: events.map((e) => ({ event_id: e.eventId, date: e.date, label: `${BATCH_EVENT_KIND_LABELS[e.kind]} ${wo.batch_no}`.trim(), dishes: e.dishes })),
      can_plan: open && (codes?.includes('mes.edit') ?? false),
      can_work: open && (codes?.includes('plant.edit') ?? false),
    };
  }

  async list(fid: number, f: ListFilter, uid: number): Promise<Paged<MesWo>> {
    const tz = this.clock.timeZone;
    const now = this.now();
    const { rows, total } = await this.repo.list(fid, {
      ...f,
      from: f.from ? localTime(f.from, tz) : undefined,
      to: f.to ? localTime(f.to, tz, '24:00') : undefined,
      uid: f.mine ? uid : f.uid,
      lateAt: f.late ? now : undefined,
    });
    return { items: rows.map((r) => woView(r, now)), total_ct: total };
  }

  /** 新建 or 编辑 by hand; an order once started is not edited (assign re-plans it). */
  async save(b: SaveMesWoBody, uid: number): Promise<MesWoDetail> {
    checkSpan(b);
    const { specId } = await checkWoRefs(this.repo.db, b.fid, b);
    const plan = {
      op: b.op,
      batchId: b.op === 'sow' ? null : b.batch_id,
      specId,
      dishes: b.dishes,
      fromPhase: b.op === 'sow' ? null : b.from_phase,
      fromAreaId: b.op === 'sow' ? null : b.from_area_id,
      toPhase: b.op === 'harvest' || b.op === 'protect' ? null : b.to_phase,
      toAreaId: b.op === 'harvest' || b.op === 'protect' ? null : b.to_area_id,
      planStart: new Date(b.plan_start),
      planEnd: new Date(b.plan_end),
      team: b.team,
      uid: b.uid,
      eqId: b.eq_id,
      remark: b.remark,
    };
    if (b.wo_id === undefined) {
      const status: WoStatus = b.team || b.uid !== null ? 'assigned' : 'todo';
      const woId = await this.create(b.fid, { ...plan, fid: b.fid, source: 'hand', status, createdBy: uid }, uid);
      return this.detail(b.fid, woId, uid);
    }
    const woId = b.wo_id;
    await this.change(b.fid, woId, uid, async (tx, w) => {
      if (w.status !== 'todo' && w.status !== 'assigned') throw badRequest(`工单 ${w.woNo} ${WO_STATUS_LABELS[w.status]}，不能再编辑`);
      if (w.op !== b.op) throw badRequest('工单的作业类型不能修改，请取消后新建');
      const status: WoStatus = b.team || b.uid !== null ? 'assigned' : 'todo';
      return { set: { ...plan, status }, log: { action: 'replan', note: '编辑工单' } };
    });
    return this.detail(b.fid, woId, uid);
  }

  /** A new order numbered WO<day of its planned start>-<nn>; null when its source key already has one. */
  async create(fid: number, wo: NewWo, uid: number | null): Promise<number>;
  async create(fid: number, wo: NewWo, uid: number | null, skipExisting: true): Promise<number | null>;
  async create(fid: number, wo: NewWo, uid: number | null, skipExisting = false): Promise<number | null> {
    const prefix = `WO${this.clock.dayOf(wo.planStart).replaceAll('-', '')}-`;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.repo.transaction(async (tx) => {
          const no = nextNumber(prefix, await this.repo.woNosLike(tx, fid, prefix));
          const woId = skipExisting ? await this.repo.insertNew(tx, fid, wo, no) : await this.repo.insert(tx, fid, wo, no);
          if (woId !== null) await this.repo.log(tx, { fid, woId, action: 'create', dishes: wo.dishes, byUid: uid, at: this.now(), note: wo.source === 'hand' ? '' : '自动生成' });
          return woId;
        });
      } catch (err) {
        if (attempt < NO_TRIES && isNoClash(err)) continue;
        throw err;
      }
    }
  }

  async assign(b: AssignBody, uid: number): Promise<MesWoDetail> {
    if (!b.team && b.uid === null) throw badRequest('请选择班组或人员 team / uid');
    checkSpan(b);
    const cur = await this.repo.row(this.repo.db, b.fid, b.wo_id);
    if (!cur) throw notFound(`工单 ${b.wo_id} 不存在`);
    await checkWoRefs(this.repo.db, b.fid, { op: cur.op, batch_id: cur.batchId, spec_id: cur.specId, uid: b.uid, eq_id: b.eq_id });
    await this.change(b.fid, b.wo_id, uid, async (tx, w) => {
      if (!isOpen(w.status)) throw badRequest(`工单 ${w.woNo} ${WO_STATUS_LABELS[w.status]}，不能再派工`);
      if (w.status === 'doing' && w.eqId !== b.eq_id) throw badRequest(`工单 ${w.woNo} 进行中，不能更换设备：请先完工或取消`);
      const set = { team: b.team, uid: b.uid, eqId: b.eq_id, planStart: new Date(b.plan_start), planEnd: new Date(b.plan_end), status: w.status === 'todo' ? ('assigned' as const) : w.status };
      const who = [b.team, b.uid !== null ? `成员 ${b.uid}` : ''].filter(Boolean).join('、');
      return { set, log: { action: w.status === 'todo' ? 'assign' : 'replan', note: who } };
    });
    return this.detail(b.fid, b.wo_id, uid);
  }

  /** 取消: any open order; the parts done stay recorded, the machine stops. */
  async cancel(b: CancelBody, uid: number): Promise<MesWoDetail> {
    await this.change(b.fid, b.wo_id, uid, async (tx, w, at) => {
      if (!isOpen(w.status)) throw badRequest(`工单 ${w.woNo} ${WO_STATUS_LABELS[w.status]}，不能取消`);
      const eqCount = w.status === 'doing' && w.eqId !== null ? await this.driver.stop(w.fid, w.eqId, w.woId, at, w.doneDishes, tx) : w.eqCount;
      return { set: { status: 'cancelled', cancelReason: b.reason, eqCount }, log: { action: 'cancel', note: b.reason } };
    });
    return this.detail(b.fid, b.wo_id, uid);
  }

  /** 开工: the order runs from now (its machine too); an order nobody was given goes to the one who starts it. */
  async start(fid: number, woId: number, uid: number): Promise<MesWoDetail> {
    await this.change(fid, woId, uid, async (tx, w, at) => {
      if (w.status === 'doing') throw conflict(`工单 ${w.woNo} 已开工`, await this.detail(fid, woId, uid));
      if (!isOpen(w.status)) throw badRequest(`工单 ${w.woNo} ${WO_STATUS_LABELS[w.status]}，不能开工`);
      if (w.eqId !== null) await this.driver.start(fid, w.eqId, w.woId, at, tx);
      return { set: { status: 'doing', startedAt: at, partFrom: at, uid: w.uid ?? uid }, log: { action: 'start' } };
    });
    await this.deps.syslog.facEvent({ fid, uid, type: 'mes', detail: `开工：工单 ${(await this.view(fid, woId)).wo_no}` });
    return this.detail(fid, woId, uid);
  }

  /** Locks the order, lets `fn` decide the change, writes it with its log line. */
  private async change(
    fid: number,
    woId: number,
    uid: number,
    fn: (tx: Tx, w: WoRow, at: Date) => Promise<{ set: Partial<WoRow>; log: { action: (typeof WO_LOG_ACTIONS)[number]; note?: string } }>,
  ): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const w = await this.repo.row(tx, fid, woId, true);
      if (!w) throw notFound(`工单 ${woId} 不存在`);
      const at = this.now();
      const { set, log } = await fn(tx, w, at);
      if (!(await this.repo.update(tx, woId, w.version, set))) throw new Error(`work order ${woId} changed under its lock`);
      await this.repo.log(tx, { fid, woId, action: log.action, note: log.note, byUid: uid, at });
    });
  }

  /** 我的工单: the caller's orders of the day and open ones left from before, open first. */
  async my(fid: number, day: string | undefined, uid: number) {
    const d = day ?? this.clock.today();
    const from = localTime(d, this.clock.timeZone);
    const to = localTime(d, this.clock.timeZone, '24:00');
    const now = this.now();
    const rows = await this.repo.mine(fid, uid, from, to);
    const orders = rows.map((r) => woView(r, now));
    const rank = (w: MesWo) => ['doing', 'assigned', 'todo', 'done', 'cancelled'].indexOf(w.status);
    orders.sort((a, b) => rank(a) - rank(b) || a.plan_start.localeCompare(b.plan_start) || a.wo_id - b.wo_id);
    const doneToday = await this.repo.doneBy(fid, uid, from, to);
    return { day: d, orders, done_today: doneToday.orders, dishes_today: doneToday.dishes };
  }

  /** The home card: today's orders, and this week's OEE of the machines (the same figure as their pages'). */
  async home(fid: number) {
    const today = this.clock.today();
    const [h, week] = await Promise.all([
      this.repo.home(fid, localTime(today, this.clock.timeZone), localTime(today, this.clock.timeZone, '24:00'), this.now()),
      this.deps.weekOee(fid),
    ]);
    return { ...h, week };
  }

  label(w: { op: MesWo['op']; wo_no: string }) {
    return `${WO_OP_LABELS[w.op]}工单 ${w.wo_no}`;
  }
}

function isNoClash(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505' && /mes_wos_no_uq/.test(`${e.message} ${(e as { constraint?: string }).constraint ?? ''}`)) return true;
  }
  return false;
}
