// Types of third-party-licenses.mjs, for the TypeScript files that import it (the Vite configs).
import type { Plugin } from 'vite';

/** The notice's file name: THIRD-PARTY-LICENSES.txt. */
export declare const NOTICE_FILE: string;
/** The folders of the installed packages that the given module paths belong to (this repository's own are none). */
export declare function packageRootsOf(paths: Iterable<string>): string[];
/** The notice for the packages in `roots`, introduced by `heading`; a package naming no licence stops the build. */
export declare function thirdPartyNotice(roots: string[], heading: string): string;
/** A Vite plugin that writes the notice beside the build's entry file, for the packages its chunks carry. */
export declare function thirdPartyLicenses(): Plugin;
