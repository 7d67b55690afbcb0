import { subjectPersonRule } from './subjectPerson.js';

// The subject pronoun and its verb's person in Spanish, French, Italian and Portuguese (see
// subjectPerson.ts).

export const subjectPersonEs = subjectPersonRule({
  id: 'es_persona_sujeto',
  language: 'es',
  pronouns: { yo: 0, tú: 1, él: 2, ella: 2, usted: 2, nosotros: 3, nosotras: 3, vosotros: 4, vosotras: 4, ellos: 5, ellas: 5, ustedes: 5 },
  between: 'no|me|te|se|nos|os|lo|la|los|las|le|les|ya|también|siempre|nunca|todavía|aún|solo|sólo',
  notSubjectAfter: /(?:^|[^\p{L}])(?:a|de|del|con|sin|para|por|en|entre|sobre|hacia|hasta|según|como|excepto|salvo|incluso|menos)\s+$/iu,
  joinedAfter: /(?:^|[^\p{L}])(?:y|e|o|u|ni)\s+$/iu,
  subjunctiveAfter: /(?:^|[^\p{L}])que\s+$/iu,
  irregular: [
    ['soy', 'eres', 'es', 'somos', 'sois', 'son'],
    ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'],
    ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen'],
    ['voy', 'vas', 'va', 'vamos', 'vais', 'van'],
    ['hago', 'haces', 'hace', 'hacemos', 'hacéis', 'hacen'],
    ['puedo', 'puedes', 'puede', 'podemos', 'podéis', 'pueden'],
    ['quiero', 'quieres', 'quiere', 'queremos', 'queréis', 'quieren'],
    ['sé', 'sabes', 'sabe', 'sabemos', 'sabéis', 'saben'],
    ['digo', 'dices', 'dice', 'decimos', 'decís', 'dicen'],
    ['vengo', 'vienes', 'viene', 'venimos', 'venís', 'vienen'],
    ['he', 'has', 'ha', 'hemos', 'habéis', 'han'],
    ['pongo', 'pones', 'pone', 'ponemos', 'ponéis', 'ponen'],
    ['salgo', 'sales', 'sale', 'salimos', 'salís', 'salen'],
  ],
  regular: [
    { infinitive: 'ar', endings: ['o', 'as', 'a', 'amos', 'áis', 'an'] },
    { infinitive: 'er', endings: ['o', 'es', 'e', 'emos', 'éis', 'en'] },
    { infinitive: 'ir', endings: ['o', 'es', 'e', 'imos', 'ís', 'en'] },
  ],
});

