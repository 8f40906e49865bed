import { PROTECTION_KIND_LABELS, addDays, dayDiff, fmtQty, fromMilli, safeFromDay, stepOf, toMilli, type ProtectionKind } from '@pfs/domain/plant';
import { type FacEventType } from '@pfs/domain/syslog';
import { ANCHOR_SPEC, DEMO_SPECS, DEMO_TREATMENTS, type CatalogSpec, type CatalogVersion } from './production-catalog.js';
import { DEMO_ITEMS, LOW_STOCK_ITEM, type CatalogItem } from './production-items.js';
import { EventGate, newBatch, type DemoArea, type GenBatch, type SpecVersionRules } from './production-gate.js';
import { dailyLosses, endSprouting, harvest, simBatch, transplant, type SimBatch } from './production-grower.js';
import { holdRecentProduce, shipProduce } from './production-produce.js';
import { admitSowing } from './production-load.js';
import { StockBook, type Actor, type GenLot, type GenMove } from './production-stock.js';
import { prng, seedOf, type Prng } from './prng.js';
import { batchLogLine, eventLogText } from '../modules/plant/plant-event-log.js';

/**
 * The planting year of the demo factory, generated day by day in memory: sowings every 2–4 days in the seedling
 * room, phase steps when due (a little late at times), losses, crop protections with their safety intervals,
 * harvests by grade, produce through the temporary and cold store, and the seed, pesticide and supplies this
 * takes from stock. Every event passes the server's rules (production-gate.ts); the same `today` and seed always
 * give the same year. Nothing is recorded on `today` itself: its due moves are the overview's to-do list.
 */

export type ProductionInput = { today: string; days: number; seed: string; areas: readonly DemoArea[] };

export type GenSpecVersion = { ver: number; created_on: string; rules: SpecVersionRules; seed_item: string };
export type GenSpec = { key: string; crop: string; variety: string; remark: string; versions: GenSpecVersion[] };
export type GenProtection = {
  prot: number;
  date: string;
  kind: ProtectionKind;
  target: string;
  item: string;
  dose: string;
  qty: number;
  safe_days: number;
  safe_from: string;
  area_ids: number[];
  batches: number[];
};
export type GenLog = { date: string; type: FacEventType; detail: string; by: Actor | 'manager' };

export type ProductionHistory = {
  today: string;
  start: string;
  specs: GenSpec[];
  items: readonly CatalogItem[];
  batches: GenBatch[];
  protections: GenProtection[];
  lots: GenLot[];
  moves: GenMove[];
  logs: GenLog[];
};

const versionRules = (v: CatalogVersion): SpecVersionRules => ({
  phases: v.phases,
  seedling_plants_per_dish: v.seedling_plants_per_dish,
  grow_plants_per_dish: v.grow_plants_per_dish,
  seed_per_dish: v.seed_per_dish,
  yield_kg_per_dish: v.yield_kg_per_dish,
  grades: v.grades,
});

/** Harvests weigh a little more in the cool months than in the summer. */
const seasonFactor = (d: string) => 1 + 0.05 * Math.cos((2 * Math.PI * (Number(d.slice(5, 7)) - 1.5)) / 12);

