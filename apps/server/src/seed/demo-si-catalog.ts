import { and, eq, inArray } from 'drizzle-orm';
import type { SiAnswerKind, SiPeriod, SiTargetKind } from '@pfs/domain/si';
import { areaTable, facilityTable, fieldTable } from '../modules/facility/facility.table.js';
import { gatewayTable } from '../modules/iot-store/gateway.table.js';
import { pointTable } from '../modules/iot-store/point.table.js';
import { userTable } from '../modules/user/user.table.js';
import { siItemTable, siRuleTable } from '../modules/si/si.table.js';
import { DEMO_FACILITIES } from './demo-data.js';
import type { Tx } from './history-context.js';

/** An item as the seed writes it and as a plan copies it into a record. */
export type DemoSiItem = {
  ciId: number;
  name: string;
  targetKind: SiTargetKind;
  targetId: number | null;
  targetText: string;
  targetName: string;
  areaId: number | null;
  method: string;
  standard: string;
  answerKind: SiAnswerKind;
  unit: string;
  min: number | null;
  max: number | null;
  pointId: number | null;
  tolerance: number | null;
  /** Which reading the seed draws: the nutrient EC and pH of a room, the RO water's conductivity. */
  reading?: 'ec' | 'ph' | 'ro';
};
export type DemoSiRule = {
  srId: number;
  name: string;
  period: SiPeriod;
  dueDay: number;
  startTime: string;
  endTime: string;
  lateMin: number;
  caseDays: number;
  assigneeUids: number[];
  items: DemoSiItem[];
};
export type DemoSiFactory = { fid: number; key: string; rules: DemoSiRule[]; uids: number[] };

type ItemDef = Omit<DemoSiItem, 'ciId' | 'targetId' | 'targetText' | 'targetName' | 'areaId' | 'pointId' | 'targetKind'> & { text: string; point?: string };
const check = (name: string, text: string, method: string, standard: string): ItemDef => ({ name, text, method, standard, answerKind: 'check', unit: '', min: null, max: null, tolerance: null });

/** The morning round of every growing and seedling room. */
const ROOM_ITEMS: ItemDef[] = [
  check('漏水检查', '', '查看栽培架、营养液管路接头与地面', '无渗漏、无积水'),
  check('水泵运行声音', '循环水泵', '靠近水泵听运行声音，手摸外壳', '声音平稳、无异响，外壳不烫手'),
  { name: '营养液 EC', text: '营养液池', method: '便携式 EC 计测营养液池', standard: 'EC 1.2–2.2 mS/cm', answerKind: 'number', unit: 'mS/cm', min: 1.2, max: 2.2, tolerance: 0.15, point: 'ec', reading: 'ec' },
  { name: '营养液 pH', text: '营养液池', method: '便携式 pH 计测营养液池', standard: 'pH 5.5–6.5', answerKind: 'number', unit: '', min: 5.5, max: 6.5, tolerance: 0.2, point: 'ph', reading: 'ph' },
  check('LED 灯具', '', '逐层查看灯板', '无不亮、无闪烁的灯板'),
  check('病虫害', '', '抽查各层叶片正反面和黄板', '无蚜虫、蓟马、霉斑'),
];
const WEEKLY_ITEMS: ItemDef[] = [
  check('空调机组', '空调机组', '查看运行状态、滤网和冷凝水排水', '运行正常，滤网清洁，排水通畅'),
  { name: 'RO 纯水系统', text: 'RO 纯水机', method: '读取产水电导率，查看压力表', standard: '产水电导率 ≤ 20 µS/cm', answerKind: 'number', unit: 'µS/cm', min: null, max: 20, tolerance: null, reading: 'ro' },
];
const MONTHLY_ITEMS: ItemDef[] = [
  check('消防器材', '灭火器与消防栓', '查看灭火器压力、有效期与消防栓', '压力在绿区、在有效期内，消防栓完好'),
  check('配电柜', '总配电柜', '查看指示灯、异味与温度，测漏电保护', '无异味、无过热，漏电保护动作正常'),
  check('应急照明', '应急照明与疏散指示', '断电测试应急灯', '应急灯点亮不少于 30 分钟，指示清晰'),
];

/** Who the demo factory's rounds are given to: the grower does the rooms, the technician the equipment. */
const ROUND_BY: Record<string, string[]> = { demo: ['grower', 'demo'], nursery: ['tech01', 'demo'] };
const EQUIPMENT_BY = ['tech01', 'demo'];

/**
 * The items and rules of both demo factories, written as staff would have set them up a year ago: a morning round of
 * every growing and seedling room (EC and pH compared with the room's sensors where its gateway has them), a weekly
 * equipment check and a monthly safety check. Answers the factories with their rules and the members who do them.
 */
