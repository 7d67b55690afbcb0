import { describe, expect, it } from 'vitest';
import { createHarperLinter, harperParagraphFindings, type EnglishDialect } from './harperPass.js';
import { harperEnabledRules } from './harperRules.js';

// one paragraph alone: the reference the batched calls must agree with
const harperFindings = async (text: string, dialect: EnglishDialect) => (await harperParagraphFindings([text], dialect))[0]!;

describe('harperFindings', () => {
  it('returns UTF-16 offsets that slice the text, also after emoji and astral letters', async () => {
    for (const text of ['😀 Great news 🎉🎉: their is a cake.', '𝒜𝒜𝒜 their is a cake.', 'Plain: their is a cake.']) {
      const found = await harperFindings(text, 'en-US');
      const f = found.find((x) => x.rule === 'harper:TheirToThere');
      expect(f).toBeDefined();
      expect(text.slice(f!.start, f!.end)).toBe('their');
      expect(f!.replacements[0]).toBe('there');
    }
  }, 120_000);

  it('keeps its own spell checker and the dash rule off, also after a dialect change', async () => {
    await harperFindings('The colour was grey.', 'en-GB');
    const found = await harperFindings('We won -- and then speling was bad.', 'en-US');
    expect(found.map((f) => f.rule)).not.toContain('harper:SpellCheck');
    expect(found.map((f) => f.rule)).not.toContain('harper:Dashes');
    // only the chosen rules run, whatever the text
    const many = await harperFindings('This is a very long sentence , with alot of problems , that go on and on and on , and its great ; i think so ... ok?', 'en-US');
    for (const f of many) expect(harperEnabledRules.has(f.rule.replace('harper:', ''))).toBe(true);
  }, 120_000);

  it('titles a finding by the kind of error and quotes the words its message names', async () => {
    const found = await harperFindings('She is taller then her brother.', 'en-US');
    const f = found.find((x) => x.rule === 'harper:ThenThan');
    expect(f?.title).toBe('Confused words');
    expect(f?.message).not.toContain('`');
  }, 120_000);

  it('never lower-cases the word a sentence starts with', async () => {
    const text = "Who's there? I asked. Who's coming tonight?";
    const found = await harperFindings(text, 'en-US');
    expect(found.filter((f) => text.slice(f.start, f.end) === "Who's")).toEqual([]);
  }, 120_000);

  it('leaves the article before a word in capitals to the a_an rule', async () => {
    const found = await harperFindings('Support the project by becoming a SPONSOR today, and buy an apple.', 'en-US');
    expect(found.filter((f) => f.rule === 'harper:AnA')).toEqual([]);
    const letters = await harperFindings('It is fine so long as (a) I keep it and A) according to plan; 802.11a also works; run it with -a or in us-central1-a or elsewhere.', 'en-US');
    expect(letters.filter((f) => f.rule === 'harper:AnA')).toEqual([]);
    // "un-" before a word is said "un"; "a advise" is left to the confused-word rule ("advice")
    const un = await harperFindings('He argued with an unidentified man about an unimaginable loss, and gave a advise.', 'en-US');
    expect(un.filter((f) => f.rule === 'harper:AnA')).toEqual([]);
    // letters said by name: before digits, and a name without a vowel
    const named = await harperFindings('It runs on an H8 board and needs an sh-compatible shell.', 'en-US');
    expect(named.filter((f) => f.rule === 'harper:AnA')).toEqual([]);
    // a capital A inside a sentence is a name, not an article
    const label = await harperFindings('Both of his parents have gene A and they know it; vitamin A is cheap, and so is A in row two.', 'en-US');
    expect(label.filter((f) => f.rule === 'harper:AnA')).toEqual([]);
    // no article at all goes before "advice" (noun_number), so neither "a" nor "an" is offered
    const advice = await harperFindings('He gave me an useful advice yesterday.', 'en-US');
    expect(advice.filter((f) => f.rule === 'harper:AnA')).toEqual([]);
    // lower-case words still get Harper's article check
    const plain = await harperFindings('She ate a apple yesterday.', 'en-US');
    expect(plain.map((f) => f.rule)).toContain('harper:AnA');
  }, 120_000);

  it('leaves alone what it misreads in essays and stories ("there needs to be", "their two sons", "let out", "would lay", "et cetera", "the quiet is")', async () => {
    const text =
      'He must resign, and there needs to be an inquiry. She lives with Dean and their two sons. He jumped up and let out a shriek. ' +
      "The doctor's were charging too much. So I'd lay there and try to sleep. She was a unanimous choice. That would let people choose. Once gone you an never get it back. " +
      'The volcano, one of the most active in the world, erupted. They sing, dance, paint et cetera. ' +
      "Maybe because Nat's like a sister. The guy in Tex. got 20%. It is not bad per se. Readers came because the quiet is the reason. " +
      'Notwithstanding our economic straits, we act. We have an historic opportunity.';
    const found = await harperFindings(text, 'en-US');
    expect(found.map((f) => `${f.rule} ${text.slice(f.start, f.end)}`)).toEqual([]);
    // still caught
    const wrong = "I'd went there. Lets go now. He said there car is red. That's is why. I am not quiet sure.";
    const caught = await harperFindings(wrong, 'en-US');
    expect(caught.map((f) => `${f.rule} ${wrong.slice(f.start, f.end)}`).sort()).toEqual([
      'harper:LetsConfusion Lets',
      'harper:QuiteQuiet quiet',
      'harper:SimplePastToPastParticiple went',
      'harper:SingleBe  is',
      'harper:ThereToTheir there',
    ]);
  }, 120_000);

  it('keeps dictionary casing fixes that add capitals, not those that turn a name or unit into another word', async () => {
    const found = await harperFindings('We use javascript on Unix. Sam wrote it on 28 Dec 2018 in two IDEs, and it weighs 8 kB. Set http_proxy, list them in po/POTFILES, save it as .png in ~/.gnupg and serve text/css.', 'en-US');
    const recased = found.filter((f) => f.rule === 'harper:OrthographicConsistency').map((f) => f.replacements[0]);
    expect(recased).toEqual(['JavaScript']);
    const names = await harperFindings('A post on 4chan said the GPs had read le Carré, and Émilie du Châtelet met Luis de los Cameros on Whatsapp.', 'en-US');
    expect(names.filter((f) => f.rule === 'harper:OrthographicConsistency').map((f) => f.replacements[0])).toEqual(['WhatsApp']);
  }, 120_000);

  it('does not join a lone letter to a word, nor take inch marks and continued quotations for open quotes', async () => {
    const advice = await harperFindings('Your peers can give you advice, but it has a negative affect on some.', 'en-US');
    expect(advice.filter((f) => f.rule === 'harper:NounVerbConfusion').map((f) => f.replacements[0])).toEqual(['effect']);
    const events = await harperFindings('Students manage to attend their after-school events. Their is a cost.', 'en-US');
    expect(events.filter((f) => f.rule === 'harper:TheirToThere').map((f) => f.replacements[0])).toEqual(['There']);
    const affect = await harperFindings('These options do not affect whether backups are made, and it will not affect caching.', 'en-US');
    expect(affect.filter((f) => f.rule === 'harper:NounVerbConfusion')).toEqual([]);
    const verb = 'We examined whether short-term sleep restriction affects working memory.';
    const affects = await harperFindings(verb, 'en-US');
    expect(affects.filter((f) => f.rule === 'harper:NounVerbConfusion' && f.start === verb.indexOf('affects'))).toEqual([]);
    const shoulders = await harperFindings('Maintainers do not carry that on their already loaded shoulders.', 'en-US');
    expect(shoulders.filter((f) => f.rule === 'harper:TheirToTheyre')).toEqual([]);
    const setuid = await harperFindings('Set the set-user-ID bit of newly created directories, though this has began to change.', 'en-US');
    expect(setuid.filter((f) => f.rule === 'harper:SimplePastToPastParticiple').map((f) => f.replacements[0])).toEqual(['begun']);
    const quoted = await harperFindings('The type ‘a’ prints names, and the file has an ‘msgid’ field.', 'en-US');
    expect(quoted.filter((f) => f.rule === 'harper:AnA')).toEqual([]);
    const member = await harperFindings('One of the family member tested positive. This kind of circumstances will pass.', 'en-US');
    expect(member.filter((f) => f.rule === 'harper:OneOfTheSingular' || f.rule === 'harper:ThisTypeOfThing').map((f) => f.replacements[0])).not.toContain('positives');
    expect(member.filter((f) => f.rule === 'harper:ThisTypeOfThing').map((f) => f.replacements[0])).not.toContain('thing');
    const two = await harperFindings('You can only choose one of the two and one of the two will always be hard.', 'en-US');
    expect(two.filter((f) => f.rule === 'harper:OneOfTheSingular')).toEqual([]);
    const player = await harperFindings('He is one of the best player in the team.', 'en-US');
    expect(player.filter((f) => f.rule === 'harper:OneOfTheSingular').map((f) => f.replacements[0])).toEqual(['players']);
    const best = await harperFindings('He owned one of the best kept hotels in town.', 'en-US');
    expect(best.filter((f) => f.rule === 'harper:OneOfTheSingular')).toEqual([]);
    const merged = await harperFindings('He said he s not coming, and it s late. Use the value of FS here. She teaches at La Trobe University. Each candidate has hes own group.', 'en-US');
    expect(merged.filter((f) => f.rule === 'harper:MergeWords')).toEqual([]);
    const wants = await harperFindings('Why would anyone want a driverless car? Why does she want him? He was denied such an honour.', 'en-GB');
    expect(wants.filter((f) => f.rule === 'harper:NominalWants' || f.rule === 'harper:AnA')).toEqual([]);
    const adverb = await harperFindings('It is still quite possible, and we waited for quite some time. The men who died were John Bryans. All that remained were some old chests.', 'en-US');
    expect(adverb.filter((f) => f.rule === 'harper:QuiteQuiet' || f.rule === 'harper:WereWhere')).toEqual([]);
    const where = await harperFindings('The car is developed were the seats vibrate.', 'en-US');
    expect(where.filter((f) => f.rule === 'harper:WereWhere').map((f) => f.replacements[0])).toEqual(['where']);
    const place = await harperFindings('We were there yesterday, and they went there last week. I will go to there tomorrow.', 'en-US');
    expect(place.filter((f) => f.rule === 'harper:ThereToTheir')).toEqual([]);
    const degree = await harperFindings('People can be in more danger on these roads. The rules are more stricter now.', 'en-US');
    expect(degree.filter((f) => f.rule === 'harper:AdjectiveDoubleDegree').map((f) => f.replacements[0])).toEqual(['stricter']);
    const [first, second] = await harperParagraphFindings(['I bought a 15" monitor and a 2.5" drive.', '"The first paragraph of her speech went on.', '"And the second one ended it."'], 'en-US');
    expect([...first!, ...second!].filter((f) => f.rule === 'harper:UnclosedQuotes')).toEqual([]);
    const intent = await harperFindings('He was always intent on following the plan.', 'en-US');
    expect(intent.filter((f) => f.rule === 'harper:NounVerbConfusion')).toEqual([]);
    const runs = await harperFindings('Oh no no no! Now now, calm down. I I I I cannot. We saw the the cat.', 'en-US');
    expect(runs.filter((f) => f.rule === 'harper:RepeatedWords').map((f) => f.replacements[0])).toEqual(['the']);
    const dots = await harperFindings('I waited for her.... Then she came. It was late.... and cold.', 'en-US');
    expect(dots.filter((f) => f.rule === 'harper:EllipsisLength').map((f) => f.start)).toEqual(['I waited for her.... Then she came. It was late'.length]);
    const [said, on] = await harperParagraphFindings(['The report said: "Parents are at risk of further harm.', '"Yet the government has done little," it added.'], 'en-US');
    expect([...said!, ...on!].filter((f) => f.rule === 'harper:UnclosedQuotes')).toEqual([]);
    // a quotation left open for good is still found
    const [open] = await harperParagraphFindings(['"This quotation never ends, she said.', 'Then the story went on.'], 'en-US');
    expect(open!.map((f) => f.rule)).toContain('harper:UnclosedQuotes');
  }, 120_000);

  it('turns insert-after suggestions into a full replacement of the span', async () => {
    const text = 'However the results were clear.';
    const found = await harperFindings(text, 'en-US');
    for (const f of found) {
      const fixed = text.slice(0, f.start) + f.replacements[0] + text.slice(f.end);
      expect(fixed.length).toBeGreaterThan(0);
      if (f.rule === 'harper:DiscourseMarkers') expect(fixed).toBe('However, the results were clear.');
    }
  }, 120_000);
});

