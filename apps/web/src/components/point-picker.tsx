import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { HistoryPointOptions } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useIotPointOptions } from '@/lib/iot-data/get-iot-point-options';
import { indexPoints, pointLabel } from '@/lib/iot-data/point-options';

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

/**
 * The one point picker of the history and analysis pages: sensors and meters by area → gateway, searchable, several
 * at once (at most `max`). Works as a form control too (value / onChange).
 */
export function PointPicker({ fid, value, onChange, max, width = 420, label = '选择点位' }: { fid: number; value?: number[]; onChange?: (ids: number[]) => void; max: number; width?: number | string; label?: string }) {
  const options = useIotPointOptions(fid);
  const index = useMemo(() => indexPoints(options.data), [options.data]);
  const data = useMemo(() => treeData(options.data ?? []), [options.data]);
  return (
    <TreeSelect
      aria-label={label}
      data-testid="point-picker"
      style={{ width, maxWidth: '100%' }}
      treeData={data}
      // Points deleted since they were chosen are not shown as bare numbers.
      value={(value ?? []).filter((id) => !options.data || index.has(id))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      treeNodeLabelProp="label"
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      maxTagCount="responsive"
      placeholder={`选择区域 → 网关 → 传感器或计量表（最多 ${max} 个）`}
      loading={options.isLoading}
      notFoundContent={options.isLoading ? '加载中…' : '本工厂还没有传感器或计量表（网关上线并上报点位后出现）'}
      onChange={(v: unknown[]) => {
        const ids = v.filter((x): x is number => typeof x === 'number');
        if (ids.length > max) feedback.message.warning(`一次最多选择 ${max} 个点位`);
        onChange?.(ids.slice(0, max));
      }}
    />
  );
}
