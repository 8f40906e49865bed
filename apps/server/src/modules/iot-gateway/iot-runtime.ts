import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { PROTOCOL_PREFIX } from '@pfs/domain/iot-ingest';
import { startEmbeddedBroker } from './embedded-broker.js';
import { GatewayLoginThrottle } from './gateway-login-throttle.js';
import type { GatewayService } from './gateway.service.js';
import type { ControlService } from './control.service.js';

/**
 * What the runtime feeds gateways' messages to: the ingest (`IngestService`), handed in by `app.ts`. A port, not
 * the service's type, because the ingest reads gateways: iot-gateway does not import iot-ingest.
 */
export type MessageSink = {
  /** null when handled at once; a promise while the backlog is full (the message is acknowledged when it settles). */
  accept(topic: string, payload: Buffer): Promise<void> | null;
  start(): void;
  stop(): Promise<void>;
};

export type IotRuntimeOptions = {
  /** External broker; without it the embedded one listens on port/host. */
  mqttUrl?: string;
  mqttUsername?: string;
  mqttPassword?: string;
  /** Stable client id of this installation on an external broker: its persistent session keeps QoS 1 telemetry while the server is down. */
  mqttClientId?: string;
  /** Share gateways' messages with the other instances on the external broker (MQTT 5 shared subscriptions). */
  mqttShared?: boolean;
  /** The shared-subscription group of this installation (default `pfs`). */
  mqttShareGroup?: string;
  port: number;
  /** MQTT_PORT was not set: if the port is taken, the embedded broker uses the next free one. */
  portFallback?: boolean;
  /** Failed gateway logins allowed per client IP and per sn in a window (embedded broker). */
  loginLimits?: { perIp: number; perSn: number; windowMs: number };
  host: string;
  gateways: GatewayService;
  ingest: MessageSink;
  control: ControlService;
  log: FastifyBaseLogger;
};

export type IotRuntime = { brokerUrl: string; client: MqttClient; stop: () => Promise<void> };

const MQTT_REFUSED: Record<string, string> = {
  client_id: '拒绝网关连接：client id 必须是 gw-<序列号>，不能使用其他网关的 client id',
  throttled: '拒绝网关连接：登录失败次数过多，稍后再试',
  oversized: '断开 MQTT 连接：报文超过大小限制',
};

const KINDS = ['status', 'birth', 'telemetry', 'state', 'cmd/ack'];
/**
 * External broker: shared subscriptions (MQTT 5, `$share/pfs/…`; Mosquitto 2, EMQX) split gateways' messages between
 * the server instances, so each is handled once whatever the number of instances. Every message kind is finished from
 * the database, so any instance can take any message (acks of commands another instance sent, births of points).
 * Retained messages are not delivered to shared subscriptions: a gateway's retained status reaches the servers when
 * it is published, not when a server (re)subscribes.
 */
export const SUBSCRIPTIONS = (shared: boolean, group = 'pfs') => KINDS.map((k) => `${shared ? `$share/${group}/` : ''}${PROTOCOL_PREFIX}/+/${k}`);

