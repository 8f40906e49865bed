import { useState } from 'react';
import { Button, Table, Tag, Tooltip, Typography } from 'antd';
import { formatDateTime, formatRelativeTime } from '@pfs/domain';
import { type IotLogItem } from '@pfs/domain/iotlog';
import { NoFactory, PageContainer } from '@/components/page-container';
import { tablePaging } from '@/components/table-paging';
import { useCurrentFid } from '@/lib/auth-store';
import { useIotLogList, type IotLogQueryBody } from '../api/get-iot-log-list';
import { IotLogDetail } from '../components/iot-log-detail';
import { IotLogFilterBar, type IotLogFilters } from '../components/iot-log-filter-bar';
import { kindColor } from '../components/kind-color';
import { emptyLocale } from '@/components/table-empty';

const toBody = (fid: number, p: { page: number; size: number }, f: IotLogFilters): IotLogQueryBody => ({
  fid,
  ...p,
  start: f.range?.[0].toISOString(),
  end: f.range?.[1].toISOString(),
  kind: f.kind,
  uid: f.uid,
  keyword: f.keyword,
});

/** /cfg/iotlog [syslog.list]: 物联网日志 — control commands with who asked, gateways on/offline, configuration changes. */
export default function IotLogPage() {
  const fid = useCurrentFid();
  const [filters, setFiltersState] = useState<IotLogFilters>({});
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const [detail, setDetail] = useState<IotLogItem | null>(null);
  const list = useIotLogList(fid ? toBody(fid, paging, filters) : undefined);
  if (!fid) return <NoFactory />;
  const filtered = !!(filters.range || filters.kind || filters.uid || filters.keyword);
  const setFilters = (f: IotLogFilters) => {
    setFiltersState(f);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const now = new Date();

  return (
    <PageContainer title="物联网日志" description="设备控制指令及其结果（含操作人）、网关上下线、网关与策略配置变更。">
      <IotLogFilterBar fid={fid} value={filters} onChange={setFilters} onRefresh={() => void list.refetch()} refreshing={list.isFetching} />
      <Table<IotLogItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.items}
        pagination={tablePaging(paging, list.data?.total_ct, setPaging)}
        scroll={{ x: 900 }}
        locale={emptyLocale(list.isError ? '物联网日志加载失败，请点击刷新重试' : filtered ? '所选条件下没有物联网日志' : '暂无物联网日志')}
        columns={[
          {
            title: '时间',
            dataIndex: 'ts',
            width: 180,
            render: (v: string) => (
              <Tooltip title={formatRelativeTime(new Date(v), now)}>
                <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{formatDateTime(v)}</span>
              </Tooltip>
            ),
          },
          { title: '类型', dataIndex: 'kind_label', width: 100, render: (v: string, r) => <Tag color={kindColor(r.kind)}>{v}</Tag> },
          { title: '对象', dataIndex: 'target', width: 220, ellipsis: { showTitle: true } },
          { title: '内容', dataIndex: 'content', ellipsis: { showTitle: true } },
          { title: '操作人', dataIndex: 'cname', width: 120, render: (v: string) => v || <Typography.Text type="secondary">系统</Typography.Text> },
          { title: '', key: 'ops', width: 70, render: (_v, r) => <Button type="link" size="small" onClick={() => setDetail(r)}>详情</Button> },
        ]}
      />
      <IotLogDetail item={detail} onClose={() => setDetail(null)} />
    </PageContainer>
  );
}
