import { useEffect, useState } from 'react';
import type { ScreenKey } from '../../api/pub-calls';
import { useCctvs, useExtPics, useFacInfo, useInfoPanels, usePlantPics } from '../../api/pub-calls';
import { CamTile } from '@/components/cam-tile';
import { C, Columns, Empty, Figure, Panel } from './frame';

/** Steps through `n` items every `ms`. */
function useRotation(n: number, ms: number) {
  const [i, setI] = useState(0);
  useEffect(() => {
    if (n < 2) return;
    const t = setInterval(() => setI((x) => x + 1), ms);
    return () => clearInterval(t);
  }, [n, ms]);
  return n ? i % n : 0;
}

/** The chosen cameras in a grid. */
export function CameraWall({ k, cols, tileHeight, max, title = '实时监控', style }: { k: ScreenKey; cols: number; tileHeight: number; max: number; title?: string; style?: React.CSSProperties }) {
  const cams = useCctvs(k).data ?? [];
  return (
    <Panel title={title} style={style} testId="screen-cams" empty={cams.length === 0 && '未选择要展示的摄像头'}>
      <Columns cols={cols} gap={8}>
        {cams.slice(0, max).map((c) => (
          <CamTile key={c.cam_id} name={`${c.area_name} · ${c.name}`} kind={c.kind} url={c.url} height={tileHeight} />
        ))}
      </Columns>
    </Panel>
  );
}

/** The chosen crop pictures (and showroom pictures), one at a time; cameras fill in while there are none. */
export function PictureShow({ k, ext = false, height, style }: { k: ScreenKey; ext?: boolean; height: number; style?: React.CSSProperties }) {
  const plant = usePlantPics(k).data ?? [];
  const extra = useExtPics(k).data ?? [];
  const pics = ext ? [...extra, ...plant] : plant;
  const i = useRotation(pics.length, 8_000);
  const p = pics[i];
  return (
    <Panel title={ext ? '精彩展示' : '作物风采'} extra={pics.length > 1 ? `${i + 1}/${pics.length}` : undefined} style={style} testId="screen-pics">
      {!p ? (
        <Empty text="暂无展示图片" />
      ) : (
        <div style={{ position: 'relative', height }}>
          <img src={p.url} alt={p.caption} style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 4 }} />
          <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '8px 12px', background: 'linear-gradient(transparent, rgba(0,0,0,.7))', fontSize: 17 }}>
            {p.caption || '作物照片'} · {p.taken_on}
          </div>
        </div>
      )}
    </Panel>
  );
}

/** The screen's text panels, one after another. */
export function InfoPanels({ k, style }: { k: ScreenKey; style?: React.CSSProperties }) {
  const panels = useInfoPanels(k).data?.panels ?? [];
  const i = useRotation(panels.length, 12_000);
  const p = panels[i];
  return (
    <Panel title={p?.title ?? '信息'} extra={panels.length > 1 ? `${i + 1}/${panels.length}` : undefined} style={style} testId="screen-info">
      {!p ? <Empty text="暂无信息" /> : <div style={{ fontSize: 20, lineHeight: 1.8, whiteSpace: 'pre-wrap', color: C.text }}>{p.body}</div>}
    </Panel>
  );
}

/** Fields, rooms, positions and the crops growing now. */
export function FacInfoPanel({ k, style }: { k: ScreenKey; style?: React.CSSProperties }) {
  const f = useFacInfo(k).data;
  return (
    <Panel title="工厂概况" extra={f?.city_district} style={style} testId="screen-fac-info">
      {!f ? (
        <Empty text="加载中…" />
      ) : (
        <div>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)' }}>
            <Figure label="厂房" value={f.fields} unit="栋" />
            <Figure label="种植区域" value={f.areas} unit="个" />
            <Figure label="种植位" value={f.positions.toLocaleString('zh-CN')} unit="盘" />
          </div>
          {f.crops.length > 0 && <div style={{ fontSize: 16, color: C.dim, marginTop: 6 }}>在产作物：{f.crops.join('、')}</div>}
        </div>
      )}
    </Panel>
  );
}
