import mqtt, { type MqttClient } from 'mqtt';
import { gatewayClientId, topicOf } from '@pfs/domain/iot-ingest';

export type LoadOptions = {
  url: string;
  gateways: number;
  points: number;
  intervalMs: number;
  durationS: number;
  secret?: string;
  snPrefix?: string;
  maxInFlight?: number;
  /** Per-gateway credentials (registered gateways); otherwise `${snPrefix}-{i}` with the shared secret. */
  credentials?: { sn: string; secret: string }[];
};

/**
 * Drives telemetry load: N gateways × M points every T ms, QoS 1. In-flight publishes are bounded per
 * client (unbounded mqtt.js publishing collapses throughput); a tick that finds the window full is skipped
 * and counted, so the printed rate is what the broker actually acknowledged.
 */
export async function driveLoad(o: LoadOptions, report: (line: string) => void = console.log) {
  const maxInFlight = o.maxInFlight ?? 200;
  const clients: MqttClient[] = [];
  let acked = 0;
  /** Readings whose PUBACK each gateway received: what the broker took responsibility for. */
  const ackedBy = new Map<string, number>();
  let skipped = 0;
  let lastAckAt = 0;
  const inFlight = new Map<MqttClient, number>();
  const sns: string[] = [];
  for (let g = 0; g < o.gateways; g++) {
    const cred = o.credentials?.[g] ?? { sn: `${o.snPrefix ?? 'load'}-${g}`, secret: o.secret ?? '' };
    const sn = cred.sn;
    sns.push(sn);
    const c = await mqtt.connectAsync(o.url, { clientId: gatewayClientId(sn, String(process.pid)), username: sn, password: cred.secret, clean: true });
    clients.push(c);
    inFlight.set(c, 0);
    await c.publishAsync(
      topicOf(sn, 'birth'),
      JSON.stringify({ ts: Date.now(), points: Array.from({ length: o.points }, (_, i) => ({ code: `p${i}`, kind: 'sensor', unit: '', writable: false })) }),
      { qos: 1 },
    );
  }
  // Each gateway numbers its own messages (the server counts gaps per gateway).
  const seqs = new Map<MqttClient, number>();
  const send = () => {
    const now = Date.now();
    clients.forEach((c, g) => {
      if ((inFlight.get(c) ?? 0) >= maxInFlight) {
        skipped += o.points;
        return;
      }
      const points: Record<string, { ts: number; v: number }[]> = {};
      // Distinct timestamps per tick keep every reading a new row (ingest is idempotent on point + ts).
      for (let i = 0; i < o.points; i++) points[`p${i}`] = [{ ts: now, v: Math.round((20 + Math.sin(now / 60_000 + i) * 5) * 100) / 100 }];
      inFlight.set(c, (inFlight.get(c) ?? 0) + 1);
      c.publish(topicOf(sns[g]!, 'telemetry'), JSON.stringify({ seq: seqFor(c), points }), { qos: 1 }, (err) => {
        inFlight.set(c, (inFlight.get(c) ?? 1) - 1);
        if (!err) {
          acked += o.points;
          ackedBy.set(sns[g]!, (ackedBy.get(sns[g]!) ?? 0) + o.points);
          lastAckAt = Date.now();
        }
      });
    });
  };
  function seqFor(c: MqttClient) {
    const n = (seqs.get(c) ?? 0) + 1;
    seqs.set(c, n);
    return n;
  }
  const timer = setInterval(send, o.intervalMs);
  const started = Date.now();
  let last = 0;
  const reporter = setInterval(() => {
    report(`已确认 ${acked - last} 条/秒（累计 ${acked}，窗口已满跳过 ${skipped}）`);
    last = acked;
  }, 1000);
  await new Promise((r) => setTimeout(r, o.durationS * 1000));
  clearInterval(timer);
  clearInterval(reporter);
  await Promise.all(clients.map((c) => c.endAsync()));
  // Up to the last acknowledgement: closing the clients can take longer than the load itself.
  const secs = Math.max(o.durationS, ((lastAckAt || Date.now()) - started) / 1000);
  report(`合计：${acked} 条读数，${(acked / secs).toFixed(0)} 条/秒`);
  return { acked, ackedBy, skipped, perSecond: acked / secs };
}
