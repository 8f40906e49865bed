import { Alert, Descriptions, Divider, Drawer, Empty, Flex, Spin, Timeline, Typography } from 'antd';
import { formatFactoryTime } from '@pfs/domain';
import { SI_CASE_ACTION_LABELS, type SiCaseDetail, type SiRecord } from '@pfs/domain/si';
import { useHasAnyPerm } from '@/lib/auth-store';
import { useSettingsStore } from '@/lib/settings-store';
import { useSiCase } from '../api/get-si-case';
import { SiCaseActions } from './si-case-actions';
import { SiCaseStatusTag } from './si-case-status-tag';
import { SiPhotoThumbs } from './si-photo-upload';
import { SiResultTag } from './si-result-tag';

const at = (t: string | null) => (t ? formatFactoryTime(t, 'YYYY-MM-DD HH:mm') : '—');
const LOG_COLORS = { open: 'red', note: 'blue', assign: 'gray', handle: 'green', void: 'gray' } as const;

/** The answer as the inspector gave it: the reading or words, the range it broke, the sensor, the photos. */
function RecordFound({ r }: { r: SiRecord }) {
  const value = r.answer_kind === 'number' ? (r.value_num === null ? '—' : `${r.value_num} ${r.unit}`.trim()) : r.value_text || '—';
  return (
    <>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="巡检项">{r.name}</Descriptions.Item>
        <Descriptions.Item label="巡检对象">{r.target_name}</Descriptions.Item>
        {r.standard && <Descriptions.Item label="判定标准">{r.standard}</Descriptions.Item>}
        <Descriptions.Item label="结果">
          <SiResultTag result={r.result} />
        </Descriptions.Item>
        {r.answer_kind !== 'check' && <Descriptions.Item label={r.answer_kind === 'number' ? '读数' : '填写内容'}>{value}</Descriptions.Item>}
        {r.problem && (
          <Descriptions.Item label="超出范围">
            <Typography.Text type="danger">{r.problem}</Typography.Text>
          </Descriptions.Item>
        )}
        {r.remark && <Descriptions.Item label="备注">{r.remark}</Descriptions.Item>}
        <Descriptions.Item label="巡检人">
          {r.answered_by_name ?? '—'} · {at(r.answered_at)}
        </Descriptions.Item>
      </Descriptions>
      {r.iot_drift && <Alert type="warning" showIcon style={{ marginTop: 8 }} title={`与传感器读数不符：${r.iot_drift}`} />}
      {r.photos.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <SiPhotoThumbs photos={r.photos} />
        </div>
      )}
    </>
  );
}

function CaseBody({ fid, d, canEdit }: { fid: number; d: SiCaseDetail; canEdit: boolean }) {
  const c = d.case;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="状态">
          <SiCaseStatusTag c={c} />
        </Descriptions.Item>
        <Descriptions.Item label="规则">
          {c.rule_name}（{c.period_label}）
        </Descriptions.Item>
        <Descriptions.Item label="负责人">{c.owner_name ?? '未指派'}</Descriptions.Item>
        <Descriptions.Item label="整改期限">
          <Typography.Text type={c.overdue ? 'danger' : undefined}>{c.deadline}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="发现">
          {c.opened_by_name} · {at(c.opened_at)}
        </Descriptions.Item>
        {c.handled_at && (
          <Descriptions.Item label="处理">
            {c.handled_by_name ?? '—'} · {at(c.handled_at)}
            {c.handle_hours !== null && `（用时 ${c.handle_hours} 小时）`}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Paragraph strong style={{ marginTop: 8 }}>
        {c.finding}
      </Typography.Paragraph>
      <Divider titlePlacement="start">发现时的记录</Divider>
      <RecordFound r={d.record} />
      <Divider titlePlacement="start">处理经过</Divider>
      <Timeline
        items={d.logs.map((l, i) => ({
          key: i,
          color: LOG_COLORS[l.action],
          content: (
            <Flex vertical gap={4}>
              <Typography.Text>
                <Typography.Text strong>{SI_CASE_ACTION_LABELS[l.action]}</Typography.Text> · {l.by_name}
                <Typography.Text type="secondary"> · {at(l.at)}</Typography.Text>
              </Typography.Text>
              {l.note && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{l.note}</Typography.Text>}
              <SiPhotoThumbs photos={l.photos} />
            </Flex>
          ),
        }))}
      />
      {canEdit && d.can_handle && c.status === 'open' && (
        <>
          <Divider titlePlacement="start">处理</Divider>
          <SiCaseActions key={c.case_id} fid={fid} c={c} />
        </>
      )}
    </>
  );
}

/**
 * 异常详情 (from 异常处理 and from a plan's detail): the case, the record as it was found, its history with photos,
 * and for si.edit holders progress notes, assignment and handling. Full width on a phone.
 */
export function SiCaseDrawer({ fid, caseId, onClose }: { fid: number; caseId: number | null; onClose: () => void }) {
  const mobile = useSettingsStore((s) => s.device === 'mobile');
  const canEdit = useHasAnyPerm(['si.edit']);
  const detail = useSiCase(fid, caseId);
  const d = detail.data;
  return (
    <Drawer
      title={d ? `异常：${d.case.item_name} · ${d.case.target_name}` : '异常详情'}
      open={caseId !== null}
      onClose={onClose}
      size={mobile ? '100%' : 720}
      destroyOnHidden
    >
      {detail.isLoading && <Spin />}
      {detail.isError && <Empty description="加载失败，请稍后重试" />}
      {d && <CaseBody fid={fid} d={d} canEdit={canEdit} />}
    </Drawer>
  );
}
