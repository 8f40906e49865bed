import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { SYS_VERSION } from '@pfs/domain';
import type { AppConfig } from './config.js';
import type { Db } from './db/client.js';
import { createMailer } from './lib/mailer.js';
import { AuthService } from './modules/auth/auth.service.js';
import { AccessCache } from './modules/auth/access-cache.js';
import { AccountBackoff, AttemptThrottle } from './modules/auth/login-throttle.js';
import { PasswordResetService } from './modules/auth/password-reset.service.js';
import { SessionRepository } from './modules/auth/session.repository.js';
import { FacilityRepository } from './modules/facility/facility.repository.js';
import { FacilityService } from './modules/facility/facility.service.js';
import { MemberRepository } from './modules/member/member.repository.js';
import { MemberService } from './modules/member/member.service.js';
import { RoleRepository } from './modules/member/role.repository.js';
import { RoleService } from './modules/member/role.service.js';
import { SyslogRepository } from './modules/syslog/syslog.repository.js';
import { SyslogService } from './modules/syslog/syslog.service.js';
import { AvatarStore } from './modules/user/avatar-store.js';
import { UserRepository } from './modules/user/user.repository.js';
import { UserService } from './modules/user/user.service.js';
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
import { RuleRepository } from './modules/rule/rule.repository.js';
import { RuleEngine } from './modules/rule/rule-engine.js';
import { RuleService } from './modules/rule/rule.service.js';
import { SwitchLockService } from './modules/rule/switch-lock.service.js';

/** Wires each service with exactly the repositories and services it uses. */
export async function createServices(db: Db, cfg: AppConfig, log: FastifyBaseLogger) {
  const windowMs = cfg.LOGIN_WINDOW_SECONDS * 1000;
  const syslog = new SyslogService(new SyslogRepository(db, cfg.TIME_ZONE), cfg.TIME_ZONE);
  const cache = new AccessCache(cfg.AUTH_CACHE_SECONDS * 1000);
  const users = new UserService(new UserRepository(db), cache);
  const facilities = new FacilityService(new FacilityRepository(db));
  const sessions = new SessionRepository(db);
  const memberRepo = new MemberRepository(db);
  const roleRepo = new RoleRepository(db);
  // Bound late: members need revocation, which the auth service (built below) owns.
  const revokeAllOf = (uid: number): Promise<void> => auth.revokeAllOf(uid);
  const members = new MemberService(memberRepo, roleRepo, users, syslog, revokeAllOf, cache);
  const roles = new RoleService(roleRepo, memberRepo, syslog, cache);
  const auth = new AuthService({
    sessions,
    users,
    facilities,
    members,
    syslog,
    pairThrottle: new AttemptThrottle(cfg.LOGIN_MAX_PER_USER, windowMs, Date.now, '该账号在本地址的登录'),
    ipThrottle: new AttemptThrottle(cfg.LOGIN_MAX_PER_IP, windowMs, Date.now, '本地址的登录'),
    accountBackoff: new AccountBackoff(cfg.LOGIN_MAX_PER_ACCOUNT, windowMs, 60_000, windowMs),
    idleMs: cfg.SESSION_IDLE_HOURS * 3_600_000,
    cache,
    cfgName: cfg.CFG_NAME,
    timeZone: cfg.TIME_ZONE,
    sysVersion: SYS_VERSION,
  });
  const resets = new PasswordResetService({
    sessions,
    users,
    syslog,
    mailer: await createMailer(cfg.SMTP_URL, cfg.MAIL_FROM, log),
    throttle: new AttemptThrottle(cfg.LOGIN_MAX_PER_IP, windowMs),
    publicUrl: cfg.PUBLIC_URL ?? `http://${cfg.HOST}:${cfg.PORT}`,
    log: (msg, link) => log.info({ reset_link: link }, `${msg}：${link}`),
    revokeAllOf,
  });
  const avatars = new AvatarStore(path.join(cfg.dataDir, 'pics'));
  const iotRepo = new IngestRepository(db, cfg.TIME_ZONE);
  const ingest = new IngestService(iotRepo, log, { journalDir: path.join(cfg.dataDir, 'ingest-journal'), writers: cfg.DATABASE_URL ? 2 : 1 });
  const gateways = new GatewayService(iotRepo, (sn) => ingest.forget(sn), new GatewayRepository(db));
  const control = new ControlService(new ControlRepository(db), cfg.IOT_COMMAND_TTL_SECONDS * 1000);
  ingest.onAck = (gwId, body) => control.onAck(gwId, body);
  const ruleRepo = new RuleRepository(db);
  const ruleEngine = new RuleEngine(ruleRepo, control, { timeZone: cfg.TIME_ZONE, log });
  // First and not awaited: a reading reaches the strategies at once, and ingest never waits for them.
  // (They queue their own evaluations in order.)
  ingest.readings.add((fid, rows) => void ruleEngine.onReadings(fid, rows));
  ingest.switchState.add((_fid, pointId, s) => ruleEngine.onSwitchState(pointId, s));
  control.outcomes.add((_fid, r) => void ruleEngine.onOutcome(r));
  // Bound late: the IoT log is built below.
  const rules = new RuleService(ruleRepo, ruleEngine, cfg.TIME_ZONE, (e) => iotlog.write(e));
  const switchLocks = new SwitchLockService(ruleRepo, ruleEngine, (e) => iotlog.write(e));
  const alarms = new AlarmService(new AlarmRepository(db));
  ingest.readings.add((fid, rows) => alarms.evaluateAll(fid, rows));
  ingest.gatewayStatus.add((gwId, online) => alarms.gatewayStatus(gwId, online));
  control.outcomes.add((_fid, r) => alarms.commandOutcome(r.point_id, r.status, r.error));
  const deviceGroups = new DeviceGroupService(new DeviceGroupRepository(db));
  const devices = new DeviceService(new DeviceRepository(db), deviceGroups, alarms, (sn) => ingest.forget(sn));
  gateways.hooks = { checkArea: (fid, a) => deviceGroups.checkArea(fid, a), removePoints: (fid, ids) => devices.removePoints(fid, ids), gatewayRemoved: (fid, g) => alarms.gatewayRemoved(fid, g) };
  const simDebug = new SimDebugService(iotRepo);
  const iotlog = new IotLogService(new IotLogRepository(db));
  control.outcomes.add((fid, r) => iotlog.controlOutcome(fid, r));
  ingest.gatewayStatus.add((gwId, online) => iotlog.gatewayStatus(gwId, online));
  gateways.changes.add((fid, uid, what, gw) => iotlog.gatewayChanged(fid, uid, what, gw));
  const analysis = new AnalysisService(new AnalysisRepository(db), cfg.TIME_ZONE);
  const consumption = new ConsumptionService(new ConsumptionRepository(db, cfg.TIME_ZONE));
  const history = new HistoryService(new HistoryRepository(db, cfg.TIME_ZONE));
  const exports = new ExportService(history, path.join(cfg.dataDir, 'tmp'), cfg.IOT_EXPORT_TTL_MINUTES * 60_000, log);
  return { rules, ruleEngine, switchLocks, devices, deviceGroups, simDebug, history, exports, iotlog, analysis, consumption, alarms, control, ingest, gateways, cache, syslog, users, facilities, members, roles, auth, resets, avatars };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
