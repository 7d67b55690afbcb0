import { adjectiveGenderRule } from './adjectiveGender.js';
import { articleGenderEs } from './indefiniteArticleGender.es.js';
import { articleGenderIt } from './indefiniteArticleGender.it.js';
import { articleGenderPt } from './indefiniteArticleGender.pt.js';

// The gender of an adjective after its noun in Spanish, Italian and Portuguese (see
// adjectiveGender.ts).

export const adjectiveGenderEs = adjectiveGenderRule({
  id: 'es_genero_adjetivo',
  articleGender: articleGenderEs,
  language: 'es',
  feminineSingular: 'la|una|esta|esa|aquella|nuestra|vuestra|otra',
  masculineSingular: 'el|un|este|ese|aquel|nuestro|vuestro|otro',
  femininePlural: 'las|unas|estas|esas|aquellas|nuestras|vuestras|otras|muchas|pocas',
  masculinePlural: 'los|unos|estos|esos|aquellos|nuestros|vuestros|otros|muchos|pocos',
  adjectiveStem: 'ic|iv|os|ari|ad|id|ísim|eñ|ian',
  adjectives: 'nuev|buen|bonit|blanc|negr|roj|amarill|pequeñ|viej|lind|fe|guap|ric|limpi|suci|llen|vací|content',
  infinitive: /(?:ar|er|ir|ír)$/,
  verbInfinitive: (w) => `${w.slice(0, -1)}ar`,
  // feminine nouns with a stressed a- take "el" ("el agua fría"); "una vez terminado el trabajo"
  // agrees with what follows; masculine nouns in -a after a wrong determiner have a rule of their own
  notNouns: new Set(['agua', 'área', 'arma', 'hambre', 'águila', 'aula', 'hacha', 'alma', 'ala', 'vez', 'veces', 'problema', 'sistema', 'tema', 'programa', 'idioma', 'clima', 'mapa', 'día', 'tanto', 'mucho', 'poco', 'cada', 'todo', 'otro', 'demasiado']),
  notAfter: 'de|a|en|con|por|para|sin|sobre|entre|desde|hasta|hacia|según|contra|tras|y|e|o|u|ni|que',
  notAdjectives: new Set(['varios', 'varias', 'cada', 'todo', 'toda', 'todos', 'todas', 'mucho', 'mucha', 'muchos', 'muchas', 'poco', 'poca', 'pocos', 'pocas', 'otro', 'otra', 'otros', 'otras', 'mismo', 'misma', 'mismos', 'mismas', 'cierto', 'cierta', 'tanto', 'tanta', 'demasiado', 'demasiada', 'formato', 'debido', 'objetivo', 'usuario', 'usuaria', 'contenido', 'entrada', 'salida', 'sentido', 'dispositivo', 'archivo', 'partido', 'estado', 'pasado', 'resultado', 'mercado', 'lado', 'modo', 'tipo', 'medio', 'centro', 'crónica', 'música', 'política', 'técnica', 'práctica', 'física', 'química', 'lógica', 'gráfica', 'clínica', 'fábrica', 'crítica', 'pública', 'república', 'comida', 'bebida', 'vida', 'ida', 'llegada', 'mirada', 'jornada']),
});

