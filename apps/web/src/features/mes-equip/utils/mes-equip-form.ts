import type { EquipKind, MesEquip } from '@pfs/domain/mes';
import type { SaveMesEquipInput } from '../api/save-mes-equip';

export type MesEquipFormValues = {
  kind: EquipKind;
  name: string;
  model: string;
  area_id: number | null;
  capacity: number | null;
  gw_id: number | null;
  maint_days: number | null;
  enabled: boolean;
  remark: string;
};

/** A new machine of the page's first kind (30-day maintenance, enabled), or the form of an existing one. */
export function toMesEquipForm(e: MesEquip | null, kind: EquipKind): MesEquipFormValues {
  if (!e) return { kind, name: '', model: '', area_id: null, capacity: null, gw_id: null, maint_days: 30, enabled: true, remark: '' };
  return {
    kind: e.kind,
    name: e.name,
    model: e.model,
    area_id: e.area_id,
    capacity: e.capacity,
    gw_id: e.gw_id,
    maint_days: e.maint_days,
    enabled: e.status === 'enabled',
    remark: e.remark,
  };
}

/** The save body of the form: texts trimmed, empty pickers as null (not connected, no area). */
export function toSaveMesEquipBody(fid: number, e: MesEquip | null, v: MesEquipFormValues): SaveMesEquipInput {
  return {
    fid,
    eq_id: e?.eq_id,
    kind: v.kind,
    name: (v.name ?? '').trim(),
    model: (v.model ?? '').trim(),
    area_id: v.area_id ?? null,
    capacity: v.capacity ?? Number.NaN,
    gw_id: v.gw_id ?? null,
    maint_days: v.maint_days ?? Number.NaN,
    status: v.enabled ? 'enabled' : 'disabled',
    remark: v.remark ?? '',
  };
}

/** 启用 / 停用 of a row: the machine saved as it is with the other status. */
export function toggledMesEquipBody(fid: number, e: MesEquip): SaveMesEquipInput {
  const v = toMesEquipForm(e, e.kind);
  return toSaveMesEquipBody(fid, e, { ...v, enabled: e.status !== 'enabled' });
}
