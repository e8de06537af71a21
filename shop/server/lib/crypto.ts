import { hash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';

/** A random url-safe token with 256 bits of entropy. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** `count` tokens as randomToken makes them, from one read of the system's randomness. */
export function randomTokens(count: number): string[] {
  const bytes = randomBytes(32 * count);
  return Array.from({ length: count }, (_, i) =>
    bytes.subarray(32 * i, 32 * (i + 1)).toString('base64url'),
  );
}

/** One-shot hash (Node 20.12+): a third of createHash's time, and every request hashes its cookie. */
export function sha256(value: string): string {
  return hash('sha256', value, 'base64url');
}

export function newUuid(): string {
  return randomUUID();
}

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, COST, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$<salt>$<key>`, both base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

// Compared against when the e-mail is unknown, so both cases take the same time.
const DUMMY_HASH = `scrypt$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, saltText, keyText] = (stored ?? DUMMY_HASH).split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(password, Buffer.from(saltText, 'base64url'));
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}
