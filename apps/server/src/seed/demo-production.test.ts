import { beforeAll, describe, expect, it } from 'vitest';
import { type PlantPhase } from '@pfs/domain';
import {
  addDays,
  areaCapacity,
  areaChanges,
  conservationProblems,
  currentPhase,
  dueMoves,
  finishedPhaseDays,
  replayBatch,
  stepOf,
  stockWarnings,
  toMilli,
  type AreaKind,
} from '@pfs/domain/plant';
import { DEMO_AREA_GRIDS } from './production-catalog.js';
import type { DemoArea } from './production-gate.js';
import { generateDemoProduction, type ProductionHistory } from './production-plan.js';

const TODAY = '2026-03-15';
const ROOMS: [string, AreaKind][] = [
  ['育苗室', 'seedling'],
  ['栽培一区', 'grow'],
  ['栽培二区', 'grow'],
  ['包装间', 'pack'],
  ['冷库', 'store'],
];
const AREAS: DemoArea[] = ROOMS.map(([name, kind], i) => ({
  area_id: 11 + i,
  name,
  kind,
  capacity: DEMO_AREA_GRIDS[name] ? areaCapacity(DEMO_AREA_GRIDS[name]) : 0,
}));
const generate = (days: number, today = TODAY) => generateDemoProduction({ today, days, seed: 'pfs-demo-2025', areas: AREAS });
const live = (h: ProductionHistory) => h.batches.filter((b) => b.deleted === null);

