import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from './config.js';
import type { DbHandle } from './db/client.js';
import { authPlugin } from './plugins/auth.plugin.js';
import { errorsPlugin } from './plugins/errors.plugin.js';
import { swaggerPlugin } from './plugins/swagger.plugin.js';
import { staticPlugin } from './plugins/static.plugin.js';
import { createServices, type Services } from './services.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { userRoutes } from './modules/user/user.routes.js';
import { memberRoutes } from './modules/member/member.routes.js';
import { roleRoutes } from './modules/member/role.routes.js';
import { syslogRoutes } from './modules/syslog/syslog.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    dbHandle: DbHandle;
  }
}

export type BuildOptions = { config: AppConfig; db: DbHandle; logger?: boolean | object };

export async function buildApp({ config, db, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = await createServices(db.db, config, app.log);
  app.decorate('services', services);
  app.decorate('dbHandle', db);

  await app.register(errorsPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { auth: services.auth, members: services.members });
  await app.register(multipart);

  await app.register(systemRoutes, { db });
  await app.register(authRoutes, { auth: services.auth, resets: services.resets });
  await app.register(userRoutes, { users: services.users, avatars: services.avatars, syslog: services.syslog });
  await app.register(memberRoutes, { members: services.members });
  await app.register(roleRoutes, { roles: services.roles });
  await app.register(syslogRoutes, { syslog: services.syslog });

  await app.register(staticPlugin, { webDist: config.webDist, picsDir: `${config.dataDir}/pics` });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  return app;
}
