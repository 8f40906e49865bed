import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { membershipTable, roleTable } from './member.table.js';
import { firstRow, updateReturning } from '../../lib/row-lookups.js';

export type RoleWithCount = { roleId: number; name: string; codes: string[]; memberCt: number };

export class RoleRepository {
  constructor(private readonly db: Db) {}

  list(fid: number): Promise<RoleWithCount[]> {
    return this.db
      .select({ roleId: roleTable.roleId, name: roleTable.name, codes: roleTable.codes, memberCt: count(membershipTable.uid) })
      .from(roleTable)
      .leftJoin(membershipTable, eq(membershipTable.roleId, roleTable.roleId))
      .where(eq(roleTable.fid, fid))
      .groupBy(roleTable.roleId)
      .orderBy(asc(roleTable.roleId));
  }

  get(fid: number, roleId: number) {
    return firstRow(this.db, roleTable, eq(roleTable.fid, fid), eq(roleTable.roleId, roleId));
  }

  findByName(fid: number, name: string) {
    return firstRow(this.db, roleTable, eq(roleTable.fid, fid), eq(roleTable.name, name));
  }

  async insert(fid: number, name: string, codes: string[]) {
    const [row] = await this.db.insert(roleTable).values({ fid, name, codes }).returning();
    return row!;
  }

  async update(roleId: number, name: string, codes: string[]) {
    return (await updateReturning(this.db, roleTable, { name, codes, updatedAt: sql`now()` }, eq(roleTable.roleId, roleId)))!;
  }

  async memberCount(roleId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(membershipTable).where(eq(membershipTable.roleId, roleId));
    return row?.n ?? 0;
  }

  async remove(roleId: number): Promise<void> {
    await this.db.delete(roleTable).where(eq(roleTable.roleId, roleId));
  }
}
