import { patternRule } from './patternRule.js';

// "Je vais mangé", "il faut choisi", "vous pouvez commencé": after aller, pouvoir, vouloir,
// devoir, falloir, savoir and the verbs of liking and hoping, the verb that follows is an
// infinitive, which sounds like the participle the writer put ("mangé" and "manger" are both
// said [mɑ̃ʒe]). Clitics, the negation and a few adverbs may stand between ("je ne peux pas
// le fini"). Only a participle in -é or -i whose infinitive the dictionary knows is changed, so
// "je veux aussi", "il faut lui" and "je préfère celui-ci" pass; "été" becomes "être".

const VERBS = [
  'vais|vas|va|allons|allez|vont|allais|allait|allions|alliez|allaient|irai|iras|ira|irons|irez|iront|irais|irait|aller',
  'peux|peut|pouvons|pouvez|peuvent|pouvais|pouvait|pouvions|pouviez|pouvaient|pourrai|pourras|pourra|pourrons|pourrez|pourront|pourrais|pourrait|pourrions|pourriez|pourraient',
  'veux|veut|voulons|voulez|veulent|voulais|voulait|voulions|vouliez|voulaient|voudrais|voudrait|voudrions|voudriez|voudraient',
  'dois|doit|devons|devez|doivent|devais|devait|devions|deviez|devaient|devrai|devras|devra|devrons|devrez|devront|devrais|devrait|devrions|devriez|devraient',
  'faut|fallait|faudra|faudrait',
  'sais|sait|savons|savez|savent',
  'aime|aimes|aimons|aimez|aiment|aimerais|aimerait|aimerions|aimeriez|aimeraient|adore|adores|adorons|adorez|adorent',
  'préfère|préfères|préférons|préférez|préfèrent|espère|espères|espérons|espérez|espèrent|souhaite|souhaites|souhaitons|souhaitez|souhaitent',
].join('|');
const BETWEEN = String.raw`(?:(?:ne|pas|plus|jamais|rien|bien|mieux|beaucoup|vraiment|toujours|souvent|encore|aussi|déjà|vite|me|te|se|le|la|les|lui|leur|nous|vous|y|en)\s+|(?:n|m|t|s|l)['’]\s*){0,3}`;

export const infinitiveAfterVerbFr = patternRule({
  id: 'fr_infinitif_apres_verbe',
  language: 'fr',
  title: 'Verb form',
  pattern: String.raw`\b(?:${VERBS})\s+${BETWEEN}(?<fix>\p{Ll}{2,}[éi])\b(?![-'’])`,
  fix: (m, _text, ctx) => {
    const word = m.groups!['fix']!;
    const infinitive = word === 'été' ? 'être' : word.endsWith('é') ? `${word.slice(0, -1)}er` : `${word}r`;
    if (!ctx.isWord(infinitive)) return null;
    return { replacement: infinitive, message: `After this verb the next one is an infinitive: "${infinitive}", not the participle "${word}".` };
  },
});
