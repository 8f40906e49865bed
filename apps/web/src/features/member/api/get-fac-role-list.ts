import { getFacRoleList } from '@pfs/domain/member';
import { useCall } from '@/lib/call-api';

/** The factory's roles with their codes and member counts. */
export const useFacRoleList = (fid: number | undefined) => useCall(getFacRoleList, { fid: fid! }, { enabled: !!fid });
