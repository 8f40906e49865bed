import { inputNumberText } from '@pfs/domain';

/**
 * Props for an antd InputNumber holding a quantity: rounds to `precision` like `precision` alone does, but shows
 * 80 rather than 80.000 (and leaves the user's typing alone).
 */
export function trimmedNumber(precision = 3) {
  return {
    precision,
    formatter: (value: number | string | undefined, info: { userTyping: boolean; input: string }) =>
      info.userTyping ? info.input : inputNumberText(value, precision),
  };
}
