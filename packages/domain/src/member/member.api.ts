import { z } from 'zod';
import { emptyBodySchema, facBodySchema, fidSchema, kwSchema, listBodySchema, pagedSchema } from '../api/envelope.js';
import { currentPasswordSchema, passwordSchema } from '../auth/auth.api.js';
import { idSchema, textSchema } from '../api/fields.js';
import { isPermissionCode } from '../auth/permissions.js';
import { roleRefView } from '../api/view-fields.js';
import { callAccess, callsAs, pageCallsOf } from '../contract/call.js';

/** Members and roles of a factory: the calls' bodies and replies. */

const roleIdSchema = idSchema('角色编号', 'role_id');
const uidSchema = idSchema('成员编号', 'uid');

export const memberSchema = z.object({
  uid: z.number(),
  uni_no: z.string(),
  cname: z.string(),
  /** Masked as spec §3 says. */
  mobile: z.string(),
  email: z.string(),
  ...roleRefView,
  status: z.enum(['enabled', 'disabled']),
  joined_at: z.iso.datetime(),
  last_login_at: z.iso.datetime().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberListBodySchema = listBodySchema({ kw: kwSchema, role_id: roleIdSchema.optional(), status: z.enum(['enabled', 'disabled']).optional() });

/** Add an existing user by uni_no. */
export const addMemberBodySchema = z.object({
  fid: fidSchema,
  uni_no: textSchema('账号', 64, { min: 1, minMsg: '请输入账号' }),
  role_id: roleIdSchema,
});

/**
 * add_fac_member invites the account: the same answer whether or not the name exists, and nothing of the account
 * (name, e-mail, last login) until its owner accepts on 个人中心.
 */
export const INVITE_DAYS = 7;
export const memberInvitedMsg = (uniNo: string) =>
  `已发出邀请：账号 ${uniNo} 的主人登录后在「个人中心 › 工厂邀请」接受，即以所选角色加入本工厂（${INVITE_DAYS} 天内有效）`;

const inviteIdSchema = idSchema('邀请编号', 'invite_id');
/** A pending invitation as the factory's managers see it: only what they typed and chose. */
export const memberInviteSchema = z.object({
  invite_id: z.number(),
  uni_no: z.string(),
  ...roleRefView,
  invited_by_name: z.string(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type MemberInvite = z.infer<typeof memberInviteSchema>;
export const memberInviteRefBodySchema = z.object({ fid: fidSchema, invite_id: inviteIdSchema });

/** An invitation as its invitee sees it (get_my_fac_invites), to accept or decline. */
export const myInviteSchema = z.object({ invite_id: z.number(), fid: z.number(), fac_name: z.string(), role_name: z.string(), invited_by_name: z.string(), expires_at: z.iso.datetime() });
export type MyInvite = z.infer<typeof myInviteSchema>;
export const myInviteRefBodySchema = z.object({ invite_id: inviteIdSchema });

/** Create a new user and make them a member. */
export const createMemberBodySchema = z.object({
  fid: fidSchema,
  uni_no: z
    .string()
    .trim()
    .min(2, '账号至少 2 个字符')
    .max(32, '账号不能超过 32 个字符')
    .regex(/^[A-Za-z0-9_.-]+$/, '账号只能包含字母、数字、下划线、点和连字符'),
  cname: textSchema('姓名', 32, { min: 2, minMsg: '姓名至少 2 个字符' }),
  mobile: z
    .string({ error: '手机号须为 11 位数字，以 1 开头' })
    .trim()
    .regex(/^(|1\d{10})$/, '手机号须为 11 位数字，以 1 开头')
    .default(''),
  email: textSchema('邮箱', 128)
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '邮箱格式不正确')
    .default(''),
  password: passwordSchema,
  role_id: roleIdSchema,
});

export const updateMemberBodySchema = z.object({
  fid: fidSchema,
  uid: uidSchema,
  role_id: roleIdSchema.optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});

export const memberRefBodySchema = z.object({ fid: fidSchema, uid: uidSchema });
export const setMemberPasswordBodySchema = z.object({
  fid: fidSchema,
  uid: uidSchema,
  password: passwordSchema,
  /** The caller's current password: needed when the member is the caller (their own account). */
  old_password: currentPasswordSchema.optional(),
});

export const roleSchema = z.object({
  role_id: z.number(),
  name: z.string(),
  codes: z.array(z.string()),
  member_ct: z.number(),
});
export type Role = z.infer<typeof roleSchema>;

/** GET /api/get_role_templates: the role templates a factory starts with. */
export const roleTemplateSchema = z.object({ name: z.string(), codes: z.array(z.string()) });
export type RoleTemplate = z.infer<typeof roleTemplateSchema>;

export const roleListBodySchema = facBodySchema;
export const saveRoleBodySchema = z.object({
  fid: fidSchema,
  role_id: roleIdSchema.optional(),
  name: textSchema('角色名称', 32, { min: 2, minMsg: '角色名称至少 2 个字符' }),
  codes: z.array(z.string({ error: '权限代码必须是文字' }).refine(isPermissionCode, { error: (iss) => `未知的权限代码：${String(iss.input)}` })).max(200),
});
export const deleteRoleBodySchema = z.object({ fid: fidSchema, role_id: roleIdSchema });

// ── The calls ─────────────────────────────────────────────────────────────────────────────────────
const { list, edit } = pageCallsOf('成员', 'auth');
const invitee = callsAs('成员', callAccess.session);

export const getFacMemberList = list.post('/api/get_fac_member_list', { summary: '工厂成员列表', body: memberListBodySchema, data: pagedSchema(memberSchema) });

// Nothing of the account is told before its owner accepts: one answer whether or not the name exists.
export const addFacMember = edit.post('/api/add_fac_member', { summary: '邀请已有账号加入（对方接受后成为成员；每位管理员限频）', body: addMemberBodySchema, data: memberInviteSchema });

export const getFacMemberInvites = list.post('/api/get_fac_member_invites', { summary: '待对方接受的成员邀请', body: facBodySchema, data: z.array(memberInviteSchema) });

export const cancelFacMemberInvite = edit.post('/api/cancel_fac_member_invite', { summary: '撤回成员邀请', body: memberInviteRefBodySchema, data: null, msg: '邀请已撤回' });

export const getMyFacInvites = invitee.post('/api/get_my_fac_invites', { summary: '我收到的工厂邀请', body: emptyBodySchema, data: z.array(myInviteSchema) });

/** Answers 「已加入 <工厂>」. */
export const acceptFacInvite = invitee.post('/api/accept_fac_invite', { summary: '接受工厂邀请（以邀请的角色加入）', body: myInviteRefBodySchema, data: null });

export const declineFacInvite = invitee.post('/api/decline_fac_invite', { summary: '谢绝工厂邀请', body: myInviteRefBodySchema, data: null, msg: '已谢绝邀请' });

export const createFacMember = edit.post('/api/create_fac_member', { summary: '新建用户并加入工厂', body: createMemberBodySchema, data: memberSchema, msg: '用户已创建并加入工厂' });

export const updateFacMember = edit.post('/api/update_fac_member', { summary: '修改成员角色或状态', body: updateMemberBodySchema, data: memberSchema, msg: '成员已更新' });

export const removeFacMember = edit.post('/api/remove_fac_member', { summary: '将成员移出工厂', body: memberRefBodySchema, data: null, msg: '成员已移除' });

export const setFacMemberPassword = edit.post('/api/set_fac_member_password', { summary: '设置成员密码（其登录全部失效）', body: setMemberPasswordBodySchema, data: null, msg: '密码已设置，该成员需重新登录' });

const { list: roleList, edit: roleEdit, ...roleCalls } = pageCallsOf('角色', 'auth');

export const getRoleTemplates = roleCalls.get('/api/get_role_templates', { access: callAccess.session, summary: '角色模板', data: z.array(roleTemplateSchema) });

export const getFacRoleList = roleList.post('/api/get_fac_role_list', { summary: '工厂角色列表', body: roleListBodySchema, data: z.array(roleSchema) });

export const saveFacRole = roleEdit.post('/api/save_fac_role', { summary: '新建或修改角色', body: saveRoleBodySchema, data: roleSchema, msg: '角色已保存' });

export const deleteFacRole = roleEdit.post('/api/delete_fac_role', { summary: '删除角色（仍有成员时拒绝）', body: deleteRoleBodySchema, data: null, msg: '角色已删除' });
