import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { TRACE_ID_BYTES, traceIdOf } from '@pfs/domain/finished';
import { EXPIRY_WARN_DAYS_DEFAULT } from '@pfs/domain/plant';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { createAccountServices } from './account-services.js';
import { connectEvents } from './service-events.js';
import { IngestRepository } from './modules/iot-ingest/ingest.repository.js';
import { IngestService } from './modules/iot-ingest/ingest.service.js';
import { GatewayService } from './modules/iot-gateway/gateway.service.js';
import { ControlRepository } from './modules/iot-gateway/control.repository.js';
import { ControlService } from './modules/iot-gateway/control.service.js';
import { AlarmRepository } from './modules/alarm/alarm.repository.js';
import { AlarmService } from './modules/alarm/alarm.service.js';
import { GatewayRepository } from './modules/iot-gateway/gateway.repository.js';
import { DeviceGroupRepository } from './modules/iot-device/device-group.repository.js';
import { DeviceGroupService } from './modules/iot-device/device-group.service.js';
import { DeviceRepository } from './modules/iot-device/device.repository.js';
import { DeviceService } from './modules/iot-device/device.service.js';
import { SimDebugService } from './modules/iot-device/sim-debug.service.js';
import { IotLogRepository } from './modules/iotlog/iotlog.repository.js';
import { IotLogService } from './modules/iotlog/iotlog.service.js';
import { AnalysisRepository } from './modules/iot-analysis/analysis.repository.js';
import { AnalysisService } from './modules/iot-analysis/analysis.service.js';
import { ConsumptionRepository } from './modules/iot-analysis/consumption.repository.js';
import { ConsumptionService } from './modules/iot-analysis/consumption.service.js';
import { HistoryRepository } from './modules/iot-history/history.repository.js';
import { HistoryService } from './modules/iot-history/history.service.js';
import { ExportService } from './modules/iot-history/export.service.js';
import { ListExportService } from './modules/list-export/list-export.service.js';
import { RuleRepository } from './modules/rule/rule.repository.js';
import { RuleEngine } from './modules/rule/rule-engine.js';
import { RuleService } from './modules/rule/rule.service.js';
import { SwitchLockService } from './modules/rule/switch-lock.service.js';
import { RuleSync } from './modules/rule/rule-sync.js';
import { RawRetention } from './modules/iot-ingest/retention.service.js';
import { SeqGapCheck, SeqGapRepository } from './modules/iot-ingest/seq-gaps.js';
import { LiveHub } from './modules/live/live-hub.js';
import { LiveRepository } from './modules/live/live.repository.js';
import { LiveService } from './modules/live/live.service.js';
import { PgLiveBus } from './modules/live/live-bus.js';
import { FactoryCfgRepository } from './modules/factory-cfg/factory-cfg.repository.js';
import { FactoryCfgService } from './modules/factory-cfg/factory-cfg.service.js';
import { LogoStore } from './modules/factory-cfg/logo-store.js';
import { LayoutRepository } from './modules/factory-cfg/layout.repository.js';
import { LayoutService } from './modules/factory-cfg/layout.service.js';
import { ClimateTargetRepository } from './modules/factory-cfg/climate-target.repository.js';
import { FacIotCfgService } from './modules/factory-cfg/fac-iot-cfg.service.js';
import { AreaDetailRepository } from './modules/factory-cfg/area-detail.repository.js';
import { AreaDetailService } from './modules/factory-cfg/area-detail.service.js';
import { MaterialItemRepository } from './modules/material/material-item.repository.js';
import { MaterialItemService } from './modules/material/material-item.service.js';
import { MaterialStockRepository } from './modules/material/material-stock.repository.js';
import { MaterialService } from './modules/material/material.service.js';
import { batchNumbers } from './modules/plant/batch-numbers.js';
import { PlantSpecRepository } from './modules/plant-spec/plant-spec.repository.js';
import { SpecBatchesRepository } from './modules/plant/spec-batches.repository.js';
import { PlantSpecService } from './modules/plant-spec/plant-spec.service.js';
import { PlantRepository } from './modules/plant/plant.repository.js';
import { BatchReader } from './modules/plant/plant-batch-reader.js';
import { PlantService } from './modules/plant/plant.service.js';
import { PlantQueryRepository } from './modules/plant/plant-query.repository.js';
import { PlantQueryService } from './modules/plant/plant-query.service.js';
import { StatsService } from './modules/stats/stats.service.js';
import { PlantDetailRepository } from './modules/plant/plant-detail.repository.js';
import { PlantDetailService } from './modules/plant/plant-detail.service.js';
import { PlantClimateRepository } from './modules/plant/plant-climate.repository.js';
import { PlantClimateService } from './modules/plant/plant-climate.service.js';
import { PlantPicRepository } from './modules/plant/plant-pic.repository.js';
import { PlantPicService } from './modules/plant/plant-pic.service.js';
import { PlantPicStore } from './modules/plant/plant-pic-store.js';
import { PlantRecordRepository } from './modules/plant/plant-record.repository.js';
import { PlantRecordService } from './modules/plant/plant-record.service.js';
import { PlantReportRepository } from './modules/plant/plant-report.repository.js';
import { PlantReportService } from './modules/plant/plant-report.service.js';
import { PlantProtectionRepository } from './modules/plant/plant-protection.repository.js';
import { PlantProtectionService } from './modules/plant/plant-protection.service.js';
import { PlantVoidRepository } from './modules/plant/plant-void.repository.js';
import { PlantVoidService } from './modules/plant/plant-void.service.js';
import { FinishedRepository, FinishedService } from './modules/finished/index.js';
import { ShipmentRepository, ShipmentService } from './modules/shipment/index.js';
import { TraceRepository, TraceService } from './modules/trace/index.js';
import { clockIn } from './lib/clock.js';
import { CameraRepository } from './modules/camera/camera.repository.js';
import { CameraService } from './modules/camera/camera.service.js';
import { ScreenRepository } from './modules/screen/screen.repository.js';
import { ScreenService } from './modules/screen/screen.service.js';
import { IpRateLimit } from './lib/ip-rate-limit.js';
import { CustomerRepository } from './modules/customer/customer.repository.js';
import { CustomerService } from './modules/customer/customer.service.js';
import { SalesRepository } from './modules/sales/sales.repository.js';
import { CustomerOrdersRepository } from './modules/sales/customer-orders.repository.js';
import { shippedKgOfOrders } from './modules/shipment/shipped-kg.js';
import { SalesService } from './modules/sales/sales.service.js';
import { SalesPlanRepository } from './modules/sales/sales-plan.repository.js';
import { SalesPlanService } from './modules/sales/sales-plan.service.js';
import { SalesSourceRepository } from './modules/sales/sales-source.repository.js';
import { LabsRepository } from './modules/labs/labs.repository.js';
import { LabsService } from './modules/labs/labs.service.js';
import { WeatherRepository } from './modules/weather/weather.repository.js';
import { ModelWeatherProvider } from './modules/weather/weather-provider.js';
import { QWeatherProvider } from './modules/weather/qweather-provider.js';
import { WeatherService } from './modules/weather/weather.service.js';
import { WeatherHistoryService } from './modules/weather/weather-history.service.js';
import { WeatherCfgService } from './modules/weather/weather-cfg.service.js';
import { WeatherScheduler } from './modules/weather/weather-scheduler.js';
import { createAlarmNotify } from './modules/alarm-notify/alarm-notify.setup.js';
import { installationSecret } from './db/installation-secret.js';
import { createSiServices } from './modules/si/index.js';
import { createMesServices } from './modules/mes/index.js';

