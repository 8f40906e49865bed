import { describe, expect, it } from 'vitest';
import { boxesFor, entryLoss } from './prefill';

describe('boxesFor', () => {
  it('takes all pieces with the whole lot and the same share of a part', () => {
    expect(boxesFor(15, 75, 75)).toBe(15);
    expect(boxesFor(15, 75, 30)).toBe(6);
    expect(boxesFor(15, 75, 1)).toBe(1);
  });
  it('never more pieces than the lot has, and 0 when nothing is known or nothing leaves', () => {
    expect(boxesFor(15, 75, 80)).toBe(15);
    expect(boxesFor(0, 75, 30)).toBe(0);
    expect(boxesFor(15, 75, 0)).toBe(0);
  });
});

describe('entryLoss', () => {
  it('is what was picked and did not arrive, to the gram', () => {
    expect(entryLoss(20, 18.6)).toBe(1.4);
    expect(entryLoss(20.005, 20)).toBe(0.005);
    expect(entryLoss(20, 20)).toBe(0);
  });
  it('is 0 while no weight is typed or the weight exceeds the store', () => {
    expect(entryLoss(20, undefined)).toBe(0);
    expect(entryLoss(20, null)).toBe(0);
    expect(entryLoss(20, 21)).toBe(0);
  });
});
