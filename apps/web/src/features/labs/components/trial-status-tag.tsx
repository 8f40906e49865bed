import { TRIAL_STATUS_LABELS } from '@pfs/domain/labs';
import { labelTag } from '@/components/label-tag';

export const TrialStatusTag = labelTag('status', TRIAL_STATUS_LABELS, { planned: 'blue', running: 'green', done: 'default' });
