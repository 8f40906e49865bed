import type { ReactNode } from 'react';
import { Card, Col, Row, Table } from 'antd';
import { siReport, type SiReport, type SiStatsRow } from '@pfs/domain/si';
import { tableColumnsOf } from '@/components/list-columns';
import { smallTable } from '@/components/list-page';

const ruleColumns = tableColumnsOf(siReport, { label: { title: '规则', fixed: 'left' } });
const personColumns = tableColumnsOf(siReport, { label: { title: '人员', fixed: 'left' } });
const targetColumns = [
  { title: '巡检对象', dataIndex: 'target_name' },
  { title: '异常项次', dataIndex: 'err_ct', align: 'right' as const, width: 90 },
];

const block = (title: string, xl: number, table: ReactNode) => (
  <Col xs={24} xl={xl}>
    <Card size="small" title={title}>
      {table}
    </Card>
  </Col>
);

/** The month by rule (what its Excel file holds), by person, and the targets found abnormal most. */
export function SiReportTables({ r, loading }: { r?: SiReport; loading: boolean }) {
  const stats = (rows: SiStatsRow[] | undefined, columns: typeof ruleColumns, empty: string) => (
    <Table<SiStatsRow> rowKey="key" {...smallTable(rows)} loading={loading} columns={columns} scroll={{ x: 1300 }} locale={{ emptyText: empty }} />
  );
  return (
    <Row gutter={[16, 16]}>
      {block('按规则', 24, stats(r?.by_rule, ruleColumns, '本月没有到期的巡检计划'))}
      {block('按人员', 16, stats(r?.by_person, personColumns, '本月没有巡检记录'))}
      {block('异常最多的对象', 8, <Table rowKey="target_name" {...smallTable(r?.top_targets)} loading={loading} columns={targetColumns} locale={{ emptyText: '本月没有异常' }} />)}
    </Row>
  );
}
