import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { getHealth } from '@pfs/domain/system';
import { freePort } from '../bench/spawn-server.js';
import { loadConfig } from '../src/config.js';
import { startEmbeddedBroker } from '../src/modules/iot-gateway/embedded-broker.js';
import { runServer } from './server-run.js';
import { createTestApp } from './test-app.js';

const blockers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(blockers.splice(0).map((b) => new Promise((r) => b.close(r))));
});

/** A dummy TCP server on the port; resolves false if something else holds it already (then it is busy anyway). */
function occupy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer((c) => c.destroy());
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => {
      blockers.push(s);
      resolve(true);
    });
  });
}

const broker = (port: number, portFallback: boolean) =>
  startEmbeddedBroker({
    port,
    portFallback,
    host: '127.0.0.1',
    server: { username: 'srv', password: 'pw' },
    verifyGateway: async () => false,
    onGatewayPublish: () => null,
  });

describe('embedded broker port', () => {
  it('MQTT_PORT unset means the default port may move; set means it is fixed', () => {
    expect(loadConfig({}).mqttPortFallback).toBe(true);
    expect(loadConfig({ MQTT_PORT: '1884' })).toMatchObject({ MQTT_PORT: 1884, mqttPortFallback: false });
  });

  it('takes the next free port when the default one is taken', async () => {
    const port = await freePort();
    await occupy(port);
    const b = await broker(port, true);
    try {
      expect(b.port).toBeGreaterThan(port);
      expect(b.url).toBe(`mqtt://127.0.0.1:${b.port}`);
      const c = await mqtt.connectAsync(b.url, { username: 'srv', password: 'pw', reconnectPeriod: 0 });
      await c.endAsync();
    } finally {
      await b.close();
    }
  });

  it('keeps a port set explicitly: the console starts without IoT and names the setting', async () => {
    const port = await freePort();
    await occupy(port);
    await expect(broker(port, false)).rejects.toThrow(`MQTT 端口 ${port} 已被占用：请用 MQTT_PORT 指定其他端口`);
    const app = await createTestApp({ IOT: 'on', MQTT_PORT: String(port) });
    try {
      expect(app.iot).toBeNull();
      expect((await app.inject({ method: 'GET', url: getHealth.url })).statusCode).toBe(200);
    } finally {
      await app.stop();
    }
  });
});

// `npm start` on a machine that already runs a broker on 1883: the real process, with its simulator.
describe.runIf(process.env.TEST_DB !== 'postgres')('server process without MQTT_PORT while 1883 is taken', () => {
  it('starts IoT on the next free port, says which, and the simulated gateways connect to it', async () => {
    await occupy(1883); // Mosquitto may hold it already; either way it is taken
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-mqttport-'));
    const server = await runServer({ DATA_DIR: dataDir, IOT: 'on', SIM: 'on', DEMO_HISTORY_DAYS: '0', MQTT_PORT: undefined, MQTT_URL: undefined });
    try {
      for (const end = Date.now() + 80_000; !server.output().includes('模拟网关已连接');) {
        if (Date.now() > end || server.proc.exitCode !== null) throw new Error(`no simulator: ${server.output().slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const out = server.output();
      const moved = /MQTT 端口 1883 已被占用.*?改用端口 (\d+)/.exec(out);
      expect(moved, out.slice(-2000)).not.toBeNull();
      const port = Number(moved![1]);
      expect(port).toBeGreaterThan(1883);
      expect(out).toContain(`内置服务器 mqtt://127.0.0.1:${port}`);
      expect(out).toContain('MQTT_PORT');
      expect(out).not.toContain('物联网未启动');
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
