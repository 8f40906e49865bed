import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userTable, type UserRow } from './user.table.js';

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

  async insert(user: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(userTable).values(user).returning();
    return row!;
  }

  async update(uid: number, patch: Partial<Omit<NewUser, 'uid'>>): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(userTable)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(userTable.uid, uid))
      .returning();
    return row;
  }

  async touchLogin(uid: number): Promise<void> {
    await this.db.update(userTable).set({ lastLoginAt: sql`now()` }).where(eq(userTable.uid, uid));
  }
}
