// Placeholder until the domain package's masking rule lands.
export const maskContact = (v: string) => (v.length > 3 ? `${v.slice(0, 3)}********` : v);
