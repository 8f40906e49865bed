import { emptyBodySchema, saveSysFactoryBodySchema, savedSysFactorySchema, sysFactoryListSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf, withMsg } from '../../lib/route.js';
import type { SysFactoryService } from './sys-factory.service.js';

/** 管理后台 (/admin/): super admins only, whatever factory they are in. */
export const sysFactoryRoutes = routesOf('管理后台', (calls, { sysFactories }: { sysFactories: SysFactoryService }) => {
  calls.post(
    '/api/get_sys_factory_list',
    { access: access.superAdmin, summary: '全部工厂（名称、模块、成员数、创建时间）', body: emptyBodySchema, data: sysFactoryListSchema },
    () => sysFactories.list(),
  );
  calls.post(
    '/api/save_sys_factory',
    {
      access: access.superAdmin,
      summary: '新建工厂：带角色模板（厂长、种植员……），创建者以厂长加入，无需重启即可切换进入',
      body: saveSysFactoryBodySchema,
      data: savedSysFactorySchema,
    },
    async (body, req) => withMsg(await sysFactories.create(body, { uid: req.auth!.uid, uniNo: req.auth!.uniNo }), `工厂「${body.name}」已创建`),
  );
});
