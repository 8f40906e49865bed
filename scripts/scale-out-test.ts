/**
 * Two PFS instances behind nginx, one PostgreSQL, one Mosquitto with shared subscriptions, on this machine, set up
 * the way docs/deploy.md tells an operator (issue 24):
 *   npx tsx scripts/scale-out-test.ts      (after `npm run build -w apps/server`; needs nginx, mosquitto, PostgreSQL
 *                                            with its client programs psql, createdb, pg_dump, pg_restore)
 * Setup as documented: a `pfs` role with a password and a database it owns (unique names per run, dropped at the
 * end), broker accounts per instance and per gateway, instances started as deploy/systemd/pfs@.service starts them
 * (ExecStartPre, ExecStart, the env files pfs.env and pfs-N.env) with SEED_DEMO=off and ADMIN_PASSWORD, nginx with
 * deploy/nginx/pfs.conf. The first administrator logs in and creates a factory, then its gateways.
 * Checks: the login limit through nginx with spoofed X-Forwarded-For; telemetry stored once across a kill -9 of the
 * strategy leader (scale-out/ingest.ts); the documented backup and restore (scale-out/restore.ts).
 * Exit code 1 on any failure. SCALE_SECONDS (default 30), SCALE_POINTS (50) per gateway every SCALE_INTERVAL_MS (500);
 * SCALE_PG_ADMIN_URL: a PostgreSQL superuser (default postgres@127.0.0.1:5432).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../apps/server/bench/spawn-server.js';
import { startMosquitto } from '../apps/server/bench/mosquitto.js';
import { ok } from './scale-out/http.js';
import { checkIngestAndFailover, GATEWAYS } from './scale-out/ingest.js';
import { checkLoginLimit } from './scale-out/login-limit.js';
import { startNginx } from './scale-out/nginx.js';
import { pgTools } from './scale-out/postgres.js';
import { checkRestore } from './scale-out/restore.js';
import { root, startInstance, writeEnvFile, type Instance } from './scale-out/unit.js';
import { createIotGw } from '@pfs/domain/iot-gateway';
import { saveSysFactory } from '@pfs/domain/sys-factory';

const PG_ADMIN = process.env.SCALE_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-scale-'));
const failures: string[] = [];
const check = (good: boolean, what: string) => {
  console.log(`${good ? '✓' : '✗'} ${what}`);
  if (!good) failures.push(what);
};
const secret = () => randomBytes(12).toString('hex');

/** `npm run broker:passwd -w apps/server -- --out <password file> --env /etc/pfs/pfs.env`, as docs/deploy.md §2. */
async function exportGatewayAccounts(passwordFile: string, envFile: string) {
  // The env file is the database's only source: settings of the test's own shell must not take precedence.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|DATA_DIR|PORT|MQTT_\w+)$/.test(k)));
  const args = ['run', 'broker:passwd', '-w', 'apps/server', '--', '--out', passwordFile, '--env', envFile];
  const { stdout } = await promisify(execFile)('npm', args, { cwd: root, env }).catch((e: { stderr?: string }) => {
    throw new Error(`npm run broker:passwd 失败：${e.stderr ?? String(e)}`, { cause: e });
  });
  console.log(
    stdout
      .trim()
      .split('\n')
      .slice(-2)
      .map((l) => `  ${l}`)
      .join('\n'),
  );
}

