import { getFacAreaOptions, type AreaOptions } from '@pfs/domain/factory-cfg';
import { useCall } from './call-api';

export type AreaOption = AreaOptions[number]['areas'][number];

/**
 * Every field with its areas (kind, capacity, dishes, free positions, status): the area pickers of 种植 and the
 * field filter of 区域管理. One call, one cache key, so a layout or planting write refreshes every picker.
 */
export const useFacAreaOptions = (fid: number | undefined) => useCall(getFacAreaOptions, { fid: fid! }, { enabled: !!fid });
