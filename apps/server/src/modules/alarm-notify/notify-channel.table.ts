import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { factoryOwned } from '../facility/facility.table.js';
import { createdAtColumn, tsColumn, updatedAtColumn } from '../../db/columns.js';

/** A way to reach people: the factory's e-mail, a WeCom / DingTalk group robot, a webhook, an SMS account. */
export const notifyChannelTable = pgTable('alarm_notify_channels', {
  ...factoryOwned('channelId'),
  kind: text('kind', { enum: ['email', 'wecom', 'dingtalk', 'webhook', 'sms'] }).notNull(),
  name: text('name').notNull(),
  /** The provider's settings as saved, secrets included (reads mask them). */
  config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** Who hears of which alarm levels through which channels; quiet hours; the escalation chain. */
export const notifyRuleTable = pgTable('alarm_notify_rules', {
  ...factoryOwned('ruleId'),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Levels covered; empty: all. */
  levels: integer('levels').array().notNull().default([]),
  channelIds: integer('channel_ids').array().notNull().default([]),
  /** Step n's uids (step 1 first). */
  chain: jsonb('chain').$type<number[][]>().notNull().default([]),
  escalateMin: integer('escalate_min'),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export type NotifyAttempt = { at: string; ok: boolean; error: string };

/**
 * The outbox and the send log in one: a row per message (alarm, rule step, channel, recipient), delivered by the
 * leader's worker with retries; its attempts stay on the row. Escalation is worked out from these rows' times, so it
 * survives restarts.
 */
export const notifyOutboxTable = pgTable(
  'alarm_notify_outbox',
  {
    ...factoryOwned('sendId'),
    /** Null for a test send. */
    alarmId: integer('alarm_id'),
    ruleId: integer('rule_id'),
    channelId: integer('channel_id').notNull(),
    /** 0 test, 1 first notice, 2… escalations. */
    step: integer('step').notNull(),
    uid: integer('uid'),
    /** Who it is for as the log shows it (name and masked address, or the robot's group). */
    recipient: text('recipient').notNull(),
    /** The address used: an e-mail, a mobile, or '' for a robot / webhook. */
    address: text('address').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    attemptLog: jsonb('attempt_log').$type<NotifyAttempt[]>().notNull().default([]),
    /** Not before (quiet hours, retry backoff). */
    dueAt: tsColumn('due_at').notNull().defaultNow(),
    sentAt: tsColumn('sent_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('alarm_notify_outbox_msg_uq')
      .on(t.alarmId, t.ruleId, t.step, t.channelId, t.recipient)
      .where(sql`alarm_id is not null`),
    index('alarm_notify_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`status = 'pending'`),
    index('alarm_notify_outbox_fid_idx').on(t.fid, t.createdAt),
  ],
);
