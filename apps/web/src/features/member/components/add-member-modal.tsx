import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Segmented, Select } from 'antd';
import { addMemberBodySchema, createMemberBodySchema, memberInvitedMsg, type Role } from '@pfs/domain/member';
import { feedback } from '@/lib/feedback';
import { useAddFacMember } from '../api/add-fac-member';
import { useCreateFacMember } from '../api/create-fac-member';
import { zodRule } from '@/lib/zod-rule';
import { randomPassword } from '../utils/random-password';
import type { CreatedMember } from './created-member-modal';
import { action } from '@/lib/user-action';

type Mode = 'existing' | 'new';
type Values = { uni_no: string; role_id: number; cname?: string; mobile?: string; email?: string; password?: string };

const add = addMemberBodySchema.shape;
const create = createMemberBodySchema.shape;

/** 添加成员: either an existing account (by uni_no) joins, or a new account is created for this factory. */
export function AddMemberModal({
  fid,
  roles,
  open,
  onClose,
  onCreated,
}: {
  fid: number;
  roles: Role[];
  open: boolean;
  onClose: () => void;
  /** A new account was created: its initial password is shown once. */
  onCreated: (created: CreatedMember) => void;
}) {
  const [mode, setMode] = useState<Mode>('existing');
  const [form] = Form.useForm<Values>();
  const addMember = useAddFacMember();
  const createMember = useCreateFacMember();

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return; // the form shows what is wrong
    try {
      if (mode === 'existing') {
        const invite = await addMember.mutateAsync({ fid, uni_no: v.uni_no, role_id: v.role_id });
        feedback.message.success(memberInvitedMsg(invite.uni_no));
      } else {
        const password = v.password ?? '';
        const member = await createMember.mutateAsync({ fid, uni_no: v.uni_no, role_id: v.role_id, cname: v.cname ?? '', mobile: v.mobile ?? '', email: v.email ?? '', password });
        feedback.message.success('用户已创建并加入工厂');
        onCreated({ member, password });
      }
      onClose();
    } catch {
      /* the request wrapper showed why; the form keeps what was typed */
    }
  };

  return (
    <Modal
      title="添加成员"
      open={open}
      onCancel={onClose}
      onOk={action(submit)}
      okText="确定"
      confirmLoading={addMember.isPending || createMember.isPending}
      destroyOnHidden
      afterClose={() => setMode('existing')}
    >
      <Segmented<Mode>
        block
        value={mode}
        onChange={setMode}
        options={[
          { value: 'existing', label: '邀请已有用户' },
          { value: 'new', label: '新建用户' },
        ]}
        style={{ marginBottom: 16 }}
      />
      {mode === 'existing' ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="输入对方的登录账号，发出邀请。对方登录后在「个人中心」接受，即以所选角色加入本工厂；接受前不显示对方的信息。" />
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="为新同事创建登录账号，并告知其初始密码；对方可在个人中心修改密码。" />
      )}
      <Form form={form} layout="vertical" preserve={false} requiredMark>
        <Form.Item name="uni_no" label="账号" required rules={[zodRule(mode === 'existing' ? add.uni_no : create.uni_no, '请输入账号')]}>
          <Input placeholder={mode === 'existing' ? '对方登录用的账号' : '2–32 位字母、数字、下划线、点或连字符'} autoComplete="off" />
        </Form.Item>
        {mode === 'new' && (
          <>
            <Form.Item name="cname" label="姓名" required rules={[zodRule(create.cname, '请输入姓名')]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="mobile" label="手机" rules={[zodRule(create.mobile)]}>
              <Input placeholder="选填，11 位手机号" autoComplete="off" />
            </Form.Item>
            <Form.Item name="email" label="邮箱" rules={[zodRule(create.email)]}>
              <Input placeholder="选填，用于找回密码" autoComplete="off" />
            </Form.Item>
            <Form.Item label="初始密码" htmlFor="password" required>
              <div style={{ display: 'flex', gap: 8 }}>
                <Form.Item name="password" noStyle rules={[zodRule(create.password, '请输入初始密码')]}>
                  <Input.Password autoComplete="new-password" placeholder="至少 8 位" />
                </Form.Item>
                <Button
                  onClick={() => {
                    form.setFieldValue('password', randomPassword());
                    void form.validateFields(['password']);
                  }}
                >
                  随机生成
                </Button>
              </div>
            </Form.Item>
          </>
        )}
        <Form.Item name="role_id" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={roles.map((r) => ({ value: r.role_id, label: r.name }))} placeholder="选择角色" notFoundContent="本工厂还没有角色" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
