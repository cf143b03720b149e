import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS, PASSWORD_HASHING, SCRYPT_PARAMS } from '@brand/core/rules';
import { DomainError } from '../errors.ts';

const { r: R, p: P, keyLength: KEYLEN } = SCRYPT_PARAMS;

/** scrypt needs 128 * N * r bytes; Node refuses above `maxmem` (32 MiB by default). */
const maxmemFor = (n: number) => 2 * 128 * n * R + 1024 * 1024;

/** The hashing limits (core PASSWORD_HASHING; tests may widen the queue). */
export interface HashingLimits {
  concurrent: number;
  queued: number;
  retryAfterSeconds: number;
}

/**
 * Issue 23 item 2: scrypt runs on libuv's worker threads (4), which file reads and DNS share;
 * 40 sign-ins at once took them all and `/` waited 43 s. A limiter lets at most
 * `concurrent` hashes run at once, at most `queued` wait (first come, first served), and answers
 * any more 503 with Retry-After at once, before any work. One per app (its config).
 */
export class HashingLimiter {
  private running = 0;
  private peakRunning = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: HashingLimits) {}

  /** How busy hashing is; `peak` is the most hashes that ran at once. */
  load() {
    return { running: this.running, waiting: this.waiting.length, peak: this.peakRunning };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrent) {
      if (this.waiting.length >= this.limits.queued) throw this.busy();
      // The slot is handed over by the hash that ends (running stays the same).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    this.peakRunning = Math.max(this.peakRunning, this.running);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  private busy() {
    const seconds = this.limits.retryAfterSeconds;
    return new DomainError(
      'unavailable',
      `The server is busy checking passwords. Please try again in ${seconds} seconds.`,
      { retryAfterSeconds: seconds },
    );
  }
}

/** For hashing outside a request (the seed, the db scripts). */
const defaultLimiter = new HashingLimiter(PASSWORD_HASHING);
const limiters = new WeakMap<object, HashingLimiter>();

/** The limiter of an app, by its config (`config.passwordHashing`). */
export function hashingLimiter(config: { passwordHashing: HashingLimits }): HashingLimiter {
  let limiter = limiters.get(config);
  if (!limiter) {
    limiter = new HashingLimiter(config.passwordHashing);
    limiters.set(config, limiter);
  }
  return limiter;
}

function scryptAsync(
  password: string,
  salt: Buffer,
  n: number,
  limiter: HashingLimiter,
): Promise<Buffer> {
  return limiter.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEYLEN, { N: n, r: R, p: P, maxmem: maxmemFor(n) }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$salt$hash` (base64url). `n` defaults to the policy's cost (SCRYPT_PARAMS.N). */
export async function hashPassword(
  password: string,
  n: number = SCRYPT_PARAMS.N,
  limiter: HashingLimiter = defaultLimiter,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, n, limiter);
  return `scrypt$${n}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const costOf = (stored: string) => Number(stored.split('$')[1]);

export async function verifyPassword(
  password: string,
  stored: string,
  limiter: HashingLimiter = defaultLimiter,
): Promise<boolean> {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
  const cost = Number(n);
  // A cost outside what we ever wrote (a tampered row) is refused rather than computed.
  if (!Number.isInteger(cost) || cost < 2 || cost > 2 ** 20 || (cost & (cost - 1)) !== 0) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(password, Buffer.from(salt, 'base64url'), cost, limiter);
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
export async function verifyAgainstDummy(
  password: string,
  n: number,
  limiter: HashingLimiter = defaultLimiter,
): Promise<false> {
  let dummy = dummies.get(n);
  if (!dummy) {
    // Made outside any limiter: once per cost per process, and never refused as busy.
    dummy = hashPassword(
      randomBytes(16).toString('base64url'),
      n,
      new HashingLimiter(PASSWORD_HASHING),
    );
    dummies.set(n, dummy);
  }
  await verifyPassword(password, await dummy, limiter);
  return false;
}

/** An opaque bearer token: 32 random bytes, longer than the spec's 10-character validity rule. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit one-time code, zero-padded. */
export const newOtp = () => String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
