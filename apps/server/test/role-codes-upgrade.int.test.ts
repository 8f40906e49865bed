import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ROLE_TEMPLATES } from '@pfs/domain';
import { deletePlantBatch } from '@pfs/domain/plant';
import { roleTable } from '../src/modules/member/member.table.js';
import { DEMO, DEMO_FID, callOf, createTestApp, login, type TestApp } from './test-app.js';

const NEW_CODES = ['plant.void', 'plant.del', 'cfg.alarm.list', 'cfg.alarm.edit'];
const upgrade = readFileSync(new URL('../drizzle/0021_role_codes_void_del_notify.sql', import.meta.url), 'utf8');

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(() => app.stop());

const db = () => app.dbHandle.db;
const codesOf = async (name: string) =>
  (await db().select({ codes: roleTable.codes }).from(roleTable).where(and(eq(roleTable.fid, DEMO_FID), eq(roleTable.name, name))))[0]!.codes;
const setCodes = (name: string, codes: string[]) =>
  db().update(roleTable).set({ codes }).where(and(eq(roleTable.fid, DEMO_FID), eq(roleTable.name, name)));

describe('roles of an installation from before plant.void / plant.del / 告警通知', () => {
  it('a role that manages roles gets the new codes and keeps deleting batches; a grower does not gain them', async () => {
    const manager = ROLE_TEMPLATES.find((t) => t.name === '厂长')!.codes.filter((c) => !NEW_CODES.includes(c));
    await setCodes('厂长', manager);
    await setCodes('种植员', ['plant.list', 'plant.edit', 'iot.list', 'alarm.list']);
    const demo = await login(app, DEMO.uniNo, DEMO.password);
    // Before the upgrade the demo manager cannot delete a batch any more (delete_plant_batch needs plant.del).
    const refused = await callOf(app, deletePlantBatch, { fid: DEMO_FID, batch_id: 1, reason: '升级前试删' }, demo);
    expect(refused.status).toBe(403);

    await db().execute(sql.raw(upgrade));
    const after = await codesOf('厂长');
    expect(after.slice(0, manager.length)).toEqual(manager);
    expect(after.slice(manager.length).sort()).toEqual([...NEW_CODES].sort());
    expect(await codesOf('种植员')).toEqual(['plant.list', 'plant.edit', 'iot.list', 'alarm.list']);

    // Run again (a second instance, a retried start): nothing doubles.
    await db().execute(sql.raw(upgrade));
    expect(await codesOf('厂长')).toEqual(after);
  });
});
