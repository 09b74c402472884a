// One submission of a form: a single idempotency key while its content stays the same, so a retry after a lost
// reply returns the stored record (duplicate) instead of creating a second one.
import { createIdempotencyKey } from '@svc/engage-browser';

export class Submission {
  #key: string | undefined;
  #content: string | undefined;

  /** The key for this content: the previous one when nothing changed since the last attempt. */
  keyFor(content: unknown): string {
    const text = JSON.stringify(content);
    if (this.#key === undefined || this.#content !== text) {
      this.#key = createIdempotencyKey();
      this.#content = text;
    }
    return this.#key;
  }

  /** After a success the next submission is a new one. */
  done(): void {
    this.#key = undefined;
    this.#content = undefined;
  }
}
