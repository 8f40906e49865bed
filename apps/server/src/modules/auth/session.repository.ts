import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userTable } from '../user/user.table.js';
import { passwordResetTable, sessionTable } from './auth.table.js';

export class SessionRepository {
  /** Every authenticated request runs it: prepared, so each connection plans it once. */
  private readonly live;

  constructor(private readonly db: Db) {
    this.live = db
      .select({
        uid: sessionTable.uid,
        lastSeenAt: sessionTable.lastSeenAt,
        uniNo: userTable.uniNo,
        isSa: userTable.isSa,
      })
      .from(sessionTable)
      .innerJoin(userTable, eq(userTable.uid, sessionTable.uid))
      .where(
        and(
          eq(sessionTable.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessionTable.revokedAt),
          gt(sessionTable.lastSeenAt, sql.placeholder('idleSince')),
          eq(userTable.status, 'enabled'),
        ),
      )
      .prepare('pfs_session_live');
  }

  async insert(tokenHash: string, uid: number, ip: string, userAgent: string) {
    await this.db.insert(sessionTable).values({ tokenHash, uid, ip, userAgent: userAgent.slice(0, 256) });
  }

  /** One round trip: the live session with the facts about its user that every request needs. */
  async findLive(tokenHash: string, idleSince: Date) {
    const [row] = await this.live.execute({ tokenHash, idleSince: idleSince.toISOString() });
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
      .innerJoin(userTable, eq(userTable.uid, passwordResetTable.uid))
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
