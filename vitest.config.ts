import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The server's integration suites, run once per database (TEST_DB) with that database's global setup. */
const serverIntegration = (name: string, db: 'pglite' | 'postgres', globalSetup: string) => ({
  test: {
    name,
    include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
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
