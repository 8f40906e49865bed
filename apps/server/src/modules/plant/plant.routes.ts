import { type AnyCall, type CallParsedBody } from '@pfs/domain';
import {
  createPlantBatch,
  deletePlantBatch,
  getPlantBatchClimate,
  getPlantBatchDetail,
  getPlantInProcessPhases,
  getPlantOverview,
  harvestPlantBatch,
  movePlantBatch,
  plantBatchList,
  plantDueMoveList,
  plantInProcessList,
  recordPlantLoss,
  storePlantHarvest,
  transplantPlantBatch,
  voidPlantRecord,
} from '@pfs/domain/plant';
import { routesOf } from '../../lib/route.js';
import type { PlantClimateService } from './plant-climate.service.js';
import type { PlantDetailService } from './plant-detail.service.js';
import type { PlantQueryService } from './plant-query.service.js';
import type { PlantService } from './plant.service.js';
import type { PlantVoidService } from './plant-void.service.js';

export type PlantRouteDeps = { plants: PlantService; queries: PlantQueryService; details: PlantDetailService; climate: PlantClimateService; voids: PlantVoidService };

export const plantRoutes = routesOf('种植批次', (calls, { plants, queries, details, climate, voids }: PlantRouteDeps) => {
  calls.serve(getPlantOverview, ({ fid }, req) => queries.overview(fid, req.auth!.uid));
  calls.serveList(plantBatchList, (body) => queries.batches(body.fid, body));

  calls.serve(createPlantBatch, async (body, req) => details.detail(body.fid, await plants.create(body.fid, body, req.auth!.uid)));
  calls.serve(getPlantBatchDetail, ({ fid, batch_id }) => details.detail(fid, batch_id));
  calls.serve(getPlantBatchClimate, ({ fid, batch_id }) => climate.batchClimate(fid, batch_id));

  for (const write of Object.keys(BATCH_WRITES) as BatchWrite[]) {
    const call = BATCH_WRITES[write];
    // The table ties each call to its method's body, which the loop's union cannot see.
    const run = plants[write] as (fid: number, b: CallParsedBody<typeof call>, uid: number) => ReturnType<PlantService[BatchWrite]>;
    calls.serve(call, (b, req) => run.call(plants, b.fid, b, req.auth!.uid));
  }
  calls.serve(voidPlantRecord, (body, req) => voids.voidRecord(body, req.auth!.uid));
  calls.serve(deletePlantBatch, (body, req) => plants.remove(body.fid, body, req.auth!.uid));

  calls.serveList(plantInProcessList, (body) => queries.inProcess(body.fid, body));
  calls.serve(getPlantInProcessPhases, ({ fid }) => queries.phases(fid));
  calls.serveList(plantDueMoveList, (body) => queries.dueMoves(body.fid, body));
});

/** The batch writes that record one event, by their PlantService method (a stale version answers 409). */
type BatchWrite = 'move' | 'transplant' | 'recordLoss' | 'harvest' | 'store';
const BATCH_WRITES: { [W in BatchWrite]: AnyCall } = {
  move: movePlantBatch,
  transplant: transplantPlantBatch,
  recordLoss: recordPlantLoss,
  harvest: harvestPlantBatch,
  store: storePlantHarvest,
} satisfies { [W in BatchWrite]: { body: { _zod: { output: Parameters<PlantService[W]>[1] } } } };
