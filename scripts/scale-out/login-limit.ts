/**
 * The login limit through nginx as shipped (issue 24 §2). A client that writes its own X-Forwarded-For must not
 * choose the address PFS counts its failures under: nginx replaces the header with the connecting address
 * ($remote_addr), and the instances trust it from nginx only (TRUST_PROXY). All test clients are on this machine,
 * so the second real client is a socket bound to 127.0.0.2.
 */
import pg from 'pg';
import { call } from './http.js';
import { login } from '@pfs/domain/auth';

/** LOGIN_MAX_PER_USER's default: wrong passwords per account and client address in the window (auth module). */
const PER_ACCOUNT_AND_ADDRESS = 5;
const LIMIT_MSG = '该账号在本地址的登录尝试次数过多';

type Check = (ok: boolean, what: string) => void;

/** Returns a session token of `account`, logged in from the second client address. */
export async function checkLoginLimit(front: string, dbUrl: string, account: string, password: string, check: Check): Promise<string> {
  const since = new Date();
  const statuses: number[] = [];
  let limitMsg = '';
  for (let k = 1; k <= 12; k++) {
    const a = await call(
      front,
      login,
      { uni_no: account, password: `wrong-${k}` },
      { from: '127.0.0.1', headers: { 'X-Forwarded-For': `203.0.113.${k}` } },
    );
    statuses.push(a.status);
    if (a.status === 429) limitMsg ||= a.body.msg ?? '';
  }
  const expected = statuses.map((_, k) => (k < PER_ACCOUNT_AND_ADDRESS ? 401 : 429));
  check(
    statuses.join() === expected.join() && limitMsg.includes(LIMIT_MSG),
    `经 nginx 12 次错误密码（每次伪造不同的 X-Forwarded-For）：前 ${PER_ACCOUNT_AND_ADDRESS} 次 401，之后 429「${limitMsg || '无'}」（实际 ${statuses.join(' ')}）`,
  );
  const right = await call(front, login, { uni_no: account, password }, { from: '127.0.0.2' });
  check(right.status === 200 && !!right.body.token, `另一个真实客户端地址（127.0.0.2）用正确密码登录同一账号：${right.status} ${right.body.msg ?? ''}`);

  // What the instances recorded as the client address: nginx's $remote_addr, never a value from the client's header.
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const rows = (
    await db.query<{ type: string; ip: string }>(
      `select type, ip from user_logs where uni_no = $1 and ts >= $2 and type in ('login_failed', 'login') order by id`,
      [account, since],
    )
  ).rows;
  await db.end();
  const failedIps = [...new Set(rows.filter((r) => r.type === 'login_failed').map((r) => r.ip))];
  const loginIps = rows.filter((r) => r.type === 'login').map((r) => r.ip);
  check(
    failedIps.join() === '127.0.0.1' && rows.filter((r) => r.type === 'login_failed').length === PER_ACCOUNT_AND_ADDRESS,
    `系统日志记下的失败登录地址：${failedIps.join('、') || '无'}（应只有 nginx 看到的 127.0.0.1，而非伪造的 203.0.113.x）`,
  );
  check(
    loginIps.join() === '127.0.0.2',
    `系统日志记下的成功登录地址：${loginIps.join('、') || '无'}（应为 127.0.0.2：nginx 传的是真实客户端地址，而非它自己的）`,
  );
  return right.body.token ?? '';
}
