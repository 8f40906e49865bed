import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { API_PREFIX } from '@pfs/domain';

const PIC_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };

/**
 * Uploaded files are pictures only: an image type from the name's extension (anything else downloads as bytes),
 * never sniffed by the browser, and never run as a page even when opened directly.
 */
function picHeaders(reply: FastifyReply, file: string) {
  const type = PIC_TYPES[path.extname(file).toLowerCase()];
  reply.header('content-type', type ?? 'application/octet-stream');
  if (!type) reply.header('content-disposition', 'attachment');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', "default-src 'none'; sandbox");
}

/** The asset and every pre-compressed copy beside it exist inside the build and are not empty. */
async function usableAsset(webDist: string, url: string): Promise<boolean> {
  let rel: string;
  try {
    rel = decodeURIComponent(url);
  } catch {
    return false;
  }
  const file = path.join(webDist, rel);
  if (!file.startsWith(path.join(webDist, 'assets') + path.sep)) return false;
  const size = async (f: string) => fs.promises.stat(f).then((s) => (s.isFile() ? s.size : 0), () => null);
  const [plain, br, gz] = await Promise.all([size(file), size(`${file}.br`), size(`${file}.gz`)]);
  return !!plain && br !== 0 && gz !== 0;
}

/**
 * Serves the built web app with history-API fallback, and uploaded pictures under /pics/.
 * Unknown /api paths answer JSON 404; every other unknown path gets index.html for the SPA router.
 */
/** `pageStatus`: the HTTP status of an SPA page's URL (e.g. 404 for a public page of an unknown code); 200 when absent. */
export const staticPlugin = fp<{ webDist: string; picsDir: string; pageStatus?: (url: string) => Promise<number> }>(async (app, { webDist, picsDir, pageStatus }) => {
  fs.mkdirSync(picsDir, { recursive: true });
  await app.register(fastifyStatic, { root: picsDir, prefix: '/pics/', decorateReply: false, index: false, setHeaders: picHeaders });
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    // A hashed asset is cached for a year: one caught empty (a build still writing it, a full disk) or gone must not be.
    app.addHook('onRequest', async (req, reply) => {
      const url = req.url.split('?')[0] ?? '';
      if (req.method !== 'GET' && req.method !== 'HEAD') return;
      if (!url.startsWith('/assets/')) return;
      if (await usableAsset(webDist, url)) return;
      return reply.status(404).header('cache-control', 'no-store').send({ code: 404, msg: `文件不存在：${url}` });
    });
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br/.gz beside each script and stylesheet: sent as the browser accepts, never compressed per request.
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Hashed assets never change; index.html must always be revalidated so new builds are picked up.
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The bare root is a directory to the static handler; it is the SPA's entry. Hidden from the API document like the
  // static routes above (@fastify/static hides its own): a page, not a call.
  if (hasWeb) app.get('/', { schema: { hide: true } }, (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', webDist));
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith(API_PREFIX) || url === API_PREFIX.slice(0, -1) || url.startsWith('/pics/') || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ code: 404, msg: `接口不存在：${req.method} ${url}` });
    }
    // A script of an older build is gone after a deploy: the page gets a 404 it can report, not index.html as a script.
    if (url.startsWith('/assets/')) return reply.status(404).header('cache-control', 'no-store').send({ code: 404, msg: `文件不存在：${url}` });
    const status = pageStatus ? await pageStatus(url) : 200;
    return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
});
