import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * TRUST_PROXY as Fastify's trustProxy takes it: true, a hop count, or addresses/CIDRs (comma-separated).
 * Returns the Chinese error text when it is none of these.
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] | string {
  const v = raw?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((a) => a.trim());
  const bad = list.find((a) => !isAddressOrCidr(a));
  if (bad !== undefined) return `「${bad}」不是有效的代理地址：请填写 true、跳数（如 1）或以逗号分隔的 IP/CIDR（如 10.0.0.1,192.168.0.0/16）`;
  return list;
}

/**
 * The option Fastify takes. Fastify 5 ignores a bare hop count (it cannot vouch for the peer), so a count becomes
 * "trust the nearest N hops" explicitly: only right when the server is reachable solely through those proxies.
 */
export function trustProxyOption(v: boolean | number | string[]): boolean | string[] | ((addr: string, hop: number) => boolean) {
  return typeof v === 'number' ? (_addr: string, hop: number) => hop < v : v;
}

function isAddressOrCidr(a: string): boolean {
  const [ip, bits, ...rest] = a.split('/');
  if (rest.length || !ip) return false;
  const family = net.isIP(ip);
  if (!family) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Every setting the server reads; README.md's configuration table documents each (config.test.ts holds them together). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** Relative paths resolve from the working directory; unset means `data/` at the repository root. */
  DATA_DIR: z.string().optional(),
  /** This instance's name (broker session with MQTT_URL, instances list); unset: generated once, kept in DATA_DIR/instance-name. */
  INSTANCE_NAME: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'INSTANCE_NAME 只能含字母、数字、下划线和连字符（1–64 个）').optional(),
  DATABASE_URL: z.string().url('DATABASE_URL 必须是 postgres:// 开头的连接串').optional(),
  /** Idle expiry of a session, in hours (default 7 days). */
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24 * 7),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('PFS 植物工厂管理平台 <no-reply@pfs.local>'),
  /** Base of every public link (trace pages on box labels, e-mailed links); defaults to http://HOST:PORT. */
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i, 'PUBLIC_URL 必须是 http:// 或 https:// 开头的地址，如 https://pfs.example.com')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Environment name shown in the top bar (cfg_name); unset: 演示环境 with the demo, 生产环境 without it. */
  CFG_NAME: z.string().trim().min(1).max(32).optional(),
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
  /** External broker: shared subscriptions ($share/pfs/…) so N instances split gateways' messages; off for a broker without them. */
  MQTT_SHARED: z.enum(['on', 'off']).default('on'),
  /** The shared-subscription group: every instance of one installation uses the same; two installations on one broker must differ. */
  MQTT_SHARE_GROUP: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'MQTT_SHARE_GROUP 只能含字母、数字、下划线和连字符（1–64 个）').default('pfs'),
  /** Prometheus /metrics: a bearer token; without it /metrics answers only requests from this machine. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN 至少 16 个字符').optional(),
  /** Failed gateway logins on the embedded broker (each an argon2 check) allowed per client IP and per sn in the window. */
  MQTT_LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(20),
  MQTT_LOGIN_MAX_PER_SN: z.coerce.number().int().positive().default(10),
  MQTT_LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().max(3600).default(60),
  /** The built-in simulated gateways of the demo factories. */
  /** How long a switch command waits for the gateway's confirmation before it times out. */
  IOT_COMMAND_TTL_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  /** Readings the ingest holds in memory while the database is slow or away; when full, gateways' messages wait unacknowledged. */
  INGEST_MAX_BACKLOG: z.coerce.number().int('INGEST_MAX_BACKLOG 必须是整数').min(100, 'INGEST_MAX_BACKLOG 至少 100').default(500_000),
  /** Raw readings older than this many days are deleted once a day (hourly/daily rollups are kept); 0 keeps them forever. */
  IOT_RAW_RETENTION_DAYS: z.coerce.number().int('IOT_RAW_RETENTION_DAYS 必须是整数').min(0, 'IOT_RAW_RETENTION_DAYS 不能为负').default(400),
  /** How long a finished history export stays downloadable before its file is deleted. */
  IOT_EXPORT_TTL_MINUTES: z.coerce.number().positive().max(24 * 60).default(60),
  /** QWeather (和风天气) API key; empty: the built-in weather model (offline, the demo's default). */
  QWEATHER_KEY: z.string().default(''),
  /** The QWeather account's API host (e.g. abc1234xyz.re.qweatherapi.com); the public devapi host when not set. */
  QWEATHER_HOST: z.string().default('devapi.qweather.com'),
  /** Minutes between weather passes (observation of the hour, forecasts, warnings). */
  WEATHER_INTERVAL_MINUTES: z.coerce.number().min(1).max(60).default(10),
  SIM: z.enum(['on', 'off']).default('on'),
  SIM_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  /** The simulated production machines' time-lapse: machine time per real time (1: real time; the e2e runs faster). */
  SIM_TIME_SCALE: z.coerce.number().min(1).max(3600).default(1),
  SEED_DEMO: z.enum(['on', 'off']).default('on'),
  /** First start without the demo (SEED_DEMO=off, no account yet): the super admin's account name; default admin. */
  ADMIN_USERNAME: z.string().optional().transform((v) => v?.trim() || undefined),
  /** …and password (checked as any password); unset: a random one is logged once. Ignored once any account exists. */
  ADMIN_PASSWORD: z.string().optional().transform((v) => v || undefined),
  /** Days of generated climate and meter history the demo factories get on their first start; 0: none. */
  DEMO_HISTORY_DAYS: z.coerce.number().int('DEMO_HISTORY_DAYS 必须是整数').min(0, 'DEMO_HISTORY_DAYS 不能为负').max(1096, 'DEMO_HISTORY_DAYS 最多 1096 天').default(365),
  /** Public calls (/api/pub/*: screens, trace) allowed per client address and minute. */
  PUB_RATE_PER_MIN: z.coerce.number().int().positive().default(600),
  LOGIN_MAX_PER_USER: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Failed logins to one account from all addresses in a window before that account backs off (1 min, doubling). */
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  /** Which proxies may set the client address with X-Forwarded-For; unset trusts none (any client could pick its IP). */
  TRUST_PROXY: z.string().optional().transform((v, ctx) => {
    const r = parseTrustProxy(v);
    if (typeof r === 'string') {
      ctx.addIssue({ code: 'custom', message: r });
      return z.NEVER;
    }
    return r;
  }),
});

export type AppConfig = Omit<z.infer<typeof envSchema>, 'CFG_NAME'> & {
  CFG_NAME: string;
  dataDir: string;
  webDist: string;
  /** MQTT_PORT was left unset: the embedded broker may move to the next free port when 1883 is taken. */
  mqttPortFallback: boolean;
  /** PUBLIC_URL or http://HOST:PORT: the one base public links are built on (`publicLinkOf`). */
  publicUrl: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`配置错误：${first?.path.join('.')} ${first?.message}`);
  }
  const cfg = parsed.data;
  return {
    ...cfg,
    // A production installation (no demo) must not call itself 演示环境 in every user's top bar.
    CFG_NAME: cfg.CFG_NAME ?? (cfg.SEED_DEMO === 'on' ? '演示环境' : '生产环境'),
    dataDir: cfg.DATA_DIR ? path.resolve(cfg.DATA_DIR) : new URL('../../../data', import.meta.url).pathname,
    webDist: path.resolve(cfg.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    mqttPortFallback: !env.MQTT_PORT?.trim(),
    publicUrl: (cfg.PUBLIC_URL || `http://${cfg.HOST}:${cfg.PORT}`).replace(/\/+$/, ''),
  };
}
