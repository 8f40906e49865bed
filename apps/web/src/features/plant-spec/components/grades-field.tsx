import { Button, Form, Input, InputNumber, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

/** Grades of the harvest: code, name, and the least average weight per plant it needs (0: none). */
export function GradesField() {
  return (
    <Form.Item label="采收等级" required extra="采收时按等级记录 kg；单株最低重量 0 表示不限">
      <Form.List
        name="grades"
        rules={[
          {
            validator: async (_r, grades: { grade?: string }[] | undefined) => {
              if (!grades?.length) throw new Error('至少设置一个等级');
              const codes = grades.map((g) => (g?.grade ?? '').trim().toUpperCase());
              if (new Set(codes).size !== codes.length) throw new Error('等级代码不能重复');
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="start" wrap style={{ marginBottom: 8 }}>
                <Form.Item
                  name={[f.name, 'grade']}
                  noStyle
                  rules={[{ required: true, pattern: /^\s*[A-Za-z0-9]{1,8}\s*$/, message: '代码为 1–8 个字母或数字' }]}
                >
                  <Input placeholder="代码 A" style={{ width: 90 }} maxLength={8} />
                </Form.Item>
                <Form.Item name={[f.name, 'name']} noStyle rules={[{ required: true, whitespace: true, message: '请填写等级名称' }]}>
                  <Input placeholder="名称 一级" style={{ width: 110 }} maxLength={16} />
                </Form.Item>
                <Form.Item name={[f.name, 'min_plant_g']} noStyle>
                  <InputNumber min={0} max={100000} precision={1} addonBefore="≥" addonAfter="g/株" style={{ width: 170 }} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} aria-label="删除等级" disabled={fields.length <= 1} onClick={() => remove(f.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} disabled={fields.length >= 10} onClick={() => add({ grade: '', name: '', min_plant_g: 0 })}>
              添加等级
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
