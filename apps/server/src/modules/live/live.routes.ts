import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { logout } from '@pfs/domain/auth';
import { getIotLiveVals, getIotSwitchStates } from '@pfs/domain/live';
import { access } from '../../plugins/access.js';
import { callsOf } from '../../lib/route.js';
import type { LiveHub } from './live-hub.js';
import type { LiveService } from './live.service.js';
import { WS_MAX_FRAME_BYTES, wsErrorHandler } from './ws-errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/**
 * The live channel `GET /ws` and the live pages' first loads. The hub and what feeds it are wired in
 * `services.ts`. Not encapsulated: the logout hook below must see the auth routes.
 */
export const liveRoutes = fp<{ hub: LiveHub; live: LiveService }>(async (parent, { hub, live }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.decorate('liveHub', hub);

  // Stopping: every socket is closed with 1001 (going away) before the WebSocket plugin's own close (which sends no
  // code), so browsers know to reconnect — through the proxy, to another instance.
  app.addHook('preClose', async () => {
    for (const socket of app.websocketServer.clients) socket.close(1001, '服务器正在停止');
  });
  // The hub refuses messages over LIVE_MAX_MESSAGE_BYTES with a Chinese reason; only frames far beyond that are cut
  // off by the WebSocket layer itself (close 1009), which is the client's doing: logged as such (wsErrorHandler).
  await app.register(websocket, { options: { maxPayload: WS_MAX_FRAME_BYTES }, errorHandler: wsErrorHandler });
  // Declared public because a browser cannot set X-Token on a WebSocket upgrade, and a token in the URL would land
  // in access logs. Authentication happens in-band instead: the first message carries the token and the factory,
  // checked with the same session and permission rules as every /api route (LiveHub.check).
  app.get('/ws', { websocket: true, config: { access: access.public } }, (socket) => hub.accept(socket));

  // A logout closes that session's sockets at once rather than at the next periodic re-check.
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.url === logout.url && reply.statusCode === 200) await hub.recheckAll();
  });

  const calls = callsOf(app, '物联网');
  calls.serve(getIotSwitchStates, ({ fid }) => live.switchStates(fid));
  calls.serve(getIotLiveVals, ({ fid }) => live.vals(fid));
});
