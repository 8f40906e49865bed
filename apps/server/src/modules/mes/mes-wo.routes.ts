import {
  assignMesWo,
  cancelMesWo,
  finishMesWo,
  genMesWo,
  getMesBoard,
  getMesHome,
  getMesMyWo,
  getMesWo,
  mesLabourList,
  mesWoList,
  saveMesWo,
  startMesWo,
} from '@pfs/domain/mes';
import { routesOf } from '../../lib/route.js';
import type { MesWoServices } from './mes-wo.services.js';

/** 工单: the work-order calls and lists, the board, the worker's phone view and labour. */
export const mesWoRoutes = routesOf('工单', (calls, { wo }: { wo: MesWoServices }) => {
  const { orders, finish, gen, board, labour } = wo;
  calls.serveList(mesWoList, ({ fid, ...f }, req) => orders.list(fid, f, req.auth!.uid));
  calls.serve(getMesWo, ({ fid, wo_id }, req) => orders.detail(fid, wo_id, req.auth!.uid));
  calls.serve(saveMesWo, (body, req) => orders.save(body, req.auth!.uid));
  calls.serve(genMesWo, ({ fid, from, to }, req) => gen.generate(fid, from, to, req.auth!.uid));
  calls.serve(assignMesWo, (body, req) => orders.assign(body, req.auth!.uid));
  calls.serve(cancelMesWo, (body, req) => orders.cancel(body, req.auth!.uid));
  calls.serve(startMesWo, ({ fid, wo_id }, req) => orders.start(fid, wo_id, req.auth!.uid));
  calls.serve(finishMesWo, (body, req) => finish.finish(body, req.auth!.uid));
  calls.serve(getMesBoard, ({ fid, from, days, by }) => board.board(fid, from, days, by));
  calls.serve(getMesMyWo, ({ fid, day }, req) => orders.my(fid, day, req.auth!.uid));
  calls.serve(getMesHome, ({ fid }) => orders.home(fid));
  calls.serveList(mesLabourList, ({ fid, ...f }) => labour.labour(fid, f));
});
