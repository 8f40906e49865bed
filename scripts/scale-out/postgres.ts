/**
 * The PostgreSQL steps of docs/deploy.md, run with the same client programs and arguments. The docs run them as the
 * `postgres` system user on the database machine (`sudo -u postgres …`); here PGHOST/PGPORT/PGUSER point at the
 * administrator of SCALE_PG_ADMIN_URL instead. Names are unique per run (the docs' `pfs` for role and database).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export function pgTools(adminUrl: string) {
  const u = new URL(adminUrl);
  const env = {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username || 'postgres'),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: u.pathname.slice(1) || 'postgres',
  };
  const cmd = async (program: string, ...args: string[]) => {
    try {
      return (await run(program, args, { env })).stdout;
    } catch (e) {
      throw new Error(`${program} ${args.join(' ')} 失败：${(e as { stderr?: string }).stderr?.trim() ?? String(e)}`, { cause: e });
    }
  };
  /** How the instances reach the database: as the role, with its password (the docs' DATABASE_URL). */
  const urlOf = (role: string, password: string, db: string) => `postgres://${role}:${encodeURIComponent(password)}@${u.hostname}:${u.port || '5432'}/${db}`;
  return {
    urlOf,
    /** §1: `sudo -u postgres psql -c "CREATE ROLE pfs LOGIN PASSWORD '…'"` (no superuser, no CREATEDB). */
    createRole: (role: string, password: string) => cmd('psql', '-v', 'ON_ERROR_STOP=1', '-c', `CREATE ROLE ${role} LOGIN PASSWORD '${password}'`),
    /** §1 and §5: `sudo -u postgres createdb -O pfs pfs`: the role owns the database, so PFS may create its schemas. */
    createDatabase: (db: string, owner: string) => cmd('createdb', '-O', owner, db),
    /** §5: `pg_dump -Fc -d pfs -f pfs-$(date +%F).dump`. */
    dump: (db: string, file: string) => cmd('pg_dump', '-Fc', '-d', db, '-f', file),
    /** §5: `pg_restore --no-owner --role=pfs --jobs 4 -d pfs pfs-….dump`: every object created as, and owned by, the role. */
    restore: (db: string, role: string, file: string) => cmd('pg_restore', '--no-owner', `--role=${role}`, '--jobs', '4', '-d', db, file),
    /** What in the database is not owned by `role`: the database itself, PFS's tables, sequences and its drizzle schema. */
    notOwnedBy: async (db: string, role: string) =>
      (
        await cmd(
          'psql',
          '-d',
          db,
          '-Atc',
          `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'S', 'p') and pg_get_userbyid(c.relowner) <> '${role}'
           union all select nspname from pg_namespace where nspname = 'drizzle' and pg_get_userbyid(nspowner) <> '${role}'
           union all select 'database ' || datname from pg_database where datname = current_database() and pg_get_userbyid(datdba) <> '${role}'`,
        )
      )
        .split('\n')
        .filter(Boolean),
    dropDatabase: (db: string) => cmd('psql', '-c', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`),
    dropRole: (role: string) => cmd('psql', '-c', `DROP ROLE IF EXISTS ${role}`),
  };
}
