import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';

type FormValuesOf<V> = Parameters<FormInstance<V>['setFieldsValue']>[0];

export interface FormModalProps<V> {
  title: ReactNode;
  open: boolean;
  form: FormInstance<V>;
  /** The form's name: antd prefixes its inputs' ids with it (labels and tests find fields by them). */
  name?: string;
  /** What the form holds each time the dialog opens, and again when `record` changes while it is open. */
  fill: () => FormValuesOf<V>;
  /** The thing being edited (or anything whose change should refill the form). */
  record?: unknown;
  /** The save is on its way: the OK button spins. */
  pending: boolean;
  okText?: string;
  width?: number;
  /** Saves the validated values and answers the message to show, or null to keep the dialog open. */
  submit: (values: V) => Promise<string | null>;
  onClose: () => void;
  onValuesChange?: () => void;
  children: ReactNode;
}

/**
 * The shell every create/edit dialog shares: filled when it opens, 确定 validates and saves, the reply's message is
 * shown and the dialog closes; a failed save stays open with the request wrapper's toast or the inline errors.
 */
export function FormModal<V>({
  title,
  open,
  form,
  name,
  fill,
  record,
  pending,
  okText = '保存',
  width,
  submit,
  onClose,
  onValuesChange,
  children,
}: FormModalProps<V>) {
  const refill = useEffectEvent(() => form.setFieldsValue(fill()));
  useEffect(() => {
    if (open) refill();
  }, [open, record]);
  const ok = action(async () => {
    const msg = await submit(await form.validateFields());
    if (msg === null) return;
    feedback.message.success(msg);
    onClose();
  });
  return (
    <Modal title={title} open={open} onCancel={onClose} confirmLoading={pending} forceRender okText={okText} width={width} onOk={ok}>
      <Form form={form} name={name} layout="vertical" onValuesChange={onValuesChange}>
        {children}
      </Form>
    </Modal>
  );
}
