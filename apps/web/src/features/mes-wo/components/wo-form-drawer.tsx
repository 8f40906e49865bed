import { Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { GROWING_PHASES } from '@pfs/domain/plant';
import { WO_OPS, WO_OP_LABELS, saveMesWoBodySchema } from '@pfs/domain/mes';
import { FormDrawer } from '@/components/form-modal';
import { useFacAreaOptions } from '@/lib/area-options';
import { useSaveMesWo } from '../api/save-mes-wo';
import { useWoBatchPlaces, useWoSpecOptions } from '../api/get-wo-pick-options';
import { formFieldOf, parsePlace, placeKey, toSaveBody, woNeeds, type WoFormValues } from '../utils/wo-form';
import { WoPlanFields } from './wo-plan-fields';
import { toPickerValue } from '../utils/factory-clock';

const phaseOptions = GROWING_PHASES.map((p) => ({ value: p, label: PLANT_PHASE_LABELS[p] }));

/** 新建工单 by hand: sowing names the spec and the area; the others a batch where it stands, and where it goes. */
export function WoFormDrawer({ fid, open, onClose, onSaved }: { fid: number; open: boolean; onClose: () => void; onSaved: (woId: number) => void }) {
  const [form] = Form.useForm<WoFormValues>();
  const save = useSaveMesWo();
  const op = Form.useWatch('op', form);
  const need = woNeeds(op ?? 'transplant');
  const places = useWoBatchPlaces(fid, open && need.batch);
  const specs = useWoSpecOptions(fid, open && need.spec);
  const areas = useFacAreaOptions(open ? fid : undefined);
  const areaOptions = (areas.data ?? []).map((f) => ({
    label: f.name,
    options: f.areas.filter((a) => a.status === 'enabled').map((a) => ({ value: a.area_id, label: `${a.name}（空位 ${a.free}）` })),
  }));
  const placeOptions = (places.data?.items ?? []).map((p) => ({
    value: placeKey(p),
    label: `${p.batch_no} ${p.crop}${p.variety ? `·${p.variety}` : ''} — ${PLANT_PHASE_LABELS[p.phase]} ${p.area_name}（${p.dishes} 盘）`,
  }));

  const submit = async (v: WoFormValues) => {
    const body = toSaveBody(fid, v);
    const checked = saveMesWoBodySchema.safeParse(body);
    if (!checked.success) {
      form.setFields(checked.error.issues.map((i) => ({ name: formFieldOf(i.path[0]), errors: [i.message] })));
      return null;
    }
    const r = await save.mutateAsync(body);
    onSaved(r.data.wo.wo_id);
    return r.msg;
  };
  // A place chosen fills the dishes with what stands there.
  const onValuesChange = () => {
    const p = parsePlace(form.getFieldValue('place') as string | undefined);
    const hit = p && places.data?.items.find((x) => placeKey(x) === placeKey(p));
    if (hit && !form.isFieldTouched('dishes')) form.setFieldValue('dishes', hit.dishes);
  };
  return (
    <FormDrawer<WoFormValues>
      title="新建工单"
      name="wo-form"
      width={560}
      open={open}
      form={form}
      reset
      pending={save.isPending}
      fill={() => ({ op: 'transplant', plan: [toPickerValue(Date.now()).add(1, 'hour').startOf('hour'), toPickerValue(Date.now()).add(3, 'hour').startOf('hour')], remark: '' })}
      submit={submit}
      onClose={onClose}
      onValuesChange={onValuesChange}
    >
      <Form.Item name="op" label="作业" rules={[{ required: true, message: '请选择作业' }]}>
        <Radio.Group optionType="button" options={WO_OPS.map((o) => ({ value: o, label: WO_OP_LABELS[o] }))} />
      </Form.Item>
      {need.spec && (
        <Form.Item name="spec_id" label="品种规格" rules={[{ required: true, message: '请选择品种规格' }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="播种的品种规格"
            loading={specs.isLoading}
            options={(specs.data ?? []).map((s) => ({ value: s.spec_id, label: `${s.crop}${s.variety ? `·${s.variety}` : ''}` }))}
          />
        </Form.Item>
      )}
      {need.batch && (
        <Form.Item name="place" label="批次与位置" rules={[{ required: true, message: '请选择批次' }]} extra="在产批次，每个批次所在的每个阶段与区域一项">
          <Select showSearch optionFilterProp="label" placeholder="选择批次（可输入批次号或作物）" loading={places.isLoading} options={placeOptions} />
        </Form.Item>
      )}
      <Row gutter={12}>
        {need.toPhase && (
          <Col xs={24} sm={10}>
            <Form.Item name="to_phase" label="到阶段" rules={[{ required: true, message: '请选择移入的阶段' }]}>
              <Select placeholder="阶段" options={phaseOptions} />
            </Form.Item>
          </Col>
        )}
        {need.to && (
          <Col xs={24} sm={need.toPhase ? 14 : 24}>
            <Form.Item name="to_area_id" label={op === 'sow' ? '播种区域' : '到区域'} rules={[{ required: true, message: '请选择区域' }]}>
              <Select showSearch optionFilterProp="label" placeholder="区域" options={areaOptions} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item name="dishes" label="计划盘数" rules={[{ required: true, message: '请填写计划盘数' }]}>
        <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} placeholder="盘" />
      </Form.Item>
      <WoPlanFields fid={fid} op={op} />
      <Form.Item name="remark" label="备注">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDrawer>
  );
}
