import { AREA_KIND_LABELS } from '@pfs/domain/plant';
import { labelTag } from '@/components/label-tag';

export const AreaKindTag = labelTag('kind', AREA_KIND_LABELS, { seedling: 'lime', grow: 'green', pack: 'blue', store: 'cyan', other: 'default' });