export function generateDemoProduction(input: ProductionInput): ProductionHistory {
  const { today, seed } = input;
  const start = addDays(today, -input.days);
  const areaIds = new Map(input.areas.map((a) => [a.name, a.area_id]));
  const gate = new EventGate(input.areas, today);
  const stock = new StockBook(DEMO_ITEMS, prng(seedOf(seed, 'production', 'stock')));
  const logs: GenLog[] = [];
  const specs: GenSpec[] = DEMO_SPECS.map((s) => ({
    key: s.key,
    crop: s.crop,
    variety: s.variety,
    remark: s.remark,
    versions: s.versions.map((v, i) => ({
      ver: i + 1,
      created_on: v.daysAgo === null ? start : maxDay(start, addDays(today, -v.daysAgo)),
      rules: versionRules(v),
      seed_item: s.seedItem,
    })),
  }));
  for (const s of specs)
    for (const v of s.versions)
      logs.push({
        date: v.created_on,
        type: 'plant_spec',
        by: 'manager',
        detail: v.ver === 1 ? `新增品种规格 ${s.crop} ${s.variety}` : `修改品种规格 ${s.crop} ${s.variety}，已保存为第 ${v.ver} 版`,
      });
  const versionOn = (key: string, d: string) => {
    const s = specs.find((x) => x.key === key)!;
    return [...s.versions].reverse().find((v) => v.created_on <= d) ?? s.versions[0]!;
  };

  // Opening stock, received on the first day.
  for (const it of DEMO_ITEMS) {
    const o = it.opening;
    const expires =
      o?.expiresFromToday !== undefined
        ? addDays(today, o.expiresFromToday)
        : o?.expiresAfterStart !== undefined
          ? addDays(start, o.expiresAfterStart)
          : undefined;
    stock.receive(it.key, start, o?.qty ?? it.lotQty, expires);
  }

  const calendar = prng(seedOf(seed, 'production', 'calendar'));
  const anchor = addDays(today, -stepOf(versionOn(ANCHOR_SPEC, today).rules, 'sprouting')!.days);
  const sowings = backwardsFrom(anchor, start, calendar, 2, 4);
  const protectDays = new Set(backwardsFrom(addDays(today, -3), start, calendar, 10, 24));
  const lastProtection = addDays(today, -3);
  const newVersionOn = versionOn(ANCHOR_SPEC, today).created_on;
  const lastOldVersion = [...sowings].reverse().find((d) => d < newVersionOn);
  // A few sowings entered wrongly and deleted the same day, spread over the year (批次删除日志).
  const deletions = new Map<string, string>();
  DELETE_REASONS.forEach((reason, k) => {
    const d = sowings.find((x) => x >= addDays(start, Math.floor((input.days * (k + 1)) / (DELETE_REASONS.length + 1))));
    if (d !== undefined && !deletions.has(d)) deletions.set(d, reason);
  });

  const seedRoom = (cat: CatalogSpec) => areaIds.get(cat.rooms.sprouting?.[0] ?? '')!;
  const batches: SimBatch[] = [];
  const protections: GenProtection[] = [];
  const active = () => batches.filter((b) => b.deleted === null && b.state.closed_on === null);

  const sow = (d: string, cat: CatalogSpec, dishes: number, no: number): SimBatch | null => {
    const v = versionOn(cat.key, d);
    const batchNo = `B${d.replaceAll('-', '')}-${String(no).padStart(2, '0')}`;
    const b = simBatch(newBatch(batches.length + 1, batchNo, cat.key, v.ver, v.rules, d), cat, seed);
    const room = seedRoom(cat);
    const refused = gate.accept(b, {
      ev: { kind: 'sow', date: d, to: { phase: 'sprouting', area_id: room }, dishes, plants: dishes * v.rules.seedling_plants_per_dish },
      remark: '',
    });
    if (refused) return null;
    batches.push(b);
    stock.issue(v.seed_item, fromMilli(toMilli(v.rules.seed_per_dish) * dishes), d, { batch: b.batch, reason: `播种：批次 ${batchNo}` });
    // One 育苗海绵 per dish, as the server issues them at sowing.
    stock.issue('sponge', dishes, d, { batch: b.batch, reason: `播种：批次 ${batchNo}` });
    logs.push({
      date: d,
      type: 'plant',
      by: 'grower',
      detail: `播种批次 ${batchNo}：${cat.crop} ${cat.variety}（第 ${v.ver} 版），${gate.area(room).name} ${dishes} 盘，共 ${b.state.plants.sown} 株，日期 ${d}`,
    });
    return b;
  };

  let sowLater = false;
  for (let d = start, i = 0; d < today; d = addDays(d, 1), i++) {
    if (i % 7 === 3) feedNutrients(stock, gate, d);
    for (const b of active()) dailyLosses(gate, b, d);
    // Frees first, fills last: picks empty grow positions, transplants empty seedling ones.
    for (const b of active()) {
      for (const p of harvest(gate, b, d, seasonFactor(d))) {
        stock.issue('bags', Math.ceil(p.kg / 0.3), d, { batch: b.batch, reason: `采收包装：批次 ${b.batch_no}` });
      }
      if (b.state.closed_on === d)
        logs.push({
          date: d,
          type: 'plant',
          by: 'grower',
          detail: `采收批次 ${b.batch_no} 完成：共 ${b.state.plants.harvested} 株，${fmtQty(b.state.harvested_g / 1000)} kg`,
        });
    }
    for (const b of active()) transplant(gate, b, d, areaIds);
    for (const b of active()) endSprouting(gate, b, d, areaIds);
    for (const b of batches) shipProduce(gate, b, d);
    // A sowing the rooms cannot take yet is tried again the next day.
    if (sowings.includes(d) || sowLater) sowLater = !sowDay(d);
    if (protectDays.has(d)) protect(d, d === lastProtection);
  }
  stock.writeDown(LOW_STOCK_ITEM, stock.item(LOW_STOCK_ITEM).low_stock_qty * 0.4, addDays(today, -1), `盘点：${stock.item(LOW_STOCK_ITEM).name}受潮发霉，报废`);
  holdRecentProduce(batches);
  logs.push(...batchEventLogs(batches, (id) => gate.area(id).name));
  for (const l of stock.moves.filter((m) => m.kind === 'receive')) {
    const it = stock.item(l.item);
    const lot = stock.lots[l.lot - 1]!;
    logs.push({
      date: l.date,
      type: 'material',
      by: 'keeper',
      detail: `入库 ${it.kind === 'seed' ? '种子' : it.kind === 'pesticide' ? '农药' : '耗材'} ${it.name} 批号 ${lot.lot_no}：${fmtQty(l.qty)} ${it.unit}`,
    });
  }

  return {
    today,
    start,
    specs,
    items: DEMO_ITEMS,
    // Only what the writer reads: the grower's working fields stay behind.
    batches: batches.map((b) => ({
      ...newBatch(b.batch, b.batch_no, b.spec, b.ver, b.rules, b.sow_date),
      events: b.events,
      state: b.state,
      deleted: b.deleted,
    })),
    protections,
    lots: stock.lots,
    moves: stock.moves,
    logs: logs.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };

  /** Sows the day's batches; false when none could be sown. */
  function sowDay(d: string): boolean {
    const rng = prng(seedOf(seed, 'production', 'sowing', d));
    // The anchor's spec is also sown just before its new version was saved: both versions grow side by side today.
    const first = d === anchor || d === lastOldVersion ? DEMO_SPECS.find((s) => s.key === ANCHOR_SPEC)! : pick(rng, DEMO_SPECS);
    const todays = rng.chance(0.22)
      ? [
          first,
          pick(
            rng,
            DEMO_SPECS.filter((s) => s !== first),
          ),
        ]
      : [first];
    let no = 1;
    for (const cat of todays) {
      const rules = versionOn(cat.key, d).rules;
      const want = rng.int(cat.sowDishes[0], cat.sowDishes[1]);
      // Today's to-do list needs the sowing whose sprouting ends today, even when the grow rooms look booked.
      const admitted = admitSowing(gate, active(), cat, rules, d, want, areaIds);
      const dishes = d === anchor && cat === first ? Math.max(admitted, Math.min(want, gate.free(seedRoom(cat)))) : admitted;
      if (dishes > 0 && sow(d, cat, dishes, no)) no++;
    }
    const reason = deletions.get(d);
    if (reason !== undefined) {
      // Sown with the wrong spec by mistake and deleted the same day; the seed went back into its lot.
      const wrong = DEMO_SPECS.find((s) => s.key !== todays[0]!.key && s.seedItem !== todays[0]!.seedItem)!;
      const dishes = Math.min(wrong.sowDishes[0], gate.free(seedRoom(wrong)));
      const b = dishes > 0 ? sow(d, wrong, dishes, no) : null;
      if (b) deleteBatch(b, d, reason);
    }
    return no > 1;
  }

  function deleteBatch(b: SimBatch, d: string, reason: string) {
    gate.release(b);
    b.deleted = { date: d, reason };
    const v = versionOn(b.spec, d);
    for (const m of stock.moves.filter((x) => x.batch === b.batch && x.kind === 'issue'))
      stock.giveBack(v.seed_item, m.lot, -m.qty, d, { batch: b.batch, reason: `批次 ${b.batch_no} 删除，种子退回` });
    logs.push({ date: d, type: 'plant', by: 'grower', detail: `删除批次 ${b.batch_no}，原因：${reason}` });
  }

  function protect(d: string, last: boolean) {
    const rng = prng(seedOf(seed, 'production', 'protection', d));
    const rooms = ['栽培一区', '栽培二区', '栽培一区', '栽培二区', '育苗室'];
    const room = areaIds.get(last ? '栽培一区' : rooms[rng.int(0, rooms.length - 1)]!);
    const t = last ? DEMO_TREATMENTS[0]! : DEMO_TREATMENTS[protections.length % DEMO_TREATMENTS.length]!;
    if (room === undefined) return;
    const treated = active().filter((b) => b.state.places.some((p) => p.area_id === room && p.dishes > 0));
    if (treated.length === 0) return;
    const it = stock.item(t.item);
    const dishes = treated.reduce((a, b) => a + b.state.places.filter((p) => p.area_id === room).reduce((x, p) => x + p.dishes, 0), 0);
    const qty = Math.max(1, Math.round(dishes * t.perDish * 10) / 10);
    const safeFrom = safeFromDay(d, it.safety_days!);
    const prot = protections.length + 1;
    for (const b of treated) gate.must(b, { ev: { kind: 'protect', date: d, pesticide: it.name, safe_from: safeFrom }, prot, remark: '' });
    stock.issue(it.key, qty, d, { prot, reason: `植保：${t.target}` });
    protections.push({
      prot,
      date: d,
      kind: t.kind,
      target: t.target,
      item: it.key,
      dose: t.dose,
      qty,
      safe_days: it.safety_days!,
      safe_from: safeFrom,
      area_ids: [room],
      batches: treated.map((b) => b.batch),
    });
    logs.push({
      date: d,
      type: 'plant',
      by: 'grower',
      detail: `植保（${PROTECTION_KIND_LABELS[t.kind]}）${t.target}：${it.name} ${t.dose}，用量 ${fmtQty(qty)} ${it.unit}，批次 ${treated.map((b) => b.batch_no).join('、')}，日期 ${d}，${safeFrom} 起可采收`,
    });
  }
}

