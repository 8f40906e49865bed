import { useState } from 'react';
import { Form, Input, Modal, Segmented, Select } from 'antd';
import { ContactFields } from '../../../components/form-fields';
import { PASSWORD_MIN, type Role } from '@pfs/domain';
import { feedback } from '../../../lib/feedback';
import { useAddFacMember, useCreateFacMember } from '../api/member-mutations';

type Values = { uni_no: string; role_id: number; cname?: string; mobile?: string; email?: string; password?: string };

export function MemberFormModal({ fid, roles, open, onClose }: { fid: number; roles: Role[]; open: boolean; onClose: () => void }) {
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [form] = Form.useForm<Values>();
  const add = useAddFacMember();
  const create = useCreateFacMember();
  const submit = async () => {
    const v = await form.validateFields();
    try {
      if (mode === 'existing') await add.mutateAsync({ fid, uni_no: v.uni_no, role_id: v.role_id });
      else await create.mutateAsync({ fid, uni_no: v.uni_no, role_id: v.role_id, cname: v.cname!, mobile: v.mobile ?? '', email: v.email ?? '', password: v.password! });
      feedback.message.success(mode === 'existing' ? '成员已添加' : '用户已创建并加入工厂');
      form.resetFields();
      onClose();
    } catch {
      /* the wrapper showed why; the form keeps what was typed */
    }
  };
  return (
    <Modal title="添加成员" open={open} onCancel={onClose} onOk={submit} okText="确定" confirmLoading={add.isPending || create.isPending} destroyOnHidden>
      <Segmented
        block
        value={mode}
        onChange={(v) => setMode(v as 'existing' | 'new')}
        options={[
          { value: 'existing', label: '添加已有用户' },
          { value: 'new', label: '新建用户' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="uni_no"
          label="账号"
          rules={[
            { required: true, whitespace: true, message: '请输入账号' },
            ...(mode === 'new' ? [{ pattern: /^[A-Za-z0-9_.-]{2,32}$/, message: '账号为 2–32 位字母、数字、下划线、点或连字符' }] : []),
          ]}
        >
          <Input placeholder={mode === 'existing' ? '对方登录用的账号' : '新用户的登录账号'} />
        </Form.Item>
        {mode === 'new' && (
          <>
            <ContactFields />
            <Form.Item name="password" label="初始密码" rules={[{ required: true, message: '请输入初始密码' }, { min: PASSWORD_MIN, message: `密码至少 ${PASSWORD_MIN} 位` }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item name="role_id" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select options={roles.map((r) => ({ value: r.role_id, label: r.name }))} placeholder="选择角色" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
