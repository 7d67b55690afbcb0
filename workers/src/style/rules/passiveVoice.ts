import { phraseRule } from '../../lint/phraseRule.js';
import { impersonalPassivesEn } from '../phrases/impersonalPassives.en.js';

// Impersonal passive constructions ("it was decided that") hide who acts; the
// active wording names the actor, which is clearer and usually shorter.
export const passiveVoice = phraseRule({
  id: 'passive_voice',
  category: 'clarity',
  severity: 'suggestion',
  title: 'Passive voice',
  languages: ['en'],
  message: '"{phrase}" hides who acts; the active "{replacement}" is clearer.',
  entries: impersonalPassivesEn,
});