/** The planting log's line for each move, transplant, loss, pick and store, as the live calls write them (by the grower). */
function batchEventLogs(batches: readonly SimBatch[], areaName: (id: number) => string): GenLog[] {
  return batches.flatMap((b) =>
    b.events.flatMap(({ ev, grades }) => {
      const names = new Map(b.rules.grades.map((g) => [g.grade, g.name]));
      const text = eventLogText(
        ev,
        areaName,
        (grades ?? []).map((g) => ({ name: names.get(g.grade) ?? g.grade, kg: g.kg })),
      );
      return text === null ? [] : [{ date: ev.date, type: 'plant' as const, by: 'grower' as const, detail: batchLogLine(b.batch_no, text, ev.date) }];
    }),
  );
}

const DELETE_REASONS = ['录入重复，删除多余的批次', '品种选错，已按正确品种重新播种', '播种盘数录错，按实际盘数重新登记'] as const;

/** Nutrient concentrate for the week, by the dishes standing in the rooms. */
function feedNutrients(stock: StockBook, gate: EventGate, d: string) {
  const dishes = [...gate.occupancy.values()].reduce((a, n) => a + n, 0);
  if (dishes <= 0) return;
  for (const key of ['nutrient_a', 'nutrient_b']) stock.issue(key, Math.round(dishes * 0.012 * 10) / 10 || 0.1, d, { reason: '配制营养液' });
}

/** Days from `from` back to `start`, `lo`–`hi` days apart, in date order. */
function backwardsFrom(from: string, start: string, rng: Prng, lo: number, hi: number): string[] {
  const out: string[] = [];
  for (let d = from; d >= start; d = addDays(d, -rng.int(lo, hi))) out.push(d);
  return out.reverse();
}

function pick(rng: Prng, specs: readonly CatalogSpec[]): CatalogSpec {
  const total = specs.reduce((a, s) => a + s.weight, 0);
  let x = rng.next() * total;
  for (const s of specs) if ((x -= s.weight) < 0) return s;
  return specs.at(-1)!;
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
export const historyDays = (h: ProductionHistory) => dayDiff(h.start, h.today);
