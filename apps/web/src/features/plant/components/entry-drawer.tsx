import type { ReactNode } from 'react';
import { Button, Drawer, Form, type FormInstance } from 'antd';

/** The side drawer of a new planting entry (播种, 植保): its form is built afresh each time it opens; the top-right button submits it. */
export function EntryDrawer<V>(p: {
  title: string;
  okText: string;
  open: boolean;
  pending: boolean;
  form: FormInstance<V>;
  onFinish: (v: V) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      title={p.title}
      open={p.open}
      onClose={p.onClose}
      width={520}
      destroyOnHidden
      extra={
        <Button type="primary" loading={p.pending} onClick={() => p.form.submit()}>
          {p.okText}
        </Button>
      }
    >
      <Form form={p.form} layout="vertical" onFinish={p.onFinish}>
        {p.children}
      </Form>
    </Drawer>
  );
}
