import { z } from 'zod';
import { lockSwitchBodySchema, switchLockSchema, unlockSwitchBodySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import type { SwitchLockService } from './switch-lock.service.js';

export const switchLockRoutes = routesOf('控制策略', (calls, { locks }: { locks: SwitchLockService }) => {
  const ctrl = calls.as(access.perm('iot.ctrl'));

  calls.factory(
    '/api/get_iot_switch_locks',
    { access: access.perm('iot.list'), summary: '仍在生效的开关锁定（谁锁定、到何时）', data: z.array(switchLockSchema) },
    (fid) => locks.list(fid),
  );

  ctrl.post(
    '/api/lock_iot_switch',
    {
      summary: '锁定开关：在选定时间内策略不再控制它（手动控制不受影响）',
      body: lockSwitchBodySchema,
      data: switchLockSchema,
      msg: '开关已锁定，期间策略不会控制它',
    },
    (body, req) => locks.lock(body.fid, req.auth!.uid, body),
  );

  ctrl.post(
    '/api/unlock_iot_switch',
    { summary: '解除开关锁定', body: unlockSwitchBodySchema, data: null, msg: '已解除锁定，策略恢复控制' },
    ({ fid, point_id }, req) => locks.unlock(fid, req.auth!.uid, point_id),
  );
});
