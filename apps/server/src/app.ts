import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { trustProxyOption, type AppConfig } from './config.js';
import { instanceName } from './lib/instance-name.js';
import type { DbHandle } from './db/client.js';
import { authPlugin } from './plugins/auth.plugin.js';
import { expensivePlugin } from './plugins/expensive.plugin.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.plugin.js';
import { swaggerPlugin } from './plugins/swagger.plugin.js';
import { TRACE_ID_RE } from '@pfs/domain/finished';
import { staticPlugin } from './plugins/static.plugin.js';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.js';
import { metricsPlugin } from './plugins/metrics.plugin.js';
import { createServices, type Services } from './services.js';
import { PgAccessBus } from './modules/auth/access-bus.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { userAdminRoutes, userRoutes } from './modules/user/user.routes.js';
import { memberRoutes } from './modules/member/member.routes.js';
import { sysFactoryRoutes } from './modules/sys-factory/sys-factory.routes.js';
import { SysFactoryRepository } from './modules/sys-factory/sys-factory.repository.js';
import { SysFactoryService } from './modules/sys-factory/sys-factory.service.js';
import { createInstanceService } from './modules/instance/instance.setup.js';
import { instanceRoutes } from './modules/instance/instance.routes.js';
import { roleRoutes } from './modules/member/role.routes.js';
import { syslogRoutes } from './modules/syslog/syslog.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { controlRoutes, iotRoutes } from './modules/iot-gateway/gateway.routes.js';
import { alarmRoutes } from './modules/alarm/alarm.routes.js';
import { alarmNotifyRoutes } from './modules/alarm-notify/alarm-notify.routes.js';
import { deviceGroupRoutes } from './modules/iot-device/device-group.routes.js';
import { deviceRoutes } from './modules/iot-device/device.routes.js';
import { simDebugRoutes } from './modules/iot-device/sim-debug.routes.js';
import { iotLogRoutes } from './modules/iotlog/iotlog.routes.js';
import { analysisRoutes } from './modules/iot-analysis/analysis.routes.js';
import { consumptionRoutes } from './modules/iot-analysis/consumption.routes.js';
import { historyRoutes } from './modules/iot-history/history.routes.js';
import { exportRoutes } from './modules/iot-history/export.routes.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { startIotRuntime, type IotRuntime } from './modules/iot-gateway/iot-runtime.js';
import { ruleRoutes } from './modules/rule/rule.routes.js';
import { switchLockRoutes } from './modules/rule/switch-lock.routes.js';
import { startRuleEngine } from './modules/rule/rule-leader.js';
import { LEADER_LOCKS, Leadership } from './lib/leadership.js';
import { factoryCfgRoutes } from './modules/factory-cfg/factory-cfg.routes.js';
import { layoutRoutes } from './modules/factory-cfg/layout.routes.js';
import { facIotCfgRoutes } from './modules/factory-cfg/fac-iot-cfg.routes.js';
import { materialItemRoutes } from './modules/material/material-item.routes.js';
import { materialStockRoutes } from './modules/material/material-stock.routes.js';
import { plantSpecRoutes } from './modules/plant-spec/plant-spec.routes.js';
import { weatherRoutes } from './modules/weather/weather.routes.js';
import { weatherPubRoutes } from './modules/weather/weather-pub.routes.js';
import { cameraRoutes } from './modules/camera/camera.routes.js';
import { screenCfgRoutes, screenPubRoutes } from './modules/screen/screen.routes.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { plantRoutes } from './modules/plant/plant.routes.js';
import { plantRecordRoutes } from './modules/plant/plant-record.routes.js';
import { plantProtectionRoutes } from './modules/plant/plant-protection.routes.js';
import { plantPicRoutes } from './modules/plant/plant-pic.routes.js';
import { finishedRoutes } from './modules/finished/index.js';
import { shipmentRoutes } from './modules/shipment/index.js';
import { traceRoutes } from './modules/trace/index.js';
import { customerRoutes } from './modules/customer/customer.routes.js';
import { labsRoutes } from './modules/labs/labs.routes.js';
import { salesRoutes } from './modules/sales/sales.routes.js';
import { SalesGanttService } from './modules/sales/sales-gantt.js';
import { siRoutes } from './modules/si/index.js';
import { mesRoutes } from './modules/mes/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    dbHandle: DbHandle;
    iot: IotRuntime | null;
    /** Periodic jobs that run on one instance only (stale check, retention, …): `app.schedulers.add({ name, start, stop })`. */
    schedulers: Leadership;
  }
}

