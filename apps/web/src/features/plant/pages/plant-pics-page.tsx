import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { PicGallery } from '../components/pic-gallery';

/** /plant/plant_pics 作物图片. */
export default function PlantPicsPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="作物图片" description="作物长势照片，按批次、区域和拍摄日期查看。">
      <PicGallery fid={fid} kind="plant" />
    </PageContainer>
  );
}
