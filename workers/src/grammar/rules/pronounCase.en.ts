// The object form of each subject pronoun ("they" -> "them"), for the rules that mend a subject
// form standing where the object belongs.
export const OBJECT_FORM: Readonly<Record<string, string>> = { i: 'me', we: 'us', they: 'them', he: 'him', she: 'her' };
