import net from 'node:net';
import { Aedes, type Client } from 'aedes';
import { IOT_LIMITS, gatewayMayUse, gatewayMayUseClientId, gatewaySnSchema } from '@pfs/domain/iot-ingest';
import { GatewayLoginThrottle } from './gateway-login-throttle.js';
import { limitPacketSizes } from './mqtt-packet-limit.js';

export type BrokerOptions = {
  port: number;
  /** The port was not chosen by the operator: when it is taken, the next free one (port + 1, + 2 …) is used. */
  portFallback?: boolean;
  host: string;
  /** The server's own MQTT identity: full access. */
  server: { username: string; password: string };
  /** Checks a gateway's sn and secret. */
  verifyGateway: (sn: string, secret: string) => Promise<boolean>;
  /**
   * Every message a gateway may publish (its last will included), before the broker acknowledges it; a returned
   * promise holds the acknowledgement (back-pressure: the gateway keeps what it cannot send).
   */
  onGatewayPublish: (topic: string, payload: Buffer) => Promise<void> | null;
  throttle?: GatewayLoginThrottle;
  /** Connections refused or cut for what they sent (oversized packets, refused logins): logged by the caller. */
  onRefused?: (what: string, detail: Record<string, unknown>) => void;
};

type Tagged = Client & { pfsSn?: string; pfsServer?: boolean; conn?: { remoteAddress?: string } };
/** How many ports after the default are tried when it is taken. */
const PORT_TRIES = 20;

/** A refusal Aedes answers with the given CONNACK code (2 identifier rejected, 3 server unavailable, 4 bad login). */
const refusal = (returnCode: 2 | 3 | 4 | 5, message: string) => Object.assign(new Error(message), { returnCode });

/**
 * The embedded MQTT broker (Aedes). Gateways log in with sn/secret, with a client id derived from their sn, and may
 * only use their own topics (see gatewayMayUse); the server logs in with a per-start credential. Failed logins
 * are throttled (each costs an argon2 check) and packets are bounded in size.
 */
export async function startEmbeddedBroker(o: BrokerOptions): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const throttle = o.throttle ?? new GatewayLoginThrottle();
  const refused = o.onRefused ?? (() => undefined);
  const broker = await Aedes.createBroker({
    // A socket that has not logged in within this time is closed (the default, 30 s, lets idle sockets pile up).
    connectTimeout: 10_000,
    authenticate(client, username, password, done) {
      const c = client as Tagged;
      const pass = password?.toString() ?? '';
      if (o.server.username && username === o.server.username) {
        c.pfsServer = pass === o.server.password;
        return done(null, c.pfsServer);
      }
      const ip = c.conn?.remoteAddress ?? '';
      const sn = username ?? '';
      if (!gatewaySnSchema.safeParse(sn).success) {
        throttle.failed('', ip);
        return done(refusal(4, 'bad user name or password'), false);
      }
      // Another gateway's id would take over (and disconnect) that gateway's connection: refused before anything else.
      if (!gatewayMayUseClientId(sn, c.id)) {
        refused('client_id', { sn, client_id: c.id.slice(0, 100), ip });
        return done(refusal(2, 'client id must be gw-<sn>'), false);
      }
      if (throttle.blocked(sn, ip)) {
        refused('throttled', { sn, ip });
        return done(refusal(3, 'too many failed logins, retry later'), false);
      }
      o.verifyGateway(sn, pass).then(
        (ok) => {
          if (ok) {
            c.pfsSn = sn;
            throttle.succeeded(sn, ip);
          } else throttle.failed(sn, ip);
          done(ok ? null : refusal(4, 'bad user name or password'), ok);
        },
        () => done(refusal(3, 'login check failed'), false),
      );
    },
    authorizePublish(client, packet, cb) {
      const c = client as Tagged | null;
      if (!c || c.pfsServer) return cb(null);
      if (c.pfsSn && gatewayMayUse(c.pfsSn, packet.topic, 'publish')) {
        let held: Promise<void> | null;
        try {
          held = o.onGatewayPublish(packet.topic, packet.payload as Buffer);
        } catch (err) {
          // Not acknowledged: the gateway keeps the message and sends it again.
          return cb(err as Error);
        }
        return held ? void held.then(() => cb(null), (err: Error) => cb(err)) : cb(null);
      }
      cb(new Error('not allowed'));
    },
    authorizeSubscribe(client, sub, cb) {
      const c = client as Tagged;
      if (c.pfsServer) return cb(null, sub);
      if (c.pfsSn && gatewayMayUse(c.pfsSn, sub.topic, 'subscribe')) return cb(null, sub);
      cb(new Error('not allowed'));
    },
  });
  const limits = { connect: IOT_LIMITS.maxConnectBytes, other: IOT_LIMITS.maxPacketBytes };
  // Commands are small and latency-bound (reading → strategy → command): no Nagle delay on broker sockets.
  const server = net.createServer({ noDelay: true }, (socket) => {
    socket.on('error', () => undefined);
    const client = broker.handle(socket);
    if (!limitPacketSizes(client, limits, (cmd, length) => refused('oversized', { cmd, length, ip: socket.remoteAddress }))) socket.destroy();
  });
  let port = o.port;
  for (let tries = 0; ; tries++) {
    try {
      await listen(server, port, o.host);
      break;
    } catch (err) {
      const inUse = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (inUse && o.portFallback && port !== 0 && tries < PORT_TRIES) {
        port += 1;
        continue;
      }
      broker.close();
      throw inUse ? new Error(`MQTT 端口 ${port} 已被占用：请用 MQTT_PORT 指定其他端口，或用 MQTT_URL 连接已有的 MQTT 服务器`) : err;
    }
  }
  const bound = (server.address() as net.AddressInfo).port;
  return {
    url: `mqtt://${o.host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        broker.close(() => server.close(() => resolve()));
        // Sockets still open would keep server.close waiting; Aedes ends its clients on close.
      }),
  };
}

function listen(server: net.Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    const fail = (err: Error) => reject(err);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });
}
