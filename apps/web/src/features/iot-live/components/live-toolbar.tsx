import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Col, Flex, Input, Row, Select, Statistic } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { LiveIndicator } from '@/components/live-indicator';
import { placeOptions } from '../utils/live-rows';

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

/** The filter bar of a live page: area, gateway and text, then the page's own (`children`). */
export function PlaceFilters(p: {
  options: { areas: Option[]; gateways: Option[] };
  area: number | undefined;
  gw: number | undefined;
  kw: string;
  placeholder: string;
  onArea: (v: number | undefined) => void;
  onGw: (v: number | undefined) => void;
  onKw: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
      <Select allowClear placeholder="全部区域" style={{ width: 180 }} value={p.area} onChange={p.onArea} options={p.options.areas} aria-label="区域" />
      <Select allowClear placeholder="全部网关" style={{ width: 160 }} value={p.gw} onChange={p.onGw} options={p.options.gateways} aria-label="网关" />
      <Input.Search allowClear placeholder={p.placeholder} style={{ width: 260 }} value={p.kw} onChange={(e) => p.onKw(e.target.value)} />
      {p.children}
    </Flex>
  );
}

/** A count of trouble (stale readings, gateways offline): coloured only while there is any. */
export const troubleCount = (title: string, value: number, color: string) => ({ title, value, color: value ? color : undefined });

/** The counts above a live table, side by side; a count is coloured when `color` is given. */
export function LiveStats({ items }: { items: { title: string; value: number; color?: string }[] }) {
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      {items.map((s) => (
        <Col key={s.title} xs={24 / items.length}>
          <Statistic title={s.title} value={s.value} valueStyle={s.color ? { color: s.color } : undefined} />
        </Col>
      ))}
    </Row>
  );
}

/** What a live row says about where it is, for the place filters and columns. */
export type PlaceRow = { area_id: number | null; area_name: string | null; gw_id: number; gw_name: string; gw_online: boolean; name: string; code: string };

/** The place filters' state over a live page's rows: `props` for PlaceFilters, `matches` for a row. */
export function usePlaceFilter(rows: PlaceRow[], placeholder: string) {
  const [area, setArea] = useState<number>();
  const [gw, setGw] = useState<number>();
  const [kw, setKw] = useState('');
  const options = useMemo(() => placeOptions(rows), [rows]);
  const matches = useCallback(
    (r: PlaceRow) => {
      const k = kw.trim().toLowerCase();
      return (
        (area === undefined || r.area_id === area) &&
        (gw === undefined || r.gw_id === gw) &&
        (!k || r.name.toLowerCase().includes(k) || r.code.toLowerCase().includes(k) || r.gw_name.toLowerCase().includes(k))
      );
    },
    [area, gw, kw],
  );
  return { matches, props: { options, area, gw, kw, placeholder, onArea: setArea, onGw: setGw, onKw: setKw } };
}
