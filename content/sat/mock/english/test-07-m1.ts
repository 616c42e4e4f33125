import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 7, reading and writing, module 1 (the same for every student): 25 scored items and
 * 2 unscored pilots. Passages are adapted from, or are short factual passages about, public-domain
 * works by Nathaniel Hawthorne, Olaudah Equiano, Sojourner Truth, Edith Wharton, Zitkala-Sa,
 * O. E. Rölvaag and Ring Lardner; the two quantitative items carry original, invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const src = {
  sevenGables: pd("Nathaniel Hawthorne", "The House of the Seven Gables", 1851, "Ticknor, Reed, and Fields, Boston, 1851"),
  wakefield: pd(
    "Nathaniel Hawthorne",
    "Wakefield, in Twice-Told Tales",
    1842,
    "Twice-Told Tales, enlarged edition in two volumes, James Munroe and Company, Boston, 1842",
  ),
  equiano: pd(
    "Olaudah Equiano",
    "The Interesting Narrative of the Life of Olaudah Equiano, or Gustavus Vassa, the African. Written by Himself",
    1789,
    "two volumes, printed for and sold by the author, London, 1789",
  ),
  truth: pd(
    "Sojourner Truth",
    "Narrative of Sojourner Truth, a Northern Slave (dictated to Olive Gilbert)",
    1850,
    "printed for the author, Boston, 1850",
  ),
  ethanFrome: pd("Edith Wharton", "Ethan Frome", 1911, "Charles Scribner's Sons, New York, 1911"),
  americanIndianStories: pd("Zitkala-Sa", "American Indian Stories", 1921, "Hayworth Publishing House, Washington, D.C., 1921"),
  giants: pd(
    "O. E. Rölvaag",
    "Giants in the Earth: A Saga of the Prairie, translated from the Norwegian by Lincoln Colcord and the author",
    1927,
    "Harper & Brothers, New York and London, 1927",
  ),
  giantsEthanFrome: pd(
    "O. E. Rölvaag (Text 1); Edith Wharton (Text 2)",
    "Giants in the Earth: A Saga of the Prairie, translated by Lincoln Colcord and the author (Text 1); Ethan Frome (Text 2)",
    1927,
    "Text 1: Harper & Brothers, New York and London, 1927; Text 2: Charles Scribner's Sons, New York, 1911",
  ),
  youKnowMeAl: pd("Ring W. Lardner", "You Know Me Al: A Busher's Letters", 1916, "George H. Doran Company, New York, 1916"),
};

const WIC_BLANK = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock07-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Zitkala-Sa's 1921 collection *American Indian Stories*. The author recalls her early childhood on the Yankton reservation in what is now South Dakota.

