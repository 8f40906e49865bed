import { Form, Input, Modal, Typography } from 'antd';
import { setMemberPasswordBodySchema, type Member } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useSetFacMemberPassword } from '../api/set-fac-member-password';
import { zodRule } from '@/lib/zod-rule';
import { useSticky } from './use-sticky';
import { action } from '@/lib/user-action';

type Values = { password: string; confirm: string };

/** 重置密码 of a member: new password twice; the member's sessions end. */
export function ResetPasswordModal({ fid, member, onClose }: { fid: number; member: Member | null; onClose: () => void }) {
  const shown = useSticky(member);
  const [form] = Form.useForm<Values>();
  const setPassword = useSetFacMemberPassword();
  return (
    <Modal
      title="重置密码"
      open={!!member}
      onCancel={onClose}
      okText="确定"
      confirmLoading={setPassword.isPending}
      destroyOnHidden
      onOk={action(async () => {
        if (!shown) return;
        const v = await form.validateFields().catch(() => null);
        if (!v) return; // the form shows what is wrong
        try {
          await setPassword.mutateAsync({ fid, uid: shown.uid, password: v.password });
          feedback.message.success(`已为 ${shown.cname} 设置新密码，对方需重新登录`);
          onClose();
        } catch {
          /* shown by the request wrapper */
        }
      })}
    >
      {shown && (
        <Typography.Paragraph type="secondary">
          为 {shown.cname}（{shown.uni_no}）设置新密码。保存后对方已登录的会话全部失效。
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="password" label="新密码" required rules={[zodRule(setMemberPasswordBodySchema.shape.password, '请输入新密码')]}>
          <Input.Password autoComplete="new-password" placeholder="至少 8 位" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_r, v: string | undefined) => {
                if (v && v !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
