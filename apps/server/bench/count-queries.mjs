/**
 * Preloaded into the server by bench:api only (NODE_OPTIONS=--import): counts the SQL statements the server sends,
 * through node-postgres or PGlite, and writes the running count and the process's CPU time so far (µs, user + system)
 * to BENCH_QUERY_COUNT_FILE on SIGUSR2, so the bench can report queries and server CPU per request: a figure that
 * other load on the shared machine disturbs much less than req/s. Production code is untouched.
 */
import fs from 'node:fs';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

let n = 0;
for (const proto of [pg.Client.prototype, PGlite.prototype]) {
  const query = proto.query;
  proto.query = function countedQuery(...args) {
    n++;
    return query.apply(this, args);
  };
}
process.on('SIGUSR2', () => {
  const cpu = process.cpuUsage();
  fs.writeFileSync(process.env.BENCH_QUERY_COUNT_FILE ?? '/dev/null', `${n} ${cpu.user + cpu.system}`);
});
