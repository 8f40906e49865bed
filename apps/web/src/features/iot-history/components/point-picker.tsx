import { useEffect, useMemo } from 'react';
import { TreeSelect } from 'antd';
import { HISTORY_LIMITS, type HistoryPointMeta, type HistoryPointOptions } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useIotPointOptions } from '../api/get-iot-point-options';

export const pointLabel = (p: Pick<HistoryPointMeta, 'name' | 'code' | 'gw_name'>) => `${p.gw_name} · ${p.name || p.code}`;

/** All points of the options by id, for labels and units. */
export function usePointIndex(fid: number): Map<number, HistoryPointMeta> {
  const options = useIotPointOptions(fid);
  return useMemo(() => new Map((options.data ?? []).flatMap((a) => a.gateways.flatMap((g) => g.points.map((p) => [p.point_id, p] as const)))), [options.data]);
}

function treeData(options: HistoryPointOptions) {
  return options.map((a) => ({
    title: a.area_name,
    value: `area-${a.area_id ?? 'none'}`,
    key: `area-${a.area_id ?? 'none'}`,
    selectable: false,
    children: a.gateways.map((g) => ({
      title: g.gw_name,
      value: `gw-${g.gw_id}`,
      key: `gw-${g.gw_id}`,
      selectable: false,
      children: g.points.map((p) => ({ title: `${p.name || p.code}${p.unit ? `（${p.unit}）` : ''}`, value: p.point_id, key: p.point_id, label: pointLabel(p) })),
    })),
  }));
}

/** Area → gateway → sensor/meter, several at once (at most HISTORY_LIMITS.maxPoints). */
export function PointPicker({ fid, value, onChange, width = 420 }: { fid: number; value: number[]; onChange: (ids: number[]) => void; width?: number }) {
  const options = useIotPointOptions(fid);
  const index = usePointIndex(fid);
  const data = useMemo(() => treeData(options.data ?? []), [options.data]);
  // A remembered point that was deleted since is dropped quietly.
  useEffect(() => {
    if (options.data && value.some((id) => !index.has(id))) onChange(value.filter((id) => index.has(id)));
  }, [options.data, index, value, onChange]);
  return (
    <TreeSelect
      aria-label="选择点位"
      data-testid="point-picker"
      style={{ width, maxWidth: '100%' }}
      treeData={data}
      value={value.filter((id) => index.has(id))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      treeNodeLabelProp="label"
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      maxTagCount="responsive"
      placeholder="选择区域 → 网关 → 传感器或计量表"
      loading={options.isLoading}
      notFoundContent={options.isLoading ? '加载中…' : '本工厂还没有传感器或计量表'}
      onChange={(v: unknown[]) => {
        const ids = v.filter((x): x is number => typeof x === 'number');
        if (ids.length > HISTORY_LIMITS.maxPoints) feedback.message.warning(`一次最多选择 ${HISTORY_LIMITS.maxPoints} 个点位`);
        onChange(ids.slice(0, HISTORY_LIMITS.maxPoints));
      }}
    />
  );
}
