import { deleteFacRole, getFacRoleList, getRoleTemplates, saveFacRole } from '@pfs/domain/member';
import { routesOf } from '../../lib/route.js';
import { actorOf } from './member.routes.js';
import type { RoleService } from './role.service.js';

export const roleRoutes = routesOf('角色', (calls, { roles }: { roles: RoleService }) => {
  calls.serve(getRoleTemplates, () => roles.templates());

  calls.serve(getFacRoleList, ({ fid }) => roles.list(fid));

  calls.serve(saveFacRole, (body, req) => roles.save(body.fid, body, actorOf(req)));

  calls.serve(deleteFacRole, ({ fid, role_id }, req) => roles.remove(fid, role_id, actorOf(req)));
});
