/**
 * nginx with the shipped deploy/nginx/pfs.conf as its server block: only the upstream ports, the listen address and
 * the temp/pid/log paths differ (nginx then runs as the test's user, without root).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './unit.js';
import { getHealth } from '@pfs/domain/system';

export async function startNginx(work: string, listenPort: number, upstreamPorts: number[]): Promise<{ url: string; proc: ChildProcess }> {
  let site = fs.readFileSync(path.join(root, 'deploy/nginx/pfs.conf'), 'utf8');
  upstreamPorts.forEach((p, k) => {
    const shipped = `server 127.0.0.1:${3001 + k}`;
    if (!site.includes(shipped)) throw new Error(`deploy/nginx/pfs.conf 中没有 ${shipped}`);
    site = site.replace(shipped, `server 127.0.0.1:${p}`);
  });
  site = site.replace('listen 80;', `listen 127.0.0.1:${listenPort};`);
  fs.writeFileSync(path.join(work, 'site.conf'), site);
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    `daemon off; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log warn; events {}\n` +
      `http { access_log off; client_body_temp_path ${work}/cb; proxy_temp_path ${work}/px; fastcgi_temp_path ${work}/fc; uwsgi_temp_path ${work}/uw; scgi_temp_path ${work}/sc; include ${work}/site.conf; }\n`,
  );
  const bin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const proc = spawn(bin, ['-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'nginx-error.log')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${listenPort}`;
  for (let t = Date.now(); ; await new Promise((r) => setTimeout(r, 100))) {
    const up = await fetch(`${url}${getHealth.url}`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (proc.exitCode !== null || Date.now() - t > 10_000) throw new Error(`nginx 未能启动，见 ${work}/nginx-error.log`);
  }
  return { url, proc };
}
