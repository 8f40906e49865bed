import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadExportFile, pathOf, type ListExportFile } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';

/** Where a finished export downloads from until it expires. */
export const listExportUrl = (file: string) => pathOf(downloadExportFile, { file });

function download(f: ListExportFile) {
  const a = document.createElement('a');
  a.href = listExportUrl(f.file);
  a.download = f.file_name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** 导出 Excel of a list: its export_* call with the filters on screen (no paging), then the browser downloads the file. */
export function ListExportButton({ run, disabled }: { run: () => Promise<ListExportFile>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const go = action(async () => {
    setBusy(true);
    try {
      const f = await run();
      if (f.rows === 0) {
        feedback.message.info('没有符合条件的记录可导出');
        return;
      }
      download(f);
      feedback.message.success(`已导出 ${f.rows} 行`);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={go}>
      导出 Excel
    </Button>
  );
}
