import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Form, Progress, Radio, Space, Typography } from 'antd';
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { formatFactoryTime } from '@pfs/domain';
import {
  EXPORT_FORMATS,
  HISTORY_GRAINS,
  HISTORY_GRAIN_LABELS,
  HISTORY_LIMITS,
  checkExportRange,
  type ExportFormat,
  type HistoryGrain,
} from '@pfs/domain/iot-history';
import { PageContainer } from '@/components/page-container';
import { PointPicker } from '@/components/point-picker';
import { TimeRangePicker } from '@/components/time-range-picker';
import { useCurrentFid } from '@/lib/auth-store';
import { action } from '@/lib/user-action';
import { resolveRange, type RangeSpec, type RangeValue } from '@/lib/view-params/range-param';
import { useCreateIotExport } from '../api/create-iot-export';
import { exportDownloadUrl, useIotExport } from '../api/get-iot-export';
import { useHistoryPoints } from '../utils/history-points';

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV（UTF-8，Excel 可直接打开）', xlsx: 'Excel（.xlsx）' };
type Values = { point_ids: number[]; range: RangeValue; grain: HistoryGrain; format: ExportFormat };
const RANGE: RangeSpec = { mode: 'time', presets: ['last24', 'today', 'last7', 'last30', 'month'] };

function ExportJobCard({ fid, jobId }: { fid: number; jobId: string }) {
  const job = useIotExport(fid, jobId).data;
  if (!job) return null;
  return (
    <div data-testid="export-job" style={{ marginTop: 24, maxWidth: 640 }}>
      <Progress percent={job.progress} status={job.state === 'failed' ? 'exception' : job.state === 'done' ? 'success' : 'active'} />
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label="状态">{{ running: '正在导出…', done: '已完成', failed: '导出失败' }[job.state]}</Descriptions.Item>
        <Descriptions.Item label="已写入">{`${job.rows.toLocaleString()} 行`}</Descriptions.Item>
        <Descriptions.Item label="文件名">{job.file_name}</Descriptions.Item>
        {job.expires_at && job.state === 'done' && <Descriptions.Item label="有效期至">{formatFactoryTime(job.expires_at)}</Descriptions.Item>}
      </Descriptions>
      {job.state === 'failed' && <Alert type="error" showIcon title={job.error} />}
      {job.state === 'done' && job.file && (
        <Button type="primary" icon={<DownloadOutlined />} href={exportDownloadUrl(job.file)} download={job.file_name}>
          下载文件
        </Button>
      )}
    </div>
  );
}

function ExportForm({ fid }: { fid: number }) {
  const [ids, setIds] = useHistoryPoints(fid);
  const [form] = Form.useForm<Values>();
  const create = useCreateIotExport();
  const [jobId, setJobId] = useState<string | null>(null);
  // The remembered (or default) points are known once the point list has loaded; until the user picks, they fill the form.
  useEffect(() => {
    // setFieldsValue, unlike setFieldValue, does not mark the field as touched by the user.
    if (!form.isFieldTouched('point_ids')) form.setFieldsValue({ point_ids: ids });
  }, [form, ids]);
  const submit = async (v: Values) => {
    try {
      // A preset counts back from the moment the export starts.
      const { start, end } = resolveRange(v.range, 'time');
      const job = await create.mutateAsync({ fid, point_ids: v.point_ids, start: start.toISOString(), end: end.toISOString(), grain: v.grain, format: v.format });
      setJobId(job.job_id);
    } catch {
      /* the message is shown by the request wrapper */
    }
  };
  return (
    <>
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 640 }} initialValues={{ point_ids: ids, range: { preset: 'last7' }, grain: 'hourly', format: 'csv' }} onFinish={action(submit)} onValuesChange={(c: Partial<Values>) => c.point_ids && setIds(c.point_ids)}>
        <Form.Item name="point_ids" label="点位" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个点位' }]} extra={`一次最多 ${HISTORY_LIMITS.maxPoints} 个点位，每个点位一列，表头带单位`}>
          <PointPicker fid={fid} max={HISTORY_LIMITS.maxPoints} width={640} />
        </Form.Item>
        <Form.Item
          name="range"
          label="时间范围"
          dependencies={['grain']}
          rules={[
            {
              validator: async (_r, r: RangeValue) => {
                const { start, end } = resolveRange(r, 'time');
                const msg = checkExportRange(form.getFieldValue('grain') as HistoryGrain, start, end);
                if (msg) throw new Error(msg);
              },
            },
          ]}
        >
          <RangeField />
        </Form.Item>
        <Form.Item name="grain" label="数据粒度">
          <Radio.Group optionType="button" options={HISTORY_GRAINS.map((g) => ({ value: g, label: HISTORY_GRAIN_LABELS[g] }))} />
        </Form.Item>
        <Form.Item name="format" label="文件格式">
          <Radio.Group options={EXPORT_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<ExportOutlined />} loading={create.isPending}>
            开始导出
          </Button>
          <Typography.Text type="secondary">时间按工厂所在时区显示；大范围数据在后台分批写入，完成后文件保留 1 小时。</Typography.Text>
        </Space>
      </Form>
      {jobId && <ExportJobCard key={jobId} fid={fid} jobId={jobId} />}
    </>
  );
}

function RangeField({ value, onChange }: { value?: RangeValue; onChange?: (v: RangeValue) => void }) {
  return value ? <TimeRangePicker presets={RANGE.presets} value={value} onChange={(v) => v && onChange?.(v)} /> : null;
}

export default function ExportPage() {
  const fid = useCurrentFid();
  if (!fid) return null;
  return (
    <PageContainer title="数据导出" description="把所选点位的原始数据、小时数据或日数据导出为 CSV 或 Excel。">
      <ExportForm fid={fid} />
    </PageContainer>
  );
}
