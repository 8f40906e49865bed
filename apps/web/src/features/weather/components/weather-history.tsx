import { useMemo } from 'react';
import { Flex, Grid, Table, type TableColumnsType } from 'antd';
import { wtDailyHistoryList, wtHourlyHistoryList, type WeatherDay, type WeatherHour } from '@pfs/domain/weather';
import type { EChartOption } from '@/components/echart/echart-option';
import { ListExportButton } from '@/components/list-export-button';
import { PageContainer } from '@/components/page-container';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import type { RangeSpec, RangeValue } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useWtDailyHistory, useWtHourlyHistory, type WeatherRangeBody } from '../api/get-wt-history';
import { dailyChartOption, hourlyChartOption } from '../utils/weather-charts';
import { ChartBlock } from './chart-block';
import { dayColumns } from './day-columns';
import { hourColumns } from './hour-columns';

type Kind = 'daily' | 'hourly';

/** What sets the 历史天气 by day and by hour apart: their page, ranges, rows, chart and table. */
interface WeatherHistorySpec<T> {
  /** The list: its call, its Excel export and the columns of both. */
  list: typeof wtDailyHistoryList | typeof wtHourlyHistoryList;
  title: string;
  description: string;
  range: RangeSpec;
  fallback: RangeValue;
  useRows: (body: WeatherRangeBody) => { data?: { items: T[] }; isFetching: boolean; isError: boolean };
  chart: (items: T[], compact: boolean) => EChartOption;
  label: string;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  pageSize: number;
  /** Counts the rows in 共 … . */
  unit: string;
}

/** A 历史天气 view: the range picker and export, the chart, then the rows newest first. */
function WeatherHistory<T extends object>({ fid, spec }: { fid: number; spec: WeatherHistorySpec<T> }) {
  const { list, range: rangeSpec, useRows, chart, pageSize, unit } = spec;
  const range = useRangeParam(rangeSpec, spec.fallback);
  const body = { fid, start_day: range.resolved.startDay, end_day: range.resolved.endDay };
  const q = useRows(body);
  const items = useMemo(() => q.data?.items ?? [], [q.data]);
  const compact = !Grid.useBreakpoint().md;
  const option = useMemo(() => chart(items, compact), [chart, items, compact]);
  return (
    <>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <TimeRangePicker mode="day" presets={rangeSpec.presets} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
        <ListExportButton list={list} filter={body} disabled={!items.length} />
      </Flex>
      <ChartBlock option={option} loading={q.isFetching} error={q.isError} empty={!items.length} label={spec.label} />
      <Table<T>
        rowKey={spec.rowKey}
        size="small"
        columns={spec.columns}
        dataSource={[...items].reverse()}
        loading={q.isFetching}
        scroll={{ x: 1100 }}
        pagination={{ defaultPageSize: pageSize, showSizeChanger: true, showTotal: (t) => `共 ${t} ${unit}` }}
      />
    </>
  );
}

const DAILY: WeatherHistorySpec<WeatherDay> = {
  list: wtDailyHistoryList,
  title: '历史天气（日）',
  description: '按工厂所在时区的自然日统计：最高、最低温度，降水量及其 24 小时等级，最大风力与主导风向（最多查询 366 天）。',
  range: { mode: 'day', presets: ['last7', 'last30', 'last90', 'month', 'last_month', 'year', 'last12m'] },
  fallback: { preset: 'last30' },
  useRows: useWtDailyHistory,
  chart: (items) => dailyChartOption(items),
  label: '逐日历史天气',
  rowKey: 'day',
  columns: dayColumns,
  pageSize: 31,
  unit: '天',
};

const HOURLY: WeatherHistorySpec<WeatherHour> = {
  list: wtHourlyHistoryList,
  title: '历史天气（小时）',
  description: '工厂所在地每小时的天气观测（最多查询 31 天）。',
  range: { mode: 'day', presets: ['today', 'last3', 'last7', 'last30'] },
  fallback: { preset: 'last3' },
  useRows: useWtHourlyHistory,
  chart: hourlyChartOption,
  label: '逐小时历史天气',
  rowKey: 't',
  columns: hourColumns,
  pageSize: 24,
  unit: '小时',
};

/** The 历史天气 page by day or by hour. */
export function WeatherHistoryPage({ kind }: { kind: Kind }) {
  const fid = useCurrentFid();
  if (!fid) return null;
  const { title, description } = kind === 'daily' ? DAILY : HOURLY;
  return (
    <PageContainer title={title} description={description}>
      {/* one branch a spec, so each keeps its own row type */}
      {kind === 'daily' ? <WeatherHistory fid={fid} spec={DAILY} /> : <WeatherHistory fid={fid} spec={HOURLY} />}
    </PageContainer>
  );
}
