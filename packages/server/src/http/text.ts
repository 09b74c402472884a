// How every rule measures and screens text: lengths in Unicode code points (the unit of JSON Schema's maxLength),
// and control characters refused in labels and names.

/** C0 controls (NUL, tab, newline ...), DEL and C1 controls: never part of a label or a name. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** The length the contract's bounds count: code points, so an emoji is one character, as in JSON Schema. */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The message every label and name with a control character gets. */
export function controlCharactersMessage(field: string): string {
  return `${field} must not contain control characters`;
}

/** The first `max` code points of `text` (all of it when shorter): a cut never falls inside a surrogate pair. */
export function cutText(text: string, max: number): string {
  // A string of at most `max` UTF-16 units has at most `max` code points.
  if (text.length <= max) return text;
  let end = 0;
  let n = 0;
  for (const ch of text) {
    if (n === max) break;
    end += ch.length;
    n++;
  }
  return text.slice(0, end);
}
