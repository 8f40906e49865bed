import { type Paged } from '@pfs/domain';
import { type AreaDetail, type AreaStay, type ClimateReading } from '@pfs/domain/factory-cfg';
import { CLIMATE_QUANTITIES, addDays, dayDiff, occupancyByDay } from '@pfs/domain/plant';
import { type DashboardClimate } from '@pfs/domain/stats';
import type { AreaDetailRepository } from './area-detail.repository.js';
import type { FacIotCfgService } from './fac-iot-cfg.service.js';
import { areaRef } from '../facility/index.js';
import type { LayoutService } from './layout.service.js';
import type { Clock } from '../../lib/clock.js';

/** Days of occupancy the area detail charts, today included. */
export const OCCUPANCY_DAYS = 30;

const CLIMATE_NAMES: Record<string, { name: string; unit: string }> = {
  air_temp: { name: '温度', unit: '°C' },
  humidity: { name: '湿度', unit: '%' },
  co2: { name: 'CO2', unit: 'ppm' },
  ppfd: { name: '光照 PPFD', unit: 'µmol/m²/s' },
};

type Reading = { quantity: string | null; unit: string; displayUnit: string | null; v: number; ts: Date };

/** Several sensors of one quantity in a room (two gateways, two heights): their mean, as of the newest reading. */
function climateOf(readings: readonly Reading[]): ClimateReading[] {
  return CLIMATE_QUANTITIES.flatMap((q) => {
    const rs = readings.filter((r) => r.quantity === q);
    if (rs.length === 0) return [];
    const ts = new Date(Math.max(...rs.map((r) => r.ts.getTime())));
    const value = Math.round((rs.reduce((a, r) => a + r.v, 0) / rs.length) * 100) / 100;
    const unit = rs[0]!.displayUnit ?? (rs[0]!.unit || CLIMATE_NAMES[q]!.unit);
    return [{ quantity: q, name: CLIMATE_NAMES[q]!.name, unit, value, ts: ts.toISOString() }];
  });
}

/** 区域详情: what stands in an area now, its last 30 days, its live climate against the kind's targets, and its history. */
export class AreaDetailService {
  constructor(
    private readonly repo: AreaDetailRepository,
    private readonly layout: LayoutService,
    private readonly iotCfg: FacIotCfgService,
    private readonly clock: Clock,
  ) {}

  async detail(fid: number, areaId: number): Promise<AreaDetail> {
    const area = await this.layout.getArea(fid, areaId);
    const today = this.clock.today();
    const from = addDays(today, -(OCCUPANCY_DAYS - 1));
    const [batches, later, readings, targets] = await Promise.all([
      this.repo.batchesIn(areaId),
      this.repo.changesAfter(areaId, from),
      this.repo.climateReadings(areaId),
      this.iotCfg.targetsOf(fid, area.kind),
    ]);
    return {
      area,
      batches: batches.map((b) => ({ ...b, days_in: Math.max(0, dayDiff(b.since, today)) })),
      occupancy: occupancyByDay(area.dishes, later, from, today),
      climate: climateOf(readings),
      targets,
    };
  }

  /** Every area with a gateway mapped to it: its climate now against its kind's targets (the home page). */
  async climateNow(fid: number): Promise<DashboardClimate> {
    const [readings, areas, targets] = await Promise.all([this.repo.climateReadingsOfFactory(fid), this.layout.allAreas(fid), this.iotCfg.allTargets(fid)]);
    return areas
      .filter((a) => readings.some((r) => r.areaId === a.areaId))
      .map((a) => ({
        ...areaRef(a),
        kind: a.kind,
        readings: climateOf(readings.filter((r) => r.areaId === a.areaId)),
        targets: targets.find((t) => t.kind === a.kind) ?? null,
      }));
  }

  async history(fid: number, areaId: number, f: { page: number; size: number; start_day?: string; end_day?: string }): Promise<Paged<AreaStay>> {
    await this.layout.mustArea(fid, areaId);
    const { rows, total } = await this.repo.stays(areaId, { page: f.page, size: f.size, startDay: f.start_day, endDay: f.end_day, today: this.clock.today() });
    return { total_ct: total, items: rows };
  }
}
