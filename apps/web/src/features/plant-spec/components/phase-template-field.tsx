import { Form, InputNumber, Select, Switch, Table, Typography } from 'antd';
import { PLANT_PHASE_LABELS } from '@pfs/domain';
import { AREA_KINDS, AREA_KIND_LABELS, DISH_AREA_KINDS, PHASE_DAYS_MAX, isGrowingPhase } from '@pfs/domain/plant';
import { growDays, templateProblem, type PhaseRow, type SpecFormValues } from '../utils/spec-form';

const PHASE_HELP: Record<string, string> = {
  sprouting: '育苗盘',
  grow_seedling: '育苗盘',
  grow: '栽培盘',
  pick: '按 kg 计',
  tmp_storage: '按 kg 计',
  storage: '按 kg 计',
};

/**
 * The phase template: the six phases in their fixed order, each switched on or off, with planned days and the area
 * kind it uses. Growing phases hold dishes, so only dish area kinds are offered for them.
 */
export function PhaseTemplateField() {
  const form = Form.useFormInstance<SpecFormValues>();
  const rows = (Form.useWatch('phases', { form, preserve: true }) as PhaseRow[] | undefined) ?? [];
  const problem = rows.length ? templateProblem(rows) : null;
  return (
    <Form.Item label="阶段模板" required extra={!problem && rows.length ? `播种到采收计划 ${growDays(rows)} 天` : undefined}>
      <Table<PhaseRow & { index: number }>
        size="small"
        pagination={false}
        rowKey="phase_id"
        dataSource={rows.map((r, index) => ({ ...r, index }))}
        scroll={{ x: 480 }}
        columns={[
          {
            title: '阶段',
            key: 'phase',
            width: 120,
            render: (_v, r) => (
              <>
                {PLANT_PHASE_LABELS[r.phase_id]}{' '}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {PHASE_HELP[r.phase_id]}
                </Typography.Text>
              </>
            ),
          },
          {
            title: '使用',
            key: 'used',
            width: 70,
            render: (_v, r) => (
              <Form.Item name={['phases', r.index, 'used']} valuePropName="checked" noStyle>
                <Switch size="small" aria-label={`使用${PLANT_PHASE_LABELS[r.phase_id]}阶段`} />
              </Form.Item>
            ),
          },
          {
            title: '计划天数',
            key: 'days',
            width: 120,
            render: (_v, r) => (
              <Form.Item name={['phases', r.index, 'days']} noStyle>
                <InputNumber
                  min={isGrowingPhase(r.phase_id) ? 1 : 0}
                  max={PHASE_DAYS_MAX}
                  precision={0}
                  disabled={!r.used}
                  addonAfter="天"
                  style={{ width: 110 }}
                />
              </Form.Item>
            ),
          },
          {
            title: '区域类型',
            key: 'kind',
            render: (_v, r) => (
              <Form.Item name={['phases', r.index, 'area_kind']} noStyle>
                <Select
                  disabled={!r.used}
                  style={{ width: 100 }}
                  options={(isGrowingPhase(r.phase_id) ? DISH_AREA_KINDS : AREA_KINDS).map((k) => ({ value: k, label: AREA_KIND_LABELS[k] }))}
                />
              </Form.Item>
            ),
          },
        ]}
      />
      {problem && (
        <Typography.Text type="danger" data-testid="template-problem">
          {problem}
        </Typography.Text>
      )}
    </Form.Item>
  );
}
