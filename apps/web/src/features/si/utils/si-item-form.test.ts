import { describe, expect, it } from 'vitest';
import { saveSiItemBodySchema } from '@pfs/domain/si';
import { fieldIssuesOf } from './form-issues';
import { toSaveSiItemBody, toSiItemForm } from './si-item-form';

describe('item form', () => {
  it('drops the range, point and target a check item of 其他 does not have', () => {
    const v = {
      ...toSiItemForm(null),
      name: '水泵噪声',
      target_kind: 'other' as const,
      target_id: 4,
      target_text: '3 号水泵',
      min: 1,
      max: 2,
      point_id: 5,
      tolerance: 1,
    };
    expect(toSaveSiItemBody(1, null, v)).toMatchObject({ target_id: null, min: null, max: null, point_id: null, tolerance: null, unit: '' });
  });
  it('keeps a number item range and asks for a tolerance with a point', () => {
    const v = {
      ...toSiItemForm(null),
      name: '营养液 EC',
      target_id: 2,
      answer_kind: 'number' as const,
      unit: 'mS/cm',
      min: 1.2,
      max: 2.4,
      point_id: 8,
      tolerance: null,
    };
    const body = toSaveSiItemBody(1, null, v);
    expect(body).toMatchObject({ min: 1.2, max: 2.4, point_id: 8, tolerance: null });
    expect(fieldIssuesOf(saveSiItemBodySchema, body).map((i) => i.name)).toEqual(['tolerance']);
  });
  it('finds a missing target and a range upside down', () => {
    const v = { ...toSiItemForm(null), name: '温度', answer_kind: 'number' as const, min: 5, max: 3 };
    expect(
      fieldIssuesOf(saveSiItemBodySchema, toSaveSiItemBody(1, null, v))
        .map((i) => i.name)
        .sort(),
    ).toEqual(['max', 'target_id']);
  });
});
