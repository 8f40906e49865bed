import { FAC_LOGO_MAX_BYTES, facLogoSchema, facRefBodySchema, getFacCfg, updateFacCfg } from '@pfs/domain';
import { pageRoutesOf } from '../../lib/route.js';
import type { FactoryCfgService } from './factory-cfg.service.js';

const logoFile = { maxBytes: FAC_LOGO_MAX_BYTES, what: 'Logo 图片', tooBig: `Logo 图片不能超过 ${FAC_LOGO_MAX_BYTES / 1024 / 1024} MB` };

export const factoryCfgRoutes = pageRoutesOf('工厂设置', 'cfg.fac', ({ edit, ...calls }, { facCfg }: { facCfg: FactoryCfgService }) => {
  calls.serve(getFacCfg, ({ fid }) => facCfg.get(fid));
  calls.serve(updateFacCfg, (body, req) => facCfg.update(body, req.auth!.uid));
  // The logo is a multipart upload, outside the call definitions.
  edit.upload(
    '/api/upload_fac_logo',
    {
      summary: '上传工厂 Logo（?fid=；multipart 字段 file；PNG/JPEG/WebP 按内容识别，≤ 2 MiB；存为 256 px 以内的 WebP，旧 Logo 删除）',
      query: facRefBodySchema,
      file: logoFile,
      data: facLogoSchema,
      msg: 'Logo 已更新',
    },
    (bytes, { fid }, req) => facCfg.setLogo(fid, bytes, req.auth!.uid),
  );
});
