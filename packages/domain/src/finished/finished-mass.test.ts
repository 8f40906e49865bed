import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkEntry, checkShipLine, lotLeftG, lotState, pickLotsFefo, shelfDaysLeft, tmpStoreG, toG } from './finished-mass.js';
import { TRACE_ID_RE, traceIdOf } from './trace-id.js';
import { traceUrlOf } from './public-url.js';

describe('finished goods mass', () => {
  it('refuses an entry above what waits in temporary storage, naming it', () => {
    expect(checkEntry({ batchNo: 'B1', grade: 'A', availableG: 12_500, enterG: 12_000, lossG: 600 })).toBe('批次 B1（A）暂存只有 12.5 kg，不能入库 12 kg 并损耗 0.6 kg');
    expect(checkEntry({ batchNo: 'B1', grade: 'A', availableG: 12_500, enterG: 12_000, lossG: 500 })).toBeNull();
    expect(checkEntry({ batchNo: 'B1', grade: 'A', availableG: 12_500, enterG: 0, lossG: 0 })).toBe('请填写入库重量或损耗重量');
  });

  it('refuses shipping more than the lot or the order line, naming the limit', () => {
    expect(checkShipLine({ lotNo: 'F1', lotLeftG: 3000, lineLeftG: 10_000, lineName: '生菜 A', shipG: 3500 })).toBe('成品批号 F1 库存只有 3 kg，不能出货 3.5 kg');
    expect(checkShipLine({ lotNo: 'F1', lotLeftG: 30_000, lineLeftG: 2000, lineName: '生菜 A', shipG: 3500 })).toBe('订单行「生菜 A」还需发货 2 kg，不能出货 3.5 kg');
    expect(checkShipLine({ lotNo: 'F1', lotLeftG: 3000, lineLeftG: 3000, lineName: '生菜 A', shipG: 3000 })).toBeNull();
  });

  it('proposes lots first-expiring first and skips expired ones', () => {
    const lots = [
      { lot_id: 1, lot_no: 'L1', left_g: 5000, expires_on: '2026-03-20', entered_on: '2026-03-10' },
      { lot_id: 2, lot_no: 'L2', left_g: 2000, expires_on: '2026-03-15', entered_on: '2026-03-11' },
      { lot_id: 3, lot_no: 'L3', left_g: 9000, expires_on: '2026-03-09', entered_on: '2026-03-01' },
    ];
    expect(pickLotsFefo(lots, 4000, '2026-03-12')).toEqual({
      picks: [
        { lot_id: 2, lot_no: 'L2', g: 2000 },
        { lot_id: 1, lot_no: 'L1', g: 2000 },
      ],
      shortG: 0,
    });
    expect(pickLotsFefo(lots, 9000, '2026-03-12').shortG).toBe(2000);
  });

  it('marks lots by shelf life left', () => {
    expect(shelfDaysLeft('2026-03-14', '2026-03-12')).toBe(2);
    expect(lotState(1, '2026-03-14', '2026-03-12')).toBe('expiring');
    expect(lotState(1, '2026-03-11', '2026-03-12')).toBe('expired');
    expect(lotState(0, '2026-03-20', '2026-03-12')).toBe('empty');
    expect(lotState(1, '2026-03-20', '2026-03-12')).toBe('ok');
  });

  it('property: any accepted sequence of entries, losses, shipments and adjustments conserves mass and never goes negative', () => {
    type Op = { k: 'enter' | 'loss' | 'ship' | 'adjust'; g: number };
    const op = fc.record({ k: fc.constantFrom<Op['k']>('enter', 'loss', 'ship', 'adjust'), g: fc.integer({ min: 0, max: 20_000 }) });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(op, { maxLength: 40 }), (harvested, ops) => {
        let entered = 0,
          lost = 0,
          shipped = 0,
          adjusted = 0;
        for (const o of ops) {
          const tmp = tmpStoreG(harvested, entered, lost);
          const left = lotLeftG(entered, shipped, adjusted);
          if (o.k === 'enter' && !checkEntry({ batchNo: 'B', grade: 'A', availableG: tmp, enterG: o.g, lossG: 0 })) entered += o.g;
          if (o.k === 'loss' && !checkEntry({ batchNo: 'B', grade: 'A', availableG: tmp, enterG: 0, lossG: o.g })) lost += o.g;
          if (o.k === 'ship' && !checkShipLine({ lotNo: 'F', lotLeftG: left, lineLeftG: Number.MAX_SAFE_INTEGER, lineName: 'x', shipG: o.g })) shipped += o.g;
          if (o.k === 'adjust' && o.g <= left) adjusted += o.g;
          expect(tmpStoreG(harvested, entered, lost)).toBeGreaterThanOrEqual(0);
          expect(lotLeftG(entered, shipped, adjusted)).toBeGreaterThanOrEqual(0);
          expect(tmpStoreG(harvested, entered, lost) + entered + lost).toBe(harvested);
        }
      }),
    );
  });

  it('property: FEFO picks never exceed a lot nor the amount wanted, and cover it when stock allows', () => {
    const lot = fc.record({ lot_id: fc.nat(1000), lot_no: fc.constant('L'), left_g: fc.integer({ min: 0, max: 10_000 }), expires_on: fc.constantFrom('2026-03-01', '2026-03-15', '2026-04-01'), entered_on: fc.constant('2026-02-01') });
    fc.assert(
      fc.property(fc.array(lot, { maxLength: 10 }), fc.integer({ min: 0, max: 50_000 }), (lots, want) => {
        const { picks, shortG } = pickLotsFefo(lots, want, '2026-03-10');
        const taken = picks.reduce((s, p) => s + p.g, 0);
        expect(taken + shortG).toBe(want);
        const usable = lots.filter((l) => l.expires_on >= '2026-03-10').reduce((s, l) => s + l.left_g, 0);
        expect(shortG).toBe(Math.max(0, want - usable));
      }),
    );
  });

  it('keeps kg in grams without drift', () => {
    expect(toG(0.1) + toG(0.2)).toBe(toG(0.3));
  });
});

describe('trace id', () => {
  it('is 128 bits in 22 URL-safe characters and makes the public URL', () => {
    const tid = traceIdOf(new Uint8Array(16).fill(255));
    expect(tid).toBe('_____________________w');
    expect(TRACE_ID_RE.test(tid)).toBe(true);
    expect(TRACE_ID_RE.test(traceIdOf(Uint8Array.from({ length: 16 }, (_, i) => i * 17)))).toBe(true);
    expect(traceUrlOf('https://pfs.example.com/', tid)).toBe(`https://pfs.example.com/trace/${tid}`);
    expect(() => traceIdOf(new Uint8Array(8))).toThrow();
  });
});
