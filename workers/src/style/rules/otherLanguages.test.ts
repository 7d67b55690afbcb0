import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { cliches } from './cliches.js';
import { colloquialisms } from './colloquialisms.js';
import { firstPersonAsides } from './firstPersonAsides.js';
import { hedges } from './hedges.js';
import { nominalisations } from './nominalisations.js';
import { passiveVoice } from './passiveVoice.js';
import { wordiness } from './wordiness.js';

// The style tables of the six other languages: each fix gives the intended sentence, and
// the plain sentences stay untouched.
const cases: Array<[string, typeof wordiness, string, string]> = [
  ['es', wordiness, 'Salimos temprano con el fin de llegar a tiempo.', 'Salimos temprano para llegar a tiempo.'],
  ['es', wordiness, 'Debemos llevar a cabo el plan de forma rápida.', 'Debemos realizar el plan rápidamente.'],
  ['es', nominalisations, 'Debemos tomar una decisión; ella tomó la decisión de irse.', 'Debemos decidir; ella decidió irse.'],
  ['es', passiveVoice, 'Fue decidido que el plan sigue. Se ha demostrado que funciona.', 'Decidimos que el plan sigue. Los estudios muestran que funciona.'],
  ['fr', nominalisations, 'Il a pris la décision de partir; il faut prendre une décision.', 'Il a décidé de partir; il faut décider.'],
  ['fr', passiveVoice, "Il a été décidé que le projet continue. Il a été démontré que c'est utile.", "Nous avons décidé que le projet continue. Des études montrent que c'est utile."],
  ['de', nominalisations, 'Wir müssen eine Entscheidung treffen. Er traf eine Entscheidung.', 'Wir müssen entscheiden. Er entschied.'],
  ['de', passiveVoice, 'Es wurde beschlossen, dass wir bleiben.', 'Wir beschlossen, dass wir bleiben.'],
  ['pt', nominalisations, 'Ela tomou uma decisão: vamos tomar a decisão de sair.', 'Ela decidiu: vamos decidir sair.'],
  ['pt', passiveVoice, 'Foi decidido que o plano continua.', 'Decidimos que o plano continua.'],
  ['it', nominalisations, 'Ha preso una decisione: dobbiamo prendere la decisione di partire.', 'Ha deciso: dobbiamo decidere di partire.'],
  ['it', passiveVoice, 'È stato dimostrato che funziona.', 'Gli studi mostrano che funziona.'],
  ['nl', nominalisations, 'We moeten een beslissing nemen. Hij nam een beslissing.', 'We moeten beslissen. Hij besliste.'],
  ['nl', passiveVoice, 'Er werd besloten dat we blijven.', 'We besloten dat we blijven.'],
  ['es', wordiness, 'Cabe destacar que el precio subió debido al hecho de que llovió.', 'El precio subió porque llovió.'],
  ['es', wordiness, 'Hay que subir arriba y volver a repetir la prueba.', 'Hay que subir y repetir la prueba.'],
  ['fr', wordiness, 'Il faut prévoir à l\'avance, voire même collaborer ensemble.', 'Il faut prévoir, voire collaborer.'],
  ['it', wordiness, 'È vero, ma però bisogna uscire fuori.', 'È vero, ma bisogna uscire.'],
  ['pt', wordiness, 'Foi uma surpresa inesperada sair para fora.', 'Foi uma surpresa sair.'],
  ['de', wordiness, 'Das haben wir bereits schon gesagt.', 'Das haben wir bereits gesagt.'],
  ['nl', wordiness, 'Dat hebben we reeds al gezegd.', 'Dat hebben we al gezegd.'],
  ['es', hedges, 'El método es, por así decirlo, básicamente correcto.', 'El método es correcto.'],
  ['es', cliches, 'A día de hoy lo hizo en un abrir y cerrar de ojos.', 'Hoy lo hizo en un instante.'],
  ['fr', wordiness, "Nous partons tôt dans le but de prendre le train à l'heure actuelle.", "Nous partons tôt pour prendre le train aujourd'hui."],
  ['fr', wordiness, 'Il est important de noter que les prix montent de manière rapide.', 'Les prix montent rapidement.'],
  ['fr', hedges, "C'est, pour ainsi dire, en quelque sorte un échec.", "C'est un échec."],
  ['fr', cliches, "Au final, il l'a fait en un clin d'œil.", "Finalement, il l'a fait en un instant."],
  ['de', wordiness, 'Aufgrund der Tatsache, dass es regnete, blieben wir zu Hause.', 'Weil es regnete, blieben wir zu Hause.'],
  ['de', wordiness, 'Wir gingen, trotz der Tatsache, dass es regnete.', 'Wir gingen, obwohl es regnete.'],
  ['de', hedges, 'Das ist sozusagen im Grunde genommen richtig.', 'Das ist richtig.'],
  ['de', cliches, 'Im Endeffekt ist das das A und O.', 'Letztlich ist das das Wichtigste.'],
  ['pt', wordiness, 'Saímos cedo com o objetivo de chegar a tempo.', 'Saímos cedo para chegar a tempo.'],
  ['pt', wordiness, 'Vale ressaltar que o preço subiu devido ao fato de que choveu.', 'O preço subiu porque choveu.'],
  ['pt', hedges, 'O método está, por assim dizer, basicamente certo.', 'O método está certo.'],
  ['pt', cliches, 'Ele fez isso num piscar de olhos, sem sombra de dúvida.', 'Ele fez isso num instante, sem dúvida.'],
  ['it', wordiness, 'Siamo partiti presto al fine di arrivare in tempo.', 'Siamo partiti presto per arrivare in tempo.'],
  ['it', wordiness, 'Dobbiamo agire in modo rapido.', 'Dobbiamo agire rapidamente.'],
  ['it', hedges, 'Il metodo è, per così dire, corretto.', 'Il metodo è corretto.'],
  ['it', cliches, "Lo ha fatto in un batter d'occhio, senza ombra di dubbio.", 'Lo ha fatto in un attimo, senza dubbio.'],
  ['nl', wordiness, 'We bleven thuis vanwege het feit dat het regende.', 'We bleven thuis omdat het regende.'],
  ['nl', wordiness, 'We praten over een groot aantal zaken met betrekking tot de bouw.', 'We praten over veel zaken over de bouw.'],
  ['nl', hedges, 'Dat is als het ware een test.', 'Dat is een test.'],
  ['nl', cliches, 'Aan het eind van de dag deed hij het in een handomdraai.', 'Uiteindelijk deed hij het snel.'],
];

