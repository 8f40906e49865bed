import { ROLE_TEMPLATES } from '@pfs/domain';
import { type Role, type RoleTemplate } from '@pfs/domain/member';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import type { AccessCache } from '../../plugins/access-cache.js';
import type { ActivityLog } from '../../lib/activity-log.js';
import type { Actor } from './actor.js';
import { MANAGER_CODE } from './member.service.js';
import type { MemberRepository } from './member.repository.js';
import type { RoleRepository, RoleWithCount } from './role.repository.js';

const toRole = (r: RoleWithCount): Role => ({ role_id: r.roleId, name: r.name, codes: r.codes, member_ct: Number(r.memberCt) });

export class RoleService {
  constructor(
    private readonly repo: RoleRepository,
    private readonly members: MemberRepository,
    private readonly syslog: ActivityLog,
    private readonly cache: AccessCache,
  ) {}

  templates(): RoleTemplate[] {
    return ROLE_TEMPLATES.map((t) => ({ name: t.name, codes: [...t.codes] }));
  }

  async list(fid: number): Promise<Role[]> {
    return (await this.repo.list(fid)).map(toRole);
  }

  /** Creates the shipped role templates in a new factory. */
  async createTemplates(fid: number) {
    const out = new Map<string, number>();
    for (const t of ROLE_TEMPLATES) out.set(t.name, (await this.repo.insert(fid, t.name, [...t.codes])).roleId);
    return out;
  }

  async save(fid: number, input: { role_id?: number; name: string; codes: string[] }, actor: Actor): Promise<Role> {
    const codes = [...new Set(input.codes)].sort();
    const sameName = await this.repo.findByName(fid, input.name);
    if (sameName && sameName.roleId !== input.role_id) throw conflict(`角色名称「${input.name}」已存在`);
    let roleId: number;
    if (input.role_id) {
      const before = await this.repo.get(fid, input.role_id);
      if (!before) throw notFound('角色不存在或不属于本工厂');
      if (before.codes.includes(MANAGER_CODE) && !codes.includes(MANAGER_CODE)) await this.keepAManager(fid, before.roleId);
      roleId = (await this.repo.update(before.roleId, input.name, codes)).roleId;
    } else {
      roleId = (await this.repo.insert(fid, input.name, codes)).roleId;
    }
    const detail = `${input.role_id ? '修改' : '新建'}角色「${input.name}」，权限 ${codes.length} 项`;
    await this.log(fid, actor, 'role_save', detail);
    const saved = (await this.repo.list(fid)).find((r) => r.roleId === roleId)!;
    return toRole(saved);
  }

  async remove(fid: number, roleId: number, actor: Actor) {
    const role = await this.repo.get(fid, roleId);
    if (!role) throw notFound('角色不存在或不属于本工厂');
    const n = await this.repo.memberCount(roleId);
    if (n > 0) throw conflict(`角色「${role.name}」仍有 ${n} 名成员，请先为他们更换角色`);
    await this.repo.remove(roleId);
    await this.log(fid, actor, 'role_delete', `删除角色「${role.name}」`);
  }

  /** Taking auth.edit away from a role must leave some other enabled manager. */
  private async keepAManager(fid: number, roleId: number) {
    const total = await this.members.countHolding(fid, MANAGER_CODE);
    const viaRole = await this.members.countHoldingViaRole(fid, roleId);
    if (total - viaRole <= 0) throw new AppError(409, '至少需要保留一名拥有「管理成员与角色」权限的启用成员');
  }

  private async log(fid: number, actor: Actor, type: 'role_save' | 'role_delete', detail: string) {
    await this.cache.accessChanged();
    await this.syslog.userLog({ fid, uid: actor.uid, uniNo: actor.uniNo, type, detail, ip: actor.ip });
    await this.syslog.facEvent({ fid, uid: actor.uid, type: 'role', detail });
  }
}
