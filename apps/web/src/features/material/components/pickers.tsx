import { useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { fmtQty, type MaterialKind } from '@pfs/domain/plant';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMaterialItemList } from '../api/get-material-item-list';
import { useMaterialSupplierList } from '../api/get-material-supplier-list';
import { usePlantBatchOptions } from '../api/get-plant-batch-options';

type PickerProps = Omit<SelectProps<number>, 'options' | 'mode'> & { fid: number; kind: MaterialKind };
const BIG = 200;

/** The kind's items, with their usable stock; `enabledOnly` for receiving (a disabled item takes no new lots). */
export function ItemSelect({ fid, kind, enabledOnly, ...rest }: PickerProps & { enabledOnly?: boolean }) {
  const items = useMaterialItemList({ fid, kind, size: BIG, status: enabledOnly ? 'enabled' : undefined });
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="选择物料"
      loading={items.isLoading}
      options={items.data?.items.map((i) => ({ value: i.item_id, label: `${i.name}${i.spec ? `（${i.spec}）` : ''} · 可用 ${fmtQty(i.qty)} ${i.unit}` }))}
      {...rest}
    />
  );
}

/** The 全部物料 filter of a material list: one of the kind's items, or (cleared) all of them. */
export function ItemFilter({
  fid,
  kind,
  value,
  onChange,
}: {
  fid: number;
  kind: MaterialKind;
  value: number | undefined;
  onChange: (itemId?: number) => void;
}) {
  return <ItemSelect fid={fid} kind={kind} allowClear placeholder="全部物料" style={{ width: 200 }} value={value} onChange={onChange} />;
}

/** Enabled suppliers (shared by every kind). */
export function SupplierSelect({ fid, kind, ...rest }: PickerProps) {
  const list = useMaterialSupplierList({ fid, kind, size: BIG, status: 'enabled' });
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="选择供应商（可不填）"
      loading={list.isLoading}
      options={list.data?.items.map((s) => ({ value: s.supplier_id, label: s.name }))}
      {...rest}
    />
  );
}

/** A planting batch by its number; shown only to roles that may see batches (plant.list). */
export function BatchSelect({ fid, ...rest }: Omit<PickerProps, 'kind'>) {
  const canSee = useHasAnyPerm(['plant.list']);
  const [kw, setKw] = useState('');
  const batches = usePlantBatchOptions(fid, kw, canSee);
  if (!canSee) return null;
  return (
    <Select<number>
      allowClear
      showSearch={{ filterOption: false, onSearch: (v) => setKw(v.trim()) }}
      placeholder="输入批次号查找（可不填）"
      loading={batches.isFetching}
      notFoundContent={batches.isFetching ? '查找中…' : '没有匹配的批次'}
      options={batches.data?.items.map((b) => ({ value: b.batch_id, label: `${b.batch_no} · ${b.crop} ${b.variety}` }))}
      {...rest}
    />
  );
}
