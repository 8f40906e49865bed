import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';

/**
 * The settings of an app a test builds itself (a second instance, a start of its own): a throw-away DATA_DIR,
 * quiet, without the web app, IoT or the simulator unless `env` says otherwise; `removeDir` deletes the directory.
 */
export function instanceConfig(prefix: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web'), IOT: 'off', SIM: 'off', ...env });
  return { config, removeDir: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
