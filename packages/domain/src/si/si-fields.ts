import { z } from 'zod';
import { decimalSchema, idSchema, intSchema, textSchema } from '../api/fields.js';
import { SI_ANSWERS, SI_ANSWER_KINDS, SI_CASE_STATUSES, SI_PERIODS, SI_PLAN_STATUSES, SI_RESULTS, SI_TARGET_KINDS } from './si-vocab.js';

/** The fields of the inspection calls, each with the message that names it. */

export const ciIdSchema = idSchema('巡检项编号', 'ci_id');
export const srIdSchema = idSchema('巡检规则编号', 'sr_id');
export const planIdSchema = idSchema('巡检计划编号', 'plan_id');
export const rcdIdSchema = idSchema('巡检记录编号', 'rcd_id');
export const caseIdSchema = idSchema('异常编号', 'case_id');

export const siPeriodSchema = z.enum(SI_PERIODS, { error: `巡检周期 period 只能是 ${SI_PERIODS.join('、')}（年 y、季 s、月 m、周 w、日 d）` });
export const siResultSchema = z.enum(SI_RESULTS);
export const siAnswerSchema = z.enum(SI_ANSWERS, { error: '巡检结果 result 只能是 ok（正常）、err（异常）或 ignore（不适用）' });
export const siAnswerKindSchema = z.enum(SI_ANSWER_KINDS, { error: `填写方式 answer_kind 只能是 ${SI_ANSWER_KINDS.join('、')}` });
export const siTargetKindSchema = z.enum(SI_TARGET_KINDS, { error: `巡检对象类型 target_kind 只能是 ${SI_TARGET_KINDS.join('、')}` });
export const siPlanStatusSchema = z.enum(SI_PLAN_STATUSES, { error: `计划状态 status 只能是 ${SI_PLAN_STATUSES.join('、')}` });
export const siCaseStatusSchema = z.enum(SI_CASE_STATUSES, { error: `处理状态 status 只能是 ${SI_CASE_STATUSES.join('、')}` });
/** The abnormality list's filter also knows 「逾期」: open past its deadline. */
export const siCaseFilterStatusSchema = z.enum([...SI_CASE_STATUSES, 'overdue'], { error: '处理状态 status 只能是 open、handled、void 或 overdue' });

/** A member: an assignee, a case's owner, who answered. */
export const uidSchema = idSchema('成员编号', 'uid');

export const hhmmSchema = (what: string) => z.string({ error: `${what}格式应为 HH:mm` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${what}格式应为 HH:mm`);
/** A reading by hand: what meters show, within what any unit of a plant factory reaches. */
export const siReadingSchema = (what: string) => decimalSchema(what, { min: -1_000_000, max: 1_000_000, scale: 3 });
export const siNoteSchema = (what: string, min = 0) => textSchema(what, 500, { multiline: true, min, minMsg: min ? `请填写${what}（至少 ${min} 个字）` : undefined });

/** Photos an answer or a case note carries: names returned by upload_si_photo. */
export const SI_PHOTOS_MAX = 9;
export const siPhotoNameSchema = z.string({ error: '照片名称必须是文字' }).regex(/^si-[0-9a-f]{8,64}\.webp$/, '照片名称无效，请重新上传照片');
export const siPhotosSchema = z.array(siPhotoNameSchema, { error: '照片 photos 须为列表' }).max(SI_PHOTOS_MAX, `照片最多 ${SI_PHOTOS_MAX} 张`).default([]);

export const lateMinSchema = intSchema('宽限分钟 late_min', { min: 0, max: 1440 });
export const caseDaysSchema = intSchema('整改期限天数 case_days', { min: 1, max: 60 });
