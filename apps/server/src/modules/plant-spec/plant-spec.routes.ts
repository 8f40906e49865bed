import { getPlantSpec, getPlantSpecOptions, plantSpecList, savePlantSpec, setPlantSpecStatus } from '@pfs/domain/plant-spec';
import { routesOf, withMsg } from '../../lib/route.js';
import type { PlantSpecService } from './plant-spec.service.js';

/** /cfg/factory/spec: crop specs with their versions, and the spec picker of the sowing form. */
export const plantSpecRoutes = routesOf('品种规格', (calls, { specs }: { specs: PlantSpecService }) => {
  calls.serveList(plantSpecList, ({ fid, ...f }) => specs.list(fid, f));
  calls.serve(getPlantSpec, ({ fid, spec_id, ver }) => specs.get(fid, spec_id, ver));
  calls.serve(savePlantSpec, async (body, req) => {
    const { spec, msg } = await specs.save(body, req.auth!.uid);
    return withMsg(spec, msg);
  });
  calls.serve(setPlantSpecStatus, async ({ fid, spec_id, status }, req) =>
    withMsg(await specs.setStatus(fid, spec_id, status, req.auth!.uid), status === 'enabled' ? '品种规格已启用' : '品种规格已停用'),
  );
  calls.serve(getPlantSpecOptions, ({ fid }) => specs.options(fid));
});
