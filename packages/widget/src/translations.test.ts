// Every built-in language is checked, not trusted: the English keys exactly (none missing, none extra), the same
// placeholders, plural forms for exactly the categories Intl.PluralRules gives the language (with `#` wherever a form
// covers more than one number), the support categories' ids, its name in itself, and its file (the texts as sdk.js
// ships them) within 1.5 KB gzip.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { languageFiles } from '../scripts/languages.mjs';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'locales/');
type Texts = Record<string, string>;
const read = (tag: string): Texts => JSON.parse(readFileSync(`${folder}${tag}.json`, 'utf8')) as Texts;
const english = read('en');
const tags = readdirSync(folder)
  .filter((name) => name.endsWith('.json') && name !== 'en.json')
  .map((name) => name.slice(0, -'.json'.length));

const PLURAL = /\{(\w+), plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/g;
/** The placeholders of a text: `{name}` and the argument of each `{n, plural, …}`, sorted. */
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)(?=\}|, plural,)/g)].map((m) => m[1]!).sort();
/** Each plural of a text: its argument and its forms (category or `=n`, and the form's text). */
const plurals = (text: string): [string, [string, string][]][] =>
  [...text.matchAll(PLURAL)].map((m) => [m[1]!, [...m[2]!.matchAll(/(=?\w+)\s*\{((?:[^{}]|\{\w+\})*)\}/g)].map((f) => [f[1]!, f[2]!])]);

/** What is wrong with a language's texts, one line each (none: nothing). */
export function problems(tag: string, texts: Texts, source: Texts = english): string[] {
  const found: string[] = [];
  const rules = new Intl.PluralRules(tag);
  const categories = [...rules.resolvedOptions().pluralCategories].sort();
  // A category that covers one number only (Arabic's "two", Hebrew's "one") may spell the number out.
  const single = (category: string) => Array.from({ length: 1000 }, (_, n) => rules.select(n)).filter((c) => c === category).length === 1;
  for (const key of Object.keys(source)) if (!(key in texts)) found.push(`${key}: missing`);
  for (const key of Object.keys(texts)) if (!(key in source)) found.push(`${key}: not an English key`);
  for (const [key, text] of Object.entries(texts)) {
    if (!(key in source)) continue;
    if (typeof text !== 'string' || text.trim() === '') {
      found.push(`${key}: empty`);
      continue;
    }
    const want = placeholders(source[key]!).join(', ');
    const got = placeholders(text).join(', ');
    if (want !== got) found.push(`${key}: placeholders {${got}} where English has {${want}}`);
    const numbered = plurals(source[key]!).some(([, forms]) => forms.some(([, form]) => form.includes('#')));
    for (const [arg, forms] of plurals(text)) {
      const named = forms.map(([name]) => name).filter((name) => !name.startsWith('='));
      if (named.sort().join(' ') !== categories.join(' '))
        found.push(`${key}: {${arg}} has the forms ${named.join(' ')}, ${tag} has the categories ${categories.join(' ')}`);
      for (const [name, form] of forms) {
        if (numbered && !form.includes('#') && !name.startsWith('=') && !single(name)) found.push(`${key}: the ${name} form has no #`);
      }
    }
  }
  const ids = (text: string | undefined) => (text ?? '').split('|').map((pair) => pair.split(':')[0]);
  if (texts.categories && ids(texts.categories).join('|') !== ids(source.categories).join('|'))
    found.push(`categories: the ids must stay ${ids(source.categories).join('|')}`);
  return found;
}

describe('the built-in languages', () => {
  it('are at least 50, English among them', () => {
    expect(tags.length + 1).toBeGreaterThanOrEqual(50);
    for (const tag of ['ar', 'de', 'fa', 'he', 'ja', 'pt', 'pt-BR', 'ru', 'ur', 'vi', 'zh-CN', 'zh-TW']) expect(tags).toContain(tag);
  });

  it.each(tags)('%s has every English key, no other, the same placeholders and its own plural categories', (tag) => {
    expect(problems(tag, read(tag))).toEqual([]);
  });

  it.each(tags)('%s names itself in its own language', (tag) => {
    // CLDR's name of the language in itself (Chinese by its script), found in the text without regard to case.
    const own = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.replace(/^zh-CN$/, 'zh-Hans').replace(/^zh-TW$/, 'zh-Hant'))!;
    expect(read(tag).language!.toLocaleLowerCase(tag)).toContain(own.toLocaleLowerCase(tag));
  });

  it('each file, as sdk.js fetches it, is at most 1.5 KB gzip', () => {
    const { files } = languageFiles();
    const over = files.map(([tag, , text]) => [tag, gzipSync(text, { level: 9 }).length] as const).filter(([, size]) => size > 1.5 * 1024);
    expect(over).toEqual([]);
  });

  it('English lists the launcher first: the loader reads the launcher label as the first text of a file', () => {
    expect(Object.keys(english)[0]).toBe('launcher');
  });
});

describe('the check itself', () => {
  const german = read('de');
  const without = <T extends Texts>(texts: T, key: string): Texts => Object.fromEntries(Object.entries(texts).filter(([k]) => k !== key));

  it('fails a language that lacks a key or has one English does not', () => {
    expect(problems('de', without(german, 'send'))).toEqual(['send: missing']);
    expect(problems('de', { ...german, sendNow: 'Jetzt senden' })).toEqual(['sendNow: not an English key']);
  });

  it('fails a dropped or renamed placeholder', () => {
    expect(problems('de', { ...german, typing: 'Jemand schreibt…' })).toEqual(['typing: placeholders {} where English has {name}']);
    expect(problems('de', { ...german, typing: '{nom} schreibt…' })).toEqual(['typing: placeholders {nom} where English has {name}']);
  });

  it('fails plural forms that are not the language’s categories, and a form without its number', () => {
    const russian = read('ru');
    expect(problems('ru', { ...russian, unread: '{count, plural, one {# ответ} other {# ответов}}' })).toEqual([
      'unread: {count} has the forms one other, ru has the categories few many one other',
    ]);
    // Russian's "one" is 1, 21, 31…: its form must show the number (German's "one" is 1 alone, so "eine" may do).
    const one = '{count, plural, one {один ответ} few {# ответа} many {# ответов} other {# ответа}}';
    expect(problems('ru', { ...russian, unread: one })).toEqual(['unread: the one form has no #']);
    expect(problems('de', { ...german, unread: '{count, plural, one {eine Antwort} other {# Antworten}}' })).toEqual([]);
    expect(problems('de', { ...german, categories: 'allgemein:Allgemein|billing:Abrechnung|technical:Technik|other:Sonstiges' })).toEqual([
      'categories: the ids must stay general|billing|technical|other',
    ]);
  });
});
