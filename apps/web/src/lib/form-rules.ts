import type { FormRule } from 'antd';

/**
 * A form rule that reads other fields of the form: `check` answers the message to show, or nothing when the
 * value is fine. The field still lists the ones it reads in `dependencies` to be checked again when they change.
 */
export function crossFieldRule<T>(check: (value: T, field: (name: string) => unknown) => string | false | null | undefined): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_r, value: T) => {
      const msg = check(value, getFieldValue);
      if (msg) throw new Error(msg);
    },
  });
}

/** A text field's rules: its length limit, and when `required` (the message) is given, something besides spaces. */
export function textRules(label: string, max: number, required?: string): FormRule[] {
  const limit: FormRule = { max, message: `${label}不能超过 ${max} 个字符` };
  return required ? [{ required: true, whitespace: true, message: required }, limit] : [limit];
}
