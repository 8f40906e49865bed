import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userTable, userOf } from '../user/user.table.js';
import { membershipTable, roleTable } from '../member/member.table.js';
import { passwordResetTable, sessionTable } from './auth.table.js';

export class SessionRepository {
  /** Every authenticated request runs one of these: prepared, so each connection plans them once. */
  private readonly live;
  /** The same with the user's permission codes in one factory (null: no enabled membership), for factory calls. */
  private readonly liveInFac;

  constructor(private readonly db: Db) {
    const fields = { uid: sessionTable.uid, lastSeenAt: sessionTable.lastSeenAt, uniNo: userTable.uniNo, isSa: userTable.isSa };
    const where = and(
      eq(sessionTable.tokenHash, sql.placeholder('tokenHash')),
      isNull(sessionTable.revokedAt),
      gt(sessionTable.lastSeenAt, sql.placeholder('idleSince')),
      eq(userTable.status, 'enabled'),
    );
    this.live = db.select(fields).from(sessionTable).innerJoin(userTable, userOf(sessionTable.uid)).where(where).prepare('pfs_session_live');
    this.liveInFac = db
      .select({ ...fields, codes: roleTable.codes })
      .from(sessionTable)
      .innerJoin(userTable, userOf(sessionTable.uid))
      .leftJoin(
        membershipTable,
        and(eq(membershipTable.uid, sessionTable.uid), eq(membershipTable.fid, sql.placeholder('fid')), eq(membershipTable.status, 'enabled')),
      )
      .leftJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .where(where)
      .prepare('pfs_session_live_fac');
  }

  async insert(tokenHash: string, uid: number, ip: string, userAgent: string) {
    await this.db.insert(sessionTable).values({ tokenHash, uid, ip, userAgent: userAgent.slice(0, 256) });
  }

  /** One round trip: the live session with the facts about its user that every request needs (and its codes in `fid`). */
  async findLive(tokenHash: string, idleSince: Date, fid?: number): Promise<{ uid: number; lastSeenAt: Date; uniNo: string; isSa: boolean; codes?: string[] | null } | undefined> {
    const params = { tokenHash, idleSince: idleSince.toISOString() };
    const [row] = fid === undefined ? await this.live.execute(params) : await this.liveInFac.execute({ ...params, fid });
    return row;
  }

  async touch(tokenHash: string) {
    await this.db.update(sessionTable).set({ lastSeenAt: sql`now()` }).where(eq(sessionTable.tokenHash, tokenHash));
  }

  async revoke(tokenHash: string) {
    await this.db.update(sessionTable).set({ revokedAt: sql`now()` }).where(eq(sessionTable.tokenHash, tokenHash));
  }

  /** Revokes every live session of the user, optionally keeping the one making the request. */
  async revokeAllOf(uid: number, exceptTokenHash?: string) {
    await this.db
      .update(sessionTable)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessionTable.uid, uid),
          isNull(sessionTable.revokedAt),
          exceptTokenHash ? ne(sessionTable.tokenHash, exceptTokenHash) : undefined,
        ),
      );
  }

  async insertReset(tokenHash: string, uid: number, expiresAt: Date) {
    await this.db.insert(passwordResetTable).values({ tokenHash, uid, expiresAt });
  }

  async findLiveReset(tokenHash: string) {
    const [row] = await this.db
      .select({ uid: passwordResetTable.uid, uniNo: userTable.uniNo })
      .from(passwordResetTable)
      .innerJoin(userTable, userOf(passwordResetTable.uid))
      .where(
        and(
          eq(passwordResetTable.tokenHash, tokenHash),
          isNull(passwordResetTable.usedAt),
          gt(passwordResetTable.expiresAt, sql`now()`),
          eq(userTable.status, 'enabled'),
        ),
      );
    return row;
  }

  /** Marks it used; false if someone used it first. */
  async useReset(tokenHash: string): Promise<boolean> {
    const rows = await this.db
      .update(passwordResetTable)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTable.tokenHash, tokenHash), isNull(passwordResetTable.usedAt)))
      .returning({ uid: passwordResetTable.uid });
    return rows.length === 1;
  }
}
