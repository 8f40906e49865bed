import { describe, expect, it } from 'vitest';
import { asksConfirm, finishBody, remainingDishes } from './finish-body';

const wo = (op: 'transplant' | 'harvest' | 'protect' | 'move') => ({ wo_id: 5, version: 3, op });

describe('finishBody', () => {
  it('sends a part of a transplant with the growing dishes and the version the worker saw', () => {
    const b = finishBody(1, wo('transplant'), { dishes: 30, workers: 2, dishes_to: 60, labour_min: null });
    expect(b).toMatchObject({ fid: 1, wo_id: 5, version: 3, dishes: 30, workers: 2, dishes_to: 60, confirm: false });
    expect(b.labour_min).toBeUndefined();
    expect(b.grades).toBeUndefined();
  });
  it('keeps the harvest grades that have a weight', () => {
    const b = finishBody(
      1,
      wo('harvest'),
      {
        dishes: 10,
        grades: [
          { grade: 'A', kg: 12.5 },
          { grade: 'B', kg: null },
          { grade: ' ', kg: 3 },
        ],
      },
      true,
    );
    expect(b.grades).toEqual([{ grade: 'A', kg: 12.5 }]);
    expect(b.confirm).toBe(true);
    expect(b.dishes_to).toBeUndefined();
  });
  it('sends the pesticide of a protection order, and nothing of it for a move', () => {
    const p = finishBody(1, wo('protect'), { dishes: 48, prot_kind: 'pest', target: '蚜虫', item_id: 9, dose: '1500 倍液', qty: 2 });
    expect(p.protection).toEqual({ kind: 'pest', target: '蚜虫', item_id: 9, lot_id: undefined, dose: '1500 倍液', qty: 2 });
    expect(finishBody(1, wo('move'), { dishes: 48, item_id: 9 }).protection).toBeUndefined();
  });
});

describe('remainingDishes and asksConfirm', () => {
  it('counts what is left after earlier parts', () => {
    expect(remainingDishes({ dishes: 48, done_dishes: 30 })).toBe(18);
    expect(remainingDishes({ dishes: 48, done_dishes: 50 })).toBe(0);
  });
  it('tells a question to confirm from a refusal', () => {
    expect(asksConfirm('采收重量 40 kg 超过预期的 1.5 倍（…），请核对后确认提交')).toBe(true);
    expect(asksConfirm('这次植保的安全间隔期至 2026-03-09：…。确认仍要施药请在确认后再保存')).toBe(true);
    expect(asksConfirm('栽培一区 只剩 20 个空位，放不下 48 盘')).toBe(false);
  });
});
