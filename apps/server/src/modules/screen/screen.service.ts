import { PLANT_PHASE_LABELS, type PlantPhase } from '@pfs/domain';
import { type ScreenCamera } from '@pfs/domain/camera';
import { IOT_LOG_KINDS } from '@pfs/domain/iotlog';
import {
  SCREEN_HEARTBEAT_MS,
  SCREEN_LIVE_POLL_MS,
  SCREEN_OFFLINE_AFTER_MS,
  SCREEN_SECTIONS,
  SCREEN_VARIANTS,
  type SaveScreenCfgBody,
  type ScreenCfg,
  type ScreenCropStats,
  type ScreenDef,
  type ScreenFacInfo,
  type ScreenIotSummary,
  type ScreenPic,
  type ScreenSensor,
  type ScreenStatus,
  type ScreenVariant,
} from '@pfs/domain/screen';
import { badRequest, notFound } from '../../lib/app-error.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import type { CameraService } from '../camera/index.js';
import type { SyslogService } from '../syslog/index.js';
import type { ScreenCfgRow, ScreenRepository } from './screen.repository.js';
import type { ScreenCfgJson } from './screen.table.js';
import type { Clock } from '../../lib/clock.js';

/** One answer for an unknown factory, an unpublished screen, a sensor not chosen: nothing tells them apart. */
const NOT_PUBLISHED = '大屏不存在或未发布';
const NOT_SHOWN = '该数据不在展示屏上公开';
/**
 * How long public answers are shared between the screens polling them, and how long after that an answer is still
 * served while one reload runs, so a wall of screens never waits at expiry. The stale windows are short: a single
 * screen polling every 5 s (10 s) finds its answer too old and reads a fresh one, so a live value is at most
 * 5 s + 3 s old and the configuration reaches another instance within 10 s (this one forgets it when it is saved).
 */
const LIVE_FRESH_MS = 2_000;
const LIVE_STALE_MS = 1_000;
const CACHE_MS = 5_000;
const SLOW_STALE_MS = 5_000;

export const EMPTY_CFG: ScreenCfgJson = {
  title: '',
  subtitle: '',
  point_ids: [],
  pic_ids: [],
  ext_pic_ids: [],
  cam_ids: [],
  panels: [],
  sections: [...SCREEN_SECTIONS],
};


/**
 * The public screens: their configuration per factory and template, the heartbeats of open screens, and the
 * public calls, each of which first checks that the template is published and that what it is asked for was
 * chosen for it.
 */
export class ScreenService {
  private readonly cfgCache = new RefreshingCache<string, ScreenCfgRow | null>(CACHE_MS, CACHE_MS);
  private readonly live = new RefreshingCache<string, unknown>(LIVE_FRESH_MS, LIVE_STALE_MS, 20_000);
  private readonly slow = new RefreshingCache<string, unknown>(CACHE_MS, SLOW_STALE_MS, 20_000);

  constructor(
    private readonly repo: ScreenRepository,
    private readonly cameras: CameraService,
    private readonly syslog: SyslogService,
    private readonly clock: Clock,
    /** Where a stored plant picture is served (the planting module's picture store decides). */
    private readonly picUrl: (file: string) => string,
  ) {}

  // ---- configuration (/cfg/factory/screen-cfg) ----

  async getCfg(fid: number, variant: ScreenVariant): Promise<ScreenCfg> {
    const row = await this.repo.cfg(fid, variant);
    return cfgView(variant, row);
  }

