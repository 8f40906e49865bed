import { useEffect, useState } from 'react';
import type { ScreenKey } from '../../api/pub-calls';
import { useFacName, useScreenDef } from '../../api/pub-calls';
import { C } from './frame';

const clockText = (d: Date) => ({
  time: d.toLocaleTimeString('zh-CN', { hour12: false }),
  date: d.toLocaleDateString('zh-CN', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }),
});

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(t);
  }, []);
  const c = clockText(now);
  return (
    <div style={{ textAlign: 'right' }}>
      <div data-testid="screen-clock" style={{ fontSize: 30, fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: C.text }}>
        {c.time}
      </div>
      <div style={{ fontSize: 15, color: C.dim }}>{c.date}</div>
    </div>
  );
}

/** Title bar: logo and factory name, the screen's title and subtitle, whether data is arriving, the clock. */
export function ScreenHeader({ k, live }: { k: ScreenKey; live: boolean }) {
  const def = useScreenDef(k).data;
  const fac = useFacName(k).data;
  return (
    <header style={{ height: 96, display: 'grid', gridTemplateColumns: '480px 1fr 480px', alignItems: 'center', padding: '0 28px', borderBottom: `2px solid ${C.border}`, background: 'linear-gradient(180deg, rgba(18,60,120,.6), transparent)' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
        <img src={fac?.logo_url ?? '/logo.svg'} alt="" style={{ height: 52, width: 52, objectFit: 'contain' }} />
        <div>
          <div data-testid="screen-fac-name" style={{ fontSize: 24, fontWeight: 600 }}>{fac?.fac_name ?? ''}</div>
          <div style={{ fontSize: 14, color: live ? C.green : C.warn }}>● {live ? '数据实时更新中' : '正在重新连接…'}</div>
        </div>
      </div>
      <div style={{ textAlign: 'center' }}>
        <div style={{ fontSize: 40, fontWeight: 700, letterSpacing: 6, color: '#fff', textShadow: '0 0 18px rgba(63,208,255,.7)' }}>{def?.title || fac?.fac_name || '展示大屏'}</div>
        {def?.subtitle && <div style={{ fontSize: 17, color: C.dim, letterSpacing: 4 }}>{def.subtitle}</div>}
      </div>
      <Clock />
    </header>
  );
}
