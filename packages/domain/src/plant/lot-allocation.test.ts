import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocateIssue, applyStockDelta, fifoOrder, type LotStock } from './lot-allocation.js';
import { stockWarnings } from './stock-warnings.js';
import { toMilli } from './plant-day.js';

const SEED = { label: '种子 意大利生菜', unit: '粒' };
const lots: LotStock[] = [
  { lot_id: 1, lot_no: 'L-A', qty: 500, expires_on: null, received_on: '2026-01-01' },
  { lot_id: 2, lot_no: 'L-B', qty: 300, expires_on: '2026-06-30', received_on: '2026-02-01' },
  { lot_id: 3, lot_no: 'L-C', qty: 200, expires_on: '2026-04-30', received_on: '2026-03-01' },
  { lot_id: 4, lot_no: 'L-D', qty: 1000, expires_on: '2026-02-28', received_on: '2025-09-01' },
];

describe('lot allocation', () => {
  it('issues first-expiring first, skipping expired lots, lots without expiry last', () => {
    expect(fifoOrder(lots).map((l) => l.lot_no)).toEqual(['L-D', 'L-C', 'L-B', 'L-A']);
    expect(allocateIssue(lots, 600, '2026-03-10', SEED)).toEqual({
      ok: true,
      take: [
        { lot_id: 3, lot_no: 'L-C', qty: 200 },
        { lot_id: 2, lot_no: 'L-B', qty: 300 },
        { lot_id: 1, lot_no: 'L-A', qty: 100 },
      ],
    });
  });

  it('refuses more than is left, naming what is left and what has expired', () => {
    expect(allocateIssue(lots, 1200, '2026-03-10', SEED)).toEqual({ ok: false, msg: '种子 意大利生菜库存不足：需要 1,200 粒，只剩 1,000 粒（另有 1,000 粒已过期，不能使用）' });
    expect(applyStockDelta({ lot_no: 'L-C', qty: 5 }, -8, { label: '农药 吡虫啉', unit: 'mL' })).toEqual({ ok: false, msg: '农药 吡虫啉批号 L-C 只剩 5 mL，不能减少 8 mL' });
    expect(applyStockDelta({ lot_no: 'L-C', qty: 0.3 }, -0.1, SEED)).toEqual({ ok: true, qty: 0.2 });
  });

  it('(property) an issue takes exactly what was asked from usable lots, first-expiring first, and no lot goes negative', () => {
    const lotArb = fc.record({
      lot_id: fc.integer({ min: 1, max: 1e6 }),
      lot_no: fc.string({ maxLength: 4 }),
      qty: fc.integer({ min: 0, max: 100_000 }).map((m) => m / 1000),
      expires_on: fc.option(fc.constantFrom('2026-03-01', '2026-03-10', '2026-04-01', '2026-05-01'), { nil: null }),
      received_on: fc.constantFrom('2026-01-01', '2026-02-01'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(lotArb, { selector: (l) => l.lot_id, maxLength: 8 }), fc.integer({ min: 1, max: 400_000 }), (ls, needM) => {
        const need = needM / 1000;
        const r = allocateIssue(ls, need, '2026-03-10', SEED);
        const usable = ls.filter((l) => l.qty > 0 && (l.expires_on === null || l.expires_on >= '2026-03-10'));
        const have = usable.reduce((a, l) => a + toMilli(l.qty), 0);
        expect(r.ok).toBe(have >= needM);
        if (!r.ok) return;
        expect(r.take.reduce((a, t) => a + toMilli(t.qty), 0)).toBe(needM);
        const order = fifoOrder(usable).map((l) => l.lot_id);
        expect(r.take.map((t) => t.lot_id)).toEqual(order.slice(0, r.take.length));
        for (const t of r.take) {
          const lot = ls.find((l) => l.lot_id === t.lot_id)!;
          const after = applyStockDelta(lot, -t.qty, SEED);
          expect(after.ok && after.qty >= 0).toBe(true);
        }
        // Only the last lot taken may be left with stock.
        for (const t of r.take.slice(0, -1)) expect(toMilli(t.qty)).toBe(toMilli(ls.find((l) => l.lot_id === t.lot_id)!.qty));
      }),
    );
  });
});

describe('stock warnings', () => {
  it('expired lots first, then expiring ones, then items below their warning level', () => {
    const w = stockWarnings([{ item_id: 7, name: '意大利生菜', label: '种子 意大利生菜', unit: '粒', low_stock_qty: 1500, lots }], '2026-04-10', 30);
    expect(w.map((x) => x.msg)).toEqual([
      '种子 意大利生菜批号 L-D 已于 2026-02-28 过期，剩 1,000 粒',
      '种子 意大利生菜批号 L-C 将于 2026-04-30 过期（还有 20 天），剩 200 粒',
      '种子 意大利生菜库存 1,000 粒，低于预警值 1,500 粒',
    ]);
    expect(stockWarnings([{ item_id: 7, name: 'x', label: 'x', unit: '粒', low_stock_qty: 0, lots: lots.slice(0, 2) }], '2026-04-10', 30)).toEqual([]);
  });
});
