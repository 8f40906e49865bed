import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Image, Pagination, Popconfirm, Row, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { PicKind } from '@pfs/domain/plant';
import { PermissionGuard } from '@/components/permission-guard';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { useDeletePlantPic } from '../api/delete-plant-pic';
import { usePlantPicList, type PlantPic } from '../api/get-plant-pic-list';
import { BatchLink } from './batch-link';
import { useDayRange } from '@/components/day-range-filter';
import { PicUploadModal } from './pic-upload-modal';
import { AreaSelect, BatchSelect } from './plant-pickers';

function PicCard({ fid, p }: { fid: number; p: PlantPic }) {
  const del = useDeletePlantPic();
  return (
    <Card
      size="small"
      cover={<Image src={p.thumb_url} preview={{ src: p.url }} height={160} style={{ objectFit: 'cover' }} alt={p.remark || p.taken_on} />}
      styles={{ body: { padding: 8 } }}
    >
      <Flex justify="space-between" align="start" gap={4}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{p.taken_on}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {p.batch_id && p.batch_no ? <BatchLink id={p.batch_id} no={p.batch_no} /> : null} {p.area_name ?? ''}
          </Typography.Text>
          {p.remark && (
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: 0 }} ellipsis={{ rows: 2 }}>
              {p.remark}
            </Typography.Paragraph>
          )}
        </div>
        <PermissionGuard codes={['plant.edit']}>
          <Popconfirm
            title="删除这张图片？"
            okText="删除"
            okButtonProps={{ danger: true }}
            onConfirm={action(async () => {
              await del.mutateAsync({ fid, pic_id: p.pic_id });
              feedback.message.success('图片已删除');
            })}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="删除图片" />
          </Popconfirm>
        </PermissionGuard>
      </Flex>
    </Card>
  );
}

/** A picture gallery of one kind (crop or pest) filtered by batch, area and day taken, with upload. */
export function PicGallery({ fid, kind }: { fid: number; kind: PicKind }) {
  const [q, setQ] = useState<{ page: number; size: number; batch_id?: number; area_id?: number }>({ page: 1, size: 24 });
  const set = (patch: Partial<typeof q>) => setQ((old) => ({ ...old, ...patch, page: 1 }));
  const { days, picker } = useDayRange(undefined, () => set({}));
  const list = usePlantPicList({ fid, kind, ...q, ...days });
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <BatchSelect fid={fid} value={q.batch_id} onChange={(batch_id?: number) => set({ batch_id })} />
          <AreaSelect fid={fid} value={q.area_id} onChange={(area_id?: number) => set({ area_id })} />
          <Space size={4}>
            <span>拍摄日期</span>
            {picker}
          </Space>
        </Space>
        <PermissionGuard codes={['plant.edit']}>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            上传图片
          </Button>
        </PermissionGuard>
      </Flex>
      <Spin spinning={list.isFetching}>
        {list.data?.items.length ? (
          <Image.PreviewGroup>
            <Row gutter={[12, 12]}>
              {list.data.items.map((p) => (
                <Col key={p.pic_id} xs={12} sm={8} lg={6} xxl={4}>
                  <PicCard fid={fid} p={p} />
                </Col>
              ))}
            </Row>
          </Image.PreviewGroup>
        ) : (
          <Empty style={{ padding: 48 }} description={list.isError ? '加载失败，请稍后重试' : list.isLoading ? '加载中…' : '没有符合条件的图片'} />
        )}
      </Spin>
      <Flex justify="end" style={{ marginTop: 12 }}>
        <Pagination
          size="small"
          current={q.page}
          pageSize={q.size}
          total={list.data?.total_ct}
          showTotal={(t) => `共 ${t} 张`}
          onChange={(page, size) => setQ({ ...q, page, size })}
          hideOnSinglePage
        />
      </Flex>
      <PicUploadModal fid={fid} kind={kind} open={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
