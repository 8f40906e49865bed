import { useMemo, useState, type HTMLAttributes } from 'react';
import { Flex, Grid, Segmented, Switch, Table, Tag, Typography, theme } from 'antd';
import { formatValue } from '@pfs/domain';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotLiveVals, type LiveValRow } from '../api/get-iot-live-vals';
import { FreshnessText } from '../components/freshness-text';
import { PointCell, placeColumns } from '../components/live-columns';
import { LivePageFrame } from '../components/live-page-frame';
import { troubleCount, usePlaceFilter } from '../components/live-toolbar';
import { Sparkline } from '@/components/echart/sparkline';
import { useNow } from '../components/use-now';
import { isStale, liveTable } from '../utils/live-rows';
import { emptyLocale } from '@/components/table-empty';

const KIND_LABEL = { sensor: '传感器', meter: '仪表' } as const;
type KindFilter = 'all' | 'sensor' | 'meter';
const KIND_FILTERS: { value: KindFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'sensor', label: '传感器' },
  { value: 'meter', label: '仪表' },
];

/** Point names and codes wrap between words only (a narrow column must not cut 空气温度 into 空气温 / 度). */
const NO_MID_WORD = { wordBreak: 'keep-all', overflowWrap: 'normal' } as const;

export default function LiveValsPage() {
  const fid = useCurrentFid();
  const q = useIotLiveVals(fid);
  const now = useNow();
  const { token } = theme.useToken();
  // Phone and tablet: area and gateway move under the point name, so the value column stays on screen.
  const screens = Grid.useBreakpoint();
  const wide = !!screens.lg;
  const [kind, setKind] = useState<KindFilter>('all');
  const [staleOnly, setStaleOnly] = useState(false);

  const rows = useMemo(() => q.data ?? [], [q.data]);
  const { matches: inPlace, props: placeProps } = usePlaceFilter(rows, '搜索名称、编码或网关');
  const shown = useMemo(
    () => rows.filter((r) => inPlace(r) && (kind === 'all' || r.kind === kind) && (!staleOnly || isStale(r.ts, now))),
    [rows, inPlace, kind, staleOnly, now],
  );
  const staleCt = rows.filter((r) => isStale(r.ts, now)).length;
  const offlineGws = new Set(rows.filter((r) => !r.gw_online).map((r) => r.gw_id)).size;
  const stats = [
    { title: '点位', value: rows.length },
    troubleCount('数据过旧', staleCt, token.colorWarning),
    troubleCount('离线网关', offlineGws, token.colorError),
  ];

  return (
    <LivePageFrame
      title="实时数据"
      description="每个传感器与仪表的最新数值、更新时间与近一小时走势；实时连接正常时数值即时更新。"
      q={q}
      stats={stats}
      place={placeProps}
      filters={
        <>
          <Segmented<KindFilter> value={kind} onChange={setKind} options={KIND_FILTERS} />
          <Flex align="center" gap={6}>
            <Switch size="small" checked={staleOnly} onChange={setStaleOnly} aria-label="只看数据过旧" />
            <Typography.Text>只看数据过旧</Typography.Text>
          </Flex>
        </>
      }
      failed="实时数据加载失败"
    >
      <Table<LiveValRow>
        {...liveTable(q, shown, '点位')}
        scroll={wide ? { x: 900 } : undefined}
        tableLayout={wide ? undefined : 'auto'}
        onRow={(r) =>
          ({
            'data-testid': `val-${r.gw_name}-${r.code}`,
            style: isStale(r.ts, now) ? { background: token.colorWarningBg } : undefined,
          }) as HTMLAttributes<HTMLElement>
        }
        locale={emptyLocale(rows.length ? '没有符合条件的点位' : '本工厂的网关尚未上报传感器或仪表')}
        columns={[
          ...placeColumns<LiveValRow>(),
          { title: '点位', dataIndex: 'name', width: wide ? 180 : undefined, render: (_v: string, r) => <PointCell r={r} wide={wide} style={NO_MID_WORD} /> },
          { title: '类型', dataIndex: 'kind', width: 80, responsive: ['xl'], render: (v: LiveValRow['kind']) => <Tag>{KIND_LABEL[v]}</Tag> },
          {
            title: '最新值',
            dataIndex: 'value',
            width: screens.md ? 150 : undefined,
            align: 'right',
            sorter: (a, b) => (a.value ?? -Infinity) - (b.value ?? -Infinity),
            render: (v: number | null, r) => (
              <Flex vertical align="flex-end">
                <span data-testid="val-value" style={{ fontSize: 18, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatValue(v, r.unit, r.quantity)}
                  {v !== null && r.unit && (
                    <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 4 }}>
                      {r.unit}
                    </Typography.Text>
                  )}
                </span>
                {!screens.md && <FreshnessText ts={r.ts} now={now} />}
              </Flex>
            ),
          },
          { title: '更新时间', dataIndex: 'ts', width: 150, responsive: ['md'], render: (ts: string | null) => <FreshnessText ts={ts} now={now} /> },
          {
            title: '近一小时',
            dataIndex: 'spark',
            width: 160,
            responsive: ['md'],
            render: (sp: [number, number][], r) => <Sparkline points={sp} unit={r.unit} quantity={r.quantity} stale={isStale(r.ts, now)} />,
          },
        ]}
      />
    </LivePageFrame>
  );
}
