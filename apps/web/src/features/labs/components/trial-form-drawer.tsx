import { useMemo, useState } from 'react';
import { DatePicker, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { TRIAL_BATCHES_MAX, TRIAL_BATCHES_MIN, TRIAL_STATUSES, TRIAL_STATUS_LABELS, saveTrialBodySchema, type TrialView } from '@pfs/domain/labs';
import { BATCH_STATUS_LABELS } from '@pfs/domain/plant';
import { FormDrawer, useNamedRecordForm, savedMessage, type RecordDialogProps } from '@/components/form-modal';
import { AddRowButton, ListRow } from '@/components/list-rows';
import { useSettingsStore } from '@/lib/settings-store';
import { zodRule } from '@/lib/zod-rule';
import { useLabBatchOptions } from '../api/get-lab-batch-options';
import { useSaveLab } from '../api/save-lab';
import { toSaveTrialBody, toTrialForm, type TrialFormValues } from '../utils/trial-form';

const shape = saveTrialBodySchema.shape;

/** New trial (trial = null) or an edit: what it tests and 2–8 batches, each with the variable it stands for. */
export function TrialFormDrawer({ fid, open, trial, onClose, onSaved }: RecordDialogProps<TrialView> & { trial: TrialView | null }) {
  const shell = useNamedRecordForm<TrialFormValues>(trial, '实验', { open, onClose }, '新建实验');
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const [kw, setKw] = useState('');
  const found = useLabBatchOptions(fid, kw, open);
  const save = useSaveLab();
  // The trial's own batches stay choosable even when the search shows others.
  const options = useMemo(() => {
    const seen = new Map<number, { value: number; label: string }>();
    for (const b of trial?.batches ?? []) seen.set(b.batch_id, { value: b.batch_id, label: `${b.batch_no} · ${b.crop} ${b.variety}` });
    for (const b of found.data ?? [])
      seen.set(b.batch_id, { value: b.batch_id, label: `${b.batch_no} · ${b.crop} ${b.variety} · 播种 ${b.sow_date} · ${BATCH_STATUS_LABELS[b.status]}` });
    return [...seen.values()];
  }, [trial, found.data]);
  return (
    <FormDrawer<TrialFormValues>
      {...shell}
      name="lab-trial"
      width={720}
      reset
      fill={() => toTrialForm(trial)}
      pending={save.isPending}
      submit={(v) => savedMessage(save.mutateAsync(toSaveTrialBody(fid, trial, v)), onSaved)}
    >
      <Form.Item name="name" label="实验名称" rules={[zodRule(shape.name, '请填写实验名称')]}>
        <Input maxLength={64} placeholder="如 生菜栽培密度对比" />
      </Form.Item>
      <Form.Item name="goal" label="实验目的 / 说明" rules={[zodRule(shape.goal)]}>
        <Input.TextArea rows={2} maxLength={500} placeholder="要比较什么、预期结果" />
      </Form.Item>
      <Space wrap size={16}>
        <Form.Item name="status" label="状态" rules={[{ required: true, message: '请选择状态' }]}>
          <Select style={{ width: 120 }} options={TRIAL_STATUSES.map((s) => ({ value: s, label: TRIAL_STATUS_LABELS[s] }))} />
        </Form.Item>
        <Form.Item
          name="dates"
          label="开始 → 结束日期"
          rules={[{ validator: (_r, v) => (v?.[0] ? Promise.resolve() : Promise.reject(new Error('请选择开始日期'))) }]}
        >
          <DatePicker.RangePicker allowEmpty={[false, true]} placeholder={['开始日期', '结束日期（可空）']} />
        </Form.Item>
        <Form.Item name="dish_m2" label="每盘面积 (m²)" tooltip="用于计算每平方米产量：单盘产量 ÷ 每盘面积" rules={[zodRule(shape.dish_m2, '请填写每盘面积')]}>
          <InputNumber min={0.01} max={10} step={0.01} precision={3} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Typography.Text strong style={{ display: 'block' }}>
        对比批次（{TRIAL_BATCHES_MIN}–{TRIAL_BATCHES_MAX} 个，每个注明对比变量）
      </Typography.Text>
      <Form.List
        name="batches"
        rules={[
          {
            validator: async (_r, v: unknown[]) => {
              if (!v || v.length < TRIAL_BATCHES_MIN) throw new Error(`对比批次至少 ${TRIAL_BATCHES_MIN} 个`);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((f, i) => (
              <ListRow key={f.key} removeLabel="移除批次" disabled={fields.length <= TRIAL_BATCHES_MIN} onRemove={() => remove(f.name)}>
                <Form.Item name={[f.name, 'batch_id']} rules={[{ required: true, message: '请选择批次' }]}>
                  <Select
                    showSearch
                    filterOption={false}
                    onSearch={setKw}
                    loading={found.isFetching}
                    placeholder={`批次 ${i + 1}：输入批次号或作物搜索`}
                    aria-label={`批次 ${i + 1}`}
                    options={options}
                    style={{ width: mobile ? 260 : 380 }}
                    notFoundContent="没有匹配的批次"
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'label']} rules={[{ required: true, whitespace: true, message: '请填写对比变量' }]}>
                  <Input maxLength={32} placeholder="对比变量，如 密度 9 株/盘" aria-label={`对比变量 ${i + 1}`} style={{ width: 200 }} />
                </Form.Item>
              </ListRow>
            ))}
            <Form.ErrorList errors={errors} />
            <AddRowButton disabled={fields.length >= TRIAL_BATCHES_MAX} onClick={() => add({ label: '' })}>
              添加批次
            </AddRowButton>
          </>
        )}
      </Form.List>
      <Form.Item name="remark" label="备注" rules={[zodRule(shape.remark)]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDrawer>
  );
}
