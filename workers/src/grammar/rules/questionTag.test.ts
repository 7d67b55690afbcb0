import { describe, expect, it } from 'vitest';
import { fixWithRule, runRule } from '../../lint/runRule.js';
import { questionTag } from './questionTag.js';

describe('question_tag', () => {
  it('repeats the sentence’s verb and subject in the tag', () => {
    expect(fixWithRule(questionTag, "He is a very good football player, isn't it?")).toBe("He is a very good football player, isn't he?");
    expect(fixWithRule(questionTag, "She plays the piano well, isn't it? They went home, isn't it?")).toBe("She plays the piano well, doesn't she? They went home, didn't they?");
    expect(fixWithRule(questionTag, "You can swim, isn't it? I am late, isn't it?")).toBe("You can swim, can't you? I am late, aren't I?");
  });
  it('leaves right tags, negative sentences and other questions', () => {
    for (const ok of [
      "It is cold, isn't it?",
      "He is a good player, isn't he?",
      "She isn't here, is she?",
      "They never came, did they?",
      "We play well, don't we?",
      "He said so, and why wasn't it done?",
      "You know the answer, don't you?",
    ]) {
      expect(runRule(questionTag, ok), ok).toEqual([]);
    }
  });
});
