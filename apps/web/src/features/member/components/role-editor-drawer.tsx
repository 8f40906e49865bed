import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import { saveRoleBodySchema, type Role } from '@pfs/domain/member';
import { feedback } from '@/lib/feedback';
import { useRoleTemplates } from '../api/get-role-templates';
import { useSaveFacRole } from '../api/save-fac-role';
import { keysToCodes } from '../utils/perm-tree';
import { zodRule } from '@/lib/zod-rule';
import { PermTreeField } from './perm-tree-field';
import { action } from '@/lib/user-action';

type Values = { name: string; codes: string[] };

/** Create (role = 'new') or edit a role: its name and its permission codes; read-only without auth.edit. */
export function RoleEditorDrawer({ fid, role, readOnly, onClose }: { fid: number; role: Role | 'new'; readOnly: boolean; onClose: () => void }) {
  const editing = role === 'new' ? null : role;
  const [form] = Form.useForm<Values>();
  const templates = useRoleTemplates(!readOnly);
  const save = useSaveFacRole();

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return; // the form shows what is wrong
    try {
      const saved = await save.mutateAsync({ fid, role_id: editing?.role_id, name: v.name, codes: v.codes });
      feedback.message.success(editing ? `角色「${saved.name}」已保存` : `角色「${saved.name}」已创建`);
      onClose();
    } catch {
      /* shown by the request wrapper (e.g. a duplicate name) */
    }
  };

  const title = readOnly ? `查看角色：${editing?.name ?? ''}` : editing ? `编辑角色：${editing.name}` : '新建角色';
  return (
    <Drawer
      title={title}
      open
      onClose={onClose}
      size={520}
      extra={
        !readOnly && (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={save.isPending} onClick={action(submit)}>
              保存
            </Button>
          </Space>
        )
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={readOnly}
        initialValues={{ name: editing?.name ?? '', codes: keysToCodes(editing?.codes ?? []) }}
      >
        <Form.Item name="name" label="角色名称" required rules={[zodRule(saveRoleBodySchema.shape.name, '请输入角色名称')]}>
          <Input maxLength={32} showCount placeholder="如：夜班种植员" />
        </Form.Item>
        {!readOnly && (
          <Form.Item label="从模板开始" extra="选择后用模板的权限替换下方勾选，可再调整。">
            <Select
              allowClear
              placeholder="选择角色模板"
              loading={templates.isLoading}
              options={(templates.data ?? []).map((t) => ({ value: t.name, label: `${t.name}（${t.codes.length} 项权限）` }))}
              onChange={(name?: string) => {
                const t = templates.data?.find((x) => x.name === name);
                if (!t) return;
                form.setFieldValue('codes', keysToCodes(t.codes));
                if (!form.getFieldValue('name')) form.setFieldValue('name', t.name);
                feedback.message.info(`已套用模板「${t.name}」的权限`);
              }}
            />
          </Form.Item>
        )}
        <Form.Item name="codes" label="权限">
          <PermTreeField disabled={readOnly} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
