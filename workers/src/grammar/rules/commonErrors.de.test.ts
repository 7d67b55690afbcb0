import { describe, expect, it } from 'vitest';
import type { ProseRule } from '../../lint/rule.js';
import { applyFixes, resolveOverlaps } from '../../lint/resolveOverlaps.js';
import { commonErrorsDe } from './commonErrors.de.js';

const ctx = { language: 'de', register: 'general' as const, isWord: (w: string) => w !== 'Widerstandt' };
const check = (text: string) => resolveOverlaps(commonErrorsDe.flatMap((r: ProseRule) => r.check(text, ctx)));
const fix = (text: string) => applyFixes(text, check(text));

describe('German common errors', () => {
  it.each([
    ['Ich habe gestern ins Kino gegangen, und er hat nach Hause gekommen.', 'Ich bin gestern ins Kino gegangen, und er ist nach Hause gekommen.'],
    ['Ich glaube das er morgen kommt.', 'Ich glaube dass er morgen kommt.'],
    // the main clause after an opening clause begins with its verb
    ['Wenn ich reich bin, ich kaufe ein Haus. Weil es regnet, wir bleiben hier.', 'Wenn ich reich bin, kaufe ich ein Haus. Weil es regnet, bleiben wir hier.'],
    // a movement toward a place takes "sein"; a verb with an object "haben"
    ['Er hat gestern nach Berlin gefahren und ich bin einen Film gesehen.', 'Er ist gestern nach Berlin gefahren und ich habe einen Film gesehen.'],
    ['Ich habe ins Kino gegangen und bin einen Film gesehen. War ich das Buch gelesen?', 'Ich bin ins Kino gegangen und habe einen Film gesehen. Hatte ich das Buch gelesen?'],
    ['Er hat sich gefreut, weil er hat gewonnen.', 'Er hat sich gefreut, weil er gewonnen hat.'],
    ['Ich weiß, dass sie ist nett, obwohl wir können warten.', 'Ich weiß, dass sie nett ist, obwohl wir warten können.'],
    ['Er hat schon drei mal gewechselt.', 'Er hat schon dreimal gewechselt.'],
    ['Ich wünsche ihm Glück, weil er ist ein guter Mensch.', 'Ich wünsche ihm Glück, weil er ein guter Mensch ist.'],
    // the finite verb second in a main clause an adverb opens
    ['Gestern ich bin nach Berlin gefahren. Dann wir haben gegessen.', 'Gestern bin ich nach Berlin gefahren. Dann haben wir gegessen.'],
    ['Das Wetter ist gut, deshalb wir gehen spazieren; trotzdem ich bin müde.', 'Das Wetter ist gut, deshalb gehen wir spazieren; trotzdem bin ich müde.'],
    ['Ich gehe nach Hause und dann ich esse. Am Abend ich trinke Tee.', 'Ich gehe nach Hause und dann esse ich. Am Abend trinke ich Tee.'],
    ['Das Mädchen, die ich gestern gesehen habe, ist nett.', 'Das Mädchen, das ich gestern gesehen habe, ist nett.'],
    ['Wir waren in der Party. Gehst du in die Hochzeit?', 'Wir waren auf der Party. Gehst du auf die Hochzeit?'],
    ['Ich kenne nicht ihn. Ich verstehe nicht dich!', 'Ich kenne ihn nicht. Ich verstehe dich nicht!'],
    // and in one a phrase of a preposition and a noun opens
    ['Am Montag ich gehe ins Büro. Wegen des Regens wir sind zu Hause geblieben.', 'Am Montag gehe ich ins Büro. Wegen des Regens sind wir zu Hause geblieben.'],
    ['Nach dem Essen wir gehen spazieren.', 'Nach dem Essen gehen wir spazieren.'],
    // a question inside a sentence puts its verb last
    ['Kannst du mir sagen, wo ist der Bahnhof? Ich weiß nicht, was soll ich machen.', 'Kannst du mir sagen, wo der Bahnhof ist? Ich weiß nicht, was ich machen soll.'],
    ['Ich habe keine Ahnung, wie heißt er. Weißt du, wann kommt er an?', 'Ich habe keine Ahnung, wie er heißt. Weißt du, wann er ankommt?'],
    ['Ich habe vergessen meine Hausaufgaben, und er hat gesehen den Film.', 'Ich habe meine Hausaufgaben vergessen, und er hat den Film gesehen.'],
    ['Ich bin kalt. Ich habe 20 Jahre und wohne in Berlin.', 'Mir ist kalt. Ich bin 20 Jahre alt und wohne in Berlin.'],
    ['Ich freue mich für das Wochenende, und wir freuen uns schon sehr für die Ferien.', 'Ich freue mich auf das Wochenende, und wir freuen uns schon sehr auf die Ferien.'],
    ['Sie ist mehr schöner als ihre Schwester, und er ist mehr älter als ich.', 'Sie ist schöner als ihre Schwester, und er ist älter als ich.'],
    ['Ich bin nach der Arbeit zu Hause gegangen.', 'Ich bin nach der Arbeit nach Hause gegangen.'],
    ['Er ruft an, wenn er kommt morgen an.', 'Er ruft an, wenn er morgen ankommt.'],
    ['Ich warte für dich, und sie hat lange für ihren Bruder gewartet.', 'Ich warte auf dich, und sie hat lange auf ihren Bruder gewartet.'],
    ['Der Mann, der ich gestern gesehen habe, ist mein Lehrer.', 'Der Mann, den ich gestern gesehen habe, ist mein Lehrer.'],
    ['Ich interessiere mich an Musik, und das Buch ist mehr interessant als der Film.', 'Ich interessiere mich für Musik, und das Buch ist interessanter als der Film.'],
    ['Er fragte mich, ob ich komme mit.', 'Er fragte mich, ob ich mitkomme.'],
    ['Er hat gesagt das er einen Job sucht. Seid wir uns kennen, ist das so.', 'Er hat gesagt dass er einen Job sucht. Seit wir uns kennen, ist das so.'],
    ['Wir wohnen seid 2010 in Köln.', 'Wir wohnen seit 2010 in Köln.'],
    ['Seid gestern regnet es ohne Pause.', 'Seit gestern regnet es ohne Pause.'],
    ['Er arbeitet seid drei Jahren bei uns.', 'Er arbeitet seit drei Jahren bei uns.'],
    ['Mein Bruder ist größer wie ich.', 'Mein Bruder ist größer als ich.'],
    ['Das neue Modell ist besser wie das alte.', 'Das neue Modell ist besser als das alte.'],
    ['Das ist hier der Standart.', 'Das ist hier der Standard.'],
    ['Die Zahlen wiederspiegeln die Lage, ohne Wiederspruch.', 'Die Zahlen widerspiegeln die Lage, ohne Widerspruch.'],
    ['Nach der Arbeit gehe ich zu Hause.', 'Nach der Arbeit gehe ich nach Hause.'],
    ['Wir fahren jetzt zu Hause und essen.', 'Wir fahren jetzt nach Hause und essen.'],
    ['Heute bleibe ich nach Hause.', 'Heute bleibe ich zu Hause.'],
    ['Ich glaube, das er morgen kommt.', 'Ich glaube, dass er morgen kommt.'],
    ['Ich weiß, dass Buch ist gut.', 'Ich weiß, das Buch ist gut.'],
    ['Seit dem ich hier wohne, bin ich froh.', 'Seitdem ich hier wohne, bin ich froh.'],
    ['Ich studiere seit zwei Jahre Informatik und wohne mit drei Freunde.', 'Ich studiere seit zwei Jahren Informatik und wohne mit drei Freunden.'],
    ['Er ging, ohne das wir es merkten.', 'Er ging, ohne dass wir es merkten.'],
    ['Wir haben das selbe Auto und den selben Hund.', 'Wir haben dasselbe Auto und denselben Hund.'],
    ['Das ist der einzigste Weg, die einzigsten Gründe.', 'Das ist der einzige Weg, die einzigen Gründe.'],
    ['Das bedeutet dass wir warten, obwohl er meint dass es eilt.', 'Das bedeutet, dass wir warten, obwohl er meint, dass es eilt.'],
    ['Er blieb zu Hause weil es regnete.', 'Er blieb zu Hause, weil es regnete.'],
    ['Das Buch, was ich gelesen habe, war gut.', 'Das Buch, das ich gelesen habe, war gut.'],
    ['Er fragte mich ob ich Zeit habe, und prüfte bevor er ging.', 'Er fragte mich, ob ich Zeit habe, und prüfte, bevor er ging.'],
    ['Das macht keinen Sinn. Macht das Sinn? Es hat nie Sinn gemacht.', 'Das ergibt keinen Sinn. Ergibt das Sinn? Es hat nie Sinn ergeben.'],
    ['Am Besten fragst du ihn, das gefällt mir am Meisten.', 'Am besten fragst du ihn, das gefällt mir am meisten.'],
    ['Im allgemeinen zahlen wir im voraus.', 'Im Allgemeinen zahlen wir im Voraus.'],
    ['Im nachhinein war es im großen und ganzen gut, des weiteren billig.', 'Im Nachhinein war es im Großen und Ganzen gut, des Weiteren billig.'],
    ['Wie im folgenden gezeigt wird, ist das im wesentlichen richtig.', 'Wie im Folgenden gezeigt wird, ist das im Wesentlichen richtig.'],
  ])('%s', (wrong, right) => {
    expect(fix(wrong)).toBe(right);
  });

  it('stays quiet on correct sentences', () => {
    for (const ok of [
      'Das Auto, die Bahn und das Rad. Das Haus, die meisten kennen es. Die Mädchen, die ich kenne, sind nett.',
      'Ich warte für zwei Stunden, für einen Moment. Das ist für dich gemacht, sie arbeitet für ihren Bruder.',
      'Ich bin an Musik interessiert. Das ist mehr interessant als wichtig. Ich habe mehr Geld als du.',
      'Es kostet mehr oder weniger als erwartet, aber mehr aber als nie.',
      'Ich freue mich für dich, und sie freut sich für ihren Bruder. Ich bin zu Hause geblieben.',
      'Vor allem wir Deutschen sind so. Nach allem was ich weiß, ist es gut. Am Montag gehe ich ins Büro.',
      'Ich weiß, wie gut er ist, wie gut er Deutsch spricht, was er will und wo der Bahnhof ist.',
      'Ich habe den Film gesehen. Ich habe 20 Jahre gearbeitet. Das Wasser ist kalt, und ich bin es auch.',
      'Die Frau, der ich geholfen habe, ist nett. Der Mann, der mich gesehen hat, ist weg.',
      'Wenn ich reich bin, dann kaufe ich ein Haus, und wenn du willst, kaufe ich zwei.',
      'Er ist von dem Nachbarn gesehen worden, und ich bin von einem Hund gebissen.',
      'Ich habe das Auto gefahren, und es hat mir gefallen; ich bin gegangen.',
      'Ich habe das Auto nach Berlin gefahren, und er hat mich nach Hause gefahren.',
      'Das Bett ist gemacht, er ist ein Mann geworden, und sie ist die beste Spielerin gewesen.',
      'Ich sage das ihr morgen.',
      'Ich glaube das nicht.',
      'Wir wohnen seit 2010 in Köln.',
      'Seit zwei Jahren wohne ich mit drei Freunden, und vor zwei Jahre alten Bäumen.',
      'Ihr seid gestern zu spät gekommen.',
      'Wann seid ihr angekommen?',
      'Seid ihr seit Jahren hier?',
      'Seid einer Meinung!',
      'Mein Bruder ist größer als ich.',
      'Er ist so groß wie ich.',
      'Das ist mehr wie ein Spiel.',
      'Die Standarte wehte im Wind.',
      'Der Standard ist hoch.',
      'Das spiegelt die Lage wider.',
      'Wir gehen zu Hause essen.',
      'Ich bin zu Hause.',
      'Wir gehen nach Hause.',
      'Ich glaube, das ist richtig.',
      'Ich glaube, dass er kommt.',
      'Ich weiß, dass Kinder gern spielen. Seit dem Tag bin ich froh.',
      'Er freut sich, weil er gewonnen hat, und ob wir wollen oder nicht, denn er hat gewonnen.',
      'Wenn ich kann, komme ich, weil wir gestern gespielt haben.',
      'Gestern bin ich gefahren. Also ich finde das gut. Ich komme heute, morgen ich kann nicht.',
      'Das Wetter ist gut, deshalb gehen wir spazieren. Ich weiß, dass er dann kommt.',
      'Ich liebe dich, nicht ihn. Er sieht nicht mich, sondern dich. Wir waren auf der Party.',
      'Ein Ausfall steht bevor. Je nachdem wie es läuft, kurz bevor er kam. Radlje ob Dravi liegt dort.',
      'prerm remove Bevor das Paket entfernt wird.',
      'Das Beste, was ich kenne, und alles, was ich weiß.',
      'Das Haus, das wir kauften, ist alt.',
      'Das ist dasselbe Auto.',
      'Das ist der einzige Weg.',
      'Er kam, so dass wir gehen konnten, ohne dass es jemand merkte, und zwar nur weil, vielleicht weil, zum Beispiel weil es regnete.',
      'Weil es regnete, blieben wir. Dass er kommt, ist klar.',
      'Das ergibt Sinn. Er macht sich keinen Sinn daraus, Sinnbilder zu machen.',
      'Am besten fragst du ihn.',
      'Im Allgemeinen zahlen wir im Voraus.',
      'Im folgenden Kapitel und im übrigen Europa gilt das im allgemeinen Teil.',
      'Des weiteren Verlaufs wegen warten wir.',
      'Drei mal vier ist zwölf, und er kam drei Mal.',
    ]) {
      expect(check(ok).map((f) => ok.slice(f.start, f.end))).toEqual([]);
    }
  });

  it('leaves a fix that is not a word', () => {
    expect(check('Der Wiederstandt ist groß.')).toEqual([]);
  });
});
