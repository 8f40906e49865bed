/** snake_case → camelCase, as a type: start_day → startDay. */
type Camel<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
type FilterOf<B> = { [K in keyof Omit<B, 'fid'> as Camel<K & string>]: B[K] };

/**
 * A material list's filters as its repository takes them: the factory apart, every other field of the body under
 * its camelCase name (item_id → itemId, in_stock_only → inStockOnly), so every list reads its body the same way.
 */
export function filterOf<B extends { fid: number }>({ fid: _fid, ...body }: B): FilterOf<B> {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()), v])) as FilterOf<B>;
}
