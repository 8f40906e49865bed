import { z } from 'zod';
import type { AnyCall, CallAccess } from './call.js';

/**
 * The call tables of docs/calls.md, made from the call definitions themselves, so the docs cannot name a URL, a
 * permission or a field that the server does not serve. `npm run docs:calls` writes the file; a test fails when the
 * committed file is not what the definitions make.
 */

/** Whether a value exported by the domain is a call definition. */
export const isCallDefinition = (v: unknown): v is AnyCall =>
  typeof v === 'object' && v !== null && typeof (v as AnyCall).url === 'string' && (v as AnyCall).url.startsWith('/api/') && typeof (v as AnyCall).tag === 'string' && 'access' in v;

/** Who may make a call, as the table says it. */
export function describeAccess(a: CallAccess): string {
  switch (a.kind) {
    case 'public':
      return '公开';
    case 'session':
    case 'sessionRead':
      return '已登录';
    case 'superAdmin':
      return '超级管理员';
    case 'member':
      return '本厂成员';
    case 'perm':
      return [a.code, ...(a.or ?? [])].map((c) => `\`${c}\``).join(' 或 ');
    case 'permByKind':
      return `物料类别的 ${a.action} 权限`;
  }
}

/** The body's top-level fields, optional ones marked `?`. */
function describeBody(body: unknown): string {
  if (!(body instanceof z.ZodObject)) return body === undefined ? '—' : '（见 schema）';
  const fields = Object.entries(body.shape as Record<string, z.ZodType>).map(([k, s]) => (s.safeParse(undefined).success ? `${k}?` : k));
  return fields.length ? fields.join(', ') : '—';
}

/** What the caller sends: the body, an upload's fields (its query string) or the path parameters of a call outside the envelope. */
const requestOf = (c: AnyCall): unknown => c.body ?? ('fields' in c ? c.fields : undefined) ?? ('params' in c ? c.params : undefined);

const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The whole of docs/calls.md: one table per tag, calls in URL order within it. */
export function callTablesMarkdown(calls: readonly AnyCall[]): string {
  const byTag = new Map<string, AnyCall[]>();
  for (const c of [...new Map(calls.map((c) => [`${c.method} ${c.url}`, c])).values()]) byTag.set(c.tag, [...(byTag.get(c.tag) ?? []), c]);
  const tags = [...byTag.keys()].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const lines = [
    '# 接口一览',
    '',
    '由 `packages/domain` 中的调用定义生成（`npm run docs:calls`），请勿手改。每个调用只在一处定义：URL、方法、权限、',
    '请求体与回复 schema；服务端 `calls.serve(call, handler)` 注册它，Web 以 `callApi` / `useCall` 调用它，OpenAPI',
    '文档（/api/docs）与本表都由它生成。',
    '',
    `共 ${[...byTag.values()].reduce((n, cs) => n + cs.length, 0)} 个调用。`,
  ];
  for (const tag of tags) {
    lines.push('', `## ${tag}`, '', '| 方法 | URL | 权限 | 说明 | 请求字段 |', '|---|---|---|---|---|');
    for (const c of byTag.get(tag)!.sort((a, b) => a.url.localeCompare(b.url))) {
      const method = (c as { kind?: string }).kind === 'upload' ? `${c.method}（multipart）` : c.method;
      lines.push(`| ${method} | \`${c.url}\` | ${describeAccess(c.access)} | ${cell(c.summary)} | ${cell(describeBody(requestOf(c)))} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
