import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS, SCRYPT_PARAMS } from '@brand/core/rules';

const { r: R, p: P, keyLength: KEYLEN } = SCRYPT_PARAMS;

/** scrypt needs 128 * N * r bytes; Node refuses above `maxmem` (32 MiB by default). */
const maxmemFor = (n: number) => 2 * 128 * n * R + 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEYLEN, { N: n, r: R, p: P, maxmem: maxmemFor(n) }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$salt$hash` (base64url). `n` defaults to the policy's cost (SCRYPT_PARAMS.N). */
export async function hashPassword(password: string, n: number = SCRYPT_PARAMS.N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, n);
  return `scrypt$${n}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const costOf = (stored: string) => Number(stored.split('$')[1]);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const cost = Number(n);
  // A cost outside what we ever wrote (a tampered row) is refused rather than computed.
  if (!Number.isInteger(cost) || cost < 2 || cost > 2 ** 20 || (cost & (cost - 1)) !== 0) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash made with a lower cost than `n`: replace it at the next successful sign-in. */
export const needsRehash = (stored: string, n: number) => !(costOf(stored) >= n);

const dummies = new Map<number, Promise<string>>();

/**
 * Spends the same time as checking a real password of cost `n`, for a sign-in with an unknown
 * email, so the answer's timing does not tell which emails have an account (issue 13). Always
 * false.
 */
export async function verifyAgainstDummy(password: string, n: number): Promise<false> {
  let dummy = dummies.get(n);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('base64url'), n);
    dummies.set(n, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}

/** An opaque bearer token: 32 random bytes, longer than the spec's 10-character validity rule. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit one-time code, zero-padded. */
export const newOtp = () => String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
