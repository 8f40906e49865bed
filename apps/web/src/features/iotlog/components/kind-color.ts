const COLORS: Record<string, string> = { ctrl: 'blue', gateway: 'purple', config: 'gold', rule: 'green', lock: 'volcano' };

/** Tag colour per IoT log kind (same in both themes). */
export const kindColor = (kind: string) => COLORS[kind] ?? 'default';
