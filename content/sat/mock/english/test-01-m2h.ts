import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 1, reading and writing, module 2 (harder form): 25 scored items and 2 unscored pilots.
 * Passages are adapted from public-domain works published before 1930; the two quantitative-evidence
 * items carry original passages describing invented studies with invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  democracy1: pd(
    "Alexis de Tocqueville",
    "Democracy in America, volume 1, translated by Henry Reeve",
    1835,
    "Saunders and Otley, London, 1835",
  ),
  democracy2: pd(
    "Alexis de Tocqueville",
    "Democracy in America, part the second, translated by Henry Reeve",
    1840,
    "Saunders and Otley, London, 1840",
  ),
  sesame: pd("John Ruskin", "Sesame and Lilies", 1865, "Smith, Elder and Co., London, 1865"),
  modernPainters3: pd("John Ruskin", "Modern Painters, volume 3", 1856, "Smith, Elder and Co., London, 1856"),
  untoThisLast: pd("John Ruskin", "Unto This Last", 1862, "Smith, Elder and Co., London, 1862"),
  returnNative: pd("Thomas Hardy", "The Return of the Native", 1878, "Smith, Elder and Co., London, 1878 (three volumes)"),
  madding: pd("Thomas Hardy", "Far from the Madding Crowd", 1874, "Smith, Elder and Co., London, 1874 (two volumes)"),
  mayor: pd("Thomas Hardy", "The Mayor of Casterbridge", 1886, "Smith, Elder and Co., London, 1886 (two volumes)"),
  tess: pd("Thomas Hardy", "Tess of the d'Urbervilles", 1891, "James R. Osgood, McIlvaine and Co., London, 1891 (three volumes)"),
  jude: pd(
    "Thomas Hardy",
    "Jude the Obscure, with the author's postscript of 1912",
    1912,
    "Wessex Edition, Macmillan and Co., London, 1912",
  ),
  typhoon: pd("Joseph Conrad", "Typhoon", 1902, "G. P. Putnam's Sons, New York and London, 1902"),
  heartOfDarkness: pd(
    "Joseph Conrad",
    "Heart of Darkness",
    1899,
    "Blackwood's Edinburgh Magazine, February to April 1899; collected in Youth: A Narrative, and Two Other Stories, William Blackwood and Sons, Edinburgh and London, 1902",
  ),
  personalRecord: pd("Joseph Conrad", "A Personal Record", 1912, "Harper & Brothers, New York and London, 1912"),
  // The cross-text item pairs two works: both are named, each marked with its text.
  carlyleRuskin: pd(
    "Thomas Carlyle (Text 1); John Ruskin (Text 2)",
    "Past and Present (Text 1); The Stones of Venice, volume 2, \"The Nature of Gothic\" (Text 2)",
    1843,
    "Chapman and Hall, London, 1843 (Text 1); Smith, Elder and Co., London, 1853 (Text 2)",
  ),
  signsOfTheTimes: pd("Thomas Carlyle", "Signs of the Times", 1829, "The Edinburgh Review, vol. 49, Edinburgh and London, June 1829"),
  heroes: pd(
    "Thomas Carlyle",
    "On Heroes, Hero-Worship, and the Heroic in History",
    1841,
    "James Fraser, London, 1841",
  ),
  reminiscences: pd("Thomas Carlyle", "Reminiscences", 1881, "edited by J. A. Froude, Longmans, Green, and Co., London, 1881"),
  womanNineteenth: pd("Margaret Fuller", "Woman in the Nineteenth Century", 1845, "Greeley & McElrath, New York, 1845"),
  summerLakes: pd("Margaret Fuller", "Summer on the Lakes, in 1843", 1844, "Charles C. Little and James Brown, Boston, 1844"),
  papersLiterature: pd("Margaret Fuller", "Papers on Literature and Art", 1846, "Wiley and Putnam, New York, 1846"),
  renaissance: pd("Walter Pater", "Studies in the History of the Renaissance", 1873, "Macmillan and Co., London, 1873"),
  marius: pd("Walter Pater", "Marius the Epicurean", 1885, "Macmillan and Co., London, 1885 (two volumes)"),
};

const CONVENTIONS = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const NOTES = "While researching a topic, a student has taken the following notes:";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock01-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Alexis de Tocqueville's *Democracy in America* (1840), translated by Henry Reeve.

