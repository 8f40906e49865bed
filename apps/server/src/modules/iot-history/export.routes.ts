import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_CONTENT_TYPES, createIotExportBodySchema, envelopeSchema, exportFileParamsSchema, exportFileSchema, exportJobSchema, iotExportRefBodySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { notFound } from '../../lib/app-error.js';
import { ok } from '../../lib/reply.js';
import type { ExportService } from './export.service.js';
import type { ListExportService } from '../list-export/list-export.service.js';

const tags = ['物联网历史数据'];
const jobResponse = { 200: envelopeSchema(exportJobSchema) };

export const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportService; listExports: ListExportService }> = async (app, { exports, listExports }) => {
  app.post('/api/create_iot_export', {
    config: { access: access.perm('iot.data.export') },
    schema: {
      tags,
      summary: '创建导出任务（CSV 或 Excel），返回任务编号；完成后从 /api/pub/down_tmp/{file} 下载',
      body: createIotExportBodySchema,
      response: jobResponse,
    },
    handler: async (req) => ok(await exports.create(req.body.fid, req.body, req.auth!.uid), '导出任务已开始'),
  });

  app.post('/api/get_iot_export', {
    config: { access: access.perm('iot.data.export') },
    schema: { tags, summary: '导出任务进度：状态、百分比、已写行数、文件名', body: iotExportRefBodySchema, response: jobResponse },
    handler: async (req) => ok(exports.get(req.body.fid, req.body.job_id)),
  });

  // Public like every /api/pub/ call: the random 128-bit file name is the capability, and it expires.
  app.get('/api/pub/down_tmp/:file', {
    config: { access: access.public },
    schema: {
      tags,
      summary: '下载导出文件（仅限导出任务生成、未过期的文件）',
      params: exportFileParamsSchema,
      // The file itself, not the JSON envelope: the document lists both content types.
      produces: Object.values(EXPORT_CONTENT_TYPES),
      response: { 200: exportFileSchema },
    },
    handler: async (req, reply) => {
      // History exports, then every list's Excel export: both hand out random names of the same shape.
      const f = exports.download(req.params.file) ?? listExports.download(req.params.file);
      if (!f) throw notFound('文件不存在或已过期，请重新导出');
      // Streamed from disk: the schema describes the bytes for the document, which the reply's type cannot say of a stream.
      const body: unknown = fs.createReadStream(f.path);
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[f.format])
        .header('content-disposition', `attachment; filename="export.${f.format}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .header('cache-control', 'no-store')
        .send(body as string);
    },
  });
};
