import { Button, Card, List, Space, Typography } from 'antd';
import { formatDateTime } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useAnswerFacInvite, useMyFacInvites } from '../api/fac-invites';

/** 工厂邀请: factories that invited this account; accepting joins with the role offered. Hidden when there are none. */
export function FacInvites() {
  const invites = useMyFacInvites();
  const answer = useAnswerFacInvite();
  const items = invites.data ?? [];
  if (items.length === 0) return null;
  const reply = async (invite_id: number, accept: boolean) => {
    const r = await answer.mutateAsync({ invite_id, accept }).catch(() => null);
    if (r) feedback.message.success(r.msg);
  };
  return (
    <Card title="工厂邀请" style={{ marginBottom: 16 }}>
      <List
        dataSource={items}
        renderItem={(i) => (
          <List.Item
            actions={[
              <Space key="answer">
                <Button type="primary" size="small" loading={answer.isPending} onClick={() => void reply(i.invite_id, true)}>
                  接受
                </Button>
                <Button size="small" disabled={answer.isPending} onClick={() => void reply(i.invite_id, false)}>
                  谢绝
                </Button>
              </Space>,
            ]}
          >
            <Typography.Text>
              {i.fac_name} 邀请您以「{i.role_name}」加入（{i.invited_by_name || '管理员'} 发出，{formatDateTime(i.expires_at)} 前有效）
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
