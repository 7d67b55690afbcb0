import { describe, expect, it } from 'vitest';
import { realDictionaries } from '../../../test/realDictionaries.js';
import type { ProseRule } from '../../lint/rule.js';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { commonErrorsFr } from './commonErrors.fr.js';

const ctx = { language: 'fr', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(commonErrorsFr.flatMap((r: ProseRule) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('French common errors', () => {
  it.each([
    ['Les enfants a joué et les voisins ont parlé.', 'Les enfants ont joué et les voisins ont parlé.'],
    ["C'est le livre que je t'ai parlé, la chose qu'il a besoin.", "C'est le livre dont je t'ai parlé, la chose dont il a besoin."],
    ["Si j'aurais su, je serais venu plus tôt.", "Si j'avais su, je serais venu plus tôt."],
    ["Si je serais riche, j'achèterais une maison.", "Si j'étais riche, j'achèterais une maison."],
    ["Si j'avais de l'argent, j'achèterai une maison, et s'il pleuvait, nous resterons ici.", "Si j'avais de l'argent, j'achèterais une maison, et s'il pleuvait, nous resterions ici."],
    ["Nous avons parlés longtemps et elle a mangée une pomme.", 'Nous avons parlé longtemps et elle a mangé une pomme.'],
    ["La pomme que j'ai mangé était bonne, la maison qu'il a construit est grande et cette robe que tu n'as jamais mis est belle.", "La pomme que j'ai mangée était bonne, la maison qu'il a construite est grande et cette robe que tu n'as jamais mise est belle."],
    ['Il va a Paris demain avec sa famille.', 'Il va à Paris demain avec sa famille.'],
    ["C'est la meilleur solution pour sa premier visite.", "C'est la meilleure solution pour sa première visite."],
    ["J'ai allé au cinéma et ils ont venu hier.", 'Je suis allé au cinéma et ils sont venu hier.'],
    ['Nous avons parlé de le problème et je vais à le cinéma.', 'Nous avons parlé du problème et je vais au cinéma.'],
    ['Les étudiants est fatigués, mais il est plus meilleur.', 'Les étudiants sont fatigués, mais il est meilleur.'],
    ['Les gens qui travail beaucoup sont fatigués.', 'Les gens qui travaillent beaucoup sont fatigués.'],
    ["Il y a beaucoup de gens qui pense que c'est facile, et trop d'enfants qui mange mal.", "Il y a beaucoup de gens qui pensent que c'est facile, et trop d'enfants qui mangent mal."],
    ['Mes amis qui habite à Paris ne sont pas venus, et ces enfants qui ne mange pas non plus.', 'Mes amis qui habitent à Paris ne sont pas venus, et ces enfants qui ne mangent pas non plus.'],
    ['Ma mère et mon père est en vacances.', 'Ma mère et mon père sont en vacances.'],
    ['Nous allons a la plage a partir de midi.', 'Nous allons à la plage à partir de midi.'],
    ["Le match est annulé a cause de la pluie, jusqu'a demain.", "Le match est annulé à cause de la pluie, jusqu'à demain."],
    ['Il a réussi grâce a son travail.', 'Il a réussi grâce à son travail.'],
    ['Ils on dit que le train était en retard.', 'Ils ont dit que le train était en retard.'],
    ["Elles l'on vu hier soir.", "Elles l'ont vu hier soir."],
    ['Ces un problème que nous devons résoudre.', "C'est un problème que nous devons résoudre."],
    ['Je sais que ses pas facile.', "Je sais que c'est pas facile."],
    ["Hier, j'ai manger une pomme.", "Hier, j'ai mangé une pomme."],
    ["Ils n'ont pas encore terminer le travail.", "Ils n'ont pas encore terminé le travail."],
    ["Même s'il pourrait venir, il resterait chez lui.", "Même s'il pouvait venir, il resterait chez lui."],
    ['Nous partirons, et si vous seriez prêts, nous vous attendrions.', 'Nous partirons, et si vous étiez prêts, nous vous attendrions.'],
    ['Quelque soit le prix, nous achèterons ce tableau.', 'Quel que soit le prix, nous achèterons ce tableau.'],
    ['Il viendra, quelque soit la météo.', 'Il viendra, quelle que soit la météo.'],
    ['Il à mangé toute la tarte.', 'Il a mangé toute la tarte.'],
    ["Il n'y à plus de pain et on à faim.", "Il n'y a plus de pain et on a faim."],
    ['Elle à perdu ses clés.', 'Elle a perdu ses clés.'],
    ['Il a vendu ça maison en mai.', 'Il a vendu sa maison en mai.'],
    ['Sa va mieux depuis hier.', 'Ça va mieux depuis hier.'],
    ['Quand à moi, je reste ici.', 'Quant à moi, je reste ici.'],
    ["Il c'est trompé de porte.", "Il s'est trompé de porte."],
    ['Ils ce sont levés tôt.', 'Ils se sont levés tôt.'],
    ['Il a dit: non.', 'Il a dit\u00a0: non.'],
    ['Vraiment ? Il a dit: non!', 'Vraiment ? Il a dit\u00a0: non\u202f!'],
    // a capitalised word or a name is no field name
    ['Remarque: la valeur Auto: oui reste active, disait Jean-Pierre: bien.', 'Remarque\u00a0: la valeur Auto\u00a0: oui reste active, disait Jean-Pierre\u00a0: bien.'],
    ['Malgré que la pluie tombe, nous sortons.', 'Bien que la pluie tombe, nous sortons.'],
    ["Il est venu malgré qu'il soit malade.", "Il est venu bien qu'il soit malade."],
    ['Il faut pallier à ce manque de personnel.', 'Il faut pallier ce manque de personnel.'],
    ['Nous avons pallié au problème.', 'Nous avons pallié le problème.'],
    ['Ces mesures palliaient aux défauts du système.', 'Ces mesures palliaient les défauts du système.'],
    ['Je me rappelle de son nom.', 'Je me rappelle son nom.'],
    ['Elle ne se rappelle plus du titre du livre.', 'Elle ne se rappelle plus le titre du livre.'],
    ["Tu te rappelles d'une chanson de cet été\u00a0?", "Tu te rappelles une chanson de cet été\u00a0?"],
    ["Il faut se rappeler de l'histoire.", "Il faut se rappeler l'histoire."],
    ["Il est parti après qu'elle soit arrivée.", "Il est parti après qu'elle est arrivée."],
    ['Après que nous ayons mangé, il a plu.', 'Après que nous avons mangé, il a plu.'],
    ["Après qu'ils en aient parlé, tout allait mieux.", "Après qu'ils en ont parlé, tout allait mieux."],
    ['Le projet est meilleur en terme de coût.', 'Le projet est meilleur en termes de coût.'],
    ["En terme d'efficacité, rien ne change.", "En termes d'efficacité, rien ne change."],
    ['Vous faîtes du bon travail.', 'Vous faites du bon travail.'],
    ["Qu'est-ce que vous nous faîtes là\u00a0?", "Qu'est-ce que vous nous faites là\u00a0?"],
    ['Vous ne le faîtes jamais.', 'Vous ne le faites jamais.'],
    ['Je viendrai si il fait beau, même si ils sont en retard.', "Je viendrai s'il fait beau, même s'ils sont en retard."],
    ['En faite, je ne sais pas. Il est parti en faite.', 'En fait, je ne sais pas. Il est parti en fait.'],
    ["D'ou vient-il ? Ou est la gare ?", "D'où vient-il ? Où est la gare ?"],
    ['Ça fait sens, et ça ferait sens.', 'Ça a du sens, et ça aurait du sens.'],
    ['Ils sont arrivé hier soir.', 'Ils sont arrivés hier soir.'],
    ['Elles étaient fatigué après le voyage.', 'Elles étaient fatiguées après le voyage.'],
    ['Ils ne sont pas prêt à partir.', 'Ils ne sont pas prêts à partir.'],
    ['Les résultats ? Ils sont normal.', 'Les résultats ? Ils sont normaux.'],
    ['Elles sont content de partir.', 'Elles sont contentes de partir.'],
    ['Hier, je suis aller au marché.', 'Hier, je suis allé au marché.'],
    ["Elle est tomber dans l'escalier.", "Elle est tombée dans l'escalier."],
    ['Nous ne sommes pas rester chez nous.', 'Nous ne sommes pas restés chez nous.'],
    ['Je me suis lever tôt, et elle s\'est coucher tard.', "Je me suis levé tôt, et elle s'est couchée tard."],
    ['Les employés ont étés formés, elles ont toutes étées invitées.', 'Les employés ont été formés, elles ont toutes été invitées.'],
    ['Quand a moi, je reste ici.', 'Quant à moi, je reste ici.'],
    ['Un restaurant que un ami aime, parce que on y mange bien ; je ai faim de une pomme.', "Un restaurant qu'un ami aime, parce qu'on y mange bien ; j'ai faim d'une pomme."],
    ["J'ai besoin de le livre et je vais à le théâtre, puis je décide de le prendre et de le lire.", "J'ai besoin du livre et je vais au théâtre, puis je décide de le prendre et de le lire."],
    ['Il y a des gens qui pense que c\'est facile.', "Il y a des gens qui pensent que c'est facile."],
    ['Nous avons mangé des bons plats avec des vieux amis.', 'Nous avons mangé de bons plats avec de vieux amis.'],
    ['Je hésite beaucoup, la heure est venue et le homme aime le hiver doux.', "J'hésite beaucoup, l'heure est venue et l'homme aime l'hiver doux."],
    ["Je vais chercher mes enfant à l'école.", "Je vais chercher mes enfants à l'école."],
    ['Il faut que je vais chez le médecin.', "Il faut que j'aille chez le médecin."],
    ['Je veux que tu fais tes devoirs, et je ne veux pas que tu vas là-bas.', 'Je veux que tu fasses tes devoirs, et je ne veux pas que tu ailles là-bas.'],
    ['Il ne faut pas que je ne vais seul chez lui, ni que tu y vas.', "Il ne faut pas que je n'aille seul chez lui, ni que tu y vas."],
    ["Bien qu'il est tard, il faudrait que vous avez le temps.", "Bien qu'il soit tard, il faudrait que vous ayez le temps."],
    ["Je parle lentement pour qu'elles peuvent comprendre, avant qu'on ne fait rien.", "Je parle lentement pour qu'elles puissent comprendre, avant qu'on ne fasse rien."],
    ['Certaines révision ne sont pas prêtes.', 'Certaines révisions ne sont pas prêtes.'],
    // "les" opening a sentence or after a preposition is the article; "des" and "aux" always are
    ['Ils jouent dans les jardin, aux parc, avec des ami.', 'Ils jouent dans les jardins, aux parcs, avec des amis.'],
    ['Il arrive à sept heure avec deux ami.', 'Il arrive à sept heures avec deux amis.'],
    ["Il y a beaucoup des gens ici, et j'ai trop des amis.", "Il y a beaucoup de gens ici, et j'ai trop d'amis."],
    ["Je n'ai pas de l'argent, il n'y a plus du pain et nous n'avons jamais des amis.", "Je n'ai pas d'argent, il n'y a plus de pain et nous n'avons jamais d'amis."],
    ['Je vais au coiffeur demain, et elle est allée au médecin.', 'Je vais chez le coiffeur demain, et elle est allée chez le médecin.'],
    ["Je ne sais pas qu'est-ce que tu veux. Dis-moi qu'est-ce qui se passe.", 'Je ne sais pas ce que tu veux. Dis-moi ce qui se passe.'],
    ['Ils lisent leurs journal chaque jour, et ses nouveau livres.', 'Ils lisent leurs journaux chaque jour, et ses nouveaux livres.'],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });

  it('leaves an attribute that agrees, an adverb, a number or an invariable word after "ils sont"', () => {
    for (const ok of [
      'Ils sont arrivés hier, et elles sont venues.',
      'Ils sont bien arrivés.',
      'Ils sont même venus.',
      'Ils sont mille à attendre.',
      'Ils sont en retard, ils sont là, ils sont ensemble.',
      'Ils sont simplement téléchargés.',
      'Ils sont tous contents.',
      "Ils sont d'accord.",
    ]) {
      expect(check(ok).filter((f) => f.rule === 'fr_accord_attribut_pluriel'), ok).toEqual([]);
    }
  });

  it('stays quiet on correct sentences', () => {
    for (const ok of [
      'Le haut de la page, la hauteur et le hachage ; le héros et la hache.',
      'Si je sais la réponse, je te dirai. Si tu veux, je viendrai. Si j\'avais su, je serais venu.',
      'Le prix des bons produits ; il a mangé des petits pois avec des jeunes gens et des grands-parents.',
      "Les enfants a la maison. Le fait que j'ai parlé. Je pense que j'ai besoin de toi. C'est ce que j'ai besoin de faire.",
      "La fois que j'ai vu ce film, la preuve que j'ai fini, la lettre que j'ai voulu écrire, la femme que j'ai vu partir, la pomme que j'ai mangée, la chose que j'ai été.",
      'La liste de ces fichiers qui est affichée reste courte.',
      // "les" as a pronoun: before its verb, after its subject, opening a sentence before a verb; "-aux" an option
      'Je les mange, il faut les voir. Les ajoute aussi à la liste, comme ps -aux.',
      // one of a set of values written with slashes
      'Le champ type passe aux nom/off valeurs possibles.',
      // a number as a pronoun, a quantity or a label
      'Ils ont tous deux été trouvés ; une puissance de deux comprise entre 1 et 8 ; voir étape trois ci-dessous.',
      // "des" is "of the" before a known set
      'Beaucoup des gens que je connais sont partis, et il y a beaucoup des élèves de ma classe.',
      // "être" keeps its article, "parler de" its "de le", and "pas du tout" is no article
      "Ce n'est pas du vin. Je ne parle pas du film. Je n'ai pas du tout compris, pas de la même façon.",
      'Je vais chez le coiffeur, puis au salon de coiffure.',
      "Qu'est-ce que tu veux ? Je sais, qu'est-ce que ça change ?",
      "Les pommes qu'elle a achetées sont bonnes, elle nous a aidées et nous les avons vus.",
      'Combien de pommes elle a mangées ? Ils ont été invités.',
      "L'un des enfants qui joue dehors est mon fils.",
      'Les gens qui travaillent beaucoup sont fatigués.',
      "Beaucoup de gens qui pensent ainsi, et le reste de ces fichiers qui est vide.",
      "J'ai décidé de le faire et de les aider; je suis allé à le voir.",
      "L'ordre dans les listes et les arborescences est inversé; la somme de tous les paquets est calculée.",
      'Le groupe contenant ces informations est ajouté.',
      'La grand-mère dort, et le meilleur ami de la nouvelle voisine arrive.',
      "Si j'avais su, je serais venu.",
      "S'il fait beau, si elle vient et si on veut, nous sortirons.",
      "Tu viens ou tu restes ? Le thé ou le café, ou est-ce que tu préfères l'eau ? Où est-il ?",
      'Cela a du sens ; il fait sensation et fait sensiblement mieux.',
      'La maison est en fait petite, une demande faite en bonne et due forme.',
      'Il a la grippe depuis hier.',
      'Elle a chaque fois raison.',
      "Il a l'heure exacte.",
      'Sa grâce a séduit la foule.',
      'La face a changé depuis.',
      'On a à manger pour tout le monde.',
      'Il a hier acheté du pain.',
      'Il a cher payé son erreur.',
      'Ces livres sont à moi, et ses amis aussi.',
      "On dit qu'ils sont partis.",
      "Il n'a rien à faire aujourd'hui.",
      "Je ne sais pas si j'aurais le temps demain.",
      'Il se demande si elle viendrait avec nous.',
      'Quel que soit le résultat, nous serons contents.',
      'Il a mangé une pomme à midi.',
      'Je pense à elle à chaque instant.',
      "C'est elle à qui je parlais.",
      'Il y a à manger pour tout le monde.',
      'Ça va très bien, merci.',
      'Elle aime sa maison et sa famille.',
      'Ça fait longtemps que je ne suis pas venu.',
      'Quand il est arrivé, nous avons mangé.',
      "C'est une belle journée, il fait beau.",
      'Pour elles ce sont des amies.',
      'Vraiment ? Il a dit : non !',
      'Vraiment\u202f? Oui\u00a0: demain.',
      'Vraiment? Oui, demain!',
      'Il arrive à 14:30 demain.',
      'Le paquet porte la mention « AutoInstall: true » dans son fichier.',
      'Une ligne commençant par #TODO: est ignorée, comme MAX_SIZE: 10 dans la configuration.',
      'EXEMPLE Version: 1.2 Priority: optional Section: utils',
      "Il viendra, malgré qu'il en ait.",
      'Malgré la pluie, nous sortons.',
      'Il faut pallier ce manque.',
      'Ce remède pallie, à court terme, la douleur.',
      'Je me rappelle son nom et je me souviens de sa voix.',
      'Rappelle-toi de fermer la porte.',
      'Il se rappelle de moi.',
      'Je me rappelle des choses étranges.',
      "Tu te rappelles de l'avoir vu\u00a0?",
      'Il me rappelle de son bureau.',
      "Après qu'elle est arrivée, nous avons mangé.",
      "Avant qu'il soit trop tard, partons.",
      "Il faut qu'elle soit là après que nous aurons fini.",
      'Le contrat arrive à son terme de plein droit.',
      'En termes de coût, le projet est meilleur.',
      'Vous faites du bon travail.',
      'Les faîtes des arbres bougent.',
      'Ce jour-là, vous dîtes adieu à la ville.',
      "Il partira, malgré que j'en aie.",
      "C'est manger sainement qui compte.",
      'Retire la ou les variables, de ou vers le serveur ; supprimez-le ou gardez-la en place. Il est à la une, le onze, de yaourt.',
      'Il faut rester calme : je suis resté, elle est allée, ils sont arrivés.',
      'Certains de ses amis sont venus, différents entre eux.',
      'Vos ancienne et nouvelle versions diffèrent.',
      "Il faut que j'aille, bien qu'il soit tard et que nous ayons le temps.",
      "Je pense qu'il est tard. Je sais que tu vas venir. Il dit que nous avons raison.",
      'Je veux que tu fasses tes devoirs. Il veut quelque chose que tu as.',
      "Pour qu'ils viennent, il faut qu'on prenne le train.",
      'Mes neuf enfants et mes grand-parents sont là.',
      'Il a été formé ; elles ont été invitées.',
      'Quand à la fin il parle, quand il a moi comme témoin.',
    ]) {
      expect(check(ok).map((f) => ok.slice(f.start, f.end))).toEqual([]);
    }
  });

  it('leaves "quelque soit" where the gender of the noun is unknown', () => {
    expect(check('Il viendra, quelque soit leur avis.')).toEqual([]);
    expect(check('Il reste, quelque soit son envie.')).toEqual([]);
  });
  it('leaves the colon of a label no French dictionary knows, an English one or a name of code', () => {
    const english = { ...ctx, isWord: (w: string) => !['values', 'package', 'Package'].includes(w) };
    const found = commonErrorsFr.flatMap((r: ProseRule) => r.check('Il renvoie les values: 0 ou 1. Package: grep. Remarque: la suite.', english));
    expect(found.map((f) => f.rule)).toEqual(['fr_space_before_punctuation']);
  });
});

describe('fr_adjectif_masculin', () => {
  const rule = commonErrorsFr.find((r) => r.id === 'fr_adjectif_masculin')!;
  // the French dictionary's verdict on the words these sentences hold and the forms the rule builds
  const WORDS = new Set(
    'problème important film intéressant caractère heureux choix naturel moment silencieux peu cher paquet actif activer service appel appeler garçon jet jeter processus tien'.split(' '),
  );
  const fr = { language: 'fr', isWord: (w: string) => WORDS.has(w) };
  it('makes the adjective after a masculine noun masculine', () => {
    expect(fixWithRule(rule, "C'est un problème très importante, et ce film intéressante.", fr)).toBe("C'est un problème très important, et ce film intéressant.");
    expect(fixWithRule(rule, 'Il a un caractère heureuse et un choix naturelle.', fr)).toBe('Il a un caractère heureux et un choix naturel.');
  });
  it('stays quiet on adverbial nouns and verbs after their subject', () => {
    for (const ok of [
      'Elle est restée un moment silencieuse.',
      'Elle est un peu chère.',
      "Tout changement dans l'état de ce paquet active l'action.",
      'Ce service appelle la fonction, et ce garçon jette la balle.',
      'Il faut que ce processus tienne compte des erreurs.',
    ]) {
      expect(runRule(rule, ok, fr), ok).toEqual([]);
    }
  });

  describe('with the French dictionary', () => {
    const opts = realDictionaries('fr');
    const fixReal = (text: string) => applyFixes(text, resolveOverlaps(commonErrorsFr.flatMap((r: ProseRule) => r.check(text, { ...ctx, isWord: opts('fr').isWord! }))));
    it('takes "les" opening a sentence or after "et" for the article before a noun', () => {
      expect(fixReal('Les enfant jouent. Il y a des chats et les enfant rient.')).toBe('Les enfants jouent. Il y a des chats et les enfants rient.');
    });
    it('leaves "les" as a pronoun before a verb, the stem changes of the verb undone', () => {
      for (const ok of ['Les ajoute aussi. Il les voit et les prend, les mange et les finit.', 'Il lit les patchs et les intègre, lit les données et les envoie.']) {
        expect(fixReal(ok), ok).toBe(ok);
      }
    });
  });
});
