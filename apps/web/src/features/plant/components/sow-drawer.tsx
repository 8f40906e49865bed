import { useEffect } from 'react';
import { Alert, Button, DatePicker, Flex, Form, Input, InputNumber, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { AREA_KIND_LABELS, BATCH_NO_PATTERN, DISHES_MAX, fmtQty } from '@pfs/domain/plant';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useCreatePlantBatch } from '../api/create-plant-batch';
import { useFacAreaOptions } from '@/lib/area-options';
import { useMaterialOptions } from '@/lib/material-options';
import { usePlantSpecOptions, type SpecOption } from '../api/get-plant-spec-options';
import { sowBody, type SowValues } from '../utils/batch-form-body';
import { count, factoryToday } from '../utils/plant-format';
import { EntryDrawer } from './entry-drawer';
import { LotSelect } from './lot-select';
import { AreaSelect, SpecSelect } from './plant-pickers';

const MAX_PLACES = 20;
const plantsPerDishAtSowing = (s: SpecOption) => (s.first_phase === 'grow' ? s.grow_plants_per_dish : s.seedling_plants_per_dish);

/** What the chosen spec sows: first phase, the area kind it needs, plants per dish, seed per dish. */
function SpecHint({ spec, dishes }: { spec: SpecOption; dishes: number }) {
  const ppd = plantsPerDishAtSowing(spec);
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      message={`第 ${spec.cur_ver} 版：播入「${PLANT_PHASE_LABELS[spec.first_phase]}」阶段，放在${AREA_KIND_LABELS[spec.first_area_kind]}类区域，每盘 ${ppd} 株`}
      description={
        dishes > 0
          ? `共 ${count(dishes)} 盘，约 ${count(dishes * ppd)} 株${spec.seed_item_id ? `，用种 ${fmtQty(dishes * spec.seed_per_dish)} ${spec.seed_unit ?? ''}（按先到期批号领用）` : '，该规格未设种子，不领用'}；育苗海绵每盘 1 片，共 ${count(dishes)} 片（工厂有育苗海绵耗材时按先到期批号领用）`
          : undefined
      }
    />
  );
}

/** 播种: a new batch — crop spec, one or more areas with their dishes, the day, optionally a seed lot and number. */
export function SowDrawer({
  fid,
  open,
  onClose,
  onCreated,
}: {
  fid: number;
  open: boolean;
  onClose: () => void;
  onCreated: (batchId: number, batchNo: string) => void;
}) {
  const [form] = Form.useForm<SowValues>();
  const specs = usePlantSpecOptions(fid);
  const areas = useFacAreaOptions(fid);
  const create = useCreatePlantBatch();
  const specId = Form.useWatch('spec_id', form);
  const places = Form.useWatch('places', form) ?? [];
  const spec = specs.data?.find((s) => s.spec_id === specId);
  const seeds = useMaterialOptions(fid, 'seed', open && !!spec?.seed_item_id);
  const seed = seeds.data?.find((x) => x.item_id === spec?.seed_item_id);
  const today = factoryToday();
  const dishes = places.reduce((s, p) => s + (p?.dishes ?? 0), 0);
  const freeOf = (areaId: number | null | undefined) => areas.data?.flatMap((f) => f.areas).find((a) => a.area_id === areaId)?.free;

  useEffect(() => {
    if (open) form.setFieldsValue({ sow_date: dayjs(today), places: [{}], batch_no: '', remark: '' });
  }, [open, form, today]);

  const submit = action(async (v: SowValues) => {
    const r = await create.mutateAsync(sowBody(fid, v));
    feedback.message.success(r.msg && r.msg !== 'ok' ? r.msg : `已播种，批次号 ${r.data.batch.batch_no}`);
    form.resetFields();
    onCreated(r.data.batch.batch_id, r.data.batch.batch_no);
  });

  return (
    <EntryDrawer title="播种" okText="确定播种" open={open} pending={create.isPending} form={form} onFinish={submit} onClose={onClose}>
      <Form.Item name="spec_id" label="品种规格" rules={[{ required: true, message: '请选择品种规格' }]}>
        <SpecSelect fid={fid} style={{ width: '100%' }} onChange={() => form.setFieldValue('seed_lot_id', undefined)} />
      </Form.Item>
      {spec && <SpecHint spec={spec} dishes={dishes} />}
      <Form.Item name="sow_date" label="播种日期" rules={[{ required: true, message: '请选择播种日期' }]}>
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
      </Form.Item>
      <Typography.Text strong>播种区域与盘数</Typography.Text>
      <Form.List
        name="places"
        rules={[
          {
            validator: async (_r, rows: SowValues['places'] | undefined) => {
              const ids = (rows ?? []).map((p) => p?.area_id).filter((x) => x != null);
              if (!rows?.length) throw new Error('请选择播种区域');
              if (new Set(ids).size !== ids.length) throw new Error('播种区域不能重复');
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div style={{ marginTop: 8 }}>
            {fields.map((f) => {
              const free = freeOf(places[f.name]?.area_id);
              const want = places[f.name]?.dishes ?? 0;
              return (
                <Flex key={f.key} gap={8} align="start">
                  <Form.Item
                    name={[f.name, 'area_id']}
                    rules={[{ required: true, message: '请选择区域' }]}
                    style={{ flex: 1, marginBottom: 12 }}
                    extra={free !== undefined && want > free ? <Typography.Text type="warning">只剩 {free} 个空位</Typography.Text> : undefined}
                  >
                    <AreaSelect fid={fid} dishAreasOnly detail style={{ width: '100%' }} filter={spec ? (a) => a.kind === spec.first_area_kind : undefined} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'dishes']} rules={[{ required: true, message: '请填写盘数' }]} style={{ width: 120, marginBottom: 12 }}>
                    <InputNumber min={1} max={DISHES_MAX} precision={0} placeholder="盘数" style={{ width: '100%' }} />
                  </Form.Item>
                  {fields.length > 1 && <Button type="text" aria-label="移除区域" icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} />}
                </Flex>
              );
            })}
            <Form.ErrorList errors={errors} />
            {fields.length < MAX_PLACES && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block style={{ marginBottom: 16 }}>
                再加一个区域
              </Button>
            )}
          </div>
        )}
      </Form.List>
      {spec?.seed_item_id && (
        <Form.Item name="seed_lot_id" label="种子批号" extra="不选则按先到期先用自动领用">
          <LotSelect item={seed} need={spec ? dishes * spec.seed_per_dish : null} />
        </Form.Item>
      )}
      <Form.Item
        name="batch_no"
        label="批次号"
        extra="留空自动编号（B+播种日期-序号）"
        rules={[{ pattern: BATCH_NO_PATTERN, message: '批次号 batch_no 须为 1–32 个字母、数字、- 或 _' }]}
      >
        <Input maxLength={32} placeholder="自动编号" />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[{ max: 500, message: '备注不能超过 500 个字符' }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          确定播种
        </Button>
        <Button onClick={onClose}>取消</Button>
      </Space>
    </EntryDrawer>
  );
}
