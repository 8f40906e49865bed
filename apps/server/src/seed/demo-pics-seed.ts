import sharp from 'sharp';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { PIC_KIND_LABELS, addDays, dayDiff, type PicKind } from '@pfs/domain/plant';
import { areaTable } from '../modules/facility/facility.table.js';
import { PlantPicStore } from '../modules/plant/plant-pic-store.js';
import { plantBatchPlaceTable, plantBatchTable, plantPicTable } from '../modules/plant/plant.table.js';
import { facEventTable } from '../modules/syslog/syslog.table.js';
import { userTable } from '../modules/user/user.table.js';
import { demoFid } from './demo-factory.js';
import { demoPicSvg } from './demo-pic-draw.js';
import type { HistoryContext } from './history-context.js';
import { dayClock, localDay } from './demo-production-seed.js';

/** Recent batches photographed; each gets a crop photo, every third a pest photo too: 22 pictures, about 2 s of first start on a busy machine. */
const PHOTO_BATCHES = 16;

/**
 * 作物照片 and 病虫害照片 of the demo factory's newest batches in production, drawn (demo-pic-draw.ts) and stored
 * through the uploads' own store, so the galleries, batch details and protections show pictures on first start.
 * Runs only when the server names its picture folder.
 */
export async function seedDemoPics(ctx: HistoryContext): Promise<Record<string, number>> {
  const { tx, timeZone, picsDir } = ctx;
  if (!picsDir) return {};
  const fid = await demoFid(tx);
  if (fid === undefined) return {};
  const today = localDay(ctx.endMs, timeZone);
  const batches = await tx
    .select({ batchId: plantBatchTable.batchId, batchNo: plantBatchTable.batchNo, sowDate: plantBatchTable.sowDate })
    .from(plantBatchTable)
    .where(and(eq(plantBatchTable.fid, fid), eq(plantBatchTable.status, 'active'), ne(plantBatchTable.sowDate, today)))
    .orderBy(desc(plantBatchTable.sowDate), desc(plantBatchTable.batchId))
    .limit(PHOTO_BATCHES);
  if (batches.length === 0) return {};
  const places = await tx
    .select({ batchId: plantBatchPlaceTable.batchId, areaId: plantBatchPlaceTable.areaId, name: areaTable.name })
    .from(plantBatchPlaceTable)
    .innerJoin(areaTable, eq(areaTable.areaId, plantBatchPlaceTable.areaId))
    .where(inArray(plantBatchPlaceTable.batchId, batches.map((b) => b.batchId)));
  const [grower] = await tx.select({ uid: userTable.uid }).from(userTable).where(eq(userTable.uniNo, 'grower'));
  const takenOn = addDays(today, -1);
  const shots = batches.flatMap((b, i) => {
    const kinds: PicKind[] = i % 3 === 0 ? ['plant', 'pest'] : ['plant'];
    const place = places.find((p) => p.batchId === b.batchId);
    return kinds.map((kind) => ({ b, kind, place, age: Math.max(0, dayDiff(b.sowDate, takenOn)) }));
  });
  const store = new PlantPicStore(picsDir);
  const stored = await Promise.all(
    shots.map(async (s) => store.save(await sharp(Buffer.from(demoPicSvg(`${s.b.batchNo}/${s.kind}`, s.age, s.kind === 'pest'))).webp({ quality: 80, effort: 0 }).toBuffer())),
  );
  const at = dayClock(timeZone);
  await tx.insert(plantPicTable).values(
    shots.map((s, i) => ({
      fid,
      kind: s.kind,
      ...stored[i]!,
      takenOn,
      batchId: s.b.batchId,
      areaId: s.place?.areaId ?? null,
      remark: s.kind === 'pest' ? '叶面出现褐色和黄色斑点，待确认病虫害' : `播种后第 ${s.age} 天长势`,
      uploadedBy: grower?.uid ?? null,
      createdAt: at(takenOn, 900 + i),
    })),
  );
  await tx.insert(facEventTable).values(
    shots.map((s, i) => ({
      fid,
      uid: grower?.uid ?? null,
      type: 'plant' as const,
      detail: `上传${PIC_KIND_LABELS[s.kind]}（${takenOn}，${[`批次 ${s.b.batchNo}`, s.place?.name].filter(Boolean).join('、')}）`,
      ts: at(takenOn, 900 + i),
    })),
  );
  return { plant_pics: shots.length };
}
