import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { passwordSchema } from '@pfs/domain/auth';
import { createMemberBodySchema } from '@pfs/domain/member';
import { hashPassword } from '../lib/password.js';
import { userTable } from '../modules/user/user.table.js';
import type { Db } from './client.js';

/** Serialises the check-and-create across instances starting together on one database (beside 727_001, migrations). */
const FIRST_ADMIN_LOCK = 727_002;
export const DEFAULT_ADMIN_USERNAME = 'admin';
/** No 0/O, 1/l/I: the password is read off a log and typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

type Log = { info: (msg: string) => void; warn: (msg: string) => void; isLevelEnabled?: (level: string) => boolean };
export type FirstAdminSettings = {
  /** The demo is seeded at this start: it brings its own accounts. */
  seedDemo: boolean;
  username?: string;
  password?: string;
};

export function randomAdminPassword(): string {
  for (;;) {
    const p = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (passwordSchema.safeParse(p).success) return p;
  }
}

const hasUsers = async (db: Pick<Db, 'execute'>) =>
  ((await db.execute(sql`select exists (select 1 from ${userTable}) as found`)) as unknown as { rows: { found: boolean }[] }).rows[0]!.found;

/**
 * The first start of a production database (SEED_DEMO=off): with no account at all, creates the super admin who
 * then creates the factories in 管理后台. The username comes from ADMIN_USERNAME (default admin), the password from
 * ADMIN_PASSWORD or, unset, a random one logged once. A database with any account ignores both settings.
 * Throws a Chinese message (the server refuses to start) when a setting it would use is not acceptable.
 */
export async function bootstrapFirstAdmin(db: Db, s: FirstAdminSettings, log: Log): Promise<{ uniNo: string } | null> {
  const given = [s.username !== undefined && 'ADMIN_USERNAME', s.password !== undefined && 'ADMIN_PASSWORD'].filter(Boolean).join('、');
  const ignored = (why: string) => {
    if (given) log.info(`${why}：${given} 被忽略（只在数据库还没有任何账号时用于创建首个超级管理员），可从环境文件中删除`);
    return null;
  };
  if (s.seedDemo) return ignored('演示数据自带账号（SEED_DEMO=on）');
  if (await hasUsers(db)) return ignored('数据库中已有账号');

  const name = createMemberBodySchema.shape.uni_no.safeParse(s.username ?? DEFAULT_ADMIN_USERNAME);
  if (!name.success) throw new Error(`ADMIN_USERNAME 不可用：${name.error.issues[0]?.message}`);
  const checked = s.password === undefined ? null : passwordSchema.safeParse(s.password);
  if (checked && !checked.success) {
    throw new Error(`ADMIN_PASSWORD 不可用：${checked.error.issues[0]?.message}。请在环境文件中换一个更强的密码，或删除 ADMIN_PASSWORD 让系统生成一个`);
  }
  const password = s.password ?? randomAdminPassword();
  const passwordHash = await hashPassword(password);

  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    // Another instance starting beside this one may have created it while this one waited.
    if (await hasUsers(tx)) return false;
    await tx.insert(userTable).values({ uniNo: name.data, username: name.data, cname: '超级管理员', passwordHash, isSa: true });
    return true;
  });
  if (!created) return ignored('另一个实例已创建首个超级管理员');
  if (s.password === undefined) {
    // The one place this password is ever shown: at warn level, and on stderr when the log level hides warnings.
    const line = `首个超级管理员已创建：账号 ${name.data}，密码 ${password}（随机生成，只显示这一次）。请登录后进入管理后台新建工厂，并在个人中心修改密码`;
    if (log.isLevelEnabled?.('warn') === false) console.error(line);
    else log.warn(line);
  } else {
    log.info(`首个超级管理员已创建：账号 ${name.data}，密码为 ADMIN_PASSWORD 所设。请登录后进入管理后台新建工厂，然后从环境文件中删除 ADMIN_PASSWORD`);
  }
  return { uniNo: name.data };
}
