import { deletePlantPic, getPlantPicList, uploadPlantPic } from '@pfs/domain/plant';
import { routesOf } from '../../lib/route.js';
import type { PlantPicService } from './plant-pic.service.js';

export const plantPicRoutes = routesOf('种植图片', (calls, { pics }: { pics: PlantPicService }) => {
  calls.serve(getPlantPicList, ({ fid, kind, batch_id, area_id, start_day, end_day, page, size }) =>
    pics.list(fid, { kind, batchId: batch_id, areaId: area_id, startDay: start_day, endDay: end_day, page, size }),
  );

  calls.serveUpload(uploadPlantPic, (bytes, { fid, ...fields }, req) => pics.upload(fid, req.auth!.uid, fields, bytes));

  calls.serve(deletePlantPic, ({ fid, pic_id }, req) => pics.remove(fid, req.auth!.uid, pic_id));
});
