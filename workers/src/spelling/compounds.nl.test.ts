import { describe, expect, it } from 'vitest';
import { AffixChecker } from './affixChecker.js';
import { checkSpelling } from './checkSpelling.js';
import { parseHunspell } from './hunspellAffixes.js';
import { nodeDictionaries } from '../lint/lintDocument.node.js';
import { loadSpeller } from './speller.js';

// Dutch compounds as the nl dictionary places their parts: a misspelling no longer passes as
// a made-up compound ("ziekehuis" as "zieke|huis", "moeilik" as "moei|lik"), and real
// compounds, with a linking s or en, a hyphen between vowels or nouns the dictionary leaves
// unplaced, still pass.

const aff = `SET UTF-8
FLAG long
COMPOUNDBEGIN Ca
COMPOUNDMIDDLE Cb
COMPOUNDEND Cc
COMPOUNDPERMITFLAG Cp
ONLYINCOMPOUND Cx
FORBIDDENWORD Fw
CHECKCOMPOUNDDUP
COMPOUNDRULE 1
COMPOUNDRULE (N1)(N2)
CHECKCOMPOUNDPATTERN 2
CHECKCOMPOUNDPATTERN e /C2		# a vowel clash needs a hyphen
CHECKCOMPOUNDPATTERN k ker
SFX Zb Y 1
SFX Zb 0 en/CaCbCp .	ts:NN2
SFX Ch Y 1
SFX Ch 0 s/CaCbCxCp .
SFX Aa Y 1
SFX Aa 0 e .
`;
const dic = `14
huis/CaCcZb
deur/CcZb
stad/CcCh
bestuur/Cc
ziek/Aa
pan/CcZb
koek/Cc
map/Zb
lik/Zb
moei
zee/Ca
egel/CcC2
eenen/CxN1
twintig/N2
`;

describe('AffixChecker, strict compounds', () => {
  const checker = new AffixChecker(parseHunspell(aff, dic), { strictCompounds: true });
  const lenient = new AffixChecker(parseHunspell(aff, dic));
  it('asks each part for the flag of its place', () => {
    expect(checker.check('huisdeur')).toBe(true);
    // "deur" may only end a compound
    expect(checker.check('deurhuis')).toBe(false);
    expect(lenient.check('deurhuis')).toBe(true);
  });
  it('takes an affix inside the word only with COMPOUNDPERMITFLAG (a linking s or en)', () => {
    // the plural ending carries the begin flag and COMPOUNDPERMITFLAG; "pan" itself may only end one
    expect(checker.check('panenkoek')).toBe(true);
    expect(checker.check('pankoek')).toBe(false);
    expect(checker.check('stadsbestuur')).toBe(true);
    expect(checker.check('stadbestuur')).toBe(false);
    expect(checker.check('ziekehuis')).toBe(false);
    expect(lenient.check('ziekehuis')).toBe(true);
  });
  it('lets a noun the dictionary leaves unplaced stand anywhere, but no other word', () => {
    expect(checker.check('huismap')).toBe(true);
    expect(checker.check('maphuis')).toBe(true);
    expect(checker.check('moeilik')).toBe(false);
  });
  it('reads CHECKCOMPOUNDPATTERN, CHECKCOMPOUNDDUP and COMPOUNDRULE', () => {
    expect(checker.check('zeeegel')).toBe(false);
    expect(checker.check('huishuis')).toBe(false);
    expect(checker.check('eenentwintig')).toBe(true);
    expect(checker.check('twintigeenen')).toBe(false);
  });
});

describe('Dutch spelling', () => {
  const findings = async (text: string): Promise<Array<[string, string | undefined]>> => {
    const sp = await loadSpeller('nl', nodeDictionaries);
    return checkSpelling(text, { speller: sp, accepted: new Set() }).map((f) => [text.slice(f.start, f.end), f.replacements[0]]);
  };

  it('flags misspellings that split into odd compounds, and offers the word first', async () => {
    expect(await findings('Hij ligt al een week in het ziekehuis.')).toEqual([['ziekehuis', 'ziekenhuis']]);
    expect(await findings('Het is beina vreidag.')).toEqual([['beina', 'bijna'], ['vreidag', 'vrijdag']]);
    expect(await findings('Dat was moeilik, maar het werd een gezellich feest.')).toEqual([['moeilik', 'moeilijk'], ['gezellich', 'gezellig']]);
    expect(await findings('We aten kippesoep en keken naar de zonnenbloem.')).toEqual([['kippesoep', 'kippensoep'], ['zonnenbloem', 'zonnebloem']]);
    expect(await findings('Een zeeegel kwam enigzins onverwacht.')).toEqual([['zeeegel', 'zee-egel'], ['enigzins', 'enigszins']]);
    expect(await findings('Ik heb mijn pakket zowieso nergends gevonden.')).toEqual([['zowieso', 'sowieso'], ['nergends', 'nergens']]);
    expect(await findings('Het restaurent is altijt dicht.')).toEqual([['restaurent', 'restaurant'], ['altijt', 'altijd']]);
    expect(await findings('De herrinnering aan die vakansie in februari blijft.')).toEqual([['herrinnering', 'herinnering'], ['vakansie', 'vakantie']]);
  }, 120_000);

  it('keeps accepting real compounds', async () => {
    const text =
      'Na de pannenkoeken bij de zonnebloemen liepen we langs de boekenkast naar de fietsenstalling. ' +
      'Het stadsbestuur zette een ziekenhuisopname en een auto-ongeluk in de krantenartikelen. ' +
      'Een zee-egel, eenentwintig kinderen en vijfhonderd bezoekers op woensdagmiddag. ' +
      'De gebruikersnaam staat in de installatiemap, de padnaam in het pakketnaampatroon van de printerwachtrij.';
    expect(await findings(text)).toEqual([]);
  }, 120_000);
});
