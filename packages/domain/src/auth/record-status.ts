/** Spec §4 record status. */
export const RECORD_STATUS = ['enabled', 'disabled', 'del'] as const;
export type RecordStatus = (typeof RECORD_STATUS)[number];
export const RECORD_STATUS_LABELS: Readonly<Record<RecordStatus, string>> = {
  enabled: '启用',
  disabled: '停用',
  del: '删除',
};
