/**
 * What an operator reads when PFS cannot open or migrate its PostgreSQL database: the cause in Chinese, naming the
 * role, database and server, with the step that fixes it. drizzle wraps the driver's error ("Failed query: …"), so the
 * SQLSTATE is looked for on the error and its causes.
 */
export function explainDatabaseError(err: unknown, databaseUrl: string): Error {
  const { role, database, server } = describeUrl(databaseUrl);
  const { code, message } = driverError(err);
  const why = (text: string) => Object.assign(new Error(`${text}（${message}）`), { cause: err });
  switch (code) {
    case '42501':
      return why(
        `数据库用户 ${role} 无权在数据库 ${database} 中建立或修改表：PFS 的数据库须归它的用户所有。` +
          `以 postgres 执行 ALTER DATABASE ${database} OWNER TO ${role}（或按 docs/deploy.md 用 createdb -O ${role} ${database} 建库、pg_restore --no-owner --role=${role} 恢复）`,
      );
    case '28P01':
    case '28000':
      return why(`数据库 ${server} 拒绝了用户 ${role} 的登录：请检查 DATABASE_URL 中的用户名和密码，以及 pg_hba.conf 是否允许本机连接`);
    case '3D000':
      return why(`数据库 ${server} 上没有数据库 ${database}：请先以 postgres 执行 createdb -O ${role} ${database}（见 docs/deploy.md）`);
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return why(`无法连接数据库服务器 ${server}：请检查 DATABASE_URL 的主机和端口，以及 PostgreSQL 是否在运行、是否监听该地址`);
    default:
      return err instanceof Error ? err : new Error(String(err));
  }
}

function driverError(err: unknown): { code?: string; message: string } {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return { code: e.code, message: String(e.message ?? e.code) };
  }
  return { message: err instanceof Error ? err.message : String(err) };
}

function describeUrl(databaseUrl: string): { role: string; database: string; server: string } {
  try {
    const u = new URL(databaseUrl);
    return {
      role: decodeURIComponent(u.username) || 'postgres',
      database: decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres',
      server: `${u.hostname || 'localhost'}:${u.port || '5432'}`,
    };
  } catch {
    return { role: '?', database: '?', server: '?' };
  }
}
