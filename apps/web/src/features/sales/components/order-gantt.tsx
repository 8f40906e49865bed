import { useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { PLANT_PHASE_LABELS, formatFactoryTime, type PlantPhase } from '@pfs/domain';
import { EChart } from '@/components/echart/echart';
import { useSalesGantt } from '../api/get-sales-gantt';
import { PHASE_COLORS, ganttOption } from '../utils/gantt-option';

/**
 * 甘特图: orders and their batches' planned phases over a window (30 days back to 90 ahead by default), what each sown
 * batch really did under its plan, today's line, and the orders that may miss their date (⚠, in red).
 */
export function OrderGantt({ fid }: { fid: number }) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().subtract(30, 'day'), dayjs().add(90, 'day')]);
  const body = { fid, start_day: range[0].format('YYYY-MM-DD'), end_day: range[1].format('YYYY-MM-DD') };
  const g = useSalesGantt(body);
  const rows = useMemo(() => g.data ?? [], [g.data]);
  const today = formatFactoryTime(Date.now(), 'YYYY-MM-DD');
  const option = useMemo(() => ganttOption(rows, body.start_day, body.end_day, today), [rows, body.start_day, body.end_day, today]);
  const risky = rows.filter((r) => r.risk).length;
  const height = Math.max(240, 34 * rows.reduce((n, r) => n + Math.max(1, r.batches.length), 0) + 80);
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        {(Object.keys(PHASE_COLORS) as PlantPhase[]).map((p) => (
          <Tag key={p} color={PHASE_COLORS[p]}>
            {PLANT_PHASE_LABELS[p]}
          </Tag>
        ))}
        <Tag color="#cf1322">交货</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          每行上方浅色为计划、下方深色为实际；橙色虚线为今天
        </Typography.Text>
        {risky > 0 && (
          <Typography.Text type="danger" data-testid="gantt-risk">
            ⚠ {risky} 个订单可能延误（红色行，悬停交货标记看原因）
          </Typography.Text>
        )}
      </Flex>
      {g.isLoading ? <Skeleton active /> : rows.length === 0 ? <Empty description="这段时间没有订单" /> : <EChart option={option} height={height} label="订单甘特图" />}
    </>
  );
}
