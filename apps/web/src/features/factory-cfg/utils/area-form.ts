import { type AreaView } from '@pfs/domain/factory-cfg';
import { DISH_AREA_KINDS, areaCapacity, type AreaKind } from '@pfs/domain/plant';
import type { SaveAreaInput } from '../api/save-fac-area';

/** What the area form edits. */
export type AreaFormValues = {
  field_id?: number;
  name: string;
  kind: AreaKind;
  racks: number;
  layers: number;
  positions_per_layer: number;
  sort_no: number;
  enabled: boolean;
  remark: string;
};

export function toAreaForm(area: AreaView | null, fieldId?: number): AreaFormValues {
  if (!area) return { field_id: fieldId, name: '', kind: 'grow', racks: 0, layers: 0, positions_per_layer: 0, sort_no: 0, enabled: true, remark: '' };
  return {
    field_id: area.field_id,
    name: area.name,
    kind: area.kind,
    racks: area.racks,
    layers: area.layers,
    positions_per_layer: area.positions_per_layer,
    sort_no: area.sort_no,
    enabled: area.status === 'enabled',
    remark: area.remark,
  };
}

export function toSaveAreaBody(fid: number, areaId: number | undefined, v: AreaFormValues): SaveAreaInput {
  return {
    fid,
    area_id: areaId,
    field_id: v.field_id!,
    name: v.name.trim(),
    kind: v.kind,
    racks: v.racks ?? 0,
    layers: v.layers ?? 0,
    positions_per_layer: v.positions_per_layer ?? 0,
    sort_no: v.sort_no ?? 0,
    status: v.enabled ? 'enabled' : 'disabled',
    remark: (v.remark ?? '').trim(),
  };
}

export const gridCapacity = (v: Pick<AreaFormValues, 'racks' | 'layers' | 'positions_per_layer'>) =>
  areaCapacity({ racks: v.racks || 0, layers: v.layers || 0, positions_per_layer: v.positions_per_layer || 0 });

/**
 * What the form says under the grid while it is edited: the positions it makes, and why a save would be refused
 * (the server's 409) before the user tries — fewer positions than dishes standing there, or a dish area left at 0.
 */
export function gridHint(v: Pick<AreaFormValues, 'racks' | 'layers' | 'positions_per_layer' | 'kind'>, area: AreaView | null): { text: string; warn: boolean } {
  const cap = gridCapacity(v);
  const made = `${v.racks || 0} 架 × ${v.layers || 0} 层 × ${v.positions_per_layer || 0} 盘位 = ${cap} 个盘位`;
  if (area && cap < area.dishes) return { text: `${made}；现在有 ${area.dishes} 盘，容量不能少于 ${area.dishes}`, warn: true };
  if (cap === 0 && DISH_AREA_KINDS.includes(v.kind)) return { text: `${made}；容量为 0 时不能在这里放盘`, warn: true };
  return { text: area ? `${made}（现有 ${area.dishes} 盘）` : made, warn: false };
}
