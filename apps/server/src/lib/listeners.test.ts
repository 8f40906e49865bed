import { describe, expect, it } from 'vitest';
import { Listeners } from './listeners.js';

describe('Listeners', () => {
  it('calls every listener in order, and a failing one neither stops the rest nor the producer', async () => {
    const seen: string[] = [];
    const errors: unknown[] = [];
    const l = new Listeners<[string]>((e) => errors.push(e));
    l.add((x) => void seen.push(`a${x}`));
    l.add(() => {
      throw new Error('boom');
    });
    const off = l.add(async (x) => void seen.push(`c${x}`));
    await l.emit('1');
    off();
    await l.emit('2');
    expect(seen).toEqual(['a1', 'c1', 'a2']);
    expect(errors).toHaveLength(2);
    expect(l.size).toBe(2);
  });
});
