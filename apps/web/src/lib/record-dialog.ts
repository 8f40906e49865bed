import { useState } from 'react';

/**
 * The create/edit dialog of a list page: closed, open on a new record (`record` null) or open on one row. One state
 * instead of an `{ x: T | null } | null` pair, so "open on nothing" and "open on a new one" stay apart.
 */
export function useRecordDialog<R>() {
  const [state, setState] = useState<{ record: R | null } | null>(null);
  return {
    open: state !== null,
    record: state?.record ?? null,
    create: () => setState({ record: null }),
    edit: (record: R) => setState({ record }),
    close: () => setState(null),
  };
}
