import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathOf, type Paged } from '@pfs/domain';
import { getCamDemo, type CameraView, type ScreenCamera } from '@pfs/domain/camera';
import type { z } from 'zod';
import type { saveCameraBodySchema } from '@pfs/domain/camera';
import { badRequest, notFound } from '../../lib/app-error.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { SyslogService } from '../syslog/index.js';
import type { CameraFilter, CameraRepository, CameraWithArea } from './camera.repository.js';
import { demoRoomPicture } from './demo-picture.js';
import type { Clock } from '../../lib/clock.js';
import { pagedOf } from '../../lib/paging.js';

type SaveBody = z.output<typeof saveCameraBodySchema>;

/** The path the server answers a demo camera's picture at. */
export const demoCamUrl = (camId: number) => pathOf(getCamDemo, { file: `${camId}.jpg` });
/** A demo camera's picture changes this often (and is cached this long). */
export const DEMO_CAM_REFRESH_MS = 3_000;

const NOT_FOUND = '摄像头不存在';

/** A signed console address lasts this long (two periods at most): a page left open reloads its list well before. */
const VIEW_PERIOD_MS = 12 * 3_600_000;

export const cameraView = (c: CameraWithArea, viewUrl: string): CameraView => ({
  cam_id: c.camId,
  name: c.name,
  area_id: c.areaId,
  area_name: c.areaName,
  kind: c.kind,
  url: c.url,
  view_url: viewUrl,
  enabled: c.enabled,
  on_screen: c.onScreen,
  remark: c.remark,
  updated_at: c.updatedAt.toISOString(),
});

const sign = (key: Buffer, camId: number, period: number): string =>
  createHmac('sha256', key).update(`${camId}:${period}`).digest('base64url').slice(0, 32);

/** The camera registry (/iot/cams) and the pictures of the demo cameras. */
export class CameraService {
  private readonly pictures = new TtlCache<number, Buffer>(DEMO_CAM_REFRESH_MS, 200);
  constructor(
    private readonly repo: CameraRepository,
    private readonly syslog: SyslogService,
    private readonly clock: Clock,
    /** Signs the console's addresses of demo pictures: the installation's key, the same on every instance. */
    private readonly viewKey: () => Promise<Buffer>,
    /** Whether a published screen shows the camera: the screen module's to answer (it shows cameras, not the reverse). */
    private readonly onPublishedScreen: (cam: { fid: number; camId: number }) => Promise<boolean>,
  ) {}

  async list(fid: number, f: CameraFilter): Promise<Paged<CameraView>> {
    const key = await this.viewKey();
    return pagedOf(await this.repo.list(fid, f), (c) => this.view(c, key));
  }

  async get(fid: number, camId: number): Promise<CameraView> {
    const c = await this.repo.get(fid, camId);
    if (!c) throw notFound(NOT_FOUND);
    return this.view(c, await this.viewKey());
  }

  async save(b: SaveBody, uid: number): Promise<CameraView> {
    if (!(await this.repo.areaExists(b.fid, b.area_id))) throw badRequest('所选区域不存在');
    const input = { name: b.name, areaId: b.area_id, kind: b.kind, url: b.url, enabled: b.enabled, onScreen: b.on_screen, remark: b.remark };
    let camId = b.cam_id;
    if (camId === undefined) camId = await this.repo.insert(b.fid, input);
    else if (!(await this.repo.update(b.fid, camId, input))) throw notFound(NOT_FOUND);
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'setting', detail: `${b.cam_id ? '修改' : '新增'}摄像头：${b.name}` });
    return this.get(b.fid, camId);
  }

  async delete(fid: number, camId: number, uid: number): Promise<void> {
    const c = await this.repo.get(fid, camId);
    if (!c || !(await this.repo.delete(fid, camId))) throw notFound(NOT_FOUND);
    await this.syslog.facEvent({ fid, uid, type: 'setting', detail: `删除摄像头：${c.name}` });
  }

  /** The areas a camera may be put in. */
  areas(fid: number) {
    return this.repo.areas(fid);
  }

  /** Every camera of the factory, for the screen configuration's picker. */
  all(fid: number): Promise<CameraWithArea[]> {
    return this.repo.all(fid);
  }

  /** The chosen cameras a screen may show (enabled and marked for screens), in the chosen order. */
  async forScreen(fid: number, ids: number[]): Promise<ScreenCamera[]> {
    const rows = await this.repo.byIds(fid, ids);
    const byId = new Map(rows.filter((c) => c.enabled && c.onScreen).map((c) => [c.camId, c]));
    return ids.flatMap((id) => {
      const c = byId.get(id);
      return c ? [{ cam_id: c.camId, name: c.name, area_name: c.areaName, kind: c.kind, url: c.url }] : [];
    });
  }

  private view(c: CameraWithArea, key: Buffer): CameraView {
    const demo = c.url === demoCamUrl(c.camId);
    return cameraView(c, demo ? `${c.url}?sig=${sign(key, c.camId, Math.floor(Date.now() / VIEW_PERIOD_MS))}` : c.url);
  }

  private async signed(camId: number, sig: string | undefined): Promise<boolean> {
    if (!sig) return false;
    const key = await this.viewKey();
    const now = Math.floor(Date.now() / VIEW_PERIOD_MS);
    return [now, now - 1].some((p) => {
      const want = Buffer.from(sign(key, camId, p));
      const got = Buffer.from(sig);
      return got.length === want.length && timingSafeEqual(got, want);
    });
  }

  /**
   * The generated picture of a demo camera: only for an enabled camera whose address is this server's demo path,
   * and only when a published screen shows it (enabled, marked for screens and chosen) or the address was signed
   * for the factory's console. Anything else is the same 404 as an unknown id.
   */
  async demoPicture(camId: number, sig?: string, now = new Date(this.clock.now())): Promise<Buffer> {
    const c = await this.repo.byId(camId);
    if (!c || !c.enabled || c.url !== demoCamUrl(camId)) throw notFound(NOT_FOUND);
    if (!(await this.signed(camId, sig)) && !(c.onScreen && (await this.onPublishedScreen(c)))) throw notFound(NOT_FOUND);
    const hit = this.pictures.get(camId);
    if (hit) return hit;
    const jpeg = await demoRoomPicture({ label: `CAM-${String(camId).padStart(2, '0')}`, seed: camId, now, timeZone: this.clock.timeZone });
    this.pictures.set(camId, jpeg);
    return jpeg;
  }
}
