import { useMemo } from 'react';
import { Card, Flex, Grid, Table, Tag, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { WEATHER_SOURCE_LABELS } from '@pfs/domain/weather';
import { PageContainer } from '@/components/page-container';
import { useCurrentFid } from '@/lib/auth-store';
import { useWtHourlyForecast } from '../api/get-wt-hourly-forecast';
import { ChartBlock } from '../components/chart-block';
import { hourColumns } from '../components/hour-columns';
import { WarningList } from '../components/warning-list';
import { hourlyChartOption } from '../utils/weather-charts';
import { windText } from '../utils/weather-icon';
import { WeatherIcon } from '../components/weather-icon';

function Forecast({ fid }: { fid: number }) {
  const q = useWtHourlyForecast(fid);
  const hours = useMemo(() => q.data?.hours ?? [], [q.data]);
  const compact = !Grid.useBreakpoint().md;
  const option = useMemo(() => hourlyChartOption(hours, compact), [hours, compact]);
  return (
    <>
      <WarningList fid={fid} />
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        {(q.data?.days ?? []).map((d) => (
          <Card key={d.fxDate} size="small" style={{ minWidth: 140 }}>
            <Typography.Text strong>{d.fxDate}</Typography.Text>
            <div style={{ fontSize: 20 }}>
              <WeatherIcon icon={d.iconDay} size={20} /> {d.textDay}
            </div>
            <div>
              {d.tempMin}~{d.tempMax} °C · {d.precip} mm
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {windText(d.windScaleDay, d.windDirDay)} · 日出 {d.sunrise} 日落 {d.sunset} · {d.moonPhase}
            </Typography.Text>
          </Card>
        ))}
      </Flex>
      <ChartBlock option={option} loading={q.isFetching} error={q.isError} empty={!hours.length} label="逐小时预报" />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {q.data?.updated_at && `更新于 ${formatFactoryTime(q.data.updated_at, 'MM-DD HH:mm')} · ${WEATHER_SOURCE_LABELS[q.data.src]}`}
        {q.data?.stale && <Tag color="warning" style={{ marginLeft: 8 }}>数据源暂不可用，显示上次的预报</Tag>}
      </Typography.Text>
      <Table rowKey="t" size="small" columns={hourColumns} dataSource={hours} loading={q.isFetching} scroll={{ x: 1100 }} pagination={{ defaultPageSize: 24, showSizeChanger: true, showTotal: (t) => `共 ${t} 小时` }} />
    </>
  );
}

export default function WtHourlyForecastPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="逐小时预报" description="未来 72 小时逐小时预报与 7 天逐日预报，及大风、降雨预警。">
      <Forecast fid={fid} />
    </PageContainer>
  );
}
