import { z } from 'zod';
import {
  pagedSchema,
  saveTrialBodySchema,
  trialBatchOptionSchema,
  trialBatchOptionsBodySchema,
  trialDetailSchema,
  trialListBodySchema,
  trialRefBodySchema,
  trialSchema,
} from '@pfs/domain';
import { pageRoutesOf, message, withMsg } from '../../lib/route.js';
import type { LabsService } from './labs.service.js';

/** /plant/labs: trials comparing batches grown with different recipes. */
export const labsRoutes = pageRoutesOf('实验', 'labs', ({ list, edit }, { labs }: { labs: LabsService }) => {
  list.post(
    '/api/get_lab_list',
    { summary: '实验列表（按作物、状态、关键字筛选）', body: trialListBodySchema, data: pagedSchema(trialSchema) },
    ({ fid, ...f }) => labs.list(fid, f),
  );

  list.post(
    '/api/get_lab',
    { summary: '实验详情：各批次并列的配方、各阶段天数、单盘与每平方米产量、损耗和环境', body: trialRefBodySchema, data: trialDetailSchema },
    ({ fid, trial_id }) => labs.detail(fid, trial_id),
  );

  edit.post(
    '/api/get_lab_batch_options',
    { summary: '可选入实验的本工厂批次（最新 50 个）', body: trialBatchOptionsBodySchema, data: z.array(trialBatchOptionSchema) },
    ({ fid, kw }) => labs.batchOptions(fid, kw),
  );

  edit.post('/api/save_lab', { summary: '新建或修改实验', body: saveTrialBodySchema, data: trialSchema }, async (body, req) => {
    const { trial, msg } = await labs.save(body, req.auth!.uid);
    return withMsg(trial, msg);
  });

  edit.post('/api/delete_lab', { summary: '删除实验（批次本身不受影响）', body: trialRefBodySchema, data: null }, async ({ fid, trial_id }, req) =>
    message(await labs.remove(fid, trial_id, req.auth!.uid)),
  );
});
