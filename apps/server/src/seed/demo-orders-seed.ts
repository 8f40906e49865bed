import { and, asc, eq, isNull } from 'drizzle-orm';
import { addDays, type GrowingPhase } from '@pfs/domain/plant';
import { type CustomerAddress, type CustomerContact, type CustomerKind, type OrderStatus, type PlannedPlace } from '@pfs/domain/sales';
import { customerTable } from '../modules/customer/customer.table.js';
import { plantBatchEventTable, plantBatchTable, plantHarvestTable } from '../modules/plant/plant.table.js';
import { plantSpecVersionTable } from '../modules/plant-spec/plant-spec.table.js';
import { salesOrderLineTable, salesOrderTable, salesPlanBatchTable } from '../modules/sales/sales.table.js';
import { userTable } from '../modules/user/user.table.js';
import { DAY_MS } from './climate-time.js';
import { demoFid } from './demo-factory.js';
import type { HistoryContext } from './history-context.js';
import { prng, seedOf } from './prng.js';

/** The demo factory's customers: supermarkets, a wholesaler, restaurants, a canteen and an online grocer. */
export const DEMO_CUSTOMERS: { name: string; kind: CustomerKind; contacts: CustomerContact[]; addresses: CustomerAddress[] }[] = [
  { name: '鲜果多超市（张江店）', kind: 'supermarket', contacts: [{ name: '王建国', mobile: '13816620451', title: '生鲜采购' }], addresses: [{ label: '门店', address: '上海市浦东新区张江路 665 号' }] },
  { name: '绿源生鲜超市', kind: 'supermarket', contacts: [{ name: '陈丽', mobile: '13917735208', title: '采购经理' }], addresses: [{ label: '配送中心', address: '上海市闵行区虹梅南路 3188 号' }] },
  { name: '江桥蔬菜批发市场 18 号档', kind: 'wholesale', contacts: [{ name: '刘强', mobile: '13601859932', title: '档主' }], addresses: [{ label: '档口', address: '上海市嘉定区曹安公路 3388 号 18 号档' }] },
  { name: '轻食主义餐厅', kind: 'catering', contacts: [{ name: '赵敏', mobile: '18621043377', title: '主厨' }], addresses: [{ label: '后厨', address: '上海市徐汇区漕溪北路 88 号' }] },
  { name: '意味西餐厅', kind: 'catering', contacts: [{ name: 'Marco', mobile: '18930275516', title: '厨师长' }], addresses: [{ label: '后厨', address: '上海市静安区南京西路 1266 号' }] },
  { name: '浦东科创园职工食堂', kind: 'canteen', contacts: [{ name: '孙伟', mobile: '13761128845', title: '食堂主管' }], addresses: [{ label: '食堂', address: '上海市浦东新区科苑路 399 号' }] },
  { name: '叮咚优选', kind: 'ecommerce', contacts: [{ name: '周婷', mobile: '15002193364', title: '品类经理' }], addresses: [{ label: '前置仓', address: '上海市浦东新区金科路 2889 号' }] },
];

/** An order placed for a batch still growing leaves room for its losses (its forecast allows for them). */
const IN_PROCESS_MARGIN = 0.8;

const PACKING = ['5kg/箱', '2.5kg/箱', '10kg/筐', '200g/盒×20'];

/**
 * Orders that agree with the planting year: each batch of the demo factory was grown for one order (a batch or
 * two of one crop), placed a week before sowing, delivered two days after the planned pick. Orders of closed
 * batches are 已完成 (for the top grade that was harvested; what shipping could not meet is settled by
 * demo-orders-settle.ts), of batches in process 生产中; a few drafts for the coming weeks
 * are left to be scheduled, and one order was cancelled. Deterministic for a seed.
 */
