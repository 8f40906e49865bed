import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ListExportFile } from '@pfs/domain';
import { feedback } from '@/lib/feedback';
import { action } from '@/lib/user-action';

/** The finished file, served by the server until it expires. */
export const downTmpUrl = (file: string) => `/api/pub/down_tmp/${encodeURIComponent(file)}`;

function download(f: ListExportFile) {
  const a = document.createElement('a');
  a.href = downTmpUrl(f.file);
  a.download = f.file_name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** 导出 Excel: the list's export_* call with the filters on screen (no paging), then the browser downloads the file. */
export function ExportButton({ run, disabled }: { run: () => Promise<ListExportFile>; disabled?: boolean }) {
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
