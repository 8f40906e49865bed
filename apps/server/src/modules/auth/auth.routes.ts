import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PERMISSION_GROUPS,
  changePasswordBodySchema,
  checkResetTokenBodySchema,
  envelopeSchema,
  loginBodySchema,
  loginResponseSchema,
  okSchema,
  permDefsResponseSchema,
  resetPasswordBodySchema,
  resetTokenInfoSchema,
  sendResetPasswordBodySchema,
  userInfoResponseSchema,
} from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import type { AuthService } from './auth.service.js';
import { RESET_SENT_MSG, type PasswordResetService } from './password-reset.service.js';

const tags = ['会话'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; resets: PasswordResetService }> = async (app, { auth, resets }) => {
  app.post('/api/login', {
    config: { access: access.public },
    schema: { tags, summary: '登录', body: loginBodySchema, response: { 200: loginResponseSchema } },
    handler: async (req) => {
      const token = await auth.login(req.body.uni_no, req.body.password, req.ip, req.headers['user-agent'] ?? '');
      // The spec's client reads the token beside code and msg, so this reply is not ok()'s { data } envelope.
      return { ...ok(undefined, '登录成功'), token };
    },
  });

  app.get('/api/get_user_info', {
    config: { access: access.session },
    schema: { tags, summary: '当前用户、所属工厂与角色权限', response: { 200: userInfoResponseSchema } },
    handler: (req) => auth.userInfo(req.auth!),
  });

  app.post('/api/logout', {
    config: { access: access.session },
    schema: { tags, summary: '退出登录（吊销当前令牌）', response: { 200: okSchema } },
    handler: async (req) => {
      await auth.logout(req.auth!, req.ip);
      return ok(undefined, '已退出登录');
    },
  });

  app.get('/api/get_perm_defs', {
    config: { access: access.session },
    schema: { tags, summary: '全部权限代码（分组，中文名称）', response: { 200: permDefsResponseSchema } },
    handler: async () => ok(PERMISSION_GROUPS.map((g) => ({ key: g.key, label: g.label, codes: g.codes.map((c) => ({ ...c })) }))),
  });

  app.post('/api/change_password', {
    config: { access: access.session },
    schema: { tags, summary: '修改自己的密码（其他会话失效）', body: changePasswordBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await auth.changePassword(req.auth!, req.body.old_password, req.body.new_password, req.ip);
      return ok(undefined, '密码已修改，其他设备上的登录已失效');
    },
  });

  app.post('/api/send_reset_password', {
    config: { access: access.public },
    schema: { tags, summary: '发送重置密码链接', body: sendResetPasswordBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await resets.send(req.body.uni_no, req.ip);
      return ok(undefined, RESET_SENT_MSG);
    },
  });

  app.post('/api/check_reset_token', {
    config: { access: access.public },
    schema: { tags, summary: '校验重置链接', body: checkResetTokenBodySchema, response: { 200: envelopeSchema(resetTokenInfoSchema) } },
    handler: async (req) => ok(await resets.check(req.body.reset_token)),
  });

  app.post('/api/reset_password', {
    config: { access: access.public },
    schema: { tags, summary: '通过重置链接设置新密码', body: resetPasswordBodySchema, response: { 200: okSchema } },
    handler: async (req) => {
      await resets.reset(req.body.reset_token, req.body.password, req.ip);
      return ok(undefined, '密码已重置，请使用新密码登录');
    },
  });
};
