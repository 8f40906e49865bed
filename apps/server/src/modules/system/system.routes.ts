import { SYS_VERSION } from '@pfs/domain';
import { getHealth, getSysVersion } from '@pfs/domain/system';
import { ok } from '../../lib/reply.js';
import { rawRouteOf, routesOf } from '../../lib/route.js';
import { pingDatabase, type DbHandle } from '../../db/client.js';

/** Readings waiting to be written and readings dropped since start (bounded buffer while the database is away). */
type IngestBacklog = { pendingRows: number; droppedRows: number };

type SeqGapTotals = { totals: () => Promise<{ gaps: number; gateways: number }> };

/** How many server instances are up and down: counts only, nothing that names a host (the call is public). */
type InstanceCounts = { counts: () => Promise<{ up: number; down: number }> };

type SystemDeps = { db: DbHandle; ingest?: IngestBacklog; seqGaps?: SeqGapTotals; instances?: InstanceCounts };

export const systemRoutes = routesOf('系统', (calls, { db, ingest, seqGaps, instances }: SystemDeps, app) => {
  // Down is 503 with its own data: outside the one-reply pattern of a defined call, so a route of its own.
  app.route({
    ...rawRouteOf(getHealth),
    handler: async (_req, reply) => {
      const up = await pingDatabase(db.db);
      const gaps = up && seqGaps ? await seqGaps.totals().catch(() => ({ gaps: 0, gateways: 0 })) : { gaps: 0, gateways: 0 };
      const backlog = ingest && { pending: ingest.pendingRows, dropped: ingest.droppedRows, seq_gaps: gaps.gaps, gateways_with_gaps: gaps.gateways };
      // A monitor reads the status and code alike: down is 503 with the same data, not an error without it.
      if (!up)
        return reply
          .status(503)
          .send({ code: 503, msg: '数据库不可用', data: { db: 'down' as const, db_kind: db.kind, version: SYS_VERSION, ingest: backlog } });
      const counts = instances ? await instances.counts().catch(() => undefined) : undefined;
      return ok({ db: 'ok' as const, db_kind: db.kind, version: SYS_VERSION, ingest: backlog, instances: counts });
    },
  });

  calls.serve(getSysVersion, () => ({ version: SYS_VERSION }));
});
