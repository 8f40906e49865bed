import type { ReactNode } from 'react';
import { Col, Form, Row, type ColProps, type FormItemProps } from 'antd';

/** One input of a form told as data: its Form.Item's props, the input, and (in a grid) its own column width. */
export type FieldDef = FormItemProps & { name: string; input: ReactNode; col?: ColProps };

const HALF: ColProps = { xs: 24, sm: 12 };

/** The fields one under another, in the order given. */
export function FieldItems({ fields }: { fields: FieldDef[] }) {
  return fields.map(({ input, col: _col, ...item }) => (
    <Form.Item key={item.name} {...item}>
      {input}
    </Form.Item>
  ));
}

/** The fields two to a row from `sm` up (one on a phone) unless `col` or a field's own `col` says otherwise. */
export function FieldGrid({ fields, col = HALF }: { fields: FieldDef[]; col?: ColProps }) {
  return (
    <Row gutter={16}>
      {fields.map(({ input, col: own, ...item }) => (
        <Col key={item.name} {...(own ?? col)}>
          <Form.Item {...item}>{input}</Form.Item>
        </Col>
      ))}
    </Row>
  );
}
