import { useEffect } from 'react';
import { Form, Select } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { useFacAreaOptions } from '@/lib/area-options';
import { useMovePlantBatch } from '../api/move-plant-batch';
import { moveBody, plantsHint, type MoveValues } from '../utils/batch-form-body';
import { batchActions, findPlace, moveTargets } from '../utils/batch-steps';
import type { BatchFormProps } from './batch-form-props';
import { DishesField, EventDateField, PlaceField, PlantsField, RemarkField } from './event-fields';
import { onlyPlace, useOpeningValues } from './use-event-form';
import { AreaSelect } from './plant-pickers';

/** 移动: dishes to another area in the same phase, or on to the next phase when the dish stays the same. */
export function MoveForm({ fid, detail, form, save }: BatchFormProps) {
  const move = useMovePlantBatch();
  const areas = useFacAreaOptions(fid);
  const places = batchActions(detail).move.places;
  const from = findPlace(places, Form.useWatch('place', form) as string | undefined);
  const toPhase = Form.useWatch('to_phase', form) as MoveValues['to_phase'] | undefined;
  const dishes = Form.useWatch('dishes', form) as number | undefined;
  const targets = from ? moveTargets(detail.plan, from.phase) : [];
  const fromKind = areas.data?.flatMap((f) => f.areas).find((a) => a.area_id === from?.area_id)?.kind;
  // The spec puts each phase in one kind of area (育苗 in the nursery, 生长 in grow rooms): offer only those.
  const needKind = detail.plan.find((p) => p.phase === toPhase)?.area_kind;
  const hint = from ? plantsHint(from, dishes) : null;

  useOpeningValues(form, { place: onlyPlace(places).place });
  useEffect(() => {
    if (from) form.setFieldsValue({ to_phase: targets.at(-1), dishes: from.dishes, to_area_id: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from?.phase, from?.area_id]);

  // A room chosen for another phase may be of the wrong kind now.
  useEffect(() => {
    form.setFieldValue('to_area_id', undefined);
  }, [toPhase, form]);

  const submit = (v: MoveValues & { place: string }) =>
    save(async () => {
      await move.mutateAsync(moveBody(fid, detail.batch, from!, v));
      return '移动已记录';
    });
  const samePhase = toPhase !== undefined && toPhase === from?.phase;
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <PlaceField places={places} />
      <Form.Item name="to_phase" label="移到阶段" rules={[{ required: true, message: '请选择阶段' }]}>
        <Select options={targets.map((p) => ({ value: p, label: p === from?.phase ? `${PLANT_PHASE_LABELS[p]}（同阶段换区域）` : PLANT_PHASE_LABELS[p] }))} />
      </Form.Item>
      <Form.Item name="to_area_id" label="移到区域" rules={[{ required: true, message: '请选择区域' }]}>
        <AreaSelect
          fid={fid}
          dishAreasOnly
          detail
          style={{ width: '100%' }}
          prefer={needKind ?? fromKind}
          filter={(a) => (!samePhase || a.area_id !== from?.area_id) && (!needKind || a.kind === needKind)}
        />
      </Form.Item>
      <DishesField label="移动盘数" max={from?.dishes} />
      <PlantsField label="移动株数" max={from?.plants} extra={hint !== null ? `留空按盘数计算（约 ${hint} 株）` : '留空按盘数计算'} />
      <EventDateField lastDate={detail.batch.last_date} />
      <RemarkField />
    </Form>
  );
}
