import { z } from 'zod';
import {
  exportSpecListBodySchema,
  pagedSchema,
  saveSpecBodySchema,
  setSpecStatusBodySchema,
  specDetailSchema,
  specListBodySchema,
  specOptionSchema,
  specRefBodySchema,
  specSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pageRoutesOf, withMsg } from '../../lib/route.js';
import type { PlantSpecService } from './plant-spec.service.js';

/** /cfg/factory/spec: crop specs with their versions, and the spec picker of the sowing form. */
export const plantSpecRoutes = pageRoutesOf('品种规格', 'cfg.plant', ({ list, edit, ...calls }, { specs }: { specs: PlantSpecService }) => {
  list.post(
    '/api/get_plant_spec_list',
    { summary: '品种规格列表（当前版本、批次数）', body: specListBodySchema, data: pagedSchema(specSchema) },
    ({ fid, ...f }) => specs.list(fid, f),
  );

  list.export('/api/export_plant_spec_list', { summary: '导出品种规格列表（Excel，当前版本）', body: exportSpecListBodySchema }, ({ fid, ...f }, uid) =>
    specs.exportList(fid, uid, f),
  );

  list.post(
    '/api/get_plant_spec',
    { summary: '品种规格详情（当前版本或 ver 指定的版本；各版本及其批次数）', body: specRefBodySchema, data: specDetailSchema },
    ({ fid, spec_id, ver }) => specs.get(fid, spec_id, ver),
  );

  edit.post(
    '/api/save_plant_spec',
    {
      summary: '新建或修改品种规格（阶段、密度、用种、产量、等级有变化时保存为新版本，已有批次保留原版本）',
      body: saveSpecBodySchema,
      data: specDetailSchema,
    },
    async (body, req) => {
      const { spec, msg } = await specs.save(body, req.auth!.uid);
      return withMsg(spec, msg);
    },
  );

  edit.post(
    '/api/set_plant_spec_status',
    { summary: '启用或停用品种规格（停用后不能再播种）', body: setSpecStatusBodySchema, data: specSchema },
    async ({ fid, spec_id, status }, req) =>
      withMsg(await specs.setStatus(fid, spec_id, status, req.auth!.uid), status === 'enabled' ? '品种规格已启用' : '品种规格已停用'),
  );

  calls.factory(
    '/api/get_plant_spec_options',
    { access: access.perm('plant.list'), summary: '播种表单的品种规格选项（启用的，当前版本）', data: z.array(specOptionSchema) },
    (fid) => specs.options(fid),
  );
});
