import type { SiAnswerKind, SiItem, SiTargetKind } from '@pfs/domain/si';
import type { SaveSiItemInput } from '../api/save-si-item';

export type SiItemFormValues = {
  name: string;
  target_kind: SiTargetKind;
  target_id: number | null;
  target_text: string;
  method: string;
  standard: string;
  answer_kind: SiAnswerKind;
  unit: string;
  min: number | null;
  max: number | null;
  photo_required: boolean;
  point_id: number | null;
  tolerance: number | null;
  sort_no: number;
  enabled: boolean;
};

/** The form of a new item (an area checked 正常/异常) or of an existing one. */
export function toSiItemForm(i: SiItem | null): SiItemFormValues {
  if (!i)
    return {
      name: '',
      target_kind: 'area',
      target_id: null,
      target_text: '',
      method: '',
      standard: '',
      answer_kind: 'check',
      unit: '',
      min: null,
      max: null,
      photo_required: false,
      point_id: null,
      tolerance: null,
      sort_no: 0,
      enabled: true,
    };
  const { ci_id: _id, target_name: _t, point_name: _p, rule_ct: _r, updated_at: _u, status, ...rest } = i;
  return { ...rest, enabled: status === 'enabled' };
}

/**
 * The save body: a target only for area / gateway / device, a range, unit and sensor comparison only for a number
 * item, a tolerance only with a point (what the form hides is not sent).
 */
export function toSaveSiItemBody(fid: number, item: SiItem | null, v: SiItemFormValues): SaveSiItemInput {
  const number = v.answer_kind === 'number';
  const point = number ? (v.point_id ?? null) : null;
  return {
    fid,
    ci_id: item?.ci_id,
    name: (v.name ?? '').trim(),
    target_kind: v.target_kind,
    target_id: v.target_kind === 'other' ? null : (v.target_id ?? null),
    target_text: (v.target_text ?? '').trim(),
    method: v.method ?? '',
    standard: v.standard ?? '',
    answer_kind: v.answer_kind,
    unit: number ? (v.unit ?? '').trim() : '',
    min: number ? (v.min ?? null) : null,
    max: number ? (v.max ?? null) : null,
    photo_required: !!v.photo_required,
    point_id: point,
    tolerance: point === null ? null : (v.tolerance ?? null),
    sort_no: v.sort_no ?? 0,
    status: v.enabled ? 'enabled' : 'disabled',
  };
}
