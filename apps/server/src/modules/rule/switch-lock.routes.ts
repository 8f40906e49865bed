import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fidSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { SwitchLockService } from './switch-lock.service.js';

const tags = ['控制策略'];
const pointId = z.coerce.number({ error: '点位编号 point_id 必须是数字' }).int().positive('点位编号 point_id 无效');

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
        minutes: z.coerce.number({ error: '锁定时长 minutes 必须是数字' }).int('锁定时长须为整数分钟').min(1, '锁定时长至少 1 分钟').max(10_080, '锁定时长不能超过 7 天'),
        reason: z.string().trim().max(200, '锁定原因不能超过 200 个字').default(''),
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
