import {
  assignSiCase,
  finishSiPlan,
  getSiCase,
  getSiPlanDetail,
  handleSiCase,
  saveSiAnswer,
  saveSiCaseNote,
  siCaseList,
  siPlanList,
  siRecordList,
  uploadSiPhoto,
} from '@pfs/domain/si';
import { routesOf } from '../../lib/route.js';
import type { SiAnswerService } from './si-answer.service.js';
import type { SiCaseService } from './si-case.service.js';
import type { SiPhotoStore } from './si-photo-store.js';
import type { SiPlanService } from './si-plan.service.js';
import type { SiRecordList } from './si-record-list.js';

type Deps = { plans: SiPlanService; answers: SiAnswerService; records: SiRecordList; cases: SiCaseService; photos: SiPhotoStore };

/** 巡检计划, 计划详情, 巡检记录 and 异常处理. */
export const siPlanRoutes = routesOf('日常巡检', (calls, { plans, answers, records, cases, photos }: Deps) => {
  calls.serveList(siPlanList, ({ fid, ...f }, req) => plans.list(fid, f, req.auth!.uid));
  calls.serve(getSiPlanDetail, ({ fid, plan_id }, req) => plans.detail(fid, plan_id, req.auth!.uid));
  calls.serve(saveSiAnswer, (body, req) => answers.save(body, req.auth!.uid));
  calls.serve(finishSiPlan, ({ fid, plan_id }, req) => plans.finish(fid, plan_id, req.auth!.uid));
  calls.serveUpload(uploadSiPhoto, (bytes, { fid }, req) => photos.save(fid, bytes, req.auth!.uid));

  calls.serveList(siRecordList, ({ fid, ...f }) => records.list(fid, f));

  calls.serveList(siCaseList, ({ fid, ...f }) => cases.list(fid, f));
  calls.serve(getSiCase, ({ fid, case_id }, req) => cases.detail(fid, case_id, req.auth!.uid));
  calls.serve(saveSiCaseNote, (body, req) => cases.note(body, req.auth!.uid));
  calls.serve(assignSiCase, (body, req) => cases.assign(body, req.auth!.uid));
  calls.serve(handleSiCase, (body, req) => cases.handle(body, req.auth!.uid));
});
