import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 8, reading and writing, module 2 (harder form): 25 scored items and 2 unscored pilots.
 * Passages are adapted from public-domain works published before 1930 (Bagehot, Arnold, Burke,
 * Adam Smith, Hume, Martineau, Hamilton) or are short factual passages about those authors and
 * works; the two quantitative-evidence items carry original passages describing invented studies
 * with invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const HUME_ESSAYS_1875 =
  "Essays, Moral, Political, and Literary, edited by T. H. Green and T. H. Grose, Longmans, Green, and Co., London, 1875";
const src = {
  englishConstitution: pd("Walter Bagehot", "The English Constitution", 1867, "Chapman and Hall, London, 1867"),
  physicsPolitics: pd("Walter Bagehot", "Physics and Politics", 1872, "Henry S. King & Co., London, 1872"),
  culture: pd("Matthew Arnold", "Culture and Anarchy", 1869, "Smith, Elder and Co., London, 1869"),
  reflections: pd("Edmund Burke", "Reflections on the Revolution in France", 1790, "J. Dodsley, London, 1790"),
  wealth: pd(
    "Adam Smith",
    "An Inquiry into the Nature and Causes of the Wealth of Nations",
    1776,
    "W. Strahan and T. Cadell, London, 1776",
  ),
  humeTaste: pd("David Hume", "Of the Standard of Taste", 1757, HUME_ESSAYS_1875),
  humeTrade: pd("David Hume", "Of the Jealousy of Trade", 1758, HUME_ESSAYS_1875),
  humeEssays: pd("David Hume", "Essays, Moral and Political", 1741, "A. Kincaid, Edinburgh, 1741–1742"),
  society: pd("Harriet Martineau", "Society in America", 1837, "Saunders and Otley, London, 1837"),
  manufactures: pd(
    "Alexander Hamilton",
    "Report of the Secretary of the Treasury on the Subject of Manufactures",
    1791,
    "Childs and Swaine, Philadelphia, 1791",
  ),
  // The cross-text item pairs two works: both are named, each marked with its text.
  smithHamilton: pd(
    "Adam Smith (Text 1); Alexander Hamilton (Text 2)",
    "An Inquiry into the Nature and Causes of the Wealth of Nations (Text 1); Report of the Secretary of the Treasury on the Subject of Manufactures (Text 2)",
    1776,
    "W. Strahan and T. Cadell, London, 1776 (Text 1); Childs and Swaine, Philadelphia, 1791 (Text 2)",
  ),
};

const CONVENTIONS = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const NOTES = "While researching a topic, a student has taken the following notes:";
const GOAL = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock08-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Adam Smith's 1776 book *The Wealth of Nations*.

