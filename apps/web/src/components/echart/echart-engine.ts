import * as echarts from 'echarts/core';
import { BarChart, CustomChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the console's charts use: the full echarts bundle is ~700 kB gzip.
echarts.use([
  BarChart,
  LineChart,
  ScatterChart,
  // Gantt bars (订单排产).
  CustomChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
  TitleComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export { init, type ECharts } from 'echarts/core';
