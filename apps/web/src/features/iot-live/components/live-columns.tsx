import type { CSSProperties } from 'react';
import { Badge, Flex, Typography, type TableColumnsType } from 'antd';
import type { PlaceRow } from './live-toolbar';

/** 区域 and 网关 (with its online dot): wide screens only; narrower ones show them under the name (PointCell). */
export function placeColumns<R extends PlaceRow>(): TableColumnsType<R> {
  return [
    {
      title: '区域',
      dataIndex: 'area_name',
      width: 150,
      responsive: ['lg'],
      render: (v: string | null) => v ?? <Typography.Text type="secondary">未分配</Typography.Text>,
    },
    {
      title: '网关',
      dataIndex: 'gw_name',
      width: 150,
      responsive: ['lg'],
      render: (v: string, r) => <Badge status={r.gw_online ? 'success' : 'error'} text={v} />,
    },
  ];
}

/** A point's name over its code; on a narrow screen its area and gateway follow. */
export function PointCell({ r, wide, style }: { r: PlaceRow; wide: boolean; style: CSSProperties }) {
  return (
    <Flex vertical style={style}>
      <span>{r.name}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {r.code}
      </Typography.Text>
      {!wide && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Badge status={r.gw_online ? 'success' : 'error'} /> {r.area_name ?? '未分配'} · {r.gw_name}
        </Typography.Text>
      )}
    </Flex>
  );
}
