/**
 * Passwords too easy to guess, refused wherever a password is set (server schema and web forms alike): the commonest
 * ones, one character repeated, a short pattern repeated, and straight runs of digits, letters or keyboard keys.
 * Logging in is not checked: an old weak password still opens the account, so its owner can change it.
 */
export const WEAK_PASSWORD_MSG = '密码过于简单（常见密码、同一字符重复或连续字符），请换一个更难猜的密码';

const COMMON = [
  'password',
  'password1',
  'password123',
  'passw0rd',
  'iloveyou',
  'admin123',
  'admin888',
  'abc12345',
  'abcd1234',
  'a1234567',
  'a12345678',
  'aa123456',
  'qwer1234',
  'qwerty123',
  '1qaz2wsx',
  '1q2w3e4r',
  'zaq12wsx',
  'woaini1314',
  '5201314520',
  '147258369',
  '123123123',
  '11223344',
  '12344321',
  '00000000',
];
const COMMON_SET = new Set(COMMON);
/** Runs that read as one stroke: digits, the alphabet and the keyboard's rows, either way. */
const RUNS = ['01234567890', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc4rfv'];

/** Whether a password is too easy to guess (case does not matter). */
export function isWeakPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (COMMON_SET.has(p)) return true;
  // One character, or a pattern of up to four repeated (88888888, 12121212, abcabcab).
  if ([1, 2, 3, 4].some((k) => [...p].every((c, i) => c === p[i % k]))) return true;
  const reversed = [...p].reverse().join('');
  return RUNS.some((run) => run.includes(p) || run.includes(reversed));
}
