import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules the codebase relies on, checked against snippets placed at real paths of the tree.
const untyped = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function flagged(eslint: ESLint, filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.map((m) => `${m.line} ${m.ruleId}`);
}

/** A module importing one name from each path in turn (a, b, c, …) and exporting them. */
function importsOf(...paths: string[]) {
  const names = paths.map((_, i) => String.fromCharCode(97 + i));
  return [...paths.map((p, i) => `import { ${names[i]} } from '${p}';`), `export { ${names.join(', ')} };`].join('\n');
}

describe('import boundaries', () => {
  it('a web feature may not import another feature, at any depth', async () => {
    const page = importsOf('../../iot-gateway/api/get-iot-gw-list', '../api/own', '@/lib/request', '@/features/iot-gateway/api/get-iot-gw-list', '../../../lib/request');
    expect(await flagged(untyped, 'apps/web/src/features/alarm/pages/alarm-page.tsx', page)).toEqual([
      '1 no-restricted-imports',
      '4 no-restricted-imports',
      '5 no-restricted-imports',
    ]);
    const top = "import { a } from '../iot-gateway/api/get-iot-gw-list';\nimport { c } from '@/lib/request';\nexport { a, c };\n";
    expect(await flagged(untyped, 'apps/web/src/features/facility/switch-factory.ts', top)).toEqual(['1 no-restricted-imports']);
  });

  it('a web feature may not import app/ (app/ composes the features)', async () => {
    const code = importsOf('@/app/route-table', '@/app/layout/app-shell', '@/lib/permitted-routes-context');
    expect(await flagged(untyped, 'apps/web/src/features/dashboard/components/fac-summary.tsx', code)).toEqual(['1 no-restricted-imports', '2 no-restricted-imports']);
  });

  it('lib/ and components/ import neither features nor app/', async () => {
    const code = "import { a } from '@/features/iot-gateway/api/get-iot-gw-list';\nimport { b } from '@/app/route-table';\nimport { c } from './cookies';\nexport { a, b, c };\n";
    expect(await flagged(untyped, 'apps/web/src/lib/request.ts', code)).toEqual(['1 no-restricted-imports', '2 no-restricted-imports']);
    expect(await flagged(untyped, 'apps/web/src/components/page-container.tsx', "import { a } from '../features/iot-gateway/api/x';\nexport { a };\n")).toEqual(['1 no-restricted-imports']);
  });

  it('a server module reaches another module through its entry (index.ts) alone, never its services, repositories or routes', async () => {
    const code = importsOf('../iot-ingest/ingest.repository.js', '../iot-gateway/index.js', '../user/user.service.js', '../iot-gateway/gateway.routes.js', './alarm.repository.js', '../plant/plant.table.js');
    expect(await flagged(untyped, 'apps/server/src/modules/alarm/alarm.service.ts', code)).toEqual(['1 no-restricted-imports', '3 no-restricted-imports', '4 no-restricted-imports', '6 no-restricted-imports']);
  });

  it("a table file keeps its foreign-key imports of other modules' tables, and nothing else of theirs", async () => {
    const table = importsOf('../shipment/shipment.table.js', '../shipment/shipment.repository.js', '../shipment/index.js');
    expect(await flagged(untyped, 'apps/server/src/modules/trace/trace.table.ts', table)).toEqual(['2 no-restricted-imports']);
  });
});

describe('promises', () => {
  it('a promise nobody handles, or handed to a handler that ignores it, fails the lint', async () => {
    // Line 4: a promise nobody handles; line 6: an async handler where a void one is expected.
    const code = `import { request } from '@/lib/request';
import { reloadUrl } from '@/lib/urls';
export function reload() {
  request(reloadUrl);
}
export const onClick: () => void = async () => {
  await request(reloadUrl);
};`;
    const typed = new ESLint();
    expect(await flagged(typed, 'apps/web/src/features/alarm/pages/alarm-page.tsx', code)).toEqual([
      '4 @typescript-eslint/no-floating-promises',
      '6 @typescript-eslint/no-misused-promises',
    ]);
  }, 60_000);
});

describe('typed API contract', () => {
  it("a web call file may not write a request or reply shape by hand; it aliases or re-exports the schemas' types", async () => {
    const code = [
      "import type { z } from 'zod';",
      "import type { Alarm, alarmListBodySchema } from '@pfs/domain';",
      "import { post, postData, type BodyOf, type DataReply } from '@/lib/request';",
      "import { x, y, z } from '@/lib/urls';",
      'export type { Alarm };',
      'export type AlarmQuery = BodyOf<typeof alarmListBodySchema>;',
      "export type Row = Alarm['status'];",
      'export type Hand = { alarm_id: number; title: string };',
      'export interface Shape { alarm_id: number }',
      "export type Status = 'valid' | 'closed';",
      "export const a = (q: AlarmQuery) => postData<{ items: Alarm[] }>(x, q);",
      "export const b = (q: z.input<typeof alarmListBodySchema>) => post<DataReply<Alarm>>(y, q);",
      "export const c = async () => (await post(z)) as { n: number };",
    ].join('\n');
    expect(await flagged(untyped, 'apps/web/src/features/alarm/api/get-fac-alarmlog-list.ts', code)).toEqual([
      '8 no-restricted-syntax',
      '9 no-restricted-syntax',
      '10 no-restricted-syntax',
      '11 no-restricted-syntax',
      '13 no-restricted-syntax',
    ]);
    // Pages keep their own view-model types.
    expect(await flagged(untyped, 'apps/web/src/features/alarm/pages/alarm-page.tsx', 'export type Filters = { level?: number };\n')).toEqual([]);
  });
});

describe('call URLs', () => {
  const code = [
    "import { getAlarmNotifyChannels } from '@pfs/domain';",
    "export const a = '/api/get_alarm_notify_channels';",
    'export const b = `/api/pub/down_tmp/${a}`;',
    'export const c = getAlarmNotifyChannels.url;',
    "export const d = '/apiary';",
  ].join('\n');

  it('an /api/ URL written outside the call definitions fails, in the server, the web, the tests, e2e and scripts', async () => {
    for (const file of ['apps/server/src/modules/alarm/alarm.routes.ts', 'apps/web/src/features/alarm/api/get-alarm-badge.ts', 'apps/web/src/features/alarm/pages/alarm-page.tsx', 'apps/server/test/alarm.int.test.ts', 'e2e/specs/alarm.spec.ts', 'scripts/scale-out/http.ts']) {
      expect(await flagged(untyped, file, code), file).toEqual(['2 no-restricted-syntax', '3 no-restricted-syntax']);
    }
  });

  it('the call definitions are where URLs are written', async () => {
    expect(await flagged(untyped, 'packages/domain/src/api/alarm.api.ts', code)).toEqual([]);
  });
});
