import { useState } from 'react';
import { Badge, Button, Card, Descriptions, Flex, InputNumber, Select, Space, Tag } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import type { SimGateway } from '../api/get-sim-gw-list';
import { useSimInjectAnomaly, type InjectBody } from '../api/sim-inject-anomaly';

const SENSORS = [
  ['air_temp', '空气温度'],
  ['humidity', '空气湿度'],
  ['co2', '二氧化碳'],
  ['ppfd', '光量子通量密度'],
  ['ec', '营养液 EC'],
  ['ph', '营养液 pH'],
  ['water_temp', '水温'],
  ['water_level', '水位'],
  ['do', '溶解氧'],
].map(([value, label]) => ({ value: value!, label: label! }));

/** Anomaly buttons for one simulated gateway. */
export function SimGatewayCard({ fid, g, canEdit }: { fid: number; g: SimGateway; canEdit: boolean }) {
  const inject = useSimInjectAnomaly();
  const [seconds, setSeconds] = useState(60);
  const [sensor, setSensor] = useState('air_temp');
  const [rate, setRate] = useState(1);
  const run = async (b: Omit<InjectBody, 'fid' | 'gw_id'>) => {
    try {
      feedback.message.success((await inject.mutateAsync({ fid, gw_id: g.gw_id, ...b })).msg);
    } catch {
      /* shown by the wrapper */
    }
  };
  const active = g.heat_spike_until || g.offline_until || g.stuck.length > 0 || g.fail_rate > 0;
  return (
    <Card
      title={
        <Space>
          {g.name}
          <Badge status={g.connected ? 'success' : 'error'} text={g.connected ? '已连接' : '未连接'} />
        </Space>
      }
      extra={<Tag>{g.sn}</Tag>}
      data-testid={`sim-${g.sn}`}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="空气温度">{g.air_temp !== null ? `${g.air_temp} °C` : '—'}</Descriptions.Item>
        <Descriptions.Item label="生效的异常">
          {active ? (
            <Space wrap size={4}>
              {g.heat_spike_until && <Tag color="red">升温至 {formatFactoryTime(g.heat_spike_until)}</Tag>}
              {g.offline_until && <Tag color="red">断线至 {formatFactoryTime(g.offline_until)}</Tag>}
              {g.stuck.map((s) => (
                <Tag color="orange" key={s}>
                  {SENSORS.find((x) => x.value === s)?.label ?? s} 卡住
                </Tag>
              ))}
              {g.fail_rate > 0 && <Tag color="orange">指令失败率 {Math.round(g.fail_rate * 100)}%</Tag>}
            </Space>
          ) : (
            '无'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="离线缓存">{g.buffered} 条</Descriptions.Item>
      </Descriptions>
      {canEdit && (
        <Flex vertical gap={8}>
          <Space.Compact>
            <InputNumber min={1} max={3600} value={seconds} onChange={(v) => setSeconds(v ?? 60)} suffix="秒" style={{ width: 100 }} aria-label="持续秒数" />
            <Button danger loading={inject.isPending} onClick={() => void run({ kind: 'heat_spike', seconds })}>
              升温异常
            </Button>
            <Button loading={inject.isPending} onClick={() => void run({ kind: 'disconnect', seconds })}>
              网关断线
            </Button>
          </Space.Compact>
          <Space.Compact>
            <Select value={sensor} onChange={setSensor} options={SENSORS} style={{ width: 150 }} aria-label="卡住的传感器" />
            <Button loading={inject.isPending} onClick={() => void run({ kind: 'stuck', point: sensor })}>
              传感器卡住
            </Button>
          </Space.Compact>
          <Space.Compact>
            <InputNumber
              min={0}
              max={100}
              value={Math.round(rate * 100)}
              onChange={(v) => setRate((v ?? 100) / 100)}
              suffix="%"
              style={{ width: 100 }}
              aria-label="指令失败率"
            />
            <Button loading={inject.isPending} onClick={() => void run({ kind: 'fail_rate', rate })}>
              设置指令失败率
            </Button>
          </Space.Compact>
          <Button type="primary" ghost block loading={inject.isPending} onClick={() => void run({ kind: 'clear' })}>
            清除全部异常
          </Button>
        </Flex>
      )}
    </Card>
  );
}
