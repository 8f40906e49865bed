import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(pbkdf2);
// Mosquitto 2's password file (mosquitto_passwd): `$7$<iterations>$<base64 salt>$<base64 PBKDF2-SHA512>`, 12-byte
// salt, 64-byte hash, 101 iterations by default. A gateway secret is 32 random bytes, so the low iteration count costs
// nothing in practice: there is no password to guess.
const ITERATIONS = 101;

/** A Mosquitto password-file hash of a gateway secret: what `mosquitto_passwd -b file sn secret` would write. */
export async function mosquittoHash(secret: string): Promise<string> {
  const salt = randomBytes(12);
  const hash = await derive(secret, salt, ITERATIONS, 64, 'sha512');
  return `$7$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

