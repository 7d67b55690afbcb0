// A small English sound-alike key in the spirit of Metaphone: words that are spelled
// the way they sound ("fisiks", "physics") share a key, which finds candidates that
// are many letter edits away but close to the ear.

export function phoneticKey(word: string): string {
  let s = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!s) return '';
  s = s
    .replace(/^(kn|gn|pn)/, 'n')
    .replace(/^ps/, 's')
    // Greek "ch" is a k: psychology, chronic, chlorine, school
    .replace(/^sych/, 'sik')
    .replace(/ch(?=[rl])/g, 'k')
    .replace(/^wr/, 'r')
    .replace(/^x/, 's')
    .replace(/^wh/, 'w')
    .replace(/mb$/, 'm')
    .replace(/ph/g, 'f')
    .replace(/gh(?=[^aeiouy]|$)/g, '')
    .replace(/tch/g, 'ch')
    .replace(/sch/g, 'sk')
    .replace(/ti(?=[ao])|si(?=[ao])|ci(?=[ao])/g, 'x')
    .replace(/sh/g, 'x')
    .replace(/ch/g, 'x')
    .replace(/th/g, '0')
    .replace(/dg(?=[eiy])/g, 'j')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ck/g, 'k')
    .replace(/[cq]/g, 'k')
    .replace(/g(?=[eiy])/g, 'j')
    .replace(/z/g, 's')
    .replace(/v/g, 'f')
    .replace(/(?<=[^aeiouy])h/g, '')
    .replace(/h(?=[^aeiouy]|$)/g, '')
    .replace(/w(?=[^aeiouy]|$)/g, '')
    .replace(/y(?=[^aeiou]|$)/g, 'i');
  const first = /^[aeiouy]/.test(s) ? 'a' : '';
  s = s.replace(/[aeiouy]/g, '');
  s = s.replace(/(.)\1+/g, '$1');
  return first + s;
}