describe('createHarperLinter', () => {
  it('runs only the rules it is given', async () => {
    const linter = await createHarperLinter('en-US', new Set(['RepeatedWords']));
    const lints = await linter.organizedLints('We saw the the cake. Their is a cake.', { language: 'plaintext' });
    expect(Object.keys(lints)).toEqual(['RepeatedWords']);
    await linter.dispose();
  }, 120_000);
});

describe('harperParagraphFindings', () => {
  it('finds in one batch what each paragraph alone gives, offsets relative to each', async () => {
    const paragraphs = [
      // a one-sentence label is spared the capitalisation rule, also before other paragraphs
      'is it right?',
      '😀 Their is a cake, and then we ate it.',
      'there is no way she is not guilty. i know it.',
      'The results were clear.',
      'this shall effect in exams.',
    ];
    const batched = await harperParagraphFindings(paragraphs, 'en-US');
    expect(batched).toHaveLength(paragraphs.length);
    const rules = (fs: { rule: string; start: number; end: number }[]) => fs.map((f) => `${f.rule}@${f.start}-${f.end}`).sort();
    for (const [i, p] of paragraphs.entries()) expect(rules(batched[i]!)).toEqual(rules(await harperFindings(p, 'en-US')));
    expect(batched[0]).toEqual([]);
    expect(rules(batched[2]!)).toContain('harper:SentenceCapitalization@0-5');
    const their = batched[1]!.find((f) => f.rule === 'harper:TheirToThere');
    expect(paragraphs[1]!.slice(their!.start, their!.end)).toBe('Their');
  }, 120_000);
});

