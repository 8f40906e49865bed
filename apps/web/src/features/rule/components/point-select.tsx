import { Select } from 'antd';
import { formatValueWithUnit } from '@pfs/domain';
import type { RulePoint } from '../api/get-iot-rule-points';

/** Point picker grouped by area · gateway, with unit and current value; sensors for conditions, switches for actions. */
export function PointSelect({ points, kind, value, onChange, width = 260 }: { points: RulePoint[] | undefined; kind: 'sensor' | 'switch'; value?: number; onChange?: (v: number) => void; width?: number }) {
  const fit = (points ?? []).filter((p) => (kind === 'switch' ? p.kind === 'switch' && p.writable : p.kind !== 'switch'));
  const groups = [...new Set(fit.map((p) => p.group))].map((g) => ({
    label: g,
    title: g,
    options: fit
      .filter((p) => p.group === g)
      .map((p) => ({
        value: p.point_id,
        label: `${g.split(' · ')[0]} ${p.name}`,
        hint: kind === 'sensor' ? (p.value === null ? '无读数' : `当前 ${formatValueWithUnit(p.value, p.unit)}`) : p.on === null ? '状态未知' : p.on ? '开启' : '关闭',
      })),
  }));
  return (
    <Select
      showSearch
      value={value || undefined}
      onChange={onChange}
      placeholder={kind === 'sensor' ? '选择传感器' : '选择开关'}
      style={{ width }}
      options={groups}
      optionFilterProp="label"
      optionRender={(o) => (
        <span>
          {String(o.label)}
          <span style={{ opacity: 0.55, marginLeft: 8, fontSize: 12 }}>{(o.data as { hint?: string }).hint}</span>
        </span>
      )}
      notFoundContent={kind === 'sensor' ? '本工厂还没有传感器' : '本工厂还没有可控开关'}
    />
  );
}
