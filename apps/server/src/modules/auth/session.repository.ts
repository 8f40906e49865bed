import { and, eq, gt, isNull, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userTable, userOf } from '../user/index.js';
import { membershipTable, roleTable } from '../member/index.js';
import { BatchLoader } from '../../lib/batch-loader.js';
import { passwordResetTable, sessionTable } from './auth.table.js';

/** A lookup's key: the token and the factory asked about (none for a call outside factories). */
const keyOf = (tokenHash: string, fid: number | undefined) => `${tokenHash}:${fid ?? ''}`;
const parseKey = (key: string) => {
  const [tokenHash, fid] = key.split(':') as [string, string];
  return { tokenHash, fid: fid === '' ? null : Number(fid) };
};

/**
 * A live session, on a query joining `sessionTable` to `userTable`: not revoked, seen after the placeholder
 * `idleSince`, its user enabled. The query names which tokens.
 */
export const liveSessionWhere = () =>
  and(isNull(sessionTable.revokedAt), gt(sessionTable.lastSeenAt, sql.placeholder('idleSince')), eq(userTable.status, 'enabled'));
/** `idleSince` for a read made now. */
export const idleSinceParam = (idleMs: number) => new Date(Date.now() - idleMs).toISOString();
/**
 * How lookups of sessions are coalesced (BatchLoader): one statement at a time per kind, and whatever arrives
 * meanwhile goes in the next (at 3 000 get_user_info/s offered, p99 12–13 ms against 11–57 ms with two at a time),
 * leaving the pool's other connections to the requests' own queries; a batch of 200 tokens is still an index probe each.
 */
export const SESSION_BATCHES = { maxInFlight: 1, maxBatch: 200 };

export type LiveSession = { uid: number; lastSeenAt: Date; uniNo: string; isSa: boolean; codes: string[] | null };

export class SessionRepository {
  /**
   * Every authenticated request looks its session up, with its user's permission codes in one factory for a factory
   * call (null: no enabled membership there). Prepared, so each connection plans it once; and the lookups of
   * concurrent requests go out together, one row per (token, factory) asked.
   */
  private readonly lookups;

  constructor(
    private readonly db: Db,
    idleMs: number,
  ) {
    const fields = { uid: sessionTable.uid, lastSeenAt: sessionTable.lastSeenAt, uniNo: userTable.uniNo, isSa: userTable.isSa };
    // The codes as JSON: the driver decodes it with the native JSON.parse, where a text[] goes through a parser in
    // JavaScript, character by character (9 % of what a member-list request allocated, 38 codes for a manager).
    const codesJson = sql<string[] | null>`to_json(${roleTable.codes})`;
    const inFac = (fid: SQL | Placeholder) => and(eq(membershipTable.uid, sessionTable.uid), sql`${membershipTable.fid} = ${fid}`, eq(membershipTable.status, 'enabled'));
    // A lone lookup (an idle server, and PGlite, where statements run one at a time) by its key: the cheapest plans,
    // without the membership joins when no factory is asked about.
    const byToken = and(eq(sessionTable.tokenHash, sql.placeholder('tokenHash')), liveSessionWhere());
    const one = db.select(fields).from(sessionTable).innerJoin(userTable, userOf(sessionTable.uid)).where(byToken).prepare('pfs_session_live');
    const oneInFac = db
      .select({ ...fields, codes: codesJson })
      .from(sessionTable)
      .innerJoin(userTable, userOf(sessionTable.uid))
      .leftJoin(membershipTable, inFac(sql.placeholder('fid')))
      .leftJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .where(byToken)
      .prepare('pfs_session_live_fac');
    // Several: one row per (token, factory) asked.
    const asked = sql`unnest(${sql.placeholder('tokenHashes')}::text[], ${sql.placeholder('fids')}::int[]) as asked(token_hash, fid)`;
    const many = db
      .select({ ...fields, codes: codesJson, tokenHash: sessionTable.tokenHash, fid: sql<number | null>`asked.fid` })
      .from(asked)
      .innerJoin(sessionTable, sql`${sessionTable.tokenHash} = asked.token_hash`)
      .innerJoin(userTable, userOf(sessionTable.uid))
      .leftJoin(membershipTable, inFac(sql`asked.fid`))
      .leftJoin(roleTable, eq(roleTable.roleId, membershipTable.roleId))
      .where(liveSessionWhere())
      .prepare('pfs_session_live_many');
    this.lookups = new BatchLoader(async (keys: string[]): Promise<Map<string, LiveSession>> => {
      const asked = keys.map(parseKey);
      const idleSince = idleSinceParam(idleMs);
      if (asked.length === 1) {
        const { tokenHash, fid } = asked[0]!;
        const [row] = fid === null ? await one.execute({ tokenHash, idleSince }) : await oneInFac.execute({ tokenHash, fid, idleSince });
        return new Map(row ? [[keys[0]!, { codes: null, ...row }]] : []);
      }
      const rows = await many.execute({ tokenHashes: asked.map((k) => k.tokenHash), fids: asked.map((k) => k.fid), idleSince });
      return new Map(rows.map((r) => [keyOf(r.tokenHash, r.fid ?? undefined), r]));
    }, SESSION_BATCHES);
  }

  /** Lookups and the statements that answered them, since start. */
  get sent() {
    return this.lookups.sent;
  }

  async insert(tokenHash: string, uid: number, ip: string, userAgent: string) {
    await this.db.insert(sessionTable).values({ tokenHash, uid, ip, userAgent: userAgent.slice(0, 256) });
  }

  /** The live session of a token with the facts about its user that every request needs (and its codes in `fid`). */
  findLive(tokenHash: string, fid?: number): Promise<LiveSession | undefined> {
    return this.lookups.load(keyOf(tokenHash, fid));
  }

  async touch(tokenHash: string) {
    await this.db
      .update(sessionTable)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessionTable.tokenHash, tokenHash));
  }

  async revoke(tokenHash: string) {
    await this.db
      .update(sessionTable)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessionTable.tokenHash, tokenHash));
  }

  /** Revokes every live session of the user, optionally keeping the one making the request. */
  async revokeAllOf(uid: number, exceptTokenHash?: string) {
    await this.db
      .update(sessionTable)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessionTable.uid, uid), isNull(sessionTable.revokedAt), exceptTokenHash ? ne(sessionTable.tokenHash, exceptTokenHash) : undefined));
  }

  /** One live link per account: a new one ends the ones sent before. */
  async insertReset(tokenHash: string, uid: number, expiresAt: Date) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(passwordResetTable)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTable.uid, uid), isNull(passwordResetTable.usedAt)));
      await tx.insert(passwordResetTable).values({ tokenHash, uid, expiresAt });
    });
  }

  /** Ends every unused reset link of the user (a password changed or reset, the account disabled). */
  async dropResetsOf(uid: number) {
    await this.db
      .update(passwordResetTable)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTable.uid, uid), isNull(passwordResetTable.usedAt)));
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
