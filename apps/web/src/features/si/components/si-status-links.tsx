import { Button, Popconfirm } from 'antd';
import type { RecordStatus } from '@pfs/domain';
import { DeleteAction, RowAction } from '@/components/list-page';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';

/**
 * 编辑, then 停用 / 启用 and 删除 of an item or a rule, each behind a confirmation; `run` sets the status and answers
 * the reply's message. Deleting keeps the records already made.
 */
export function SiStatusLinks(p: {
  what: string;
  status: RecordStatus;
  disableNote: string;
  deleteNote: string;
  onEdit: () => void;
  run: (s: RecordStatus) => Promise<string>;
}) {
  const enabled = p.status === 'enabled';
  return (
    <>
      <RowAction onClick={p.onEdit}>编辑</RowAction>
      <Popconfirm
        title={`${enabled ? '停用' : '启用'}${p.what}？`}
        description={enabled ? p.disableNote : undefined}
        okText={enabled ? '停用' : '启用'}
        onConfirm={action(async () => feedback.message.success(await p.run(enabled ? 'disabled' : 'enabled')))}
      >
        <Button type="link" size="small">
          {enabled ? '停用' : '启用'}
        </Button>
      </Popconfirm>
      <DeleteAction title={`删除${p.what}？`} description={p.deleteNote} run={() => p.run('del')} />
    </>
  );
}
