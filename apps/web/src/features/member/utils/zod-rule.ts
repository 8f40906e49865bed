import type { FormRule } from 'antd';
import type { z } from 'zod';

/** The first message the schema gives for a form value (empty fields count as ''), or null when valid. */
export function zodFieldError(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value ?? '');
  return r.success ? null : (r.error.issues[0]?.message ?? '格式不正确');
}

/** An antd Form rule checking a field with the very zod schema the server validates it with. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const msg = zodFieldError(schema, value);
      if (msg) throw new Error(msg);
    },
  };
}
