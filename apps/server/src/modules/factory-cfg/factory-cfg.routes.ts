import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAC_LOGO_MAX_BYTES, envelopeSchema, facCfgSchema, facLogoSchema, facRefBodySchema, updateFacCfgBodySchema } from '@pfs/domain';
import { access } from '../../plugins/access.js';
import { ok } from '../../lib/reply.js';
import { badRequest } from '../../lib/app-error.js';
import type { FactoryCfgService } from './factory-cfg.service.js';

const tags = ['工厂设置'];
const tooBig = `Logo 图片不能超过 ${FAC_LOGO_MAX_BYTES / 1024 / 1024} MB`;

export const factoryCfgRoutes: FastifyPluginAsyncZod<{ facCfg: FactoryCfgService }> = async (app, { facCfg }) => {
  app.post('/api/get_fac_cfg', {
    config: { access: access.perm('cfg.fac.list') },
    schema: {
      tags,
      summary: '工厂信息（名称、位置、天气代码、Logo、用途、种植类型、模块）',
      body: facRefBodySchema,
      response: { 200: envelopeSchema(facCfgSchema) },
    },
    handler: async (req) => ok(await facCfg.get(req.body.fid)),
  });

  app.post('/api/update_fac_cfg', {
    config: { access: access.perm('cfg.fac.edit') },
    schema: {
      tags,
      summary: '修改工厂信息与模块（菜单和顶栏在重新读取 get_user_info 后即显示）',
      body: updateFacCfgBodySchema,
      response: { 200: envelopeSchema(facCfgSchema) },
    },
    handler: async (req) => ok(await facCfg.update(req.body, req.auth!.uid), '工厂信息已保存'),
  });

  app.post('/api/upload_fac_logo', {
    config: { access: access.perm('cfg.fac.edit') },
    schema: {
      tags,
      summary: '上传工厂 Logo（?fid=；multipart 字段 file；PNG/JPEG/WebP 按内容识别，≤ 2 MiB；存为 256 px 以内的 WebP，旧 Logo 删除）',
      consumes: ['multipart/form-data'],
      querystring: facRefBodySchema,
      response: { 200: envelopeSchema(facLogoSchema) },
    },
    handler: async (req) => {
      if (!req.isMultipart()) throw badRequest('请以 multipart/form-data 上传 Logo 图片（字段 file）');
      const file = await req.file({ limits: { fileSize: FAC_LOGO_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw badRequest('缺少 Logo 图片（字段 file）');
      const bytes = await file.toBuffer().catch(() => {
        throw badRequest(tooBig);
      });
      if (file.file.truncated) throw badRequest(tooBig);
      return ok(await facCfg.setLogo(req.query.fid, bytes, req.auth!.uid), 'Logo 已更新');
    },
  });
};
