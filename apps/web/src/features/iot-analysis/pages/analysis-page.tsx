import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Segmented, Select, Space, Spin, Switch, TimePicker, Typography } from 'antd';
import dayjs from 'dayjs';
import { ANALYSIS_MAX_POINTS, ANALYSIS_VIEWS } from '@pfs/domain/iot-analysis';
import { EChart } from '@/components/echart/echart';
import { NoFactory, PageContainer } from '@/components/page-container';
import { PointPicker } from '@/components/point-picker';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotPointOptions } from '@/lib/iot-data/get-iot-point-options';
import { usePointSelection } from '@/lib/iot-data/use-point-selection';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useViewParams } from '@/lib/view-params/view-params';
import type { RangePresetKey, RangeSpec } from '@/lib/view-params/range-param';
import { useIotAnalysisCompare } from '../api/get-iot-analysis-compare';
import { useIotAnalysisProfile } from '../api/get-iot-analysis-profile';
import { useIotAnalysisSetList, type AnalysisSet } from '../api/get-iot-analysis-set-list';
import { CorrelationTable } from '../components/correlation-table';
import { StatsTable } from '../components/stats-table';
import { compareOption, profileOption } from '../utils/chart-options';

type View = keyof typeof ANALYSIS_VIEWS;
type State = { view: View; normalise: boolean; dayStart: string; dayEnd: string };

const RANGE: RangeSpec = { mode: 'time', presets: ['last24', 'last3', 'last7', 'last30', 'last90'] };
/** A saved set's default range (range_days) as the preset of the same length. */
const SET_RANGE: Record<number, RangePresetKey> = { 1: 'last24', 3: 'last3', 7: 'last7', 30: 'last30', 90: 'last90' };

const fromSet = (s: AnalysisSet): State => ({ view: s.view, normalise: s.normalise, dayStart: s.day_start, dayEnd: s.day_end });

/**
 * /iot/analysis [iot.list]: compare sensors over a range, or their average day. Sensors and range are kept in the
 * address; a saved analysis set (?set=) supplies them when the address does not, and fills the display options.
 */
