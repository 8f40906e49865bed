#!/usr/bin/env node
// `npm test`: every stage in order, stopping at the first that fails, with each stage's time printed at the end
// (also after a failure), so a slow stage is seen in every CI log.
import { spawn } from 'node:child_process';
import os from 'node:os';

const STAGES = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  ['integration', 'npm run test:int'],
  ['e2e', 'npm run test:e2e'],
  ['scale-out', 'npm run test:scale-out'],
];

const run = (cmd) =>
  new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const times = [];
const started = Date.now();
let failed = null;
for (const [name, cmd] of STAGES) {
  const t0 = Date.now();
  const code = await run(cmd);
  times.push([name, (Date.now() - t0) / 1000, code]);
  if (code !== 0) {
    failed = { name, code };
    break;
  }
}

const total = (Date.now() - started) / 1000;
const fmt = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
console.log(`\n== stage times (${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
for (const [name, s, code] of times) console.log(`  ${name.padEnd(12)} ${fmt(s).padStart(6)}${code ? `  failed (exit ${code})` : ''}`);
console.log(`  ${'total'.padEnd(12)} ${fmt(total).padStart(6)}`);
if (failed) process.exit(failed.code);
