import { z } from 'zod';
import { emptyBodySchema, envelopeSchema } from '../api/envelope.js';
import { hasControlChars, idSchema, textSchema } from '../api/fields.js';
import { facNameView, facSetupView, roleRefView } from '../api/view-fields.js';
import { WEAK_PASSWORD_MSG, isWeakPassword } from './password-strength.js';
import { callAccess, callsAs, callsOf } from '../contract/call.js';

/** Sessions, passwords, the own profile and accounts: the calls' bodies and replies. */

/** Spec §3 facility role entry `fac` plus the facility fields of §3 (usage, plant types, modules). */
export const facSchema = z.object({
  ...facNameView,
  loc: z.string(), poi: z.string(),
  heweather_key: z.string(),
  logo_name: z.string(),
  ...facSetupView,
});
export type Fac = z.infer<typeof facSchema>;

export const facRoleSchema = z.object({ fac: facSchema, ...roleRefView, fac_permission_codes: z.array(z.string()) });
export type FacRole = z.infer<typeof facRoleSchema>;

export const userSchema = z.object({
  uid: z.number(), uni_no: z.string(),
  cname: z.string(), username: z.string(),
  mobile: z.string(), email: z.string(), pic: z.string(),
  is_egp_u: z.boolean(), is_sa: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const trimmed = (label: string, max: number) => textSchema(label, max, { min: 1, minMsg: `请输入${label}` });
const noControl = (s: string) => !hasControlChars(s);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(PASSWORD_MIN, `密码至少 ${PASSWORD_MIN} 位`)
  .max(PASSWORD_MAX, `密码不能超过 ${PASSWORD_MAX} 位`)
  .refine(noControl, '密码不能包含控制字符')
  .refine((p) => !isWeakPassword(p), WEAK_PASSWORD_MSG);

/** The account's current password, asked before a change that could take the account over. */
export const currentPasswordSchema = z
  .string({ error: '请输入原密码' })
  .min(1, '请输入原密码')
  .max(PASSWORD_MAX, '原密码不正确')
  .refine(noControl, '原密码不正确');

/** POST /api/login — spec §5: uni_no is trimmed. */
export const loginBodySchema = z.object({
  uni_no: trimmed('账号', 64),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(PASSWORD_MAX, '密码过长').refine(noControl, '密码不能包含控制字符'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
/** Spec §5: the client reads `token` at the top level, beside code and msg (not inside `data`). */
export const loginResponseSchema = z.object({ code: z.number(), msg: z.string(), token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/get_user_info — fields at the top level, as the spec's client reads them. */
export const userInfoResponseSchema = z.object({
  code: z.number(),
  msg: z.string(),
  user: userSchema,
  fac_roles: z.array(facRoleSchema),
  cfg_name: z.string(),
  /** The server's TIME_ZONE: factory calendar days and clock times on the pages. */
  time_zone: z.string(),
  is_egp_u: z.boolean(),
  sys_version: z.string(),
});
export type UserInfoResponse = z.infer<typeof userInfoResponseSchema>;

export const resetTokenSchema = z.string({ error: '重置链接无效' }).min(1, '重置链接无效').max(128, '重置链接无效').refine(noControl, '重置链接无效');
export const sendResetPasswordBodySchema = z.object({ uni_no: trimmed('账号', 64) });
export const checkResetTokenBodySchema = z.object({ reset_token: resetTokenSchema });
/** POST /api/check_reset_token: whose password the link resets. */
export const resetTokenInfoSchema = z.object({ uni_no: z.string() });
export type ResetTokenInfo = z.infer<typeof resetTokenInfoSchema>;
export const resetPasswordBodySchema = z.object({
  reset_token: resetTokenSchema,
  password: passwordSchema,
});

export const updateProfileBodySchema = z.object({
  cname: trimmed('姓名', 32).refine((v) => v.length >= 2, '姓名至少 2 个字符'),
  mobile: z
    .string({ error: '手机号须为 11 位数字，以 1 开头' })
    .trim()
    .regex(/^(|1\d{10})$/, '手机号须为 11 位数字，以 1 开头'),
  email: textSchema('邮箱', 128).refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '邮箱格式不正确'),
  /** The current password: needed only when the e-mail changes (the address password-reset links go to). */
  old_password: currentPasswordSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z.object({
  old_password: currentPasswordSchema,
  new_password: passwordSchema,
});

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** POST /api/upload_avatar: the stored picture's name under /pics/. */
export const avatarSchema = z.object({ pic: z.string() });

/** POST /api/set_user_status — super admin only. */
export const setUserStatusBodySchema = z.object({
  uid: idSchema('用户编号', 'uid'),
  status: z.enum(['enabled', 'disabled'], { error: '状态只能是 enabled 或 disabled' }),
});

/** GET /api/get_perm_defs: the permission codes in their groups, with Chinese labels. */
export const permGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  codes: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type PermGroup = z.infer<typeof permGroupSchema>;
export const permDefsResponseSchema = envelopeSchema(z.array(permGroupSchema));

/** What send_reset_password answers whether or not the account exists (nothing is told of it). */
export const RESET_SENT_MSG = '如果该账号存在并绑定了邮箱，重置密码的链接已发送，请在 30 分钟内使用';

const sessionCalls = callsOf('会话');
const inSession = callsAs('会话', callAccess.session);
const pub = callsAs('会话', callAccess.public);

// login and get_user_info answer outside the { data } envelope (spec §5): their fields beside code and msg.
export const login = sessionCalls.raw('POST', '/api/login', {
  access: callAccess.public,
  summary: '登录',
  body: loginBodySchema,
  replies: { 200: loginResponseSchema },
});
export const getUserInfo = sessionCalls.raw('GET', '/api/get_user_info', {
  access: callAccess.sessionRead,
  summary: '当前用户、所属工厂与角色权限',
  replies: { 200: userInfoResponseSchema },
});

export const logout = inSession.post('/api/logout', { summary: '退出登录（吊销当前令牌）', body: emptyBodySchema, data: null, msg: '已退出登录' });

export const getPermDefs = inSession.get('/api/get_perm_defs', { summary: '全部权限代码（分组，中文名称）', data: z.array(permGroupSchema) });

export const changePassword = inSession.post('/api/change_password', { summary: '修改自己的密码（其他会话失效）', body: changePasswordBodySchema, data: null, msg: '密码已修改，其他设备上的登录已失效' });

export const sendResetPassword = pub.post('/api/send_reset_password', { summary: '发送重置密码链接', body: sendResetPasswordBodySchema, data: null, msg: RESET_SENT_MSG });

export const checkResetToken = pub.post('/api/check_reset_token', { summary: '校验重置链接', body: checkResetTokenBodySchema, data: resetTokenInfoSchema });

export const resetPassword = pub.post('/api/reset_password', { summary: '通过重置链接设置新密码', body: resetPasswordBodySchema, data: null, msg: '密码已重置，请使用新密码登录' });

export const uploadAvatar = callsAs('个人中心', callAccess.session).upload('/api/upload_avatar', {
  summary: '上传头像（multipart 字段 file；png/jpeg/webp/gif，≤ 2 MiB；存为 256×256 以内的 WebP，旧头像删除）',
  file: { maxBytes: AVATAR_MAX_BYTES, what: '头像文件' },
  data: avatarSchema,
  msg: '头像已更新',
});

export const updateProfile = callsAs('个人中心', callAccess.session).post('/api/update_profile', {
  summary: '修改个人资料',
  body: updateProfileBodySchema,
  data: userSchema,
});

export const setUserStatus = callsAs('用户管理', callAccess.superAdmin).post('/api/set_user_status', {
  summary: '启用或停用账号（停用后所有登录失效）',
  body: setUserStatusBodySchema,
  data: userSchema,
});
