/** A language file as sdk.js ships it: its tag, its path beside sdk.js, its text, and for another name of a language the tag it copies. */
export type LanguageFile = [tag: string, path: string, text: string, copies?: string];

/** The built-in languages' tags (English first, then the other names of some), their shared content hash and their files. */
export function languageFiles(): { tags: string[]; hash: string; files: LanguageFile[] };
