import { useState } from 'react';
import { action } from '@/lib/user-action';

/**
 * The submit handler of a sign-in page form and whether its request is under way (the button spins). A failed
 * request leaves the form as it was: the request wrapper's toast said why.
 */
export function useSubmitting<V>(run: (values: V) => Promise<void>): [boolean, (values: V) => void] {
  const [loading, setLoading] = useState(false);
  const submit = action(async (values: V) => {
    setLoading(true);
    try {
      await run(values);
    } finally {
      setLoading(false);
    }
  });
  return [loading, submit];
}