  async saveCfg(b: SaveScreenCfgBody, uid: number): Promise<ScreenCfg> {
    // Every chosen id must be this factory's: a foreign id is refused rather than stored and silently dropped.
    const [points, pics, extPics, cams] = await Promise.all([
      this.repo.sensors(b.fid, b.point_ids),
      this.repo.pics(b.fid, b.pic_ids),
      this.repo.pics(b.fid, b.ext_pic_ids),
      this.cameras.all(b.fid),
    ]);
    if (points.length !== b.point_ids.length) throw badRequest('所选传感器中有不属于本工厂或已停用的点位');
    if (pics.length !== b.pic_ids.length || extPics.length !== b.ext_pic_ids.length) throw badRequest('所选图片中有不属于本工厂的图片');
    const camIds = new Set(cams.map((c) => c.camId));
    if (b.cam_ids.some((id) => !camIds.has(id))) throw badRequest('所选摄像头中有不属于本工厂的摄像头');
    const cfg: ScreenCfgJson = {
      title: b.title,
      subtitle: b.subtitle,
      point_ids: b.point_ids,
      pic_ids: b.pic_ids,
      ext_pic_ids: b.ext_pic_ids,
      cam_ids: b.cam_ids,
      panels: b.panels,
      sections: SCREEN_SECTIONS.filter((s) => b.sections.includes(s)),
    };
    await this.repo.saveCfg(b.fid, b.variant, { published: b.published, isMain: b.is_main, cfg, uid });
    this.forget(b.fid);
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'setting', detail: `保存展示大屏配置：${b.variant}（${b.published ? '已发布' : '未发布'}）` });
    return this.getCfg(b.fid, b.variant);
  }

  async status(fid: number, now = new Date()): Promise<ScreenStatus> {
    const [rows, clients] = await Promise.all([this.repo.cfgs(fid), this.repo.clients(fid, new Date(now.getTime() - 24 * 3_600_000))]);
    const byVariant = new Map(rows.map((r) => [r.variant, r]));
    return {
      variants: SCREEN_VARIANTS.map((v) => {
        const r = byVariant.get(v);
        return { variant: v, published: r?.published ?? false, is_main: r?.isMain ?? false, updated_at: r?.updatedAt.toISOString() ?? null };
      }),
      clients: clients.map((c) => ({
        variant: c.variant,
        client_id: c.clientId,
        path: c.path,
        ip: c.ip,
        first_at: c.firstAt.toISOString(),
        last_at: c.lastAt.toISOString(),
        online: now.getTime() - c.lastAt.getTime() <= SCREEN_OFFLINE_AFTER_MS,
      })),
    };
  }

  async options(fid: number) {
    const [pics, cams] = await Promise.all([this.repo.recentPics(fid, 120), this.cameras.all(fid)]);
    return {
      pics: pics.map((p) => ({ ...this.picView(p), kind: p.kind })),
      cams: cams.map((c) => ({ cam_id: c.camId, name: c.name, area_name: c.areaName, kind: c.kind, url: c.url, enabled: c.enabled, on_screen: c.onScreen })),
    };
  }

  private forget(fid: number) {
    const mine = (k: string) => k.startsWith(`${fid}:`);
    this.cfgCache.deleteWhere(mine);
    this.live.deleteWhere(mine);
    this.slow.deleteWhere(mine);
  }

  // ---- public calls ----

  /** The published configuration of a template, or the one 404 every public call answers. */
  private async published(fid: number, variant: ScreenVariant): Promise<ScreenCfgJson> {
    const row = await this.cfgCache.get(`${fid}:${variant}`, async () => (await this.repo.cfg(fid, variant)) ?? null);
    if (!row?.published) throw notFound(NOT_PUBLISHED);
    return row.cfg;
  }

  private cached<T>(cache: RefreshingCache<string, unknown>, key: string, load: () => Promise<T>): Promise<T> {
    return cache.get(key, load) as Promise<T>;
  }

  /** The template /screen/:fid opens: the main one if published, else the first published. */
  async tmplName(fid: number): Promise<{ tmpl: ScreenVariant }> {
    const rows = await this.cached(this.slow, `${fid}:tmpl`, () => this.repo.cfgs(fid));
    const pub = rows.filter((r) => r.published);
    const main = pub.find((r) => r.isMain) ?? SCREEN_VARIANTS.map((v) => pub.find((r) => r.variant === v)).find(Boolean);
    if (!main) throw notFound(NOT_PUBLISHED);
    return { tmpl: main.variant };
  }

  async screenDef(fid: number, variant: ScreenVariant): Promise<ScreenDef> {
    const cfg = await this.published(fid, variant);
    return {
      variant,
      title: cfg.title,
      subtitle: cfg.subtitle,
      sections: SCREEN_SECTIONS.filter((s) => cfg.sections.includes(s)),
      poll_ms: SCREEN_LIVE_POLL_MS,
      heartbeat_ms: SCREEN_HEARTBEAT_MS,
    };
  }

  async facName(fid: number, variant: ScreenVariant) {
    await this.published(fid, variant);
    return this.cached(this.slow, `${fid}:name`, async () => {
      const f = await this.repo.facility(fid);
      if (!f) throw notFound(NOT_PUBLISHED);
      return { fac_name: f.facName, short_name: f.shortName, logo_url: f.logoName ? `/pics/logos/${f.logoName}` : null };
    });
  }

  async facInfo(fid: number, variant: ScreenVariant): Promise<ScreenFacInfo> {
    await this.published(fid, variant);
    return this.cached(this.slow, `${fid}:info`, async () => {
      const [f, c] = await Promise.all([this.repo.facility(fid), this.repo.layoutCounts(fid)]);
      if (!f) throw notFound(NOT_PUBLISHED);
      return {
        fac_name: f.facName,
        city_district: f.cityDistrict,
        fields: c.fields,
        areas: c.areas,
        grow_areas: c.grow,
        positions: c.positions,
        crops: c.crops,
      };
    });
  }

  async sensors(fid: number, variant: ScreenVariant): Promise<ScreenSensor[]> {
    const cfg = await this.published(fid, variant);
    return this.cached(this.live, `${fid}:${variant}:sensors`, async () => {
      const rows = await this.repo.sensors(fid, cfg.point_ids);
      const byId = new Map(rows.map((r) => [r.pointId, r]));
      return cfg.point_ids.flatMap((id) => {
        const r = byId.get(id);
        return r
          ? [
              {
                point_id: r.pointId,
                name: r.name || r.code,
                quantity: r.quantity,
                unit: r.unit,
                area_name: r.areaName,
                v: r.v,
                ts: r.ts?.toISOString() ?? null,
              },
            ]
          : [];
      });
    });
  }

  /** A chosen sensor of a published template, or the same 404 as anything else not shown. */
  private async shownPoint(fid: number, variant: ScreenVariant, pointId: number) {
    // The screen's own sensor list (cached) says whether the point is chosen, this factory's and enabled.
    const shown = await this.sensors(fid, variant);
    if (!shown.some((s) => s.point_id === pointId)) throw notFound(NOT_SHOWN);
  }

  async lastHour(fid: number, variant: ScreenVariant, pointId: number, now = new Date()) {
    await this.shownPoint(fid, variant, pointId);
    return this.cached(this.live, `${fid}:hour:${pointId}`, async () => ({ point_id: pointId, vals: await this.repo.lastHour(pointId, now) }));
  }

  async tenDays(fid: number, variant: ScreenVariant, pointId: number, now = new Date()) {
    await this.shownPoint(fid, variant, pointId);
    return this.cached(this.slow, `${fid}:ten:${pointId}`, async () => {
      const rows = await this.repo.tenDays(pointId, now);
      return { point_id: pointId, days: rows.map((r) => ({ day: r.day, min: r.min, max: r.max, avg: Math.round(r.avg * 100) / 100 })) };
    });
  }

  async iotSummary(fid: number, variant: ScreenVariant, now = new Date()): Promise<ScreenIotSummary> {
    await this.published(fid, variant);
    return this.cached(this.slow, `${fid}:iot`, () => this.repo.iotSummary(fid, now));
  }

  async lastActs(fid: number, variant: ScreenVariant) {
    await this.published(fid, variant);
    return this.cached(this.slow, `${fid}:acts`, async () =>
      (await this.repo.lastActs(fid, 12)).map((r) => ({
        ts: r.ts.toISOString(),
        kind_label: IOT_LOG_KINDS[r.kind as keyof typeof IOT_LOG_KINDS] ?? r.kind,
        target: r.target,
        content: r.content,
      })),
    );
  }

  async cropStats(fid: number, variant: ScreenVariant): Promise<ScreenCropStats> {
    await this.published(fid, variant);
    return this.cached(this.slow, `${fid}:crop`, async () => {
      const from = this.clock.dayOf(this.clock.now() - 29 * 86_400_000);
      const [phases, crops, harvest] = await Promise.all([this.repo.placesByPhase(fid), this.repo.placesByCrop(fid), this.repo.harvestDays(fid, from)]);
      return {
        phases: phases.map((p) => ({ phase: p.phase, label: PLANT_PHASE_LABELS[p.phase as PlantPhase] ?? p.phase, dishes: p.dishes, plants: p.plants })),
        crops,
        harvest_days: harvest.map((h) => ({ day: h.day, kg: Math.round(h.kg * 10) / 10 })),
      };
    });
  }

  async plantSums(fid: number, variant: ScreenVariant) {
    await this.published(fid, variant);
    return this.cached(this.slow, `${fid}:sums`, async () => {
      const today = this.clock.today();
      const { act, sown, kg } = await this.repo.plantSums(fid, `${today.slice(0, 7)}-01`, `${today.slice(0, 4)}-01-01`);
      return [
        { key: 'batches', label: '在产批次', value: act?.batches ?? 0, unit: '批' },
        { key: 'dishes', label: '在产盘数', value: act?.dishes ?? 0, unit: '盘' },
        { key: 'plants', label: '在产株数', value: act?.plants ?? 0, unit: '株' },
        { key: 'sown_month', label: '本月播种', value: sown?.plants ?? 0, unit: '株' },
        { key: 'kg_month', label: '本月采收', value: Math.round((kg?.month ?? 0) * 10) / 10, unit: 'kg' },
        { key: 'kg_year', label: '今年采收', value: Math.round((kg?.year ?? 0) * 10) / 10, unit: 'kg' },
      ];
    });
  }

  async pics(fid: number, variant: ScreenVariant, which: 'pic_ids' | 'ext_pic_ids'): Promise<ScreenPic[]> {
    const cfg = await this.published(fid, variant);
    return this.cached(this.slow, `${fid}:${variant}:${which}`, async () => {
      const rows = await this.repo.pics(fid, cfg[which]);
      const byId = new Map(rows.map((r) => [r.picId, r]));
      return cfg[which].flatMap((id) => (byId.has(id) ? [this.picView(byId.get(id)!)] : []));
    });
  }

  async cctvs(fid: number, variant: ScreenVariant): Promise<ScreenCamera[]> {
    const cfg = await this.published(fid, variant);
    return this.cached(this.slow, `${fid}:${variant}:cams`, () => this.cameras.forScreen(fid, cfg.cam_ids));
  }

  async information(fid: number, variant: ScreenVariant) {
    const cfg = await this.published(fid, variant);
    return { panels: cfg.panels };
  }

  private picView(p: { picId: number; file: string; thumb: string; remark: string; takenOn: string }): ScreenPic {
    return { pic_id: p.picId, url: this.picUrl(p.file), thumb_url: this.picUrl(p.thumb), caption: p.remark, taken_on: p.takenOn };
  }

  async heartbeat(b: { fid: number; variant: ScreenVariant; client_id: string; path: string }, ip: string): Promise<void> {
    await this.published(b.fid, b.variant);
    await this.repo.beat(b.fid, b.client_id, b.variant, b.path, ip);
  }
}

function cfgView(variant: ScreenVariant, row: ScreenCfgRow | undefined): ScreenCfg {
  const c = { ...EMPTY_CFG, ...row?.cfg };
  return {
    variant,
    published: row?.published ?? false,
    is_main: row?.isMain ?? false,
    title: c.title,
    subtitle: c.subtitle,
    point_ids: c.point_ids,
    pic_ids: c.pic_ids,
    ext_pic_ids: c.ext_pic_ids,
    cam_ids: c.cam_ids,
    panels: c.panels,
    sections: SCREEN_SECTIONS.filter((s) => c.sections.includes(s)),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
