import type { Finding } from '../lint/finding.js';
import { NAME_PARTICLE } from '../lint/nameParticles.js';
import { LETTER_BEFORE_DIGITS, NAME_WITHOUT_VOWEL, NO_ARTICLE_BEFORE } from './rules/aAn.js';
import { articleBeforeUncountable } from './rules/nounNumber.js';
import { ALLOWED_DOUBLES, sameWordAround } from './rules/repeatedWord.js';

// Harper findings that misread the text, per rule: each test says the finding is wrong there.
// Measured on READMEs, e-mail, licences, manuals and essays; each misreading has a test.

type Misreading = (text: string, f: Finding) => boolean;

const spanOf = (text: string, f: Finding): string => text.slice(f.start, f.end);
const before = (text: string, f: Finding, chars: number): string => text.slice(Math.max(0, f.start - chars), f.start);
const after = (text: string, f: Finding, chars: number): string => text.slice(f.end, f.end + chars);

// Paragraphs reach Harper joined by a blank line (see harperBatches).
const BLANK_LINE = '\n\n';

// Words whose article the a_an rule judges, or that take none.
const articleLeftToRule = (next: string): boolean =>
  LETTER_BEFORE_DIGITS.test(next) || NAME_WITHOUT_VOWEL.test(next) || NO_ARTICLE_BEFORE.test(next);

// nouns that look like comparatives after "more" or "most"
const NOUNS_IN_ER = new Set(
  ('danger power water paper anger hunger laughter weather order number murder matter winter summer answer letter member ' +
    'computer cancer center centre chapter character border corner finger flower tower manner monster poster shelter ' +
    'temper theater theatre thunder timber trouser wonder banter barter butter cover dinner disaster disorder fever ' +
    'filter gender ginger layer leather leisure lumber offer owner player powder prayer remainder silver sugar tiger ' +
    'transfer user voter worker writer reader leader speaker teacher driver buyer seller customer consumer partner ' +
    'lecturer officer soldier farmer manager engineer designer developer researcher caliber calibre fiber fibre').split(' '),
);

