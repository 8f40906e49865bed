import { everyExport } from '@pfs/domain/catalog';
import type { AnyCall, AnyList } from '@pfs/domain';

/** Calls and lists as `@pfs/domain` defines them, so a test walks what is defined instead of restating it. */
const isCall = (v: unknown): v is AnyCall =>
  !!v && typeof v === 'object' && 'url' in v && 'method' in v && 'access' in v && 'tag' in v && typeof (v as AnyCall).url === 'string';
const isList = (v: unknown): v is AnyList => !!v && typeof v === 'object' && 'title' in v && 'columns' in v && isCall((v as AnyList).list) && isCall((v as AnyList).export);

/** Every call defined in `@pfs/domain`, by its exported name. */
export const definedCalls = everyExport().filter((e): e is [string, AnyCall] => isCall(e[1]));

/** The calls defined under one tag (a module's heading in docs/calls.md). */
export const callsTagged = (tag: string) => definedCalls.filter(([, c]) => c.tag === tag).map(([, c]) => c);

/** The lists (list and export call) whose calls are under one tag, each once. */
export const listsTagged = (tag: string) => [...new Set(everyExport().map(([, v]) => v).filter((v): v is AnyList => isList(v) && v.list.tag === tag))];
