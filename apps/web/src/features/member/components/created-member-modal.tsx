import { Alert, Descriptions, Modal, Typography } from 'antd';
import type { Member } from '@pfs/domain/member';

export type CreatedMember = { member: Member; password: string };

/**
 * Shown once after 新建用户: the account and its initial password, each with a copy button. The password is
 * only ever known to this browser (the server keeps a hash), so closing this dialog forgets it.
 */
export function CreatedMemberModal({ created, onClose }: { created: CreatedMember | null; onClose: () => void }) {
  return (
    <Modal
      title="用户已创建"
      open={!!created}
      onCancel={onClose}
      onOk={onClose}
      okText="我已记下密码"
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      destroyOnHidden
    >
      {created && (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="初始密码只显示这一次，关闭后无法再次查看。请现在复制并告知对方，对方可在个人中心修改密码。"
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="姓名">
              {created.member.cname}（{created.member.role_name}）
            </Descriptions.Item>
            <Descriptions.Item label="账号">
              <Typography.Text copyable={{ tooltips: ['复制账号', '已复制'] }} data-testid="created-uni-no">
                {created.member.uni_no}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="初始密码">
              <Typography.Text
                code
                copyable={{ tooltips: ['复制密码', '已复制'] }}
                data-testid="created-password"
                style={{ fontSize: 15, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
              >
                {created.password}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
