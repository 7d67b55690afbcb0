import { lastWordRule } from './lastWordRule.js';

// "test weather these methods work", "decide weather to stay": after a verb or adjective
// that takes a yes-or-no question, and before the question's subject, "weather" can only
// be "whether". The weather itself is the object of such verbs ("check weather
// forecasts", "see weather patterns"), so the next word must open a clause, and "to"
// counts only after verbs of choosing and knowing ("check weather to plan" is the weather).

const ASKING =
  'test|tests|tested|testing|determine|determines|determined|determining|check|checks|checked|checking|see|sees|saw|seeing|' +
  'examine|examines|examined|examining|investigate|investigates|investigated|investigating|assess|assesses|assessed|assessing|' +
  'evaluate|evaluates|evaluated|evaluating|establish|establishes|established|establishing|question|questions|questioned|' +
  'questioning|doubt|doubts|doubted|show|shows|showed|tell|tells|told|matter|matters|mattered|clear|sure';
const CHOOSING =
  'decide|decides|decided|deciding|know|knows|knew|known|knowing|ask|asks|asked|asking|wonder|wonders|wondered|wondering|' +
  'consider|considers|considered|considering|debate|debates|debated|debating|unsure|unclear|uncertain|choose|chooses|chose|choosing';
const SUBJECT = 'these|this|that|those|the|it|they|we|he|she|you|i|there|our|their|his|her|its|any|some|people|such|or';

const PATTERN = new RegExp(
  `\\b(?:(?:${ASKING}|${CHOOSING})\\s+weather(?=\\s+(?:${SUBJECT})\\b)|(?:${CHOOSING})\\s+weather(?=\\s+to\\b))`,
  'gi',
);

export const whetherForWeather = lastWordRule({
  id: 'whether_for_weather',
  title: 'Confused words',
  pattern: PATTERN,
  fix(m) {
    const word = m[0].slice(m[0].search(/\S+$/));
    const replacement = word[0] === 'W' ? 'Whether' : 'whether';
    return { word, replacement, message: '"Whether" introduces a choice or a question; "weather" is rain and sun.' };
  },
});
