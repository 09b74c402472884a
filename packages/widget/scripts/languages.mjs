// The built-in languages as sdk.js ships them: one file per language but English, its texts as an array in the order
// of the English keys (src/locales/en.json), so a file carries no key names; the loader reads the launcher's label as
// the first text. Used by the build, the size check and the translation test.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = `${dirname(dirname(fileURLToPath(import.meta.url)))}/`;

/**
 * The built-in languages from src/locales/<tag>.json, English first: each language's texts as an array in the order
 * of the English keys (the loader reads the launcher's label as the first), so a file carries no key names. Each file
 * is [tag, path, text, and for another name of a language, the tag it copies].
 */
export function languageFiles() {
  const folder = `${dir}src/locales/`;
  const english = JSON.parse(readFileSync(`${folder}en.json`, 'utf8'));
  const keys = Object.keys(english);
  if (keys[0] !== 'launcher') throw new Error('src/locales/en.json must list launcher first: the loader reads it as the first text');
  const tags = readdirSync(folder)
    .filter((name) => name.endsWith('.json') && name !== 'en.json')
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
  const texts = tags.map((tag) => {
    const language = JSON.parse(readFileSync(`${folder}${tag}.json`, 'utf8'));
    return `export default${JSON.stringify(keys.map((key) => language[key] ?? null))};\n`;
  });
  // Other names of a language (zh-Hant is zh-TW) get a copy of its file: the loader needs no table of them.
  const aliases = Object.entries(JSON.parse(readFileSync(`${dir}src/locale-aliases.json`, 'utf8')));
  for (const [alias, tag] of aliases) {
    if (!tags.includes(tag)) throw new Error(`src/locale-aliases.json: ${alias} names ${tag}, which has no src/locales/${tag}.json`);
  }
  // One hash for all: the loader then carries one hash, not one per language; a release that changes any language
  // renames them all, and a visitor fetches one anyway.
  const hash = createHash('sha256').update(texts.join('\0')).digest('base64url').slice(0, 8);
  const files = tags.map((tag, i) => [tag, `sdk/locale-${tag}-${hash}.js`, texts[i]]);
  for (const [alias, tag] of aliases) files.push([alias, `sdk/locale-${alias}-${hash}.js`, texts[tags.indexOf(tag)], tag]);
  return { tags: ['en', ...tags, ...aliases.map(([alias]) => alias)], hash, files };
}