export type BuildOptions = { config: AppConfig; db: DbHandle; logger?: boolean | object };

export async function buildApp({ config, db, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    // Only configured proxies may name the client address: the login limits and logs key on it.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Errors raised before a route runs answer in the API's shape and language too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Response shapes are enforced by the types at compile time and documented in OpenAPI; re-validating our own
  // output with zod on every reply costs more than the rest of a cached request, so replies are plain JSON.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const services = await createServices(db.db, config, app.log);
  app.decorate('services', services);
  app.decorate('dbHandle', db);

  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, {
    auth: services.auth,
    members: services.members,
    facModules: (fid) => services.cache.modules.getOrLoad(fid, () => services.facilities.modulesOf(fid)),
  });
  await app.register(expensivePlugin);
  await app.register(metricsPlugin, { services, db, token: config.METRICS_TOKEN, behindProxy: config.TRUST_PROXY !== false });
  await app.register(multipart);

  // This instance's line in 服务器实例 (and the counts in /api/health): a heartbeat every 10 s once started below.
  const instances = createInstanceService(db.db, config, () => ({ schedulerLeader: app.schedulers.leading, rulesLeader: services.ruleEngine.running }), app.log);
  await app.register(systemRoutes, { db, ingest: services.ingest, seqGaps: services.seqGapRepo, instances });
  await app.register(instanceRoutes, { instances });
  // These plugins name their deps as the services are named: each takes the ones it declares.
  const servicesRoutes: FastifyPluginAsyncZod<Services>[] = [
    authRoutes,
    userRoutes,
    memberRoutes,
    roleRoutes,
    syslogRoutes,
    iotRoutes,
    controlRoutes,
    alarmRoutes,
    alarmNotifyRoutes,
    deviceRoutes,
    iotLogRoutes,
    analysisRoutes,
    consumptionRoutes,
    historyRoutes,
    exportRoutes,
    ruleRoutes,
    factoryCfgRoutes,
    layoutRoutes,
    customerRoutes,
    labsRoutes,
    statsRoutes,
    finishedRoutes,
    shipmentRoutes,
    weatherRoutes,
  ];
  for (const routes of servicesRoutes) await app.register(routes, services);
  app.addHook('onClose', async () => services.exports.stop());
  app.addHook('onClose', async () => services.listExports.stop());
  await app.register(userAdminRoutes, { users: services.users, syslog: services.syslog, revokeAllOf: (uid) => services.auth.revokeAllOf(uid) });
  await app.register(sysFactoryRoutes, { sysFactories: new SysFactoryService(new SysFactoryRepository(db.db), services.cache) });
  await app.register(deviceGroupRoutes, { groups: services.deviceGroups });
  await app.register(simDebugRoutes, { sim: services.simDebug });
  await app.register(liveRoutes, { hub: services.liveHub, live: services.live });
  await app.register(switchLockRoutes, { locks: services.switchLocks });
  await app.register(facIotCfgRoutes, { iotCfg: services.facIotCfg });
  await app.register(materialItemRoutes, { items: services.materialItems });
  await app.register(materialStockRoutes, { stock: services.materials });
  await app.register(plantSpecRoutes, { specs: services.plantSpecs });
  await app.register(plantRoutes, { plants: services.plants, queries: services.plantQueries, details: services.plantDetails, climate: services.plantClimate, voids: services.plantVoids });
  await app.register(plantRecordRoutes, { records: services.plantRecords, reports: services.plantReports });
  await app.register(plantProtectionRoutes, { protections: services.plantProtections });
  await app.register(plantPicRoutes, { pics: services.plantPics });
  await app.register(salesRoutes, {
    orders: services.salesOrders,
    planner: services.salesPlanner,
    gantt: new SalesGanttService({
      gantt: (fid, from, to, status) => services.salesPlanner.gantt(fid, from, to, status),
      forecast: async (fid, orderId) => (await services.salesPlanner.detail(fid, orderId)).forecast,
      plan: async (fid, batchId) => (await services.plantDetails.detail(fid, batchId)).plan,
    }),
    source: services.salesSource,
    today: services.clock.today,
  });
  await app.register(cameraRoutes, { cameras: services.cameras, limit: services.pubLimit });
  await app.register(screenCfgRoutes, { screens: services.screens });
  await app.register(screenPubRoutes, { screens: services.screens, limit: services.pubLimit });
  await app.register(traceRoutes, { trace: services.trace, limit: services.pubLimit });
  await app.register(weatherPubRoutes, { weather: services.weather, limit: services.pubLimit });
  await app.register(siRoutes, { si: services.si });
  await app.register(mesRoutes, { mes: services.mes });
  app.decorate('iot', null as IotRuntime | null);
  // Live sockets: heartbeat and periodic re-check of sessions and permissions.
  // Instances sharing PostgreSQL drop each other's stale access entries; without a cache there is nothing to drop.
  const accessBus = db.kind === 'postgres' && config.AUTH_CACHE_SECONDS > 0 ? new PgAccessBus(db.db, services.cache, app.log) : null;
  await accessBus?.start();
  app.addHook('onClose', async () => accessBus?.stop());
  await services.liveHub.start();
  app.addHook('onClose', async () => services.liveHub.stop());
  // With several instances on one PostgreSQL, the leader runs these; a standby takes over when it dies.
  const schedulers = new Leadership(db, app.log, { lockId: LEADER_LOCKS.schedulers, label: '定时任务' });
  app.decorate('schedulers', schedulers);
  schedulers.add({ name: '原始读数保留期清理', start: () => services.retention.start(), stop: () => services.retention.stop() });
  schedulers.add({ name: '告警通知发送', start: () => services.notifyWorker.start(), stop: () => services.notifyWorker.stop() });
  schedulers.add({ name: '天气观测、预报与预警', start: () => services.weatherScheduler.start(), stop: () => services.weatherScheduler.stop() });
  schedulers.add({ name: '巡检计划生成', start: () => services.si.planMaker.start(), stop: () => services.si.planMaker.stop() });
  schedulers.add({ name: '设备状态同步', start: () => services.mes.equip.iotSync.start(), stop: () => services.mes.equip.iotSync.stop() });
  app.addHook('onClose', async () => schedulers.stop());
  if (config.IOT === 'on') {
    try {
      app.iot = await startIotRuntime({
        mqttUrl: config.MQTT_URL,
        mqttUsername: config.MQTT_USERNAME,
        mqttPassword: config.MQTT_PASSWORD,
        // Kept in DATA_DIR, not derived from DATABASE_URL: a new database password or host resumes the same session.
        mqttClientId: instanceName(config.dataDir, config.INSTANCE_NAME),
        mqttShared: config.MQTT_SHARED === 'on',
        mqttShareGroup: config.MQTT_SHARE_GROUP,
        port: config.MQTT_PORT,
        portFallback: config.mqttPortFallback,
        loginLimits: { perIp: config.MQTT_LOGIN_MAX_PER_IP, perSn: config.MQTT_LOGIN_MAX_PER_SN, windowMs: config.MQTT_LOGIN_WINDOW_SECONDS * 1000 },
        host: config.MQTT_HOST,
        gateways: services.gateways,
        ingest: services.ingest,
        control: services.control,
        log: app.log,
      });
      app.addHook('onClose', async () => app.iot?.stop());
      // Sensors silent for their configured minutes raise 数据中断; checked twice a minute.
      schedulers.add({ name: '控制指令重发与超时', start: () => services.control.startTicks(), stop: () => services.control.stopTicks() });
      schedulers.add({ name: '遥测缺号检查', start: () => services.seqGaps.start(), stop: () => services.seqGaps.stop() });
      schedulers.add({ name: '数据中断检查', start: () => services.alarms.startStaleCheck(30_000), stop: () => services.alarms.stopStaleCheck() });
      // Strategies re-evaluate at once on start: a window active at boot acts at boot.
      const stopRules = await startRuleEngine(services.ruleEngine, db, app.log);
      app.addHook('onClose', async () => stopRules());
      services.ruleSync.start();
      app.addHook('onClose', async () => services.ruleSync.stop());
    } catch (err) {
      // The console keeps working without IoT; the message says which setting to change.
      app.log.error(`物联网未启动：${(err as Error).message}`);
    }
  }

  await schedulers.start();
  await instances.start();
  app.addHook('onClose', async () => instances.stop());
  await app.register(staticPlugin, {
    webDist: config.webDist,
    picsDir: `${config.dataDir}/pics`,
    // A public trace page of an unknown code is a real 404 (the page shows 「未找到该溯源码」).
    pageStatus: async (url) => {
      const tid = /^\/trace\/([^/]+)$/.exec(url)?.[1];
      if (tid === undefined) return 200;
      return TRACE_ID_RE.test(tid) && (await services.trace.exists(tid)) ? 200 : 404;
    },
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  return app;
}
