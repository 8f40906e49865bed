import type { FormRule } from 'antd';

/** A form rule: this field (the upper one) must be above `lowerField` when both are filled. */
export const aboveRule =
  (lowerField: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_r, upper: number | null | undefined) => {
      const lower = getFieldValue(lowerField) as number | null | undefined;
      return lower == null || upper == null || lower < upper ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
