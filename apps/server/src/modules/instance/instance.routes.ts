import { emptyBodySchema, sysInstanceListSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import type { InstanceService } from './instance.service.js';

/** 管理后台 → 服务器实例: super admins only (host names, ports and process ids are the installation's inside). */
export const instanceRoutes = routesOf('管理后台', (calls, { instances }: { instances: InstanceService }) => {
  calls.post(
    '/api/get_sys_instance_list',
    {
      access: access.superAdmin,
      summary: '服务器实例：各实例在线或离线及起始时间、定时任务由哪个实例执行；离线实例的那份遥测在 MQTT 代理中等待',
      body: emptyBodySchema,
      data: sysInstanceListSchema,
    },
    () => instances.list(),
  );
});
