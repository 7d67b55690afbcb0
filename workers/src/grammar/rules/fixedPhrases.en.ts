import type { PhraseEntry } from '../../lint/phraseRule.js';

// Fixed phrases that learners of English often build with the wrong article or
// preposition. Each wrong form listed is wrong wherever it stands.

// "this are": after a preposition or a verb "this" may end a plural subject ("things like
// this are", "the patches to fix this are"), and after "and" be the second of two ("that
// and this are"), but not after ", and" or ". And", where a clause begins. Before a
// singular noun ("this are the reason") it is the verb that slipped.
const THIS_ARE_AFTER = /\b(?:like|as|of|than|with|in|on|for|from|about|at|by|to|into|without)\s+$|\bto\s+[a-z]+\s+$|\b[a-z]+ing\s+$|(?<![,;.!?]\s*)\b(?:and|or)\s+$/i;
const SINGULAR_COMPLEMENT = /^\s+(?:(?:a|an|one)\s+|(?:the|my|our|your|his|her|their)\s+(?!(?:\w+\s+)?(?!this\b|his\b|is\b|was\b|has\b|does\b|us\b)\w+s\b))\w/i;
const THIS_ARE_MESSAGE = '"This" and its verb agree in number: "{replacement}".';
const NAME_ENDS_PHRASE = /^(?!\s*[.,;:!?)]|\s*$|\s+(?:last|next|in|and|or|for|with|to|is|was|are|were|because|but|during|before|after|since|until|when|where|at|on|by|from|this|every|again)\b)/i;
const BY_VEHICLE_UNLESS_AFTER =
  /^(?![\s\S]*\b(?:go|goes|went|going|come|comes|came|coming|travel|travels|travelled|traveled|travelling|traveling|get|gets|got|getting|commute|commutes|commuted|commuting|return|returns|returned|returning)\s+(?:(?!(?:and|or|but|then|wait\w*|stand\w*|stood|sit|sat|stay\w*|park\w*|meet|met|hit|struck|killed|injured|knocked|run|ran|taken|hurt|crushed|chased|followed|overtaken|delayed|blocked|picked)\b)\S+\s+){0,6}$)/i;

/** Each wrong form of a verb before each object, mended with the right verb's same form. */
function verbSwapped(forms: ReadonlyArray<readonly [string, string]>, objects: readonly string[], why: string): PhraseEntry[] {
  return forms.flatMap(([wrong, right]) => objects.map((object) => ({ phrase: `${wrong} ${object}`, replacement: `${right} ${object}`, message: `${why}: "${right} ${object}".` })));
}

