import { useState } from 'react';
import { Alert, Button, Drawer, Form, InputNumber, Input, Typography } from 'antd';
import { WO_OP_EQUIP, WO_OP_LABELS, type MesWo } from '@pfs/domain/mes';
import { RESPONSE_CODE } from '@pfs/domain';
import { useQueryClient } from '@tanstack/react-query';
import { confirmed, feedback } from '@/lib/feedback';
import { useSettingsStore } from '@/lib/settings-store';
import { ApiError } from '@/lib/request';
import { action } from '@/lib/user-action';
import { useFinishMesWo } from '../api/finish-mes-wo';
import { refreshMesWo } from '../api/mes-wo-reads';
import { asksConfirm, finishBody, remainingDishes, type FinishValues } from '../utils/finish-body';
import { HarvestFields, ProtectionFields, TransplantFields } from './wo-finish-fields';

const big = { size: 'large' as const, style: { width: '100%' } };

const askConfirm = (msg: string) => confirmed({ title: '请确认', content: msg, okText: '确认提交', cancelText: '返回修改' });

/**
 * 完工 (all of it or a part): the count and what the operation's batch event needs. A refusal stays in the form
 * with the server's reason, the order open; a question (an unusual weight, harvests held back) is asked, then sent again.
 */
export function WoFinishDrawer({ fid, wo, onClose }: { fid: number; wo: MesWo | null; onClose: () => void }) {
  const [form] = Form.useForm<FinishValues>();
  const finish = useFinishMesWo(true);
  const qc = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const left = wo ? remainingDishes(wo) : 0;

  const send = async (v: FinishValues, confirm: boolean): Promise<void> => {
    try {
      const r = await finish.mutateAsync(finishBody(fid, wo!, v, confirm));
      feedback.message.success(v.dishes < left ? `已完成 ${v.dishes} 盘，剩余 ${left - v.dishes} 盘仍待完成` : r.msg);
      close();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      if (err.code === RESPONSE_CODE.conflict) {
        await refreshMesWo(qc);
        setRefusal('工单已被他人更新（可能已完工），已刷新，请核对后再提交');
      } else if (!confirm && asksConfirm(err.message)) {
        if (await askConfirm(err.message)) await send(v, true);
      } else setRefusal(err.message);
    }
  };
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const submit = action(async () => {
    setRefusal(null);
    await send(await form.validateFields(), false);
  });
  return (
    <Drawer
      title={wo ? `完工：${WO_OP_LABELS[wo.op]} ${wo.batch_no || wo.crop}` : '完工'}
      open={!!wo}
      onClose={close}
      width={mobile ? '100%' : 480}
      destroyOnHidden
      footer={
        <Button type="primary" size="large" block loading={finish.isPending} onClick={submit} style={{ height: 52, fontSize: 18 }}>
          提交完工
        </Button>
      }
    >
      {wo && (
        // Each order opened starts from its remaining dishes (a part recorded before lowers them).
        <Form
          form={form}
          key={`${wo.wo_id}-${wo.version}`}
          layout="vertical"
          name="wo-finish"
          initialValues={{
            dishes: left,
            workers: 1,
            grades: [
              { grade: 'A', kg: null },
              { grade: 'B', kg: null },
            ],
            prot_kind: 'prevent',
          }}
        >
          <Typography.Paragraph type="secondary">
            {wo.wo_no} · 计划 {wo.dishes} 盘，已完成 {wo.done_dishes} 盘{wo.to_area_name ? ` · 到 ${wo.to_area_name}` : ''}
          </Typography.Paragraph>
          {refusal && <Alert type="error" showIcon message="未能完工，工单保持未完成" description={refusal} style={{ marginBottom: 16 }} />}
          <Form.Item
            name="dishes"
            label="完成盘数"
            extra={`剩余 ${left} 盘；只完成一部分时填实际盘数，其余仍待完成`}
            rules={[{ required: true, message: '请填写完成盘数' }]}
          >
            <InputNumber {...big} min={0} max={left} precision={0} inputMode="numeric" />
          </Form.Item>
          {wo.op === 'transplant' && <TransplantFields />}
          {wo.op === 'harvest' && <HarvestFields />}
          {wo.op === 'protect' && <ProtectionFields fid={fid} />}
          <Form.Item name="workers" label="作业人数" rules={[{ required: true, message: '请填写作业人数' }]}>
            <InputNumber {...big} min={1} max={50} precision={0} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="labour_min" label="工时（人·分钟）" extra="不填按开工到现在的时长 × 人数计算">
            <InputNumber {...big} min={0} max={72_000} precision={0} inputMode="numeric" placeholder="自动计算" />
          </Form.Item>
          {WO_OP_EQUIP[wo.op] !== null && (
            <Form.Item name="reject" label="设备损坏盘数">
              <InputNumber {...big} min={0} max={100_000} precision={0} inputMode="numeric" placeholder="0" />
            </Form.Item>
          )}
          <Form.Item name="remark" label="完工说明">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
