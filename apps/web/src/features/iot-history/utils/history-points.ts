import { HISTORY_LIMITS } from '@pfs/domain/iot-history';
import { usePointSelection } from '@/lib/iot-data/use-point-selection';

/**
 * The points of a history page: from the address, else the choice last made on any history page in this browser
 * (the storage name predates the address and is kept so nobody loses their choice), else the first area's
 * temperature, humidity and CO2.
 */
export const useHistoryPoints = (fid: number) => usePointSelection(fid, { max: HISTORY_LIMITS.maxPoints, remember: 'iot-history', fallback: 'main' });
