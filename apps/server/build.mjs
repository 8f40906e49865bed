// npm run build -w apps/server: one ESM bundle of the server and the workspace packages (@pfs/domain, @pfs/sim) in
// dist/server.js, so production runs compiled JavaScript (no tsx, no TypeScript at start). npm packages stay external
// (native ones such as sharp and argon2 cannot be bundled) and load from node_modules.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@pfs/'));
const started = Date.now();
const out = await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  // Bundled CommonJS helpers may call require(): give the ESM bundle one.
  banner: { js: "import { createRequire as __pfsRequire } from 'node:module'; const require = __pfsRequire(import.meta.url);" },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(out.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`dist/server.js：${(bytes / 1024).toFixed(0)} KB，用时 ${Date.now() - started} ms`);
