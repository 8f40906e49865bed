import { Card, Col, Row, Table } from 'antd';
import { siReport, type SiReport, type SiStatsRow } from '@pfs/domain/si';
import { tableColumnsOf } from '@/components/list-columns';
import { smallTable } from '@/components/list-page';

const ruleColumns = tableColumnsOf(siReport, { label: { title: '规则', fixed: 'left' } });
const personColumns = tableColumnsOf(siReport, { label: { title: '人员', fixed: 'left' } });

/** The month by rule (what its Excel file holds), by person, and the targets found abnormal most. */
export function SiReportTables({ r, loading }: { r?: SiReport; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card size="small" title="按规则">
          <Table<SiStatsRow> rowKey="key" {...smallTable(r?.by_rule)} loading={loading} columns={ruleColumns} scroll={{ x: 1300 }} locale={{ emptyText: '本月没有到期的巡检计划' }} />
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card size="small" title="按人员">
          <Table<SiStatsRow> rowKey="key" {...smallTable(r?.by_person)} loading={loading} columns={personColumns} scroll={{ x: 1300 }} locale={{ emptyText: '本月没有巡检记录' }} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title="异常最多的对象">
          <Table
            rowKey="target_name"
            {...smallTable(r?.top_targets)}
            loading={loading}
            locale={{ emptyText: '本月没有异常' }}
            columns={[
              { title: '巡检对象', dataIndex: 'target_name' },
              { title: '异常项次', dataIndex: 'err_ct', align: 'right', width: 90 },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
