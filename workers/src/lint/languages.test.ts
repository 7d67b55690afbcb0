import { describe, expect, it } from 'vitest';
import { lintDocument } from './lintDocument.node.js';
import { applyFixes } from './resolveOverlaps.js';

// One real sentence with mistakes and one correct sentence per language: each
// mistake is found, the fixes give the intended sentence, the correct one is quiet.

const cases: Array<{ language: string; wrong: string; fixed: string; correct: string }> = [
  {
    language: 'es',
    wrong: 'Los niños comieron manzanas en la la casa de sus abuelos , y después durmieron.',
    fixed: 'Los niños comieron manzanas en la casa de sus abuelos, y después durmieron.',
    correct: 'Está lloviendo mucho hoy, así que nos quedamos en casa leyendo libros.',
  },
  {
    language: 'fr',
    wrong: "Les enfants mangeaient des pommes dans la maison de leurs grands-parents , puis ils ont ont dormi.",
    fixed: "Les enfants mangeaient des pommes dans la maison de leurs grands-parents, puis ils ont dormi.",
    correct: "Il pleut beaucoup aujourd'hui, alors nous restons à la maison pour lire l'histoire de la ville.",
  },
  {
    language: 'de',
    wrong: 'Die Kinder aßen Äpfel im Haus ihrer Großeltern , und dann haben haben sie geschlafen.',
    fixed: 'Die Kinder aßen Äpfel im Haus ihrer Großeltern, und dann haben sie geschlafen.',
    correct: 'Es regnet heute sehr viel, deshalb bleiben wir zu Hause und lesen Bücher über den Arbeitsplatz.',
  },
  {
    language: 'pt',
    wrong: 'As crianças comeram maçãs na casa dos avós , e depois depois dormiram.',
    fixed: 'As crianças comeram maçãs na casa dos avós, e depois dormiram.',
    correct: 'Está chovendo muito hoje, então ficamos em casa lendo livros sobre a história da cidade.',
  },
  {
    language: 'it',
    wrong: 'I bambini mangiavano mele nella casa dei nonni , e poi poi hanno dormito.',
    fixed: 'I bambini mangiavano mele nella casa dei nonni, e poi hanno dormito.',
    correct: "Oggi piove molto, quindi restiamo a casa a leggere libri sulla storia dell'arte.",
  },
  {
    language: 'nl',
    wrong: 'De kinderen aten appels in het huis van hun grootouders , en daarna daarna sliepen ze.',
    fixed: 'De kinderen aten appels in het huis van hun grootouders, en daarna sliepen ze.',
    correct: 'Het regent vandaag veel, dus blijven we thuis en lezen we boeken over de geschiedenis van de stad.',
  },
];

const misspelled: Record<string, [string, string]> = {
  es: ['Mañana vamos a la plaia con mis amigos.', 'playa'],
  fr: ['Demain nous allons à la plagee avec nos amis.', 'plage'],
  de: ['Morgen gehen wir mit unseren Freunden schwimen.', 'schwimmen'],
  pt: ['Amanhã vamos à praiia com os nossos amigos.', 'praia'],
  it: ['Domani andiamo alla spiagia con i nostri amici.', 'spiaggia'],
  nl: ['Morgen gaan wij met onze vrienden naar het strannd.', 'strand'],
};

describe.each(cases)('lintDocument ($language)', ({ language, wrong, fixed, correct }) => {
  const opts = { language, register: 'general' as const, styleEnabled: true };
  it('finds the mistakes and the fixes give the intended sentence', async () => {
    const r = await lintDocument(wrong, opts);
    expect(r.issues.length).toBeGreaterThanOrEqual(2);
    for (const i of r.issues) expect(i.locale.startsWith(language)).toBe(true);
    expect(applyFixes(wrong, r.findings)).toBe(fixed);
  }, 180_000);
  it('stays quiet on a correct sentence', async () => {
    const r = await lintDocument(correct, opts);
    expect(r.issues.map((i) => i.original.text)).toEqual([]);
  }, 180_000);
  it('flags a misspelling and suggests the word', async () => {
    const [text, word] = misspelled[language]!;
    const r = await lintDocument(text, opts);
    const spelling = r.issues.filter((i) => i.category === 'spelling');
    expect(spelling).toHaveLength(1);
    expect(spelling[0]!.fix.replacement).toBe(word);
  }, 180_000);
});

describe('lintDocument (German nouns)', () => {
  const opts = { language: 'de', register: 'general' as const, styleEnabled: true };
  const flagged = async (text: string): Promise<string[]> =>
    (await lintDocument(text, opts)).issues.filter((i) => i.category === 'spelling').map((i) => i.original.text);
  it('flags a misspelt noun inside a sentence, after its article', async () => {
    expect(await flagged('Morgen gehen wir wieder in die Schuhle, wie jeden Tag.')).toEqual(['Schuhle']);
  }, 180_000);
  it('leaves an English loanword and a term the writer uses twice', async () => {
    expect(await flagged('Der Branch wurde in den Master übernommen, und beim Parsen gab es keinen Fehler.')).toEqual([]);
    expect(await flagged('Der Rebase lief gut. Nach dem Rebase war alles sauber.')).toEqual([]);
  }, 180_000);
});