export default function AnalysisPage() {
  const fid = useCurrentFid();
  const [params, updateParams] = useViewParams();
  const sets = useIotAnalysisSetList(fid);
  const options = useIotPointOptions(fid);
  const setId = Number(params.get('set')) || undefined;
  const wanted = sets.data?.find((s) => s.set_id === setId);
  const [pointIds, setPointIds] = usePointSelection(fid, { max: ANALYSIS_MAX_POINTS, fallback: wanted?.point_ids ?? 'none' });
  const range = useRangeParam(RANGE, { preset: (wanted && SET_RANGE[wanted.range_days]) ?? 'last7' });
  const [state, setState] = useState<State>({ view: 'compare', normalise: false, dayStart: '06:00', dayEnd: '18:00' });
  // The set's display options are applied once it has loaded.
  const [appliedSet, setAppliedSet] = useState<number | undefined>(undefined);
  if (wanted && appliedSet !== wanted.set_id) {
    setAppliedSet(wanted.set_id);
    setState(fromSet(wanted));
  }
  const patch = (p: Partial<State>) => setState((s) => ({ ...s, ...p }));
  const base = fid && pointIds.length ? { fid, point_ids: pointIds, start: range.resolved.start.toISOString(), end: range.resolved.end.toISOString() } : null;
  const compare = useIotAnalysisCompare(state.view === 'compare' && base ? { ...base, normalise: state.normalise } : null);
  const profile = useIotAnalysisProfile(state.view === 'profile' && base ? { ...base, day_start: state.dayStart, day_end: state.dayEnd } : null);
  const q = state.view === 'compare' ? compare : profile;

  const option = useMemo(() => {
    if (state.view === 'compare' && compare.data) return compareOption(compare.data.hours, compare.data.series, state.normalise);
    if (state.view === 'profile' && profile.data) return profileOption(profile.data.series, state.dayStart, state.dayEnd);
    return null;
  }, [state.view, state.normalise, state.dayStart, state.dayEnd, compare.data, profile.data]);
  const units = new Set((compare.data?.series ?? []).map((s) => s.unit));
  const loadSet = (id: number | undefined) => {
    setAppliedSet(undefined);
    // Another set brings its own sensors and range: the address keeps only which set.
    updateParams(() => new URLSearchParams(id ? { set: String(id) } : {}));
  };
  const saved = sets.data ?? [];

  if (!fid) return <NoFactory />;
  return (
    <PageContainer
      title="数据分析"
      description="对比多个传感器的小时均值、统计与相关性，或查看它们一天中各小时的平均变化。"
      extra={
        <Select<number>
          allowClear
          aria-label="分析配置"
          placeholder="载入已保存的分析"
          style={{ width: 220 }}
          loading={sets.isLoading}
          value={wanted?.set_id}
          options={saved.map((s) => ({ value: s.set_id, label: s.name }))}
          notFoundContent="还没有保存的分析（在「分析配置」中新建）"
          onChange={loadSet}
        />
      }
    >
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <PointPicker fid={fid} max={ANALYSIS_MAX_POINTS} label="传感器" value={pointIds} onChange={setPointIds} />
        <TimeRangePicker presets={RANGE.presets} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
        <Segmented<View>
          value={state.view}
          onChange={(view) => patch({ view })}
          options={Object.entries(ANALYSIS_VIEWS).map(([value, label]) => ({ value: value as View, label }))}
        />
        {state.view === 'compare' ? (
          <Space>
            <Switch checked={state.normalise} onChange={(normalise) => patch({ normalise })} aria-label="归一化" />
            <Typography.Text>归一化（0–100%）</Typography.Text>
          </Space>
        ) : (
          <Space>
            <Typography.Text>白天时段</Typography.Text>
            <TimePicker.RangePicker
              format="HH:mm"
              minuteStep={15}
              allowClear={false}
              order={false}
              value={[dayjs(state.dayStart, 'HH:mm'), dayjs(state.dayEnd, 'HH:mm')]}
              onChange={(r) => r?.[0] && r[1] && patch({ dayStart: r[0].format('HH:mm'), dayEnd: r[1].format('HH:mm') })}
            />
          </Space>
        )}
      </Flex>

      {pointIds.length === 0 ? (
        <Empty
          style={{ margin: '48px 0' }}
          description={
            options.data?.length === 0
              ? '本工厂还没有传感器数据：网关上线并上报点位后即可分析'
              : saved.length
                ? '请选择要分析的传感器，或载入已保存的分析：'
                : '请选择要分析的传感器'
          }
        >
          {options.data?.length !== 0 && saved.length > 0 && (
            <Space wrap style={{ justifyContent: 'center' }}>
              {saved.map((s) => (
                <Button key={s.set_id} onClick={() => loadSet(s.set_id)}>
                  {s.name}
                </Button>
              ))}
            </Space>
          )}
        </Empty>
      ) : q.isError ? (
        <Alert type="error" showIcon message="分析数据加载失败" description="请检查时间范围后重试。" />
      ) : (
        <Spin spinning={q.isFetching}>
          {state.view === 'compare' && !state.normalise && units.size > 2 && (
            <Alert type="info" showIcon style={{ marginBottom: 12 }} message="所选传感器有超过两种单位，建议打开「归一化」以便在同一坐标轴上比较。" />
          )}
          {state.view === 'profile' && profile.data && (
            <Typography.Paragraph type="secondary">按工厂时区（{profile.data.time_zone}）统计所选范围内每天同一小时的平均值；阴影为夜间。</Typography.Paragraph>
          )}
          <div style={{ minHeight: 360 }}>
            {option && <EChart option={option} height={360} label={state.view === 'compare' ? '多传感器对比曲线' : '日变化曲线'} />}
          </div>
          <Card size="small" title="统计" style={{ marginTop: 16 }}>
            {state.view === 'compare' ? <StatsTable rows={compare.data?.series ?? []} /> : <StatsTable rows={profile.data?.series ?? []} dayNight />}
          </Card>
          {state.view === 'compare' && compare.data && (
            <Card size="small" title="相关系数（皮尔逊）" style={{ marginTop: 16 }}>
              <CorrelationTable data={compare.data} />
            </Card>
          )}
        </Spin>
      )}
    </PageContainer>
  );
}
