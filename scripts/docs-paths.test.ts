import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The architecture document names files and folders in backticks; each must exist in the tree (by its path, or as the
// end of a tracked path when the document abbreviates it: `modules/member/member.service.ts`).
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const dirs = new Set(tracked.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));

const folderNames = new Set([...dirs].map((d) => d.split('/').pop()!));

/**
 * Backticked names that look like a path: a known file ending, or a slash-separated name starting with a folder name
 * of the tree. Patterns (`<module>`, `*`, `{…}`) and package names (`@pfs/domain`) are not paths.
 */
function namedPaths(md: string): string[] {
  const names = [...md.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/[(:].*$/, ''));
  const concrete = names.filter((n) => !/[<>*{}+@]/.test(n) && !n.startsWith('/'));
  return [...new Set(concrete.filter((n) => /\.(ts|tsx|md|json|js|mjs)$/.test(n) || (n.includes('/') && folderNames.has(n.split('/')[0]!))))];
}

const exists = (p: string) => {
  const q = p.replace(/\/$/, '');
  return tracked.some((f) => f === q || f.endsWith(`/${q}`)) || dirs.has(q) || [...dirs].some((d) => d.endsWith(`/${q}`));
};

describe('docs/architecture.md', () => {
  it('names no file or folder that does not exist', () => {
    const md = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8');
    const paths = namedPaths(md);
    expect(paths.length).toBeGreaterThan(80);
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });
});
