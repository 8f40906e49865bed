import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteRoleBodySchema, envelopeSchema, okSchema, roleListBodySchema, roleSchema, roleTemplateSchema, saveRoleBodySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import { actorOf } from './member.routes.js';
import type { RoleService } from './role.service.js';

const tags = ['角色'];

export const roleRoutes: FastifyPluginAsyncZod<{ roles: RoleService }> = async (app, { roles }) => {
  app.get('/api/get_role_templates', {
    config: { access: access.session },
    schema: { tags, summary: '角色模板', response: { 200: envelopeSchema(z.array(roleTemplateSchema)) } },
    handler: async () => ok(roles.templates()),
  });

  app.post('/api/get_fac_role_list', {
    config: { access: access.perm('auth.list') },
    schema: { tags, summary: '工厂角色列表', body: roleListBodySchema, response: { 200: envelopeSchema(z.array(roleSchema)) } },
    handler: async (req) => ok(await roles.list(req.body.fid)),
  });

  app.post('/api/save_fac_role', {
    config: { access: access.perm('auth.edit') },
    schema: { tags, summary: '新建或修改角色', body: saveRoleBodySchema, response: { 200: envelopeSchema(roleSchema) } },
    handler: async (req) => ok(await roles.save(req.body.fid, req.body, actorOf(req)), '角色已保存'),
  });

  app.post('/api/delete_fac_role', {
    config: { access: access.perm('auth.edit') },
    schema: { tags, summary: '删除角色（仍有成员时拒绝）', body: deleteRoleBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await roles.remove(req.body.fid, req.body.role_id, actorOf(req));
      return ok(undefined, '角色已删除');
    },
  });
};
