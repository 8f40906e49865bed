import { useEffect } from 'react';
import { Button, Col, Form, InputNumber, Row, Typography } from 'antd';
import { type ClimateTargetsView } from '@pfs/domain/factory-cfg';
import { AREA_KIND_LABELS } from '@pfs/domain/plant';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useSaveAreaClimateTargets } from '../api/save-area-climate-targets';
import { TARGET_PAIRS, toTargetForm, toTargetsBody, type TargetFormValues } from '../utils/climate-targets-form';

/** The targets of one area kind: a lower and an upper bound per quantity, each optional. */
export function ClimateTargetsForm({ fid, targets, canEdit }: { fid: number; targets: ClimateTargetsView; canEdit: boolean }) {
  const [form] = Form.useForm<TargetFormValues>();
  const save = useSaveAreaClimateTargets();
  useEffect(() => form.setFieldsValue(toTargetForm(targets)), [targets, form]);
  const submit = action(async () => {
    const v = await form.validateFields();
    const r = await save.mutateAsync(toTargetsBody(fid, targets.kind, v));
    feedback.message.success(r.msg);
  });
  return (
    <Form form={form} layout="vertical" disabled={!canEdit} onFinish={submit}>
      <Typography.Paragraph type="secondary">
        所有「{AREA_KIND_LABELS[targets.kind]}」区域的环境目标：区域详情用它判断实时环境是否达标，批次的环境汇总用它统计达标时间。留空表示不设此限。
      </Typography.Paragraph>
      {TARGET_PAIRS.map((p) => (
        <Row gutter={16} key={p.key}>
          <Col xs={12} md={6}>
            <Form.Item name={`${p.key}_min`} label={`${p.label}下限`}>
              <InputNumber min={p.min} max={p.max} step={p.step} addonAfter={p.unit} style={{ width: '100%' }} placeholder="不限" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name={`${p.key}_max`}
              label={`${p.label}上限`}
              dependencies={[`${p.key}_min`]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_r, hi: number | null | undefined) => {
                    const lo = getFieldValue(`${p.key}_min`) as number | null | undefined;
                    if (lo !== null && lo !== undefined && hi !== null && hi !== undefined && lo > hi) throw new Error(`${p.label}下限不能大于上限`);
                  },
                }),
              ]}
            >
              <InputNumber min={p.min} max={p.max} step={p.step} addonAfter={p.unit} style={{ width: '100%' }} placeholder="不限" />
            </Form.Item>
          </Col>
        </Row>
      ))}
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存{AREA_KIND_LABELS[targets.kind]}区域的目标
        </Button>
      )}
    </Form>
  );
}
