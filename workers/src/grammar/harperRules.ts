import type { LintCategory } from '../lint/finding.js';

// Which Harper rules run and which category their findings belong to.

/**
 * Off: spelling is our own pass; the others raised most of the false alarms on
 * edited published prose (`--` dashes, long sentences, "a savings", "every one of
 * us", closed compounds) or duplicate our style rules.
 */
export const harperDisabledRules: readonly string[] = [
  'SpellCheck',
  'SpelledNumbers',
  'Dashes',
  'LongSentences',
  'AvoidCurses',
  'BoringWords',
  'ExpandTimeShorthands',
  'UseTitleCase',
  'OxfordComma',
  'NoOxfordComma',
  'CorrectNumberSuffix',
  'NumericRangeEnDash',
  'UseEllipsisCharacter',
  'CompoundNouns',
  'DisjointPrefixes',
  'MassNouns',
  'MissingPreposition',
  'MissingTo',
  'TheyToThem',
  'Everyone',
  'PluralDecades',
  'PronounKnew',
];

const KIND_CATEGORY: Record<string, LintCategory> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Agreement: 'grammar',
  BoundaryError: 'grammar',
  Capitalization: 'grammar',
  Eggcorn: 'grammar',
  Grammar: 'grammar',
  Malapropism: 'grammar',
  Punctuation: 'grammar',
  Repetition: 'grammar',
  WordOrder: 'grammar',
  Usage: 'grammar',
  Formatting: 'grammar',
  Miscellaneous: 'grammar',
  WordChoice: 'word_choice',
  Nonstandard: 'word_choice',
  Regionalism: 'word_choice',
  Redundancy: 'clarity',
  Readability: 'clarity',
  Style: 'clarity',
  Enhancement: 'clarity',
};

export function harperRuleCategory(_rule: string, kind: string): LintCategory | null {
  return KIND_CATEGORY[kind] ?? 'grammar';
}
