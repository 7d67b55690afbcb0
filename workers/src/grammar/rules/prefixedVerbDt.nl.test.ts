import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { prefixedVerbDtNl } from './prefixedVerbDt.nl.js';

const opts = realDictionaries('nl');

describe('nl_dt_prefixed_verb', () => {
  it('writes the participle with a d beside a form of hebben, zijn or worden', () => {
    const fixes: Array<[string, string]> = [
      ['Het bedrijf is vorig jaar verhuist.', 'Het bedrijf is vorig jaar verhuisd.'],
      ['Het is verhuist naar Utrecht.', 'Het is verhuisd naar Utrecht.'],
      ['Hij heeft de vraag beantwoordt.', 'Hij heeft de vraag beantwoord.'],
      ['De tekst wordt morgen verbetert.', 'De tekst wordt morgen verbeterd.'],
      ['De sleutel kon niet verwijdert worden.', 'De sleutel kon niet verwijderd worden.'],
      ['Controleer of het bericht verstuurt is.', 'Controleer of het bericht verstuurd is.'],
      ['Deze optie wordt door GLib niet ondersteunt.', 'Deze optie wordt door GLib niet ondersteund.'],
    ];
    for (const [text, fixed] of fixes) expect(fixWithRule(prefixedVerbDtNl, text, opts('nl')), text).toBe(fixed);
  });

  it('writes the present with a t after a subject opening the clause', () => {
    const fixes: Array<[string, string]> = [
      ['Hij verbeterd de tekst.', 'Hij verbetert de tekst.'],
      ['Dit beïnvloed niet de uitlijning.', 'Dit beïnvloedt niet de uitlijning.'],
      ['Dat betekend dat het werkt.', 'Dat betekent dat het werkt.'],
      ['Het filter dat bepaald welke bestanden zichtbaar zijn.', 'Het filter dat bepaalt welke bestanden zichtbaar zijn.'],
      ['Zij beantwoord elke vraag.', 'Zij beantwoordt elke vraag.'],
    ];
    for (const [text, fixed] of fixes) expect(fixWithRule(prefixedVerbDtNl, text, opts('nl')), text).toBe(fixed);
    expect(runRule(prefixedVerbDtNl, 'Het is verhuist.', opts('nl'))[0]?.message).toBe(
      'With a form of "hebben", "zijn" or "worden" this is the participle, with a d: "verhuisd".',
    );
  });

  it('stays quiet on correct text', () => {
    for (const ok of [
      'Het bestand is verplaatst.',
      'Het is laat.',
      'Hij verandert zijn leven.',
      'Hij heeft een huis dat hij verhuurt.',
      'Het is een programma dat zijn eigen bestand niet verwijdert.',
      'Of dit label de taal waarin de tekst gerenderd wordt beïnvloedt.',
      'Omdat het verbeterd is, werkt het.',
      'Ik heb dat veranderd.',
      'De regel die verwijderd moet worden.',
      'Een optie die bepaald gedrag beïnvloedt.',
      'Een laag, die bekend staat als TLS.',
      'Het onderhoud van de tuin kost tijd.',
      'Het verband tussen beide is duidelijk.',
      'Het is gebeurt.',
    ]) {
      expect(runRule(prefixedVerbDtNl, ok, opts('nl')), ok).toEqual([]);
    }
  });
});
