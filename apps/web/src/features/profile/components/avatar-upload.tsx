import { Avatar, Flex, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { AVATAR_TYPES } from '@pfs/domain/auth';
import { PictureUpload } from '@/components/picture-upload';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_SIZE_TEXT, AVATAR_TYPE_TEXT, checkAvatarFile } from '../utils/avatar-check';

/** The avatar (a default figure while none is set) and the button to upload a new one. */
export function AvatarUpload({ pic }: { pic: string }) {
  const upload = useUploadAvatar();
  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={104} src={pic || undefined} icon={<UserOutlined />} alt="头像" />
      <PictureUpload types={AVATAR_TYPES} check={checkAvatarFile} upload={upload} done="头像已更新">
        {pic ? '更换头像' : '上传头像'}
      </PictureUpload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        支持 {AVATAR_TYPE_TEXT}，不超过 {AVATAR_SIZE_TEXT}
      </Typography.Text>
    </Flex>
  );
}
