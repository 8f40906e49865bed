import type { FastifyBaseLogger } from 'fastify';
import { listenerWiring } from './lib/listeners.js';
import type { IngestService } from './modules/iot-ingest/ingest.service.js';
import type { ControlService } from './modules/iot-gateway/control.service.js';
import type { GatewayService } from './modules/iot-gateway/gateway.service.js';
import type { AlarmService } from './modules/alarm/alarm.service.js';
import type { DeviceService } from './modules/iot-device/device.service.js';
import type { RuleEngine } from './modules/rule/rule-engine.js';
import type { IotLogService } from './modules/iotlog/iotlog.service.js';
import type { LiveHub } from './modules/live/live-hub.js';

/** The services whose events are wired here (named by their own modules, so this file needs nothing of services.ts). */
export type EventSources = {
  ingest: IngestService;
  control: ControlService;
  alarms: AlarmService;
  gateways: GatewayService;
  devices: DeviceService;
  ruleEngine: RuleEngine;
  iotlog: IotLogService;
  liveHub: LiveHub;
};

/**
 * Who listens to what. Listeners of one event all start at once and none waits for another, so live values
 * never wait behind alarm evaluation; a listener's failure is logged under its name and reaches neither the
 * other listeners nor the producer. `wait: false`: the producer does not wait either (the strategy engine queues
 * its own work, and ingest must never wait for it).
 */
export function connectEvents({ ingest, control, alarms, gateways, devices, ruleEngine, iotlog, liveHub }: EventSources, log: Pick<FastifyBaseLogger, 'warn'>) {
  const listen = listenerWiring((err, name) => log.warn({ err }, `事件处理失败：${name}`));

  // Readings accepted by ingest (before they are stored).
  listen(ingest.readings, '读数 → 实时通道', (fid, rows) => liveHub.readings(fid, rows));
  listen(ingest.readings, '读数 → 控制策略', (fid, rows) => ruleEngine.onReadings(fid, rows), { wait: false });
  listen(ingest.readings, '读数 → 告警', (fid, rows) => alarms.evaluateAll(fid, rows));

  // Switch states reported by gateways.
  listen(ingest.switchState, '开关状态 → 实时通道', (fid, pointId, s) =>
    liveHub.publish(fid, { type: 'switch', fid, point_id: pointId, on: s.on, value: s.value, cause: s.cause, ts: s.ts.toISOString() }),
  );
  listen(ingest.switchState, '开关状态 → 控制策略', (_fid, pointId, s) => ruleEngine.onSwitchState(pointId, s));

  // Gateways going online or offline.
  listen(ingest.gatewayStatus, '网关上下线 → 实时通道', (gwId, online) => liveHub.gatewayStatus(gwId, online));
  listen(ingest.gatewayStatus, '网关上下线 → 告警', (gwId, online) => alarms.gatewayStatus(gwId, online));
  listen(ingest.gatewayStatus, '网关上下线 → 物联网日志', (gwId, online) => iotlog.gatewayStatus(gwId, online));

  // Control requests sent, done, failed or timed out.
  listen(control.outcomes, '控制结果 → 实时通道', (fid, req) => liveHub.publish(fid, { type: 'request', fid, req }));
  listen(control.outcomes, '控制结果 → 控制策略', (_fid, req) => ruleEngine.onOutcome(req), { wait: false });
  listen(control.outcomes, '控制结果 → 告警', (_fid, req) => alarms.commandOutcome(req.point_id, req.status, req.error));
  listen(control.outcomes, '控制结果 → 物联网日志', (fid, req) => iotlog.controlOutcome(fid, req));

  // Alarms raised or closed: the badge count.
  listen(alarms.changed, '告警变化 → 实时通道', (fid) => liveHub.alarmsChanged(fid));

  // Configuration by staff.
  listen(gateways.changes, '网关配置 → 物联网日志', (fid, uid, what, gw) => iotlog.gatewayChanged(fid, uid, what, gw));
  listen(gateways.snChanged, '网关增删 → 接入缓存', (sn) => ingest.forget(sn));
  listen(devices.pointsChanged, '点位增删 → 接入缓存', (sn) => ingest.forget(sn));
}
