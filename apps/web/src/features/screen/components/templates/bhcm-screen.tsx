import type { ScreenTemplateProps } from './template-props';
import { WeatherPanel } from '../parts/weather-panel';
import { SensorGrid } from '../parts/sensor-panels';
import { CropStatsPanel, HarvestPanel, PlantSumPanel } from '../parts/crop-panels';
import { CameraWall, FacInfoPanel, InfoPanels, PictureShow } from '../parts/media-panels';
import { column, grid } from './template-props';

/** 展厅大屏: a showroom — the story of the factory and its pictures left, live cameras in the middle, rooms and harvest right. */
export default function BhcmScreen({ k, has }: ScreenTemplateProps) {
  return (
    <div style={grid('480px 1fr 460px')}>
      <div style={column}>
        <FacInfoPanel k={k} style={{ flex: 'none', height: 190 }} />
        {has('panels') && <InfoPanels k={k} style={{ flex: 'none', height: 330 }} />}
        {has('pics') && <PictureShow k={k} ext height={330} style={{ flex: 1 }} />}
      </div>
      <div style={column}>
        {has('cams') && <CameraWall k={k} cols={2} tileHeight={400} max={4} title="种植车间实况" style={{ flex: 'none', height: 880 }} />}
        {!has('cams') && has('crop') && <CropStatsPanel k={k} height={600} style={{ flex: 1 }} />}
      </div>
      <div style={column}>
        {has('weather') && <WeatherPanel fid={k.fid} style={{ flex: 'none', height: 300 }} />}
        <SensorGrid k={k} cols={2} cardWidth={210} title="车间环境" style={{ flex: 'none', height: 330 }} />
        {has('crop') && <PlantSumPanel k={k} style={{ flex: 1 }} />}
        {has('crop') && !has('weather') && <HarvestPanel k={k} height={200} style={{ flex: 1 }} />}
      </div>
    </div>
  );
}
