import { Button, Flex, Image, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { FAC_LOGO_MAX_BYTES } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { useUploadFacLogo } from '../api/upload-fac-logo';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The factory's logo as the side menu shows it (the product logo while none is set), and its upload. */
export function LogoUpload({ fid, logoName, canEdit }: { fid: number; logoName: string; canEdit: boolean }) {
  const upload = useUploadFacLogo(fid);
  const src = logoName ? `/pics/logos/${logoName}` : '/logo.svg';
  return (
    <Flex vertical align="center" gap={12}>
      <div style={{ width: 112, height: 112, display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px dashed #d9d9d9', borderRadius: 8 }}>
        <Image src={src} alt="工厂 Logo" width={96} height={96} style={{ objectFit: 'contain' }} preview={!!logoName} />
      </div>
      {canEdit && (
        <Upload
          name="file"
          accept={TYPES.join(',')}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            // The server checks the content; these catch the obvious mistakes before the upload.
            if (!TYPES.includes(file.type)) {
              feedback.message.error('Logo 只支持 PNG、JPEG 或 WebP 图片', 5);
              return Upload.LIST_IGNORE;
            }
            if (file.size > FAC_LOGO_MAX_BYTES) {
              feedback.message.error('Logo 图片不能超过 2 MB', 5);
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            upload.mutate(file as File, {
              onSuccess: (data) => {
                feedback.message.success('Logo 已更新，侧边栏已换成新 Logo');
                onSuccess?.(data);
              },
              onError: (err) => onError?.(err),
            });
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {logoName ? '更换 Logo' : '上传 Logo'}
          </Button>
        </Upload>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        PNG、JPEG 或 WebP，不超过 2 MB；显示在侧边栏顶部
      </Typography.Text>
    </Flex>
  );
}
