import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

/** Argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): about 40 ms per hash on these machines. */
export const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

let dummy: Promise<string> | undefined;
/** A hash of a random password with the same parameters, to spend the same time when there is no account. */
const dummyHash = () => (dummy ??= hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS));

/**
 * Checks a password against a stored hash. With no hash (unknown account) it verifies against a dummy hash and
 * answers false, so that an unknown account costs the same time as a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  try {
    if (!stored) {
      await verify(await dummyHash(), password);
      return false;
    }
    return await verify(stored, password);
  } catch {
    return false;
  }
}
