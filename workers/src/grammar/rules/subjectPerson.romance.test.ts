import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import type { ProseRule } from '../../lint/rule.js';
import { subjectPersonEs, subjectPersonFr, subjectPersonIt, subjectPersonPt } from './subjectPerson.romance.js';

const opts = realDictionaries('es', 'fr', 'it', 'pt');

const cases: Array<['es' | 'fr' | 'it' | 'pt', ProseRule, Array<[string, string]>, string[]]> = [
  [
    'es',
    subjectPersonEs,
    [
      ['Nosotros va al cine.', 'Nosotros vamos al cine.'],
      ['Yo no lo tiene.', 'Yo no lo tengo.'],
      ['Ellos es mis amigos.', 'Ellos son mis amigos.'],
      ['Yo trabaja mucho y ellos come tarde.', 'Yo trabajo mucho y ellos comen tarde.'],
    ],
    ['Juan y yo vamos al cine.', 'Juan y yo voy al cine.', 'Con ellos es fácil.', 'Para que yo venda la casa.', 'Ella trabaja y nosotros trabajamos.', 'Usted puede venir.'],
  ],
  [
    'fr',
    subjectPersonFr,
    [
      ['Je ne peut pas venir.', 'Je ne peux pas venir.'],
      // the pronoun elides before the vowel the verb now has
      ['Je a faim, je est content.', "J'ai faim, je suis content."],
      ['Ils a un chien et ils mange du pain.', 'Ils ont un chien et ils mangent du pain.'],
      ['Tu mange trop.', 'Tu manges trop.'],
      ['On sont partis.', 'On est partis.'],
      ["C'est un logiciel libre, vous peut le redistribuer.", "C'est un logiciel libre, vous pouvez le redistribuer."],
    ],
    ['Il nous a dit la vérité.', "Elle ne l'a pas vu.", 'Ceci\nnous assure une copie.', 'Il convient de le dire.', 'Threaded decompression only works on files.', 'La clause DISTINCT ON doit suivre.', 'Avec elle est venu Paul.', 'Paul et moi sommes là, Marie et elle sont parties.'],
  ],
  [
    'it',
    subjectPersonIt,
    [
      ['Noi va al cinema.', 'Noi andiamo al cinema.'],
      ['Io non ha tempo.', 'Io non ho tempo.'],
      ['Loro è amici.', 'Loro sono amici.'],
      ['Io parla italiano.', 'Io parlo italiano.'],
    ],
    ['Il loro è migliore.', 'Con loro è facile.', 'Penso che lui parli bene.', 'Si riferisce a tutti loro solo per semplicità.'],
  ],
  [
    'pt',
    subjectPersonPt,
    [
      ['Nós vai sair.', 'Nós vamos sair.'],
      ['Eu não tem tempo.', 'Eu não tenho tempo.'],
      ['Eles tem razão.', 'Eles têm razão.'],
      ['Eu trabalha muito.', 'Eu trabalho muito.'],
    ],
    ['Para ele é fácil.', 'Você está bem.', 'Se outros nós podem ver este nó.', 'O ficheiro é lido, pois ele contem o núcleo.', 'Você quis dizer isso?', 'Elas apenas podem ler.', 'Tu vai ver.'],
  ],
];

describe('subject pronoun and verb person', () => {
  for (const [language, rule, fixes, correct] of cases) {
    it(`${rule.id}: gives the verb the person of its pronoun`, () => {
      for (const [text, fixed] of fixes) expect(fixWithRule(rule, text, opts(language)), text).toBe(fixed);
    });
    it(`${rule.id}: stays quiet on correct text and on pronouns that are no subject`, () => {
      for (const ok of correct) expect(runRule(rule, ok, opts(language)), ok).toEqual([]);
    });
  }
});
