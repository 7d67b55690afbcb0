import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { fusedPhrasesEn } from './fusedPhrases.en.js';
import { overRegularisedPastsEn } from './irregularPasts.en.js';
import { frequencyOf, loadSpeller, oneSlipApart, type Speller } from './speller.js';

describe('frequencyOf', () => {
  const counts = new Map([['don', 900], ['house', 500], ['t', 5000]]);
  it('gives a contraction the count of its first part, which the list keeps apart', () => {
    expect(frequencyOf("don't", counts)).toBe(900);
    expect(frequencyOf('house', counts)).toBe(500);
  });
  it("leaves possessives and unknown words uncounted", () => {
    expect(frequencyOf("house's", counts)).toBe(0);
    expect(frequencyOf("zzz'll", counts)).toBe(0);
    expect(frequencyOf('mouse', counts)).toBe(0);
  });
});

describe('oneSlipApart', () => {
  it('takes one letter added, dropped or changed, or two neighbours swapped, as one slip', () => {
    expect(oneSlipApart('tim', 'time')).toBe(true);
    expect(oneSlipApart('time', 'tim')).toBe(true);
    expect(oneSlipApart('jon', 'jan')).toBe(true);
    expect(oneSlipApart('paris', 'pairs')).toBe(true);
  });
  it('takes two slips, or no change, as not one', () => {
    expect(oneSlipApart('monday', 'money')).toBe(false);
    expect(oneSlipApart('english', 'englishman')).toBe(false);
    expect(oneSlipApart('pairs', 'pairs')).toBe(false);
    expect(oneSlipApart('abcd', 'badc')).toBe(false);
  });
});

