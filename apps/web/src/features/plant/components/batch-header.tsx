import { Descriptions, Tag } from 'antd';
import type { BatchDetail } from '@pfs/domain/plant';
import { specName } from '../utils/cycle-chart-option';
import { count, factoryToday, kgText } from '../utils/plant-format';
import { BatchStatusTag, PhaseTag } from './phase-tag';

/** The batch at a glance: crop and spec version, status, phase, where it stands, plants and dishes, harvest. */
export function BatchHeader({ d }: { d: BatchDetail }) {
  const b = d.batch;
  const today = factoryToday();
  const safeFrom = d.protections.reduce<string | null>((a, p) => (a === null || p.safe_from > a ? p.safe_from : a), b.safe_from);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3, xl: 4 }} bordered>
      <Descriptions.Item label="作物 / 品种">{specName(b)}</Descriptions.Item>
      <Descriptions.Item label="规格版本">第 {b.spec_ver} 版</Descriptions.Item>
      <Descriptions.Item label="状态">
        <BatchStatusTag status={b.status} />
        {b.closed_on && <span>{b.closed_on} 结束</span>}
      </Descriptions.Item>
      <Descriptions.Item label="当前阶段">
        <PhaseTag phase={b.phase} />
      </Descriptions.Item>
      <Descriptions.Item label="播种日期">{b.sow_date}</Descriptions.Item>
      <Descriptions.Item label="计划采收">{b.planned_pick_day ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="所在区域">{b.areas.map((a) => a.name).join('、') || '—'}</Descriptions.Item>
      <Descriptions.Item label="在产">
        {count(b.dishes)} 盘 · {count(b.plants)} 株
      </Descriptions.Item>
      <Descriptions.Item label="播种 / 损耗 / 采收株数">
        {count(b.plants_sown)} / {count(b.plants_lost)} / {count(b.plants_harvested)}
      </Descriptions.Item>
      <Descriptions.Item label="已采收">{kgText(b.kg_harvested)}</Descriptions.Item>
      <Descriptions.Item label="植保安全间隔">
        {safeFrom ? safeFrom > today ? <Tag color="orange">{safeFrom} 起才能采收</Tag> : <span>已结束（{safeFrom} 起可采收）</span> : '—'}
      </Descriptions.Item>
      <Descriptions.Item label="种子批号">{d.seed_issues.map((s) => `${s.lot_no}（${s.qty} ${s.unit}）`).join('、') || '—'}</Descriptions.Item>
      {b.remark && <Descriptions.Item label="备注">{b.remark}</Descriptions.Item>}
    </Descriptions>
  );
}