export const fixedPhrasesEn: readonly PhraseEntry[] = [
  // only before a comma: "see the docs for an example" is right
  { phrase: 'for an example,', replacement: 'for example,', message: 'The fixed phrase is "for example".' },
  { phrase: 'for a example', replacement: 'for example', message: 'The fixed phrase is "for example".' },
  { phrase: 'in the nutshell', replacement: 'in a nutshell', message: 'The fixed phrase is "in a nutshell".' },
  { phrase: 'in old days', replacement: 'in the old days', message: 'The fixed phrase is "in the old days".' },
  { phrase: 'in the other words', replacement: 'in other words', message: 'The fixed phrase is "in other words".' },
  { phrase: 'in the real life', replacement: 'in real life', message: 'The fixed phrase is "in real life".' },
  { phrase: 'the lost of', replacement: 'the loss of', message: 'The noun is "loss"; "lost" is the verb.' },
  { phrase: 'a lost of', replacement: 'a loss of', message: 'The noun is "loss"; "lost" is the verb.' },
  { phrase: 'in the same time', replacement: 'at the same time', message: 'The fixed phrase is "at the same time".' },
  { phrase: 'at the past', replacement: 'in the past', message: 'The fixed phrase is "in the past".' },
  // only before a comma: "returned as the result" is right
  { phrase: 'as the result,', replacement: 'as a result,', message: 'The fixed phrase is "as a result".' },
  { phrase: 'give a birth to', replacement: 'give birth to', message: 'The fixed phrase is "give birth to", with no article.' },
  { phrase: 'gives a birth to', replacement: 'gives birth to', message: 'The fixed phrase is "give birth to", with no article.' },
  { phrase: 'gave a birth to', replacement: 'gave birth to', message: 'The fixed phrase is "give birth to", with no article.' },
  { phrase: 'given a birth to', replacement: 'given birth to', message: 'The fixed phrase is "give birth to", with no article.' },
  { phrase: 'giving a birth to', replacement: 'giving birth to', message: 'The fixed phrase is "give birth to", with no article.' },
  { phrase: 'despite of', replacement: 'despite', message: '"Despite" takes no "of" ("in spite of" does).' },
  // only before a comma: "in a long term relationship" may be a compound
  { phrase: 'in a long term,', replacement: 'in the long term,', message: 'The fixed phrase is "in the long term".' },
  { phrase: 'in a long run,', replacement: 'in the long run,', message: 'The fixed phrase is "in the long run".' },
  { phrase: 'go for shopping', replacement: 'go shopping', message: 'An activity in -ing follows "go" directly: "go shopping".' },
  { phrase: 'go for swimming', replacement: 'go swimming', message: 'An activity in -ing follows "go" directly: "go swimming".' },
  { phrase: 'go for fishing', replacement: 'go fishing', message: 'An activity in -ing follows "go" directly: "go fishing".' },
  { phrase: 'go for hiking', replacement: 'go hiking', message: 'An activity in -ing follows "go" directly: "go hiking".' },
  { phrase: 'go for camping', replacement: 'go camping', message: 'An activity in -ing follows "go" directly: "go camping".' },
  { phrase: 'go for jogging', replacement: 'go jogging', message: 'An activity in -ing follows "go" directly: "go jogging".' },
  { phrase: 'go for skiing', replacement: 'go skiing', message: 'An activity in -ing follows "go" directly: "go skiing".' },
  { phrase: 'go for sightseeing', replacement: 'go sightseeing', message: 'An activity in -ing follows "go" directly: "go sightseeing".' },
  { phrase: 'goes for shopping', replacement: 'goes shopping', message: 'An activity in -ing follows "go" directly: "go shopping".' },
  { phrase: 'goes for swimming', replacement: 'goes swimming', message: 'An activity in -ing follows "go" directly: "go swimming".' },
  { phrase: 'goes for fishing', replacement: 'goes fishing', message: 'An activity in -ing follows "go" directly: "go fishing".' },
  { phrase: 'goes for hiking', replacement: 'goes hiking', message: 'An activity in -ing follows "go" directly: "go hiking".' },
  { phrase: 'goes for camping', replacement: 'goes camping', message: 'An activity in -ing follows "go" directly: "go camping".' },
  { phrase: 'goes for jogging', replacement: 'goes jogging', message: 'An activity in -ing follows "go" directly: "go jogging".' },
  { phrase: 'goes for skiing', replacement: 'goes skiing', message: 'An activity in -ing follows "go" directly: "go skiing".' },
  { phrase: 'goes for sightseeing', replacement: 'goes sightseeing', message: 'An activity in -ing follows "go" directly: "go sightseeing".' },
  { phrase: 'went for shopping', replacement: 'went shopping', message: 'An activity in -ing follows "go" directly: "go shopping".' },
  { phrase: 'went for swimming', replacement: 'went swimming', message: 'An activity in -ing follows "go" directly: "go swimming".' },
  { phrase: 'went for fishing', replacement: 'went fishing', message: 'An activity in -ing follows "go" directly: "go fishing".' },
  { phrase: 'went for hiking', replacement: 'went hiking', message: 'An activity in -ing follows "go" directly: "go hiking".' },
  { phrase: 'went for camping', replacement: 'went camping', message: 'An activity in -ing follows "go" directly: "go camping".' },
  { phrase: 'went for jogging', replacement: 'went jogging', message: 'An activity in -ing follows "go" directly: "go jogging".' },
  { phrase: 'went for skiing', replacement: 'went skiing', message: 'An activity in -ing follows "go" directly: "go skiing".' },
  { phrase: 'went for sightseeing', replacement: 'went sightseeing', message: 'An activity in -ing follows "go" directly: "go sightseeing".' },
  { phrase: 'going for shopping', replacement: 'going shopping', message: 'An activity in -ing follows "go" directly: "go shopping".' },
  { phrase: 'going for swimming', replacement: 'going swimming', message: 'An activity in -ing follows "go" directly: "go swimming".' },
  { phrase: 'going for fishing', replacement: 'going fishing', message: 'An activity in -ing follows "go" directly: "go fishing".' },
  { phrase: 'going for hiking', replacement: 'going hiking', message: 'An activity in -ing follows "go" directly: "go hiking".' },
  { phrase: 'going for camping', replacement: 'going camping', message: 'An activity in -ing follows "go" directly: "go camping".' },
  { phrase: 'going for jogging', replacement: 'going jogging', message: 'An activity in -ing follows "go" directly: "go jogging".' },
  { phrase: 'going for skiing', replacement: 'going skiing', message: 'An activity in -ing follows "go" directly: "go skiing".' },
  { phrase: 'going for sightseeing', replacement: 'going sightseeing', message: 'An activity in -ing follows "go" directly: "go sightseeing".' },
  { phrase: 'gone for shopping', replacement: 'gone shopping', message: 'An activity in -ing follows "go" directly: "go shopping".' },
  { phrase: 'gone for swimming', replacement: 'gone swimming', message: 'An activity in -ing follows "go" directly: "go swimming".' },
  { phrase: 'gone for fishing', replacement: 'gone fishing', message: 'An activity in -ing follows "go" directly: "go fishing".' },
  { phrase: 'gone for hiking', replacement: 'gone hiking', message: 'An activity in -ing follows "go" directly: "go hiking".' },
  { phrase: 'gone for camping', replacement: 'gone camping', message: 'An activity in -ing follows "go" directly: "go camping".' },
  { phrase: 'gone for jogging', replacement: 'gone jogging', message: 'An activity in -ing follows "go" directly: "go jogging".' },
  { phrase: 'gone for skiing', replacement: 'gone skiing', message: 'An activity in -ing follows "go" directly: "go skiing".' },
  { phrase: 'gone for sightseeing', replacement: 'gone sightseeing', message: 'An activity in -ing follows "go" directly: "go sightseeing".' },
  { phrase: 'as a conclusion', replacement: 'in conclusion', message: 'The fixed phrase is "in conclusion".' },
  { phrase: 'take long time', replacement: 'take a long time', message: '"Time" as a stretch of time takes "a": "a long time".' },
  { phrase: 'takes long time', replacement: 'takes a long time', message: '"Time" as a stretch of time takes "a": "a long time".' },
  { phrase: 'took long time', replacement: 'took a long time', message: '"Time" as a stretch of time takes "a": "a long time".' },
  { phrase: 'taking long time', replacement: 'taking a long time', message: '"Time" as a stretch of time takes "a": "a long time".' },
  { phrase: 'for long time', replacement: 'for a long time', message: '"Time" as a stretch of time takes "a": "a long time".' },
  { phrase: 'since long time', replacement: 'for a long time', message: 'The fixed phrase is "for a long time".' },
  { phrase: 'has right to', replacement: 'has the right to', message: 'The fixed phrase is "the right to".' },
  { phrase: 'have right to', replacement: 'have the right to', message: 'The fixed phrase is "the right to".' },
  { phrase: 'has right not to', replacement: 'has the right not to', message: 'The fixed phrase is "the right not to".' },
  { phrase: 'have right not to', replacement: 'have the right not to', message: 'The fixed phrase is "the right not to".' },
  { phrase: 'a know', replacement: 'a known', message: 'Before a noun, the participle "known" describes it: "a known risk".' },
  { phrase: 'get contact with', replacement: 'get in contact with', message: 'The fixed phrase is "get in contact with".' },
  { phrase: 'keep contact with', replacement: 'keep in contact with', message: 'The fixed phrase is "keep in contact with".' },
  { phrase: 'with the help with', replacement: 'with the help of', message: 'The fixed phrase is "with the help of".' },
  { phrase: 'in the internet', replacement: 'on the internet', message: 'Things are "on the internet".' },
  // not a name that goes on ("in the Internet Standards process")
  { phrase: 'in the Internet', replacement: 'on the Internet', message: 'Things are "on the Internet".', unlessBefore: /^\s+[A-Z]/ },
  { phrase: 'impact to', replacement: 'impact on', message: 'An impact is "on" something.' },
  { phrase: 'impacts to', replacement: 'impacts on', message: 'An impact is "on" something.' },
  // only after a word that judges the effects: "limit their effects to those files", "port the
  // filter effects to Rust" and "no side effects to specifying it" are right
  {
    phrase: 'effects to',
    replacement: 'effects on',
    message: 'An effect is "on" something.',
    unlessAfter: /(?<!\b(?:negative|positive|adverse|harmful|bad|good|great|significant|serious|huge|big|major|minor|lasting|detrimental|beneficial|devastating|damaging|profound|many)\s)$/i,
  },
  { phrase: 'interested on', replacement: 'interested in', message: 'One is "interested in" something.' },
  { phrase: 'interested about', replacement: 'interested in', message: 'One is "interested in" something.' },
  { phrase: 'depend of', replacement: 'depend on', message: 'The verb is "depend on".' },
  { phrase: 'depends of', replacement: 'depends on', message: 'The verb is "depend on".' },
  { phrase: 'depending of', replacement: 'depending on', message: 'The verb is "depend on".' },
  // "a dependent of the stream" is the noun
  { phrase: 'dependent of', replacement: 'dependent on', message: 'The adjective is "dependent on".', unlessAfter: /\b(?:a|the|one|any|each|every|no)\s+$/i },
  { phrase: 'responsible of', replacement: 'responsible for', message: 'One is "responsible for" something.' },
  { phrase: 'aware about', replacement: 'aware of', message: 'One is "aware of" something.' },
  // Only after "be" or "get": "married with two children" says what the family is, and
  // the active verb takes no preposition at all ("she married with a doctor": "married").
  {
    phrase: 'married with',
    replacement: 'married to',
    message: 'One is "married to" someone.',
    unlessAfter: /(?<!\b(?:am|is|are|was|were|be|been|being|get|gets|got|getting|gotten|not|happily|newly|still)\s+)$/i,
    unlessBefore: /^\s+(?:no|one|two|three|four|five|six|\d+|several|many|little|great|much|full|all|a\s+(?:child|son|daughter|baby|family)|children|kids|grandchildren)\b/i,
  },
  { phrase: 'listen music', replacement: 'listen to music', message: 'The verb is "listen to".' },
  // "Listen me!": the one listened to comes after "to"
  ...['listen', 'listens', 'listened', 'listening'].flatMap((verb) =>
    ['me', 'him', 'her', 'us', 'them'].map((pronoun) => ({ phrase: `${verb} ${pronoun}`, replacement: `${verb} to ${pronoun}`, message: `The verb is "listen to": "${verb} to ${pronoun}".` })),
  ),
  { phrase: 'listening music', replacement: 'listening to music', message: 'The verb is "listen to".' },
  { phrase: 'mention about', replacement: 'mention', message: '"Mention" takes its object directly.' },
  { phrase: 'mentioned about', replacement: 'mentioned', message: '"Mention" takes its object directly.' },
  // "I live in United States": the names of unions, kingdoms and island groups take "the", but
  // not as a modifier or in a name ("of UK law", "in United States history", "USA Freedom
  // Corps"); "US" is "us" as often
  ...['in', 'to', 'from', 'of', 'at', 'across', 'throughout', 'visit', 'visited', 'visiting'].flatMap((word) =>
    ['United States', 'United Kingdom', 'Netherlands', 'Philippines', 'Czech Republic', 'United Arab Emirates', 'Dominican Republic', 'Bahamas', 'Maldives', 'USA', 'UK'].map((country) => ({
      phrase: `${word} ${country}`,
      replacement: `${word} the ${country}`,
      message: `"${country}" takes "the": "${word} the ${country}".`,
      unlessBefore: /^\s+(?!(?:and|or|but|for|in|on|at|to|from|with|by|as|is|are|was|were|has|have|had|will|would|can|could|since|because|until|where|when|which|who|that|so|after|before|until|yet)\b)\p{L}/u,
    })),
  ),
  // "I had a breakfast at seven": a meal as such takes no article ("a big breakfast", with an
  // adjective, and "a lunch meeting", a compound, are right)
  ...['have', 'has', 'had', 'having', 'eat', 'eats', 'ate', 'eating'].flatMap((verb) =>
    ['breakfast', 'lunch', 'dinner', 'supper'].map((meal) => ({
      phrase: `${verb} a ${meal}`,
      replacement: `${verb} ${meal}`,
      message: `A meal as such takes no article: "${verb} ${meal}".`,
      unlessBefore: /^\s+(?!(?:and|or|but|at|in|on|with|together|today|tonight|yesterday|early|late|now|then|before|after|before|every|alone|here|there|first)\b)\p{L}/u,
    })),
  ),
  // "we will go to shopping": an activity in -ing after "go" takes no "to" ("go to swimming
  // lessons", "went to shopping malls" are right)
  ...['go', 'goes', 'went', 'going', 'gone'].flatMap((verb) =>
    ['shopping', 'swimming', 'fishing', 'skiing', 'hiking', 'camping', 'jogging', 'dancing', 'sightseeing', 'surfing', 'running'].map((activity) => ({
      phrase: `${verb} to ${activity}`,
      replacement: `${verb} ${activity}`,
      message: `"Go" with an activity in -ing takes no "to": "${verb} ${activity}".`,
      unlessBefore: /^\s+(?!(?:and|or|but|with|in|on|at|together|today|tonight|tomorrow|yesterday|every|this|next|last|again|alone|now|then|for)\b)\p{L}/u,
    })),
  ),
  // "because of I was tired": "because of" takes a noun; a clause takes "because"
  ...['I', 'he', 'she', 'we', 'they'].map((pronoun) => ({ phrase: `because of ${pronoun}`, replacement: `because ${pronoun}`, message: `A clause follows "because", not "because of": "because ${pronoun}".` })),
  // "open the light": a light or a machine is turned on (and off), not opened
  ...[['open', 'turn on'], ['opens', 'turns on'], ['opened', 'turned on'], ['opening', 'turning on'], ['close', 'turn off'], ['closes', 'turns off'], ['closed', 'turned off'], ['closing', 'turning off']].flatMap(([wrong, right]) =>
    ['the light', 'the lights', 'the TV', 'the television', 'the radio', 'the air conditioner', 'the air conditioning'].map((thing) => ({
      phrase: `${wrong} ${thing}`,
      replacement: `${right} ${thing}`,
      message: `A light or a machine is turned on or off: "${right} ${thing}".`,
      unlessBefore: /^\s*(?:switch|bulb|fixture|box|case|cabinet|cover|panel|socket)/i,
    })),
  ),
  // "learn more knowledge": one learns things and gains knowledge
  ...[['learn', 'gain'], ['learns', 'gains'], ['learned', 'gained'], ['learnt', 'gained'], ['learning', 'gaining']].flatMap(([wrong, right]) =>
    ['', 'more ', 'much ', 'a lot of ', 'new ', 'some '].map((amount) => ({
      phrase: `${wrong} ${amount}knowledge`,
      replacement: `${right} ${amount}knowledge`,
      message: `One learns things, and gains knowledge: "${right} ${amount}knowledge".`,
    })),
  ),
  // "consider about the costs": "consider" takes its object directly
  ...['consider', 'considers', 'considered', 'considering'].map((verb) => ({ phrase: `${verb} about`, replacement: verb, message: `"Consider" takes its object directly: "${verb}".` })),
  // "entered into the room": one enters a place; "enter into" an agreement or a discussion is right
  ...['enter', 'enters', 'entered', 'entering'].flatMap((verb) =>
    ['room', 'house', 'building', 'classroom', 'office', 'kitchen', 'car', 'hall', 'church', 'shop', 'store', 'restaurant', 'bedroom', 'hospital', 'station', 'city', 'country'].map((place) => ({
      phrase: `${verb} into the ${place}`,
      replacement: `${verb} the ${place}`,
      message: `One enters a place, with no "into": "${verb} the ${place}".`,
    })),
  ),
  // "we reached to the station": "reach" a place takes its object directly ("reached to the top
  // shelf", stretching, is right, so only places one arrives at)
  ...['reach', 'reaches', 'reached', 'reaching'].flatMap((verb) =>
    ['station', 'airport', 'hotel', 'city', 'village', 'destination', 'school', 'office', 'house', 'border', 'coast', 'town', 'hospital', 'camp'].map((place) => ({
      phrase: `${verb} to the ${place}`,
      replacement: `${verb} the ${place}`,
      message: `One reaches a place, with no "to": "${verb} the ${place}".`,
    })),
  ),
  // "we reached to a conclusion": one reaches an agreement, with no "to"
  ...['reach', 'reaches', 'reached', 'reaching'].flatMap((verb) =>
    ['a conclusion', 'an agreement', 'a decision', 'a compromise'].map((goal) => ({
      phrase: `${verb} to ${goal}`,
      replacement: `${verb} ${goal}`,
      message: `One reaches ${goal}, with no "to": "${verb} ${goal}".`,
    })),
  ),
  // "he is angry on me": one is angry with a person
  ...['me', 'you', 'him', 'her', 'us', 'them'].map((pronoun) => ({ phrase: `angry on ${pronoun}`, replacement: `angry with ${pronoun}`, message: `One is angry with a person: "angry with ${pronoun}".` })),
  // "she is proud for her son": proud "of" someone ("proud for you", happy for, is said too)
  {
    phrase: 'proud for',
    replacement: 'proud of',
    message: 'One is proud of someone or something: "proud of".',
    unlessBefore: /^(?!\s+(?:her|his|my|their|our|the|this|these|what)\b)/i,
  },
  ...['look', 'looks', 'looked', 'looking'].map((verb) => ({
    phrase: `${verb} forward for`,
    replacement: `${verb} forward to`,
    message: `The phrase is "${verb} forward to".`,
  })),
  // "it was a such good day": "such" comes before the article ("such-and-such" is a word)
  ...['a', 'an'].map((article) => ({
    phrase: `${article} such`,
    replacement: `such ${article}`,
    message: `"Such" comes before the article: "such ${article}".`,
    unlessBefore: /^[-‐]/,
  })),
  // "how long time does it take": "long" asks for the time already ("how much time" asks too);
  // "however long time passes" and the like are left alone
  { phrase: 'how long time', replacement: 'how long', message: '"How long" already asks about time: "how long" (or "how much time").', unlessBefore: /^\s+(?:passes|passed|goes|went|flies|flew)\b/i },
  // "I can't hardly wait": "hardly", "barely" and "scarcely" are negative already
  ...[
    ["can't", 'can'],
    ['cannot', 'can'],
    ["couldn't", 'could'],
    ["won't", 'will'],
    ["wouldn't", 'would'],
  ].flatMap(([negated, modal]) =>
    ['hardly', 'barely', 'scarcely'].map((adverb) => ({
      phrase: `${negated} ${adverb}`,
      replacement: `${modal} ${adverb}`,
      message: `"${adverb[0]!.toUpperCase()}${adverb.slice(1)}" is negative already: "${modal} ${adverb}".`,
    })),
  ),
  // "we met in next week", "in last year": "next" and "last" make the time an adverb, with
  // no preposition ("in last year's report" is right)
  ...['next', 'last'].flatMap((which) =>
    ['week', 'month', 'year', 'weekend', 'summer', 'winter', 'spring', 'autumn', 'semester', 'term', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((unit) => ({
      phrase: `in ${which} ${unit}`,
      replacement: `${which} ${unit}`,
      message: `With "${which}", the time takes no preposition: "${which} ${unit}".`,
      unlessBefore: /^['’]/,
    })),
  ),
  // "we met at Monday": days take "on" ("at Monday's meeting" is right)
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
    phrase: `at ${day}`,
    replacement: `on ${day}`,
    message: `Days take "on": "on ${day}".`,
    unlessBefore: /^['’]/,
  })),
  // "she plays the tennis": games take no article ("play the piano" does; "play the tennis
  // match" is right)
  ...['play', 'plays', 'played', 'playing'].flatMap((verb) =>
    ['tennis', 'football', 'basketball', 'soccer', 'golf', 'volleyball', 'baseball', 'cricket', 'hockey', 'rugby', 'badminton', 'chess', 'table tennis'].map((game) => ({
      phrase: `${verb} the ${game}`,
      replacement: `${verb} ${game}`,
      message: `A game takes no article: "${verb} ${game}".`,
      unlessBefore: /^(?:['’]|\s+(?:match|matches|game|games|ball|court|team|club|season|final|field|pitch|player|tournament|set|board|piece|pieces)\b)/i,
    })),
  ),
  // "Physics are my favourite subject": the subjects in -ics are singular; only opening a
  // sentence, since "the physics are well understood" speaks of a system's workings
  ...['physics', 'mathematics', 'maths', 'economics', 'linguistics'].flatMap((subject) =>
    [
      ['are', 'is'],
      ['were', 'was'],
    ].map(([plural, singular]) => ({
      phrase: `${subject} ${plural}`,
      replacement: `${subject} ${singular}`,
      message: `"${subject[0]!.toUpperCase()}${subject.slice(1)}" is singular: "${subject} ${singular}".`,
      unlessAfter: /[^\s.!?:;]\s*$/,
    })),
  ),
  // "The life is beautiful": life, nature and happiness in general take no article; only
  // opening a sentence and straight before the verb ("the life of a bee" is one life)
  ...['life', 'nature', 'happiness', 'education'].flatMap((noun) =>
    ['is', 'was'].map((be) => ({
      phrase: `the ${noun} ${be}`,
      replacement: `${noun} ${be}`,
      message: `Said of ${noun} in general, "${noun}" takes no article.`,
      unlessAfter: /[^\s.!?:;]\s*$/,
    })),
  ),
  // "I visited United States", "she lives in UK": these names take "the". Only where the
  // name ends its phrase, since "United States citizens" and "in United States v. Jones" (a
  // case's name) rightly go without; "US" is left out, as matching ignores case and "in us"
  // is a pronoun.
  ...['in', 'to', 'from', 'of', 'visit', 'visits', 'visited', 'visiting', 'across', 'around', 'throughout'].flatMap((before) =>
    ['United States', 'United Kingdom', 'United Arab Emirates', 'Netherlands', 'Philippines', 'UK', 'USA'].map((name) => ({
      phrase: `${before} ${name}`,
      replacement: `${before} the ${name}`,
      message: `"${name}" takes "the": "the ${name}".`,
      unlessBefore: NAME_ENDS_PHRASE,
    })),
  ),
  // "despite it was raining": "despite" takes a noun, and a clause takes "although"
  ...['it', 'he', 'she', 'they', 'we', 'I', 'you', 'there'].flatMap((subject) =>
    ['was', 'is', 'were', 'are', 'had', 'has', 'did', 'could', 'would'].map((verb) => ({
      phrase: `despite ${subject} ${verb}`,
      replacement: `although ${subject} ${verb}`,
      message: '"Despite" takes a noun ("despite the rain"); before a clause, write "although".',
    })),
  ),
  // "I go to school by the bus": a means of transport after "by" takes no article. Only
  // within a few words of a verb of going, with no other verb between, so that "waited by
  // the car" (beside it) and "got hit by the bus" (the doer) are left, as are "the bus stop"
  // and the like.
  ...['bus', 'train', 'car', 'plane', 'taxi', 'subway', 'metro', 'bike', 'bicycle', 'tram'].map((vehicle) => ({
    phrase: `by the ${vehicle}`,
    replacement: `by ${vehicle}`,
    message: `A means of transport after "by" takes no article: "by ${vehicle}".`,
    unlessAfter: BY_VEHICLE_UNLESS_AFTER,
    unlessBefore: /^(?:['’]|\s+(?:stops?|stations?|drivers?|doors?|windows?|company|routes?|lines?|tickets?|terminal|shelter|lane|depot|park|seat|seats)\b)/i,
  })),
  // "it was so a beautiful day": before "a" and its noun, "such"
  ...['is', 'was', "it's", 'are', 'were'].flatMap((be) =>
    ['a', 'an'].map((article) => ({
      phrase: `${be} so ${article}`,
      replacement: `${be} such ${article}`,
      message: `Before "${article}" and a noun, "so" becomes "such": "${be} such ${article}".`,
    })),
  ),
  // "we had a great fun": "fun" is not counted ("a fun game" is the adjective, so only before a
  // stop or a preposition)
  ...['great', 'big', 'real', 'good'].map((adjective) => ({
    phrase: `a ${adjective} fun`,
    replacement: `${adjective} fun`,
    message: '"Fun" is not counted and takes no "a".',
    unlessBefore: /^(?!\s*[.,;:!?)]|\s+(?:at|with|in|for|to|yesterday|today|tonight|last|this)\b)/i,
  })),
  // "I need to by a new phone": after "to" the verb is "buy"
  ...['need', 'needs', 'needed', 'want', 'wants', 'wanted', 'going', 'have', 'has', 'had', 'decided', 'plan', 'planned', 'able'].map((verb) => ({
    phrase: `${verb} to by`,
    replacement: `${verb} to buy`,
    message: 'The verb is "buy"; "by" is the preposition.',
    unlessBefore: /^(?!\s+(?:a|an|the|some|new|one|my|his|her|their|our|your|more|it|them|food|tickets?|clothes|groceries)\b)/i,
  })),
  // "he practised, than he became": after a comma, a next step is "then" ("than" compares)
  ...['we', 'I', 'he', 'she', 'they', 'you', 'it'].map((subject) => ({
    phrase: `than ${subject}`,
    replacement: `then ${subject}`,
    message: '"Then" tells what comes next; "than" compares.',
    unlessAfter: /(?<!,\s*)$|\b(?:more|less|rather|other|better|worse|[a-z]+er)\b[^.!?;]*$/i,
  })),
  // "we had a lot of funs": "fun" has no plural (the speller alone would offer "fans")
  ...['a lot of funs', 'lots of funs', 'have funs', 'had funs', 'having funs', 'much funs', 'great funs'].map((phrase) => ({
    phrase,
    replacement: phrase.replace(/funs$/, 'fun'),
    message: '"Fun" is not counted and has no plural.',
  })),
  // "thanks for your helps": help given is not counted
  ...['my', 'your', 'his', 'her', 'our', 'their'].map((possessive) => ({
    phrase: `${possessive} helps`,
    replacement: `${possessive} help`,
    message: '"Help" given is not counted: "your help".',
  })),
  // "I will loose my keys": after a modal or "do" the verb is "lose" ("loose" is the adjective;
  // "to loose" is confused_words')
  ...['will', 'would', 'can', 'could', 'should', 'might', 'may', 'must', "don't", "didn't", "won't", "doesn't"].map((modal) => ({
    phrase: `${modal} loose`,
    replacement: `${modal} lose`,
    message: 'The verb is "lose"; "loose" means not tight.',
  })),
  // "please be quite": "quiet" is the silence; "quite" comes before what it qualifies ("quite good")
  ...['be', 'keep', 'stay', 'remain', 'is', 'was', 'are', 'were', 'very', 'so'].map((before) => ({
    phrase: `${before} quite`,
    replacement: `${before} quiet`,
    message: '"Quiet" is the silence; "quite" means "rather" and comes before what it qualifies.',
    unlessBefore: /^(?!\s*[.!?)]|\s+(?:in|at|during|while|when|please|now|and)\b)/i,
  })),
  // "He past the exam": the verb's past is "passed"; "past" is the time or the preposition ("walked past the house")
  ...['I', 'he', 'she', 'we', 'they'].map((subject) => ({
    phrase: `${subject} past`,
    replacement: `${subject} passed`,
    message: 'The past of "pass" is "passed"; "past" is the time before now.',
    unlessBefore: /^(?!\s+(?:the|a|an|my|his|her|our|their|all|every|this|that|each)\b)/i,
  })),
  // "the criteria is", "a phenomena": Greek plurals, whose singulars are "criterion" and
  // "phenomenon" ("any of the criteria is listed" has another subject)
  ...(
    [
      ['criteria', 'Criteria', 'criterion'],
      ['phenomena', 'Phenomena', 'phenomenon'],
    ] as const
  ).flatMap(([plural, capital, singular]) => [
    ...[
      ['is', 'are'],
      ['was', 'were'],
      ['has', 'have'],
    ].map(([verb, pluralVerb]) => ({
      phrase: `the ${plural} ${verb}`,
      replacement: `the ${plural} ${pluralVerb}`,
      message: `"${capital}" is plural (one ${singular}): "the ${plural} ${pluralVerb}".`,
      unlessAfter: /\bof\s+$/i,
    })),
    ...['a', 'one', 'this', 'that'].map((determiner) => ({
      phrase: `${determiner} ${plural}`,
      replacement: `${determiner} ${singular}`,
      message: `"${capital}" is plural; one is "${determiner} ${singular}".`,
    })),
  ]),
  // "can you make me a favour": a favour is done
  ...[
    ['make', 'do'],
    ['makes', 'does'],
    ['made', 'did'],
    ['making', 'doing'],
  ].flatMap(([make, doForm]) =>
    ['me', 'him', 'her', 'us', 'them', 'you'].flatMap((pronoun) =>
      ['favour', 'favor'].map((favour) => ({
        phrase: `${make} ${pronoun} a ${favour}`,
        replacement: `${doForm} ${pronoun} a ${favour}`,
        message: `A favour is done: "${doForm} ${pronoun} a ${favour}".`,
      })),
    ),
  ),
  // "I wish I would have more time": a wish about oneself takes the past, "had" ("I wish you would
  // stop" asks something of another and is right)
  ...['I', 'we'].map((subject) => ({ phrase: `wish ${subject} would have`, replacement: `wish ${subject} had`, message: `A wish about now or the past takes "had": "wish ${subject} had".` })),
  { phrase: 'surprised of', replacement: 'surprised by', message: 'One is "surprised by" (or "at") something.' },
  // "there is no need of worry": before a verb, "no need to"
  { phrase: 'no need of', replacement: 'no need to', message: 'Before a verb: "no need to".', unlessBefore: /^(?!\s+(?:worry|be|go|do|say|ask|pay|wait|buy|come|take|make|get|have|use|call|bring|change|rush|panic|apologize|apologise)\b)/i },
  // "there is no any water": "no" and "any" do the same work; one goes
  { phrase: 'no any', replacement: 'no', message: '"No" and "any" do the same work: "no".' },
  // "I have not never seen it": one negative is enough
  ...['have', 'has', 'had', 'do', 'does', 'did', 'will', 'would', 'can', 'could', 'is', 'are', 'was', 'were'].map((verb) => ({
    phrase: `${verb} not never`,
    replacement: `${verb} never`,
    message: `One negative is enough: "${verb} never".`,
  })),
  // "I wish I can go": a wish about now takes the past, "could" or "would"
  ...['I', 'you', 'he', 'she', 'we', 'they'].flatMap((subject) =>
    [
      ['can', 'could'],
      ['will', 'would'],
    ].map(([modal, past]) => ({ phrase: `wish ${subject} ${modal}`, replacement: `wish ${subject} ${past}`, message: `A wish about now takes the past: "wish ${subject} ${past}".` })),
  ),
  // "I am waiting you": one waits "for" someone ("wait you out" is a phrase of its own)
  ...['wait', 'waits', 'waited', 'waiting'].flatMap((verb) =>
    ['me', 'you', 'him', 'her', 'us', 'them'].map((pronoun) => ({
      phrase: `${verb} ${pronoun}`,
      replacement: `${verb} for ${pronoun}`,
      message: `One waits "for" someone: "${verb} for ${pronoun}".`,
      unlessBefore: /^\s+out\b/i,
    })),
  ),
  // "waiting the bus": what is awaited takes "for" too; not a length of time ("wait the whole
  // day"), one's turn, a storm to be waited out, or tables served
  ...['wait', 'waits', 'waited', 'waiting'].flatMap((verb) =>
    ['the', 'my', 'his', 'her', 'our', 'their', 'your'].map((determiner) => ({
      phrase: `${verb} ${determiner}`,
      replacement: `${verb} for ${determiner}`,
      message: `One waits "for" what is coming: "${verb} for ${determiner} …".`,
      unlessBefore: /^\s+(?:whole|entire|rest|full|remaining|tables?|turn|storm|time|day|night|week|month|year|hours?|minutes?|seconds?|weekend|summer|winter|duration|period|length|required|usual|same|prescribed|\d)/i,
    })),
  ),
  // "He apologized me": one apologizes "to" someone
  ...['apologize', 'apologizes', 'apologized', 'apologizing', 'apologise', 'apologises', 'apologised', 'apologising'].flatMap((verb) =>
    ['me', 'you', 'him', 'her', 'us', 'them'].map((pronoun) => ({ phrase: `${verb} ${pronoun}`, replacement: `${verb} to ${pronoun}`, message: `One apologizes "to" someone: "${verb} to ${pronoun}".` })),
  ),
  // "at 1 pm o'clock": "o'clock" goes with a bare hour only
  ...['am', 'pm', 'a.m.', 'p.m.'].flatMap((half) =>
    [`${half} o'clock`, `${half} o’clock`].map((phrase) => ({ phrase, replacement: half, message: `"O'clock" and "${half}" say the same: "${half}" alone.` })),
  ),
  // "everything what I have": after an indefinite pronoun the relative is "that"
  ...['everything', 'something', 'anything', 'nothing', 'all'].flatMap((pronoun) =>
    ['I', 'you', 'he', 'she', 'we', 'they'].map((subject) => ({
      phrase: `${pronoun} what ${subject}`,
      replacement: `${pronoun} that ${subject}`,
      message: `After "${pronoun}" the relative is "that": "${pronoun} that ${subject}".`,
    })),
  ),
  { phrase: 'explain about', replacement: 'explain', message: '"Explain" takes its object directly.' },
  { phrase: 'explains about', replacement: 'explains', message: '"Explain" takes its object directly.' },
  { phrase: 'explained about', replacement: 'explained', message: '"Explain" takes its object directly.' },
  { phrase: 'explaining about', replacement: 'explaining', message: '"Explain" takes its object directly.' },
  { phrase: 'participate to', replacement: 'participate in', message: 'One participates "in" something.' },
  { phrase: 'participates to', replacement: 'participates in', message: 'One participates "in" something.' },
  { phrase: 'participated to', replacement: 'participated in', message: 'One participates "in" something.' },
  { phrase: 'participating to', replacement: 'participating in', message: 'One participates "in" something.' },
  { phrase: 'return back', replacement: 'return', message: '"Return" already means to go back.' },
  { phrase: 'fight against with', replacement: 'fight against', message: 'The verb is "fight against".' },
  { phrase: 'can contact with', replacement: 'can contact', message: 'The verb "contact" takes its object directly.' },
  { phrase: 'to contact with', replacement: 'to contact', message: 'The verb "contact" takes its object directly.' },
  { phrase: 'like to thanks', replacement: 'like to thank', message: 'After "to", the verb is bare: "to thank".' },
  { phrase: 'want to thanks', replacement: 'want to thank', message: 'After "to", the verb is bare: "to thank".' },
  { phrase: 'please contact with', replacement: 'please contact', message: 'The verb "contact" takes its object directly.' },
  { phrase: 'will contact with', replacement: 'will contact', message: 'The verb "contact" takes its object directly.' },
  { phrase: 'contacted with me', replacement: 'contacted me', message: 'The verb "contact" takes its object directly.' },
  { phrase: 'contacted with us', replacement: 'contacted us', message: 'The verb "contact" takes its object directly.' },
  { phrase: 'contacted with him', replacement: 'contacted him', message: 'The verb "contact" takes its object directly.' },
  { phrase: 'contacted with her', replacement: 'contacted her', message: 'The verb "contact" takes its object directly.' },
  { phrase: 'contacted with them', replacement: 'contacted them', message: 'The verb "contact" takes its object directly.' },
  { phrase: 'we lack of', replacement: 'we lack', message: 'The verb "lack" takes its object directly.' },
  { phrase: 'they lack of', replacement: 'they lack', message: 'The verb "lack" takes its object directly.' },
  { phrase: 'people lack of', replacement: 'people lack', message: 'The verb "lack" takes its object directly.' },
  { phrase: 'a same', replacement: 'the same', message: '"Same" takes "the": "the same".' },
  { phrase: 'am agree', replacement: 'agree', message: '"Agree" is a verb: "I agree", not "I am agree".' },
  { phrase: "I'm agree", replacement: 'I agree', message: '"Agree" is a verb: "I agree", not "I am agree".' },
  { phrase: 'are agree', replacement: 'agree', message: '"Agree" is a verb: "we agree", not "we are agree".' },
  { phrase: 'is agree', replacement: 'agrees', message: '"Agree" is a verb: "she agrees", not "she is agree".' },
  { phrase: 'am disagree', replacement: 'disagree', message: '"Disagree" is a verb: "I disagree", not "I am disagree".' },
  { phrase: 'are disagree', replacement: 'disagree', message: '"Disagree" is a verb: "we disagree", not "we are disagree".' },
  { phrase: 'explain me', replacement: 'explain to me', message: '"Explain" takes the listener with "to": "explain to me".' },
  { phrase: 'explains me', replacement: 'explains to me', message: '"Explain" takes the listener with "to": "explain to me".' },
  { phrase: 'explained me', replacement: 'explained to me', message: '"Explain" takes the listener with "to": "explain to me".' },
  { phrase: 'the most of people', replacement: 'most people', message: '"Most" takes no "the" here: "most people".' },
  { phrase: 'most of people', replacement: 'most people', message: 'Without "the", write "most people" ("most of the people" means a known group).' },
  { phrase: 'most of students', replacement: 'most students', message: 'Without "the", write "most students" ("most of the students" means a known group).' },
  { phrase: 'many of people', replacement: 'many people', message: 'Without "the", write "many people".' },
  { phrase: 'some of people', replacement: 'some people', message: 'Without "the", write "some people".' },
  { phrase: 'almost people', replacement: 'most people', message: '"Almost" qualifies a quantity: "most people" or "almost all people".' },
  { phrase: 'almost students', replacement: 'most students', message: '"Almost" qualifies a quantity: "most students" or "almost all students".' },
  { phrase: 'the most of students', replacement: 'most students', message: '"Most" takes no "the" here: "most students".' },
  { phrase: 'in the most of cases', replacement: 'in most cases', message: 'The fixed phrase is "in most cases".' },
  { phrase: 'consist from', replacement: 'consist of', message: 'The verb is "consist of".' },
  { phrase: 'consists from', replacement: 'consists of', message: 'The verb is "consist of".' },
  { phrase: 'consisted from', replacement: 'consisted of', message: 'The verb is "consist of".' },
  { phrase: 'consisting from', replacement: 'consisting of', message: 'The verb is "consist of".' },
  { phrase: 'depend from', replacement: 'depend on', message: 'The verb is "depend on".' },
  { phrase: 'depends from', replacement: 'depends on', message: 'The verb is "depend on".' },
  // "since years": a stretch of time takes "for" ("since years ago" is a point in time)
  ...['ages', 'years', 'decades', 'centuries', 'months', 'weeks'].map((stretch) => ({
    phrase: `since ${stretch}`,
    replacement: `for ${stretch}`,
    message: `A length of time takes "for": "for ${stretch}".`,
    unlessBefore: /^\s+(?:ago|before|earlier|back)\b/i,
  })),
  { phrase: 'in spite the', replacement: 'in spite of the', message: 'The fixed phrase is "in spite of".' },
  { phrase: 'amount of people', replacement: 'number of people', message: 'People are counted: "number of people".' },
  { phrase: 'amount of students', replacement: 'number of students', message: 'Students are counted: "number of students".' },
  { phrase: 'amount of children', replacement: 'number of children', message: 'Children are counted: "number of children".' },
  { phrase: 'much people', replacement: 'many people', message: 'People are counted: "many people".' },
  { phrase: 'much more people', replacement: 'many more people', message: 'People are counted: "many more people".' },
  { phrase: 'the news are', replacement: 'the news is', message: '"News" is singular: "the news is".' },
  { phrase: 'the news were', replacement: 'the news was', message: '"News" is singular: "the news was".' },
  { phrase: 'said me that', replacement: 'told me that', message: '"Say" takes no listener as its object: "told me that" (or "said to me that").' },
  { phrase: 'said him that', replacement: 'told him that', message: '"Say" takes no listener as its object: "told him that" (or "said to him that").' },
  { phrase: 'said her that', replacement: 'told her that', message: '"Say" takes no listener as its object: "told her that" (or "said to her that").' },
  { phrase: 'said us that', replacement: 'told us that', message: '"Say" takes no listener as its object: "told us that" (or "said to us that").' },
  { phrase: 'said them that', replacement: 'told them that', message: '"Say" takes no listener as its object: "told them that" (or "said to them that").' },
  { phrase: 'waiting you at', replacement: 'waiting for you at', message: '"Wait" takes "for" before what is awaited: "waiting for you".' },
  { phrase: 'waiting you in', replacement: 'waiting for you in', message: '"Wait" takes "for" before what is awaited: "waiting for you".' },
  { phrase: 'waiting you here', replacement: 'waiting for you here', message: '"Wait" takes "for" before what is awaited: "waiting for you".' },
  { phrase: 'waiting you there', replacement: 'waiting for you there', message: '"Wait" takes "for" before what is awaited: "waiting for you".' },
  { phrase: 'waiting you outside', replacement: 'waiting for you outside', message: '"Wait" takes "for" before what is awaited: "waiting for you".' },
  { phrase: 'am not agree', replacement: 'do not agree', message: "\"Agree\" is a verb: \"I don't agree\", not \"I am not agree\"." },
  { phrase: "I'm not agree", replacement: "I don't agree", message: "\"Agree\" is a verb: \"I don't agree\", not \"I am not agree\"." },
  { phrase: 'are not agree', replacement: 'do not agree', message: "\"Agree\" is a verb: \"I don't agree\", not \"I am not agree\"." },
  { phrase: 'is not agree', replacement: 'does not agree', message: "\"Agree\" is a verb: \"I don't agree\", not \"I am not agree\"." },
  { phrase: "it's depend", replacement: 'it depends', message: '"Depend" is a verb: "it depends on".' },
  { phrase: 'it is depend', replacement: 'it depends', message: '"Depend" is a verb: "it depends on".' },
  { phrase: 'a lot of time ago', replacement: 'a long time ago', message: 'The fixed phrase is "a long time ago".' },
  // "It is good idea to": an idea is one of many ("it is a good idea")
  ...['is', 'was', "it's", "that's", 'be', 'not'].flatMap((verb) =>
    ['good', 'bad', 'great', 'better', 'nice'].map((adjective) => ({
      phrase: `${verb} ${adjective} idea`,
      replacement: `${verb} a ${adjective} idea`,
      message: 'An idea is one of many: "{replacement}".',
    })),
  ),
  // "every" and "each" count one ("If every people thinks" -> "every person"); every_noun_agreement
  // makes a verb in the plural after it agree. "Every people of the earth" (each nation) is left.
  ...['every', 'each'].map((det) => ({
    phrase: `${det} people`,
    replacement: `${det} person`,
    message: `"${det[0]!.toUpperCase()}${det.slice(1)}" takes one: "{replacement}".`,
    unlessBefore: /^\s+(?:of|who|whose|that)\b/i,
  })),
  // "a lot people": the quantity takes "of" before its noun ("a lot more", "a lot better" take none)
  ...['people', 'children', 'students', 'things', 'friends', 'money', 'time', 'problems', 'ways', 'places', 'countries', 'reasons', 'benefits', 'advantages', 'disadvantages', 'information', 'books', 'jobs', 'cars', 'work'].map(
    (noun) => ({ phrase: `a lot ${noun}`, replacement: `a lot of ${noun}`, message: `The quantity takes "of": "a lot of ${noun}".` }),
  ),
  { phrase: 'make a photo of', replacement: 'take a photo of', message: 'One "takes" a photo.' },
  { phrase: 'makes a photo of', replacement: 'takes a photo of', message: 'One "takes" a photo.' },
  { phrase: 'made a photo of', replacement: 'took a photo of', message: 'One "takes" a photo.' },
  { phrase: 'making a photo of', replacement: 'taking a photo of', message: 'One "takes" a photo.' },
  { phrase: 'say me the truth', replacement: 'tell me the truth', message: '"Say" takes no listener as its object: "tell me the truth".' },
  { phrase: 'said me the truth', replacement: 'told me the truth', message: '"Say" takes no listener as its object: "told me the truth".' },
  { phrase: 'am interesting in', replacement: 'am interested in', message: 'One is "interested in" something; "interesting" is what holds the interest.' },
  { phrase: "I'm interesting in", replacement: "I'm interested in", message: 'One is "interested in" something; "interesting" is what holds the interest.' },
  // "we stayed in home": one stays at home ("in-home care", "stay in home care" name a service)
  ...['stay', 'stays', 'stayed', 'staying'].map((verb) => ({
    phrase: `${verb} in home`,
    replacement: `${verb} at home`,
    message: `One stays "at home": "${verb} at home".`,
    unlessBefore: /^(?:-|\s+(?:care|health|nursing|schooling|services?|office)\b)/i,
  })),
  // "many works to do": the task is "work", not counted ("works" are of art, or a factory)
  { phrase: 'many works to do', replacement: 'a lot of work to do', message: '"Work" as a task is not counted: "a lot of work to do".', unlessAfter: /\bthere\s+are\s+$/i },
  { phrase: 'there are many works to do', replacement: 'there is a lot of work to do', message: '"Work" as a task is not counted: "there is a lot of work to do".' },
  { phrase: 'lot of works to do', replacement: 'lot of work to do', message: '"Work" as a task is not counted: "a lot of work to do".' },
  { phrase: 'lots of works to do', replacement: 'lots of work to do', message: '"Work" as a task is not counted: "lots of work to do".' },
  { phrase: 'I think so that', replacement: 'I think that', message: '"So" stands for a clause; before the clause itself it goes: "I think that".' },
  // "this one is more good": "good" and "bad" compare as "better" and "worse" ("do more good" is
  // the noun, so only after a verb of being and not before a noun)
  ...['is', 'are', 'was', 'were', 'be', 'been'].flatMap((be) =>
    (
      [
        ['good', 'better'],
        ['bad', 'worse'],
      ] as const
    ).map(([adjective, comparative]) => ({
      phrase: `${be} more ${adjective}`,
      replacement: `${be} ${comparative}`,
      message: `"${adjective[0]!.toUpperCase()}${adjective.slice(1)}" compares as "${comparative}".`,
      // "there is more good news": before a noun it counts
      unlessBefore: /^\s+(?!(?:than|to|for|at|and|or|but|because|now|today|in|with|when|if)\b)\p{L}/iu,
    })),
  ),
  // "the most good restaurant": before a noun; "do the most good in the world" is the noun
  ...(
    [
      ['good', 'best'],
      ['bad', 'worst'],
    ] as const
  ).map(([adjective, superlative]) => ({
    phrase: `the most ${adjective}`,
    replacement: `the ${superlative}`,
    message: `"${adjective[0]!.toUpperCase()}${adjective.slice(1)}" has "the ${superlative}" as its superlative.`,
    unlessBefore: /^(?!\s+(?!(?:in|for|to|that|of|possible|with|by|and|or|we|you|they|one|it|is|was|can|could)\b)\p{L})/iu,
  })),
  // "went to home", "going to home early": not before a noun it modifies ("went to home page")
  ...['go', 'goes', 'going', 'gone', 'went', 'come', 'comes', 'coming', 'came', 'return', 'returns', 'returning', 'returned', 'get', 'gets', 'getting', 'got', 'walk', 'walked', 'drive', 'drove', 'head', 'headed'].map(
    (verb) => ({
      phrase: `${verb} to home`,
      replacement: `${verb} home`,
      message: `"Home" after a verb of motion takes no "to": "${verb} home".`,
      unlessBefore: /^\s+(?!(?:after|before|early|late|now|tonight|today|yesterday|by|with|and|at|from|for|to|soon|again|alone|together|quickly|safely)\b)\p{L}/iu,
    }),
  ),
  // "I will go to there", "go to outside": "there", "here" and the adverbs of place name the place
  // themselves and take no "to" after a verb of going ("from here to there" is right)
  ...['go', 'goes', 'going', 'gone', 'went', 'come', 'comes', 'coming', 'came', 'return', 'returned', 'walk', 'walked', 'drive', 'drove', 'travel', 'travelled', 'traveled'].flatMap(
    (verb) =>
      ['there', 'here', 'outside', 'inside', 'upstairs', 'downstairs', 'downtown', 'overseas'].map((place) => ({
        phrase: `${verb} to ${place}`,
        replacement: `${verb} ${place}`,
        message: `"${place[0]!.toUpperCase()}${place.slice(1)}" after a verb of going takes no "to": "${verb} ${place}".`,
      })),
  ),
  // "I go to the bed at 11": sleep is "go to bed" ("went to the bed and sat on it" is the furniture)
  ...['go', 'goes', 'going', 'gone', 'went'].map((verb) => ({
    phrase: `${verb} to the bed`,
    replacement: `${verb} to bed`,
    message: 'Going to sleep is "go to bed", without "the".',
    unlessBefore: /^(?!\s*[.,;!?]|\s+(?:at|early|late|now|after|before|around|every|tonight|soon|without)\b)/i,
  })),
  // "go to abroad": "abroad" is an adverb and takes no preposition ("from abroad" is right)
  ...['go', 'goes', 'going', 'gone', 'went', 'travel', 'travels', 'travelled', 'traveled', 'travelling', 'traveling', 'move', 'moved', 'moving', 'study', 'studied'].map((verb) => ({
    phrase: `${verb} to abroad`,
    replacement: `${verb} abroad`,
    message: `"Abroad" takes no preposition: "${verb} abroad".`,
  })),
  // "we arrived to the airport": one arrives at a place ("arrived to find it closed" is right)
  ...['arrive', 'arrives', 'arrived', 'arriving'].flatMap((verb) =>
    ['the', 'a', 'my', 'our', 'his', 'her', 'their', 'your', 'this', 'that'].map((determiner) => ({
      phrase: `${verb} to ${determiner}`,
      replacement: `${verb} at ${determiner}`,
      message: `One arrives "at" a place ("in" a city or country): "${verb} at ${determiner}".`,
    })),
  ),
  // "we arrived in the airport": a building or a point on the way takes "at" ("in" is for a city)
  ...['arrive', 'arrives', 'arrived', 'arriving'].flatMap((verb) =>
    ['airport', 'station', 'hotel', 'party', 'restaurant', 'office', 'bus stop', 'entrance', 'gate', 'museum', 'stadium', 'cinema'].map((place) => ({
      phrase: `${verb} in the ${place}`,
      replacement: `${verb} at the ${place}`,
      message: `One arrives "at" a building or a stop ("in" a city or country): "${verb} at the ${place}".`,
    })),
  ),
  // not "scared" or "frightened", which may mean driven away ("birds frightened from the field")
  { phrase: 'afraid from', replacement: 'afraid of', message: 'One is "afraid of" something.' },
  { phrase: 'terrified from', replacement: 'terrified of', message: 'One is "terrified of" something.' },
  { phrase: 'a one of the', replacement: 'one of the', message: '"One of the" takes no "a".' },
  // "did a mistake", "make my homework": one makes a mistake and does homework
  ...verbSwapped(
    [['do', 'make'], ['does', 'makes'], ['did', 'made'], ['doing', 'making'], ['done', 'made']],
    ['a mistake', 'mistakes', 'many mistakes', 'a lot of mistakes', 'the same mistake', 'an error', 'a big mistake'],
    'One makes a mistake',
  ),
  ...verbSwapped(
    [['do', 'make'], ['does', 'makes'], ['did', 'made'], ['doing', 'making']],
    ['an effort', 'a big effort', 'a great effort', 'every effort', 'a decision', 'a promise', 'a noise', 'an attempt', 'a phone call'],
    'One makes an effort, a decision or a promise',
  ),
  ...verbSwapped(
    [['do', 'have'], ['does', 'has'], ['did', 'had'], ['doing', 'having']],
    ['a party', 'a big party', 'a birthday party'],
    'One has (or throws) a party',
  ),
  ...verbSwapped(
    [['make', 'do'], ['makes', 'does'], ['made', 'did'], ['making', 'doing']],
    ['my', 'your', 'his', 'her', 'our', 'their', 'the'].map((owner) => `${owner} homework`),
    'One does homework',
  ),
  // "born at 1995": a year takes "in" ("on" is for a date, "at" for a time)
  ...['born', 'married', 'graduated', 'died', 'founded', 'built'].flatMap((verb) =>
    ['at', 'on'].map((wrong) => ({
      phrase: `${verb} ${wrong}`,
      replacement: `${verb} in`,
      message: `A year takes "in": "${verb} in".`,
      unlessBefore: /^(?!\s+(?:19|20)\d\d(?![-/\d]|\.\d))/,
    })),
  ),
  { phrase: 'return back', replacement: 'return', message: '"Return" already means "go back": "return".' },
  { phrase: 'returns back', replacement: 'returns', message: '"Return" already means "go back": "returns".' },
  { phrase: 'returned back', replacement: 'returned', message: '"Return" already means "go back": "returned".' },
  { phrase: 'returning back', replacement: 'returning', message: '"Return" already means "go back": "returning".' },
  { phrase: 'emphasize on', replacement: 'emphasize', message: 'The verb "emphasize" takes its object directly; "emphasis on" is the noun.' },
  { phrase: 'emphasizes on', replacement: 'emphasizes', message: 'The verb "emphasize" takes its object directly; "emphasis on" is the noun.' },
  { phrase: 'emphasized on', replacement: 'emphasized', message: 'The verb "emphasize" takes its object directly; "emphasis on" is the noun.' },
  { phrase: 'emphasizing on', replacement: 'emphasizing', message: 'The verb "emphasize" takes its object directly; "emphasis on" is the noun.' },
  { phrase: 'emphasise on', replacement: 'emphasise', message: 'The verb "emphasise" takes its object directly; "emphasis on" is the noun.' },
  { phrase: 'emphasises on', replacement: 'emphasises', message: 'The verb "emphasise" takes its object directly; "emphasis on" is the noun.' },
  { phrase: 'emphasised on', replacement: 'emphasised', message: 'The verb "emphasise" takes its object directly; "emphasis on" is the noun.' },
  { phrase: 'according to me', replacement: 'in my view', message: '"According to" reports someone else\'s view; for your own, write "in my view".' },
  // only before "about": "I think critical thinking matters" is right
  { phrase: 'think critical about', replacement: 'think critically about', message: 'How one thinks takes the adverb: "think critically".' },
  { phrase: 'thinking critical about', replacement: 'thinking critically about', message: 'How one thinks takes the adverb: "thinking critically".' },
  { phrase: 'the money are', replacement: 'the money is', message: '"Money" is not counted, so it takes a singular verb: "the money is".' },
  { phrase: 'the money were', replacement: 'the money was', message: '"Money" is not counted, so it takes a singular verb: "the money was".' },
  { phrase: 'the information are', replacement: 'the information is', message: '"Information" is not counted, so it takes a singular verb: "the information is".' },
  { phrase: 'the information were', replacement: 'the information was', message: '"Information" is not counted, so it takes a singular verb: "the information was".' },
  { phrase: 'the advice are', replacement: 'the advice is', message: '"Advice" is not counted, so it takes a singular verb: "the advice is".' },
  { phrase: 'the advice were', replacement: 'the advice was', message: '"Advice" is not counted, so it takes a singular verb: "the advice was".' },
  { phrase: 'the furniture are', replacement: 'the furniture is', message: '"Furniture" is not counted, so it takes a singular verb: "the furniture is".' },
  { phrase: 'the furniture were', replacement: 'the furniture was', message: '"Furniture" is not counted, so it takes a singular verb: "the furniture was".' },
  { phrase: 'the equipment are', replacement: 'the equipment is', message: '"Equipment" is not counted, so it takes a singular verb: "the equipment is".' },
  { phrase: 'the equipment were', replacement: 'the equipment was', message: '"Equipment" is not counted, so it takes a singular verb: "the equipment was".' },
  { phrase: 'the homework are', replacement: 'the homework is', message: '"Homework" is not counted, so it takes a singular verb: "the homework is".' },
  { phrase: 'the homework were', replacement: 'the homework was', message: '"Homework" is not counted, so it takes a singular verb: "the homework was".' },
  { phrase: 'the knowledge are', replacement: 'the knowledge is', message: '"Knowledge" is not counted, so it takes a singular verb: "the knowledge is".' },
  { phrase: 'the knowledge were', replacement: 'the knowledge was', message: '"Knowledge" is not counted, so it takes a singular verb: "the knowledge was".' },
  { phrase: 'the luggage are', replacement: 'the luggage is', message: '"Luggage" is not counted, so it takes a singular verb: "the luggage is".' },
  { phrase: 'the luggage were', replacement: 'the luggage was', message: '"Luggage" is not counted, so it takes a singular verb: "the luggage was".' },
  { phrase: 'the baggage are', replacement: 'the baggage is', message: '"Baggage" is not counted, so it takes a singular verb: "the baggage is".' },
  { phrase: 'the baggage were', replacement: 'the baggage was', message: '"Baggage" is not counted, so it takes a singular verb: "the baggage was".' },
  { phrase: 'the traffic are', replacement: 'the traffic is', message: '"Traffic" is not counted, so it takes a singular verb: "the traffic is".' },
  { phrase: 'the traffic were', replacement: 'the traffic was', message: '"Traffic" is not counted, so it takes a singular verb: "the traffic was".' },
  { phrase: 'the research are', replacement: 'the research is', message: '"Research" is not counted, so it takes a singular verb: "the research is".' },
  { phrase: 'the research were', replacement: 'the research was', message: '"Research" is not counted, so it takes a singular verb: "the research was".' },
  { phrase: 'the evidence are', replacement: 'the evidence is', message: '"Evidence" is not counted, so it takes a singular verb: "the evidence is".' },
  { phrase: 'the evidence were', replacement: 'the evidence was', message: '"Evidence" is not counted, so it takes a singular verb: "the evidence was".' },
  { phrase: 'the feedback are', replacement: 'the feedback is', message: '"Feedback" is not counted, so it takes a singular verb: "the feedback is".' },
  { phrase: 'the feedback were', replacement: 'the feedback was', message: '"Feedback" is not counted, so it takes a singular verb: "the feedback was".' },
  { phrase: 'borrow me', replacement: 'lend me', message: 'One borrows from someone and lends to someone: "lend me".' },
  { phrase: 'borrowed me', replacement: 'lent me', message: 'One borrows from someone and lends to someone: "lent me".' },
  { phrase: 'borrows me', replacement: 'lends me', message: 'One borrows from someone and lends to someone: "lends me".' },
  { phrase: 'borrow him', replacement: 'lend him', message: 'One borrows from someone and lends to someone: "lend him".' },
  { phrase: 'borrowed him', replacement: 'lent him', message: 'One borrows from someone and lends to someone: "lent him".' },
  { phrase: 'borrows him', replacement: 'lends him', message: 'One borrows from someone and lends to someone: "lends him".' },
  { phrase: 'borrow us', replacement: 'lend us', message: 'One borrows from someone and lends to someone: "lend us".' },
  { phrase: 'borrowed us', replacement: 'lent us', message: 'One borrows from someone and lends to someone: "lent us".' },
  { phrase: 'borrows us', replacement: 'lends us', message: 'One borrows from someone and lends to someone: "lends us".' },
  { phrase: 'school principle', replacement: 'school principal', message: 'The head of a school is the "principal"; a "principle" is a rule.' },
  ...sayToTell(),
  ...explainTo(),
  ...goodAt(),
  ...whenIWasA(),
  // not after a preposition, whose object "this" is ("Things like this are good")
  { phrase: 'this are', replacement: 'these are', message: THIS_ARE_MESSAGE, unlessAfter: THIS_ARE_AFTER, replacementBefore: (next) => (SINGULAR_COMPLEMENT.test(next) ? 'this is' : 'these are') },
  { phrase: 'this were', replacement: 'these were', message: THIS_ARE_MESSAGE, unlessAfter: THIS_ARE_AFTER, replacementBefore: (next) => (SINGULAR_COMPLEMENT.test(next) ? 'this was' : 'these were') },
];

// "He said me to hurry": "say" takes no listener as its object; with "to" and a verb it is "tell"
function sayToTell(): PhraseEntry[] {
  return ['me', 'him', 'her', 'us'].flatMap((who) =>
    [
      ['said', 'told'],
      ['say', 'tell'],
      ['says', 'tells'],
    ].map(([said, told]) => ({
      phrase: `${said} ${who} to`,
      replacement: `${told} ${who} to`,
      message: `"Say" takes no listener as its object: "${told} ${who} to".`,
    })),
  );
}

// "I explained him the problem": the listener of "explain" takes "to" ("explain me" is listed
// above). "Her" can be a possessive ("explained her theory"), so it counts only before a word
// no noun could be.
function explainTo(): PhraseEntry[] {
  return ['explain', 'explained', 'explains', 'explaining'].flatMap((verb) => [
    ...['him', 'us'].map((who) => ({ phrase: `${verb} ${who}`, replacement: `${verb} to ${who}`, message: `"Explain" takes the listener with "to": "${verb} to ${who}".` })),
    ...['the', 'a', 'how', 'why', 'what', 'that', 'this', 'my', 'his', 'our', 'their'].map((next) => ({
      phrase: `${verb} her ${next}`,
      replacement: `${verb} to her ${next}`,
      message: `"Explain" takes the listener with "to": "${verb} to her".`,
    })),
  ]);
}

// "She is good in math": skill in a subject is "good at"
function goodAt(): PhraseEntry[] {
  // before an -ing form after a person and "be": "he is good in playing chess"
  const atDoing: PhraseEntry = {
    phrase: 'good in',
    replacement: 'good at',
    message: 'Skill at doing something is "good at": "good at …ing".',
    unlessAfter: /^(?![\s\S]*\b(?:I\s+am|I['’]m|I\s+was|(?:he|she)\s+(?:is|was)|(?:he|she)['’]s|(?:you|we|they)\s+(?:are|were)|(?:you|we|they)['’]re)(?:\s+(?:very|really|quite|not|so|pretty))?\s+$)/i,
    unlessBefore: /^(?!\s+[a-z]+ing\b)/i,
  };
  // subjects where "good in" is seldom anything but a skill ("results good in English" may be)
  const subjects = ['math', 'maths', 'mathematics', 'science', 'sports', 'physics', 'chemistry', 'drawing', 'football', 'cooking', 'singing', 'dancing', 'swimming', 'painting', 'chess', 'tennis'];
  // a language or a school subject "good in" may describe a result ("results good in English"),
  // so after a person and "be" only, as "good in playing" above
  const afterPerson = ['English', 'French', 'Spanish', 'German', 'Italian', 'Chinese', 'Japanese', 'languages', 'history', 'biology', 'geography', 'art', 'music'].map((subject) => ({
    phrase: `good in ${subject}`,
    replacement: `good at ${subject}`,
    message: `Skill in a subject is "good at": "good at ${subject}".`,
    unlessAfter: atDoing.unlessAfter,
  }));
  return [
    atDoing,
    ...afterPerson,
    ...['good', 'bad', 'better', 'best'].flatMap((adjective) =>
      subjects.map((subject) => ({
        phrase: `${adjective} in ${subject}`,
        replacement: `${adjective} at ${subject}`,
        message: `Skill in a subject is "${adjective} at": "${adjective} at ${subject}".`,
      })),
    ),
  ];
}

// "When I was child": a role or an age after "was" takes "a"
function whenIWasA(): PhraseEntry[] {
  const nouns: Array<[string, string]> = [['child', 'a'], ['kid', 'a'], ['teenager', 'a'], ['student', 'a'], ['baby', 'a'], ['boy', 'a'], ['girl', 'a'], ['young child', 'a'], ['little girl', 'a'], ['little boy', 'a']];
  return ['I', 'he', 'she'].flatMap((who) =>
    nouns.map(([noun, article]) => ({
      phrase: `when ${who} was ${noun}`,
      replacement: `when ${who} was ${article} ${noun}`,
      message: `A singular role takes an article: "was ${article} ${noun}".`,
    })),
  );
}
