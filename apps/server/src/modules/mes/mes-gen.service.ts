import { MES_DEFAULT_TEAMS, WO_OP_EQUIP, type WoOp } from '@pfs/domain/mes';
import type { PlantPhase } from '@pfs/domain';
import { dayDiff, type DueMoveItem } from '@pfs/domain/plant';
import { badRequest } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { MesGenRepository, type GenArea } from './mes-gen.repository.js';
import { shiftOf, woBrief } from './mes-wo-view.js';
import type { MesWoRepository, NewWo } from './mes-wo.repository.js';
import type { MesWoService } from './mes-wo.service.js';
import type { MesWoDeps } from './mes-wo.services.js';

/** The rate planned for work done by hand (dishes per hour), where no machine's capacity says otherwise. */
const HAND_DISHES_PER_HOUR = 120;
const MIN_PLAN_MIN = 30;
const MAX_GEN_DAYS = 31;
const [SEEDLING_TEAM, GROW_TEAM, HARVEST_TEAM] = MES_DEFAULT_TEAMS;
const SEEDLING_PHASES: readonly string[] = ['sprouting', 'grow_seedling'];

type Planned = Omit<NewWo, 'planStart' | 'planEnd' | 'eqId' | 'team' | 'fid' | 'status' | 'source'> & { day: string };

/**
 * 生成工单: one order per due move, transplant or harvest (种植总览's to-do) and per planned sowing of the
 * orders, each with a source key so generating again never repeats one. Each is planned in the shift of its due
 * day (not before the range), one after the other per team, with the team of its operation and the machine of
 * its kind that has the least planned work.
 */
export class MesGenService {
  private readonly gen: MesGenRepository;

  constructor(
    private readonly repo: MesWoRepository,
    private readonly clock: Clock,
    private readonly deps: MesWoDeps,
    private readonly orders: MesWoService,
  ) {
    this.gen = new MesGenRepository(repo.db);
  }

  async generate(fid: number, from: string, to: string, uid: number) {
    if (to < from) throw badRequest('结束日期 to 不能早于开始日期 from');
    if (dayDiff(from, to) >= MAX_GEN_DAYS) throw badRequest(`一次最多生成 ${MAX_GEN_DAYS} 天的工单`);
    const first = from < this.clock.today() ? this.clock.today() : from;
    if (first > to) throw badRequest('只能为今天及以后生成工单');
    const [dues, plans, areas] = await Promise.all([this.deps.dueMoves(fid, to), this.deps.plannedSowings(fid, to), this.gen.areas(fid)]);
    const kinds = await this.gen.phaseKinds([...new Set(dues.map((d) => d.batch_id))]);
    const dayOf = (d: string) => (d < first ? first : d);

    const planned: Planned[] = [];
    for (const d of dues) {
      const p = this.fromDue(d, kinds.get(d.batch_id), areas, dayOf(d.due_on));
      if (p) planned.push(p);
    }
    for (const pl of plans) {
      const place = pl.places[0];
      if (!place) continue;
      planned.push({
        op: 'sow',
        sourceKey: `plan:${pl.planId}`,
        batchId: null,
        specId: pl.specId,
        dishes: place.dishes,
        fromPhase: null,
        fromAreaId: null,
        toPhase: place.phase as PlantPhase,
        toAreaId: place.area_id,
        remark: '订单计划播种',
        day: dayOf(pl.sowDate),
      });
    }
    planned.sort((a, b) => a.day.localeCompare(b.day) || a.op.localeCompare(b.op));

    const existing = await this.repo.sourceKeysOf(this.repo.db, fid, planned.map((p) => p.sourceKey!));
    const fresh = planned.filter((p) => !existing.has(p.sourceKey!));
    const equips = await this.repo.equips(this.repo.db, fid);
    const load = await this.repo.eqLoad(this.repo.db, fid, shiftOf(first, this.clock.timeZone).start);
    const cursor = new Map<string, number>();
    const created: number[] = [];
    for (const { day, ...p } of fresh) {
      const kind = WO_OP_EQUIP[p.op];
      const eq = kind ? equips.filter((e) => e.kind === kind && e.state !== 'fault').sort((a, b) => (load.get(a.eqId) ?? 0) - (load.get(b.eqId) ?? 0) || a.eqId - b.eqId)[0] : undefined;
      const team = teamOf(p.op, p.fromPhase ?? p.toPhase ?? null);
      const shift = shiftOf(day, this.clock.timeZone);
      const minutes = Math.max(MIN_PLAN_MIN, Math.ceil((p.dishes / (eq?.capacity ?? HAND_DISHES_PER_HOUR)) * 60));
      // One after the other within the team's shift; past its end they start over (the board shows the overload).
      const key = `${team}|${day}`;
      let start = cursor.get(key) ?? shift.start.getTime();
      if (start + minutes * 60_000 > shift.end.getTime()) start = shift.start.getTime();
      const end = start + minutes * 60_000;
      cursor.set(key, end);
      const woId = await this.orders.create(
        fid,
        { ...p, fid, source: p.op === 'sow' ? 'plan' : 'due', status: 'todo', team, eqId: eq?.eqId ?? null, planStart: new Date(start), planEnd: new Date(end), createdBy: uid },
        uid,
        true,
      );
      if (woId === null) continue;
      created.push(woId);
      if (eq) load.set(eq.eqId, (load.get(eq.eqId) ?? 0) + minutes);
    }
    const orders = await Promise.all(created.map(async (id) => woBrief(await this.orders.view(fid, id))));
    return { created: created.length, existing: planned.length - created.length, orders };
  }

  /** A due place as an order: harvest from it, or move / transplant it to an area of the next phase's kind with room. */
  private fromDue(d: DueMoveItem, batch: { specId: number; kinds: Map<string, string> } | undefined, areas: GenArea[], day: string): Planned | null {
    if (!d.next_kind || !batch) return null;
    const base = { sourceKey: `due:${d.batch_id}:${d.phase}:${d.area_id}:${d.due_on}`, batchId: d.batch_id, specId: batch.specId, dishes: d.dishes, fromPhase: d.phase, fromAreaId: d.area_id, remark: '', day };
    if (d.next_kind === 'pick') return { ...base, op: 'harvest', toPhase: null, toAreaId: null };
    const nextKind = d.next_phase ? batch.kinds.get(d.next_phase) : undefined;
    const here = areas.find((a) => a.areaId === d.area_id);
    // A move within the same kind of area stays where it is; otherwise the area of that kind with most room.
    const to = here && here.kind === nextKind ? here : areas.filter((a) => a.kind === nextKind).sort((a, b) => b.free - a.free)[0];
    if (!to || !d.next_phase) return null;
    if (to !== here) to.free -= d.dishes;
    return { ...base, op: d.next_kind, toPhase: d.next_phase, toAreaId: to.areaId };
  }
}

function teamOf(op: WoOp, phase: string | null): string {
  if (op === 'sow') return SEEDLING_TEAM;
  if (op === 'harvest') return HARVEST_TEAM;
  if (op === 'protect') return MES_DEFAULT_TEAMS[3];
  return phase && SEEDLING_PHASES.includes(phase) && op === 'move' ? SEEDLING_TEAM : GROW_TEAM;
}
