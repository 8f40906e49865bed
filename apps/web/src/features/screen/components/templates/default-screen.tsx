import type { ScreenTemplateProps } from './template-props';
import { WeatherPanel } from '../parts/weather-panel';
import { SensorGrid, TenDayChart } from '../parts/sensor-panels';
import { IotSummaryPanel } from '../parts/iot-panels';
import { CropStatsPanel, PlantSumPanel } from '../parts/crop-panels';
import { CameraWall, FacInfoPanel, InfoPanels } from '../parts/media-panels';
import { column, grid } from './template-props';

/** 默认大屏: an overview — the factory, weather and IoT on the left, rooms live in the middle, crops and cameras right. */
export default function DefaultScreen({ k, has }: ScreenTemplateProps) {
  return (
    <div style={grid('460px 1fr 460px')}>
      <div style={column}>
        <FacInfoPanel k={k} style={{ flex: 'none', height: 190 }} />
        {has('weather') && <WeatherPanel fid={k.fid} style={{ flex: 'none', height: 300 }} />}
        {has('iot') && <IotSummaryPanel k={k} style={{ flex: 1 }} />}
      </div>
      <div style={column}>
        <SensorGrid k={k} cols={4} cardWidth={232} style={{ flex: 'none', height: 540 }} />
        <TenDayChart k={k} height={340} style={{ flex: 1 }} />
      </div>
      <div style={column}>
        {has('crop') && <CropStatsPanel k={k} height={230} style={{ flex: 'none', height: 320 }} />}
        {has('crop') && <PlantSumPanel k={k} style={{ flex: 'none', height: 230 }} />}
        {has('cams') && <CameraWall k={k} cols={2} tileHeight={120} max={2} style={{ flex: 'none', height: 190 }} />}
        {has('panels') && <InfoPanels k={k} style={{ flex: 1 }} />}
      </div>
    </div>
  );
}
