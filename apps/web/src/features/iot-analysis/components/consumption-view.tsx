import { useMemo, useState } from 'react';
import { Alert, Card, Empty, Flex, InputNumber, Segmented, Spin, Typography } from 'antd';
import { CONSUMPTION_QUANTITIES, type ConsumptionQuantity } from '@pfs/domain/iot-analysis';
import { EChart } from '@/components/echart/echart';
import { NoFactory, PageContainer } from '@/components/page-container';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useIotConsumption } from '../api/get-iot-consumption';
import { consumptionOption } from '../utils/chart-options';
import { ConsumptionSummary } from './consumption-summary';
import { ConsumptionBucketTable, ConsumptionMeterTable } from './consumption-tables';

type Grain = 'day' | 'month';
const RANGE: RangeSpec = { mode: 'day', presets: ['last7', 'last30', 'month', 'last_month', 'year', 'last12m'] };
const PRICE_UNIT: Record<ConsumptionQuantity, string> = { kwh: '元/kWh', m3: '元/m³' };

/**
 * 用电统计 / 用水统计: consumption of the factory's meters per day or calendar month, stacked by area, with
 * totals, a table per day/month and per meter. The unit price is only for the estimate on screen.
 */
export function ConsumptionView({ quantity, description }: { quantity: ConsumptionQuantity; description: string }) {
  const fid = useCurrentFid();
  const [grain, setGrain] = useState<Grain>('day');
  const range = useRangeParam(RANGE, { preset: 'last30' });
  const [price, setPrice] = useState<number | null>(null);
  const body = fid ? { fid, quantity, grain, start_day: range.resolved.startDay, end_day: range.resolved.endDay } : null;
  const q = useIotConsumption(body);
  const option = useMemo(() => (q.data ? consumptionOption(q.data.buckets, q.data.areas, q.data.totals, q.data.unit) : null), [q.data]);
  const what = CONSUMPTION_QUANTITIES[quantity];
  if (!fid) return <NoFactory />;

  return (
    <PageContainer title={`${what}统计`} description={description}>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Segmented<Grain>
          value={grain}
          onChange={(g) => {
            setGrain(g);
            // Per month, a year is the useful default.
            if (g === 'month' && range.resolved.wall[1].diff(range.resolved.wall[0], 'day') < 60) range.set({ preset: 'last12m' });
          }}
          options={[
            { value: 'day', label: '按日' },
            { value: 'month', label: '按月' },
          ]}
        />
        <TimeRangePicker mode="day" presets={RANGE.presets} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
        <Flex align="center" gap={6}>
          <Typography.Text>单价</Typography.Text>
          <InputNumber<number> aria-label="单价" min={0} max={1000} step={0.1} precision={4} placeholder="可选" value={price} onChange={(v) => setPrice(v ?? null)} suffix={PRICE_UNIT[quantity]} style={{ width: 170 }} />
        </Flex>
      </Flex>
      {q.isError ? (
        <Alert type="error" showIcon message={`${what}数据加载失败`} description="请调整日期范围后重试。" />
      ) : !q.data ? (
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      ) : q.data.meters.length === 0 ? (
        <Empty style={{ margin: '48px 0' }} description={`本工厂还没有${quantity === 'kwh' ? '电能表（kWh）' : '水表（m³）'}：网关上报计量表点位后即可统计`} />
      ) : (
        <Spin spinning={q.isFetching}>
          <ConsumptionSummary data={q.data} price={price} />
          {option && <EChart option={option} height={340} label={`${what}柱状图（按区域堆叠）`} />}
          <Card size="small" title={`按${grain === 'day' ? '日' : '月'}明细`} style={{ marginTop: 16 }}>
            <ConsumptionBucketTable data={q.data} price={price} />
          </Card>
          <Card size="small" title="按计量表" style={{ marginTop: 16 }}>
            <ConsumptionMeterTable data={q.data} price={price} />
          </Card>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            计量表为累计读数：每{grain === 'day' ? '日' : '月'}用量 = 期末读数 − 上一读数；表计复位（读数变小）时按复位后的读数计入，不会出现负值。日期按工厂时区的自然日/自然月划分。
          </Typography.Paragraph>
        </Spin>
      )}
    </PageContainer>
  );
}
