import { WO_OP_EQUIP, type EquipKind, type WoOp } from '@pfs/domain/mes';
import type { PlantPhase } from '@pfs/domain';
import { addDays } from '@pfs/domain/plant';
import { ceil10, CLEAR_MIN, machineWindowMin, maintDaysOf, MAINT_NOTES, MIN, OP_TEAM, OP_WORK, runMachine, type Machine, type MesDrafts, type MesPeople } from './demo-mes-run.js';
import { prng, seedOf, type Prng } from './prng.js';

/** A planting event of the year that a work order did (protect: `dishes` are those the batch stood on). */
export type MesEvent = {
  eventId: number;
  fid: number;
  batchId: number;
  specId: number;
  kind: 'sow' | 'transplant' | 'move' | 'pick' | 'protect';
  date: string;
  fromPhase: PlantPhase | null;
  fromAreaId: number | null;
  toPhase: PlantPhase | null;
  toAreaId: number | null;
  dishes: number;
};
export const OP_OF: Record<MesEvent['kind'], WoOp> = { sow: 'sow', transplant: 'transplant', move: 'move', pick: 'harvest', protect: 'protect' };
/** Harvest first while it is cool, then the seedling work, sowing, and spraying last. */
const DAY_ORDER: WoOp[] = ['harvest', 'transplant', 'move', 'sow', 'protect'];
/** About 1 % of orders start well behind plan; a machine's fault makes its order late too (about 7 % in all). */
const LATE_START_P = 0.01;

type YearInput = { events: MesEvent[]; machines: Machine[]; people: MesPeople; fromDay: string; toDay: string; seed: string; at: (day: string, minutes: number) => Date };

/** Who of the team does it: the grower sows and sprays; the technician or the keeper take a share of the rest. */
function personOf(op: WoOp, p: MesPeople, rng: Prng): number | null {
  const pick = op === 'transplant' && rng.chance(0.35) ? p.tech : op === 'harvest' && rng.chance(0.6) ? p.keeper : p.grower;
  return pick ?? p.grower ?? p.manager;
}

/** The machine free first; of several free alike, any of them. */
function firstFree(of: Machine[], free: Map<number, number>, rng: Prng): Machine | undefined {
  const t = Math.min(...of.map((m) => free.get(m.eqId)!));
  const alike = of.filter((m) => free.get(m.eqId) === t);
  return alike[rng.int(0, alike.length - 1)];
}

/** A fault now and then: about one a machine in six weeks over the runs each machine of the kind gets. */
function faultChances(input: YearInput): Record<EquipKind, number> {
  const months = Math.max(1, (Date.parse(input.toDay) - Date.parse(input.fromDay)) / (30 * 86_400_000));
  const runs = (kind: EquipKind) => input.events.filter((e) => (kind === 'pack' ? e.kind === 'pick' : WO_OP_EQUIP[OP_OF[e.kind]] === kind)).length;
  const per = (kind: EquipKind) => {
    const n = input.machines.filter((m) => m.kind === kind).length;
    const perMonth = n ? runs(kind) / n / months : 0;
    return perMonth > 0 ? Math.min(0.5, 0.75 / perMonth) : 0;
  };
  return { sow: per('sow'), transplant: per('transplant'), harvest: per('harvest'), pack: per('pack') };
}

/**
 * The year of one factory's production control: every event gets the done work order that did it (planned in the
 * shift of its day, one after the other per team and per machine, started, run, finished, logged), machines run
 * for their orders (the packing line after each harvest), stop with faults, and are maintained every period.
 */
