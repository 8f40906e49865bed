import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { verifyPassword } from '../lib/password.js';
import { facilityTable } from '../modules/facility/facility.table.js';
import { userTable } from '../modules/user/user.table.js';
import { DEMO_USERS } from './demo-data.js';
import type { Tx } from './history-context.js';

/** Names shown when refusing: a few are enough to recognise the database. */
const SHOWN = 5;

/** 「3 个账号（sa、demo 等）」: how many there are and the first names; '' when there are none. */
const counted = (what: string, rows: { name: string; total: number }[]) => {
  if (rows.length === 0) return '';
  const total = rows[0]!.total;
  return `${total} 个${what}（${rows.map((r) => r.name).join('、')}${total > rows.length ? ' 等' : ''}）`;
};

/**
 * Called by the demo seed once it has claimed its marker (so the demo was never seeded here): any account or factory
 * is someone's data, and the demo's published passwords and simulated gateways must not join it. Throws the reason.
 */
export async function refuseNonDemoData(tx: Tx): Promise<void> {
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const users = await tx.select({ name: userTable.uniNo, total }).from(userTable).orderBy(asc(userTable.uid)).limit(SHOWN);
  const facs = await tx.select({ name: facilityTable.facName, total }).from(facilityTable).orderBy(asc(facilityTable.fid)).limit(SHOWN);
  const found = [counted('账号', users), counted('工厂', facs)].filter(Boolean);
  if (found.length === 0) return;
  throw new Error(
    `拒绝写入演示数据：数据库中已有不是演示数据创建的${found.join('和')}。演示数据会加入公开密码的账号（sa/sa123456 等）和模拟网关，` +
      '不能混入使用中的数据库。这是生产数据库时，请在环境变量中设置 SEED_DEMO=off 后重新启动；要看演示，请让 DATABASE_URL 指向一个空数据库。',
  );
}

/**
 * The demo accounts that still log in with the password the README publishes (enabled, password unchanged), as
 * `uni_no/password`: anyone who read the README can use them.
 */
export async function publishedDemoLogins(db: Db): Promise<string[]> {
  const published = new Map(DEMO_USERS.map((u) => [u.uniNo, u.password]));
  const rows = await db
    .select({ uniNo: userTable.uniNo, hash: userTable.passwordHash })
    .from(userTable)
    .where(and(inArray(userTable.uniNo, [...published.keys()]), eq(userTable.status, 'enabled')))
    .orderBy(asc(userTable.uid));
  const open: string[] = [];
  for (const r of rows) if (await verifyPassword(r.hash, published.get(r.uniNo)!)) open.push(`${r.uniNo}/${published.get(r.uniNo)}`);
  return open;
}

/** The warning logged at every start while any published demo password still works; null when none does. */
export async function publishedDemoLoginsWarning(db: Db): Promise<string | null> {
  const open = await publishedDemoLogins(db);
  if (open.length === 0) return null;
  return (
    `演示账号仍可用公开的密码登录：${open.join('、')}。这些密码写在 README 中，任何人都能用它们进入系统（sa 是超级管理员）。` +
    '若此实例不只是演示，请在个人中心修改这些账号的密码或停用它们；生产环境请用 SEED_DEMO=off 在空数据库上启动。'
  );
}