describe.each([365, 75])('demo production history over %i days', (days) => {
  let h: ProductionHistory;
  beforeAll(() => {
    h = generate(days);
  }, 60_000);

  it('is the same year every time for the same today', () => {
    const again = generate(days);
    expect(again).toEqual(h);
    expect(generate(days, addDays(TODAY, 1)).batches.map((b) => b.batch_no)).not.toEqual(h.batches.map((b) => b.batch_no));
  });

  it('records nothing before its first day, on today or after', () => {
    for (const b of h.batches) for (const e of b.events) expect(e.ev.date >= h.start && e.ev.date < TODAY, `${b.batch_no} ${e.ev.date}`).toBe(true);
    for (const m of h.moves) expect(m.date >= h.start && m.date < TODAY).toBe(true);
  });

  it('keeps every batch balanced: its log replays to its state and conserves plants, dishes and kg', () => {
    for (const b of h.batches) {
      const r = replayBatch(
        b.rules,
        b.events.map((e) => e.ev),
        { batchNo: b.batch_no, areaName: String },
      );
      expect(r.ok, `${b.batch_no}: ${r.ok ? '' : r.msg}`).toBe(true);
      if (!r.ok) continue;
      expect(r.state).toEqual(b.state);
      expect(conservationProblems(b.rules, b.state), b.batch_no).toEqual([]);
      for (const e of b.events.filter((x) => x.ev.kind === 'pick')) {
        expect(e.grades!.reduce((a, g) => a + toMilli(g.kg), 0)).toBe(toMilli((e.ev as { kg: number }).kg));
        expect(e.grades!.map((g) => g.grade)).toEqual(b.rules.grades.map((g) => g.grade));
      }
    }
  });

  it('never puts more dishes in a room than it has positions, on any day', () => {
    const delta = new Map<string, number>();
    for (const b of live(h))
      for (const e of b.events)
        for (const c of areaChanges(e.ev)) delta.set(`${c.area_id}/${e.ev.date}`, (delta.get(`${c.area_id}/${e.ev.date}`) ?? 0) + c.delta);
    for (const a of AREAS) {
      let occ = 0;
      let peak = 0;
      for (let d = h.start; d <= TODAY; d = addDays(d, 1)) {
        occ += delta.get(`${a.area_id}/${d}`) ?? 0;
        expect(occ, `${a.name} ${d}`).toBeGreaterThanOrEqual(0);
        expect(occ, `${a.name} ${d}`).toBeLessThanOrEqual(a.capacity);
        peak = Math.max(peak, occ);
      }
      // Dishes stand only in the seedling and grow rooms, and those are well used.
      if (a.capacity > 0) expect(peak, a.name).toBeGreaterThan(a.capacity * 0.5);
      else expect(peak, a.name).toBe(0);
      const standing = live(h).reduce((n, b) => n + b.state.places.filter((p) => p.area_id === a.area_id).reduce((x, p) => x + p.dishes, 0), 0);
      expect(standing, a.name).toBe(occ);
    }
  });

  it('has batches in every phase today, and moves due today', () => {
    const phases = new Set(live(h).map((b) => currentPhase(b.state)));
    for (const p of ['sprouting', 'grow_seedling', 'grow', 'pick', 'tmp_storage', 'storage'] satisfies PlantPhase[]) expect(phases.has(p), p).toBe(true);
    const due = live(h).flatMap((b) => dueMoves(b.rules, b.state, TODAY));
    expect(due.some((m) => m.late_days === 0)).toBe(true);
    expect(due.some((m) => m.phase === 'sprouting' && m.next.kind === 'move' && m.late_days === 0)).toBe(true);
  });

  it('harvests only outside safety intervals, and the last protection still runs today', () => {
    for (const b of h.batches) {
      // A picking recorded before that day's spraying is allowed; none after it until the interval ends.
      const marks: { date: string; safe_from: string }[] = [];
      for (const e of b.events) {
        if (e.ev.kind === 'protect') marks.push(e.ev);
        if (e.ev.kind === 'pick') for (const m of marks) expect(e.ev.date < m.safe_from, `${b.batch_no} ${e.ev.date}`).toBe(false);
      }
      expect(marks.length).toBe(h.protections.filter((p) => p.batches.includes(b.batch)).length);
    }
    const last = h.protections.at(-1)!;
    expect(last.safe_from > TODAY).toBe(true);
    for (const p of h.protections) {
      expect(p.batches.length).toBeGreaterThan(0);
      expect(h.moves.filter((m) => m.prot === p.prot).reduce((a, m) => a - toMilli(m.qty), 0)).toBe(toMilli(p.qty));
    }
  });

  it('takes every issue from lots that were in stock and not expired, and no lot ever goes below zero', () => {
    const left = new Map<number, number>();
    for (const m of h.moves) {
      const lot = h.lots[m.lot - 1]!;
      const q = (left.get(m.lot) ?? 0) + toMilli(m.qty);
      expect(q, `${lot.lot_no} ${m.date}`).toBeGreaterThanOrEqual(0);
      expect(toMilli(m.qty_after)).toBe(q);
      left.set(m.lot, q);
      expect(m.date >= lot.received_on).toBe(true);
      if (m.kind === 'issue') expect(m.date <= lot.expires_on, `${lot.lot_no} issued ${m.date}`).toBe(true);
    }
    for (const l of h.lots) expect(toMilli(l.qty)).toBe(left.get(l.lot));
    // Sowing took seed: dishes × the version's seed per dish.
    for (const b of h.batches) {
      const sown = b.events.filter((e) => e.ev.kind === 'sow').reduce((a, e) => a + (e.ev as { dishes: number }).dishes, 0);
      const seed = h.moves.filter((m) => m.batch === b.batch && m.kind === 'issue' && h.lots[m.lot - 1]!.item.startsWith('seed_'));
      expect(-seed.reduce((a, m) => a + toMilli(m.qty), 0)).toBe(toMilli(b.rules.seed_per_dish) * sown);
    }
  });

  it('leaves stock warnings for today: a lot expiring soon and an item below its warning level', () => {
    const warnings = stockWarnings(
      h.items.map((it, i) => ({
        item_id: i + 1,
        name: it.name,
        label: it.name,
        unit: it.unit,
        low_stock_qty: it.low_stock_qty,
        lots: h.lots
          .filter((l) => l.item === it.key)
          .map((l) => ({ lot_id: l.lot, lot_no: l.lot_no, qty: l.qty, expires_on: l.expires_on, received_on: l.received_on })),
      })),
      TODAY,
    );
    expect(warnings.some((w) => w.kind === 'expiring')).toBe(true);
    expect(warnings.some((w) => w.kind === 'low_stock')).toBe(true);
    expect(h.moves.some((m) => m.kind === 'adjust')).toBe(true);
  });
});

