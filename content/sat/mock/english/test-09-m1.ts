import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 9, reading and writing, module 1 (the same for every student). Passages are adapted from
 * public-domain adventure and mystery novels published before 1930, or are short factual passages
 * about those works and their authors; the two quantitative-evidence items carry original passages
 * with invented, clearly labelled data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  princessOfMars: pd(
    "Edgar Rice Burroughs",
    "A Princess of Mars",
    1912,
    "A. C. McClurg & Co., Chicago, 1917 (first published as the serial \"Under the Moons of Mars\" in The All-Story, New York, 1912)",
  ),
  kingSolomonsMines: pd("H. Rider Haggard", "King Solomon's Mines", 1885, "Cassell & Company, London, 1885"),
  dracula: pd("Bram Stoker", "Dracula", 1897, "Archibald Constable and Company, Westminster, 1897"),
  moonstone: pd("Wilkie Collins", "The Moonstone", 1868, "Tinsley Brothers, London, 1868 (three volumes)"),
  womanInWhite: pd("Wilkie Collins", "The Woman in White", 1860, "Sampson Low, Son & Co., London, 1860 (three volumes)"),
  zenda: pd("Anthony Hope", "The Prisoner of Zenda", 1894, "J. W. Arrowsmith, Bristol, 1894"),
  pimpernel: pd("Baroness Orczy", "The Scarlet Pimpernel", 1905, "Greening & Co., London, 1905"),
  thirtyNineSteps: pd("John Buchan", "The Thirty-Nine Steps", 1915, "William Blackwood and Sons, Edinburgh and London, 1915"),
};

const STEM_WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const STEM_PURPOSE = "Which choice best states the main purpose of the text?";
const STEM_MAIN_IDEA = "Which choice best states the main idea of the text?";
const STEM_COMPLETE = "Which choice most logically completes the text?";
const STEM_SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const STEM_TRANSITION = "Which choice completes the text with the most logical transition?";
const STEM_NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock09-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Edgar Rice Burroughs's 1912 novel *A Princess of Mars*. John Carter, a man from Earth, has just found himself on Mars, where the pull of gravity is much weaker than on Earth.

