import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { formatDateTime } from '@pfs/domain';
import { CONTROL_OUTCOME_WORDS, type IotLogItem } from '@pfs/domain/iotlog';
import { kindColor } from './kind-color';

/** Readable names of the detail fields the server records. */
const DETAIL_LABELS: Record<string, string> = {
  req_id: '请求编号',
  point_id: '点位编号',
  action: '动作',
  value: '数值',
  status: '结果',
  source: '来源',
  attempts: '下发次数',
  error: '错误',
  gw_id: '网关编号',
  sn: '网关序列号',
  online: '在线',
  what: '变更',
};
const VALUE_WORDS: Record<string, Record<string, string>> = {
  action: { open: '开启', close: '关闭', number: '设定数值' },
  status: CONTROL_OUTCOME_WORDS,
  source: { manual: '手动', rule: '策略' },
  what: { created: '新建', secret_rotated: '更换密钥' },
};

function show(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'string') return VALUE_WORDS[key]?.[v] ?? v;
  if (typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

export function IotLogDetail({ item, onClose }: { item: IotLogItem | null; onClose: () => void }) {
  return (
    <Drawer title="日志详情" open={!!item} onClose={onClose} size="default">
      {item && (
        <Descriptions column={1} size="small" bordered styles={{ label: { width: 110, whiteSpace: 'nowrap' } }}>
          <Descriptions.Item label="时间">{formatDateTime(item.ts)}</Descriptions.Item>
          <Descriptions.Item label="类型"><Tag color={kindColor(item.kind)}>{item.kind_label}</Tag></Descriptions.Item>
          <Descriptions.Item label="对象">{item.target || '—'}</Descriptions.Item>
          <Descriptions.Item label="内容">{item.content}</Descriptions.Item>
          <Descriptions.Item label="操作人">{item.cname || <Typography.Text type="secondary">系统</Typography.Text>}</Descriptions.Item>
          {Object.entries(item.detail).map(([k, v]) => (
            <Descriptions.Item key={k} label={DETAIL_LABELS[k] ?? k}>
              {k === 'req_id' ? <Typography.Text code copyable>{String(v)}</Typography.Text> : show(k, v)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Drawer>
  );
}
