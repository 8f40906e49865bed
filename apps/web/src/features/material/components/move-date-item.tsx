import { DatePicker, Form } from 'antd';

/** The day of a stock move: required, not after `today` and, for a move of a lot, not before it was received. */
export function MoveDateItem({ label, today, since }: { label: string; today: string; since?: string }) {
  return (
    <Form.Item name="date" label={label} rules={[{ required: true, message: `请选择${label}` }]}>
      <DatePicker
        style={{ width: '100%' }}
        allowClear={false}
        disabledDate={(d) => {
          const day = d.format('YYYY-MM-DD');
          return day > today || (since !== undefined && day < since);
        }}
      />
    </Form.Item>
  );
}
