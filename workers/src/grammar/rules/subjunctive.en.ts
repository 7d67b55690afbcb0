// The verbs and adjectives after which a clause takes the bare subjunctive ("we recommend
// that the study examine", "it is vital that staff attend"): a verb without -s there is right.
const TRIGGERS =
  'suggest|suggests|suggested|request|requests|requested|recommend|recommends|recommended|insist|insists|insisted|demand|demands|demanded|require|requires|required|ask|asks|asked|propose|proposes|proposed|urge|urges|urged|important|essential|necessary|vital|crucial|imperative';

/** Text ending in such a word, with or without "that". */
export const SUBJUNCTIVE_BEFORE = new RegExp(`\\b(?:${TRIGGERS})\\s+(?:that\\s+)?$`, 'i');

/** Text ending in such a word and "that". */
export const SUBJUNCTIVE_THAT_BEFORE = new RegExp(`\\b(?:${TRIGGERS})\\s+that\\s+$`, 'i');
