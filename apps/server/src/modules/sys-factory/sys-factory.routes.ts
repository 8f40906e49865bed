import { getSysFactoryList, saveSysFactory } from '@pfs/domain/sys-factory';
import { routesOf, withMsg } from '../../lib/route.js';
import type { SysFactoryService } from './sys-factory.service.js';

/** 管理后台 (/admin/): super admins only, whatever factory they are in. */
export const sysFactoryRoutes = routesOf('管理后台', (calls, { sysFactories }: { sysFactories: SysFactoryService }) => {
  calls.serve(getSysFactoryList, () => sysFactories.list());
  calls.serve(saveSysFactory, async (body, req) =>
    withMsg(await sysFactories.create(body, { uid: req.auth!.uid, uniNo: req.auth!.uniNo }), `工厂「${body.name}」已创建`),
  );
});
