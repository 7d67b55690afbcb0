// English words of computing and business that Spanish, French, German, Italian, Portuguese
// and Dutch writing uses as they are ("il repository", "el login", "das Repository"), which
// their Hunspell dictionaries mostly lack. They are accepted, with their plurals in -s, and
// never offered as corrections. A word is left out for a language that spells it its own
// way ("clic", "tableta", "tutoriel") or where it is a slip for a common word ("team" for
// "tema", "hacker" for "hacer").

const LOANWORDS = new Set(
  (
    'app backup backend blog blogger bookmark browser bug cache chat click cloud commit cookie dashboard database debug default ' +
    'desktop download driver email feedback file firewall firmware font framework freelance frontend gamer gaming hacker hardware ' +
    'hashtag host hosting influencer link login logout mail malware marketing meeting mouse newsletter offline online password ' +
    'phishing pixel plugin podcast provider proxy repository router scanner screenshot script selfie server smartphone smartwatch ' +
    'software spam spyware startup streaming tablet tag team template thread token touchscreen tutorial update upload username ' +
    'webcam webinar website widget wifi workflow workshop'
  ).split(' '),
);

const NOT_FOR: Readonly<Record<string, ReadonlySet<string>>> = {
  es: new Set(['click', 'tablet', 'team', 'hacker']),
  fr: new Set(['click', 'tutorial', 'blogger']),
  it: new Set(['team']),
  pt: new Set(['tablet', 'team']),
};

/** Whether `word` is an English loanword that `language` (two letters) writes as English does. */
export function isEnglishLoanword(language: string, word: string): boolean {
  const lower = word.toLowerCase();
  const base = LOANWORDS.has(lower) ? lower : lower.endsWith('s') && LOANWORDS.has(lower.slice(0, -1)) ? lower.slice(0, -1) : null;
  return base !== null && !NOT_FOR[language]?.has(base);
}
