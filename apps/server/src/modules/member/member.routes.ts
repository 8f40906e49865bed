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
import { routesOf } from '../../lib/route.js';
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

  edit.post('/api/add_fac_member', { summary: '按账号添加已有用户为成员', body: addMemberBodySchema, data: memberSchema, msg: '成员已添加' }, (body, req) =>
    members.addExisting(body.fid, body.uni_no, body.role_id, actorOf(req)),
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
