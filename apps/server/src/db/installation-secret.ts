import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { metaTable } from './meta.table.js';

/**
 * A random key of the installation, made by whichever instance asks first and kept in the database, so every
 * instance behind the proxy signs and checks alike and a restart does not end what was signed. Read once per process.
 */
export function installationSecret(db: Db, name: string): () => Promise<Buffer> {
  const key = `secret:${name}`;
  let loaded: Promise<Buffer> | null = null;
  const load = async () => {
    await db.insert(metaTable).values({ key, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
    const [row] = await db.select({ value: metaTable.value }).from(metaTable).where(eq(metaTable.key, key));
    if (!row) throw new Error(`installation secret ${name} missing after insert`);
    return Buffer.from(row.value, 'base64');
  };
  return () => {
    // A failed read (database away) is tried again on the next call rather than remembered.
    loaded ??= load().catch((e: unknown) => {
      loaded = null;
      throw e;
    });
    return loaded;
  };
}