describe('English suggestions', () => {
  let speller: Speller;
  beforeAll(async () => {
    speller = await loadSpeller('en', nodeDictionaries);
  }, 120_000);

  it('gives the same suggestions for a repeated word, unchanged by what the caller did with the last ones', () => {
    const first = speller.suggest('recieve');
    first.push('mangled');
    expect(speller.suggest('recieve')).toEqual(first.slice(0, -1));
    expect(speller.suggest('recieve', 2)).toEqual(first.slice(0, 2));
  });
  it('offers a day, language or place written in lower case capitalised first, unless one slip from a common short word', () => {
    expect(speller.suggest('monday', 3)[0]).toBe('Monday');
    expect(speller.suggest('tuesday', 3)[0]).toBe('Tuesday');
    expect(speller.suggest('english', 3)[0]).toBe('English');
    expect(speller.suggest('london', 3)[0]).toBe('London');
    expect(speller.suggest('tim', 3).slice(0, 2)).toEqual(['time', 'Tim']);
  });
  it('offers a contraction typed without its apostrophe first', () => {
    expect(speller.suggest('thats', 3)[0]).toBe("that's");
    expect(speller.suggest('Theres', 3)[0]).toBe("There's");
    expect(speller.suggest('youre', 3)[0]).toBe("you're");
    expect(speller.suggest('im', 3)[0]).toBe("I'm");
    expect(["i'll", "i've", "i'd", "i’ll"].map((w) => speller.suggest(w, 3)[0])).toEqual(["I'll", "I've", "I'd", 'I’ll']);
    expect(speller.suggest('DONT', 3)[0]).toBe("DON'T");
    // a plural's slip is not taken for a possessive
    expect(speller.suggest('companys', 3)[0]).toBe('companies');
    // the letters of a long i are not put for the short one of "hit"
    expect(speller.suggest('hight', 3)[0]).toBe('height');
    expect(speller.suggest('straightjacket', 3)[0]).toBe('straitjacket');
  });
  it('offers a possessive typed without its apostrophe before the word without its "s"', () => {
    expect(speller.suggest('todays', 3)[0]).toBe("today's");
    // an irregular plural stays first, and a noun ending in a hissing sound is no possessive
    expect(speller.suggest('womans', 3)[0]).toBe('women');
    expect(speller.suggest('biass', 3)[0]).not.toBe("bias's");
  });
  it('offers an acronym written in lower case, first when it has no vowel to be a slip with', () => {
    expect(speller.suggest('gps', 3)[0]).toBe('GPS');
    expect(speller.suggest('dvd', 3)[0]).toBe('DVD');
    // a word with a vowel may be a slip: a common word first, then the acronym
    const usa = speller.suggest('usa', 3);
    expect(['us', 'use']).toContain(usa[0]);
    expect(usa[1]).toBe('USA');
  });
  it('knows the "cappella" of "a cappella", which is no slip for the star Capella', () => {
    expect(speller.isCorrect('cappella')).toBe(true);
  });
  it('knows words of news and stories the dictionary lacks', () => {
    for (const w of ['olds', 'walkie', 'offseason', 'dryly', 'dwelled', 'cyphers', 'doozy', 'sarin', 'ricin']) expect(speller.isCorrect(w), w).toBe(true);
  });

  it('takes an -es ending written for -s as one slip', () => {
    expect(speller.suggest('playes')[0]).toBe('plays');
    expect(speller.suggest('enjoyes')[0]).toBe('enjoys');
    expect(speller.suggest('boyes')[0]).toBe('boys');
  });
  it('restores the apostrophe of a contraction', () => {
    expect(speller.suggest('dont')[0]).toBe("don't");
    expect(speller.suggest('wouldnt')[0]).toBe("wouldn't");
    expect(speller.suggest('theyll')[0]).toBe("they'll");
  });
  it('never offers a word the dictionary marks as not to be suggested, nor its forms', () => {
    for (const typed of ['cant', 'cunts', 'shut', 'fick', 'fuckin']) {
      const offered = speller.suggest(typed, 10).map((w) => w.toLowerCase());
      expect(offered.filter((w) => /cunt|fuck|shit/.test(w))).toEqual([]);
    }
    expect(speller.isCorrect('shit')).toBe(true);
  });
  it('offers the real past of an irregular verb given a regular ending, then its participle', () => {
    expect(speller.suggest('choosed').slice(0, 2)).toEqual(['chose', 'chosen']);
    expect(speller.suggest('Writed').slice(0, 2)).toEqual(['Wrote', 'Written']);
    expect(speller.suggest('catched')[0]).toBe('caught');
    expect(speller.suggest('teached')[0]).toBe('taught');
    // "fast" is its own adverb
    expect(speller.suggest('fastly')[0]).toBe('fast');
    // a form that is a word of its own keeps its ordinary suggestions
    expect(speller.isCorrect('seed')).toBe(true);
    expect(speller.suggest('seed')).not.toContain('saw');
  });
  it('splits a phrase run together, in the casing it was typed in', () => {
    expect(speller.suggest('alot')[0]).toBe('a lot');
    expect(speller.suggest('Alot')[0]).toBe('A lot');
    expect(speller.suggest('Infact')[0]).toBe('In fact');
    expect(speller.suggest('OFCOURSE')[0]).toBe('OF COURSE');
    // the phrase once, then the ranked words
    const eachOther = speller.suggest('eachother', 3);
    expect(eachOther[0]).toBe('each other');
    expect(new Set(eachOther).size).toBe(3);
  });
  it('splits a function word off a common word, but not off the end of a longer word', () => {
    expect(speller.suggest('inthe')[0]).toBe('in the');
    expect(speller.suggest('haveto')[0]).toBe('have to');
    expect(speller.suggest('ithink')[0]).toBe('I think');
    expect(speller.suggest('somethink')[0]).toBe('something');
    expect(speller.suggest('befor')[0]).toBe('before');
  });
  it('knows each run-together phrase as a non-word made of words, and each irregular form as a word', () => {
    for (const [typed, phrase] of fusedPhrasesEn) {
      expect(speller.isCorrect(typed), typed).toBe(false);
      for (const word of phrase.split(' ')) expect(speller.isCorrect(word), word).toBe(true);
    }
    for (const forms of overRegularisedPastsEn.values()) for (const form of forms) expect(speller.isCorrect(form), form).toBe(true);
  });
  it('finds words with letters left out or spelled by ear', () => {
    expect(speller.suggest('goverment')[0]).toBe('government');
    expect(speller.suggest('enviromental')[0]).toBe('environmental');
    expect(speller.suggest('definatly')[0]).toBe('definitely');
    expect(speller.suggest('probly')).toContain('probably');
  });
  it('writes the suffixes "-ful" and "-ally" right before a word one letter off', () => {
    expect(speller.suggest('gracefull')[0]).toBe('graceful');
    expect(speller.suggest('centraly')[0]).toBe('centrally');
    expect(speller.suggest('Localy')[0]).toBe('Locally');
  });
  it('puts a common word one letter off before a rare one reached through a dictionary REP pair', () => {
    // REP "ch s" also reaches "vesicles"; the pair is already costed as one sound step
    expect(speller.suggest('vechicles')[0]).toBe('vehicles');
  });

  it('offers the words it accepts beyond the dictionary, not only those of the dictionary', () => {
    // the added everyday and software words
    expect(speller.suggest('whitepsace')[0]).toBe('whitespace');
    expect(speller.suggest('checboxes')[0]).toBe('checkboxes');
    // a long agent noun, and a long word of the larger list, one slip away
    expect(speller.suggest('uplaoder')[0]).toBe('uploader');
    expect(speller.suggest('acccessors')[0]).toBe('accessors');
    // but no short rare word or made-up agent noun where a common word is meant
    expect(speller.suggest('sterret')[0]).toBe('street');
    expect(speller.suggest('lordery')).not.toContain('lorder');
  });

  it('answers at once for a pasted run of thousands of letters', () => {
    const started = performance.now();
    speller.suggest('abcdefghij'.repeat(2_000));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('words of the other languages', () => {
  it('accepts the French units in the plural, which the dictionary makes through their prefixes', async () => {
    const fr = await loadSpeller('fr', nodeDictionaries);
    for (const w of ['grammes', 'watts', 'ampères', 'centimètres', 'kilogrammes', 'millisecondes', 'microsecondes']) expect(fr.isCorrect(w), w).toBe(true);
    for (const w of ['grammess', 'milisecondes', 'centimètrs']) expect(fr.isCorrect(w), w).toBe(false);
    expect(fr.suggest('milisecondes', 3)).toContain('millisecondes');
  }, 120_000);
});

describe('German nouns in lower case', () => {
  it('takes a form the dictionary makes only for compounds as no word of its own', async () => {
    const de = await loadSpeller('de', nodeDictionaries);
    // "auto", "haus" and "spaß" stand only inside a compound ("Dieselauto"), as in Hunspell
    for (const w of ['auto', 'haus', 'spaß', 'stadt']) expect(de.isCorrect(w), w).toBe(false);
    for (const w of ['Auto', 'Haus', 'Spaß', 'Dieselauto', 'Autobahn', 'Haustür', 'Spaßbad', 'morgen', 'schnell']) expect(de.isCorrect(w), w).toBe(true);
    expect(de.suggest('auto', 3)[0]).toBe('Auto');
  }, 120_000);
});

describe('suggestions in the other languages', () => {
  it('offers a slip its writers know, a dictionary REP fix, then edits', async () => {
    const it_ = await loadSpeller('it', nodeDictionaries);
    expect(it_.suggest('pò', 3)[0]).toBe("po'");
    expect(it_.suggest("qual'è", 3)[0]).toBe('qual è');
    expect(['nè', 'quà', 'sù'].map((w) => it_.suggest(w, 3)[0])).toEqual(['né', 'qua', 'su']);
    expect(['daccordo', 'metereologia', "qualcun'altro", 'Propio'].map((w) => it_.suggest(w, 3)[0])).toEqual(["d'accordo", 'meteorologia', 'qualcun altro', 'Proprio']);
    const es = await loadSpeller('es', nodeDictionaries);
    expect(es.suggest('haiga', 3)[0]).toBe('haya');
    expect(es.suggest('Haigan', 3)[0]).toBe('Hayan');
    expect(es.suggest('habemos', 3)[0]).toBe('hemos');
    // French writes ç and ge to keep c and g soft before a, o and u
    const fr = await loadSpeller('fr', nodeDictionaries);
    expect(['mangons', 'changons', 'placons', 'commencons', 'recu'].map((w) => fr.suggest(w, 3)[0])).toEqual(['mangeons', 'changeons', 'plaçons', 'commençons', 'reçu']);
    // typed without accents: two of them missing, and the rare circumflex on a after the grave
    expect(['ete', 'interet', 'repeter', 'apres', 'pate'].map((w) => fr.suggest(w, 3)[0])).toEqual(['été', 'intérêt', 'répéter', 'après', 'pâte']);
    const de = await loadSpeller('de', nodeDictionaries);
    expect(de.suggest('Strasse', 3)[0]).toBe('Straße');
    expect(de.suggest('Addresse', 3)[0]).toBe('Adresse');
    // a noun typed in lower case
    expect(de.suggest('straße', 3)[0]).toBe('Straße');
    expect(de.suggest('modus', 3)[0]).toBe('Modus');
    // written by sound: -ig spoken as -ich, the h after an umlaut left out
    expect(['ziemlig', 'richtik', 'wärend', 'frölich'].map((w) => de.suggest(w, 3)[0])).toEqual(['ziemlich', 'richtig', 'während', 'fröhlich']);
    // a word before a full stop ends on no title or saint: "gelest." is no "gele" + "St."
    for (const w of ['gelest.', 'Buchst.']) expect(de.isCorrect(w), w).toBe(false);
    for (const w of ['usw.', 'St.', 'Bestellnr.', 'Kundennr.']) expect(de.isCorrect(w), w).toBe(true);
    // a strong verb's participle given the weak "-t"
    expect(['geholft', 'gegeht', 'geschreibt', 'gelest', 'Gegangt'].map((w) => de.suggest(w, 3)[0])).toEqual(['geholfen', 'gegangen', 'geschrieben', 'gelesen', 'Gegangen']);
    // a word of the dictionary before the compounds made up at the same distance, however many
    expect(de.suggest('Wohnug', 3)[0]).toBe('Wohnung');
    expect(de.suggest('Dokumentaion', 3)[0]).toBe('Dokumentation');
    const nl = await loadSpeller('nl', nodeDictionaries);
    expect(nl.suggest('barbekju', 3)[0]).toBe('barbecue');
    const pt = await loadSpeller('pt', nodeDictionaries);
    expect(pt.suggest('jóia', 3)[0]).toBe('joia');
    // the dictionary's rules that split after almost any letter come after the words
    expect(['progama', 'commando'].map((w) => pt.suggest(w, 5).indexOf(w === 'progama' ? 'programa' : 'comando'))).toEqual([1, 0]);
    expect(pt.suggest('progama', 5).indexOf('pro gama')).toBeGreaterThan(pt.suggest('progama', 5).indexOf('programa'));
    // a word in Brazil, a slip in Portugal, which writes it with an accent
    expect(pt.isCorrect('caractere')).toBe(true);
    const ptPt = await loadSpeller('pt-pt', nodeDictionaries);
    expect(ptPt.isCorrect('caractere')).toBe(false);
    expect(ptPt.suggest('caractere', 3)[0]).toBe('carácter');
    // spelt as before 1990: the silent consonant goes, rather than a letter changed
    expect(ptPt.suggest('detectar', 3)[0]).toBe('detetar');
    expect(ptPt.suggest('Adoptar', 3)[0]).toBe('Adotar');
    expect(ptPt.suggest('rectos', 3)[0]).toBe('retos');
  }, 120_000);
  it('splits a run-on word, but never off a letter that is no word alone', async () => {
    const pt = await loadSpeller('pt', nodeDictionaries);
    expect(pt.suggest('concerteza', 3)[0]).toBe('com certeza');
    expect(pt.suggest('apartir', 3)[0]).toBe('a partir');
    expect(pt.suggest('derrepente', 3)[0]).toBe('de repente');
    const es = await loadSpeller('es', nodeDictionaries);
    expect(es.suggest('porfavor', 3)[0]).toBe('por favor');
    expect(es.suggest('Sinembargo', 3)[0]).toBe('Sin embargo');
    // a slip of one letter is not weighed against a split of two unrelated words ("des pues")
    expect(es.suggest('despues', 5)).toEqual(expect.not.arrayContaining(['des pues']));
    const fr = await loadSpeller('fr', nodeDictionaries);
    expect(fr.suggest('parcontre', 3)[0]).toBe('par contre');
    const it_ = await loadSpeller('it', nodeDictionaries);
    expect(it_.suggest('perfavore', 3)[0]).toBe('per favore');
    // German writes its compounds as one word
    const de = await loadSpeller('de', nodeDictionaries);
    expect(de.suggest('Haustürschlüsselx', 5).filter((w) => w.includes(' '))).toEqual([]);
    for (const w of ['pixels', 'tag', 'stat', 'reloc', 'of']) expect(pt.suggest(w, 8).filter((s) => /(?:^| )\S(?: |$)/.test(s) && !/(?:^| )[aeoéà](?: |$)/.test(s)), w).toEqual([]);
  }, 120_000);
});
