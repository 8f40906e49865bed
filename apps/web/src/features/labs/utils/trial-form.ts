import dayjs, { type Dayjs } from 'dayjs';
import { DISH_M2_DEFAULT, type TrialStatus, type TrialView } from '@pfs/domain/labs';
import type { SaveTrialInput } from '../api/save-lab';

export type TrialFormValues = {
  name: string;
  goal: string;
  status: TrialStatus;
  dates: [Dayjs, Dayjs | null];
  dish_m2: number;
  batches: { batch_id?: number; label: string }[];
  remark: string;
};

/** The form's values for a new trial (two empty batch rows) or an existing one. */
export function toTrialForm(t: TrialView | null, today: Dayjs = dayjs()): TrialFormValues {
  if (!t) return { name: '', goal: '', status: 'planned', dates: [today, null], dish_m2: DISH_M2_DEFAULT, batches: [{ label: '' }, { label: '' }], remark: '' };
  return {
    name: t.name,
    goal: t.goal,
    status: t.status,
    dates: [dayjs(t.start_date), t.end_date ? dayjs(t.end_date) : null],
    dish_m2: t.dish_m2,
    batches: t.batches.map((b) => ({ batch_id: b.batch_id, label: b.label })),
    remark: t.remark,
  };
}

export function toSaveTrialBody(fid: number, t: TrialView | null, v: TrialFormValues): SaveTrialInput {
  return {
    fid,
    trial_id: t?.trial_id,
    name: v.name,
    goal: v.goal ?? '',
    status: v.status,
    start_date: v.dates[0].format('YYYY-MM-DD'),
    end_date: v.dates[1] ? v.dates[1].format('YYYY-MM-DD') : null,
    dish_m2: v.dish_m2,
    batches: (v.batches ?? []).map((b) => ({ batch_id: b.batch_id ?? 0, label: b.label ?? '' })),
    remark: v.remark ?? '',
  };
}
