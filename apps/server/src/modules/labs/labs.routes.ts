import { deleteLab, getLab, getLabBatchOptions, getLabList, saveLab } from '@pfs/domain/labs';
import { message, routesOf, withMsg } from '../../lib/route.js';
import type { LabsService } from './labs.service.js';

/** /plant/labs: trials comparing batches grown with different recipes. */
export const labsRoutes = routesOf('实验', (calls, { labs }: { labs: LabsService }) => {
  calls.serve(getLabList, ({ fid, ...f }) => labs.list(fid, f));

  calls.serve(getLab, ({ fid, trial_id }) => labs.detail(fid, trial_id));

  calls.serve(getLabBatchOptions, ({ fid, kw }) => labs.batchOptions(fid, kw));

  calls.serve(saveLab, async (body, req) => {
    const { trial, msg } = await labs.save(body, req.auth!.uid);
    return withMsg(trial, msg);
  });

  calls.serve(deleteLab, async ({ fid, trial_id }, req) => message(await labs.remove(fid, trial_id, req.auth!.uid)));
});
