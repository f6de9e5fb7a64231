import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 20 ms here, so
 * guessing is slow and a sign-in is not. The algorithm is argon2id, the library's default; the hash
 * string names it (`$argon2id$v=19$m=19456,t=2,p=1$…`), so a later change of cost still verifies.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/**
 * Hashes run at most as many at a time as there are cores: a burst of sign-ins queues for its turn
 * rather than filling the thread pool. (One fewer than the cores, tried first, left sign-ins
 * waiting over a second in the queue under load and slowed the site as a whole: bench/load.ts.)
 */
const lanes = pLimit(availableParallelism());

export const hashPassword = (password: string) => lanes(() => hash(password, options));
const check = (stored: string, password: string) => lanes(() => verify(stored, password));

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (no such account) it still
 * verifies against a decoy, so an unknown e-mail takes as long to refuse as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string) {
  if (storedHash === null) {
    decoyHash ??= hashPassword('decoy password of an account that does not exist');
    await check(await decoyHash, password);
    return false;
  }
  try {
    return await check(storedHash, password);
  } catch {
    return false;
  }
}
