import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { fixedPhrases } from './fixedPhrases.js';

describe('fixed_phrase', () => {
  it('fixes the article or preposition in a fixed phrase', () => {
    expect(fixWithRule(fixedPhrases, 'For an example, the bus was late.')).toBe('For example, the bus was late.');
    expect(fixWithRule(fixedPhrases, 'We stayed in home all day. I think so that he is right.')).toBe('We stayed at home all day. I think that he is right.');
    expect(fixWithRule(fixedPhrases, 'We reached to a conclusion. He is angry on me and proud for his son. I look forward for your reply.')).toBe(
      'We reached a conclusion. He is angry with me and proud of his son. I look forward to your reply.',
    );
    expect(fixWithRule(fixedPhrases, 'It was so a beautiful day, and it is so an odd place.')).toBe('It was such a beautiful day, and it is such an odd place.');
    expect(fixWithRule(fixedPhrases, 'There is no any water. I have not never seen it. I wish I can go.')).toBe('There is no water. I have never seen it. I wish I could go.');
    expect(fixWithRule(fixedPhrases, 'There are many works to do, so I have many works to do later.')).toBe('There is a lot of work to do, so I have a lot of work to do later.');
    expect(fixWithRule(fixedPhrases, 'This one is more good, that one was more bad. It is the most good restaurant and the most bad day.')).toBe(
      'This one is better, that one was worse. It is the best restaurant and the worst day.',
    );
    expect(fixWithRule(fixedPhrases, 'The price will depend of the weather.')).toBe('The price will depend on the weather.');
    expect(fixWithRule(fixedPhrases, 'Building a house takes long time.')).toBe('Building a house takes a long time.');
    expect(fixWithRule(fixedPhrases, 'Phones help us get contact with old friends.')).toBe('Phones help us get in contact with old friends.');
    expect(fixWithRule(fixedPhrases, 'Now we can contact with anyone.')).toBe('Now we can contact anyone.');
    expect(fixWithRule(fixedPhrases, 'Every tenant has right not to open the door.')).toBe('Every tenant has the right not to open the door.');
    expect(fixWithRule(fixedPhrases, 'The bridge has a know weakness in its north pier.')).toBe('The bridge has a known weakness in its north pier.');
    expect(fixWithRule(fixedPhrases, 'We have a same idea.')).toBe('We have the same idea.');
    expect(fixWithRule(fixedPhrases, "I'm waiting you at the station.")).toBe("I'm waiting for you at the station.");
    expect(fixWithRule(fixedPhrases, 'They are waiting the bus; he apologized me.')).toBe('They are waiting for the bus; he apologized to me.');
    expect(runRule(fixedPhrases, 'I waited the whole day and waited my turn; she waits tables.')).toEqual([]);
    expect(fixWithRule(fixedPhrases, "We have lunch at 1 pm o'clock. That is all what I know.")).toBe('We have lunch at 1 pm. That is all that I know.');
    expect(fixWithRule(fixedPhrases, 'He is good in playing chess.')).toBe('He is good at playing chess.');
    expect(runRule(fixedPhrases, 'He is good in bed, and it is good in theory.')).toEqual([]);
    expect(fixWithRule(fixedPhrases, "I'm not agree; they are not agree. It's depend on you.")).toBe("I don't agree; they do not agree. It depends on you.");
    expect(fixWithRule(fixedPhrases, 'The book consists from three parts; it depends from the price.')).toBe('The book consists of three parts; it depends on the price.');
    expect(fixWithRule(fixedPhrases, "In spite the rain, I haven't seen him since ages.")).toBe("In spite of the rain, I haven't seen him for ages.");
    expect(fixWithRule(fixedPhrases, 'A large amount of people came; so much people!')).toBe('A large number of people came; so many people!');
    expect(fixWithRule(fixedPhrases, 'The news are bad. He said me that he was tired.')).toBe('The news is bad. He told me that he was tired.');
    expect(fixWithRule(fixedPhrases, "I am agree, and I'm agree again; she is agree.")).toBe('I agree, and I agree again; she agrees.');
    expect(fixWithRule(fixedPhrases, 'Can you explain me the rules?')).toBe('Can you explain to me the rules?');
    expect(fixWithRule(fixedPhrases, 'I explained him the problem and explained her how it works.')).toBe('I explained to him the problem and explained to her how it works.');
    expect(fixWithRule(fixedPhrases, 'He said me to hurry, and she says us to wait.')).toBe('He told me to hurry, and she tells us to wait.');
    expect(fixWithRule(fixedPhrases, 'Please contact with me soon; they contacted with us.')).toBe('Please contact me soon; they contacted us.');
    expect(runRule(fixedPhrases, 'She explained her theory. He said to me that it was late; they said them to the crowd.')).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'The most of people like music, in the most of cases.')).toBe('Most people like music, in most cases.');
    expect(fixWithRule(fixedPhrases, 'We met a lot of time ago, and she made a photo of us.')).toBe('We met a long time ago, and she took a photo of us.');
    expect(fixWithRule(fixedPhrases, 'There are a lot people here, and A lot students spend a lot money.')).toBe('There are a lot of people here, and A lot of students spend a lot of money.');
    expect(runRule(fixedPhrases, 'I like it a lot more. We work a lot. I learned a lot work-related skills.')).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'If every people thinks so, each people must act.')).toBe('If every person thinks so, each person must act.');
    expect(runRule(fixedPhrases, 'Every people of the earth rejoiced.')).toEqual([]);
    expect(fixWithRule(fixedPhrases, "It is good idea to rest; that's bad idea.")).toBe("It is a good idea to rest; that's a bad idea.");
    expect(fixWithRule(fixedPhrases, 'I am going to home early, and next year I will go to abroad.')).toBe('I am going home early, and next year I will go abroad.');
    expect(fixWithRule(fixedPhrases, 'We arrived to the airport late. She is good in cooking.')).toBe('We arrived at the airport late. She is good at cooking.');
    expect(runRule(fixedPhrases, 'I went to home page settings. We arrived to find it closed. Students from abroad came.')).toEqual([]);
    expect(runRule(fixedPhrases, 'It is a good idea, and the good ideas win.')).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'Please say me the truth; I am interesting in it.')).toBe('Please tell me the truth; I am interested in it.');
    expect(fixWithRule(fixedPhrases, "After class I went to home. I'm interesting in art.")).toBe("After class I went home. I'm interested in art.");
    expect(fixWithRule(fixedPhrases, 'He returned back to Lagos. The report emphasizes on cost.')).toBe('He returned to Lagos. The report emphasizes cost.');
    expect(fixWithRule(fixedPhrases, 'The money are on the table, and the information were wrong.')).toBe('The money is on the table, and the information was wrong.');
    expect(fixWithRule(fixedPhrases, 'Can you borrow me your pen? She borrowed him a car.')).toBe('Can you lend me your pen? She lent him a car.');
    expect(fixWithRule(fixedPhrases, 'She spoke to our school principle.')).toBe('She spoke to our school principal.');
    expect(fixWithRule(fixedPhrases, 'She was married with a doctor; he got married with Anna.')).toBe('She was married to a doctor; he got married to Anna.');
    expect(fixWithRule(fixedPhrases, 'She gave a birth to twins.')).toBe('She gave birth to twins.');
    expect(fixWithRule(fixedPhrases, 'Despite of the rain, in a long term, it pays.')).toBe('Despite the rain, in the long term, it pays.');
    expect(fixWithRule(fixedPhrases, 'Most of people walk, and many of people run.')).toBe('Most people walk, and many people run.');
    expect(fixWithRule(fixedPhrases, 'But almost people do not know it.')).toBe('But most people do not know it.');
    expect(fixWithRule(fixedPhrases, 'The teacher explained about the rules, and we participated to the game.')).toBe('The teacher explained the rules, and we participated in the game.');
    expect(fixWithRule(fixedPhrases, 'On Sundays we go for shopping; last year they went for skiing.')).toBe('On Sundays we go shopping; last year they went skiing.');
    expect(fixWithRule(fixedPhrases, 'As the result, the road was closed.')).toBe('As a result, the road was closed.');
    expect(fixWithRule(fixedPhrases, 'According to me, we should think critical about sources.')).toBe('In my view, we should think critically about sources.');
    expect(fixWithRule(fixedPhrases, 'She did a mistake, so I will make my homework again. I was born at 1995.')).toBe('She made a mistake, so I will do my homework again. I was born in 1995.');
    expect(fixWithRule(fixedPhrases, 'It is a one of the best films.')).toBe('It is one of the best films.');
    expect(fixWithRule(fixedPhrases, 'We arrived in the airport at five. He is afraid from dogs.')).toBe('We arrived at the airport at five. He is afraid of dogs.');
    expect(fixWithRule(fixedPhrases, 'He entered into the room, we reached to the station, and I am waiting you to consider about it.')).toBe(
      'He entered the room, we reached the station, and I am waiting for you to consider it.',
    );
    for (const ok of ['They entered into an agreement.', 'She reached to the top shelf.', 'I will wait you out.']) expect(runRule(fixedPhrases, ok)).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'I will go to there tomorrow; she came to here by bus. Listen me! He is married to his work since years. We could not go to outside.')).toBe(
      'I will go there tomorrow; she came here by bus. Listen to me! He is married to his work for years. We could not go outside.',
    );
    expect(fixWithRule(fixedPhrases, 'We had a great fun at the party. Thanks for your helps.')).toBe('We had great fun at the party. Thanks for your help.');
    expect(fixWithRule(fixedPhrases, 'I have a lot of funs and we had funs.')).toBe('I have a lot of fun and we had fun.');
    expect(fixWithRule(fixedPhrases, 'I need to by a new phone. We trained hard, than we won.')).toBe('I need to buy a new phone. We trained hard, then we won.');
    for (const ok of ['It is bigger, than we thought.', 'He went to by the river.', 'Do more than we can.']) expect(runRule(fixedPhrases, ok), ok).toEqual([]);
    expect(fixWithRule(fixedPhrases, "I will loose my keys; don't loose hope. Please be quite in the library. He past the exam.")).toBe(
      "I will lose my keys; don't lose hope. Please be quiet in the library. He passed the exam.",
    );
    expect(fixWithRule(fixedPhrases, 'I go to the bed at 11 pm.')).toBe('I go to bed at 11 pm.');
    expect(runRule(fixedPhrases, 'He went to the bed and sat on it.')).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'Can you make me a favor? I wish I would have known; we were surprised of it, but there is no need of worry.')).toBe(
      'Can you do me a favor? I wish I had known; we were surprised by it, but there is no need to worry.',
    );
    expect(fixWithRule(fixedPhrases, 'The criteria is clear, the phenomena was rare, and a criteria is missing.')).toBe(
      'The criteria are clear, the phenomena were rare, and a criterion is missing.',
    );
    for (const ok of ['I wish you would have a look.', 'There is no need of touching it.', 'A file meeting any of the criteria is listed.', 'It is quite good and quite cheap.', 'He walked past the house; we drove past it.', 'The screw is not loose.']) {
      expect(runRule(fixedPhrases, ok), ok).toEqual([]);
    }
    for (const ok of ['It is a great fun game.', 'A good fun and fair contest.', 'She helps her mother; it helps.', 'We went from here to there.', 'Move the declaration to here.', 'It has been so since years ago.', 'They listened, and we listen more.']) expect(runRule(fixedPhrases, ok), ok).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'I live in United States and he moved to UK.')).toBe('I live in the United States and he moved to the UK.');
    expect(fixWithRule(fixedPhrases, 'I had a breakfast at seven and we have a dinner together.')).toBe('I had breakfast at seven and we have dinner together.');
    expect(fixWithRule(fixedPhrases, 'Because of I was tired, we will go to shopping tomorrow.')).toBe('Because I was tired, we will go shopping tomorrow.');
    expect(runRule(fixedPhrases, 'We go to swimming lessons and went to shopping malls.')).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'He did a big effort, did a party, and could not open the light.')).toBe('He made a big effort, had a party, and could not turn on the light.');
    expect(runRule(fixedPhrases, 'Open the light switch box.')).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'I want to learn more knowledge about computers.')).toBe('I want to gain more knowledge about computers.');
    for (const ok of ['I had a big breakfast and a lunch meeting.', 'We had a lunch meeting.']) expect(runRule(fixedPhrases, ok)).toEqual([]);
    for (const ok of ['It is part of UK law, in United States history.', 'Join USA Freedom Corps, all of us.']) expect(runRule(fixedPhrases, ok)).toEqual([]);
    for (const ok of ['I am so proud for you.', 'It is defined in the Internet Standards process.', 'Limit their effects to those files.', 'We port the filter effects to Rust.', 'It made one stream a dependent of the other.']) expect(runRule(fixedPhrases, ok), ok).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'It has negative effects to health; we are dependent of it.')).toBe('It has negative effects on health; we are dependent on it.');
    for (const ok of ['We want to do the most good in the world.', 'Aid does the most good, and it can stay in home care.', 'They stay in-home with help.', 'There is more good news today.']) expect(runRule(fixedPhrases, ok), ok).toEqual([]);
    expect(fixWithRule(fixedPhrases, 'It is important, and this are the reason I study it. This were a good idea. And this are all the reasons.')).toBe('It is important, and this is the reason I study it. This was a good idea. And these are all the reasons.');
    expect(fixWithRule(fixedPhrases, 'This are my friends, and this were the best days.')).toBe('These are my friends, and these were the best days.');
    expect(fixWithRule(fixedPhrases, 'When I was child, this are the games I was good in math and bad in sports.')).toBe('When I was a child, these are the games I was good at math and bad at sports.');
    expect(fixWithRule(fixedPhrases, 'It was a such good day. How long time does it take?')).toBe('It was such a good day. How long does it take?');
    expect(fixWithRule(fixedPhrases, "I can't hardly wait, and she couldn't barely see.")).toBe('I can hardly wait, and she could barely see.');
    expect(fixWithRule(fixedPhrases, 'The life is short. We met at Monday and meet again in next week.')).toBe('Life is short. We met on Monday and meet again next week.');
    expect(fixWithRule(fixedPhrases, 'Physics are my favourite subject. She plays the tennis.')).toBe('Physics is my favourite subject. She plays tennis.');
    expect(fixWithRule(fixedPhrases, 'I go to school by the bus, and we went to the city centre by the train.')).toBe('I go to school by bus, and we went to the city centre by train.');
    expect(fixWithRule(fixedPhrases, 'I visited United States last year. She lives in UK.')).toBe('I visited the United States last year. She lives in the UK.');
    expect(fixWithRule(fixedPhrases, 'Despite it was raining, she is good in English.')).toBe('Although it was raining, she is good at English.');
  });
  it('stays quiet on the right phrases', () => {
    for (const ok of [
      'He told a such-and-such story; such a day, such an idea.',
      'However long time passes, I can hardly wait. She could barely see.',
      "The life of a bee is short; in last year's report the physics are well understood.",
      "Look at Monday's plan. They play the tennis match and play the piano.",
      'Despite it, and despite its age, the results were good in English.',
      'He believed in us and came to us. United States citizens cited United States v. Jones.',
      'He got hit by the bus. We went outside and waited by the car. I go to the bus stop by the bus station.',
      'He is married with two children. She married a doctor. They got married with little fuss.',
      'For example, the bus was late.',
      'The results were good in English, and when I was a child I liked this area.',
      'Things like this are good to keep up, and all of this were signs.',
      'Both that and this are fine.',
      'He was born at home on 1 May, born at 1995-05-01, and did the homework.',
      'See the docs for an example of how it works, or the tests for an example.',
      'It depends on the weather and takes a long time.',
      'We lost contact with them, and the lack of news worried us.',
      'She has the right to stay and is in contact with her lawyer.',
      'She has the right not to know, a known risk, and the two signals are discriminated by pitch.',
      'Only those in the know, and a know-it-all, knew.',
      'A same-sex couple had the same idea.',
      'I agree that she is agreeable.',
      'It is dependent on you, and it depends on us.',
      'Can you explain the rules to me?',
      "We're waiting you out; I'm waiting for you at home.",
      'The amount of peoples’ savings grew; as much people-watching as ever.',
      'What news are there? He said that he was tired.',
      "Most people made the most of people's time and the most of them.",
      'It took a lot of time. I make a photo album of our trips.',
      'They say me and my sister look alike; the result is interesting in itself.',
      'He went to home page settings, then went home.',
      'She came back and returned the book; the emphasis on cost was clear.',
      'According to my teacher, I think critical thinking matters.',
      'Can I borrow her car? We borrowed them from the library; the moneys are listed.',
      'The guiding principle of the school system is fairness.',
      'She explained the rules and what they are about; we participated in it.',
      'We go for a swim, go shopping, and go for shopping-centre deals.',
      'Almost all people agree; almost everyone does.',
      'Most of the people walk; most of people’s time is work, as for most of peoples.',
      'In spite of the rain, despite the wind, they won in a long run of games.',
      'She gave birth to twins; the twins gave a birthday party.',
      'The sum is returned as the result. As the result of the vote, he resigned.',
    ]) {
      expect(runRule(fixedPhrases, ok)).toEqual([]);
    }
  });
});

