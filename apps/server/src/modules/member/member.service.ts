import type { Paged } from '@pfs/domain';
import type { Member } from '@pfs/domain/member';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { maskContact } from '../../lib/mask.js';
import { codesKey, type AccessCache } from '../../plugins/access-cache.js';
import type { ActivityLog } from '../../lib/activity-log.js';
import type { UserService } from '../user/index.js';
import type { MemberFilter, MemberRepository, MemberRow } from './member.repository.js';
import type { RoleRepository } from './role.repository.js';
import type { MemberInviteService } from './member-invite.service.js';
import { pagedOf } from '../../lib/paging.js';
import type { Actor } from './actor.js';

/** The routes name the actor through the service they call. */
export type { Actor };

/** Keeps at least one member able to manage members, so a factory cannot lock itself out. */
export const MANAGER_CODE = 'auth.edit';

export const toMember = (m: MemberRow): Member => ({
  uid: m.uid,
  uni_no: m.uniNo,
  cname: m.cname,
  mobile: maskContact(m.mobile),
  email: m.email,
  role_id: m.roleId,
  role_name: m.roleName,
  status: m.status,
  joined_at: m.joinedAt.toISOString(),
  last_login_at: m.lastLoginAt ? m.lastLoginAt.toISOString() : null,
});

export class MemberService {
  constructor(
    private readonly repo: MemberRepository,
    private readonly roles: RoleRepository,
    private readonly users: UserService,
    private readonly syslog: ActivityLog,
    /** Called when a user must be signed out everywhere (password set by a manager). */
    private readonly revokeSessions: (uid: number) => Promise<void>,
    private readonly cache: AccessCache,
    /** 添加已有用户: by invitation (member-invite.service). */
    readonly invites: MemberInviteService,
  ) {}

  codesOf(uid: number, fid: number) {
    return this.cache.codes.getOrLoad(codesKey(uid, fid), () => this.repo.codesOf(uid, fid));
  }

  rolesOfUser(uid: number) {
    return this.repo.rolesOfUser(uid);
  }

  /** Not cached: a page would be stale on other instances, and it is one query. */
  async list(fid: number, f: MemberFilter): Promise<Paged<Member>> {
    return pagedOf(await this.repo.list(fid, f), toMember);
  }

  private async requireRole(fid: number, roleId: number) {
    const role = await this.roles.get(fid, roleId);
    if (!role) throw notFound('角色不存在或不属于本工厂');
    return role;
  }

  private async requireMember(fid: number, uid: number) {
    const m = await this.repo.get(fid, uid);
    if (!m) throw notFound('该用户不是本工厂成员');
    return m;
  }

  async createUser(
    fid: number,
    input: { uni_no: string; cname: string; mobile: string; email: string; password: string; role_id: number },
    actor: Actor,
  ): Promise<Member> {
    const role = await this.requireRole(fid, input.role_id);
    const user = await this.users.create({
      uniNo: input.uni_no,
      cname: input.cname,
      mobile: input.mobile,
      email: input.email,
      password: input.password,
    });
    await this.repo.insert(fid, user.uid, role.roleId);
    await this.logChange(fid, actor, 'member_add', `新建用户 ${user.cname}（${user.uniNo}）并加入，角色 ${role.name}`);
    return toMember((await this.repo.get(fid, user.uid))!);
  }

