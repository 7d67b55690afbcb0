import { describe, expect, it } from 'vitest';
import { detectContentType, isCodeLine } from './contentType.js';
import { detectLanguages, detectLocale, guessLanguage, paragraphLanguages } from './detectLanguage.js';

describe('guessLanguage', () => {
  it.each([
    ['en', 'The results of the survey were published in the spring, and they surprised most of the staff.'],
    ['es', 'Los resultados de la encuesta se publicaron en la primavera y sorprendieron a la mayoría del personal.'],
    ['fr', 'Les résultats de l’enquête ont été publiés au printemps et ils ont surpris la plupart du personnel.'],
    ['de', 'Die Ergebnisse der Umfrage wurden im Frühjahr veröffentlicht und haben die meisten Mitarbeiter überrascht.'],
    ['pt', 'Os resultados da pesquisa foram publicados na primavera e surpreenderam a maioria dos funcionários.'],
    ['it', 'I risultati del sondaggio sono stati pubblicati in primavera e hanno sorpreso la maggior parte del personale.'],
    ['nl', 'De resultaten van het onderzoek werden in het voorjaar gepubliceerd en verrasten het meeste personeel.'],
  ])('knows %s from one sentence', (language, sentence) => {
    expect(guessLanguage(sentence).language).toBe(language);
  });

  // Short messages and lines share their few function words with other languages ("de" with
  // four), so their spellings decide: "déjà", "-ión", "-ção", "pacchetti", "-ibile".
  it.each([
    ['fr', 'Mot de passe déjà utilisé.'],
    ['fr', 'Le fichier existe déjà.'],
    ['es', 'No se encontró la carpeta.'],
    ['es', 'No es posible crear o eliminar una entrada de la sesión.'],
    ['es', 'Contraseña incorrecta'],
    ['pt', 'Esgotou o número máximo de tentativas para o serviço.'],
    ['pt', 'A transferir listas de ficheiros.'],
    ['it', 'Installa i pacchetti senza chiedere conferma.'],
    ['it', 'Impossibile connettersi al server.'],
    ['it', 'La cartella contiene nuove email.'],
    ['de', 'Die Verbindung wurde getrennt.'],
    ['nl', 'Het bestand kon niet worden geopend.'],
    ['en', "It's just a promise."],
    ['en', 'I do three hours of exercise every day.'],
    ['en', 'Lawyers are young people.'],
  ])('knows %s from a short line: %s', (language, line) => {
    expect(guessLanguage(line).language).toBe(language);
  });

  // Lines whose only function words several languages share ("de", "la", "del"): the letters decide.
  it.each([
    ['fr', 'Activer le mode plein écran'],
    ['fr', 'Position de la ligne de base'],
    ['fr', 'Code de la touche de raccourci'],
    ['it', 'Imposta lo sfondo del desktop'],
    ['it', 'Errore interno del server'],
    ['es', 'Nombre de la carpeta de destino'],
    // "ç" and "-ável", which Spanish does not write
    ['pt', 'Incapaz de começar agora'],
    ['pt', 'Endereço de rede inválido'],
    ['pt', 'Pacote instalável'],
  ])('knows %s by its letters where function words tie: %s', (language, line) => {
    expect(guessLanguage(line).language).toBe(language);
  });

  it('has no evidence in a list of numbers', () => {
    expect(guessLanguage('12 34 56 78').score).toBe(0);
  });
});

describe('detectLanguages', () => {
  it('lists a language only when it holds a tenth of the words', () => {
    const english = 'The committee met on Tuesday and agreed that the budget for the next year should be published before the summer. '.repeat(5);
    const spanish = 'El comité se reunió el martes y acordó que el presupuesto se publicaría antes del verano.';
    expect(detectLanguages(`${english}\n\n${spanish}`).languages).toEqual(['en', 'es']);
    expect(detectLanguages(`${english.repeat(4)}\n\n${spanish}`).languages).toEqual(['en']);
  });
});

