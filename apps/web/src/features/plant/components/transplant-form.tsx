import { Alert, Form } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { dishesForPlants } from '@pfs/domain/plant';
import { usePlantSpecOptions } from '../api/get-plant-spec-options';
import { useTransplantPlantBatch } from '../api/transplant-plant-batch';
import { plantsHint, transplantBody, type TransplantValues } from '../utils/batch-form-body';
import { batchActions, findPlace, transplantTarget } from '../utils/batch-steps';
import type { BatchFormProps } from './batch-form-props';
import { DishesField, EventDateField, PlaceField, PlantsField, RemarkField } from './event-fields';
import { onlyPlace, useOpeningValues } from './use-event-form';
import { AreaSelect } from './plant-pickers';

/** 移栽: seedling dishes into growing dishes of the next phase; the plants are kept, the dish count changes. */
export function TransplantForm({ fid, detail, form, save }: BatchFormProps) {
  const transplant = useTransplantPlantBatch();
  const specs = usePlantSpecOptions(fid);
  const places = batchActions(detail).transplant.places;
  const from = findPlace(places, Form.useWatch('place', form) as string | undefined);
  const dishes = Form.useWatch('dishes', form) as number | undefined;
  const plants = (Form.useWatch('plants', form) as number | null | undefined) ?? (from ? plantsHint(from, dishes) : null);
  const toPhase = from ? transplantTarget(detail.plan, from.phase) : null;
  // The growing density is known when the batch follows its spec's current version.
  const spec = specs.data?.find((s) => s.spec_id === detail.batch.spec_id && s.cur_ver === detail.batch.spec_ver);
  const dishesTo = spec && plants ? dishesForPlants(plants, spec.grow_plants_per_dish) : null;

  useOpeningValues(form, onlyPlace(places));

  const submit = (v: TransplantValues & { place: string }) =>
    save(async () => {
      await transplant.mutateAsync(transplantBody(fid, detail.batch, from!, toPhase!, v));
      return '移栽已记录';
    });
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <PlaceField places={places} label="从（育苗盘）" />
      {toPhase && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`移栽到「${PLANT_PHASE_LABELS[toPhase]}」阶段，换成栽培盘，株数不变`} />}
      <Form.Item name="to_area_id" label="移栽到区域" rules={[{ required: true, message: '请选择区域' }]}>
        <AreaSelect fid={fid} dishAreasOnly detail prefer="grow" style={{ width: '100%' }} />
      </Form.Item>
      <DishesField label="育苗盘数" max={from?.dishes} />
      <PlantsField
        label="移栽株数"
        min={1}
        max={from?.plants}
        extra={from && dishes ? `留空按盘数计算（约 ${plantsHint(from, dishes)} 株）` : '留空按盘数计算'}
      />
      <DishesField
        name="dishes_to"
        label="栽培盘数"
        required={false}
        extra={dishesTo !== null ? `留空按规格密度计算（约 ${dishesTo} 盘）` : '留空按规格密度计算'}
      />
      <EventDateField lastDate={detail.batch.last_date} />
      <RemarkField />
    </Form>
  );
}
