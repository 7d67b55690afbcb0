// Popular given names (the `human-names` package: English about 3,600, and lists for German,
// Spanish, French, Italian and Dutch). A name the dictionary lacks that opens a sentence and
// acts ("Theo dropped the report") is a person, even where it is one slip from a word ("They").
import deFemale from 'human-names/data/female-human-names-de.json' with { type: 'json' };
import deMale from 'human-names/data/male-human-names-de.json' with { type: 'json' };
import enFemale from 'human-names/data/female-human-names-en.json' with { type: 'json' };
import enMale from 'human-names/data/male-human-names-en.json' with { type: 'json' };
import esFemale from 'human-names/data/female-human-names-es.json' with { type: 'json' };
import esMale from 'human-names/data/male-human-names-es.json' with { type: 'json' };
import frFemale from 'human-names/data/female-human-names-fr.json' with { type: 'json' };
import frMale from 'human-names/data/male-human-names-fr.json' with { type: 'json' };
import itFemale from 'human-names/data/female-human-names-it.json' with { type: 'json' };
import itMale from 'human-names/data/male-human-names-it.json' with { type: 'json' };
import nlFemale from 'human-names/data/female-human-names-nl.json' with { type: 'json' };
import nlMale from 'human-names/data/male-human-names-nl.json' with { type: 'json' };

const english = new Set<string>([...enFemale, ...enMale]);
// A text in another language names people of many languages; English names among them.
const others = new Set<string>([...english, ...deFemale, ...deMale, ...esFemale, ...esMale, ...frFemale, ...frMale, ...itFemale, ...itMale, ...nlFemale, ...nlMale]);

/** Whether `word`, capitalised as written, is a popular given name for a text in `language`. */
export function isGivenName(word: string, language: string): boolean {
  // two letters are as often a slip ("Ot" for "It") as a name
  if (word.length < 3) return false;
  return (language.startsWith('en') ? english : others).has(word);
}
