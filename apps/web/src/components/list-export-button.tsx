import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import { pathOf, type AnyCall, type AnyList, type ListExportFile } from '@pfs/domain';
import { downloadExportFile } from '@pfs/domain/iot-history';
import { callApi } from '@/lib/call-api';
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

/** A list defined in @pfs/domain and the filters on screen: its export takes exactly them (page and size are dropped). */
type ListExport<D extends AnyList> = { list: D; filter: z.input<D['filter']>; run?: never };
/** A file made some other way (a report not defined as a list). */
type RunExport = { run: () => Promise<ListExportFile>; list?: never; filter?: never };

/** 导出 Excel of a list: its export call with the filters on screen (no paging), then the browser downloads the file. */
export function ListExportButton<D extends AnyList>(props: (ListExport<D> | RunExport) & { disabled?: boolean }) {
  const { disabled } = props;
  // Any list's export: its body is the list's filter, parsed here as the filter schema says; its reply is the file.
  const exportOf = (list: AnyList, filter: unknown): Promise<ListExportFile> => callApi<AnyCall>(list.export, list.filter.parse(filter));
  const run = props.run ?? (() => exportOf(props.list, props.filter));
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
