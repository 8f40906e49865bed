import { z } from 'zod';
import { dateTimeSchema, idSchema, intSchema, textSchema } from '../api/fields.js';
import { EQUIP_KINDS, EQUIP_STATES, MAINT_KINDS, WO_OPS, WO_SOURCES, WO_STATUSES } from './mes-vocab.js';

/** The fields of the production-control calls, each with the message that names it. */

export const eqIdSchema = idSchema('设备编号', 'eq_id');
export const woIdSchema = idSchema('工单编号', 'wo_id');
export const faultIdSchema = idSchema('故障编号', 'fault_id');
export const maintIdSchema = idSchema('保养记录编号', 'maint_id');
export const gwIdSchema = idSchema('网关编号', 'gw_id');
export const mesUidSchema = idSchema('成员编号', 'uid');

export const equipKindSchema = z.enum(EQUIP_KINDS, { error: `设备类型 kind 只能是 ${EQUIP_KINDS.join('、')}（播种机、移栽机、采收线、包装线）` });
export const equipStateSchema = z.enum(EQUIP_STATES, { error: `设备状态 state 只能是 ${EQUIP_STATES.join('、')}（运行、待机、故障、保养）` });
export const maintKindSchema = z.enum(MAINT_KINDS, { error: '保养类型 kind 只能是 plan（计划保养）或 repair（故障维修）' });
export const woOpSchema = z.enum(WO_OPS, { error: `作业 op 只能是 ${WO_OPS.join('、')}（播种、移栽、移动、采收、植保）` });
export const woStatusSchema = z.enum(WO_STATUSES, { error: `工单状态 status 只能是 ${WO_STATUSES.join('、')}` });
export const woSourceSchema = z.enum(WO_SOURCES);

/** Rated dishes per hour: a bench seeder does a few hundred, a line a few thousand. */
export const capacitySchema = intSchema('产能 capacity（盘/小时）', { min: 1, max: 100_000 });
export const maintDaysSchema = intSchema('保养周期 maint_days（天）', { min: 1, max: 365 });
export const minutesSchema = (what: string, max = 24 * 60) => intSchema(what, { min: 0, max });
export const teamSchema = textSchema('班组 team', 20);
export const mesNoteSchema = (what: string, min = 0) => textSchema(what, 500, { multiline: true, min, minMsg: min ? `请填写${what}（至少 ${min} 个字）` : undefined });
export const planTimeSchema = (what: string, field: string) => dateTimeSchema(what, field);
/** How many worked on a completion (labour = minutes × workers when the minutes are not given). */
export const workersSchema = intSchema('作业人数 workers', { min: 1, max: 50 });
