import { z } from 'zod';
import { fidSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { daySchema, decimalSchema, intSchema, textSchema } from '../api/fields.js';
import { callAccess, callsAs } from '../contract/call.js';
import { pagedBodyOf } from '../contract/list.js';
import { areaIdSchema, batchIdSchema, dayRangeFilter, eventDaySchema, itemIdSchema, lotIdSchema, remarkSchema } from './plant-fields.js';
import { itemRefView, lotRefView, operatorView, optAreaView, optBatchView } from '../api/view-fields.js';
import { PIC_KINDS, PROTECTION_KINDS } from './plant-vocab.js';

/** Crop protection (植保) and crop pictures of planting (plant.list / plant.edit), with their lists' export_… calls. */

// ── 植保 ─────────────────────────────────────────────────────────────────────────────────────────────
const protKindSchema = z.enum(PROTECTION_KINDS, { error: `植保类型 kind 只能是 ${PROTECTION_KINDS.join('、')}` });
/**
 * A crop protection: treats the batches named and those standing in the areas named on that day; issues
 * the pesticide first-expiring lot first (or `lot_id`); each treated batch gets a protect event, and harvest
 * waits until date + the pesticide's safety interval.
 */
export const createProtectionBodySchema = z
  .object({
    fid: fidSchema,
    date: eventDaySchema,
    kind: protKindSchema,
    target: textSchema('防治对象', 64, { min: 1, minMsg: '请填写防治对象（病虫害名称）' }),
    item_id: itemIdSchema,
    lot_id: lotIdSchema.optional(),
    dose: textSchema('用药浓度', 64, { min: 1, minMsg: '请填写用药浓度，如 1500 倍液' }),
    qty: decimalSchema('用药量 qty', { min: 0.001, max: 1_000_000 }),
    area_ids: z.array(areaIdSchema).max(100).default([]),
    batch_ids: z.array(batchIdSchema).max(500).default([]),
    remark: remarkSchema,
    /** The user has seen the harvests and deliveries the safety interval holds back (else such a save is refused). */
    confirm: z.boolean({ error: '确认影响 confirm 必须是 true 或 false' }).default(false),
  })
  .refine((b) => b.area_ids.length + b.batch_ids.length > 0, { path: ['batch_ids'], message: '请选择施药的区域或批次' });

export const protectionListFilterSchema = z.object({
  fid: fidSchema,
  ...dayRangeFilter,
  kind: protKindSchema.optional(),
  item_id: itemIdSchema.optional(),
  batch_id: batchIdSchema.optional(),
});
export const protectionListBodySchema = pagedBodyOf(protectionListFilterSchema);
export const exportProtectionListBodySchema = protectionListFilterSchema;
export const protectionSchema = z.object({
  prot_id: z.number(),
  date: z.string(),
  kind: z.enum(PROTECTION_KINDS),
  kind_label: z.string(),
  target: z.string(),
  ...itemRefView,
  reg_no: z.string(),
  active_ingredient: z.string(),
  dose: z.string(),
  qty: z.number(),
  unit: z.string(),
  lots: z.array(z.object({ ...lotRefView, qty: z.number() })),
  safe_days: z.number(),
  safe_from: z.string(),
  areas: z.array(z.object({ area_id: z.number(), name: z.string() })),
  batches: z.array(z.object({ batch_id: z.number(), batch_no: z.string() })),
  remark: z.string(),
  pic_ct: z.number(),
  ...operatorView,
});
export type ProtectionView = z.infer<typeof protectionSchema>;
/** What a protection would hold back before it is saved: harvests due and deliveries inside its safety interval. */
export const protectionImpactSchema = z.object({
  safe_from: z.string().nullable(),
  harvests: z.array(z.object({ batch_id: z.number(), batch_no: z.string(), pick_from: z.string() })),
  orders: z.array(z.object({ order_id: z.number(), order_no: z.string(), cust_name: z.string(), delivery_date: z.string() })),
  /** The sentence naming them (the refusal a save without `confirm` gets); null when nothing is held back. */
  message: z.string().nullable(),
});
export type ProtectionImpact = z.infer<typeof protectionImpactSchema>;
export const protectionRefBodySchema = z.object({ fid: fidSchema, prot_id: intSchema('植保记录编号 prot_id', { min: 1, max: 2_147_483_647 }) });

// ── 图片 ─────────────────────────────────────────────────────────────────────────────────────────────
export const PIC_MAX_BYTES = 10 * 1024 * 1024;
export const PIC_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const picKindSchema = z.enum(PIC_KINDS, { error: '图片类别 kind 只能是 plant 或 pest' });
/** The text fields of the multipart upload_plant_pic (the file part is `file`, checked by content). */
export const uploadPicFieldsSchema = z.object({
  fid: fidSchema,
  kind: picKindSchema,
  taken_on: daySchema('拍摄日期', 'taken_on'),
  batch_id: batchIdSchema.optional(),
  area_id: areaIdSchema.optional(),
  remark: remarkSchema,
});
export const picListBodySchema = listBodySchema({
  kind: picKindSchema,
  batch_id: batchIdSchema.optional(),
  area_id: areaIdSchema.optional(),
  ...dayRangeFilter,
});
export const picSchema = z.object({
  pic_id: z.number(),
  kind: z.enum(PIC_KINDS),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  taken_on: z.string(),
  ...optBatchView,
  ...optAreaView,
  event_id: z.number().nullable(),
  prot_id: z.number().nullable(),
  remark: z.string(),
  uploaded_by_name: z.string(),
  created_at: z.iso.datetime(),
});
export const picRefBodySchema = z.object({ fid: fidSchema, pic_id: intSchema('图片编号 pic_id', { min: 1, max: 2_147_483_647 }) });

// ── Calls ─────────────────────────────────────────────────────────────────────────────────────────
const protList = callsAs('植保', callAccess.perm('plant.list'));
const protEdit = callsAs('植保', callAccess.perm('plant.edit'));

export const getPlantProtection = protList.post('/api/get_plant_protection', { summary: '一条植保记录', body: protectionRefBodySchema, data: protectionSchema });
export const getPlantProtectionImpact = protEdit.post('/api/get_plant_protection_impact', { summary: '植保保存前预览：安全间隔期内到采收期的批次和要交货的订单（有则保存须带 confirm: true）', body: createProtectionBodySchema, data: protectionImpactSchema });
export const createPlantProtection = protEdit.post('/api/create_plant_protection', {
  summary:
    '记录植保：按先到期先出领用农药，所选批次及当天在所选区域的生产中批次记一次植保，安全间隔期内不能采收；会挡住到期采收或订单交货时须 confirm: true',
  body: createProtectionBodySchema,
  data: protectionSchema,
});

/** Pictures: the list also serves /batch_detail_pg, opened from the planting log with syslog.list (spec §2). */
export const getPlantPicList = callsAs('种植图片', callAccess.perm('plant.list', 'syslog.list')).post('/api/get_plant_pic_list', {
  summary: '作物照片 / 病虫害照片列表（按批次、区域、拍摄日期）',
  body: picListBodySchema,
  data: pagedSchema(picSchema),
});
export const uploadPlantPic = callsAs('种植图片', callAccess.perm('plant.edit')).upload('/api/upload_plant_pic', {
  summary: '上传种植图片（?fid=&kind=&taken_on=&batch_id=&area_id=&remark=；multipart 字段 file；JPEG/PNG/WebP 按内容识别，≤ 10 MiB；另存 320 px 缩略图）',
  fields: uploadPicFieldsSchema,
  file: { maxBytes: PIC_MAX_BYTES, what: '图片文件', tooBig: `图片不能超过 ${PIC_MAX_BYTES / 1024 / 1024} MB，请压缩后再上传` },
  data: picSchema,
  msg: '图片已上传',
});
export const deletePlantPic = callsAs('种植图片', callAccess.perm('plant.edit')).post('/api/delete_plant_pic', {
  summary: '删除种植图片（连同缩略图）',
  body: picRefBodySchema,
  data: null,
  msg: '图片已删除',
});
