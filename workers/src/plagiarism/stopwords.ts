// English function words: they carry little of a passage's content, so sentence similarity skips them.
const WORDS = `a about above after again against all also am an and any are as at be because been before
being below between both but by can could did do does doing down during each few for from further had
has have having he her here hers herself him himself his how i if in into is it its itself just me
more most my myself no nor not now of off on once only or other our ours ourselves out over own same
she should so some such than that the their theirs them themselves then there these they this those
through to too under until up very was we were what when where which while who whom why will with
would you your yours yourself yourselves may might must shall upon yet however thus also whether
within without among toward towards via per it's don't can't won't isn't aren't wasn't weren't`;

const SET = new Set(WORDS.split(/\s+/));

export function isStopword(word: string): boolean {
  return SET.has(word);
}
