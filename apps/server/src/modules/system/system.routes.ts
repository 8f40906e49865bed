import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SYS_VERSION, envelopeSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pingDatabase, type DbHandle } from '../../db/client.js';

const tags = ['系统'];

/** Readings waiting to be written and readings dropped since start (bounded buffer while the database is away). */
type IngestBacklog = { pendingRows: number; droppedRows: number };
const ingestSchema = z.object({ pending: z.number(), dropped: z.number() }).optional();

export const systemRoutes: FastifyPluginAsyncZod<{ db: DbHandle; ingest?: IngestBacklog }> = async (app, { db, ingest }) => {
  app.get('/api/health', {
    config: { access: access.public },
    schema: {
      tags,
      summary: '健康检查',
      response: {
        200: envelopeSchema(z.object({ db: z.literal('ok'), db_kind: z.string(), version: z.string(), ingest: ingestSchema })),
        503: envelopeSchema(z.object({ db: z.literal('down'), db_kind: z.string(), version: z.string(), ingest: ingestSchema })),
      },
    },
    handler: async (_req, reply) => {
      const up = await pingDatabase(db.db);
      const backlog = ingest && { pending: ingest.pendingRows, dropped: ingest.droppedRows };
      if (!up) return reply.status(503).send({ code: 503, msg: '数据库不可用', data: { db: 'down' as const, db_kind: db.kind, version: SYS_VERSION, ingest: backlog } });
      return { code: 200, msg: 'ok', data: { db: 'ok' as const, db_kind: db.kind, version: SYS_VERSION, ingest: backlog } };
    },
  });

  app.get('/api/pub/get_sys_version', {
    config: { access: access.public },
    schema: { tags, summary: '系统版本（前端据此提示刷新）', response: { 200: envelopeSchema(z.object({ version: z.string() })) } },
    handler: async () => ({ code: 200, msg: 'ok', data: { version: SYS_VERSION } }),
  });
};
