import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { whetherForWeather } from './whetherForWeather.js';

describe('whether_for_weather', () => {
  it('reads "weather" as "whether" before a yes-or-no question', () => {
    for (const [wrong, right] of [
      ['Trials should test weather these changes help.', 'Trials should test whether these changes help.'],
      ['She could not decide weather to stay.', 'She could not decide whether to stay.'],
      ['It is unclear weather it works.', 'It is unclear whether it works.'],
      ['We checked weather the door was locked.', 'We checked whether the door was locked.'],
    ]) {
      expect(fixWithRule(whetherForWeather, wrong!)).toBe(right);
    }
  });
  it('leaves the weather itself alone', () => {
    for (const ok of [
      'Pilots check weather forecasts before take-off.',
      'Farmers watch the weather closely.',
      'Check weather to plan the hike.',
      'We will see weather patterns change.',
      'They tested whether the bridge would hold.',
    ]) {
      expect(runRule(whetherForWeather, ok)).toEqual([]);
    }
  });
});
