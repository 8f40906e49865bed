import { Tag } from 'antd';
import { logTypeColor } from '../utils/log-type-color';
import { TimeCell } from './time-cell';

/** 时间: when the entry was written, with the relative time on hover. */
export const timeColumn = { title: '时间', dataIndex: 'ts', width: 180, render: (v: string) => <TimeCell iso={v} /> };

/** 类型: the entry's type in its colour. */
export const typeColumn = (width: number) => ({
  title: '类型',
  dataIndex: 'type_label',
  width,
  render: (v: string, r: { type: string }) => <Tag color={logTypeColor(r.type)}>{v}</Tag>,
});
