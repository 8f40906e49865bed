import { and, eq, sql, type SQL } from 'drizzle-orm';
import { type UserInfoResponse } from '@pfs/domain/auth';
import { FAC_MODULES } from '@pfs/domain/factory-cfg';
import type { Db } from '../../db/client.js';
import { jsonObject } from '../../lib/json-sql.js';
import { facilityModuleTable, facilityTable } from '../facility/index.js';
import { membershipTable, roleTable } from '../member/index.js';
import { userTable, userOf } from '../user/index.js';
import { sessionTable } from './auth.table.js';
import { idleSinceParam, liveSessionWhere, SESSION_BATCHES } from './session.repository.js';
import { BatchLoader } from '../../lib/batch-loader.js';

const m = facilityModuleTable;
/** A factory as `Fac` shows it, with its modules. */
const facJson = jsonObject({
  fid: facilityTable.fid,
  fac_name: facilityTable.facName,
  short_name: facilityTable.shortName,
  for_test: facilityTable.forTest,
  city_district: facilityTable.cityDistrict,
  loc: facilityTable.loc,
  poi: facilityTable.poi,
  heweather_key: facilityTable.heweatherKey,
  logo_name: facilityTable.logoName,
  faci_usage: facilityTable.faciUsage,
  plant_types: facilityTable.plantTypes,
  // In the spec's module order, as the factory form lists them.
  modules: sql`coalesce((select json_agg(${jsonObject({ mcode: m.mcode, name: m.name })} order by array_position(${sql.raw(`array['${FAC_MODULES.join("','")}']`)}, ${m.mcode}), ${m.mcode}) from ${m} where ${m.fid} = ${facilityTable.fid}), '[]')`,
});
/** Each enabled membership of the user: its factory, role and codes, in factory order. */
const facRolesJson = sql<UserInfoResponse['fac_roles']>`coalesce((
  select json_agg(${jsonObject({ fac: facJson, role_id: roleTable.roleId, role_name: roleTable.name, fac_permission_codes: roleTable.codes })} order by ${membershipTable.fid})
  from ${membershipTable}
  join ${roleTable} on ${eq(roleTable.roleId, membershipTable.roleId)}
  join ${facilityTable} on ${eq(facilityTable.fid, membershipTable.fid)}
  where ${and(eq(membershipTable.uid, userTable.uid), eq(membershipTable.status, 'enabled'))}), '[]')`;

/**
 * What the shell loads at every start — the caller's live session, its user, and each enabled membership's factory
 * (with its modules), role and codes — in one prepared statement: one round trip, planned once per connection,
 * where a session check and then the info took two. The memberships come as one JSON value built by PostgreSQL,
 * already in the answer's shape: one row to decode instead of one per factory with its arrays.
 */
export class UserInfoRepository {
  /** Concurrent calls' reads go out together (BatchLoader), one row per token asked. */
  private readonly batches;

  constructor(db: Db, idleMs: number) {
    const statement = (tokens: SQL, name: string) =>
      db
        .select({
          tokenHash: sessionTable.tokenHash,
          lastSeenAt: sessionTable.lastSeenAt,
          user: {
            uid: userTable.uid,
            uniNo: userTable.uniNo,
            cname: userTable.cname,
            username: userTable.username,
            mobile: userTable.mobile,
            email: userTable.email,
            pic: userTable.pic,
            isEgpU: userTable.isEgpU,
            isSa: userTable.isSa,
          },
          facRoles: facRolesJson,
        })
        .from(sessionTable)
        .innerJoin(userTable, userOf(sessionTable.uid))
        .where(and(tokens, liveSessionWhere()))
        .prepare(name);
    // A lone read by its key (an idle server, and PGlite, where statements run one at a time): the cheaper plan.
    const one = statement(eq(sessionTable.tokenHash, sql.placeholder('tokenHash')), 'pfs_user_info');
    const many = statement(sql`${sessionTable.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`, 'pfs_user_info_many');
    this.batches = new BatchLoader(async (tokenHashes: string[]) => {
      const idleSince = idleSinceParam(idleMs);
      const rows = tokenHashes.length === 1 ? await one.execute({ tokenHash: tokenHashes[0]!, idleSince }) : await many.execute({ tokenHashes, idleSince });
      return new Map(rows.map((r) => [r.tokenHash, r]));
    }, SESSION_BATCHES);
  }

  /** Lookups and the statements that answered them, since start. */
  get sent() {
    return this.batches.sent;
  }

  /** The info of a live session's user, or undefined when the token has no live session. */
  loadBySession(tokenHash: string) {
    return this.batches.load(tokenHash);
  }
}
