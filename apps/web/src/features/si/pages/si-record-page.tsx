import { Link } from 'react-router';
import { Table, Typography } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import {
  SI_RESULTS,
  SI_RESULT_LABELS,
  SI_TARGET_KINDS,
  SI_TARGET_KIND_LABELS,
  siRecordList,
  type SiRecordRow,
  type SiResult,
  type SiTargetKind,
} from '@pfs/domain/si';
import { tableColumnsOf } from '@/components/list-columns';
import { KeywordSearch, ListToolbar, OptionFilters, labelOptions } from '@/components/list-filters';
import { ListExportButton } from '@/components/list-export-button';
import { pagedTable, useFactoryListQuery } from '@/components/list-page';
import { NoFactory, PageContainer } from '@/components/page-container';
import { TimeRangePicker } from '@/components/time-range-picker';
import type { RangeSpec } from '@/lib/view-params/range-param';
import { useRangeParam } from '@/lib/view-params/use-range-param';
import { useSiRecordList } from '../api/get-si-record-list';
import { useSiRuleOptions } from '../api/get-si-rule-options';
import { SiMemberFilter } from '../components/si-member-filter';
import { SiRecordPhotos } from '../components/si-record-photos';
import { SiResultTag } from '../components/si-result-tag';

type Filters = { sr_id?: number; result?: SiResult; target_kind?: SiTargetKind; uid?: number; kw?: string };

const DAYS: RangeSpec = { mode: 'day', presets: ['today', 'last7', 'last30', 'last90', 'month', 'last_month', 'year'] };

/** A number out of range or a sensor that disagrees, as a warning beside the cell. */
const warning = (text: string | null) =>
  text ? (
    <Typography.Text type="warning">
      <WarningOutlined /> {text}
    </Typography.Text>
  ) : (
    '—'
  );

/** /si/rcd_list [si.list]: every item answered in the plans, by day, rule, result, target, 巡检人 and words; last 7 days first. */
export default function SiRecordPage() {
  const { fid, mobile, q, setQ, set, filters, body } = useFactoryListQuery<Filters>([]);
  const range = useRangeParam(DAYS, { preset: 'last7' });
  const days = { from: range.resolved.startDay, to: range.resolved.endDay };
  const list = useSiRecordList(body && { ...body, ...days });
  const rules = useSiRuleOptions(fid);
  if (!fid) return <NoFactory />;
  const columns = tableColumnsOf<SiRecordRow>(siRecordList, {
    answered_at: { width: 150, fixed: mobile ? undefined : 'left' },
    period_label: { render: (v: string, r) => <Link to={`/si/plan_detail?plan_id=${r.plan_id}`}>{v}</Link> },
    result: { width: 110, render: (v: SiResult) => <SiResultTag result={v} /> },
    problem: { render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '—') },
    iot_drift: { render: (v: string | null) => warning(v) },
    remark: { ellipsis: true },
    photo_ct: { width: 80, align: undefined, render: (n: number, r) => <SiRecordPhotos fid={fid} planId={r.plan_id} rcdId={r.rcd_id} count={n} /> },
  });
  return (
    <PageContainer
      title="巡检记录"
      description="每一项的巡检结果：读数或内容、超出范围、与传感器读数的对比、照片和巡检人。"
      extra={<ListExportButton list={siRecordList} filter={{ fid, ...filters, ...days }} />}
    >
      <ListToolbar list={list}>
        <TimeRangePicker
          mode="day"
          presets={DAYS.presets}
          value={range.value}
          now={range.now}
          onChange={(v) => {
            if (v) range.set(v);
            setQ({ ...q, page: 1 });
          }}
        />
        <OptionFilters<Filters>
          q={q}
          set={set}
          filters={[
            { key: 'sr_id', placeholder: '全部规则', width: 160, search: true, options: rules.data?.map((r) => ({ value: r.sr_id, label: r.name })) },
            { key: 'result', placeholder: '全部结果', width: 120, options: labelOptions(SI_RESULTS, SI_RESULT_LABELS) },
            { key: 'target_kind', placeholder: '全部对象类型', width: 130, options: labelOptions(SI_TARGET_KINDS, SI_TARGET_KIND_LABELS) },
          ]}
        />
        <SiMemberFilter fid={fid} value={q.uid} onChange={(uid) => set({ uid })} />
        <KeywordSearch placeholder="巡检项、对象或备注" width={200} onSearch={(kw) => set({ kw })} />
      </ListToolbar>
      <Table<SiRecordRow> rowKey="rcd_id" {...pagedTable(list, q, setQ, '条记录', '所选时间内没有巡检记录')} scroll={{ x: 1800 }} columns={columns} />
    </PageContainer>
  );
}
