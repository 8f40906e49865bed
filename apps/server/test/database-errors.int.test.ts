import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';

// An operator who restored with a plain `createdb pfs` (owned by postgres) and starts PFS as role pfs, or who mistyped
// the password or database, reads why in Chinese with the step that fixes it, not drizzle's "Failed query".
describe.skipIf(process.env.TEST_DB !== 'postgres')('opening a database PFS cannot use', () => {
  const tag = Date.now().toString(36);
  const role = `pfs_err_${tag}`;
  const database = `pfs_err_${tag}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  const url = (password: string, db = database) => `postgres://${role}:${password}@127.0.0.1:5432/${db}`;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create role ${role} login password 'right-password'`);
    // As the restore used to say: a database owned by postgres, on which the role may connect but not create.
    await admin.query(`create database ${database}`);
    await admin.query(`revoke create on database ${database} from public`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`drop role if exists ${role}`);
    await admin.end();
  });

  it('a database owned by another role names the owner change', async () => {
    await expect(openDatabase({ databaseUrl: url('right-password') })).rejects.toThrow(
      new RegExp(`数据库用户 ${role} 无权在数据库 ${database} 中建立或修改表.*ALTER DATABASE ${database} OWNER TO ${role}`),
    );
    // Once the database is the role's own, the same start migrates and opens it.
    await admin.query(`alter database ${database} owner to ${role}`);
    const db = await openDatabase({ databaseUrl: url('right-password') });
    await db.close();
  });

  it('a database that does not exist names createdb -O', async () => {
    await expect(openDatabase({ databaseUrl: url('right-password', `${database}_missing`) })).rejects.toThrow(
      `上没有数据库 ${database}_missing：请先以 postgres 执行 createdb -O ${role} ${database}_missing`,
    );
  });
});
