import { matchCaseOf } from '../../lint/phraseRule.js';
import { lastWordRule } from './lastWordRule.js';

// "Many peoples were waiting": "people" is already the plural of "person"; "peoples"
// means nations ("the peoples of Europe", "indigenous peoples"). Only after words that
// count or describe persons ("many", "a lot of", "young"), and only where a verb
// follows ("many peoples were waiting" -> "people"), a noun of the listed kind that
// persons have ("other peoples opinions" -> "people's"), or the words before are never
// said of nations ("a lot of peoples in the street"); nations are most often named
// before "of", "and" or a full stop ("many peoples of Africa"), which are left alone,
// as are "these peoples" and "such peoples", said of nations already named.

const PATTERN =
  /\b(many|most|some|few|fewer|more|(?:a\s+)?lot\s+of|lots\s+of|plenty\s+of|(?:hundreds|thousands|millions)\s+of|young|younger|old|older|elderly|rich|poor|ordinary|sick|disabled|normal|homeless|lazy|busy|famous|talented|other)\s+(peoples)(?=\s+([a-z]+(?:['’]t)?)\b(?!['’-])|\s*[.!?](?:\s|$))/gi;
// Words nobody uses of nations: after them "peoples" is the slip wherever it stands
// ("a lot of peoples in the street", "lots of peoples."), unless "of" follows.
const PERSONS_ONLY = /^(?:(?:a\s+)?lot\s+of|lots\s+of|plenty\s+of|young|younger|elderly|sick|disabled|homeless|lazy|busy|talented)$/i;
const VERB =
  /^(?:are|were|is|was|have|had|has|do|did|does|don['’]t|didn['’]t|can|could|will|would|should|must|may|might|cannot|can['’]t|won['’]t|think|thought|believe|believed|say|said|want|wanted|like|liked|need|needed|feel|felt|prefer|use|used|go|went|come|came|get|got|try|tried|know|knew|see|saw|love|hate|enjoy|tend|seem|seemed|who|still|also|often|usually|always|never|really|just)$/i;
const POSSESSED =
  /^(?:opinions?|ideas?|lives|life|feelings?|views?|perspectives?|thoughts?|emotions?|experiences?|advice|health|rights?|problems?|money|time|property|privacy|minds?|behaviou?rs?|attention|choices?|decisions?|homes?|houses?|values?|beliefs?|points?|mistakes?|stories|story|faces?|names?|jobs?|business|safety|personal|private|own)$/i;

export const peoplesForPeople = lastWordRule({
  id: 'peoples_for_people',
  title: 'Noun number',
  pattern: PATTERN,
  fix(m) {
    const next = m[3];
    const possessive = next !== undefined && POSSESSED.test(next);
    const personsOnly = PERSONS_ONLY.test(m[1]!.replace(/\s+/g, ' ')) && next?.toLowerCase() !== 'of';
    if (!possessive && !personsOnly && !(next && VERB.test(next))) return null;
    const replacement = matchCaseOf(m[2]!, possessive ? "people's" : 'people');
    const message = possessive
      ? `The ${next} belong to people: "people's ${next}". "Peoples" means nations, as in "the peoples of Europe".`
      : `"People" is already plural; "peoples" means nations, as in "the peoples of Europe".`;
    return { word: m[2]!, replacement, message };
  },
});
