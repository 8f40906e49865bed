import { useState } from 'react';

/** Keeps the last non-null value, so a dialog keeps its content while it animates closed. */
export function useSticky<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
