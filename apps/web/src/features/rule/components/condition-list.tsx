import { Button, Empty, Flex, Form, InputNumber, Radio, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { OPERATOR_LABELS, RULE_OPERATORS } from '@pfs/domain/rule';
import type { PointOption } from '@pfs/domain/iot-history';
import { PointSelect } from './point-select';

const OPS = RULE_OPERATORS.map((op) => ({ value: op, label: OPERATOR_LABELS[op] }));

/** Conditions as sentences: 当 [传感器] [大于] [28 °C] 回差 [1] 持续 [5] 分钟. */
export function ConditionList({ fid, points }: { fid: number; points: ReadonlyMap<number, PointOption> }) {
  const form = Form.useFormInstance();
  Form.useWatch('conditions', form);
  Form.useWatch('match', form);
  const unitOf = (i: number) => points.get(form.getFieldValue(['conditions', i, 'point_id']) as number)?.unit ?? '';
  return (
    <Form.List name="conditions">
      {(fields, { add, remove }) => (
        <>
          {fields.length > 1 && (
            <Form.Item name="match" label="组合方式" style={{ marginBottom: 12 }}>
              <Radio.Group options={[{ value: 'all', label: '全部满足' }, { value: 'any', label: '任一满足' }]} optionType="button" />
            </Form.Item>
          )}
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有条件：在执行时段内一直执行（纯定时，如 18:00–06:00 开灯）" />}
          {fields.map((f, i) => (
            <Flex key={f.key} gap={8} wrap align="center" style={{ marginBottom: 8 }} data-testid={`condition-${i}`}>
              <Typography.Text type="secondary">{i === 0 ? '当' : form.getFieldValue('match') === 'any' ? '或' : '且'}</Typography.Text>
              <Form.Item name={[f.name, 'point_id']} noStyle rules={[{ required: true, message: '请选择传感器' }]}>
                <PointSelect fid={fid} kind="sensor" width={230} />
              </Form.Item>
              <Form.Item name={[f.name, 'op']} noStyle>
                <Select options={OPS} style={{ width: 104 }} aria-label="比较方式" />
              </Form.Item>
              <Form.Item name={[f.name, 'value']} noStyle rules={[{ required: true, message: '请填写数值' }]}>
                <InputNumber style={{ width: 115 }} placeholder="数值" suffix={unitOf(f.name)} aria-label="条件数值" />
              </Form.Item>
              <Typography.Text type="secondary">回差</Typography.Text>
              <Form.Item name={[f.name, 'hysteresis']} noStyle>
                <InputNumber min={0} style={{ width: 70 }} aria-label="回差" />
              </Form.Item>
              <Typography.Text type="secondary">持续</Typography.Text>
              <Form.Item name={[f.name, 'for_min']} noStyle>
                <InputNumber min={0} max={1440} precision={0} style={{ width: 70 }} aria-label="持续分钟" />
              </Form.Item>
              <Typography.Text type="secondary">分钟</Typography.Text>
              <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除条件" />
            </Flex>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ point_id: undefined, op: 'gt', value: undefined, hysteresis: 0, for_min: 0 })}>
            添加条件
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
            回差：条件满足后，数值要越过阈值再退回回差这么多才算不满足，避免在阈值附近来回开关。持续：条件要连续满足这么久才执行。
          </Typography.Paragraph>
        </>
      )}
    </Form.List>
  );
}
