// A German separable verb takes "zu" between its particle and its stem ("anzuleiten",
// "hochzuladen", and as a gerundive "die hochzuladenden Dateien"). The dictionary lists these
// forms for common verbs only; the rest are accepted when the verb without "zu" is a word and
// the form ends as an infinitive or a gerundive does.

const PARTICLES =
  'ab an auf aus bei da dabei dagegen daher dahin daran darauf davon dazu dazwischen durch ein empor entgegen fest fort frei ' +
  'her herab heran herauf heraus herbei herein herüber herum herunter hervor hin hinab hinauf hinaus hinein hinüber hinunter ' +
  'hinzu hoch kennen los mit nach nieder offen rüber statt teil um vor voran voraus vorbei vorher vorweg weg weiter wieder ' +
  'zu zurecht zurück zusammen';

// longest first, so "hinauf" is tried before "hin"
const ZU = new RegExp(`^(${PARTICLES.split(' ').sort((a, b) => b.length - a.length).join('|')})zu(\\p{Ll}{2,}(?:en|eln|ern|end(?:e|en|er|es|em)?))$`, 'u');

export function isZuInfinitiveDe(word: string, isWord: (w: string) => boolean): boolean {
  const m = ZU.exec(word);
  return m !== null && isWord(m[1]! + m[2]!);
}
