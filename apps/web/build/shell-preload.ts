import type { Plugin } from 'vite';
import { PUBLIC_PATH_PREFIXES, PUBLIC_PATHS, TOKEN_COOKIE } from '../../../packages/domain/src/constants';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };
type Output = Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array };

const SHELL = /[\\/]src[\\/]app[\\/]layout[\\/]app-shell\.tsx$/;

/** A chunk's file and the files it imports statically, transitively. */
function withImports(bundle: Record<string, Output>, fileName: string, into = new Set<string>()): Set<string> {
  const c = bundle[fileName];
  if (into.has(fileName) || c?.type !== 'chunk') return into;
  into.add(fileName);
  for (const f of c.imports) withImports(bundle, f, into);
  return into;
}

/** The browser script: signed in (token cookie) on a console path → start fetching the shell's chunks now. */
export function preloadScript(files: string[]): string {
  return `(() => {
  if (!document.cookie.split('; ').some((c) => c.startsWith(${JSON.stringify(`${TOKEN_COOKIE}=`)}))) return;
  const p = location.pathname;
  if (${JSON.stringify(PUBLIC_PATHS)}.some((x) => p === x || p.startsWith(x + '/')) || ${JSON.stringify(PUBLIC_PATH_PREFIXES)}.some((x) => p.startsWith(x))) return;
  for (const f of ${JSON.stringify(files)}) {
    const l = document.createElement('link');
    l.rel = 'modulepreload';
    l.crossOrigin = '';
    l.href = '/' + f;
    document.head.append(l);
  }
})();
`;
}

/**
 * A refresh inside the console needs the shell (menus, top bar) and the console libraries, but the app only asks for
 * them once its own ~800 kB of libraries have run. A tiny script, loaded first, starts those downloads at once when a
 * session cookie is present, so they arrive and compile alongside the entry's. /login and public screens skip it.
 */
export function shellPreload(): Plugin {
  return {
    name: 'pfs-shell-preload',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, Output>;
      const html = bundle['index.html'];
      const shell = Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && SHELL.test(c.facadeModuleId ?? ''));
      const entry = Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && /index\.html$/.test(c.facadeModuleId ?? ''));
      if (html?.type !== 'asset' || !shell || !entry) return;
      // What index.html already preloads is left out.
      const initial = withImports(bundle, entry.fileName);
      const files = [...withImports(bundle, shell.fileName)].filter((f) => !initial.has(f));
      const ref = this.emitFile({ type: 'asset', name: 'shell-preload.js', source: preloadScript(files) });
      const src = `/${this.getFileName(ref)}`;
      html.source = String(html.source).replace(/(\s*)<script type="module"/, `$1<script type="module" async src="${src}"></script>$&`);
    },
  };
}
