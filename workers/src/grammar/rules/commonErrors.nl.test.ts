import { describe, expect, it } from 'vitest';
import type { ProseRule } from '../../lint/rule.js';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { commonErrorsNl } from './commonErrors.nl.js';

const ctx = { language: 'nl', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(commonErrorsNl.flatMap((r: ProseRule) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('Dutch common errors', () => {
  it.each([
    ['Hun hebben gisteren de hele dag gewerkt.', 'Zij hebben gisteren de hele dag gewerkt.'],
    ['Ik wacht voor de bus en hij wacht voor mij.', 'Ik wacht op de bus en hij wacht op mij.'],
    // an adjective before a het-word after "een" takes no -e
    ['Het is een hele mooie boek en een grote huis, met een dikke boekje.', 'Het is een heel mooi boek en een groot huis, met een dik boekje.'],
    // a verb with an object takes "hebben"
    ['Ik ben een boek gekocht en zij is een mooi boek gelezen.', 'Ik heb een boek gekocht en zij heeft een mooi boek gelezen.'],
    // the main clause after an opening clause begins with its verb
    ['Als ik rijk ben, ik koop een huis. Omdat het regent, we blijven thuis. Toen hij kwam, hij is blij.', 'Als ik rijk ben, koop ik een huis. Omdat het regent, blijven we thuis. Toen hij kwam, is hij blij.'],
    ['Ik heb gisteren naar de bioscoop gegaan. Heb je thuis gebleven?', 'Ik ben gisteren naar de bioscoop gegaan. Ben je thuis gebleven?'],
    ['Zij woont in een dorp, en ze vind het daar rustig. Zij word moe.', 'Zij woont in een dorp, en ze vindt het daar rustig. Zij wordt moe.'],
    ['We belden aan, maar hun waren niet thuis.', 'We belden aan, maar zij waren niet thuis.'],
    ['Ik ga morgen met hun.', 'Ik ga morgen met hen.'],
    ['Het boek is van jouw. Ik denk aan jouw, niet aan hem.', 'Het boek is van jou. Ik denk aan jou, niet aan hem.'],
    ['De meisje is mooi en ik zie de mooie huisje.', 'Het meisje is mooi en ik zie het mooie huisje.'],
    ['Mijn zus is groter als ik.', 'Mijn zus is groter dan ik.'],
    ['Ik ben eens met jou. Ben je helemaal eens met hem?', 'Ik ben het eens met jou. Ben je het helemaal eens met hem?'],
    ['Ik heb 25 jaar en mijn broer heeft 30 jaar oud.', 'Ik ben 25 jaar en mijn broer is 30 jaar oud.'],
    ['Hij is groter dan mij, en zij is even oud als hem.', 'Hij is groter dan ik, en zij is even oud als hij.'],
    ['Het meisje die daar staat is mijn zus.', 'Het meisje dat daar staat is mijn zus.'],
    ['Ze zegt dat haar zus ouder is als jij.', 'Ze zegt dat haar zus ouder is dan jij.'],
    ['De reis duurde langer als verwacht.', 'De reis duurde langer dan verwacht.'],
    ['Er kwamen meer als 100 mensen naar het feest.', 'Er kwamen meer dan 100 mensen naar het feest.'],
    ['Hij word morgen dertig en hij vind dat leuk.', 'Hij wordt morgen dertig en hij vindt dat leuk.'],
    ['Ik wordt moe van dit weer, vindt ik.', 'Ik word moe van dit weer, vind ik.'],
    ['Het is gisteren gebeurt. Het gebeurd vaak.', 'Het is gisteren gebeurd. Het gebeurt vaak.'],
    ['Dat was al gebeurt, maar er is niets gebeurt.', 'Dat was al gebeurd, maar er is niets gebeurd.'],
    ['Dit gebeurd elke dag.', 'Dit gebeurt elke dag.'],
    ['Ze werkt zowel thuis als ook op kantoor.', 'Ze werkt zowel thuis als op kantoor.'],
    ['Hij zij dat het regende. Zei is ziek.', 'Hij zei dat het regende. Zij is ziek.'],
    ['Het boek wat ik lees is spannend.', 'Het boek dat ik lees is spannend.'],
    ['Ik vond het mooie huis wat jullie kochten.', 'Ik vond het mooie huis dat jullie kochten.'],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });

  it('stays quiet on correct sentences', () => {
    for (const ok of [
      'Ik ben het eens met jou. Ik heb 25 jaar gewerkt. Zij is 30 jaar oud.',
      'Ik wacht voor de deur van het huis. Ze wachtte voor haar huis. Ik wacht op de bus.',
      'Als ik rijk ben, koop ik een huis. Als je wilt, je kunt komen. Toen hij kwam, ook hij was blij.',
      'Ik ben door de dokter gezien. Hij is een keer gezien.',
      'Ik heb een mooi boek, een mooie fiets en een andere programma-aanroep.',
      'Ik heb het boek dat hij gekregen is. Ik heb gewerkt en ben gegaan.',
      'Zij hebben gelijk.',
      'Hij zei dat zij ziek is. Zij zei niets, en zij zijn thuis.',
      'Het is gisteren gebeurd. Het gebeurt vaak.',
      'Ik weet niet wat er gebeurd is, omdat het gebeurd is toen ik sliep.',
      'Wat gebeurt er nu? Er gebeurt niets.',
      'Ze werkt zowel thuis als op kantoor, en ook in de trein.',
      'Zowel hij als zijn zus kwamen, en ook hun vader.',
      'Hun huis is groot.',
      'Ik denk dat we hun zullen helpen.',
      'Ik ken hun doen en laten.',
      'Ik ga morgen met hun kinderen naar zee.',
      'Is dit jouw boek? Ik zie jouw gezicht.',
      'De meisjes spelen bij de oranje auto volgens de Vrije Softwarerichtlijnen.',
      'Mijn zus is groter dan ik.',
      'Mijn zus is even groot als ik.',
      'Het werkt beter als je even wacht.',
      'Ik denk dat het beter is als je even wacht.',
      'Hij is beter als trainer dan als speler.',
      'Ik zie het meer als een hobby.',
      'Het is goedkoper als 2 mensen de kamer delen.',
      'Hij wordt morgen dertig.',
      'Ik word moe.',
      'Net als ik wordt hij ouder.',
      'Net als hij word ik ouder.',
      'Ik weet niet of ik het vind.',
      'Ik zeg dat ik ze vind, want ik ze bind en ik ze zend.',
      'Het antwoord is nee.',
      'Wat vind jij ervan?',
      'Het boek dat ik lees is spannend.',
      'Ik vind het boek wat saai.',
      'Het boek die jongen las, was saai. Hij is groter dan mijn broer.',
      'Alles wat ik heb is van jou.',
    ]) {
      expect(check(ok).map((f) => ok.slice(f.start, f.end))).toEqual([]);
    }
  });

  describe('the comparative of a short adjective', () => {
    const words = new Set(['groot', 'groter', 'grote', 'dik', 'dikker', 'dikke', 'duur', 'duurder', 'dure', 'goed', 'beter', 'vis', 'visser', 'bekend', 'bekender', 'bekende']);
    const dictionary = { ...ctx, isWord: (w: string) => words.has(w) };
    const fixNl = (text: string) => applyFixes(text, resolveOverlaps(commonErrorsNl.flatMap((r: ProseRule) => r.check(text, dictionary))));
    it('forms it with -er, not "meer"', () => {
      expect(fixNl('Het is meer groot dan mijn huis, meer dik dan ik, meer duur dan dat en meer goed dan ooit.')).toBe('Het is groter dan mijn huis, dikker dan ik, duurder dan dat en beter dan ooit.');
    });
    it('leaves nouns and longer adjectives', () => {
      for (const ok of ['Ik eet meer vis dan vlees.', 'Dit is meer bekend dan dat.']) expect(fixNl(ok), ok).toBe(ok);
    });
  });
});
