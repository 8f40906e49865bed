import { describe, expect, it } from 'vitest';
import { parsePoints, writePoints } from './points-param';

const parse = (search: string, max = 3) => parsePoints(new URLSearchParams(search), max);

describe('chosen points in the address', () => {
  it('reads ids in order, once each, at most the page\'s limit', () => {
    expect(parse('points=12,15')).toEqual([12, 15]);
    expect(parse('points=12,15,12,7,9')).toEqual([12, 15, 7]);
  });

  it('keeps an explicit empty choice apart from none given', () => {
    expect(parse('points=')).toEqual([]);
    expect(parse('')).toBeNull();
  });

  it('drops what cannot be a point id, and falls back (null) when nothing is left', () => {
    expect(parse('points=abc,12,-3,0,1.5,99999999999')).toEqual([12]);
    expect(parse('points=abc')).toBeNull();
    expect(parse('points=0x10')).toBeNull();
  });

  it('writes the choice next to the other params and reads it back', () => {
    const written = writePoints(new URLSearchParams('range=last7'), [4, 2]);
    expect(written.toString()).toBe('range=last7&points=4%2C2');
    expect(parsePoints(written, 20)).toEqual([4, 2]);
    expect(parsePoints(writePoints(written, []), 20)).toEqual([]);
  });
});
