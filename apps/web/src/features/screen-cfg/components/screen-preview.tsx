import { Card } from 'antd';

const W = 1920;
const H = 1080;

/** The public screen itself in an iframe, drawn at 1920×1080 and scaled down to `width`. */
export function ScreenPreview({ url, width, version }: { url: string; width: number; version: number }) {
  const scale = width / W;
  return (
    <Card size="small" title="实时预览" extra={<a href={url} target="_blank" rel="noreferrer">新窗口打开</a>}>
      <div style={{ width, height: H * scale, overflow: 'hidden', background: '#020b18' }}>
        <iframe key={version} title="大屏预览" src={url} style={{ width: W, height: H, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0' }} />
      </div>
    </Card>
  );
}
