import { Form, Input, Typography } from 'antd';
import { setMemberPasswordBodySchema, type Member } from '@pfs/domain/member';
import { useAuthStore } from '@/lib/auth-store';
import { useSetFacMemberPassword } from '../api/set-fac-member-password';
import { crossFieldRule } from '@/lib/form-rules';
import { zodRule } from '@/lib/zod-rule';
import { MemberModal, useMemberForm } from './member-modal';

type Values = { old_password?: string; password: string; confirm: string };
const confirmRules = [
  { required: true, message: '请再次输入新密码' },
  crossFieldRule<string | undefined>((v, field) => !!v && v !== field('password') && '两次输入的密码不一致'),
];

/** 重置密码 of a member: new password twice; the member's sessions end. One's own account asks for the old password first. */
export function ResetPasswordModal({ fid, member, onClose }: { fid: number; member: Member | null; onClose: () => void }) {
  const shell = useMemberForm<Values>('重置密码', member, onClose);
  const setPassword = useSetFacMemberPassword();
  const myUid = useAuthStore((s) => s.user?.uid);
  return (
    <MemberModal
      {...shell}
      pending={setPassword.isPending}
      save={async (shown, v) => {
        await setPassword.mutateAsync({ fid, uid: shown.uid, password: v.password, ...(shown.uid === myUid && { old_password: v.old_password }) });
        return `已为 ${shown.cname} 设置新密码，对方需重新登录`;
      }}
    >
      {(shown) => (
        <>
          {shown && (
            <Typography.Paragraph type="secondary">
              为 {shown.cname}（{shown.uni_no}）设置新密码。保存后对方已登录的会话全部失效。
            </Typography.Paragraph>
          )}
          <Form form={shell.form} layout="vertical" preserve={false}>
            {shown?.uid === myUid && (
              <Form.Item
                name="old_password"
                label="原密码"
                required
                rules={[zodRule(setMemberPasswordBodySchema.shape.old_password.unwrap(), '修改自己的密码需要输入原密码')]}
              >
                <Input.Password autoComplete="current-password" />
              </Form.Item>
            )}
            <Form.Item name="password" label="新密码" required rules={[zodRule(setMemberPasswordBodySchema.shape.password, '请输入新密码')]}>
              <Input.Password autoComplete="new-password" placeholder="至少 8 位" />
            </Form.Item>
            <Form.Item name="confirm" label="确认新密码" dependencies={['password']} rules={confirmRules}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Form>
        </>
      )}
    </MemberModal>
  );
}
