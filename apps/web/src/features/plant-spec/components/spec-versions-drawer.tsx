import { useEffect, useState } from 'react';
import { Descriptions, Drawer, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { useSettingsStore } from '@/lib/settings-store';
import { usePlantSpec } from '../api/get-plant-spec';
import { PhaseChain } from './phase-chain';

/** Every version of a spec with the batches sown on it; picking one shows what those batches follow. */
export function SpecVersionsDrawer({ fid, specId, onClose }: { fid: number; specId: number | null; onClose: () => void }) {
  const [ver, setVer] = useState<number | undefined>(undefined);
  useEffect(() => setVer(undefined), [specId]);
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const spec = usePlantSpec(fid, specId ?? undefined, ver);
  const s = spec.data;
  const v = s?.version;
  return (
    <Drawer title={s ? `版本记录：${s.crop} / ${s.variety}` : '版本记录'} open={specId !== null} onClose={onClose} width={mobile ? '100%' : 640}>
      {spec.isLoading && <Skeleton active />}
      {s && v && (
        <>
          <List
            size="small"
            bordered
            dataSource={s.versions}
            locale={{ emptyText: <Empty description="没有版本" /> }}
            renderItem={(x) => (
              <List.Item
                onClick={() => setVer(x.ver === s.cur_ver ? undefined : x.ver)}
                style={{ cursor: 'pointer', background: x.ver === v.ver ? 'rgba(22, 119, 255, 0.08)' : undefined }}
                extra={<Typography.Text type="secondary">{x.batch_ct} 个批次</Typography.Text>}
              >
                <span>
                  第 {x.ver} 版 {x.ver === s.cur_ver && <Tag color="green">当前</Tag>}
                  <Typography.Text type="secondary">
                    {formatFactoryTime(x.created_at, 'YYYY-MM-DD HH:mm')} {x.created_by_name}
                  </Typography.Text>
                </span>
              </List.Item>
            )}
          />
          <Descriptions title={`第 ${v.ver} 版`} column={1} size="small" style={{ marginTop: 16 }} bordered>
            <Descriptions.Item label="阶段模板">
              <PhaseChain phases={v.phases} withKinds />
            </Descriptions.Item>
            <Descriptions.Item label="播种到采收">{v.grow_days} 天</Descriptions.Item>
            <Descriptions.Item label="育苗盘 / 栽培盘">
              {v.seedling_plants_per_dish} / {v.grow_plants_per_dish} 株每盘
            </Descriptions.Item>
            <Descriptions.Item label="种子">
              {v.seed_item_name ? `${v.seed_item_name}，每盘 ${v.seed_per_dish} ${v.seed_unit ?? ''}` : '不领用'}
            </Descriptions.Item>
            <Descriptions.Item label="每盘预期产量">{v.yield_kg_per_dish} kg</Descriptions.Item>
            <Descriptions.Item label="等级">
              {v.grades.map((g) => `${g.grade} ${g.name}${g.min_plant_g ? `（≥${g.min_plant_g} g/株）` : ''}`).join('；')}
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}
