import pg from 'pg';
import { openDatabase } from '../src/db/client.js';

/** Admin connection to this machine's PostgreSQL; PG_ADMIN_URL overrides. */
export const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_DB = `pfs_test_tpl_${process.pid}`;

export function dbUrl(name: string) {
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Migrates a template database once; each test file copies it (CREATE DATABASE … TEMPLATE). */
export async function setup(project: { provide: (key: 'pgTemplate', value: string) => void }) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: dbUrl(TEMPLATE_DB) });
  await handle.close();
  project.provide('pgTemplate', TEMPLATE_DB);
  return async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    await c.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await c.end();
  };
}
