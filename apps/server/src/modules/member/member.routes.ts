import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addMemberBodySchema,
  emptyBodySchema,
  facBodySchema,
  memberInviteRefBodySchema,
  memberInviteSchema,
  memberInvitedMsg,
  myInviteRefBodySchema,
  myInviteSchema,
  createMemberBodySchema,
  memberListBodySchema,
  memberRefBodySchema,
  memberSchema,
  pagedSchema,
  setMemberPasswordBodySchema,
  updateMemberBodySchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { message, routesOf, withMsg } from '../../lib/route.js';
import type { Actor, MemberService } from './member.service.js';

export const actorOf = (req: FastifyRequest): Actor => ({
  uid: req.auth!.uid,
  uniNo: req.auth!.uniNo,
  isSa: req.auth!.isSa,
  ip: req.ip,
});

export const memberRoutes = routesOf('成员', (calls, { members }: { members: MemberService }) => {
  const edit = calls.as(access.perm('auth.edit'));

  calls.post(
    '/api/get_fac_member_list',
    { access: access.perm('auth.list'), summary: '工厂成员列表', body: memberListBodySchema, data: pagedSchema(memberSchema) },
    ({ fid, page, size, kw, role_id, status }) => members.list(fid, { page, size, kw, roleId: role_id, status }),
  );

  // Nothing of the account is told before its owner accepts: one answer whether or not the name exists.
  edit.post('/api/add_fac_member', { summary: '邀请已有账号加入（对方接受后成为成员；每位管理员限频）', body: addMemberBodySchema, data: memberInviteSchema }, async (body, req) =>
    withMsg(await members.invites.invite(body.fid, body.uni_no, body.role_id, actorOf(req)), memberInvitedMsg(body.uni_no)),
  );

  calls.post(
    '/api/get_fac_member_invites',
    { access: access.perm('auth.list'), summary: '待对方接受的成员邀请', body: facBodySchema, data: z.array(memberInviteSchema) },
    ({ fid }) => members.invites.pending(fid),
  );

  edit.post('/api/cancel_fac_member_invite', { summary: '撤回成员邀请', body: memberInviteRefBodySchema, data: null, msg: '邀请已撤回' }, ({ fid, invite_id }, req) =>
    members.invites.cancel(fid, invite_id, actorOf(req)),
  );

  calls.post('/api/get_my_fac_invites', { access: access.session, summary: '我收到的工厂邀请', body: emptyBodySchema, data: z.array(myInviteSchema) }, (_b, req) =>
    members.invites.mine(req.auth!.uid),
  );

  calls.post('/api/accept_fac_invite', { access: access.session, summary: '接受工厂邀请（以邀请的角色加入）', body: myInviteRefBodySchema, data: null }, async ({ invite_id }, req) =>
    message(`已加入 ${await members.invites.accept(invite_id, actorOf(req))}`),
  );

  calls.post('/api/decline_fac_invite', { access: access.session, summary: '谢绝工厂邀请', body: myInviteRefBodySchema, data: null, msg: '已谢绝邀请' }, ({ invite_id }, req) =>
    members.invites.decline(invite_id, actorOf(req)),
  );

  edit.post(
    '/api/create_fac_member',
    { summary: '新建用户并加入工厂', body: createMemberBodySchema, data: memberSchema, msg: '用户已创建并加入工厂' },
    (body, req) => members.createUser(body.fid, body, actorOf(req)),
  );

  edit.post(
    '/api/update_fac_member',
    { summary: '修改成员角色或状态', body: updateMemberBodySchema, data: memberSchema, msg: '成员已更新' },
    ({ fid, uid, role_id, status }, req) => members.update(fid, uid, { role_id, status }, actorOf(req)),
  );

  edit.post('/api/remove_fac_member', { summary: '将成员移出工厂', body: memberRefBodySchema, data: null, msg: '成员已移除' }, ({ fid, uid }, req) =>
    members.remove(fid, uid, actorOf(req)),
  );

  edit.post(
    '/api/set_fac_member_password',
    { summary: '设置成员密码（其登录全部失效）', body: setMemberPasswordBodySchema, data: null, msg: '密码已设置，该成员需重新登录' },
    ({ fid, uid, password, old_password }, req) => members.setPassword(fid, uid, password, actorOf(req), old_password),
  );
});
