import { useState } from 'react';
import { DatePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { formatFactoryTime, statementMonthOf } from '@pfs/domain';
import { siReport } from '@pfs/domain/si';
import { ListExportButton } from '@/components/list-export-button';
import { NoFactory, PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useSiReport } from '../api/get-si-report';
import { SiReportTables } from '../components/si-report-tables';
import { SiStatsCharts } from '../components/si-stats-charts';
import { SiStatsKpis } from '../components/si-stats-kpis';
import { statementRangeText } from '../utils/statement-month';

/**
 * /report/si 巡检报表 [report.list or si.list]: one statement month (the 25th of the month before to the 24th) —
 * totals, the days as charts, by rule, by person and the targets found abnormal most; its Excel file is by rule.
 */
export default function SiReportPage() {
  const fid = useCurrentFid();
  const [ym, setYm] = useState(() => statementMonthOf(formatFactoryTime(Date.now(), 'YYYY-MM-DD')));
  const filter = fid ? { fid, ...ym } : undefined;
  const q = useSiReport(filter);
  if (!fid) return <NoFactory />;
  const r = q.data;
  return (
    <PageContainer
      title="巡检报表"
      description={r ? `结算月 ${ym.year}年${ym.month}月：${statementRangeText(r.start, r.end)}` : '结算月：上月 25 日至本月 24 日'}
      extra={
        <>
          <DatePicker
            picker="month"
            allowClear={false}
            aria-label="结算月"
            value={dayjs(`${ym.year}-${String(ym.month).padStart(2, '0')}-01`)}
            onChange={(d) => d && setYm({ year: d.year(), month: d.month() + 1 })}
          />
          <ListExportButton list={siReport} filter={filter!} />
        </>
      }
    >
      {q.isError && <Typography.Text type="danger">报表加载失败：{(q.error as Error).message}</Typography.Text>}
      <SiStatsKpis
        total={r?.total}
        extra={r ? [{ title: '本月发现异常', value: r.cases_opened }, { title: '月末未处理异常', value: r.cases_open }] : []}
      />
      {r && <SiStatsCharts rows={r.by_day} from={r.start} to={dayjs(r.end).subtract(1, 'day').format('YYYY-MM-DD')} />}
      <SiReportTables r={r} loading={q.isFetching} />
    </PageContainer>
  );
}
