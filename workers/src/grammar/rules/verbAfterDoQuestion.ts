import { lastWordRule } from './lastWordRule.js';
import { verbBaseOf } from './verbForms.en.js';

// "Does he goes to work?", "Why did you gave it away?": in a question, "do",
// "does" and "did" carry the tense and person, so the verb after the subject is
// bare. Only a subject pronoun right after the auxiliary, and only where the
// auxiliary opens a clause or follows a question word with no subject between
// ("How many books did", not "what we did it seems").

const PATTERN = /\b(do|does|did)(?:n['’]t)?\s+(I|you|he|she|it|we|they)\s+([a-z]+)\b/gi;
const CLAUSE_START = /(?:^|[.!?;:,]["'”’)]*\s*|\b(?:what|where|when|why|how|who|whom|which)(?:\s+(?!(?:i|you|he|she|it|we|they)\b)[a-z]+){0,2}\s+)$/i;

export const verbAfterDoQuestion = lastWordRule({
  id: 'verb_after_do_question',
  title: 'Verb form',
  pattern: PATTERN,
  fix(m, text) {
    const entry = verbBaseOf.get(m[3]!);
    if (!entry || entry.form === 'ing') return null;
    if (!CLAUSE_START.test(text.slice(Math.max(0, m.index - 40), m.index))) return null;
    const word = m[3]!;
    return { word, replacement: entry.base, message: `After "${m[1]}", the verb is bare: "${entry.base}".` };
  },
});
