import type { PhraseEntry } from '../../lint/phraseRule.js';

// Impersonal passives that hide who acts, each with an active wording. The "we" wordings
// speak for the writer, so they are not offered where the writer reports what others
// did ("a police report where it was observed that", "officials said it was decided that").
const REPORTED = /\b(?:where|which|whom|said|says|reported|reports|told|stated|added|claimed|according\s+to\s+\S+)[\s,]+(?:that\s+)?$/i;

export const impersonalPassivesEn: readonly PhraseEntry[] = [
  { phrase: 'it is believed that', replacement: 'many believe that' },
  { phrase: 'it is widely believed that', replacement: 'many believe that' },
  { phrase: 'it was found that', replacement: 'we found that', unlessAfter: REPORTED },
  { phrase: 'it was observed that', replacement: 'we observed that', unlessAfter: REPORTED },
  { phrase: 'it can be seen that', replacement: 'this shows that' },
  { phrase: 'it can be concluded that', replacement: 'we conclude that', unlessAfter: REPORTED },
  { phrase: 'it is recommended that', replacement: 'we recommend that', unlessAfter: REPORTED },
  { phrase: 'it was decided that', replacement: 'we decided that', unlessAfter: REPORTED },
  { phrase: 'it is suggested that', replacement: 'we suggest that', unlessAfter: REPORTED },
  { phrase: 'it has been shown that', replacement: 'studies show that' },
  { phrase: 'it has been argued that', replacement: 'some have argued that' },
  { phrase: 'it is argued that', replacement: 'some argue that' },
  { phrase: 'it is assumed that', replacement: 'we assume that', unlessAfter: REPORTED },
  { phrase: 'it is expected that', replacement: 'we expect that', unlessAfter: REPORTED },
  { phrase: 'it was agreed that', replacement: 'we agreed that', unlessAfter: REPORTED },
  { phrase: 'it is hoped that', replacement: 'we hope that', unlessAfter: REPORTED },
  { phrase: 'it is felt that', replacement: 'we feel that', unlessAfter: REPORTED },
  { phrase: 'mistakes were made', replacement: 'we made mistakes', unlessAfter: REPORTED },
];
