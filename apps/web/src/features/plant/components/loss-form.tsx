import { useState } from 'react';
import { Form, Select, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type dayjs from 'dayjs';
import { LOSS_REASON_LABELS, type LossReason } from '@pfs/domain/plant';
import { useRecordPlantLoss } from '../api/record-plant-loss';
import { uploadPlantPic } from '../api/upload-plant-pic';
import { dayOf, lossBody, type LossValues } from '../utils/batch-form-body';
import { batchActions, findPlace } from '../utils/batch-steps';
import { factoryToday } from '../utils/plant-format';
import type { BatchFormProps } from './batch-form-props';
import { DishesField, EventDateField, PlaceField, PlantsField, RemarkField } from './event-fields';
import { onlyPlace, useOpeningValues } from './use-event-form';

const REASONS = Object.entries(LOSS_REASON_LABELS).map(([value, label]) => ({ value, label }));
const MAX_PICS = 9;
const isPest = (r: LossReason | undefined) => r === 'pest' || r === 'disease';

/** 损耗: dishes and/or plants lost in a place, with the reason and pictures (uploaded first, then attached). */
export function LossForm({ fid, detail, form, save }: BatchFormProps) {
  const loss = useRecordPlantLoss();
  const places = batchActions(detail).loss.places;
  const from = findPlace(places, Form.useWatch('place', form) as string | undefined);
  const reason = Form.useWatch('reason', form) as LossReason | undefined;
  const [files, setFiles] = useState<UploadFile<{ pic_id: number }>[]>([]);

  useOpeningValues(form, { place: onlyPlace(places).place, dishes: 0 });

  const submit = (v: LossValues & { place: string }) =>
    save(async () => {
      const picIds = files.flatMap((f) => (f.status === 'done' && f.response ? [f.response.pic_id] : []));
      await loss.mutateAsync(lossBody(fid, detail.batch, from!, { ...v, pic_ids: picIds }));
      return '损耗已记录';
    });
  return (
    <Form form={form} layout="vertical" onFinish={submit}>
      <PlaceField places={places} />
      <Form.Item name="reason" label="损耗原因" rules={[{ required: true, message: '请选择损耗原因' }]}>
        <Select options={REASONS} />
      </Form.Item>
      <DishesField label="损耗盘数" min={0} max={from?.dishes} extra="只有部分植株死亡、盘仍在用时填 0" />
      <PlantsField label="损耗株数" required max={from?.plants} extra={from ? `该处共 ${from.plants} 株；整盘损耗时要连同盘上的株数一起填写` : undefined} />
      <Form.Item
        name="plants_check"
        style={{ marginTop: -16 }}
        dependencies={['dishes', 'plants']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async () => {
              if (!getFieldValue('dishes') && !getFieldValue('plants')) throw new Error('损耗盘数和株数不能都为 0');
            },
          }),
        ]}
      >
        <input type="hidden" />
      </Form.Item>
      <Form.Item label={`图片（最多 ${MAX_PICS} 张）`}>
        <Upload<{ pic_id: number }>
          listType="picture-card"
          accept="image/jpeg,image/png,image/webp"
          fileList={files}
          maxCount={MAX_PICS}
          onChange={({ fileList }) => setFiles(fileList)}
          customRequest={({ file, onSuccess, onError }) => {
            const date = form.getFieldValue('date') as dayjs.Dayjs | undefined;
            uploadPlantPic(
              {
                fid,
                kind: isPest(reason) ? 'pest' : 'plant',
                taken_on: dayOf(date ?? factoryToday()),
                batch_id: detail.batch.batch_id,
                area_id: from?.area_id,
                remark: '损耗照片',
              },
              file as File,
            ).then(
              (pic) => onSuccess?.(pic),
              (err: Error) => onError?.(err),
            );
          }}
        >
          {files.length < MAX_PICS && (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 4 }}>上传</div>
            </div>
          )}
        </Upload>
      </Form.Item>
      <EventDateField lastDate={detail.batch.last_date} />
      <RemarkField />
    </Form>
  );
}
