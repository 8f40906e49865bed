import { AREA_KIND_LABELS, areaCapacity } from '@pfs/domain/plant';
import type { Paged } from '@pfs/domain';
import type { AreaOptions, AreaView, FieldView, SaveAreaBody, saveFieldBodySchema } from '@pfs/domain/factory-cfg';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import type { AreaFilter, AreaRow, AreaUsage, FieldFilter, FieldRow, LayoutRepository } from './layout.repository.js';
import { pagedWith } from '../../lib/paging.js';

export type SaveFieldBody = z.output<typeof saveFieldBodySchema>;
type GatewayOfArea = Awaited<ReturnType<LayoutRepository['gatewaysOf']>>[number];

const NO_USAGE: AreaUsage = { dishes: 0, batches: 0 };

const grid = (a: { racks: number; layers: number; positionsPerLayer: number }) => ({
  racks: a.racks,
  layers: a.layers,
  positions_per_layer: a.positionsPerLayer,
});

function areaView(a: AreaRow, use: AreaUsage, gws: GatewayOfArea[]): AreaView {
  const capacity = areaCapacity(grid(a));
  return {
    area_id: a.areaId,
    field_id: a.fieldId,
    field_name: a.fieldName,
    name: a.name,
    kind: a.kind,
    racks: a.racks,
    layers: a.layers,
    positions_per_layer: a.positionsPerLayer,
    capacity,
    dishes: use.dishes,
    free: Math.max(0, capacity - use.dishes),
    batch_ct: use.batches,
    gateways: gws.map((g) => ({ gw_id: g.gwId, sn: g.sn, name: g.name, online: g.online })),
    status: a.status,
    sort_no: a.sortNo,
    remark: a.remark,
  };
}

/**
 * 厂房 and 区域: the layout batches are placed in. An area's grid is its dish positions; while batches stand
 * in an area its grid may not shrink below them, its kind not change and it may not be disabled. Anything
 * with history (batch events, gateways) is disabled, never deleted.
 */
export class LayoutService {
  constructor(
    private readonly repo: LayoutRepository,
    private readonly syslog: SyslogService,
  ) {}

  // ── fields ──────────────────────────────────────────────────────────────────────────────────────
  async listFields(fid: number, f: FieldFilter): Promise<Paged<FieldView>> {
    return pagedWith(this.repo.listFields(fid, f), async (rows) => {
      const totals = await this.repo.fieldTotals(rows.map((r) => r.fieldId));
      return rows.map((r) => this.fieldView(r, totals.get(r.fieldId)));
    });
  }

  private fieldView(r: FieldRow, t: { areaCt: number; capacity: number; dishes: number } | undefined): FieldView {
    return {
      field_id: r.fieldId,
      name: r.name,
      sort_no: r.sortNo,
      status: r.status,
      remark: r.remark,
      area_ct: t?.areaCt ?? 0,
      capacity: t?.capacity ?? 0,
      dishes: t?.dishes ?? 0,
    };
  }

  async saveField(b: SaveFieldBody, uid: number): Promise<FieldView> {
    const before = b.field_id ? await this.mustField(b.fid, b.field_id) : null;
    if (await this.repo.fieldNameTaken(b.fid, b.name, b.field_id)) throw conflict(`厂房名称「${b.name}」已存在`);
    const input = { name: b.name, sortNo: b.sort_no, status: b.status, remark: b.remark };
    let id: number;
    if (before) {
      await this.repo.updateField(before.fieldId, input);
      id = before.fieldId;
    } else {
      id = await this.repo.insertField(b.fid, input);
    }
    await this.log(
      b.fid,
      uid,
      before
        ? `修改厂房 ${before.name}${before.name !== b.name ? ` → ${b.name}` : ''}${before.status !== b.status ? `（${b.status === 'enabled' ? '启用' : '停用'}）` : ''}`
        : `新增厂房 ${b.name}`,
    );
    const row = (await this.repo.getField(b.fid, id))!;
    return this.fieldView(row, (await this.repo.fieldTotals([id])).get(id));
  }

  async deleteField(fid: number, fieldId: number, uid: number): Promise<void> {
    const f = await this.mustField(fid, fieldId);
    const n = await this.repo.areaCountOf(fieldId);
    if (n > 0) throw conflict(`厂房 ${f.name} 下还有 ${n} 个区域，不能删除；请先删除或移走这些区域，或把厂房改为停用`);
    await this.repo.deleteField(fieldId);
    await this.log(fid, uid, `删除厂房 ${f.name}`);
  }

  private async mustField(fid: number, fieldId: number) {
    const f = await this.repo.getField(fid, fieldId);
    if (!f) throw notFound('厂房不存在或不属于本工厂');
    return f;
  }

  // ── areas ───────────────────────────────────────────────────────────────────────────────────────
  async listAreas(fid: number, f: AreaFilter): Promise<Paged<AreaView>> {
    return pagedWith(this.repo.listAreas(fid, f), (rows) => this.areaViews(rows));
  }

