import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, CustomSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';

/** The option type of the charts the console registers — nothing more (echarts/core keeps the bundle small). */
export type EChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | ScatterSeriesOption
  | CustomSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
  | MarkAreaComponentOption
  | TitleComponentOption
  | VisualMapComponentOption
>;

/** What the console's charts over a category axis begin with: no animation, an axis tooltip, the legend on top, the grid given. */
export const axisChartBase = (grid: GridComponentOption) => ({ animation: false, tooltip: { trigger: 'axis' as const }, legend: { top: 0 }, grid });
