import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Button, Drawer, Form, Modal, type FormInstance } from 'antd';
import { feedback } from '@/lib/feedback';
import type { DataReply } from '@/lib/request';
import { useSettingsStore } from '@/lib/settings-store';
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
  /** Clear what the last use left before filling (a dialog that always starts blank). */
  reset?: boolean;
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

/** What a create/edit dialog of a factory's record is given besides the record (null: a new one). */
export type RecordDialogProps<R> = { fid: number; open: boolean; onClose: () => void; onSaved?: (saved: R) => void };

/**
 * The form and shell props of a dialog that edits a named record, or adds one while `record` is null: the title
 * says which (编辑厂房：一号厂房 / 新增厂房) and a change of record refills the form.
 */
export function useNamedRecordForm<V>(record: { name: string } | null, noun: string, dialog: { open: boolean; onClose: () => void }, create = `新增${noun}`) {
  const [form] = Form.useForm<V>();
  return { form, title: record ? `编辑${noun}：${record.name}` : create, record, open: dialog.open, onClose: dialog.onClose };
}

/** The `submit` of such a dialog: the saved record goes to its `onSaved` (the page opens it), the reply's message is shown. */
export async function savedMessage<R>(reply: Promise<Pick<DataReply<R>, 'msg' | 'data'>>, onSaved?: (saved: R) => void) {
  const r = await reply;
  onSaved?.(r.data);
  return r.msg;
}

/** Fills the form when the dialog opens (and when `record` changes while open); answers the 保存 handler. */
function useFormShell<V>({ open, form, fill, record, reset, submit, onClose }: FormShell<V>) {
  const refill = useEffectEvent(() => {
    if (reset) form.resetFields();
    form.setFieldsValue(fill());
  });
  useEffect(() => {
    if (open) refill();
  }, [open, record]);
  return action(async () => {
    const msg = await submit(await form.validateFields());
    if (msg === null) return;
    feedback.message.success(msg);
    onClose();
  });
}

type FormShell<V> = Pick<FormModalProps<V>, 'open' | 'form' | 'fill' | 'record' | 'reset' | 'submit' | 'onClose'>;

/**
 * The shell every create/edit dialog shares: filled when it opens, 确定 validates and saves, the reply's message is
 * shown and the dialog closes; a failed save stays open with the request wrapper's toast or the inline errors.
 */
export function FormModal<V>(p: FormModalProps<V>) {
  const { title, open, form, name, pending, okText = '保存', width, onClose, onValuesChange, children } = p;
  const ok = useFormShell(p);
  return (
    <Modal title={title} open={open} onCancel={onClose} confirmLoading={pending} forceRender okText={okText} width={width} onOk={ok}>
      <Form form={form} name={name} layout="vertical" onValuesChange={onValuesChange}>
        {children}
      </Form>
    </Modal>
  );
}

/**
 * The same shell as a side drawer for the larger forms: 保存 at the top right, full width on a phone; `notice`
 * stands above the form.
 */
export function FormDrawer<V>(p: Omit<FormModalProps<V>, 'okText' | 'width'> & { width: number; notice?: ReactNode }) {
  const { title, open, form, name, pending, width, onClose, onValuesChange, notice, children } = p;
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const ok = useFormShell(p);
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      width={mobile ? '100%' : width}
      forceRender
      extra={
        <Button type="primary" loading={pending} onClick={ok}>
          保存
        </Button>
      }
    >
      {notice}
      <Form form={form} name={name} layout="vertical" onValuesChange={onValuesChange}>
        {children}
      </Form>
    </Drawer>
  );
}
