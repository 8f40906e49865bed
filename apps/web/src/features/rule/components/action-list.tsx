import { Button, Flex, Form, InputNumber, Select, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, ClockCircleOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type PointOption } from '@pfs/domain/iot-history';
import { RULE_ACTION_LABELS, RULE_ACTIONS } from '@pfs/domain/rule';
import { PointSelect } from './point-select';

const ACTIONS = RULE_ACTIONS.map((a) => ({ value: a, label: a === 'number' ? '设为数值' : RULE_ACTION_LABELS[a] }));

/** The ordered action list: switch steps and delay steps, moved with the arrows. */
export function ActionList({ fid, points }: { fid: number; points: ReadonlyMap<number, PointOption> }) {
  const form = Form.useFormInstance();
  // Re-render rows when a step changes (a number action shows its value box, the unit follows the switch).
  Form.useWatch('actions', form);
  return (
    <Form.List name="actions">
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((f, i) => {
            const step = form.getFieldValue(['actions', f.name]) as { act_type: string; point_id?: number; action?: string } | undefined;
            const sw = step?.point_id ? points.get(step.point_id) : undefined;
            return (
              <Flex key={f.key} gap={8} wrap align="center" style={{ marginBottom: 8 }} data-testid={`action-${i}`}>
                <Tag style={{ minWidth: 28, textAlign: 'center' }}>{i + 1}</Tag>
                {step?.act_type === 'delay' ? (
                  <>
                    <ClockCircleOutlined />
                    <Typography.Text>等待</Typography.Text>
                    <Form.Item name={[f.name, 'delay_s']} noStyle rules={[{ required: true, message: '请填写延时' }]}>
                      <InputNumber min={1} max={86_400} precision={0} style={{ width: 110 }} suffix="秒" aria-label="延时秒数" />
                    </Form.Item>
                  </>
                ) : (
                  <>
                    <Form.Item name={[f.name, 'action']} noStyle>
                      <Select options={ACTIONS} style={{ width: 130 }} aria-label="动作" />
                    </Form.Item>
                    <Form.Item name={[f.name, 'point_id']} noStyle rules={[{ required: true, message: '请选择开关' }]}>
                      <PointSelect fid={fid} kind="switch" />
                    </Form.Item>
                    {step?.action === 'number' && (
                      <Form.Item name={[f.name, 'value']} noStyle rules={[{ required: true, message: '请填写数值' }]}>
                        <InputNumber
                          min={sw?.min ?? undefined}
                          max={sw?.max ?? undefined}
                          style={{ width: 150 }}
                          suffix={sw?.unit}
                          placeholder={sw && sw.min !== null ? `${sw.min}–${sw.max}` : '数值'}
                          aria-label="动作数值"
                        />
                      </Form.Item>
                    )}
                  </>
                )}
                <Button type="text" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} aria-label="上移" />
                <Button type="text" icon={<ArrowDownOutlined />} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} aria-label="下移" />
                <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除步骤" />
              </Flex>
            );
          })}
          <Flex gap={8}>
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ act_type: 'switch', point_id: undefined, action: 'open', value: null })}>
              添加开关动作
            </Button>
            <Button type="dashed" icon={<ClockCircleOutlined />} onClick={() => add({ act_type: 'delay', delay_s: 30 })}>
              添加延时
            </Button>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
            动作按顺序执行，延时步骤让后面的动作晚一些执行。「保持当前状态」不下发指令，但在策略生效期间占用该开关，优先级更低的策略不能控制它。
          </Typography.Paragraph>
        </>
      )}
    </Form.List>
  );
}
