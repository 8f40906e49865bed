import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useSettingsStore } from '../../../lib/settings-store';
import type { LogStats } from '../api/log-api';

// Only what this chart uses: keeps the bundle small (full echarts is ~700 kB gzip).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export function LogChart({ stats }: { stats: LogStats }) {
  const el = useRef<HTMLDivElement>(null);
  const theme = useSettingsStore((s) => s.theme);
  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current, theme === 'dark' ? 'dark' : undefined);
    chart.setOption({
      backgroundColor: 'transparent',
      tooltip: { trigger: 'axis' },
      legend: { data: ['操作日志', '页面访问', '工厂事件'] },
      grid: { left: 40, right: 16, top: 40, bottom: 30 },
      xAxis: { type: 'category', data: stats.days.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '操作日志', type: 'bar', data: stats.days.map((d) => d.user_log_ct) },
        { name: '页面访问', type: 'line', smooth: true, data: stats.days.map((d) => d.page_visit_ct) },
        { name: '工厂事件', type: 'bar', data: stats.days.map((d) => d.fac_evt_ct) },
      ],
    });
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [stats, theme]);
  return <div ref={el} style={{ height: 320 }} data-testid="log-chart" />;
}
