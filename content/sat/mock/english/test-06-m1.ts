import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 6, reading and writing, module 1 (the same for every student): 25 scored items and
 * 2 unscored pilots. Passages are adapted from, or are short factual passages about, public-domain
 * translations of Leo Tolstoy, Anton Chekhov, Ivan Turgenev and Fyodor Dostoevsky (Constance
 * Garnett; Louise and Aylmer Maude), Victor Hugo (Isabel F. Hapgood), Gustave Flaubert (Eleanor
 * Marx-Aveling) and Henrik Ibsen (William Archer); the two quantitative items carry original,
 * invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const src = {
  darling: pd(
    "Anton Chekhov",
    "The Darling, in The Darling and Other Stories (translated by Constance Garnett)",
    1899,
    "The Darling and Other Stories, Chatto & Windus, London, 1916",
  ),
  lotteryTicket: pd(
    "Anton Chekhov",
    "The Lottery Ticket, in The Wife and Other Stories (translated by Constance Garnett)",
    1887,
    "The Wife and Other Stories, Chatto & Windus, London, 1918",
  ),
  gooseberries: pd(
    "Anton Chekhov",
    "Gooseberries, in The Wife and Other Stories (translated by Constance Garnett)",
    1898,
    "The Wife and Other Stories, Chatto & Windus, London, 1918",
  ),
  drearyStory: pd(
    "Anton Chekhov",
    "A Dreary Story, in The Wife and Other Stories (translated by Constance Garnett)",
    1889,
    "The Wife and Other Stories, Chatto & Windus, London, 1918",
  ),
  ladyWithDog: pd(
    "Anton Chekhov",
    "The Lady with the Dog, in The Lady with the Dog and Other Stories (translated by Constance Garnett)",
    1899,
    "The Lady with the Dog and Other Stories, Chatto & Windus, London, 1917",
  ),
  annaKarenina: pd("Leo Tolstoy", "Anna Karenina (translated by Constance Garnett)", 1877, "William Heinemann, London, 1901"),
  warAndPeace: pd(
    "Leo Tolstoy",
    "War and Peace (translated by Louise and Aylmer Maude)",
    1869,
    "Oxford University Press (The World's Classics), London, 1922-1923",
  ),
  sportsman: pd("Ivan Turgenev", "A Sportsman's Sketches (translated by Constance Garnett)", 1852, "William Heinemann, London, 1895"),
  fathers: pd("Ivan Turgenev", "Fathers and Children (translated by Constance Garnett)", 1862, "William Heinemann, London, 1895"),
  crime: pd("Fyodor Dostoevsky", "Crime and Punishment (translated by Constance Garnett)", 1866, "William Heinemann, London, 1914"),
  karamazov: pd(
    "Fyodor Dostoevsky",
    "The Brothers Karamazov (translated by Constance Garnett)",
    1880,
    "William Heinemann, London, 1912",
  ),
  houseOfTheDead: pd(
    "Fyodor Dostoevsky",
    "The House of the Dead (translated by Constance Garnett)",
    1862,
    "William Heinemann, London, 1915",
  ),
  gambler: pd(
    "Fyodor Dostoevsky",
    "The Gambler, in The Gambler and Other Stories (translated by Constance Garnett)",
    1866,
    "The Gambler and Other Stories, William Heinemann, London, 1917",
  ),
  miserables: pd("Victor Hugo", "Les Misérables (translated by Isabel F. Hapgood)", 1862, "Thomas Y. Crowell & Co., New York, 1887"),
  bovary: pd("Gustave Flaubert", "Madame Bovary (translated by Eleanor Marx-Aveling)", 1857, "Vizetelly & Co., London, 1886"),
  dollsHouse: pd("Henrik Ibsen", "A Doll's House (translated by William Archer)", 1879, "T. Fisher Unwin, London, 1889"),
};

const WIC_BLANK = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock06-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Anton Chekhov's 1899 short story "The Darling." Olenka, a young woman in a provincial town, has married Kukin, who manages an open-air theater.

