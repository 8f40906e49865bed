import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The module graph of the server: a module is a directory under `src/modules`, and module A depends on module B when
 * a source file of A imports a file of B. Type-only imports count: a type taken from another module ties A to B's
 * definitions as much as a value does (B's change breaks A's compile), and a cycle through types still means neither
 * module can be read or moved alone. Tests are left out: like `app.ts`, they compose modules from above.
 */
const modulesDir = dirname(fileURLToPath(import.meta.url));

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return isSource(name) ? [path] : [];
  });
}

// Static (`import … from`, `export … from`, `import type`, side-effect `import '…'`) and dynamic `import('…')`.
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

export function importedSpecifiers(text: string): string[] {
  return [...text.matchAll(specifierPattern)].map((match) => match[1]!);
}

function moduleOf(path: string): string | undefined {
  const rel = relative(modulesDir, path);
  if (rel.startsWith('..') || !rel.includes(sep)) return undefined;
  return rel.split(sep)[0];
}

export function moduleGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const spec of importedSpecifiers(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), spec));
      if (!to || to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), relative(modulesDir, file)]);
    }
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan), each sorted, for a stable message. */
export function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

function describeCycle(graph: Map<string, Map<string, string[]>>, component: string[]): string {
  const inside = new Set(component);
  const edges = component.flatMap((from) =>
    [...(graph.get(from) ?? new Map<string, string[]>()).entries()]
      .filter(([to]) => inside.has(to))
      .map(([to, files]) => `  ${from} -> ${to} (${[...new Set(files)].join(', ')})`),
  );
  return `{${component.join(', ')}}\n${edges.join('\n')}`;
}

describe('server module graph', () => {
  it('reads static, type, re-export and dynamic imports', () => {
    const text = [
      "import { a } from '../a/a.js';",
      "import type { B } from '../b/b.js';",
      "export { c } from '../c/c.js';",
      "import '../d/d.js';",
      "const e = await import('../e/e.js');",
      'import {\n  f,\n} from "../f/f.js";',
    ].join('\n');
    expect(importedSpecifiers(text)).toEqual(['../a/a.js', '../b/b.js', '../c/c.js', '../d/d.js', '../e/e.js', '../f/f.js']);
  });

  it('has no cycle between modules', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    const found = cycles(graph);
    expect(found.map((component) => describeCycle(graph, component)), 'module cycles').toEqual([]);
  });
});
