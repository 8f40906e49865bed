import { PicGalleryPage } from '../components/pic-gallery-page';

/** /plant/pest_pics 病虫害图片 (loss records attach theirs here too). */
export default function PestPicsPage() {
  return <PicGalleryPage kind="pest" />;
}
