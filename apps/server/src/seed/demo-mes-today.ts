import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PlantPhase } from '@pfs/domain';
import { addDays, type GrowingPhase } from '@pfs/domain/plant';
import type { WoOp, WoStatus } from '@pfs/domain/mes';
import { clockIn } from '../lib/clock.js';
import { areaTable } from '../modules/facility/facility.table.js';
import { PlantRepository } from '../modules/plant/plant.repository.js';
import { BatchReader } from '../modules/plant/plant-batch-reader.js';
import { PlantService } from '../modules/plant/plant.service.js';
import { plantBatchEventTable, plantBatchPlaceTable, plantBatchTable } from '../modules/plant/plant.table.js';
import { plantSpecPhaseTable } from '../modules/plant-spec/plant-spec.table.js';
import { SyslogRepository } from '../modules/syslog/syslog.repository.js';
import { SyslogService } from '../modules/syslog/index.js';
import { machineWindowMin, MIN, OP_TEAM, OP_WORK, type Machine, type MesDrafts, type MesPeople, type WoLogRow, type WoRow } from './demo-mes-run.js';
import type { HistoryContext, Tx } from './history-context.js';

type Today = { fid: number; machines: Machine[]; people: MesPeople; today: string; at: (day: string, minutes: number) => Date };
type Due = { batchId: number; specId: number; version: number; phase: GrowingPhase; areaId: number; dishes: number; dueOn: string; next: PlantPhase | null };
const floor10 = (ms: number) => Math.floor(ms / (10 * MIN)) * 10 * MIN;
const ceil10 = (ms: number) => Math.ceil(ms / (10 * MIN)) * 10 * MIN;

/** Places of the factory's live batches, soonest due first, with the phase that follows. */
async function duePlaces(tx: Tx, fid: number): Promise<Due[]> {
  const p = plantBatchPlaceTable;
  const b = plantBatchTable;
  const ph = plantSpecPhaseTable;
  return tx
    .select({
      batchId: p.batchId,
      specId: b.specId,
      version: b.version,
      phase: p.phase,
      areaId: p.areaId,
      dishes: p.dishes,
      dueOn: sql<string>`to_char(${p.since} + ${ph.days}, 'YYYY-MM-DD')`,
      next: sql<PlantPhase | null>`(select n.phase_id from ${ph} n where n.spec_id = ${b.specId} and n.ver = ${b.specVer} and n.seq = ${ph.seq} + 1)`,
    })
    .from(p)
    .innerJoin(b, eq(b.batchId, p.batchId))
    .innerJoin(ph, and(eq(ph.specId, b.specId), eq(ph.ver, b.specVer), eq(ph.phaseId, p.phase)))
    .where(and(eq(p.fid, fid), ne(b.status, 'del'), sql`${p.dishes} > 0`))
    .orderBy(sql`${p.since} + ${ph.days}`, asc(p.batchId));
}

/** The event a batch write recorded (the service answers it with the batch). */
const eventIdOf = (r: { event_id: number | null }) => {
  if (r.event_id === null) throw new Error('batch write recorded no event');
  return r.event_id;
};
const opOf = (d: Due): WoOp | null => (d.next === 'pick' ? 'harvest' : d.phase === 'sprouting' ? 'move' : d.phase === 'grow_seedling' ? 'transplant' : null);

/**
 * Today's board of the demo factory, around the moment of the seed (`now`): from the due places, a move done this
 * morning and a transplant under way with a part done (both recorded through the batch service, as completing an
 * order records them), a harvest past its planned end (late), orders assigned and to be assigned for the next days,
 * a cancelled sowing; one seeder stopped with a fault and a transplanter in maintenance.
 */
