/**
 * A page in headless Chromium driven over a bare DevTools connection: only the calls the bench sends (Runtime,
 * HeapProfiler). Playwright enables the Network domain on every page, and DevTools keeps a record of each request
 * (~300 bytes) for the life of the page: on a screen polling for an hour that is a steady climb of the measured
 * heap that belongs to the harness, not the page.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

export type BarePage = {
  send: <T = unknown>(method: string, params?: object) => Promise<T>;
  /**
   * The heap after a GC by what it holds: V8's compiled code with the lists that tie it to the objects it assumed
   * (grows as functions get hot), the browser's performance timeline (long tasks, animation frames, layout
   * shifts: bounded buffers), and the rest — the page's own objects, strings, arrays and DOM.
   */
  heapByKind: () => Promise<{ code: number; timeline: number; data: number }>;
  close: () => Promise<void>;
};

type Snapshot = { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[]; strings: string[] };
/** Entries of the browser's performance timeline, which it keeps in bounded buffers. */
const TIMELINE = /Performance|TaskAttributionTiming|LayoutShift|ScriptTimingInfo/;

export async function openBarePage(url: string, viewport = { width: 1920, height: 1080 }): Promise<BarePage> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-chromium-'));
  const proc = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      `--window-size=${viewport.width},${viewport.height}`,
      url,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const browserWs = await new Promise<string>((resolve, reject) => {
    let err = '';
    proc.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (m) resolve(m[1]!);
    });
    proc.once('exit', (code) => reject(new Error(`chromium 退出（${code}）：${err.slice(-500)}`)));
  });
  const { host } = new URL(browserWs);
  type Target = { type: string; url: string; webSocketDebuggerUrl: string };
  const findPage = async () =>
    ((await fetch(`http://${host}/json/list`).then((r) => r.json())) as Target[]).find((t) => t.type === 'page' && t.url.startsWith(url.slice(0, 20)));
  let target = await findPage();
  for (let i = 0; i < 100 && !target; i++) {
    await new Promise((r) => setTimeout(r, 100));
    target = await findPage();
  }
  if (!target) throw new Error('找不到页面');
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let chunks: string[] | null = null;
  ws.on('message', (data: Buffer) => {
    const msg = JSON.parse(data.toString()) as { id?: number; method?: string; params?: { chunk: string }; result?: unknown; error?: { message: string } };
    if (msg.method === 'HeapProfiler.addHeapSnapshotChunk') chunks?.push(msg.params!.chunk);
    const w = msg.id !== undefined ? waiting.get(msg.id) : undefined;
    if (!w) return;
    waiting.delete(msg.id!);
    if (msg.error) w.reject(new Error(msg.error.message));
    else w.resolve(msg.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      const n = ++id;
      waiting.set(n, { resolve: resolve as (v: unknown) => void, reject });
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  return {
    send,
    heapByKind: async () => {
      chunks = [];
      await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      const snap = JSON.parse(chunks.join('')) as Snapshot;
      chunks = null;
      const fields = snap.snapshot.meta.node_fields;
      const types = snap.snapshot.meta.node_types[0];
      const [type, name, size] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
      let code = 0;
      let timeline = 0;
      let data = 0;
      for (let i = 0; i < snap.nodes.length; i += fields.length) {
        const n = snap.strings[snap.nodes[i + name]!]!;
        const bytes = snap.nodes[i + size]!;
        // Dependent-code lists and retained maps are WeakArrayLists that optimized code registers itself in.
        if (types[snap.nodes[i + type]!] === 'code' || n === 'system / WeakArrayList') code += bytes;
        else if (TIMELINE.test(n)) timeline += bytes;
        else data += bytes;
      }
      return { code, timeline, data };
    },
    close: async () => {
      ws.close();
      proc.kill('SIGTERM');
      await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)));
      // Chromium's helper processes may still be writing the profile for a moment after the browser exits.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
