import { PERMISSION_GROUPS } from '@pfs/domain';
import { changePassword, checkResetToken, getPermDefs, getUserInfo, login, logout, resetPassword, sendResetPassword } from '@pfs/domain/auth';
import { ok } from '../../lib/reply.js';
import { rawRouteOf, routesOf } from '../../lib/route.js';
import type { AuthService } from './auth.service.js';
import type { PasswordResetService } from './password-reset.service.js';

export const authRoutes = routesOf('会话', (calls, { auth, resets }: { auth: AuthService; resets: PasswordResetService }, app) => {
  // Login and user info answer with fields beside code and msg, as the spec's client reads them: not the { data } envelope.
  app.route({
    ...rawRouteOf(login),
    handler: async (req) => {
      const token = await auth.login(req.body.uni_no, req.body.password, req.ip, req.headers['user-agent'] ?? '');
      return { ...ok(undefined, '登录成功'), token };
    },
  });

  app.route({ ...rawRouteOf(getUserInfo), handler: (req) => auth.userInfo(req.sessionToken!) });

  calls.serve(logout, (_body, req) => auth.logout(req.auth!, req.ip));

  calls.serve(getPermDefs, () => PERMISSION_GROUPS.map((g) => ({ key: g.key, label: g.label, codes: g.codes.map((c) => ({ ...c })) })));

  calls.serve(changePassword, ({ old_password, new_password }, req) => auth.changePassword(req.auth!, old_password, new_password, req.ip));

  calls.serve(sendResetPassword, ({ uni_no }, req) => resets.send(uni_no, req.ip));

  calls.serve(checkResetToken, ({ reset_token }) => resets.check(reset_token));

  calls.serve(resetPassword, ({ reset_token, password }, req) => resets.reset(reset_token, password, req.ip));
});