export async function draftToday(ctx: HistoryContext, t: Today, out: MesDrafts): Promise<void> {
  const { tx } = ctx;
  const { fid, people, today, at } = t;
  const now = ctx.endMs;
  const clock = clockIn(ctx.timeZone, () => now);
  const repo = new PlantRepository(tx);
  const plants = new PlantService(repo, new BatchReader(repo, clock), new SyslogService(new SyslogRepository(tx, ctx.timeZone), clock), async () => {});
  const growAreas = (await tx.select({ id: areaTable.areaId }).from(areaTable).where(and(eq(areaTable.fid, fid), eq(areaTable.kind, 'grow'))).orderBy(areaTable.areaId)).map((a) => a.id);
  const dayStart = at(today, 0).getTime();
  // What was done today happened in the last hours of the shift (from 07:00), or since midnight when the seed runs early.
  const early = at(today, 420).getTime();
  const from = now - early >= 60 * MIN ? Math.max(early, now - 4 * 60 * MIN) : Math.max(dayStart, now - 4 * 60 * MIN);
  const past = (f: number) => Math.round(from + f * (now - from));
  // What is still to do: from half an hour on today (tomorrow once the shift is nearly over), or on its due day.
  const firstDay = ceil10(now + 30 * MIN) + 3 * 60 * MIN > at(today, 1080).getTime() ? addDays(today, 1) : today;
  const cursor = new Map<string, number>();
  const slotOf = (dueOn: string, minutes: number) => {
    const day = dueOn > firstDay ? dueOn : firstDay;
    const start = cursor.get(day) ?? (day === today ? ceil10(now + 30 * MIN) : at(day, 510).getTime());
    cursor.set(day, start + (minutes + 10) * MIN);
    return start;
  };
  const machine = (kind: Machine['kind'], n = 0) => t.machines.filter((m) => m.kind === kind)[n];
  const used = new Set<Due>();
  const places = (await duePlaces(tx, fid)).filter((d) => opOf(d) !== null && d.dueOn <= addDays(today, 7));
  const take = (op: WoOp | null) => {
    const d = places.find((x) => !used.has(x) && (op === null || opOf(x) === op));
    if (d) used.add(d);
    return d;
  };

  const add = (d: Due | { specId: number; dishes: number }, o: { op: WoOp; status: WoStatus; planStart: number; planEnd: number; uid: number | null; eq: Machine | null }, extra: Partial<WoRow>, logs: WoLogRow[]) => {
    const due = 'batchId' in d ? d : null;
    const toAreaId = o.op === 'move' ? due!.areaId : o.op === 'transplant' ? (extra.toAreaId ?? growAreas[0]!) : (extra.toAreaId ?? null);
    const createdAt = new Date(Math.min(now - 60 * MIN, at(addDays(today, -1), 1030).getTime()));
    out.wos.push({
      wo: {
        fid,
        op: o.op,
        source: due ? 'due' : 'hand',
        sourceKey: due ? `due:${due.batchId}:${due.phase}:${due.areaId}:${due.dueOn}` : null,
        status: o.status,
        batchId: due?.batchId ?? null,
        specId: d.specId,
        dishes: d.dishes,
        fromPhase: due?.phase ?? null,
        fromAreaId: due?.areaId ?? null,
        toPhase: o.op === 'harvest' || !due ? (o.op === 'sow' ? 'sprouting' : null) : due.next,
        toAreaId,
        planStart: new Date(o.planStart),
        planEnd: new Date(o.planEnd),
        team: OP_TEAM[o.op],
        uid: o.uid,
        eqId: o.eq?.eqId ?? null,
        version: 1 + logs.length,
        createdBy: people.manager,
        createdAt,
        updatedAt: new Date(Math.max(createdAt.getTime(), ...logs.map((l) => (l.at as Date).getTime()))),
        ...extra,
      },
      logs: [{ fid, action: 'create', dishes: d.dishes, note: due ? '自动生成' : '', byUid: people.manager, at: createdAt }, ...logs],
    });
    return out.wos.length - 1;
  };
  const assignLog = (): WoLogRow => ({ fid, action: 'assign', note: '', byUid: people.manager, at: new Date(Math.min(now - 50 * MIN, at(addDays(today, -1), 1045).getTime())) });

  // 已完成: this morning's move, recorded as completing it records it (a move the batch rules refuse: the next one).
  for (let d = take('move'); d; d = take('move')) {
    const [s, e] = [past(0.05), past(0.35)];
    const body = { fid, batch_id: d.batchId, version: d.version, date: today, from_phase: d.phase, from_area_id: d.areaId, to_phase: d.next as GrowingPhase, to_area_id: d.areaId, dishes: d.dishes, remark: '' };
    const eventId = await plants.move(fid, body, people.grower!).then(eventIdOf, () => null);
    if (eventId === null) continue;
    const labourMin = Math.max(1, Math.round((e - s) / MIN));
    add(d, { op: 'move', status: 'done', planStart: floor10(s), planEnd: ceil10(e + 20 * MIN), uid: people.grower, eq: null }, { doneDishes: d.dishes, startedAt: new Date(s), doneAt: new Date(e), labourMin }, [
      assignLog(),
      { fid, action: 'start', note: '', byUid: people.grower, at: new Date(s) },
      { fid, action: 'finish', dishes: d.dishes, labourMin, eventId, note: '', byUid: people.grower, at: new Date(e) },
    ]);
    break;
  }

  // 进行中: a transplant with a part done; its machine runs on.
  const trn = machine('transplant', 0);
  for (let d = take('transplant'); d && trn; d = take('transplant')) {
    const part = Math.max(1, Math.floor(d.dishes * 0.6));
    // Started so that the part done is about what the machine makes at 88 % of its rated speed since it was set up.
    const s = Math.max(from, now - Math.round((part / (trn.capacity * 0.88)) * 60) * MIN - 8 * MIN);
    const runFrom = Math.max(s, Math.min(s + 8 * MIN, now - MIN));
    const e = Math.round(runFrom + 0.9 * (now - runFrom));
    let done: { eventId: number; toAreaId: number } | null = null;
    for (const toAreaId of growAreas) {
      const body = { fid, batch_id: d.batchId, version: d.version, date: today, from_phase: d.phase, from_area_id: d.areaId, to_phase: d.next as GrowingPhase, to_area_id: toAreaId, dishes: part, remark: '' };
      done = await plants.transplant(fid, body, people.grower!).then(
        (r) => ({ eventId: eventIdOf(r), toAreaId }),
        () => null, // the batch rules refused (room full): the next grow area, or the next due transplant
      );
      if (done) break;
    }
    if (!done) continue;
    const labourMin = Math.max(1, Math.round(((e - s) / MIN) * 2));
    const wo = add(d, { op: 'transplant', status: 'doing', planStart: floor10(s), planEnd: Math.max(ceil10(now + 30 * MIN), floor10(s) + machineWindowMin(d.dishes, trn.capacity, OP_WORK.transplant.setup[1]) * MIN), uid: people.grower, eq: trn }, { toAreaId: done.toAreaId, doneDishes: part, startedAt: new Date(s), partFrom: new Date(e), labourMin, eqCount: part }, [
      assignLog(),
      { fid, action: 'start', note: '', byUid: people.grower, at: new Date(s) },
      { fid, action: 'finish', dishes: part, labourMin, eventId: done.eventId, note: '部分完工', byUid: people.grower, at: new Date(e) },
    ]);
    out.busy.push({ eqId: trn.eqId, fid, state: 'run', from: runFrom, to: null, count: part, wo });
    break;
  }

  // Late: a harvest assigned for this morning, not started past its planned end.
  const eqOf = (op: WoOp) => (op === 'harvest' ? machine('harvest') : op === 'transplant' ? trn : op === 'sow' ? machine('sow', 0) : undefined) ?? null;
  const late = take('harvest') ?? take(null);
  if (late) {
    const op = opOf(late)!;
    const start = now - dayStart >= 2 * MIN ? floor10(from) : now - 120 * MIN;
    const end = now - dayStart >= 2 * MIN ? start + Math.max(MIN, Math.min(60 * MIN, Math.floor((now - start) / 2))) : now - 60 * MIN;
    add(late, { op, status: 'assigned', planStart: start, planEnd: end, uid: op === 'harvest' ? people.keeper : people.grower, eq: eqOf(op) }, {}, [assignLog()]);
  }
  // 已派工 and 待派工: what falls due next, one after the other from the next free slot.
  for (const [i, want] of (['harvest', 'transplant', 'move', 'harvest', 'transplant', 'move', 'harvest'] as WoOp[]).entries()) {
    const d = take(want) ?? take(null);
    if (!d) break;
    const op = opOf(d)!;
    const eq = eqOf(op);
    const minutes = eq ? machineWindowMin(d.dishes, eq.capacity, OP_WORK[op].setup[1]) : 40;
    const assigned = i < 3;
    const uid = assigned ? (op === 'harvest' ? people.keeper : people.grower) : null;
    // The first assigned and the first to be assigned fill today's spare time ahead of their due day.
    const start = slotOf(i === 0 || i === 3 ? today : d.dueOn, minutes);
    add(d, { op, status: assigned ? 'assigned' : 'todo', planStart: start, planEnd: start + minutes * MIN, uid, eq }, {}, assigned ? [assignLog()] : []);
  }
  // 已取消: a sowing for an order that was put off; and tomorrow's sowing still to be assigned.
  const [lastSow] = await tx.select({ specId: plantBatchTable.specId, dishes: plantBatchEventTable.dishes }).from(plantBatchEventTable).innerJoin(plantBatchTable, eq(plantBatchTable.batchId, plantBatchEventTable.batchId)).where(and(eq(plantBatchEventTable.fid, fid), eq(plantBatchEventTable.kind, 'sow'))).orderBy(sql`${plantBatchEventTable.eventId} desc`).limit(1);
  const seedRoom = t.machines.find((m) => m.kind === 'sow');
  if (lastSow && seedRoom) {
    const sowArea = (await tx.select({ id: areaTable.areaId }).from(areaTable).where(and(eq(areaTable.fid, fid), eq(areaTable.kind, 'seedling'))).orderBy(areaTable.areaId).limit(1))[0]?.id ?? null;
    const sow = { specId: lastSow.specId, dishes: Math.max(6, lastSow.dishes) };
    const cancelAt = new Date(past(0.2));
    add(sow, { op: 'sow', status: 'cancelled', planStart: at(today, 840).getTime(), planEnd: at(today, 880).getTime(), uid: people.grower, eq: seedRoom }, { toAreaId: sowArea, cancelReason: '客户订单推迟一周，本批暂不播种' }, [
      assignLog(),
      { fid, action: 'cancel', note: '客户订单推迟一周，本批暂不播种', byUid: people.manager, at: cancelAt },
    ]);
    add(sow, { op: 'sow', status: 'todo', planStart: at(addDays(today, 1), 540).getTime(), planEnd: at(addDays(today, 1), 580).getTime(), uid: null, eq: null }, { toAreaId: sowArea }, []);
  }
  // The second seeder stopped this morning with a clogged needle; the second transplanter is being serviced.
  const [sow2, trn2] = [machine('sow', 1), machine('transplant', 1)];
  if (sow2) {
    out.busy.push({ eqId: sow2.eqId, fid, state: 'fault', from: past(0.6), to: null, count: 0, wo: null });
    out.faults.push({ fid, eqId: sow2.eqId, startedAt: new Date(past(0.6)), endedAt: null, reason: '针头堵塞', note: '', source: sow2.live ? 'iot' : 'hand', reportedBy: sow2.live ? null : people.grower });
  }
  if (trn2) out.busy.push({ eqId: trn2.eqId, fid, state: 'maint', from: past(0.5), to: null, count: 0, wo: null });
}
