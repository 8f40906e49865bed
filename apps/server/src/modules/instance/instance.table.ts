import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The server instances sharing this database, one row each, kept fresh by each instance's heartbeat: which are up,
 * and for how long a down one has left its share of telemetry waiting in the broker.
 */
export const instanceTable = pgTable('pfs_instances', {
  name: text('name').primaryKey(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  /** Set by an orderly stop; cleared by the next start. */
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  mqttSession: text('mqtt_session'),
  schedulerLeader: boolean('scheduler_leader').notNull().default(false),
  /** Runs the strategy engine (its own advisory lock, so possibly another instance than the periodic jobs). */
  rulesLeader: boolean('rules_leader').notNull().default(false),
});
