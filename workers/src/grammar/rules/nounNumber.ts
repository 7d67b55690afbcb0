import type { Finding } from '../../lint/finding.js';
import { matchCaseOf } from '../../lint/phraseRule.js';
import type { ProseRule } from '../../lint/rule.js';
import { wordError } from './wordError.js';

// Nouns English does not count ("informations", "advices") have no plural, whatever
// the context. "Evidences" and "researches" are left out: they are verbs too.

export const UNCOUNTABLE: readonly string[] = ['information', 'advice', 'knowledge', 'equipment', 'homework', 'furniture', 'luggage', 'baggage', 'feedback', 'software', 'machinery', 'scenery'];

// A determiner that counts before it and the verb after it agree in the same fix ("These
// informations are" -> "This information is", "many advices" -> "much advice").
const SINGULAR_DETERMINER: Readonly<Record<string, string>> = { these: 'this', those: 'that', many: 'much' };
const SINGULAR_VERB: Readonly<Record<string, string>> = { are: 'is', were: 'was', have: 'has' };
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’-])(?:(these|those|many)\s+([a-z]+\s+)?)?(${UNCOUNTABLE.join('|')})s(?:\s+(are|were|have))?(?![\p{L}\p{N}-]|['’]\p{L})`,
  'giu',
);

// "an useful advice", "a software that": no article counts these nouns, whatever describes
// them. "Knowledge" is left out ("a good knowledge of French"); the noun must end the phrase,
// so that it names no kind of thing ("a software engineer", "an information desk").
const NEVER_COUNTED = UNCOUNTABLE.filter((n) => n !== 'knowledge');
const ARTICLE_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.-])(an?)\s+((?:(?:very|really|quite)\s+)?(?:[a-z]+\s+)?(?:${NEVER_COUNTED.join('|')}))(?=\s*(?:[.,;:!?)]|$)|\s+(?:for|about|on|from|to|of|and|or|but|that|which|who|is|was|will|would|can|could|in|at|with|by|when|because|than|helped|made|yesterday|today|now|too|again|here|there|then)\b)`,
  'giu',
);
// "How many money", "few informations" aside: "many" and "few" count, so before a noun that is
// not counted they become "much" and "little" ("many money problems" counts the problems).
const MASS = [...UNCOUNTABLE, 'money', 'traffic', 'pollution', 'water', 'rice', 'bread', 'sugar', 'milk', 'electricity', 'progress', 'research', 'fun', 'luck'];
const COUNTING_BEFORE_MASS = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’.-])(many|few)\s+((?:[a-z]+\s+)?(?:${MASS.join('|')}))(?=\s*(?:[.,;:!?)]|$)|\s+(?:for|about|on|from|to|of|and|or|but|that|which|who|is|was|will|would|can|could|do|does|did|in|at|with|by|when|because|than|left|yesterday|today|now|too|again|here|there|then)\b)`,
  'giu',
);
const NOT_COUNTING: Readonly<Record<string, string>> = { many: 'much', few: 'little' };
// anchored rather than sticky: a sticky regex keeps its lastIndex from one call to the next
const ARTICLE_BEFORE_HERE = new RegExp(`^(?:${ARTICLE_BEFORE.source})`, 'iu');

/** Whether the article at the start of `text` counts a noun that takes none ("a good advice"). */
export function articleBeforeUncountable(text: string): boolean {
  return ARTICLE_BEFORE_HERE.test(text);
}

/** The finding for a whole match, replaced by `replacement` (cased as the match is). */
function whole(m: RegExpMatchArray, right: string, message: (replacement: string) => string): Finding {
  const replacement = matchCaseOf(m[0], right);
  return wordError({ rule: 'noun_number', title: 'Noun number', start: m.index!, end: m.index! + m[0].length, replacement, message: message(replacement) });
}

const lastWord = (phrase: string): string => /\S+$/.exec(phrase)![0].toLowerCase();

export const nounNumber: ProseRule = {
  id: 'noun_number',
  category: 'grammar',
  languages: ['en'],
  check(text) {
    const out: Finding[] = [];
    for (const m of text.matchAll(PATTERN)) {
      const [, determiner, describing, noun, verb] = m as unknown as [string, string | undefined, string | undefined, string, string | undefined];
      const right = [determiner && SINGULAR_DETERMINER[determiner.toLowerCase()], describing?.trim(), noun.toLowerCase(), verb && SINGULAR_VERB[verb.toLowerCase()]].filter(Boolean).join(' ');
      const lower = noun.toLowerCase();
      out.push(
        whole(m, right, (replacement) =>
          verb ? `"${lower}" has no plural, and its verb is singular: "${replacement}".` : `"${lower}" has no plural: write "${replacement}" (or "pieces of ${lower}").`,
        ),
      );
    }
    for (const m of text.matchAll(COUNTING_BEFORE_MASS)) {
      const [, counting, phrase] = m as unknown as [string, string, string];
      const instead = NOT_COUNTING[counting.toLowerCase()]!;
      out.push(whole(m, `${instead} ${phrase}`, (replacement) => `"${lastWord(phrase)}" is not counted, so it takes "${instead}", not "${counting.toLowerCase()}": "${replacement}".`));
    }
    for (const m of text.matchAll(ARTICLE_BEFORE)) {
      const [, , phrase] = m as unknown as [string, string, string];
      const noun = lastWord(phrase);
      out.push(whole(m, phrase, (replacement) => `"${noun}" cannot be counted, so it takes no "a": "${replacement}" (or "a piece of ${noun}").`));
    }
    return out;
  },
};
