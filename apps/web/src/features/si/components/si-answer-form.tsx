import { Button, Flex, Input, InputNumber, Typography } from 'antd';
import { rangeProblemOf, type SiAnswer, type SiRecord } from '@pfs/domain/si';
import { liveDrift, withNumber, type AnswerDraft } from '../utils/answer-draft';
import { SiPhotoUpload } from './si-photo-upload';

/** Typing waits this long after the last key before the answer goes. */
export const TYPING_PAUSE_MS = 800;

const CHOICES: readonly { value: SiAnswer; label: string; danger?: boolean }[] = [
  { value: 'ok', label: '正常' },
  { value: 'err', label: '异常', danger: true },
  { value: 'ignore', label: '不适用' },
];

/** A number item's normal range as the inspector reads it. */
export const rangeText = (r: Pick<SiRecord, 'min' | 'max' | 'unit'>) =>
  r.min === null && r.max === null ? null : r.min !== null && r.max !== null ? `${r.min} ~ ${r.max}${r.unit}` : r.min !== null ? `≥ ${r.min}${r.unit}` : `≤ ${r.max}${r.unit}`;

/**
 * The answer of one item, sized for a thumb: the reading or the words, 正常 / 异常 / 不适用 as large buttons, photos
 * and a remark. A reading out of range says so at once and turns 异常; one far from the sensor's says that too.
 */
export function SiAnswerForm({ fid, r, draft, onChange }: { fid: number; r: SiRecord; draft: AnswerDraft; onChange: (d: AnswerDraft, delay: number) => void }) {
  const problem = r.answer_kind === 'number' && draft.value_num !== null ? rangeProblemOf(draft.value_num, r.min, r.max, r.unit) : null;
  const drift = r.answer_kind === 'number' ? liveDrift(draft.value_num, r, Date.now()) : null;
  return (
    <Flex vertical gap={10}>
      {r.answer_kind === 'number' && (
        <div>
          <InputNumber<number>
            size="large"
            inputMode="decimal"
            aria-label={`${r.name} 读数`}
            placeholder="读数"
            value={draft.value_num}
            suffix={r.unit || undefined}
            style={{ width: '100%' }}
            onChange={(v) => onChange(withNumber(draft, typeof v === 'number' ? v : null, r), TYPING_PAUSE_MS)}
          />
          {problem && (
            <Typography.Text type="danger" strong style={{ display: 'block' }}>
              {problem}
            </Typography.Text>
          )}
          {drift && (
            <Typography.Text type="warning" style={{ display: 'block' }}>
              {drift}
            </Typography.Text>
          )}
        </div>
      )}
      {r.answer_kind === 'text' && (
        <Input.TextArea
          aria-label={`${r.name} 内容`}
          placeholder="填写检查情况"
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={200}
          value={draft.value_text}
          onChange={(e) => onChange({ ...draft, value_text: e.target.value }, TYPING_PAUSE_MS)}
        />
      )}
      <Flex gap={8} role="radiogroup" aria-label={`${r.name} 结果`}>
        {CHOICES.map((c) => {
          const on = draft.result === c.value;
          return (
            <Button
              key={c.value}
              role="radio"
              aria-checked={on}
              size="large"
              type={on ? 'primary' : 'default'}
              danger={c.danger}
              disabled={c.value === 'ok' && !!problem}
              style={{ flex: 1, height: 48 }}
              onClick={() => onChange({ ...draft, result: c.value, auto: false }, 0)}
            >
              {c.label}
            </Button>
          );
        })}
      </Flex>
      <SiPhotoUpload fid={fid} value={draft.photos} known={r.photos} onChange={(photos) => onChange({ ...draft, photos }, 0)} />
      <Input.TextArea
        aria-label={`${r.name} 备注`}
        placeholder={draft.result === 'err' ? '说明发现的问题（选填）' : '备注（选填）'}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={500}
        value={draft.remark}
        onChange={(e) => onChange({ ...draft, remark: e.target.value }, TYPING_PAUSE_MS)}
      />
    </Flex>
  );
}
