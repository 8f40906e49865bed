import { type ClimateTargetsView, type FacIotCfg, type saveClimateTargetsBodySchema } from '@pfs/domain/factory-cfg';
import { AREA_KINDS, AREA_KIND_LABELS, type AreaKind } from '@pfs/domain/plant';
import type { z } from 'zod';
import type { GatewayService } from '../iot-gateway/index.js';
import type { SyslogService } from '../syslog/index.js';
import type { ClimateTargetRepository, TargetRow } from './climate-target.repository.js';
import { areaRef } from '../facility/index.js';
import type { LayoutService } from './layout.service.js';

export type SaveClimateTargets = z.output<typeof saveClimateTargetsBodySchema>;

const targetsView = (kind: AreaKind, t: TargetRow | undefined): ClimateTargetsView => ({
  kind,
  temp_min: t?.tempMin ?? null,
  temp_max: t?.tempMax ?? null,
  rh_min: t?.rhMin ?? null,
  rh_max: t?.rhMax ?? null,
  co2_min: t?.co2Min ?? null,
  co2_max: t?.co2Max ?? null,
  light_hours_min: t?.lightHoursMin ?? null,
  light_hours_max: t?.lightHoursMax ?? null,
  dli_min: t?.dliMin ?? null,
  dli_max: t?.dliMax ?? null,
});

const range = (lo: number | null, hi: number | null, unit: string) => (lo === null && hi === null ? null : `${lo ?? '…'}–${hi ?? '…'}${unit}`);

/**
 * 物联网配置 for planting: which gateways give each area's climate (iot_gateways.area_id, written by the gateway
 * service), and the climate targets per area kind that area details and batch climate summaries compare with.
 */
export class FacIotCfgService {
  constructor(
    private readonly targets: ClimateTargetRepository,
    private readonly layout: LayoutService,
    private readonly gateways: GatewayService,
    private readonly syslog: SyslogService,
  ) {}

  async get(fid: number): Promise<FacIotCfg> {
    const [areas, gws, targets] = await Promise.all([this.layout.allAreas(fid), this.gateways.list(fid), this.targets.list(fid)]);
    return {
      areas: areas.map((a) => ({
        ...areaRef(a),
        kind: a.kind,
        gw_ids: gws.filter((g) => g.area_id === a.areaId).map((g) => g.gw_id),
      })),
      gateways: gws.map((g) => ({ gw_id: g.gw_id, sn: g.sn, name: g.name, area_id: g.area_id, online: g.online })),
      targets: AREA_KINDS.map((k) =>
        targetsView(
          k,
          targets.find((t) => t.kind === k),
        ),
      ),
    };
  }

  /** The targets of every area kind that has them set. */
  async allTargets(fid: number): Promise<ClimateTargetsView[]> {
    return (await this.targets.list(fid)).map((t) => targetsView(t.kind, t));
  }

  /** The targets of an area kind, or null when none were ever set. */
  async targetsOf(fid: number, kind: AreaKind): Promise<ClimateTargetsView | null> {
    const t = await this.targets.get(fid, kind);
    return t ? targetsView(kind, t) : null;
  }

  /** The area's gateways become exactly `gwIds`: a gateway listed moves here from any other area, one left out is unmapped. */
  async setAreaGateways(fid: number, areaId: number, gwIds: number[], uid: number): Promise<void> {
    const area = await this.layout.mustArea(fid, areaId);
    const names = await this.gateways.setAreaGateways(fid, areaId, [...new Set(gwIds)]);
    await this.syslog.facEvent({ fid, uid, type: 'setting', detail: `区域 ${area.name} 的环境网关：${names.join('、') || '无'}` });
  }

  async saveTargets(b: SaveClimateTargets, uid: number): Promise<ClimateTargetsView> {
    await this.targets.save(b.fid, b.kind, {
      tempMin: b.temp_min,
      tempMax: b.temp_max,
      rhMin: b.rh_min,
      rhMax: b.rh_max,
      co2Min: b.co2_min,
      co2Max: b.co2_max,
      lightHoursMin: b.light_hours_min,
      lightHoursMax: b.light_hours_max,
      dliMin: b.dli_min,
      dliMax: b.dli_max,
    });
    const parts = [
      range(b.temp_min, b.temp_max, ' °C') && `温度 ${range(b.temp_min, b.temp_max, ' °C')}`,
      range(b.rh_min, b.rh_max, ' %') && `湿度 ${range(b.rh_min, b.rh_max, ' %')}`,
      range(b.co2_min, b.co2_max, ' ppm') && `CO2 ${range(b.co2_min, b.co2_max, ' ppm')}`,
      range(b.light_hours_min, b.light_hours_max, ' 小时') && `光照 ${range(b.light_hours_min, b.light_hours_max, ' 小时')}`,
      range(b.dli_min, b.dli_max, '') && `DLI ${range(b.dli_min, b.dli_max, '')}`,
    ].filter(Boolean);
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'setting', detail: `${AREA_KIND_LABELS[b.kind]}区域的环境目标：${parts.join('，') || '不设目标'}` });
    return (await this.targetsOf(b.fid, b.kind))!;
  }
}
