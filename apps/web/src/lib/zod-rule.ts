import type { FormRule } from 'antd';
import type { z } from 'zod';

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The first message the schema gives for a form value (an untouched field counts as ''), or null when
 * valid. With `requiredMessage`, an empty value gets that message instead of the schema's length rule.
 */
export function zodFieldError(schema: z.ZodType, value: unknown, requiredMessage?: string): string | null {
  if (requiredMessage && isEmpty(value)) return requiredMessage;
  const r = schema.safeParse(value ?? '');
  return r.success ? null : (r.error.issues[0]?.message ?? '格式不正确');
}

/** An antd Form rule checking a field with the very zod schema the server validates it with. */
export function zodRule(schema: z.ZodType, requiredMessage?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const msg = zodFieldError(schema, value, requiredMessage);
      if (msg) throw new Error(msg);
    },
  };
}