  async getArea(fid: number, areaId: number): Promise<AreaView> {
    const [v] = await this.areaViews([await this.mustArea(fid, areaId)]);
    return v!;
  }

  private async areaViews(rows: AreaRow[]): Promise<AreaView[]> {
    const ids = rows.map((r) => r.areaId);
    const [usage, gws] = await Promise.all([this.repo.usage(ids), this.repo.gatewaysOf(ids)]);
    return rows.map((r) =>
      areaView(
        r,
        usage.get(r.areaId) ?? NO_USAGE,
        gws.filter((g) => g.areaId === r.areaId),
      ),
    );
  }

  async saveArea(b: SaveAreaBody, uid: number): Promise<AreaView> {
    const field = await this.mustField(b.fid, b.field_id);
    const before = b.area_id ? await this.mustArea(b.fid, b.area_id) : null;
    if (await this.repo.areaNameTaken(b.fid, b.name, b.area_id)) throw conflict(`区域名称「${b.name}」已存在`);
    const input = {
      fieldId: field.fieldId,
      name: b.name,
      kind: b.kind,
      racks: b.racks,
      layers: b.layers,
      positionsPerLayer: b.positions_per_layer,
      sortNo: b.sort_no,
      status: b.status,
      remark: b.remark,
    };
    const capacity = areaCapacity(b);
    let id: number;
    if (before) {
      await this.repo.updateArea(before.areaId, input, (row, now) => {
        const standing = `${row.name} 现在有 ${now.batches} 个批次（${now.dishes} 盘）`;
        if (now.batches > 0 && row.kind !== b.kind)
          throw conflict(`${standing}，不能把区域类型从「${AREA_KIND_LABELS[row.kind]}」改为「${AREA_KIND_LABELS[b.kind]}」，请先移走批次`);
        if (now.batches > 0 && row.status === 'enabled' && b.status === 'disabled') throw conflict(`${standing}，不能停用，请先移走批次`);
        if (capacity < now.dishes)
          throw conflict(
            `${row.name} 现在有 ${now.dishes} 盘，盘位容量不能少于 ${now.dishes}（新设置为 ${b.racks} × ${b.layers} × ${b.positions_per_layer} = ${capacity}）`,
          );
      });
      id = before.areaId;
    } else {
      id = await this.repo.insertArea(b.fid, input);
    }
    const gridText = `${b.racks} × ${b.layers} × ${b.positions_per_layer} = ${capacity} 盘位`;
    await this.log(
      b.fid,
      uid,
      before
        ? `修改区域 ${before.name}${before.name !== b.name ? ` → ${b.name}` : ''}（${AREA_KIND_LABELS[b.kind]}，${gridText}${b.status === 'disabled' ? '，停用' : ''}）`
        : `新增区域 ${field.name} / ${b.name}（${AREA_KIND_LABELS[b.kind]}，${gridText}）`,
    );
    return this.getArea(b.fid, id);
  }

  async deleteArea(fid: number, areaId: number, uid: number): Promise<void> {
    const a = await this.mustArea(fid, areaId);
    const refs = await this.repo.areaRefs(areaId);
    if (refs.used) throw conflict(`区域 ${a.name} 有批次记录，不能删除（批次历史要用到它），请改为停用`);
    if (refs.gateways > 0) throw conflict(`区域 ${a.name} 关联了 ${refs.gateways} 个网关，不能删除；请先在物联网配置中解除关联，或改为停用`);
    await this.repo.deleteArea(areaId);
    await this.log(fid, uid, `删除区域 ${a.fieldName} / ${a.name}`);
  }

  async mustArea(fid: number, areaId: number): Promise<AreaRow> {
    const a = await this.repo.getArea(fid, areaId);
    if (!a) throw notFound('区域不存在或不属于本工厂');
    return a;
  }

  /** The field → area picker of every page: every field and area with its status, disabled ones included. */
  async options(fid: number): Promise<AreaOptions> {
    const [fields, areas] = await Promise.all([this.repo.allFields(fid), this.repo.allAreas(fid)]);
    const usage = await this.repo.usage(areas.map((a) => a.areaId));
    return fields.map((f) => ({
      field_id: f.fieldId,
      name: f.name,
      areas: areas
        .filter((a) => a.fieldId === f.fieldId)
        .map((a) => {
          const capacity = areaCapacity(grid(a));
          const dishes = usage.get(a.areaId)?.dishes ?? 0;
          return { area_id: a.areaId, name: a.name, kind: a.kind, capacity, dishes, free: Math.max(0, capacity - dishes), status: a.status };
        }),
    }));
  }

  allAreas(fid: number) {
    return this.repo.allAreas(fid);
  }

  private log(fid: number, uid: number, detail: string) {
    return this.syslog.facEvent({ fid, uid, type: 'setting', detail });
  }
}
