import { useEffect, useRef, useState } from 'react';
import type { CameraKind } from '@pfs/domain/camera';

/** Snapshots are fetched again this often. */
const SNAPSHOT_MS = 3_000;
/** A stream that has shown nothing for this long counts as offline (and is tried again). */
const RETRY_MS = 15_000;

/** Without a height the tile keeps the cameras' 16:9, so a picture's burnt-in time and name are never cropped. */
type Props = { name: string; kind: CameraKind; url: string; height?: number | string; dark?: boolean };

/**
 * One camera: HLS through hls.js (loaded only when such a camera is on the page; Safari plays HLS itself),
 * MJPEG as an image stream, snapshots refreshed every few seconds. A camera that fails shows an offline tile
 * with its name and tries again by itself; it never breaks the page around it.
 */
export function CamTile({ name, kind, url, height, dark = true }: Props) {
  const [offline, setOffline] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (offline) {
      const t = setTimeout(() => setOffline(false), RETRY_MS);
      return () => clearTimeout(t);
    }
    if (kind !== 'snapshot') return;
    const t = setInterval(() => setTick((n) => n + 1), SNAPSHOT_MS);
    return () => clearInterval(t);
  }, [kind, offline]);
  const frame = { position: 'relative' as const, ...(height === undefined ? { aspectRatio: '16 / 9' } : { height }), background: dark ? '#000' : '#1f1f1f', borderRadius: 4, overflow: 'hidden' };
  const label = (
    <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '4px 8px', background: 'linear-gradient(transparent, rgba(0,0,0,.75))', color: '#fff', fontSize: 14 }}>
      {name}
    </div>
  );
  if (offline) {
    return (
      <div style={{ ...frame, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', color: '#8c8c8c', gap: 6 }} data-testid="cam-offline">
        <span style={{ fontSize: 18 }}>摄像头离线</span>
        <span style={{ fontSize: 13 }}>{name} · 画面暂不可用，稍后自动重试</span>
      </div>
    );
  }
  const src = kind === 'snapshot' ? `${url}${url.includes('?') ? '&' : '?'}t=${tick}` : url;
  return (
    <div style={frame} data-testid="cam-tile">
      {kind === 'hls' ? (
        <HlsVideo url={url} onFail={() => setOffline(true)} />
      ) : (
        <img src={src} alt={name} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} onError={() => setOffline(true)} />
      )}
      {label}
    </div>
  );
}

function HlsVideo({ url, onFail }: { url: string; onFail: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest callback, so a re-render does not restart the stream.
  const fail = useRef(onFail);
  useEffect(() => {
    fail.current = onFail;
  });
  useEffect(() => {
    const onFail = () => fail.current();
    const el = video.current;
    if (!el) return;
    let destroyed = false;
    let hls: { destroy(): void } | undefined;
    if (el.canPlayType('application/vnd.apple.mpegurl')) {
      el.src = url;
      el.onerror = onFail;
    } else {
      import('hls.js').then(
        ({ default: Hls }) => {
          if (destroyed) return;
          if (!Hls.isSupported()) return onFail();
          const h = new Hls({ lowLatencyMode: true });
          hls = h;
          h.on(Hls.Events.ERROR, (_e, data) => {
            if (data.fatal) onFail();
          });
          h.loadSource(url);
          h.attachMedia(el);
        },
        () => onFail(),
      );
    }
    return () => {
      destroyed = true;
      hls?.destroy();
      el.removeAttribute('src');
    };
  }, [url]);
  return <video ref={video} muted autoPlay playsInline style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />;
}
