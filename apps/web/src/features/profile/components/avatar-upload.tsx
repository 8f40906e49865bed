import { Avatar, Button, Flex, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@pfs/domain';
import { feedback } from '../../../lib/feedback';
import { tokenCookie } from '../../../lib/cookies';
import { useAuthStore } from '../../../lib/auth-store';

/** Checks type and size before sending; the server checks again by the file's bytes. */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return '头像只支持 PNG、JPEG、WebP 或 GIF 图片';
  if (file.size > AVATAR_MAX_BYTES) return `头像文件不能超过 ${AVATAR_MAX_BYTES / 1024 / 1024} MB`;
  return null;
}

export function AvatarUpload() {
  const avatar = useAuthStore((s) => s.avatar);
  const getInfo = useAuthStore((s) => s.getInfo);
  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={96} src={avatar} icon={<UserOutlined />} />
      <Upload
        name="file"
        action="/api/upload_avatar"
        accept={AVATAR_TYPES.join(',')}
        showUploadList={false}
        headers={{ 'X-Token': tokenCookie.get() ?? '', 'X-RFrom': 'w' }}
        beforeUpload={(file) => {
          const problem = checkAvatarFile(file);
          if (problem) feedback.message.error(problem, 5);
          return problem ? Upload.LIST_IGNORE : true;
        }}
        onChange={(info) => {
          if (info.file.status === 'done') {
            const body = info.file.response as { code: number; msg: string };
            if (body.code === 200) {
              feedback.message.success('头像已更新');
              void getInfo();
            } else feedback.message.error(body.msg, 5);
          } else if (info.file.status === 'error') {
            feedback.message.error((info.file.response as { msg?: string } | undefined)?.msg ?? '上传失败', 5);
          }
        }}
      >
        <Button icon={<UploadOutlined />}>更换头像</Button>
      </Upload>
    </Flex>
  );
}