export const adjectiveGenderIt = adjectiveGenderRule({
  id: 'it_genere_aggettivo',
  articleGender: articleGenderIt,
  language: 'it',
  feminineSingular: 'la|una|questa|quella|nostra|vostra|mia|tua|sua|altra',
  masculineSingular: 'il|un|questo|quel|nostro|vostro|mio|tuo|suo|altro',
  femininePlural: 'le|queste|quelle|nostre|vostre|mie|tue|sue|altre|molte|poche',
  masculinePlural: 'i|gli|questi|quei|quegli|nostri|vostri|miei|tuoi|suoi|altri|molti|pochi',
  // a stem in c or g keeps its hard sound before the feminine "-e" ("bianche", "classiche"), so
  // "indice", "radice" and "semplice" are singulars of another class, not feminine plurals
  pluralEndings: { feminine: 'he|(?<![cg])e', masculine: 'h?i', toFeminine: ['he', 'e'], toMasculine: ['hi', 'i'] },
  pluralNoun: /[ie]$/,
  adjectiveStem: 'ic|iv|os|ari|at|it|issim',
  adjectives: 'nuov|buon|bell|piccol|vecchi|bianc|ner|ross|giall|lung|brutt|pien|vuot|stanc|content',
  infinitive: /(?:are|ere|ire|rre)$/,
  verbInfinitive: (w) => `${w.slice(0, -1)}are`,
  notNouns: new Set(['volta', 'volte', 'problema', 'sistema', 'tema', 'programma', 'clima', 'poeta', 'pianeta', 'cinema', 'tanto', 'molto', 'poco', 'ogni', 'tutto', 'altro', 'troppo']),
  notAfter: 'di|a|da|in|con|su|per|tra|fra|e|ed|o|che',
  notAdjectives: new Set(
    [
      'vari', 'varie', 'ogni', 'tutto', 'tutta', 'tutti', 'tutte', 'molto', 'molta', 'molti', 'molte', 'poco', 'poca', 'pochi', 'poche', 'altro', 'altra', 'altri', 'altre',
      'stesso', 'stessa', 'stessi', 'stesse', 'certo', 'certa', 'certi', 'certe', 'tanto', 'tanta', 'tanti', 'tante', 'troppo', 'troppa', 'troppi', 'troppe',
      'formato', 'lato', 'stato', 'mercato', 'risultato', 'passato', 'contenuto', 'partito', 'sito', 'dito', 'vita', 'uscita', 'entrata', 'modo', 'tipo', 'medio', 'centro',
      'musica', 'politica', 'tecnica', 'pratica', 'fisica', 'chimica', 'logica', 'grafica', 'clinica', 'fabbrica', 'critica', 'pubblica', 'repubblica',
      // the same nouns in the plural
      'formati', 'lati', 'stati', 'mercati', 'risultati', 'contenuti', 'partiti', 'siti', 'dati', 'modi', 'tipi', 'centri', 'vite', 'uscite', 'entrate',
      'musiche', 'politiche', 'tecniche', 'pratiche', 'fisiche', 'grafiche', 'critiche', 'fabbriche',
      // a preposition
      'tramite',
    ],
  ),
});

export const adjectiveGenderPt = adjectiveGenderRule({
  id: 'pt_genero_adjetivo',
  articleGender: articleGenderPt,
  language: 'pt',
  feminineSingular: 'a|uma|esta|essa|aquela|nossa|minha|tua|sua|outra',
  masculineSingular: 'o|um|este|esse|aquele|nosso|meu|teu|seu|outro',
  femininePlural: 'as|umas|estas|essas|aquelas|nossas|minhas|tuas|suas|outras|muitas|poucas',
  masculinePlural: 'os|uns|estes|esses|aqueles|nossos|meus|teus|seus|outros|muitos|poucos',
  adjectiveStem: 'ic|iv|os|ári|ad|id|íssim',
  adjectives: 'nov|bonit|branc|negr|vermelh|amarel|pequen|velh|lind|fei|ric|limp|suj|chei|vazi|content',
  infinitive: /(?:ar|er|ir|or)$/,
  verbInfinitive: (w) => `${w.slice(0, -1)}ar`,
  notNouns: new Set(['vez', 'vezes', 'problema', 'sistema', 'tema', 'programa', 'idioma', 'clima', 'mapa', 'dia', 'tanto', 'muito', 'pouco', 'cada', 'todo', 'outro', 'demasiado']),
  notAfter: 'de|a|em|com|por|para|sem|sobre|entre|desde|até|contra|e|ou|nem|que',
  prepositionToo: { article: /^as?$/i, feminineNoun: /(?:a|ção|dade|gem)s?$|ções$|gens$/ },
  notAdjectives: new Set(['vários', 'várias', 'todo', 'toda', 'todos', 'todas', 'muito', 'muita', 'muitos', 'muitas', 'pouco', 'pouca', 'poucos', 'poucas', 'outro', 'outra', 'outros', 'outras', 'mesmo', 'mesma', 'mesmos', 'mesmas', 'certo', 'certa', 'tanto', 'tanta', 'demasiado', 'demasiada', 'formato', 'comentário', 'comentários', 'devido', 'objetivo', 'usuário', 'conteúdo', 'entrada', 'saída', 'sentido', 'dispositivo', 'arquivo', 'partido', 'estado', 'passado', 'resultado', 'mercado', 'lado', 'modo', 'tipo', 'meio', 'centro', 'música', 'política', 'técnica', 'prática', 'física', 'química', 'lógica', 'gráfica', 'clínica', 'fábrica', 'crítica', 'pública', 'república', 'comida', 'bebida', 'vida', 'ida', 'chegada', 'cada']),
});
