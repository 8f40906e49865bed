import { Flex, Image, Typography } from 'antd';
import { FAC_LOGO_MAX_BYTES } from '@pfs/domain/factory-cfg';
import { PictureUpload } from '@/components/picture-upload';
import { useUploadFacLogo } from '../api/upload-fac-logo';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

// The server checks the content; these catch the obvious mistakes before the upload.
const checkLogo = (file: File) =>
  !TYPES.includes(file.type) ? 'Logo 只支持 PNG、JPEG 或 WebP 图片' : file.size > FAC_LOGO_MAX_BYTES ? 'Logo 图片不能超过 2 MB' : null;

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
        <PictureUpload types={TYPES} check={checkLogo} upload={upload} done="Logo 已更新，侧边栏已换成新 Logo">
          {logoName ? '更换 Logo' : '上传 Logo'}
        </PictureUpload>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        PNG、JPEG 或 WebP，不超过 2 MB；显示在侧边栏顶部
      </Typography.Text>
    </Flex>
  );
}
