import type { PhraseEntry } from '../../lint/phraseRule.js';

// Impersonal passives that hide who acts, each with an active wording.
export const impersonalPassivesEn: readonly PhraseEntry[] = [
  { phrase: 'it is believed that', replacement: 'many believe that' },
  { phrase: 'it is widely believed that', replacement: 'many believe that' },
  { phrase: 'it was found that', replacement: 'we found that' },
  { phrase: 'it was observed that', replacement: 'we observed that' },
  { phrase: 'it can be seen that', replacement: 'this shows that' },
  { phrase: 'it can be concluded that', replacement: 'we conclude that' },
  { phrase: 'it is recommended that', replacement: 'we recommend that' },
  { phrase: 'it was decided that', replacement: 'we decided that' },
  { phrase: 'it is suggested that', replacement: 'we suggest that' },
  { phrase: 'it has been shown that', replacement: 'studies show that' },
  { phrase: 'it has been argued that', replacement: 'some have argued that' },
  { phrase: 'it is argued that', replacement: 'some argue that' },
  { phrase: 'it is assumed that', replacement: 'we assume that' },
  { phrase: 'it is expected that', replacement: 'we expect that' },
  { phrase: 'it was agreed that', replacement: 'we agreed that' },
  { phrase: 'it is hoped that', replacement: 'we hope that' },
  { phrase: 'it is felt that', replacement: 'we feel that' },
  { phrase: 'mistakes were made', replacement: 'we made mistakes' },
];
