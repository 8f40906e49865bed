import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  addMemberBodySchema,
  createMemberBodySchema,
  memberListBodySchema,
  memberRefBodySchema,
  memberSchema,
  pagedSchema,
  setMemberPasswordBodySchema,
  updateMemberBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { callsOf, message, withMsg } from '../../lib/route.js';
import type { Actor, MemberService } from './member.service.js';

export const actorOf = (req: FastifyRequest): Actor => ({
  uid: req.auth!.uid,
  uniNo: req.auth!.uniNo,
  isSa: req.auth!.isSa,
  ip: req.ip,
});

export const memberRoutes: FastifyPluginAsyncZod<{ members: MemberService }> = async (app, { members }) => {
  const calls = callsOf(app, '成员');
  const edit = access.perm('auth.edit');

  calls.post(
    '/api/get_fac_member_list',
    { access: access.perm('auth.list'), summary: '工厂成员列表', body: memberListBodySchema, data: pagedSchema(memberSchema) },
    async ({ fid, page, size, kw, role_id, status }) => members.list(fid, { page, size, kw, roleId: role_id, status }),
  );

  calls.post('/api/add_fac_member', { access: edit, summary: '按账号添加已有用户为成员', body: addMemberBodySchema, data: memberSchema }, async (body, req) =>
    withMsg(await members.addExisting(body.fid, body.uni_no, body.role_id, actorOf(req)), '成员已添加'),
  );

  calls.post('/api/create_fac_member', { access: edit, summary: '新建用户并加入工厂', body: createMemberBodySchema, data: memberSchema }, async (body, req) =>
    withMsg(await members.createUser(body.fid, body, actorOf(req)), '用户已创建并加入工厂'),
  );

  calls.post(
    '/api/update_fac_member',
    { access: edit, summary: '修改成员角色或状态', body: updateMemberBodySchema, data: memberSchema },
    async ({ fid, uid, role_id, status }, req) => withMsg(await members.update(fid, uid, { role_id, status }, actorOf(req)), '成员已更新'),
  );

  calls.post('/api/remove_fac_member', { access: edit, summary: '将成员移出工厂', body: memberRefBodySchema, data: null }, async ({ fid, uid }, req) => {
    await members.remove(fid, uid, actorOf(req));
    return message('成员已移除');
  });

  calls.post(
    '/api/set_fac_member_password',
    { access: edit, summary: '设置成员密码（其登录全部失效）', body: setMemberPasswordBodySchema, data: null },
    async ({ fid, uid, password }, req) => {
      await members.setPassword(fid, uid, password, actorOf(req));
      return message('密码已设置，该成员需重新登录');
    },
  );
};
