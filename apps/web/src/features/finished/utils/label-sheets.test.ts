import { describe, expect, it } from 'vitest';
import { labelSheets } from './label-sheets';

describe('labelSheets', () => {
  it('gives every box its label, numbered per lot, 18 to a sheet', () => {
    const sheets = labelSheets([
      { id: 'a', boxes: 36 },
      { id: 'b', boxes: 0 },
      { id: 'c', boxes: 15 },
    ]);
    expect(sheets.map((s) => s.length)).toEqual([18, 18, 16]);
    const all = sheets.flat();
    expect(all).toHaveLength(52);
    expect(all.filter((l) => l.item.id === 'a').at(-1)).toMatchObject({ box: 36, of: 36 });
    expect(all.find((l) => l.item.id === 'b')).toMatchObject({ box: 1, of: 1 });
    expect(all.at(-1)).toMatchObject({ box: 15, of: 15 });
  });
});
