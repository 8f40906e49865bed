import { getFacCfg, updateFacCfg, uploadFacLogo } from '@pfs/domain/factory-cfg';
import { pageRoutesOf } from '../../lib/route.js';
import type { FactoryCfgService } from './factory-cfg.service.js';

export const factoryCfgRoutes = pageRoutesOf('工厂设置', 'cfg.fac', (calls, { facCfg }: { facCfg: FactoryCfgService }) => {
  calls.serve(getFacCfg, ({ fid }) => facCfg.get(fid));
  calls.serve(updateFacCfg, (body, req) => facCfg.update(body, req.auth!.uid));
  calls.serveUpload(uploadFacLogo, (bytes, { fid }, req) => facCfg.setLogo(fid, bytes, req.auth!.uid));
});
