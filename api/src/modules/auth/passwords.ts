/**
 * Passwords: hashed with argon2id (19 MiB of memory, 2 passes, as OWASP recommends at the least); what makes one
 * strong enough is shared with the forms (`passwordProblem`). Ten wrong passwords in a row lock the account for 15 minutes.
 */
import { hash, verify } from '@node-rs/argon2';
import { passwordProblem } from '@apteka/contracts';
import { invalidFields } from '../../platform/errors';

// Algorithm.Argon2id of the library: its enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const WRONG_PASSWORDS_BEFORE_LOCK = 10;
export const LOCK_MINUTES = 15;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Refuses a password that is too easy to guess, with the reason beside the password field. */
export function requireStrongPassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw invalidFields('password_weak', problem, { [field]: problem });
}
