import { Checkbox, Form, Input, Switch } from 'antd';
import { FAC_MODULES, FAC_MODULE_LABELS, PLANT_TYPES, PLANT_TYPE_LABELS } from '@pfs/domain/factory-cfg';
import { saveSysFactoryBodySchema, type SaveSysFactoryBody } from '@pfs/domain/sys-factory';
import { FormDrawer } from '@/components/form-modal';
import { zodRule } from '@/lib/zod-rule';
import { useSaveSysFactory } from '../api/sys-factory';

type Values = Required<Pick<SaveSysFactoryBody, 'name' | 'short_name' | 'city_district' | 'plant_types' | 'mcodes' | 'for_test'>>;
const shape = saveSysFactoryBodySchema.shape;
const BLANK: Values = { name: '', short_name: '', city_district: '', plant_types: ['PL'], mcodes: ['iot'], for_test: false };

/** 新建工厂: what a factory needs to start; the rest (location, weather code, logo) is its 工厂信息, edited inside it. */
export function FactoryCreateDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveSysFactory();
  return (
    <FormDrawer<Values>
      title="新建工厂"
      open={open}
      form={form}
      name="sys-factory"
      width={520}
      reset
      fill={() => BLANK}
      pending={save.isPending}
      notice={
        <p style={{ marginTop: 0 }}>新工厂带有角色模板（厂长、种植员、仓管员、销售、设备员、访客），您以厂长身份加入，保存后即可在顶栏切换进入并添加成员。</p>
      }
      submit={async (v) => (await save.mutateAsync(v)).msg}
      onClose={onClose}
    >
      <Form.Item name="name" label="工厂名称" rules={[zodRule(shape.name, '请填写工厂名称')]}>
        <Input maxLength={64} placeholder="如 一号植物工厂" />
      </Form.Item>
      <Form.Item name="short_name" label="简称" extra="顶栏和大屏空间不足时显示" rules={[zodRule(shape.short_name)]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="city_district" label="所在城市区县" rules={[zodRule(shape.city_district)]}>
        <Input maxLength={64} placeholder="如 上海市浦东新区" />
      </Form.Item>
      <Form.Item name="plant_types" label="种植类型" extra="含「育苗」或「种苗」的是育苗工厂，含「种植」的是种植工厂">
        <Checkbox.Group options={PLANT_TYPES.map((t) => ({ value: t, label: `${PLANT_TYPE_LABELS[t]}（${t}）` }))} />
      </Form.Item>
      <Form.Item name="mcodes" label="模块">
        <Checkbox.Group options={FAC_MODULES.map((m) => ({ value: m, label: FAC_MODULE_LABELS[m] }))} />
      </Form.Item>
      <Form.Item name="for_test" label="测试工厂" valuePropName="checked" extra="顶栏的工厂名旁标「测试」">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
