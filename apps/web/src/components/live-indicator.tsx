import { Badge, Tooltip } from 'antd';
import { useLiveStatus, type LiveStatus } from '@/lib/live-channel';

const LOOK: Record<Exclude<LiveStatus, 'idle'>, { text: string; status: 'success' | 'processing' | 'warning' | 'error' | 'default'; tip: string }> = {
  connecting: { text: '连接中…', status: 'processing', tip: '正在建立实时连接' },
  live: { text: '实时', status: 'success', tip: '实时连接正常：数值、开关与告警即时更新' },
  reconnecting: { text: '重连中…', status: 'warning', tip: '实时连接中断，正在自动重连；页面仍按较慢的周期刷新' },
  offline: { text: '网络断开', status: 'error', tip: '浏览器处于离线状态，网络恢复后自动重连' },
  refused: { text: '实时不可用', status: 'default', tip: '服务器拒绝了实时连接' },
};

/** The live channel's state, in the top bar and on live pages. */
export function LiveIndicator({ compact = false }: { compact?: boolean }) {
  const { status, reason } = useLiveStatus();
  if (status === 'idle') return null;
  const look = LOOK[status];
  return (
    <Tooltip title={`${compact ? `${look.text}：` : ''}${reason ? `${look.tip}：${reason}` : look.tip}`}>
      <span data-testid="live-status" data-status={status} aria-label={look.text} style={{ whiteSpace: 'nowrap', fontSize: 12, padding: compact ? '0 2px' : '0 6px' }}>
        {/* On a phone the top bar has no room for words: the coloured dot alone, the words in the tooltip. */}
        <Badge status={look.status} text={compact ? undefined : look.text} />
      </span>
    </Tooltip>
  );
}
