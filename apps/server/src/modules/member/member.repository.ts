import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likeOf } from '../../lib/paging.js';
import { userTable } from '../user/user.table.js';
import { membershipTable, roleTable } from './member.table.js';

export type MemberRow = {
  uid: number;
  uniNo: string;
  cname: string;
  mobile: string;
  email: string;
  roleId: number;
  roleName: string;
  status: 'enabled' | 'disabled';
  joinedAt: Date;
  lastLoginAt: Date | null;
};

export type MemberFilter = { page: number; size: number; kw?: string; roleId?: number; status?: 'enabled' | 'disabled' };

const memberColumns = {
  uid: userTable.uid,
  uniNo: userTable.uniNo,
  cname: userTable.cname,
  mobile: userTable.mobile,
  email: userTable.email,
  roleId: membershipTable.roleId,
  roleName: roleTable.name,
  status: membershipTable.status,
  joinedAt: membershipTable.joinedAt,
  lastLoginAt: userTable.lastLoginAt,
};

export class MemberRepository {
  /** Every factory call's permission check runs it: prepared, so each connection plans it once. */
  private readonly codes;

  constructor(private readonly db: Db) {
    this.codes = db
      .select({ codes: roleTable.codes })
      .from(membershipTable)
      .innerJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .where(and(eq(membershipTable.uid, sql.placeholder('uid')), eq(membershipTable.fid, sql.placeholder('fid')), eq(membershipTable.status, 'enabled')))
      .prepare('pfs_member_codes');
  }

  /** Permission codes of an enabled membership, or null when the user is no (enabled) member. */
  async codesOf(uid: number, fid: number): Promise<string[] | null> {
    const [row] = await this.codes.execute({ uid, fid });
    return row ? row.codes : null;
  }

  /** The user's enabled memberships with their roles, in factory order. */
  rolesOfUser(uid: number) {
    return this.db
      .select({ fid: membershipTable.fid, roleId: roleTable.roleId, roleName: roleTable.name, codes: roleTable.codes })
      .from(membershipTable)
      .innerJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .where(and(eq(membershipTable.uid, uid), eq(membershipTable.status, 'enabled')))
      .orderBy(asc(membershipTable.fid));
  }

  /**
   * The member list's statements, prepared once per filter combination (keyword, role, status: eight at most), so a
   * page costs neither building the SQL nor planning it again: the list is the page managers open most.
   */
  private readonly listQueries = new Map<string, ReturnType<MemberRepository['prepareList']>>();

  private prepareList(f: Pick<MemberFilter, 'kw' | 'roleId' | 'status'>, name: string) {
    const like = sql.placeholder('like');
    const where = and(
      eq(membershipTable.fid, sql.placeholder('fid')),
      f.kw ? or(ilike(userTable.uniNo, like), ilike(userTable.cname, like), ilike(userTable.mobile, like)) : undefined,
      f.roleId ? eq(membershipTable.roleId, sql.placeholder('roleId')) : undefined,
      f.status ? eq(membershipTable.status, sql.placeholder('status')) : undefined,
    );
    // The total rides along as a window count: one round trip per page.
    const rows = this.db
      .select({ ...memberColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(membershipTable)
      .innerJoin(userTable, eq(userTable.uid, membershipTable.uid))
      .innerJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .where(where)
      .orderBy(desc(membershipTable.joinedAt), asc(userTable.uid))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
    // Past the last page the window count has no row to ride on.
    const total = this.db
      .select({ n: count() })
      .from(membershipTable)
      .innerJoin(userTable, eq(userTable.uid, membershipTable.uid))
      .where(where)
      .prepare(`${name}_ct`);
    return { rows, total };
  }

  async list(fid: number, f: MemberFilter): Promise<{ rows: MemberRow[]; total: number }> {
    const shape = `${f.kw ? 'k' : ''}${f.roleId ? 'r' : ''}${f.status ? 's' : ''}`;
    let q = this.listQueries.get(shape);
    if (!q) this.listQueries.set(shape, (q = this.prepareList(f, `pfs_member_list_${shape}`)));
    const params = { fid, like: f.kw ? likeOf(f.kw) : null, roleId: f.roleId ?? null, status: f.status ?? null };
    const rows = await q.rows.execute({ ...params, limit: f.size, offset: (f.page - 1) * f.size });
    if (rows.length > 0) return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]!.total };
    if (f.page === 1) return { rows: [], total: 0 };
    const [total] = await q.total.execute(params);
    return { rows: [], total: total?.n ?? 0 };
  }

  async get(fid: number, uid: number): Promise<MemberRow | undefined> {
    const [row] = await this.db
      .select(memberColumns)
      .from(membershipTable)
      .innerJoin(userTable, eq(userTable.uid, membershipTable.uid))
      .innerJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .where(and(eq(membershipTable.fid, fid), eq(membershipTable.uid, uid)));
    return row;
  }

  /** Every factory the user belongs to, enabled or not: all of them have a say over the account. */
  async factoriesOf(uid: number): Promise<number[]> {
    const rows = await this.db.select({ fid: membershipTable.fid }).from(membershipTable).where(eq(membershipTable.uid, uid));
    return rows.map((r) => r.fid);
  }

  async insert(fid: number, uid: number, roleId: number): Promise<void> {
    await this.db.insert(membershipTable).values({ fid, uid, roleId });
  }

  async update(fid: number, uid: number, patch: { roleId?: number; status?: 'enabled' | 'disabled' }): Promise<void> {
    await this.db
      .update(membershipTable)
      .set(patch)
      .where(and(eq(membershipTable.fid, fid), eq(membershipTable.uid, uid)));
  }

  async remove(fid: number, uid: number): Promise<void> {
    await this.db.delete(membershipTable).where(and(eq(membershipTable.fid, fid), eq(membershipTable.uid, uid)));
  }

  /** Enabled members of the factory whose role holds the code (used to keep one manager in place). */
  async countHolding(fid: number, code: string): Promise<number> {
    const rows = await this.db
      .select({ codes: roleTable.codes })
      .from(membershipTable)
      .innerJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .where(and(eq(membershipTable.fid, fid), eq(membershipTable.status, 'enabled')));
    return rows.filter((r) => r.codes.includes(code)).length;
  }

  async countHoldingViaRole(fid: number, roleId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(membershipTable)
      .where(and(eq(membershipTable.fid, fid), eq(membershipTable.roleId, roleId), eq(membershipTable.status, 'enabled')));
    return row?.n ?? 0;
  }
}
