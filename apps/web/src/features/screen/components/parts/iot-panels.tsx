import type { ScreenKey } from '../../api/pub-calls';
import { useActLogs, useIotSummary } from '../../api/pub-calls';
import { C, Columns, Empty, Figure, Panel } from './frame';

/** Gateways online, points, open alarms and today's readings. */
export function IotSummaryPanel({ k, cols = 3, style }: { k: ScreenKey; cols?: number; style?: React.CSSProperties }) {
  const s = useIotSummary(k).data;
  return (
    <Panel title="物联网概况" style={style} testId="screen-iot-summary">
      {!s ? (
        <Empty text="加载中…" />
      ) : (
        <Columns cols={cols} gap={6}>
          <Figure label="网关在线" value={`${s.gw_online}/${s.gw_total}`} color={s.gw_online === s.gw_total ? C.green : C.warn} />
          <Figure label="传感器" value={s.sensors} />
          <Figure label="控制点" value={s.switches} />
          <Figure label="监测点位" value={s.points} />
          <Figure label="未处理告警" value={s.alarms_open} color={s.alarms_open ? C.red : C.green} />
          <Figure label="今日采集" value={s.readings_today.toLocaleString('zh-CN')} unit="条" />
        </Columns>
      )}
    </Panel>
  );
}

const timeOf = (iso: string) => new Date(iso).toLocaleString('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

/** The latest device control and strategy actions. */
export function ActLogPanel({ k, rows = 8, style }: { k: ScreenKey; rows?: number; style?: React.CSSProperties }) {
  const logs = useActLogs(k).data ?? [];
  return (
    <Panel title="最近控制记录" style={style} testId="screen-act-logs" empty={logs.length === 0 && '暂无控制记录'}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        {logs.slice(0, rows).map((l, i) => (
          <div key={`${l.ts}-${i}`} style={{ display: 'grid', gridTemplateColumns: '110px 80px 1fr', gap: 8, fontSize: 15, whiteSpace: 'nowrap', overflow: 'hidden' }}>
            <span style={{ color: C.dim, fontVariantNumeric: 'tabular-nums' }}>{timeOf(l.ts)}</span>
            <span style={{ color: C.accent }}>{l.kind_label}</span>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={`${l.target} ${l.content}`}>
              {l.target} {l.content}
            </span>
          </div>
        ))}
      </div>
    </Panel>
  );
}
