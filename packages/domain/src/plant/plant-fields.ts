import { z } from 'zod';
import { daySchema, decimalSchema, idSchema, intSchema, textSchema } from '../api/fields.js';
import { PLANT_PHASES } from '../labels/enum-labels.js';
import { GROWING_PHASES, MATERIAL_KINDS, PRODUCE_PHASES } from './plant-vocab.js';

/** Fields the planting, factory-layout and material calls share, each refused with a message naming it. */

export const batchIdSchema = idSchema('批次编号', 'batch_id');
export const areaIdSchema = idSchema('区域编号', 'area_id');
export const fieldIdSchema = idSchema('厂房编号', 'field_id');
export const specIdSchema = idSchema('品种规格编号', 'spec_id');
export const itemIdSchema = idSchema('物料编号', 'item_id');
export const lotIdSchema = idSchema('物料批号编号', 'lot_id');
export const supplierIdSchema = idSchema('供应商编号', 'supplier_id');
export const protIdSchema = idSchema('植保记录编号', 'prot_id');
export const picIdSchema = idSchema('图片编号', 'pic_id');

export const recordStatusSchema = z.enum(['enabled', 'disabled'], { error: '状态 status 只能是 enabled 或 disabled' });
export const remarkSchema = textSchema('备注', 500, { multiline: true }).default('');

/** The day an event happened (factory time zone); the service refuses future days. */
export const eventDaySchema = daySchema('日期', 'date');
/** Optional day range of a list (inclusive). */
export const dayRangeFilter = { start_day: daySchema('开始日期', 'start_day').optional(), end_day: daySchema('结束日期', 'end_day').optional() };
/** Optional filter by crop spec or by crop name: the batch lists and the planting reports. */
export const specCropFilter = { spec_id: specIdSchema.optional(), crop: textSchema('作物', 32).optional() };

export const phaseSchema = (field: string) => z.enum(PLANT_PHASES, { error: `阶段 ${field} 只能是 ${PLANT_PHASES.join('、')}` });
export const growingPhaseSchema = (field: string) => z.enum(GROWING_PHASES, { error: `阶段 ${field} 只能是 ${GROWING_PHASES.join('、')}（有盘的阶段）` });
export const producePhaseSchema = (field: string) => z.enum(PRODUCE_PHASES, { error: `阶段 ${field} 只能是 ${PRODUCE_PHASES.join('、')}` });
export const materialKindSchema = z.enum(MATERIAL_KINDS, { error: `物料类别 kind 只能是 ${MATERIAL_KINDS.join('、')}` });

export const DISHES_MAX = 1_000_000;
export const PLANTS_MAX = 100_000_000;
export const dishesSchema = (label = '盘数 dishes', min = 1) => intSchema(label, { min, max: DISHES_MAX });
export const plantsSchema = (label = '株数 plants', min = 0) => intSchema(label, { min, max: PLANTS_MAX });
export const kgSchema = (label = '重量 kg', min = 0) => decimalSchema(label, { min, max: 1_000_000 });
/** The batch version the user saw: a write on an older one answers 409 with the current state. */
export const batchVersionSchema = intSchema('批次版本 version', { min: 0, max: 2_147_483_647 });
