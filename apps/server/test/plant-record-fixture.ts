import { type AnyCall, type CallBody, type CallReply } from '@pfs/domain';
import { saveFacArea, saveFacField } from '@pfs/domain/factory-cfg';
import {
  addDays,
  createPlantBatch,
  deletePlantBatch,
  harvestPlantBatch,
  phaseSteps,
  recordPlantLoss,
  transplantPlantBatch,
  uploadPlantPic,
} from '@pfs/domain/plant';
import { savePlantSpec } from '@pfs/domain/plant-spec';
import { materialItemTable, materialLotTable } from '../src/modules/material/material.table.js';
import { DEMO_FID, dataOf, type Res, type TestApp } from './test-app.js';

/**
 * A small planting history of its own in the demo factory, recorded through the batch calls: a field with a
 * seedling room and two grow rooms, a crop spec, a pesticide with a lot, and four batches —
 *  B1 sown 40 days ago, transplanted, 2 dishes lost to pests, harvested whole 5 days ago (closed);
 *  B2 sown 10 days ago, still in the seedling room;
 *  B3 sown 3 days ago and deleted;
 *  B4 sown 20 days ago, transplanted into 栽培二区 10 days ago.
 * Lists are filtered by this spec, so whatever else the demo factory holds does not disturb them.
 */

export const todayShanghai = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

export type Planting = Awaited<ReturnType<typeof plantHistory>>;

export async function plantHistory(app: TestApp, token: string) {
  const today = todayShanghai();
  const d = (n: number) => addDays(today, -n);
  const tag = Math.random().toString(36).slice(2, 7).toUpperCase();
  /** A call in the demo factory that must succeed: its data. */
  const post = <C extends AnyCall>(def: C, body: Omit<CallBody<C>, 'fid'>): Promise<CallReply<C>> => dataOf(app, def, { fid: DEMO_FID, ...body } as CallBody<C>, token);

  const field = await post(saveFacField, { name: `记录测试厂房${tag}` });
  const area = async (name: string, kind: 'seedling' | 'grow') =>
    (await post(saveFacArea, { field_id: field.field_id, name: `${name}${tag}`, kind, racks: 4, layers: 5, positions_per_layer: 10 })).area_id;
  const seedRoom = await area('育苗测试室', 'seedling');
  const grow1 = await area('栽培测试一区', 'grow');
  const grow2 = await area('栽培测试二区', 'grow');

  const spec = await post(savePlantSpec, {
    crop: `记录菜${tag}`,
    variety: '一号',
    phases: phaseSteps({ grow_seedling: 10, grow: 20, pick: 0 }),
    seedling_plants_per_dish: 100,
    grow_plants_per_dish: 10,
    seed_per_dish: 0,
    yield_kg_per_dish: 1.5,
    grades: [{ grade: 'A', name: '一级', min_plant_g: 100 }, { grade: 'B', name: '二级', min_plant_g: 0 }],
  });

  const db = app.dbHandle.db;
  const [pesticide] = await db
    .insert(materialItemTable)
    .values({ fid: DEMO_FID, kind: 'pesticide', name: `吡虫啉${tag}`, unit: 'ml', regNo: 'PD20000001', activeIngredient: '吡虫啉 10%', safetyDays: 7 })
    .returning();
  const [lot] = await db
    .insert(materialLotTable)
    .values({ fid: DEMO_FID, itemId: pesticide!.itemId, lotNo: `L${tag}`, receivedOn: d(60), expiresOn: addDays(today, 300), qtyReceived: 1000, qty: 1000 })
    .returning();
  const [seed] = await db.insert(materialItemTable).values({ fid: DEMO_FID, kind: 'seed', name: `记录菜种子${tag}`, unit: '粒' }).returning();

  const version = new Map<number, number>();
  const sow = async (no: string, days: number, dishes: number) => {
    const b = (await post(createPlantBatch, { spec_id: spec.spec_id, sow_date: d(days), places: [{ area_id: seedRoom, dishes }], batch_no: `${no}-${tag}` })).batch;
    version.set(b.batch_id, b.version);
    return b.batch_id;
  };
  /** A write on the batch at its version so far (the three answer alike: the batch and the event recorded). */
  const write = async <C extends typeof transplantPlantBatch | typeof recordPlantLoss | typeof harvestPlantBatch>(def: C, batchId: number, body: Omit<CallBody<C>, 'fid' | 'batch_id' | 'version'>) => {
    const r = (await post(def, { batch_id: batchId, version: version.get(batchId)!, ...body } as Omit<CallBody<C>, 'fid'>)) as CallReply<typeof recordPlantLoss>;
    version.set(batchId, r.batch.version);
    return r.event_id!;
  };

  const b1 = await sow('B1', 40, 4);
  await write(transplantPlantBatch, b1, { date: d(30), from_phase: 'grow_seedling', from_area_id: seedRoom, to_phase: 'grow', to_area_id: grow1, dishes: 4, dishes_to: 40 });
  const pic = (await uploadPic(app, token, { kind: 'pest', taken_on: d(25), batch_id: b1 }, await pngBytes())).body.data as { pic_id: number };
  const lossEvent = await write(recordPlantLoss, b1, { date: d(25), phase: 'grow', area_id: grow1, dishes: 2, plants: 20, reason: 'pest', remark: '蚜虫', pic_ids: [pic.pic_id] });
  const pickEvent = await write(harvestPlantBatch, b1, {
    date: d(5),
    phase: 'grow',
    area_id: grow1,
    dishes: 38,
    plants: 380,
    grades: [
      { grade: 'A', kg: 40 },
      { grade: 'B', kg: 11 },
    ],
  });
  const b2 = await sow('B2', 10, 2);
  const b3 = await sow('B3', 3, 1);
  await post(deletePlantBatch, { batch_id: b3, reason: '播错品种' });
  const b4 = await sow('B4', 20, 2);
  await write(transplantPlantBatch, b4, { date: d(10), from_phase: 'grow_seedling', from_area_id: seedRoom, to_phase: 'grow', to_area_id: grow2, dishes: 2, dishes_to: 20 });

  return {
    tag,
    today,
    d,
    fieldId: field.field_id,
    areas: { seedRoom, grow1, grow2 },
    specId: spec.spec_id,
    pesticideId: pesticide!.itemId,
    lotId: lot!.lotId,
    seedId: seed!.itemId,
    batches: { b1, b2, b3, b4 },
    no: (b: 'B1' | 'B2' | 'B3' | 'B4') => `${b}-${tag}`,
    lossEvent,
    pickEvent,
    lossPic: pic.pic_id,
    version: (batchId: number) => version.get(batchId)!,
  };
}

/** A real PNG of the given size, made with sharp. */
export async function pngBytes(width = 800, height = 600): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 60 } } })
    .png()
    .toBuffer();
}

/** The picture upload (uploadPlantPic): the fields in the query, the file as multipart field `file`. */
export async function uploadPic(app: TestApp, token: string, fields: Record<string, string | number>, bytes: Buffer, fileName = 'photo.png', fid = DEMO_FID): Promise<Res> {
  const boundary = `----pfs${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const query = new URLSearchParams(Object.entries({ fid, ...fields }).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await app.inject({
    method: 'POST',
    url: `${uploadPlantPic.url}?${query}`,
    payload,
    headers: { 'x-token': token, 'x-rfrom': 'w', 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() };
}
