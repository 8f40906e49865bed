import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_TYPES } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_SIZE_TEXT, AVATAR_TYPE_TEXT, checkAvatarFile } from '../utils/avatar-check';

/** The avatar (a default figure while none is set) and the button to upload a new one. */
export function AvatarUpload({ pic }: { pic: string }) {
  const upload = useUploadAvatar();
  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={104} src={pic || undefined} icon={<UserOutlined />} alt="头像" />
      <Upload
        name="file"
        accept={AVATAR_TYPES.join(',')}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          const problem = checkAvatarFile(file);
          if (problem) {
            feedback.message.error(problem, 5);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          upload.mutate(file as File, {
            onSuccess: (data) => {
              feedback.message.success('头像已更新');
              onSuccess?.(data);
            },
            onError: (err) => onError?.(err),
          });
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {pic ? '更换头像' : '上传头像'}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        支持 {AVATAR_TYPE_TEXT}，不超过 {AVATAR_SIZE_TEXT}
      </Typography.Text>
    </Flex>
  );
}