Since it is the power of exchanging that leads people to divide their labor, the division of labor must always be limited by the extent of the market. Some kinds of work can be carried on nowhere but in a great town. A porter, for example, can find employment and a living in no other place. A village is much too ______ a sphere for him; even an ordinary market town is scarcely large enough to give him constant work.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "narrow",
        correct: true,
        why: "The text is about the limited size of a market: a village cannot supply a porter with enough work, and even a market town is \"scarcely large enough.\" A sphere that is too narrow is one too small to support him.",
      },
      {
        text: "crowded",
        correct: false,
        why: "A crowded place would offer a porter more work, not less. The problem the text describes is that a village is too small, as the next clause about a town being \"scarcely large enough\" makes clear.",
      },
      {
        text: "wealthy",
        correct: false,
        why: "Wealth would make a place more able to employ a porter, so calling a village too wealthy for him makes no sense; the text is concerned with size, not riches.",
      },
      {
        text: "noisy",
        correct: false,
        why: "Noise has nothing to do with whether a porter can find employment; the text explains his difficulty by the small extent of a village's market.",
      },
    ],
    explanation:
      "Smith argues that the division of labor is limited by the extent of the market, and the porter is his example: only a great town offers enough work, and even a market town is \"scarcely large enough.\" A village is therefore too narrow, too small, a sphere for him.",
    source: src.wealth,
  },
  {
    id: "mock08-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Walter Bagehot's 1872 book *Physics and Politics*.

One of the greatest pains to human nature is the pain of a new idea. It is, as common people say, so ______; it makes you think that, after all, your favorite notions may be wrong, your firmest beliefs ill-founded. Naturally, therefore, common men hate a new idea, and are disposed more or less to ill-treat the original man who brings it.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "upsetting",
        correct: true,
        why: "The blank names the \"pain\" of a new idea, and the clause after the semicolon explains it: the idea makes you fear that your favorite notions are wrong and your firmest beliefs ill-founded. An idea that disturbs settled beliefs in this way is upsetting.",
      },
      {
        text: "tedious",
        correct: false,
        why: "A tedious thing is dull and tiring, which is a mild kind of discomfort, but the text explains the pain as the shaking of one's firmest beliefs, not as boredom.",
      },
      {
        text: "amusing",
        correct: false,
        why: "The text calls a new idea one of the greatest pains to human nature and says people hate it; an amusing idea would not be hated or painful.",
      },
      {
        text: "familiar",
        correct: false,
        why: "The idea in question is \"new,\" so calling it familiar contradicts the text; a familiar idea would not threaten one's favorite notions.",
      },
    ],
    explanation:
      "The sentence with the blank is explained by the clause that follows it: a new idea makes you think your favorite notions may be wrong and your firmest beliefs ill-founded. That is why it is painful and why people hate it. The word that names this disturbing effect is \"upsetting.\"",
    source: src.physicsPolitics,
  },
  {
    id: "mock08-rw-m2h-03",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Edmund Burke's 1790 book *Reflections on the Revolution in France*. Burke, writing to a young Frenchman, is discussing the few English political clubs that had loudly praised the Revolution.

Because half a dozen grasshoppers under a fern make the field ring with their insistent chirping, while thousands of great cattle, resting beneath the shadow of the British oak, chew the cud and are silent, pray do not imagine that those who make the noise are the only inhabitants of the field; that they are many in number; or that, after all, they are anything other than the little, shriveled, hopping, though loud and troublesome, insects of the hour.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To warn a reader not to mistake a small, noisy group for the voice of a whole people",
        correct: true,
        why: "The grasshoppers are the few loud clubs and the silent cattle are the great mass of the English. Burke urges his correspondent not to imagine that the noisy few are the only inhabitants of the field or that they are many in number.",
      },
      {
        text: "To describe the English countryside in order to contrast it with conditions in France",
        correct: false,
        why: "The field, the grasshoppers, and the cattle are figures of speech for English political opinion, as the introduction about the clubs shows; the text is not a description of the countryside.",
      },
      {
        text: "To criticize the silent majority of the English for being too passive to take part in politics",
        correct: false,
        why: "The cattle resting \"beneath the shadow of the British oak\" are presented with approval, as the solid and numerous part of the nation; it is the noisy grasshoppers whom Burke belittles.",
      },
      {
        text: "To praise the English clubs for making their views heard despite their small numbers",
        correct: false,
        why: "Burke calls the noisy few \"little, shriveled\" and \"troublesome\" insects \"of the hour\"; the text belittles the clubs rather than praising them.",
      },
    ],
    explanation:
      "The introduction says Burke is discussing a few English clubs that loudly praised the Revolution. His image sets half a dozen loud grasshoppers against thousands of silent cattle and warns his reader not to conclude that the noise-makers are the whole field or even numerous. The purpose is to keep a noisy minority from being taken for the nation.",
    source: src.reflections,
  },
  {
    id: "mock08-rw-m2h-04",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Edmund Burke's 1790 book *Reflections on the Revolution in France*. Burke uses "prejudices" to mean opinions and feelings handed down from the past rather than reasoned out by each person.

In this enlightened age, instead of casting away all our old prejudices, we ______ them to a very considerable degree. We are afraid to put men to live and trade each on his own private stock of reason, because we suspect that this stock in each man is small, and that individuals would do better to draw on the general bank and capital of nations and of ages. Prejudice renders a man's virtue his habit, and not a series of unconnected acts.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "cherish",
        correct: true,
        why: "Everything after the blank explains why inherited opinions are valuable: each person's private stock of reason is small, the \"general bank and capital of nations and of ages\" is a better resource, and prejudice makes virtue a habit. Holding something dear because of its value is to cherish it.",
      },
      {
        text: "tolerate",
        correct: false,
        why: "This fits the contrast with \"casting away,\" but it is too weak and has the wrong attitude: to tolerate something is to put up with it despite disliking it. Burke goes on to praise prejudices as a store of wisdom, not merely to bear them.",
      },
      {
        text: "inherit",
        correct: false,
        why: "Prejudices are indeed handed down, but the sentence describes a response to them set \"instead of\" casting them away. They are already \"our old prejudices,\" so inheriting them is not a choice made in place of discarding them.",
      },
      {
        text: "examine",
        correct: false,
        why: "Examining each prejudice would mean testing it with one's own private reason, the very practice Burke says he is afraid of because each person's stock of reason is small.",
      },
    ],
    explanation:
      "The blank names what \"we\" do with old prejudices instead of casting them away, and the rest of the text gives the reason: individual reason is a small stock, the accumulated wisdom of nations and ages is a better bank, and prejudice turns virtue into habit. That positive valuation calls for \"cherish,\" not the grudging \"tolerate.\"",
    source: src.reflections,
  },
  {
    id: "mock08-rw-m2h-05",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Matthew Arnold's 1869 book *Culture and Anarchy*.

Faith in machinery is, I said, our besetting danger; often in machinery most absurdly out of proportion to the end which this machinery, if it is to do any good at all, is to serve; but always in machinery, as if it had a value in and for itself. What is freedom but machinery? What is population but machinery? What is coal but machinery? What are railroads but machinery? What is wealth but machinery? Yet almost every voice in England is accustomed to speak of these things as if they were precious ends in themselves.`,
      },
    ],
    stem: "Which choice best describes the function of the series of questions in the text?",
    choices: [
      {
        text: "They extend the text's warning about \"machinery\" to several things the English widely prize, presenting each as a means that is wrongly treated as an end.",
        correct: true,
        why: "Arnold defines the danger as valuing machinery \"as if it had a value in and for itself.\" The questions then class freedom, population, coal, railroads, and wealth as machinery, and the last sentence says the English speak of them \"as if they were precious ends in themselves.\"",
      },
      {
        text: "They express the speaker's doubt that freedom, coal, and wealth have any value at all.",
        correct: false,
        why: "Arnold treats machinery as a means that exists to serve an end—\"if it is to do any good at all\"—so calling these things machinery denies only that they are ends in themselves, not that they have any value. The questions are also rhetorical, not expressions of doubt.",
      },
      {
        text: "They list the industrial inventions that the text blames for England's troubles.",
        correct: false,
        why: "Freedom, population, and wealth are not inventions; \"machinery\" is a figure for any means mistaken for an end, and the text blames the attitude toward such things, not the things themselves.",
      },
      {
        text: "They raise objections to the text's opening claim, which the text then answers.",
        correct: false,
        why: "The questions support the opening claim rather than challenging it, and the final sentence continues the same charge instead of answering any objection.",
      },
    ],
    explanation:
      "The first sentence names a danger: treating machinery as though it had value in itself rather than as a means to an end. The questions apply that label to one prized thing after another, and the last sentence states the error they expose: the English treat these means as \"precious ends in themselves.\"",
    source: src.culture,
  },
  {
    id: "mock08-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from David Hume's 1757 essay "Of the Standard of Taste."

In *Don Quixote*, Sancho Panza tells how two of his kinsmen were once asked their opinion of a barrel of wine said to be excellent. One tasted it and judged it good, except for a slight taste of leather. The other, after equal care, also approved it, but with the reservation of a taste of iron. Both were ridiculed for their judgment. Yet when the barrel was emptied, there was found at the bottom an old key with a leather strap tied to it. The resemblance between bodily and mental taste will easily teach us to apply this story. Beauty, like sweetness, may belong to feeling rather than to objects; yet there are qualities in objects fitted by nature to produce that feeling, and a delicate taste perceives them even where others cannot.`,
      },
    ],
    stem: "Which choice best describes the function of the story about the barrel of wine in the text?",
    choices: [
      {
        text: "It presents a case in which judgments mocked as fanciful proved to detect something really present, a case the text then applies to judgments of beauty.",
        correct: true,
        why: "The kinsmen were ridiculed, but the key and strap showed that the leather and iron they tasted were really there. Hume then applies the story to \"mental taste\": qualities in objects produce the feeling of beauty, and a delicate taste perceives them where others cannot.",
      },
      {
        text: "It supports the view that beauty exists only in the mind of the observer and in no way depends on the object observed.",
        correct: false,
        why: "Hume grants that beauty may belong to feeling, but the story is used for the opposite point: there are qualities in objects that produce the feeling, just as the key and strap produced the tastes.",
      },
      {
        text: "It illustrates how differently two people can judge the same thing, showing that no judgment of taste is better than another.",
        correct: false,
        why: "The two tasters did not contradict each other; each detected a real part of the same hidden object, and both were proved right against those who laughed at them. The story ranks delicate taste above ordinary taste.",
      },
      {
        text: "It warns that people who claim to have refined taste are usually mocked, and deservedly so.",
        correct: false,
        why: "The kinsmen were mocked, but the discovery of the key shows that the mockery was undeserved; the story vindicates them.",
      },
    ],
    explanation:
      "The story ends with proof that the mocked tasters were right, and Hume says the resemblance between bodily and mental taste lets us \"apply this story.\" Its function is to give a concrete case of fine perception detecting something real, which grounds his claim that refined judges of beauty perceive real qualities in objects.",
    source: src.humeTaste,
  },
  {
    id: "mock08-rw-m2h-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `Every individual is continually exerting himself to find out the most advantageous employment for whatever capital he can command. It is his own advantage, indeed, and not that of the society, which he has in view. But the study of his own advantage naturally leads him to prefer that employment which is most advantageous to the society. In what kind of domestic industry his capital can be employed to the greatest value, every individual, in his local situation, can judge much better than any statesman or lawgiver can do for him. The statesman who should attempt to direct private people in how to employ their capitals would assume an authority which could safely be trusted to no council or senate whatever.`,
      },
      {
        label: "Text 2",
        text: `Experience teaches that men are often so much governed by what they are accustomed to see and practice that the simplest and most obvious improvements, in the most ordinary occupations, are adopted with hesitation, reluctance, and by slow degrees. The move to new pursuits, in a community long used to different ones, may be expected to be still more difficult. The fear of failure in untried enterprises, and the difficulty of first competing with foreigners who have already perfected a business, add to the obstacle. To produce the desirable changes as early as is expedient may therefore require the encouragement and support of government.`,
      },
    ],
    stem: "Text 1 is adapted from Adam Smith's 1776 book *The Wealth of Nations*. Text 2 is adapted from Alexander Hamilton's 1791 *Report on Manufactures*. Based on the texts, how would Hamilton (Text 2) most likely respond to Smith's claim that each individual can judge \"much better than any statesman or lawgiver\" how to employ his capital?",
    choices: [
      {
        text: "He would argue that habit and the fear of untried ventures keep individuals from moving into new and beneficial pursuits as soon as they should, so that government encouragement may be needed.",
        correct: true,
        why: "Text 2 says people are \"governed by what they are accustomed to see and practice,\" adopt even obvious improvements slowly, and fear failure in untried enterprises. Hamilton would therefore deny that individual judgment, left alone, moves capital promptly to its best use, and he concludes that government may need to help.",
      },
      {
        text: "He would agree, and conclude that government should leave the choice of new industries entirely to private individuals.",
        correct: false,
        why: "Text 2 ends by saying that the desirable changes \"may therefore require the encouragement and support of government,\" the opposite of leaving the matter entirely to individuals.",
      },
      {
        text: "He would argue that statesmen understand each individual's local situation better than the individual does.",
        correct: false,
        why: "This goes further than Text 2. Hamilton's objection concerns habit, reluctance, and fear of failure, not any superior knowledge that statesmen have of each person's circumstances.",
      },
      {
        text: "He would argue that people leave familiar occupations for more profitable ones even faster than Smith assumes.",
        correct: false,
        why: "This reverses Text 2. Hamilton says people are so governed by habit that even obvious improvements are adopted \"with hesitation, reluctance, and by slow degrees,\" and that moving to new pursuits is \"still more difficult.\"",
      },
    ],
    explanation:
      "Smith trusts each person's own interest to find the best use of capital better than any statesman could. Hamilton points to forces that slow that judgment—habit, reluctance to adopt even obvious improvements, fear of untried enterprises, and established foreign rivals—and concludes that government encouragement may be required. He would answer Smith by saying individual judgment, unaided, is too slow to make beneficial changes.",
    source: src.smithHamilton,
  },

  // ================================================================ information and ideas
  {
    id: "mock08-rw-m2h-08",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Adam Smith's 1776 book *The Wealth of Nations*.

By necessaries I understand not only the goods that are indispensably necessary for the support of life, but whatever the custom of the country makes it indecent for respectable people, even of the lowest rank, to be without. A linen shirt, for example, is, strictly speaking, not a necessary of life. The Greeks and Romans lived, I suppose, very comfortably, though they had no linen. But in the present times, through the greater part of Europe, a respectable day-laborer would be ashamed to appear in public without a linen shirt, the lack of which would be taken to signal a disgraceful degree of poverty.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "What counts as a necessity depends partly on the customs of a society, not only on what is needed to stay alive.",
        correct: true,
        why: "Smith defines necessaries as both what life requires and \"whatever the custom of the country\" makes it indecent to lack, and the linen shirt illustrates the second kind: not needed for survival, yet needed to avoid public shame.",
      },
      {
        text: "The ancient Greeks and Romans lived comfortably without linen.",
        correct: false,
        why: "This detail appears in the text, but only as part of the linen-shirt example; it does not state the general point about necessaries that the example supports.",
      },
      {
        text: "Linen shirts are more comfortable than the clothing worn in ancient Greece and Rome.",
        correct: false,
        why: "Smith makes no comparison of comfort; he says the Greeks and Romans lived comfortably without linen, and he values the shirt for what its absence would signal.",
      },
      {
        text: "Day-laborers in Europe spend too much of their wages on clothing in order to avoid shame.",
        correct: false,
        why: "The text says nothing about how much laborers spend or whether it is too much; it uses the laborer's shame to show how custom defines what is necessary.",
      },
    ],
    explanation:
      "The first sentence gives Smith's definition—necessaries include whatever custom makes it indecent to be without—and the linen shirt is his example: not needed for life, yet a European laborer would be ashamed to lack one. The main idea is that custom helps determine what is a necessity.",
    source: src.wealth,
  },
  {
    id: "mock08-rw-m2h-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `During the summer of 2025, a town's weekly farmers' market, which had always closed at 6 p.m., stayed open until 8 p.m. on Thursdays as a trial. Organizers counted the shoppers entering the market during each two-hour period on the ten Thursdays of the trial. One organizer argued that the later hours were worth keeping because the new evening period, 6 to 8 p.m., drew more shoppers on average than the market's opening period in the morning did.`,
      },
    ],
    table: {
      title: "Average number of shoppers entering the market per two-hour period, Thursdays, summer 2025",
      columns: ["Period", "Average number of shoppers"],
      rows: [
        ["8–10 a.m.", "310"],
        ["10 a.m.–noon", "540"],
        ["noon–2 p.m.", "620"],
        ["2–4 p.m.", "430"],
        ["4–6 p.m.", "510"],
        ["6–8 p.m. (new)", "380"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the organizer's argument?",
    choices: [
      {
        text: "An average of 380 shoppers entered between 6 and 8 p.m., compared with 310 between 8 and 10 a.m.",
        correct: true,
        why: "The argument compares the new 6–8 p.m. period with the market's opening period, 8–10 a.m. This choice gives exactly those two figures and shows the evening period drew more shoppers.",
      },
      {
        text: "An average of 620 shoppers entered between noon and 2 p.m., more than in any other period.",
        correct: false,
        why: "This is accurate, but it concerns the midday peak, not the new evening period or the morning opening period that the argument compares.",
      },
      {
        text: "An average of 510 shoppers entered between 4 and 6 p.m., compared with 380 between 6 and 8 p.m.",
        correct: false,
        why: "This is accurate, but it shows the evening period drawing fewer shoppers than the period before it, which does nothing to show that it beat the morning opening period.",
      },
      {
        text: "An average of 540 shoppers entered between 10 a.m. and noon, compared with 310 between 8 and 10 a.m.",
        correct: false,
        why: "This is accurate, but it compares two morning periods and leaves out the new evening period altogether.",
      },
    ],
    explanation:
      "The organizer's argument is a specific comparison: the new 6–8 p.m. period against the opening 8–10 a.m. period. The table gives 380 and 310, so only the choice citing those two figures supports the argument.",
    source: original,
  },
  {
    id: "mock08-rw-m2h-10",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `In *Society in America* (1837), the English writer Harriet Martineau, who had toured the United States from 1834 to 1836, set out to compare American society with the principles on which the nation claimed to be founded. One such principle, announced in the Declaration of Independence, is that governments derive their just powers from the consent of the governed. Women in the United States, however, could not vote and had no part in choosing the governments that taxed and judged them. Measured by the nation's own principle, then, the political condition of American women suggested that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "the governments' power over women lacked the just basis that the Declaration itself required.",
        correct: true,
        why: "The principle says just powers come from the consent of the governed, and women had given no consent: they could not vote or help choose their governments. By that standard, power over women was not just.",
      },
      {
        text: "women had given their consent to government through the votes of their husbands and fathers.",
        correct: false,
        why: "The text says women \"had no part\" in choosing their governments; nothing in it suggests their consent was given through anyone else, and the conclusion must follow from the lack of consent.",
      },
      {
        text: "the principle of consent should be removed from the Declaration of Independence.",
        correct: false,
        why: "Martineau's method was to judge American society by its own principles, not to revise them; the text uses the principle as the standard that the treatment of women fails to meet.",
      },
      {
        text: "American women enjoyed more political rights than women in Europe did.",
        correct: false,
        why: "The text makes no comparison with Europe, and a conclusion about women's rights elsewhere does not follow from measuring the United States by its own principle.",
      },
    ],
    explanation:
      "The text sets up a test: the Declaration says governments derive just powers from the consent of the governed. Women could not vote or choose their governments, so they had not consented. Applying the nation's own principle leads to the conclusion that power over women lacked a just basis.",
    source: src.society,
  },
  {
    id: "mock08-rw-m2h-11",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Walter Bagehot's 1867 book *The English Constitution*.

In a constitution such as ours there are two parts (not indeed separable with microscopic accuracy, for the genius of great affairs abhors nicety of division): first, those which excite and preserve the reverence of the population—the dignified parts, if I may so call them; and next, the efficient parts—those by which it, in fact, works and rules. There are two great objects which every constitution must attain to be successful: every constitution must first gain authority, and then use authority; it must first win the loyalty and confidence of mankind, and then employ that homage in the work of government.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "A successful constitution needs both parts that win the people's reverence and parts that actually govern, because authority must be gained before it can be used.",
        correct: true,
        why: "Bagehot names the two kinds of parts, dignified and efficient, and then ties them to the two objects every successful constitution must attain: first gaining authority and loyalty, then using them in the work of government. The main idea joins both.",
      },
      {
        text: "The dignified parts of a constitution are those that excite and preserve the reverence of the population.",
        correct: false,
        why: "This is an accurate definition from the text, but it covers only one of the two parts and leaves out the claim that a successful constitution must both gain authority and use it.",
      },
      {
        text: "The parts of a constitution that win reverence can be clearly separated from the parts that govern.",
        correct: false,
        why: "Bagehot's parenthesis says the opposite: the two parts are \"not indeed separable with microscopic accuracy.\"",
      },
      {
        text: "A constitution succeeds chiefly by governing efficiently, so the parts that only win reverence matter little.",
        correct: false,
        why: "Bagehot says a constitution must \"first gain authority\" and win loyalty before it can use authority, so the reverence-winning parts are essential, not minor.",
      },
    ],
    explanation:
      "The text divides a constitution into dignified parts, which win reverence, and efficient parts, which rule, and then explains why both are needed: a constitution must first gain authority and loyalty and then use them to govern. The main idea is that success requires both functions.",
    source: src.englishConstitution,
  },
  {
    id: "mock08-rw-m2h-12",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: `In *The English Constitution* (1867), the journalist Walter Bagehot considers why the British monarchy commands such strong feeling among ordinary people. Part of the answer, he suggests, is that a royal family presents the remote grandeur of sovereignty through the familiar circumstances of domestic life.`,
      },
    ],
    stem: "Which quotation from *The English Constitution* most effectively illustrates Bagehot's suggestion about a royal family?",
    choices: [
      {
        text: "\"A family on the throne is an interesting idea also. It brings down the pride of sovereignty to the level of petty life.\"",
        correct: true,
        why: "This names a family on the throne and says it brings \"the pride of sovereignty\" down to \"the level of petty life\"—the grandeur of sovereignty shown through ordinary domestic circumstances, exactly as the suggestion states.",
      },
      {
        text: "\"The best reason why Monarchy is a strong government is, that it is an intelligible government. The mass of mankind understand it, and they hardly anywhere in the world understand any other.\"",
        correct: false,
        why: "This explains the monarchy's strength by its being easy to understand, which touches on its hold over ordinary people, but it says nothing about a royal family or domestic life, the specific point to be illustrated.",
      },
      {
        text: "\"Its mystery is its life. We must not let in daylight upon magic.\"",
        correct: false,
        why: "This locates the monarchy's power in mystery kept from view, which runs against the idea of presenting sovereignty through familiar, everyday circumstances.",
      },
      {
        text: "\"The sovereign has, under a constitutional monarchy such as ours, three rights—the right to be consulted, the right to encourage, the right to warn.\"",
        correct: false,
        why: "This describes the sovereign's powers in government, not how a royal family makes sovereignty familiar to the public.",
      },
    ],
    explanation:
      "The suggestion has two parts: a royal family, and the way it presents lofty sovereignty in the familiar terms of domestic life. Only the quotation about \"a family on the throne\" that \"brings down the pride of sovereignty to the level of petty life\" contains both.",
    source: src.englishConstitution,
  },
  {
    id: "mock08-rw-m2h-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: `In 2025 a county library began lending household tools along with books. At the end of the program's first year, staff recorded how many of each type of tool the library owned and how many times each type had been borrowed in all. One staff member cautioned that total loans alone gave a misleading picture of demand: although the library's power drills had been borrowed more times in all than its ladders, each individual ladder had been borrowed far more often than each individual drill.`,
      },
    ],
    table: {
      title: "Tools owned and total loans in the first year of a county library's tool-lending program",
      columns: ["Type of tool", "Number owned", "Total loans"],
      rows: [
        ["Power drill", "12", "408"],
        ["Ladder", "4", "236"],
        ["Sewing machine", "6", "150"],
        ["Pressure washer", "3", "96"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the staff member's claim?",
    choices: [
      {
        text: "The library's 12 power drills were borrowed 408 times in all, while its 4 ladders were borrowed 236 times in all.",
        correct: true,
        why: "The claim has two parts. The totals show drills ahead overall (408 against 236), and the numbers owned show the reverse per item: 408 ÷ 12 is 34 loans for each drill, while 236 ÷ 4 is 59 loans for each ladder.",
      },
      {
        text: "Power drills were borrowed 408 times in all, more than any other type of tool.",
        correct: false,
        why: "This is accurate and supports the first half of the claim, but without the numbers owned it cannot show that each ladder was borrowed more often than each drill.",
      },
      {
        text: "The library's 4 ladders were borrowed 236 times in all, while its 6 sewing machines were borrowed 150 times in all.",
        correct: false,
        why: "This is accurate and does show ladders outpacing sewing machines per item (59 against 25), but the claim compares ladders with power drills, which this choice never mentions.",
      },
      {
        text: "The library owned more power drills than any other type of tool and fewer pressure washers than any other type.",
        correct: false,
        why: "This is accurate, but it gives no loan figures at all, so it says nothing about demand for drills or ladders.",
      },
    ],
    explanation:
      "To support the claim, the data must show both that drills had more total loans than ladders and that ladders had more loans per item. Drills: 408 loans over 12 drills, or 34 each. Ladders: 236 loans over 4 ladders, or 59 each. Only the key gives all four numbers needed.",
    source: original,
  },
  {
    id: "mock08-rw-m2h-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `In his essay "Of the Jealousy of Trade" (1758), David Hume observes that nations that have made some progress in commerce commonly view their neighbors' progress with suspicion, treating every trading nation as a rival that can flourish only at their expense. Hume calls this opinion narrow and malignant. He argues instead that growth in the riches and commerce of one nation, rather than hurting its neighbors, commonly promotes theirs, and that a nation can scarcely carry its own trade and industry very far when all the nations around it remain sunk in ignorance and idleness. If Hume is right, a British statesman who wanted Britain's trade to keep growing should ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "welcome, rather than try to check, the commercial progress of nearby countries.",
        correct: true,
        why: "Hume holds that a neighbor's growing commerce commonly promotes one's own, and that a nation's trade cannot go far when its neighbors stagnate. A statesman seeking growth for Britain should therefore welcome its neighbors' progress.",
      },
      {
        text: "try to keep neighboring countries from developing their own industries, so that Britain would face fewer rivals.",
        correct: false,
        why: "This is the suspicious view of neighbors as rivals that Hume calls \"narrow and malignant\"; his argument leads the other way.",
      },
      {
        text: "expect Britain's trade to keep growing whatever happened to the commerce of neighboring countries.",
        correct: false,
        why: "This avoids the rivalry view but ignores Hume's second point: a nation can scarcely carry its trade very far when the nations around it remain in ignorance and idleness, so Britain's growth does depend on its neighbors.",
      },
      {
        text: "trade chiefly with distant nations, since the progress of close neighbors poses the greatest threat.",
        correct: false,
        why: "Hume denies that neighbors' progress is a threat at all; he says it commonly promotes a nation's own riches and commerce.",
      },
    ],
    explanation:
      "Hume makes two claims: one nation's commercial growth commonly helps its neighbors, and a nation's trade cannot advance far while its neighbors stay backward. Together they imply that a statesman who wants Britain's trade to grow should welcome the progress of neighboring countries.",
    source: src.humeTrade,
  },

  // ================================================================ standard English conventions
  {
    id: "mock08-rw-m2h-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `*The Economist*, a weekly paper, was founded in 1843 by James Wilson. After Wilson's death, the English writer Walter Bagehot, who had married Wilson's daughter Eliza in ______ became the paper's editor, a post he held until his own death in 1877.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1858,",
        correct: true,
        why: "The clause \"who had married Wilson's daughter Eliza in 1858\" adds nonessential information about Bagehot, who is already identified by name. It opens with a comma after \"Bagehot,\" so a comma must close it before the verb \"became.\"",
      },
      {
        text: "1858",
        correct: false,
        why: "Without a closing comma, the nonessential clause that began after \"Bagehot,\" never ends, and \"1858 became the paper's editor\" reads as if the year became the editor.",
      },
      {
        text: "1858;",
        correct: false,
        why: "A semicolon separates independent clauses, but here it would cut the subject \"the English writer Walter Bagehot\" off from its verb \"became,\" leaving a fragment on each side.",
      },
      {
        text: "1858:",
        correct: false,
        why: "A colon must follow a complete independent clause; here it would split the subject \"the English writer Walter Bagehot\" from its verb \"became.\"",
      },
    ],
    explanation:
      "The relative clause \"who had married Wilson's daughter Eliza in 1858\" interrupts the sentence between its subject, \"the English writer Walter Bagehot,\" and its verb, \"became.\" It opens with a comma, so it must close with one.",
    source: src.englishConstitution,
  },
  {
    id: "mock08-rw-m2h-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Edmund Burke's *Reflections on the Revolution in France* (1790) provoked many pamphlets and books in reply. The best known of these replies, Thomas Paine's *Rights of Man* (1791), ______ still read alongside Burke's book in courses on political thought.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "is",
        correct: true,
        why: "The subject is \"The best known,\" a single reply renamed by the appositive \"Thomas Paine's *Rights of Man*,\" so it takes the singular verb \"is.\"",
      },
      {
        text: "are",
        correct: false,
        why: "This agrees with \"replies,\" which sits inside the phrase \"of these replies\" and is not the subject; the subject, \"The best known,\" refers to one book.",
      },
      {
        text: "were",
        correct: false,
        why: "\"Were\" is plural and so does not agree with the singular subject; it also shifts to the past, although \"still\" places the reading in the present.",
      },
      {
        text: "have been",
        correct: false,
        why: "\"Have\" is plural and does not agree with the singular subject \"The best known.\"",
      },
    ],
    explanation:
      "Set aside the phrase \"of these replies\" and the appositive naming Paine's book: the subject is \"The best known,\" which refers to one book. The verb must be singular and, because of \"still,\" present: \"is.\"",
    source: src.reflections,
  },
  {
    id: "mock08-rw-m2h-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Harriet Martineau's travels in the United States from 1834 to 1836 resulted in two ______ *Society in America* (1837), an analysis of American institutions, and *Retrospect of Western Travel* (1838), a more personal account of the journey itself.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "books:",
        correct: true,
        why: "The words before the blank form a complete independent clause, and what follows names the two books it mentions. A colon correctly introduces such a list or explanation.",
      },
      {
        text: "books;",
        correct: false,
        why: "A semicolon must be followed by an independent clause, but what follows here is only a list of two titles with descriptions.",
      },
      {
        text: "books",
        correct: false,
        why: "A list that follows a complete independent clause must be introduced by a punctuation mark such as a colon; with no punctuation, the titles run straight on from \"two books\" as if they were part of the same phrase.",
      },
      {
        text: "books, these were",
        correct: false,
        why: "\"These were *Society in America*... and *Retrospect of Western Travel*\" is an independent clause, so joining it to the first clause with only a comma creates a comma splice.",
      },
    ],
    explanation:
      "\"Harriet Martineau's travels... resulted in two books\" is a complete clause, and the rest of the sentence names those books. A colon is the mark that introduces a list following an independent clause.",
    source: src.society,
  },
  {
    id: "mock08-rw-m2h-18",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `David Hume's first book, *A Treatise of Human Nature* (1739–1740), found so few readers that he later said it "fell dead-born from the press." The essays he published soon afterward in *Essays, Moral and Political* (1741–1742), however, ______ a much wider audience.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "reached",
        correct: true,
        why: "The subject is the plural \"essays,\" and the passage narrates completed events in the past (\"found,\" \"said,\" \"published\"). The simple past \"reached\" agrees with the subject and keeps the tense consistent.",
      },
      {
        text: "reaches",
        correct: false,
        why: "\"Reaches\" is singular, so it does not agree with the plural subject \"essays,\" and its present tense breaks the passage's past-tense account.",
      },
      {
        text: "will reach",
        correct: false,
        why: "\"Will reach\" agrees with \"essays,\" but the future tense cannot describe how books published in the 1740s were received; the passage tells that story in the past tense.",
      },
      {
        text: "was reaching",
        correct: false,
        why: "\"Was\" is singular and does not agree with the plural subject \"essays.\"",
      },
    ],
    explanation:
      "Two things must fit: the verb must agree with the plural subject \"essays,\" and it must match the past-tense narrative of events in the 1740s. Only \"reached\" does both.",
    source: src.humeEssays,
  },
  {
    id: "mock08-rw-m2h-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Matthew Arnold—poet, critic, and for thirty-five years a government inspector of ______ described culture in *Culture and Anarchy* (1869) as "a study of perfection." The phrase sums up his view that culture springs not from mere curiosity but from a love of perfection.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "schools—",
        correct: true,
        why: "The description of Arnold's careers is a nonessential element that opens with a dash after \"Arnold,\" so it must close with a dash before the verb \"described.\"",
      },
      {
        text: "schools,",
        correct: false,
        why: "A nonessential element must be closed with the same mark that opens it. This one opens with a dash, so a comma cannot close it.",
      },
      {
        text: "schools",
        correct: false,
        why: "Without a closing dash, the interruption that began after \"Arnold\" never ends, and \"schools described culture\" reads as if the schools did the describing.",
      },
      {
        text: "schools;",
        correct: false,
        why: "A semicolon would separate the subject \"Matthew Arnold\" from its verb \"described,\" leaving no independent clause on either side.",
      },
    ],
    explanation:
      "The phrase \"poet, critic, and for thirty-five years a government inspector of schools\" interrupts the sentence between its subject, \"Matthew Arnold,\" and its verb, \"described.\" It opens with a dash, so it must close with one.",
    source: src.culture,
  },
  {
    id: "mock08-rw-m2h-20",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `In the pin factory that Adam Smith describes in *The Wealth of Nations*, ten workers, each performing only a few of the roughly eighteen steps in making a pin, could together make upwards of forty-eight thousand pins in a day. Working separately and without any training in the trade, however, ______`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "each of those workers, Smith wrote, could certainly not have made twenty pins in a day, and perhaps not even one.",
        correct: true,
        why: "The opening phrase describes people working separately and without training, so the subject that follows it must name those people. Here it is \"each of those workers.\"",
      },
      {
        text: "the number of pins each worker could make, Smith wrote, would certainly have been fewer than twenty a day.",
        correct: false,
        why: "The subject here is \"the number,\" so the sentence says that a number was working separately and without training; the modifier dangles.",
      },
      {
        text: "Smith wrote that each of those workers could certainly not have made twenty pins in a day, and perhaps not even one.",
        correct: false,
        why: "The subject that follows the opening phrase is \"Smith,\" so the sentence says that Smith was the one working separately and without training in the trade.",
      },
      {
        text: "fewer than twenty pins a day, and perhaps not even one, could have been made by each of those workers, Smith wrote.",
        correct: false,
        why: "The subject here is \"fewer than twenty pins,\" so the sentence says the pins were working separately and without training; the workers appear only in a later phrase.",
      },
    ],
    explanation:
      "An introductory participial phrase must be followed by the noun that performs its action. Those \"working separately and without any training\" are the workers, so \"each of those workers\" must be the subject of the main clause, not Smith, the number, or the pins.",
    source: src.wealth,
  },
  {
    id: "mock08-rw-m2h-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `In his 1791 *Report on Manufactures*, Alexander Hamilton recommended that the federal government pay bounties, or direct cash rewards, to the producers of selected American ______ that such aid would help new industries survive their early years of competition with long-established foreign rivals.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "goods, arguing",
        correct: true,
        why: "\"Arguing that such aid would help new industries...\" is a participial phrase, not an independent clause, so a comma correctly attaches it to the main clause about Hamilton's recommendation.",
      },
      {
        text: "goods; arguing",
        correct: false,
        why: "The long phrase after the blank may look like a clause, but it has no subject and no main verb of its own; a semicolon must be followed by an independent clause.",
      },
      {
        text: "goods. Arguing",
        correct: false,
        why: "This makes \"Arguing that such aid would help...\" a sentence of its own, but it has no subject or main verb, so it is a fragment.",
      },
      {
        text: "goods, he was arguing",
        correct: false,
        why: "\"He was arguing that such aid would help...\" is an independent clause, so joining it to the first clause with only a comma creates a comma splice.",
      },
    ],
    explanation:
      "The first part is an independent clause (\"Alexander Hamilton recommended...\"). What follows the blank, beginning with \"arguing,\" is a participial phrase that explains his reason, and such a phrase is joined to the clause with a comma, not a semicolon or a period.",
    source: src.manufactures,
  },

  // ================================================================ expression of ideas
  {
    id: "mock08-rw-m2h-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Harriet Martineau's *Illustrations of Political Economy* (1832–1834), a series of tales that explained economic ideas through fiction, was a great popular success. ______ by the time she sailed for the United States in 1834, Martineau was one of the best-known writers in Britain.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "As a result,",
        correct: true,
        why: "Martineau's fame followed from the success of her *Illustrations*; the second sentence states the effect of what the first describes.",
      },
      {
        text: "However,",
        correct: false,
        why: "This signals a contrast, but becoming famous is what one would expect after a great popular success, not something opposed to it.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Her fame in 1834 is not an example of the book's success; it is the consequence of it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The second sentence does not describe a parallel, similar event; it describes what the first event led to.",
      },
    ],
    explanation:
      "The first sentence gives a cause (the great success of her *Illustrations*) and the second its effect (her fame by 1834). \"As a result\" signals that relationship.",
    source: src.society,
  },
  {
    id: "mock08-rw-m2h-23",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Because Edmund Burke had defended the American colonists in their quarrel with Britain, some readers assumed that he would sympathize with the French revolutionaries as well. Thomas Paine, for one, later wrote that Burke's part in the American Revolution had led him to consider Burke "a friend to mankind." ______ Burke condemned the Revolution in his *Reflections on the Revolution in France* (1790).`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Instead,",
        correct: true,
        why: "Readers expected sympathy for the revolutionaries; the last sentence reports that Burke did the opposite and condemned the Revolution. \"Instead\" introduces what happened in place of what was expected.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Condemning the Revolution is not similar to the sympathy readers expected; it reverses it.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Nothing in the text gives a reason for Burke to condemn the Revolution; his defense of the colonists led readers to expect the opposite.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Burke's condemnation is not an example of the readers' expectation or of Paine's view; it contradicts them.",
      },
    ],
    explanation:
      "The text builds an expectation (Burke would sympathize with the French revolutionaries) and then reports that he condemned the Revolution. A transition that introduces an outcome replacing the expected one, \"Instead,\" fits.",
    source: src.reflections,
  },
  {
    id: "mock08-rw-m2h-24",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In *Physics and Politics* (1872), Walter Bagehot argued that the first need of early societies was a "cake of custom": a fixed body of rules binding every member to the same habits. Making such a cake, he held, was not the hardest part of a nation's development; the greater difficulty came afterward, in breaking it. ______ a people that had learned to obey fixed rules then faced the harder task of learning to question them.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "In other words,",
        correct: true,
        why: "The last sentence restates the previous one in plainer terms: \"breaking\" the cake of custom is learning to question the rules, and that task is the \"greater difficulty.\" \"In other words\" signals such a restatement.",
      },
      {
        text: "In addition,",
        correct: false,
        why: "This would present the last sentence as a further, separate point, but it adds nothing new; it explains what breaking the cake of custom means.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The last sentence is as general as the one before it; it names no particular people or case, so it is a rewording, not an example.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "This signals that the last sentence holds in spite of the one before, but the two sentences agree: both say that the harder task came after the rules were fixed.",
      },
    ],
    explanation:
      "The second sentence says the greater difficulty came in breaking the cake of custom; the third says the same thing in different words—a people used to obeying fixed rules had the harder task of learning to question them. A restatement calls for \"In other words.\"",
    source: src.physicsPolitics,
  },
  {
    id: "mock08-rw-m2h-25",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Alexander Hamilton served as the first US secretary of the treasury, from 1789 to 1795.
- In December 1791 he submitted his *Report on Manufactures* to the House of Representatives.
- The report called for the federal government to encourage American manufacturing through tariffs and bounties (payments to producers).
- Congress did not adopt most of the report's proposals at the time.
- In the nineteenth century, supporters of protective tariffs drew on the report's arguments.`,
      },
    ],
    stem: `The student wants to contrast the report's immediate reception with its later influence. ${GOAL}`,
    choices: [
      {
        text: "Although Congress did not adopt most of its proposals at the time, Hamilton's 1791 *Report on Manufactures* later supplied arguments to nineteenth-century supporters of protective tariffs.",
        correct: true,
        why: "This sets the report's cool reception in Congress against its later use by supporters of protective tariffs, and \"Although\" marks the contrast the goal asks for.",
      },
      {
        text: "In December 1791, Alexander Hamilton, the first US secretary of the treasury, submitted his *Report on Manufactures* to the House of Representatives.",
        correct: false,
        why: "This describes when and by whom the report was submitted but says nothing about how it was received or its later influence.",
      },
      {
        text: "Hamilton's *Report on Manufactures* called for the federal government to encourage American manufacturing through tariffs and bounties.",
        correct: false,
        why: "This summarizes what the report proposed, not how it was received or what influence it later had.",
      },
      {
        text: "In the nineteenth century, supporters of protective tariffs drew on the arguments of Hamilton's *Report on Manufactures*.",
        correct: false,
        why: "This gives the later influence but leaves out the immediate reception, so there is nothing to contrast it with.",
      },
    ],
    explanation:
      "A contrast needs both sides: the immediate reception (Congress did not adopt most proposals) and the later influence (nineteenth-century tariff supporters drew on it). Only the key includes both and links them with \"Although.\"",
    source: src.manufactures,
  },
  {
    id: "mock08-rw-m2h-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Matthew Arnold (1822–1888) was an English poet and critic.
- In *Culture and Anarchy* (1869), he divided English society into three classes and gave each a name.
- He called the aristocracy the "Barbarians."
- He called the middle class the "Philistines."
- He called the working class the "Populace."
- By "Philistines," Arnold meant people who, in his view, prized wealth and practical success but cared little for ideas, art, or beauty.`,
      },
    ],
    stem: `The student wants to identify the class that Arnold called the "Philistines" and explain what he meant by the term. ${GOAL}`,
    choices: [
      {
        text: "In *Culture and Anarchy* (1869), Matthew Arnold called England's middle class the \"Philistines,\" by which he meant people who prized wealth and practical success but cared little for ideas, art, or beauty.",
        correct: true,
        why: "This names the class (the middle class) and explains the term (people who prized wealth and practical success over ideas, art, and beauty), meeting both parts of the goal.",
      },
      {
        text: "In *Culture and Anarchy* (1869), Matthew Arnold divided English society into three classes: the \"Barbarians,\" the \"Philistines,\" and the \"Populace.\"",
        correct: false,
        why: "This lists the three names but neither says which class was the Philistines nor explains what the term meant.",
      },
      {
        text: "Matthew Arnold's \"Philistines\" were people who, in his view, prized wealth and practical success but cared little for ideas, art, or beauty.",
        correct: false,
        why: "This explains the term but never identifies the Philistines as the middle class, so it meets only half of the goal.",
      },
      {
        text: "Matthew Arnold, an English poet and critic, called the aristocracy the \"Barbarians\" and the working class the \"Populace.\"",
        correct: false,
        why: "This names the other two classes and leaves out the Philistines entirely.",
      },
    ],
    explanation:
      "The goal has two parts: identify the class Arnold called the Philistines (the middle class) and explain what he meant by the term. Only the key does both.",
    source: src.culture,
  },
  {
    id: "mock08-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    pilot: true,
    passages: [
      {
        text: `${NOTES}

- David Hume died in Edinburgh on August 25, 1776, a few months after Adam Smith published *The Wealth of Nations*.
- Smith, Hume's close friend, wrote a letter to the publisher William Strahan describing Hume's calm and cheerful last months.
- In the letter, Smith judged Hume to have come as near to "a perfectly wise and virtuous man" as human frailty would permit.
- The letter was published in 1777, together with Hume's short autobiography.
- It offended many readers who disapproved of Hume's religious skepticism.
- Smith later wrote that this single sheet of paper had brought him "ten times more abuse" than the "very violent attack" he had made on "the whole commercial system of Great Britain" in *The Wealth of Nations*.`,
      },
    ],
    stem: `The student wants to emphasize how out of proportion the outcry over Smith's letter was to the reaction to his much longer book. ${GOAL}`,
    choices: [
      {
        text: "Smith's brief letter praising Hume brought him, by his own account, \"ten times more abuse\" than the \"very violent attack\" on Britain's commercial system that he had made in *The Wealth of Nations*.",
        correct: true,
        why: "This sets the short letter against the long book and gives Smith's own measure of the difference, \"ten times more abuse,\" which is exactly the disproportion the goal asks the student to emphasize.",
      },
      {
        text: "Smith's letter praising Hume, published in 1777, offended many readers who disapproved of Hume's religious skepticism.",
        correct: false,
        why: "This reports the outcry over the letter but never compares it with the reaction to *The Wealth of Nations*, so it cannot show that the outcry was out of proportion.",
      },
      {
        text: "In a letter published in 1777, Smith judged his friend Hume to have come as near to \"a perfectly wise and virtuous man\" as human frailty would permit.",
        correct: false,
        why: "This gives the content of the letter but says nothing about the reaction to it or to Smith's book.",
      },
      {
        text: "Hume died in August 1776, a few months after Smith published *The Wealth of Nations*, which attacked \"the whole commercial system of Great Britain.\"",
        correct: false,
        why: "This connects the book with Hume's death but leaves out the letter and the abuse it drew, so no comparison of reactions is made.",
      },
    ],
    explanation:
      "To show disproportion, the sentence must compare the reaction to the letter with the reaction to the book. Only the key does so, using Smith's own words: the letter brought \"ten times more abuse\" than his \"very violent attack\" in *The Wealth of Nations*.",
    source: src.wealth,
  },
];
