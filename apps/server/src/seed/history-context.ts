import type { Db } from '../db/client.js';

/** A transaction of the demo seed: everything a start seeds is written in one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What every demo history generator is handed: one window (ending at the server's start, where live data takes
 * over), one seed (prng.ts conventions: a stream per thing via seedOf(seed, …)), the factories' time zone and the
 * transaction to write in. Production history (batches, harvests) plugs in as another generator over the same
 * window, so a batch's climate summary finds the climate of the days it stood in its rooms.
 */
/** `picsDir`: where pictures are stored (DATA_DIR/pics); without it no demo photos are drawn. */
export type HistoryContext = { tx: Tx; startMs: number; endMs: number; days: number; timeZone: string; seed: string; picsDir?: string };
/** Returns what it wrote, for the start-up log (table or thing → rows). */
export type HistoryGenerator = (ctx: HistoryContext) => Promise<Record<string, number>>;
