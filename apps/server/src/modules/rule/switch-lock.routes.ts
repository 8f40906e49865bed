import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, lockSwitchBodySchema, okSchema, ruleFacBodySchema, switchLockSchema, unlockSwitchBodySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { SwitchLockService } from './switch-lock.service.js';

const tags = ['控制策略'];

export const switchLockRoutes: FastifyPluginAsyncZod<{ locks: SwitchLockService }> = async (app, { locks }) => {
  app.post('/api/get_iot_switch_locks', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '仍在生效的开关锁定（谁锁定、到何时）', body: ruleFacBodySchema, response: { 200: envelopeSchema(z.array(switchLockSchema)) } },
    handler: async (req) => ok(await locks.list(req.body.fid)),
  });

  app.post('/api/lock_iot_switch', {
    config: { access: access.perm('iot.ctrl') },
    schema: {
      tags,
      summary: '锁定开关：在选定时间内策略不再控制它（手动控制不受影响）',
      body: lockSwitchBodySchema,
      response: { 200: envelopeSchema(switchLockSchema) },
    },
    handler: async (req) => ok(await locks.lock(req.body.fid, req.auth!.uid, req.body), '开关已锁定，期间策略不会控制它'),
  });

  app.post('/api/unlock_iot_switch', {
    config: { access: access.perm('iot.ctrl') },
    schema: { tags, summary: '解除开关锁定', body: unlockSwitchBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await locks.unlock(req.body.fid, req.auth!.uid, req.body.point_id);
      return ok(undefined, '已解除锁定，策略恢复控制');
    },
  });
};