describe('fixed_phrase in Spanish', () => {
  const es = { language: 'es' };
  it('takes "en" from a day and "de" from an impersonal "es importante"', () => {
    expect(fixWithRule(fixedPhrases, 'Vamos a la playa en el domingo, y es muy importante de estudiar.', es)).toBe('Vamos a la playa el domingo, y es muy importante estudiar.');
    for (const ok of ['Es importante de verdad.', 'Es mejor de lo que pensaba.', 'Es difícil de leer.', 'Nos vemos el domingo.']) expect(runRule(fixedPhrases, ok, es), ok).toEqual([]);
  });
  it('fixes a hidden gender, "ser de acuerdo", a copied preposition and a double comparative', () => {
    expect(fixWithRule(fixedPhrases, 'La problema es que soy de acuerdo con el mano.', es)).toBe('El problema es que estoy de acuerdo con la mano.');
    expect(fixWithRule(fixedPhrases, 'Es importante de estudiar y estoy interesado de la música.', es)).toBe('Es importante estudiar y estoy interesado en la música.');
    expect(fixWithRule(fixedPhrases, 'Voy a ir en el cine; me recuerdo de la primer vez y es más mejor así.', es)).toBe(
      'Voy a ir al cine; me acuerdo de la primera vez y es mejor así.',
    );
    expect(fixWithRule(fixedPhrases, 'Hay muchos gente y vivo aquí desde tres años.', es)).toBe('Hay mucha gente y vivo aquí desde hace tres años.');
    expect(fixWithRule(fixedPhrases, 'No hay agua para todos las personas ni todas los niños.', es)).toBe('No hay agua para todas las personas ni todos los niños.');
    expect(fixWithRule(fixedPhrases, 'El precio depende en la calidad y el plan consiste de tres partes.', es)).toBe('El precio depende de la calidad y el plan consiste en tres partes.');
    expect(fixWithRule(fixedPhrases, 'Tengo mucho hambre y poco paciencia.', es)).toBe('Tengo mucha hambre y poca paciencia.');
    expect(fixWithRule(fixedPhrases, 'Ella está una buena profesora y yo estoy un estudiante.', es)).toBe('Ella es una buena profesora y yo soy un estudiante.');
  });
  it('stays quiet on the right forms', () => {
    for (const ok of ['El problema es que estoy de acuerdo.', 'Es importante de verdad.', 'La fiesta fue en el museo.', 'El agua está fría y la mano está sucia.', 'Es más mayor que yo.', 'Vivo aquí desde 2010, con mucha gente.', 'Depende en gran medida del clima.', 'Estoy un poco cansado y ella está un rato aquí.', 'Bebe mucho, agua o vino.']) {
      expect(runRule(fixedPhrases, ok, es)).toEqual([]);
    }
  });
});