Olenka was always fond of someone and could not live without loving. Once she married Kukin, his concerns became her own. Whatever Kukin said about the theater and the actors, she ______. She told her friends that the theater was the most important thing in the world, that only through it could people become cultivated and humane, and that the public did not understand this.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "repeated",
        correct: true,
        why: `The text says that Kukin's "concerns became her own," and the next sentence shows Olenka telling her friends Kukin's own views about the theater. She repeated whatever he said.`,
      },
      {
        text: "doubted",
        correct: false,
        why: "Olenka does not question Kukin's views; she spreads them to her friends as if they were her own, which is the opposite of doubting them.",
      },
      {
        text: "ignored",
        correct: false,
        why: "Olenka pays close attention to what Kukin says; his concerns become hers, and she passes his opinions on to others.",
      },
      {
        text: "resented",
        correct: false,
        why: "Nothing suggests that Olenka is bitter about Kukin's opinions. She is devoted to him and eagerly adopts his views.",
      },
    ],
    explanation: `The text establishes that Olenka "could not live without loving" and that Kukin's "concerns became her own." The sentence after the blank shows her telling her friends exactly what Kukin thinks about the theater, so the word that fits is "repeated."`,
    source: src.darling,
  },
  {
    id: "mock06-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Leo Tolstoy's 1877 novel *Anna Karenina*. Levin, a landowner, has joined the peasants of his estate in mowing a meadow.

Levin had not mowed for a long time, and with the peasants' eyes on him, he cut badly at first, though he swung the scythe with all his strength. Soon he was drenched in sweat and began to fear that he would not have the strength to finish the row. But the longer he mowed, the more often there came moments when he forgot what he was doing. Then it seemed that the scythe was mowing by itself, like a living body, and the work came out even and well done without his thinking about it. These were the happiest moments of all.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To show how a character's experience of hard physical work changes as he becomes absorbed in it",
        correct: true,
        why: `The text begins with Levin mowing badly and fearing that he cannot finish, then describes the moments when he "forgot what he was doing," the work went well "without his thinking about it," and he was happiest. It traces that change.`,
      },
      {
        text: "To explain the proper technique for using a scythe",
        correct: false,
        why: "The text says that Levin cut badly at first, but it never explains how a scythe should be used; its focus is on what Levin feels, not on instructions.",
      },
      {
        text: "To criticize Levin for attempting work that he had not been trained to do",
        correct: false,
        why: "The text does not find fault with Levin. His early struggles give way to the happiest moments of his day, which is hardly a criticism.",
      },
      {
        text: "To describe how the peasants react to seeing their landowner mow",
        correct: false,
        why: `The peasants' "eyes" are mentioned only as a reason for Levin's early nervousness; their reaction is never described.`,
      },
    ],
    explanation: "The text moves from Levin's clumsy, exhausting start to moments in which the work seems to do itself and he is at his happiest. Its purpose is to show that change in his experience of the work.",
    source: src.annaKarenina,
  },
  {
    id: "mock06-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Ivan Turgenev's 1852 collection *A Sportsman's Sketches*. The narrator, a hunter, has come to know two peasants, Khor and Kalinitch, who are close friends.

The two friends were not at all alike. Khor was a practical, down-to-earth man with a head for business; he had built himself a solid house, saved a little money, and kept on good terms with his master. Kalinitch, on the other hand, was a dreamer, ______ and quick to be carried away by enthusiasm. He wore shoes made of bark, scraped along somehow, and spent his days following his master on hunting trips.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "excitable",
        correct: true,
        why: `"On the other hand" sets Kalinitch against the practical Khor, and the word in the blank is paired with "dreamer" and "quick to be carried away by enthusiasm." "Excitable" describes exactly that easily stirred temperament.`,
      },
      {
        text: "shrewd",
        correct: false,
        why: `"Shrewd" describes Khor, the man "with a head for business," not the dreamer Kalinitch, who is introduced as his opposite and who merely "scraped along somehow."`,
      },
      {
        text: "cautious",
        correct: false,
        why: `A cautious man would not be "quick to be carried away by enthusiasm"; the word contradicts the rest of the description.`,
      },
      {
        text: "prosperous",
        correct: false,
        why: `Kalinitch wears bark shoes and "scraped along somehow"; it is Khor who has a solid house and savings.`,
      },
    ],
    explanation: `The sentence contrasts Kalinitch with Khor ("on the other hand"), so the blank must describe a quality opposite to Khor's practicality. It also sits between "a dreamer" and "quick to be carried away by enthusiasm," so "excitable" is the precise fit.`,
    source: src.sportsman,
  },
  {
    id: "mock06-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Victor Hugo's 1862 novel *Les Misérables*. In 1815, Monseigneur Myriel has just arrived in the town of Digne as its bishop.

The bishop's palace was a huge and beautiful stone house with grand rooms and fine gardens. Next to it stood the hospital, a narrow, low building with a small garden. Three days after arriving, the bishop visited the hospital and then invited its director to the palace, where the director admitted that his patients were crowded into rooms that were hard to air. "There is evidently a mistake," the bishop said. "You have twenty-six people in five or six small rooms. There are three of us here, and we have room for sixty. You have my house, and I have yours." The next day, the patients were moved into the palace, and the bishop moved into the hospital.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It contrasts two buildings and their occupants and then shows a character acting to correct the imbalance between them.",
        correct: true,
        why: "The text first sets the grand palace beside the cramped hospital, then has the bishop point out that three people have room for sixty while twenty-six patients are crowded together, and ends with the exchange of buildings that corrects this.",
      },
      {
        text: "It describes a hospital's problems and then explains why the bishop could do nothing to solve them.",
        correct: false,
        why: "The bishop does solve the problem, by the most direct means possible: he gives the patients his palace.",
      },
      {
        text: "It presents the director's request for the palace and then the bishop's reluctant agreement.",
        correct: false,
        why: "The director makes no request; he only admits that the hospital is crowded. The idea of exchanging buildings is the bishop's own, and he acts on it at once.",
      },
      {
        text: "It traces the history of the bishop's palace and then describes the bishop's daily routine there.",
        correct: false,
        why: "The text gives no history of the palace and no account of the bishop's routine; it narrates a single decision.",
      },
    ],
    explanation: "The first sentences set up a contrast (a spacious palace for three people, a crowded hospital for twenty-six patients); the bishop names the imbalance as a \"mistake\"; the last sentence shows him reversing it. The structure is contrast, then corrective action.",
    source: src.miserables,
  },
  {
    id: "mock06-rw-m1-05",
    skill: "words-in-context",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Fyodor Dostoevsky's 1880 novel *The Brothers Karamazov*. Father Zossima, an elder at a monastery, is speaking to Fyodor Pavlovitch, a man who constantly plays the fool and tells lies to amuse or shock others.

"Above all, do not lie to yourself. A man who lies to himself and listens to his own lie comes to such a pass that he cannot ______ the truth within him or around him, and so he loses all respect for himself and for others."`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "discern",
        correct: true,
        why: "Zossima warns that a habit of self-deception ends in a man no longer being able to tell what is true, inside him or outside him. \"Discern\" means to perceive or distinguish, which is exactly that lost ability.",
      },
      {
        text: "conceal",
        correct: false,
        why: "The danger Zossima describes is losing sight of the truth, not failing to hide it; a practiced liar conceals the truth all too well.",
      },
      {
        text: "invent",
        correct: false,
        why: "Truth is not something one invents, and the phrase \"the truth within him or around him\" refers to something that already exists and must be perceived.",
      },
      {
        text: "forgive",
        correct: false,
        why: "One forgives people or wrongs, not the truth; the word makes no sense with \"the truth around him.\"",
      },
    ],
    explanation: "The sentence traces a consequence of lying to oneself: eventually one can no longer perceive the truth, and respect for oneself and others collapses. \"Discern\" names that power of perceiving truth.",
    source: src.karamazov,
  },
  {
    id: "mock06-rw-m1-06",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Leo Tolstoy's 1877 novel *Anna Karenina*.

Stepan Arkadyevitch read a liberal newspaper, not an extreme one but one that held the views of the majority, and although science, art, and politics did not especially interest him, he firmly held whatever views the majority and his paper held, changing them only when the majority changed them. He had not chosen his opinions; they had come to him of themselves, just as he did not choose the shape of his hat or coat but simply took whatever was being worn. And for a man living in his circle, who felt the need for some degree of mental activity that usually comes with maturity, having views was as ______ as having a hat.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "indispensable",
        correct: true,
        why: `The clause just before the blank gives the reason: a man of his circle "felt the need" for some mental activity. Views, like a hat, were something such a man simply could not do without, so "indispensable" is the precise word.`,
      },
      {
        text: "conspicuous",
        correct: false,
        why: `This echoes the hat and coat that others can see, but the sentence grounds the comparison in a "need": views, like a hat, were something such a man could not do without, not something meant to be noticed.`,
      },
      {
        text: "deliberate",
        correct: false,
        why: `The text insists that Stepan Arkadyevitch "had not chosen his opinions"; they "had come to him of themselves." Nothing about his views is deliberate.`,
      },
      {
        text: "burdensome",
        correct: false,
        why: "Nothing suggests that holding views weighs on him; he takes them up as easily as he takes up a hat, and the sentence stresses need, not burden.",
      },
    ],
    explanation: `Tolstoy compares views to a hat twice: Stepan Arkadyevitch takes both ready-made, and, for a man of his circle who "felt the need" for some mental activity, having views was as necessary as having a hat. "Indispensable" captures that necessity; "conspicuous" is tempting because a hat is seen, but the sentence is about needing the thing at all, not being noticed.`,
    source: src.annaKarenina,
  },
  {
    id: "mock06-rw-m1-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Fyodor Dostoevsky's 1866 novel *Crime and Punishment*.

On an exceptionally hot evening early in July, a young man came out of the tiny room he rented under the roof of a tall five-story house and walked slowly, as though undecided, toward a bridge. He had managed to avoid meeting his landlady on the stairs. She lived on the floor below, and every time he went out he had to pass her kitchen, whose door always stood open. Each time, he felt sick and frightened and scowled with shame. He was hopelessly in debt to her and afraid of meeting her. This was not because he was cowardly or timid; quite the opposite. For some time, however, he had been in a tense, irritable state that bordered on illness.`,
      },
    ],
    stem: `Which choice best describes the function of the sentence "This was not because he was cowardly or timid; quite the opposite." in the text as a whole?`,
    choices: [
      {
        text: "It rules out an explanation for the young man's fear that the preceding details might suggest, clearing the way for a different explanation.",
        correct: true,
        why: "The details before the sentence (avoiding the landlady, feeling sick and frightened) could lead a reader to think the young man is simply a coward. The sentence denies this, and the next sentence supplies the real cause: a tense, irritable state bordering on illness.",
      },
      {
        text: "It reveals that the young man's fear of his landlady is a pretense that he uses to avoid paying her.",
        correct: false,
        why: "The sentence denies that cowardice causes the fear, not that the fear is real; the text plainly states that he \"was afraid of meeting her\" and felt sick each time he passed her door.",
      },
      {
        text: "It presents the narrator's praise of the young man's courage as the main point of the text.",
        correct: false,
        why: "\"Quite the opposite\" does imply that he is not timid by nature, but the text moves straight on to his disturbed state of mind; his courage is a passing qualification, not the point of the passage.",
      },
      {
        text: "It suggests that the young man's debt to his landlady is smaller than it first appears.",
        correct: false,
        why: "The sentence says nothing about the size of the debt, which the text calls hopeless.",
      },
    ],
    explanation: "Having described behavior that looks like cowardice, the narrator stops to deny that reading (\"not because he was cowardly or timid\") and then offers the true cause, the young man's overstrained, irritable condition. The sentence's function is to correct a likely misreading and prepare for that explanation.",
    source: src.crime,
  },
  {
    id: "mock06-rw-m1-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `Text 1 is adapted from Ivan Turgenev's 1862 novel *Fathers and Children*. Bazarov, a young medical student who scorns all accepted authorities, is a guest at the country estate of Nikolai Petrovitch, the father of his friend Arkady.

"Nature is not a temple but a workshop," Bazarov declared, "and man is the workman in it." Later he said to Arkady, "The other day I saw your father reading Pushkin. Please explain to him that it's no use at all. He's not a boy; it's time he gave up that nonsense. Give him something sensible to read."`,
      },
      {
        label: "Text 2",
        text: `Text 2 is also adapted from *Fathers and Children*. Nikolai Petrovitch has learned that Bazarov considers his love of poetry out of date.

One evening Nikolai Petrovitch walked alone in his garden. The sun had set, the sky still glowed above the motionless trees, and the warm air was quiet. He thought of his late wife and of his youth, and his heart was stirred. "But to reject poetry?" he thought. "To have no feeling for art, for nature . . ." And he looked around, as though trying to understand how it was possible to have no feeling for nature.`,
      },
    ],
    stem: "Based on the texts, how would Bazarov (Text 1) most likely respond to Nikolai Petrovitch's feelings as described in Text 2?",
    choices: [
      {
        text: "He would regard them as misplaced, since he values nature as a place for useful work rather than as an object of reverence.",
        correct: true,
        why: `Bazarov denies that nature is a "temple," something to be revered, and calls it a "workshop" for human labor; he also dismisses poetry as "no use at all." Nikolai Petrovitch's reverent emotion before the evening garden is exactly the attitude Bazarov rejects.`,
      },
      {
        text: "He would agree that nature deserves reverence but argue that poetry describes it less accurately than science does.",
        correct: false,
        why: `The first half contradicts Text 1: calling nature "not a temple" is a refusal to revere it. Bazarov also objects to poetry as useless, not as inaccurate.`,
      },
      {
        text: "He would argue that Nikolai Petrovitch is too old to begin appreciating nature in the right way.",
        correct: false,
        why: `This twists "He's not a boy." Bazarov means that a grown man should have given up poetry, not that he is too old to start some proper appreciation of nature; Bazarov recommends no such appreciation.`,
      },
      {
        text: "He would share Nikolai Petrovitch's feelings but keep them private so as not to seem romantic.",
        correct: false,
        why: "Nothing in Text 1 suggests that Bazarov secretly feels what he publicly scorns; the text presents his dismissal of reverence and poetry as sincere.",
      },
    ],
    explanation: `Text 1 gives Bazarov's view that nature is a workshop, not a temple, and that poetry is useless. Text 2 shows Nikolai Petrovitch moved by the evening garden and unable to imagine having "no feeling for nature." Bazarov would see that feeling as a misplaced reverence for something whose value lies in useful work.`,
    source: src.fathers,
  },

  // ================================================================ information and ideas
  {
    id: "mock06-rw-m1-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Anton Chekhov's 1887 short story "The Lottery Ticket."

Ivan Dmitritch, a man of modest income, was well satisfied with his life until the evening he saw that the series number of his wife's lottery ticket was on the list of winners. Without yet checking the ticket's own number, he and his wife began to dream of what the prize could buy: a country estate, travel abroad. But soon he began to think with resentment that the ticket was hers, not his. She, in turn, looked at him with hatred, knowing who would be the first to try to grab her winnings. When at last he checked, the ticket had not won. Hatred and hope vanished together, and their rooms suddenly seemed dark, small, and low.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "The mere prospect of sudden wealth turns a contented couple against each other and leaves them dissatisfied with the life they had enjoyed.",
        correct: true,
        why: "The couple begin satisfied, turn to resentment and hatred while imagining the prize, and end finding their home dark and small. The possibility of money, not money itself, causes all of this, since the ticket never wins.",
      },
      {
        text: "A couple wins a large lottery prize and uses it to buy a country estate.",
        correct: false,
        why: "The ticket does not win; the estate exists only in the couple's daydreams.",
      },
      {
        text: "A husband teaches his wife to be more careful with money.",
        correct: false,
        why: "No lesson is taught; the husband and wife only grow suspicious of each other.",
      },
      {
        text: "A couple learns that hard work is more reliable than luck.",
        correct: false,
        why: "The text never mentions hard work or draws this lesson; it ends with the couple's dissatisfaction, not with a moral about effort.",
      },
    ],
    explanation: "The story moves from contentment, through dreams that sour into mutual hatred, to a disappointment that spoils even the life the couple had been happy with. The main idea is that the mere chance of wealth corrodes their marriage and their satisfaction.",
    source: src.lotteryTicket,
  },
  {
    id: "mock06-rw-m1-10",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `A community theater in a small town staged the same play on four Saturdays in a row and counted the audience at each performance. In a newsletter, the theater's manager reported that attendance grew steadily over the run, with each performance drawing a larger audience than the one before it. For example, the third performance drew ______`,
      },
    ],
    table: {
      title: "Audience at four performances of one play",
      columns: ["Performance", "Audience (number of people)"],
      rows: [
        ["First", "84"],
        ["Second", "97"],
        ["Third", "112"],
        ["Fourth", "138"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the example?",
    choices: [
      {
        text: "112 people, up from 97 at the second performance.",
        correct: true,
        why: "The table shows 112 people at the third performance and 97 at the second, so this both gives the right figure and shows the growth from the performance before it, as the manager's claim requires.",
      },
      {
        text: "97 people, up from 84 at the first performance.",
        correct: false,
        why: "These are the figures for the second and first performances; the sentence is about the third.",
      },
      {
        text: "138 people, up from 112 at the third performance.",
        correct: false,
        why: "138 is the audience at the fourth performance, not the third.",
      },
      {
        text: "84 people, the smallest audience of the run.",
        correct: false,
        why: "84 is the audience at the first performance, and a smallest audience would not illustrate growth.",
      },
    ],
    explanation: "The example must give the third performance's audience (112) and show that it was larger than the second's (97). Only one choice does both.",
    source: original,
  },
  {
    id: "mock06-rw-m1-11",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Gustave Flaubert's 1857 novel *Madame Bovary*. Emma, a farmer's daughter, was educated at a convent school.

At the convent, Emma read novels that an old seamstress slipped to the older girls, stories full of lovers, tears, moonlit lakes, and nightingales in the woods. Having grown up amid the calm of the countryside, she was drawn instead to whatever was stormy. She loved the sea only for its storms, and green fields only when ruins broke them up. She had to draw some personal profit from things, and she rejected as useless whatever did not feed the immediate desires of her heart; her temperament was more sentimental than artistic, and she looked for emotions, not landscapes.`,
      },
    ],
    stem: "Which choice best describes Emma as she is presented in the text?",
    choices: [
      {
        text: "She values things chiefly for the strong emotions they can stir in her.",
        correct: true,
        why: `Emma loves the sea "only for its storms," rejects "as useless" whatever does not feed her heart's desires, and looks "for emotions, not landscapes." Each detail shows her judging things by the feelings they give her.`,
      },
      {
        text: "She has a true artist's appreciation of natural beauty.",
        correct: false,
        why: `The text says the opposite: her temperament was "more sentimental than artistic," and she cared for scenes only when they offered excitement.`,
      },
      {
        text: "She prefers the quiet countryside where she grew up to the places described in novels.",
        correct: false,
        why: "The calm of the countryside is what she turns away from; she is drawn to \"whatever was stormy.\"",
      },
      {
        text: "She reads romantic novels mainly to escape the strict rules of the convent.",
        correct: false,
        why: "The text does not say why she reads the novels or mention the convent's rules; it focuses on what she seeks in everything, which is emotion.",
      },
    ],
    explanation: "Every detail about Emma points the same way: storms rather than calm seas, ruins rather than plain fields, emotions rather than landscapes. She judges everything by the feelings it can give her.",
    source: src.bovary,
  },
  {
    id: "mock06-rw-m1-12",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `Anton Chekhov's 1898 short story "Gooseberries" centers on a tale told by Ivan Ivanovitch, a veterinary surgeon, about a visit to his brother. After years of saving, the brother has bought a country estate and planted gooseberry bushes, and he eats the sour fruit with delight. That night, Ivan Ivanovitch reflects that the contentment of people like his brother depends on the suffering of others remaining hidden and unheard.`,
      },
    ],
    stem: "Which quotation from Ivan Ivanovitch's reflections most effectively illustrates the claim?",
    choices: [
      {
        text: `"Evidently the happy man only feels at ease because the unhappy bear their burdens in silence, and without that silence happiness would be impossible."`,
        correct: true,
        why: "This states the dependence the claim describes: the happy man's ease exists only \"because\" the unhappy suffer \"in silence,\" and without that silence happiness \"would be impossible.\"",
      },
      {
        text: `"There is always, for some reason, an element of sadness mingled with my thoughts of human happiness."`,
        correct: false,
        why: "This describes Ivan Ivanovitch's own mood when he thinks about happiness; it says nothing about happiness depending on others' hidden suffering.",
      },
      {
        text: `"I could hear that he was awake, and that he kept getting up and going to the plate of gooseberries and taking one."`,
        correct: false,
        why: "This shows how much the brother enjoys his gooseberries, but it does not connect his contentment to anyone else's suffering.",
      },
      {
        text: `"You look at life: the insolence and idleness of the strong, the ignorance and brutishness of the weak, incredible poverty all about us."`,
        correct: false,
        why: "This lists the miseries of life, but it does not say that the contentment of the happy depends on those miseries staying out of sight.",
      },
    ],
    explanation: "The claim has two parts: the contentment of happy people, and its dependence on others' suffering remaining hidden and unheard. Only the quotation about the unhappy bearing their burdens \"in silence,\" without which \"happiness would be impossible,\" joins both.",
    source: src.gooseberries,
  },
  {
    id: "mock06-rw-m1-13",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Henrik Ibsen's 1879 play *A Doll's House*. Years earlier, when her husband, Helmer, was seriously ill, Nora secretly borrowed the money for a year in Italy that restored his health.

Nora tells her old friend Mrs. Linde that Helmer still believes the money came from her father. Nora has been repaying the loan herself, bit by bit, by spending as little as possible on her own clothes and by doing copying work late into the night. When Mrs. Linde asks whether she will ever tell him, Nora replies that Helmer, with his manly independence, would be painfully humiliated to learn that he owed anything to her. Nora's reply suggests that she keeps the loan secret mainly because ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "she believes that the truth would wound her husband's pride.",
        correct: true,
        why: "Nora's stated reason is that Helmer, with his \"manly independence,\" would be \"painfully humiliated\" to owe anything to her; keeping the secret protects his pride.",
      },
      {
        text: "she fears that her father would be angry to learn of the loan.",
        correct: false,
        why: "Nora mentions her father only as the person Helmer wrongly thinks supplied the money; she expresses no fear of his anger.",
      },
      {
        text: "she is ashamed of the copying work she does to repay it.",
        correct: false,
        why: "Nothing in the text suggests that Nora is ashamed of her work; the humiliation she speaks of is Helmer's, not her own.",
      },
      {
        text: "she expects Mrs. Linde to repay the debt for her.",
        correct: false,
        why: "Nora tells Mrs. Linde that she has been repaying the loan herself; she asks no one for help.",
      },
    ],
    explanation: "Asked whether she will tell Helmer, Nora explains that he would be humiliated to learn that he owed anything to her. The logical completion is that she keeps the secret to spare his pride.",
    source: src.dollsHouse,
  },
  {
    id: "mock06-rw-m1-14",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: `A group of high school biology students tested whether adding a little sugar to vase water lengthens the vase life of cut flowers, the number of days before the flowers wilt. They placed stems of four species either in plain water or in a sugar solution and recorded how long each lasted. The students concluded that the sugar solution helped most for species with a moderate vase life in plain water and helped little or not at all for species whose vase life in plain water was either very short or very long.`,
      },
    ],
    table: {
      title: "Average vase life of four species of cut flowers (days)",
      columns: ["Species", "Plain water", "Sugar solution"],
      rows: [
        ["Daffodil", "3", "3"],
        ["Tulip", "6", "9"],
        ["Rose", "8", "12"],
        ["Carnation", "14", "15"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the students' conclusion?",
    choices: [
      {
        text: "Tulips and roses, which lasted 6 and 8 days in plain water, gained 3 and 4 days in the sugar solution, whereas daffodils (3 days in plain water) gained no days and carnations (14 days) gained only 1.",
        correct: true,
        why: "The conclusion makes a contrast: large gains for the moderate species, little or none for the shortest- and longest-lived. This choice covers all three groups: tulips and roses gained 3 and 4 days, daffodils 0, and carnations 1.",
      },
      {
        text: "Roses gained 4 days in the sugar solution, more than any of the other species gained.",
        correct: false,
        why: "This is accurate, but it says nothing about the species with very short or very long vase lives, so it supports only part of the conclusion.",
      },
      {
        text: "Daffodils lasted 3 days in both plain water and the sugar solution, while tulips lasted 6 days in plain water and 9 days in the sugar solution.",
        correct: false,
        why: "This is accurate and contrasts a short-lived species with a moderate one, but it leaves out the long-lived carnation, so it cannot show that the sugar also helped little at the long end of the range.",
      },
      {
        text: "Carnations lasted 14 days in plain water and 15 days in the sugar solution, longer than any other species in either condition.",
        correct: false,
        why: "This is accurate, but it compares species by total vase life, not by how much the sugar helped each one, which is what the conclusion is about.",
      },
    ],
    explanation: "The conclusion links the size of the sugar's benefit to where a species falls in the range of plain-water vase life. Supporting it requires the gains for the moderate species (tulip +3, rose +4) set against those for the shortest-lived (daffodil +0) and longest-lived (carnation +1). Only one choice gives all of these.",
    source: original,
  },
  {
    id: "mock06-rw-m1-15",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Leo Tolstoy's 1869 novel *War and Peace*. Pierre, a count who has inherited one of the largest fortunes in Russia, has been taken prisoner by the French army in 1812.

For years Pierre had searched for peace of mind, in charitable projects, in a secret brotherhood, in the pleasures of society and wine, and had never found it. Now, shut in a shed at night and later marched barefoot on sore feet, he found it at last. He learned that people are made for happiness, that happiness lies within them, in satisfying simple human needs, and that unhappiness comes not from lack but from excess. He recalled that tight dancing shoes had once pained him just as much as his bare, sore feet did now. Pierre's reflections suggest that his earlier wealth ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "had protected him from unhappiness less than one might expect and may even have contributed to it.",
        correct: true,
        why: "Pierre now believes that unhappiness comes \"from excess,\" and he recalls that the luxuries of his old life (tight dancing shoes) hurt as much as his present hardship. Wealth, then, did not shield him from suffering and, by his new view, may have fed his restlessness.",
      },
      {
        text: "had caused him more physical pain than his captivity did.",
        correct: false,
        why: "The text says the dancing shoes pained him \"just as much\" as his sore feet, not more; the comparison is one of equality.",
      },
      {
        text: "had been wasted on charitable projects that accomplished nothing.",
        correct: false,
        why: "The text says only that Pierre did not find peace of mind in charity; it says nothing about what the projects accomplished.",
      },
      {
        text: "had given him pleasures that he now regrets having lost.",
        correct: false,
        why: "Pierre finds in captivity the peace that his old pleasures never gave him; nothing suggests that he misses them.",
      },
    ],
    explanation: "Two steps lead to the completion. Pierre's new belief is that unhappiness comes from excess rather than lack, and his memory of the dancing shoes shows that his comfortable life brought pain as real as his present hardship. Together these imply that his wealth did not protect him from unhappiness and may have been part of its cause.",
    source: src.warAndPeace,
  },

  // ================================================================ standard English conventions
  {
    id: "mock06-rw-m1-16",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Anton Chekhov, who trained as a doctor at Moscow University, often drew on medicine in his fiction. The narrator of "A Dreary Story" (1889) is a celebrated professor of medicine who knows that his illness will soon kill ______ the story consists largely of his bleak reflections on his life and work.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "him; the",
        correct: true,
        why: `"The narrator ... is a celebrated professor of medicine who knows that his illness will soon kill him" and "the story consists largely of his bleak reflections" are both independent clauses, and a semicolon correctly joins them.`,
      },
      {
        text: "him, the",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "him the",
        correct: false,
        why: "With no punctuation, the two independent clauses run together in a fused sentence.",
      },
      {
        text: "him, and, the",
        correct: false,
        why: `A comma before "and" can join the clauses, but the comma after "and" is not standard: nothing follows that needs to be set off, so it wrongly separates the conjunction from its clause.`,
      },
    ],
    explanation: "The blank falls between two complete clauses. Of the choices, only the semicolon joins them correctly.",
    source: src.drearyStory,
  },
  {
    id: "mock06-rw-m1-17",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `The stories collected in Ivan Turgenev's *A Sportsman's Sketches* (1852), most of which first appeared one at a time in the journal *The Contemporary*, ______ Russian peasants living in serfdom as intelligent and gifted individuals.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "portray",
        correct: true,
        why: `The subject of the sentence is the plural noun "stories," so the plural verb "portray" agrees with it.`,
      },
      {
        text: "portrays",
        correct: false,
        why: `This singular verb seems to agree with "journal" or "The Contemporary," the nouns just before the blank, but they belong to the relative clause. The subject is the plural "stories."`,
      },
      {
        text: "has portrayed",
        correct: false,
        why: `"Has" is singular and does not agree with the plural subject "stories."`,
      },
      {
        text: "is portraying",
        correct: false,
        why: `"Is" is singular and does not agree with the plural subject "stories."`,
      },
    ],
    explanation: `Set aside the phrase and the relative clause ("collected in ... Sketches (1852)," "most of which first appeared ... The Contemporary") and the core of the sentence is "The stories ______ Russian peasants." The plural subject needs the plural verb "portray."`,
    source: src.sportsman,
  },
  {
    id: "mock06-rw-m1-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Victor Hugo opposed Louis-Napoléon Bonaparte's seizure of power in December 1851 and was forced to leave France. He did not return until 1870, after the fall of the Second Empire, and he spent most of his exile on the Channel Island of ______ he wrote much of *Les Misérables*.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "Guernsey, where",
        correct: true,
        why: `"Where he wrote much of Les Misérables" adds information about a specific, named island, so it is a nonessential relative clause and is correctly set off from "Guernsey" with a comma.`,
      },
      {
        text: "Guernsey. Where",
        correct: false,
        why: `The period cuts the relative clause off from the noun it describes, leaving "Where he wrote much of Les Misérables" as a sentence fragment.`,
      },
      {
        text: "Guernsey; where",
        correct: false,
        why: "A semicolon must separate two independent clauses, but the words after it form a dependent relative clause.",
      },
      {
        text: "Guernsey, there",
        correct: false,
        why: `"There he wrote much of Les Misérables" is an independent clause, so joining it to the preceding clause with only a comma creates a comma splice.`,
      },
    ],
    explanation: "The words after the blank describe Guernsey. A relative clause beginning with \"where\" does that job, and because it adds information about a named place, it is set off with a comma.",
    source: src.miserables,
  },
  {
    id: "mock06-rw-m1-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Louise and Aylmer Maude were an English couple who had lived in Russia for many years and knew Leo Tolstoy personally. Working together over several decades, the Maudes ______ many of Tolstoy's works into English, including *War and Peace*, and Aylmer also wrote a two-volume biography of the novelist.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "translated",
        correct: true,
        why: `The clause "the Maudes ______ many of Tolstoy's works" needs a main verb, and the finite past-tense verb "translated" supplies one, matching "wrote" in the clause that follows "and."`,
      },
      {
        text: "translating",
        correct: false,
        why: `"Translating" is a participle, not a finite verb, so the clause beginning "the Maudes" would have no main verb.`,
      },
      {
        text: "having translated",
        correct: false,
        why: `"Having translated" is also a participle; it leaves the clause without a main verb.`,
      },
      {
        text: "to translate",
        correct: false,
        why: "An infinitive cannot serve as the main verb of a clause, so the clause would be incomplete.",
      },
    ],
    explanation: `After the introductory phrase "Working together over several decades," the subject "the Maudes" needs a finite verb. Only "translated" makes the clause complete.`,
    source: src.warAndPeace,
  },
  {
    id: "mock06-rw-m1-20",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `In 1849, Fyodor Dostoevsky was arrested with other members of the Petrashevsky Circle, a group of young men who met to discuss political ideas and banned writings. On December 22 of that year, the prisoners were led out to a square in St. Petersburg to be shot. Their sentence—death by firing ______ had in fact already been reduced by the tsar, but the pardon was announced only after the first prisoners had been tied to posts. Dostoevsky then spent four years in a prison camp in Omsk, Siberia, an experience he later drew on in *The House of the Dead*.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "squad—had",
        correct: true,
        why: `"Death by firing squad" interrupts the clause "Their sentence had in fact already been reduced." It opens with a dash, so it must close with a dash.`,
      },
      {
        text: "squad, had",
        correct: false,
        why: "An interrupting element must be set off with a matching pair of marks; a dash cannot open it and a comma close it.",
      },
      {
        text: "squad had",
        correct: false,
        why: `Without a closing dash, the interruption never ends, and the sentence reads as though "had" belonged to the phrase "death by firing squad."`,
      },
      {
        text: "squad; had",
        correct: false,
        why: `A semicolon would separate the subject "Their sentence" from its verb "had," and the words before it do not form an independent clause.`,
      },
    ],
    explanation: "The dash after \"sentence\" opens an interrupting phrase that names the sentence. To return to the main clause, the phrase must be closed with a second dash.",
    source: src.houseOfTheDead,
  },
  {
    id: "mock06-rw-m1-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Constance Garnett's translations of Russian literature appeared over nearly three decades: the novels and stories of Ivan Turgenev, in the 1890s; Leo Tolstoy's *Anna Karenina*, in 1901; the novels of Fyodor Dostoevsky, beginning in ______ and the tales of Anton Chekhov, in thirteen volumes, between 1916 and 1922.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "1912; and",
        correct: true,
        why: "The items in this list contain internal commas (\"Leo Tolstoy's Anna Karenina, in 1901\"), so the items are separated by semicolons, as the earlier ones are. The last item must follow the same pattern.",
      },
      {
        text: "1912, and",
        correct: false,
        why: "Once a list uses semicolons to separate items that contain commas, switching to a comma before the last item makes it impossible to tell where the Dostoevsky item ends and the Chekhov item begins.",
      },
      {
        text: "1912 and",
        correct: false,
        why: "With no punctuation, the Dostoevsky and Chekhov items run together, as though both began in 1912.",
      },
      {
        text: "1912: and",
        correct: false,
        why: "A colon introduces an explanation or a list; it cannot separate items within a list that has already been introduced by a colon.",
      },
    ],
    explanation: "The colon introduces a list whose items each contain a comma, so semicolons separate the items: \"...in the 1890s; ...in 1901; ...beginning in 1912; and ...\" The last separator must be a semicolon too.",
    source: src.annaKarenina,
  },
  {
    id: "mock06-rw-m1-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `Leo Tolstoy's *Anna Karenina* first appeared in installments in the journal *The Russian Messenger* between 1875 and 1877, but not in full. Unwilling to print the novel's criticism of the Russian volunteers who had gone to fight for Serbia against the Ottoman Empire, ______`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "Mikhail Katkov, the journal's editor, refused to publish the final part, which Tolstoy then issued as a separate book in 1877.",
        correct: true,
        why: `The introductory phrase "Unwilling to print the novel's criticism..." must describe the subject that follows it. Katkov, the editor, is the one who was unwilling to print the criticism, so placing his name right after the comma makes the modifier logical.`,
      },
      {
        text: "the final part was refused by Mikhail Katkov, the journal's editor, and Tolstoy then issued it as a separate book in 1877.",
        correct: false,
        why: "This makes \"the final part\" the subject, so the sentence says that the final part was unwilling to print criticism, which is illogical; the phrase describes Katkov, who appears only later.",
      },
      {
        text: "Tolstoy saw the final part refused by Mikhail Katkov, the journal's editor, and issued it as a separate book in 1877.",
        correct: false,
        why: "This makes Tolstoy the subject, so the sentence says that Tolstoy was unwilling to print his own novel's criticism, which contradicts what happened.",
      },
      {
        text: "the decision of Mikhail Katkov, the journal's editor, was to refuse the final part, which Tolstoy then issued as a separate book in 1877.",
        correct: false,
        why: "This makes \"the decision\" the subject, and a decision cannot be unwilling to print anything; the modifier still does not describe the person it refers to.",
      },
    ],
    explanation: "An introductory modifier refers to the subject of the main clause. The person unwilling to print the criticism was the editor, Mikhail Katkov, so his name must come directly after the comma.",
    source: src.annaKarenina,
  },

  // ================================================================ expression of ideas
  {
    id: "mock06-rw-m1-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Ivan Turgenev spent much of his adult life in Western Europe. He lived for years in the German resort town of Baden-Baden and later in Paris, and he died in 1883 at Bougival, a village just outside the French capital. ______ his novels remained focused on Russian characters and the questions facing Russian society.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "The first sentences describe Turgenev's long life abroad; the last says his novels stayed focused on Russia. That is a contrast with what one might expect, which \"Nevertheless\" signals.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Living in Western Europe does not cause a writer to focus on Russia; \"Therefore\" falsely presents the last sentence as a result of the first.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The novels' Russian focus is not an example of Turgenev's life abroad; it stands in contrast to it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The two ideas pull in opposite directions (a life in Western Europe, novels about Russia), so they are not similar.",
      },
    ],
    explanation: "Living for decades outside Russia might lead a reader to expect Turgenev to write about other places. The final sentence says the opposite, so a contrasting transition, \"Nevertheless,\" is needed.",
    source: src.fathers,
  },
  {
    id: "mock06-rw-m1-24",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- "The Lady with the Dog" is a short story by the Russian writer Anton Chekhov.
- It was first published in December 1899.
- Chekhov had recently moved to Yalta, a resort town on the Black Sea, because he was ill with tuberculosis.
- The story begins in Yalta, where Dmitri Gurov, a married man from Moscow, is on holiday.
- There he meets Anna Sergeyevna, a young married woman who walks a white Pomeranian along the seafront.
- Constance Garnett's English translation was published in 1917.`,
      },
    ],
    stem: `The student wants to introduce the story's opening situation to an audience unfamiliar with it. ${SYNTHESIS}`,
    choices: [
      {
        text: `Chekhov's 1899 story "The Lady with the Dog" begins in Yalta, where Dmitri Gurov, a married man from Moscow on holiday, meets Anna Sergeyevna, a young married woman who walks a white Pomeranian along the seafront.`,
        correct: true,
        why: "This names the story and its author and then gives the opening situation: the setting, the two main characters, and their meeting.",
      },
      {
        text: `Chekhov, who had moved to Yalta because he was ill with tuberculosis, published "The Lady with the Dog" in December 1899.`,
        correct: false,
        why: "This gives facts about Chekhov and the story's publication but says nothing about what happens at the story's opening.",
      },
      {
        text: `Constance Garnett's English translation of Chekhov's "The Lady with the Dog" was published in 1917.`,
        correct: false,
        why: "This reports when the translation appeared; it describes none of the story's situation or characters.",
      },
      {
        text: `"The Lady with the Dog," a short story by Anton Chekhov, begins in the Black Sea resort town of Yalta.`,
        correct: false,
        why: "This gives the setting but leaves out the characters and their meeting, so the audience would not learn the story's opening situation.",
      },
    ],
    explanation: "An introduction to the opening situation needs the setting, the main characters, and what brings them together. Only one choice supplies all three.",
    source: src.ladyWithDog,
  },
  {
    id: "mock06-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In 1856, Gustave Flaubert's *Madame Bovary* appeared in installments in the *Revue de Paris*. Early the next year, the government put Flaubert on trial for offending public morals, hoping to suppress a novel it considered scandalous. ______ the trial only drew wide attention to the book, which found many readers when it appeared in two volumes that April, two months after Flaubert was acquitted.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Instead,",
        correct: true,
        why: "The government hoped to suppress the novel; the trial did the opposite and brought it attention and readers. \"Instead\" signals that an outcome replaced the one intended.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "The government's wish to suppress the novel did not lead to the book's wide readership; \"Therefore\" presents an outcome that defeated the government's aim as if it followed from that aim.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "The trial's effect is the reverse of what the government hoped for, not something similar to it.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The trial's drawing attention to the book is not an example of the government's effort to suppress it; it is the unintended opposite.",
      },
    ],
    explanation: "The sentence before the blank states the government's aim (suppressing the novel); the sentence with the blank reports the opposite result (wide attention and many readers). A transition showing that one outcome took the place of the intended one, \"Instead,\" fits.",
    source: src.bovary,
  },
  {
    id: "mock06-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Henrik Ibsen's play *A Doll's House* premiered in Copenhagen in December 1879.
- In its final scene, Nora leaves her husband and children.
- According to Ibsen, the actress cast as Nora in an early German production refused to perform that ending.
- Ibsen's plays were not protected by copyright in Germany, so he could not stop theaters there from rewriting them.
- He therefore wrote an alternative ending himself, in which Nora stays.
- Ibsen called this alternative ending a "barbaric outrage."`,
      },
    ],
    stem: `The student wants to explain why Ibsen wrote an ending that he disliked. ${SYNTHESIS}`,
    choices: [
      {
        text: `Because he had no copyright protection in Germany and could not stop theaters there from rewriting his play, Ibsen wrote an ending in which Nora stays, though he called it a "barbaric outrage."`,
        correct: true,
        why: "This gives the reason (Ibsen could not legally prevent German theaters from rewriting the play), names what he wrote, and shows that he disliked it, which together explain why he wrote an ending he disliked.",
      },
      {
        text: `Ibsen called the alternative ending of *A Doll's House*, in which Nora stays with her family, a "barbaric outrage."`,
        correct: false,
        why: "This shows that Ibsen disliked the ending, but it gives no reason why he wrote it anyway.",
      },
      {
        text: "*A Doll's House* premiered in Copenhagen in December 1879 and ends with Nora leaving her husband and children.",
        correct: false,
        why: "This describes the original ending and the premiere; it does not mention the alternative ending or why it was written.",
      },
      {
        text: "In the alternative ending that Ibsen wrote for *A Doll's House*, Nora stays instead of leaving her husband and children.",
        correct: false,
        why: "This explains what the alternative ending contains but not why Ibsen wrote it or that he disliked it.",
      },
    ],
    explanation: "To explain why Ibsen wrote an ending he disliked, the sentence needs both the cause (no copyright protection in Germany, so theaters could rewrite the play) and the dislike (the \"barbaric outrage\"). Only one choice includes both.",
    source: src.dollsHouse,
  },
  {
    id: "mock06-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In 1865, deep in debt, Fyodor Dostoevsky signed a harsh contract with the publisher Fyodor Stellovsky: unless Dostoevsky delivered a new novel by November 1, 1866, Stellovsky could publish all of his future works for nine years without paying him. With the deadline less than a month away, Dostoevsky hired a young stenographer, Anna Snitkina, and dictated *The Gambler* to her in under four weeks. The contract had been designed to take advantage of a desperate writer. ______ it brought him the partner who, as his wife from 1867, would later take charge of publishing his books.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Ironically,",
        correct: true,
        why: "A contract meant to exploit Dostoevsky ended up giving him his wife and business partner, an outcome opposite to what the contract was designed to do. \"Ironically\" signals exactly that reversal of expectation.",
      },
      {
        text: "Moreover,",
        correct: false,
        why: "\"Moreover\" adds a point that continues in the same direction as the one before, but the sentence does not add another harm of the contract; it describes a benefit that runs against the contract's purpose.",
      },
      {
        text: "Accordingly,",
        correct: false,
        why: "\"Accordingly\" presents what follows as a fitting result of what came before, but gaining a devoted partner is not a natural result of a contract designed to exploit him.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The contract's unintended benefit is not similar to its exploitative design; the two ideas are opposed.",
      },
    ],
    explanation: "The sentence before the blank states the contract's purpose (to exploit Dostoevsky); the sentence with the blank states an outcome that ran directly against that purpose (it brought him his wife and publisher). Only \"Ironically\" marks such an unexpected reversal.",
    source: src.gambler,
  },
];
