import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { everyCall } from '../catalog/index.js';
import { callAccess, callsOf } from './call.js';
import { callTablesMarkdown, describeAccess } from './call-docs.js';

const calls = everyCall().map(([, c]) => c);

describe('docs/calls.md', () => {
  it('is what the call definitions make (run `npm run docs:calls` after changing a call)', () => {
    const committed = readFileSync(new URL('../../../../docs/calls.md', import.meta.url), 'utf8');
    expect(committed).toBe(callTablesMarkdown(calls));
  });

  it('lists every defined URL once, with its access', () => {
    const md = callTablesMarkdown(calls);
    for (const c of calls) expect(md).toContain(`\`${c.url}\` | ${describeAccess(c.access)}`);
    expect(new Set(calls.map((c) => `${c.method} ${c.url}`)).size).toBeGreaterThan(250);
  });

  it('names fields, optional ones marked, and permissions as codes', () => {
    const c = callsOf('测试').post('/api/save_thing', {
      access: callAccess.perm('plant.edit', 'plant.list'),
      summary: '保存 | 东西',
      body: z.object({ fid: z.number(), remark: z.string().optional() }),
      data: null,
    });
    expect(callTablesMarkdown([c])).toContain('| POST | `/api/save_thing` | `plant.edit` 或 `plant.list` | 保存 \\| 东西 | fid, remark? |');
  });
});
