import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Col, Collapse, Flex, Form, Input, InputNumber, Radio, Result, Row, Skeleton, Space, Switch, Typography } from 'antd';
import { ExperimentOutlined, SaveOutlined } from '@ant-design/icons';
import { describeRule, type RuleBody } from '@pfs/domain/rule';
import { PageContainer } from '@/components/page-container';
import { feedback } from '@/lib/feedback';
import { useCurrentFid, useHasAnyPerm } from '@/lib/auth-store';
import { usePointIndex } from '@/lib/iot-data/get-iot-point-options';
import { useIotRule } from '../api/get-iot-rule';
import { useCreateIotRule } from '../api/create-iot-rule';
import { useUpdateIotRule } from '../api/update-iot-rule';
import { useTestIotRule, type DryRun } from '../api/test-iot-rule';
import { ActionList } from '../components/action-list';
import { ConditionList } from '../components/condition-list';
import { RULE_POINT_KINDS } from '../components/point-select';
import { DryRunResult } from '../components/dry-run-result';
import { ScheduleFields } from '../components/schedule-fields';
import { EMPTY_RULE, parseRule, pointLookup } from '../utils/rule-form';
import { action } from '@/lib/user-action';

/** The strategy editor (/iot/rules_detail?id=): sentences, pickers with units, live summary and "test now". */
export default function RuleDetailPage() {
  const fid = useCurrentFid();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const navigate = useNavigate();
  const canEdit = useHasAnyPerm(['cfg.iot.edit']);
  const rule = useIotRule(fid, id);
  const points = usePointIndex(fid, RULE_POINT_KINDS);
  const create = useCreateIotRule();
  const update = useUpdateIotRule();
  const test = useTestIotRule();
  const [form] = Form.useForm<RuleBody>();
  const [errors, setErrors] = useState<string[]>([]);
  const [dry, setDry] = useState<DryRun | null>(null);
  const values = Form.useWatch([], form) as RuleBody | undefined;

  useEffect(() => {
    form.setFieldsValue(id ? (rule.data ?? EMPTY_RULE) : EMPTY_RULE);
    setDry(null);
  }, [form, id, rule.data]);

  if (!fid) return null;
  if (id && rule.isError) return <Result status="404" title="策略不存在" subTitle="它可能已被删除" extra={<Button onClick={() => void navigate('/iot/rules')}>返回策略列表</Button>} />;
  if (id && rule.isLoading) return <Skeleton active style={{ padding: 24 }} />;

  const check = () => {
    const r = parseRule({ ...EMPTY_RULE, ...form.getFieldsValue(true) });
    setErrors(r.ok ? [] : r.errors);
    return r;
  };
  const save = async () => {
    await form.validateFields().catch(() => undefined);
    const r = check();
    if (!r.ok) return;
    try {
      if (id) await update.mutateAsync({ ...r.body, fid, rule_id: id });
      else await create.mutateAsync({ ...r.body, fid });
      feedback.message.success('策略已保存');
      void navigate('/iot/rules');
    } catch {
      /* shown by the wrapper */
    }
  };
  const tryNow = async () => {
    const r = check();
    if (!r.ok) return;
    setDry(await test.mutateAsync({ ...r.body, fid, rule_id: id }).catch(() => null));
  };
  // The whole store, not only the watched fields: a step's act_type has no input of its own.
  const all = (values ? form.getFieldsValue(true) : EMPTY_RULE) as RuleBody;
  const summary = describeRule({ ...EMPTY_RULE, ...all, actions: (all.actions ?? []).filter(Boolean), conditions: (all.conditions ?? []).filter((c) => c?.point_id) }, pointLookup(points));

  return (
    <PageContainer
      title={id ? `编辑策略：${rule.data?.name ?? ''}` : '新建策略'}
      description={`策略版本 ${rule.data?.version ?? '1.3'}`}
      extra={
        <Space>
          <Button onClick={() => void navigate('/iot/rules')}>返回列表</Button>
          <Button icon={<ExperimentOutlined />} onClick={action(tryNow)} loading={test.isPending}>
            试运行
          </Button>
          {canEdit && (
            <Button type="primary" icon={<SaveOutlined />} onClick={action(save)} loading={create.isPending || update.isPending}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={EMPTY_RULE} disabled={!canEdit} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} xl={16}>
            <Card title="基本信息" size="small" style={{ marginBottom: 16 }}>
              <Flex gap={16} wrap>
                <Form.Item name="name" label="策略名称" rules={[{ required: true, min: 2, max: 64, message: '策略名称须为 2–64 个字符' }]} style={{ flex: '1 1 260px' }}>
                  <Input placeholder="如：栽培一区高温通风" />
                </Form.Item>
                <Form.Item name="priority" label="优先级（0–100，越大越优先）" style={{ width: 200 }}>
                  <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name="enabled" label="启用" valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Flex>
            </Card>
            <Card title="条件（传感器数值）" size="small" style={{ marginBottom: 16 }}>
              <ConditionList fid={fid} points={points} />
            </Card>
            <Card title="执行时段与重复" size="small" style={{ marginBottom: 16 }}>
              <ScheduleFields />
            </Card>
            <Card title="动作（按顺序执行）" size="small" style={{ marginBottom: 16 }}>
              <ActionList fid={fid} points={points} />
              <Form.Item name="otherwise" label="条件不再满足 / 时段结束时" style={{ marginTop: 16, marginBottom: 0 }}>
                <Radio.Group>
                  <Space direction="vertical">
                    <Radio value="keep">保持开关现状（不下发指令）</Radio>
                    <Radio value="reverse">反向执行：打开的关闭、关闭的打开、设过数值的关闭（如 18:00–06:00 开灯、其余时间关灯）</Radio>
                  </Space>
                </Radio.Group>
              </Form.Item>
            </Card>
            <Collapse
              size="small"
              items={[
                {
                  key: 'adv',
                  label: '高级设置：数据有效期、最短指令间隔',
                  children: (
                    <Flex gap={16} wrap>
                      <Form.Item name="max_age_min" label="数据有效期（分钟）" extra="读数超过这么久未更新就不据此执行，并在执行记录中注明" style={{ width: 260 }}>
                        <InputNumber min={1} max={1440} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                      <Form.Item name="min_interval_s" label="最短指令间隔（秒）" extra="同一开关两次指令之间至少间隔这么久，防止频繁开关" style={{ width: 260 }}>
                        <InputNumber min={0} max={3600} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Flex>
                  ),
                },
              ]}
            />
          </Col>
          <Col xs={24} xl={8}>
            <Card title="这条策略会做什么" size="small" style={{ marginBottom: 16, position: 'sticky', top: 16 }}>
              <Typography.Paragraph data-testid="rule-summary" style={{ fontSize: 15, lineHeight: 1.8 }}>
                {summary}
              </Typography.Paragraph>
              {errors.length > 0 && <Alert type="error" showIcon message="请先修改以下问题" description={<ul style={{ margin: 0, paddingLeft: 18 }}>{errors.map((e) => <li key={e}>{e}</li>)}</ul>} style={{ marginBottom: 12 }} />}
              {dry ? <DryRunResult r={dry} /> : <Typography.Text type="secondary">点「试运行」用当前数值检验这条策略，不会下发指令。</Typography.Text>}
            </Card>
          </Col>
        </Row>
      </Form>
    </PageContainer>
  );
}
