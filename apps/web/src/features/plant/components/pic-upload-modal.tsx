import { useState } from 'react';
import { Button, DatePicker, Form, Input, Modal, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { PIC_KIND_LABELS, type PicKind } from '@pfs/domain/plant';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';
import { picFileProblem, useUploadPlantPic } from '../api/upload-plant-pic';
import { dayOf } from '../utils/batch-form-body';
import { factoryToday } from '../utils/plant-format';
import { AreaSelect, BatchSelect } from './plant-pickers';

type Values = { taken_on: dayjs.Dayjs; batch_id?: number; area_id?: number; remark?: string };

/** Uploads one or more pictures with the day taken and optionally the batch and area they show. */
export function PicUploadModal({ fid, kind, open, onClose }: { fid: number; kind: PicKind; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const upload = useUploadPlantPic();
  const today = factoryToday();
  const submit = action(async (v: Values) => {
    if (!files.length) {
      feedback.message.warning('请选择要上传的图片');
      return;
    }
    let done = 0;
    for (const f of files) {
      await upload.mutateAsync({
        fields: { fid, kind, taken_on: dayOf(v.taken_on), batch_id: v.batch_id, area_id: v.area_id, remark: (v.remark ?? '').trim() },
        file: f.originFileObj as File,
      });
      done++;
    }
    feedback.message.success(`已上传 ${done} 张图片`);
    setFiles([]);
    form.resetFields();
    onClose();
  });
  return (
    <Modal
      title={`上传${PIC_KIND_LABELS[kind]}`}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="上传"
      confirmLoading={upload.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ taken_on: dayjs(today) }}>
        <Form.Item label="图片" required extra="JPEG、PNG 或 WebP，每张不超过 10 MB">
          <Upload
            multiple
            accept="image/jpeg,image/png,image/webp"
            listType="picture"
            fileList={files}
            beforeUpload={(f) => {
              const problem = picFileProblem(f);
              if (problem) {
                feedback.message.error(`${f.name}：${problem}`);
                return Upload.LIST_IGNORE;
              }
              return false;
            }}
            onChange={({ fileList }) => setFiles(fileList)}
          >
            <Button icon={<UploadOutlined />}>选择图片</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="taken_on" label="拍摄日期" rules={[{ required: true, message: '请选择拍摄日期' }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
        </Form.Item>
        <Form.Item name="batch_id" label="批次">
          <BatchSelect fid={fid} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="area_id" label="区域">
          <AreaSelect fid={fid} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="说明" rules={[{ max: 500, message: '说明不能超过 500 个字符' }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
