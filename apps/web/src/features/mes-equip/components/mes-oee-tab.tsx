import { useMemo, useState } from 'react';
import { Card, Col, Empty, Flex, Row, Segmented, Table, Typography } from 'antd';
import { mesOeeList, type MesEquipPage, type MesOeeRow } from '@pfs/domain/mes';
import { EChart } from '@/components/echart/echart';
import { tableColumnsOf } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { RefreshButton, wholeTable } from '@/components/list-page';
import { TimeRangePicker } from '@/components/time-range-picker';
import type { RangePresetKey } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useMesOeeList } from '../api/get-mes-oee-list';
import { oeeColor, pctText } from '../utils/mes-format';
import { oeeChartOption, timeChartOption } from '../utils/mes-oee-chart-option';
import { MesMachineFilter, type MachineRef } from './mes-machine-filter';

type By = 'day' | 'week';
const PRESETS: readonly RangePresetKey[] = ['last7', 'last30', 'last90', 'month', 'last_month', 'year'];
/** The table reads newest first, the page's machines in name order within a period (the chart reads oldest first). */
const newestFirst = (rows: readonly MesOeeRow[]) => [...rows].sort((a, b) => b.period.localeCompare(a.period) || a.eq_name.localeCompare(b.eq_name, 'zh-CN'));
const pctCell = (x: number | null) => <span style={{ color: x === null ? undefined : oeeColor(x), fontWeight: 600 }}>{pctText(x)}</span>;

/**
 * OEE of the page's machines (or one) per day or week over a range (the last 30 days unless chosen, kept in the
 * address): OEE with its three factors, where the planned time went, and the rows per machine with their Excel.
 */
export function MesOeeTab({ fid, page, machines }: { fid: number; page: MesEquipPage; machines: MachineRef[] }) {
  const range = useRangeParam({ mode: 'day', presets: PRESETS }, { preset: 'last30' });
  const [by, setBy] = useState<By>('day');
  const [eqId, setEqId] = useState<number>();
  const filter = { fid, eq_page: page, from: range.resolved.startDay, to: range.resolved.endDay, by, eq_id: eqId };
  const list = useMesOeeList(filter);
  const rows = list.data?.rows;
  const periods = useMemo(() => list.data?.periods ?? [], [list.data]);
  const oee = useMemo(() => oeeChartOption(periods, by), [periods, by]);
  const time = useMemo(() => timeChartOption(periods, by), [periods, by]);
  const columns = tableColumnsOf<MesOeeRow>(mesOeeList, {
    period: { title: by === 'week' ? '周（起始日）' : '日期', fixed: 'left', width: 110 },
    availability: { render: (_v, r) => pctText(r.availability) },
    performance: { render: (_v, r) => pctText(r.performance) },
    quality: { render: (_v, r) => pctText(r.quality) },
    oee: { render: (_v, r) => pctCell(r.oee) },
  });
  const t = list.data?.total;
  const empty = !periods.some((p) => p.planned_min > 0 || p.run_min > 0);
  return (
    <>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Segmented<By>
          value={by}
          onChange={setBy}
          options={[
            { value: 'day', label: '按日' },
            { value: 'week', label: '按周' },
          ]}
        />
        <TimeRangePicker mode="day" presets={PRESETS} value={range.value} now={range.now} onChange={(v) => v && range.set(v)} />
        <MesMachineFilter machines={machines} value={eqId} onChange={setEqId} />
        <RefreshButton list={list} />
        <ListExportButton list={mesOeeList} filter={filter} />
      </Flex>
      {t && (
        <Typography.Paragraph>
          区间 OEE {pctCell(t.oee)}
          <Typography.Text type="secondary">
            {' '}
            = 时间开动率 {pctText(t.availability)} × 性能开动率 {pctText(t.performance)} × 合格品率 {pctText(t.quality)}
          </Typography.Text>
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} xl={12}>
          <Card size="small" title={`OEE 与三要素（${by === 'week' ? '按周' : '按日'}）`}>
            {empty ? (
              <Empty style={{ height: 248 }} description="该时段设备没有计划运行时间" />
            ) : (
              <EChart option={oee} height={280} label="OEE 柱状图与三要素折线图" />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="时间构成（小时）">
            {empty ? (
              <Empty style={{ height: 248 }} description="该时段设备没有计划运行时间" />
            ) : (
              <EChart option={time} height={280} label="运行、故障、待机、保养时间堆叠柱状图" />
            )}
          </Card>
        </Col>
      </Row>
      <Table<MesOeeRow>
        rowKey={(r) => `${r.period}-${r.eq_id}`}
        size="middle"
        {...wholeTable({ isLoading: list.isLoading, isError: list.isError, data: rows ? newestFirst(rows) : undefined }, '该时段没有设备记录')}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={columns}
        scroll={{ x: 1400 }}
      />
    </>
  );
}
