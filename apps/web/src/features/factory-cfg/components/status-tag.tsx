import { RECORD_STATUS_LABELS } from '@pfs/domain';
import { labelTag } from '@/components/label-tag';

export const StatusTag = labelTag('status', RECORD_STATUS_LABELS, { enabled: 'green', disabled: 'default' });
