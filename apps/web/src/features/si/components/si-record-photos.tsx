import { Button, Popover, Spin, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useSiPlanDetail } from '../api/get-si-plan-detail';
import { SiPhotoThumbs } from './si-photo-upload';

/** The record's photos, read with its plan only once the popover opens (a list row carries their count only). */
function RecordPhotos({ fid, planId, rcdId }: { fid: number; planId: number; rcdId: number }) {
  const detail = useSiPlanDetail(fid, planId);
  if (detail.isLoading) return <Spin size="small" />;
  const photos = detail.data?.records.find((r) => r.rcd_id === rcdId)?.photos ?? [];
  if (!photos.length) return <Typography.Text type="secondary">没有照片</Typography.Text>;
  return (
    <div style={{ maxWidth: 300 }}>
      <SiPhotoThumbs photos={photos} size={88} />
    </div>
  );
}

/** 「3 张」 that opens the record's photo thumbnails (full size on a click); a dash without photos. */
export function SiRecordPhotos({ fid, planId, rcdId, count }: { fid: number; planId: number; rcdId: number; count: number }) {
  if (count === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Popover trigger="click" destroyOnHidden content={<RecordPhotos fid={fid} planId={planId} rcdId={rcdId} />}>
      <Button type="link" size="small" icon={<PictureOutlined />} style={{ padding: 0 }}>
        {count} 张
      </Button>
    </Popover>
  );
}