describe('paragraphLanguages', () => {
  const one = (text: string, language: 'en' | 'es' | 'fr' | 'pt'): string => paragraphLanguages([text], language)[0]!;
  it('switches for a paragraph clearly written in another language', () => {
    expect(one('Este estudio analiza la relación entre la densidad urbana y las emisiones de carbono en las ciudades.', 'en')).toBe('es');
    expect(one('This option tells the program to keep the files that it would otherwise remove from the disk.', 'fr')).toBe('en');
  });
  it('keeps the document language for a quotation, a list of names or a listing', () => {
    expect(one('As Descartes put it, "je pense, donc je suis", and the rest followed.', 'en')).toBe('en');
    expect(one('Name: editor Link: /usr/bin/editor Slaves: editor.1.gz /usr/share/man/man1/editor.1.gz Status: auto Best: /usr/bin/vim.basic Value: /usr/bin/vim.basic', 'pt')).toBe('pt');
    expect(one('Los niños comieron en la casa de sus abuelos y después durmieron.', 'es')).toBe('es');
  });
  it('gives a heading the language of the paragraph after it', () => {
    const paragraphs = ['Resumen', 'Este estudio analiza la relación entre la densidad urbana y las emisiones de carbono.', 'Abstract', 'This study analyses how dense cities are and how much carbon they emit.'];
    expect(paragraphLanguages(paragraphs, 'en')).toEqual(['es', 'es', 'en', 'en']);
  });
});

describe('detectLocale', () => {
  it('tells British from American English and European from Brazilian Portuguese by spelling', () => {
    expect(detectLocale('The colour of the centre was grey, and we organised a programme.', 'en')).toBe('en-GB');
    expect(detectLocale('The color of the center was gray, and we organized a program.', 'en')).toBe('en-US');
    expect(detectLocale('A equipa apanhou o comboio e o autocarro.', 'pt')).toBe('pt-PT');
    expect(detectLocale('Você pegou o ônibus com a equipe.', 'pt')).toBe('pt-BR');
    // the accent before m or n: open and acute in Portugal, closed and circumflex in Brazil
    expect(detectLocale('O fenómeno económico cresceu dez quilómetros.', 'pt')).toBe('pt-PT');
    expect(detectLocale('O fenômeno econômico cresceu dez quilômetros.', 'pt')).toBe('pt-BR');
    expect(detectLocale('Também alguém chegou.', 'pt')).toBe('pt-BR');
    expect(detectLocale('Der Zug fährt um neun Uhr.', 'de')).toBe('de-DE');
  });
});

describe('content type', () => {
  it('tells code lines from sentences', () => {
    expect(isCodeLine('const total = items.reduce((sum, item) => sum + item.price, 0);')).toBe(true);
    expect(isCodeLine('def parse(path):')).toBe(true);
    expect(isCodeLine('if (count > 10) {')).toBe(true);
    expect(isCodeLine('The function returns the total price of the items in the basket.')).toBe(false);
    expect(isCodeLine('See section 3 (on page 12) for details.')).toBe(false);
  });

  it('calls a document prose, code or mixed by the share of code', () => {
    const prose = 'The river rose slowly through the night. By morning the lower fields were under water.\n';
    const code = 'function double(value) {\n  return value * 2;\n}\nconsole.log(double(21));\n';
    expect(detectContentType(prose.repeat(5))).toBe('prose');
    expect(detectContentType(code.repeat(5))).toBe('code');
    expect(detectContentType(`${prose.repeat(3)}\n${code.repeat(2)}`)).toBe('mixed');
  });

  it('reads a line with one very long word in linear time', () => {
    // A pasted text is judged on the API's own thread: a pattern that rescans a long run of word
    // characters from each of its letters took 8 s for 40,000 letters and would take minutes
    // for the 400,000 a text may hold, holding every other request up meanwhile.
    const line = `See ${'a'.repeat(200_000)} and call run() or obj.run( again`;
    const started = performance.now();
    expect(isCodeLine(line)).toBe(false);
    expect(detectContentType(line)).toBe('prose');
    expect(detectLanguages(`The report is here. ${line}`).language).toBe('en');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('still counts calls glued to long names', () => {
    expect(isCodeLine(`${'x'.repeat(5_000)}.update(); then_${'y'.repeat(5_000)}()`)).toBe(true);
  });
});
