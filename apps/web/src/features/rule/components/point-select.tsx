import type { PointOption, PointOptionKind } from '@pfs/domain/iot-history';
import { PointPicker } from '@/components/point-picker';

/** A strategy reads sensors and meters and commands switches: the editor asks the picker's call for all three. */
export const RULE_POINT_KINDS: readonly PointOptionKind[] = ['sensor', 'meter', 'switch'];

const readable = (p: PointOption) => p.kind !== 'switch';
const commandable = (p: PointOption) => p.kind === 'switch' && p.writable;

/** The grouped point picker, one point: sensors and meters for conditions, switches that take commands for actions. */
export function PointSelect({ fid, kind, value, onChange, width = 260 }: { fid: number; kind: 'sensor' | 'switch'; value?: number; onChange?: (v: number) => void; width?: number }) {
  return (
    <PointPicker
      single
      fid={fid}
      kinds={RULE_POINT_KINDS}
      only={kind === 'switch' ? commandable : readable}
      value={value || undefined}
      onChange={onChange}
      width={width}
      label={kind === 'sensor' ? '条件点位' : '动作开关'}
      placeholder={kind === 'sensor' ? '选择传感器' : '选择开关'}
      notFound={kind === 'sensor' ? '本工厂还没有传感器' : '本工厂还没有可控开关'}
    />
  );
}
