import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import type { ProseRule } from '../../lint/rule.js';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { commonErrorsIt } from './commonErrors.it.js';

const ctx = { language: 'it', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(commonErrorsIt.flatMap((r: ProseRule) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('Italian common errors', () => {
  it.each([
    ['Sono stato in Italia per tre anni fa. Aspetto per il treno.', 'Sono stato in Italia tre anni fa. Aspetto il treno.'],
    ["Qual'è il tuo libro preferito?", 'Qual è il tuo libro preferito?'],
    ['Vado a la scuola, e il libro di il professore è su il tavolo.', 'Vado alla scuola, e il libro del professore è sul tavolo.'],
    ["C'è molti libri sul tavolo e c'era tante persone.", "Ci sono molti libri sul tavolo e c'erano tante persone."],
    ['Lei è più alta che me.', 'Lei è più alta di me.'],
    ['Dobbiamo di studiare di più, ma voglio anche di uscire.', 'Dobbiamo studiare di più, ma voglio anche uscire.'],
    ['Ieri ho andato al cinema, e loro hanno arrivato tardi.', 'Ieri sono andato al cinema, e loro sono arrivati tardi.'],
    ['Mia sorella ha nata nel 1990.', 'Mia sorella è nata nel 1990.'],
    ['Mi piace molto i libri e gli interessa le lingue.', 'Mi piacciono molto i libri e gli interessano le lingue.'],
    ['Mi piacciono la musica e poi esco. Ci mancano la nostra casa.', 'Mi piace la musica e poi esco. Ci manca la nostra casa.'],
    ["Non so qual'era la strada.", 'Non so qual era la strada.'],
    ["Ieri ho visto un'altro film al cinema.", 'Ieri ho visto un altro film al cinema.'],
    ['Ho avuto un idea e poi un altra ancora.', "Ho avuto un'idea e poi un'altra ancora."],
    ["Lui e' stanco, ma e' contento.", 'Lui è stanco, ma è contento.'],
    ["E' una bella giornata.", 'È una bella giornata.'],
    ['Io o fatto i compiti, ma lui non a capito niente.', 'Io ho fatto i compiti, ma lui non ha capito niente.'],
    ['Loro anno mangiato tutto e lei a pagato il conto.', 'Loro hanno mangiato tutto e lei ha pagato il conto.'],
    ['A me mi piace molto il gelato.', 'A me piace molto il gelato.'],
    ['Se avrei più tempo, leggerei di più.', 'Se avessi più tempo, leggerei di più.'],
    ['Verrei anche io, ma se non sarebbe troppo tardi.', 'Verrei anche io, ma se non fosse troppo tardi.'],
    ['Se io potrei scegliere, resterei qui.', 'Se io potessi scegliere, resterei qui.'],
    ['Non ce niente da fare, ce un problema.', "Non c'è niente da fare, c'è un problema."],
    ['Il rumore mi da fastidio e lui non mi da retta.', 'Il rumore mi dà fastidio e lui non mi dà retta.'],
    ["Il negozio è tutt'ora chiuso.", 'Il negozio è tuttora chiuso.'],
    ['Penso di si, e lui ha detto si.', 'Penso di sì, e lui ha detto sì.'],
    ['Si, è vero. Ma si, hai ragione!', 'Sì, è vero. Ma sì, hai ragione!'],
    ['Il studente ha parlato con i zii e con un psicologo.', 'Lo studente ha parlato con gli zii e con uno psicologo.'],
    ['Il libro dei studenti è nel zaino, vicino al specchio.', 'Il libro degli studenti è nello zaino, vicino allo specchio.'],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });

  it('stays quiet on correct sentences', () => {
    for (const ok of [
      'Aspetto per il resto della giornata. Ho lavorato per tre anni.',
      'Non so di preciso. Lo so di sicuro, so di avere ragione. Deve di certo partire.',
      'Ho salito le scale e ha successo.',
      "Ama più lui che lei, ed è più bella che brava. C'è un libro.",
      'La ditta ha partita IVA e il museo ha entrata libera.',
      'Il partito è stato per anni al governo.',
      'Mi piace leggere i libri e mi mancano i miei amici.',
      'Qual è il problema?',
      "Un'altra volta, quale altro libro?",
      'Ieri ho visto un altro film.',
      "Ho avuto un'idea e poi un'altra.",
      "Qual è il problema? Aspetta un po'.",
      'Lui è stanco e contento.',
      "Ha scritto 'e' sulla lavagna.",
      'Si dice che è vero, e si sa.',
      "opzione `e' non supportata",
      'Io ho fatto i compiti.',
      'Non a caso lui a lato della porta sorrideva.',
      'Vado con lei a Torino.',
      'Vuoi la pasta o il riso?',
      'A me piace il gelato.',
      'Mi piace il gelato.',
      "Mi piacciono il cinema e il teatro. Mi servono l'acqua e il pane.",
      "Un'artista e un ospite sono arrivati.",
      'Non so se sarebbe possibile venire.',
      'Mi chiedo se avrebbe senso partire.',
      'Se avessi tempo, leggerei di più.',
      'Non ce la faccio più, ce lo hanno detto.',
      'Ce ne sono tanti, e ce ne andiamo.',
      'Il treno parte da un binario diverso, lontano da noi.',
      'Vengo da un paese piccolo e non da una città.',
      "C'è ancora tempo: il negozio è tuttora aperto.",
      'Credo di sì. Non so se si possa, ma si dice che si vede.',
      'Lo studente e gli zii parlano con uno psicologo; il sole e i sassi, un sogno, del sale.',
      'Si usa con il GNU nroff, un XID e il Strong HOWTO.',
      'Vado a La Spezia.',
    ]) {
      expect(check(ok).map((f) => ok.slice(f.start, f.end))).toEqual([]);
    }
  });

  describe('with a dictionary', () => {
    const words = new Set(['figlio', 'figli', 'problema', 'problemi', 'casa', 'case', 'casi', 'amico', 'amici', 'amica', 'amiche', 'dire', 'dice', 'dicono', 'mano', 'mani', 'vidi', 'video', 'file', 'fili']);
    const dictionary = { ...ctx, isWord: (w: string) => words.has(w) };
    const fixIt = (text: string) => applyFixes(text, resolveOverlaps(commonErrorsIt.flatMap((r: ProseRule) => r.check(text, dictionary))));
    it.each([
      ['Sono andato con i miei figlio e questi problema.', 'Sono andato con i miei figli e questi problemi.'],
      ['Le mie casa e alcune amica, molti amico.', 'Le mie case e alcune amiche, molti amici.'],
      ['La gente dicono che piove.', 'La gente dice che piove.'],
      ['Un po di pazienza, e un bel pò di fortuna.', "Un po' di pazienza, e un bel po' di fortuna."],
      ['Penso che lui ha ragione, benché non è facile.', 'Penso che lui abbia ragione, benché non sia facile.'],
    ])('%s', (wrong, right) => {
      expect(fixIt(wrong)).toBe(right);
    });
    it('leaves plurals, invariable words, pronouns before their verbs, formats and the indicative of knowledge', () => {
      for (const ok of [
        'Le mie mani e molte case, i video e i file, i loro figli.',
        'Questi sono i problemi; molti dicono di sì.',
        'Usa %i o -i file. So che lui ha ragione.',
      ]) {
        expect(fixIt(ok), ok).toBe(ok);
      }
    });
  });

  describe('with the Italian dictionary', () => {
    const opts = realDictionaries('it');
    const fixReal = (text: string) => applyFixes(text, resolveOverlaps(commonErrorsIt.flatMap((r: ProseRule) => r.check(text, { ...ctx, isWord: opts('it').isWord! }))));
    it.each([
      // a noun in -no is no verb of "they" ("bambino" has no "bambire")
      ['Vedo i bambino nel parco.', 'Vedo i bambini nel parco.'],
      // before a consonant the plural article is "i"
      ['Gli ragazzi giocano nel parco.', 'I ragazzi giocano nel parco.'],
      // a noun in -ico takes -ici, though the dictionary knows "amichi" as a verb form
      ['Ho molti amico e alcuni medico.', 'Ho molti amici e alcuni medici.'],
      ['Questi gioco sono belli.', 'Questi giochi sono belli.'],
      ['I ragazzi gioca a calcio e le persone non parla.', 'I ragazzi giocano a calcio e le persone non parlano.'],
      ['Ieri lei è andato al mercato, e mia sorella è molto stanco.', 'Ieri lei è andata al mercato, e mia sorella è molto stanca.'],
      // after "dopo" the perfect infinitive, its participle irregular or not
      ['Dopo di mangiare, siamo usciti. Dopo finire il lavoro, vado a casa. Dopo leggere il giornale, esco.', 'Dopo aver mangiato, siamo usciti. Dopo aver finito il lavoro, vado a casa. Dopo aver letto il giornale, esco.'],
    ])('%s', (wrong, right) => {
      expect(fixReal(wrong)).toBe(right);
    });
    it('leaves the verbs of a determiner standing alone as their subject', () => {
      for (const ok of ['Molti pensano che sia vero, alcuni credono di no, altri dormono.', 'Alcuni fanno così, e quei ragazzi suonano.', 'Gli parli domani? Gli dico tutto. Gli studenti e gli zii arrivano.', 'Le volte che va bene, le dice tutto.', 'Penso che i ragazzi giocano.', 'Signor Rossi, Lei è andato?', 'Lei è stato gentile.', 'Lei è avvocato.', 'Dopo aver mangiato usciamo. Dopo avere letto, dormo.', 'Dopo essere arrivato, ha telefonato.', 'Dopo intere settimane di lavoro, dopo cena.']) {
        expect(fixReal(ok), ok).toBe(ok);
      }
    });
  });
});
