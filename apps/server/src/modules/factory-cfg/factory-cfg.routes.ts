import { FAC_LOGO_MAX_BYTES, facCfgSchema, facLogoSchema, facRefBodySchema, updateFacCfgBodySchema } from '@pfs/domain';
import { pageRoutesOf } from '../../lib/route.js';
import type { FactoryCfgService } from './factory-cfg.service.js';

const logoFile = { maxBytes: FAC_LOGO_MAX_BYTES, what: 'Logo 图片', tooBig: `Logo 图片不能超过 ${FAC_LOGO_MAX_BYTES / 1024 / 1024} MB` };

export const factoryCfgRoutes = pageRoutesOf('工厂设置', 'cfg.fac', ({ list, edit }, { facCfg }: { facCfg: FactoryCfgService }) => {
  list.factory('/api/get_fac_cfg', { summary: '工厂信息（名称、位置、天气代码、Logo、用途、种植类型、模块）', data: facCfgSchema }, (fid) => facCfg.get(fid));
  edit.post(
    '/api/update_fac_cfg',
    {
      summary: '修改工厂信息与模块（菜单和顶栏在重新读取 get_user_info 后即显示）',
      body: updateFacCfgBodySchema,
      data: facCfgSchema,
      msg: '工厂信息已保存',
    },
    (body, req) => facCfg.update(body, req.auth!.uid),
  );
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
