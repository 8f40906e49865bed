import { Tag } from 'antd';
import { AREA_KIND_LABELS, type AreaKind } from '@pfs/domain';

const COLORS: Record<AreaKind, string> = { seedling: 'lime', grow: 'green', pack: 'blue', store: 'cyan', other: 'default' };

export function AreaKindTag({ kind }: { kind: AreaKind }) {
  return <Tag color={COLORS[kind]}>{AREA_KIND_LABELS[kind]}</Tag>;
}