  async update(fid: number, uid: number, patch: { role_id?: number; status?: 'enabled' | 'disabled' }, actor: Actor) {
    const before = await this.requireMember(fid, uid);
    this.refuseSuperAdmin(await this.users.get(uid), actor, '修改');
    const role = patch.role_id ? await this.requireRole(fid, patch.role_id) : undefined;
    if (uid === actor.uid && patch.status === 'disabled') throw new AppError(409, '不能停用自己');
    const stillManager = (patch.status ?? before.status) === 'enabled' && (role ? role.codes.includes(MANAGER_CODE) : true);
    await this.keepAManager(fid, before, stillManager);
    await this.repo.update(fid, uid, { roleId: role?.roleId, status: patch.status });
    const after = (await this.repo.get(fid, uid))!;
    const changes = [
      role && role.roleId !== before.roleId ? `角色 ${before.roleName} → ${role.name}` : '',
      patch.status && patch.status !== before.status ? (patch.status === 'enabled' ? '启用' : '停用') : '',
    ].filter(Boolean);
    if (changes.length) await this.logChange(fid, actor, 'member_update', `修改成员 ${before.cname}（${before.uniNo}）：${changes.join('，')}`);
    return toMember(after);
  }

  async remove(fid: number, uid: number, actor: Actor) {
    const before = await this.requireMember(fid, uid);
    if (uid === actor.uid) throw new AppError(409, '不能移除自己');
    this.refuseSuperAdmin(await this.users.get(uid), actor, '移除');
    await this.keepAManager(fid, before, false);
    await this.repo.remove(fid, uid);
    await this.logChange(fid, actor, 'member_remove', `移除成员 ${before.cname}（${before.uniNo}）`);
  }

  async setPassword(fid: number, uid: number, password: string, actor: Actor, oldPassword?: string) {
    const m = await this.requireMember(fid, uid);
    await this.requireAccountControl(await this.users.get(uid), actor, '设置密码');
    // One's own password through the member tool is a password change: the old one first, as on 个人中心.
    if (uid === actor.uid) await this.users.requireCurrentPassword(uid, oldPassword, '修改自己的密码需要输入原密码');
    await this.users.setPassword(uid, password);
    await this.revokeSessions(uid);
    await this.logChange(fid, actor, 'member_password', `设置成员 ${m.cname}（${m.uniNo}）的密码，其登录状态已失效`);
  }

  /** The super admin is administered by no factory manager: only another super admin may act on that membership. */
  private refuseSuperAdmin(target: { isSa: boolean }, actor: Actor, what: string) {
    if (target.isSa && !actor.isSa) throw forbidden(`超级管理员不归工厂管理员管理，不能${what}其成员身份`);
  }

  /**
   * Accounts are global but managers are per factory: whoever takes over the account (its password) must manage
   * every factory the user belongs to, or a manager of one factory could take over the staff — or the 厂长 — of another.
   */
  async requireAccountControl(target: { uid: number; isSa: boolean; cname: string }, actor: Actor, what: string) {
    if (actor.isSa) return;
    if (target.isSa) throw forbidden(`不能${what}：超级管理员的账号不归工厂管理员管理`);
    for (const fid of await this.repo.factoriesOf(target.uid)) {
      const codes = await this.codesOf(actor.uid, fid);
      if (!codes?.includes(MANAGER_CODE)) {
        throw forbidden(`不能${what}：${target.cname} 还是您无权管理成员的其他工厂的成员，账号只能由本人或其所在全部工厂的管理员处理`);
      }
    }
  }

  /** Refuses a change that would leave the factory without an enabled member able to manage members. */
  private async keepAManager(fid: number, before: MemberRow, stillManager: boolean) {
    if (stillManager || before.status !== 'enabled') return;
    const codes = (await this.repo.codesOf(before.uid, fid)) ?? [];
    if (!codes.includes(MANAGER_CODE)) return;
    if ((await this.repo.countHolding(fid, MANAGER_CODE)) <= 1) {
      throw new AppError(409, '至少需要保留一名拥有「管理成员与角色」权限的启用成员');
    }
  }

  private async logChange(fid: number, actor: Actor, type: 'member_add' | 'member_update' | 'member_remove' | 'member_password', detail: string) {
    await this.cache.accessChanged();
    await this.syslog.userLog({ fid, uid: actor.uid, uniNo: actor.uniNo, type, detail, ip: actor.ip });
    await this.syslog.facEvent({ fid, uid: actor.uid, type: 'member', detail });
  }
}
