import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createProtectionBodySchema,
  envelopeSchema,
  exportProtectionListBodySchema,
  listExportFileSchema,
  pagedSchema,
  protectionListBodySchema,
  protectionRefBodySchema,
  protectionSchema,
  type ProtectionKind,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { PlantProtectionService } from './plant-protection.service.js';

const tags = ['植保'];
const list = access.perm('plant.list');
const filter = (b: { start_day?: string; end_day?: string; kind?: ProtectionKind; item_id?: number; batch_id?: number }) => ({
  startDay: b.start_day,
  endDay: b.end_day,
  kind: b.kind,
  itemId: b.item_id,
  batchId: b.batch_id,
});

export const plantProtectionRoutes: FastifyPluginAsyncZod<{ protections: PlantProtectionService }> = async (app, { protections }) => {
  app.post('/api/get_plant_protection_list', {
    config: { access: list },
    schema: { tags, summary: '植保记录（日期、类型、农药、批次）', body: protectionListBodySchema, response: { 200: envelopeSchema(pagedSchema(protectionSchema)) } },
    handler: async (req) => ok(await protections.list(req.body.fid, { ...filter(req.body), page: req.body.page, size: req.body.size })),
  });

  app.post('/api/export_plant_protection_list', {
    config: { access: list },
    schema: { tags, summary: '导出植保记录（Excel）', body: exportProtectionListBodySchema, response: { 200: envelopeSchema(listExportFileSchema) } },
    handler: async (req) => ok(await protections.exportList(req.body.fid, req.auth!.uid, filter(req.body))),
  });

  app.post('/api/get_plant_protection', {
    config: { access: list },
    schema: { tags, summary: '一条植保记录', body: protectionRefBodySchema, response: { 200: envelopeSchema(protectionSchema) } },
    handler: async (req) => ok(await protections.get(req.body.fid, req.body.prot_id)),
  });

  app.post('/api/create_plant_protection', {
    config: { access: access.perm('plant.edit') },
    schema: {
      tags,
      summary: '记录植保：按先到期先出领用农药，所选批次及当天在所选区域的生产中批次记一次植保，安全间隔期内不能采收',
      body: createProtectionBodySchema,
      response: { 200: envelopeSchema(protectionSchema) },
    },
    handler: async (req) => {
      const p = await protections.create(req.body.fid, req.auth!.uid, req.body);
      return ok(p, `植保已记录，${p.safe_from} 起可采收`);
    },
  });
};
