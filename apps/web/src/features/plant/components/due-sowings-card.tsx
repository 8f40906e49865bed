import { useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Button, Card, DatePicker, Modal, Table, Tag, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { type DueSowing } from '@pfs/domain/sales';
import { smallTable } from '@/components/list-page';
import { PermissionGuard } from '@/components/permission-guard';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { usePlantDueSowingList } from '../api/get-plant-due-sowing-list';
import { useSowSalesPlan } from '../api/sow-sales-plan';
import { isFutureDay, sowPlanDate } from '../utils/sow-plan-date';

const todayStr = () => dayjs().format('YYYY-MM-DD');

/** 待播种（订单计划）: orders' planned batches to sow in the next two weeks, late ones first; sowing one makes a normal batch. */
export function DueSowingsCard({ fid }: { fid: number }) {
  const due = usePlantDueSowingList(fid, 14);
  const sow = useSowSalesPlan();
  const [sowing, setSowing] = useState<DueSowing | null>(null);
  const [day, setDay] = useState(dayjs());
  const plan = sowing ? sowPlanDate(sowing.sow_date, todayStr()) : null;
  return (
    <Card size="small" title="待播种（订单计划）" extra={<Typography.Text type="secondary">今天起 14 天内</Typography.Text>}>
      <Table<DueSowing>
        rowKey="plan_id"
        {...smallTable(due.data)}
        loading={due.isLoading}
        scroll={{ x: 720 }}
        locale={{ emptyText: '近期没有待播种的订单计划' }}
        columns={[
          {
            title: '计划播种',
            dataIndex: 'sow_date',
            render: (v: string, d) => (
              <>
                {v} {d.late_days > 0 ? <Tag color="red">逾期 {d.late_days} 天</Tag> : d.late_days === 0 ? <Tag color="orange">今天</Tag> : null}
              </>
            ),
          },
          { title: '品种', key: 'spec', render: (_v, d) => `${d.crop} ${d.variety}` },
          { title: '订单', key: 'order', render: (_v, d) => `${d.order_no}（${d.cust_name}，${d.delivery_date} 交货）` },
          { title: '盘数', dataIndex: 'dishes' },
          {
            title: '区域',
            key: 'places',
            render: (_v, d) =>
              d.places
                .filter((p) => p.phase === d.places[0]?.phase)
                .map((p) => `${PLANT_PHASE_LABELS[p.phase]}：${p.area_name} ${p.dishes} 盘`)
                .join('；'),
          },
          {
            title: '操作',
            key: 'ops',
            render: (_v, d) => (
              <PermissionGuard codes={['plant.edit']}>
                <Button type="link" size="small" onClick={() => (setDay(dayjs(sowPlanDate(d.sow_date, todayStr()).date)), setSowing(d))}>
                  按计划播种
                </Button>
              </PermissionGuard>
            ),
          },
        ]}
      />
      <Modal
        title={sowing ? `按计划播种：${sowing.crop} ${sowing.variety}（${sowing.order_no}）` : ''}
        open={!!sowing}
        onCancel={() => setSowing(null)}
        okText="播种"
        confirmLoading={sow.isPending}
        okButtonProps={{ disabled: isFutureDay(day.format('YYYY-MM-DD'), todayStr()) }}
        onOk={action(async () => {
          const r = await sow.mutateAsync({ fid, plan_id: sowing!.plan_id, sow_date: day.format('YYYY-MM-DD') });
          feedback.message.success(r.msg);
          setSowing(null);
        })}
      >
        {sowing && (
          <>
            <Typography.Paragraph>
              播种 {sowing.dishes} 盘（{sowing.plants} 株）到{' '}
              {sowing.places
                .filter((p) => p.phase === sowing.places[0]?.phase)
                .map((p) => `${p.area_name} ${p.dishes} 盘`)
                .join('、')}
              ，用种按品种规格先到期先用。
            </Typography.Paragraph>
            {plan?.note && <Alert style={{ marginBottom: 12 }} type={plan.early ? 'warning' : 'info'} showIcon title={plan.note} />}
            <span>播种日期：</span>
            <DatePicker
              aria-label="播种日期"
              value={day}
              allowClear={false}
              // The planned day may be ahead (shown, not savable): every later day stays closed.
              disabledDate={(d) => d.isAfter(dayjs().endOf('day')) && !d.isSame(dayjs(sowing.sow_date), 'day')}
              onChange={(d) => d && setDay(d)}
            />
          </>
        )}
      </Modal>
    </Card>
  );
}