describe('style in the other languages', () => {
  it.each(cases)('%s: %s', (language, rule, _text, _fixed) => {
    expect(fixWithRule(rule, _text, { language })).toBe(_fixed);
  });

  it('in academic register, flags conversational wording and first-person asides, and only there', () => {
    const academic: Array<[string, typeof wordiness, string, string]> = [
      ['es', colloquialisms, 'Hay un montón de datos, o sea, es útil.', 'Hay una gran cantidad de datos, es decir, es útil.'],
      ['es', firstPersonAsides, 'En mi opinión, el método funciona y creo que es útil.', 'El método funciona y es útil.'],
      ['fr', colloquialisms, 'Du coup, ça marche vachement bien.', 'Par conséquent, cela marche très bien.'],
      ['fr', firstPersonAsides, 'Je pense que la méthode fonctionne.', 'La méthode fonctionne.'],
      ['de', colloquialisms, 'Wir kriegen gute Ergebnisse, wenn wir genau gucken.', 'Wir bekommen gute Ergebnisse, wenn wir genau sehen.'],
      ['de', firstPersonAsides, 'Das ist meiner Meinung nach richtig.', 'Das ist richtig.'],
      ['pt', colloquialisms, 'Isso tá pronto pra uso.', 'Isso está pronto para uso.'],
      ['pt', firstPersonAsides, 'Acho que o método funciona.', 'O método funciona.'],
      ['it', colloquialisms, 'Ci sono un sacco di dati utili.', 'Ci sono una gran quantità di dati utili.'],
      ['it', firstPersonAsides, 'Secondo me il metodo funziona.', 'Il metodo funziona.'],
      ['nl', colloquialisms, 'Dat is best wel een hoop werk.', 'Dat is tamelijk veel werk.'],
      ['nl', firstPersonAsides, 'Dat is volgens mij juist.', 'Dat is juist.'],
    ];
    for (const [language, rule, text, fixed] of academic) {
      expect(fixWithRule(rule, text, { language, register: 'academic' }), `${language}: ${text}`).toBe(fixed);
      expect(runRule(rule, text, { language, register: 'general' }), `${language}, general: ${text}`).toEqual([]);
    }
    // a negated opinion takes the subjunctive, which cannot stand alone; a German or Dutch aside
    // opening the clause holds the verb's first place
    expect(runRule(firstPersonAsides, 'No creo que sea útil.', { language: 'es', register: 'academic' })).toEqual([]);
    // an opinion that is the answer itself ("creo que sí") stays
    expect(runRule(firstPersonAsides, '¿Funciona? Creo que sí.', { language: 'es', register: 'academic' })).toEqual([]);
    expect(runRule(firstPersonAsides, 'Ça marche ? Je pense que oui.', { language: 'fr', register: 'academic' })).toEqual([]);
    expect(runRule(firstPersonAsides, 'Meiner Meinung nach ist das richtig.', { language: 'de', register: 'academic' })).toEqual([]);
    // "super" is "very" before an adjective but a prefix before a noun ("il super utente"): left alone
    expect(runRule(colloquialisms, 'Il super utente è super bravo.', { language: 'it', register: 'academic' })).toEqual([]);
  });

  it('leaves a filler that opens a German or Dutch main clause, whose verb must stay second', () => {
    expect(runRule(hedges, 'Sozusagen ist das richtig.', { language: 'de' })).toEqual([]);
    expect(runRule(hedges, 'Als het ware is dat een test.', { language: 'nl' })).toEqual([]);
  });

  it('leaves a passive reported from someone else, or one not opening a German or Dutch clause', () => {
    expect(runRule(passiveVoice, 'El ministro dijo que fue decidido que el plan sigue.', { language: 'es' })).toEqual([]);
    expect(runRule(passiveVoice, 'Gestern wurde beschlossen, dass wir bleiben, und es wurde beschlossen, dass…', { language: 'de' })).toEqual([]);
    expect(runRule(passiveVoice, 'Hij zei dat er werd besloten dat we blijven.', { language: 'nl' })).toEqual([]);
  });

  it('leaves a German "dass" phrase after a word, where the conjunction would need a comma', () => {
    expect(runRule(wordiness, 'Wir blieben zu Hause aufgrund der Tatsache, dass es regnete.', { language: 'de' })).toEqual([]);
  });

  it('leaves "because of the fact that" after "except", where it means "except that"', () => {
    expect(runRule(wordiness, 'È identico al tipo file, tranne per il fatto che i pacchetti vengono copiati.', { language: 'it' })).toEqual([]);
    expect(runRule(wordiness, 'Todo salió bien, excepto por el hecho de que llovió.', { language: 'es' })).toEqual([]);
    // nor "dû au fait que" after "est", which "parce que" cannot follow
    expect(runRule(wordiness, 'Cela est dû au fait que le format a changé.', { language: 'fr' })).toEqual([]);
  });

  it('stays quiet on plain sentences', () => {
    const plain: Array<[string, string]> = [
      ['es', 'Salimos temprano para llegar a tiempo y decidimos rápidamente.'],
      ['fr', "Nous partons tôt pour prendre le train aujourd'hui."],
      ['de', 'Wir blieben zu Hause, weil es regnete, und entschieden schnell.'],
      ['pt', 'Saímos cedo para chegar a tempo e decidimos rapidamente.'],
      ['it', 'Siamo partiti presto per arrivare in tempo e abbiamo deciso rapidamente.'],
      ['nl', 'We bleven thuis omdat het regende en beslisten snel.'],
    ];
    for (const [language, text] of plain) for (const rule of [wordiness, hedges, cliches, nominalisations, passiveVoice]) expect(runRule(rule, text, { language }), `${language}: ${rule.id}`).toEqual([]);
  });

  it('keeps English tables for English only', () => {
    expect(runRule(wordiness, 'Salimos in order to llegar.', { language: 'es' })).toEqual([]);
    expect(runRule(wordiness, 'We left early con el fin de catching it.', { language: 'en' })).toEqual([]);
  });
});
