import { patternRule } from './patternRule.js';

// "Se eu saber", "quando ele ter tempo": a condition or a time about the future takes the
// future subjunctive ("se eu souber", "quando ele tiver"). For a regular verb it is spelt as
// the infinitive ("se eu falar"), so the slip shows only with the irregular verbs, whose
// future subjunctive is built on the preterite's stem. Only after "se", "quando", "assim que",
// "logo que" and "enquanto" with a subject pronoun: "para eu ter" (the personal infinitive) is
// right, and "como se" wants the imperfect subjunctive.

// infinitive -> future subjunctive stem ("tiver", "tivermos", "tiverem"); not "vir", which is
// also the future subjunctive of "ver" ("se eu vir o filme" is right)
const STEMS: Readonly<Record<string, string>> = {
  ser: 'for', ir: 'for', ter: 'tiver', estar: 'estiver', fazer: 'fizer', poder: 'puder', querer: 'quiser', saber: 'souber',
  ver: 'vir', dizer: 'disser', trazer: 'trouxer', pôr: 'puser', haver: 'houver', dar: 'der', caber: 'couber',
  manter: 'mantiver', conter: 'contiver', obter: 'obtiver', propor: 'propuser', supor: 'supuser', rever: 'revir', prever: 'previr',
};
// person of the pronoun -> ending
const ENDING: Readonly<Record<string, string>> = { eu: '', tu: 'es', ele: '', ela: '', você: '', 'a gente': '', nós: 'mos', vós: 'des', eles: 'em', elas: 'em', vocês: 'em' };

export const futureSubjunctivePt = patternRule({
  id: 'pt_futuro_subjuntivo',
  language: 'pt',
  title: 'Verb mood',
  pattern: String.raw`(?<!\bcomo\s+)\b(?<conjunction>se|quando|assim\s+que|logo\s+que|enquanto)\s+(?<subject>eu|tu|ele|ela|você|a\s+gente|nós|vós|eles|elas|vocês)\s+(?:(?:não|me|te|se|nos|lhe|o|a)\s+){0,2}(?<fix>${Object.keys(STEMS).join('|')})(?![\p{L}])`,
  fix: (m) => {
    const { subject, fix: verb } = m.groups as { subject: string; fix: string };
    if (verb !== verb.toLowerCase()) return null;
    const replacement = STEMS[verb]! + ENDING[subject.toLowerCase().replace(/\s+/g, ' ')]!;
    return { replacement, message: `A condition or a time about the future takes the future subjunctive: "${replacement}", not the infinitive "${verb}".` };
  },
});
