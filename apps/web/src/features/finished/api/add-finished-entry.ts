import { addEntryBodySchema, finishedLotSchema } from '@pfs/domain';
import { writeCall } from './finished-call';

/** POST /api/add_finished_entry — 入库 from 暂存: makes a finished lot. */
export const addEntry = writeCall('/api/add_finished_entry', addEntryBodySchema, finishedLotSchema);
