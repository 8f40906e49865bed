import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { membershipTable, roleTable } from '../member/index.js';
import { userTable } from '../user/index.js';

/** The members and roles inspections name: assignees, owners, who answered and who handled. */
export class SiPeople {
  constructor(private readonly db: Db) {}

  /** uid → name for these users (any user: a former member still names what they did). */
  async names(uids: (number | null)[]): Promise<Map<number, string>> {
    const ids = [...new Set(uids.filter((x): x is number => x !== null))];
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ uid: userTable.uid, cname: userTable.cname }).from(userTable).where(inArray(userTable.uid, ids));
    return new Map(rows.map((r) => [r.uid, r.cname]));
  }

  /** role id → name, for the factory's roles among these. */
  async roleNames(fid: number, roleIds: (number | null)[]): Promise<Map<number, string>> {
    const ids = [...new Set(roleIds.filter((x): x is number => x !== null))];
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: roleTable.roleId, name: roleTable.name })
      .from(roleTable)
      .where(and(eq(roleTable.fid, fid), inArray(roleTable.roleId, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Of these uids, the enabled members of the factory. */
  async members(fid: number, uids: number[]): Promise<Set<number>> {
    if (uids.length === 0) return new Set();
    const m = membershipTable;
    const rows = await this.db
      .select({ uid: m.uid })
      .from(m)
      .where(and(eq(m.fid, fid), inArray(m.uid, uids), eq(m.status, 'enabled')));
    return new Set(rows.map((r) => r.uid));
  }

  /** The member's role in the factory (null when not a member). */
  async roleOf(fid: number, uid: number): Promise<number | null> {
    const [r] = await this.db
      .select({ roleId: membershipTable.roleId })
      .from(membershipTable)
      .where(and(eq(membershipTable.fid, fid), eq(membershipTable.uid, uid)));
    return r?.roleId ?? null;
  }
}

/** 负责: the role, then the members, 顿号-separated. */
export const assigneeNamesOf = (roleId: number | null, uids: number[], roles: Map<number, string>, names: Map<number, string>) =>
  [roleId === null ? undefined : roles.get(roleId), ...uids.map((u) => names.get(u))].filter(Boolean).join('、');
