import bcrypt from 'bcryptjs';

const ROUNDS = 10;
/** Compared against when the account does not exist, so a miss takes as long as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', ROUNDS);

export const hashPassword = (plain: string) => bcrypt.hash(plain, ROUNDS);

export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(plain, hash ?? DUMMY_HASH);
  return ok && !!hash;
}
