import { Form, Select, Typography } from 'antd';
import type { Member, Role } from '@pfs/domain/member';
import { useUpdateFacMember } from '../api/update-fac-member';
import { MemberModal, useMemberForm } from './member-modal';
import { RolePermLabels } from './role-perm-labels';

/** 修改角色 of one member. */
export function ChangeRoleModal({ fid, roles, member, onClose }: { fid: number; roles: Role[]; member: Member | null; onClose: () => void }) {
  const shell = useMemberForm<{ role_id: number }>('修改角色', member, onClose);
  const chosenId = Form.useWatch('role_id', shell.form);
  const chosen = roles.find((r) => r.role_id === chosenId);
  const update = useUpdateFacMember();
  return (
    <MemberModal
      {...shell}
      pending={update.isPending}
      save={async (shown, v) => {
        if (v.role_id === shown.role_id) return null;
        const m = await update.mutateAsync({ fid, uid: shown.uid, role_id: v.role_id });
        return `${m.cname} 的角色已改为「${m.role_name}」`;
      }}
    >
      {(shown) =>
        shown && (
          <Form form={shell.form} layout="vertical" preserve={false} initialValues={{ role_id: shown.role_id }}>
            <Typography.Paragraph type="secondary">
              成员：{shown.cname}（{shown.uni_no}），当前角色「{shown.role_name}」。新角色的权限在对方下次刷新页面时生效。
            </Typography.Paragraph>
            <Form.Item name="role_id" label="新角色" rules={[{ required: true, message: '请选择角色' }]}>
              <Select
                options={roles.map((r) => ({ value: r.role_id, label: `${r.name}（${r.codes.length} 项权限）` }))}
                placeholder="选择角色"
                notFoundContent="本工厂还没有角色"
              />
            </Form.Item>
            {chosen && (
              <Form.Item label={`「${chosen.name}」可以`}>
                <RolePermLabels codes={chosen.codes} />
              </Form.Item>
            )}
          </Form>
        )
      }
    </MemberModal>
  );
}
