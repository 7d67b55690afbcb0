import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import type { ProseRule } from '../../lint/rule.js';
import { adjectiveGenderEs, adjectiveGenderIt, adjectiveGenderPt } from './adjectiveGender.romance.js';

const opts = realDictionaries('es', 'it', 'pt');

const cases: Array<['es' | 'it' | 'pt', ProseRule, Array<[string, string]>, string[]]> = [
  [
    'es',
    adjectiveGenderEs,
    [
      ['Me gusta mucho la música clásico.', 'Me gusta mucho la música clásica.'],
      ['Tengo un amigo simpática. Compré unas camisas blancos.', 'Tengo un amigo simpático. Compré unas camisas blancas.'],
      ['Encontré la puerta cerrado.', 'Encontré la puerta cerrada.'],
      // a noun in -re is no infinitive in Spanish
      ['La madre cansado llegó tarde.', 'La madre cansada llegó tarde.'],
      // a singular after a plural takes the plural of the determiner's gender
      ['Compré las camisas blanca. Los coches roja corren.', 'Compré las camisas blancas. Los coches rojos corren.'],
    ],
    [
      'El niño cuida a su hermano.',
      'Una vez terminado el trabajo, salimos.',
      'El agua fría está aquí.',
      // the adjective describes the noun before the preposition, or a list
      'La firma del archivo inválida. Formatos, protocolos y otras interfaces orientados al usuario.',
      'Fallo en la descarga debido a la red. La distribución objetivo. Cuenta los tamaños varias veces.',
      // one of a pair each, a verb, a participle that may hang on an earlier noun, "muchas veces"
      'Contiene las etiquetas primaria y secundaria. Los niños cuida a su hermano. Muchas veces usado.',
    ],
  ],
  [
    'it',
    adjectiveGenderIt,
    [
      ['Mi piace la musica classico, e ho un libro nuova.', 'Mi piace la musica classica, e ho un libro nuovo.'],
      // plurals in -i and -e, with the "h" of a hard c kept or dropped as the word has it
      ['Ho visto le case bianchi. I ragazzi stanche sono tornati.', 'Ho visto le case bianche. I ragazzi stanchi sono tornati.'],
      ['Amo le canzoni classici. I libri classiche mi annoiano.', 'Amo le canzoni classiche. I libri classici mi annoiano.'],
      ['Le case bianca sono belle. I ragazzi stanco dormono.', 'Le case bianche sono belle. I ragazzi stanchi dormono.'],
    ],
    [
      'Il bambino imita il padre.',
      'La compressione lato client. La versione formato idx.',
      'Creazione del socket fallita.',
      // nouns in apposition, of the class in -e and -i, and a preposition
      'Non scrive i file indice. Segnala i nodi radice. Richiede i dati tramite le opzioni.',
      'Le case bianche e i ragazzi stanchi.',
      // a preposition, and a participle that hangs on the noun before
      'Tendono ad adattare i glifi lungo gli assi. Permesso di eliminare gli oggetti negato.',
    ],
  ],
  [
    'pt',
    adjectiveGenderPt,
    [
      ['Eu comprei uma camisa branco. Tenho um carro nova.', 'Eu comprei uma camisa branca. Tenho um carro novo.'],
      ['As camisas branca são novas. Os carros novo são caros.', 'As camisas brancas são novas. Os carros novos são caros.'],
    ],
    ['Refere-se a objeto inválido e correspondentes a path fornecido.', 'É um tanto complicada.', 'O pacote A fica desempacotado.', 'Um componente a ser exibido.'],
  ],
];

describe.each(cases)('%s adjective gender', (language, rule, fixes, quiet) => {
  it.each(fixes)('%s', (wrong, right) => {
    expect(fixWithRule(rule, wrong, opts(language))).toBe(right);
  });
  it('stays quiet where the adjective agrees or describes something else', () => {
    for (const ok of quiet) expect(runRule(rule, ok, opts(language)), ok).toEqual([]);
  });
});
