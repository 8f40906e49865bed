import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { PROTECTION_KINDS, PROTECTION_KIND_LABELS } from '@pfs/domain/plant';
import { useMaterialOptions } from '@/lib/material-options';
import type { FinishValues } from '../utils/finish-body';

const big = { size: 'large' as const, style: { width: '100%' } };

/** 移栽: the growing dishes filled (blank: as few as hold the plants). */
export function TransplantFields() {
  return (
    <Form.Item<FinishValues> name="dishes_to" label="栽培盘数" extra="移栽后占用的栽培盘数；不填按株数自动计算">
      <InputNumber {...big} min={1} max={100_000} precision={0} inputMode="numeric" placeholder="自动计算" />
    </Form.Item>
  );
}

/** 采收: kg by grade, a row per grade picked. */
export function HarvestFields() {
  return (
    <Form.List name="grades">
      {(rows, { add, remove }) => (
        <>
          {rows.map((r) => (
            <Space key={r.key} align="start" style={{ display: 'flex' }}>
              <Form.Item name={[r.name, 'grade']} label="等级" rules={[{ pattern: /^[A-Za-z0-9]{1,8}$/, message: '等级为 1–8 个字母或数字' }]}>
                <Input size="large" style={{ width: 80 }} maxLength={8} />
              </Form.Item>
              <Form.Item name={[r.name, 'kg']} label="重量 kg">
                <InputNumber size="large" min={0} max={1_000_000} precision={3} inputMode="decimal" style={{ width: 150 }} placeholder="未采留空" />
              </Form.Item>
              <Button
                size="large"
                type="text"
                icon={<MinusCircleOutlined />}
                aria-label="删除该等级"
                onClick={() => remove(r.name)}
                style={{ marginTop: 30 }}
              />
            </Space>
          ))}
          <Button size="large" type="dashed" block icon={<PlusOutlined />} onClick={() => add({ grade: '', kg: null })} style={{ marginBottom: 16 }}>
            添加等级
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** 植保: the pesticide as the protection record asks it. */
export function ProtectionFields({ fid }: { fid: number }) {
  const items = useMaterialOptions(fid, 'pesticide');
  const itemId = Form.useWatch('item_id') as number | undefined;
  const lots = items.data?.find((i) => i.item_id === itemId)?.lots ?? [];
  return (
    <>
      <Form.Item<FinishValues> name="prot_kind" label="植保类型" rules={[{ required: true, message: '请选择植保类型' }]}>
        <Radio.Group size="large" optionType="button" options={PROTECTION_KINDS.map((k) => ({ value: k, label: PROTECTION_KIND_LABELS[k] }))} />
      </Form.Item>
      <Form.Item<FinishValues> name="target" label="防治对象" rules={[{ required: true, whitespace: true, message: '请填写防治对象（病虫害名称）' }]}>
        <Input size="large" maxLength={64} placeholder="如 蚜虫、霜霉病" />
      </Form.Item>
      <Form.Item<FinishValues> name="item_id" label="农药" rules={[{ required: true, message: '请选择农药' }]}>
        <Select
          size="large"
          showSearch
          optionFilterProp="label"
          loading={items.isLoading}
          options={(items.data ?? []).map((i) => ({ value: i.item_id, label: `${i.name}（${i.spec}）` }))}
        />
      </Form.Item>
      <Form.Item<FinishValues> name="lot_id" label="批号" extra="不选按先到期先用">
        <Select size="large" allowClear options={lots.map((l) => ({ value: l.lot_id, label: `${l.lot_no}（余 ${l.qty}）` }))} />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item<FinishValues> name="dose" label="用药浓度" rules={[{ required: true, whitespace: true, message: '请填写用药浓度' }]}>
            <Input size="large" maxLength={64} placeholder="如 1500 倍液" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item<FinishValues> name="qty" label="用药量" rules={[{ required: true, message: '请填写用药量' }]}>
            <InputNumber {...big} min={0.001} max={1_000_000} inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
