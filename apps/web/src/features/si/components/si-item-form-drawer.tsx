import { Button, Col, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { SI_ANSWER_KINDS, SI_ANSWER_KIND_LABELS, SI_TARGET_KINDS, SI_TARGET_KIND_LABELS, saveSiItemBodySchema, type SiItem } from '@pfs/domain/si';
import { FormDrawer, useNamedRecordForm } from '@/components/form-modal';
import { EnabledItem, SortNoItem } from '@/components/form-items';
import { labelOptions } from '@/components/list-filters';
import { PointPicker } from '@/components/point-picker';
import { useHasAnyPerm } from '@/lib/auth-store';
import { zodRule } from '@/lib/zod-rule';
import { useSaveSiItem } from '../api/save-si-item';
import { saveChecked } from '../utils/form-issues';
import { toSaveSiItemBody, toSiItemForm, type SiItemFormValues } from '../utils/si-item-form';
import { SiTargetField } from './si-target-field';

const shape = saveSiItemBodySchema.shape;
const TARGET_HINT = { area: '如 「东侧回水管」', gateway: '如 「机柜」', device: '如 「3 号水泵」', other: '必填，如 「消防通道」「配电柜」' } as const;

/** The range and the sensor comparison of a number item. */
function NumberFields({
  fid,
  hasPoint,
  held,
  clearPoint,
}: {
  fid: number;
  hasPoint: boolean;
  held?: { value: number; label: string };
  clearPoint: () => void;
}) {
  const iot = useHasAnyPerm(['iot.list']);
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="unit" label="单位" rules={[zodRule(shape.unit)]}>
            <Input maxLength={16} placeholder="如 mS/cm、℃" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="min" label="下限">
            <InputNumber style={{ width: '100%' }} placeholder="不限" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="max" label="上限">
            <InputNumber style={{ width: '100%' }} placeholder="不限" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={16}>
          <Form.Item
            name="point_id"
            label="对比点位"
            extra={
              <>
                手测读数与该点位读数相差超过允许偏差时，记录会提示。
                {hasPoint && (
                  <Button type="link" size="small" onClick={clearPoint}>
                    不对比
                  </Button>
                )}
              </>
            }
          >
            {iot ? (
              <PointPicker single fid={fid} width="100%" label="对比点位" placeholder="不对比（可选：区域 → 网关 → 传感器）" />
            ) : (
              <Select disabled aria-label="对比点位" placeholder="选择点位需要「物联网」的查看权限" options={held ? [held] : []} />
            )}
          </Form.Item>
        </Col>
        {hasPoint && (
          <Col xs={24} sm={8}>
            <Form.Item name="tolerance" label="允许偏差" rules={[{ required: true, message: '请填写允许偏差' }]}>
              <InputNumber min={0} style={{ width: '100%' }} placeholder="如 0.2" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}

/** New check item (item = null) or an edit of one; records already made keep the item as it was. */
export function SiItemFormDrawer({ fid, open, item, onClose }: { fid: number; open: boolean; item: SiItem | null; onClose: () => void }) {
  const shell = useNamedRecordForm<SiItemFormValues>(item, '巡检项', { open, onClose });
  const { form } = shell;
  const save = useSaveSiItem();
  const kind = Form.useWatch('target_kind', form) ?? 'area';
  const answer = Form.useWatch('answer_kind', form);
  const point = Form.useWatch('point_id', form);
  return (
    <FormDrawer<SiItemFormValues>
      {...shell}
      name="si_item"
      width={640}
      reset
      fill={() => toSiItemForm(item)}
      pending={save.isPending}
      notice={
        item && item.rule_ct > 0 ? (
          <Typography.Paragraph type="secondary">该项被 {item.rule_ct} 条启用的规则引用；修改只影响之后生成的计划，已有记录保持原样。</Typography.Paragraph>
        ) : null
      }
      submit={(v) => saveChecked(form, saveSiItemBodySchema, toSaveSiItemBody(fid, item, v), save.mutateAsync)}
    >
      <Form.Item name="name" label="巡检项名称" rules={[zodRule(shape.name, '请填写巡检项名称')]}>
        <Input maxLength={64} placeholder="如 营养液 EC 值、水泵运行声音" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="target_kind" label="对象类型" rules={[{ required: true, message: '请选择对象类型' }]}>
            <Select options={labelOptions(SI_TARGET_KINDS, SI_TARGET_KIND_LABELS)} onChange={() => form.setFieldValue('target_id', null)} />
          </Form.Item>
        </Col>
        {kind !== 'other' && (
          <Col xs={24} sm={16}>
            <Form.Item name="target_id" label="巡检对象" rules={[{ required: true, message: '请选择巡检对象' }]}>
              <SiTargetField fid={fid} kind={kind} currentName={item?.target_kind === kind ? item.target_name : undefined} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item name="target_text" label="对象说明" rules={[zodRule(shape.target_text)]}>
        <Input maxLength={64} placeholder={TARGET_HINT[kind]} />
      </Form.Item>
      <Form.Item name="method" label="检查方法" rules={[zodRule(shape.method)]}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder="如 用手持 EC 计在回液口取样测量" />
      </Form.Item>
      <Form.Item name="standard" label="判定标准" rules={[zodRule(shape.standard)]}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder="如 1.2–2.4 mS/cm 为正常" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item name="answer_kind" label="填写方式" rules={[{ required: true, message: '请选择填写方式' }]}>
            <Select options={labelOptions(SI_ANSWER_KINDS, SI_ANSWER_KIND_LABELS)} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="photo_required" label="须拍照" valuePropName="checked" extra="正常、异常都须附照片">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {answer === 'number' && (
        <NumberFields
          fid={fid}
          hasPoint={!!point}
          held={item?.point_id ? { value: item.point_id, label: item.point_name ?? `点位 ${item.point_id}` } : undefined}
          clearPoint={() => form.setFieldsValue({ point_id: null, tolerance: null })}
        />
      )}
      <SortNoItem />
      <EnabledItem extra="停用的项不能再加入规则；已有记录不受影响" />
    </FormDrawer>
  );
}
