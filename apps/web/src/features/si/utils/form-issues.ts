import type { z } from 'zod';

/** antd's setFields entries: each field's messages. */
export type FieldIssues = { name: string; errors: string[] }[];

/**
 * What the schema the server checks with says of a whole body, by the form field it concerns: the rules across
 * fields (a range's bounds, 其他 needs words) show beside the field instead of as a 400 after sending. Empty when valid.
 */
export function fieldIssuesOf(schema: z.ZodType, body: unknown): FieldIssues {
  const r = schema.safeParse(body);
  if (r.success) return [];
  const by = new Map<string, string[]>();
  for (const i of r.error.issues) {
    const name = String(i.path[0] ?? '');
    if (name) by.set(name, [...(by.get(name) ?? []), i.message]);
  }
  return [...by].map(([name, errors]) => ({ name, errors }));
}
