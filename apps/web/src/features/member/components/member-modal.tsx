import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import type { Member } from '@pfs/domain/member';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useSticky } from './use-sticky';

/** The form and the shell props of a dialog acting on `member` (null: closed) under `title`. */
export function useMemberForm<V>(title: string, member: Member | null, onClose: () => void) {
  const [form] = Form.useForm<V>();
  return { form, title, member, onClose };
}

/**
 * A dialog acting on one member (修改角色, 重置密码): open while a member is given, its content kept while it
 * closes. 确定 validates and saves; a failed save stays open with the request wrapper's toast.
 */
export function MemberModal<V>({
  title,
  member,
  form,
  pending,
  save,
  onClose,
  children,
}: {
  title: string;
  member: Member | null;
  form: FormInstance<V>;
  pending: boolean;
  /** Saves and answers the message to show, or null when there was nothing to save. */
  save: (member: Member, values: V) => Promise<string | null>;
  onClose: () => void;
  children: (member: Member | null) => ReactNode;
}) {
  const shown = useSticky(member);
  return (
    <Modal
      title={title}
      open={!!member}
      onCancel={onClose}
      okText="确定"
      confirmLoading={pending}
      destroyOnHidden
      onOk={action(async () => {
        if (!shown) return;
        const v = await form.validateFields().catch(() => null);
        if (!v) return; // the form shows what is wrong
        const msg = await save(shown, v);
        if (msg) feedback.message.success(msg);
        onClose();
      })}
    >
      {children(shown)}
    </Modal>
  );
}
