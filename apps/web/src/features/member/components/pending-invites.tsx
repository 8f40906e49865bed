import { Alert, Button, List, Popconfirm, Typography } from 'antd';
import { formatDateTime } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { runAction } from '@/lib/user-action';
import { useCancelFacMemberInvite, useFacMemberInvites } from '../api/fac-member-invites';

/**
 * 待接受的邀请 above the member list: the account names invited and the role offered, nothing else (the account
 * is not read before its owner accepts). Managers may withdraw one.
 */
export function PendingInvites({ fid, canEdit }: { fid: number; canEdit: boolean }) {
  const invites = useFacMemberInvites(fid);
  const cancel = useCancelFacMemberInvite();
  const items = invites.data ?? [];
  if (items.length === 0) return null;
  return (
    <Alert
      type="info"
      style={{ marginBottom: 12 }}
      title={`待接受的邀请（${items.length}）：对方登录后在「个人中心」接受即加入`}
      description={
        <List
          size="small"
          dataSource={items}
          renderItem={(i) => (
            <List.Item
              actions={
                canEdit
                  ? [
                      <Popconfirm key="cancel" title={`撤回对账号 ${i.uni_no} 的邀请？`} onConfirm={() => runAction(cancel.mutateAsync({ fid, invite_id: i.invite_id }).then(() => feedback.message.success('邀请已撤回')))}>
                        <Button type="link" size="small" danger>
                          撤回
                        </Button>
                      </Popconfirm>,
                    ]
                  : []
              }
            >
              <Typography.Text>
                账号 {i.uni_no} · 角色 {i.role_name} · {i.invited_by_name || '—'} 邀请于 {formatDateTime(i.created_at)}，{formatDateTime(i.expires_at)} 前有效
              </Typography.Text>
            </List.Item>
          )}
        />
      }
    />
  );
}
