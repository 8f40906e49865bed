import { Form, Input, Modal } from 'antd';
import { PASSWORD_MIN, type Member } from '@pfs/domain';
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
        <Form.Item name="password" label="新密码" rules={[{ required: true, message: '请输入新密码' }, { min: PASSWORD_MIN, message: `密码至少 ${PASSWORD_MIN} 位` }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({ validator: (_r, v) => (v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))) }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
