import { z } from 'zod';

// The page's Content-Security-Policy forbids eval: zod's compiled fast path would only probe for it and be refused
// (a CSP violation on every page), so the browser uses zod's plain path from the start.
z.config({ jitless: true });
