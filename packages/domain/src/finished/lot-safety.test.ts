import { describe, expect, it } from 'vitest';
import { entryDateRefusal, entrySafetyRefusal, judgePick, lotSafety, lotSafetyRefusal, picksOfLot, takeRange, type Treatment } from './lot-safety.js';

const imid = (seq: number, date: string, days = 7): Treatment => ({
  seq,
  date,
  pesticide: '吡虫啉',
  target: '蚜虫',
  safe_days: days,
  safe_from: new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
});

describe('which treatments concern a pick', () => {
  it('counts only treatments recorded before the pick, and finds the interval it fell in with its end', () => {
    const early = imid(2, '2026-11-10');
    const late = imid(5, '2026-11-25');
    const j = judgePick({ seq: 4, date: '2026-11-20' }, [early, late]);
    expect(j.before).toEqual([early]);
    expect(j.breach).toBeNull();
    const inside = judgePick({ seq: 3, date: '2026-11-15' }, [early, late]);
    expect(inside.breach).toEqual({ treatment: early, pick_date: '2026-11-15', ends_on: '2026-11-16' });
  });

  it('treats a spray recorded on the pick day after the pick as after it, and one recorded before it as before', () => {
    const sameDayAfter = imid(6, '2026-11-20');
    expect(judgePick({ seq: 5, date: '2026-11-20' }, [sameDayAfter])).toEqual({ before: [], breach: null });
    const sameDayBefore = imid(4, '2026-11-20');
    expect(judgePick({ seq: 5, date: '2026-11-20' }, [sameDayBefore]).breach?.ends_on).toBe('2026-11-26');
  });

  it('names the interval ending last when several run', () => {
    const a = imid(1, '2026-11-10', 7);
    const b = imid(2, '2026-11-12', 14);
    expect(judgePick({ seq: 3, date: '2026-11-16' }, [a, b]).breach?.treatment).toBe(b);
    // The first day allowed is outside.
    expect(judgePick({ seq: 3, date: '2026-11-17' }, [a]).breach).toBeNull();
  });
});

describe('the picks that went into a lot', () => {
  const picks = [
    { seq: 3, date: '2026-11-15', g: 5000 },
    { seq: 4, date: '2026-11-20', g: 8000 },
    { seq: 7, date: '2026-11-26', g: 4000 },
  ];
  it('takes picks first picked first entered, entries in the order recorded, losses included', () => {
    const lots = [
      { lot_id: 10, take_g: 5000 },
      { lot_id: 11, take_g: 6000 },
      { lot_id: 12, take_g: 6000 },
    ];
    expect(picksOfLot(picks, lots, 10).map((p) => p.seq)).toEqual([3]);
    expect(picksOfLot(picks, lots, 11).map((p) => p.seq)).toEqual([4]);
    expect(picksOfLot(picks, lots, 12).map((p) => p.seq)).toEqual([4, 7]);
    expect(picksOfLot(picks, lots, 99)).toEqual([]);
    expect(takeRange(picks, 4999, 5001).map((p) => p.seq)).toEqual([3, 4]);
  });
});

describe('the public statement of a lot', () => {
  it('says the interval was over when the pick came after it, and leaves later sprays out of this lot', () => {
    const s = lotSafety([{ seq: 4, date: '2026-11-20', g: 1000 }], [imid(2, '2026-11-10'), imid(6, '2026-11-25')]);
    expect(s.ok).toBe(true);
    expect(s.summary).toBe('本批产品采收前使用农药 1 次，采收时均已过安全间隔期');
    expect(s.treatments.map((t) => t.text)).toEqual([
      '2026-11-10 使用 吡虫啉（防治蚜虫），安全间隔期 7 天，至 11-16 止；本批采收于 11-20，已过安全间隔期',
      '2026-11-25 使用 吡虫啉（防治蚜虫），在本批产品采收之后，不涉及本批产品',
    ]);
    expect(s.treatments.map((t) => [t.concerns_lot, t.respected])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('says so when nothing was used, or nothing before the lot was picked', () => {
    expect(lotSafety([{ seq: 2, date: '2026-11-20', g: 1 }], []).summary).toBe('本批次未使用农药');
    expect(lotSafety([{ seq: 2, date: '2026-11-20', g: 1 }], [imid(3, '2026-11-21')]).summary).toBe('本批产品采收前未使用农药');
  });

  it('names a pick inside an interval, and the shipment refusal names lot, treatment and end', () => {
    const s = lotSafety(
      [
        { seq: 3, date: '2026-11-15', g: 1 },
        { seq: 4, date: '2026-11-20', g: 1 },
      ],
      [imid(2, '2026-11-10')],
    );
    expect(s.ok).toBe(false);
    expect(s.summary).toBe('本批产品中有安全间隔期内采收的产品');
    expect(s.treatments[0]!.text).toBe('2026-11-10 使用 吡虫啉（防治蚜虫），安全间隔期 7 天，至 11-16 止；本批 11-15 采收的产品在安全间隔期内');
    expect(lotSafetyRefusal('F20261120-001', 'B-7', s)).toBe(
      '成品批号 F20261120-001 含安全间隔期内采收的产品：批次 B-7 于 2026-11-15 采收，2026-11-10 施用的 吡虫啉 安全间隔期至 2026-11-16 结束，不能出货',
    );
    expect(lotSafetyRefusal('F1', 'B-7', lotSafety([{ seq: 4, date: '2026-11-20', g: 1 }], [imid(2, '2026-11-10')]))).toBeNull();
  });

  it('lets produce picked inside an interval leave temporary storage only as a loss', () => {
    const s = lotSafety([{ seq: 3, date: '2026-11-15', g: 1 }], [imid(2, '2026-11-10')]);
    expect(entrySafetyRefusal('B-7', '一级', 6000, s)).toBe(
      '批次 B-7（一级）暂存中有安全间隔期内采收的产品：2026-11-15 采收，2026-11-10 施用的 吡虫啉 安全间隔期至 2026-11-16 结束，不能入库；请将这部分按损耗登记（入库重量填 0）',
    );
    expect(entrySafetyRefusal('B-7', '一级', 0, s)).toBeNull();
  });
});

describe('the date of an entry', () => {
  const picks = [
    { seq: 2, date: '2026-11-18', g: 6000 },
    { seq: 3, date: '2026-11-20', g: 4000 },
  ];
  it('may not come before the last pick the entry takes, first picked first entered', () => {
    expect(entryDateRefusal('2026-11-18', takeRange(picks, 0, 5000))).toBeNull();
    expect(entryDateRefusal('2026-11-18', takeRange(picks, 5000, 8000))).toBe('入库日期 11-18 早于所取采收（11-20 采收）；请选择 11-20 或之后');
    expect(entryDateRefusal('2026-11-20', takeRange(picks, 5000, 8000))).toBeNull();
  });
  it('names the year when the entry and the pick are in different years', () => {
    expect(entryDateRefusal('2026-12-31', [{ seq: 1, date: '2027-01-02', g: 1 }])).toBe('入库日期 2026-12-31 早于所取采收（2027-01-02 采收）；请选择 2027-01-02 或之后');
  });
});
