import { useParams } from 'react-router';
import { ApiError } from '@/lib/request';
import { useTraceInfo, type TraceInfo } from '../api/get-trace-info';
import { TraceSpark } from '../components/trace-spark';
import './trace-page.css';
import { formatTemp } from '@pfs/domain';

const fmt = (v: number | null, unit: string) => (v === null ? '—' : `${v} ${unit}`);

/** 订单溯源: the public page a shopper opens from a box's QR code. Phone-first, plain CSS, no chart library. */
export default function TracePage() {
  const { tid } = useParams();
  const q = useTraceInfo(tid);
  if (q.isPending) return <div className="tr-page tr-empty">正在读取溯源信息…</div>;
  if (q.isError || !q.data) {
    const notFound = q.error instanceof ApiError ? q.error.code === 404 || q.error.code === 400 : false;
    return (
      <div className="tr-page">
        <div className="tr-empty" role="alert">
          <div style={{ fontSize: 48 }}>🔍</div>
          <h1>{notFound ? '未找到该溯源码' : '暂时无法读取溯源信息'}</h1>
          <p>{notFound ? '请核对包装上的二维码，或联系销售方。' : '请稍后再试。'}</p>
        </div>
      </div>
    );
  }
  return <TraceStory t={q.data} />;
}

/** The hero's key dates and figures: [value, label]. */
const facts = (t: TraceInfo): [string, string][] => [
  [t.factory.name, t.factory.city || '植物工厂'],
  [`${t.cycle_days} 天`, '播种到采收'],
  [t.harvest_date, '采收日期'],
  [t.pack_date, '包装入库'],
  [t.ship_date, '出货日期'],
  [t.expires_on, '保质期至'],
];

/** The climate averages over the batch's growth: [value, label]. */
const climateStats = (c: TraceInfo['climate']): [string, string][] => [
  [formatTemp(c.air_temp.avg), '平均气温'],
  [fmt(c.humidity.avg, '%'), '平均湿度'],
  [fmt(c.co2.avg, 'ppm'), '平均 CO₂'],
  [fmt(c.dli_avg, 'mol/m²·d'), '日均光照量 DLI'],
];

/** One daily curve per climate figure. */
const CLIMATE_SPARKS = [
  { label: '气温', unit: '°C', color: '#e8684a', day: 'air_temp' },
  { label: '湿度', unit: '%', color: '#5b8ff9', day: 'humidity' },
  { label: 'CO₂', unit: 'ppm', color: '#6dc8ec', day: 'co2' },
  { label: 'DLI', unit: 'mol/m²·d', color: '#f6bd16', day: 'dli' },
] as const;

/** A figure in bold over what it is. */
function Figure({ value, label, className }: { value: string; label: string; className?: string }) {
  return (
    <div className={className}>
      <b>{value}</b>
      <span>{label}</span>
    </div>
  );
}

function TraceStory({ t }: { t: TraceInfo }) {
  const c = t.climate;
  return (
    <div className="tr-page">
      <main className="tr-wrap">
        <section className="tr-hero">
          <span className="tr-badge">订单溯源 · 已验证</span>
          <h1>
            {t.product.crop} · {t.product.variety}
          </h1>
          <div className="tr-sub">
            {t.product.grade_name}
            {t.product.packing ? ` · ${t.product.packing}` : ''} · 批号 {t.lot_no}
          </div>
          <div className="tr-facts">
            {facts(t).map(([value, label], i) => (
              <Figure key={i} value={value} label={label} />
            ))}
          </div>
        </section>

        <section className="tr-card">
          <h2>生长历程</h2>
          <ol className="tr-steps">
            {t.story.map((s, i) => (
              <li key={i}>
                <b>{s.step}</b> <span className="tr-date">{s.date}</span>
                <div>
                  {s.area}
                  {s.note ? ` · ${s.note}` : ''}
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="tr-card">
          <h2>生长环境</h2>
          <div className="tr-stats">
            {climateStats(c).map(([value, label]) => (
              <Figure key={label} className="tr-stat" value={value} label={label} />
            ))}
          </div>
          {CLIMATE_SPARKS.map((k) => (
            <TraceSpark key={k.label} label={k.label} unit={k.unit} color={k.color} values={c.days.map((d) => d[k.day])} />
          ))}
        </section>

        <section className="tr-card" data-testid="trace-safety">
          <h2>植保记录</h2>
          <div className={t.safety.ok ? 'tr-ok' : 'tr-bad'}>
            {t.safety.ok ? '✓ ' : ''}
            {t.safety.summary}
          </div>
          {t.protections.length > 0 && (
            <ul className="tr-prots">
              {t.protections.map((p, i) => (
                <li key={i} className={p.concerns_lot ? undefined : 'tr-dim'}>
                  {p.text}
                  {p.concerns_lot && !p.respected && <span className="tr-bad"> — 未满安全间隔期</span>}
                </li>
              ))}
            </ul>
          )}
        </section>

        {t.photos.length > 0 && (
          <section className="tr-card">
            <h2>批次照片</h2>
            <div className="tr-photos">
              {t.photos.map((p, i) => (
                <a key={i} href={p.url} target="_blank" rel="noreferrer">
                  <img src={p.thumb} alt={`${p.date} 作物照片`} loading="lazy" />
                </a>
              ))}
            </div>
          </section>
        )}
        <div className="tr-foot">本溯源码已被查询 {t.scans} 次</div>
      </main>
    </div>
  );
}
