import { authorJoiners } from './authorJoiners.js';
import type { PersonName } from './types.js';

const initialsPattern = /^(?:\p{Lu}\.(?:\s?-?\s?\p{Lu}\.)*)$/u;

const bareInitials = /^\p{Lu}(?:[\s.-]{0,2}\p{Lu}){0,2}\.?$/u;

/** "J. A." or "M.-L.": a given name written as initials. */
export function isInitials(token: string): boolean {
  return initialsPattern.test(token.trim());
}

/**
 * Reads the author part of a reference. Handles the APA form ("Smith, J. A., Lee, M., &
 * Ortiz, C."), the MLA and Chicago form ("Smith, Jane A., Min Lee, and Carlos Ortiz"),
 * "et al." and a single organisation name.
 */
export function parseAuthorList(raw: string, joiners: readonly string[] = authorJoiners()): { authors: PersonName[]; etAl: boolean } {
  let s = raw.trim();
  let etAl = false;
  const etAlMatch = /,?\s*et\s+al\.?\s*$/i.exec(s);
  if (etAlMatch) {
    etAl = true;
    s = s.slice(0, etAlMatch.index);
  }
  // A final full stop closes the author part unless it ends an initial ("Ortiz, C.").
  s = s.replace(/\s+$/, '');
  if (s.endsWith('.') && !/(?:^|[\s.-])\p{Lu}\.$/u.test(s)) s = s.slice(0, -1);
  // Without a comma or "&" there is one author, an organisation: a reference lists people as
  // "Surname, Initials" ("Centers for Disease Control and Prevention" is one name).
  if (s && !/[,&]/.test(s)) return { authors: [{ family: s, given: '' }], etAl };
  const tokens: string[] = [];
  // "Gates, H. L., Jr.": a suffix between commas belongs to the name before it
  const suffixes = new Map<number, string>();
  for (const t of s.replace(new RegExp(`,?\\s+(?:&|${joiners.join('|')})\\s+`, 'g'), ', ').split(/\s*,\s*/)) {
    const token = t.trim();
    if (!token) continue;
    if (NAME_SUFFIX.test(token) && tokens.length > 0) suffixes.set(tokens.length - 1, token);
    else tokens.push(token);
  }
  const withSuffix = (person: PersonName, ...at: number[]): PersonName => {
    const suffix = at.map((i) => suffixes.get(i)).find(Boolean);
    return suffix ? { ...person, suffix } : person;
  };
  if (tokens.length === 0) return { authors: [], etAl };
  if (tokens.length === 1) return { authors: [withSuffix({ family: tokens[0]!, given: '' }, 0)], etAl };

  // Initials whose full stop was forgotten ("Brown, T, Green, A.") still pair with their surname.
  const oddAreInitials = tokens.length % 2 === 0 && tokens.every((t, i) => i % 2 === 0 || isInitials(t) || bareInitials.test(t));
  if (oddAreInitials) {
    const authors: PersonName[] = [];
    for (let i = 0; i < tokens.length; i += 2) authors.push(withSuffix({ family: tokens[i]!, given: tokens[i + 1]! }, i + 1, i));
    return { authors, etAl };
  }
  // First name inverted, the others in natural order.
  const authors: PersonName[] = [withSuffix({ family: tokens[0]!, given: tokens[1]! }, 1, 0)];
  tokens.slice(2).forEach((t, i) => authors.push(withSuffix(naturalOrderName(t), i + 2)));
  return { authors, etAl };
}

const NAME_SUFFIX = /^(?:Jr\.?|Sr\.?|II|III|IV)$/;

function naturalOrderName(name: string): PersonName {
  const words = name.split(/\s+/);
  const suffix = words.length > 2 && NAME_SUFFIX.test(words[words.length - 1]!) ? words.pop() : undefined;
  const person: PersonName = words.length === 1 ? { family: words[0]!, given: '' } : { family: words[words.length - 1]!, given: words.slice(0, -1).join(' ') };
  if (suffix) person.suffix = suffix;
  return person;
}

/**
 * Names written given name first ("Henry Louis Gates Jr. and K. A. Appiah", "H. L. Gates Jr. &
 * K. A. Appiah"), as the editors of a book are: split at commas, "&" and the joining words.
 */
export function parseNaturalNames(raw: string, joiners: readonly string[] = authorJoiners()): PersonName[] {
  const parts = raw
    .trim()
    .split(new RegExp(`,?\\s+(?:&|${joiners.join('|')})\\s+|,\\s+`))
    .map((t) => t.trim())
    .filter(Boolean);
  const names: string[] = [];
  // "Henry Louis Gates, Jr.": a suffix after a comma belongs to the name before it
  for (const p of parts) {
    if (NAME_SUFFIX.test(p) && names.length > 0) names[names.length - 1] += ` ${p}`;
    else names.push(p);
  }
  return names.map(naturalOrderName);
}

/** Lower case, accents folded, apostrophes and hyphens dropped: for comparing surnames. */
export function surnameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
