import { z } from 'zod';
import { deleteRoleBodySchema, roleSchema, roleTemplateSchema, saveRoleBodySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import { actorOf } from './member.routes.js';
import type { RoleService } from './role.service.js';

export const roleRoutes = routesOf('角色', (calls, { roles }: { roles: RoleService }) => {
  const edit = calls.as(access.perm('auth.edit'));

  calls.get('/api/get_role_templates', { access: access.session, summary: '角色模板', data: z.array(roleTemplateSchema) }, () => roles.templates());

  calls.factory('/api/get_fac_role_list', { access: access.perm('auth.list'), summary: '工厂角色列表', data: z.array(roleSchema) }, (fid) => roles.list(fid));

  edit.post('/api/save_fac_role', { summary: '新建或修改角色', body: saveRoleBodySchema, data: roleSchema, msg: '角色已保存' }, (body, req) =>
    roles.save(body.fid, body, actorOf(req)),
  );

  edit.post(
    '/api/delete_fac_role',
    { summary: '删除角色（仍有成员时拒绝）', body: deleteRoleBodySchema, data: null, msg: '角色已删除' },
    ({ fid, role_id }, req) => roles.remove(fid, role_id, actorOf(req)),
  );
});
