// Everyday two-word phrases often typed as one word ("alot", "infact"). Letter edits
// find a real word nearby first ("allot", "infect"), so the split is offered ahead of them,
// and a phrase whose halves are both long words ("eachother") is not taken for a compound.

export const fusedPhrasesEn: ReadonlyMap<string, string> = new Map(
  [
    'a bit', 'a little', 'a lot', 'after all', 'along with', 'as far', 'as long', 'as soon', 'as though', 'as well', 'at all', 'at first',
    'at last', 'at least', 'at once', 'because of', 'each other', 'even if', 'even so', 'even though', 'every time', 'for example',
    'for instance', 'high school', 'in addition', 'in between', 'in case', 'in fact', 'in front', 'in order', 'in spite', 'instead of',
    'later on', 'never mind', 'no matter', 'no one', 'of course', 'on top', 'one another', 'rather than', 'right now', 'so far', 'such as',
    'thank you', 'up to',
  ].map((phrase) => [phrase.replace(' ', ''), phrase]),
);
