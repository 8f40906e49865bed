import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PIC_MAX_BYTES, envelopeSchema, okSchema, pagedSchema, picListBodySchema, picRefBodySchema, picSchema, uploadPicFieldsSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import { badRequest } from '../../lib/app-error.js';
import type { PlantPicService } from './plant-pic.service.js';

const tags = ['种植图片'];
const tooBig = `图片不能超过 ${PIC_MAX_BYTES / 1024 / 1024} MB，请压缩后再上传`;

export const plantPicRoutes: FastifyPluginAsyncZod<{ pics: PlantPicService }> = async (app, { pics }) => {
  app.post('/api/get_plant_pic_list', {
    // Also for /batch_detail_pg, opened from the planting log with syslog.list (spec §2).
    config: { access: access.perm('plant.list', 'syslog.list') },
    schema: { tags, summary: '作物照片 / 病虫害照片列表（按批次、区域、拍摄日期）', body: picListBodySchema, response: { 200: envelopeSchema(pagedSchema(picSchema)) } },
    handler: async (req) => {
      const { fid, kind, batch_id, area_id, start_day, end_day, page, size } = req.body;
      return ok(await pics.list(fid, { kind, batchId: batch_id, areaId: area_id, startDay: start_day, endDay: end_day, page, size }));
    },
  });

  app.post('/api/upload_plant_pic', {
    config: { access: access.perm('plant.edit') },
    schema: {
      tags,
      summary: '上传种植图片（?fid=&kind=&taken_on=&batch_id=&area_id=&remark=；multipart 字段 file；JPEG/PNG/WebP 按内容识别，≤ 10 MiB；另存 320 px 缩略图）',
      consumes: ['multipart/form-data'],
      querystring: uploadPicFieldsSchema,
      response: { 200: envelopeSchema(picSchema) },
    },
    handler: async (req) => {
      if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传图片文件（字段 file）');
      const file = await req.file({ limits: { fileSize: PIC_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw badRequest('缺少图片文件（字段 file）');
      const bytes = await file.toBuffer().catch(() => {
        throw badRequest(tooBig);
      });
      if (file.file.truncated) throw badRequest(tooBig);
      const { fid, ...fields } = req.query;
      return ok(await pics.upload(fid, req.auth!.uid, fields, bytes), '图片已上传');
    },
  });

  app.post('/api/delete_plant_pic', {
    config: { access: access.perm('plant.edit') },
    schema: { tags, summary: '删除种植图片（连同缩略图）', body: picRefBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await pics.remove(req.body.fid, req.auth!.uid, req.body.pic_id);
      return ok(undefined, '图片已删除');
    },
  });
};
