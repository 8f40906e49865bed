import type { ScreenTemplateProps } from './template-props';
import { WeatherPanel } from '../parts/weather-panel';
import { SensorGrid, TenDayChart } from '../parts/sensor-panels';
import { ActLogPanel, IotSummaryPanel } from '../parts/iot-panels';
import { CameraWall, InfoPanels } from '../parts/media-panels';
import { column, grid } from './template-props';

/** 物联网大屏: IoT first — devices and control on the left, every chosen sensor live in the middle, weather and cameras right. */
export default function IotExpScreen({ k, has }: ScreenTemplateProps) {
  return (
    <div style={grid('440px 1fr 440px')}>
      <div style={column}>
        <IotSummaryPanel k={k} cols={2} style={{ flex: 'none', height: 330 }} />
        <ActLogPanel k={k} rows={14} style={{ flex: 1 }} />
      </div>
      <div style={column}>
        <SensorGrid k={k} cols={4} cardWidth={240} title="传感器实时数据" style={{ flex: 'none', height: 560 }} />
        <TenDayChart k={k} height={320} style={{ flex: 1 }} />
      </div>
      <div style={column}>
        {has('weather') && <WeatherPanel fid={k.fid} style={{ flex: 'none', height: 320 }} />}
        {has('cams') && <CameraWall k={k} cols={1} tileHeight={210} max={2} style={{ flex: 'none', height: 500 }} />}
        {has('panels') && <InfoPanels k={k} style={{ flex: 1 }} />}
      </div>
    </div>
  );
}
