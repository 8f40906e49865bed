import fs from 'node:fs';
import { EXPORT_CONTENT_TYPES, createIotExport, downloadExportFile, getIotExport } from '@pfs/domain/iot-history';
import { notFound } from '../../lib/app-error.js';
import { rawRouteOf, routesOf } from '../../lib/route.js';
import type { ExportService } from './export.service.js';
import type { ListExportService } from '../list-export/index.js';

export const exportRoutes = routesOf('物联网历史数据', (calls, { exports, listExports }: { exports: ExportService; listExports: ListExportService }, app) => {
  calls.serve(createIotExport, (body, req) => exports.create(body.fid, body, req.auth!.uid));
  calls.serve(getIotExport, ({ fid, job_id }) => exports.get(fid, job_id));

  // Public like every /api/pub/ call: the random 128-bit file name is the capability, and it expires.
  app.route({
    ...rawRouteOf(downloadExportFile),
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
});