export function draftYear(input: YearInput, out: MesDrafts): void {
  const { machines, people, at } = input;
  const fid = machines[0]?.fid;
  if (fid === undefined) return;
  const rng = prng(seedOf(input.seed, 'mes', fid));
  const faultP = faultChances(input);
  // Faults come by a running credit per machine rather than a coin per run, so every machine gets its share in a
  // year (the pages always have faults to show) without bunching that would make a month's OEE unbelievable.
  const credit = new Map(machines.map((m) => [m.eqId, rng.next()]));
  const faultDue = (m: Machine) => {
    const c = credit.get(m.eqId)! + faultP[m.kind] * rng.range(0.5, 1.5);
    credit.set(m.eqId, c % 1);
    return c >= 1 ? 1 : 0;
  };
  const maintOn = new Map(machines.map((m) => [m.eqId, maintDaysOf(m, input.fromDay, input.toDay, addDays)]));
  const byDay = new Map<string, MesEvent[]>();
  for (const e of input.events) byDay.set(e.date, [...(byDay.get(e.date) ?? []), e]);
  const days = [...new Set([...byDay.keys(), ...[...maintOn.values()].flatMap((s) => [...s])])].sort();

  for (const day of days) {
    const free = new Map<number, number>();
    for (const m of machines) {
      let t = at(day, 480).getTime();
      if (maintOn.get(m.eqId)!.has(day)) {
        // Planned maintenance takes the first hours of the shift.
        const minutes = rng.int(6, 15) * 10;
        out.busy.push({ eqId: m.eqId, fid, state: 'maint', from: t, to: t + minutes * MIN, count: 0, wo: null });
        out.maints.push({ fid, eqId: m.eqId, day, kind: 'plan', minutes, note: MAINT_NOTES[m.kind], byUid: people.tech, createdAt: new Date(t + minutes * MIN) });
        t += minutes * MIN;
      }
      free.set(m.eqId, t);
    }
    const team = new Map<string, number>();
    const events = (byDay.get(day) ?? []).sort((a, b) => DAY_ORDER.indexOf(OP_OF[a.kind]) - DAY_ORDER.indexOf(OP_OF[b.kind]) || a.eventId - b.eventId);
    for (const ev of events) {
      const op = OP_OF[ev.kind];
      const work = OP_WORK[op];
      const kind = WO_OP_EQUIP[op];
      // The machine of the kind free first (of two free alike, either).
      const m = kind ? firstFree(machines.filter((x) => x.kind === kind), free, rng) : undefined;
      const teamAt = team.get(OP_TEAM[op]) ?? at(day, 480 + rng.int(0, 20)).getTime();
      const planStart = ceil10(Math.max(teamAt, m ? free.get(m.eqId)! : 0));
      const setup = rng.int(work.setup[0], work.setup[1]) * MIN;
      const estRun = ev.dishes * work.handMinPerDish * MIN;
      // On a machine: setting up, its dishes at the planned speed and clearing down; by hand an hour at least, with room to spare.
      const planEnd = m ? planStart + machineWindowMin(ev.dishes, m.capacity, work.setup[1]) * MIN : ceil10(planStart + Math.max(60 * MIN, (work.setup[1] * MIN + estRun) * 1.3 + 20 * MIN));
      const startedAt = planStart + rng.int(-5, 3) * MIN + (rng.chance(LATE_START_P) ? rng.int(60, 120) * MIN : 0);
      const woIdx = out.wos.length;
      let doneAt: number;
      let eqCount = 0;
      let reject = 0;
      if (m) {
        const run = runMachine(out, m, { from: startedAt + setup, dishes: ev.dishes, wo: woIdx, faultP: faultDue(m), rng, people, day });
        free.set(m.eqId, run.end + MIN);
        doneAt = run.end + rng.int(CLEAR_MIN[0], CLEAR_MIN[1]) * MIN;
        eqCount = ev.dishes + run.reject;
        reject = run.reject;
      } else {
        doneAt = startedAt + setup + estRun * rng.range(0.85, 1.15);
      }
      doneAt = Math.round(doneAt / MIN) * MIN;
      team.set(OP_TEAM[op], doneAt + rng.int(5, 20) * MIN);
      const pack = op === 'harvest' ? machines.find((x) => x.kind === 'pack') : undefined;
      if (pack) {
        const run = runMachine(out, pack, { from: Math.max(free.get(pack.eqId)!, doneAt + rng.int(10, 25) * MIN), dishes: ev.dishes, wo: null, faultP: faultDue(pack), rng, people, day });
        free.set(pack.eqId, run.end + MIN);
      }
      const uid = personOf(op, people, rng);
      const workers = op === 'move' && ev.dishes > 30 ? 2 : work.workers;
      const createdAt = op === 'protect' ? at(day, 450 + rng.int(0, 20)) : at(addDays(day, -1), 1020 + rng.int(0, 40));
      const assignedAt = new Date(createdAt.getTime() + rng.int(3, 20) * MIN);
      const labourMin = Math.round(((doneAt - startedAt) / MIN) * workers);
      out.wos.push({
        wo: {
          fid,
          op,
          source: op === 'sow' ? 'plan' : op === 'protect' ? 'hand' : 'due',
          status: 'done',
          batchId: ev.batchId,
          specId: ev.specId,
          dishes: ev.dishes,
          doneDishes: ev.dishes,
          fromPhase: ev.fromPhase,
          fromAreaId: ev.fromAreaId,
          toPhase: op === 'harvest' ? null : ev.toPhase,
          toAreaId: op === 'harvest' ? null : ev.toAreaId,
          planStart: new Date(planStart),
          planEnd: new Date(planEnd),
          team: OP_TEAM[op],
          uid,
          eqId: m?.eqId ?? null,
          startedAt: new Date(startedAt),
          doneAt: new Date(doneAt),
          labourMin,
          eqCount,
          reject,
          version: 4,
          createdBy: people.manager,
          createdAt,
          updatedAt: new Date(doneAt),
        },
        logs: [
          { fid, action: 'create', dishes: ev.dishes, note: op === 'protect' ? '' : '自动生成', byUid: people.manager, at: createdAt },
          { fid, action: 'assign', note: '', byUid: people.manager, at: assignedAt },
          { fid, action: 'start', note: '', byUid: uid, at: new Date(startedAt) },
          { fid, action: 'finish', dishes: ev.dishes, labourMin, eventId: ev.eventId, note: '', byUid: uid, at: new Date(doneAt) },
        ],
      });
    }
  }
}
