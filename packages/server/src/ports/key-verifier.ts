// The key-verifier port: finds the record of an API key from its plaintext. The records' shape is part of it.
import type { Row } from './store.js';

/** The interface a key belongs to. @public */
export type KeyFamily = 'content' | 'capture' | 'engage';
/** A delivery environment. @public */
export type Environment = 'test' | 'live';

/** A stored key: its hash and prefix, never the plaintext. @public */
export interface ApiKeyRecord extends Row {
  /** The interface the key is for. */
  family: KeyFamily;
  /** The website (content, capture) or Engage site the key belongs to. */
  siteId: string;
  /** The environment it reads or writes, or null for an Engage key. */
  environment: Environment | null;
  /** SHA-256 hex of the plaintext; the plaintext is never stored. */
  hash: string;
  /** First characters of the plaintext, for display and lookup; not secret. */
  prefix: string;
  /** Whether it still works. */
  status: 'active' | 'revoked';
  /** The label it was given, if any. */
  label: string | null;
  /** When it was issued (ISO 8601). */
  createdAt: string;
  /** When it was last used (ISO 8601), or null. */
  lastUsedAt: string | null;
  /** When it was revoked (ISO 8601), or null. */
  revokedAt: string | null;
  /** Area-specific state (staged replacement, deployment use, ...). */
  meta?: Record<string, unknown>;
}

/** Finds the stored record of a key by its plaintext, a port. @public */
export interface KeyVerifier {
  /** The key record (active or revoked) whose hash matches, or undefined. */
  verify(plaintext: string): Promise<ApiKeyRecord | undefined>;
}
