import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Static, type-only and lazy imports alike: a lazy import back into its importer still ties the two into one chunk graph.
// Relative imports and the `@/` alias (apps/web/src) both: most imports across folders go through the alias.
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'((?:\.|@\/)[^']+)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

export function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? join(SRC, spec.slice(2)) : resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => /\.tsx?$/.test(p) && existsSync(p));
}

/** Every cycle found by depth-first search, each as the list of files (relative to src) it passes through. */
function findCycles(): string[][] {
  const graph = new Map(sourceFiles(SRC).map((f) => [f, [...readFileSync(f, 'utf8').matchAll(IMPORT)].flatMap((m) => (m[1] && resolveImport(f, m[1])) || [])]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)).map((p) => p.slice(SRC.length + 1)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return cycles;
}

describe('web import graph', () => {
  it('follows `@/` imports as well as relative ones', () => {
    const from = join(SRC, 'app', 'router.tsx');
    expect(resolveImport(from, '@/lib/request')).toBe(join(SRC, 'lib', 'request.ts'));
    expect(resolveImport(from, './route-table')).toBe(join(SRC, 'app', 'route-table.tsx'));
  });

  it('has no import cycles (the route table lists pages; pages must not import the route table back)', () => {
    expect(findCycles()).toEqual([]);
  });
});