/**
 * Builds every repository and service, each with exactly what it uses, in dependency order (nothing is bound
 * late), then connects the events (`connectEvents`, service-events.ts). Starting and stopping timers (IoT runtime, stale check,
 * retention, live hub) is `app.ts`'s job.
 */
export async function createServices(db: Db, cfg: AppConfig, log: FastifyBaseLogger) {
  // The one clock: now, and today in the factory's time zone.
  const clock = clockIn(cfg.TIME_ZONE);
  const accounts = await createAccountServices(db, cfg, log, clock);
  const { syslog, cache, members, auth } = accounts;

  // ---- IoT: logs and alarms first (others write to them), then control, strategies, devices, gateways, ingest ----
  const iotlog = new IotLogService(new IotLogRepository(db));
  const writeIotLog = (e: Parameters<IotLogService['write']>[0]) => iotlog.write(e);
  const alarms = new AlarmService(new AlarmRepository(db), (fid, uid, detail) => syslog.facEvent({ fid, uid, type: 'alarm', detail }));
  const control = new ControlService(new ControlRepository(db), cfg.IOT_COMMAND_TTL_SECONDS * 1000);
  const ruleRepo = new RuleRepository(db);
  const ruleEngine = new RuleEngine(ruleRepo, control, { timeZone: cfg.TIME_ZONE, log });
  const rules = new RuleService(ruleRepo, ruleEngine, cfg.TIME_ZONE, writeIotLog);
  const switchLocks = new SwitchLockService(ruleRepo, ruleEngine, writeIotLog);
  // Edits saved through another instance reach the engine where it runs.
  const ruleSync = new RuleSync(ruleRepo, ruleEngine, log);
  const deviceGroups = new DeviceGroupService(new DeviceGroupRepository(db));
  const devices = new DeviceService(new DeviceRepository(db), deviceGroups, alarms);
  const gateways = new GatewayService(new GatewayRepository(db), {
    checkArea: (fid, areaId) => deviceGroups.checkArea(fid, areaId),
    removePoints: (fid, pointIds) => devices.removePoints(fid, pointIds),
    gatewayRemoved: (fid, gwId) => alarms.gatewayRemoved(fid, gwId),
  });
  const ingestRepo = new IngestRepository(db, cfg.TIME_ZONE);
  const seqGapRepo = new SeqGapRepository(db);
  const seqGaps = new SeqGapCheck(seqGapRepo, log);
  const ingest = new IngestService(ingestRepo, { gateways, control }, log, {
    journalDir: path.join(cfg.dataDir, 'ingest-journal'),
    writers: cfg.DATABASE_URL ? 2 : 1,
    maxBacklogRows: cfg.INGEST_MAX_BACKLOG,
    seqs: seqGapRepo,
  });
  const retention = new RawRetention(ingestRepo, cfg.IOT_RAW_RETENTION_DAYS, log);
  const simDebug = new SimDebugService(gateways);
  const analysis = new AnalysisService(new AnalysisRepository(db), clock);
  const consumption = new ConsumptionService(new ConsumptionRepository(db, cfg.TIME_ZONE));
  const history = new HistoryService(new HistoryRepository(db, cfg.TIME_ZONE));
  const exports = new ExportService(history, path.join(cfg.dataDir, 'tmp'), cfg.IOT_EXPORT_TTL_MINUTES * 60_000, log);
  // Every list's Excel export; its files expire like the history exports'.
  const listExports = new ListExportService(path.join(cfg.dataDir, 'list-export'), cfg.IOT_EXPORT_TTL_MINUTES * 60_000, clock);

  // ---- factory settings: the factory, its layout (fields, areas), gateways of areas and climate targets ----
  const layout = new LayoutService(new LayoutRepository(db), syslog);
  const facCfg = new FactoryCfgService(new FactoryCfgRepository(db), new LogoStore(path.join(cfg.dataDir, 'pics')), syslog, cache);
  const facIotCfg = new FacIotCfgService(new ClimateTargetRepository(db), layout, gateways, syslog);
  const areaDetail = new AreaDetailService(new AreaDetailRepository(db), layout, facIotCfg, clock);
  const plantSpecs = new PlantSpecService(new PlantSpecRepository(db), syslog, new SpecBatchesRepository(db));

  // ---- materials: items and suppliers, lots and stock movements (planting issues seed and pesticide through `materials`) ----
  const materialItems = new MaterialItemService(new MaterialItemRepository(db), syslog, clock.today);
  const materials = new MaterialService(new MaterialStockRepository(db), syslog, clock.today, (fid, ids) => batchNumbers(db, fid, ids));

  // ---- planting: batches from sowing to storage ----
  const plantRepo = new PlantRepository(db);
  const batchReader = new BatchReader(plantRepo, clock);
  // Sowing takes its seed first-expiring first in the sowing's own transaction.
  const plants = new PlantService(plantRepo, batchReader, syslog, async (tx, r) => {
    if (r.material === 'sponge') await materials.issueSponges(tx, { fid: r.fid, qty: r.qty, date: r.date, batch_id: r.batchId, uid: r.uid });
    else await materials.issueFifo(tx, { fid: r.fid, kind: 'seed', item_id: r.itemId, lot_id: r.lotId, qty: r.qty, date: r.date, batch_id: r.batchId, uid: r.uid });
  });
  const plantQueries = new PlantQueryService(
    plantRepo,
    new PlantQueryRepository(db),
    batchReader,
    (uid, fid) => members.codesOf(uid, fid),
    (fid, kind) => materials.warnings(fid, kind, EXPIRY_WARN_DAYS_DEFAULT),
  );
  const plantDetails = new PlantDetailService(plantRepo, new PlantDetailRepository(db), batchReader, new PlantQueryRepository(db));
  const plantClimate = new PlantClimateService(plantRepo, new PlantClimateRepository(db, cfg.TIME_ZONE), plantDetails, batchReader, (fid, kind) =>
    facIotCfg.targetsOf(fid, kind),
  );
  const plantPics = new PlantPicService(new PlantPicRepository(db), new PlantPicStore(path.join(cfg.dataDir, 'pics')), syslog, clock);
  const plantRecords = new PlantRecordService(new PlantRecordRepository(db, cfg.TIME_ZONE), plantPics);
  const plantReports = new PlantReportService(new PlantReportRepository(db), plantRepo);
  // Orders and their plans are sales': a protection reads which open orders its batches were sown for through this repository.
  const salesPlanRepo = new SalesPlanRepository(db);
  const plantProtections = new PlantProtectionService(
    new PlantProtectionRepository(db),
    plantRepo,
    batchReader,
    syslog,
    async (tx, r) => {
      const out = await materials.issueFifo(tx, {
        fid: r.fid,
        kind: 'pesticide',
        item_id: r.itemId,
        lot_id: r.lotId,
        qty: r.qty,
        date: r.date,
        prot_id: r.protId,
        uid: r.uid,
        reason: r.reason,
      });
      return out.allocations.map(({ lot_id, lot_no, qty }) => ({ lot_id, lot_no, qty }));
    },
    (q, batchIds) => salesPlanRepo.openOrdersOf(q, batchIds),
  );

  // Voiding a protection that treats no batch any more gives its pesticide back: a `return` movement of the protection.
  const stockMoves = new MaterialStockRepository(db);
  // A pick is not voided once its kg became finished lots: the shipment module reads the lots and their shipments.
  const shipmentRepo = new ShipmentRepository(db);
  const plantVoids = new PlantVoidService(
    plantRepo,
    new PlantVoidRepository(),
    batchReader,
    syslog,
    async (tx, r) => {
      const qtyAfter = await stockMoves.addToLot(tx, r.lotId, r.qty);
      await stockMoves.insertMove(tx, { fid: r.fid, itemId: r.itemId, lotId: r.lotId, kind: 'return', date: r.date, qty: r.qty, qtyAfter, protId: r.protId, reason: r.reason, operatorUid: r.uid });
    },
    (q, fid, batchId) => shipmentRepo.lotsOfBatch(q, fid, batchId),
  );

  // ---- orders: customers, orders and their back-scheduling into planned batches ----
  const customers = new CustomerService(new CustomerRepository(db), syslog, new CustomerOrdersRepository(db));
  const salesRepo = new SalesRepository(db);
  const salesSource = new SalesSourceRepository(plantSpecs);
  const salesOrders = new SalesService(salesRepo, salesSource, customers, syslog, shippedKgOfOrders);
  const salesPlanner = new SalesPlanService(salesOrders, salesRepo, salesPlanRepo, salesSource, plants, syslog, clock.today);

  // ---- labs: trials comparing batches, read through the planting services ----
  const labs = new LabsService(
    new LabsRepository(db),
    {
      detail: (fid, batchId) => plantDetails.detail(fid, batchId),
      climate: (fid, batchId) => plantClimate.batchClimate(fid, batchId),
      batches: (fid, kw) => plantQueries.batches(fid, { fid, page: 1, size: 50, kw }),
    },
    syslog,
  );

  // ---- home page: figures of the modules above, each block only for a role that may see it ----
  const stats = new StatsService({
    codesOf: (uid, fid) => members.codesOf(uid, fid),
    today: clock.today,
    planting: (fid) => plantQueries.dashboard(fid),
    alarms: (fid, f) => alarms.list(fid, f),
    warnings: (fid, kind) => materials.warnings(fid, kind, EXPIRY_WARN_DAYS_DEFAULT),
    climate: (fid) => areaDetail.climateNow(fid),
    // The warehouse and sales blocks read the finished-goods and order services below (called per request, after start-up).
    openOrders: (fid) => shipments.openOrders(fid),
    tmpStore: async (fid) => (await finished.tmpStore(fid, { page: 1, size: 200 })).items,
    lotsExpiringBy: async (fid, day) => (await finished.lots(fid, { inStock: true, expiresBefore: day, page: 1, size: 200 }, 'expiry')).items,
    orders: async (fid, from, to) => (await salesOrders.list(fid, { page: 1, size: 100, startDay: from, endDay: to })).items,
    forecast: async (fid, orderId) => (await salesPlanner.detail(fid, orderId)).forecast,
  });

  // ---- public screens and cameras: /api/pub/* share one per-address limit ----
  const screenRepo = new ScreenRepository(db, cfg.TIME_ZONE);
  const cameras = new CameraService(new CameraRepository(db), syslog, clock, installationSecret(db, 'camera-view'), (cam) => screenRepo.showsCamera(cam));
  const screens = new ScreenService(screenRepo, cameras, syslog, clock, (file) => PlantPicStore.url(file));
  const pubLimit = new IpRateLimit(cfg.PUB_RATE_PER_MIN);

  // ---- weather: the top bar, the weather pages, the screens' weather and warnings as alarms ----
  const weatherRepo = new WeatherRepository(db, cfg.TIME_ZONE);
  const weatherProvider = cfg.QWEATHER_KEY ? new QWeatherProvider({ key: cfg.QWEATHER_KEY, host: cfg.QWEATHER_HOST }) : new ModelWeatherProvider();
  const screenPublished = (fid: number) =>
    screens.tmplName(fid).then(
      () => true,
      () => false,
    );
  const weather = new WeatherService(weatherRepo, weatherProvider, alarms, log, clock, screenPublished);
  const weatherHistory = new WeatherHistoryService(weatherRepo, clock);
  const weatherCfg = new WeatherCfgService(weatherRepo, weather);
  const weatherScheduler = new WeatherScheduler(weatherRepo, weather, log, clock, cfg.WEATHER_INTERVAL_MINUTES * 60_000);

  // ---- finished goods, shipping and the public trace page ----
  const publicUrl = cfg.publicUrl;
  // A shipped item is issued its trace code by the trace module; the finished summary's shipped kg are the shipments'.
  const trace = new TraceService(
    new TraceRepository(db),
    clock,
    publicUrl,
    () => traceIdOf(randomBytes(TRACE_ID_BYTES)),
    (fid, batchId) => plantClimate.batchClimate(fid, batchId),
    (file) => PlantPicStore.url(file),
  );
  const shipments = new ShipmentService(shipmentRepo, clock, publicUrl, trace);
  const finished = new FinishedService(
    new FinishedRepository(db),
    clock,
    (fid) => areaDetail.climateNow(fid),
    (fid, from, to) => shipments.shippedByDay(fid, from, to),
    (e) => syslog.facEvent(e),
  );

  // ---- live channel and live pages ----
  const liveRepo = new LiveRepository(db);
  const live = new LiveService(liveRepo);
  // PostgreSQL: frames cross instances through LISTEN/NOTIFY; PGlite is one process.
  const liveHub = new LiveHub({ auth, members, repo: liveRepo, log, bus: cfg.DATABASE_URL ? new PgLiveBus(db, log) : null });

  // ---- alarm notification: channels, rules, the outbox and its worker (started on the leader by app.ts) ----
  const { alarmNotify, notifyWorker } = await createAlarmNotify(db, cfg, log, alarms, syslog);

  // ---- daily inspections: items, rules, plans made by rule, answers and abnormality cases ----
  const si = createSiServices(db, clock, { syslog, codesOf: (uid, fid) => members.codesOf(uid, fid), picsDir: path.join(cfg.dataDir, 'pics'), log });
  const mes = createMesServices(db, clock, {
    // Work orders: completing one records its batch event through the planting services; generation reads the due moves and the orders' plans.
    plants,
    protections: plantProtections,
    dueMoves: async (fid, day) => (await plantQueries.dueMoves(fid, { fid, date: day, page: 1, size: 2000 })).items,
    plannedSowings: (fid, until) => salesPlanRepo.due(fid, until),
    planSown: async (tx, fid, planId, batchId) => {
      const plan = await salesPlanRepo.claim(tx, fid, planId);
      if (!plan) return false;
      await salesPlanRepo.link(tx, planId, batchId);
      await salesPlanRepo.markProducing(tx, plan.orderId);
      return true;
    },
    codesOf: (uid, fid) => members.codesOf(uid, fid),
    syslog,
    // Machines: a work order opens and closes its machine's `run` switch through the control service.
    control,
    log,
  });

  connectEvents({ ingest, control, alarms, gateways, devices, ruleEngine, iotlog, liveHub }, log);
  return {
    clock,
    ...accounts,
    ...{ facCfg, layout, facIotCfg, areaDetail, plantSpecs },
    ...{ plantRepo, batchReader, plants, plantQueries, plantDetails, plantClimate, plantVoids },
    ...{ plantPics, plantRecords, plantReports, plantProtections, stats },
    ...{ alarmNotify, notifyWorker },
    ...{ iotlog, alarms, control, ruleEngine, rules, ruleSync, switchLocks, deviceGroups, devices, gateways, ingest, retention, seqGapRepo, seqGaps, simDebug },
    ...{ analysis, consumption, history, exports, listExports, live, liveHub },
    ...{ materialItems, materials },
    ...{ customers, salesOrders, salesPlanner, salesSource, labs },
    ...{ cameras, screens, pubLimit },
    ...{ weather, weatherHistory, weatherCfg, weatherScheduler },
    ...{ finished, shipments, trace },
    si,
    mes,
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
