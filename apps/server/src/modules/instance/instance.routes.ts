import { getSysInstanceList } from '@pfs/domain/instance';
import { routesOf } from '../../lib/route.js';
import type { InstanceService } from './instance.service.js';

/** 管理后台 → 服务器实例: super admins only (host names, ports and process ids are the installation's inside). */
export const instanceRoutes = routesOf('管理后台', (calls, { instances }: { instances: InstanceService }) => {
  calls.serve(getSysInstanceList, () => instances.list());
});
