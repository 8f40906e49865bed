import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Relative paths resolve from the working directory; unset means `data/` at the repository root. */
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url('DATABASE_URL 必须是 postgres:// 开头的连接串').optional(),
  /** Idle expiry of a session, in hours (default 7 days). */
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24 * 7),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('PFS 植物工厂管理平台 <no-reply@pfs.local>'),
  /** Base address used in e-mailed links; defaults to http://HOST:PORT. */
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Environment name shown in the top bar (cfg_name). */
  CFG_NAME: z.string().default('演示环境'),
  /** Time zone of the factories' calendar days (log statistics, reports). */
  TIME_ZONE: z.string().default('Asia/Shanghai'),
  WEB_DIST: z.string().optional(),
  /** How long a server instance may reuse a session/permission lookup; writes on the same instance invalidate at once. */
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** IoT: the MQTT broker link and ingest; the embedded broker listens on MQTT_HOST:MQTT_PORT unless MQTT_URL is set. */
  IOT: z.enum(['on', 'off']).default('on'),
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1883),
  MQTT_HOST: z.string().default('127.0.0.1'),
  MQTT_URL: z.string().regex(/^mqtts?:\/\//, 'MQTT_URL 必须以 mqtt:// 或 mqtts:// 开头').optional(),
  MQTT_USERNAME: z.string().optional(),
  MQTT_PASSWORD: z.string().optional(),
  /** The built-in simulated gateways of the demo factories. */
  /** How long a switch command waits for the gateway's confirmation before it times out. */
  IOT_COMMAND_TTL_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  /** Raw readings older than this many days are deleted once a day (hourly/daily rollups are kept); 0 keeps them forever. */
  IOT_RAW_RETENTION_DAYS: z.coerce.number().int('IOT_RAW_RETENTION_DAYS 必须是整数').min(0, 'IOT_RAW_RETENTION_DAYS 不能为负').default(400),
  /** How long a finished history export stays downloadable before its file is deleted. */
  IOT_EXPORT_TTL_MINUTES: z.coerce.number().positive().max(24 * 60).default(60),
  SIM: z.enum(['on', 'off']).default('on'),
  SIM_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  LOGIN_MAX_PER_USER: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
});

export type AppConfig = z.infer<typeof envSchema> & { dataDir: string; webDist: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`配置错误：${first?.path.join('.')} ${first?.message}`);
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    dataDir: cfg.DATA_DIR ? path.resolve(cfg.DATA_DIR) : new URL('../../../data', import.meta.url).pathname,
    webDist: path.resolve(cfg.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
