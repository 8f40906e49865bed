import { periodLabel, planStatusOf, type SiPhoto, type SiPlan, type SiRecord } from '@pfs/domain/si';
import type { SiCaseRow, SiPlanRow, SiRecordDbRow } from './si-plan.repository.js';

/** Where an inspection photo is served (DATA_DIR/pics/si, under /pics/ like every uploaded picture). */
export const siPhotoUrl = (name: string) => `/pics/si/${name}`;
export const siThumbOf = (name: string) => name.replace(/\.webp$/, '_t.webp');
export const siPhotoOf = (name: string): SiPhoto => ({ name, url: siPhotoUrl(name), thumb_url: siPhotoUrl(siThumbOf(name)) });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type CheckFields = {
  method: string;
  standard: string;
  answerKind: SiRecord['answer_kind'];
  unit: string;
  min: number | null;
  max: number | null;
  photoRequired: boolean;
  pointId: number | null;
  tolerance: number | null;
};

/** How an item is checked and answered, as an item carries it and a record copies it. */
export const checkFieldsOf = (r: CheckFields, points: Map<number, string>) => ({
  method: r.method,
  standard: r.standard,
  answer_kind: r.answerKind,
  unit: r.unit,
  min: r.min,
  max: r.max,
  photo_required: r.photoRequired,
  point_id: r.pointId,
  point_name: r.pointId === null ? null : (points.get(r.pointId) ?? null),
  tolerance: r.tolerance,
});

export function planView(p: SiPlanRow, now: Date, assigneeNames: string, names: Map<number, string>): SiPlan {
  return {
    plan_id: p.planId,
    sr_id: p.srId,
    rule_name: p.ruleName,
    period: p.period,
    period_start: p.periodStart,
    period_label: periodLabel(p.period, p.periodStart),
    window_start: p.windowStart.toISOString(),
    due_at: p.dueAt.toISOString(),
    late_at: p.lateAt.toISOString(),
    status: planStatusOf({ done_at: p.doneAt, answered: p.answeredCt, late_at: p.lateAt }, now),
    late: p.doneAt !== null && p.doneAt > p.lateAt,
    item_ct: p.itemCt,
    answered_ct: p.answeredCt,
    err_ct: p.errCt,
    assignee_names: assigneeNames,
    done_at: iso(p.doneAt),
    done_by_name: p.doneBy === null ? null : (names.get(p.doneBy) ?? ''),
  };
}

/** What a record's view needs beside the record: names, the point now, the area's open alarms, its case. */
export type RecordContext = {
  names: Map<number, string>;
  points: Map<number, string>;
  live: Map<number, { v: number; ts: Date }>;
  alarms: Map<number, string[]>;
  cases: Map<number, SiCaseRow>;
};

export function recordView(r: SiRecordDbRow, x: RecordContext): SiRecord {
  const live = r.pointId === null ? undefined : x.live.get(r.pointId);
  const alarms = r.areaId === null ? [] : (x.alarms.get(r.areaId) ?? []);
  const kase = x.cases.get(r.rcdId);
  return {
    rcd_id: r.rcdId,
    ci_id: r.ciId,
    name: r.name,
    target_kind: r.targetKind,
    target_name: r.targetName,
    ...checkFieldsOf(r, x.points),
    result: r.result,
    value_num: r.valueNum,
    value_text: r.valueText,
    photos: r.photos.map(siPhotoOf),
    remark: r.remark,
    problem: r.problem,
    iot_value: r.iotValue,
    iot_at: iso(r.iotAt),
    iot_drift: r.iotDrift,
    live_value: live?.v ?? null,
    live_at: iso(live?.ts ?? null),
    open_alarm_ct: alarms.length,
    open_alarm_titles: alarms.slice(0, 10),
    answered_by_name: r.answeredBy === null ? null : (x.names.get(r.answeredBy) ?? ''),
    answered_at: iso(r.answeredAt),
    case_id: kase?.caseId ?? null,
    case_status: kase?.status ?? null,
  };
}