My muscles, perfectly suited to the force of gravity on Earth, served me badly here. Instead of walking in a sane and dignified manner, I moved in a series of hops that lifted me clear of the ground at every step and landed me sprawling on my face or back after every second or third hop. Something as simple as crossing a few yards of ground had become ______.`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "awkward",
        correct: true,
        why: "Carter's muscles no longer suit the weaker gravity, so every step becomes an uncontrolled hop that ends with him sprawling on the ground. \"Awkward\" (clumsy, hard to manage) describes exactly that kind of movement.",
      },
      {
        text: "familiar",
        correct: false,
        why: "Walking was familiar to Carter on Earth, but the text stresses how strange it has become on Mars: he hops instead of walking and keeps falling.",
      },
      {
        text: "graceful",
        correct: false,
        why: "Someone who lands sprawling on his face or back every few hops is the opposite of graceful; the text says he could not move in a \"dignified manner.\"",
      },
      {
        text: "silent",
        correct: false,
        why: "The text says nothing about noise. Its point is that Carter cannot control his movements, not whether they make a sound.",
      },
    ],
    explanation:
      "The blank sums up the hopping and falling just described. Because Carter's Earth-trained muscles cannot cope with the weaker gravity, simple walking has become clumsy and hard to control: \"awkward.\"",
    source: src.princessOfMars,
  },
  {
    id: "mock09-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from the opening of Anthony Hope's 1894 novel *The Prisoner of Zenda*. The narrator, Rudolf Rassendyll, is at breakfast with his brother's wife, Rose.

"I wonder when in the world you're going to do anything, Rudolf?" said my brother's wife.

"My dear Rose," I answered, laying down my egg-spoon, "why in the world should I do anything? My position is a comfortable one. I have an income nearly sufficient for my wants, and I enjoy an enviable social position: I am brother to Lord Burlesdon. Behold, it is enough!"

"You are twenty-nine," she observed, "and you've done nothing but—"

"Knock about? It is true. Our family doesn't need to do things."`,
      },
    ],
    stem: STEM_PURPOSE,
    choices: [
      {
        text: "To introduce the narrator as a man who is content with his comfortable, idle life despite his sister-in-law's disapproval",
        correct: true,
        why: "Rose complains that Rudolf has done nothing; he cheerfully agrees, calls his position comfortable, and says his family \"doesn't need to do things.\" The exchange presents him as happily idle and unbothered by her criticism.",
      },
      {
        text: "To show that Rose admires the narrator for the many things he has accomplished",
        correct: false,
        why: "Rose says the opposite: she wonders when he will ever do anything and notes that he has \"done nothing\" by the age of twenty-nine.",
      },
      {
        text: "To explain how the narrator earned his income through years of hard work",
        correct: false,
        why: "Nothing suggests that Rudolf worked for his income; he admits he has only knocked about and says his family does not need to do things.",
      },
      {
        text: "To describe a quarrel between the narrator and his brother, Lord Burlesdon, over money",
        correct: false,
        why: "The brother is only mentioned, not present, and no one argues about money; the exchange is between Rudolf and Rose about his idleness.",
      },
    ],
    explanation:
      "The whole exchange turns on Rose's complaint that Rudolf does nothing and his good-humored admission that he is content to do nothing. Its purpose is to introduce him as a comfortable, idle man who shrugs off her disapproval.",
    source: src.zenda,
  },
  {
    id: "mock09-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `In Baroness Orczy's 1905 novel *The Scarlet Pimpernel*, Sir Percy Blakeney is one of the richest men in England and a leader of fashion: his coats are the talk of London, and young men of fashion copy his foolish laugh. Yet society's admiration stops short of his mind, which everyone considers ______. No one suspects that this lazy, yawning dandy is the daring Englishman who keeps rescuing French aristocrats from the guillotine.`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "dull",
        correct: true,
        why: "Society admires Sir Percy's clothes but not his mind, and it sees him as a lazy, yawning dandy with a foolish laugh. Thinking his mind \"dull\" (slow and unintelligent) is why no one could imagine him as the daring hero.",
      },
      {
        text: "keen",
        correct: false,
        why: "Sir Percy's mind really is keen, since he is secretly the Scarlet Pimpernel, but the blank describes what society thinks. Admiration that \"stops short of his mind\" means society does not think his mind keen.",
      },
      {
        text: "restless",
        correct: false,
        why: "A restless mind is never still, which clashes with society's picture of Sir Percy as lazy and yawning.",
      },
      {
        text: "devious",
        correct: false,
        why: "If society thought Sir Percy's mind devious, people would suspect him of secret schemes; the text says that no one suspects him at all.",
      },
    ],
    explanation:
      "The text contrasts admiration for Sir Percy's wealth and style with a low opinion of his mind, and it explains that this opinion keeps anyone from suspecting him. Society must therefore think his mind \"dull.\" The tempting \"keen\" describes the real Sir Percy, not society's view of him.",
    source: src.pimpernel,
  },
  {
    id: "mock09-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from the dedication of John Buchan's 1915 novel *The Thirty-Nine Steps*, addressed to his friend Thomas Arthur Nelson.

My dear Tommy,

You and I have long cherished an affection for that elemental type of tale which Americans call the "dime novel" and which we know as the "shocker"—the romance where the incidents defy the probabilities, and march just inside the borders of the possible. During an illness last winter I exhausted my store of those aids to cheerfulness, and was driven to write one for myself. This little volume is the result, and I should like to put your name on it in memory of our long friendship.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It names a kind of story that the writer and his friend both enjoy, explains what led the writer to produce such a story himself, and then offers the book to the friend as a mark of friendship.",
        correct: true,
        why: "The text moves in exactly these three steps: the \"shocker\" that both men love, the illness that used up the writer's supply and \"drove\" him to write one, and the dedication \"in memory of our long friendship.\"",
      },
      {
        text: "It defends a kind of story against its critics, lists the qualities that make it valuable, and then asks the friend to help publish the book.",
        correct: false,
        why: "No critics are mentioned and no request is made; the writer simply shares his affection for shockers and dedicates the book to his friend.",
      },
      {
        text: "It describes the writer's illness in detail, explains how reading helped him recover, and then thanks the friend for sending him books.",
        correct: false,
        why: "The illness is mentioned in a single clause, recovery is never discussed, and nothing says that the friend sent any books.",
      },
      {
        text: "It contrasts American and British tastes in fiction, argues that the British kind is better, and then dedicates the book to a friend who prefers the American kind.",
        correct: false,
        why: "The writer mentions the American and British names for the same kind of tale; he does not compare two tastes or rank them, and the friend shares his liking for it.",
      },
    ],
    explanation:
      "The dedication first identifies the \"shocker\" as a shared pleasure, then explains that an illness left the writer without any to read and so he wrote one, and finally dedicates the result to his friend. Only one choice follows that sequence.",
    source: src.thirtyNineSteps,
  },
  {
    id: "mock09-rw-m1-05",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Wilkie Collins's 1868 novel *The Moonstone*. The narrator, the house-steward Gabriel Betteredge, describes the arrival of a celebrated London detective, Sergeant Cuff.

Out of the cab got a grizzled, elderly man, so miserably lean that he looked as if he had not got an ounce of flesh on his bones in any part of him. His face was as sharp as a hatchet, and the skin of it was as yellow and dry and withered as an autumn leaf. His eyes, of a steely light grey, had a very disconcerting trick, when they encountered your eyes, of looking as if they expected something more from you than you were aware of yourself. His walk was soft; his voice was melancholy. He might have been a parson, or an undertaker—or anything else you like, except what he really was.`,
      },
    ],
    stem: "As used in the text, what does the word \"trick\" most nearly mean?",
    choices: [
      {
        text: "habit",
        correct: true,
        why: "Betteredge is describing something Cuff's eyes regularly do whenever they meet yours: they seem to expect more from you than you know. A characteristic, recurring way of behaving is a habit.",
      },
      {
        text: "deception",
        correct: false,
        why: "The last sentence, about Cuff looking like anything but a detective, may suggest deception, but \"trick\" here names what his eyes typically do when they meet yours. Cuff's eyes cannot be said to have \"a disconcerting deception of looking\" a certain way.",
      },
      {
        text: "prank",
        correct: false,
        why: "A prank is a joke played on someone, but nothing in Cuff's melancholy manner is playful; the look in his eyes is simply how they behave.",
      },
      {
        text: "puzzle",
        correct: false,
        why: "The look may puzzle the people who meet it, but the word names the look itself, a recurring way the eyes behave, not a problem to be solved.",
      },
    ],
    explanation:
      "\"Had a very disconcerting trick... of looking as if\" describes a characteristic mannerism: whenever Cuff's eyes meet yours, they look a certain way. In this older sense, \"trick\" means a habit. The familiar sense of deception is tempting because the passage ends by saying Cuff looks like anything but a detective, but that sentence is about his whole appearance, not the behavior of his eyes.",
    source: src.moonstone,
  },
  {
    id: "mock09-rw-m1-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the opening of Wilkie Collins's 1860 novel *The Woman in White*.

This is the story of what a Woman's patience can endure, and what a Man's resolution can achieve. If the machinery of the Law could be depended on to fathom every case of suspicion, and to conduct every process of inquiry, with moderate assistance only from the lubricating influences of oil of gold, the events which fill these pages might have claimed their share of the public attention in a Court of Justice. But the Law is still, in certain inevitable cases, the pre-engaged servant of the long purse; and the story is left to be told, for the first time, in this place. As the Judge might once have heard it, so the Reader shall hear it now.`,
      },
    ],
    stem: STEM_PURPOSE,
    choices: [
      {
        text: "To explain that the story is being told to readers because the legal system, which tends to favor the wealthy, could not be relied on to bring these events to light",
        correct: true,
        why: "The text says the events might have been heard in court if the Law could be depended on, but the Law serves \"the long purse\" (the rich), so the story is told \"for the first time, in this place,\" to the Reader instead of a Judge. Explaining why the book exists is the point of the whole passage.",
      },
      {
        text: "To argue that the courts should be reformed so that wealthy people can no longer influence their decisions",
        correct: false,
        why: "The narrator complains that money can sway the Law, but he proposes no reform; he uses the complaint only to explain why he is telling the story in a book.",
      },
      {
        text: "To introduce a courtroom trial in which the central events of the story were first revealed to the public",
        correct: false,
        why: "The text says the reverse: the events never reached a court, and the story is being told \"for the first time\" here.",
      },
      {
        text: "To praise the patience and determination of the two people whose story is about to be told",
        correct: false,
        why: "The first sentence names the story's subject, a woman's patience and a man's resolution, but the rest of the passage is about why the story must be told to readers rather than in court, so praise is not its main purpose.",
      },
    ],
    explanation:
      "After one sentence naming the story's subject, the passage reasons that a fair legal system would have heard these events, but because the Law can be bought (\"oil of gold,\" \"the long purse\"), the story reaches the public only through this book: \"As the Judge might once have heard it, so the Reader shall hear it now.\" Its purpose is to explain why the story is told here.",
    source: src.womanInWhite,
  },
  {
    id: "mock09-rw-m1-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The Count bowed in a courtly way. "I bid you welcome, Mr. Harker, to my house. Come in; the night air is chill, and you must need to eat and rest." Before I could stop him, he had carried my luggage in himself. I protested, but he insisted: "Nay, sir, you are my guest. It is late, and my people are not available. Let me see to your comfort myself." The light and warmth of the room he led me to, and the Count's courteous welcome, seemed to drive away all my doubts and fears.`,
      },
      {
        label: "Text 2",
        text: `I went cautiously to my own room and found the Count making the bed. This was odd, but it only confirmed what I had all along thought: that there are no servants in the house. When later I saw him through the chink of the hinges of the door laying the table in the dining room, I was sure of it; for if he does all these menial tasks himself, surely there is no one else to do them. This gave me a fright, for if there is no one else in the castle, it must have been the Count himself who drove the coach that brought me here.`,
      },
    ],
    stem: "Both texts are adapted from Bram Stoker's 1897 novel *Dracula* and come from the journal of Jonathan Harker, a young English solicitor visiting Count Dracula's castle. Text 1 describes Harker's arrival; Text 2 was written a few days later. Based on the texts, how would the Harker of Text 2 most likely regard the Count's explanation in Text 1 that his \"people are not available\"?",
    choices: [
      {
        text: "As misleading, since Harker has concluded that there are no servants in the castle at all",
        correct: true,
        why: "In Text 2, seeing the Count make the bed and lay the table convinces Harker that there is no one else in the castle. \"My people are not available\" implied that servants existed but were busy or away, so the later Harker would see it as a cover for the fact that there are none.",
      },
      {
        text: "As a polite exaggeration, since the Count keeps only a single coachman",
        correct: false,
        why: "This misses Harker's final deduction: the coachman who brought him was the Count himself, so the castle has no coachman or any other servant.",
      },
      {
        text: "As truthful, since the servants are evidently kept busy preparing meals elsewhere in the castle",
        correct: false,
        why: "Text 2 shows the Count laying the table himself, which is exactly what convinces Harker that no servants exist.",
      },
      {
        text: "As a sign that the Count plans to hire servants to wait on his guest",
        correct: false,
        why: "Neither text mentions any plan to hire servants; Text 2 draws a conclusion about the present, that no one else is in the castle.",
      },
    ],
    explanation:
      "Text 1 gives the Count's excuse for carrying the luggage himself: his people are \"not available.\" Text 2 records Harker's later conclusion, drawn from watching the Count do servants' work, that there is no one else in the castle, not even a coachman. The later Harker would therefore see the excuse as misleading.",
    source: src.dracula,
  },

  // ================================================================ information and ideas
  {
    id: "mock09-rw-m1-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from H. Rider Haggard's 1885 novel *King Solomon's Mines*. It is a note said to have been written in 1590 by a Portuguese traveler, José da Silvestra.

I, José da Silvestra, now dying of hunger in a little cave on one of the two mountains I have named Sheba's Breasts, write this with a split bone on a scrap of my clothing, using my blood as ink. With my own eyes I have seen the countless diamonds stored in Solomon's treasure chamber, but through the treachery of Gagool the witch-finder I could bring nothing away, scarcely even my life. Let whoever comes follow the map, climb the snow of the left-hand mountain to its peak, and find on its north side the great road that Solomon made, which leads in three days to the King's Palace. Pray for my soul. Farewell.`,
      },
    ],
    stem: STEM_MAIN_IDEA,
    choices: [
      {
        text: "A dying traveler reports that he has seen a great treasure and gives directions so that someone else may reach it.",
        correct: true,
        why: "Silvestra says he is dying, that he saw \"countless diamonds\" in Solomon's treasure chamber, and then tells whoever comes how to follow the map and the road. That covers the whole note.",
      },
      {
        text: "A traveler describes how he escaped safely from the mountains carrying many diamonds.",
        correct: false,
        why: "Silvestra says he could bring nothing away and is dying of hunger in a cave, so he neither escaped safely nor carried diamonds.",
      },
      {
        text: "A traveler thanks Gagool the witch-finder for guiding him to Solomon's treasure chamber.",
        correct: false,
        why: "Silvestra blames Gagool's \"treachery\" for his failure; he does not thank her.",
      },
      {
        text: "A traveler warns that no one should ever try to cross the mountains he has named.",
        correct: false,
        why: "Far from warning people away, Silvestra urges \"whoever comes\" to follow the map and the road to the treasure.",
      },
    ],
    explanation:
      "The note does two things: it records what Silvestra saw (Solomon's diamonds) as he lies dying, and it tells a future reader how to get there. Only one choice captures both.",
    source: src.kingSolomonsMines,
  },
  {
    id: "mock09-rw-m1-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `A student tested how soil temperature affects the sprouting of bean seeds. She planted 50 seeds in trays of soil kept at each of four temperatures and counted how many seeds had sprouted after ten days. She found that the seeds sprouted best in the warmest soil she tested, where ______`,
      },
    ],
    table: {
      title: "Bean seeds sprouted after ten days, by soil temperature (50 seeds at each temperature)",
      columns: ["Soil temperature (°C)", "Seeds sprouted"],
      rows: [
        ["15", "18"],
        ["20", "31"],
        ["25", "42"],
        ["30", "46"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "46 of the 50 seeds sprouted.",
        correct: true,
        why: "The warmest soil tested was 30°C, and the table shows that 46 of the 50 seeds sprouted there, more than at any other temperature.",
      },
      {
        text: "42 of the 50 seeds sprouted.",
        correct: false,
        why: "This is the result at 25°C, which is not the warmest soil tested.",
      },
      {
        text: "18 of the 50 seeds sprouted.",
        correct: false,
        why: "This is the result at 15°C, the coolest soil tested, where the fewest seeds sprouted.",
      },
      {
        text: "all 50 of the seeds sprouted.",
        correct: false,
        why: "No temperature in the table produced 50 sprouted seeds; the highest count is 46.",
      },
    ],
    explanation:
      "The statement is about the warmest soil, 30°C. The table's row for 30°C shows 46 seeds sprouted, the highest count, which supports the claim that the seeds sprouted best there.",
    source: original,
  },
  {
    id: "mock09-rw-m1-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from John Buchan's 1915 novel *The Thirty-Nine Steps*. The narrator, Richard Hannay, who is on the run from enemy agents in Scotland, has borrowed the clothes and the job of a local road-mender and is waiting on a lonely road for his pursuers to pass.

I remembered an old scout in Rhodesia, who had done many queer things in his day, once telling me that the secret of playing a part was to think yourself into it. You could never keep it up, he said, unless you managed to convince yourself that you were it. So I shut off all other thoughts and switched them on to the road-mending. I thought of the little white cottage as my home, and I made my mind dwell lovingly on sleep in a box-bed and a bottle of cheap whisky.`,
      },
    ],
    stem: STEM_MAIN_IDEA,
    choices: [
      {
        text: "Hannay tries to make his disguise convincing by imagining himself fully into the life of the man he is pretending to be.",
        correct: true,
        why: "Hannay recalls the scout's rule that to play a part you must convince yourself you are the character, and then does exactly that, thinking of the road-mender's cottage, bed, and whisky as his own.",
      },
      {
        text: "Hannay recalls his years in Rhodesia with longing and wishes that he could return there.",
        correct: false,
        why: "Rhodesia is mentioned only as the place where Hannay heard the scout's advice; the passage expresses no longing to go back.",
      },
      {
        text: "Hannay doubts that the scout's advice about playing a part will work for him in Scotland.",
        correct: false,
        why: "Hannay shows no doubt: \"So I shut off all other thoughts\" shows him putting the advice straight into practice.",
      },
      {
        text: "Hannay discovers that he finds road-mending more satisfying than the life he led before.",
        correct: false,
        why: "Hannay dwells \"lovingly\" on the road-mender's comforts on purpose, to convince himself that he is the road-mender; the text does not say that he truly prefers that life.",
      },
    ],
    explanation:
      "The passage pairs a rule (to play a part, think yourself into it) with Hannay's deliberate use of it while disguised as a road-mender. Its main idea is his effort to make the disguise convincing from the inside.",
    source: src.thirtyNineSteps,
  },
  {
    id: "mock09-rw-m1-11",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Volunteers at a community garden wanted to know whether covering the soil around tomato plants with a layer of straw could save water without shrinking the harvest. Over one summer, they grew tomatoes in four beds of the same size, two covered with straw and two left bare, and watered each bed only when its soil felt dry. The volunteers concluded that the straw achieved both aims.`,
      },
    ],
    table: {
      title: "Water used and tomatoes harvested in four garden beds over one summer",
      columns: ["Bed", "Straw cover", "Water used (liters)", "Tomatoes harvested (kilograms)"],
      rows: [
        ["A", "Yes", "410", "23.5"],
        ["B", "Yes", "395", "22.8"],
        ["C", "No", "640", "23.1"],
        ["D", "No", "615", "22.4"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the volunteers' conclusion?",
    choices: [
      {
        text: "The beds with straw used about 400 liters of water each, compared with more than 600 liters for the bare beds, yet all four beds yielded between 22 and 24 kilograms of tomatoes.",
        correct: true,
        why: "The conclusion has two parts: the straw saved water, and the harvest did not shrink. This choice shows both: the covered beds used far less water, and their yields matched those of the bare beds.",
      },
      {
        text: "Bed A yielded 23.5 kilograms of tomatoes, the largest harvest of the four beds.",
        correct: false,
        why: "This is accurate, but it describes one bed's harvest only and says nothing about water, so it cannot show that the straw saved water.",
      },
      {
        text: "The bare beds used more than 600 liters of water each.",
        correct: false,
        why: "This is accurate, but without the covered beds' water use or any harvest figures it supports neither part of the conclusion on its own.",
      },
      {
        text: "The beds with straw yielded about twice as many tomatoes as the bare beds while using the same amount of water.",
        correct: false,
        why: "The table contradicts this: the yields were nearly equal, and the covered beds used much less water, not the same amount.",
      },
    ],
    explanation:
      "To support the claim that straw saved water without reducing the harvest, the evidence must compare the covered and bare beds on both water used and tomatoes harvested. The covered beds used roughly 400 liters against more than 600, while all four harvests fell between 22 and 24 kilograms.",
    source: original,
  },
  {
    id: "mock09-rw-m1-12",
    pilot: true,
    skill: "inferences",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Bram Stoker's 1897 novel *Dracula*. Jonathan Harker, a guest at Count Dracula's castle, is shaving in his room.

I had hung my shaving glass by the window and was just beginning to shave. Suddenly I felt a hand on my shoulder and heard the Count's voice saying to me, "Good morning." I started, for it amazed me that I had not seen him, since the glass reflected the whole room behind me. In starting I had cut myself slightly, but did not notice it at the moment. Having answered the Count's greeting, I turned to the glass again to see how I had been mistaken. This time there could be no error, for the man was close to me, and I could see him over my shoulder. But ______`,
      },
    ],
    stem: STEM_COMPLETE,
    choices: [
      {
        text: "there was no reflection of him in the glass: the whole room behind me was displayed, yet there was no sign of any man in it except myself.",
        correct: true,
        why: "Harker missed the Count although the glass showed the whole room, and he now checks again with the Count standing right behind him. The \"But\" signals that the glass still fails to show what is plainly there: the Count has no reflection.",
      },
      {
        text: "the glass had been turned so that it showed only the window and the sky beyond it.",
        correct: false,
        why: "The text has just said that the glass reflected the whole room behind Harker, so it cannot have been turned toward the window.",
      },
      {
        text: "his reflection showed a much older man than the one who stood beside me.",
        correct: false,
        why: "Nothing in the text points to a difference in age; the puzzle is that Harker did not see the Count in the glass at all.",
      },
      {
        text: "the cut on my chin had left the glass too spattered with blood for me to see clearly.",
        correct: false,
        why: "Harker says the cut was slight and that he did not even notice it at the moment, so it cannot explain what he saw in the glass.",
      },
    ],
    explanation:
      "The glass reflected the whole room, yet Harker did not see the Count approach. When he looks again with the Count at his shoulder and the words \"there could be no error,\" the \"But\" introduces the only explanation consistent with both facts: the Count casts no reflection.",
    source: src.dracula,
  },
  {
    id: "mock09-rw-m1-13",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: `In Wilkie Collins's 1868 novel *The Moonstone*, the first part of the story is told by Gabriel Betteredge, the elderly house-steward of a Yorkshire country house. Betteredge is devoted to Daniel Defoe's *Robinson Crusoe*, and a reader soon sees that he treats it not merely as a story but as a practical resource: he turns to it both to lift his mood and to decide what he ought to do.`,
      },
    ],
    stem: "Which quotation from *The Moonstone* most effectively illustrates the claim?",
    choices: [
      {
        text: "\"When my spirits are bad—*Robinson Crusoe*. When I want advice—*Robinson Crusoe*.\"",
        correct: true,
        why: "Both halves of the claim appear here: Betteredge turns to the book when his \"spirits are bad\" (to lift his mood) and when he \"wants advice\" (to decide what to do).",
      },
      {
        text: "\"I have worn out six stout *Robinson Crusoes* with hard work in my service.\"",
        correct: false,
        why: "Wearing out six copies shows how heavily Betteredge uses the book, but not what he uses it for; it illustrates neither lifting his mood nor deciding what to do.",
      },
      {
        text: "\"Such a book as *Robinson Crusoe* never was written, and never will be written again.\"",
        correct: false,
        why: "This is praise of the book as a piece of writing; it shows admiration, not how Betteredge uses the book, and says nothing about turning to it for comfort or advice.",
      },
      {
        text: "\"Though turned seventy, I possess an active memory, and legs to correspond.\"",
        correct: false,
        why: "Betteredge is describing his own age and health here; the quotation does not mention the book at all.",
      },
    ],
    explanation:
      "The claim has two parts: Betteredge uses the book to lift his mood and to decide what to do. Only the quotation about bad spirits and wanting advice shows both uses. The other quotations show heavy use, admiration of the book itself, or nothing about the book.",
    source: src.moonstone,
  },
  {
    id: "mock09-rw-m1-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the opening of Edgar Rice Burroughs's 1912 novel *A Princess of Mars*. The narrator is John Carter.

I am a very old man; how old I do not know. Possibly I am a hundred, possibly more; but I cannot tell because I have never aged as other men, nor do I remember any childhood. I appear today as I did forty years and more ago, and yet I feel that I cannot go on living forever; that some day I shall die the real death from which there is no resurrection. I do not know why I should fear death, I who have died twice and am still alive; but yet I have the same horror of it as you who have never died.

These remarks suggest that, in Carter's view, the two deaths he has already experienced ______`,
      },
    ],
    stem: STEM_COMPLETE,
    choices: [
      {
        text: "were not the final death that he dreads, which he expects is still to come.",
        correct: true,
        why: "Carter has \"died twice\" and is \"still alive,\" yet he expects one day to die \"the real death from which there is no resurrection.\" Calling that future death the real one implies that his earlier deaths were not final.",
      },
      {
        text: "have freed him from the fear of death that troubles other people.",
        correct: false,
        why: "Carter says the opposite: he has \"the same horror\" of death as people who have never died.",
      },
      {
        text: "are the reason that he has no memory of any childhood.",
        correct: false,
        why: "Carter mentions both his missing childhood and his two deaths, but he never connects them; nothing in the text makes one the cause of the other.",
      },
      {
        text: "have made him look far older than his true age.",
        correct: false,
        why: "Carter says he may be a hundred or more yet looks just as he did over forty years ago, so he looks far younger, not older, than his age.",
      },
    ],
    explanation:
      "Two statements must be combined. Carter has \"died twice and [is] still alive,\" and he expects \"some day\" to die \"the real death from which there is no resurrection.\" If that future death is the real, final one, the two he has survived were not. His fear is therefore of a death still ahead of him.",
    source: src.princessOfMars,
  },

  // ================================================================ standard English conventions
  {
    id: "mock09-rw-m1-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In the opening chapter of John Buchan's *The Thirty-Nine Steps* (1915), Richard Hannay has been back in Britain for three months after many years in southern Africa, and he is thoroughly bored with London. The weather depresses him, and he cannot get enough ______ the amusements of London seem as flat as soda water that has been left standing in the sun.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "exercise. Even",
        correct: true,
        why: "\"The weather depresses him, and he cannot get enough exercise\" and \"Even the amusements of London seem as flat as soda water...\" are both independent clauses. A period correctly separates them into two sentences.",
      },
      {
        text: "exercise, even",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "exercise even",
        correct: false,
        why: "With no punctuation between them, the two independent clauses run together into a fused sentence.",
      },
      {
        text: "exercise, and even,",
        correct: false,
        why: "The comma after \"even\" wrongly separates the adverb from the subject it belongs with (\"even the amusements of London\"), splitting the subject of the second clause.",
      },
    ],
    explanation:
      "The blank falls between two complete sentences: one about the weather and exercise, and one about London's amusements. They must be separated by a period (or joined in another standard way). Only the period choice does this without adding an error.",
    source: src.thirtyNineSteps,
  },
  {
    id: "mock09-rw-m1-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `In H. Rider Haggard's *King Solomon's Mines* (1885), Allan Quatermain and his companions are surrounded by Kukuana warriors who announce that all strangers must die. Captain Good, as he tends to do when he is perplexed, drags his false teeth down and lets them snap back into place. The startled warriors, who have never seen anything like it, ______ a yell of horror and scramble back several yards.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "utter",
        correct: true,
        why: "The subject is the plural \"warriors,\" so the plural present-tense verb \"utter\" agrees with it and matches the present tense of the passage (\"are surrounded,\" \"drags,\" \"scramble\").",
      },
      {
        text: "utters",
        correct: false,
        why: "\"Utters\" is singular and does not agree with the plural subject \"warriors.\"",
      },
      {
        text: "has uttered",
        correct: false,
        why: "\"Has\" is a singular helping verb, so \"has uttered\" does not agree with the plural subject \"warriors.\"",
      },
      {
        text: "is uttering",
        correct: false,
        why: "\"Is\" is a singular helping verb, so \"is uttering\" does not agree with the plural subject \"warriors.\"",
      },
    ],
    explanation:
      "Set aside the clause \"who have never seen anything like it\" and the sentence reads \"The startled warriors ______ a yell of horror.\" The plural subject needs a plural verb, and the paired verb \"scramble\" shows the tense: \"utter.\"",
    source: src.kingSolomonsMines,
  },
  {
    id: "mock09-rw-m1-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `In the opening chapter of Baroness Orczy's *The Scarlet Pimpernel* (1905), Sergeant Bibot—a guard at one of the gates of Paris who prides himself on unmasking aristocrats trying to escape the city in ______ waves an old woman's cart through the gate after she tells him that it carries a victim of the plague. Soon afterward, a captain of the guard arrives with alarming news: the cart held a condemned countess and her children, and its driver was probably the Scarlet Pimpernel himself.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "disguise—waves",
        correct: true,
        why: "The description of Bibot begins with a dash after \"Bibot,\" so it must close with a matching dash before the main verb \"waves.\" The pair of dashes sets the whole description off from \"Sergeant Bibot... waves.\"",
      },
      {
        text: "disguise, waves",
        correct: false,
        why: "An element opened with a dash must be closed with a dash, not a comma; mixing the two marks leaves the interruption improperly set off.",
      },
      {
        text: "disguise waves",
        correct: false,
        why: "Without a closing dash, the interrupting description never ends, and \"waves\" seems to belong to it rather than to the subject \"Sergeant Bibot.\"",
      },
      {
        text: "disguise; waves",
        correct: false,
        why: "A semicolon separates independent clauses, but it would cut the subject \"Sergeant Bibot\" off from its verb \"waves,\" and it does not close the dash.",
      },
    ],
    explanation:
      "The sentence's core is \"Sergeant Bibot... waves an old woman's cart through the gate.\" Between subject and verb sits a description opened with a dash, so it must be closed with a second dash right before \"waves.\"",
    source: src.pimpernel,
  },
  {
    id: "mock09-rw-m1-18",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In Wilkie Collins's *The Woman in White* (1860), the young drawing master Walter Hartright is walking home toward London late one summer night. On a lonely stretch of road, he feels a hand laid lightly and suddenly on his shoulder from behind. Turning, he sees a solitary woman dressed from head to foot in white, ______ face is bent toward his in grave inquiry and whose hand points toward the dark cloud hanging over London.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "whose",
        correct: true,
        why: "\"Whose\" is the possessive relative pronoun: it links the woman to her face (\"whose face is bent toward his\") and matches the parallel \"whose hand points\" later in the sentence.",
      },
      {
        text: "who's",
        correct: false,
        why: "\"Who's\" is a contraction of \"who is\" or \"who has\"; \"who is face is bent\" makes no sense.",
      },
      {
        text: "which",
        correct: false,
        why: "\"Which\" is not used for people and cannot show possession here; \"which face is bent\" does not connect the face to the woman.",
      },
      {
        text: "her",
        correct: false,
        why: "\"Her face is bent toward his...\" would be an independent clause joined to the rest of the sentence with only a comma, a comma splice, and it would not fit the parallel \"and whose hand points.\"",
      },
    ],
    explanation:
      "The blank must begin a clause describing the woman and show that the face belongs to her. The possessive relative pronoun \"whose\" does both and is echoed by \"whose hand\" later in the sentence.",
    source: src.womanInWhite,
  },
  {
    id: "mock09-rw-m1-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `When the famous detective Sergeant Cuff arrives at the Verinder house in Wilkie Collins's *The Moonstone* (1868), he says nothing at first about the missing diamond and walks straight into the rose garden. He tells the house-steward that his work leaves him little time to be fond of ______ whenever he has a moment's fondness to spare, the roses get it. Cuff began his life among roses in his father's nursery garden, and he hopes one day to retire from catching thieves and grow them himself.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "anything; however,",
        correct: true,
        why: "\"He tells the house-steward that his work leaves him little time to be fond of anything\" and \"whenever he has a moment's fondness to spare, the roses get it\" are independent clauses. A semicolon joins them, and the comma after \"however\" sets off the transition.",
      },
      {
        text: "anything, however,",
        correct: false,
        why: "\"However\" is not a coordinating conjunction, so commas around it cannot join two independent clauses; this is a comma splice.",
      },
      {
        text: "anything however,",
        correct: false,
        why: "With no punctuation before \"however,\" the two independent clauses run together into a fused sentence.",
      },
      {
        text: "anything, however",
        correct: false,
        why: "A comma before \"however\" still leaves two independent clauses joined only by a comma, a comma splice.",
      },
    ],
    explanation:
      "The blank sits between two independent clauses linked by the conjunctive adverb \"however.\" Such clauses need a semicolon (or a period) before \"however,\" with a comma after it.",
    source: src.moonstone,
  },
  {
    id: "mock09-rw-m1-20",
    pilot: true,
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `In Anthony Hope's *The Prisoner of Zenda* (1894), King Rudolf V of Ruritania lies drugged on the morning of his coronation, and if he fails to appear, his scheming half-brother, Duke Michael, may seize the throne. Colonel Sapt, one of the king's most loyal ______ persuades a visiting Englishman, Rudolf Rassendyll, to take the king's place at the ceremony. The plan can work only because the two men look almost exactly alike.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "servants,",
        correct: true,
        why: "\"One of the king's most loyal servants\" renames Colonel Sapt and is opened with a comma after \"Sapt,\" so it must close with a matching comma before the verb \"persuades.\"",
      },
      {
        text: "servants",
        correct: false,
        why: "Without a closing comma, the phrase renaming Sapt is never set off, and \"servants persuades\" seems to pair a plural noun with a singular verb.",
      },
      {
        text: "servants;",
        correct: false,
        why: "A semicolon separates independent clauses; here it would cut the subject \"Colonel Sapt\" off from its verb \"persuades.\"",
      },
      {
        text: "servants—",
        correct: false,
        why: "A phrase opened with a comma must close with a comma; a dash here does not match the opening punctuation.",
      },
    ],
    explanation:
      "\"One of the king's most loyal servants\" is a nonessential phrase renaming Colonel Sapt. It begins with a comma, so it must end with a comma before the verb: \"Colonel Sapt, one of the king's most loyal servants, persuades....\"",
    source: src.zenda,
  },
  {
    id: "mock09-rw-m1-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Bram Stoker wrote *Dracula* (1897) while working as the business manager of London's Lyceum Theatre, which was run by the actor Henry Irving. The novel has no single narrator. Instead, Stoker assembled the story from many kinds of ______ Jonathan Harker's journal, kept in shorthand; letters between two friends, Mina Murray and Lucy Westenra; and the diary of Dr. John Seward, recorded on a phonograph.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "records:",
        correct: true,
        why: "\"Instead, Stoker assembled the story from many kinds of records\" is an independent clause, and what follows is a list of those records. A colon after an independent clause correctly introduces such a list.",
      },
      {
        text: "records;",
        correct: false,
        why: "The semicolons inside the list may make this look right, but a semicolon must be followed by an independent clause, and the list that follows is not one.",
      },
      {
        text: "records, such as:",
        correct: false,
        why: "A colon must follow an independent clause; \"such as\" leaves the clause incomplete, so placing a colon after it is an error.",
      },
      {
        text: "records",
        correct: false,
        why: "With no punctuation, \"records Jonathan Harker's journal\" runs the list into the clause, and nothing marks where the list begins.",
      },
    ],
    explanation:
      "The text before the blank is a complete clause that announces a list; the list itself uses semicolons because its items contain commas. A colon is the mark that introduces a list after an independent clause.",
    source: src.dracula,
  },
  {
    id: "mock09-rw-m1-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `In Wilkie Collins's *The Woman in White* (1860), the drawing master Walter Hartright first sees Marian Halcombe from behind as she stands at a window, and he admires the rare grace of her tall figure. When she turns and comes toward him, however, he is startled by her plain face. Never, he writes, ______ the fair promise of a lovely figure more strangely belied by the face and head that crowned it. Her expression, though, he finds bright, frank, and intelligent.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "was",
        correct: true,
        why: "In this inverted sentence the subject comes after the verb: \"the fair promise... was belied.\" \"Promise\" is singular, so the singular \"was\" agrees with it and fits the past-tense account.",
      },
      {
        text: "were",
        correct: false,
        why: "The compound \"the face and head\" may make a plural verb seem right, but it belongs to the phrase \"by the face and head\"; the subject is the singular \"promise.\"",
      },
      {
        text: "have been",
        correct: false,
        why: "\"Have\" is a plural helping verb and does not agree with the singular subject \"promise.\"",
      },
      {
        text: "being",
        correct: false,
        why: "\"Being\" is not a finite verb, so the clause \"Never... being the fair promise... belied\" would have no main verb.",
      },
    ],
    explanation:
      "Because the sentence opens with \"Never,\" the verb comes before its subject. The subject is \"the fair promise of a lovely figure\" (singular), not \"the face and head\" in the later phrase, so the verb is \"was.\"",
    source: src.womanInWhite,
  },

  // ================================================================ expression of ideas
  {
    id: "mock09-rw-m1-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `In Edgar Rice Burroughs's *A Princess of Mars* (1912), the green Martians who capture John Carter set a fierce, many-legged watchdog named Woola to keep him from escaping. Carter, who has few friends on Mars, pets the beast and talks to it gently, just as he would talk to a dog at home. ______ Woola becomes his devoted companion, loyal to Carter rather than to the Martians who assigned him.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "As a result,",
        correct: true,
        why: "Carter's kindness comes first and Woola's devotion follows from it, so a transition showing cause and effect is needed.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "\"Nevertheless\" signals an outcome that happens despite what came before, but Woola's devotion is exactly what Carter's kindness would lead to.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Woola's devotion is not an example of Carter's gentle treatment; it is the result of it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "\"Similarly\" introduces a parallel point, but the last sentence describes the effect of Carter's kindness, not something like it.",
      },
    ],
    explanation:
      "The text describes Carter's kindness to Woola and then Woola's loyalty. The second is the consequence of the first, so \"As a result\" is the logical transition.",
    source: src.princessOfMars,
  },
  {
    id: "mock09-rw-m1-24",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Baroness Emma Orczy was born in Hungary in 1865 and later settled in England.
- With her husband, Montagu Barstow, she wrote a play about an English gentleman who secretly rescues French aristocrats during the French Revolution.
- The play, *The Scarlet Pimpernel*, opened in London's West End on January 5, 1905.
- It became a favorite of British audiences.
- Orczy's novel *The Scarlet Pimpernel* was also published in 1905.`,
      },
    ],
    stem: `The student wants to indicate where and when the play *The Scarlet Pimpernel* opened. ${STEM_NOTES}`,
    choices: [
      {
        text: "The play *The Scarlet Pimpernel* opened in London's West End on January 5, 1905.",
        correct: true,
        why: "This gives both the place (London's West End) and the date (January 5, 1905) of the play's opening, which is exactly what the goal asks for.",
      },
      {
        text: "Baroness Emma Orczy, the play's co-author, was born in Hungary in 1865.",
        correct: false,
        why: "This gives the place and year of Orczy's birth, not of the play's opening.",
      },
      {
        text: "Orczy wrote the play *The Scarlet Pimpernel* with her husband, Montagu Barstow.",
        correct: false,
        why: "This names the play's authors but says nothing about where or when it opened.",
      },
      {
        text: "Orczy's novel *The Scarlet Pimpernel* was published in 1905.",
        correct: false,
        why: "This dates the novel, not the play, and gives no place at all.",
      },
    ],
    explanation:
      "The goal asks for two facts about the play: where and when it opened. Only the note about the West End opening on January 5, 1905, supplies both.",
    source: src.pimpernel,
  },
  {
    id: "mock09-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Anthony Hope, a London barrister, set his 1894 novel *The Prisoner of Zenda* in Ruritania, a small kingdom in central Europe that exists only in the pages of his fiction. No traveler could ever visit it, and no map shows its borders. ______ the name became so familiar to readers that it entered the English language: a tale of romance and intrigue set in an invented European kingdom is still called a "Ruritanian romance."`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "The first sentences stress that Ruritania is not real; the last sentence reports the surprising fact that its name still entered the language. \"Nevertheless\" marks this outcome as happening in spite of what came before.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "\"Likewise\" introduces something similar, but the name's lasting fame contrasts with the kingdom's unreality rather than resembling it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The name's entry into the language is not an example of the kingdom's being imaginary or absent from maps.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The last sentence adds a new fact about the name's influence; it does not restate the point that Ruritania is imaginary.",
      },
    ],
    explanation:
      "The text first says that Ruritania exists only in fiction and appears on no map, then reports that its name nonetheless passed into English. A concessive contrast, \"Nevertheless,\" links the two ideas.",
    source: src.zenda,
  },
  {
    id: "mock09-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Edgar Rice Burroughs (1875–1950) wrote his first novel in 1911.
- It follows John Carter, a Confederate veteran of the American Civil War who is mysteriously carried to Mars.
- It first appeared in 1912 as a six-part serial, "Under the Moons of Mars," in *The All-Story* magazine.
- Burroughs chose the pen name "Normal Bean," a joke suggesting that he was sane, but the magazine printed it as "Norman Bean."
- In 1917, the story was published as a book under a new title, *A Princess of Mars*.`,
      },
    ],
    stem: `The student wants to emphasize that the story's title changed between its first publication and its publication as a book. ${STEM_NOTES}`,
    choices: [
      {
        text: "Burroughs's story first appeared in 1912 as the magazine serial \"Under the Moons of Mars,\" but when it was published as a book in 1917, it was retitled *A Princess of Mars*.",
        correct: true,
        why: "This names both titles, ties each to its form of publication (the 1912 serial and the 1917 book), and uses \"but... retitled\" to stress the change, which is exactly the goal.",
      },
      {
        text: "Although Burroughs chose the pen name \"Normal Bean,\" the magazine that first published his story printed it as \"Norman Bean.\"",
        correct: false,
        why: "This emphasizes a change, but a change in the author's pen name, not in the story's title.",
      },
      {
        text: "In 1917, Burroughs's story about John Carter was published as a book titled *A Princess of Mars*.",
        correct: false,
        why: "This gives only the later title; without the original serial title, it cannot show that the title changed.",
      },
      {
        text: "Burroughs's first novel, which appeared in *The All-Story* magazine in 1912, follows a Confederate veteran who is carried to Mars.",
        correct: false,
        why: "This describes the story's first appearance and plot but gives neither title, so it says nothing about a change of title.",
      },
    ],
    explanation:
      "To emphasize a change of title, the sentence must give the title at first publication and the title of the book and contrast them. Only the key does so; the tempting pen-name choice describes a change in the author's name instead.",
    source: src.princessOfMars,
  },
  {
    id: "mock09-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `H. Rider Haggard's *King Solomon's Mines* (1885) sends its travelers across a waterless desert and over snow-covered mountains to Kukuanaland, a kingdom found on no map, in search of a treasure whose existence rests on an ancient legend about King Solomon. In these respects the novel is openly a work of fantasy. ______ it was not written from imagination alone: before he began it, Haggard had spent several years in southern Africa as a young colonial official, and he drew on what he had seen and learned there.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "The text first grants that the novel is openly fantastic and then qualifies that point: the book also rests on Haggard's real experience. \"Even so\" introduces a point that holds in spite of the one just conceded.",
      },
      {
        text: "Accordingly,",
        correct: false,
        why: "\"Accordingly\" presents what follows as a consequence, but the novel's fantastic elements are not the reason it drew on real experience; the two points pull in opposite directions.",
      },
      {
        text: "In short,",
        correct: false,
        why: "\"In short\" introduces a summary, but the final sentence adds a new, contrasting point rather than summing up the novel's fantastic features.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "\"Likewise\" signals a similar point, but a book rooted in real experience is the opposite of one that is purely fantastic, not a parallel to it.",
      },
    ],
    explanation:
      "The passage concedes that the novel's land and treasure are fantastic, then insists that it was not pure invention because Haggard drew on years in southern Africa. That concession-then-qualification calls for \"Even so.\"",
    source: src.kingSolomonsMines,
  },
];
