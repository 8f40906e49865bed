import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userTable, type UserRow } from './user.table.js';
import { insertReturning, updateReturning } from '../../lib/row-lookups.js';

export type NewUser = typeof userTable.$inferInsert;

export class UserRepository {
  constructor(private readonly db: Db) {}

  async findByUniNo(uniNo: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(userTable).where(eq(userTable.uniNo, uniNo));
    return row;
  }

  async findById(uid: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(userTable).where(eq(userTable.uid, uid));
    return row;
  }

  insert(user: NewUser): Promise<UserRow> {
    return insertReturning(this.db, userTable, user);
  }

  update(uid: number, patch: Partial<Omit<NewUser, 'uid'>>): Promise<UserRow | undefined> {
    return updateReturning(this.db, userTable, { ...patch, updatedAt: sql`now()` }, eq(userTable.uid, uid));
  }

  async touchLogin(uid: number): Promise<void> {
    await this.db.update(userTable).set({ lastLoginAt: sql`now()` }).where(eq(userTable.uid, uid));
  }
}
