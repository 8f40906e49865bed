import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SYS_VERSION, envelopeSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { pingDatabase, type DbHandle } from '../../db/client.js';

const tags = ['系统'];

export const systemRoutes: FastifyPluginAsyncZod<{ db: DbHandle }> = async (app, { db }) => {
  app.get('/api/health', {
    config: { access: access.public },
    schema: {
      tags,
      summary: '健康检查',
      response: {
        200: envelopeSchema(z.object({ db: z.literal('ok'), db_kind: z.string(), version: z.string() })),
        503: envelopeSchema(z.object({ db: z.literal('down'), db_kind: z.string(), version: z.string() })),
      },
    },
    handler: async (_req, reply) => {
      const up = await pingDatabase(db.db);
      if (!up) return reply.status(503).send({ code: 503, msg: '数据库不可用', data: { db: 'down' as const, db_kind: db.kind, version: SYS_VERSION } });
      return { code: 200, msg: 'ok', data: { db: 'ok' as const, db_kind: db.kind, version: SYS_VERSION } };
    },
  });

  app.get('/api/pub/get_sys_version', {
    config: { access: access.public },
    schema: { tags, summary: '系统版本（前端据此提示刷新）', response: { 200: envelopeSchema(z.object({ version: z.string() })) } },
    handler: async () => ({ code: 200, msg: 'ok', data: { version: SYS_VERSION } }),
  });
};
