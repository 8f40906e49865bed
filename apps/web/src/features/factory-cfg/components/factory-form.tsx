import { useEffect } from 'react';
import { Button, Checkbox, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { FAC_MODULES, FAC_MODULE_LABELS, PLANT_TYPES, PLANT_TYPE_LABELS, updateFacCfgBodySchema, type FacCfg } from '@pfs/domain/factory-cfg';
import { FieldGrid, type FieldDef } from '@/components/form-grid';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { zodRule } from '@/lib/zod-rule';
import { useUpdateFacCfg } from '../api/update-fac-cfg';
import { moduleChanges, toFactoryForm, toUpdateFacCfgBody, type FactoryFormValues } from '../utils/factory-form';

const shape = updateFacCfgBodySchema.shape;
/** What each module brings into the menus. */
const MODULE_MENUS: Record<(typeof FAC_MODULES)[number], string> = {
  iot: '物联网菜单、物联网配置、物联网日志',
  si: '日常巡检、巡检报表',
  mes: '生产控制、生产工单',
  screen: '大屏配置',
};
const FIELDS: FieldDef[] = [
  { name: 'fac_name', label: '工厂名称', rules: [zodRule(shape.fac_name, '请填写工厂名称')], input: <Input maxLength={64} /> },
  { name: 'short_name', label: '简称', extra: '顶栏和大屏空间不足时显示', rules: [zodRule(shape.short_name)], input: <Input maxLength={32} /> },
  { name: 'city_district', label: '所在城市区县', rules: [zodRule(shape.city_district)], input: <Input maxLength={64} placeholder="如 上海市浦东新区" /> },
  { name: 'poi', label: '地点', rules: [zodRule(shape.poi)], input: <Input maxLength={128} placeholder="园区或门牌" /> },
  {
    name: 'loc',
    label: '经纬度',
    extra: '经度,纬度，天气预报按此定位',
    rules: [zodRule(shape.loc)],
    normalize: (v: string) => v.replaceAll('，', ','),
    input: <Input placeholder="121.60,31.20" />,
  },
  {
    name: 'heweather_key',
    label: '天气城市代码',
    extra: '和风天气的城市 ID，如 101020600',
    rules: [zodRule(shape.heweather_key)],
    input: <Input maxLength={32} />,
  },
  { name: 'faci_usage', label: '工厂用途', input: <Select options={[{ value: 'PL', label: 'PL 种植' }]} /> },
  {
    name: 'plant_types',
    label: '种植类型',
    extra: '含「育苗」或「种苗」的是育苗工厂，含「种植」的是种植工厂',
    input: <Checkbox.Group options={PLANT_TYPES.map((t) => ({ value: t, label: `${PLANT_TYPE_LABELS[t]}（${t}）` }))} />,
  },
];

/** 工厂信息: name, place, weather code, usage, plant types and modules; read-only without cfg.fac.edit. */
export function FactoryForm({ cfg, canEdit }: { cfg: FacCfg; canEdit: boolean }) {
  const [form] = Form.useForm<FactoryFormValues>();
  const save = useUpdateFacCfg();
  useEffect(() => form.setFieldsValue(toFactoryForm(cfg)), [cfg, form]);

  const submit = action(async () => {
    const v = await form.validateFields();
    const { removed } = moduleChanges(cfg, v.mcodes ?? []);
    if (removed.length > 0) {
      const ok = await new Promise<boolean>((resolve) =>
        feedback.modal.confirm({
          title: `关闭模块：${removed.map((m) => FAC_MODULE_LABELS[m]).join('、')}？`,
          content: `保存后，${removed.map((m) => MODULE_MENUS[m]).join('、')}将从本工厂所有成员的菜单中消失；已有数据保留，重新开启后恢复。`,
          okText: '关闭并保存',
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
      if (!ok) return;
    }
    const r = await save.mutateAsync(toUpdateFacCfgBody(cfg.fid, v));
    feedback.message.success(`${r.msg}，菜单已按新的模块更新`);
  });

  return (
    <Form form={form} layout="vertical" disabled={!canEdit} onFinish={submit} style={{ maxWidth: 760 }}>
      <FieldGrid fields={FIELDS} col={{ xs: 24, md: 12 }} />
      <Form.Item name="mcodes" label="模块" extra="开启或关闭后，本工厂所有成员的菜单立即按模块显示">
        <Checkbox.Group style={{ width: '100%' }}>
          <Space direction="vertical">
            {FAC_MODULES.map((m) => (
              <Checkbox key={m} value={m}>
                <Typography.Text strong>{FAC_MODULE_LABELS[m]}</Typography.Text> <Tag>{m}</Tag>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  菜单：{MODULE_MENUS[m]}
                </Typography.Text>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Form.Item>
      {canEdit && (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
          <Button onClick={() => form.setFieldsValue(toFactoryForm(cfg))}>还原</Button>
        </Space>
      )}
    </Form>
  );
}
