import { ConsumptionView } from '../components/consumption-view';

/** /iot/watery [iot.list]: water consumption (m³ meters) per day or month and area. */
export default function WateryPage() {
  return <ConsumptionView quantity="m3" description="水表（m³）按日或按月的用水量，按区域堆叠；可输入水价估算水费。" />;
}
