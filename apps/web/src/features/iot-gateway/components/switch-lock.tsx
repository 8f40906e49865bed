import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Tag, Tooltip } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { formatFactoryTime } from '@pfs/domain';
import { PermissionGuard } from '@/components/permission-guard';
import { feedback } from '@/lib/feedback';
import { useIotSwitchLocks } from '../api/get-iot-switch-locks';
import { useLockIotSwitch } from '../api/lock-iot-switch';
import { useUnlockIotSwitch } from '../api/unlock-iot-switch';
import { action, runAction } from '@/lib/user-action';

const DURATIONS = [
  { value: 30, label: '30 分钟' },
  { value: 60, label: '1 小时' },
  { value: 120, label: '2 小时' },
  { value: 240, label: '4 小时' },
  { value: 480, label: '8 小时' },
  { value: 1440, label: '24 小时' },
  { value: 4320, label: '3 天' },
];

/**
 * Manual override of one switch: a tag saying who locked it against strategies and until when, and (with
 * iot.ctrl) lock / unlock. Manual commands keep working while locked.
 */
export function SwitchLock({ fid, pointId, name }: { fid: number; pointId: number; name: string }) {
  const locks = useIotSwitchLocks(fid);
  const lockOne = useLockIotSwitch();
  const unlock = useUnlockIotSwitch();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ minutes: number; reason: string }>();
  const lock = locks.data?.find((l) => l.point_id === pointId && new Date(l.until).getTime() > Date.now());
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await lockOne.mutateAsync({ fid, point_id: pointId, minutes: v.minutes, reason: v.reason ?? '' });
      feedback.message.success(`「${name}」已锁定，期间策略不会控制它`);
      setOpen(false);
    } catch {
      /* shown by the wrapper */
    }
  };
  return (
    <>
      {lock && (
        <Tooltip title={`${lock.cname || '他人'} 锁定${lock.reason ? `：${lock.reason}` : ''}，期间策略不控制此开关`}>
          <Tag icon={<LockOutlined />} color="orange" data-testid={`lock-${pointId}`}>
            锁定至 {formatFactoryTime(lock.until).slice(5, 16)}（{lock.cname || '他人'}）
          </Tag>
        </Tooltip>
      )}
      <PermissionGuard codes={['iot.ctrl']}>
        {lock ? (
          <Button size="small" icon={<UnlockOutlined />} loading={unlock.isPending} onClick={() => runAction(unlock.mutateAsync({ fid, point_id: pointId }).then(() => feedback.message.success('已解除锁定，策略恢复控制')))}>
            解锁
          </Button>
        ) : (
          <Tooltip title="锁定后，策略在选定时间内不会控制此开关">
            <Button size="small" icon={<LockOutlined />} onClick={() => setOpen(true)} aria-label={`锁定${name}`} />
          </Tooltip>
        )}
      </PermissionGuard>
      <Modal title={`锁定「${name}」`} open={open} onOk={action(submit)} onCancel={() => setOpen(false)} okText="锁定" confirmLoading={lockOne.isPending} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ minutes: 60, reason: '' }} preserve={false}>
          <Form.Item name="minutes" label="锁定时长" rules={[{ required: true, message: '请选择锁定时长' }]} extra="期间所有策略都不会控制此开关，手动控制不受影响">
            <Select options={DURATIONS} />
          </Form.Item>
          <Form.Item name="reason" label="原因" rules={[{ max: 200, message: '原因不能超过 200 个字' }]}>
            <Input placeholder="如：检修、人工调试" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
