import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo-seed.js';

/** Admin connection to this machine's PostgreSQL; PG_ADMIN_URL overrides. */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_DB = `pfs_test_tpl_${process.pid}`;
/** The migrated template with the demo seeded: what every test app starts from. */
export const SEEDED_TEMPLATE_DB = `pfs_test_seeded_${process.pid}`;

export function dbUrl(name: string) {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Migrates a template database once, and copies it into a second one with the demo seeded; each test file copies
 * one of them (CREATE DATABASE … TEMPLATE), which is far cheaper than migrating and seeding per file.
 */
export async function setup(project: { provide: (key: 'pgTemplate' | 'pgSeededTemplate', value: string) => void }) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`drop database if exists ${SEEDED_TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const handle = await openDatabase({ databaseUrl: dbUrl(TEMPLATE_DB) });
  await handle.close();
  await admin.query(`create database ${SEEDED_TEMPLATE_DB} template ${TEMPLATE_DB}`);
  await admin.end();
  const seeded = await openDatabase({ databaseUrl: dbUrl(SEEDED_TEMPLATE_DB) });
  await seedDemo(seeded.db);
  await seeded.close();
  project.provide('pgTemplate', TEMPLATE_DB);
  project.provide('pgSeededTemplate', SEEDED_TEMPLATE_DB);
  return async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await c.query(`drop database if exists ${SEEDED_TEMPLATE_DB} with (force)`);
    await c.end();
  };
}
