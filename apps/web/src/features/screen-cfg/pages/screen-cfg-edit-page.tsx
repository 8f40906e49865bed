import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Empty, Form, Input, Row, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  SCREEN_LIMITS,
  SCREEN_SECTIONS,
  SCREEN_SECTION_LABELS,
  SCREEN_VARIANT_LABELS,
  type ScreenCfg,
  type ScreenSection,
  type ScreenVariant,
} from '@pfs/domain/screen';
import { NoFactory, PageContainer } from '@/components/page-container';
import { PointPicker } from '@/components/point-picker';
import { useCurrentFid } from '@/lib/auth-store';
import { feedback } from '@/lib/feedback';
import { useScreenCfg } from '../api/get-screen-cfg';
import { useScreenOptions } from '../api/get-screen-options';
import { useSaveScreenCfg } from '../api/save-screen-cfg';
import { ScreenPreview } from '../components/screen-preview';
import { screenUrl } from '../components/screen-links';

type Values = Omit<ScreenCfg, 'variant' | 'updated_at'>;

/** /cfg/factory/screen-cfg/<variant>: what one template shows, its publish switch, and a live preview. */
export default function ScreenCfgEditPage({ variant }: { variant: ScreenVariant }) {
  const fid = useCurrentFid();
  const cfg = useScreenCfg(fid, variant);
  const options = useScreenOptions(fid);
  const save = useSaveScreenCfg();
  const [form] = Form.useForm<Values>();
  const [version, setVersion] = useState(0);
  const published = Form.useWatch('published', form);
  useEffect(() => {
    if (cfg.data) form.setFieldsValue(cfg.data);
  }, [cfg.data, form]);
  if (!fid) return <NoFactory />;
  const picOptions = (options.data?.pics ?? []).map((p) => ({ value: p.pic_id, label: `${p.kind === 'pest' ? '病虫害' : '作物'} ${p.taken_on}${p.caption ? ` ${p.caption}` : ''}` }));
  const camOptions = (options.data?.cams ?? []).map((c) => ({ value: c.cam_id, label: `${c.area_name} · ${c.name}${c.enabled && c.on_screen ? '' : '（停用或不允许上屏）'}` }));
  const submit = async () => {
    const v = await form.validateFields();
    const r = await save.mutateAsync({ fid, variant, ...v });
    feedback.message.success(r.msg);
    setVersion((n) => n + 1);
  };
  return (
    <PageContainer
      title={`${SCREEN_VARIANT_LABELS[variant]}配置`}
      description={<Link to="/cfg/factory/screen-cfg">返回大屏配置</Link>}
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
          保存
        </Button>
      }
    >
      <Row gutter={16}>
        <Col xs={24} xl={13}>
          <Form form={form} layout="vertical" disabled={cfg.isLoading}>
            <Card size="small" title="发布" style={{ marginBottom: 12 }}>
              <Space size="large" wrap>
                <Form.Item name="published" label="对外发布" valuePropName="checked" style={{ marginBottom: 0 }}>
                  <Switch />
                </Form.Item>
                <Form.Item name="is_main" label="设为主模板（/screen/工厂编号 打开它）" valuePropName="checked" style={{ marginBottom: 0 }}>
                  <Switch />
                </Form.Item>
              </Space>
              {!published && <Alert type="info" showIcon style={{ marginTop: 8 }} message="未发布时，大屏地址对任何人都显示「大屏不存在或未发布」，公开接口不返回任何数据。" />}
            </Card>
            <Card size="small" title="标题与区块" style={{ marginBottom: 12 }}>
              <Form.Item name="title" label="大屏标题" rules={[{ max: 40, message: '大屏标题不能超过 40 个字符' }]}>
                <Input placeholder="留空时显示工厂名称" />
              </Form.Item>
              <Form.Item name="subtitle" label="副标题" rules={[{ max: 80, message: '副标题不能超过 80 个字符' }]}>
                <Input />
              </Form.Item>
              <Form.Item name="sections" label="显示的区块">
                <Checkbox.Group options={SCREEN_SECTIONS.map((s: ScreenSection) => ({ value: s, label: SCREEN_SECTION_LABELS[s] }))} />
              </Form.Item>
            </Card>
            <Card size="small" title="展示内容" style={{ marginBottom: 12 }}>
              <Form.Item name="point_ids" label={`传感器（最多 ${SCREEN_LIMITS.points} 个；只有选中的传感器对外公开）`}>
                <PointPicker fid={fid} max={SCREEN_LIMITS.points} width="100%" />
              </Form.Item>
              <Form.Item name="cam_ids" label={`摄像头（最多 ${SCREEN_LIMITS.cams} 个）`} rules={[{ type: 'array', max: SCREEN_LIMITS.cams, message: `摄像头最多 ${SCREEN_LIMITS.cams} 个` }]}>
                <Select mode="multiple" options={camOptions} placeholder={camOptions.length ? '选择摄像头' : '本工厂还没有摄像头（物联网 → 监控摄像头）'} />
              </Form.Item>
              <Form.Item name="pic_ids" label={`作物图片（最多 ${SCREEN_LIMITS.pics} 张）`} rules={[{ type: 'array', max: SCREEN_LIMITS.pics, message: `作物图片最多 ${SCREEN_LIMITS.pics} 张` }]}>
                <Select mode="multiple" options={picOptions} placeholder={picOptions.length ? '选择图片' : '还没有照片（种植 → 作物图片 上传）'} />
              </Form.Item>
              <Form.Item name="ext_pic_ids" label={`展示图片（展厅轮播，最多 ${SCREEN_LIMITS.pics} 张）`} rules={[{ type: 'array', max: SCREEN_LIMITS.pics, message: `展示图片最多 ${SCREEN_LIMITS.pics} 张` }]}>
                <Select mode="multiple" options={picOptions} placeholder="选择图片" />
              </Form.Item>
            </Card>
            <Card size="small" title={`信息面板（最多 ${SCREEN_LIMITS.panels} 个，大屏上轮流显示）`}>
              <Form.List name="panels">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((f) => (
                      <Space key={f.key} align="start" style={{ display: 'flex' }}>
                        <Form.Item name={[f.name, 'title']} rules={[{ required: true, whitespace: true, message: '请填写面板标题' }, { max: 20, message: '面板标题不能超过 20 个字符' }]}>
                          <Input placeholder="标题" style={{ width: 140 }} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'body']} rules={[{ required: true, whitespace: true, message: '请填写面板内容' }, { max: 500, message: '面板内容不能超过 500 个字符' }]} style={{ flex: 1 }}>
                          <Input.TextArea rows={2} placeholder="内容" style={{ width: 380 }} />
                        </Form.Item>
                        <Button icon={<DeleteOutlined />} aria-label="删除面板" onClick={() => remove(f.name)} />
                      </Space>
                    ))}
                    <Button icon={<PlusOutlined />} disabled={fields.length >= SCREEN_LIMITS.panels} onClick={() => add({ title: '', body: '' })}>
                      添加面板
                    </Button>
                  </>
                )}
              </Form.List>
            </Card>
          </Form>
        </Col>
        <Col xs={24} xl={11}>
          {cfg.data?.published ? (
            <ScreenPreview url={screenUrl(variant, fid)} width={640} version={version} />
          ) : (
            <Card size="small" title="实时预览">
              <Empty description="发布并保存后在此预览" />
            </Card>
          )}
        </Col>
      </Row>
    </PageContainer>
  );
}