export const subjectPersonFr = subjectPersonRule({
  id: 'fr_personne_sujet',
  language: 'fr',
  pronouns: { je: 0, tu: 1, il: 2, elle: 2, on: 2, nous: 3, vous: 4, ils: 5, elles: 5 },
  clauseOpeningOnly: new Set(['nous', 'vous']),
  clauseOpeners: /(?:,|(?:^|\s)(?:et|mais|ou|donc|car|quand|si|comme|lorsque|puisque))\s+$/i,
  elided: { je: "j'" },
  between: "ne|n['’]|me|m['’]|te|t['’]|se|s['’]|le|la|l['’]|les|lui|leur|y|en|nous|vous",
  notSubjectAfter: /(?:^|[^\p{L}])(?:à|de|d['’]|avec|pour|sans|chez|par|sur|sous|entre|contre|vers|comme|selon|sauf|malgré)\s*$/iu,
  joinedAfter: /(?:^|[^\p{L}])(?:et|ou|ni)\s+$/iu,
  subjunctiveAfter: /(?:^|[^\p{L}])(?:que\s+|qu['’]\s*)$/iu,
  irregular: [
    ['suis', 'es', 'est', 'sommes', 'êtes', 'sont'],
    ['ai', 'as', 'a', 'avons', 'avez', 'ont'],
    ['vais', 'vas', 'va', 'allons', 'allez', 'vont'],
    ['fais', 'fais', 'fait', 'faisons', 'faites', 'font'],
    ['peux/puis', 'peux', 'peut', 'pouvons', 'pouvez', 'peuvent'],
    ['veux', 'veux', 'veut', 'voulons', 'voulez', 'veulent'],
    ['sais', 'sais', 'sait', 'savons', 'savez', 'savent'],
    ['dois', 'dois', 'doit', 'devons', 'devez', 'doivent'],
    ['viens', 'viens', 'vient', 'venons', 'venez', 'viennent'],
    ['prends', 'prends', 'prend', 'prenons', 'prenez', 'prennent'],
    ['dis', 'dis', 'dit', 'disons', 'dites', 'disent'],
    ['vois', 'vois', 'voit', 'voyons', 'voyez', 'voient'],
  ],
  regular: [{ infinitive: 'er', endings: ['e', 'es', 'e', 'ons', 'ez', 'ent'] }],
  // the third person of "venir" and its kin ("il convient"), no plural of "convier"
  skipRegular: /ient$/,
});

export const subjectPersonIt = subjectPersonRule({
  id: 'it_persona_soggetto',
  language: 'it',
  pronouns: { io: 0, tu: 1, lui: 2, lei: 2, egli: 2, noi: 3, voi: 4, loro: 5 },
  between: 'non|mi|ti|si|ci|vi|lo|la|li|le|gli|ne|anche|già|sempre|mai|solo|soltanto|proprio|ancora|spesso',
  notSubjectAfter: /(?:^|[^\p{L}])(?:tutti|tutte|entrambi|entrambe|a|ad|di|da|in|con|su|per|tra|fra|senza|verso|come|il|la|i|le|lo|gli|del|della|dei|delle|al|alla|ai|alle|dal|dalla|nel|nella|sul|sulla|un|una|tranne|secondo|anche)\s+$/iu,
  joinedAfter: /(?:^|[^\p{L}])(?:e|ed|o|né)\s+$/iu,
  subjunctiveAfter: /(?:^|[^\p{L}])che\s+$/iu,
  irregular: [
    ['sono', 'sei', 'è', 'siamo', 'siete', 'sono'],
    ['ho', 'hai', 'ha', 'abbiamo', 'avete', 'hanno'],
    ['vado', 'vai', 'va', 'andiamo', 'andate', 'vanno'],
    ['faccio', 'fai', 'fa', 'facciamo', 'fate', 'fanno'],
    ['posso', 'puoi', 'può', 'possiamo', 'potete', 'possono'],
    ['voglio', 'vuoi', 'vuole', 'vogliamo', 'volete', 'vogliono'],
    ['so', 'sai', 'sa', 'sappiamo', 'sapete', 'sanno'],
    ['devo', 'devi', 'deve', 'dobbiamo', 'dovete', 'devono'],
    ['vengo', 'vieni', 'viene', 'veniamo', 'venite', 'vengono'],
    ['dico', 'dici', 'dice', 'diciamo', 'dite', 'dicono'],
    ['sto', 'stai', 'sta', 'stiamo', 'state', 'stanno'],
  ],
  regular: [
    { infinitive: 'are', endings: ['o', 'i', 'a', 'iamo', 'ate', 'ano'] },
    { infinitive: 'ere', endings: ['o', 'i', 'e', 'iamo', 'ete', 'ono'] },
    { infinitive: 'ire', endings: ['o', 'i', 'e', 'iamo', 'ite', 'ono'] },
  ],
});

// "tu" with the third person is how much of Brazil speaks ("tu vai"), so Portuguese reads the
// other pronouns only
export const subjectPersonPt = subjectPersonRule({
  id: 'pt_pessoa_sujeito',
  language: 'pt',
  pronouns: { eu: 0, ele: 2, ela: 2, você: 2, nós: 3, vós: 4, eles: 5, elas: 5, vocês: 5 },
  between: 'não|me|te|se|nos|vos|o|a|os|as|lhe|lhes|já|também|sempre|nunca|ainda|só|apenas|somente|mesmo',
  // (after a determiner "nós" is the plural of "nó", a node)
  notSubjectAfter: /(?:^|[^\p{L}])(?:os|outros|uns|estes|esses|aqueles|vários|dois|muitos|alguns|meus|teus|seus|nossos|a|de|do|da|dos|das|com|sem|para|pra|por|em|entre|sobre|até|como|exceto|segundo|contra|perante)\s+$/iu,
  joinedAfter: /(?:^|[^\p{L}])(?:e|ou|nem)\s+$/iu,
  subjunctiveAfter: /(?:^|[^\p{L}])que\s+$/iu,
  irregular: [
    ['sou', 'és', 'é', 'somos', 'sois', 'são'],
    ['estou', 'estás', 'está', 'estamos', 'estais', 'estão'],
    ['tenho', 'tens', 'tem', 'temos', 'tendes', 'têm'],
    ['vou', 'vais', 'vai', 'vamos', 'ides', 'vão'],
    ['faço', 'fazes', 'faz', 'fazemos', 'fazeis', 'fazem'],
    ['posso', 'podes', 'pode', 'podemos', 'podeis', 'podem'],
    ['quero', 'queres', 'quer', 'queremos', 'quereis', 'querem'],
    ['sei', 'sabes', 'sabe', 'sabemos', 'sabeis', 'sabem'],
    ['digo', 'dizes', 'diz', 'dizemos', 'dizeis', 'dizem'],
    ['venho', 'vens', 'vem', 'vimos', 'vindes', 'vêm'],
  ],
  regular: [
    { infinitive: 'ar', endings: ['o', 'as', 'a', 'amos', 'ais', 'am'] },
    { infinitive: 'er', endings: ['o', 'es', 'e', 'emos', 'eis', 'em'] },
    { infinitive: 'ir', endings: ['o', 'es', 'e', 'imos', 'is', 'em'] },
  ],
  // "contem", "mantem", "convem" want the accent of "ter" and "vir" ("contém"), not "conte"
  skipRegular: /[tv]em$/,
});
