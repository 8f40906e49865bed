// Letters and digits without look-alikes (0/O, 1/l/I), so a password read aloud or copied by hand survives.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random initial password (crypto-strength), at least one letter and one digit. */
export function randomPassword(length = 12, rand: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n))): string {
  for (;;) {
    const out = Array.from(rand(length), (x) => ALPHABET[x % ALPHABET.length]).join('');
    if (/\d/.test(out) && /[a-zA-Z]/.test(out)) return out;
  }
}
