import { Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { maskContact } from '@pfs/domain';
import { useAuthStore } from '@/lib/auth-store';
import { AvatarUpload } from '../components/avatar-upload';
import { FacInvites } from '../components/fac-invites';
import { FacRoleList } from '../components/fac-role-list';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/** /profile: one's avatar, account, factories and roles; edit contact details; change password. */
export default function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  const facRoles = useAuthStore((s) => s.facRoles);
  const currentFid = useAuthStore((s) => s.crtFacRole?.fac.fid);
  if (!user) return <Empty style={{ marginTop: 80 }} description="正在加载用户信息" />;
  return (
    <div className="pfs-page">
      <Typography.Title level={4} style={{ margin: '0 0 16px' }}>
        个人中心
      </Typography.Title>
      <FacInvites />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title="个人信息">
            <AvatarUpload pic={user.pic} />
            <Descriptions column={1} size="small" style={{ marginTop: 20 }}>
              <Descriptions.Item label="姓名">{user.cname}</Descriptions.Item>
              <Descriptions.Item label="账号">
                <Typography.Text copyable>{user.uni_no}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="手机">{user.mobile ? maskContact(user.mobile) : '未填写'}</Descriptions.Item>
              <Descriptions.Item label="邮箱">{user.email || '未填写'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="所属工厂与角色" style={{ marginTop: 16 }}>
            <FacRoleList facRoles={facRoles} currentFid={currentFid} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="基本资料">
            <ProfileForm key={`${user.uid}`} user={user} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="修改密码">
            <PasswordForm />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
