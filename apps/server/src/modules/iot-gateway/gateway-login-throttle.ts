/** Failed gateway logins allowed per window before further attempts are refused without checking the secret. */
export type GatewayThrottleLimits = { perIp: number; perSn: number; perKnownPair: number; windowMs: number };

export const GATEWAY_LOGIN_LIMITS: GatewayThrottleLimits = { perIp: 20, perSn: 10, perKnownPair: 10, windowMs: 60_000 };
const MAX_KEYS = 100_000;

/**
 * Each gateway login costs an argon2 check, so failed ones are counted per client IP and per sn, and beyond the
 * limit refused at once until the window (one minute) ends. An sn/IP pair that logged in successfully before is
 * the real gateway at home: it is counted on its own, so failures from elsewhere (someone guessing its secret, or
 * many gateways behind one address getting it wrong) do not lock it out.
 */
export class GatewayLoginThrottle {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly known = new Set<string>();

  constructor(
    private readonly limits: GatewayThrottleLimits = GATEWAY_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(sn: string, ip: string): [string, number][] {
    const pair = `${sn}@${ip}`;
    if (this.known.has(pair)) return [[`pair:${pair}`, this.limits.perKnownPair]];
    return [
      [`ip:${ip}`, this.limits.perIp],
      [`sn:${sn}`, this.limits.perSn],
    ];
  }

  /** True when this attempt must be refused without checking the secret. */
  blocked(sn: string, ip: string): boolean {
    const t = this.now();
    return this.keys(sn, ip).some(([k, limit]) => {
      const w = this.windows.get(k);
      return !!w && w.resetAt > t && w.count >= limit;
    });
  }

  failed(sn: string, ip: string) {
    const t = this.now();
    for (const [k] of this.keys(sn, ip)) {
      const w = this.windows.get(k);
      if (!w || w.resetAt <= t) this.windows.set(k, { count: 1, resetAt: t + this.limits.windowMs });
      else w.count += 1;
    }
    if (this.windows.size > MAX_KEYS) for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }

  succeeded(sn: string, ip: string) {
    if (this.known.size > MAX_KEYS) this.known.clear();
    this.known.add(`${sn}@${ip}`);
    this.windows.delete(`pair:${sn}@${ip}`);
  }
}
