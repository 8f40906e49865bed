import { setUserStatus, updateProfile, uploadAvatar } from '@pfs/domain/auth';
import { routesOf, withMsg } from '../../lib/route.js';
import { badRequest } from '../../lib/app-error.js';
import type { ActivityLog } from '../../lib/activity-log.js';
import type { AvatarStore } from './avatar-store.js';
import { toPublicUser, type UserService } from './user.service.js';

export const userRoutes = routesOf('个人中心', (calls, { users, avatars, syslog }: { users: UserService; avatars: AvatarStore; syslog: ActivityLog }) => {
  calls.serve(updateProfile, async (body, req) => {
    const u = await users.updateProfile(req.auth!.uid, body);
    await syslog.userLog({ uid: u.uid, uniNo: u.uniNo, type: 'profile_update', ip: req.ip });
    return withMsg(toPublicUser(u), '资料已保存');
  });

  calls.serveUpload(uploadAvatar, async (bytes, _fields, req) => ({ pic: await users.setAvatar(req.auth!.uid, bytes, avatars) }));
});

/** Account-wide switches that only a super admin may use. */
type UserAdminDeps = { users: UserService; syslog: ActivityLog; revokeAllOf: (uid: number) => Promise<void> };

export const userAdminRoutes = routesOf('用户管理', (calls, { users, syslog, revokeAllOf }: UserAdminDeps) => {
  calls.serve(setUserStatus, async ({ uid, status }, req) => {
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
  });
});
