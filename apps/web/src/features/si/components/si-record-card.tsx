import type { ReactNode } from 'react';
import { Alert, Badge, Button, Card, Flex, Typography } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { formatFactoryTime } from '@pfs/domain';
import { SI_CASE_STATUS_LABELS, type SiRecord } from '@pfs/domain/si';
import { draftOf, type AnswerDraft } from '../utils/answer-draft';
import type { ItemSync } from '../utils/answer-queue';
import { rangeText, SiAnswerForm } from './si-answer-form';
import { SiPhotoThumbs } from './si-photo-upload';
import { SiResultTag } from './si-result-tag';


/** Where the item's answer is: saving, saved, waiting for something, refused (with 重试). */
function SyncState({ s, answered, onRetry }: { s?: ItemSync; answered: boolean; onRetry: () => void }) {
  if (s?.state === 'saving') return <Typography.Text type="secondary"><LoadingOutlined /> 保存中</Typography.Text>;
  if (s?.state === 'failed')
    return (
      <Button size="small" danger icon={<CloseCircleOutlined />} onClick={onRetry}>
        重试
      </Button>
    );
  if (s?.state === 'pending') return <Typography.Text type="warning">{s.error ? '未保存' : '待保存'}</Typography.Text>;
  if (s?.state === 'saved' || answered) return <Typography.Text type="success"><CheckCircleOutlined /> 已保存</Typography.Text>;
  return null;
}

const line = (label: string, text: ReactNode) => (
  <Typography.Text style={{ display: 'block' }}>
    <Typography.Text type="secondary">{label}：</Typography.Text>
    {text}
  </Typography.Text>
);

/**
 * One item of the plan: what is checked and how, the area's open alarms, the sensor's reading now, then the answer
 * (editable while the plan can be filled) and what the server made of it — the range it breaks, the sensor
 * comparison, the abnormality case it opened.
 */
export function SiRecordCard(p: {
  fid: number;
  r: SiRecord;
  index: number;
  sync?: ItemSync;
  canFill: boolean;
  onChange: (d: AnswerDraft, delay: number) => void;
  onRetry: () => void;
  onOpenCase: (caseId: number) => void;
}) {
  const { r, sync } = p;
  const draft = sync?.draft ?? draftOf(r);
  const answered = r.result !== '-';
  const range = r.answer_kind === 'number' ? rangeText(r) : null;
  return (
    <Card
      size="small"
      data-testid={`si-record-${r.rcd_id}`}
      title={
        <Typography.Text strong style={{ whiteSpace: 'normal' }}>
          {p.index}. {r.name}
        </Typography.Text>
      }
      extra={<SyncState s={sync} answered={answered} onRetry={p.onRetry} />}
      styles={{ header: { minHeight: 44 } }}
    >
      <Flex vertical gap={6}>
        {line('对象', r.target_name)}
        {r.method && line('方法', r.method)}
        {r.standard && line('标准', r.standard)}
        {range && line('正常范围', range)}
        {r.photo_required && <Typography.Text type="secondary">此项须拍照</Typography.Text>}
        {r.open_alarm_ct > 0 && (
          <Alert
            type="error"
            showIcon
            icon={<Badge count={r.open_alarm_ct} />}
            title={`所在区域有 ${r.open_alarm_ct} 条未关闭的告警`}
            description={r.open_alarm_titles.join('；')}
          />
        )}
        {r.point_id !== null &&
          line(
            `传感器（${r.point_name ?? '点位'}）`,
            r.live_value !== null ? `${r.live_value}${r.unit}${r.live_at ? `（${formatFactoryTime(r.live_at, 'HH:mm')}）` : ''}` : '暂无读数',
          )}
        {p.canFill ? (
          <SiAnswerForm fid={p.fid} r={r} draft={draft} onChange={p.onChange} />
        ) : (
          <Answered r={r} />
        )}
        {sync?.error && <Typography.Text type={sync.state === 'failed' ? 'danger' : 'warning'}>{sync.error}</Typography.Text>}
        {answered && <Outcome r={r} tag={p.canFill} onOpenCase={p.onOpenCase} />}
      </Flex>
    </Card>
  );
}

/** The answer as given, for a finished plan or a member who only reads. */
function Answered({ r }: { r: SiRecord }) {
  if (r.result === '-') return <Typography.Text type="secondary">未巡检</Typography.Text>;
  return (
    <Flex vertical gap={6}>
      <span>
        <SiResultTag result={r.result} />
        {r.value_num !== null && `${r.value_num}${r.unit}`}
        {r.value_text}
      </span>
      <SiPhotoThumbs photos={r.photos} />
      {r.remark && line('备注', r.remark)}
    </Flex>
  );
}

/** What the server recorded (its result where the answer above is still editable): who and when, the broken range, the sensor disagreement, the case. */
function Outcome({ r, tag, onOpenCase }: { r: SiRecord; tag: boolean; onOpenCase: (caseId: number) => void }) {
  return (
    <Flex vertical gap={4} style={{ borderTop: '1px dashed rgba(128,128,128,.3)', paddingTop: 6 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {tag && <SiResultTag result={r.result} />}
        {r.answered_by_name} {r.answered_at ? formatFactoryTime(r.answered_at, 'MM-DD HH:mm') : ''}
      </Typography.Text>
      {r.problem && <Typography.Text type="danger">{r.problem}</Typography.Text>}
      {r.iot_drift && <Alert type="warning" showIcon title={r.iot_drift} />}
      {r.case_id !== null && (
        <Button type="link" size="small" style={{ padding: 0, alignSelf: 'flex-start' }} onClick={() => onOpenCase(r.case_id!)}>
          查看异常处理（{r.case_status ? SI_CASE_STATUS_LABELS[r.case_status] : '待处理'}）
        </Button>
      )}
    </Flex>
  );
}
