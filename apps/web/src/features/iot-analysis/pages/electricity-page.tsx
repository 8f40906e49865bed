import { ConsumptionView } from '../components/consumption-view';

/** /iot/electricity [iot.list]: electricity consumption (kWh meters) per day or month and area. */
export default function ElectricityPage() {
  return <ConsumptionView quantity="kwh" description="电能表（kWh）按日或按月的用电量，按区域堆叠；可输入电价估算电费。" />;
}
