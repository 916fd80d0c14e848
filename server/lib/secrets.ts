/** Random secrets and their stored hashes: session ids, login flow ids and API tokens. */
import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret; 32 bytes (256 bits) unless told otherwise. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** The SHA-256 of a secret (hex), which is all the database keeps of it. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
