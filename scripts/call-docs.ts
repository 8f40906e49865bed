import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as domain from '../packages/domain/src/index.js';
import { callTablesMarkdown, isCallDefinition } from '../packages/domain/src/contract/call-docs.js';

/** Writes docs/calls.md from the call definitions (`npm run docs:calls`). */
const target = fileURLToPath(new URL('../docs/calls.md', import.meta.url));
writeFileSync(target, callTablesMarkdown(Object.values(domain).filter(isCallDefinition)));
console.log(`已写入 ${target}`);
