import { Button, Input, Select } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { LiveIndicator } from '@/components/live-indicator';

/** Page header actions of the live pages: the connection state and a manual refresh. */
export function LiveHeaderExtra({ onRefresh, loading }: { onRefresh: () => void; loading: boolean }) {
  return (
    <>
      <LiveIndicator />
      <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={loading}>
        刷新
      </Button>
    </>
  );
}

type Option = { value: number; label: string };

/** Area, gateway and text filters shared by the live pages. */
export function PlaceFilters(p: {
  options: { areas: Option[]; gateways: Option[] };
  area: number | undefined;
  gw: number | undefined;
  kw: string;
  placeholder: string;
  onArea: (v: number | undefined) => void;
  onGw: (v: number | undefined) => void;
  onKw: (v: string) => void;
}) {
  return (
    <>
      <Select allowClear placeholder="全部区域" style={{ width: 180 }} value={p.area} onChange={p.onArea} options={p.options.areas} aria-label="区域" />
      <Select allowClear placeholder="全部网关" style={{ width: 160 }} value={p.gw} onChange={p.onGw} options={p.options.gateways} aria-label="网关" />
      <Input.Search allowClear placeholder={p.placeholder} style={{ width: 260 }} value={p.kw} onChange={(e) => p.onKw(e.target.value)} />
    </>
  );
}
