import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { everyCall } from '../packages/domain/src/catalog/index.js';
import { callTablesMarkdown } from '../packages/domain/src/contract/call-docs.js';

/** Writes docs/calls.md from the call definitions (`npm run docs:calls`). */
const target = fileURLToPath(new URL('../docs/calls.md', import.meta.url));
writeFileSync(target, callTablesMarkdown(everyCall().map(([, c]) => c)));
console.log(`已写入 ${target}`);
