import type { PicKind } from '@pfs/domain/plant';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { PicGallery } from './pic-gallery';

const PAGES: Record<PicKind, { title: string; description: string }> = {
  plant: { title: '作物图片', description: '作物长势照片，按批次、区域和拍摄日期查看。' },
  pest: { title: '病虫害图片', description: '病虫害照片，含损耗记录附带的图片；按批次、区域和拍摄日期查看。' },
};

/** The page of one kind of pictures: its gallery under the kind's title. */
export function PicGalleryPage({ kind }: { kind: PicKind }) {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer {...PAGES[kind]}>
      <PicGallery fid={fid} kind={kind} />
    </PageContainer>
  );
}