I loved best the evening meal, for that was the time old legends were told. I was always glad when the sun hung low in the west, for then my mother sent me to ______ the neighboring old men and women to eat supper with us. Once everyone had eaten, the old people would begin to tell the legends.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "invite",
        correct: true,
        why: `The old men and women came "to eat supper with us," and the child was sent to them. Asking people to come and share a meal is inviting them.`,
      },
      {
        text: "forbid",
        correct: false,
        why: "This reverses the meaning. The neighbors did come to supper and told the legends afterward, so the child was not sent to keep them away.",
      },
      {
        text: "warn",
        correct: false,
        why: "Nothing in the text is dangerous. The supper is a happy occasion that the narrator looks forward to, not something anyone needs to be warned about.",
      },
      {
        text: "avoid",
        correct: false,
        why: `The child was "sent" to the neighbors, so she went to them; she could not be avoiding them while carrying a message to them.`,
      },
    ],
    explanation: `The narrator's mother sends her to the neighboring old people "to eat supper with us," and those same people later tell the legends at the meal. The blank must name the act of asking guests to come, which is "invite."`,
    source: src.americanIndianStories,
  },
  {
    id: "mock07-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from the opening of Nathaniel Hawthorne's 1851 novel *The House of the Seven Gables*.

Halfway down a side street of one of our New England towns stands a rusty wooden house, with seven sharply peaked gables facing toward various points of the compass, and a huge, clustered chimney in the middle. The street is Pyncheon Street; the house is the old Pyncheon House; and an elm tree of wide circumference, rooted before the door, is known to every child in town as the Pyncheon Elm. The look of the old mansion has always affected me like a human face, bearing the traces not merely of outward storm and sunshine, but also of the long passage of human lives, and the changes of fortune, that have taken place within.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To introduce an old house and suggest that its appearance reflects the long history of the lives lived inside it",
        correct: true,
        why: `The text describes the house's gables, chimney, street and elm, then says its look is "like a human face" that bears the traces of "the long passage of human lives" within it.`,
      },
      {
        text: "To explain how the house's seven gables were designed and built",
        correct: false,
        why: "The text mentions the gables only as part of the house's appearance; it says nothing about who designed the house or how it was built.",
      },
      {
        text: "To give directions that would allow a visitor to find the house in town",
        correct: false,
        why: `The text does name the street, but it does not even name the town, and its attention turns from location to what the house's "face" expresses.`,
      },
      {
        text: "To argue that old houses should be protected from the damage caused by weather",
        correct: false,
        why: `"Storm and sunshine" are mentioned only as traces on the house's face; the narrator makes no argument about protecting buildings.`,
      },
    ],
    explanation: `The passage first places and describes the house, then ends with its key idea: the old mansion looks like a human face marked by the lives and changing fortunes that have passed inside it. Its purpose is to introduce the house in that light.`,
    source: src.sevenGables,
  },
  {
    id: "mock07-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Edith Wharton's 1911 novel *Ethan Frome*. The narrator, a visitor to the village of Starkfield, Massachusetts, recalls the first time he saw Ethan.

It was at the post office, several years ago, that I saw him for the first time, and the sight pulled me up sharp. Even then he was the most striking figure in Starkfield, though he was but the ruin of a man. It was not so much his great height that ______ him, for the "natives" were easily singled out by their long, lean frames from the stockier foreign-born residents: it was the careless, powerful look he had, in spite of a lameness checking each step like the jerk of a chain.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "distinguished",
        correct: true,
        why: `The sentence explains what made Ethan "the most striking figure" in the village, that is, what set him apart. His height did not, because all the "natives" were tall; his careless, powerful look did.`,
      },
      {
        text: "elevated",
        correct: false,
        why: `This plays on "height," but the sentence is not about raising Ethan up. The clause after "for" (the natives were "singled out" by their frames) shows that the question is what set him apart from others.`,
      },
      {
        text: "hindered",
        correct: false,
        why: `What hindered Ethan was his lameness, which the text mentions separately; his height is discussed only as a possible reason that he stood out.`,
      },
      {
        text: "disguised",
        correct: false,
        why: `Nothing hid Ethan's identity. The narrator is explaining why Ethan was striking, which is the opposite of being disguised.`,
      },
    ],
    explanation: `The sentence compares two possible reasons that Ethan stood out. His height is ruled out because tall villagers were common ("easily singled out by their long, lean frames"), and his powerful look is named instead. The blank therefore means "set apart," which is "distinguished."`,
    source: src.ethanFrome,
  },
  {
    id: "mock07-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Ring Lardner's 1916 novel *You Know Me Al*, told in letters from Jack Keefe, a pitcher for the Chicago White Sox, to his friend Al; Lord and Weaver are two of Jack's teammates. Lardner keeps Jack's errors of grammar and spelling.

Coming out of Amarillo last night I and Lord and Weaver was sitting at a table in the dining car with a old lady. Finally she says Are you boys with some football club? I says No mam this is the Chicago White Sox Ball Club. She says I knew you were athaletes. You certainly look healthy. I says You ought to see me stripped. **I didn't see nothing funny about that but I thought Lord and Weaver would die laughing.** Lord had to get up and leave the table and he told everybody what I said.`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It reveals that Jack does not understand why his own remark amused his teammates, showing how little he notices about the way he sounds to others.",
        correct: true,
        why: `Jack reports that he "didn't see nothing funny" in his remark even as his teammates nearly "die laughing" and Lord repeats it to everybody. The sentence lets the reader see a joke at Jack's expense that Jack himself misses.`,
      },
      {
        text: "It shows that Jack had deliberately made a joke to entertain the old lady and his teammates.",
        correct: false,
        why: `The sentence says the opposite: Jack "didn't see nothing funny" about what he said, so the humor was not intended.`,
      },
      {
        text: "It suggests that Lord and Weaver were laughing at the old lady rather than at Jack.",
        correct: false,
        why: `The laughter follows Jack's remark directly, and Lord then "told everybody what I said," so the joke is Jack's words, not the old lady.`,
      },
      {
        text: "It reveals that Jack is embarrassed by his teammates' rude behavior in front of the old lady.",
        correct: false,
        why: "Jack reports the laughter with puzzlement, not embarrassment, and he never calls his teammates rude.",
      },
    ],
    explanation: `The humor of the letter depends on a gap between what Jack says and what he understands. The bold sentence is where that gap shows: everyone else finds his remark hilarious, and he cannot see why. Its function is to reveal Jack's lack of awareness.`,
    source: src.youKnowMeAl,
  },
  {
    id: "mock07-rw-m1-05",
    skill: "words-in-context",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from the 1850 *Narrative of Sojourner Truth*, which Truth dictated to Olive Gilbert. It describes how Isabella, as Truth was then called, left the farm of John Dumont, who held her in slavery.

One fine morning, a little before daybreak, she might have been seen stepping quietly away from the rear of Master Dumont's house, her infant on one arm and, on the other, a cotton handkerchief holding both her clothes and her food. As she reached the top of a high hill, some distance from her master's, the sun offended her by coming forth in all its splendor. She thought it had never been so light before; indeed, she thought it much too light.`,
      },
    ],
    stem: `As used in the text, what does the word "offended" most nearly mean?`,
    choices: [
      {
        text: "Disturbed",
        correct: true,
        why: `Isabella left "a little before daybreak" so as not to be seen, and she thinks the morning "much too light." The bright sun disturbed her because it could expose her.`,
      },
      {
        text: "Insulted",
        correct: false,
        why: `This is the most common meaning of "offended," but the sun cannot insult anyone. What bothers Isabella is the brightness, which makes her easy to see.`,
      },
      {
        text: "Violated",
        correct: false,
        why: `"Offend" can mean to break a rule or law, but no rule is broken here; the sun simply rises.`,
      },
      {
        text: "Sickened",
        correct: false,
        why: "Nothing suggests that the light made Isabella ill; her reaction is worry at being too visible, not physical disgust.",
      },
    ],
    explanation: `Isabella has chosen to leave before dawn, and the final sentence says she thought the day "much too light." The sun's coming out was unwelcome to her because it made her visible, so "offended" means "disturbed."`,
    source: src.truth,
  },
  {
    id: "mock07-rw-m1-06",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Nathaniel Hawthorne's 1851 novel *The House of the Seven Gables*. Hepzibah Pyncheon is so nearsighted that she frowns whenever she tries to see something clearly.

Her scowl—as the world, or such part of it as sometimes caught a passing glimpse of her at the window, wickedly persisted in calling it—had done Miss Hepzibah a very ill office, in establishing her character as an ill-tempered old maid. Nor does it seem unlikely that, by often gazing at herself in a dim mirror and constantly meeting her own frown, she had been led to interpret the expression almost as unjustly as the world did. But her heart never frowned. It was naturally tender, sensitive, and full of little tremors.`,
      },
    ],
    stem: `As used in the text, what does the word "office" most nearly mean?`,
    choices: [
      {
        text: "Service",
        correct: true,
        why: `To do someone "an ill office" is to do them a bad turn. Hepzibah's scowl performed a harmful service for her: it gave her a reputation for ill temper that her tender heart did not deserve.`,
      },
      {
        text: "Position",
        correct: false,
        why: `"Office" can mean a post or job, but a position is something one holds, not something done to a person; the scowl "had done" Hepzibah an office.`,
      },
      {
        text: "Workplace",
        correct: false,
        why: "This is the everyday modern meaning of the word, but no place of work appears in the text, and a place cannot be done to someone.",
      },
      {
        text: "Ceremony",
        correct: false,
        why: `"Office" can name a religious rite, but there is no ritual here; the sentence is about the effect of Hepzibah's frown on her reputation.`,
      },
    ],
    explanation: `The scowl "had done Miss Hepzibah a very ill office, in establishing her character as an ill-tempered old maid." Something done to a person that has an effect on her is a service or turn, here a harmful one, so "office" means "service."`,
    source: src.sevenGables,
  },
  {
    id: "mock07-rw-m1-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the opening of Olaudah Equiano's 1789 autobiography, *The Interesting Narrative*.

I believe it is difficult for those who publish their own memoirs to escape the charge of vanity. People generally think those memoirs worth reading only if they abound in great or striking events; all others they consign to contempt and oblivion. It is therefore, I confess, not a little hazardous for an obscure individual, and a stranger too, to ask for the attention of the public, especially when I admit that I offer here the history of neither a saint, a hero, nor a tyrant. I believe there are few events in my life that have not happened to many. If, then, the following narrative does not appear interesting enough to engage general attention, let my motive be some excuse for its publication.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "The author notes reasons that readers may be unwilling to value a memoir like his, concedes that his own life may seem ordinary, and offers his purpose in writing as a justification for publishing it.",
        correct: true,
        why: `The text moves through exactly these steps: the charge of vanity and the public's taste for "great or striking events," the admission that his history is that of "neither a saint, a hero, nor a tyrant," and the closing request to "let my motive be some excuse for its publication."`,
      },
      {
        text: "The author lists the most striking events of his life, then argues that they make his memoir more valuable than the histories of saints and heroes.",
        correct: false,
        why: `The author lists no events and claims the opposite: there are "few events" in his life "that have not happened to many."`,
      },
      {
        text: "The author describes the public's low opinion of memoir writers, then predicts that his own book will find no readers at all.",
        correct: false,
        why: `The first part is accurate, but the author makes no such prediction. He says only that if the book does not seem interesting enough, his motive should excuse it, and he still asks for the public's attention.`,
      },
      {
        text: "The author criticizes readers who prefer memoirs about great events, then explains why he has chosen instead to write about a tyrant.",
        correct: false,
        why: `The author describes readers' tastes rather than attacking them, and he says that his book is the history of neither a saint, a hero, "nor a tyrant."`,
      },
    ],
    explanation: `Equiano anticipates objections before he begins his story: memoirists seem vain, and readers want extraordinary events. He concedes that his life may look ordinary and ends by resting the case for his book on his motive for writing it. Only one choice traces all three steps without adding a claim he does not make.`,
    source: src.equiano,
  },
  {
    id: "mock07-rw-m1-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The following text is adapted from O. E. Rölvaag's novel *Giants in the Earth* (1927 English translation). The Norwegian immigrant Per Hansa, his wife, Beret, and their children are crossing the open prairie to settle in Dakota Territory in the 1870s.

All afternoon the sun had shone over the plain, its golden light fading slowly into red. But at the moment when the sun closed its eye, the vastness of the plain seemed to rise up on every hand—and suddenly the landscape had grown desolate; something bleak and cold had come into the silence, filling it with terror. To Beret, the empty land offered nothing that a person could hide behind.`,
      },
      {
        label: "Text 2",
        text: `The following text is adapted from Edith Wharton's 1911 novel *Ethan Frome*. The narrator has remarked to Harmon Gow, an old stage driver, on how grim Ethan Frome, a farmer in the village of Starkfield, looks.

"Guess he's been in Starkfield too many winters," Harmon said. "Most of the smart ones get away." That phrase stuck in my memory, and before my own time there was up I had learned what it meant. When winter shut down on Starkfield, and the village lay under a sheet of snow constantly renewed from the pale skies, I began to see what life there—or rather its negation—must have been in Ethan Frome's young manhood.`,
      },
    ],
    stem: "Which choice best describes a difference in how the two texts present the effect of a harsh landscape on the people who experience it?",
    choices: [
      {
        text: "Text 1 presents the landscape as producing a sudden feeling of dread, whereas Text 2 suggests that its effect builds up over many years.",
        correct: true,
        why: `In Text 1 the change comes "at the moment" the sun sets, when the landscape "suddenly" grows desolate. In Text 2 the damage comes from spending "too many winters" in Starkfield, a slow wearing down that the narrator traces back to Ethan's "young manhood."`,
      },
      {
        text: "Text 1 presents the landscape as welcoming, whereas Text 2 presents it as oppressive.",
        correct: false,
        why: `Text 1 begins with a pleasant afternoon but ends in "terror," and Beret finds nothing to "hide behind"; it does not present the prairie as welcoming.`,
      },
      {
        text: "Text 1 suggests that people can escape the landscape's effects by leaving, whereas Text 2 suggests that no one ever escapes them.",
        correct: false,
        why: `This reverses the texts. Text 1 says nothing about leaving, while Text 2 states that "most of the smart ones get away."`,
      },
      {
        text: "Text 1 shows the landscape through the eyes of longtime residents, whereas Text 2 shows it through the eyes of a newcomer.",
        correct: false,
        why: `Text 2 is indeed told by a visitor, but Text 1 describes a family still crossing the prairie on its way to settle, so they are newcomers too, not longtime residents.`,
      },
    ],
    explanation: `Both texts describe a landscape that bears down on people, but on different time scales. Text 1 captures one sudden moment of terror at sunset on the open plain; Text 2 points to the slow, cumulative effect of winter after winter in Starkfield. The difference is between a sudden effect and a gradual one.`,
    source: src.giantsEthanFrome,
  },

  // ================================================================ information and ideas
  {
    id: "mock07-rw-m1-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from the 1850 *Narrative of Sojourner Truth*. Isabella, as Truth was then called, was enslaved on the farm of John Dumont in New York State.

Isabella's master told her that if she would work well and be faithful, he would give her "free papers" one year before the state law would free her. In 1826 she had a badly diseased hand, which greatly reduced her usefulness. When the promised time came, she claimed the fulfillment of her master's promise, but he refused, saying that he had lost too much because of her hand. She pleaded that she had worked all the time, and had done many things she was hardly able to do, but he would not change his mind.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Isabella's master broke his promise to free her early, blaming her injured hand, even though she had kept working.",
        correct: true,
        why: `The text reports the promise of early "free papers," the master's refusal "because of her hand," and Isabella's answer that she "had worked all the time."`,
      },
      {
        text: "Isabella's master freed her early as a reward for her faithful work.",
        correct: false,
        why: `This is the opposite of what happens: when the time came, the master "refused" and "would not change his mind."`,
      },
      {
        text: "Isabella refused to keep working after she injured her hand.",
        correct: false,
        why: `The text says that Isabella "had worked all the time," even doing things she was "hardly able to do."`,
      },
      {
        text: "A state law required Isabella's master to free her as soon as she was injured.",
        correct: false,
        why: "The state law is mentioned only as setting a later date for her freedom; nothing connects it to her injury.",
      },
    ],
    explanation: `The passage is built around a promise and its breaking: the master offered early freedom for faithful work, then refused it, blaming the loss caused by Isabella's hand, although she had kept working throughout.`,
    source: src.truth,
  },
  {
    id: "mock07-rw-m1-10",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Students in an environmental science class wanted to find out which of four materials would best keep ice from melting. They wrapped identical cups of ice in aluminum foil, cotton cloth, newspaper, or wool felt, set all the cups on the same table, and recorded how long the ice in each cup took to melt completely. One student predicted that wool felt would keep its ice the longest, and the data support this prediction: the ice wrapped in wool felt took ______`,
      },
    ],
    table: {
      title: "Time for ice to melt completely, by wrapping material",
      columns: ["Wrapping material", "Time to melt (minutes)"],
      rows: [
        ["Aluminum foil", "95"],
        ["Cotton cloth", "120"],
        ["Newspaper", "140"],
        ["Wool felt", "185"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "185 minutes to melt, longer than the ice in any of the other cups.",
        correct: true,
        why: "The table gives 185 minutes for wool felt, more than foil (95), cotton (120) or newspaper (140), which is exactly what the prediction requires.",
      },
      {
        text: "140 minutes to melt, longer than the ice wrapped in foil or cotton.",
        correct: false,
        why: "140 minutes is the figure for newspaper, not wool felt, and showing that one material beat two others does not show that wool felt lasted longest.",
      },
      {
        text: "185 minutes to melt, about the same as the ice wrapped in newspaper.",
        correct: false,
        why: "The figure is right, but the comparison is wrong: newspaper lasted 140 minutes, 45 minutes less than wool felt.",
      },
      {
        text: "95 minutes to melt, the shortest time of the four materials.",
        correct: false,
        why: "95 minutes is the time for aluminum foil, and a shortest time would contradict the prediction rather than support it.",
      },
    ],
    explanation: "The prediction is that wool felt kept its ice the longest. The completion must give the wool felt figure (185 minutes) and show that it is greater than every other material's time. Only one choice does both accurately.",
    source: original,
  },
  {
    id: "mock07-rw-m1-11",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Zitkala-Sa's 1921 *American Indian Stories*. As a small child alone at home, the author had served a visiting old warrior "coffee" made by pouring warm river water over old coffee grounds.

Before the old warrior had finished, my mother entered. She wondered where I had found coffee, for she knew I had never made any and that she had left the pot empty. Answering the question in my mother's eyes, the warrior remarked, "My granddaughter made coffee on a heap of dead ashes, and served me the moment I came." They both laughed, and my mother said, "Wait a little longer, and I shall build a fire." But neither she nor the warrior said anything to embarrass me. They treated my best judgment, poor as it was, with the utmost respect.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "The adults responded to the child's mistaken attempt at hospitality with good humor and without making her feel ashamed.",
        correct: true,
        why: `The warrior and the mother laugh and offer to make real coffee, but "neither ... said anything to embarrass me," and they treated the child's judgment "with the utmost respect."`,
      },
      {
        text: "The mother and the warrior laughed at the child in order to teach her that she had made a foolish mistake.",
        correct: false,
        why: `The adults do laugh, but the text stresses that they said nothing "to embarrass" her and treated her judgment with respect; they did not set out to correct her.`,
      },
      {
        text: "The child's mother scolded her for using up the last of the coffee.",
        correct: false,
        why: `The mother scolds no one, and the pot had already been left "empty"; she simply offers to build a fire.`,
      },
      {
        text: "The old warrior was too polite to drink the poor coffee he had been served.",
        correct: false,
        why: `The text says the mother arrived "before the old warrior had finished," so he was drinking what he had been served.`,
      },
    ],
    explanation: `The episode turns on how the adults handle a child's well-meant mistake. They share a laugh and the mother offers to make real coffee, but both take care not to embarrass the child and treat her effort with respect. That gentle response is the main idea.`,
    source: src.americanIndianStories,
  },
  {
    id: "mock07-rw-m1-12",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In *The Interesting Narrative of the Life of Olaudah Equiano* (1789), Equiano describes his first years at sea and in England as a boy, after he had been carried away from Africa. Among the new things he met with there was reading, and his account suggests that at first he misunderstood it entirely, imagining that a person reading was actually holding a conversation with the book.`,
      },
    ],
    stem: "Which quotation from the *Narrative* most effectively illustrates the claim?",
    choices: [
      {
        text: `"I had often seen my master and Dick employed in reading; and I had a great curiosity to talk to the books, as I thought they did; and so to learn how all things had a beginning."`,
        correct: true,
        why: `The young Equiano wanted "to talk to the books, as I thought they did": he believed that his master and Dick were talking with their books when they read, which is exactly the misunderstanding the claim describes.`,
      },
      {
        text: `"I was wonderfully surprised to see the laws and rules of my own country written almost exactly here."`,
        correct: false,
        why: "This shows Equiano reacting to what he read, which means he already understood reading; it does not show him mistaking reading for conversation.",
      },
      {
        text: `"On one of our trips to St. Kitt's, I had eleven bits of my own; and my friendly captain lent me five more, with which I bought a Bible."`,
        correct: false,
        why: "This describes buying a book, not misunderstanding what reading is.",
      },
      {
        text: `"I no longer looked upon them as spirits, but as men superior to us; and therefore I had the stronger desire to resemble them; to imbibe their spirit, and imitate their manners."`,
        correct: false,
        why: "This describes Equiano's changing view of the Europeans around him; it says nothing about books or reading.",
      },
    ],
    explanation: `The claim is specific: as a boy, Equiano imagined that readers were conversing with their books. Only the quotation in which he wants "to talk to the books, as I thought they did" shows that belief.`,
    source: src.equiano,
  },
  {
    id: "mock07-rw-m1-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: `On hot days, city pavement can grow far hotter than the air above it. A team of urban researchers measured the afternoon surface temperatures of four kinds of pavement on the same summer day, both in full sun and in the shade of street trees. The team concluded that tree shade cooled dark pavements much more than it cooled light-colored ones.`,
      },
    ],
    table: {
      title: "Average afternoon surface temperature of pavement, in full sun and in tree shade",
      columns: ["Pavement type", "Full sun (°C)", "Tree shade (°C)"],
      rows: [
        ["Black asphalt", "62", "38"],
        ["Gray asphalt", "55", "36"],
        ["Light gray concrete", "46", "34"],
        ["White-coated concrete", "39", "32"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the team's conclusion?",
    choices: [
      {
        text: "Black asphalt was 24 degrees cooler in tree shade than in full sun (38°C versus 62°C), whereas white-coated concrete was only 7 degrees cooler (32°C versus 39°C).",
        correct: true,
        why: "The conclusion is about how much shade lowered each pavement's temperature. This choice compares that drop for the darkest pavement (24 degrees) and the lightest (7 degrees), and both figures are correct.",
      },
      {
        text: "In full sun, black asphalt reached 62°C, the highest temperature of any pavement in the study.",
        correct: false,
        why: "This is accurate, but it uses only the full-sun column. It shows that dark pavement gets hottest, not that shade cools it more.",
      },
      {
        text: "In tree shade, all four pavements had temperatures between 32°C and 38°C.",
        correct: false,
        why: "This is accurate, but it uses only the shade column and makes no comparison with full sun, so it cannot show how much shade cooled each pavement.",
      },
      {
        text: "Tree shade lowered the temperature of light gray concrete by 12 degrees, more than it lowered the temperature of gray asphalt.",
        correct: false,
        why: "The 12-degree figure for light gray concrete is right, but gray asphalt dropped 19 degrees (55°C to 36°C), so the comparison is false, and it would contradict the conclusion if it were true.",
      },
    ],
    explanation: "To support the conclusion, a choice must compare the cooling effect of shade (the difference between the two columns) for dark and light pavements. Black asphalt drops 24 degrees and white-coated concrete only 7; only one choice reports that contrast with correct figures.",
    source: original,
  },
  {
    id: "mock07-rw-m1-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `Nathaniel Hawthorne's story "Wakefield," collected in *Twice-Told Tales*, begins with a case that the narrator says he once read about in an old magazine or newspaper: a man who left his wife and stayed away from her for more than twenty years. The narrator admits that a husband's long absence, stated in such bare terms, "is not very uncommon," yet he considers Wakefield's case perhaps the strangest one on record. He goes on to relate that Wakefield, pretending to leave on a journey, took rooms in the very next street, saw his own house every day, and had no reason at all for staying away. The narrator's remarks suggest that he finds the case strange mainly because of ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "the circumstances of Wakefield's absence rather than the absence itself.",
        correct: true,
        why: `The narrator grants that a long absence is "not very uncommon," then calls the case strange and lists its particulars: a pretended journey, rooms on the next street, a daily view of his own house, and no reason at all. The strangeness lies in those circumstances.`,
      },
      {
        text: "the length of Wakefield's absence, which was longer than that of any other husband on record.",
        correct: false,
        why: `The text never says that twenty years is a record, and the narrator's admission that long absences are "not very uncommon" points away from length as the source of the strangeness.`,
      },
      {
        text: "the fact that Wakefield's wife never noticed that her husband had gone.",
        correct: false,
        why: "Nothing in the text suggests that the wife failed to notice his absence; the text says only that Wakefield stayed away from her.",
      },
      {
        text: "the good reasons Wakefield had for leaving, which he never explained to anyone.",
        correct: false,
        why: `The text states the opposite: Wakefield "had no reason at all for staying away."`,
      },
    ],
    explanation: `The narrator separates the bare fact (a husband long absent, which is not unusual) from the details that follow (a pretended journey, lodgings one street away, a daily sight of his home, no motive). Since he calls the bare fact common and the case strange, the strangeness must come from those details.`,
    source: src.wakefield,
  },

  // ================================================================ standard English conventions
  {
    id: "mock07-rw-m1-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Ring Lardner made his name as a sportswriter in Chicago, where he traveled with the city's baseball teams and came to know the players' habits and ______ experience gave him the material for *You Know Me Al* (1916), a comic novel told in the letters of a boastful young pitcher.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "speech. That",
        correct: true,
        why: `"Ring Lardner began his career ... habits and speech" and "That experience gave him the material..." are two independent clauses. A period correctly separates them.`,
      },
      {
        text: "speech, that",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "speech that",
        correct: false,
        why: "With no punctuation, the two independent clauses run together, and the sentence cannot be read correctly.",
      },
      {
        text: "speech, that,",
        correct: false,
        why: `The comma before "that" still leaves a comma splice, and the comma after "that" wrongly separates the subject "That experience" into pieces.`,
      },
    ],
    explanation: `The text contains two complete thoughts: Lardner got to know the players' habits and speech, and that experience gave him the material for his novel. Two independent clauses need a period (or a semicolon, or a comma with a conjunction) between them; of the choices, only the period works.`,
    source: src.youKnowMeAl,
  },
  {
    id: "mock07-rw-m1-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Zitkala-Sa, a Yankton Dakota writer born in 1876, published *American Indian Stories* in 1921. The autobiographical essays that open the book ______ her childhood on the Yankton reservation and her years at a missionary school in Indiana, where she was sent at the age of eight.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "recall",
        correct: true,
        why: `The subject of the verb is "essays," which is plural, so the verb must be plural as well: "recall."`,
      },
      {
        text: "recalls",
        correct: false,
        why: `"Recalls" is singular. It may seem to agree with "book," the nearest noun, but the subject is "essays."`,
      },
      {
        text: "has recalled",
        correct: false,
        why: `"Has" is singular and does not agree with the plural subject "essays."`,
      },
      {
        text: "is recalling",
        correct: false,
        why: `"Is" is singular and does not agree with the plural subject "essays."`,
      },
    ],
    explanation: `Strip away the clause "that open the book": "The autobiographical essays ... recall her childhood." The subject is the plural "essays," so the plural verb "recall" is required.`,
    source: src.americanIndianStories,
  },
  {
    id: "mock07-rw-m1-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Born into slavery in Ulster County, New York, around 1797, Isabella Baumfree gained her freedom in the late 1820s and later worked in New York City. In 1843 she set out to travel and preach, and she chose a new name to match her new ______ Sojourner Truth.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "calling:",
        correct: true,
        why: `A colon can introduce a word or phrase that names or explains something in a complete clause. Here it introduces the new name, "Sojourner Truth."`,
      },
      {
        text: "calling;",
        correct: false,
        why: `A semicolon must separate two independent clauses, and "Sojourner Truth" is not a clause.`,
      },
      {
        text: "calling, it was",
        correct: false,
        why: `"It was Sojourner Truth" is an independent clause, and joining it to the previous clause with only a comma creates a comma splice.`,
      },
      {
        text: "calling",
        correct: false,
        why: `Without punctuation, the sentence seems to say that her new calling was "calling Sojourner Truth," as if she were calling to someone.`,
      },
    ],
    explanation: `The clause "she chose a new name to match her new calling" is complete, and what follows, "Sojourner Truth," is the name itself. A colon is the mark that introduces an explanation or example after a complete clause.`,
    source: src.truth,
  },
  {
    id: "mock07-rw-m1-18",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Olaudah Equiano published *The Interesting Narrative* in London in 1789, and in the years that followed he promoted it on tours of Britain and Ireland. The book found a large readership: by the time of Equiano's death in 1797, it ______ through nine editions.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "had gone",
        correct: true,
        why: `"By the time of Equiano's death in 1797" sets a point in the past, and the editions appeared before that point. The past perfect, "had gone," expresses an action completed before another past time.`,
      },
      {
        text: "has gone",
        correct: false,
        why: "The present perfect connects an action to the present, but this sentence describes a span that ended in 1797.",
      },
      {
        text: "goes",
        correct: false,
        why: "The present tense does not fit a sentence about events completed by 1797, and it clashes with the past tense of the rest of the text.",
      },
      {
        text: "will go",
        correct: false,
        why: "The future tense makes no sense for editions that had already appeared before a date in the past.",
      },
    ],
    explanation: `The phrase "by the time of Equiano's death in 1797" marks a past moment, and the nine editions came before it. An action completed before another past moment calls for the past perfect: "had gone."`,
    source: src.equiano,
  },
  {
    id: "mock07-rw-m1-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `In 1850, after finishing *The Scarlet Letter*, Nathaniel Hawthorne moved his family to a little red wooden house in Lenox, in the Berkshire Hills of western Massachusetts. The house was ______ was there, in September of that year, that Hawthorne began writing *The House of the Seven Gables*.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "small, but it",
        correct: true,
        why: `"The house was small" and "it was there ... that Hawthorne began writing" are independent clauses. A comma followed by the coordinating conjunction "but" correctly joins them.`,
      },
      {
        text: "small, it",
        correct: false,
        why: "A comma alone between two independent clauses creates a comma splice.",
      },
      {
        text: "small but, it",
        correct: false,
        why: `The comma belongs before the conjunction "but," not after it; placed after "but," it wrongly separates the conjunction from the clause it introduces.`,
      },
      {
        text: "small; but, it",
        correct: false,
        why: `The comma after "but" is wrong: a conjunction is not followed by a comma before the clause it introduces.`,
      },
    ],
    explanation: `Two independent clauses meet at the blank, and the contrast between the small house and the important book is signaled by "but." The standard way to join them is a comma before the conjunction and no comma after it: "small, but it."`,
    source: src.sevenGables,
  },
  {
    id: "mock07-rw-m1-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `In Edith Wharton's *Ethan Frome* (1911), a visiting engineer wants to learn why Ethan, a lame and silent farmer, seems so worn down by life. Several villagers of Starkfield share ______ knowledge of Ethan's past with him, but each of them tells a different version, and the narrator must piece the story together for himself.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "their",
        correct: true,
        why: `The possessive pronoun must refer to "villagers," which is plural, so the plural possessive "their" is correct.`,
      },
      {
        text: "its",
        correct: false,
        why: `"Its" is singular and cannot refer to the plural "villagers."`,
      },
      {
        text: "they're",
        correct: false,
        why: `"They're" is a contraction of "they are," not a possessive; "share they are knowledge" makes no sense.`,
      },
      {
        text: "it's",
        correct: false,
        why: `"It's" is a contraction of "it is" and is neither plural nor possessive.`,
      },
    ],
    explanation: `The knowledge belongs to the villagers, a plural noun, so the blank needs a plural possessive pronoun. "Their" is the only such form among the choices.`,
    source: src.ethanFrome,
  },
  {
    id: "mock07-rw-m1-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `At the center of Edith Wharton's *Ethan Frome* (1911) are three people bound together on an isolated New England farm: Ethan, a poor farmer whose hopes of an education ended when he had to return to the farm to help his parents; Zeena, his sickly, complaining ______ Mattie Silver, Zeena's young cousin, who has come to help with the housework.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "wife; and",
        correct: true,
        why: "The items in this list contain commas of their own, so the items must be separated by semicolons. A semicolon before the final item, with \"and,\" matches the semicolon that already follows the first item.",
      },
      {
        text: "wife, and",
        correct: false,
        why: "A comma here would blur the list: because the items already contain commas, readers could not tell where the description of Zeena ends and the next person begins. The semicolon after the first item also requires a semicolon here.",
      },
      {
        text: "wife and",
        correct: false,
        why: `Without any punctuation, "his sickly, complaining wife and Mattie Silver" seems to describe Zeena and Mattie together, and the list's separation of items breaks down.`,
      },
      {
        text: "wife: and",
        correct: false,
        why: "The colon after \"farm\" already introduces the list; a second colon inside the list to separate items is incorrect.",
      },
    ],
    explanation: `The colon introduces a list of three people, each followed by a description that contains commas ("Zeena, his sickly, complaining wife"). In such a list, semicolons separate the items, as the one after "parents" already does. The final item therefore needs "wife; and."`,
    source: src.ethanFrome,
  },
  {
    id: "mock07-rw-m1-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `O. E. Rölvaag's novel *Giants in the Earth* follows a group of Norwegian settlers in Dakota Territory in the 1870s. The hardships that Per Hansa, his wife, Beret, and their neighbors endure—a plague of locusts, fierce winter blizzards, and a loneliness that slowly overwhelms Beret—______ at the center of the novel.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "lie",
        correct: true,
        why: `The subject is "hardships," which is plural, so the verb must be plural: "lie." The long dash phrase between them does not change the subject.`,
      },
      {
        text: "lies",
        correct: false,
        why: `"Lies" is singular. It may seem to agree with "loneliness" or "Beret," the nouns just before the blank, but those are inside the interrupting phrase; the subject is "hardships."`,
      },
      {
        text: "has lain",
        correct: false,
        why: `"Has" is singular and does not agree with the plural subject "hardships."`,
      },
      {
        text: "is lying",
        correct: false,
        why: `"Is" is singular and does not agree with the plural subject "hardships."`,
      },
    ],
    explanation: `Set aside the clause "that Per Hansa, his wife, Beret, and their neighbors endure" and the list between the dashes: "The hardships ... lie at the center of the novel." The subject is the plural "hardships," so the verb must be the plural "lie."`,
    source: src.giants,
  },

  // ================================================================ expression of ideas
  {
    id: "mock07-rw-m1-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Sojourner Truth, who was born into slavery in New York around 1797, never learned to read or write. ______ when she decided to tell the story of her life, she dictated it to a friend, Olive Gilbert, who wrote it down. The *Narrative of Sojourner Truth* was published in Boston in 1850.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "For this reason,",
        correct: true,
        why: "Truth could not write, and that is why she dictated her story to someone who could. \"For this reason\" signals that cause-and-effect relationship.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "Nothing is being contrasted: dictating her story is a consequence of her being unable to write, not an opposite of it.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Dictating her story is not an example of never learning to read or write; it is what she did because of it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The second sentence does not describe something similar to the first; it describes a result of it.",
      },
    ],
    explanation: "The first sentence gives a cause (Truth could not read or write) and the second its effect (she dictated her story to a friend). A causal transition, \"For this reason,\" links them.",
    source: src.truth,
  },
  {
    id: "mock07-rw-m1-24",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Zitkala-Sa was born in 1876 on the Yankton reservation in what is now South Dakota.
- Her name means "Red Bird" in the Lakota language.
- She was also known as Gertrude Simmons Bonnin.
- At the age of eight, she was taken to a Quaker missionary school in Wabash, Indiana.
- In 1921 she published *American Indian Stories*, a collection of autobiographical essays and stories.`,
      },
    ],
    stem: `The student wants to emphasize that Zitkala-Sa was known by more than one name. ${SYNTHESIS}`,
    choices: [
      {
        text: `Zitkala-Sa, whose name means "Red Bird" in Lakota, was also known as Gertrude Simmons Bonnin.`,
        correct: true,
        why: "This sentence presents both of the writer's names, Zitkala-Sa and Gertrude Simmons Bonnin, which is exactly the goal.",
      },
      {
        text: "Zitkala-Sa was born in 1876 on the Yankton reservation in what is now South Dakota.",
        correct: false,
        why: "This gives her birth date and birthplace but mentions only one of her names.",
      },
      {
        text: "At the age of eight, Zitkala-Sa was taken to a Quaker missionary school in Wabash, Indiana.",
        correct: false,
        why: "This describes her schooling and uses only one of her names.",
      },
      {
        text: "In 1921 Zitkala-Sa published *American Indian Stories*, a collection of autobiographical essays and stories.",
        correct: false,
        why: "This is about her book, not her names; only one name appears.",
      },
    ],
    explanation: "To show that the writer had more than one name, a sentence must give both of them. Only one choice names her as both Zitkala-Sa and Gertrude Simmons Bonnin.",
    source: src.americanIndianStories,
  },
  {
    id: "mock07-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In 1763 Olaudah Equiano was sold to Robert King, a Quaker merchant on the Caribbean island of Montserrat. King allowed Equiano to trade on his own account while working on King's ships, and he promised that Equiano could buy his freedom for forty pounds. Equiano began buying small goods in one port and selling them in another, saving his profits little by little. ______ in 1766, he paid King the forty pounds and became a free man.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Finally,",
        correct: true,
        why: "The text traces a process over time: the promise, then years of small trades and savings. \"Finally\" marks the moment the process reaches its goal, the purchase of his freedom in 1766.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Paying for his freedom is not similar to saving small profits; it is the end that the saving was working toward.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "This signals that the last sentence happens despite what came before, but Equiano's saving made the payment possible rather than standing in its way.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Buying his freedom is not an example of buying and selling goods; it is the outcome of that trading.",
      },
    ],
    explanation: "The passage describes a goal (forty pounds for freedom) and the slow work toward it. The last sentence reports that the goal was reached, so a transition marking the end of a sequence, \"Finally,\" fits.",
    source: src.equiano,
  },
  {
    id: "mock07-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- O. E. Rölvaag (1876–1931) emigrated from Norway to the United States in 1896.
- He taught Norwegian at St. Olaf College in Northfield, Minnesota, for many years.
- He wrote his novel *Giants in the Earth* in Norwegian.
- The novel was first published in Norway, in two volumes, in 1924 and 1925.
- An English translation, prepared by Rölvaag with the writer Lincoln Colcord, was published in the United States in 1927.
- The title comes from a verse in the Book of Genesis.`,
      },
    ],
    stem: `The student wants to explain how *Giants in the Earth* came to be read in English. ${SYNTHESIS}`,
    choices: [
      {
        text: "Written in Norwegian and first published in Norway in 1924 and 1925, *Giants in the Earth* appeared in English in 1927, in a translation that Rölvaag prepared with Lincoln Colcord.",
        correct: true,
        why: "This sentence explains the route from the Norwegian original to the 1927 English translation and names who made that translation.",
      },
      {
        text: "Rölvaag wrote *Giants in the Earth* in Norwegian, and the novel was first published in Norway, in two volumes, in 1924 and 1925.",
        correct: false,
        why: "This describes the original Norwegian publication but never mentions the English translation, so it does not explain how English readers came to read the book.",
      },
      {
        text: "Rölvaag, who emigrated from Norway in 1896, taught Norwegian at St. Olaf College in Northfield, Minnesota, for many years.",
        correct: false,
        why: "This is about the author's life and work as a teacher, not about how the novel reached English-speaking readers.",
      },
      {
        text: "*Giants in the Earth*, whose title comes from a verse in the Book of Genesis, was first published in two volumes.",
        correct: false,
        why: "This explains the title and the original format but says nothing about a translation into English.",
      },
    ],
    explanation: "Explaining how the book came to be read in English requires two facts: it was written and first published in Norwegian, and it was translated into English in 1927. Only one choice connects both.",
    source: src.giants,
  },
  {
    id: "mock07-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `Readers who know Ring Lardner only through *You Know Me Al* (1916) often think of him as a baseball writer. ______ Lardner spent years covering the Chicago White Sox and Cubs for the city's newspapers, and the letters of his hero, the young pitcher Jack Keefe, are thick with the game's slang. But the book's real interest lies less in baseball than in Jack himself: boastful, gullible, and blind to everything that his own letters reveal about him.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Granted,",
        correct: true,
        why: "The second sentence concedes that the readers' view has some basis (Lardner did cover baseball, and the letters are full of its slang) before the third sentence, with \"But,\" turns to the book's real subject. \"Granted\" introduces exactly that kind of concession.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "This reverses cause and effect: Lardner's years of covering baseball are a reason readers see him as a baseball writer, not a result of their view.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Lardner's newspaper work is not an example of readers thinking of him as a baseball writer; it is a fact that partly justifies their view.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "This signals that the second sentence goes against the first, but Lardner's baseball reporting supports, rather than contradicts, the readers' impression.",
      },
    ],
    explanation: "The text has a concede-then-correct shape: readers see Lardner as a baseball writer; that view is partly fair (he covered baseball, and the letters use its slang); but the book's real subject is Jack. The middle sentence is a concession, which \"Granted\" signals.",
    source: src.youKnowMeAl,
  },
];
