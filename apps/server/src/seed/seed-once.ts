import type { Db } from '../db/client.js';
import { metaTable } from '../db/meta.table.js';
import { DEMO_FACILITIES } from './demo-data.js';
import type { Tx } from './history-context.js';
import { declareSimPoints } from './sim-points.js';

/**
 * Runs `write` once per database, under its own marker in the meta table, claimed in the same transaction: later
 * starts leave what staff changed alone, and a database seeded before this part existed gets it on its next start.
 * Returns whether it ran.
 */
export function seedOnce(db: Db, key: string, write: (tx: Tx) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(metaTable).values({ key, value: new Date().toISOString() }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;
    await write(tx);
    return true;
  });
}

/**
 * The demo factories' simulated points, declared ahead of their gateways' first birth (the birth then refreshes
 * them) so seeds can name them: ids by `sn/code`, and each gateway's factory by sn.
 */
export async function demoSimPoints(tx: Tx): Promise<{ ids: Map<string, number>; fidOf: Map<string, number> }> {
  const { ids, gateways } = await declareSimPoints(
    tx,
    DEMO_FACILITIES.flatMap((f) => f.gateways.map((g) => g.sn)),
  );
  return { ids, fidOf: new Map(gateways.map((g) => [g.sn, g.fid])) };
}
