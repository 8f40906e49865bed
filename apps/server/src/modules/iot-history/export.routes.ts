import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_FORMATS, HISTORY_GRAINS, fidSchema, historyEndSchema, historyPointIdsSchema, historyStartSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { notFound } from '../../lib/app-error.js';
import type { ExportService } from './export.service.js';
import type { ListExportService } from '../list-export/list-export.service.js';

const tags = ['物联网历史数据'];
const CONTENT_TYPE = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export const exportRoutes: FastifyPluginAsyncZod<{ exports: ExportService; listExports: ListExportService }> = async (app, { exports, listExports }) => {
  app.post('/api/create_iot_export', {
    config: { access: access.perm('iot.data.export') },
    schema: {
      tags,
      summary: '创建导出任务（CSV 或 Excel），返回任务编号；完成后从 /api/pub/down_tmp/{file} 下载',
      body: z.object({
        fid: fidSchema,
        point_ids: historyPointIdsSchema,
        start: historyStartSchema,
        end: historyEndSchema,
        grain: z.enum(HISTORY_GRAINS, { error: '数据粒度 grain 只能是 raw、hourly 或 daily' }),
        format: z.enum(EXPORT_FORMATS, { error: '文件格式 format 只能是 csv 或 xlsx' }),
      }),
    },
    handler: async (req) => ({ code: 200, msg: '导出任务已开始', data: await exports.create(req.body.fid, req.body, req.auth!.uid) }),
  });

  app.post('/api/get_iot_export', {
    config: { access: access.perm('iot.data.export') },
    schema: { tags, summary: '导出任务进度：状态、百分比、已写行数、文件名', body: z.object({ fid: fidSchema, job_id: z.string().uuid('导出任务编号 job_id 无效') }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: exports.get(req.body.fid, req.body.job_id) }),
  });

  // Public like every /api/pub/ call: the random 128-bit file name is the capability, and it expires.
  app.get('/api/pub/down_tmp/:file', {
    config: { access: access.public },
    schema: { tags, summary: '下载导出文件（仅限导出任务生成、未过期的文件）', params: z.object({ file: z.string().max(64, '文件名无效') }) },
    handler: async (req, reply) => {
      // History exports, then every list's Excel export: both hand out random names of the same shape.
      const f = exports.download(req.params.file) ?? listExports.download(req.params.file);
      if (!f) throw notFound('文件不存在或已过期，请重新导出');
      return reply
        .header('content-type', CONTENT_TYPE[f.format])
        .header('content-disposition', `attachment; filename="export.${f.format}"; filename*=UTF-8''${encodeURIComponent(f.name)}`)
        .header('cache-control', 'no-store')
        .send(fs.createReadStream(f.path));
    },
  });
};
