import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { cliches } from './cliches.js';

describe('cliches', () => {
  it('flags and fixes', () => {
    expect(fixWithRule(cliches, 'At the end of the day, costs matter.')).toBe('Ultimately, costs matter.');
    expect(fixWithRule(cliches, 'Only time will tell.')).toBe('The outcome is uncertain.');
    // the rewrite cannot take the question after it
    expect(runRule(cliches, 'So only time will tell what actually happens.')).toEqual([]);
    expect(fixWithRule(cliches, 'In this day and age we travel more.')).toBe('Today we travel more.');
    expect(fixWithRule(cliches, "In today's society, screens are everywhere.")).toBe('Today, screens are everywhere.');
    expect(fixWithRule(cliches, 'It goes without saying that sleep matters.')).toBe('Sleep matters.');
    expect(fixWithRule(cliches, 'We know there is no doubt that prices rose.')).toBe('We know prices rose.');
  });
  it('stays quiet on plain text', () => {
    expect(runRule(cliches, 'By the end of the day, costs had risen.')).toEqual([]);
    // the time of day, not the figure
    expect(runRule(cliches, 'Borrow the laptops and return them at the end of the day. Who wants to be the janitor at the end of the day?')).toEqual([]);
    expect(fixWithRule(cliches, 'It helps because at the end of the day it is cheaper.')).toBe('It helps because ultimately it is cheaper.');
  });
});
