import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { facilityTable } from '../facility/index.js';
import { userTable } from '../user/index.js';
import { memberInviteTable as invite, membershipTable, roleTable } from './member.table.js';

export type InviteRow = {
  inviteId: number;
  fid: number;
  uniNo: string;
  roleId: number;
  roleName: string;
  invitedByName: string | null;
  createdAt: Date;
  expiresAt: Date;
};

const columns = {
  inviteId: invite.inviteId,
  fid: invite.fid,
  uniNo: invite.uniNo,
  roleId: invite.roleId,
  roleName: roleTable.name,
  invitedByName: userTable.cname,
  createdAt: invite.createdAt,
  expiresAt: invite.expiresAt,
};

/** Invitations to join a factory: what managers typed, and what an invitee is offered. */
export class MemberInviteRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select(columns)
      .from(invite)
      .innerJoin(roleTable, eq(roleTable.roleId, invite.roleId))
      .leftJoin(userTable, eq(userTable.uid, invite.invitedBy));
  }

  /** A new invitation, or the pending one for the same name renewed with the new role and expiry. */
  async upsert(fid: number, uniNo: string, roleId: number, invitedBy: number, expiresAt: Date): Promise<number> {
    const set = { roleId, invitedBy, expiresAt, createdAt: new Date() };
    const [row] = await this.db
      .insert(invite)
      .values({ fid, uniNo, ...set })
      .onConflictDoUpdate({ target: [invite.fid, invite.uniNo], set })
      .returning({ id: invite.inviteId });
    return row!.id;
  }

  async get(inviteId: number): Promise<InviteRow | undefined> {
    const [row] = await this.select().where(eq(invite.inviteId, inviteId));
    return row;
  }

  /** The factory's invitations still open, newest first. */
  pendingOf(fid: number): Promise<InviteRow[]> {
    return this.select()
      .where(and(eq(invite.fid, fid), gt(invite.expiresAt, sql`now()`)))
      .orderBy(sql`${invite.createdAt} desc`, asc(invite.inviteId));
  }

  /** Open invitations to an account name, with the factory's name. */
  forAccount(uniNo: string) {
    return this.db
      .select({ ...columns, facName: facilityTable.facName })
      .from(invite)
      .innerJoin(roleTable, eq(roleTable.roleId, invite.roleId))
      .innerJoin(facilityTable, eq(facilityTable.fid, invite.fid))
      .leftJoin(userTable, eq(userTable.uid, invite.invitedBy))
      .where(and(eq(invite.uniNo, uniNo), gt(invite.expiresAt, sql`now()`)))
      .orderBy(asc(invite.inviteId));
  }

  /** Whether the name belongs to a member of this factory already (what its managers see in their own list anyway). */
  async isMemberName(fid: number, uniNo: string): Promise<boolean> {
    const [row] = await this.db
      .select({ uid: membershipTable.uid })
      .from(membershipTable)
      .innerJoin(userTable, eq(userTable.uid, membershipTable.uid))
      .where(and(eq(membershipTable.fid, fid), eq(userTable.uniNo, uniNo)));
    return !!row;
  }

  async delete(inviteId: number, fid?: number): Promise<boolean> {
    const rows = await this.db
      .delete(invite)
      .where(and(eq(invite.inviteId, inviteId), fid === undefined ? undefined : eq(invite.fid, fid)))
      .returning({ id: invite.inviteId });
    return rows.length > 0;
  }

  /** Expired invitations go (now and then, from the writes). */
  async dropExpired(): Promise<void> {
    await this.db.delete(invite).where(lte(invite.expiresAt, sql`now()`));
  }
}
