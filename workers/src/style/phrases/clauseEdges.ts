// Where a phrase stands in its clause, for the tables of languages whose word order a
// replacement must keep (German and Dutch put the verb second in a main clause and last in
// a subordinate one).

/** The phrase opens a sentence: the text before it is empty or ends a sentence. */
export const SENTENCE_START = /(?:^|[.!?:;]["'“”‘’„»«)]*\s+)$/;

/** The phrase follows a word inside its clause, not a comma or a sentence's end. */
export const AFTER_WORD = /[\p{L}\p{N}]["'”’)]?\s*$/u;
