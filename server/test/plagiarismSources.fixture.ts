// Three source articles and a student essay built from them: one passage copied word for word,
// one lightly edited, one paraphrased, with the student's own sentences around them.

export const tambora = [
  'The eruption of Mount Tambora on the island of Sumbawa in April 1815 was the most powerful volcanic explosion in recorded history. It ejected so much ash and sulphur dioxide into the stratosphere that global temperatures fell by almost half a degree over the following year.',
  'In Europe and North America, 1816 became known as the year without a summer. Snow fell in New England in June, frosts destroyed crops across the Atlantic seaboard, and grain prices in Switzerland rose so steeply that famine followed in the autumn.',
  'Historians have linked the failed harvests to a wave of emigration from New England to the Midwest, and some scholars argue that the cold, dark summer inspired the gothic fiction written at Lake Geneva that year.',
].join('\n\n');

export const waggle = [
  'Honeybees communicate the location of flowers through a waggle dance performed on the vertical surface of the comb inside the dark hive. The forager runs in a straight line while vibrating her abdomen, then loops back to repeat the run.',
  'The angle of the waggle run relative to gravity encodes the angle between the sun and the food source, while the duration of each run encodes the distance to the flowers. Karl von Frisch decoded this language in the 1940s and received the Nobel Prize for the discovery in 1973.',
  'Recruits that follow the dance leave the hive and search the indicated area, using floral scent carried on the dancer to recognise the right blossoms.',
].join('\n\n');

export const pharos = [
  'The Lighthouse of Alexandria, often called the Pharos, was commissioned by Ptolemy I Soter and completed during the reign of his son around 280 BC. Standing more than one hundred metres tall, it remained among the tallest structures built by human hands for many centuries.',
  'A great fire burned at its summit by night, and polished bronze mirrors are said to have reflected sunlight by day, guiding merchant ships safely past the dangerous shoals into the Great Harbour.',
  'A series of earthquakes between 956 and 1323 damaged the tower badly, and its last ruins were used in 1480 to build the citadel of Qaitbay on the same site.',
].join('\n\n');

export const own1 =
  'Every student of environmental history eventually meets a moment when nature rewrote human plans. My essay looks at three such moments and asks what they share, beginning with a volcano and ending with a building that outlived its makers by sixteen centuries.';
/** Word for word from the second paragraph of the Tambora article. */
export const copied =
  'In Europe and North America, 1816 became known as the year without a summer. Snow fell in New England in June, frosts destroyed crops across the Atlantic seaboard, and grain prices in Switzerland rose so steeply that famine followed in the autumn.';
export const own2 =
  'My grandmother kept bees behind her kitchen garden, and watching her hives taught me more patience than any classroom did. She never wore gloves and claimed the insects could tell when someone was afraid of them.';
/** The second paragraph of the waggle article with a few small edits. */
export const edited =
  'The angle of the waggle run relative to gravity represents the angle between the sun and the food source, while the length of each run encodes the distance to the flowers. Karl von Frisch decoded this language during the 1940s and was awarded the Nobel Prize for the discovery in 1973.';
export const own3 =
  'Buildings can also carry memory across ages, long after the rulers who paid for them are forgotten by everyone except a few specialists.';
/** The first two paragraphs of the Pharos article in other words. */
export const paraphrased =
  'Ptolemy I Soter ordered the Pharos, the famous Lighthouse of Alexandria, and it was finished under his son in about 280 BC. Rising above a hundred metres, it stayed one of the tallest things people had ever built for centuries. At night a huge fire blazed at the top, and by day bronze mirrors supposedly reflected the sun, leading trading vessels past perilous shoals and into the Great Harbour.';
export const own4 =
  'What ties these stories together is not catastrophe itself but the way communities remembered it, retold it and rebuilt around it, and that is the thread I follow in the chapters that come next.';

export const essay = [own1, copied, own2, edited, own3, paraphrased, own4].join('\n\n');
