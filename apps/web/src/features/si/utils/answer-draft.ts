import type { SiAnswer, SiRecord } from '@pfs/domain/si';
import { iotDriftOf, rangeProblemOf, SI_IOT_FRESH_MIN } from '@pfs/domain/si';

/**
 * An item's answer as the inspector is giving it: kept on the phone until the server has it, so nothing typed is
 * lost to a dropped connection or a reload. Photos are the names upload_si_photo answered; `auto` marks a result
 * the number's range chose, not the inspector.
 */
export type AnswerDraft = { result: SiAnswer | null; value_num: number | null; value_text: string; photos: string[]; remark: string; auto?: boolean };

/** The draft of a record as the server last answered it. */
export function draftOf(r: SiRecord): AnswerDraft {
  const result = r.result === 'ok' || r.result === 'err' || r.result === 'ignore' ? r.result : r.result === 'act_ok' ? 'err' : null;
  return { result, value_num: r.value_num, value_text: r.value_text, photos: r.photos.map((p) => p.name), remark: r.remark };
}

const keyOf = (fid: number, planId: number, rcdId: number) => `pfs_si_answer:${fid}:${planId}:${rcdId}`;
const prefixOf = (fid: number, planId: number) => `pfs_si_answer:${fid}:${planId}:`;

/** The phone's copy of answers the server has not confirmed yet. */
export const draftStore = {
  put(fid: number, planId: number, rcdId: number, d: AnswerDraft) {
    try {
      localStorage.setItem(keyOf(fid, planId, rcdId), JSON.stringify(d));
    } catch {
      // Storage full or blocked (private mode): the answer still goes to the server, only the safety copy is missing.
    }
  },
  drop(fid: number, planId: number, rcdId: number) {
    localStorage.removeItem(keyOf(fid, planId, rcdId));
  },
  /** Every unconfirmed answer of the plan, by record. */
  all(fid: number, planId: number): Map<number, AnswerDraft> {
    const out = new Map<number, AnswerDraft>();
    const prefix = prefixOf(fid, planId);
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (!k?.startsWith(prefix)) continue;
      try {
        out.set(Number(k.slice(prefix.length)), JSON.parse(localStorage.getItem(k) ?? 'null') as AnswerDraft);
      } catch {
        localStorage.removeItem(k);
      }
    }
    return out;
  },
};

/** A number answer changed: a reading out of range cannot be 正常, so it turns 异常; back in range, an automatic 异常 turns 正常. */
export function withNumber(d: AnswerDraft, value: number | null, r: Pick<SiRecord, 'min' | 'max' | 'unit'>): AnswerDraft {
  const problem = value === null ? null : rangeProblemOf(value, r.min, r.max, r.unit);
  if (problem && d.result !== 'ignore') return { ...d, value_num: value, result: 'err', auto: d.result !== 'err' || !!d.auto };
  if (!problem && value !== null && (d.result === null || d.auto)) return { ...d, value_num: value, result: 'ok', auto: true };
  return { ...d, value_num: value };
}

/** Why the draft cannot be sent yet, or null: no result, or a photo the item requires. */
export function draftGap(d: AnswerDraft, r: Pick<SiRecord, 'answer_kind' | 'photo_required'>): string | null {
  if (!d.result) return null;
  if (r.answer_kind === 'number' && d.result === 'ok' && d.value_num === null) return '请填写读数';
  if (r.answer_kind === 'text' && d.result === 'ok' && !d.value_text.trim()) return '请填写内容';
  if (r.photo_required && d.result !== 'ignore' && d.photos.length === 0) return '此项须拍照';
  return null;
}

/** The hand reading against the sensor's current one, when the sensor read within the last half hour. */
export function liveDrift(value: number | null, r: Pick<SiRecord, 'live_value' | 'live_at' | 'tolerance' | 'unit'>, now: number): string | null {
  if (value === null || r.live_value === null || r.tolerance === null || !r.live_at) return null;
  if (now - Date.parse(r.live_at) > SI_IOT_FRESH_MIN * 60_000) return null;
  return iotDriftOf(value, r.live_value, r.tolerance, r.unit);
}

/** The answer the server takes. */
export const answerBody = (fid: number, planId: number, rcdId: number, d: AnswerDraft) => ({
  fid,
  plan_id: planId,
  rcd_id: rcdId,
  result: d.result!,
  value_num: d.value_num,
  value_text: d.value_text,
  photos: d.photos,
  remark: d.remark,
});