describe('a year of the demo factory', () => {
  let h: ProductionHistory;
  beforeAll(() => {
    h = generate(365);
  }, 60_000);

  it('sows every few days all year, every crop, and each batch keeps its spec version', () => {
    const days = [...new Set(h.batches.map((b) => b.sow_date))];
    for (let i = 1; i < days.length; i++) expect(dayGap(days[i - 1]!, days[i]!)).toBeLessThanOrEqual(8);
    expect(days.length).toBeGreaterThan(90);
    expect(new Set(h.batches.map((b) => b.spec))).toEqual(new Set(['romaine', 'butterhead', 'spinach', 'basil']));
    const v2 = h.specs.find((s) => s.key === 'romaine')!.versions[1]!;
    const romaine = live(h).filter((b) => b.spec === 'romaine');
    for (const b of romaine) expect(b.ver).toBe(b.sow_date >= v2.created_on ? 2 : 1);
    // Version 1 batches are still growing while version 2 ones have been sown.
    expect(romaine.some((b) => b.ver === 1 && b.state.closed_on === null)).toBe(true);
    expect(romaine.some((b) => b.ver === 2)).toBe(true);
  });

  it('runs realistic cycles: phases close to plan, losses of a few per cent, yields near the spec', () => {
    const closed = live(h).filter((b) => b.state.closed_on !== null);
    expect(closed.length).toBeGreaterThan(90);
    for (const b of closed) {
      const days = finishedPhaseDays(b.state);
      for (const p of ['sprouting', 'grow_seedling', 'grow'] as const) {
        const plan = stepOf(b.rules, p)!.days;
        expect(days[p]! - plan, `${b.batch_no} ${p}`).toBeGreaterThanOrEqual(-1);
        expect(days[p]! - plan, `${b.batch_no} ${p}`).toBeLessThanOrEqual(12);
      }
      const lost = b.state.plants.lost / b.state.plants.sown;
      expect(lost, b.batch_no).toBeGreaterThan(0.01);
      expect(lost, b.batch_no).toBeLessThan(0.25);
      const dishes = b.state.dishes.growing.harvested;
      expect(b.state.harvested_g / 1000 / dishes / b.rules.yield_kg_per_dish, b.batch_no).toBeGreaterThan(0.75);
      expect(b.state.harvested_g / 1000 / dishes / b.rules.yield_kg_per_dish, b.batch_no).toBeLessThan(1.25);
    }
    const reasons = new Set(h.batches.flatMap((b) => b.events.flatMap((e) => (e.loss ? [e.loss] : []))));
    expect(reasons).toEqual(new Set(['quality', 'damage', 'disease', 'pest', 'environment']));
    // Some batches are picked in two goes, some were transplanted into both grow rooms.
    expect(
      closed.some(
        (b) => b.events.filter((e) => e.ev.kind === 'pick').length > 1 && new Set(b.events.filter((e) => e.ev.kind === 'pick').map((e) => e.ev.date)).size > 1,
      ),
    ).toBe(true);
  });

  it('logs every move, transplant, loss and pick of the year in the planting log, as the live calls word them', () => {
    const b = live(h).find((x) => x.events.some((e) => e.ev.kind === 'pick'))!;
    const lines = h.logs.filter((l) => l.type === 'plant' && l.detail.startsWith(`批次 ${b.batch_no} `));
    const logged = b.events.filter((e) => ['move', 'transplant', 'loss', 'pick', 'store'].includes(e.ev.kind));
    expect(lines.length).toBe(logged.length);
    expect(lines.every((l) => l.by === 'grower' && l.detail.endsWith(`，日期 ${l.date}`))).toBe(true);
    for (const word of ['移栽 育苗室（育苗）', '采收 ', '移动 育苗室（催芽）']) expect(lines.some((l) => l.detail.includes(word))).toBe(true);
    expect(lines.find((l) => l.detail.includes('采收 '))!.detail).toMatch(/盘 \d+ 株，.+ [\d.]+ kg/);
    for (let i = 1; i < h.logs.length; i++) expect(h.logs[i]!.date >= h.logs[i - 1]!.date).toBe(true);
  });

  it('has a few batches deleted on their sowing day, with their reasons, their seed returned to the lot', () => {
    const del = h.batches.filter((b) => b.deleted !== null);
    expect(del.length).toBeGreaterThanOrEqual(2);
    expect(new Set(del.map((b) => b.deleted!.reason)).size).toBe(del.length);
    for (const b of del) {
      expect(b.deleted!.date).toBe(b.sow_date);
      const returned = h.moves.filter((m) => m.batch === b.batch && m.kind === 'return');
      const issued = h.moves.filter((m) => m.batch === b.batch && m.kind === 'issue');
      expect(returned.reduce((a, m) => a + toMilli(m.qty), 0)).toBe(-issued.reduce((a, m) => a + toMilli(m.qty), 0));
    }
  });
});

const dayGap = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
