import type { FormInstance } from 'antd';
import type { BatchDetail } from '@pfs/domain/plant';

/** What every 批次操作 form gets: the batch as last loaded (its version goes with the write), and the modal's form. */
export type BatchFormProps = {
  fid: number;
  detail: BatchDetail;
  form: FormInstance;
  /** Runs the form's write with the spinner on 确定; the message it answers is shown and the modal closes. */
  save: (write: () => Promise<string>) => void;
};
