import { PicGalleryPage } from '../components/pic-gallery-page';

/** /plant/plant_pics 作物图片. */
export default function PlantPicsPage() {
  return <PicGalleryPage kind="plant" />;
}
