import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { HistoryPointOptions, PointOption, PointOptionKind } from '@pfs/domain/iot-history';
import { feedback } from '@/lib/feedback';
import { useIotPointOptions } from '@/lib/iot-data/get-iot-point-options';
import { indexPoints, placedPointName, pointLabel } from '@/lib/iot-data/point-options';

/**
 * Areas → gateways → the points `only` lets through; gateways and areas left empty are dropped. `placed` names each
 * point with its area, as a single pick shows and searches it.
 */
export function pointTree(options: HistoryPointOptions, only: (p: PointOption) => boolean = () => true, placed = false) {
  return options
    .map((a) => ({
      title: a.area_name,
      value: `area-${a.area_id ?? 'none'}`,
      key: `area-${a.area_id ?? 'none'}`,
      selectable: false,
      children: a.gateways
        .map((g) => ({
          title: g.gw_name,
          value: `gw-${g.gw_id}`,
          key: `gw-${g.gw_id}`,
          selectable: false,
          children: g.points
            .filter(only)
            .map((p) => ({
              title: `${placed ? placedPointName(p) : p.name || p.code}${p.unit ? `（${p.unit}）` : ''}`,
              value: p.point_id,
              key: p.point_id,
              label: placed ? placedPointName(p) : pointLabel(p),
            })),
        }))
        .filter((g) => g.children.length > 0),
    }))
    .filter((a) => a.children.length > 0);
}

type Common = {
  fid: number;
  width?: number | string;
  label?: string;
  /** Which kinds the call returns (default sensors and meters, the ones with history). */
  kinds?: readonly PointOptionKind[];
  /** Narrows the offered points further, e.g. switches that take commands. */
  only?: (p: PointOption) => boolean;
  placeholder?: string;
  notFound?: string;
};
type Several = Common & { single?: false; value?: number[]; onChange?: (ids: number[]) => void; max: number };
type One = Common & { single: true; value?: number; onChange?: (id: number) => void };

/**
 * The one point picker: points by area → gateway, searchable; several at once (at most `max`, history and analysis)
 * or one (`single`, a strategy's condition or action). Works as a form control too (value / onChange).
 */
export function PointPicker(props: Several | One) {
  const { fid, kinds, only, width = 420, label = '选择点位' } = props;
  const options = useIotPointOptions(fid, kinds);
  const index = useMemo(() => indexPoints(options.data), [options.data]);
  const single = !!props.single;
  const data = useMemo(() => pointTree(options.data ?? [], only, single), [options.data, only, single]);
  // Points deleted since they were chosen are not shown as bare numbers.
  const known = (id: number) => !options.data || index.has(id);
  const common = {
    'aria-label': label,
    'data-testid': 'point-picker',
    style: { width, maxWidth: '100%' },
    treeData: data,
    treeNodeLabelProp: 'label',
    treeDefaultExpandAll: true,
    showSearch: true,
    treeNodeFilterProp: 'title',
    loading: options.isLoading,
    notFoundContent: options.isLoading ? '加载中…' : (props.notFound ?? '本工厂还没有传感器或计量表（网关上线并上报点位后出现）'),
  };
  if (props.single) {
    const { value, onChange } = props;
    return (
      <TreeSelect
        {...common}
        value={value && known(value) ? value : undefined}
        placeholder={props.placeholder ?? '选择区域 → 网关 → 点位'}
        onChange={(v: unknown) => typeof v === 'number' && onChange?.(v)}
      />
    );
  }
  const { value, onChange, max } = props;
  return (
    <TreeSelect
      {...common}
      value={(value ?? []).filter(known)}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      maxTagCount="responsive"
      placeholder={props.placeholder ?? `选择区域 → 网关 → 传感器或计量表（最多 ${max} 个）`}
      onChange={(v: unknown[]) => {
        const ids = v.filter((x): x is number => typeof x === 'number');
        if (ids.length > max) feedback.message.warning(`一次最多选择 ${max} 个点位`);
        onChange?.(ids.slice(0, max));
      }}
    />
  );
}
