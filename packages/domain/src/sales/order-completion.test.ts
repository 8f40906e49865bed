import { describe, expect, it } from 'vitest';
import { completionOf } from './order-completion.js';

const line = (shipped: number, qty = 301.4) => ({ name: '生菜 意大利生菜 一级', qty_kg: qty, shipped_kg: shipped });

describe('完成订单', () => {
  it('completes an order whose lines are met', () => {
    expect(completionOf('SO20261101-01', [line(301.4)], undefined)).toEqual({ ok: true, remark: null });
  });

  it('refuses an order short of a line, naming it, unless the rest is cancelled with a reason', () => {
    expect(completionOf('SO20261101-01', [line(178.4), line(10, 10)], undefined)).toEqual({
      ok: false,
      msg: '订单 SO20261101-01 还有未发足的行：生菜 意大利生菜 一级 已发 178.4 kg，差 123 kg。剩余部分不再发货时，请填写取消原因后再完成',
    });
    expect(completionOf('SO20261101-01', [line(178.4)], ' 好 ').ok).toBe(false);
    expect(completionOf('SO20261101-01', [line(178.4)], '采收量不足，客户同意按实发结算')).toEqual({
      ok: true,
      remark: '未发部分取消：生菜 意大利生菜 一级 已发 178.4 kg，差 123 kg；原因：采收量不足，客户同意按实发结算',
    });
  });

  it('refuses an order nothing was shipped for: that is a cancellation', () => {
    expect(completionOf('SO20261101-01', [line(0)], '不要了')).toEqual({ ok: false, msg: '订单 SO20261101-01 还没有发货；不再交货请取消订单' });
  });
});
