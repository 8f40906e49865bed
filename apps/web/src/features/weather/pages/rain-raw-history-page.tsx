import { Checkbox, Flex, Table } from 'antd';
import { rainRawList } from '@pfs/domain/weather';
import { tableColumnsOf } from '@/components/list-columns';
import { PageContainer } from '@/components/page-container';
import { ListExportButton } from '@/components/list-export-button';
import { tablePaging } from '@/components/table-paging';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useSearchParams } from 'react-router';
import { useRainRawList } from '../api/get-rain-raw-list';

const RANGE: RangeSpec = { mode: 'time', presets: ['last24', 'last7', 'last30', 'month'] };

const columns = tableColumnsOf(rainRawList, {
  t: { width: 160 },
  precip: { width: 130 },
  grade_name: { title: '等级（1 小时）', width: 130 },
  src: { width: 130 },
});

function RainRaw({ fid }: { fid: number }) {
  const [params, setParams] = useSearchParams();
  const range = useRangeParam(RANGE, { preset: 'last7' });
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Math.min(200, Math.max(1, Number(params.get('size')) || 20));
  const onlyWet = params.get('wet') === '1';
  const set = (patch: Record<string, string>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(patch)) p.set(k, v);
      return p;
    });
  const body = { fid, start: range.resolved.start.toISOString(), end: range.resolved.end.toISOString(), only_wet: onlyWet, page, size };
  const q = useRainRawList(body);
  const paging = tablePaging({ page, size }, q.data?.total_ct ?? 0, (p) => set({ page: String(p.page), size: String(p.size) }));
  return (
    <>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <TimeRangePicker mode="time" presets={RANGE.presets} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
        <Checkbox checked={onlyWet} onChange={(e) => set({ wet: e.target.checked ? '1' : '0', page: '1' })}>
          只看有降水的时段
        </Checkbox>
        <ListExportButton list={rainRawList} filter={body} disabled={!q.data?.total_ct} />
      </Flex>
      <Table rowKey="t" size="small" columns={columns} dataSource={q.data?.items ?? []} loading={q.isFetching} pagination={paging} />
    </>
  );
}

export default function RainRawHistoryPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="降水原始数据" description="每小时观测的降水量（1 小时降水等级）。">
      <RainRaw fid={fid} />
    </PageContainer>
  );
}
