import { OptionFilter } from '@/components/list-filters';

/** A machine as a list or dialog names it. */
export type MachineRef = { eq_id: number; name: string };

/** The machines as the options of a select: the name shows, the id is chosen. */
export const machineOptions = (machines: readonly MachineRef[]) => machines.map((m) => ({ value: m.eq_id, label: m.name }));

/** 全部设备 (cleared) or one of the page's machines: the machine filter of the fault, maintenance and OEE tabs. */
export function MesMachineFilter({ machines, value, onChange }: { machines: readonly MachineRef[]; value?: number; onChange: (eq_id?: number) => void }) {
  return <OptionFilter<number> placeholder="全部设备" ariaLabel="设备" width={150} value={value} options={machineOptions(machines)} onChange={onChange} />;
}
