// Where worlds are kept between runs (the Node adapter's `--data`): each world's description and its own state.
import type { Persistence } from './persistence.js';

/**
 * What describes a world apart from its state: enough to build it again after a restart.
 * @public
 */
export interface WorldMeta {
  /** `wld_` and 16 letters and digits; the world answers under `/w/<id>`. */
  id: string;
  /** What the world started from: the demo data or nothing. */
  seed: 'demo' | 'empty';
  /** Wall-clock ms since the epoch. */
  createdAt: number;
  /** How long the world lives without a request, in ms. */
  ttlMs: number;
  /** Wall-clock ms of the last request that reached it. */
  lastUsedAt: number;
  /** Mixed into the demo seed's secrets: a demo world's keys are its own, and the same after a reset to the demo. */
  secretSalt: string;
}

/**
 * Keeps worlds across restarts: one description and one state per world, so a world's changes never rewrite
 * another's file.
 * @public
 */
export interface WorldStorage {
  /** Every world kept, to build again at start. */
  list(): Promise<WorldMeta[]>;
  /** Writes a world's description (at creation, and now and then as it is used). */
  save(meta: WorldMeta): Promise<void>;
  /** The persistence port of one world's state. */
  open(id: string): Persistence;
  /** Removes a world's description and state. */
  remove(id: string): Promise<void>;
}
