import { Button, Flex, Form, Input, Radio, Tag, TimePicker, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { REPEAT_PERIODS } from '@pfs/domain';
import { REPEAT_LABELS, WEEKDAY_LABELS, windowKind, type RuleWindow } from '@pfs/domain/rule';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeProps = {
  getValueProps: (v?: string) => ({ value: v && HHMM.test(v) ? dayjs(`2000-01-01T${v}`) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('HH:mm') : undefined),
};

function Chips({ value = [], onChange, items }: { value?: number[]; onChange?: (v: number[]) => void; items: { value: number; label: string }[] }) {
  return (
    <Flex wrap gap={6}>
      {items.map((it) => (
        <Tag.CheckableTag key={it.value} checked={value.includes(it.value)} onChange={(on) => onChange?.(on ? [...value, it.value].sort((a, b) => a - b) : value.filter((x) => x !== it.value))}>
          {it.label}
        </Tag.CheckableTag>
      ))}
    </Flex>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: WEEKDAY_LABELS[d]! }));
const MONTHDAYS = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

function WindowHint({ w }: { w?: Partial<RuleWindow> }) {
  if (!w?.start || !w.end || !HHMM.test(w.start) || !HHMM.test(w.end)) return null;
  const kind = windowKind(w as RuleWindow);
  if (kind === 'full') return <Tag color="green">全天</Tag>;
  if (kind === 'wrap') return <Tag color="purple">跨午夜：{w.start} 到次日 {w.end}</Tag>;
  return null;
}

/** Repeat period with weekday / month-day chips or a yearly date range, and the daily time windows. */
export function ScheduleFields() {
  const form = Form.useFormInstance();
  const period = Form.useWatch(['repeat', 'period'], form) as string | undefined;
  const windows = (Form.useWatch('windows', form) ?? []) as Partial<RuleWindow>[];
  return (
    <>
      <Form.Item name={['repeat', 'period']} label="重复">
        <Radio.Group options={REPEAT_PERIODS.map((p) => ({ value: p, label: REPEAT_LABELS[p] }))} optionType="button" />
      </Form.Item>
      {period === 'w' && (
        <Form.Item name={['repeat', 'weekdays']} label="星期" rules={[{ type: 'array', min: 1, message: '每周重复须至少选择一天' }]}>
          <Chips items={WEEKDAYS} />
        </Form.Item>
      )}
      {period === 'm' && (
        <Form.Item name={['repeat', 'monthdays']} label="日期" rules={[{ type: 'array', min: 1, message: '每月重复须至少选择一个日期' }]} extra="当月没有的日期（如 31 日）那个月不执行">
          <Chips items={MONTHDAYS} />
        </Form.Item>
      )}
      {period === 'y' && (
        <Form.Item label="日期范围" extra="起始晚于结束时跨年，如 11-15 至 02-28">
          <Flex gap={8} align="center">
            <Form.Item name={['repeat', 'date_from']} noStyle rules={[{ required: true, pattern: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message: '起始日期须为 MM-DD' }]}>
              <Input placeholder="MM-DD" style={{ width: 100 }} aria-label="起始日期" />
            </Form.Item>
            至
            <Form.Item name={['repeat', 'date_to']} noStyle rules={[{ required: true, pattern: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message: '结束日期须为 MM-DD' }]}>
              <Input placeholder="MM-DD" style={{ width: 100 }} aria-label="结束日期" />
            </Form.Item>
          </Flex>
        </Form.Item>
      )}
      <Form.Item label="时段" extra="不设时段即全天。开始晚于结束时跨过午夜（如 18:00–06:00），00:00–23:59 视为全天。">
        <Form.List name="windows">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Flex key={f.key} gap={8} align="center" wrap style={{ marginBottom: 8 }} data-testid={`window-${i}`}>
                  <Form.Item name={[f.name, 'start']} noStyle rules={[{ required: true, message: '请选择开始时间' }]} {...timeProps}>
                    <TimePicker format="HH:mm" placeholder="开始" needConfirm={false} aria-label="开始时间" />
                  </Form.Item>
                  –
                  <Form.Item name={[f.name, 'end']} noStyle rules={[{ required: true, message: '请选择结束时间' }]} {...timeProps}>
                    <TimePicker format="HH:mm" placeholder="结束" needConfirm={false} aria-label="结束时间" />
                  </Form.Item>
                  <WindowHint w={windows[i]} />
                  <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除时段" />
                </Flex>
              ))}
              {fields.length === 0 && <Typography.Text type="secondary">全天</Typography.Text>}
              <div style={{ marginTop: 8 }}>
                <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ start: '18:00', end: '06:00' })}>
                  添加时段
                </Button>
              </div>
            </>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
