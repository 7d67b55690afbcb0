import type { ProseRule } from '../../lint/rule.js';
import { patternRule } from './patternRule.js';

// Spanish and Portuguese have two verbs "to be": "estar" for a passing state ("ella está
// cansada", not "es cansada") and "ser" for what one is, a profession among them ("soy
// estudiante", not "estoy estudiante" or "está una profesora"). Read only after a subject pronoun
// or a word for a relative or a friend ("mi hermana"), as "este trabajo es cansado" (tiring) is
// right, and only with states that "ser" never takes of a person; not before "por", where the
// participle is a passive's ("fue preocupado por").

export interface SerEstarSpec {
  id: string;
  language: string;
  pronouns: string;
  /** Words that may stand between the verb and its complement ("muy", "no" goes before the verb). */
  degree: string;
  /** Forms of "ser" with the form of "estar" of the same person and tense. */
  serToEstar: Readonly<Record<string, string>>;
  /** Regex alternatives: adjectives of a passing state, in all their forms. */
  states: string;
  /** Nouns of professions and roles. */
  roles: string;
  negation: string;
  /** Indefinite articles that may stand before a role ("está una profesora"). */
  articles: string;
}

export function serEstarRule(spec: SerEstarSpec): ProseRule {
  const estarToSer = Object.fromEntries(Object.entries(spec.serToEstar).map(([ser, estar]) => [estar, ser]));
  const ser = Object.keys(spec.serToEstar).join('|');
  const estar = Object.keys(estarToSer).join('|');
  return patternRule({
    id: spec.id,
    language: spec.language,
    title: 'Ser or estar',
    pattern: String.raw`\b(?:${spec.pronouns})\s+(?:${spec.negation}\s+)?(?:(?<fix>${ser})\s+(?:(?:${spec.degree})\s+)?(?:${spec.states})\b(?!\s+por\b)|(?<fix2>${estar})\s+(?:(?:${spec.articles})\s+)?(?:${spec.roles})\b)`,
    fix: (m) => {
      const toEstar = m.groups!['fix'];
      if (toEstar) {
        const replacement = spec.serToEstar[toEstar.toLowerCase()]!;
        return { replacement, message: `A passing state takes "estar": "${replacement}".` };
      }
      const replacement = estarToSer[m.groups!['fix2']!.toLowerCase()]!;
      return { replacement, message: `What someone is, a profession or a role, takes "ser": "${replacement}".` };
    },
  });
}

export const serEstarEs = serEstarRule({
  id: 'es_ser_estar',
  language: 'es',
  pronouns:
    'yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes|(?:mi|tu|su|nuestra|nuestro)\\s+(?:madre|padre|hermana|hermano|amiga|amigo|novia|novio|esposa|esposo|hija|hijo|tía|tío|prima|primo|abuela|abuelo)',
  negation: 'no|ya|también|siempre|todavía',
  articles: 'un|una|unos|unas',
  degree: 'muy|tan|bastante|demasiado|algo|un\\s+poco|realmente|súper',
  serToEstar: {
    soy: 'estoy', eres: 'estás', es: 'está', somos: 'estamos', sois: 'estáis', son: 'están',
    era: 'estaba', eras: 'estabas', éramos: 'estábamos', eran: 'estaban', fui: 'estuve', fuiste: 'estuviste', fue: 'estuvo', fuimos: 'estuvimos', fueron: 'estuvieron',
  },
  states: '(?:cansad|content|preocupad|enfadad|enojad|hart|resfriad|embarazad|estresad|agotad|mojad|sentad)(?:o|a|os|as)',
  roles: 'estudiantes?|profesora?s?|profesores|médic[oa]s?|ingenier[oa]s?|abogad[oa]s?|enfermer[oa]s?|maestr[oa]s?|arquitect[oa]s?|periodistas?|camarer[oa]s?|dentistas?|cociner[oa]s?',
});

export const serEstarPt = serEstarRule({
  id: 'pt_ser_estar',
  language: 'pt',
  pronouns:
    'eu|tu|ele|ela|você|nós|eles|elas|vocês|(?:minha|meu|tua|teu|sua|seu|nossa|nosso)\\s+(?:mãe|pai|irmã|irmão|amiga|amigo|namorada|namorado|esposa|marido|filha|filho|tia|tio|prima|primo|avó|avô)',
  negation: 'não|já|também|sempre|ainda',
  articles: 'um|uma|uns|umas',
  degree: 'muito|tão|bastante|demasiado|meio|um\\s+pouco|realmente|super',
  serToEstar: {
    sou: 'estou', és: 'estás', é: 'está', somos: 'estamos', são: 'estão',
    era: 'estava', eras: 'estavas', éramos: 'estávamos', eram: 'estavam', fui: 'estive', foste: 'estiveste', foi: 'esteve', fomos: 'estivemos', foram: 'estiveram',
  },
  states: '(?:cansad|preocupad|zangad|chatead|resfriad|estressad|esgotad|molhad|sentad)(?:o|a|os|as)|contentes?',
  roles: 'estudantes?|professora?s?|professores|médic[oa]s?|engenheir[oa]s?|advogad[oa]s?|enfermeir[oa]s?|arquitet[oa]s?|jornalistas?|dentistas?|cozinheir[oa]s?',
});
