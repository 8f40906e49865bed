import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { SCREEN_SECTIONS, type ScreenSection, type ScreenVariant } from '@pfs/domain/screen';
import { ScreenCanvas } from '../components/screen-canvas';
import { ScreenHeader } from '../components/parts/header';
import { C } from '../components/parts/frame';
import { sendHeartbeat, useScreenDef, useScreenTmpl, useSensors, type ScreenKey } from '../api/pub-calls';
import type { ScreenTemplateProps } from '../components/templates/template-props';

const TEMPLATES: Record<ScreenVariant, React.LazyExoticComponent<(p: ScreenTemplateProps) => React.JSX.Element>> = {
  default: lazy(() => import('../components/templates/default-screen')),
  iotexp: lazy(() => import('../components/templates/iotexp-screen')),
  bhcm: lazy(() => import('../components/templates/bhcm-screen')),
};

const CLIENT_KEY = 'pfs_screen_client';
/** Each browser keeps one id, so the configuration page counts screens, not page loads. */
function clientId(): string {
  let id = localStorage.getItem(CLIENT_KEY);
  if (!id || !/^[A-Za-z0-9-]{8,64}$/.test(id)) {
    id = crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    localStorage.setItem(CLIENT_KEY, id);
  }
  return id;
}

function Message({ text }: { text: string }) {
  return (
    <ScreenCanvas>
      <div data-testid="screen-message" style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 40, color: C.dim }}>
        {text}
      </div>
    </ScreenCanvas>
  );
}

function Screen({ k }: { k: ScreenKey }) {
  const def = useScreenDef(k);
  const sensors = useSensors(k);
  const heartbeatMs = def.data?.heartbeat_ms;
  useEffect(() => {
    if (!heartbeatMs) return;
    const id = clientId();
    const beat = () => void sendHeartbeat(k, id, location.pathname).catch(() => undefined);
    beat();
    const t = setInterval(beat, heartbeatMs);
    return () => clearInterval(t);
  }, [k, heartbeatMs]);
  const sections = def.data?.sections;
  const has = useMemo(() => {
    const set = new Set<ScreenSection>(sections ?? SCREEN_SECTIONS);
    return (s: ScreenSection) => set.has(s);
  }, [sections]);
  useEffect(() => {
    if (def.data?.title) document.title = def.data.title;
  }, [def.data?.title]);
  if (def.isError && !def.data) return <Message text={def.error.message || '大屏不存在或未发布'} />;
  if (!def.data) return <Message text="加载中…" />;
  const Template = TEMPLATES[k.variant];
  return (
    <ScreenCanvas>
      <ScreenHeader k={k} live={!sensors.isError} />
      <Suspense fallback={null}>
        <Template k={k} has={has} />
      </Suspense>
    </ScreenCanvas>
  );
}

/**
 * A public display screen (no login). `auto` (/screen/:fid, /screendv/:fid) opens the template the factory set as
 * its main one (get_screen_tmpl_name); /scdv/<variant>/:fid opens that template.
 */
export default function ScreenPage({ variant }: { variant: ScreenVariant | 'auto' }) {
  const fid = Number(useParams().fid);
  const valid = Number.isInteger(fid) && fid > 0 && fid <= 2_147_483_647;
  const tmpl = useScreenTmpl(fid, valid && variant === 'auto');
  const chosen = variant === 'auto' ? tmpl.data?.tmpl : variant;
  const k = useMemo(() => (chosen ? { fid, variant: chosen } : undefined), [fid, chosen]);
  if (!valid) return <Message text="大屏地址不正确" />;
  if (!k) return <Message text={tmpl.isError ? tmpl.error.message || '大屏不存在或未发布' : '加载中…'} />;
  return <Screen k={k} />;
}
