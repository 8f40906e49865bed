import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fidSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import type { Services } from '../../services.js';
import { LiveHub, type LiveTimings } from './live-hub.js';
import { LiveRepository } from './live.repository.js';
import { LiveService } from './live.service.js';

const tags = ['物联网'];

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/**
 * The live channel `GET /ws` and the live pages' first loads. Not encapsulated: the logout hook below must see
 * the auth routes.
 */
export const liveRoutes = fp<{ services: Services; timings?: Partial<LiveTimings> }>(async (parent, { services, timings }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repo = new LiveRepository(app.dbHandle.db);
  const hub = new LiveHub({ auth: services.auth, members: services.members, repo, log: app.log }, timings);
  const live = new LiveService(repo);
  app.decorate('liveHub', hub);

  // Sources: what the IoT services report, fanned out to the factory's sockets.
  const detach = [
    services.ingest.readings.add((fid, rows) => hub.readings(fid, rows)),
    services.ingest.gatewayStatus.add((gwId, online) => hub.gatewayStatus(gwId, online)),
    services.ingest.switchState.add((fid, pointId, s) => hub.publish(fid, { type: 'switch', fid, point_id: pointId, on: s.on, value: s.value, cause: s.cause, ts: s.ts.toISOString() })),
    services.control.outcomes.add((fid, req) => hub.publish(fid, { type: 'request', fid, req })),
    services.alarms.changed.add((fid) => hub.alarmsChanged(fid)),
  ];

  // The hub refuses messages over LIVE_MAX_MESSAGE_BYTES with a Chinese reason; only frames far beyond that are cut
  // off by the WebSocket layer itself (close 1009).
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  // Declared public because a browser cannot set X-Token on a WebSocket upgrade, and a token in the URL would land
  // in access logs. Authentication happens in-band instead: the first message carries the token and the factory,
  // checked with the same session and permission rules as every /api route (LiveHub.check).
  app.get('/ws', { websocket: true, config: { access: access.public } }, (socket) => hub.accept(socket));

  // A logout closes that session's sockets at once rather than at the next periodic re-check.
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.url === '/api/logout' && reply.statusCode === 200) await hub.recheckAll();
  });

  hub.start();
  app.addHook('onClose', async () => {
    for (const off of detach) off();
    hub.stop();
  });

  app.post('/api/get_iot_switch_states', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '开关状态：全部开关的状态、原因、时间与最近一次指令', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await live.switchStates(req.body.fid) }),
  });

  app.post('/api/get_iot_live_vals', {
    config: { access: access.perm('iot.list') },
    schema: { tags, summary: '实时数据：全部传感器与仪表的最新值及最近一小时（每分钟平均）', body: z.object({ fid: fidSchema }) },
    handler: async (req) => ({ code: 200, msg: 'ok', data: await live.vals(req.body.fid) }),
  });
});
