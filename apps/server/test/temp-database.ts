import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { PG_ADMIN_URL, dbUrl } from './pg-global-setup.js';

/** One statement on the PostgreSQL server's admin connection (create or drop a database). */
async function adminQuery(q: string) {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    await c.query(q);
  } finally {
    await c.end();
  }
}

/**
 * A throw-away PostgreSQL database copied from a template of the run: `pgTemplate` is migrated and empty (what a
 * production first start meets), `pgSeededTemplate` holds the demo.
 */
export async function tempDatabase(template: 'pgTemplate' | 'pgSeededTemplate' = 'pgTemplate') {
  const name = `pfs_tmp_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name} template ${inject(template)}`);
  return { name, url: dbUrl(name), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}
