/**
 * npm run sim -- --gateways N --points M --interval T [--duration S] [--url mqtt://…] [--secret …]
 * Drives telemetry load against any broker; with --rooms it runs simulated grow-room gateways instead.
 */
import { parseArgs } from 'node:util';
import { driveLoad } from './load-driver.js';
import { startSimulatedFactory } from './factory.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883' },
    gateways: { type: 'string', default: '10' },
    points: { type: 'string', default: '20' },
    interval: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '30' },
    secret: { type: 'string', default: '' },
    rooms: { type: 'boolean', default: false },
  },
});

const n = (v: string | undefined, name: string) => {
  const x = Number(v);
  if (!Number.isFinite(x) || x <= 0) throw new Error(`参数 --${name} 必须是正数`);
  return x;
};

if (values.rooms) {
  const factory = await startSimulatedFactory({
    url: values.url!,
    gateways: Array.from({ length: n(values.gateways, 'gateways') }, (_, i) => ({ sn: `room-${i + 1}`, secret: values.secret!, intervalMs: n(values.interval, 'interval') })),
  });
  console.log(`已启动 ${factory.gateways.length} 个模拟房间网关 → ${values.url}（Ctrl+C 结束）`);
  process.on('SIGINT', () => void factory.stop().then(() => process.exit(0)));
} else {
  await driveLoad({
    url: values.url!,
    gateways: n(values.gateways, 'gateways'),
    points: n(values.points, 'points'),
    intervalMs: n(values.interval, 'interval'),
    durationS: n(values.duration, 'duration'),
    secret: values.secret,
  });
}
