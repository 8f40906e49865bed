import { RULE_DEFAULTS, ruleRepeatSchema, type RuleCondition, type RuleStep, type RuleWindow } from '@pfs/domain/rule';
import type { Db } from '../db/client.js';
import { ruleTable } from '../modules/rule/rule.table.js';
import type { Tx } from './history-context.js';
import { demoSimPoints, seedOnce } from './seed-once.js';

const SEED_KEY = 'demo_strategies_seeded_at';

/** What a demo strategy does, by gateway sn and point code (ids are only known once the points exist). */
type DemoRule = {
  name: string;
  priority: number;
  conditions: (Omit<RuleCondition, 'point_id'> & { sn: string; code: string })[];
  windows: RuleWindow[];
  steps: { sn: string; code: string; action: 'open' | 'close' | 'number'; value: number | null }[];
  /** Lights and CO2 go back when their reason ends; the circulation fan a heat wave switched on stays on. */
  otherwise: 'keep' | 'reverse';
};

/** The demo factory keeps its own climate: lights on a day schedule, heat vented, CO2 topped up while lit. */
const DEMO_RULES: DemoRule[] = [
  {
    name: '育苗室 补光 06:00–22:00',
    priority: 40,
    conditions: [],
    windows: [{ start: '06:00', end: '22:00' }],
    steps: [{ sn: 'demo-seedling', code: 'led', action: 'number', value: 70 }],
    otherwise: 'reverse',
  },
  {
    name: '栽培二区 高温通风',
    priority: 60,
    conditions: [{ sn: 'demo-grow-2', code: 'air_temp', op: 'gt', value: 27, hysteresis: 1, for_min: 2 }],
    windows: [],
    steps: [{ sn: 'demo-grow-2', code: 'fan', action: 'open', value: null }],
    otherwise: 'keep',
  },
  {
    name: '栽培一区 光照时补充 CO2',
    priority: 50,
    conditions: [{ sn: 'demo-grow-1', code: 'co2', op: 'lt', value: 500, hysteresis: 50, for_min: 1 }],
    windows: [{ start: '08:00', end: '20:00' }],
    steps: [{ sn: 'demo-grow-1', code: 'co2_valve', action: 'open', value: null }],
    otherwise: 'reverse',
  },
];

/**
 * The demo factory's strategies, once (own marker, so an installation seeded before they existed gets them
 * too, and a restart never re-adds what staff deleted). The simulated gateways' points are declared ahead of
 * their first birth — the birth then refreshes them — so the strategies can name them. Returns whether it ran.
 */
export function seedDemoStrategies(db: Db): Promise<boolean> {
  return seedOnce(db, SEED_KEY, async (tx) => {
    const { ids, fidOf } = await demoSimPoints(tx);
    for (const r of DEMO_RULES) await insertRule(tx, r, ids, fidOf);
  });
}

async function insertRule(tx: Tx, r: DemoRule, ids: Map<string, number>, fidOf: Map<string, number>) {
  const idOf = (sn: string, code: string) => ids.get(`${sn}/${code}`);
  const fid = fidOf.get(r.steps[0]!.sn);
  const conditions = r.conditions.map(({ sn, code, ...c }) => ({ ...c, point_id: idOf(sn, code) }));
  const steps = r.steps.map(({ sn, code, ...s }) => ({ act_type: 'switch' as const, ...s, point_id: idOf(sn, code) }));
  // A demo factory without one of these gateways simply gets fewer strategies.
  if (fid === undefined || conditions.some((c) => c.point_id === undefined) || steps.some((a) => a.point_id === undefined)) return;
  await tx.insert(ruleTable).values({
    fid,
    name: r.name,
    priority: r.priority,
    version: RULE_DEFAULTS.version,
    match: 'all',
    conditions: conditions as RuleCondition[],
    windows: r.windows,
    repeat: ruleRepeatSchema.parse({ period: 'd' }),
    actions: steps as RuleStep[],
    otherwise: r.otherwise,
    maxAgeMin: RULE_DEFAULTS.maxAgeMin,
    minIntervalS: RULE_DEFAULTS.minIntervalS,
  });
}