export async function seedDemoOrders(ctx: HistoryContext): Promise<Record<string, number>> {
  const { tx } = ctx;
  const fid = await demoFid(tx);
  if (fid === undefined) return {};
  const rng = prng(seedOf(ctx.seed, 'orders'));
  const rand = () => rng.next();
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const today = new Date(ctx.endMs).toISOString().slice(0, 10);
  const [manager] = await tx.select({ uid: userTable.uid }).from(userTable).where(eq(userTable.uniNo, 'demo'));
  const uid = manager?.uid ?? null;
  const start = new Date(ctx.endMs - ctx.days * DAY_MS);

  const customers = await tx
    .insert(customerTable)
    .values(DEMO_CUSTOMERS.map((c) => ({ ...c, fid, createdBy: uid, createdAt: start, updatedAt: start, remark: '' })))
    .returning({ id: customerTable.custId, addresses: customerTable.addresses });

  const batches = await tx
    .select({ b: plantBatchTable, yieldKg: plantSpecVersionTable.yieldKgPerDish, perDish: plantSpecVersionTable.growPlantsPerDish, grades: plantSpecVersionTable.grades })
    .from(plantBatchTable)
    .innerJoin(plantSpecVersionTable, and(eq(plantSpecVersionTable.specId, plantBatchTable.specId), eq(plantSpecVersionTable.ver, plantBatchTable.specVer)))
    .where(and(eq(plantBatchTable.fid, fid), isNull(plantBatchTable.deletedAt)))
    .orderBy(asc(plantBatchTable.sowDate), asc(plantBatchTable.batchId));
  const sows = await tx
    .select({ batchId: plantBatchEventTable.batchId, phase: plantBatchEventTable.toPhase, area: plantBatchEventTable.toAreaId, dishes: plantBatchEventTable.dishes })
    .from(plantBatchEventTable)
    .where(and(eq(plantBatchEventTable.fid, fid), eq(plantBatchEventTable.kind, 'sow')));

  // Kg picked of each batch's top grade: what its order (which wants the top grade) could be served from.
  const topPicked = new Map<number, number>();
  // Per spec: picked kg of every grade and of the top one, for the share an order in process can count on.
  const specPicks = new Map<number, { all: number; top: number }>();
  for (const h of await tx
    .select({ batchId: plantHarvestTable.batchId, grade: plantHarvestTable.grade, kg: plantHarvestTable.kg })
    .from(plantHarvestTable)
    .where(eq(plantHarvestTable.fid, fid))) {
    const b = batches.find((x) => x.b.batchId === h.batchId);
    if (!b) continue;
    const isTop = h.grade === b.grades[0]?.grade;
    if (isTop) topPicked.set(h.batchId, (topPicked.get(h.batchId) ?? 0) + h.kg);
    const sp = specPicks.get(b.b.specId) ?? { all: 0, top: 0 };
    specPicks.set(b.b.specId, { all: sp.all + h.kg, top: sp.top + (isTop ? h.kg : 0) });
  }
  const topShare = (specId: number) => {
    const sp = specPicks.get(specId);
    return sp && sp.all > 0 ? sp.top / sp.all : 1;
  };

  let orders = 0;
  let lines = 0;
  let plans = 0;
  const perDay = new Map<string, number>();
  const orderNo = (placed: string) => {
    const n = (perDay.get(placed) ?? 0) + 1;
    perDay.set(placed, n);
    return `SO${placed.replaceAll('-', '')}-${String(n).padStart(2, '0')}`;
  };
  const addOrder = async (o: { placed: string; delivery: string; status: OrderStatus; custIdx: number; lines: { specId: number; grade: string; kg: number }[]; remark?: string }) => {
    const cust = customers[o.custIdx % customers.length]!;
    const at = new Date(`${o.placed}T09:30:00+08:00`);
    const [row] = await tx
      .insert(salesOrderTable)
      .values({
        fid,
        orderNo: orderNo(o.placed),
        custId: cust.id,
        deliveryDate: o.delivery,
        address: cust.addresses[0]?.address ?? '',
        status: o.status,
        remark: o.remark ?? '',
        createdBy: uid,
        createdAt: at,
        updatedAt: at,
        scheduledAt: o.status === 'draft' || o.status === 'cancelled' ? null : at,
        cancelledAt: o.status === 'cancelled' ? at : null,
      })
      .returning({ id: salesOrderTable.orderId });
    const ids = await tx
      .insert(salesOrderLineTable)
      .values(o.lines.map((l, i) => ({ fid, orderId: row!.id, seq: i + 1, specId: l.specId, grade: l.grade, qtyKg: l.kg, packing: pick(PACKING) })))
      .returning({ id: salesOrderLineTable.lineId });
    orders++;
    lines += ids.length;
    return { orderId: row!.id, lineIds: ids.map((x) => x.id) };
  };

  // Batches two at a time when the same crop follows: one order, one line, both batches planned for it.
  for (let i = 0; i < batches.length; ) {
    const group = [batches[i]!];
    if (batches[i + 1] && batches[i + 1]!.b.specId === batches[i]!.b.specId && rand() < 0.4) group.push(batches[i + 1]!);
    i += group.length;
    const first = group[0]!.b;
    const expectedOf = (g: (typeof group)[number]) => (g.b.plantsSown * g.yieldKg) / Math.max(1, g.perDish);
    const closed = group.every((g) => g.b.status === 'closed');
    // A closed batch's order was for what came out as top grade; one in process for its expected yield.
    const kg = group.reduce((s, g) => s + (g.b.status === 'closed' ? (topPicked.get(g.b.batchId) ?? 0) : expectedOf(g) * topShare(g.b.specId) * IN_PROCESS_MARGIN), 0);
    if (kg <= 0) continue;
    const lastPick = group.map((g) => g.b.closedOn ?? addDays(g.b.sowDate, 40)).sort().at(-1)!;
    const delivery = addDays(lastPick, 2);
    // Done only once delivered: a closed batch's order still due (delivery after today) waits in 生产中 for its
    // shipment, as it would in the order service, instead of reading 已完成 with nothing shipped.
    const status: OrderStatus = closed && delivery <= today ? 'done' : 'producing';
    const { orderId, lineIds } = await addOrder({
      placed: addDays(first.sowDate, -7),
      delivery,
      status,
      custIdx: Math.floor(rand() * customers.length),
      lines: [{ specId: first.specId, grade: group[0]!.grades[0]?.grade ?? 'A', kg: Math.max(1, Math.round(kg * 0.92 * 10) / 10) }],
    });
    for (const g of group) {
      const sow = sows.filter((s) => s.batchId === g.b.batchId);
      const places: PlannedPlace[] = sow.map((s) => ({ phase: (s.phase ?? 'sprouting') as GrowingPhase, area_id: s.area!, dishes: s.dishes, start: g.b.sowDate, days: 1 }));
      await tx.insert(salesPlanBatchTable).values({
        fid,
        orderId,
        lineId: lineIds[0]!,
        specId: g.b.specId,
        specVer: g.b.specVer,
        sowDate: g.b.sowDate,
        pickDate: g.b.closedOn ?? addDays(g.b.sowDate, 40),
        dishes: Math.max(1, sow.reduce((s, x) => s + x.dishes, 0)),
        plants: Math.max(1, g.b.plantsSown),
        expectedKg: Math.round(expectedOf(g) * 1000) / 1000,
        places,
        status: 'sown',
        batchId: g.b.batchId,
        createdAt: new Date(`${addDays(first.sowDate, -7)}T09:30:00+08:00`),
      });
      plans++;
    }
  }

  // Drafts for the coming weeks (to be scheduled), and one the customer called off.
  const specs = [...new Map(batches.map((b) => [b.b.specId, b])).values()];
  for (let k = 0; k < Math.min(4, specs.length * 2); k++) {
    const s = specs[k % specs.length]!;
    await addOrder({
      placed: addDays(today, -k),
      delivery: addDays(today, 45 + k * 7),
      status: k === 3 ? 'cancelled' : 'draft',
      custIdx: k + 2,
      lines: [{ specId: s.b.specId, grade: s.grades[0]?.grade ?? 'A', kg: 60 + k * 25 }],
      remark: k === 3 ? '取消原因：客户门店装修，暂停进货' : '',
    });
  }
  return { customers: customers.length, sales_orders: orders, sales_order_lines: lines, sales_plan_batches: plans };
}