describe('fixed_phrase in Portuguese', () => {
  const pt = { language: 'pt' };
  it('fixes a hidden gender, "ser de acordo" and a double comparative', () => {
    expect(fixWithRule(fixedPhrases, 'A problema é que sou de acordo, e isso é mais melhor.', pt)).toBe('O problema é que estou de acordo, e isso é melhor.');
    expect(fixWithRule(fixedPhrases, 'Ele é mais maior que eu.', pt)).toBe('Ele é maior que eu.');
    expect(fixWithRule(fixedPhrases, 'Moro aqui desde três anos.', pt)).toBe('Moro aqui há três anos.');
    expect(fixWithRule(fixedPhrases, 'Todos as pessoas e todas os meninos vieram.', pt)).toBe('Todas as pessoas e todos os meninos vieram.');
  });
  it('leaves "a" as a preposition', () => {
    expect(runRule(fixedPhrases, 'Você está em um ambiente indiferente quanto a idioma.', pt)).toEqual([]);
  });
  it('gives "grande" and "bom" their comparatives and makes "a a" before a place "à"', () => {
    expect(fixWithRule(fixedPhrases, 'Ele é mais grande, e a comida é mais boa. Vou a praia e ela foi a escola.', pt)).toBe(
      'Ele é maior, e a comida é melhor. Vou à praia e ela foi à escola.',
    );
    for (const ok of ['É mais grande do que largo.', 'Vou a casa.', 'Ele é maior.']) expect(runRule(fixedPhrases, ok, pt), ok).toEqual([]);
  });
});

