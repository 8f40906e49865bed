import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSysInstanceList, type SysInstanceList } from '@pfs/domain/instance';
import { getHealth } from '@pfs/domain/system';
import { InstanceRepository } from '../src/modules/instance/instance.repository.js';
import { InstanceService } from '../src/modules/instance/instance.service.js';
import { DEMO, SA, callOf, createTestApp, login, type TestApp, rawCallOf } from './test-app.js';

/**
 * 服务器实例: each instance beats every 10 s into pfs_instances; a super admin sees which are up, which are down
 * and since when, and that a down one's telemetry waits in the broker. Other instances are real InstanceServices
 * on the same database, as a second process would run them.
 */
describe('server instances', () => {
  let app: TestApp;
  let sa: string;
  const others: InstanceService[] = [];
  const other = (name: string, mqttSession: string | null, beatMs?: number) => {
    const s = new InstanceService(
      new InstanceRepository(app.dbHandle.db),
      { name, host: 'pfs-host-2', port: 3002, pid: 4242, version: 'x', mqttSession },
      () => ({ schedulerLeader: false, rulesLeader: false }),
      app.log,
      beatMs,
    );
    others.push(s);
    return s;
  };
  const list = async () => {
    const r = await callOf(app, getSysInstanceList, {}, sa);
    expect(r.body.code).toBe(200);
    return r.body.data as SysInstanceList;
  };

  beforeAll(async () => {
    // IoT on (embedded broker): this instance also runs the strategy engine.
    app = await createTestApp({ IOT: 'on', MQTT_PORT: '0' });
    sa = await login(app, SA.uniNo, SA.password);
  });
  afterAll(async () => {
    for (const s of others) await s.stop();
    await app.stop();
  });

  it('lists this instance as up since its start, running the periodic jobs and the strategies', async () => {
    const data = await list();
    const me = data.items.find((i) => i.pid === process.pid)!;
    expect(me).toMatchObject({ state: 'up', port: expect.any(Number), stopped: false, scheduler_leader: true, rules_leader: true, note: '', mqtt_session: null });
    expect(me.name).toMatch(/^[\w-]+$/);
    expect(me.since).toBe(me.started_at);
    expect(data.scheduler_leader).toBe(me.name);
    expect(data.rules_leader).toBe(me.name);
    expect(data.up).toBeGreaterThanOrEqual(1);
  });

  it('a heartbeat keeps an instance up; an orderly stop is down at once; one silent for 30 s is down since its last beat', async () => {
    const beating = other('pfs-beating', 'pfs-beating', 50);
    await beating.start();
    const first = (await list()).items.find((i) => i.name === 'pfs-beating')!;
    await new Promise((r) => setTimeout(r, 300));
    const later = (await list()).items.find((i) => i.name === 'pfs-beating')!;
    expect(later.state).toBe('up');
    expect(Date.parse(later.last_seen_at)).toBeGreaterThan(Date.parse(first.last_seen_at));

    const stopped = other('pfs-stopped', 'pfs-stopped');
    await stopped.start();
    await stopped.stop();

    // A killed instance: it beat, then nothing — its last beat is 40 s old.
    const killed = other('pfs-killed', 'pfs-killed', 3_600_000);
    await killed.start();
    await app.dbHandle.db.execute(sql`update pfs_instances set last_seen_at = now() - interval '40 seconds' where name = 'pfs-killed'`);

    const data = await list();
    const by = (n: string) => data.items.find((i) => i.name === n)!;
    expect(by('pfs-stopped')).toMatchObject({ state: 'down', stopped: true, scheduler_leader: false, rules_leader: false });
    expect(by('pfs-killed')).toMatchObject({ state: 'down', stopped: false });
    expect(by('pfs-killed').since).toBe(by('pfs-killed').last_seen_at);
    expect(Date.now() - Date.parse(by('pfs-killed').since)).toBeGreaterThan(35_000);
    // What it means for telemetry, said where the operator looks.
    for (const n of ['pfs-stopped', 'pfs-killed']) expect(by(n).note).toContain('MQTT 代理');
    expect(data.down).toBe(data.items.filter((i) => i.state === 'down').length);

    // It comes back (Restart=always): up again, since its new start.
    await killed.stop();
    const back = other('pfs-killed', 'pfs-killed');
    await back.start();
    const again = (await list()).items.find((i) => i.name === 'pfs-killed')!;
    expect(again).toMatchObject({ state: 'up', note: '' });
    expect(Date.parse(again.since)).toBeGreaterThan(Date.parse(by('pfs-killed').since));
  });

  it('answers super admins only', async () => {
    const demo = await login(app, DEMO.uniNo, DEMO.password);
    const r = await callOf(app, getSysInstanceList, {}, demo);
    expect(r.body.code).toBe(403);
    expect(r.body.data).toBeUndefined();
    const anonymous = await callOf(app, getSysInstanceList, {});
    expect(anonymous.body.code).toBe(50014);
    expect(anonymous.body.data).toBeUndefined();
  });

  it(`${getHealth.url} (public) tells how many are up and down, and nothing about which`, async () => {
    const r = await rawCallOf(app, getHealth);
    const data = await list();
    expect((r.body.data as { instances: unknown }).instances).toEqual({ up: data.up, down: data.down });
    expect(JSON.stringify(r.body)).not.toContain('pfs-host-2');
    expect(JSON.stringify(r.body)).not.toContain('pfs-killed');
  });
});
