import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', new URL('./process-guards.fixture.ts', import.meta.url).pathname, ...args], { encoding: 'utf8', timeout: 20_000 });

describe('process guards', () => {
  it('log a stray rejected promise with pino and keep the process running', () => {
    const r = run();
    expect(r.stdout).toContain('未处理的异步错误');
    expect(r.stdout).toContain('stray rejection');
    expect(r.stdout).toContain('still-alive');
    expect(r.status).toBe(0);
  });

  it('log an uncaught exception and hand over to the orderly shutdown', () => {
    const r = run('--throw');
    expect(r.stdout).toContain('未捕获的异常');
    expect(r.stdout).toContain('stray exception');
    expect(r.status).toBe(3);
  });
});
