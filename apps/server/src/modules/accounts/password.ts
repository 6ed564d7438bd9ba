import argon2 from 'argon2';

// argon2id with OWASP's minimum profile (19 MiB, 2 passes): strong, and ~20 ms on this class of machine.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => argon2.hash(plain, OPTIONS);

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** Spent on an unknown account too, so the reply time does not tell which accounts exist. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-1');
  await verifyPassword(await dummyHash, plain);
}
