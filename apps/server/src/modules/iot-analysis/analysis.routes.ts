import * as analysisCalls from '@pfs/domain/iot-analysis';
import { routesOf, withMsg } from '../../lib/route.js';
import type { AnalysisService } from './analysis.service.js';

export const analysisRoutes = routesOf('物联网分析', (calls, { analysis }: { analysis: AnalysisService }) => {
  const expensive = { config: { expensive: true } };

  calls.serve(analysisCalls.getIotAnalysisPoints, ({ fid }) => analysis.points(fid));
  calls.serve(analysisCalls.getIotAnalysisCompare, (body) => analysis.compare(body.fid, body), expensive);
  calls.serve(analysisCalls.getIotAnalysisProfile, (body) => analysis.profile(body.fid, body), expensive);
  calls.serve(analysisCalls.getIotGwRates, ({ fid }) => analysis.gatewayRates(fid), expensive);
  calls.serve(analysisCalls.getIotAnalysisSetList, ({ fid }) => analysis.listSets(fid));
  calls.serve(analysisCalls.saveIotAnalysisSet, async (body, req) =>
    withMsg(await analysis.saveSet(body.fid, req.auth!.uid, body), body.set_id ? '分析配置已保存' : '分析配置已创建'),
  );
  calls.serve(analysisCalls.deleteIotAnalysisSet, ({ fid, set_id }) => analysis.deleteSet(fid, set_id));
});
