import type { Finding } from '../../lint/finding.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import type { ProseRule, RuleContext } from '../../lint/rule.js';
import { compilePattern } from './patternRule.js';

// "yo tiene", "nous va", "ils mange", "io ha", "eles tem": a subject pronoun names the person
// its verb takes. One rule for the Romance languages; each gives its pronouns with their
// person, the present tense of its common irregular verbs, and the endings of its regular
// ones, whose forms are read only when the dictionary knows both the form and its infinitive
// ("yo trabaja": "trabajar"). A form that fits the pronoun's person in any verb passes. Left
// alone: a pronoun after a preposition or an article, which is no subject there ("con ellos
// es", "il loro è"), a singular one after "and" ("Juan y yo vamos"); and after "que" a
// regular form, as the subjunctive of one verb may look like another's present ("que yo
// venda").

export type Person = 0 | 1 | 2 | 3 | 4 | 5;

export interface RegularClass {
  infinitive: string;
  /** The present's endings, first person singular to third plural. */
  endings: readonly [string, string, string, string, string, string];
}

export interface SubjectPersonSpec {
  id: string;
  language: string;
  pronouns: Readonly<Record<string, Person>>;
  /**
   * Pronouns that are also objects, read as subjects only where a clause opens ("nous", "vous"):
   * at a sentence's start, a paragraph's, or after what `clauseOpeners` matches.
   */
  clauseOpeningOnly?: ReadonlySet<string>;
  /** Matched against the text before such a pronoun: a comma or a conjunction opening a clause. */
  clauseOpeners?: RegExp;
  /** Regex alternatives: clitics, the negation and adverbs that may stand between. */
  between: string;
  /** Matched against the text before the pronoun: no subject there. */
  notSubjectAfter: RegExp;
  /**
   * Matched against the text before the pronoun: "and" or "or", after which a singular pronoun
   * may end a joined subject that takes the plural ("Juan y yo vamos"); a plural one still
   * names its verb's person ("y ellos comen").
   */
  joinedAfter: RegExp;
  /** Matched against the text before the pronoun: a subjunctive may follow, so regular forms are not read ("que yo venda"). */
  subjunctiveAfter: RegExp;
  /** Present tenses of irregular verbs, six forms each; "/" separates a person's variants. */
  irregular: readonly (readonly [string, string, string, string, string, string])[];
  regular: readonly RegularClass[];
  /** Pronouns that elide before a vowel, with their elided form ("je" -> "j'"): "je a" -> "j'ai". */
  elided?: Readonly<Record<string, string>>;
  /** Forms not read as regular: another verb's accent or stem makes them look so ("convient"). */
  skipRegular?: RegExp;
}

// a sentence or a paragraph starts (a line break inside a paragraph is wrapping)
const CLAUSE_OPENS = /(?:^|[.!?;:]\s*|\n[ \t]*\n\s*)$/;

export function subjectPersonRule(spec: SubjectPersonSpec): ProseRule {
  // each form with the persons it has, and its verb's forms
  const forms = new Map<string, Array<{ persons: Set<Person>; verb: readonly string[] }>>();
  for (const verb of spec.irregular) {
    const variants = verb.map((v) => v.split('/'));
    variants.forEach((vs, person) => {
      for (const v of vs) {
        const list = forms.get(v) ?? [];
        let entry = list.find((e) => e.verb === verb);
        if (!entry) list.push((entry = { persons: new Set(), verb }));
        entry.persons.add(person as Person);
        forms.set(v, list);
      }
    });
  }
  const pronouns = Object.keys(spec.pronouns).sort((a, b) => b.length - a.length).join('|');

  const irregularFix = (form: string, person: Person): string | null | undefined => {
    const entries = forms.get(form);
    if (!entries) return undefined;
    if (entries.some((e) => e.persons.has(person))) return null;
    const replacements = new Set(entries.map((e) => e.verb[person]!.split('/')[0]!));
    return replacements.size === 1 ? [...replacements][0]! : null;
  };

  const regularFix = (form: string, person: Person, ctx: RuleContext): string | null => {
    if (!ctx.isWord(form) || spec.skipRegular?.test(form)) return null;
    const candidates: string[] = [];
    for (const c of spec.regular) {
      c.endings.forEach((ending, p) => {
        // (a stem of two letters finds a form for an infinitive: "qu-is" and "quer")
        if (!form.endsWith(ending) || form.length - ending.length < 3) return;
        const stem = form.slice(0, form.length - ending.length);
        if (!ctx.isWord(stem + c.infinitive)) return;
        candidates.push(p === person ? '' : stem + c.endings[person]);
      });
    }
    if (!candidates.length || candidates.includes('')) return null;
    const fits = [...new Set(candidates)].filter((w) => ctx.isWord(w));
    return fits.length === 1 ? fits[0]! : null;
  };

  const pattern = compilePattern(
    String.raw`\b(?<pronoun>${pronouns})\s+(?:(?:${spec.between})(?:\s+|(?<=['’])\s*)){0,3}(?<verb>\p{L}+)(?![\p{L}\p{N}'’-])`,
  );

  const replacementFor = (m: RegExpExecArray, text: string, ctx: RuleContext): string | null => {
    const pronoun = m.groups!['pronoun']!;
    const lower = pronoun.toLowerCase();
    const form = m.groups!['verb']!;
    // words in capitals are a name or a keyword ("DISTINCT ON")
    if ((form !== form.toLowerCase() && form.slice(1) !== form.slice(1).toLowerCase()) || (pronoun.length > 1 && pronoun === pronoun.toUpperCase())) return null;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (spec.notSubjectAfter.test(before)) return null;
    // a word before it in another language makes the pronoun a word of that one ("works on files")
    const previous = /\p{L}+/u.exec(/(\S+)\s+$/u.exec(before)?.[1] ?? '')?.[0];
    if (previous && !ctx.isWord(previous) && !ctx.isWord(previous.toLowerCase())) return null;
    if (spec.clauseOpeningOnly?.has(lower) && !CLAUSE_OPENS.test(before) && !spec.clauseOpeners?.test(before)) return null;
    const person = spec.pronouns[lower]!;
    if (person < 3 && spec.joinedAfter.test(before)) return null;
    const word = form.toLowerCase();
    const irregular = irregularFix(word, person);
    return irregular === undefined ? (spec.subjunctiveAfter.test(before) ? null : regularFix(word, person, ctx)) : irregular;
  };

  return {
    id: spec.id,
    category: 'grammar',
    languages: [spec.language],
    check(text, ctx) {
      const out: Finding[] = [];
      for (const m of text.matchAll(pattern)) {
        const replacement = replacementFor(m, text, ctx);
        if (!replacement) continue;
        const pronoun = m.groups!['pronoun']!;
        const [verbStart, end] = m.indices!.groups!['verb']!;
        let start = verbStart;
        let fixed = matchCaseOf(m.groups!['verb']!, replacement);
        // "je a" -> "j'ai": the pronoun elides before the vowel the verb now has
        const elided = spec.elided?.[pronoun.toLowerCase()];
        if (elided && /^[aeiouéèêh]/i.test(replacement) && start === m.index + pronoun.length + 1) {
          fixed = matchCaseOf(pronoun, elided) + replacement;
          start = m.index;
        }
        out.push({
          start,
          end,
          category: 'grammar',
          severity: 'error',
          rule: spec.id,
          title: 'Agreement',
          message: `With the subject "${pronoun.toLowerCase()}" the verb is "${replacement}".`,
          replacements: [fixed],
          fixLabel: `Replace with "${fixed}"`,
        });
      }
      return out;
    },
  };
}