const MISREADINGS: Record<string, Misreading> = {
  // Harper reads every word in capitals letter by letter ("an SPONSOR"); the a_an rule knows
  // which are said as words ("a NASA grant"). A letter is no article either: a list's "(a)" and
  // "A)", a standard's "802.11a", an option "-a", a zone "us-central1-a", a quoted letter ("the
  // type ‘a’"); and a quoted name's sound is unknown ("an ‘msgid’ field").
  'harper:AnA': (text, f) =>
    /^[\s"'“‘([]*[A-Z]{2,}s?\b/.test(after(text, f, 40)) ||
    text[f.end] === ')' ||
    /[(\p{L}\p{N}.‘'"“-]/u.test(text[f.start - 1] ?? '') ||
    /^\s+[‘'"“`]/.test(after(text, f, 3)) ||
    // a capital A inside a sentence names something, after a word or a comma ("gene A and
    // gene B", "vitamin A is"): an article there is written small
    (/^A$/.test(spanOf(text, f)) && /[\p{L}\p{N},;]\s+$/u.test(before(text, f, 3))) ||
    // the a_an rule knows the sound of a letter before digits ("an H8") and that of a name
    // without a vowel is unknown ("an sh-compatible"); and no article goes before "never"
    articleLeftToRule(/^\s+([\p{L}\p{N}'’-]+)/u.exec(after(text, f, 40))?.[1] ?? '') ||
    // "un-" before a word is said "un" ("an unidentified man"), which Harper reads as "uni-",
    // and "unanimous" is said "you-" ("a unanimous vote"), which Harper reads as "un-";
    // "a advise" wants "advice" (the confused-word rule), not "an"
    // a silent h takes "an" in every spelling ("an honour", "an hour", "an heir"), and "historic"
    // either article ("an historic", "a historic")
    /^\s+(?:hono|hone|hour|heir|histori(?:c|cal|cally)\b)/i.test(after(text, f, 16)) ||
    // "an useful advice": no article at all (noun_number)
    articleBeforeUncountable(text.slice(f.start, f.start + 60)) ||
    /^\s+(?:advise\b|unanim|un(?:identif|imagin|intend|inform|interest|import|inhabit|impress|issu|iron|indict|insur|illumin|invit|injur|inspir|intellig|interrupt|invent|investig|idiomatic|ideal|impeded|improv|incorporat|infect|influen|inhibit|initiat|install|instruct|insul|integrat|intention|involv))/i.test(after(text, f, 20)),

  // The casing of Harper's dictionary entry is right for "javascript" and "Github", wrong where
  // that entry is another word or an identifier: "Sam" -> "SAM", "Dec" -> "DEC", "Unix" ->
  // "UNIX", "IDEs" -> "ides", "fileName" -> "filename", "8 kB" -> "KB", "po/Makevars" -> "PO/".
  // Only fixes that add capitals to a word not in title case stay.
  'harper:OrthographicConsistency': (text, f) => {
    const original = spanOf(text, f);
    const fix = f.replacements[0] ?? '';
    if (original.length < 2 || fix.length !== original.length || /^k[bB]$/.test(original)) return true;
    // part of a path, a variable, an option or a file extension ("po/Makevars", "http_proxy",
    // "cbs=BYTES", "text/css", ".png", "~/.gnupg")
    if (/[/_\\=.]/.test(text[f.start - 1] ?? '') || /[/_\\=*]/.test(text[f.end] ?? '')) return true;
    // part of a name with a digit ("4chan"), an acronym's plural ("GPs" is not "GPS"), and a
    // name's particle ("le Carré", "Luis de los Cameros", "Émilie du Châtelet")
    if (/\p{N}/u.test(text[f.start - 1] ?? '') || /^\p{Lu}{2,}s$/u.test(original) || NAME_PARTICLE.test(original)) return true;
    const stem = fix.replace(/['’]s$/, '');
    if (/^\p{Lu}\p{Ll}+(?:['’]s)?$/u.test(original) && stem === stem.toUpperCase()) return true;
    // an abbreviation with its full stop ("Tex." for Texas is no "TeX")
    if (/^\p{Lu}\p{Ll}{1,3}$/u.test(original) && text[f.end] === '.') return true;
    // Latin phrases: "et cetera", "et al.", "per se"
    if (/^et$/i.test(original) && /^\s+(?:cetera|al)\b/i.test(after(text, f, 10))) return true;
    if (/^se$/i.test(original) && /\bper\s+$/i.test(before(text, f, 6))) return true;
    for (let i = 0; i < original.length; i++) if (original[i] !== original[i]!.toLowerCase() && fix[i] === fix[i]!.toLowerCase()) return true;
    return false;
  },

  // A lone letter or a name in capitals joined to its neighbour: "he s not" -> "snot", "1980's
  // and" -> "sand", "the value of FS" -> "ofFS"; a name with its particle ("La Trobe" ->
  // "LaTrobe"); and a verb before a slip ("has hes own group" -> "hashes").
  'harper:MergeWords': (text, f) => {
    const span = spanOf(text, f);
    const first = span.split(/\s+/)[0] ?? '';
    return (
      /(?:^|\s)\p{L}(?:\s|$)/u.test(span) ||
      /\b\p{Lu}{2,}\b/u.test(span) ||
      (NAME_PARTICLE.test(first.toLowerCase()) && /^\p{Lu}/u.test(first)) ||
      /^(?:has|have|had|is|was|are|were)$/i.test(first)
    );
  },

  // "more danger" is more of a noun in -er, not a double comparative
  'harper:AdjectiveDoubleDegree': (text, f) => NOUNS_IN_ER.has(spanOf(text, f).split(/\s+/).pop()!.toLowerCase()),

  // "give you advice" read as "you advise"; "do not affect whether" read as a noun's place
  // (after an auxiliary or "to", "affect" is the verb it should be); "always intent on
  // following the plan" is the adjective of "intent on", not a verb.
  'harper:NounVerbConfusion': (text, f) => {
    const word = spanOf(text, f);
    if (/^intent$/i.test(word)) return /^\s+on\b/i.test(after(text, f, 4));
    if (/^affect$/i.test(word)) return /\b(?:not|n['’]t|to|will|would|can|could|may|might|must|should|shall|do|does|did)\s+$/i.test(before(text, f, 30));
    // "sleep restriction affects memory": after a noun it is the verb; the noun "effects" follows
    // a determiner or an adjective ("the affects of", "side affects")
    if (/^affects$/i.test(word)) return !/\b(?:the|its|their|his|her|our|my|your|these|those|side|negative|positive|adverse|harmful|many|some|any|no|such|other|possible|potential|main|long-term|short-term|lasting|\p{L}+(?:al|ive|ful|ous|ic))\s+$/iu.test(before(text, f, 20));
    return /^advice$/i.test(word) && /\b(?:give|gives|gave|giving|given|offer|offers|offered|offering)\s+(?:\p{L}+\s+)?$/iu.test(before(text, f, 30));
  },

  // "because the quiet is the reason": after a determiner "quiet" is the noun (or the adjective
  // of "a quiet room"), never the adverb "quite"
  'harper:QuiteQuiet': (text, f) =>
    /\b(?:the|a|this|that|its|their|his|her|our|my|your|such|all|same)\s+$/i.test(before(text, f, 8)) ||
    // "quite" -> "quiet" only where the adjective stands alone ("please be quite."): "quite
    // possible", "quite some time", "for quite a while" are the adverb
    (/^quite$/i.test(spanOf(text, f)) &&
      !(/\b(?:be|is|are|was|were|been|being|keep|kept|stay|stayed|remain|remained|very|so|too)\s+$/i.test(before(text, f, 12)) && /^(?:\s*[.,;:!?)"”]|\s*$|\s+(?:and|or|but)\b)/.test(after(text, f, 6)))),

  // "were" for "where" after a participle or a place ("the car is developed were the seats
  // vibrate", "the place were we met"); elsewhere it is the verb ("the men who died were John
  // Bryans", "all that remained were some old chests")
  'harper:WereWhere': (text, f) =>
    /^were$/i.test(spanOf(text, f)) &&
    !/\b(?:is|are|was|am|be|been)\s+\p{L}+ed\s+$|\b(?:place|places|area|city|town|country|house|room|school|home|point|world|street|park)\s+$/iu.test(before(text, f, 30)),

  // "their after" seen in "attend their after-school events"
  'harper:TheirToThere': (text, f) => /^\s+\p{L}+-\p{L}/u.test(after(text, f, 40)),

  // "Why would anyone want", "why does she want": after an auxiliary the verb is bare
  'harper:NominalWants': (text, f) => /\b(?:would|could|should|will|can|may|might|must|do|does|did|don't|doesn't|didn't|won't|wouldn't|to)\s+(?:\p{L}+\s+)?$/iu.test(before(text, f, 30)),

  // "there needs to be", "there seems to be": "there" with its verb, not "their needs"; and
  // "we were there yesterday", "went there today": after "be" or a verb of going or staying
  // "there" is the place, and a time follows it; "go to there" is the place too, with a "to"
  // too many (fixed_phrase)
  'harper:ThereToTheir': (text, f) =>
    /^\s+(?:needs?|seems?|appears?|tends?|happens?|used|ought|remains?|exists?)\b/i.test(after(text, f, 20)) ||
    /\b(?:go|goes|going|gone|went|come|comes|coming|came|return|returned|walk|walked|drive|drove|travel|travell?ed)\s+to\s+$/i.test(before(text, f, 16)) ||
    (/\b(?:am|is|are|was|were|be|been|being|go|goes|went|gone|going|get|got|come|came|live|lived|stay|stayed|stays|arrive|arrived|move|moved|over|out|back|up|down|from)\s+$/i.test(before(text, f, 12)) &&
      /^\s+(?:yesterday|today|tonight|tomorrow|now|then|before|already|again|once|twice|often|last|this|next|every|early|later|soon|first|alone|together)\b/i.test(after(text, f, 20))),

  // "let out a shriek", "let slip": the verb with its particle; "would let people choose", "to
  // let them": after a modal, "to" or a subject, "let" is the verb; neither is "let's"
  'harper:LetsConfusion': (text, f) =>
    /^\s+(?:out|off|loose|slip|fly|rip)\b/i.test(after(text, f, 12)) ||
    /\b(?:would|could|should|will|can|may|might|must|to|not|don't|doesn't|didn't|won't|I|we|you|they)\s+$/i.test(before(text, f, 12)),

  // "the doctor's were charging": an apostrophe plural read as "doctor is"; the apostrophe rule
  // says so
  'harper:SingleBe': (text, f) =>
    /\p{L}['’]s\s*$/u.test(before(text, f, 4)) &&
    !/\b(?:that|it|what|there|here|who|he|she|where|how|why|when|everyone|everything|nothing|something|someone)['’]s\s*$/i.test(before(text, f, 16)),

  // "their already loaded shoulders" read as "they're already": an adverb and a participle
  // before the noun
  'harper:TheirToTheyre': (text, f) =>
    /^\s+(?:already|still|newly|recently|\p{L}+ly)\s+\p{L}+(?:ed|en|ing)\b/u.test(after(text, f, 50)) ||
    // a number or "own" goes with a noun: "and their two sons"
    /^\s+(?:\d|two|three|four|five|six|seven|eight|nine|ten|own)\b/i.test(after(text, f, 12)),

  // The rule is about "has began": a word right after "have", not a noun ("the set-user-ID
  // bit" -> "bitten").
  'harper:SimplePastToPastParticiple': (text, f) =>
    !/\b(?:have|has|had|having)\s+(?:\p{L}+ly\s+|not\s+|never\s+|already\s+|just\s+)?$|['’](?:ve|s|d)\s+$/iu.test(before(text, f, 24)) ||
    // after "'d" (would) a past that is also a base form: "So I'd lay there and try to sleep"
    (/['’]d\s+$/.test(before(text, f, 4)) && /^(?:lay|fell|found|saw|wound|bore|ground)$/i.test(spanOf(text, f))),

  // the superlative of "one of the best kept hotels" taken for the noun ("bests")
  // and a word past the noun phrase, after its verb ("one of the family member tested positive"),
  // and a number that is the noun phrase ("one of the two will", "choose one of the two")
  'harper:OneOfTheSingular': (text, f) =>
    /^(?:best|worst|most|least|\p{L}+est|two|three|four|five|six|seven|eight|nine|ten|\d+)$/iu.test(spanOf(text, f)) ||
    /\b(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+$/iu.test(before(text, f, 12)) ||
    // an adjective after "the most": "one of the most active in the world"
    (/\bthe\s+(?:most|least)\s+$/i.test(before(text, f, 16)) && /^\s+(?:in|of|on|at|to|for|among|ever|yet|[,.;:!?])/.test(after(text, f, 8))) ||
    !/\bone\s+of\s+(?:the|my|his|her|our|their|your|its|these|those)\s+(?:\p{L}+\s+){0,2}$/iu.test(before(text, f, 60)),

  // "This kind of circumstances" was offered "thing", the rule's own example word: a fix
  // must be a form of the word it replaces
  'harper:ThisTypeOfThing': (text, f) => {
    const fix = (f.replacements[0] ?? '').toLowerCase();
    const word = spanOf(text, f).toLowerCase().split(/\s+/).pop() ?? '';
    return fix.slice(0, 4) !== word.slice(0, 4) && !fix.includes(word.slice(0, 4));
  },

  // The doubles the repeated_word rule allows ("now now", "no no"), runs of three or more
  // ("I I I I") and shouts in capitals are meant.
  'harper:RepeatedWords': (text, f) => {
    const word = spanOf(text, f).trim().split(/\s+/)[0] ?? '';
    if (ALLOWED_DOUBLES.en!.has(word.toLowerCase())) return true;
    if (word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase()) return true;
    return sameWordAround(text, f.start, f.end, word);
  },

  // Four dots that end a sentence are an ellipsis and its full stop, as style guides write them
  // ("I waited.... Then she came."); before a lower-case word they are one dot too many.
  'harper:EllipsisLength': (text, f) => spanOf(text, f) === '....' && /^(?:["'”’)]*\s+["'“‘(]*\p{Lu}|["'”’)]*\s*$)/u.test(after(text, f, 6)),

  // "Notwithstanding our troubles, ..." uses it as a preposition, which takes no comma after it
  'harper:DiscourseMarkers': (text, f) =>
    /^notwithstanding$/i.test(spanOf(text, f)) && /^\s+(?:the|a|an|this|that|these|those|our|their|his|her|its|my|your|all|any|such)\b/i.test(after(text, f, 12)),

  // An inch mark ("a 15\" monitor"), and a quotation that carries on into the next paragraph,
  // which by custom leaves it open and opens the next with a quote mark again, whether it
  // began the paragraph or came after "said:" within it.
  'harper:UnclosedQuotes': (text, f) => {
    if (/\d/.test(text[f.start - 1] ?? '')) return true;
    const next = text.indexOf(BLANK_LINE, f.end);
    return next >= 0 && /["“]/.test(text[next + BLANK_LINE.length] ?? '');
  },
};

/** Whether Harper's finding misreads the text it was made on. */
export function misreadByHarper(text: string, f: Finding): boolean {
  return MISREADINGS[f.rule]?.(text, f) ?? false;
}
