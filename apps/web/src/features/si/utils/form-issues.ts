import type { z } from 'zod';
import type { FormInstance } from 'antd';

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

/** Saves the body when the schema finds nothing wrong; otherwise the form shows the issues by their fields and nothing is sent (null). */
export async function saveChecked<B>(form: FormInstance, schema: z.ZodType, body: B, save: (b: B) => Promise<{ msg: string }>): Promise<string | null> {
  const issues = fieldIssuesOf(schema, body);
  if (!issues.length) return (await save(body)).msg;
  form.setFields(issues);
  return null;
}
