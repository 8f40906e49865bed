import { useState } from 'react';
import { Button, Flex, Grid, InputNumber, Popconfirm, Space, Switch, Typography } from 'antd';
import { formatValue } from '@pfs/domain';
import { PermissionGuard } from '@/components/permission-guard';
import { isFinal, RequestStatusTag } from '@/components/switch-request';
import { feedback } from '@/lib/feedback';
import { getRequest, type ControlRequest } from '../api/get-iot-req';
import type { IotPoint } from '../api/get-iot-fac-states';
import { sendSwitchCommand } from '../api/iot-switch-ctrl';
import { SwitchLock } from './switch-lock';
import { runAction } from '@/lib/user-action';

/** Waits for the gateway's answer by polling the request until it is final (or 60 s pass). */
async function waitForOutcome(fid: number, req: ControlRequest, onUpdate: (r: ControlRequest) => void) {
  let r = req;
  for (let i = 0; i < 60 && !isFinal(r.status); i++) {
    await new Promise((res) => setTimeout(res, 1000));
    r = await getRequest(fid, r.req_id).catch(() => r);
    onUpdate(r);
  }
  return r;
}

export function SwitchControl({ fid, point, onDone, gatewayName }: { fid: number; point: IotPoint; onDone: () => void; gatewayName?: string }) {
  const [req, setReq] = useState<ControlRequest | null>(null);
  const [value, setValue] = useState<number | null>(point.value);
  const busy = !!req && !isFinal(req.status);
  const send = async (action: 'open' | 'close' | 'number') => {
    try {
      const r = await sendSwitchCommand({ fid, point_id: point.point_id, action, value: action === 'number' ? value : null });
      setReq(r);
      const final = await waitForOutcome(fid, r, setReq);
      if (final.status === 'done') feedback.message.success(`${point.name || point.code}：已执行`);
      else feedback.message.error(`${point.name || point.code}：${final.error || '未执行'}`, 5);
      onDone();
    } catch {
      /* shown by the wrapper */
    }
  };
  // Phone: name, lock and switch on one line, the set-point on its own full-width line below.
  const narrow = !Grid.useBreakpoint().sm;
  const hasSetPoint = point.min !== null && point.max !== null;
  const setPoint = hasSetPoint && (
    // Inline beside the switch (both sit in one guarded item of the row), a full line of its own on a phone.
    <Flex gap={8} style={narrow ? { width: '100%', marginTop: 6 } : { display: 'inline-flex', verticalAlign: 'middle', marginInlineEnd: 8 }}>
      <div style={narrow ? { flex: 1 } : undefined}>
        <InputNumber
          size="small"
          value={value}
          min={point.min!}
          max={point.max!}
          onChange={(v) => setValue(v)}
          addonAfter={point.unit}
          style={{ width: narrow ? '100%' : 120 }}
          aria-label={`${point.name || point.code} 设定值（${point.min}–${point.max}${point.unit}）`}
        />
      </div>
      <Popconfirm title={`将「${point.name}」设为 ${value ?? ''}${point.unit}？`} onConfirm={() => runAction(send('number'))} disabled={busy || value === null}>
        <Button size="small" disabled={busy || value === null}>
          设定
        </Button>
      </Popconfirm>
    </Flex>
  );
  const current = point.on === null ? '未知' : point.on ? `开启${point.value !== null ? ` ${formatValue(point.value, point.unit)}${point.unit}` : ''}` : '关闭';
  return (
    <div style={{ padding: '8px 0' }} data-testid={`switch-${point.code}`}>
      <Flex justify="space-between" align="center" wrap={narrow ? undefined : 'wrap'} gap={8}>
        <Flex vertical style={{ minWidth: 0, wordBreak: 'keep-all' }}>
          <Typography.Text strong>
            {point.name || point.code}
            {gatewayName && (
              <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 6, fontSize: 12 }}>
                {gatewayName}
              </Typography.Text>
            )}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            当前：{current}
          </Typography.Text>
        </Flex>
        <Space wrap={!narrow}>
          {req && <RequestStatusTag status={req.status} />}
          <SwitchLock fid={fid} pointId={point.point_id} name={point.name || point.code} />
          <PermissionGuard codes={['iot.ctrl']}>
            {!narrow && setPoint}
            <Popconfirm
              title={`确定${point.on ? '关闭' : '开启'}「${point.name || point.code}」？`}
              onConfirm={() => runAction(send(point.on ? 'close' : 'open'))}
              disabled={busy}
            >
              <Switch checked={!!point.on} loading={busy} checkedChildren="开" unCheckedChildren="关" />
            </Popconfirm>
          </PermissionGuard>
        </Space>
      </Flex>
      {narrow && setPoint && <PermissionGuard codes={['iot.ctrl']}>{setPoint}</PermissionGuard>}
    </div>
  );
}
