// The key-verifier port: finds the record of an API key from its plaintext. The records' shape is part of it.
import type { Row } from './store.js';

/** @public */
export type KeyFamily = 'content' | 'capture' | 'engage';
/** @public */
export type Environment = 'test' | 'live';

/** @public */
export interface ApiKeyRecord extends Row {
  family: KeyFamily;
  /** The website (content, capture) or Engage site the key belongs to. */
  siteId: string;
  environment: Environment | null;
  /** SHA-256 hex of the plaintext; the plaintext is never stored. */
  hash: string;
  /** First characters of the plaintext, for display and lookup; not secret. */
  prefix: string;
  status: 'active' | 'revoked';
  label: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** Area-specific state (staged replacement, deployment use, ...). */
  meta?: Record<string, unknown>;
}

/** @public */
export interface KeyVerifier {
  /** The key record (active or revoked) whose hash matches, or undefined. */
  verify(plaintext: string): Promise<ApiKeyRecord | undefined>;
}
