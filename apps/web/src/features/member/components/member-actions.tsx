import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { Member } from '@pfs/domain/member';
import { PermissionGuard } from '@/components/permission-guard';
import { feedback } from '@/lib/feedback';
import { useRemoveFacMember } from '../api/remove-fac-member';
import { useUpdateFacMember } from '../api/update-fac-member';
import { runAction } from '@/lib/user-action';

const LINK = { paddingInline: 4 };

/** The write actions of one member row (auth.edit). One cannot disable or remove oneself. */
export function MemberActions({
  fid,
  member: m,
  isSelf,
  onChangeRole,
  onResetPassword,
}: {
  fid: number;
  member: Member;
  isSelf: boolean;
  onChangeRole: () => void;
  onResetPassword: () => void;
}) {
  const update = useUpdateFacMember();
  const remove = useRemoveFacMember();
  const enabled = m.status === 'enabled';
  const run = async (p: Promise<unknown>, ok: string) => {
    try {
      await p;
      feedback.message.success(ok);
    } catch {
      /* shown by the request wrapper */
    }
  };
  const selfTip = (what: string) => (isSelf ? `不能${what}自己` : undefined);

  return (
    <PermissionGuard codes={['auth.edit']}>
      <Space size={0} wrap={false}>
        <Button type="link" size="small" style={LINK} onClick={onChangeRole}>
          修改角色
        </Button>
        <Popconfirm
          title={enabled ? `停用 ${m.cname}？` : `启用 ${m.cname}？`}
          description={enabled ? '停用后对方无法进入本工厂，已登录的会话随即失效。' : '启用后对方可再次进入本工厂。'}
          okText={enabled ? '停用' : '启用'}
          okButtonProps={{ danger: enabled }}
          placement="topRight"
          disabled={isSelf && enabled}
          onConfirm={() => runAction(run(update.mutateAsync({ fid, uid: m.uid, status: enabled ? 'disabled' : 'enabled' }), enabled ? `已停用 ${m.cname}` : `已启用 ${m.cname}`))}
        >
          <Tooltip title={enabled ? selfTip('停用') : undefined}>
            <Button type="link" size="small" style={LINK} disabled={isSelf && enabled}>
              {enabled ? '停用' : '启用'}
            </Button>
          </Tooltip>
        </Popconfirm>
        <Button type="link" size="small" style={LINK} onClick={onResetPassword}>
          重置密码
        </Button>
        <Popconfirm
          title={`将 ${m.cname} 移出本工厂？`}
          description="账号本身保留，之后可再按账号添加回来。"
          okText="移除"
          okButtonProps={{ danger: true }}
          placement="topRight"
          disabled={isSelf}
          onConfirm={() => runAction(run(remove.mutateAsync({ fid, uid: m.uid }), `已将 ${m.cname} 移出本工厂`))}
        >
          <Tooltip title={selfTip('移除')}>
            <Button type="link" size="small" style={LINK} danger disabled={isSelf}>
              移除
            </Button>
          </Tooltip>
        </Popconfirm>
      </Space>
    </PermissionGuard>
  );
}
