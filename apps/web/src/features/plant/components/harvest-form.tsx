import { Alert, Form, InputNumber } from 'antd';
import type dayjs from 'dayjs';
import { checkHarvestPlausible, type BatchDetail, type PlausibilityVerdict } from '@pfs/domain/plant';
import { confirmed } from '@/lib/feedback';
import { useHarvestPlantBatch } from '../api/harvest-plant-batch';
import { dayOf, harvestBody, harvestGrades, plantsHint, type HarvestValues } from '../utils/batch-form-body';
import { batchActions, findPlace } from '../utils/batch-steps';
import { kgText } from '../utils/plant-format';
import type { BatchFormProps } from './batch-form-props';
import { DishesField, EventDateField, PlaceField, PlantsField, RemarkField } from './event-fields';
import { onlyPlace, useOpeningValues } from './use-event-form';
import { trimmedNumber } from '@/components/number-input';

/**
 * 采收: dishes leave the last growing phase, kg by the spec version's grades. Inside a safety interval the form says
 * so; the server refuses the pick naming the pesticide and the first allowed day.
 */
export function HarvestForm({ fid, detail, form, save }: BatchFormProps) {
  const harvest = useHarvestPlantBatch();
  const places = batchActions(detail).pick.places;
  const from = findPlace(places, Form.useWatch('place', form) as string | undefined);
  const date = Form.useWatch('date', form) as dayjs.Dayjs | undefined;
  const grades = (Form.useWatch('grades', form) ?? {}) as HarvestValues['grades'];
  const total = harvestGrades(grades).reduce((s, g) => s + g.kg, 0);
  // The protection ending last decides; an interval already over by today still blocks a back-dated pick.
  const safeFrom = detail.protections.reduce<string | null>((a, p) => (a === null || p.safe_from > a ? p.safe_from : a), null);
  const blocked = safeFrom !== null && date !== undefined && dayOf(date) < safeFrom;

  const dishes = Form.useWatch('dishes', form) as number | null | undefined;
  const plants = Form.useWatch('plants', form) as number | null | undefined;
  const verdict = from ? plausibility(detail, from, dishes ?? 0, plants ?? plantsHint(from, dishes) ?? 0, total) : ({ ok: true } as const);

  useOpeningValues(form, onlyPlace(places));

  const submit = async (v: HarvestValues & { place: string }) => {
    // Between 1.5× and 3× the expected yield the server wants an explicit confirmation; beyond it refuses.
    const confirm = !verdict.ok && verdict.needsConfirm;
    if (confirm && !(await confirmWeight(verdict.msg))) return;
    await save(async () => {
      await harvest.mutateAsync({ ...harvestBody(fid, detail.batch, from!, v), ...(confirm ? { confirm: true } : {}) });
      return '采收已记录';
    });
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v: HarvestValues & { place: string }) => void submit(v)}>
      {blocked && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={`该批次在植保安全间隔期内，${safeFrom} 起才能采收`} />}
      <PlaceField places={places} />
      <DishesField label="采收盘数" min={0} max={from?.dishes} extra={from ? `该处共 ${from.dishes} 盘，全部采收即清空` : undefined} />
      <PlantsField label="采收株数" min={1} max={from?.plants} />
      {detail.harvest.by_grade.map((g) => (
        <Form.Item key={g.grade} name={['grades', g.grade]} label={`${g.name}（${g.grade}）重量 kg`}>
          <InputNumber min={0} max={1_000_000} {...trimmedNumber(3)} style={{ width: '100%' }} placeholder="未采该等级留空" />
        </Form.Item>
      ))}
      <Form.Item
        name="grades_check"
        style={{ marginTop: -16 }}
        dependencies={[['grades']]}
        rules={[
          {
            validator: async () => {
              if (harvestGrades((form.getFieldValue('grades') ?? {}) as HarvestValues['grades']).length === 0) throw new Error('请填写各等级的采收重量');
            },
          },
        ]}
      >
        <input type="hidden" />
      </Form.Item>
      {total > 0 && (verdict.ok || verdict.needsConfirm) && <Alert type="success" style={{ marginBottom: 16 }} message={`合计 ${kgText(total)}`} />}
      {!verdict.ok && <Alert type={verdict.needsConfirm ? 'warning' : 'error'} showIcon style={{ marginBottom: 16 }} message={verdict.msg} />}
      <EventDateField lastDate={detail.batch.last_date} />
      <RemarkField />
    </Form>
  );
}

/** The pick's weight against what its dishes should give (the spec version's yield per dish), as the server checks it. */
function plausibility(detail: BatchDetail, from: { phase: string }, dishes: number, plants: number, kg: number): PlausibilityVerdict {
  const perDish = detail.plan.find((p) => p.phase === from.phase)?.plants_per_dish ?? 0;
  return checkHarvestPlausible({ kg, dishes, plants, plantsPerDish: perDish, yieldKgPerDish: detail.harvest.expected_kg_per_dish, confirmed: false });
}

function confirmWeight(msg: string): Promise<boolean> {
  return confirmed({ title: '采收重量偏高，确认提交？', content: msg, okText: '重量无误，提交', cancelText: '返回修改' });
}
