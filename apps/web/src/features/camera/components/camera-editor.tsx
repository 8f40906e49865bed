import { useEffect } from 'react';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { CAMERA_KINDS, CAMERA_KIND_LABELS, type CameraKind, type CameraView } from '@pfs/domain/camera';
import { feedback } from '@/lib/feedback';
import { useIotCamAreas } from '../api/get-iot-cam-areas';
import { useSaveIotCam } from '../api/save-iot-cam';

type Values = { name: string; area_id?: number; kind: CameraKind; url: string; enabled: boolean; on_screen: boolean; remark: string };

const URL_HINT: Record<CameraKind, string> = {
  hls: '如 https://nvr.example.com/live/room1/index.m3u8',
  mjpeg: '如 http://192.168.1.20/video.mjpg',
  snapshot: '如 http://192.168.1.20/snapshot.jpg（每 3 秒刷新）',
};

/** New camera (camera = null) or a change of one. */
export function CameraEditor({ fid, open, camera, onClose }: { fid: number; open: boolean; camera: CameraView | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const areas = useIotCamAreas(fid);
  const save = useSaveIotCam();
  const kind = Form.useWatch('kind', form) ?? 'hls';
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (camera) form.setFieldsValue({ ...camera });
  }, [open, camera, form]);
  const submit = async () => {
    const v = await form.validateFields();
    const r = await save.mutateAsync({ fid, ...(camera && { cam_id: camera.cam_id }), ...v, area_id: v.area_id ?? 0 });
    feedback.message.success(r.msg);
    onClose();
  };
  return (
    <Modal title={camera ? `修改摄像头：${camera.name}` : '新增摄像头'} open={open} onCancel={onClose} onOk={() => void submit().catch(() => undefined)} confirmLoading={save.isPending} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" initialValues={{ kind: 'hls', enabled: true, on_screen: true, remark: '' }}>
        <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请填写摄像头名称' }, { max: 40, message: '摄像头名称不能超过 40 个字符' }]}>
          <Input placeholder="如 栽培一区全景" />
        </Form.Item>
        <Form.Item name="area_id" label="区域" rules={[{ required: true, message: '请选择区域' }]}>
          <Select loading={areas.isLoading} options={(areas.data ?? []).map((a) => ({ value: a.area_id, label: a.name }))} placeholder="选择摄像头所在区域" />
        </Form.Item>
        <Form.Item name="kind" label="视频类型" rules={[{ required: true }]}>
          <Select options={CAMERA_KINDS.map((k) => ({ value: k, label: CAMERA_KIND_LABELS[k] }))} />
        </Form.Item>
        <Form.Item
          name="url"
          label="视频地址"
          extra={URL_HINT[kind]}
          rules={[
            { required: true, whitespace: true, message: '请填写视频地址' },
            { pattern: /^(https?:\/\/\S+|\/\S+)$/i, message: '视频地址须以 http://、https:// 或 / 开头且不含空格' },
            { max: 500, message: '视频地址不能超过 500 个字符' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="on_screen" label="允许在展示大屏上播放" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过 200 个字符' }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
