import { z } from 'zod';
import {
  PERMISSION_GROUPS,
  changePasswordBodySchema,
  checkResetTokenBodySchema,
  emptyBodySchema,
  loginBodySchema,
  loginResponseSchema,
  permGroupSchema,
  resetPasswordBodySchema,
  resetTokenInfoSchema,
  sendResetPasswordBodySchema,
  userInfoResponseSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/route.js';
import type { AuthService } from './auth.service.js';
import { RESET_SENT_MSG, type PasswordResetService } from './password-reset.service.js';

export const authRoutes = routesOf('会话', (calls, { auth, resets }: { auth: AuthService; resets: PasswordResetService }, app) => {
  // Login and user info answer with fields beside code and msg, as the spec's client reads them: not the { data } envelope.
  app.post('/api/login', {
    config: { access: access.public },
    schema: { tags: calls.tags, summary: '登录', body: loginBodySchema, response: { 200: loginResponseSchema } },
    handler: async (req) => {
      const token = await auth.login(req.body.uni_no, req.body.password, req.ip, req.headers['user-agent'] ?? '');
      return { ...ok(undefined, '登录成功'), token };
    },
  });

  app.get('/api/get_user_info', {
    config: { access: access.sessionRead },
    schema: { tags: calls.tags, summary: '当前用户、所属工厂与角色权限', response: { 200: userInfoResponseSchema } },
    handler: (req) => auth.userInfo(req.sessionToken!),
  });

  calls.post(
    '/api/logout',
    { access: access.session, summary: '退出登录（吊销当前令牌）', body: emptyBodySchema, data: null, msg: '已退出登录' },
    (_body, req) => auth.logout(req.auth!, req.ip),
  );

  calls.get('/api/get_perm_defs', { access: access.session, summary: '全部权限代码（分组，中文名称）', data: z.array(permGroupSchema) }, () =>
    PERMISSION_GROUPS.map((g) => ({ key: g.key, label: g.label, codes: g.codes.map((c) => ({ ...c })) })),
  );

  calls.post(
    '/api/change_password',
    {
      access: access.session,
      summary: '修改自己的密码（其他会话失效）',
      body: changePasswordBodySchema,
      data: null,
      msg: '密码已修改，其他设备上的登录已失效',
    },
    ({ old_password, new_password }, req) => auth.changePassword(req.auth!, old_password, new_password, req.ip),
  );

  calls.post(
    '/api/send_reset_password',
    { access: access.public, summary: '发送重置密码链接', body: sendResetPasswordBodySchema, data: null, msg: RESET_SENT_MSG },
    ({ uni_no }, req) => resets.send(uni_no, req.ip),
  );

  calls.post(
    '/api/check_reset_token',
    { access: access.public, summary: '校验重置链接', body: checkResetTokenBodySchema, data: resetTokenInfoSchema },
    ({ reset_token }) => resets.check(reset_token),
  );

  calls.post(
    '/api/reset_password',
    { access: access.public, summary: '通过重置链接设置新密码', body: resetPasswordBodySchema, data: null, msg: '密码已重置，请使用新密码登录' },
    ({ reset_token, password }, req) => resets.reset(reset_token, password, req.ip),
  );
});
