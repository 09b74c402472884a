// The built test console (packages/console's dist/) as the Node adapter read it: path under /_console/ → file.

/** @public */
export interface ConsoleFile {
  body: Uint8Array;
  contentType: string;
}

/**
 * Keys are paths relative to the console's root: `index.html`, `assets/index-<hash>.js`...
 * @public
 */
export type ConsoleFiles = ReadonlyMap<string, ConsoleFile>;
