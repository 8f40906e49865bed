import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { analysisSetTable } from '../modules/iot-analysis/analysis.table.js';
import { userTable } from '../modules/user/user.table.js';
import { demoSimPoints, seedOnce } from './seed-once.js';

const SEED_KEY = 'demo_analysis_sets_seeded_at';

type DemoSet = {
  name: string;
  /** Sensors by gateway sn and point code (ids are only known once the points exist). */
  points: [sn: string, code: string][];
  rangeDays: number;
  view: 'compare' | 'profile';
  normalise: boolean;
  day?: [start: string, end: string];
  remark: string;
};

/** What the demo manager has saved in 分析配置: the comparisons a grower of these rooms looks at every week. */
const DEMO_SETS: DemoSet[] = [
  {
    name: '栽培一区 温湿度',
    points: [
      ['demo-grow-1', 'air_temp'],
      ['demo-grow-1', 'humidity'],
    ],
    rangeDays: 7,
    view: 'compare',
    normalise: true,
    remark: '关灯后湿度上升是否及时除湿',
  },
  {
    name: '两个栽培区温度对比',
    points: [
      ['demo-grow-1', 'air_temp'],
      ['demo-grow-2', 'air_temp'],
    ],
    rangeDays: 30,
    view: 'compare',
    normalise: false,
    remark: '栽培二区夜间亮灯（谷电），温度曲线与一区错开',
  },
  {
    name: '栽培一区 光照与 CO2 日变化',
    points: [
      ['demo-grow-1', 'ppfd'],
      ['demo-grow-1', 'co2'],
    ],
    rangeDays: 7,
    view: 'profile',
    normalise: true,
    day: ['04:00', '20:00'],
    remark: '亮灯时段 04:00–20:00，CO2 应随补光保持在 800 ppm 以上',
  },
  {
    name: '营养液 EC 与 pH',
    points: [
      ['demo-grow-1', 'ec'],
      ['demo-grow-1', 'ph'],
      ['demo-grow-2', 'ec'],
      ['demo-grow-2', 'ph'],
    ],
    rangeDays: 30,
    view: 'compare',
    normalise: false,
    remark: '换液周期内 EC 与 pH 的漂移',
  },
];

/** The demo factory's saved analyses, once (seedOnce): 数据分析 opens with something to load. Returns whether it ran. */
export function seedDemoAnalyses(db: Db): Promise<boolean> {
  return seedOnce(db, SEED_KEY, async (tx) => {
    const { ids, fidOf } = await demoSimPoints(tx);
    const [manager] = await tx.select({ uid: userTable.uid }).from(userTable).where(eq(userTable.uniNo, 'demo'));
    const rows = DEMO_SETS.flatMap((s) => {
      const pointIds = s.points.map(([sn, code]) => ids.get(`${sn}/${code}`));
      const fid = fidOf.get(s.points[0]![0]);
      // A demo factory without one of these gateways simply gets fewer saved analyses.
      if (fid === undefined || pointIds.some((id) => id === undefined)) return [];
      const [dayStart, dayEnd] = s.day ?? ['06:00', '18:00'];
      return [
        {
          fid,
          name: s.name,
          pointIds: pointIds as number[],
          rangeDays: s.rangeDays,
          view: s.view,
          normalise: s.normalise,
          dayStart,
          dayEnd,
          remark: s.remark,
          updatedBy: manager?.uid ?? null,
        },
      ];
    });
    if (rows.length > 0) await tx.insert(analysisSetTable).values(rows).onConflictDoNothing();
  });
}
