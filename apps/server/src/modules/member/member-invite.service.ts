import { INVITE_DAYS, type MemberInvite, type MyInvite } from '@pfs/domain/member';
import { conflict, notFound } from '../../lib/app-error.js';
import type { AccessCache } from '../../plugins/access-cache.js';
import type { ActivityLog } from '../../lib/activity-log.js';
import type { UserService } from '../user/index.js';
import type { InviteRow, MemberInviteRepository } from './member-invite.repository.js';
import type { MemberRepository } from './member.repository.js';
import type { RoleRepository } from './role.repository.js';
import type { Actor } from './actor.js';

const INVITE_GONE = '邀请不存在或已过期';
/** A counter per manager (the login limits' AttemptThrottle): check, then count. */
type Limit = { check(key: string): Promise<void>; fail(key: string): Promise<void> };

const inviteView = (r: InviteRow): MemberInvite => ({
  invite_id: r.inviteId,
  uni_no: r.uniNo,
  role_id: r.roleId,
  role_name: r.roleName,
  invited_by_name: r.invitedByName ?? '',
  created_at: r.createdAt.toISOString(),
  expires_at: r.expiresAt.toISOString(),
});

/**
 * 添加已有用户 by invitation. A manager of one factory must not learn anything of an account that has not joined:
 * the invitation is recorded for the name as typed, the answer is the same whether or not the name exists, and the
 * account joins only when its owner accepts. Invitations are limited per manager, so names cannot be tried in bulk.
 */
export class MemberInviteService {
  constructor(
    private readonly repo: MemberInviteRepository,
    private readonly members: MemberRepository,
    private readonly roles: RoleRepository,
    private readonly users: UserService,
    private readonly syslog: ActivityLog,
    private readonly cache: AccessCache,
    private readonly throttle: Limit,
  ) {}

  async invite(fid: number, uniNo: string, roleId: number, actor: Actor): Promise<MemberInvite> {
    await this.throttle.check(String(actor.uid));
    await this.throttle.fail(String(actor.uid));
    const role = await this.roles.get(fid, roleId);
    if (!role) throw notFound('角色不存在或不属于本工厂');
    // Only this factory's own members are told apart: the managers see them in their list anyway.
    if (await this.repo.isMemberName(fid, uniNo)) throw conflict(`账号 ${uniNo} 已是本工厂成员`);
    await this.repo.dropExpired();
    const id = await this.repo.upsert(fid, uniNo, role.roleId, actor.uid, new Date(Date.now() + INVITE_DAYS * 86_400_000));
    await this.log(fid, actor, 'member_add', `邀请账号 ${uniNo} 加入，角色 ${role.name}`);
    return inviteView((await this.repo.get(id))!);
  }

  async pending(fid: number): Promise<MemberInvite[]> {
    return (await this.repo.pendingOf(fid)).map(inviteView);
  }

  async cancel(fid: number, inviteId: number, actor: Actor): Promise<void> {
    const r = await this.repo.get(inviteId);
    if (!r || r.fid !== fid || !(await this.repo.delete(inviteId, fid))) throw notFound(INVITE_GONE);
    await this.log(fid, actor, 'member_remove', `撤回对账号 ${r.uniNo} 的邀请`);
  }

  /** The invitations open to the signed-in account. */
  async mine(uid: number): Promise<MyInvite[]> {
    const u = await this.users.get(uid);
    const rows = await this.repo.forAccount(u.uniNo);
    return rows.map((r) => ({
      invite_id: r.inviteId,
      fid: r.fid,
      fac_name: r.facName,
      role_name: r.roleName,
      invited_by_name: r.invitedByName ?? '',
      expires_at: r.expiresAt.toISOString(),
    }));
  }

  /** The invitee joins with the invited role; the invitation is used up. Answers the factory's name. */
  async accept(inviteId: number, actor: Actor): Promise<string> {
    const { row, user } = await this.ownOpen(inviteId, actor.uid);
    if (!(await this.members.get(row.fid, user.uid))) await this.members.insert(row.fid, user.uid, row.roleId);
    await this.repo.delete(inviteId);
    await this.log(row.fid, actor, 'member_add', `${user.cname}（${user.uniNo}）接受邀请加入，角色 ${row.roleName}`);
    return row.facName;
  }

  async decline(inviteId: number, actor: Actor): Promise<void> {
    const { row, user } = await this.ownOpen(inviteId, actor.uid);
    await this.repo.delete(inviteId);
    await this.log(row.fid, actor, 'member_remove', `${user.cname}（${user.uniNo}）谢绝了加入邀请`);
  }

  /** An open invitation to this account; anyone else's is the same 404 as none. */
  private async ownOpen(inviteId: number, uid: number) {
    const user = await this.users.get(uid);
    const row = (await this.repo.forAccount(user.uniNo)).find((r) => r.inviteId === inviteId);
    if (!row) throw notFound(INVITE_GONE);
    return { row, user };
  }

  private async log(fid: number, actor: Actor, type: 'member_add' | 'member_remove', detail: string) {
    await this.cache.accessChanged();
    await this.syslog.userLog({ fid, uid: actor.uid, uniNo: actor.uniNo, type, detail, ip: actor.ip });
    await this.syslog.facEvent({ fid, uid: actor.uid, type: 'member', detail });
  }
}
