import { Select } from 'antd';
import { ANALYSIS_MAX_POINTS } from '@pfs/domain';
import type { AnalysisPoint } from '../api/get-iot-analysis-points';

/** Options grouped by area, labelled "gateway sensor (unit)". */
export function pointOptions(points: readonly AnalysisPoint[]) {
  const groups = new Map<string, { label: string; options: { value: number; label: string }[] }>();
  for (const p of points) {
    const key = p.area_name || '未分配区域';
    const g = groups.get(key) ?? { label: key, options: [] };
    g.options.push({ value: p.point_id, label: `${p.gw_name} ${p.name}${p.unit ? `（${p.unit}）` : ''}` });
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** Several sensors (at most ANALYSIS_MAX_POINTS), searchable, grouped by area. */
export function PointPicker({ points, value, onChange, loading, width = 420 }: { points: readonly AnalysisPoint[]; value: number[]; onChange: (ids: number[]) => void; loading?: boolean; width?: number | string }) {
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      aria-label="传感器"
      placeholder={`选择传感器（最多 ${ANALYSIS_MAX_POINTS} 个）`}
      style={{ width, maxWidth: '100%' }}
      maxCount={ANALYSIS_MAX_POINTS}
      maxTagCount="responsive"
      loading={loading}
      value={value}
      onChange={onChange}
      options={pointOptions(points)}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent="没有可分析的传感器（网关上线后自动出现）"
    />
  );
}
