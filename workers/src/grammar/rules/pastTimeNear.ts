// Whether the clause around a verb names a time gone by ("yesterday", "last year", "two days
// ago", "in 2010"): a bare verb there after a singular subject wants the past ("He go to school
// yesterday" -> "went"), not the -s of the present.

const PAST_TIME =
  /\b(?:yesterday|last\s+(?:night|week|month|year|summer|winter|spring|autumn|weekend|time|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|(?:a|one|two|three|four|five|six|ten|a\s+few|several|many|\d+)\s+(?:minutes?|hours?|days?|weeks?|months?|years?|decades?)\s+ago|in\s+(?:19|20)\d\d(?![\d/.-]))\b/i;

/** Whether the sentence part from the last clause mark before `start` to the first after `end` names a past time. */
export function pastTimeNear(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  const cut = Math.max(...['.', '!', '?', ';', ':', '\n'].map((c) => before.lastIndexOf(c)));
  const after = /^[^.!?;:,\n]*/.exec(text.slice(end, end + 80))![0];
  return PAST_TIME.test(`${before.slice(cut + 1)} ${after}`);
}
