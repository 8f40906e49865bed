import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likeOf } from '../../lib/paging.js';
import { kwParam, preparedShapes, shapeOf } from '../../lib/prepared-shapes.js';
import { userTable } from '../user/index.js';
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

  /** The member list's statements (the page, and the total past the last page) for each combination of filters. */
  private readonly pages = preparedShapes('pfs_member_list', (has, name) => {
    const p = sql.placeholder;
    const where = and(
      eq(membershipTable.fid, p('fid')),
      has.has('kw') ? kwParam('kw', userTable.uniNo, userTable.cname, userTable.mobile) : undefined,
      has.has('roleId') ? eq(membershipTable.roleId, p('roleId')) : undefined,
      has.has('status') ? eq(membershipTable.status, p('status')) : undefined,
    );
    // The total rides along as a window count: one round trip per page.
    const rows = this.db
      .select({ ...memberColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(membershipTable)
      .innerJoin(userTable, eq(userTable.uid, membershipTable.uid))
      .innerJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .where(where)
      .orderBy(desc(membershipTable.joinedAt), asc(userTable.uid))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(name);
    // Past the last page the window count has no row to ride on.
    const total = this.db
      .select({ n: count() })
      .from(membershipTable)
      .innerJoin(userTable, eq(userTable.uid, membershipTable.uid))
      .where(where)
      .prepare(`${name}_ct`);
    return { rows, total };
  });

  async list(fid: number, f: MemberFilter): Promise<{ rows: MemberRow[]; total: number }> {
    const filters = { kw: f.kw ? likeOf(f.kw) : undefined, roleId: f.roleId || undefined, status: f.status };
    const q = this.pages(shapeOf(filters));
    const values = { fid, ...filters };
    const rows = await q.rows.execute({ ...values, limit: f.size, offset: (f.page - 1) * f.size });
    if (rows.length > 0) return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]!.total };
    if (f.page === 1) return { rows: [], total: 0 };
    const [total] = await q.total.execute(values);
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
