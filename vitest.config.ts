import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The integration files that also run on the PostgreSQL server, where it behaves otherwise than embedded PGlite (one
 * connection, every statement in turn): writes racing each other on pooled connections (versions, stock, counters,
 * leader and cache across instances), the ingest write path and its rollups, migrations and the first start of a
 * production database, the driver's errors. every-list reads every defined list on it, so no list's SQL depends on
 * the database it was written against. Every file runs on PGlite, the default most installations run.
 */
const ON_POSTGRES = [
  'every-list', 'access-cache-shared', 'login-throttle-shared', 'instance', 'database-errors', 'first-start', 'seed', 'role-codes-upgrade',
  'session-batch', 'account-control', 'sys-factory', 'factory-cfg', 'mosquitto-accounts',
  'iot-ingest', 'iot-ingest-unstorable', 'iot-reliability-backlog', 'iot-reliability-crash', 'iot-reliability-outage', 'iot-rollup', 'iot-seq-gaps',
  'iot-control', 'alarm-hold', 'alarm-notify-timing', 'rule',
  'plant-batch', 'plant-void', 'material', 'finished', 'finished-stock-out', 'sales', 'sales-promises', 'trace-safety', 'si-cases', 'mes-equip', 'mes-equip-oee', 'mes-wo', 'mes-wo-finish',
].map((name) => `apps/server/test/${name}.int.test.ts`);

/** The server's integration suites on one database (TEST_DB) with that database's global setup. */
const serverIntegration = (name: string, db: 'pglite' | 'postgres', globalSetup: string) => ({
  test: {
    name,
    // TEST_PG=all: every file on PostgreSQL too (npm run test:int:pg-all), as before a release.
    include: db === 'pglite' || process.env.TEST_PG === 'all' ? ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'] : ON_POSTGRES,
    env: { TEST_DB: db },
    globalSetup: [globalSetup],
    testTimeout: 30000,
    hookTimeout: 60000,
    isolate: false,
  },
});

// One runner for every suite; each project is selected by name from the root scripts. Test files share their
// worker's module graph (isolate: false): each file builds its own app and database, so nothing a test relies on
// lives in a module's state, and loading the server once per worker instead of once per file halves the run.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'sim', include: ['packages/sim/src/**/*.test.ts'], exclude: ['packages/sim/src/**/*.int.test.ts'], isolate: false } },
      // Against a real broker (Mosquitto at MQTT_TEST_URL, default 127.0.0.1:1883): run with the integration suites.
      { test: { name: 'sim-int', include: ['packages/sim/src/**/*.int.test.ts'], testTimeout: 30000, isolate: false, expect: { poll: { timeout: 5000 } } } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        // Isolated: upload-call.test.ts mocks modules (vi.mock) that other files have already loaded.
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] },
      },
      // Its first test loads the whole ESLint configuration (plugins, type information): seconds on a busy machine.
      { test: { name: 'lint-rules', include: ['scripts/**/*.test.ts'], testTimeout: 60_000, isolate: false } },
      { test: { name: 'server-unit', include: ['apps/server/src/**/*.test.ts', 'apps/server/bench/**/*.test.ts'], exclude: ['apps/server/src/**/*.int.test.ts'], isolate: false } },
      serverIntegration('server-pglite', 'pglite', 'apps/server/test/pglite-global-setup.ts'),
      serverIntegration('server-pg', 'postgres', 'apps/server/test/pg-global-setup.ts'),
    ],
  },
});
