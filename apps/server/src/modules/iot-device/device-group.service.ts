import type { DeviceGroup, IotArea, IotDevgrpSaveBody } from '@pfs/domain/iot-device';
import { conflict, notFound } from '../../lib/app-error.js';
import type { DeviceGroupRepository } from './device-group.repository.js';

export type GroupBody = Omit<IotDevgrpSaveBody, 'fid'>;

/** Device groups per factory: named sets of points inside an area, in a chosen order. */
export class DeviceGroupService {
  constructor(private readonly repo: DeviceGroupRepository) {}

  async list(fid: number): Promise<DeviceGroup[]> {
    return (await this.repo.list(fid)).map((r) => ({
      grp_id: r.grp.grpId,
      name: r.grp.name,
      area_id: r.grp.areaId,
      area_name: r.areaName,
      sort_no: r.grp.sortNo,
      description: r.grp.description,
      point_ct: r.pointCt,
      created_at: r.grp.createdAt.toISOString(),
    }));
  }

  areas(fid: number): Promise<IotArea[]> {
    return this.repo.areas(fid);
  }

  /** An area id from a request must be one of the factory's areas. */
  async checkArea(fid: number, areaId: number | null | undefined) {
    if (areaId && !(await this.repo.areaOf(fid, areaId))) throw notFound('区域不存在或不属于本工厂');
  }

  async save(fid: number, b: GroupBody) {
    await this.checkArea(fid, b.area_id);
    const same = await this.repo.findByName(fid, b.name);
    if (same && same.grpId !== b.grp_id) throw conflict(`分组名称“${b.name}”已存在`);
    const input = { areaId: b.area_id ?? null, name: b.name, sortNo: b.sort_no, description: b.description };
    if (!b.grp_id) return { grp_id: (await this.repo.insert(fid, input)).grpId };
    await this.mustGet(fid, b.grp_id);
    await this.repo.update(b.grp_id, input);
    return { grp_id: b.grp_id };
  }

  async delete(fid: number, grpId: number) {
    await this.mustGet(fid, grpId);
    await this.repo.delete(grpId);
  }

  async setPoints(fid: number, grpId: number, pointIds: number[]) {
    await this.mustGet(fid, grpId);
    const ids = [...new Set(pointIds)];
    if ((await this.repo.countFacPoints(fid, ids)) !== ids.length) throw notFound('有设备不存在或不属于本工厂');
    await this.repo.setPoints(fid, grpId, ids);
  }

  async mustGet(fid: number, grpId: number) {
    const g = await this.repo.get(fid, grpId);
    if (!g) throw notFound('设备分组不存在或不属于本工厂');
    return g;
  }
}
