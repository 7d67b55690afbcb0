// Frequent English verbs that are not also nouns, so that a rule seeing one in its
// base form after a preposition or a form of "be" knows it is a verb ("by let",
// "is study" would be wrong; "by design", "is work" need not be).

export const verbsNotNounsEn: ReadonlySet<string> = new Set([
  'let', 'make', 'take', 'give', 'put', 'get', 'send', 'bring', 'allow', 'become', 'provide', 'create', 'improve', 'prevent',
  'reduce', 'communicate', 'spend', 'tell', 'know', 'see', 'find', 'choose', 'go', 'understand', 'achieve', 'receive',
  'lose', 'meet', 'keep', 'write', 'speak', 'buy', 'sell', 'eat', 'learn', 'think', 'ensure', 'enable', 'encourage',
  'develop', 'destroy', 'discover', 'explain', 'include', 'involve', 'prefer', 'protect', 'realise', 'realize', 'require',
  'maintain', 'obtain', 'share', 'disclose', 'reveal', 'inform', 'interact', 'socialise', 'socialize', 'spread', 'avoid',
  'connect', 'try',
]);
