import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { ConcurrencyGate } from './concurrency-gate.js';

const MSG = '查询过于频繁，请稍后再试';

describe('ConcurrencyGate', () => {
  it('runs at most the limit per key, queues a few, and refuses the rest with 429', async () => {
    const gate = new ConcurrencyGate({ running: 2, queued: 1, waitMs: 1000 }, MSG);
    const a = await gate.acquire('u1');
    const b = await gate.acquire('u1');
    const queued = gate.acquire('u1');
    await expect(gate.acquire('u1')).rejects.toMatchObject({ status: 429, message: MSG });
    // Another key is not affected.
    (await gate.acquire('u2'))();
    expect(gate.running('u1')).toBe(2);
    a();
    a(); // a second release of the same slot changes nothing
    const c = await queued;
    expect(gate.running('u1')).toBe(2);
    b();
    c();
    expect(gate.running('u1')).toBe(0);
  });

  it('gives up on a queued task after the wait', async () => {
    const gate = new ConcurrencyGate({ running: 1, queued: 5, waitMs: 30 }, MSG);
    const a = await gate.acquire('u');
    const err = await gate.acquire('u').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    a();
    expect(gate.running('u')).toBe(0);
    (await gate.acquire('u'))();
  });
});
