// English letter groups that stand for the same sound, as [typed, intended]: a writer
// who spells by ear puts one for the other ("fone", "thruout", "independant"). They
// add to the dictionary's own REP pairs, which cover fewer endings and silent letters.
// Written from English spelling conventions, not from any list of misspellings.

const bothWays = (pairs: Array<[string, string]>): Array<[string, string]> => pairs.flatMap(([a, b]) => [[a, b], [b, a]] as Array<[string, string]>);

export const soundSpellingsEn: ReadonlyArray<readonly [string, string]> = [
  ...bothWays([
    ['f', 'ph'], ['ie', 'ei'], ['k', 'ck'], ['c', 'ck'], ['k', 'ch'], ['kw', 'qu'], ['ks', 'x'], ['gz', 'x'], ['s', 'sc'], ['sh', 'ti'],
    ['sh', 'ci'], ['shun', 'tion'], ['shun', 'sion'], ['sion', 'tion'], ['cion', 'tion'], ['cian', 'tion'], ['cher', 'ture'], ['chur', 'ture'],
    ['ance', 'ence'], ['ant', 'ent'], ['ancy', 'ency'], ['able', 'ible'], ['ary', 'ery'], ['ery', 'ory'], ['ary', 'ory'], ['er', 'or'], ['er', 'ar'],
    ['ise', 'ize'], ['ful', 'full'], ['us', 'ous'], ['or', 'our'], ['el', 'le'], ['il', 'le'], ['al', 'le'], ['er', 're'], ['y', 'ey'], ['y', 'ie'],
    ['ee', 'ea'], ['e', 'ea'], ['ee', 'ie'], ['u', 'oo'], ['oo', 'ou'], ['ow', 'ou'], ['ay', 'ai'], ['ay', 'ei'], ['a', 'ai'], ['o', 'oa'], ['o', 'ow'],
    ['ur', 'er'], ['ur', 'ir'], ['er', 'ir'], ['ur', 'ear'], ['er', 'ear'], ['aw', 'au'], ['j', 'dg'], ['j', 'ge'], ['ge', 'dge'], ['s', 'ss'], ['z', 's'],
    ['ow', 'ough'], ['o', 'ough'], ['uff', 'ough'], ['off', 'ough'], ['oo', 'ough'], ['aw', 'augh'], ['af', 'augh'], ['ite', 'ight'], ['ai', 'aigh'],
    ['ate', 'ait'], ['ane', 'ain'], ['ole', 'oal'], ['ene', 'ean'], ['ime', 'yme'], ['ite', 'yte'],
  ]),
  // the long i spelled by its vowel alone ("hi" for "high"); never the other way round, where
  // the short vowel of "hit" would be written as "hight"
  ['i', 'igh'],
  // silent letters left out, with the letter they stand beside
  ['', 'gh'], ['r', 'wr'], ['n', 'kn'], ['n', 'gn'], ['m', 'mb'], ['w', 'wh'], ['s', 'st'], ['m', 'mn'], ['n', 'mn'], ['t', 'bt'], ['s', 'ps'],
  ['r', 'rh'], ['g', 'gu'], ['k', 'kh'], ['c', 'ch'], ['g', 'gh'], ['l', 'lk'], ['l', 'lm'], ['s', 'sw'], ['d', 'dg'], ['h', 'wh'],
  // an e written before an s where there is none, above all -es for the ending -s (playes, boyes)
  ['es', 's'],
];
