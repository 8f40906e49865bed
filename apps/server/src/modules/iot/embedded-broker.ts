import net from 'node:net';
import { Aedes, type Client } from 'aedes';
import { gatewayMayUse } from '@pfs/domain';

export type BrokerOptions = {
  port: number;
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
};

type Tagged = Client & { pfsSn?: string; pfsServer?: boolean };

/**
 * The embedded MQTT broker (Aedes). Gateways log in with sn/secret and may only use their own topics
 * (see gatewayMayUse); the server logs in with a per-start credential.
 */
export async function startEmbeddedBroker(o: BrokerOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      const c = client as Tagged;
      const pass = password?.toString() ?? '';
      if (username === o.server.username) {
        c.pfsServer = pass === o.server.password;
        return done(null, c.pfsServer);
      }
      if (!username) return done(null, false);
      o.verifyGateway(username, pass).then(
        (ok) => {
          if (ok) c.pfsSn = username;
          done(null, ok);
        },
        () => done(null, false),
      );
    },
    authorizePublish(client, packet, cb) {
      const c = client as Tagged | null;
      if (!c || c.pfsServer) return cb(null);
      if (c.pfsSn && gatewayMayUse(c.pfsSn, packet.topic, 'publish')) {
        const held = o.onGatewayPublish(packet.topic, packet.payload as Buffer);
        return held ? void held.then(() => cb(null)) : cb(null);
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
  // Commands are small and latency-bound (reading → strategy → command): no Nagle delay on broker sockets.
  const server = net.createServer({ noDelay: true }, broker.handle as (s: net.Socket) => void);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      broker.close();
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`MQTT 端口 ${o.port} 已被占用：请用 MQTT_PORT 指定其他端口，或用 MQTT_URL 连接已有的 MQTT 服务器`)
          : err,
      );
    });
    server.listen(o.port, o.host, resolve);
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `mqtt://${o.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        broker.close(() => server.close(() => resolve()));
        // Sockets still open would keep server.close waiting; Aedes ends its clients on close.
      }),
  };
}
