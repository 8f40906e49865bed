import { useMemo, useState } from 'react';
import { Card, Col, DatePicker, Empty, Row, Segmented, Space, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { WO_OPS, WO_OP_LABELS, mesLabourList, type MesLabourRow, type WoOp } from '@pfs/domain/mes';
import { EChart } from '@/components/echart/echart';
import { tableColumnsOf } from '@/components/list-columns';
import { ListExportButton } from '@/components/list-export-button';
import { OptionFilter, RefreshButton, labelOptions } from '@/components/list-filters';
import { smallTable } from '@/components/list-page';
import { useMesLabour } from '../api/get-mes-labour-list';
import { labourChartOption } from '../utils/labour-chart';
import { teamOptions } from './wo-filters';

const dph = (v: number | null) => (v === null ? '—' : v);

/** 工时: dishes per labour hour per operation over time, the orders, dishes and hours, and each person's. */
export function WoLabourTab({ fid }: { fid: number }) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(8, 'week').startOf('week'), dayjs()]);
  const [by, setBy] = useState<'day' | 'week'>('week');
  const [op, setOp] = useState<WoOp>();
  const [team, setTeam] = useState<string>();
  const filter = { fid, from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD'), by, op, team };
  const labour = useMesLabour(filter);
  const rows = labour.data?.rows;
  const option = useMemo(() => labourChartOption(rows ?? []), [rows]);
  const total = labour.data?.total;
  const columns = tableColumnsOf<MesLabourRow>(mesLabourList, { dishes_per_hour: { render: dph } });
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        <Segmented<'day' | 'week'>
          value={by}
          onChange={setBy}
          options={[
            { value: 'week', label: '按周' },
            { value: 'day', label: '按日' },
          ]}
        />
        <OptionFilter<WoOp> placeholder="全部作业" width={110} value={op} options={labelOptions(WO_OPS, WO_OP_LABELS)} onChange={setOp} />
        <OptionFilter<string> placeholder="全部班组" width={110} value={team} options={teamOptions} onChange={setTeam} />
        <RefreshButton list={labour} />
        <ListExportButton list={mesLabourList} filter={filter} />
      </Space>
      {total && (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={12} md={6}>
            <Card size="small">
              <Statistic title="工单" value={total.orders} />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card size="small">
              <Statistic title="盘数" value={total.dishes} />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card size="small">
              <Statistic title="人工时" value={total.labour_hours} precision={1} />
            </Card>
          </Col>
          <Col xs={12} md={6}>
            <Card size="small">
              <Statistic title="盘/人时" value={total.dishes_per_hour ?? '—'} />
            </Card>
          </Col>
        </Row>
      )}
      <Card size="small" title="每人时盘数（按作业）" style={{ marginBottom: 16 }}>
        {rows && rows.some((r) => r.dishes_per_hour !== null) ? (
          <EChart option={option} height={300} label="每人时盘数折线图" />
        ) : (
          <Empty style={{ height: 240 }} description="该时段没有完工记录" />
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card size="small" title="按作业">
            <Table<MesLabourRow>
              rowKey={(r) => `${r.period}-${r.op}`}
              size="small"
              loading={labour.isLoading}
              dataSource={rows}
              columns={columns}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              scroll={{ x: 600 }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="按人员">
            <Table
              rowKey="uid"
              {...smallTable(labour.data?.people)}
              scroll={{ x: 420 }}
              columns={[
                { title: '人员', dataIndex: 'user_name' },
                { title: '工单数', dataIndex: 'orders', align: 'right' },
                { title: '盘数', dataIndex: 'dishes', align: 'right' },
                { title: '人工时', dataIndex: 'labour_hours', align: 'right' },
                { title: '盘/人时', dataIndex: 'dishes_per_hour', align: 'right', render: dph },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
