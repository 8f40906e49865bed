import dayjs, { type Dayjs } from 'dayjs';
import { formatFactoryTime } from '@pfs/domain';
import {
  SI_CASE_DAYS_DEFAULT,
  SI_PERIOD_LABELS,
  minutesOf,
  periodLabel,
  periodStartOf,
  planWindowOf,
  type SiPeriod,
  type SiRule,
  type SiRuleTiming,
} from '@pfs/domain/si';
import type { SaveSiRuleInput } from '../api/save-si-rule';

export type SiRuleFormValues = {
  name: string;
  period: SiPeriod;
  due_day: number;
  start_time: Dayjs;
  end_time: Dayjs;
  late_min: number;
  ci_ids: number[];
  assignee_role_id: number | null;
  assignee_uids: number[];
  case_days: number;
  enabled: boolean;
  remark: string;
};

const HHMM = 'HH:mm';
/** A 'HH:mm' of the rule as the time picker holds it (the picker's day is of no meaning). */
const timeOf = (hhmm: string) => dayjs(`2000-01-01 ${hhmm}`, 'YYYY-MM-DD HH:mm');

/** The form of a new rule (daily, 08:00–10:00, 30 minutes of grace) or of an existing one. */
export function toSiRuleForm(r: SiRule | null): SiRuleFormValues {
  if (!r)
    return {
      name: '',
      period: 'd',
      due_day: 1,
      start_time: timeOf('08:00'),
      end_time: timeOf('10:00'),
      late_min: 30,
      ci_ids: [],
      assignee_role_id: null,
      assignee_uids: [],
      case_days: SI_CASE_DAYS_DEFAULT,
      enabled: true,
      remark: '',
    };
  return {
    name: r.name,
    period: r.period,
    due_day: r.due_day,
    start_time: timeOf(r.start_time),
    end_time: timeOf(r.end_time),
    late_min: r.late_min,
    ci_ids: r.items.map((i) => i.ci_id),
    assignee_role_id: r.assignee_role_id,
    assignee_uids: r.assignees.map((a) => a.uid),
    case_days: r.case_days,
    enabled: r.status === 'enabled',
    remark: r.remark,
  };
}

/** The timing part of the form as the period arithmetic takes it; null while a time is not picked. */
export function timingOf(v: Partial<SiRuleFormValues>): SiRuleTiming | null {
  if (!v.period || !v.start_time || !v.end_time) return null;
  return {
    period: v.period,
    due_day: v.period === 'd' ? 1 : (v.due_day ?? 1),
    start_time: v.start_time.format(HHMM),
    end_time: v.end_time.format(HHMM),
    late_min: v.late_min ?? 0,
  };
}

/** The save body; a daily rule falls due on its only day. */
export function toSaveSiRuleBody(fid: number, rule: SiRule | null, v: SiRuleFormValues): SaveSiRuleInput {
  const t = timingOf(v);
  return {
    fid,
    sr_id: rule?.sr_id,
    name: (v.name ?? '').trim(),
    period: v.period,
    due_day: t?.due_day ?? 1,
    start_time: t?.start_time ?? '',
    end_time: t?.end_time ?? '',
    late_min: v.late_min ?? 0,
    ci_ids: v.ci_ids ?? [],
    assignee_role_id: v.assignee_role_id ?? null,
    assignee_uids: v.assignee_uids ?? [],
    case_days: v.case_days ?? SI_CASE_DAYS_DEFAULT,
    status: v.enabled ? 'enabled' : 'disabled',
    remark: v.remark ?? '',
  };
}

/** 「每周第 2 天 14:00–17:00，截止后 30 分钟仍未完成记为逾期」; an end earlier than the start is the next day's. */
export function ruleWindowText(t: SiRuleTiming): string {
  const day = t.period === 'd' ? ' ' : `第 ${t.due_day} 天 `;
  const next = minutesOf(t.end_time) <= minutesOf(t.start_time) ? '次日 ' : '';
  const late = t.late_min > 0 ? `截止后 ${t.late_min} 分钟仍未完成记为逾期` : '截止时仍未完成即记为逾期';
  return `${SI_PERIOD_LABELS[t.period]}${day}${t.start_time}–${next}${t.end_time}，${late}`;
}

/** 「本期（2026年11/23–11/29 周）：11-24 14:00 开始，11-24 17:00 截止」: where the current period's plan stands, on the factory clock. */
export function currentPlanText(t: SiRuleTiming, now: Date = new Date()): string {
  const start = periodStartOf(t.period, formatFactoryTime(now, 'YYYY-MM-DD'));
  const w = planWindowOf(t, start);
  const at = (d: Date) => formatFactoryTime(d, 'MM-DD HH:mm');
  return `本期（${periodLabel(t.period, start)}）：${at(w.window_start)} 开始，${at(w.due_at)} 截止`;
}
