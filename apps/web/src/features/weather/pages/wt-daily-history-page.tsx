import { WeatherHistoryPage } from '../components/weather-history';

/** /iot/wt_daily_history 历史天气（日）. */
export default function WtDailyHistoryPage() {
  return <WeatherHistoryPage kind="daily" />;
}
