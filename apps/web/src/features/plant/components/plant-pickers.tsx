import { useMemo, useRef, useState } from 'react';
import { Input, Select } from 'antd';
import { PLANT_PHASE_LABELS, type PlantPhase } from '@pfs/domain';
import { AREA_KIND_LABELS, DISH_AREA_KINDS } from '@pfs/domain/plant';
import { useFacAreaOptions, type AreaOption } from '@/lib/area-options';
import { usePlantSpecOptions } from '../api/get-plant-spec-options';
import { usePlantBatchList } from '../api/get-plant-batch-list';
import { specName } from '../utils/cycle-chart-option';

type SelectProps<T> = {
  value?: T;
  onChange?: (v: T | undefined) => void;
  placeholder?: string;
  style?: React.CSSProperties;
  allowClear?: boolean;
  id?: string;
};

/** Crop spec picker (enabled specs). */
export function SpecSelect({ fid, ...p }: SelectProps<number> & { fid: number }) {
  const specs = usePlantSpecOptions(fid);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="品种规格"
      style={{ width: 180 }}
      loading={specs.isLoading}
      options={(specs.data ?? []).map((s) => ({ value: s.spec_id, label: specName(s) }))}
      {...p}
    />
  );
}

/** Crop picker: the crops of the enabled specs. */
export function CropSelect({ fid, ...p }: SelectProps<string> & { fid: number }) {
  const specs = usePlantSpecOptions(fid);
  const crops = [...new Set((specs.data ?? []).map((s) => s.crop))];
  return <Select allowClear placeholder="作物" style={{ width: 120 }} options={crops.map((c) => ({ value: c, label: c }))} {...p} />;
}

const areaLabel = (a: AreaOption, detail: boolean) => (detail ? `${a.name}（${AREA_KIND_LABELS[a.kind]}，空 ${a.free} / ${a.capacity} 盘）` : a.name);

/**
 * Field → area picker. `dishAreasOnly` keeps enabled areas where dishes stand (with their free positions shown),
 * `prefer` orders areas of one kind first (the kind a phase is likely to use).
 */
export function AreaSelect({
  fid,
  dishAreasOnly,
  detail,
  prefer,
  filter,
  multiple,
  ...p
}: Omit<SelectProps<number>, 'value' | 'onChange'> & {
  value?: number | number[];
  onChange?: (v: never) => void;
  fid: number;
  dishAreasOnly?: boolean;
  detail?: boolean;
  prefer?: string;
  filter?: (a: AreaOption) => boolean;
  multiple?: boolean;
}) {
  const areas = useFacAreaOptions(fid);
  const options = useMemo(
    () =>
      (areas.data ?? [])
        .map((f) => ({
          label: f.name,
          title: f.name,
          options: f.areas
            .filter((a) => !dishAreasOnly || (DISH_AREA_KINDS.includes(a.kind) && a.status === 'enabled' && a.capacity > 0))
            .filter((a) => !filter || filter(a))
            .sort((a, b) => Number(b.kind === prefer) - Number(a.kind === prefer))
            .map((a) => ({ value: a.area_id, label: areaLabel(a, !!detail) })),
        }))
        .filter((g) => g.options.length > 0),
    [areas.data, dishAreasOnly, detail, prefer, filter],
  );
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={multiple ? 'multiple' : undefined}
      placeholder="区域"
      style={{ width: 150 }}
      loading={areas.isLoading}
      options={options}
      {...(p as object)}
    />
  );
}

export function PhaseSelect({ phases, ...p }: SelectProps<PlantPhase> & { phases: readonly PlantPhase[] }) {
  return <Select allowClear placeholder="阶段" style={{ width: 110 }} options={phases.map((ph) => ({ value: ph, label: PLANT_PHASE_LABELS[ph] }))} {...p} />;
}

/** What the batch lists filter by in common; the list's body types the ids loosely (as zod reads its input). */
type BatchFilterValues<P> = { crop?: string; spec_id?: unknown; phase?: P; area_id?: unknown };
type BatchFilterPatch<P> = { kw?: string; crop?: string; spec_id?: number; phase?: P; area_id?: number };

/** The filters the batch lists share: the text search (`search` words and sizes it), crop, spec, phase and area. */
export function BatchFilters<P extends PlantPhase>({
  fid,
  q,
  set,
  search,
  phases,
}: {
  fid: number;
  q: BatchFilterValues<P>;
  set: (patch: BatchFilterPatch<P>) => void;
  search: { placeholder: string; width: number };
  phases: readonly P[];
}) {
  return (
    <>
      <Input.Search allowClear placeholder={search.placeholder} style={{ width: search.width }} onSearch={(kw) => set({ kw: kw.trim() || undefined })} />
      <CropSelect fid={fid} value={q.crop} onChange={(crop) => set({ crop })} />
      <SpecSelect fid={fid} value={q.spec_id as number | undefined} onChange={(spec_id) => set({ spec_id })} />
      <PhaseSelect phases={phases} value={q.phase} onChange={(phase) => set({ phase: phase as P | undefined })} />
      <AreaSelect fid={fid} value={q.area_id as number | undefined} onChange={(area_id) => set({ area_id })} />
    </>
  );
}

/**
 * A batch picked by its number (searched on the server). Labels of batches seen are remembered, so the chosen
 * one still reads as its number after the search changes.
 */
export function BatchSelect({
  fid,
  status,
  multiple,
  ...p
}: Omit<SelectProps<number | number[]>, 'value' | 'onChange'> & {
  value?: number | number[];
  onChange?: (v: never) => void;
  fid: number;
  status?: 'active' | 'closed';
  multiple?: boolean;
}) {
  const [kw, setKw] = useState('');
  const list = usePlantBatchList({ fid, kw: kw.trim() || undefined, status, page: 1, size: 30 });
  const known = useRef(new Map<number, string>());
  for (const b of list.data?.items ?? []) known.current.set(b.batch_id, `${b.batch_no} · ${specName(b)}`);
  const ids = new Set([...(list.data?.items ?? []).map((b) => b.batch_id), ...[p.value ?? []].flat()]);
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: setKw }}
      mode={multiple ? 'multiple' : undefined}
      placeholder="批次号"
      style={{ width: 180 }}
      loading={list.isFetching}
      notFoundContent={list.isFetching ? '查找中…' : '没有匹配的批次'}
      options={[...ids].map((id) => ({ value: id, label: known.current.get(id) ?? `批次 ${id}` }))}
      onBlur={() => setKw('')}
      {...(p as object)}
    />
  );
}
