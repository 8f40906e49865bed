import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo-seed.js';

/**
 * Migrates and seeds one in-memory PGlite database and dumps it once per run: each test app loads the dump
 * (about 1.5 s) instead of running initdb, every migration and the demo seed again (about 10 s per file).
 */
export async function setup(project: { provide: (key: 'pgliteSnapshot', value: string) => void }) {
  const file = path.join(os.tmpdir(), `pfs-pglite-seeded-${process.pid}.tar`);
  const handle = await openDatabase({ memory: true });
  await seedDemo(handle.db);
  fs.writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(file, { force: true });
}