describe('fixed_phrase in Italian', () => {
  const it_ = { language: 'it' };
  it('gives masculine nouns in -a their masculine determiner', () => {
    expect(fixWithRule(fixedPhrases, 'La problema è grave: ho risolto una problema nella sistema.', it_)).toBe('Il problema è grave: ho risolto un problema nel sistema.');
    expect(fixWithRule(fixedPhrases, 'Parliamo delle programmi e di queste temi.', it_)).toBe('Parliamo dei programmi e di questi temi.');
  });
  it('takes the article from a relative in the singular with a possessive, unless a word describes it', () => {
    expect(fixWithRule(fixedPhrases, 'La mia madre è una insegnante. Il mio padre lavora in banca, e la tua sorella?', it_)).toBe(
      'Mia madre è una insegnante. Mio padre lavora in banca, e tua sorella?',
    );
    for (const ok of ['La mia madre adottiva è gentile.', 'Ho parlato con il mio fratello maggiore.', 'La loro madre è qui. La mia mamma è qui.', 'I miei fratelli sono qui.']) {
      expect(runRule(fixedPhrases, ok, it_), ok).toEqual([]);
    }
  });
  it('puts "da" after "dipendere"', () => {
    expect(fixWithRule(fixedPhrases, 'Il prezzo dipende su molti fattori.', it_)).toBe('Il prezzo dipende da molti fattori.');
    expect(fixWithRule(fixedPhrases, 'Tutti le persone e tutto la città.', it_)).toBe('Tutte le persone e tutta la città.');
  });
  it('gives a possessive the gender of a relative and the number of people', () => {
    expect(fixWithRule(fixedPhrases, 'Il mio sorella è simpatica e mia fratello anche; esco con mio amici e le mia amiche.', it_)).toBe(
      'Mia sorella è simpatica e mio fratello anche; esco con i miei amici e le mie amiche.',
    );
  });
  it('stays quiet where "la" or "le" is a pronoun before a verb, and on agreeing possessives', () => {
    for (const ok of ['Il problema è grave.', 'Lui la programma ogni giorno e la sistema bene.', 'Le sistemi la stanza?', 'Mia sorella e i miei amici, il mio amico e la mia amica.']) {
      expect(runRule(fixedPhrases, ok, it_), ok).toEqual([]);
    }
  });
  it('mends French fixed phrases', () => {
    const fr = { language: 'fr' };
    expect(fixWithRule(fixedPhrases, "C'est une bonne idée, n'est pas ? Elle a plus que vingt ans et il coûte moins que 10 euros.", fr)).toBe(
      "C'est une bonne idée, n'est-ce pas ? Elle a plus de vingt ans et il coûte moins de 10 euros.",
    );
    expect(fixWithRule(fixedPhrases, 'Elle a mal au tête et va au plage.', fr)).toBe('Elle a mal à la tête et va à la plage.');
    expect(fixWithRule(fixedPhrases, 'Je suis entrain de manger, plein d\'entrain de bon matin.', fr)).toBe('Je suis en train de manger, plein d\'entrain de bon matin.');
    expect(fixWithRule(fixedPhrases, "J'ai visité mes grands-parents et je vais visiter ma tante.", fr)).toBe("J'ai rendu visite à mes grands-parents et je vais rendre visite à ma tante.");
    expect(fixWithRule(fixedPhrases, "J'ai travaillé tout la journée, tous le monde le sait, et il est plus bon en maths.", fr)).toBe(
      "J'ai travaillé toute la journée, tout le monde le sait, et il est meilleur en maths.",
    );
    for (const ok of [
      "Il n'y a plus que deux pommes.",
      "Ce n'est plus bon.",
      'Il mange plus que trois personnes.',
      "Ce n'est pas vrai ?",
      'Il sait tout la concernant.',
      'Il est plus ou moins bon.',
      'Ils ont tous le même âge.',
      "J'ai visité Paris et le musée de ma tante.",
    ]) {
      expect(runRule(fixedPhrases, ok, fr), ok).toEqual([]);
    }
  });
});
