import { WeatherHistoryPage } from '../components/weather-history';

/** /iot/wt_hourly_history 历史天气（小时）. */
export default function WtHourlyHistoryPage() {
  return <WeatherHistoryPage kind="hourly" />;
}
