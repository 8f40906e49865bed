import { describe, expect, it } from 'vitest';
import { compare, inspectionResultLabel, isActionValue, phaseLabel, repeatPeriodLabel, switchStateLabel } from './enum-labels.js';

describe('labels', () => {
  it('label every spec value and give undefined for others', () => {
    expect(phaseLabel('grow_seedling')).toBe('育苗');
    expect(phaseLabel('storage')).toBe('入库');
    expect(phaseLabel('harvest')).toBeUndefined();
    expect(phaseLabel('toString')).toBeUndefined();
    expect(inspectionResultLabel('-')).toBe('未巡检');
    expect(inspectionResultLabel('act_ok')).toBe('处理后正常');
    expect(switchStateLabel('open')).toBe('开启');
    expect(switchStateLabel('close')).toBe('关闭');
    expect(repeatPeriodLabel('w')).toBe('周');
  });
  it('action values are open, close, expend or a finite number', () => {
    for (const v of ['open', 'close', 'expend', 0, 25.5]) expect(isActionValue(v)).toBe(true);
    for (const v of ['delay', NaN, Infinity, null, '3']) expect(isActionValue(v)).toBe(false);
  });
  it('operators compare at the boundary', () => {
    expect([compare('gt', 28, 28), compare('gte', 28, 28), compare('lt', 28, 28), compare('lte', 28, 28), compare('eq', 28, 28)]).toEqual([false, true, false, true, true]);
  });
});

describe('入库损耗 reasons', () => {
  it('read in Chinese, never as a code', async () => {
    const { entryLossReasonLabel } = await import('../finished/finished.api.js');
    expect(['damage', 'trim', 'quality', 'other', 'gone', null].map(entryLossReasonLabel)).toEqual(['破损', '修整', '品质不合格', '其他', '其他', '其他']);
  });
});
