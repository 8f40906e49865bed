import { Select, TreeSelect, Typography } from 'antd';
import type { SiTargetKind } from '@pfs/domain/si';
import { PointPicker } from '@/components/point-picker';
import { useFacAreaOptions } from '@/lib/area-options';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useIotGwList } from '@/lib/iot-data/get-iot-gw-list';

/** Every kind of IoT point is a device an item may check (a pump's switch as well as a sensor). */
const DEVICE_KINDS = ['sensor', 'switch', 'meter'] as const;

type Props = {
  fid: number;
  kind: Exclude<SiTargetKind, 'other'>;
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The target as the item names it now, shown while the options cannot say (not loaded, or not permitted). */
  currentName?: string;
};

const noIot = (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    选择网关或设备需要「物联网」的查看权限
  </Typography.Text>
);

/** 区域 as 厂房 → 区域 (the chosen factory's, disabled ones marked). */
function AreaTarget({ fid, value, onChange, currentName }: Omit<Props, 'kind'>) {
  const fields = useFacAreaOptions(fid);
  const tree = (fields.data ?? []).map((f) => ({
    title: f.name,
    value: `field-${f.field_id}`,
    selectable: false,
    children: f.areas.map((a) => ({ title: a.status === 'enabled' ? a.name : `${a.name}（停用）`, value: a.area_id, label: `${f.name} / ${a.name}` })),
  }));
  const known = fields.data?.some((f) => f.areas.some((a) => a.area_id === value));
  return (
    <TreeSelect
      aria-label="巡检区域"
      treeData={tree}
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      treeNodeLabelProp="label"
      loading={fields.isLoading}
      placeholder={!known && value ? currentName : '选择厂房 → 区域'}
      value={known ? (value ?? undefined) : undefined}
      onChange={(v: unknown) => onChange?.(typeof v === 'number' ? v : null)}
      notFoundContent="本工厂还没有区域（在「区域」中新增）"
      style={{ width: '100%' }}
    />
  );
}

/** 网关 by name and area. */
function GatewayTarget({ fid, value, onChange, currentName }: Omit<Props, 'kind'>) {
  const gws = useIotGwList(fid);
  const options = (gws.data ?? []).map((g) => ({ value: g.gw_id, label: `${g.name}${g.area_name ? `（${g.area_name}）` : ''}` }));
  const known = options.some((o) => o.value === value);
  return (
    <Select
      aria-label="巡检网关"
      showSearch
      optionFilterProp="label"
      options={options}
      loading={gws.isLoading}
      placeholder={!known && value ? currentName : '选择网关'}
      value={known ? value : undefined}
      onChange={(v: number) => onChange?.(v)}
      notFoundContent="本工厂还没有网关"
      style={{ width: '100%' }}
    />
  );
}

/**
 * 巡检对象 by its kind: an area of the factory layout, a gateway, or a device (an IoT point) of the factory. The
 * IoT pickers need 物联网 read access; without it the current target stays as it is.
 */
export function SiTargetField({ kind, ...p }: Props) {
  const gwAllowed = useHasAnyPerm(['iot.list', 'cfg.iot.edit']);
  const devAllowed = useHasAnyPerm(['iot.list']);
  if (kind === 'area') return <AreaTarget {...p} />;
  if (kind === 'gateway') return gwAllowed ? <GatewayTarget {...p} /> : noIot;
  if (!devAllowed) return noIot;
  return (
    <PointPicker
      single
      fid={p.fid}
      kinds={DEVICE_KINDS}
      width="100%"
      label="巡检设备"
      placeholder={p.value ? p.currentName : '选择区域 → 网关 → 设备'}
      notFound="本工厂还没有设备（网关上线并上报点位后出现）"
      value={p.value ?? undefined}
      onChange={(id) => p.onChange?.(id)}
    />
  );
}
