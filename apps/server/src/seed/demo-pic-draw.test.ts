import { describe, expect, it } from 'vitest';
import { demoPicSvg } from './demo-pic-draw.js';

const leafSizes = (svg: string) => [...svg.matchAll(/ry="([\d.]+)"/g)].map((m) => Number(m[1]));
const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

describe('demo photos', () => {
  it('draws the same picture for the same batch, plants larger as the batch ages, spots only on pest photos', () => {
    expect(demoPicSvg('B1/plant', 10, false)).toBe(demoPicSvg('B1/plant', 10, false));
    expect(mean(leafSizes(demoPicSvg('B1/plant', 28, false)))).toBeGreaterThan(2 * mean(leafSizes(demoPicSvg('B1/plant', 7, false))));
    expect(demoPicSvg('B1/plant', 20, false)).not.toContain('#7a4a1e');
    expect(demoPicSvg('B1/pest', 20, true)).toMatch(/#7a4a1e|#c9b236/);
  });
});
