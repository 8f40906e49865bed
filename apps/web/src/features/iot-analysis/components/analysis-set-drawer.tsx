import { useEffect } from 'react';
import { Button, Drawer, Flex, Form, Input, Radio, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ANALYSIS_MAX_POINTS, ANALYSIS_RANGES, ANALYSIS_VIEWS, analysisSetInputSchema } from '@pfs/domain/iot-analysis';
import { PointPicker } from '@/components/point-picker';
import { feedback } from '@/lib/feedback';
import { zodRule } from '@/lib/zod-rule';
import type { AnalysisSet } from '../api/get-iot-analysis-set-list';
import { useSaveIotAnalysisSet } from '../api/save-iot-analysis-set';

type FormValues = { name: string; point_ids: number[]; range_days: number; view: 'compare' | 'profile'; normalise: boolean; day: [Dayjs, Dayjs]; remark: string };
const shape = analysisSetInputSchema.shape;

/** Create or edit a saved analysis set; fields are checked with the schema the server uses. */
export function AnalysisSetDrawer({ fid, editing, open, onClose }: { fid: number; editing: AnalysisSet | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveIotAnalysisSet();
  const view = Form.useWatch('view', form);

  useEffect(() => {
    if (!open) return;
    const s = editing;
    form.setFieldsValue({
      name: s?.name ?? '',
      point_ids: s?.point_ids ?? [],
      range_days: s?.range_days ?? 7,
      view: s?.view ?? 'compare',
      normalise: s?.normalise ?? false,
      day: [dayjs(s?.day_start ?? '06:00', 'HH:mm'), dayjs(s?.day_end ?? '18:00', 'HH:mm')],
      remark: s?.remark ?? '',
    });
  }, [open, editing, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const res = await save.mutateAsync({
      fid,
      ...(editing ? { set_id: editing.set_id } : {}),
      name: v.name,
      point_ids: v.point_ids,
      range_days: v.range_days,
      view: v.view,
      normalise: v.normalise,
      day_start: v.day[0].format('HH:mm'),
      day_end: v.day[1].format('HH:mm'),
      remark: v.remark ?? '',
    });
    feedback.message.success(res.msg);
    onClose();
  };

  return (
    <Drawer
      title={editing ? `编辑分析：${editing.name}` : '新建分析'}
      open={open}
      onClose={onClose}
      size="large"
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
            保存
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="name" label="分析名称" rules={[zodRule(shape.name, '请填写分析名称')]}>
          <Input placeholder="例如 栽培区温湿度对比" maxLength={32} showCount />
        </Form.Item>
        <Form.Item name="point_ids" label={`传感器（1–${ANALYSIS_MAX_POINTS} 个）`} rules={[zodRule(shape.point_ids, '请至少选择 1 个传感器')]}>
          <PointPicker fid={fid} max={ANALYSIS_MAX_POINTS} width="100%" label="传感器" />
        </Form.Item>
        <Form.Item name="range_days" label="默认时间范围" rules={[{ required: true, message: '请选择默认时间范围' }]}>
          <Radio.Group optionType="button" options={Object.entries(ANALYSIS_RANGES).map(([d, label]) => ({ value: Number(d), label }))} />
        </Form.Item>
        <Form.Item name="view" label="默认视图">
          <Radio.Group options={Object.entries(ANALYSIS_VIEWS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        {view !== 'profile' && (
          <Form.Item name="normalise" label="归一化显示（0–100%）" valuePropName="checked" extra="不同单位的传感器放在同一坐标轴上比较走势。">
            <Switch />
          </Form.Item>
        )}
        <Form.Item name="day" label="白天时段（日变化曲线的白天/夜间划分）" rules={[{ required: true, message: '请选择白天时段' }]} extra="开始晚于结束表示跨越午夜，例如补光 18:00–06:00。">
          <TimePicker.RangePicker format="HH:mm" minuteStep={15} order={false} allowClear={false} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[zodRule(shape.remark)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="分析目的、关注点（可选）" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
