import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// "Trabaja como un médico", "lavoro come un medico", "trabalho como um médico", "ik werk als een
// dokter": the trade one works as takes no article in Spanish, Italian, Portuguese and Dutch (the
// English "as a doctor" copied). Only after "work" and before a trade of the list, so that "trabaja
// como un loco" (works like mad) is left.

interface TradeLanguage {
  language: string;
  id: string;
  work: string;
  as: string;
  articles: string;
  trades: string;
}

const LANGUAGES: readonly TradeLanguage[] = [
  {
    language: 'es',
    id: 'es_como_profesion',
    work: 'trabajo|trabajas|trabaja|trabajamos|trabajan|trabajé|trabajó|trabajaba|trabajaban|trabajar|trabajando',
    as: 'como',
    articles: 'un|una',
    trades:
      'médico|médica|profesor|profesora|enfermero|enfermera|ingeniero|ingeniera|abogado|abogada|camarero|camarera|cocinero|cocinera|programador|programadora|' +
      'maestro|maestra|secretario|secretaria|arquitecto|arquitecta|traductor|traductora|vendedor|vendedora|voluntario|voluntaria|periodista|dentista|conductor|conductora',
  },
  {
    language: 'pt',
    id: 'pt_como_profissao',
    work: 'trabalho|trabalhas|trabalha|trabalhamos|trabalham|trabalhei|trabalhou|trabalhava|trabalhavam|trabalhar|trabalhando',
    as: 'como',
    articles: 'um|uma',
    trades:
      'médico|médica|professor|professora|enfermeiro|enfermeira|engenheiro|engenheira|advogado|advogada|garçom|garçonete|cozinheiro|cozinheira|programador|programadora|' +
      'secretário|secretária|arquiteto|arquiteta|tradutor|tradutora|vendedor|vendedora|voluntário|voluntária|jornalista|dentista|motorista',
  },
  {
    language: 'it',
    id: 'it_come_professione',
    work: 'lavoro|lavori|lavora|lavoriamo|lavorate|lavorano|lavoravo|lavorava|lavoravano|lavorare|lavorando|lavorato',
    as: 'come',
    articles: 'un|uno|una|un[\'’]',
    trades:
      'medico|insegnante|professore|professoressa|infermiere|infermiera|ingegnere|avvocato|avvocata|cameriere|cameriera|cuoco|cuoca|programmatore|programmatrice|' +
      'segretario|segretaria|architetto|traduttore|traduttrice|commesso|commessa|volontario|volontaria|giornalista|dentista|autista|impiegato|impiegata',
  },
  {
    language: 'nl',
    id: 'nl_als_beroep',
    work: 'werk|werkt|werken|werkte|werkten|gewerkt|werkend',
    as: 'als',
    articles: 'een',
    trades:
      'dokter|arts|leraar|lerares|docent|verpleegkundige|verpleegster|ingenieur|advocaat|ober|serveerster|kok|programmeur|secretaresse|architect|vertaler|' +
      'verkoper|verkoopster|vrijwilliger|journalist|tandarts|chauffeur|monteur|schoonmaker|kapper|bakker|boekhouder|ontwikkelaar',
  },
];

export const tradeWithoutArticleRules: readonly ProseRule[] = LANGUAGES.map((l) =>
  patternRule({
    id: l.id,
    language: l.language,
    title: 'Article',
    pattern: String.raw`\b(?:${l.work})\s+${l.as}\s+(?<fix>(?:${l.articles})\s*)(?<trade>${l.trades})\b`,
    fix: (m) => ({ replacement: '', message: `A trade one works as takes no article: "${l.as} ${m.groups!['trade']}".` }),
  }),
);
