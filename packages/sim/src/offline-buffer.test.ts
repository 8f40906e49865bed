import { describe, expect, it } from 'vitest';
import { OfflineBuffer } from './offline-buffer.js';

describe('OfflineBuffer', () => {
  it('keeps order, bounds its size and counts what it dropped', () => {
    const b = new OfflineBuffer<number>(5);
    b.push([1, 2, 3]);
    b.push([4, 5, 6, 7]);
    expect(b.size).toBe(5);
    expect(b.dropped).toBe(2);
    expect(b.take(2)).toEqual([3, 4]);
    expect(b.take(10)).toEqual([5, 6, 7]);
    expect(b.size).toBe(0);
  });
});
