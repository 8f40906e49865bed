import { type PointOption } from '@pfs/domain/iot-history';
import { ruleBodySchema, type PointLookup, type RuleBody } from '@pfs/domain/rule';
import { placedPointName } from '@/lib/iot-data/point-options';

/** A new strategy: every day, whole day, keep the switches as they are when it ends. */
export const EMPTY_RULE: RuleBody = {
  name: '',
  enabled: true,
  priority: 50,
  match: 'all',
  conditions: [],
  windows: [],
  repeat: { period: 'd', weekdays: [], monthdays: [], date_from: null, date_to: null },
  actions: [{ act_type: 'switch', point_id: 0, action: 'open', value: null }],
  otherwise: 'keep',
  max_age_min: 10,
  min_interval_s: 60,
};

/** Sentences name a point the way the server does: 「栽培一区 空气温度」. */
export const pointLookup =
  (points: ReadonlyMap<number, PointOption>): PointLookup =>
  (id) => {
    if (!id) return { name: '（未选择）', unit: '' };
    const p = points.get(id);
    return p ? { name: placedPointName(p), unit: p.unit } : undefined;
  };

/** Form values → a strategy body, or the Chinese messages of what is wrong. */
export function parseRule(values: unknown): { ok: true; body: RuleBody } | { ok: false; errors: string[] } {
  const r = ruleBodySchema.safeParse(values);
  if (r.success) return { ok: true, body: r.data };
  return { ok: false, errors: [...new Set(r.error.issues.map((i) => i.message))] };
}
