import { type Paged } from '@pfs/domain';
import { PIC_KIND_LABELS, type PicKind, type picSchema } from '@pfs/domain/plant';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import type { PicFilter, PicRow, PlantPicRepository } from './plant-pic.repository.js';
import { PlantPicStore } from './plant-pic-store.js';
import type { Clock } from '../../lib/clock.js';
import { pagedOf } from '../../lib/paging.js';

export type PicView = z.infer<typeof picSchema>;
export type PicThumb = { pic_id: number; url: string; thumb_url: string };
export type PicUpload = { kind: PicKind; taken_on: string; batch_id?: number; area_id?: number; remark: string };

const toView = ({ pic, batchNo, areaName, uploadedByName }: PicRow): PicView => ({
  pic_id: pic.picId,
  kind: pic.kind,
  url: PlantPicStore.url(pic.file),
  thumb_url: PlantPicStore.url(pic.thumb),
  width: pic.width,
  height: pic.height,
  bytes: pic.bytes,
  taken_on: pic.takenOn,
  batch_id: pic.batchId,
  batch_no: batchNo,
  area_id: pic.areaId,
  area_name: areaName,
  event_id: pic.eventId,
  prot_id: pic.protId,
  remark: pic.remark,
  uploaded_by_name: uploadedByName ?? '',
  created_at: pic.createdAt.toISOString(),
});

/** Crop and pest photos (作物照片 / 病虫害照片) by batch, area and day; loss records show theirs as thumbnails. */
export class PlantPicService {
  constructor(
    private readonly repo: PlantPicRepository,
    private readonly store: PlantPicStore,
    private readonly syslog: SyslogService,
    private readonly clock: Clock,
  ) {}

  async list(fid: number, f: PicFilter): Promise<Paged<PicView>> {
    return pagedOf(await this.repo.list(fid, f), toView);
  }

  /** Thumbnails per event, for the loss list. */
  async thumbsOfEvents(eventIds: number[]): Promise<Map<number, PicThumb[]>> {
    const out = new Map<number, PicThumb[]>();
    for (let i = 0; i < eventIds.length; i += 5000) this.addThumbs(out, await this.repo.byEvents(eventIds.slice(i, i + 5000)));
    return out;
  }

  private addThumbs(out: Map<number, PicThumb[]>, rows: Awaited<ReturnType<PlantPicRepository['byEvents']>>) {
    for (const p of rows) {
      const list = out.get(p.eventId!) ?? [];
      list.push({ pic_id: p.picId, url: PlantPicStore.url(p.file), thumb_url: PlantPicStore.url(p.thumb) });
      out.set(p.eventId!, list);
    }
  }

  /** Checks the batch and area first (404 for another factory's), then the image; files are removed again if the row cannot be written. */
  async upload(fid: number, uid: number, body: PicUpload, bytes: Buffer): Promise<PicView> {
    const today = this.clock.today();
    if (body.taken_on > today) throw badRequest(`拍摄日期 ${body.taken_on} 晚于今天（${today}）`);
    const batch = body.batch_id === undefined ? null : await this.repo.batchOf(fid, body.batch_id);
    if (body.batch_id !== undefined && !batch) throw notFound(`批次 ${body.batch_id} 不存在`);
    const area = body.area_id === undefined ? null : await this.repo.areaOf(fid, body.area_id);
    if (body.area_id !== undefined && !area) throw notFound(`区域 ${body.area_id} 不存在`);
    const stored = await this.store.save(bytes);
    let picId: number;
    try {
      picId = await this.repo.insert({
        fid,
        kind: body.kind,
        ...stored,
        takenOn: body.taken_on,
        batchId: batch?.batchId ?? null,
        areaId: area?.areaId ?? null,
        remark: body.remark,
        uploadedBy: uid,
      });
    } catch (err) {
      await this.store.remove(stored.file, stored.thumb);
      throw err;
    }
    const where = [batch && `批次 ${batch.batchNo}`, area?.name].filter(Boolean).join('、');
    await this.syslog.facEvent({ fid, uid, type: 'plant', detail: `上传${PIC_KIND_LABELS[body.kind]}（${body.taken_on}${where ? `，${where}` : ''}）` });
    return toView((await this.repo.get(fid, picId))!);
  }

  async remove(fid: number, uid: number, picId: number): Promise<void> {
    const row = await this.repo.get(fid, picId);
    if (!row) throw notFound(`图片 ${picId} 不存在`);
    await this.repo.delete(fid, picId);
    await this.store.remove(row.pic.file, row.pic.thumb);
    await this.syslog.facEvent({
      fid,
      uid,
      type: 'plant',
      detail: `删除${PIC_KIND_LABELS[row.pic.kind]}（${row.pic.takenOn}${row.batchNo ? `，批次 ${row.batchNo}` : ''}）`,
    });
  }
}
