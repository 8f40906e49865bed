import { Form, Modal } from 'antd';
import type { Member } from '@pfs/domain';
import { NewPasswordFields } from '../../../components/form-fields';
import { feedback } from '../../../lib/feedback';
import { useSetFacMemberPassword } from '../api/member-mutations';

export function MemberPasswordModal({ fid, member, onClose }: { fid: number; member: Member | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const setPassword = useSetFacMemberPassword();
  return (
    <Modal
      title={`重置密码：${member?.cname ?? ''}（${member?.uni_no ?? ''}）`}
      open={!!member}
      onCancel={onClose}
      confirmLoading={setPassword.isPending}
      destroyOnHidden
      onOk={async () => {
        const v = await form.validateFields();
        try {
          await setPassword.mutateAsync({ fid, uid: member!.uid, password: v.password });
          feedback.message.success('密码已设置，该成员需重新登录');
          onClose();
        } catch {
          /* shown by the wrapper */
        }
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <NewPasswordFields />
      </Form>
    </Modal>
  );
}
