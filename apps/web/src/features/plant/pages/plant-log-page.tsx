import { useState } from 'react';
import { DatePicker, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { PLANT_LOG_KINDS, facPlantLogList } from '@pfs/domain/plant';
import { FAC_EVENT_TYPES } from '@pfs/domain/syslog';
import { FactoryPageContainer } from '@/components/page-container';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useMemberOptions } from '@/lib/member-options';
import { useFacPlantLogList, type PlantLogItem } from '../api/get-fac-plant-log-list';
import { ListExportButton } from '@/components/list-export-button';
import { tableColumnsOf } from '@/components/list-columns';
import { tablePaging } from '@/components/table-paging';

const KIND_OPTIONS = PLANT_LOG_KINDS.map((k) => ({ value: k, label: FAC_EVENT_TYPES[k] }));
const KIND_COLORS: Record<string, string> = { plant: 'green', plant_spec: 'blue', material: 'orange' };

function LogList({ fid }: { fid: number }) {
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [type, setType] = useState<(typeof PLANT_LOG_KINDS)[number]>();
  const [kw, setKw] = useState('');
  const [uid, setUid] = useState<number>();
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const canListMembers = useHasAnyPerm(['auth.list']);
  const members = useMemberOptions(fid, canListMembers);
  const filters = {
    fid,
    type,
    uid,
    kw: kw.trim() || undefined,
    start: range?.[0]?.startOf('day').toISOString(),
    end: range?.[1]?.add(1, 'day').startOf('day').toISOString(),
  };
  const q = useFacPlantLogList({ ...filters, ...paging });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPaging((p) => ({ ...p, page: 1 }));
    };
  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker value={range} onChange={reset(setRange)} placeholder={['开始日期', '结束日期']} />
        <Select allowClear placeholder="类型" style={{ width: 140 }} options={KIND_OPTIONS} value={type} onChange={reset(setType)} />
        <Input.Search allowClear placeholder="批次号、区域、农药等" style={{ width: 220 }} onSearch={reset(setKw)} data-testid="plantlog-kw" />
        {canListMembers && (
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="操作人"
            style={{ width: 180 }}
            options={members.data ?? []}
            value={uid}
            onChange={reset(setUid)}
          />
        )}
        <ListExportButton list={facPlantLogList} filter={filters} />
      </Flex>
      <Table<PlantLogItem>
        rowKey="id"
        size="small"
        loading={q.isFetching}
        dataSource={q.data?.items ?? []}
        scroll={{ x: 760 }}
        locale={{ emptyText: '没有符合条件的种植日志' }}
        pagination={tablePaging(paging, q.data?.total_ct ?? 0, setPaging)}
        columns={tableColumnsOf(facPlantLogList, {
          ts: { width: 170 },
          type_label: { width: 100, render: (v: string, r) => <Tag color={KIND_COLORS[r.type]}>{v}</Tag> },
          cname: { width: 120, render: (v: string) => v || <Typography.Text type="secondary">系统</Typography.Text> },
          detail: { width: undefined },
        })}
      />
    </>
  );
}

/** /cfg/plantlog [syslog.list]: every planting change — batches, protections, pictures, deletions, crop specs, materials. */
export default function PlantLogPage() {
  return (
    <FactoryPageContainer title="种植日志" description="播种、移动、移栽、采收、损耗、植保、图片、删除批次，以及品种规格与物料的每次变更：谁、何时、做了什么。">
      {(fid) => <LogList fid={fid} />}
    </FactoryPageContainer>
  );
}
