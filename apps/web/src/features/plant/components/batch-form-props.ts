import type { FormInstance } from 'antd';
import type { BatchDetail } from '@pfs/domain';

/** What every 批次操作 form gets: the batch as last loaded (its version goes with the write), and the modal's form. */
export type BatchFormProps = {
  fid: number;
  detail: BatchDetail;
  form: FormInstance;
  /** Tells the modal the write is running (spinner on 确定). */
  setBusy: (busy: boolean) => void;
  /** The write succeeded: close. */
  onDone: (msg: string) => void;
};
