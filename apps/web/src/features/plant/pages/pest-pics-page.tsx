import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { PicGallery } from '../components/pic-gallery';

/** /plant/pest_pics 病虫害图片 (loss records attach theirs here too). */
export default function PestPicsPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="病虫害图片" description="病虫害照片，含损耗记录附带的图片；按批次、区域和拍摄日期查看。">
      <PicGallery fid={fid} kind="pest" />
    </PageContainer>
  );
}