async function main() {
  const tools = pgTools(PG_ADMIN);
  const role = `pfs_scale_${Date.now().toString(36)}`;
  const rolePassword = secret();
  const [db, restoredDb] = [role, `${role}_restored`];
  const metricsToken = secret();
  const admin = { account: 'admin', password: `Scale-${secret()}` };
  // docs/deploy.md §1: the role, then a database it owns.
  await tools.createRole(role, rolePassword);
  await tools.createDatabase(db, role);
  const dbUrl = tools.urlOf(role, rolePassword, db);
  // §2: one broker account per instance (pfs-server-N); the gateways' accounts are added as they are created.
  const mqtt = [1, 2, 3].map((n) => ({ username: `pfs-server-${n}`, password: secret() }));
  const broker = await startMosquitto(await freePort(), { accounts: mqtt.slice(0, 2) });
  const [pa, pb, pn] = [await freePort(), await freePort(), await freePort()];
  // §1: the shared /etc/pfs/pfs.env and each instance's /etc/pfs/pfs-N.env (here under the test's folder).
  writeEnvFile(path.join(work, 'etc/pfs/pfs.env'), {
    DATABASE_URL: dbUrl,
    MQTT_URL: broker.url,
    // The docs' HOST=0.0.0.0 is for nginx on another machine; here nginx is on this one, so nothing listens outside.
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: 'https://pfs.example.com',
    SIM: 'off',
    SEED_DEMO: 'off',
    ADMIN_PASSWORD: admin.password,
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: 'info',
    IOT_RAW_RETENTION_DAYS: '0',
  });
  [pa, pb].forEach((port, k) =>
    writeEnvFile(path.join(work, `etc/pfs/pfs-${k + 1}.env`), {
      PORT: String(port),
      MQTT_USERNAME: mqtt[k]!.username,
      MQTT_PASSWORD: mqtt[k]!.password,
      INSTANCE_NAME: mqtt[k]!.username,
    }),
  );
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const instances: Instance[] = [];
  try {
    instances.push(await startInstance(1, work));
    instances.push(await startInstance(2, work));
    nginx = await startNginx(work, pn, [pa, pb]);
    const front = nginx.url;
    check((await fetch(`${front}/metrics`)).status === 404, 'nginx 不对外提供 /metrics');

    const token = await checkLoginLimit(front, dbUrl, admin.account, admin.password, check);
    if (!token) throw new Error('首个超级管理员未能登录，后续检查无法进行');
    const as = { token, from: '127.0.0.2' };
    const { fid } = await ok(front, saveSysFactory, { name: '扩展测试工厂' }, as);
    check(fid > 0, `超级管理员经 nginx 新建工厂：fid ${fid}`);
    const creds: { sn: string; secret: string }[] = [];
    for (let g = 0; g < GATEWAYS; g++) {
      const sn = `scale-${Date.now().toString(36)}-${g}`;
      const gw = await ok(front, createIotGw, { fid, sn, name: `扩展测试网关 ${g}` }, as);
      creds.push({ sn, secret: gw.secret });
    }
    // §2: the gateways' accounts (serial number, the secret PFS showed) exported into the broker's password file by
    // `npm run broker:passwd`, keeping the instances' accounts; then the broker reloads (systemctl reload mosquitto).
    await exportGatewayAccounts(broker.passwordFile!, path.join(work, 'etc/pfs/pfs.env'));
    await broker.reload();

    await checkIngestAndFailover({ work, brokerUrl: broker.url, dbUrl, instances, creds, token, fid, metricsToken }, check);

    await broker.addAccount(mqtt[2]!.username, mqtt[2]!.password);
    await checkRestore(
      {
        work,
        tools,
        role,
        rolePassword,
        liveDb: db,
        restoredDb,
        instance: 3,
        port: await freePort(),
        mqtt: mqtt[2]!,
        login: admin,
        fid,
        gatewaySns: creds.map((c) => c.sn),
      },
      check,
    );
  } finally {
    nginx?.proc.kill('SIGTERM');
    await Promise.all(instances.map((x) => x.stop()));
    await broker.stop();
    for (const d of [db, restoredDb]) await tools.dropDatabase(d).catch((e: Error) => console.log(e.message));
    await tools.dropRole(role).catch((e: Error) => console.log(e.message));
    if (failures.length === 0) fs.rmSync(work, { recursive: true, force: true });
    else console.log(`日志：${work}`);
  }
  if (failures.length > 0) {
    console.log(`失败 ${failures.length} 项`);
    process.exitCode = 1;
  } else console.log('全部通过');
}

await main();
