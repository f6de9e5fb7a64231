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
 * Hashes run at most four at a time (libuv's thread pool), or as many as there are cores where
 * there are more: a burst of sign-ins queues for its turn rather than holding every thread. A lane
 * is held until its result is taken on the event loop, a turn after the 15 ms of hashing: on a
 * server busy with 200 visitors that turn is about 100 ms, and with two lanes (the cores here)
 * sign-ins waited in the queue from 150 ms to 680 ms, half their time (bench/load.ts; four
 * lanes: sign-in p50 391 -> 227 ms, p99 870 -> 392 ms).
 */
const lanes = pLimit(Math.max(4, availableParallelism()));

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
