import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, avatarSchema, envelopeSchema, setUserStatusBodySchema, updateProfileBodySchema, userSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import { callsOf, withMsg } from '../../lib/route.js';
import { badRequest } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/syslog.service.js';
import type { AvatarStore } from './avatar-store.js';
import { toPublicUser, type UserService } from './user.service.js';

const tag = '个人中心';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService; avatars: AvatarStore; syslog: SyslogService }> = async (
  app,
  { users, avatars, syslog },
) => {
  callsOf(app, tag).post(
    '/api/update_profile',
    { access: access.session, summary: '修改个人资料', body: updateProfileBodySchema, data: userSchema },
    async (body, req) => {
      const u = await users.updateProfile(req.auth!.uid, body);
      await syslog.userLog({ uid: u.uid, uniNo: u.uniNo, type: 'profile_update', ip: req.ip });
      return withMsg(toPublicUser(u), '资料已保存');
    },
  );

  app.post('/api/upload_avatar', {
    config: { access: access.session },
    schema: {
      tags: [tag],
      summary: '上传头像（multipart 字段 file；png/jpeg/webp/gif，≤ 2 MiB；存为 256×256 以内的 WebP，旧头像删除）',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(avatarSchema) },
    },
    handler: async (req) => {
      if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传头像文件（字段 file）');
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw badRequest('缺少头像文件（字段 file）');
      const bytes = await file.toBuffer().catch(() => {
        throw badRequest(`头像文件不能超过 ${AVATAR_MAX_BYTES / 1024 / 1024} MB`);
      });
      if (file.file.truncated) throw badRequest(`头像文件不能超过 ${AVATAR_MAX_BYTES / 1024 / 1024} MB`);
      const pic = await users.setAvatar(req.auth!.uid, bytes, avatars);
      return ok({ pic }, '头像已更新');
    },
  });
};

/** Account-wide switches that only a super admin may use. */
export const userAdminRoutes: FastifyPluginAsyncZod<{ users: UserService; syslog: SyslogService; revokeAllOf: (uid: number) => Promise<void> }> = async (
  app,
  { users, syslog, revokeAllOf },
) => {
  callsOf(app, '用户管理').post(
    '/api/set_user_status',
    { access: access.superAdmin, summary: '启用或停用账号（停用后所有登录失效）', body: setUserStatusBodySchema, data: userSchema },
    async ({ uid, status }, req) => {
      if (uid === req.auth!.uid && status === 'disabled') throw badRequest('不能停用自己的账号');
      const u = await users.setStatus(uid, status, revokeAllOf);
      await syslog.userLog({
        uid: req.auth!.uid,
        uniNo: req.auth!.uniNo,
        type: 'member_update',
        detail: `${status === 'enabled' ? '启用' : '停用'}账号 ${u.cname}（${u.uniNo}）`,
        ip: req.ip,
      });
      return withMsg(toPublicUser(u), status === 'enabled' ? '账号已启用' : '账号已停用，其登录已全部失效');
    },
  );
};
