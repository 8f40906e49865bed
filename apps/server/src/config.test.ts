import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { envSchema, loadConfig } from './config.js';

/**
 * README.md's configuration section is the operator's list of settings: every key the server reads must be there,
 * nothing may be documented that the server ignores, and a default it states must be the one the schema applies.
 */
type Row = { keys: string[]; defaults: (string | undefined)[]; line: string };

function readmeRows(): Row[] {
  const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('## Configuration');
  expect(start, 'README.md has a "## Configuration" section').toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const rows: Row[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // A table row: | `KEY`, `KEY2` | default | meaning |
    if (!line.startsWith('|') || cells.length < 4) continue;
    const keys = [...cells[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!);
    if (keys.length === 0) continue;
    // One default per key, comma-separated: a value in backticks, or a word (–, unset …) for none.
    const defaults = cells[2]!.split(/,\s+(?=`|–|unset)/).map((d) => /^`([^`]*)`/.exec(d)?.[1]);
    rows.push({ keys, defaults, line });
  }
  return rows;
}

/** The default a field applies when the variable is unset, or undefined when it has none. */
function defaultOf(field: z.ZodType): unknown {
  const def = (field as unknown as { def: { type: string; defaultValue?: unknown } }).def;
  return def.type === 'default' ? def.defaultValue : undefined;
}

describe('README.md configuration table', () => {
  const rows = readmeRows();
  const documented = rows.flatMap((r) => r.keys);
  const schemaKeys = Object.keys(envSchema.shape);

  it('documents every setting the server reads', () => {
    expect(schemaKeys.filter((k) => !documented.includes(k))).toEqual([]);
  });

  it('documents no setting the server does not read, and each only once', () => {
    expect(documented.filter((k) => !schemaKeys.includes(k))).toEqual([]);
    expect(documented.filter((k, i) => documented.indexOf(k) !== i)).toEqual([]);
  });

  it('states the defaults the server applies', () => {
    const shape = envSchema.shape as Record<string, z.ZodType>;
    const wrong: string[] = [];
    for (const row of rows) {
      const defaults = row.keys.map((k) => (shape[k] ? defaultOf(shape[k]) : undefined));
      if (defaults.every((d) => d === undefined)) continue;
      // One default per key, in the keys' order: `3000`, `127.0.0.1` for `PORT`, `HOST`.
      if (row.defaults.length !== row.keys.length) {
        wrong.push(`${row.keys.join(', ')}: one default per key expected, found ${row.defaults.length}`);
        continue;
      }
      row.keys.forEach((k, i) => {
        // An empty default is documented as none (–).
        const want = defaults[i] === '' ? undefined : defaults[i];
        if (want !== undefined && String(want) !== row.defaults[i]) wrong.push(`${k}: README says ${row.defaults[i] ?? 'none'}, the server ${String(want)}`);
        if (defaults[i] === '' && row.defaults[i] !== undefined) wrong.push(`${k}: README says ${row.defaults[i]}, the server none`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('a default stated for a key the server gives none is a documented behaviour, not a value the schema would hold', () => {
    // e.g. PUBLIC_URL's `http://HOST:PORT` is built by loadConfig: it must still be what an empty environment gets.
    const cfg = loadConfig({});
    expect(cfg.publicUrl).toBe(`http://${cfg.HOST}:${cfg.PORT}`);
    expect(cfg.TRUST_PROXY).toBe(false);
  });
});

describe('METRICS_TOKEN', () => {
  it('is refused when shorter than 16 characters, naming the setting', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN.*至少 16 个字符/);
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(16) }).METRICS_TOKEN).toBe('x'.repeat(16));
  });
});

describe('CFG_NAME', () => {
  it('names a production installation 生产环境, the demo 演示环境, unless set', () => {
    expect(loadConfig({ SEED_DEMO: 'off' }).CFG_NAME).toBe('生产环境');
    expect(loadConfig({}).CFG_NAME).toBe('演示环境');
    expect(loadConfig({ SEED_DEMO: 'off', CFG_NAME: '一号工厂' }).CFG_NAME).toBe('一号工厂');
  });
});
