import { useState } from 'react';
import { hasActiveFilter, toLogQueryBody, type LogFilters, type Paging } from '../utils/log-filters';

/** Filters and paging of one log table; a filter change goes back to page 1. */
export function useLogListState(fid: number) {
  const [filters, setFiltersState] = useState<LogFilters>({});
  const [paging, setPaging] = useState<Paging>({ page: 1, size: 20 });
  const setFilters = (f: LogFilters) => {
    setFiltersState(f);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  return { filters, setFilters, paging, setPaging, body: toLogQueryBody(fid, paging, filters), filtered: hasActiveFilter(filters) };
}
