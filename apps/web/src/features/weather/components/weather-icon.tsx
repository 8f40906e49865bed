import { CloudFilled, CloudOutlined, MoonFilled, SunFilled, ThunderboltFilled } from '@ant-design/icons';

/** An icon for a QWeather icon code (the console carries no weather icon font and cannot rely on emoji fonts). */
export function WeatherIcon({ icon, size = 16 }: { icon: string; size?: number }) {
  const c = Number(icon);
  const style = { fontSize: size };
  if (c === 100) return <SunFilled style={{ ...style, color: '#faad14' }} aria-label="晴" />;
  if (c === 150) return <MoonFilled style={{ ...style, color: '#fadb14' }} aria-label="晴（夜）" />;
  if ((c >= 101 && c <= 103) || (c >= 151 && c <= 153)) return <CloudOutlined style={{ ...style, color: '#8c8c8c' }} aria-label="多云" />;
  if (c >= 300 && c <= 304) return <ThunderboltFilled style={{ ...style, color: '#722ed1' }} aria-label="雷阵雨" />;
  if (c >= 305 && c < 400) return <CloudFilled style={{ ...style, color: '#1677ff' }} aria-label="雨" />;
  if (c >= 400 && c < 500) return <CloudFilled style={{ ...style, color: '#bae0ff' }} aria-label="雪" />;
  return <CloudFilled style={{ ...style, color: '#8c8c8c' }} aria-label="阴" />;
}
