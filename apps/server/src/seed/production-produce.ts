import { addDays, currentPhase, nextProducePhase, replayBatch, stepOf, type ProducePhase } from '@pfs/domain/plant';
import type { EventGate } from './production-gate.js';
import type { SimBatch } from './production-grower.js';

/**
 * Harvested produce after the pick: when the template's days of a produce phase are over, the kg go on to the
 * next one with a `store` event (pick → tmp_storage → storage), one event per phase and day.
 */
export function shipProduce(gate: EventGate, b: SimBatch, d: string) {
  for (const phase of ['pick', 'tmp_storage', 'storage'] as const) {
    const due = b.produce.filter((p) => p.phase === phase && p.readyOn <= d);
    if (due.length === 0) continue;
    b.produce = b.produce.filter((p) => !due.includes(p));
    const next = nextProducePhase(b.rules, phase);
    if (next === null) continue;
    const g = due.reduce((a, p) => a + p.g, 0);
    gate.must(b, { ev: { kind: 'store', date: d, from_phase: phase, to_phase: next, kg: g / 1000 }, remark: next === 'storage' ? '入冷库' : '预冷暂存' });
    b.produce.push({ phase: next, g, readyOn: addDays(d, stepOf(b.rules, next)?.days ?? 0) });
  }
}

/**
 * Today shows produce in every phase: when no batch's harvest still waits at 采收 (or in 暂存), the most recently
 * finished batch's last transfers are left for today — as if the packing team had not got to them yet. Only
 * `store` events are dropped, so the batch's log still replays.
 */
export function holdRecentProduce(batches: SimBatch[]) {
  const live = batches.filter((b) => b.deleted === null);
  const phaseOf = (b: SimBatch) => currentPhase(b.state);
  const done = live.filter((b) => b.state.closed_on !== null).sort((x, y) => (x.state.closed_on! < y.state.closed_on! ? 1 : -1));
  const held = new Set<SimBatch>();
  const hold = (want: ProducePhase, drop: (to: ProducePhase) => boolean) => {
    if (live.some((b) => phaseOf(b) === want)) return;
    const b = done.find((x) => !held.has(x) && stepOf(x.rules, want) && x.events.some((e) => e.ev.kind === 'store'));
    if (!b) return;
    b.events = b.events.filter((e) => e.ev.kind !== 'store' || !drop(e.ev.to_phase));
    const r = replayBatch(
      b.rules,
      b.events.map((e) => e.ev),
      { batchNo: b.batch_no, areaName: String },
    );
    if (!r.ok) throw new Error(`demo batch ${b.batch_no}: ${r.msg}`);
    b.state = r.state;
    held.add(b);
  };
  hold('pick', () => true);
  hold('tmp_storage', (to) => to === 'storage');
}
