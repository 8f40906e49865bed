// npm run dev: the API server with reload on :3001 and Vite with hot reload on :3000, proxying /api, /ws and /pics.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const procs = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env: { ...process.env, PFS_API: `http://127.0.0.1:${apiPort}` } }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
