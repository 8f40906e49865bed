import { everyCall, everyList } from '@pfs/domain/catalog';

/** Calls and lists as `@pfs/domain` defines them, so a test walks what is defined instead of restating it. */

/** Every call defined in `@pfs/domain`, by its exported name. */
export const definedCalls = everyCall();

/** The calls defined under one tag (a module's heading in docs/calls.md). */
export const callsTagged = (tag: string) => definedCalls.filter(([, c]) => c.tag === tag).map(([, c]) => c);

/** The lists (list and export call) whose calls are under one tag. */
export const listsTagged = (tag: string) => everyList().filter(([, l]) => l.list.tag === tag).map(([, l]) => l);
