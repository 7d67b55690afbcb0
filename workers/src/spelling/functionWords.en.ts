// English function words: articles, pronouns, prepositions, conjunctions and auxiliaries.
// Typed without the space after or before one ("inthe", "alot", "thankyou"), a phrase is
// far likelier than a rare word a letter or two away.

export const functionWordsEn: ReadonlySet<string> = new Set(
  (
    'a an the this that these those my your his her its our their me you he she it we they him us them i ' +
    'each every no not any some all both either neither other another such ' +
    'about above after against along among around as at before behind below beside between beyond by down during for from ' +
    'in inside into near of off on onto out over past since than through till to toward towards under until up upon with within without ' +
    'and but or nor so yet if though although because unless whether while ' +
    'am is are was were be been being do does did have has had will would can could shall should may might must ' +
    'what which who whom whose when where why how there here then'
  ).split(' '),
);
