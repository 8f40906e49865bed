import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema.js';
import { explainDatabaseError } from './database-errors.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database: what a write that must go with others is handed. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for `openDatabase({ snapshot })`. */
  dump?: () => Promise<Blob>;
};

// From src/db in development, from the bundle in dist/ in production (npm run build).
const migrationsFolder = ['../../drizzle', '../drizzle'].map((p) => new URL(p, import.meta.url).pathname).find((p) => fs.existsSync(p))!;
// Any fixed number: serialises migration and seeding across server instances sharing one database.
const MIGRATION_LOCK = 727_001;

/** `snapshot` (in memory only): start from a dumped data directory (PGlite `dumpDataDir`) instead of an empty one. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; memory?: boolean; snapshot?: Blob }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A connection dropped by the database (restart, network cut) must not crash the server, idle or checked out
    // (e.g. a connection held for an advisory lock): the pool replaces it, and a running query's error is handled
    // where the query is made.
    pool.on('error', () => undefined);
    pool.on('connect', (c) => c.on('error', () => undefined));
    try {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      } finally {
        client.release();
      }
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw explainDatabaseError(err, opts.databaseUrl);
    }
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (!opts.memory) {
    dir = path.join(opts.dataDir ?? './data', 'pg');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = dir ? new PGlite(dir) : new PGlite(opts.snapshot ? { loadDataDir: opts.snapshot } : {});
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), dump: async () => client.dumpDataDir('none') };
}

export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
