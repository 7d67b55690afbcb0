import { describe, expect, it } from 'vitest';
import type { ProseRule } from '../../lint/rule.js';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { commonErrorsPt } from './commonErrors.pt.js';

const ctx = { language: 'pt', register: 'general' as const, isWord: () => true };
const check = (text: string) => resolveOverlaps(commonErrorsPt.flatMap((r: ProseRule) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('Portuguese common errors', () => {
  it.each([
    ['Eu moro em a cidade e gosto de o carro, passo por a praça.', 'Eu moro na cidade e gosto do carro, passo pela praça.'],
    ['Quero que você vem amanhã e espero que ele tem tempo.', 'Quero que você venha amanhã e espero que ele tenha tempo.'],
    ['Eu gosto muito chocolate, ela gosta o filme e nós gostamos ler.', 'Eu gosto muito de chocolate, ela gosta do filme e nós gostamos de ler.'],
    ['Eu queria que você vinha, e era preciso que ele tinha paciência.', 'Eu queria que você viesse, e era preciso que ele tivesse paciência.'],
    ['Por ultimo, o numero de alunos cresceu.', 'Por último, o número de alunos cresceu.'],
    ['Eu acho que ele vai vim amanhã, e nós vamos vim depois.', 'Eu acho que ele vai vir amanhã, e nós vamos vir depois.'],
    ['Ninguém fazem nada, ninguém me dizem a verdade.', 'Ninguém faz nada, ninguém me diz a verdade.'],
    ['O filme foi bom, mais o final não agradou, porque agente gostou do começo.', 'O filme foi bom, mas o final não agradou, porque a gente gostou do começo.'],
    ['Na pratica, cada capitulo tem sua pagina.', 'Na prática, cada capítulo tem sua página.'],
    ['Eu moro aqui a dois anos e gosto da cidade.', 'Eu moro aqui há dois anos e gosto da cidade.'],
    ['A muito tempo que espero por ela.', 'Há muito tempo que espero por ela.'],
    ['Aonde você está? Aonde mora o seu irmão?', 'Onde você está? Onde mora o seu irmão?'],
    ['Ela é muito cansada e eu estou estudante.', 'Ela está muito cansada e eu sou estudante.'],
    ['Ela está uma professora muito boa.', 'Ela é uma professora muito boa.'],
    ['Minha irmã está professora e meu pai é muito cansado.', 'Minha irmã é professora e meu pai está muito cansado.'],
    ['Ela está meia cansada e elas estão meias preocupadas.', 'Ela está meio cansada e elas estão meio preocupadas.'],
    ['Ontem houveram muitos problemas na escola.', 'Ontem houve muitos problemas na escola.'],
    ['Na reunião haviam várias pessoas cansadas.', 'Na reunião havia várias pessoas cansadas.'],
    ['Fazem dois anos que não vejo o meu primo.', 'Faz dois anos que não vejo o meu primo.'],
    ['Já fazem três meses desde a mudança.', 'Já faz três meses desde a mudança.'],
    ['Há dois anos atrás eu morava no Porto.', 'Há dois anos eu morava no Porto.'],
    ['Conheci-a há muito tempo atrás.', 'Conheci-a há muito tempo.'],
    ['O meu irmão é mas alto que eu.', 'O meu irmão é mais alto que eu.'],
    ['Esta é a mas importante de todas.', 'Esta é a mais importante de todas.'],
    ['Ele acordou de mal humor e ficou mau humorado.', 'Ele acordou de mau humor e ficou mal-humorado.'],
    ['Ela trouxe o livro para mim ler.', 'Ela trouxe o livro para eu ler.'],
    ['Eles tem razão e elas não vem hoje.', 'Eles têm razão e elas não vêm hoje.'],
    ['Vocês tem tempo?', 'Vocês têm tempo?'],
    ['A gente vamos ao cinema e a gente não fomos à praia.', 'A gente vai ao cinema e a gente não foi à praia.'],
    ['Isto fica entre eu e você.', 'Isto fica entre mim e você.'],
    ['O segredo fica entre você e eu.', 'O segredo fica entre você e mim.'],
    ['O almoço é ao meio-dia e meio.', 'O almoço é ao meio-dia e meia.'],
    ['As vezes eu saio cedo, mas as vezes fico.', 'Às vezes eu saio cedo, mas às vezes fico.'],
    ['Os problemas são muito grave, e as casas são bonito.', 'Os problemas são muito graves, e as casas são bonitas.'],
    ['Os alunos não tem tempo e meus pais mora em Lisboa.', 'Os alunos não têm tempo e meus pais moram em Lisboa.'],
    ['Eles estão cansado depois da viagem.', 'Eles estão cansados depois da viagem.'],
    ['Elas são muito bonito.', 'Elas são muito bonitas.'],
    ['Eles são normal.', 'Eles são normais.'],
    ['Eles ficaram preocupado.', 'Eles ficaram preocupados.'],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });

  it('leaves an attribute that agrees, an adverb, a number or a noun without an article after the plural pronoun', () => {
    for (const ok of [
      'Esses duplicados são entrada inválida para outros programas.',
      'Algumas vezes pode falhar, e nas definições pode haver erros; o lápis é azul.',
      'Eles estão cansados e elas estão contentes.',
      'Eles estão bem, são quatro e estão em casa.',
      'Eles são parte do problema.',
      'Eles são posse de root.',
    ]) {
      expect(check(ok).filter((f) => f.rule === 'pt_concordancia_plural'), ok).toEqual([]);
    }
  });

  it('stays quiet on correct sentences', () => {
    for (const ok of [
      // "de" stays apart before the subject of an infinitive; "para que" asking what for
      'Antes de o professor chegar, saímos. Para que serve isto?',
      'Eu gosto de chocolate e ela gosta dele. Eu gosto muito, e ele tem bom gosto. Eu não gosto disso, gosto para caramba.',
      'Daqui a dois anos vou mudar de casa.',
      'Daqui a pouco tempo eu chego, e ele está meia hora atrasado.',
      'Aonde você vai? Onde você vai?',
      'Este trabalho é cansado, e ela foi preocupada por eles.',
      'Eles têm razão, ele tem tempo e elas vêm hoje.',
      'A gente vai ao cinema; nós vamos depois.',
      'Entre eu ir e ficar, prefiro ir.',
      'Entre mim e você não há segredos.',
      'O almoço é ao meio-dia e meia, com meio copo de vinho.',
      'Às vezes saio. Todas as vezes que fui, choveu; lembro as vezes em que rimos.',
      'O curso dura de um a dois anos.',
      'O preço, mais os impostos, subiu; o agente gostou e quero mais, mais e mais.',
      'A escola fica a cinco minutos de casa.',
      'Ontem houve muitos problemas na escola.',
      'Eles haviam muitas vezes dito o mesmo.',
      'Os alunos haviam terminado a prova.',
      'Faz dois anos que não o vejo.',
      'Os gêmeos fazem dois anos amanhã.',
      'Há dois anos eu morava aqui.',
      'Dois anos atrás eu morava aqui.',
      'Ele é mais alto que eu.',
      'Ele é alto, mas o irmão é mais alto que ele.',
      'Estou de mau humor hoje.',
      'Ele dormiu mal esta noite.',
      'É difícil para mim aceitar isso.',
      'Ela trouxe o livro para eu ler.',
      'Ele comprou um presente para mim ontem.',
      'Ela a pratica todo dia e ele nos critica.',
      'O público aplaudiu por último.',
    ]) {
      expect(check(ok).map((f) => ok.slice(f.start, f.end))).toEqual([]);
    }
  });

  describe('with a dictionary', () => {
    const words = new Set(['ter', 'tivesse', 'tivéssemos', 'viajar', 'viajássemos', 'comer', 'comesse', 'filho', 'filhos', 'animal', 'animais', 'papel', 'papéis', 'canção', 'canções', 'acham', 'irão', 'querer', 'quer', 'amigo', 'amigos', 'aluno', 'alunos', 'vi', 'ao', 'aos', 'irmão', 'irmãos', 'contém', 'conténs', 'cansado', 'cansada', 'alto', 'alta', 'membro', 'membra']);
    const dictionary = { ...ctx, isWord: (w: string) => words.has(w) };
    const fixPt = (text: string) => applyFixes(text, resolveOverlaps(commonErrorsPt.flatMap((r: ProseRule) => r.check(text, dictionary))));
    it.each([
      ['Se eu teria tempo, viajaria.', 'Se eu tivesse tempo, viajaria.'],
      ['Mesmo se nós teríamos dinheiro, e se nós viajaríamos, e se ela comeria.', 'Mesmo se nós tivéssemos dinheiro, e se nós viajássemos, e se ela comesse.'],
      ['Vi meus filho, nossos animal, seus papel e suas canção.', 'Vi meus filhos, nossos animais, seus papéis e suas canções.'],
      // after a preposition "os" is the article, and "dos", "aos" always are
      ['Saí com os amigo dos aluno.', 'Saí com os amigos dos alunos.'],
      ['Tenho três irmão.', 'Tenho três irmãos.'],
      ['Ela está muito cansado, e minha irmã é alto.', 'Ela está muito cansada, e minha irmã é alta.'],
    ])('%s', (wrong, right) => {
      expect(fixPt(wrong)).toBe(right);
    });
    it('leaves "se" of whether, a pronoun before its verb and a plural shared out', () => {
      for (const ok of ['Não sei se teria tempo.', 'Alguns acham que sim, e estes irão ver.', 'Eu os vi no MS-DOS ao invés de Unix.', 'A coluna dois contém as linhas.', 'Meus primeiro e segundo filhos, vários PGP.', 'Ela é membro do clube. Ele está cansado.']) {
        expect(fixPt(ok), ok).toBe(ok);
      }
    });
  });
});
