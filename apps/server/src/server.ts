import { publicUrlWarning } from '@pfs/domain/finished';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './seed/demo-seed.js';
import { publishedDemoLoginsWarning } from './seed/demo-safety.js';
import { bootstrapFirstAdmin } from './db/first-admin.js';
import { seedDemoStrategies } from './seed/demo-iot.js';
import { seedDemoScreens } from './seed/demo-screen.js';
import { seedDemoAnalyses } from './seed/demo-analysis.js';
import { scheduleDemoDrafts } from './seed/demo-schedule.js';
import { seedDemoHistory } from './seed/demo-history.js';
import { simMachineStates, simRoomStates } from './seed/sim-points.js';
import { startSimulatedFactory, type Switches } from '@pfs/sim';
import pino from 'pino';
import { installProcessGuards } from './lib/process-guards.js';
import { closeGracefully } from './lib/graceful-close.js';

/** The demo rooms start as a running farm: lights, air conditioning and circulation on. */
const DEMO_ROOM_RUNNING: Partial<Switches> = { led: { on: true, dim: 80 }, ac: { on: true, setpoint: 22 }, fan: true };

/** Until the app (and its logger) exists, a plain pino logger; then the app's. */
let log: { error: (o: object, m: string) => void; fatal: (o: object, m: string) => void } = pino();
let fatal: (err: unknown) => void = () => process.exit(1);
installProcessGuards(() => log, (err) => fatal(err));

async function main() {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  // Seeded before the app is built, so the strategy engine finds the demo strategies when it starts.
  const seeded = config.SEED_DEMO === 'on' && (await seedDemo(db.db));
  const strategiesSeeded = config.SEED_DEMO === 'on' && (await seedDemoStrategies(db.db));
  if (config.SEED_DEMO === 'on') await seedDemoScreens(db.db);
  if (config.SEED_DEMO === 'on') await seedDemoAnalyses(db.db);
  // The year of demo history comes with the first seeding only: never on a database staff have used.
  const history = seeded ? await seedDemoHistory(db.db, { days: config.DEMO_HISTORY_DAYS, timeZone: config.TIME_ZONE, picsDir: `${config.dataDir}/pics` }) : null;
  const app = await buildApp({ config, db });
  log = app.log;
  // A production database's way in: its first super admin, who creates the factories in 管理后台.
  await bootstrapFirstAdmin(db.db, { seedDemo: config.SEED_DEMO === 'on', username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }, app.log);
  if (seeded) app.log.info('已写入演示数据（首次启动）');
  if (strategiesSeeded) app.log.info('已写入演示控制策略：育苗室补光、栽培二区高温通风、栽培一区补充 CO2');
  if (history?.ran) app.log.info({ rows: history.rows, ms: history.parts }, `已生成演示历史数据：${config.DEMO_HISTORY_DAYS} 天的环境、用电用水与种植生产记录，用时 ${(history.ms / 1000).toFixed(1)} 秒`);
  // With the history in place, the nearest drafts are scheduled by the planner itself, as the manager would.
  if (history?.ran) app.log.info(`演示订单已排产：${await scheduleDemoDrafts(db.db, app.services.salesPlanner)} 个`);

  if (config.SIM === 'on' && app.iot) {
    // The demo factory's gateways run in-process with secrets renewed at this start.
    const creds = await app.services.gateways.renewSimulatedSecrets();
    // Rooms resume from their stored readings: meters keep counting, the history goes on without a jump.
    const resume = await simRoomStates(db.db);
    const machines = await simMachineStates(db.db);
    if (creds.length > 0) {
      const sim = await startSimulatedFactory({
        url: app.iot.brokerUrl,
        gateways: creds.map((c, i) => ({
          ...c,
          intervalMs: config.SIM_INTERVAL_MS,
          switches: DEMO_ROOM_RUNNING,
          // Rooms differ a little, as real ones do.
          initial: { airTemp: 21 + i * 0.8, humidity: 62 + i * 3, co2: 560 + i * 45, waterLevel: 68 + i * 4, ec: 1.7 + i * 0.1, ...resume.get(c.sn) },
          machine: { ...machines.get(c.sn), timeScale: config.SIM_TIME_SCALE },
        })),
      });
      app.addHook('onClose', () => sim.stop());
      app.services.simDebug.attach(sim);
      app.log.info(`模拟网关已连接：${creds.map((c) => c.sn).join('、')}`);
    }
  }

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭：等待进行中的请求完成');
    // Requests still running when a signal arrives finish (up to SHUTDOWN_GRACE_MS) before the database closes.
    await closeGracefully(app);
    await db.close();
    app.log.info('已关闭');
    process.exit(exitCode);
  };
  fatal = () => {
    // An orderly close, but never hang on it: state after an uncaught exception is unknown.
    setTimeout(() => process.exit(1), 15_000).unref();
    shutdown('uncaughtException', 1).catch(() => process.exit(1));
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE') app.log.fatal(`端口 ${config.PORT} 已被占用，请用环境变量 PORT 指定其他端口`);
    else app.log.fatal({ err }, '启动失败');
    await db.close();
    process.exit(1);
  }
  app.log.info(`PFS 已启动：http://${config.HOST}:${config.PORT}  （数据库：${db.kind}）`);
  // Labels printed now carry this address in their QR codes: say so while it is still cheap to fix.
  const publicUrlProblem = publicUrlWarning(config.publicUrl);
  if (publicUrlProblem) app.log.warn(publicUrlProblem);
  // At every start, until the README's demo passwords stop working here.
  const demoLogins = await publishedDemoLoginsWarning(db.db);
  if (demoLogins) app.log.warn(demoLogins);
}

main().catch((err) => {
  console.error('启动失败：', err instanceof Error ? err.message : err);
  process.exit(1);
});
