import {
  createProtectionBodySchema,
  exportProtectionListBodySchema,
  pagedSchema,
  protectionImpactSchema,
  protectionListBodySchema,
  protectionRefBodySchema,
  protectionSchema,
  type ProtectionKind,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf, withMsg } from '../../lib/route.js';
import type { PlantProtectionService } from './plant-protection.service.js';

const filter = (b: { start_day?: string; end_day?: string; kind?: ProtectionKind; item_id?: number; batch_id?: number }) => ({
  startDay: b.start_day,
  endDay: b.end_day,
  kind: b.kind,
  itemId: b.item_id,
  batchId: b.batch_id,
});

export const plantProtectionRoutes = routesOf('植保', (calls, { protections }: { protections: PlantProtectionService }) => {
  const list = calls.as(access.perm('plant.list'));
  list.post(
    '/api/get_plant_protection_list',
    { summary: '植保记录（日期、类型、农药、批次）', body: protectionListBodySchema, data: pagedSchema(protectionSchema) },
    (body) => protections.list(body.fid, { ...filter(body), page: body.page, size: body.size }),
  );

  list.export('/api/export_plant_protection_list', { summary: '导出植保记录（Excel）', body: exportProtectionListBodySchema }, (body, uid) =>
    protections.exportList(body.fid, uid, filter(body)),
  );

  list.post('/api/get_plant_protection', { summary: '一条植保记录', body: protectionRefBodySchema, data: protectionSchema }, (body) =>
    protections.get(body.fid, body.prot_id),
  );

  calls.post(
    '/api/get_plant_protection_impact',
    {
      access: access.perm('plant.edit'),
      summary: '植保保存前预览：安全间隔期内到采收期的批次和要交货的订单（有则保存须带 confirm: true）',
      body: createProtectionBodySchema,
      data: protectionImpactSchema,
    },
    (body) => protections.consequences(body.fid, body),
  );

  calls.post(
    '/api/create_plant_protection',
    {
      access: access.perm('plant.edit'),
      summary: '记录植保：按先到期先出领用农药，所选批次及当天在所选区域的生产中批次记一次植保，安全间隔期内不能采收；会挡住到期采收或订单交货时须 confirm: true',
      body: createProtectionBodySchema,
      data: protectionSchema,
    },
    async (body, req) => {
      const p = await protections.create(body.fid, req.auth!.uid, body);
      return withMsg(p, `植保已记录，${p.safe_from} 起可采收`);
    },
  );
});
