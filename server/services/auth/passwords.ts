// Password hashing with argon2id (OWASP parameters, the library's defaults).
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

/** A hash of a random password: verifying against it costs the same as against a real one. */
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$MnFLhhsKr2t2ZLcD1u8oSw$5+aIcb6DYg7jKUtnewGzleHYchIBoVchHOuafU747Tw';

/** Checks a password; with no stored hash it still spends the time, so response times do not reveal accounts. */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  const matches = await verify(storedHash ?? DECOY_HASH, password).catch(() => false);
  return storedHash !== null && matches;
}
