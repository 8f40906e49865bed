import { z } from 'zod';
import { emptyBodySchema } from '../api/envelope.js';
import { callAccess, callsOf } from '../contract/call.js';

/**
 * 管理后台 → 服务器实例 (super admins only): every server instance of the installation that has beaten in the
 * last days, whether it is up, since when, and what a down one means for telemetry.
 */

/** Each instance records a heartbeat this often… */
export const INSTANCE_BEAT_MS = 10_000;
/** …and one without a beat for this long is down. */
export const INSTANCE_DOWN_AFTER_MS = 30_000;

export const sysInstanceSchema = z.object({
  /** The instance name (DATA_DIR/instance-name or INSTANCE_NAME), also its broker session's client id. */
  name: z.string(),
  host: z.string(),
  port: z.number(),
  pid: z.number(),
  /** The server version it runs (SYS_VERSION): instances running mixed show here during an upgrade. */
  version: z.string(),
  state: z.enum(['up', 'down']),
  /** Up: when it started; down: its last heartbeat (or its orderly stop). ISO time. */
  since: z.string(),
  started_at: z.string(),
  last_seen_at: z.string(),
  /** Down because it stopped in order (SIGTERM), rather than gone silent (killed, crashed, cut off); false while up. */
  stopped: z.boolean(),
  /** Its persistent MQTT session on an external broker (MQTT_URL), null with the embedded broker or without IoT. */
  mqtt_session: z.string().nullable(),
  /** This instance runs the periodic jobs (定时任务: retention, notifications, weather, command re-sends…). */
  scheduler_leader: z.boolean(),
  /** This instance runs the strategy engine (控制策略); with IoT off, none does. */
  rules_leader: z.boolean(),
  /** What being down means, in Chinese; empty while up. */
  note: z.string(),
});
export type SysInstance = z.infer<typeof sysInstanceSchema>;

export const sysInstanceListSchema = z.object({
  items: z.array(sysInstanceSchema),
  up: z.number(), down: z.number(),
  /** The name of the instance running the periodic jobs, null when no up instance says it does. */
  scheduler_leader: z.string().nullable(),
  /** The name of the instance running the strategies, null when none does (IoT off, or no up instance says so). */
  rules_leader: z.string().nullable(),
});
export type SysInstanceList = z.infer<typeof sysInstanceListSchema>;

export const getSysInstanceList = callsOf('管理后台').post('/api/get_sys_instance_list', { access: callAccess.superAdmin, summary: '服务器实例：各实例在线或离线及起始时间、定时任务由哪个实例执行；离线实例的那份遥测在 MQTT 代理中等待', body: emptyBodySchema, data: sysInstanceListSchema });
