/** Spec §5: an external link starts with http:, https:, mailto: or tel:. */
export const isExternalLink = (s: string) => /^(https?:|mailto:|tel:)/.test(s);

/** Spec §5: a trimmed text must be at least 2 characters (name or password length check). */
export const isValidText = (s: string) => s.trim().length >= 2;

const BAD_FILE_NAME = /[\\/:*?"<>|]/;
/** Spec §5: a file name is invalid if it holds \ / : * ? " < > |. */
export const isValidFileName = (name: string) => name.length > 0 && !BAD_FILE_NAME.test(name);

/** Spec §5: a value is a number if parsing it does not give NaN. */
export function isNumberLike(v: unknown): boolean {
  if (typeof v === 'number') return !Number.isNaN(v);
  if (typeof v !== 'string') return false;
  return !Number.isNaN(Number.parseFloat(v));
}

/** Spec §9: sentinel -9999 means unset. */
export const UNSET_SENTINEL = -9999;
export const isUnset = (v: unknown) => v === UNSET_SENTINEL || v === String(UNSET_SENTINEL);
