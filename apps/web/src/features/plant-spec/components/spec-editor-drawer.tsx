import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { TOAST_SECONDS } from '@pfs/domain';
import { saveSpecBodySchema } from '@pfs/domain/plant-spec';
import { FieldGrid, type FieldDef } from '@/components/form-grid';
import { feedback } from '@/lib/feedback';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useSettingsStore } from '@/lib/settings-store';
import { action } from '@/lib/user-action';
import { zodRule } from '@/lib/zod-rule';
import { useMaterialOptions } from '@/lib/material-options';
import type { SpecDetail } from '../api/get-plant-spec';
import { useSavePlantSpec } from '../api/save-plant-spec';
import { templateProblem, toSaveSpecBody, toSpecForm, versionChanges, type SpecFormValues } from '../utils/spec-form';
import { GradesField } from './grades-field';
import { PhaseTemplateField } from './phase-template-field';
import { trimmedNumber } from '@/components/number-input';

const shape = saveSpecBodySchema.shape;
const NAME_FIELDS: FieldDef[] = [
  { name: 'crop', label: '作物', rules: [zodRule(shape.crop, '请填写作物')], input: <Input maxLength={32} placeholder="如 生菜" /> },
  { name: 'variety', label: '品种', rules: [zodRule(shape.variety, '请填写品种')], input: <Input maxLength={64} placeholder="如 意大利生菜" /> },
];
type Range = { min: number; max: number; precision: number };
/** A required per-dish number of the version, its unit after it. */
const perDish = (name: keyof typeof shape, label: string, addonAfter: ReactNode, range: Range): FieldDef => ({
  name,
  label,
  rules: [zodRule(shape[name], `请填写${label}`)],
  // Decimal fields show 0.25, not 0.250.
  input: <InputNumber {...range} {...(range.precision ? trimmedNumber(range.precision) : {})} addonAfter={addonAfter} style={{ width: '100%' }} />,
});
const PLANTS: Range = { min: 1, max: 10000, precision: 0 };

/** Creates a spec (spec = null) or edits one; a change to what batches follow is saved as the next version. */
export function SpecEditorDrawer({ fid, open, spec, onClose }: { fid: number; open: boolean; spec: SpecDetail | null; onClose: () => void }) {
  const [form] = Form.useForm<SpecFormValues>();
  const save = useSavePlantSpec();
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const seeds = useMaterialOptions(fid, 'seed', useHasAnyPerm(['plant.list']) && open, { silent: true });
  useEffect(() => {
    if (open) form.setFieldsValue(toSpecForm(spec));
  }, [open, spec, form]);
  // preserve: phase ids are not inputs, yet the comparison needs them.
  const values = Form.useWatch([], { form, preserve: true }) as SpecFormValues | undefined;
  const changes = spec && values?.phases ? versionChanges(spec, values) : [];
  const seedId = Form.useWatch('seed_item_id', form) as number | null | undefined;
  const seedUnit = seeds.data?.find((s) => s.item_id === seedId)?.unit ?? spec?.version.seed_unit ?? '';
  const versionFields: FieldDef[] = [
    perDish('seedling_plants_per_dish', '育苗盘每盘株数', '株/盘', PLANTS),
    perDish('grow_plants_per_dish', '栽培盘每盘株数', '株/盘', PLANTS),
    {
      name: 'seed_item_id',
      label: '种子',
      extra: seeds.isError ? '没有查看种子的权限，可以不选；播种时不会自动领用种子' : '播种时按「盘数 × 每盘用种」先到期先领用；不选则不领用',
      input: (
        <Select
          allowClear
          placeholder="不领用种子"
          loading={seeds.isLoading}
          options={[
            ...(seeds.data ?? []).map((s) => ({ value: s.item_id, label: `${s.name}（${s.unit}）` })),
            // A seed no longer offered (disabled) stays readable on the spec that names it.
            ...(spec?.version.seed_item_id && !seeds.data?.some((s) => s.item_id === spec.version.seed_item_id)
              ? [{ value: spec.version.seed_item_id, label: spec.version.seed_item_name ?? `物料 ${spec.version.seed_item_id}` }]
              : []),
          ]}
          onChange={(v: number | undefined) => form.setFieldValue('seed_item_id', v ?? null)}
        />
      ),
    },
    perDish('seed_per_dish', '每盘用种', seedUnit || '单位', { min: 0, max: 1000000, precision: 3 }),
    { ...perDish('yield_kg_per_dish', '每盘预期产量', 'kg/盘', { min: 0, max: 10000, precision: 3 }), extra: '历史批次的单盘产量与它对比' },
  ];

  const submit = action(async () => {
    await form.validateFields();
    // Every value, the phase ids of the template rows included (they are not inputs, so validateFields leaves them out).
    const v = form.getFieldsValue(true) as SpecFormValues;
    const problem = templateProblem(v.phases);
    if (problem) {
      feedback.message.error(problem, TOAST_SECONDS);
      return;
    }
    const r = await save.mutateAsync(toSaveSpecBody(fid, spec?.spec_id, v));
    feedback.message.success(r.msg);
    onClose();
  });

  return (
    <Drawer
      title={spec ? `编辑品种规格：${spec.crop} / ${spec.variety}` : '新建品种规格'}
      open={open}
      onClose={onClose}
      width={mobile ? '100%' : 760}
      forceRender
      destroyOnHidden={false}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={submit}>
            保存
          </Button>
        </Space>
      }
    >
      {spec && (
        <Alert
          showIcon
          type={changes.length ? 'warning' : 'info'}
          style={{ marginBottom: 16 }}
          message={
            changes.length
              ? `保存后将成为第 ${spec.cur_ver + 1} 版（改动：${changes.join('、')}）；已播种的 ${spec.batch_ct} 个批次仍按各自的版本`
              : `当前第 ${spec.cur_ver} 版，${spec.batch_ct} 个批次在用；只改名称或备注不会产生新版本`
          }
        />
      )}
      <Form form={form} layout="vertical">
        <FieldGrid fields={NAME_FIELDS} />
        <PhaseTemplateField />
        <FieldGrid fields={versionFields} />
        <GradesField />
        <Form.Item name="remark" label="备注" rules={[zodRule(shape.remark)]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        阶段、密度、种子与用种量、预期产量和等级属于版本：改动任何一项都会保存为新版本，已播种的批次始终按播种时的版本计算。
      </Typography.Paragraph>
    </Drawer>
  );
}
