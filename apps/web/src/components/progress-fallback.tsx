import { useEffect } from 'react';
import { progress } from './progress';

/** Suspense fallback while a page's code loads: drives the top progress bar instead of a spinner. */
export function ProgressFallback() {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return null;
}
