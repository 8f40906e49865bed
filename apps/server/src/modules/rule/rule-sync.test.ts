import { describe, expect, it } from 'vitest';
import { RuleSync } from './rule-sync.js';
import type { RuleRow } from './rule.repository.js';

const row = (ruleId: number, at: number) => ({ ruleId, fid: 2, updatedAt: new Date(at) }) as RuleRow;

describe('RuleSync', () => {
  it('reloads strategies saved, enabled or deleted through another instance, only where the engine runs', async () => {
    let db = [row(1, 100), row(2, 200)];
    const reloaded: [number, RuleRow | null][] = [];
    const engine = {
      running: false,
      known: new Map([[1, 100], [3, 300]]),
      versions() {
        return new Map(this.known);
      },
      async reload(_fid: number, id: number, r: RuleRow | null) {
        reloaded.push([id, r]);
        if (r) this.known.set(id, r.updatedAt.getTime());
        else this.known.delete(id);
      },
    };
    const sync = new RuleSync({ allEnabled: async () => db }, engine, { warn: () => undefined });
    expect(await sync.runOnce()).toBe(0);
    engine.running = true;
    // 2 enabled elsewhere, 3 disabled or deleted elsewhere; 1 unchanged.
    expect(await sync.runOnce()).toBe(2);
    expect(reloaded.map(([id, r]) => [id, r === null])).toEqual([[2, false], [3, true]]);
    db = [row(1, 150), row(2, 200)];
    expect(await sync.runOnce()).toBe(1);
    expect(await sync.runOnce()).toBe(0);
  });
});
