/**
 * The documented restore (docs/deploy.md §5): a dump of the live database, a new database created and restored
 * exactly as §5 says, one instance started on it as the role (the unit, its env files), then the data checked
 * through the API: the administrator logs in, the factory and its gateways are there, and every reading.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { call, ok } from './http.js';
import type { pgTools } from './postgres.js';
import { readEnvFile, startInstance, writeEnvFile } from './unit.js';
import { login } from '@pfs/domain/auth';
import { getIotGwList } from '@pfs/domain/iot-gateway';

type Check = (ok: boolean, what: string) => void;
export type RestoreCase = {
  work: string;
  tools: ReturnType<typeof pgTools>;
  role: string;
  rolePassword: string;
  liveDb: string;
  restoredDb: string;
  /** Instance number and port of the instance started on the restored database (its pfs-N.env is written here). */
  instance: number;
  port: number;
  /** Broker account of that instance, as the live ones have theirs. */
  mqtt: { username: string; password: string };
  login: { account: string; password: string };
  fid: number;
  gatewaySns: string[];
};

const readings = async (url: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const n = (await c.query<{ n: number }>(`select count(*)::int as n from iot_readings`)).rows[0]!.n;
  await c.end();
  return n;
};

export async function checkRestore(r: RestoreCase, check: Check) {
  const dump = path.join(r.work, 'pfs.dump');
  const liveUrl = r.tools.urlOf(r.role, r.rolePassword, r.liveDb);
  const liveReadings = await readings(liveUrl);
  await r.tools.dump(r.liveDb, dump);
  await r.tools.createDatabase(r.restoredDb, r.role);
  await r.tools.restore(r.restoredDb, r.role, dump);
  const foreign = await r.tools.notOwnedBy(r.restoredDb, r.role);
  check(
    foreign.length === 0,
    `恢复后的数据库、表、序列与 drizzle 模式都归角色 ${r.role} 所有${foreign.length ? `（例外：${foreign.slice(0, 5).join('、')}）` : ''}`,
  );

  // The shared pfs.env with DATABASE_URL pointing at the restored database; the instance's own file as for the others.
  const restoredUrl = r.tools.urlOf(r.role, r.rolePassword, r.restoredDb);
  const shared = readEnvFile(path.join(r.work, 'etc/pfs/pfs.env'));
  const etc = path.join(r.work, 'restored/etc/pfs');
  writeEnvFile(path.join(etc, 'pfs.env'), { ...shared, DATABASE_URL: restoredUrl });
  writeEnvFile(path.join(etc, `pfs-${r.instance}.env`), {
    PORT: String(r.port),
    MQTT_USERNAME: r.mqtt.username,
    MQTT_PASSWORD: r.mqtt.password,
    INSTANCE_NAME: r.mqtt.username,
  });
  const started = Date.now();
  const inst = await startInstance(r.instance, path.join(r.work, 'restored')).catch((e: Error) => {
    check(false, `以角色 ${r.role} 在恢复的数据库上启动实例：${e.message}`);
    return null;
  });
  if (!inst) return;
  try {
    check(true, `以角色 ${r.role} 在恢复的数据库上启动实例 ${r.instance}：${((Date.now() - started) / 1000).toFixed(1)} s`);
    const session = await call(inst.url, login, { uni_no: r.login.account, password: r.login.password }, { from: '127.0.0.2' });
    check(session.status === 200 && !!session.body.token, `恢复后 ${r.login.account} 登录：${session.status} ${session.body.msg ?? ''}`);
    if (!session.body.token) return;
    const gws = await ok(inst.url, getIotGwList, { fid: r.fid }, { token: session.body.token, from: '127.0.0.2' });
    const found = r.gatewaySns.filter((sn) => gws.some((g) => g.sn === sn)).length;
    check(found === r.gatewaySns.length, `恢复后工厂 ${r.fid} 的网关：${found} / ${r.gatewaySns.length}`);
    const restoredReadings = await readings(restoredUrl);
    check(restoredReadings === liveReadings && liveReadings > 0, `恢复后的读数 ${restoredReadings} 条 = 备份时的 ${liveReadings} 条`);
  } finally {
    await inst.stop();
    fs.rmSync(dump, { force: true });
  }
}
