/** Spec §3: contact and mobile values longer than 3 characters keep the first 3, then 8 masking characters. */
export function maskContact(value: string): string {
  return value.length > 3 ? `${value.slice(0, 3)}********` : value;
}
