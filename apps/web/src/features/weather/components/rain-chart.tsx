import { useMemo } from 'react';
import { Typography } from 'antd';
import { RAIN_CHART, type RainItem } from '@pfs/domain/weather';
import { EChart } from '@/components/echart/echart';
import { isDry, rainChartOption } from '../utils/weather-charts';

// The spec's size exactly: neither a narrower panel nor a flex parent may squeeze it (the panel scrolls instead).
const fixed = (width: number) => ({ width, minWidth: width, maxWidth: 'none', flexShrink: 0, boxSizing: 'content-box' as const });

/** The next two hours of rain (spec §9: 820×100, 小/中/大), or 「未来无降水」 when dry. */
export function RainChart({ list, width = RAIN_CHART.width }: { list: RainItem[]; width?: number }) {
  const option = useMemo(() => rainChartOption(list), [list]);
  if (isDry(list))
    return (
      <div data-testid="rain-empty" style={{ ...fixed(width), height: RAIN_CHART.height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Typography.Text type="secondary">{RAIN_CHART.empty}</Typography.Text>
      </div>
    );
  return (
    <div data-testid="rain-chart" style={fixed(width)}>
      <EChart option={option} height={RAIN_CHART.height} label="未来两小时降水" />
    </div>
  );
}
