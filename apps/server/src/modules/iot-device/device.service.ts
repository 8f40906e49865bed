import { overrideOf, pointDisplayName, rangeProblem } from '@pfs/domain/iot-device';
import type { Paged } from '@pfs/domain';
import type { CreateIotDevBody, Device, DeviceAlarmCfg, UpdateIotDevBody } from '@pfs/domain/iot-device';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { Listeners } from '../../lib/listeners.js';
import type { DeviceFilter, DeviceRepository } from './device.repository.js';
import type { DeviceGroupService } from './device-group.service.js';
import { pagedWith } from '../../lib/paging.js';

export type DeviceUpdate = Omit<UpdateIotDevBody, 'fid'>;
export type DevicePredeclare = Omit<CreateIotDevBody, 'fid'>;

/** What devices need from the alarm module: thresholds per point, and cleanup when points go. */
export type DeviceAlarmPort = {
  cfgFor: (pointIds: number[]) => Promise<Map<number, DeviceAlarmCfg>>;
  pointsRemoved: (fid: number, pointIds: number[]) => Promise<void>;
  settingsChanged: () => void;
};

/**
 * The factory's devices: every sensor, switch and meter its gateways announce, plus those declared ahead of
 * a gateway's birth. Staff settings (name, unit, group, order, enabled) survive later births.
 */
export class DeviceService {
  /** A gateway's list of points changed (declared or deleted here): views of it cached by serial number are stale. */
  readonly pointsChanged = new Listeners<[sn: string]>();

  constructor(
    private readonly repo: DeviceRepository,
    private readonly groups: DeviceGroupService,
    private readonly alarms: DeviceAlarmPort,
  ) {}

  async list(fid: number, f: DeviceFilter): Promise<Paged<Device>> {
    return pagedWith(this.repo.list(fid, f), async (rows) => {
      const cfg = await this.alarms.cfgFor(rows.map((r) => r.point.pointId));
      return rows.map((r) => {
        const p = r.point;
        const isSwitch = p.kind === 'switch';
        return {
          point_id: p.pointId,
          gw_id: p.gwId,
          gw_name: r.gwName,
          gw_sn: r.gwSn,
          gw_online: r.gwOnline,
          area_id: r.areaId,
          area_name: r.areaName,
          grp_id: p.grpId,
          grp_name: r.grpName,
          code: p.code,
          kind: p.kind,
          name: pointDisplayName(p),
          announced_name: p.name,
          unit: p.displayUnit ?? p.unit,
          announced_unit: p.unit,
          quantity: p.quantity,
          writable: p.writable,
          min: p.minValue,
          max: p.maxValue,
          sort_no: p.sortNo,
          enabled: p.enabled,
          value: isSwitch ? (r.swValue ?? null) : (r.v ?? null),
          on: isSwitch ? (r.swOn ?? null) : null,
          ts: (isSwitch ? r.swTs : r.ts)?.toISOString() ?? null,
          alarm: cfg.get(p.pointId) ?? null,
        };
      });
    });
  }

  async update(fid: number, b: DeviceUpdate) {
    const found = await this.repo.get(fid, b.point_id);
    if (!found) throw notFound('设备不存在或不属于本工厂');
    const p = found.point;
    if (b.grp_id) await this.groups.mustGet(fid, b.grp_id);
    const min = b.min === undefined ? p.minValue : b.min;
    const max = b.max === undefined ? p.maxValue : b.max;
    if (p.kind !== 'switch' && (b.min != null || b.max != null)) throw new AppError(400, '只有开关可以设置数值范围');
    const bad = rangeProblem(min, max, { low: '最小值', high: '最大值' });
    if (bad) throw new AppError(400, bad);
    await this.repo.update(p.pointId, {
      ...(b.name !== undefined && { displayName: overrideOf(b.name, p.name) }),
      ...(b.unit !== undefined && { displayUnit: overrideOf(b.unit, p.unit) }),
      ...(b.grp_id !== undefined && { grpId: b.grp_id }),
      ...(b.sort_no !== undefined && { sortNo: b.sort_no }),
      ...(b.enabled !== undefined && { enabled: b.enabled }),
      minValue: min,
      maxValue: max,
    });
    this.alarms.settingsChanged();
  }

  /** Declares a point before the gateway announces it, so it can be named, grouped and given alarms first. */
  async predeclare(fid: number, b: DevicePredeclare) {
    const gw = await this.repo.gateway(fid, b.gw_id);
    if (!gw) throw notFound('网关不存在或不属于本工厂');
    if (await this.repo.findByCode(gw.gwId, b.code)) throw conflict(`网关 ${gw.name} 上已有编码为 ${b.code} 的设备`);
    if (b.kind !== 'switch' && (b.min != null || b.max != null)) throw new AppError(400, '只有开关可以设置数值范围');
    const bad = rangeProblem(b.min, b.max, { low: '最小值', high: '最大值' });
    if (bad) throw new AppError(400, bad);
    // The name is staff's (kept across births); kind, unit and range are refreshed by the gateway's birth.
    const row = await this.repo.insert({
      gwId: gw.gwId,
      code: b.code,
      kind: b.kind,
      name: b.name,
      displayName: b.name,
      unit: b.unit,
      writable: b.kind === 'switch',
      minValue: b.min ?? null,
      maxValue: b.max ?? null,
    });
    await this.pointsChanged.emit(gw.sn);
    return { point_id: row.pointId };
  }

  /** Deletes a point with its readings; a gateway that still announces it brings it back at its next birth. */
  async delete(fid: number, pointId: number) {
    const found = await this.repo.get(fid, pointId);
    if (!found) throw notFound('设备不存在或不属于本工厂');
    await this.removePoints(fid, [pointId]);
    await this.pointsChanged.emit(found.gw.sn);
    return { name: pointDisplayName(found.point) };
  }

  /** Points and everything recorded for them; their open alarms are closed and their alarm settings dropped. */
  async removePoints(fid: number, pointIds: number[]) {
    await this.alarms.pointsRemoved(fid, pointIds);
    await this.repo.deletePoints(pointIds);
  }
}
