import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopServer, waitForHealth } from '../../apps/server/bench/spawn-server';

/** Starts the real server (built web app, embedded PGlite, demo seed) on a free port with a throw-away DATA_DIR. */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const serverDir = new URL('../../apps/server', import.meta.url).pathname;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      MQTT_PORT: String(await freePort()),
      SIM_INTERVAL_MS: '2000',
      // The demo's machines do 30 dishes an hour: a time-lapse lets a test see a count rise within seconds.
      SIM_TIME_SCALE: '60',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start writes the demo year (about 20–40 s); a loaded machine needs longer.
  await waitForHealth(url, proc, () => new Error(`服务器未能启动：\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`), 300);
  process.env.PFS_E2E_URL = url;
  process.env.PFS_E2E_LOG = logFile;
  return () => stopServer(proc, dataDir);
}
