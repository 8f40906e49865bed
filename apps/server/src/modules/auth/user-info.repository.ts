import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { facilityModuleTable, facilityTable, type FacilityRow } from '../facility/facility.table.js';
import { membershipTable, roleTable } from '../member/member.table.js';
import { userTable, type UserRow } from '../user/user.table.js';

type FacilityWithModules = FacilityRow & { modules: { mcode: string; name: string }[] };
export type UserInfoRow = { user: UserRow; roles: { fid: number; roleId: number; roleName: string; codes: string[]; fac: FacilityWithModules }[] };

/**
 * What the shell loads at every start — the user, each enabled membership's role and codes, and each factory with
 * its modules — in one prepared statement (one round trip, planned once per connection) rather than five queries
 * in three rounds. Modules ride along as JSON, one row per membership.
 */
export class UserInfoRepository {
  private readonly query;

  constructor(db: Db) {
    const modules = sql<{ mcode: string; name: string }[] | null>`(select json_agg(json_build_object('mcode', ${facilityModuleTable.mcode}, 'name', ${facilityModuleTable.name})) from ${facilityModuleTable} where ${facilityModuleTable.fid} = ${facilityTable.fid})`;
    this.query = db
      .select({ user: userTable, roleId: roleTable.roleId, roleName: roleTable.name, codes: roleTable.codes, fac: facilityTable, modules })
      .from(userTable)
      .leftJoin(membershipTable, and(eq(membershipTable.uid, userTable.uid), eq(membershipTable.status, 'enabled')))
      .leftJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .leftJoin(facilityTable, eq(facilityTable.fid, membershipTable.fid))
      .where(eq(userTable.uid, sql.placeholder('uid')))
      .orderBy(asc(membershipTable.fid))
      .prepare('pfs_user_info');
  }

  async load(uid: number): Promise<UserInfoRow | undefined> {
    const rows = await this.query.execute({ uid });
    if (rows.length === 0) return undefined;
    return {
      user: rows[0]!.user,
      roles: rows.flatMap((r) =>
        r.fac && r.roleId !== null && r.roleName !== null && r.codes
          ? [{ fid: r.fac.fid, roleId: r.roleId, roleName: r.roleName, codes: r.codes, fac: { ...r.fac, modules: r.modules ?? [] } }]
          : [],
      ),
    };
  }
}
