import { Empty, Typography } from 'antd';
import { PicThumbs } from '@/components/pic-thumbs';
import { usePlantPicList, type PlantPic } from '../api/get-plant-pic-list';

const caption = (p: PlantPic) => [p.taken_on, p.area_name, p.remark].filter(Boolean).join(' · ');

/** The batch's crop and pest pictures. */
export function BatchPics({ fid, batchId }: { fid: number; batchId: number }) {
  const plant = usePlantPicList({ fid, kind: 'plant', batch_id: batchId, page: 1, size: 50 });
  const pest = usePlantPicList({ fid, kind: 'pest', batch_id: batchId, page: 1, size: 50 });
  const pics = [...(plant.data?.items ?? []), ...(pest.data?.items ?? [])].sort((a, b) => (a.taken_on < b.taken_on ? 1 : -1));
  if (!pics.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={plant.isLoading || pest.isLoading ? '加载中…' : '没有图片'} />;
  return (
    <>
      <PicThumbs pics={pics.map((p) => ({ ...p, caption: caption(p) }))} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        共 {pics.length} 张（作物 {plant.data?.total_ct ?? 0}，病虫害 {pest.data?.total_ct ?? 0}）
      </Typography.Text>
    </>
  );
}
