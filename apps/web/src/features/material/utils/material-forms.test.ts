import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  adjustLotBodySchema,
  issueMaterialBodySchema,
  receiveLotBodySchema,
  saveMaterialItemBodySchema,
  updateLotBodySchema,
  type LotView,
  type MaterialItem,
} from '@pfs/domain/material';
import { adjustDelta, issuePreview, toAdjustBody, toIssueBody, toItemForm, toLotForm, toReceiveBody, toSaveItemBody, toUpdateLotBody } from './material-forms';
import { expiryNote } from './lot-state';

const seed: MaterialItem = {
  item_id: 4,
  kind: 'seed',
  name: '意大利生菜',
  unit: '粒',
  spec: '1000 粒/袋',
  status: 'enabled',
  low_stock_qty: 500,
  remark: '',
  qty: 1200,
  lot_ct: 2,
  next_expiry: '2026-09-01',
  crop: '生菜',
  variety: '意大利',
  germination_rate: 95,
  reg_no: '',
  active_ingredient: '',
  safety_days: null,
  category: null,
};
const lot = (lot_id: number, lot_no: string, qty: number, expires_on: string | null, received_on = '2026-01-01'): LotView => ({
  lot_id,
  item_id: 4,
  item_name: '意大利生菜',
  kind: 'seed',
  lot_no,
  supplier_id: null,
  supplier_name: null,
  received_on,
  produced_on: null,
  expires_on,
  qty_received: qty,
  qty,
  unit: '粒',
  price: null,
  state: 'ok',
  remark: '',
});

