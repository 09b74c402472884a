// The built test console (packages/console's dist/) as the Node adapter read it: path under /_console/ → file.

/** One file of the console's build. @public */
export interface ConsoleFile {
  /** The file's bytes. */
  body: Uint8Array;
  /** Its `Content-Type`. */
  contentType: string;
}

/**
 * Keys are paths relative to the console's root: `index.html`, `assets/index-<hash>.js`...
 * @public
 */
export type ConsoleFiles = ReadonlyMap<string, ConsoleFile>;
