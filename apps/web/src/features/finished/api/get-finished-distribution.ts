import { getFinishedDistribution } from '@pfs/domain/finished';
import { readCall } from './finished-call';

/** 库位分布: stock per cold room. */
export const stockDistribution = readCall(getFinishedDistribution);
