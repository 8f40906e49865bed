import { getIotSwitchLocks, lockIotSwitch, unlockIotSwitch } from '@pfs/domain/rule';
import { routesOf } from '../../lib/route.js';
import type { SwitchLockService } from './switch-lock.service.js';

export const switchLockRoutes = routesOf('控制策略', (calls, { locks }: { locks: SwitchLockService }) => {
  calls.serve(getIotSwitchLocks, ({ fid }) => locks.list(fid));
  calls.serve(lockIotSwitch, (body, req) => locks.lock(body.fid, req.auth!.uid, body));
  calls.serve(unlockIotSwitch, ({ fid, point_id }, req) => locks.unlock(fid, req.auth!.uid, point_id));
});
