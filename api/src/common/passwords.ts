import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import pLimit from 'p-limit';
import { dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator } from 'class-validator';
import { Messages, PASSWORD_MIN_LENGTH } from '@marketplace/shared-dto';

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): the native package hashes in libuv's thread
 * pool, so a flood of logins does not stall the event loop. Hashes made by bcrypt before still verify.
 */
const ARGON2 = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Password hashes worked on at once in this process; the others wait their turn. Unbounded, a flood of
 * logins would take every core and every thread of libuv's pool (which file reads for static files and
 * uploads share), and the rest of the server would wait with it. One core is always left to the rest.
 */
export const passwordWork = pLimit(Math.max(1, availableParallelism() - 1));

export const hashPassword = (plain: string) => passwordWork(() => argon2.hash(plain, ARGON2));

/** Compared against when the account does not exist, so a miss takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    const stored = await dummyHash;
    await passwordWork(() => argon2.verify(stored, plain));
    return false;
  }
  if (isBcrypt(hash)) return passwordWork(() => bcrypt.compare(plain, hash));
  return passwordWork(() => argon2.verify(hash, plain)).catch(() => false);
}

/** True for a bcrypt hash or weaker argon2 settings: the next successful login stores a new hash. */
export const needsRehash = (hash: string) => isBcrypt(hash) || argon2.needsRehash(hash, ARGON2);

const isBcrypt = (hash: string) => /^\$2[aby]\$/.test(hash);

/**
 * zxcvbn-ts's list of the ~50,000 most used passwords (lower case), loaded on first use. Compared in lower
 * case so 'Password123' is as refused as 'password123'.
 */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())));

/** The one password rule of every realm: the message to show, or null when the password is acceptable. */
export function passwordProblem(plain: string): string | null {
  if ([...plain].length < PASSWORD_MIN_LENGTH) return Messages.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (commonPasswords().has(plain.toLowerCase())) return Messages.passwordTooCommon;
  return null;
}

/** class-validator form of passwordProblem, for DTO fields that set a new password. */
export function AcceptablePassword(): PropertyDecorator {
  return (target, property) => registerDecorator({
    name: 'acceptablePassword',
    target: target.constructor,
    propertyName: property as string,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && passwordProblem(value) === null,
      defaultMessage: (args) => (typeof args?.value === 'string' ? passwordProblem(args.value) : null) ?? Messages.passwordTooShort(PASSWORD_MIN_LENGTH),
    },
  });
}
