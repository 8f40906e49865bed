// npm run bench:web — gzip size of the JavaScript a browser loads to show /login (entry + its static imports +
// the login page chunk and its static imports), from the Vite manifest of the last build (apps/web/dist, or WEB_DIST).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.env.WEB_DIST ?? new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const seen = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const k of chunk.imports ?? []) collect(k);
}
collect('index.html');
const loginKey = Object.keys(manifest).find((k) => k.endsWith('features/auth/pages/login-page.tsx'));
collect(loginKey);
let raw = 0;
let gz = 0;
for (const f of seen) {
  const buf = fs.readFileSync(path.join(dist, f));
  raw += buf.length;
  gz += zlib.gzipSync(buf, { level: 9 }).length;
}
const all = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
console.log(`/login initial JavaScript: ${seen.size} files, ${(raw / 1024).toFixed(1)} kB raw, ${(gz / 1024).toFixed(1)} kB gzip (budget 300 kB)`);
console.log(`code-split chunks in the build: ${all.length}`);
const charts = [...seen].filter((f) => /echarts/.test(f));
if (charts.length > 0) console.log(`/login must not load the chart library: ${charts.join(', ')}`);
if (gz > 300 * 1024 || charts.length > 0) process.exitCode = 1;
