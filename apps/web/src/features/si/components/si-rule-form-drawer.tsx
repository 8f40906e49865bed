import { Alert, Col, Form, Input, InputNumber, Row, Select, Switch, TimePicker, Typography, type FormInstance } from 'antd';
import { SI_DUE_DAY_MAX, SI_PERIODS, SI_PERIOD_LABELS, saveSiRuleBodySchema, type SiRule } from '@pfs/domain/si';
import { FormDrawer, useNamedRecordForm } from '@/components/form-modal';
import { RemarkItem } from '@/components/form-items';
import { labelOptions } from '@/components/list-filters';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMemberOptions } from '@/lib/member-options';
import { zodRule } from '@/lib/zod-rule';
import { useSiRoleOptions } from '../api/get-fac-role-list';
import { useSiItemOptions } from '../api/get-si-item-options';
import { useSaveSiRule } from '../api/save-si-rule';
import { saveChecked } from '../utils/form-issues';
import { currentPlanText, ruleWindowText, timingOf, toSaveSiRuleBody, toSiRuleForm, type SiRuleFormValues } from '../utils/si-rule-form';
import { SiItemOrderField } from './si-item-order-field';

const shape = saveSiRuleBodySchema.shape;
const DUE_DAY_HINT = { d: '', w: '1 = 周一', m: '1 = 每月 1 日', s: '1 = 季度第一天', y: '1 = 1 月 1 日' } as const;

/** The sentence that says when the rule's plans fall due, and where this period's plan stands. */
function WindowPreview({ form }: { form: FormInstance<SiRuleFormValues> }) {
  const v = Form.useWatch([], form) as Partial<SiRuleFormValues> | undefined;
  const t = v && timingOf(v);
  if (!t || t.start_time === t.end_time) return null;
  return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={ruleWindowText(t)} description={currentPlanText(t)} />;
}

/** Who does the rule's plans: a role, named members, or both (the pickers need 成员与角色 read access). */
function AssigneeFields({ fid, rule }: { fid: number; rule: SiRule | null }) {
  const allowed = useHasAnyPerm(['auth.list']);
  const roles = useSiRoleOptions(fid, allowed);
  const members = useMemberOptions(fid, allowed);
  const roleOptions = roles.data?.map((r) => ({ value: r.role_id, label: r.name })) ?? [];
  if (rule?.assignee_role_id && !roleOptions.some((o) => o.value === rule.assignee_role_id))
    roleOptions.push({ value: rule.assignee_role_id, label: rule.assignee_role_name ?? `角色 ${rule.assignee_role_id}` });
  const memberOptions = [...(members.data ?? [])];
  for (const a of rule?.assignees ?? []) if (!memberOptions.some((o) => o.value === a.uid)) memberOptions.push({ value: a.uid, label: a.cname });
  return (
    <Row gutter={12}>
      <Col xs={24} sm={10}>
        <Form.Item name="assignee_role_id" label="负责角色" extra={allowed ? '该角色的成员都可以执行' : '选择角色与成员需要「成员与角色」的查看权限'}>
          <Select allowClear placeholder="不按角色" options={roleOptions} loading={roles.isLoading} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={14}>
        <Form.Item name="assignee_uids" label="负责人" rules={[zodRule(shape.assignee_uids)]}>
          <Select
            mode="multiple"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="指定成员（可与角色同时设置）"
            options={memberOptions}
            loading={members.isLoading}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** New inspection rule (rule = null) or an edit; plans already made keep their copy, an unanswered current plan is re-made. */
export function SiRuleFormDrawer({ fid, open, rule, onClose }: { fid: number; open: boolean; rule: SiRule | null; onClose: () => void }) {
  const shell = useNamedRecordForm<SiRuleFormValues>(rule, '巡检规则', { open, onClose });
  const { form } = shell;
  const save = useSaveSiRule();
  const items = useSiItemOptions(fid, open);
  const period = Form.useWatch('period', form) ?? 'd';
  return (
    <FormDrawer<SiRuleFormValues>
      {...shell}
      name="si_rule"
      width={680}
      reset
      fill={() => toSiRuleForm(rule)}
      pending={save.isPending}
      submit={(v) => saveChecked(form, saveSiRuleBodySchema, toSaveSiRuleBody(fid, rule, v), save.mutateAsync)}
    >
      <WindowPreview form={form} />
      <Form.Item name="name" label="规则名称" rules={[zodRule(shape.name, '请填写规则名称')]}>
        <Input maxLength={64} placeholder="如 育苗室早班巡检、空调周检" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item name="period" label="周期" rules={[{ required: true, message: '请选择周期' }]}>
            <Select options={labelOptions(SI_PERIODS, SI_PERIOD_LABELS)} onChange={() => form.setFieldValue('due_day', 1)} />
          </Form.Item>
        </Col>
        {period !== 'd' && (
          <Col xs={12} sm={8}>
            <Form.Item
              name="due_day"
              label="到期日（第几天）"
              extra={`${DUE_DAY_HINT[period]}，最大 ${SI_DUE_DAY_MAX[period]}`}
              rules={[{ required: true, message: '请填写到期日' }]}
            >
              <InputNumber min={1} max={SI_DUE_DAY_MAX[period]} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item name="start_time" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} inputReadOnly style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="end_time" label="截止时间" extra="早于开始时间即为次日" rules={[{ required: true, message: '请选择截止时间' }]}>
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} inputReadOnly style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="late_min" label="宽限（分钟）" rules={[zodRule(shape.late_min, '请填写宽限分钟')]}>
            <InputNumber min={0} max={1440} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="ci_ids" label="巡检项" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个巡检项' }]}>
        <SiItemOrderField
          loading={items.isLoading}
          options={(items.data ?? []).map((i) => ({ value: i.ci_id, label: i.name, hint: i.target_name }))}
          held={rule?.items.map((i) => ({ value: i.ci_id, label: i.name, hint: i.target_name })) ?? []}
        />
      </Form.Item>
      <AssigneeFields fid={fid} rule={rule} />
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item name="case_days" label="整改期限（天）" extra="发现异常后须在几天内处理" rules={[zodRule(shape.case_days, '请填写整改期限')]}>
            <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        保存后按规则生成本周期的计划；已生成的计划不受影响，本周期尚未有人作答的计划按新规则重建。
      </Typography.Paragraph>
      <RemarkItem rule={zodRule(shape.remark)} maxLength={200} />
    </FormDrawer>
  );
}
