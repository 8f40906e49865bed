import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { ConcurrencyGate, type GateLimits } from '../lib/concurrency-gate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A costly read (long history, analysis, consumption): limited per user by the expensive-reads plugin. */
    expensive?: boolean;
  }
}

/** Per user: 4 running at once, 8 more waiting up to 5 s (a page loading several charts), the rest refused. */
export const EXPENSIVE_LIMITS: GateLimits = { running: 4, queued: 8, waitMs: 5_000 };
export const TOO_MANY_QUERIES = '查询过于频繁，请稍后再试';

/**
 * Routes declaring `config.expensive` run their handler under a per-user concurrency limit, so one user's burst of
 * year-long queries cannot starve everyone else. Register before the routes (it wraps handlers as they are added).
 */
export const expensivePlugin = fp<{ limits?: GateLimits }>(async (app, { limits }) => {
  const gate = new ConcurrencyGate(limits ?? EXPENSIVE_LIMITS, TOO_MANY_QUERIES);
  app.addHook('onRoute', (route) => {
    if (!route.config?.expensive) return;
    const handler = route.handler as (this: unknown, req: FastifyRequest, reply: FastifyReply) => unknown;
    route.handler = async function (this: unknown, req: FastifyRequest, reply: FastifyReply) {
      const release = await gate.acquire(req.auth ? `u${req.auth.uid}` : `ip${req.ip}`);
      try {
        return await handler.call(this, req, reply);
      } finally {
        release();
      }
    } as RouteHandlerMethod;
  });
});
