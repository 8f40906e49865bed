import { addFinishedEntry } from '@pfs/domain/finished';
import { writeCall } from './finished-call';

/** 入库 from 暂存: makes a finished lot. */
export const addEntry = writeCall(addFinishedEntry);
