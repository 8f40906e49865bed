import { DatePicker, Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormModal } from '@/components/form-modal';
import { feedback } from '@/lib/feedback';
import { useGenMesWo } from '../api/gen-mes-wo';
import { factoryDay } from '../utils/factory-clock';

type Values = { days: [Dayjs, Dayjs] };

/** 生成工单: the due moves and harvests and the orders' planned sowings of the days become orders (none twice). */
export function WoGenModal({ fid, open, onClose }: { fid: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const gen = useGenMesWo();
  const submit = async (v: Values) => {
    const r = await gen.mutateAsync({ fid, from: v.days[0].format('YYYY-MM-DD'), to: v.days[1].format('YYYY-MM-DD') });
    const { created, existing } = r.data;
    if (created === 0) feedback.message.info(existing > 0 ? `这些日期的作业已有工单（${existing} 个），没有新生成` : '这些日期没有到期的作业');
    return created === 0 ? '' : `已生成 ${created} 个工单${existing > 0 ? `，另有 ${existing} 个已存在` : ''}`;
  };
  return (
    <FormModal<Values>
      title="生成工单"
      name="wo-gen"
      open={open}
      form={form}
      pending={gen.isPending}
      okText="生成"
      fill={() => ({ days: [dayjs(factoryDay()), dayjs(factoryDay()).add(1, 'day')] })}
      submit={async (v) => {
        const msg = await submit(v);
        if (msg === '') onClose();
        return msg === '' ? null : msg;
      }}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        按种植总览的到期移动、移栽、采收和订单计划的播种，为所选日期生成工单；已有工单的作业不会重复生成。
      </Typography.Paragraph>
      <Form.Item name="days" label="计划日期" rules={[{ required: true, message: '请选择日期范围' }]}>
        <DatePicker.RangePicker style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