describe('item form', () => {
  it('round-trips a seed into a body the server accepts', () => {
    const body = toSaveItemBody(1, 'seed', 4, { ...toItemForm(seed), name: ' 意大利生菜 ', enabled: false });
    expect(body).toMatchObject({ fid: 1, kind: 'seed', item_id: 4, name: '意大利生菜', status: 'disabled', crop: '生菜', germination_rate: 95, low_stock_qty: 500 });
    expect(saveMaterialItemBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends only the kind’s own fields, so a pesticide form never carries a seed’s crop', () => {
    const body = toSaveItemBody(1, 'pesticide', undefined, { ...toItemForm(null), name: '吡虫啉', unit: 'mL', crop: '生菜', safety_days: 7, reg_no: ' PD2008 ' });
    expect(body).not.toHaveProperty('crop');
    expect(body).toMatchObject({ safety_days: 7, reg_no: 'PD2008', status: 'enabled' });
    expect(saveMaterialItemBodySchema.safeParse(body).success).toBe(true);
  });

  it('leaves a pesticide without a safety interval for the server’s refusal', () => {
    const body = toSaveItemBody(1, 'pesticide', undefined, { ...toItemForm(null), name: '吡虫啉', unit: 'mL' });
    const r = saveMaterialItemBodySchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('农药须填写安全间隔期（天）');
  });
});

describe('lot forms', () => {
  it('sends days as YYYY-MM-DD and empty optional fields as null', () => {
    const body = toReceiveBody(1, 'seed', { item_id: 4, lot_no: ' L-01 ', received_on: dayjs('2026-03-01'), expires_on: dayjs('2026-12-31'), qty: 1000, remark: '' });
    expect(body).toEqual({ fid: 1, kind: 'seed', item_id: 4, lot_no: 'L-01', supplier_id: null, received_on: '2026-03-01', produced_on: null, expires_on: '2026-12-31', qty: 1000, price: null, remark: '' });
    expect(receiveLotBodySchema.safeParse(body).success).toBe(true);
  });

  it('round-trips a lot’s papers', () => {
    const l = { ...lot(9, 'L-9', 10, '2026-10-01'), produced_on: '2026-01-01', price: 0.5 };
    const body = toUpdateLotBody(1, 'seed', 9, toLotForm(l, (d) => dayjs(d)));
    expect(body).toMatchObject({ lot_id: 9, lot_no: 'L-9', produced_on: '2026-01-01', expires_on: '2026-10-01', price: 0.5 });
    expect(updateLotBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('movements', () => {
  it('an issue left on automatic sends no lot', () => {
    const body = toIssueBody(1, 'seed', { item_id: 4, lot_id: null, qty: 300, date: dayjs('2026-03-02'), batch_id: null, reason: ' 播种 ' });
    expect(body).toEqual({ fid: 1, kind: 'seed', item_id: 4, lot_id: undefined, qty: 300, date: '2026-03-02', batch_id: undefined, reason: '播种' });
    expect(issueMaterialBodySchema.safeParse(body).success).toBe(true);
  });

  it('a stocktaking by counted quantity becomes the exact change, without float drift', () => {
    expect(adjustDelta(12.1, { mode: 'count', counted: 12.3 })).toBe(0.2);
    expect(adjustDelta(100, { mode: 'count', counted: 95.5 })).toBe(-4.5);
    expect(adjustDelta(100, { mode: 'delta', delta: -3 })).toBe(-3);
    const body = toAdjustBody(1, 'seed', { lot_id: 9, qty: 100 }, { mode: 'count', counted: 95.5, date: dayjs('2026-03-02'), reason: '盘点短少' });
    expect(body).toEqual({ fid: 1, kind: 'seed', lot_id: 9, delta: -4.5, date: '2026-03-02', reason: '盘点短少' });
    expect(adjustLotBodySchema.safeParse(body).success).toBe(true);
  });

  it('refuses a stocktaking that changes nothing or would go below zero', () => {
    const at = { date: dayjs('2026-03-02'), reason: '盘点' };
    expect(toAdjustBody(1, 'seed', { lot_id: 9, qty: 100 }, { mode: 'count', counted: 100, ...at })).toEqual({ error: '实盘数量与结存相同，无需调整' });
    expect(toAdjustBody(1, 'seed', { lot_id: 9, qty: 10 }, { mode: 'delta', delta: -11, ...at })).toEqual({ error: '结存只有 10，不能减少 11' });
    expect(toAdjustBody(1, 'seed', { lot_id: 9, qty: 10 }, { mode: 'count', counted: null, ...at })).toEqual({ error: '请填写实盘数量' });
  });

  it('previews an issue first-expiring first, leaving out lots received after its day', () => {
    const lots = [lot(1, 'LATE', 1000, '2026-12-01'), lot(2, 'SOON', 300, '2026-06-01'), lot(3, 'NEW', 5000, '2026-05-01', '2026-04-01')];
    expect(issuePreview(lots, 500, '2026-03-01', seed, '种子')).toEqual({
      ok: true,
      take: [
        { lot_id: 2, lot_no: 'SOON', qty: 300 },
        { lot_id: 1, lot_no: 'LATE', qty: 200 },
      ],
    });
    expect(issuePreview(lots, 1500, '2026-03-01', seed, '种子')).toEqual({ ok: false, msg: '种子 意大利生菜库存不足：需要 1,500 粒，只剩 1,300 粒' });
    expect(issuePreview(lots, null, '2026-03-01', seed, '种子')).toBeNull();
  });
});

describe('expiry column', () => {
  it('says how long a lot has left, and how long ago it expired', () => {
    expect(expiryNote('2026-03-11', '2026-03-01')).toEqual({ text: '还有 10 天', tone: 'warning' });
    expect(expiryNote('2026-06-01', '2026-03-01')).toEqual({ text: '还有 92 天', tone: undefined });
    expect(expiryNote('2026-03-01', '2026-03-01')).toEqual({ text: '今天到期', tone: 'warning' });
    expect(expiryNote('2026-02-27', '2026-03-01')).toEqual({ text: '已过期 2 天', tone: 'danger' });
    expect(expiryNote(null, '2026-03-01')).toBeNull();
  });
});
