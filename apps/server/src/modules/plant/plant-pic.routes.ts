import { PIC_MAX_BYTES, deletePlantPic, getPlantPicList, picSchema, uploadPicFieldsSchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { routesOf } from '../../lib/route.js';
import type { PlantPicService } from './plant-pic.service.js';

const picFile = { maxBytes: PIC_MAX_BYTES, what: '图片文件', tooBig: `图片不能超过 ${PIC_MAX_BYTES / 1024 / 1024} MB，请压缩后再上传` };

export const plantPicRoutes = routesOf('种植图片', (calls, { pics }: { pics: PlantPicService }) => {
  const edit = calls.as(access.perm('plant.edit'));

  calls.serve(getPlantPicList, ({ fid, kind, batch_id, area_id, start_day, end_day, page, size }) =>
    pics.list(fid, { kind, batchId: batch_id, areaId: area_id, startDay: start_day, endDay: end_day, page, size }),
  );

  edit.upload(
    '/api/upload_plant_pic',
    {
      summary: '上传种植图片（?fid=&kind=&taken_on=&batch_id=&area_id=&remark=；multipart 字段 file；JPEG/PNG/WebP 按内容识别，≤ 10 MiB；另存 320 px 缩略图）',
      query: uploadPicFieldsSchema,
      file: picFile,
      data: picSchema,
      msg: '图片已上传',
    },
    (bytes, { fid, ...fields }, req) => pics.upload(fid, req.auth!.uid, fields, bytes),
  );

  calls.serve(deletePlantPic, ({ fid, pic_id }, req) => pics.remove(fid, req.auth!.uid, pic_id));
});