export async function seedDemoSiCatalog(tx: Tx, at: Date): Promise<DemoSiFactory[]> {
  const out: DemoSiFactory[] = [];
  const users = await tx.select({ uid: userTable.uid, uniNo: userTable.uniNo }).from(userTable);
  const uidOf = new Map(users.map((u) => [u.uniNo, u.uid]));
  const uidsOf = (names: string[]) => names.map((n) => uidOf.get(n)).filter((u): u is number => u !== undefined);
  for (const f of DEMO_FACILITIES) {
    const [fac] = await tx.select({ fid: facilityTable.fid }).from(facilityTable).where(eq(facilityTable.facName, f.row.facName));
    if (!fac) continue;
    const fid = fac.fid;
    const rooms = await tx
      .select({ areaId: areaTable.areaId, name: areaTable.name, kind: areaTable.kind, field: fieldTable.name })
      .from(areaTable)
      .innerJoin(fieldTable, eq(fieldTable.fieldId, areaTable.fieldId))
      .where(and(eq(areaTable.fid, fid), inArray(areaTable.kind, ['grow', 'seedling'])))
      .orderBy(fieldTable.sortNo, areaTable.sortNo, areaTable.areaId);
    const points = await tx
      .select({ pointId: pointTable.pointId, code: pointTable.code, areaId: gatewayTable.areaId })
      .from(pointTable)
      .innerJoin(gatewayTable, eq(gatewayTable.gwId, pointTable.gwId))
      .where(and(eq(gatewayTable.fid, fid), inArray(pointTable.code, ['ec', 'ph'])));
    const pointOf = (areaId: number, code: string | undefined) => points.find((p) => p.areaId === areaId && p.code === code)?.pointId ?? null;
    const fieldName = f.fields[0].name;
    const other = (d: ItemDef) => ({ ...d, targetKind: 'other' as const, targetId: null, targetText: `${d.text}（${fieldName}）`, targetName: `${d.text}（${fieldName}）`, areaId: null, pointId: null });
    const roomItems = rooms.flatMap((r) =>
      ROOM_ITEMS.map((item) => {
        // Seedlings are fed a weaker solution than the growing rooms.
        const d = r.kind === 'seedling' && item.reading === 'ec' ? { ...item, min: 0.8, max: 1.6, standard: 'EC 0.8–1.6 mS/cm（育苗）' } : item;
        const pointId = pointOf(r.areaId, d.point);
        return { ...d, targetKind: 'area' as const, targetId: r.areaId, targetText: d.text, targetName: [`${r.field} / ${r.name}`, d.text].filter(Boolean).join(' · '), areaId: r.areaId, pointId, tolerance: pointId === null ? null : d.tolerance };
      }),
    );
    const groups: Omit<DemoSiItem, 'ciId'>[][] = [roomItems, WEEKLY_ITEMS.map(other), MONTHLY_ITEMS.map(other)];
    let sort = 0;
    const written = await tx
      .insert(siItemTable)
      .values(
        groups.flat().map((d) => ({
          fid,
          name: d.name,
          targetKind: d.targetKind,
          targetId: d.targetId,
          targetText: d.targetText,
          method: d.method,
          standard: d.standard,
          answerKind: d.answerKind,
          unit: d.unit,
          min: d.min,
          max: d.max,
          pointId: d.pointId,
          tolerance: d.tolerance,
          sortNo: (sort += 10),
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ ciId: siItemTable.ciId });
    let i = 0;
    const [room, weekly, monthly] = groups.map((g) => g.map((d) => ({ ...d, ciId: written[i++]!.ciId }))) as [DemoSiItem[], DemoSiItem[], DemoSiItem[]];
    const rules = [
      { name: '每日巡检（栽培与育苗）', period: 'd' as const, dueDay: 1, startTime: '08:00', endTime: '10:00', lateMin: 30, caseDays: 3, assigneeUids: uidsOf(ROUND_BY[f.key]!), items: room },
      { name: '每周设备检查', period: 'w' as const, dueDay: 2, startTime: '14:00', endTime: '17:00', lateMin: 60, caseDays: 5, assigneeUids: uidsOf(EQUIPMENT_BY), items: weekly },
      { name: '每月安全检查', period: 'm' as const, dueDay: 5, startTime: '09:00', endTime: '17:00', lateMin: 120, caseDays: 7, assigneeUids: uidsOf(EQUIPMENT_BY), items: monthly },
    ];
    const ruleRows = await tx
      .insert(siRuleTable)
      .values(rules.map(({ items, ...r }) => ({ fid, ...r, ciIds: items.map((x) => x.ciId), createdAt: at, updatedAt: at })))
      .returning({ srId: siRuleTable.srId });
    out.push({ fid, key: f.key, rules: rules.map((r, k) => ({ ...r, srId: ruleRows[k]!.srId })), uids: uidsOf([...ROUND_BY[f.key]!, ...EQUIPMENT_BY]) });
  }
  return out;
}
