import { eq } from 'drizzle-orm';
import type { Paged } from '@pfs/domain';
import { EQUIP_STATE_LABELS, type MesEquip, type SaveMesEquipBody } from '@pfs/domain/mes';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { pagedOf } from '../../lib/paging.js';
import { equipView, type MesEquipFilter, type MesEquipRepository } from './mes-equip.repository.js';
import { EQUIP_NOT_FOUND, lockEquip, switchState } from './mes-span.js';
import { mesEquipTable } from './mes.table.js';

export type MesSyslog = { facEvent(e: { fid: number; uid: number; type: 'mes'; detail: string }): Promise<void> };

/** 设备台账: the machines of a factory, their gateway, and the states a person may set by hand (待机, 保养). */
export class MesEquipService {
  constructor(
    private readonly db: Db,
    private readonly repo: MesEquipRepository,
    private readonly clock: Clock,
    private readonly syslog: MesSyslog,
  ) {}

  async list(fid: number, f: MesEquipFilter): Promise<Paged<MesEquip>> {
    const today = this.clock.today();
    return pagedOf(await this.repo.list(fid, f), (r) => equipView(r, today));
  }

  async get(fid: number, eqId: number): Promise<MesEquip> {
    const row = await this.repo.get(fid, eqId);
    if (!row) throw notFound(EQUIP_NOT_FOUND);
    return equipView(row, this.clock.today());
  }

  async save(b: SaveMesEquipBody, uid: number): Promise<MesEquip> {
    const before = b.eq_id === undefined ? undefined : await this.get(b.fid, b.eq_id);
    if (before?.state === 'run' && b.status === 'disabled') throw conflict(`设备「${before.name}」正在运行工单，请先暂停或完成工单再停用`);
    if (b.area_id !== null && !(await this.repo.areaOf(b.fid, b.area_id))) throw notFound(`区域（${b.area_id}）不存在或不属于本工厂`);
    if (b.gw_id !== null) {
      const gw = await this.repo.gateway(b.fid, b.gw_id);
      if (!gw) throw notFound(`网关（${b.gw_id}）不存在或不属于本工厂`);
      const other = await this.repo.clash(b.fid, b.eq_id, eq(mesEquipTable.gwId, b.gw_id));
      if (other) throw conflict(`网关「${gw.name}」已接入设备「${other.name}」，一个网关只能接一台设备`);
    }
    const named = await this.repo.clash(b.fid, b.eq_id, eq(mesEquipTable.name, b.name));
    if (named) throw conflict(`设备名称「${b.name}」已存在`);
    const v = { kind: b.kind, name: b.name, model: b.model, areaId: b.area_id, capacity: b.capacity, gwId: b.gw_id, maintDays: b.maint_days, status: b.status, remark: b.remark };
    let eqId = b.eq_id;
    if (before === undefined) {
      const row = await this.db.transaction(async (tx) => {
        const m = await tx.insert(mesEquipTable).values({ ...v, fid: b.fid }).returning().then((r) => r[0]!);
        return switchState(tx, m, 'idle', m.stateSince, null);
      });
      eqId = row.eqId;
    } else {
      // Another gateway counts from its own counter: the next reading is its new starting point.
      await this.repo.update(b.fid, before.eq_id, { ...v, ...(before.gw_id !== b.gw_id && { lastCount: null }) });
    }
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'mes', detail: `${before ? '修改' : '新增'}设备「${b.name}」` });
    return this.get(b.fid, eqId!);
  }

  /**
   * 待机 or 保养 by hand. A running machine is stopped by its work order and a broken one by clearing its fault, so
   * neither is switched here.
   */
  async setState(fid: number, eqId: number, state: 'idle' | 'maint', uid: number): Promise<MesEquip> {
    const changed = await this.db.transaction(async (tx) => {
      const m = await lockEquip(tx, fid, eqId);
      if (m.state === state) return null;
      if (m.state === 'fault') throw conflict(`设备「${m.name}」故障中，请先登记故障恢复`);
      if (m.state === 'run') throw conflict(`设备「${m.name}」正在运行工单，请在工单中暂停或完成后再切换`);
      return switchState(tx, m, state, new Date(this.clock.now()), null);
    });
    if (changed) await this.syslog.facEvent({ fid, uid, type: 'mes', detail: `设备「${changed.name}」切换为${EQUIP_STATE_LABELS[state]}` });
    return this.get(fid, eqId);
  }
}
