import { describe, expect, it } from 'vitest';
import { preloadScript } from '../../build/shell-preload';

const FILES = ['assets/app-shell-a1.js', 'assets/vendor-console-b2.js'];

/** Runs the generated boot script against a stand-in document; returns the modulepreload links it added. */
function run(pathname: string, cookie: string) {
  const added: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const document = {
    cookie,
    createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
    head: { append: (l: (typeof added)[number]) => added.push(l) },
  };
  new Function('document', 'location', preloadScript(FILES))(document, { pathname });
  return added;
}

describe('boot script that fetches the console shell early', () => {
  it('a signed-in refresh of a console page starts fetching the shell chunks', () => {
    expect(run('/iot/gw_list', 'theme=dark; pfs_token=abc123')).toEqual([
      { rel: 'modulepreload', href: '/assets/app-shell-a1.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/vendor-console-b2.js', crossOrigin: '' },
    ]);
    expect(run('/', 'pfs_token=abc123')).toHaveLength(2);
  });

  it('fetches nothing without a session, on /login, or on public screens and trace pages', () => {
    expect(run('/iot/gw_list', 'theme=dark')).toEqual([]);
    expect(run('/iot/gw_list', 'not_pfs_token=abc')).toEqual([]);
    expect(run('/login', 'pfs_token=abc123')).toEqual([]);
    expect(run('/h5wrap/iot/vals', 'pfs_token=abc123')).toEqual([]);
    expect(run('/screen/F001', 'pfs_token=abc123')).toEqual([]);
    expect(run('/trace/T001', 'pfs_token=abc123')).toEqual([]);
  });
});