In America I saw the freest and best-educated people, placed in the happiest circumstances the world affords, yet they seemed serious and almost sad even in their pleasures. An American builds a house to spend his old age in, and sells it before the roof is on; he plants a garden, and rents it out just as the trees are coming into bearing; he takes up a profession, and gives it up; he settles in a place, which he soon afterward leaves. In the midst of prosperity, he remains strangely ______.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "restless",
        correct: true,
        why: "Every example shows an American leaving behind what he has just begun: the house before its roof is on, the garden before it bears fruit, the profession, the place. Someone who can never settle, even when prosperous, is restless.",
      },
      {
        text: "satisfied",
        correct: false,
        why: "A satisfied man would keep the house and garden he worked for. The text shows the opposite, and it also calls Americans \"serious and almost sad,\" which rules out contentment.",
      },
      {
        text: "idle",
        correct: false,
        why: "The American in the text is always building, planting, taking up work and moving on; nothing suggests that he is inactive.",
      },
      {
        text: "timid",
        correct: false,
        why: "Selling a house, abandoning a profession and moving away are not signs of fear or caution; the text describes constant, even reckless, change.",
      },
    ],
    explanation:
      "The text lists one abandoned undertaking after another and says that Americans seemed almost sad even in their pleasures. The word for someone who cannot rest in what he has, even amid prosperity, is \"restless.\"",
    source: src.democracy2,
  },
  {
    id: "mock01-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from John Ruskin's 1865 book *Sesame and Lilies*.

All books are divisible into two classes: the books of the hour, and the books of all time. Mark this distinction—it is not one of quality only. It is not merely the bad book that does not last, and the good one that does. It is a distinction of ______. There are good books for the hour, and good ones for all time; bad books for the hour, and bad ones for all time.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "kind",
        correct: true,
        why: "Ruskin shows that good and bad books are found in both classes, so the classes are not better and worse versions of one thing; they are different sorts of book. A distinction of kind is exactly that.",
      },
      {
        text: "merit",
        correct: false,
        why: "Merit is another word for quality, and Ruskin says the distinction is \"not one of quality only\"; the next sentence places good and bad books in both classes.",
      },
      {
        text: "length",
        correct: false,
        why: "This comes from misreading \"books of the hour\" as books that take an hour to read. The phrase refers to the time a book belongs to, and nothing in the text concerns how long books are.",
      },
      {
        text: "degree",
        correct: false,
        why: "A difference of degree would rank the two classes on one scale, as more and less of the same thing. Ruskin's point is that they are separate categories, each containing good and bad books.",
      },
    ],
    explanation:
      "Ruskin denies that the two classes differ simply in quality: each contains both good and bad books. The difference must therefore be one of kind, two sorts of book rather than two grades.",
    source: src.sesame,
  },
  {
    id: "mock01-rw-m2h-03",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Thomas Hardy's 1878 novel *The Return of the Native*. It describes Egdon Heath, a wide stretch of wild land, at dusk.

Overhead the hollow stretch of whitish cloud shutting out the sky was as a tent which had the whole heath for its floor. The heaven being spread with this pallid screen and the earth with the darkest vegetation, their meeting-line at the horizon was clearly marked. In such contrast the heath wore the appearance of an instalment of night which had taken up its place before its astronomical hour was come. Looking upwards, a furze-cutter would have been inclined to continue work; looking down, he would have decided to tie up his last bundle and go home. The face of the heath by its mere complexion added half an hour to evening.`,
      },
    ],
    stem: "As used in the text, what does the word \"complexion\" most nearly mean?",
    choices: [
      {
        text: "Coloring",
        correct: true,
        why: "The heath is covered with \"the darkest vegetation\" set against a pale sky, and a worker looking down at it would think night had come. Its dark coloring, its \"mere\" surface look, is what makes evening seem to arrive early.",
      },
      {
        text: "Temperament",
        correct: false,
        why: "\"Complexion\" once meant a person's temperament, and Hardy does give the heath a \"face,\" but here the effect comes from how dark the heath looks against the pale sky. The word \"mere\" also points to surface appearance, not inner character.",
      },
      {
        text: "Outline",
        correct: false,
        why: "The text does say that the line where heath met sky was \"clearly marked,\" but an outline cannot darken the land; it is the heath's dark surface that adds half an hour to evening.",
      },
      {
        text: "Complication",
        correct: false,
        why: "This is suggested only by the word's resemblance to \"complex\"; nothing in the description concerns intricacy or difficulty.",
      },
    ],
    explanation:
      "Hardy contrasts the pale sky with the heath's \"darkest vegetation\" and says that anyone looking down would think night had already come. The heath's \"mere complexion\" is therefore its dark coloring, which by itself makes evening seem half an hour earlier.",
    source: src.returnNative,
  },
  {
    id: "mock01-rw-m2h-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Thomas Hardy's 1874 novel *Far from the Madding Crowd*.

Farmer Oak's Christian name was Gabriel, and on working days he was a young man of sound judgment, easy motions, proper dress, and general good character. On Sundays he was a man of misty views, rather given to putting things off, and hampered by his best clothes and umbrella: he went to church, but yawned privately by the time the congregation reached the creed, and thought of what there would be for dinner when he meant to be listening to the sermon. When his friends and critics were in tantrums, he was considered rather a bad man; when they were pleased, he was rather a good man; when they were neither, he was a man whose moral colour was a kind of pepper-and-salt mixture.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It contrasts a man's conduct on working days with his conduct on Sundays and then shows that his neighbors' opinion of him rises and falls with their own moods.",
        correct: true,
        why: "The first two sentences set Oak's sound weekday self against his vague, distracted Sunday self, and the last sentence shows his reputation changing with whether his friends are cross, pleased, or neither.",
      },
      {
        text: "It praises a man's religious devotion and then explains how that devotion earns him the lasting respect of his neighbors.",
        correct: false,
        why: "Oak yawns in church and thinks about dinner during the sermon, and his neighbors' respect is anything but lasting; it shifts with their moods.",
      },
      {
        text: "It traces how a man's character changes over the course of his life, from youthful vagueness to mature good sense.",
        correct: false,
        why: "The contrast is between two days of the week, repeated every week, not between two stages of life.",
      },
      {
        text: "It describes a single Sunday in a man's life and then recounts the working week that follows it.",
        correct: false,
        why: "The text describes Oak's usual habits (\"on working days,\" \"on Sundays\"), not the events of one particular week, and it treats working days before Sundays.",
      },
    ],
    explanation:
      "The text is built on contrast: Oak is sensible and capable on working days but hazy and half-attentive on Sundays. It ends by showing that public opinion of him is just as changeable, depending on his neighbors' moods rather than on him.",
    source: src.madding,
  },
  {
    id: "mock01-rw-m2h-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Joseph Conrad's 1902 novella *Typhoon*.

Captain MacWhirr, of the steamer *Nan-Shan*, had a face that was the exact counterpart of his mind: it showed no marked signs of firmness or of stupidity; it had no pronounced characteristics whatever; it was simply ordinary, unresponsive, and unruffled. Having just enough imagination to carry him through each successive day, and no more, he was calmly sure of himself; and for the very same reason he was not in the least conceited.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To portray a captain whose lack of imagination makes him both calmly self-assured and free of vanity",
        correct: true,
        why: "The text presents MacWhirr as plain in face and mind and then traces two results to the same cause, his limited imagination: he is sure of himself, and he is not conceited.",
      },
      {
        text: "To suggest that the captain's unruffled face hides fears that he is careful never to reveal",
        correct: false,
        why: "The text says his face is \"the exact counterpart of his mind,\" so it hides nothing; it is as ordinary and unruffled as his thoughts.",
      },
      {
        text: "To argue that imagination is a dangerous quality in anyone who commands a ship",
        correct: false,
        why: "The text describes one man's character; it makes no general argument about what qualities ship captains ought to have.",
      },
      {
        text: "To explain how the captain rose to command the *Nan-Shan* despite his ordinary appearance",
        correct: false,
        why: "The text says nothing about MacWhirr's career or how he gained his command; it only describes his face and his state of mind.",
      },
    ],
    explanation:
      "Every detail of the text characterizes MacWhirr: an ordinary, unruffled face matching an ordinary mind, and just enough imagination for each day, which makes him both confident and unconceited. Its purpose is to portray him.",
    source: src.typhoon,
  },
  {
    id: "mock01-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Alexis de Tocqueville's *Democracy in America* (1840), translated by Henry Reeve.

Americans of all ages, all conditions, and all dispositions constantly form associations. They have not only commercial and manufacturing companies, in which all take part, but associations of a thousand other kinds—religious, moral, serious, futile, enormous or tiny. The Americans make associations to give entertainments, to found places of education, to build inns, to construct churches, to spread books, to send missionaries to the other side of the world; and in this manner they found hospitals, prisons, and schools. Wherever, at the head of some new undertaking, you see the government in France, or a man of rank in England, in the United States you will be sure to find an association.`,
      },
    ],
    stem: "Which choice best describes the function of the last sentence in the text as a whole?",
    choices: [
      {
        text: "It uses a comparison with France and England to show that in the United States associations take on the role that the government or the nobility plays elsewhere.",
        correct: true,
        why: "After listing the many things associations do, the text ends by setting them beside their counterparts abroad: where France would rely on the government and England on a man of rank, Americans rely on an association.",
      },
      {
        text: "It provides a further example of the kinds of projects that American associations carry out.",
        correct: false,
        why: "The examples of projects end with the previous sentence. The last sentence names no new project; it compares who leads new undertakings in three countries.",
      },
      {
        text: "It criticizes the French and the English for depending too heavily on their governments and nobles.",
        correct: false,
        why: "The sentence describes a difference without judging it; nothing in it says that the French or English arrangement is a fault.",
      },
      {
        text: "It suggests that Americans learned the practice of forming associations from the English.",
        correct: false,
        why: "The sentence contrasts American and English practice; it says nothing about where the American habit came from.",
      },
    ],
    explanation:
      "The text first shows how widespread and varied American associations are. The last sentence then explains their significance by comparison: the association does in America what the government does in France and a nobleman does in England.",
    source: src.democracy2,
  },
  {
    id: "mock01-rw-m2h-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from John Ruskin's 1856 book *Modern Painters*, volume 3. It begins with two lines of poetry.

“The spendthrift crocus, bursting through the mould / Naked and shivering, with his cup of gold.” This is very beautiful, and yet very untrue. The crocus is not a spendthrift, but a hardy plant; its yellow is not gold, but saffron. How is it that we enjoy so much the having it put into our heads that it is anything else than a plain crocus? It is an important question. For, throughout our past reasonings about art, we have always found that nothing could be good or useful, or ultimately pleasurable, which was untrue. But here is something pleasurable in written poetry which is nevertheless untrue.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To present poetry that is pleasing yet untrue, and thereby to raise a problem for a principle the author has previously relied on",
        correct: true,
        why: "Ruskin grants that the lines are \"very beautiful\" but \"very untrue,\" then sets this against his earlier finding that nothing untrue could be ultimately pleasurable. The example is chosen to pose that puzzle, which he calls \"an important question.\"",
      },
      {
        text: "To point out the botanical errors in a popular poem so that readers will not be misled about the crocus",
        correct: false,
        why: "Ruskin does correct the lines (the crocus is hardy, its color saffron), but only as a step toward his real question: why untrue description gives pleasure. Readers' knowledge of the crocus is not his concern.",
      },
      {
        text: "To argue that poets should stop describing flowers as if they had human qualities",
        correct: false,
        why: "Ruskin calls the lines \"very beautiful\" and asks why such untrue description pleases us; nothing in the text tells poets to give it up.",
      },
      {
        text: "To show that the pleasure a poem gives depends on the accuracy of its descriptions",
        correct: false,
        why: "This is the principle the example calls into question: the crocus lines give pleasure even though they are inaccurate.",
      },
    ],
    explanation:
      "Ruskin quotes lines he finds beautiful, shows that they are false, and notes that this clashes with his earlier conclusion that nothing untrue can be ultimately pleasurable. The text's purpose is to raise that problem, which he calls an important question.",
    source: src.modernPainters3,
  },
  {
    id: "mock01-rw-m2h-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `There is a perennial nobleness, and even sacredness, in Work. However benighted a man may be, however forgetful of his high calling, there is always hope in a man that actually and earnestly works: in Idleness alone is there perpetual despair. Consider how, even in the meanest sorts of Labour, the whole soul of a man is composed into a kind of real harmony the instant he sets himself to work! Doubt, Desire, Sorrow, Remorse, Despair itself besiege the soul of the poor day-worker, as of every man; but he bends himself with free valour against his task, and all these are stilled.`,
      },
      {
        label: "Text 2",
        text: `We have much studied and much perfected, of late, the great civilized invention of the division of labour; only we give it a false name. It is not, truly speaking, the labour that is divided, but the men: divided into mere segments of men, broken into small fragments and crumbs of life, so that all the little piece of intelligence that is left in a man is not enough to make a pin, or a nail, but exhausts itself in making the point of a pin or the head of a nail.`,
      },
    ],
    stem: "Text 1 is adapted from Thomas Carlyle's *Past and Present* (1843). Text 2 is adapted from John Ruskin's *The Stones of Venice*, volume 2 (1853). Based on the texts, how would Ruskin (Text 2) most likely respond to Carlyle's claim in Text 1 that “even in the meanest sorts of Labour, the whole soul of a man is composed into a kind of real harmony”?",
    choices: [
      {
        text: "He would object that labor divided into tiny, repetitive tasks breaks the worker into fragments rather than making him whole, so the claim does not hold for every kind of labor.",
        correct: true,
        why: "Carlyle says any labor, however mean, makes a man's whole soul harmonious; Ruskin says the division of labor divides the men themselves into \"segments\" and \"crumbs of life.\" For such work Ruskin would deny the wholeness Carlyle promises, without rejecting labor as such.",
      },
      {
        text: "He would agree, adding that a worker who makes only the head of a nail reaches an especially complete harmony because his task is so simple.",
        correct: false,
        why: "Ruskin uses the nail-head maker as his example of a man reduced to a fragment, the opposite of a soul made whole.",
      },
      {
        text: "He would dismiss the claim on the grounds that work of any kind degrades the people who must perform it.",
        correct: false,
        why: "This goes too far. Ruskin's complaint is against one way of organizing work, the division of labor into tiny tasks; nothing in Text 2 condemns work in general.",
      },
      {
        text: "He would accept the claim for modern factory labor but deny it for the traditional crafts of earlier times.",
        correct: false,
        why: "This reverses Ruskin's position: the divided labor he attacks is the recent, \"civilized invention\" of making only part of a pin or nail.",
      },
    ],
    explanation:
      "Carlyle holds that all labor, even the meanest, brings a man's whole soul into harmony. Ruskin argues that the division of labor splits men into fragments whose little intelligence is spent on the point of a pin. He would therefore answer that some labor, divided into tiny tasks, does not make the worker whole but breaks him apart.",
    source: src.carlyleRuskin,
  },

  // ================================================================ information and ideas
  {
    id: "mock01-rw-m2h-09",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Margaret Fuller's 1845 book *Woman in the Nineteenth Century*.

What Woman needs is not as a woman to act or rule, but as a nature to grow, as an intellect to discern, as a soul to live freely and unimpeded, to unfold such powers as were given her. We would have every arbitrary barrier thrown down. We would have every path laid open to Woman as freely as to Man. If you ask me what offices women may fill, I reply—any. I do not care what case you put; let them be sea-captains, if you will.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Women should be free to develop all their abilities, with no occupation closed to them by arbitrary limits.",
        correct: true,
        why: "Fuller asks for women to grow, discern, and \"unfold\" their powers, and for every arbitrary barrier to fall so that every path, and any office, is open to them. This choice joins both parts of her claim.",
      },
      {
        text: "Women should seek political power so that they can rule alongside men.",
        correct: false,
        why: "Fuller says directly that what woman needs is \"not as a woman to act or rule\" but to grow freely; ruling is not her aim.",
      },
      {
        text: "Women are better suited than men to certain demanding professions, such as commanding ships.",
        correct: false,
        why: "The sea-captain is Fuller's deliberately extreme example of an office that should be open to women; she does not claim that women would do it better than men.",
      },
      {
        text: "Women should be educated chiefly so that they can better guide their families.",
        correct: false,
        why: "The text never mentions families or a household purpose; it asks that women's powers unfold freely in any path they choose.",
      },
    ],
    explanation:
      "Fuller's text moves from the principle (woman needs to grow and unfold her powers) to its practical consequence (every arbitrary barrier removed, every path and office open, even that of sea-captain). The main idea is free development with no occupation closed.",
    source: src.womanNineteenth,
  },
  {
    id: "mock01-rw-m2h-10",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Walter Pater's 1873 book *Studies in the History of the Renaissance*.

Every moment some form grows perfect in hand or face; some tone on the hills or the sea is choicer than the rest; some mood or passion or insight or intellectual excitement is irresistibly real and attractive to us—for that moment only. Not the fruit of experience, but experience itself, is the end. A counted number of pulses only is given to us of a varied, dramatic life. How may we see in them all that is to be seen in them by the finest senses? To burn always with this hard, gem-like flame, to maintain this ecstasy, is success in life. In a sense it might even be said that our failure is to form habits.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Since a person is granted only a limited number of fleeting moments, the aim of life should be to experience each one as fully and keenly as possible.",
        correct: true,
        why: "Pater stresses that each perfection lasts \"for that moment only\" and that our pulses are \"counted,\" then defines success as burning with a \"hard, gem-like flame,\" seeing in each moment all that the finest senses can see.",
      },
      {
        text: "The true value of experience lies in the lasting wisdom that a person gathers from it over a lifetime.",
        correct: false,
        why: "This is what Pater rejects: \"Not the fruit of experience, but experience itself, is the end.\" Wisdom gathered from experience is its fruit.",
      },
      {
        text: "Forming steady habits is the surest way to make the most of a short life.",
        correct: false,
        why: "Pater says the reverse, that \"our failure is to form habits,\" since habit dulls the keen attention each moment deserves.",
      },
      {
        text: "Because every moment passes so quickly, a person should avoid attaching importance to any single experience.",
        correct: false,
        why: "Pater draws the opposite conclusion from the brevity of moments: precisely because they pass, each should be lived with the greatest intensity.",
      },
    ],
    explanation:
      "The text moves from the brevity of every perfect moment to the limited number of our pulses and concludes that success is to burn always with a gem-like flame, refusing the dulling effect of habit. Its central idea is that a short life should be filled with intense, perceptive experience valued for itself.",
    source: src.renaissance,
  },
  {
    id: "mock01-rw-m2h-11",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: `*Democracy in America* (1835), by the French political thinker Alexis de Tocqueville, is often remembered for its admiration of American liberty, but it also contains warnings. In one chapter, Tocqueville argues that the majority in the United States silences dissent in a new way: instead of threatening a dissenter's life or property, it punishes him by cutting him off from the regard and company of his fellow citizens.`,
      },
    ],
    stem: "Which quotation from Henry Reeve's English translation of *Democracy in America* most effectively illustrates the claim?",
    choices: [
      {
        text: "“You are free to think differently from me, and to retain your life, your property, and all that you possess; but if such be your determination, you are henceforth an alien among your people.”",
        correct: true,
        why: "This gives both halves of the claim: the dissenter keeps his life and property, and his punishment is to become \"an alien among your people,\" cut off from his fellow citizens.",
      },
      {
        text: "“Fetters and headsmen were the coarse instruments which tyranny formerly employed.”",
        correct: false,
        why: "This describes only the old, physical methods of tyranny. It prepares a contrast but never shows the new penalty of social exclusion that the claim is about.",
      },
      {
        text: "“Under the absolute sway of an individual despot the body was attacked in order to subdue the soul.”",
        correct: false,
        why: "Like the line about fetters, this describes how single despots once worked, not how the American majority punishes dissent.",
      },
      {
        text: "“I know of no country in which there is so little independence of mind and real freedom of discussion as in America.”",
        correct: false,
        why: "This states that dissent is rare in America, which fits Tocqueville's general warning, but it says nothing about the means: neither that life and property are spared nor that dissenters are shut out.",
      },
    ],
    explanation:
      "The claim has two parts: the majority does not threaten life or property, and it punishes by exclusion. Only the quotation in which the majority lets the dissenter keep \"your life, your property\" while making him \"an alien among your people\" shows both.",
    source: src.democracy1,
  },
  {
    id: "mock01-rw-m2h-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Many Victorian novels first reached readers in weekly or monthly installments. To test whether reading in installments affects what readers remember, a team of education researchers gave two groups of 40 students the same Victorian novel to read over eight weeks. One group received it in weekly installments; the other received the whole book at once and could read at any pace. A week after finishing, students were asked about 20 plot details and 20 details of minor characters. The researchers concluded that installment reading mainly helped students remember minor characters rather than the plot.`,
      },
    ],
    table: {
      title: "Average number of details recalled one week after finishing the novel (out of 20 of each kind)",
      columns: ["Group", "Plot details recalled", "Minor-character details recalled"],
      rows: [
        ["Weekly installments", "15.1", "12.4"],
        ["Whole book at once", "14.8", "7.9"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the researchers' conclusion?",
    choices: [
      {
        text: "The installment group recalled about as many plot details as the other group (15.1 versus 14.8) but far more minor-character details (12.4 versus 7.9).",
        correct: true,
        why: "The conclusion has two parts: installments helped with minor characters, and not with the plot. This choice shows both, a large gap for minor characters and almost none for plot.",
      },
      {
        text: "The installment group recalled 12.4 minor-character details, more than the 7.9 recalled by the whole-book group.",
        correct: false,
        why: "This is accurate and supports half of the conclusion, but without the plot figures it cannot show that the benefit was mainly for minor characters rather than for the plot.",
      },
      {
        text: "Both groups recalled more plot details than minor-character details.",
        correct: false,
        why: "This is accurate, but it compares kinds of detail within each group rather than the two reading methods, so it says nothing about what installments did.",
      },
      {
        text: "The whole-book group recalled more plot details than the installment group did.",
        correct: false,
        why: "The table shows the reverse, though barely: 14.8 plot details for the whole-book group against 15.1 for the installment group.",
      },
    ],
    explanation:
      "To show that installments helped \"mainly\" with minor characters \"rather than\" the plot, the data must compare the groups on both kinds of detail: nearly equal on plot (15.1 and 14.8), far apart on minor characters (12.4 and 7.9).",
    source: original,
  },
  {
    id: "mock01-rw-m2h-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: `Heathland managers often clear old, woody heather so that young plants can grow, either by burning patches or by cutting them. In a three-year study, a team of ecologists treated plots on dry heath and on wet heath with one method or the other and then measured how much of each plot was covered by heather and by grasses. Because their aim is to restore heather, the ecologists concluded that cutting is the better method on wet heath but offers no real advantage over burning on dry heath: ______`,
      },
    ],
    table: {
      title: "Plant cover three years after treatment (percentage of plot area)",
      columns: ["Heath type", "Treatment", "Heather cover (%)", "Grass cover (%)"],
      rows: [
        ["Dry", "Burned", "62", "12"],
        ["Dry", "Cut", "64", "10"],
        ["Wet", "Burned", "38", "31"],
        ["Wet", "Cut", "57", "14"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "on dry heath, burned and cut plots ended with nearly the same heather cover (62 and 64 percent), while on wet heath cut plots reached 57 percent heather cover and burned plots only 38 percent.",
        correct: true,
        why: "The conclusion makes two comparisons of heather cover, one for each kind of heath. This choice supplies both: almost no difference on dry heath, a large advantage for cutting on wet heath.",
      },
      {
        text: "on wet heath, burned plots had more than twice the grass cover of cut plots (31 versus 14 percent).",
        correct: false,
        why: "This is accurate, but it concerns grass rather than the heather the ecologists want to restore, and it says nothing about dry heath, half of the conclusion.",
      },
      {
        text: "dry heath plots had more heather cover than wet heath plots, whichever method was used.",
        correct: false,
        why: "This is accurate, but it compares the two kinds of heath, not the two methods; the conclusion is about which method works better on each kind.",
      },
      {
        text: "the burned plots on wet heath had the least heather cover of the four kinds of plot (38 percent).",
        correct: false,
        why: "This is accurate, but a single figure cannot show a comparison between methods, and it leaves out dry heath entirely.",
      },
    ],
    explanation:
      "The conclusion compares burning and cutting by their heather cover on each kind of heath. The data support it only when both comparisons are given: 62 versus 64 percent on dry heath (no real advantage) and 38 versus 57 percent on wet heath (cutting clearly better).",
    source: original,
  },
  {
    id: "mock01-rw-m2h-14",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `In his 1829 essay “Signs of the Times,” Thomas Carlyle proposed that his era be called not a Heroic, Devotional, Philosophical, or Moral Age but, above all others, “the Mechanical Age.” He meant the word in “every outward and inward sense”: not only were goods now made by machines, but the inner and spiritual life was also managed by rule and calculated contrivance, so that men had grown “mechanical in head and in heart, as well as in hand.” Carlyle's account therefore implies that a society that merely reduced the number of machines in its mills and workshops would ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "leave much of what the author calls mechanical untouched.",
        correct: true,
        why: "Carlyle says that the inner and spiritual life is also run by rule and contrivance and that men have become mechanical \"in head and in heart.\" Removing physical machines would not reach those inward habits.",
      },
      {
        text: "return to the heroic and devotional character of earlier ages.",
        correct: false,
        why: "The text gives no sign that fewer machines would bring back any earlier age; the mechanical habit it describes lives in minds and hearts, not only in mills.",
      },
      {
        text: "make its people even more mechanical in head and heart.",
        correct: false,
        why: "Nothing in the text suggests that having fewer machines would deepen the mechanical habit; the text simply implies that it would not cure it.",
      },
      {
        text: "bring the Age of Machinery to a complete end.",
        correct: false,
        why: "This ignores Carlyle's point that the age is mechanical \"in every outward and inward sense\"; outward machines are only part of it.",
      },
    ],
    explanation:
      "For Carlyle the age is mechanical inwardly as well as outwardly: in how people think and feel, not just in how goods are made. Cutting back physical machines would therefore leave the inward, spiritual mechanism in place.",
    source: src.signsOfTheTimes,
  },
  {
    id: "mock01-rw-m2h-15",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `In the second part of *Democracy in America* (1840), Alexis de Tocqueville distinguishes individualism from the older vice of egotism. Egotism, in Henry Reeve's translation, is “a passionate and exaggerated love of self,” springing from blind instinct. Individualism is “a mature and calm feeling” that leads each citizen to draw apart into a little circle of family and friends and to leave society at large to itself; it proceeds, Tocqueville says, “from erroneous judgment more than from depraved feelings.” This distinction implies that individualism, unlike egotism, ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "might be lessened if people came to understand more accurately how their own interests are bound up with those of society.",
        correct: true,
        why: "Individualism is said to come from \"erroneous judgment\" rather than from instinct or a corrupt heart. An error of judgment can be corrected by better understanding, which is what this choice proposes.",
      },
      {
        text: "will disappear on its own once citizens have settled into their small circles of family and friends.",
        correct: false,
        why: "Drawing apart into such circles is what individualism is, according to the text, so settling into them would be its fulfillment, not its end.",
      },
      {
        text: "arises chiefly among people who love themselves passionately and excessively.",
        correct: false,
        why: "This describes egotism, the \"passionate and exaggerated love of self\"; individualism is called \"mature and calm.\"",
      },
      {
        text: "cannot be resisted, since it is rooted in the deepest instincts of human nature.",
        correct: false,
        why: "The text assigns instinct to egotism (\"blind instinct\") and contrasts individualism with it as a matter of judgment.",
      },
    ],
    explanation:
      "Tocqueville separates two sources: egotism comes from blind instinct, individualism from mistaken judgment. What comes from a mistake in judgment can be corrected by a truer understanding, such as seeing how one's own interests depend on those of society.",
    source: src.democracy2,
  },

  // ================================================================ standard English conventions
  {
    id: "mock01-rw-m2h-16",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Thomas Carlyle was born in 1795 in Ecclefechan, a village in southwest Scotland, and was educated at the University of Edinburgh. His parents, devout members of a strict Presbyterian congregation, hoped that he would become a ______ Carlyle gave up that plan as a young man and turned instead to teaching, translating, and writing.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "minister, but",
        correct: true,
        why: "Two independent clauses (\"His parents ... hoped that he would become a minister\" and \"Carlyle gave up that plan...\") are correctly joined by a comma and the coordinating conjunction \"but.\"",
      },
      {
        text: "minister,",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "minister",
        correct: false,
        why: "With no punctuation or conjunction, the two independent clauses run together into a fused sentence.",
      },
      {
        text: "minister, however,",
        correct: false,
        why: "\"However\" is an adverb, not a coordinating conjunction, so the two independent clauses are still joined only by a comma: a comma splice.",
      },
    ],
    explanation:
      "The blank falls between two independent clauses. They can be joined by a comma followed by a coordinating conjunction such as \"but,\" which also signals the contrast between the parents' hope and Carlyle's choice.",
    source: src.reminiscences,
  },
  {
    id: "mock01-rw-m2h-17",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `In 1860 John Ruskin, already famous as a critic of art and architecture, turned to economics. His essays attacking the economists' view of wealth, printed that year in the *Cornhill Magazine*, ______ so much anger among readers that the magazine stopped the series after four installments. Ruskin published the essays as a book, *Unto This Last*, in 1862.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "provoked",
        correct: true,
        why: "The plural subject \"essays\" needs a verb that agrees with it, and the events took place in 1860, so the past tense \"provoked\" is correct; it also matches \"stopped\" later in the sentence.",
      },
      {
        text: "provokes",
        correct: false,
        why: "This singular present-tense verb does not agree with the plural subject \"essays,\" and the present tense clashes with the past events of 1860.",
      },
      {
        text: "has provoked",
        correct: false,
        why: "\"Has\" is singular and does not agree with \"essays\"; the present perfect also does not fit a completed event of 1860.",
      },
      {
        text: "provoking",
        correct: false,
        why: "A participle cannot serve as the main verb of a sentence, so the subject \"essays\" would be left without a verb.",
      },
    ],
    explanation:
      "The sentence's subject is the plural \"essays,\" and it needs a finite verb in the past tense to match the 1860 events and the verb \"stopped.\" Only \"provoked\" does both.",
    source: src.untoThisLast,
  },
  {
    id: "mock01-rw-m2h-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `In the summer of 1843 Margaret Fuller traveled west from Boston to the Great Lakes, visiting Niagara Falls, Chicago, the prairies of Illinois, and Mackinac Island. The book she published about the journey the following ______ both the beauty of the prairie and the hardships of settlers' wives, and it protested the mistreatment of the region's Native peoples.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "year described",
        correct: true,
        why: "\"The book she published about the journey the following year\" is the subject and \"described\" is its verb. No punctuation belongs between a subject and its verb.",
      },
      {
        text: "year, described",
        correct: false,
        why: "The comma wrongly separates the subject (\"The book ... the following year\") from its verb \"described.\"",
      },
      {
        text: "year; described",
        correct: false,
        why: "A semicolon must join two independent clauses, but \"The book she published about the journey the following year\" has no verb of its own and cannot stand alone.",
      },
      {
        text: "year—described",
        correct: false,
        why: "A single dash here would cut the subject off from its verb; nothing in the sentence is being set off or introduced.",
      },
    ],
    explanation:
      "The long subject, \"The book she published about the journey the following year,\" ends just before the verb \"described.\" Because a subject and its verb should not be separated by punctuation, no mark is needed.",
    source: src.summerLakes,
  },
  {
    id: "mock01-rw-m2h-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In May 1840 Thomas Carlyle gave a series of six lectures in London on the place of great men in history. Each lecture took a different kind of hero as ______ subject, moving from the hero as divinity and as prophet to the hero as poet, as priest, as man of letters, and finally as king.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "its",
        correct: true,
        why: "The pronoun refers to \"Each lecture,\" which is singular, so the singular possessive \"its\" is needed.",
      },
      {
        text: "their",
        correct: false,
        why: "\"Their\" is plural, but its antecedent, \"Each lecture,\" is singular; the plural \"lectures\" in the first sentence is not the antecedent here.",
      },
      {
        text: "it's",
        correct: false,
        why: "\"It's\" is a contraction of \"it is\" or \"it has,\" not a possessive; \"as it is subject\" makes no sense.",
      },
      {
        text: "they're",
        correct: false,
        why: "\"They're\" is a contraction of \"they are\"; it is neither possessive nor singular.",
      },
    ],
    explanation:
      "The blank needs a possessive pronoun for \"Each lecture.\" \"Each\" makes the antecedent singular, so \"its\" (with no apostrophe) is correct.",
    source: src.heroes,
  },
  {
    id: "mock01-rw-m2h-20",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Walter Pater, an Oxford scholar best known for his essays on Renaissance art, also wrote fiction. His only completed novel—*Marius the Epicurean*, published in two volumes in ______ a young Roman of the second century as he moves among the philosophies and faiths of his time, from Epicureanism to early Christianity.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1885—follows",
        correct: true,
        why: "The interrupting element (\"*Marius the Epicurean*, published in two volumes in 1885\") opens with a dash, so it must close with a dash before the main verb \"follows.\"",
      },
      {
        text: "1885, follows",
        correct: false,
        why: "An element set off by an opening dash must close with a dash, not a comma; mixing the two leaves the interruption improperly marked.",
      },
      {
        text: "1885 follows",
        correct: false,
        why: "Without a closing dash, the interruption that began with a dash never ends, and \"published ... in 1885 follows\" runs into the main clause.",
      },
      {
        text: "1885; follows",
        correct: false,
        why: "A semicolon cannot close an interruption, and it would cut the subject \"His only completed novel\" off from its verb \"follows.\"",
      },
    ],
    explanation:
      "The sentence's core is \"His only completed novel ... follows a young Roman.\" The title and publication details are set off as an interruption that starts with a dash, so a matching dash must end it.",
    source: src.marius,
  },
  {
    id: "mock01-rw-m2h-21",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `Thomas Hardy knew that his heroine's story, in which she bears a child outside marriage and later kills the man who wronged her, would shock many of his first readers. He chose nonetheless to defend her openly, and from the very first page. Subtitled “A Pure Woman Faithfully Presented,” ______`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "*Tess of the d'Urbervilles* (1891) declared its author's judgment of his heroine on its title page.",
        correct: true,
        why: "The introductory phrase \"Subtitled 'A Pure Woman Faithfully Presented'\" must describe the noun that follows it. The novel, *Tess of the d'Urbervilles*, is what was subtitled, so it correctly comes first.",
      },
      {
        text: "Hardy declared his judgment of his heroine on the title page of *Tess of the d'Urbervilles* (1891).",
        correct: false,
        why: "This makes the modifier describe Hardy, as if Hardy himself were subtitled \"A Pure Woman Faithfully Presented\"; the modifier dangles.",
      },
      {
        text: "readers of *Tess of the d'Urbervilles* (1891) found its author's judgment of his heroine on its title page.",
        correct: false,
        why: "This makes the modifier describe the readers, as if they were subtitled \"A Pure Woman Faithfully Presented\"; the modifier dangles.",
      },
      {
        text: "his heroine was judged by Hardy on the title page of *Tess of the d'Urbervilles* (1891).",
        correct: false,
        why: "This makes the modifier describe the heroine, as if she rather than the book were subtitled; it is also an awkward passive.",
      },
    ],
    explanation:
      "An introductory modifier describes the noun placed right after it. What was \"Subtitled 'A Pure Woman Faithfully Presented'\" is the novel, so the main clause must begin with *Tess of the d'Urbervilles*.",
    source: src.tess,
  },
  {
    id: "mock01-rw-m2h-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `In his novels of Wessex, Thomas Hardy disguised real English towns under invented names. Dorchester, the county town of Dorset, became Casterbridge; Salisbury, with its great cathedral, became ______ and Oxford, home of the university that the stonemason Jude Fawley longs to enter, became Christminster.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Melchester;",
        correct: true,
        why: "The items in this series contain commas of their own (\"Salisbury, with its great cathedral, became...\"), so they must be separated by semicolons, as the first item already is after \"Casterbridge.\" A semicolon before the final \"and\" keeps the series consistent.",
      },
      {
        text: "Melchester,",
        correct: false,
        why: "When the items of a series contain internal commas, separating them with commas as well makes the boundaries between items unclear; the series already uses a semicolon after \"Casterbridge\" and must continue to do so.",
      },
      {
        text: "Melchester",
        correct: false,
        why: "Leaving out punctuation runs the second item into the third, so the boundary between \"Salisbury ... became Melchester\" and \"Oxford ... became Christminster\" disappears.",
      },
      {
        text: "Melchester:",
        correct: false,
        why: "A colon introduces an explanation or a list; what follows is not an explanation of Melchester but the next item in the same series.",
      },
    ],
    explanation:
      "The sentence is a series of three items, each with internal commas: Dorchester ... became Casterbridge; Salisbury ... became Melchester; and Oxford ... became Christminster. Items like these are separated by semicolons, as the first already is, so a semicolon belongs after \"Melchester.\"",
    source: src.mayor,
  },

  // ================================================================ expression of ideas
  {
    id: "mock01-rw-m2h-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Thomas Hardy's novel *Jude the Obscure* (1895) was so fiercely attacked by reviewers that one bishop announced he had thrown his copy into the fire. Hardy later wrote that the experience had cured him of any further interest in novel-writing. ______ he turned to poetry, publishing his first collection, *Wessex Poems*, in 1898 and writing verse for the remaining three decades of his life.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Thereafter,",
        correct: true,
        why: "The final sentence tells what Hardy did after *Jude* and its reception: he turned to poetry. \"Thereafter\" marks this next stage in time.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Turning to poetry is not an example of losing interest in novels or of the attacks on *Jude*; it is what came next.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "Nothing is being contrasted: giving up novels and turning to poetry fit together as one change of direction.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Writing poetry is not presented as resembling anything in the earlier sentences; it follows from them in time.",
      },
    ],
    explanation:
      "The text moves through a sequence: *Jude* is attacked, Hardy loses interest in novels, and then he devotes himself to poetry. A transition of time, \"Thereafter,\" introduces the last step.",
    source: src.jude,
  },
  {
    id: "mock01-rw-m2h-24",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In 1890 Joseph Conrad took a post with a Belgian trading company and traveled up the Congo River on a small steamer. The journey was a misery: he fell ill with fever and dysentery, and his health never fully recovered. ______ the months in Africa gave him the experiences from which, nearly a decade later, he wrote *Heart of Darkness* (1899).`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "After stressing how much the journey cost Conrad, the text turns to what it gave him, the material for *Heart of Darkness*. \"Even so\" marks a point that holds despite what came before.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Conrad's illness did not cause the journey to supply material for a novel; the last sentence is a contrast with the misery, not a result of it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Writing *Heart of Darkness* is not an example of the journey's misery or of Conrad's illness.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The final sentence describes a lasting benefit, which is the opposite of the harm described before it, not something similar.",
      },
    ],
    explanation:
      "The text sets the journey's damage to Conrad's health against its lasting value to his writing. A concessive transition, \"Even so,\" signals that the benefit stands despite the misery.",
    source: src.heartOfDarkness,
  },
  {
    id: "mock01-rw-m2h-25",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `Readers of Thomas Hardy's *The Return of the Native* (1878) have often tried to find Egdon Heath on a map of Dorset, and with reason: Hardy's descriptions of its furze, its ancient burial mounds, and its ridges are exact enough to seem surveyed. The name, however, belongs to no real heath, and yet the place is not simply imagined either. ______ as Hardy explained in a preface of 1895, Egdon unites under one name at least a dozen actual heaths, alike in character and aspect.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Rather,",
        correct: true,
        why: "The previous sentence rules out two accounts of Egdon: it is not one real heath, and it is not pure invention. \"Rather\" introduces the account that replaces both, a composite of a dozen real heaths.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "The final sentence does not go against what precedes it; it confirms that Egdon is not simply imagined and explains why. The contrasts in the previous sentence may make a contrast word seem natural, but the final sentence agrees with that sentence.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The final sentence is not one example among others; it is the single explanation of what Egdon actually is.",
      },
      {
        text: "Hence,",
        correct: false,
        why: "This reverses cause and effect: Egdon is partly real because it combines real heaths, not the other way around.",
      },
    ],
    explanation:
      "After rejecting both simple views of Egdon (a real heath, a pure invention), the text gives the correct one: a composite of many real heaths. \"Rather\" is the transition that introduces a correct alternative after such denials.",
    source: src.returnNative,
  },
  {
    id: "mock01-rw-m2h-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Margaret Fuller (1810–1850) was an American writer, editor, and critic.
- From 1840 to 1842 she edited *The Dial*, a journal of the Transcendentalist movement.
- In 1844 the editor Horace Greeley hired her as literary critic for his newspaper, the *New-York Tribune*.
- Her reviews for the *Tribune* covered both American and European books.
- In 1846 she sailed to Europe as a correspondent for the *Tribune*.
- Her reports from Rome described the revolutionary upheavals of 1848 and 1849 in Italy.`,
      },
    ],
    stem: "The student wants to introduce Fuller's work for the *New-York Tribune* to an audience unfamiliar with Fuller. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Margaret Fuller, an American writer and critic, worked for the *New-York Tribune* first as its literary critic, starting in 1844, and later as a correspondent in Europe, where she reported on the upheavals in Italy.",
        correct: true,
        why: "This tells an unfamiliar reader who Fuller was and then summarizes both parts of her *Tribune* work, criticism at home and reporting from Europe.",
      },
      {
        text: "In 1844 Horace Greeley hired Fuller as literary critic for the *New-York Tribune*, and in 1846 she sailed to Europe as a correspondent for the paper.",
        correct: false,
        why: "This covers the *Tribune* work but never says who Fuller was, which an audience unfamiliar with her would need to know.",
      },
      {
        text: "Margaret Fuller (1810–1850), an American writer, editor, and critic, edited *The Dial*, a Transcendentalist journal, from 1840 to 1842.",
        correct: false,
        why: "This introduces Fuller but describes her work for *The Dial*, not for the *Tribune*.",
      },
      {
        text: "Reports from Rome in the *New-York Tribune* described the revolutionary upheavals of 1848 and 1849 in Italy.",
        correct: false,
        why: "This mentions the *Tribune* but not Fuller at all, so it neither introduces her nor shows that the reports were her work.",
      },
    ],
    explanation:
      "The goal has two requirements: introduce Fuller to readers who do not know her, and present her *Tribune* work. Only the key identifies her as an American writer and critic and covers her roles at the paper.",
    source: src.papersLiterature,
  },
  {
    id: "mock01-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: `${NOTES}

- Joseph Conrad was born in 1857 to Polish parents in Berdychiv, then part of the Russian Empire.
- Polish was his first language, and he also spoke French fluently.
- He did not learn English until his twenties, when he began serving on British merchant ships.
- In 1886 he became a British subject and earned his master's certificate, which qualified him to command British merchant ships.
- His first novel, *Almayer's Folly*, was published in 1895.
- He wrote all of his fiction in English and is now ranked among the great novelists in that language.`,
      },
    ],
    stem: "The student wants to emphasize the contrast between how late Conrad learned English and what he achieved in the language. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Although Conrad did not learn English until his twenties, he wrote all of his fiction in it and is now ranked among the great novelists in that language.",
        correct: true,
        why: "\"Although\" sets his late start in English against his achievement in English, his fiction and his standing as a great novelist, which is exactly the contrast the goal names.",
      },
      {
        text: "Conrad did not learn English until his twenties, when he began serving on British merchant ships, yet by 1886 he had earned a master's certificate qualifying him to command them.",
        correct: false,
        why: "This sets up a contrast with his late start, but the achievement it names is in seafaring, not in the English language.",
      },
      {
        text: "Born to Polish parents in 1857, Conrad spoke Polish as his first language and French fluently, and he later wrote his fiction in English.",
        correct: false,
        why: "This lists his languages but never says that he learned English late or that his work in it was exceptional, so no contrast emerges.",
      },
      {
        text: "Conrad's first novel, *Almayer's Folly*, was published in 1895, nine years after he became a British subject.",
        correct: false,
        why: "This relates two dates in Conrad's life but says nothing about when he learned English or how highly his writing is ranked.",
      },
    ],
    explanation:
      "The goal calls for a contrast between two specific things: the lateness of Conrad's English and his achievement in it. Only the key pairs \"did not learn English until his twenties\" with his rank among the great novelists in English.",
    source: src.personalRecord,
  },
];
