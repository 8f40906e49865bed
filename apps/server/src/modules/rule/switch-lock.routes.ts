import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fidSchema, idSchema, intSchema, textSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { SwitchLockService } from './switch-lock.service.js';

const tags = ['控制策略'];
const pointId = idSchema('点位编号', 'point_id');

export const switchLockRoutes: FastifyPluginAsyncZod<{ locks: SwitchLockService }> = async (app, { locks }) => {
  app.post('/api/get_iot_switch_locks', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '仍在生效的开关锁定（谁锁定、到何时）', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await locks.list(req.body.fid) }),
  });

  app.post('/api/lock_iot_switch', {
    config: { access: access.perm('iot.ctrl') },
    schema: {
      tags,
      summary: '锁定开关：在选定时间内策略不再控制它（手动控制不受影响）',
      body: z.object({
        fid: fidSchema,
        point_id: pointId,
        minutes: intSchema('锁定时长 minutes', { min: 1, max: 10_080 }),
        reason: textSchema('锁定原因', 200, { multiline: true, maxMsg: '锁定原因不能超过 200 个字' }).default(''),
      }),
    },
    handler: async (req) => ({ code: 200, msg: '开关已锁定，期间策略不会控制它', data: await locks.lock(req.body.fid, req.auth!.uid, req.body) }),
  });

  app.post('/api/unlock_iot_switch', {
    config: { access: access.perm('iot.ctrl') },
    schema: { tags, summary: '解除开关锁定', body: z.object({ fid: fidSchema, point_id: pointId }) },
    handler: async (req) => {
      await locks.unlock(req.body.fid, req.auth!.uid, req.body.point_id);
      return { code: 200, msg: '已解除锁定，策略恢复控制' };
    },
  });
};
