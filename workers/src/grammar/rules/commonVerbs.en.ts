// Frequent English verbs in their base form, for agreement checks that need to know
// a word is a verb. Irregular third-person forms are listed where adding -s fails.

export const commonVerbsEn: readonly string[] = (
  'accept achieve add affect agree allow appear apply argue arrive ask attempt avoid become begin believe belong benefit bring build buy ' +
  'call care carry cause change choose come consider contain continue contribute control cost create cut deal decide decrease depend ' +
  'describe destroy develop die disagree discover discuss do draw drink drive eat enable encourage end enjoy ensure enter exist expect ' +
  'experience explain face fail fall feel fight find finish follow forget get give go grow happen hate have hear help hold hope ' +
  'imagine improve include increase influence involve keep know lack lead learn leave let lie like limit listen live look lose love ' +
  'make matter mean meet mind miss move need offer open own pay play prefer prevent produce protect provide put reach read realise ' +
  'realize receive reduce refer reflect relate rely remain remember require result return rise run save say see seek seem sell send ' +
  'serve show sit sleep solve speak spend stand start stay stop study suffer suggest support suppose take talk teach tell tend ' +
  'think threaten travel try turn understand use vary wait walk want watch wear win wish work worry write ' +
  // verbs of argument and report, rarely nouns
  'adapt adopt afford analyse analyze appreciate assess assume attend attract behave borrow calculate collect combine compare ' +
  'compete complain confirm confuse connect convince cooperate cope criticise criticize define deliver deny deserve determine ' +
  'disappear discourage distinguish divide earn eliminate emerge emphasise emphasize employ engage enhance establish evaluate ' +
  'examine exceed execute expand explore expose express extend generate hesitate identify ignore illustrate imply impose indicate ' +
  'inform inspire integrate intend interact interfere interpret introduce invent invest investigate justify maintain manage motivate ' +
  'negotiate observe obtain operate organise organize participate perceive perform persuade possess postpone predict prepare ' +
  'pretend proceed prohibit promote pronounce propose prove pursue qualify react recognise recognize recommend recover reject ' +
  'relax remind remove repeat replace represent resist resolve respond restrict retire reveal satisfy settle simplify specify ' +
  'stimulate strengthen succeed surround survive sustain tolerate transform translate utilise utilize violate warn weaken'
).split(' ');

export function thirdPersonSingular(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'do') return 'does';
  if (verb === 'go') return 'goes';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
