import { Form, InputNumber, Select } from 'antd';
import type dayjs from 'dayjs';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { useStorePlantHarvest } from '../api/store-plant-harvest';
import { dayOf } from '../utils/batch-form-body';
import { storeChoices } from '../utils/batch-steps';
import { kgText } from '../utils/plant-format';
import type { BatchFormProps } from './batch-form-props';
import { EventDateField, RemarkField } from './event-fields';
import { useOpeningValues } from './use-event-form';
import { trimmedNumber } from '@/components/number-input';

type Values = { from_phase: 'pick' | 'tmp_storage'; kg: number; date: dayjs.Dayjs; remark?: string };

/** 转存: harvested kg handed on to the next produce phase of the template (采收 → 暂存 …); 入库 is the finished-goods entry. */
export function StoreForm({ fid, detail, form, save }: BatchFormProps) {
  const store = useStorePlantHarvest();
  const choices = storeChoices(detail.plan, detail.harvest.kg_by_phase);
  const fromPhase = Form.useWatch('from_phase', form) as Values['from_phase'] | undefined;
  const choice = choices.find((c) => c.from === fromPhase);

  useOpeningValues(form, { from_phase: choices[0]?.from, kg: choices[0]?.kg });

  const submit = (v: Values) =>
    save(async () => {
      const { batch_id, version } = detail.batch;
      await store.mutateAsync({
        fid,
        batch_id,
        version,
        date: dayOf(v.date),
        remark: (v.remark ?? '').trim(),
        from_phase: v.from_phase,
        to_phase: choice!.to,
        kg: v.kg,
      });
      return `已转入「${PLANT_PHASE_LABELS[choice!.to]}」`;
    });
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="from_phase" label="从" rules={[{ required: true, message: '请选择' }]}>
        <Select
          options={choices.map((c) => ({ value: c.from, label: `${PLANT_PHASE_LABELS[c.from]}（${kgText(c.kg)}）→ ${PLANT_PHASE_LABELS[c.to]}` }))}
          onChange={(f: Values['from_phase']) => form.setFieldValue('kg', choices.find((c) => c.from === f)?.kg)}
        />
      </Form.Item>
      <Form.Item name="kg" label="重量 kg" rules={[{ required: true, message: '请填写转存重量' }]} extra={choice ? `最多 ${kgText(choice.kg)}` : undefined}>
        <InputNumber min={0.001} max={choice?.kg} {...trimmedNumber(3)} style={{ width: '100%' }} />
      </Form.Item>
      <EventDateField lastDate={detail.batch.last_date} />
      <RemarkField />
    </Form>
  );
}
