import { describe, expect, it } from 'vitest';
import { scoreAiContent, shippedDetector } from './detector.js';

// Plain, simple prose of the kind people write in a second language: short sentences,
// common words, small slips. Simple vocabulary is not a machine signal, so every one
// of these must stay clear of the machine-written band.
const PLAIN_HUMAN_TEXTS: [string, string][] = [
  [
    'a newcomer describing a first year abroad',
    `I come from Vietnam and I live in Canada since three years. When I first arrived, everything was very different for me. The weather was so cold and I did not have a good coat. My English was not good, so I was shy to talk with people. In the first month I stayed at home a lot and I watched TV to learn English. Then my neighbor invited me to her house for dinner. She cooked a chicken soup and she asked me many questions about my country. I was happy because she was patient with me. After that I started to go to a free English class at the library two times every week. The teacher is very kind and she gives us homework every week. Now I can speak better and I have some friends from my class. Sometimes I still make mistakes, but I am not afraid now. I think living in a new country is hard, but it makes you strong. My dream is to become a nurse here and help other people like my neighbor helped me.`,
  ],
  [
    'a short opinion essay on school uniforms',
    `In my opinion, students should wear school uniform. There are many reasons for this. First, uniform is cheap for the family. Parents do not need to buy many clothes for their children, they only buy two or three uniform for all the year. Second, when all students wear the same clothes, nobody can laugh at other students because of their clothes. In my country some students have expensive clothes and some students are poor, and the poor students feel sad. With uniform this problem is not there. Third, uniform help students to focus on study. They do not think about fashion every morning, they just put the uniform and go to school. Of course, some people say uniform is boring and students can not show their personality. I understand this idea, but I think school is a place for learning, not for fashion show. Students can wear what they like on weekend. For these reasons, I agree that students should wear school uniform in school.`,
  ],
  [
    'a summer job told in simple past tense',
    `Last summer I worked in a small restaurant near the beach. My job was to wash dishes and sometimes to clean the tables. The work was hard and the kitchen was very hot. My boss was a old man called Tony. He was strict but he was fair with everybody. Every day I started at ten in the morning and finished at six. In the afternoon there was many customers, especially families with kids. I remember one day a boy dropped his ice cream on the floor and he started to cry. I brought him a new one and his mother thanked me a lot. This was my favorite moment of the summer. I earned some money and I bought a bicycle with it. I also learned that every job is important, even washing dishes. Without people who wash the dishes, the restaurant can not work. Next summer maybe I will work there again, but I hope Tony will let me cook something. I like cooking very much and I want to learn more.`,
  ],
  [
    'a hometown described with simple words',
    `My hometown is a small city in the north of Turkey. It is near the Black Sea and it has many green hills. The people there are friendly and they like to drink tea all day. My family has a tea garden, and when I was a child I helped my grandfather to collect the tea leaves. It was hard work because we must carry big baskets on our back. But I liked it because my grandfather told me old stories while we worked. In winter it is raining a lot and sometimes there is snow. In summer many tourists come to see the sea and the mountains. The food is also very good. We eat a lot of fish, especially a small fish called hamsi. My mother cooks it with corn flour and it is delicious. Now I study in Istanbul and I miss my hometown very much. Istanbul is a big and busy city, and it is very expensive. When I finish university I want to go back and open a small hotel for tourists.`,
  ],
  [
    'an explanatory paragraph on water in plain sentences',
    `Water is very important for life. All people, animals and plants need water to live. A person can live some weeks without food, but only few days without water. In many countries water is a big problem. Some places have very little rain, and the people must walk far to get water. Often the children do this work, so they can not go to school. Also the water is not always clean. Dirty water makes people sick, and many small children die from this every year. There are some simple ways to help. Villages can build wells, and families can boil the water before they drink it. Governments should also build pipes and clean the water in big cities. In rich countries people use too much water. They wash cars, they fill swimming pools and they take long showers. If everybody uses less water, there is more water for the future. Water is not only a resource, it is a right for every person in the world.`,
  ],
  [
    'a plain report on a city bus service',
    `The bus in our city is cheap, but it is often late. The main line goes from the train station to the hospital and then to the university. In the morning the bus is very full and many people must stand. Old people sometimes can not find a seat, and this is not good. The drivers are usually polite, but they drive fast when they are late. The city wants to buy new buses next year. The new buses will use electricity and they will be more quiet. Some people think this is a waste of money, because the old buses still work. Other people think it is good for the air in the city, because the traffic makes a lot of smoke. In the evening the buses stop at eleven o'clock. Students who work in restaurants finish late, so they must walk home or take a taxi. A taxi is expensive for students. Maybe the city can add one more bus at midnight on the weekend. This small change will help many people.`,
  ],
  [
    'a child-like account of a family dog',
    `We have a dog his name is Biscuit. He is brown and white and he is very fat because my grandma gives him cheese when my mom is not looking. Every morning Biscuit wakes me up. He jumps on my bed and he licks my face and it is wet and gross but also funny. Then we go outside and he runs around the yard three times, always three times, I counted. He is scared of the vacuum cleaner and of the cat next door, even the cat is much smaller than him. One time he ate my sock and we had to go to the vet. The vet said he was ok but he must not eat socks anymore. I said I will put my socks in the drawer. Biscuit is eight years old, this is old for a dog. My dad says dogs get slow when they are old, and it is true, he sleeps a lot now. But when I come home from school he still runs to the door. I think he is the best dog in the world and I want him to live for a long long time.`,
  ],
  [
    'simple instructions for cooking rice',
    `This is how my mother taught me to cook rice. First you take two cups of rice and you wash it in cold water. You wash it three or four times until the water is not white anymore. This is important, if you do not wash it the rice is sticky. Then you put the rice in a pot and you add water. My mother does not measure the water. She puts her finger on the rice and the water must come to the first line of her finger. I tried this and it works, but you can also use three cups of water. Put a little salt. Now you cook it on high fire until the water is boiling. When it boils, you put the fire very low and you close the pot with the cover. Do not open the cover! Wait fifteen minutes. After fifteen minutes you turn off the fire and you wait five more minutes. Then you open and mix the rice with a fork. It is ready. We eat rice almost every day with beans or with fish, and I never get tired of it.`,
  ],
];

describe('fairness to plain, simple writing', () => {
  it.each(PLAIN_HUMAN_TEXTS)('%s reads as human-written', (_name, text) => {
    const r = scoreAiContent(text);
    expect(r.partial).toBe(false);
    expect(r.band).toBe('likely_human');
    expect(r.score).toBeLessThan(shippedDetector().thresholds.mixed);
  });
});