/** Starts the broker (embedded unless MQTT_URL is set) and the server's own MQTT link feeding the ingest. */
export async function startIotRuntime(o: IotRuntimeOptions): Promise<IotRuntime> {
  const serverUser = { username: `pfs-server-${randomBytes(4).toString('hex')}`, password: randomBytes(24).toString('base64url') };
  const refusedLogged = new Map<string, number>();
  const broker = o.mqttUrl
    ? null
    : await startEmbeddedBroker({
        port: o.port,
        portFallback: o.portFallback,
        throttle: o.loginLimits ? new GatewayLoginThrottle({ ...o.loginLimits, perKnownPair: o.loginLimits.perSn }) : undefined,
        host: o.host,
        server: serverUser,
        verifyGateway: (sn, s) => o.gateways.verify(sn, s),
        // In-process, before the broker acknowledges the gateway: telemetry is journaled first, and a full backlog
        // holds the acknowledgement (see IngestService.accept).
        onGatewayPublish: (topic, payload) => o.ingest.accept(topic, payload),
        onRefused: (what, detail) => {
          // At most one line per kind and minute: a flood of bad connections must not flood the log too.
          const now = Date.now();
          if ((refusedLogged.get(what) ?? 0) > now - 60_000) return;
          refusedLogged.set(what, now);
          o.log.warn({ ...detail, what }, MQTT_REFUSED[what] ?? 'MQTT 连接被拒绝');
        },
      });
  if (broker && broker.port !== o.port && o.port !== 0) {
    o.log.warn(`MQTT 端口 ${o.port} 已被占用（可能已有 MQTT 服务器在运行），内置 MQTT 服务器改用端口 ${broker.port}；要固定端口请设置 MQTT_PORT`);
  }
  const brokerUrl = o.mqttUrl ?? broker!.url;
  // External broker: a persistent MQTT 5 session (kept a day) holds telemetry published while the server is away;
  // mqtt.js sends the PUBACK once handleMessage calls back, i.e. after the message was taken (journaled).
  const client = mqtt.connect(brokerUrl, {
    clientId: o.mqttUrl ? (o.mqttClientId ?? serverUser.username) : serverUser.username,
    username: o.mqttUrl ? o.mqttUsername : serverUser.username,
    password: o.mqttUrl ? o.mqttPassword : serverUser.password,
    ...(o.mqttUrl && (o.mqttClientId || o.mqttShared) ? { clean: false, protocolVersion: 5 as const, properties: { sessionExpiryInterval: 86_400 } } : { clean: true }),
    reconnectPeriod: 1000,
  });
  // Commands are small and latency-bound: no Nagle delay on our side of each (re)connection.
  client.on('connect', () => (client.stream as { setNoDelay?: (on: boolean) => void }).setNoDelay?.(true));
  // Listening before the connection is up: a resumed session delivers its queued messages right after CONNACK.
  if (!broker) {
    // mqtt.js reads the next message only after this callback, and acknowledges this one then: while the backlog is
    // full nothing is acknowledged and the broker's session keeps the rest. An error: no PUBACK (redelivered later).
    client.handleMessage = (packet, done) => {
      let held: Promise<void> | null;
      try {
        held = o.ingest.accept(packet.topic, packet.payload as Buffer);
      } catch (err) {
        o.log.warn({ err: (err as Error).message }, '遥测日志写入失败，消息未确认');
        return done(err as Error);
      }
      if (held) held.then(() => done(), (err: Error) => done(err));
      else done();
    };
  }
  await new Promise<void>((resolve, reject) => {
    const fail = (err: Error) => {
      client.end(true);
      reject(err);
    };
    client.once('error', fail);
    client.once('connect', () => {
      client.off('error', fail);
      resolve();
    });
  });
  client.on('error', (err) => o.log.warn({ err: err.message }, 'MQTT 连接错误'));
  if (!broker) await client.subscribeAsync(SUBSCRIPTIONS(o.mqttShared ?? false, o.mqttShareGroup), { qos: 1 });
  o.ingest.start();
  o.control.attach(async (topic, payload) => {
    await client.publishAsync(topic, payload, { qos: 1 });
  });
  o.log.info(`物联网：MQTT ${o.mqttUrl ? '外部服务器' : '内置服务器'} ${brokerUrl}`);
  if (o.mqttUrl) o.log.info({ mqttSession: o.mqttClientId }, sessionLine(o));
  return {
    brokerUrl,
    client,
    stop: async () => {
      o.control.detach();
      await client.endAsync();
      await o.ingest.stop();
      await broker?.close();
    },
  };
}

/**
 * The broker session name, logged at start: the operator needs it to find (and retire) this instance's session. A
 * broker that replaces client ids by usernames (the shipped Mosquitto config) names the session after the account.
 */
function sessionLine(o: IotRuntimeOptions): string {
  const group = o.mqttShared === false ? '不使用共享订阅' : `共享订阅组 ${o.mqttShareGroup ?? 'pfs'}`;
  const byAccount =
    o.mqttUsername && o.mqttUsername !== o.mqttClientId ? `；MQTT 服务器设置 use_username_as_clientid 时（如随附的 Mosquitto 配置）会话名为账号 ${o.mqttUsername}` : '';
  return `MQTT 会话：${o.mqttClientId ?? '（随机）'}（${group}${byAccount}）`;
}
