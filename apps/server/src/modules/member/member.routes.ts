import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  addMemberBodySchema,
  createMemberBodySchema,
  envelopeSchema,
  memberListBodySchema,
  memberRefBodySchema,
  memberSchema,
  okSchema,
  pagedSchema,
  setMemberPasswordBodySchema,
  updateMemberBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { Actor, MemberService } from './member.service.js';

const tags = ['成员'];
const memberResponse = { 200: envelopeSchema(memberSchema) };

export const actorOf = (req: FastifyRequest): Actor => ({
  uid: req.auth!.uid,
  uniNo: req.auth!.uniNo,
  isSa: req.auth!.isSa,
  ip: req.ip,
});

export const memberRoutes: FastifyPluginAsyncZod<{ members: MemberService }> = async (app, { members }) => {
  app.post('/api/get_fac_member_list', {
    config: { access: access.perm('auth.list') },
    schema: { tags, summary: '工厂成员列表', body: memberListBodySchema, response: { 200: envelopeSchema(pagedSchema(memberSchema)) } },
    handler: async (req) => {
      const { fid, page, size, kw, role_id, status } = req.body;
      return ok(await members.list(fid, { page, size, kw, roleId: role_id, status }));
    },
  });

  app.post('/api/add_fac_member', {
    config: { access: access.perm('auth.edit') },
    schema: { tags, summary: '按账号添加已有用户为成员', body: addMemberBodySchema, response: memberResponse },
    handler: async (req) => ok(await members.addExisting(req.body.fid, req.body.uni_no, req.body.role_id, actorOf(req)), '成员已添加'),
  });

  app.post('/api/create_fac_member', {
    config: { access: access.perm('auth.edit') },
    schema: { tags, summary: '新建用户并加入工厂', body: createMemberBodySchema, response: memberResponse },
    handler: async (req) => ok(await members.createUser(req.body.fid, req.body, actorOf(req)), '用户已创建并加入工厂'),
  });

  app.post('/api/update_fac_member', {
    config: { access: access.perm('auth.edit') },
    schema: { tags, summary: '修改成员角色或状态', body: updateMemberBodySchema, response: memberResponse },
    handler: async (req) => {
      const { fid, uid, role_id, status } = req.body;
      return ok(await members.update(fid, uid, { role_id, status }, actorOf(req)), '成员已更新');
    },
  });

  app.post('/api/remove_fac_member', {
    config: { access: access.perm('auth.edit') },
    schema: { tags, summary: '将成员移出工厂', body: memberRefBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await members.remove(req.body.fid, req.body.uid, actorOf(req));
      return ok(undefined, '成员已移除');
    },
  });

  app.post('/api/set_fac_member_password', {
    config: { access: access.perm('auth.edit') },
    schema: { tags, summary: '设置成员密码（其登录全部失效）', body: setMemberPasswordBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await members.setPassword(req.body.fid, req.body.uid, req.body.password, actorOf(req));
      return ok(undefined, '密码已设置，该成员需重新登录');
    },
  });
};
