// Run by process-guards.test.ts in a child process: a stray rejection must be logged and the process live on.
import pino from 'pino';
import { installProcessGuards } from './process-guards.js';

const log = pino();
installProcessGuards(() => log, () => process.exit(3));
void Promise.reject(new Error('stray rejection'));
setTimeout(() => {
  process.stdout.write('still-alive\n');
  if (process.argv.includes('--throw')) throw new Error('stray exception');
}, 100);
