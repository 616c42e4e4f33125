import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 9, reading and writing, module 2 (harder form): 25 scored items and 2 unscored pilots.
 * Passages are adapted from public-domain works published before 1930 (Peirce, Royce, Santayana,
 * Bergson, Russell, Mach, Poincare) or are short factual passages about those authors and works; the
 * two quantitative-evidence items carry original passages describing invented studies with invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  ideasClear: pd(
    "Charles Sanders Peirce",
    "How to Make Our Ideas Clear",
    1878,
    "Popular Science Monthly, vol. 12, January 1878, D. Appleton and Company, New York",
  ),
  loyalty: pd("Josiah Royce", "The Philosophy of Loyalty", 1908, "The Macmillan Company, New York, 1908"),
  senseOfBeauty: pd(
    "George Santayana",
    "The Sense of Beauty: Being the Outlines of Aesthetic Theory",
    1896,
    "Charles Scribner's Sons, New York, 1896",
  ),
  laughter: pd(
    "Henri Bergson",
    "Laughter: An Essay on the Meaning of the Comic (translated by Cloudesley Brereton and Fred Rothwell)",
    1911,
    "Macmillan and Co., London, 1911",
  ),
  problems: pd(
    "Bertrand Russell",
    "The Problems of Philosophy",
    1912,
    "Williams and Norgate, London, 1912 (Home University Library of Modern Knowledge)",
  ),
  mechanics: pd(
    "Ernst Mach",
    "The Science of Mechanics: A Critical and Historical Exposition of Its Principles (translated by Thomas J. McCormack)",
    1893,
    "The Open Court Publishing Company, Chicago, 1893",
  ),
  hypothesis: pd(
    "Henri Poincare",
    "Science and Hypothesis (translated by W. J. G.)",
    1905,
    "The Walter Scott Publishing Co., London and Newcastle-on-Tyne, 1905",
  ),
  // The cross-text item pairs two works: both are named, each marked with its text.
  peirceRussell: pd(
    "Charles Sanders Peirce (Text 1); Bertrand Russell (Text 2)",
    "How to Make Our Ideas Clear (Text 1); The Problems of Philosophy (Text 2)",
    1878,
    "Popular Science Monthly, vol. 12, January 1878, D. Appleton and Company, New York (Text 1); Williams and Norgate, London, 1912 (Text 2)",
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
    id: "mock09-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Henri Poincaré's 1902 book *Science and Hypothesis*, as translated into English in 1905.

Experiment is the sole source of truth. It alone can teach us something new; it alone can give us certainty. But the man of science must also work with method. Science is built up of facts, as a house is built of stones; but an ______ of facts is no more a science than a heap of stones is a house.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "accumulation",
        correct: true,
        why: "The blank is compared with \"a heap of stones\": a pile gathered without any order. An accumulation of facts is exactly such a pile, and Poincaré's point is that a pile of facts, like a pile of stones, is not yet the finished structure.",
      },
      {
        text: "arrangement",
        correct: false,
        why: "An arrangement is the opposite of a heap. Putting facts in order is what the scientist's \"method\" supplies and what turns facts into a science, so the sentence would deny the very thing Poincaré recommends.",
      },
      {
        text: "absence",
        correct: false,
        why: "The sentence says science \"is built up of facts\"; it is about having facts that are not yet organized, not about lacking facts, and an absence of facts cannot be compared to a heap of stones.",
      },
      {
        text: "explanation",
        correct: false,
        why: "Explaining facts is part of what a science does, so it makes no sense to say an explanation of facts is \"no more a science than a heap of stones is a house.\"",
      },
    ],
    explanation:
      "The sentence sets up an analogy: facts are to a science as stones are to a house. The blank must match \"a heap of stones\", stones merely piled up. \"Accumulation\" names facts merely piled up, which is why they are not yet a science.",
    source: src.hypothesis,
  },
  {
    id: "mock09-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Ernst Mach's 1883 book *The Science of Mechanics*, as translated by Thomas J. McCormack in 1893.

It is the object of science to replace, or save, experiences by reproducing and anticipating facts in thought. Memory is handier than experience and often answers the same purpose. Instead of noting every individual case of the refraction of light, for example, we can reconstruct all present and future cases in thought once we know the single law that governs them. This ______ function of science, which fills its whole life, is apparent at first glance; and with its full recognition, all mysticism in science disappears.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "economical",
        correct: true,
        why: "Mach describes science as something that \"saves\" experiences, uses memory because it is \"handier\", and replaces countless observations with one law. A function that spares effort in this way is an economical one.",
      },
      {
        text: "mystical",
        correct: false,
        why: "Mach says that once this function is fully recognized \"all mysticism in science disappears\"; calling the function itself mystical contradicts the sentence it appears in.",
      },
      {
        text: "decorative",
        correct: false,
        why: "Nothing in the text treats science as ornament. The function described is practical: saving experience by summing up many cases in a single law.",
      },
      {
        text: "unpredictable",
        correct: false,
        why: "The text says science lets us anticipate facts and reconstruct \"all present and future cases\"; that is the opposite of being unpredictable.",
      },
    ],
    explanation:
      "Every sentence before the blank describes science as a way of saving effort: it replaces or saves experiences, relies on handier memory, and condenses every case of refraction into one law. The word that names this labor-saving function is \"economical.\"",
    source: src.mechanics,
  },
  {
    id: "mock09-rw-m2h-03",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Bertrand Russell's 1912 book *The Problems of Philosophy*.

Experience has shown us that, hitherto, the frequent repetition of some uniform succession has been a cause of our expecting the same succession on the next occasion. Food that has a certain appearance generally has a certain taste, and it is a severe shock to our expectations when the familiar appearance is found with an unusual taste. Domestic animals expect food when they see the person who usually feeds them. We know that all these rather crude expectations of uniformity are liable to be misleading. The man who has fed the chicken every day throughout its life at last wrings its neck instead, showing that more refined views as to the uniformity of nature would have been useful to the chicken.`,
      },
    ],
    stem: "Which choice best describes the function of the last sentence in the overall structure of the text?",
    choices: [
      {
        text: "It gives a memorable example of the claim in the previous sentence that expectations based on past regularity can mislead.",
        correct: true,
        why: "The sentence before it says crude \"expectations of uniformity are liable to be misleading\"; the chicken, fed every day and then killed, is a vivid case of exactly such an expectation failing.",
      },
      {
        text: "It introduces a new claim that the rest of the text goes on to support.",
        correct: false,
        why: "It is the final sentence, so nothing follows it; it illustrates a claim already made rather than opening a new one.",
      },
      {
        text: "It shows that animals, unlike humans, are unable to form expectations about the future.",
        correct: false,
        why: "The text says the opposite: domestic animals do expect food, and the chicken presumably expects to be fed. Humans and animals are treated alike as forming such expectations.",
      },
      {
        text: "It argues that the uniformity of nature is an illusion that no one should rely on.",
        correct: false,
        why: "This overstates the point. Russell says crude expectations are \"liable to be misleading\" and that \"more refined views\" of uniformity would have helped the chicken; he does not say that no regularity can be relied on.",
      },
    ],
    explanation:
      "The text first describes how repeated experience makes us expect the same thing next time, then states that such crude expectations can mislead. The last sentence supplies a concrete, striking instance of that claim: the chicken's expectation of food, built up over its whole life, turns out to be fatally wrong.",
    source: src.problems,
  },
  {
    id: "mock09-rw-m2h-04",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from George Santayana's 1896 book *The Sense of Beauty*.

The sense of beauty has a more important place in life than aesthetic theory has ever taken in philosophy. The plastic arts, with poetry and music, are the most ______ monuments of this human interest, because they appeal only to contemplation, and yet have attracted to their service, in all civilized ages, an amount of effort, genius, and honour little inferior to that given to industry, war, or religion. The fine arts, however, are by no means the only sphere in which men show their susceptibility to beauty. In all products of human industry we notice the keenness with which the eye is attracted to the mere appearance of things.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "conspicuous",
        correct: true,
        why: "The \"because\" clause explains why the arts stand out as evidence of the human interest in beauty: though they serve no use beyond contemplation, they have drawn effort and honour on the scale of industry, war, or religion. Monuments that stand out this plainly are conspicuous ones.",
      },
      {
        text: "practical",
        correct: false,
        why: "Santayana says the arts \"appeal only to contemplation\"; their lack of practical use is exactly what makes the effort spent on them so telling.",
      },
      {
        text: "obscure",
        correct: false,
        why: "Arts that have attracted effort, genius, and honour \"in all civilized ages\" are anything but obscure; the sentence presents them as the most visible signs of the interest in beauty.",
      },
      {
        text: "exclusive",
        correct: false,
        why: "This can seem to fit \"monuments\" of beauty, but the next sentence says the fine arts are \"by no means the only sphere\" in which people respond to beauty, so they cannot be its exclusive monuments.",
      },
    ],
    explanation:
      "The blank is explained by the clause that follows it: the arts appeal only to contemplation, yet people have given them effort and honour almost equal to what they give industry, war, or religion. That makes the arts the most striking, most visible evidence of the human interest in beauty. The following sentence, which says the arts are not the only place this interest shows, rules out \"exclusive.\"",
    source: src.senseOfBeauty,
  },
  {
    id: "mock09-rw-m2h-05",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Henri Bergson's 1900 book *Laughter*, as translated by Cloudesley Brereton and Fred Rothwell in 1911.

A man, running along the street, stumbles and falls; the passers-by burst out laughing. They would not laugh at him, I imagine, could they suppose that the whim had suddenly seized him to sit down on the ground. They laugh because his sitting down is involuntary. Consequently, it is not his sudden change of attitude that raises a laugh, but rather the involuntary element in this change—his clumsiness, in fact. Perhaps there was a stone on the road. He should have altered his pace or avoided the obstacle. Instead, through lack of elasticity, through absentmindedness and a kind of physical obstinacy, his muscles went on performing the same movement when the circumstances called for something else.`,
      },
    ],
    stem: "Which choice best describes the function of the sentence beginning \"They would not laugh at him\" in the overall structure of the text?",
    choices: [
      {
        text: "It imagines the same change of posture made on purpose, to show that the change by itself would not make the onlookers laugh.",
        correct: true,
        why: "By supposing that the man sat down deliberately, the sentence keeps the sudden change of posture but removes its involuntary character, and says no one would laugh. That isolates involuntariness as the cause, which the \"Consequently\" sentence then states outright.",
      },
      {
        text: "It reports the onlookers' belief that the man chose to sit down, a belief that the text then shows to be mistaken.",
        correct: false,
        why: "The sentence is conditional (\"could they suppose\"): it describes what the onlookers would do if they believed the fall deliberate, not what they actually believe. They laugh precisely because they see the fall is involuntary.",
      },
      {
        text: "It states the text's main conclusion, which the example of the stone then qualifies.",
        correct: false,
        why: "The conclusion comes later, in the sentence beginning \"Consequently\". The stone does not qualify that conclusion; it illustrates the clumsiness the conclusion names.",
      },
      {
        text: "It questions whether it is right to laugh at a fall at all, raising a moral objection that the text goes on to develop.",
        correct: false,
        why: "The text makes no moral judgment about the laughter; it analyzes what causes it. The imagined case serves that analysis, not an objection.",
      },
    ],
    explanation:
      "Bergson wants to find what in the fall makes people laugh. The sentence about the man choosing to sit down imagines a case that keeps the change of posture but makes it voluntary, and he says no one would laugh. Comparing the two cases lets him conclude, in the \"Consequently\" sentence, that the laughter comes from the involuntary element, the clumsiness, rather than from the change of posture itself.",
    source: src.laughter,
  },
  {
    id: "mock09-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Charles Sanders Peirce's 1878 essay "How to Make Our Ideas Clear."

Let us ask what we mean by calling a thing hard. Evidently, that it will not be scratched by many other substances. The whole conception of this quality, as of every other, lies in its conceived effects. There is absolutely no difference between a hard thing and a soft thing so long as they are not brought to the test. Suppose, then, that a diamond could be crystallized in the midst of a cushion of soft cotton and should remain there until it was finally burned up. Would it be false to say that that diamond was soft? This seems a foolish question, and would be so, in fact, except in the realm of logic, where such questions often bring logical principles into sharper relief than real discussions ever could.`,
      },
    ],
    stem: "Which choice best describes the function of the diamond example in the text?",
    choices: [
      {
        text: "It applies the claim that a quality consists entirely in its conceived effects to an extreme case in which those effects are never tested, in order to bring out what that claim implies.",
        correct: true,
        why: "Peirce has just said that a hard thing and a soft thing do not differ \"so long as they are not brought to the test\". A diamond that is never touched until it burns is a case where the test never happens, and asking whether it could be called soft shows sharply what his account of meaning commits him to.",
      },
      {
        text: "It concedes that the author's account of hardness leads to a foolish conclusion and must therefore be revised.",
        correct: false,
        why: "Peirce grants only that the question \"seems\" foolish and says it is not foolish in logic, where such questions throw principles \"into sharper relief\". He uses the case to sharpen his account, not to abandon it.",
      },
      {
        text: "It illustrates the ordinary test for hardness, in which one substance is used to scratch another.",
        correct: false,
        why: "The scratch test is given earlier as the meaning of \"hard\". The point of the cushioned diamond is that it is never scratched or tested at all.",
      },
      {
        text: "It offers evidence from the study of minerals that diamonds are harder than most other substances.",
        correct: false,
        why: "The diamond is imaginary (\"Suppose, then\"), and Peirce draws no conclusion about minerals; the example concerns what our words mean, not the properties of diamonds.",
      },
    ],
    explanation:
      "Peirce states a general principle (a quality's whole meaning lies in its conceived effects) and adds that hard and soft things do not differ until tested. The cushioned diamond is an imagined limiting case, a diamond never tested, used to press that principle to its consequences. His closing remark explains why: such questions bring logical principles \"into sharper relief.\"",
    source: src.ideasClear,
  },
  {
    id: "mock09-rw-m2h-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `All the followers of science are persuaded that the processes of investigation, if only pushed far enough, will give one certain solution to every question to which they can be applied. One man may investigate the velocity of light by studying the transits of Venus, another by the oppositions of Mars, a third by the method of Fizeau. They may at first obtain different results, but as each perfects his method, the results will move steadily together toward a destined center. The opinion which is fated to be ultimately agreed to by all who investigate is what we mean by the truth. That opinion does not depend on what you or I or any particular person may think.`,
      },
      {
        label: "Text 2",
        text: `Truth and falsehood are properties of beliefs, but properties that depend on the relations of the beliefs to other things, not on any internal quality of the beliefs. Minds do not create truth or falsehood. They create beliefs, but once the beliefs are created, the mind cannot make them true or false, except in the special case where they concern future things within the power of the believer, such as catching trains. What makes a belief true is a fact, and this fact does not, except in exceptional cases, in any way involve the mind of the person who has the belief.`,
      },
    ],
    stem: "Text 1 is adapted from Charles Sanders Peirce's 1878 essay \"How to Make Our Ideas Clear.\" Text 2 is adapted from Bertrand Russell's 1912 book *The Problems of Philosophy*. Based on the texts, how would Russell (Text 2) most likely respond to Peirce's definition of truth in Text 1?",
    choices: [
      {
        text: "He would agree that truth does not depend on what any particular person thinks, but he would hold that what makes a belief true is a fact rather than the opinion investigators are destined to reach.",
        correct: true,
        why: "Russell says \"minds do not create truth\" and that the fact making a belief true does not involve the believer's mind, which matches Peirce's last sentence. But Russell locates truth in a belief's relation to a fact (\"What makes a belief true is a fact\"), whereas Peirce defines truth as the opinion all investigators are fated to agree on.",
      },
      {
        text: "He would reject Peirce's claim that investigators using different methods tend toward the same result, arguing that each mind creates its own truths.",
        correct: false,
        why: "Text 2 says nothing about investigators or methods, and it flatly denies that minds create truth; Russell would not argue that each mind makes its own truths.",
      },
      {
        text: "He would object that Peirce wrongly makes truth independent of the believer, since a belief's truth depends on the mind that holds it.",
        correct: false,
        why: "This reverses Russell's view: he says the fact that makes a belief true does not \"in any way involve the mind of the person who has the belief\", except in special cases such as catching trains.",
      },
      {
        text: "He would accept Peirce's definition without reservation, since both texts describe truth as an internal quality of beliefs.",
        correct: false,
        why: "Russell explicitly says truth does not depend \"on any internal quality of the beliefs\", and Peirce does not describe truth that way either; the shared premise this choice relies on is in neither text.",
      },
    ],
    explanation:
      "Peirce defines truth as the opinion that all investigators are fated to agree on, adding that it does not depend on what any particular person thinks. Russell also holds that minds do not make beliefs true, so he would accept that part, but for him a belief is true because of its relation to a fact. He would therefore place truth in the fact itself, not in the opinion that inquiry will eventually settle on.",
    source: src.peirceRussell,
  },

  // ================================================================ information and ideas
  {
    id: "mock09-rw-m2h-08",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Josiah Royce's 1908 book *The Philosophy of Loyalty*.

Loyalty shall mean, according to this preliminary definition, the willing and practical and thoroughgoing devotion of a person to a cause. A man is loyal when, first, he has some cause to which he is loyal; when, secondly, he willingly and thoroughly devotes himself to this cause; and when, thirdly, he expresses his devotion in some sustained and practical way, by acting steadily in the service of his cause. Instances of loyalty are the devotion of a patriot to his country, when this devotion leads him actually to live and perhaps to die for it, and the devotion of a ship's captain who, after a disaster, works steadily to save his ship's company until the last possible service has been done.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Loyalty, as the author defines it, requires a cause, a willing devotion to that cause, and the steady expression of that devotion in practical action.",
        correct: true,
        why: "This restates the definition and its three conditions (a cause, willing and thorough devotion, and sustained practical service), which the rest of the text illustrates with the patriot and the captain.",
      },
      {
        text: "Loyalty is shown most truly by those who are willing to die for their cause.",
        correct: false,
        why: "The patriot may \"perhaps\" die for his country, but the definition requires steady service, not death, and the captain's loyalty lies in working until the last service is done.",
      },
      {
        text: "A ship's captain owes a greater duty of loyalty than most other people do.",
        correct: false,
        why: "The captain is one example of loyalty among others; the text never ranks his duty above anyone else's.",
      },
      {
        text: "Loyalty is essentially a private feeling of attachment that need not show itself in action.",
        correct: false,
        why: "The definition says the opposite: loyalty is \"practical\", and its third condition is that devotion be expressed \"in some sustained and practical way\" by acting steadily for the cause.",
      },
    ],
    explanation:
      "The text is built around a definition: loyalty is the willing, practical, and thoroughgoing devotion of a person to a cause. It breaks this into three conditions and then gives two examples that fit them. The main idea is the definition with its three parts, including the requirement of steady practical action.",
    source: src.loyalty,
  },
  {
    id: "mock09-rw-m2h-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Researchers asked 90 adults to rate abstract black-and-white patterns for attractiveness on a scale from 1 (not at all attractive) to 7 (very attractive). Half of the patterns were symmetrical and half were not, and each half included patterns of low, medium, and high complexity. Participants rated symmetrical patterns higher than asymmetrical ones at every level of complexity, but the size of that advantage shrank as the patterns grew more complex: ______`,
      },
    ],
    table: {
      title: "Average attractiveness rating (1-7) of patterns, by complexity",
      columns: ["Complexity", "Symmetrical patterns", "Asymmetrical patterns"],
      rows: [
        ["Low", "5.6", "3.9"],
        ["Medium", "5.3", "4.4"],
        ["High", "4.8", "4.5"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "symmetrical patterns were rated 1.7 points higher than asymmetrical ones at low complexity but only 0.3 points higher at high complexity.",
        correct: true,
        why: "At low complexity the gap is 5.6 - 3.9 = 1.7 points; at high complexity it is 4.8 - 4.5 = 0.3 points. A gap that narrows from 1.7 to 0.3 is exactly an advantage that shrinks as complexity rises.",
      },
      {
        text: "symmetrical patterns of low complexity received the highest average rating of any patterns in the study, 5.6.",
        correct: false,
        why: "This is accurate, but it describes a single group and says nothing about how the gap between symmetrical and asymmetrical patterns changes with complexity.",
      },
      {
        text: "the average rating of asymmetrical patterns rose from 3.9 at low complexity to 4.5 at high complexity.",
        correct: false,
        why: "This is accurate, but it gives only the asymmetrical ratings; without the symmetrical ratings beside them, it cannot show the size of the advantage at each level.",
      },
      {
        text: "symmetrical patterns were rated 0.3 points higher than asymmetrical ones at low complexity but 1.7 points higher at high complexity.",
        correct: false,
        why: "This reverses the data: the 1.7-point gap belongs to low complexity and the 0.3-point gap to high complexity, and a growing gap would contradict the statement being completed.",
      },
    ],
    explanation:
      "The statement claims that symmetry's advantage shrinks as complexity rises, so the completion must compare the gap at different levels. The table gives gaps of 1.7 (low), 0.9 (medium), and 0.3 (high) points, and only the key reports the narrowing from 1.7 to 0.3.",
    source: original,
  },
  {
    id: "mock09-rw-m2h-10",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Henri Bergson's 1900 book *Laughter*, as translated by Cloudesley Brereton and Fred Rothwell in 1911.

You may have happened, when seated in a railway carriage, to hear travellers telling one another stories that must have been comic to them, for they laughed heartily. Had you been one of their company, you would have laughed as they did; but as you were not, you had no desire whatever to do so. A man who was once asked why he did not weep at a sermon, when everybody else was shedding tears, replied, "I don't belong to the parish!" What that man thought of tears would be still more true of laughter: ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "however spontaneous it seems, laughter implies a kind of complicity with the other members of a group.",
        correct: true,
        why: "Both examples show a response shared only by insiders: the traveller who is not one of the company does not laugh, and the man outside the parish does not weep. Saying this holds \"still more\" for laughter means laughter depends on belonging to the group that is laughing.",
      },
      {
        text: "people laugh most readily at stories they are hearing for the first time.",
        correct: false,
        why: "Nothing in the text concerns whether a story is new. The outsider in the railway carriage hears the same stories as the laughing travellers and still does not laugh.",
      },
      {
        text: "unlike tears, laughter is a private response that others seldom share.",
        correct: false,
        why: "The text says the point about tears is \"still more true\" of laughter, so laughter is like tears, only more so, and both examples show responses shared within a group.",
      },
      {
        text: "a story that moves one listener to tears will move another to laughter.",
        correct: false,
        why: "The examples contrast insiders who respond with an outsider who does not respond at all; no one is moved to laughter by something that makes others weep.",
      },
    ],
    explanation:
      "In each example an outsider fails to share a group's response: the traveller who is not one of the company feels no wish to laugh, and the man who does not belong to the parish does not weep. The final sentence says this holds even more for laughter, so the completion must say that laughter depends on membership in, or complicity with, the group that laughs.",
    source: src.laughter,
  },
  {
    id: "mock09-rw-m2h-11",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Henri Poincaré's 1902 book *Science and Hypothesis*, as translated into English in 1905.

The axioms of geometry are neither intuitions given to us in advance of experience nor experimental facts. They are conventions. Our choice among all possible conventions is guided by experimental facts, but it remains free and is limited only by the need to avoid contradiction. What, then, are we to think of the question, Is Euclidean geometry true? It has no meaning. We might as well ask whether the metric system is true and the old weights and measures false, or whether Cartesian coordinates are true and polar coordinates false. One geometry cannot be more true than another; it can only be more convenient. Now, Euclidean geometry is, and will remain, the most convenient.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Because the axioms of geometry are freely chosen conventions, it makes no sense to ask whether a geometry is true; geometries can differ only in how convenient they are.",
        correct: true,
        why: "This joins the text's central claim (the axioms are conventions) to the conclusion Poincaré draws from it: the question of a geometry's truth \"has no meaning\", and one geometry can only be \"more convenient\" than another.",
      },
      {
        text: "Euclidean geometry should be preferred to other geometries because experiment has shown it to be true.",
        correct: false,
        why: "Poincaré does call Euclidean geometry the most convenient, but he says the question of its truth \"has no meaning\"; preferring it because it is true is the very view he rejects.",
      },
      {
        text: "The metric system, like Euclidean geometry, is more convenient than the systems it replaced.",
        correct: false,
        why: "The metric system appears only as an analogy for the meaningless question of truth; the text makes no claim about its convenience, and the analogy is not the main idea.",
      },
      {
        text: "Since experimental facts guide the choice of axioms, the axioms of geometry are themselves experimental facts.",
        correct: false,
        why: "The text says the opposite: the axioms are \"neither\" intuitions \"nor experimental facts\". Experience guides the choice, but the choice \"remains free\".",
      },
    ],
    explanation:
      "Poincaré argues that geometric axioms are conventions, guided by experience but freely chosen. From this he concludes that asking whether Euclidean geometry is true is as meaningless as asking whether the metric system is true: geometries can only be more or less convenient. The remark that Euclidean geometry is the most convenient is a consequence of this view, not a claim that it is true.",
    source: src.hypothesis,
  },
  {
    id: "mock09-rw-m2h-12",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: `In the final chapter of *The Problems of Philosophy* (1912), Bertrand Russell concedes that philosophy can rarely give definite answers to the questions it raises. He insists, however, that philosophy is valuable all the same: although it cannot settle those questions, it loosens the hold that unexamined habits of thought have on the mind.`,
      },
    ],
    stem: "Which quotation from *The Problems of Philosophy* most effectively illustrates the claim?",
    choices: [
      {
        text: "\"Philosophy, though unable to tell us with certainty what is the true answer to the doubts which it raises, is able to suggest many possibilities which enlarge our thoughts and free them from the tyranny of custom.\"",
        correct: true,
        why: "This quotation contains both halves of the claim: philosophy cannot tell us \"with certainty\" the answers to its questions, and yet it frees our thoughts \"from the tyranny of custom\", that is, from the hold of habit.",
      },
      {
        text: "\"The man who has no tincture of philosophy goes through life imprisoned in the prejudices derived from common sense, from the habitual beliefs of his age or his nation, and from convictions which have grown up in his mind without the co-operation or consent of his deliberate reason.\"",
        correct: false,
        why: "This describes the habits that imprison a person without philosophy, but it says nothing about philosophy's inability to settle its questions, the concession that the claim is built on.",
      },
      {
        text: "\"Philosophy is to be studied, not for the sake of any definite answers to its questions, since no definite answers can, as a rule, be known to be true, but rather for the sake of the questions themselves.\"",
        correct: false,
        why: "This matches the concession that philosophy gives no definite answers, but it does not say that philosophy frees the mind from habit, the benefit the claim names.",
      },
      {
        text: "\"Apart from its utility in showing unsuspected possibilities, philosophy has a value—perhaps its chief value—through the greatness of the objects which it contemplates, and the freedom from narrow and personal aims resulting from this contemplation.\"",
        correct: false,
        why: "The \"freedom\" here is freedom from narrow personal aims, a different value from release from custom, and the quotation says nothing about philosophy's inability to give definite answers.",
      },
    ],
    explanation:
      "The claim has two parts: philosophy cannot settle its questions, and it still loosens the grip of habitual thinking. Only the key states both at once, in its contrast between philosophy being \"unable to tell us with certainty\" and its power to free our thoughts \"from the tyranny of custom.\" Each other quotation matches one part at most.",
    source: src.problems,
  },
  {
    id: "mock09-rw-m2h-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: `To study how the order of learning activities affects memory, researchers taught 180 high school students a method for solving one type of physics problem. One group studied a worked example of the method; a second group first tried to solve a problem on their own and then studied the same worked example; a third group tried to solve the problem but never saw the example. All students took one test immediately and another one week later. The researchers concluded that attempting a problem before studying a worked example does little to improve students' performance right away but helps them remember the method later.`,
      },
    ],
    table: {
      title: "Average test score (out of 100) by study condition",
      columns: ["Study condition", "Immediate test", "Test one week later"],
      rows: [
        ["Worked example only", "81", "54"],
        ["Attempt first, then worked example", "80", "69"],
        ["Attempt only, no worked example", "62", "47"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the researchers' conclusion?",
    choices: [
      {
        text: "Students who attempted the problem before studying the example scored about the same on the immediate test as students who studied only the example (80 versus 81) but scored 15 points higher one week later (69 versus 54).",
        correct: true,
        why: "The fair comparison is between the two groups that both saw the example and differ only in whether they attempted the problem first. They are nearly equal right away (80 and 81), which supports \"does little right away\", and 15 points apart a week later, which supports \"helps them remember.\"",
      },
      {
        text: "On the immediate test, students who studied only the worked example scored 81, slightly higher than the 80 scored by students who attempted the problem first.",
        correct: false,
        why: "This is accurate and supports the first half of the conclusion, but it leaves out the one-week results, so it gives no support to the claim that attempting first helps students remember the method.",
      },
      {
        text: "One week later, students who attempted the problem before studying the example scored 69, far higher than the 47 scored by students who never saw the example.",
        correct: false,
        why: "This is accurate, but both of these groups attempted the problem; the gap shows the value of seeing the worked example, not the value of attempting the problem first, and it says nothing about the immediate test.",
      },
      {
        text: "Students who attempted the problem without ever seeing the worked example had the lowest average score on both tests.",
        correct: false,
        why: "This is accurate, but it concerns the group that never saw the example, which the conclusion is not about; it does not compare attempting first with studying the example alone.",
      },
    ],
    explanation:
      "The conclusion compares attempting a problem before a worked example with studying the example alone, and it has two parts: little effect at first, a real effect a week later. The right evidence compares those two groups on both tests: 80 versus 81 immediately, 69 versus 54 a week later. Only the key gives both comparisons.",
    source: original,
  },
  {
    id: "mock09-rw-m2h-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Ernst Mach's 1883 book *The Science of Mechanics*, as translated by Thomas J. McCormack in 1893.

The Flemish mathematician Simon Stevinus imagined a triangular prism on a horizontal base, one sloping face twice as long as the other. Over it he hung an endless chain of fourteen equal balls, evenly spaced, so that four balls lay on the long face, two on the short face, and eight hung in a symmetrical loop beneath. If the chain once began to move, Stevinus reasoned, each new position would be exactly like the old, and the chain would keep moving forever, a perpetual motion, which is absurd. The chain must therefore stay at rest. And since the hanging loop pulls equally on both sides, it can be imagined cut away without disturbing the balance. Stevinus concluded that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "the four balls on the long face hold the two balls on the short face in equilibrium.",
        correct: true,
        why: "The chain as a whole is at rest, and removing the symmetrical loop changes nothing, so what remains (four balls on the long face and two on the short face) must still balance. Twice as many balls on a face twice as long exactly offset the fewer balls on the steeper face.",
      },
      {
        text: "the four balls on the long face, being heavier, must pull the two on the short face up the slope.",
        correct: false,
        why: "This is the intuitive guess the argument is designed to overturn: if the heavier side moved, the chain would move, and the text has just shown that the chain must stay at rest.",
      },
      {
        text: "the chain can stay at rest only when equal numbers of balls lie on the two faces.",
        correct: false,
        why: "The chain in the text has unequal numbers (four and two) and has just been shown to be at rest, so equal numbers cannot be required.",
      },
      {
        text: "removing the loop would set the remaining six balls in perpetual motion.",
        correct: false,
        why: "The text says the loop can be cut away \"without disturbing the balance\"; nothing starts moving, and Stevinus's whole argument treats perpetual motion as absurd.",
      },
    ],
    explanation:
      "The reasoning runs in steps. First, if the chain moved it would move forever, which is absurd, so it is at rest. Second, the loop below pulls equally on both sides, so it can be removed without upsetting that rest. What is left, four balls on the long face and two on the short, must therefore still be in balance. That is the conclusion Stevinus drew about weights on inclined planes.",
    source: src.mechanics,
  },

  // ================================================================ standard English conventions
  {
    id: "mock09-rw-m2h-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Ernst Mach wrote *The Science of Mechanics* (1883) while he was a professor of experimental physics at the University of Prague, where he taught for nearly three decades. In 1895 he moved to the University of ______ he held a chair in the history and theory of the inductive sciences until he retired in 1901.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Vienna, where",
        correct: true,
        why: "\"Where he held a chair ... until he retired in 1901\" is a dependent clause adding information about the University of Vienna. A comma correctly attaches it to the main clause, as the comma before \"where\" does in the first sentence.",
      },
      {
        text: "Vienna. Where",
        correct: false,
        why: "The period cuts off the dependent clause beginning with \"Where\" and leaves it standing alone as a sentence fragment.",
      },
      {
        text: "Vienna; where",
        correct: false,
        why: "A semicolon must join two independent clauses, and \"where he held a chair ... until he retired in 1901\" cannot stand on its own as a sentence.",
      },
      {
        text: "Vienna: where",
        correct: false,
        why: "A colon must follow a complete clause and introduce an explanation, list, or example; it should not separate a place from the dependent clause that describes it.",
      },
    ],
    explanation:
      "The blank joins the independent clause \"In 1895 he moved to the University of Vienna\" to the dependent clause \"where he held a chair ... until he retired in 1901.\" A nonessential dependent clause like this is attached with a comma.",
    source: src.mechanics,
  },
  {
    id: "mock09-rw-m2h-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `In November and December of 1907, the philosopher Josiah Royce gave a series of lectures before the Lowell Institute in Boston. The lectures, in which Royce set out his idea of loyalty, ______ published by the Macmillan Company in 1908 as *The Philosophy of Loyalty*.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "were",
        correct: true,
        why: "The subject is the plural noun \"lectures\", and the events are in the past (1907, 1908), so the plural past-tense verb \"were\" is needed.",
      },
      {
        text: "was",
        correct: false,
        why: "\"Was\" is singular, probably chosen to agree with \"idea\" or \"loyalty\" in the interrupting clause; the verb must agree with the plural subject \"lectures.\"",
      },
      {
        text: "is",
        correct: false,
        why: "\"Is\" is singular and present tense; it disagrees with the plural subject \"lectures\" and with the past event of publication in 1908.",
      },
      {
        text: "has been",
        correct: false,
        why: "\"Has been\" is singular, so it does not agree with \"lectures\", and the present perfect does not suit a publication fixed in the past year 1908.",
      },
    ],
    explanation:
      "Set aside the clause between the commas (\"in which Royce set out his idea of loyalty\") and the sentence reads \"The lectures ______ published ... in 1908.\" The plural subject and the past time call for \"were.\"",
    source: src.loyalty,
  },
  {
    id: "mock09-rw-m2h-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Charles Sanders Peirce's essay "How to Make Our Ideas Clear" appeared in *Popular Science Monthly* in January ______ was the second of six articles in a series that Peirce called "Illustrations of the Logic of Science."`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1878; it",
        correct: true,
        why: "Both \"Charles Sanders Peirce's essay ... appeared ... in January 1878\" and \"it was the second of six articles ...\" are independent clauses, and a semicolon correctly joins two independent clauses.",
      },
      {
        text: "1878, it",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "1878 it",
        correct: false,
        why: "With no punctuation between them, the two independent clauses run together into a run-on sentence.",
      },
      {
        text: "1878; which",
        correct: false,
        why: "\"Which was the second of six articles ...\" is a dependent clause, and a semicolon cannot join an independent clause to a dependent one.",
      },
    ],
    explanation:
      "The text contains two complete thoughts: the essay appeared in January 1878, and it was the second of six articles. With \"it\" as the subject of the second clause, the clauses need a semicolon (or a period) between them; of the choices given, only the semicolon does this.",
    source: src.ideasClear,
  },
  {
    id: "mock09-rw-m2h-18",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In *The Sense of Beauty* (1896), George Santayana argues that beauty is not a property that objects have apart from us. Beauty, in his phrase, is "pleasure regarded as the quality of a thing": a pleasure that arises in a ______ mind but is felt as though it belonged to the object itself.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "viewer's",
        correct: true,
        why: "The mind belongs to one viewer (the article \"a\" marks a single person), so the singular possessive \"viewer's\" is correct.",
      },
      {
        text: "viewers'",
        correct: false,
        why: "\"Viewers'\" is the plural possessive, but the article \"a\" shows that one viewer is meant, and the mind in question is a single mind.",
      },
      {
        text: "viewers",
        correct: false,
        why: "\"Viewers\" is a plain plural with no apostrophe; the sentence needs a possessive to show whose mind it is.",
      },
      {
        text: "viewer",
        correct: false,
        why: "Without an apostrophe, \"viewer\" does not show possession; \"a viewer mind\" does not say that the mind belongs to the viewer.",
      },
    ],
    explanation:
      "The blank names whose mind the pleasure arises in. Since \"a\" points to a single person, the singular possessive \"viewer's\" is required: a viewer's mind.",
    source: src.senseOfBeauty,
  },
  {
    id: "mock09-rw-m2h-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `The translators of the 1911 English edition of Henri Bergson's ______ Brereton and Fred Rothwell—pointed out in their preface that the essay had first appeared as three articles in the *Revue de Paris*, which accounted for its relatively simple form.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "*Laughter*—Cloudesley",
        correct: true,
        why: "The names \"Cloudesley Brereton and Fred Rothwell\" interrupt the sentence to identify the translators, and the interruption is closed with a dash after \"Rothwell\". An interruption must open and close with the same mark, so a dash is needed here too.",
      },
      {
        text: "*Laughter*, Cloudesley",
        correct: false,
        why: "This opens the interruption with a comma but the text closes it with a dash; paired punctuation around an interrupting element must match.",
      },
      {
        text: "*Laughter*: Cloudesley",
        correct: false,
        why: "A colon must follow a complete independent clause, and \"The translators of the 1911 English edition of Henri Bergson's *Laughter*\" is only a subject without a verb; the colon also cannot pair with the closing dash.",
      },
      {
        text: "*Laughter* Cloudesley",
        correct: false,
        why: "With no mark before the names, the interruption has a closing dash but no opening one, and the title runs straight into the names.",
      },
    ],
    explanation:
      "The translators' names are an interrupting phrase between the subject \"The translators ...\" and the verb \"pointed out.\" The text closes that phrase with a dash after \"Rothwell\", so it must also open with a dash.",
    source: src.laughter,
  },
  {
    id: "mock09-rw-m2h-20",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `Bertrand Russell begins *The Problems of Philosophy* (1912) not with an abstract puzzle but with the furniture of the room he is sitting in. Chief among the things he examines in the first chapter ______ the table at which he sits, whose color, he observes, seems to change with the light and with the position of the person looking at it.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "is",
        correct: true,
        why: "The sentence is inverted: its subject, \"the table at which he sits\", comes after the verb. That subject is singular, and the rest of the text is in the present tense (\"begins\", \"examines\"), so \"is\" is correct.",
      },
      {
        text: "are",
        correct: false,
        why: "\"Are\" seems to agree with the plural \"things\", but \"things\" is inside the phrase \"among the things he examines\"; the actual subject, \"the table\", is singular.",
      },
      {
        text: "were",
        correct: false,
        why: "\"Were\" is plural, so it does not agree with the singular subject \"the table\", and its past tense also breaks from the present-tense \"begins\" and \"examines.\"",
      },
      {
        text: "being",
        correct: false,
        why: "\"Being\" is not a finite verb, so the sentence would have no main verb and would be a fragment.",
      },
    ],
    explanation:
      "In an inverted sentence that opens with a phrase such as \"Chief among the things ...\", the subject follows the verb. Here the subject is \"the table at which he sits\", which is singular, and the text uses the present tense, so the verb must be \"is.\"",
    source: src.problems,
  },
  {
    id: "mock09-rw-m2h-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Henri Poincaré's best-known books for general readers appeared in French over a span of six years: *Science and Hypothesis*, in ______ *The Value of Science*, in 1905; and *Science and Method*, in 1908. The first of them was translated into English in 1905.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1902;",
        correct: true,
        why: "Each item in this list already contains a comma (\"*The Value of Science*, in 1905\"), so the items must be separated by semicolons, as the text does before \"and *Science and Method*.\" A semicolon after the first item keeps the list consistent and clear.",
      },
      {
        text: "1902,",
        correct: false,
        why: "When list items contain their own commas, commas cannot also separate the items; here a comma would blur where the first item ends, and it breaks from the semicolon the text uses later in the same list.",
      },
      {
        text: "1902:",
        correct: false,
        why: "The colon after \"six years\" already introduces the list; a second colon inside the list has no function and misleadingly suggests that what follows explains the first book.",
      },
      {
        text: "1902",
        correct: false,
        why: "With no punctuation, the first item runs straight into the second (\"in 1902 *The Value of Science*\"), so the list items are not separated at all.",
      },
    ],
    explanation:
      "The colon introduces a list of three books, each followed by a comma and a year. Because the items contain commas, semicolons separate them, and the text already uses one before \"and *Science and Method*.\" The first item must end with a semicolon too.",
    source: src.hypothesis,
  },

  // ================================================================ expression of ideas
  {
    id: "mock09-rw-m2h-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Henri Bergson, the author of *Laughter* (1900), was a philosopher, not a novelist, poet, or playwright. ______ he received the Nobel Prize in Literature for 1927, awarded "in recognition of his rich and vitalizing ideas and the brilliant skill with which they have been presented."`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "A prize for literature usually goes to novelists, poets, or playwrights, and the first sentence says Bergson was none of these. \"Nevertheless\" signals that he won it despite that fact.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Being a philosopher rather than a writer of fiction, poetry, or plays is not a reason for receiving a literature prize; \"therefore\" wrongly presents the award as a consequence of that fact.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Receiving the prize is not an example of being a philosopher rather than a novelist; the second sentence reports something unexpected, not an illustration.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "\"Similarly\" would signal a point like the first one, but winning a literature prize runs against the expectation the first sentence sets up rather than repeating it.",
      },
    ],
    explanation:
      "The first sentence says Bergson did not write the kinds of works usually honored with a literature prize; the second says he won one anyway. A contrasting transition is needed, and \"Nevertheless\" supplies it.",
    source: src.laughter,
  },
  {
    id: "mock09-rw-m2h-23",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `George Santayana spent more than two decades at Harvard University, first as a student and then as a teacher of philosophy, and his book *The Sense of Beauty* (1896) grew out of lectures he gave there. ______ he had long planned to give up teaching. In 1912, shortly after his mother's death, he resigned his professorship and settled in Europe, where he lived for the rest of his life.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "The first sentence describes a long, productive academic career; the next reveals that Santayana had long meant to leave it. \"Even so\" marks this unexpected contrast.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "Santayana's long career and the lectures behind his book are not presented as the cause of his plan to stop teaching; \"consequently\" invents a cause-and-effect link the text does not support.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "A plan to give up teaching is not similar to a long teaching career; it points the other way.",
      },
      {
        text: "Specifically,",
        correct: false,
        why: "\"Specifically\" would introduce a detail of the career just described, but planning to give up teaching is not a detail of that career; it runs against it.",
      },
    ],
    explanation:
      "The text moves from Santayana's long life at Harvard, where his book took shape, to his long-standing plan to leave teaching. That is a contrast with what the first sentence leads a reader to expect, so \"Even so\" is the logical transition.",
    source: src.senseOfBeauty,
  },
  {
    id: "mock09-rw-m2h-24",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In "How to Make Our Ideas Clear" (1878), Charles Sanders Peirce argues that the essence of a belief is the establishment of a habit, and that different beliefs are distinguished by the different ways of acting to which they give rise. ______ if two beliefs would lead us to act in exactly the same way in every circumstance, no mere difference in how we are conscious of them can make them different beliefs, any more than playing a tune in different keys is playing different tunes.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Hence,",
        correct: true,
        why: "If beliefs are told apart only by the actions they lead to, it follows that two beliefs leading to identical actions cannot be different beliefs. The second sentence draws this consequence from the first, and \"Hence\" signals that.",
      },
      {
        text: "Still,",
        correct: false,
        why: "\"Still\" signals a concession or contrast, but the second sentence does not qualify or push against Peirce's principle; it applies it.",
      },
      {
        text: "Otherwise,",
        correct: false,
        why: "\"Otherwise\" would mean \"if the principle did not hold\", but the second sentence does not describe what happens if the principle fails; it draws a consequence from the principle holding.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The analogy with playing a tune in different keys comes inside the second sentence; the sentence itself is not a parallel case to the first but a conclusion drawn from it.",
      },
    ],
    explanation:
      "The first sentence states Peirce's principle: a belief is a habit, and beliefs differ by the actions they produce. The second applies it: beliefs that produce the same actions are not different beliefs. Because the second sentence is a consequence of the first, \"Hence\" is the logical transition.",
    source: src.ideasClear,
  },
  {
    id: "mock09-rw-m2h-25",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Ernst Mach (1838–1916) was an Austrian physicist and philosopher.
- His history of mechanics, *Die Mechanik in ihrer Entwickelung*, appeared in German in 1883.
- Thomas J. McCormack's English translation, *The Science of Mechanics*, was published in Chicago in 1893.
- The book traces the development of mechanics from Archimedes's work on the lever to Newton's laws of motion and beyond.
- Mach used this history to ask which ideas in mechanics actually rest on experience.
- He concluded that Newton's "absolute space" and "absolute time," which can never be observed, have no place in physics.`,
      },
    ],
    stem: `The student wants to emphasize that *The Science of Mechanics* is more than a history. ${GOAL}`,
    choices: [
      {
        text: "Mach's *The Science of Mechanics* does more than tell the story of mechanics: Mach used that history to argue that ideas that can never be observed, such as Newton's absolute space and absolute time, have no place in physics.",
        correct: true,
        why: "This states outright that the book is more than a history and shows what else it does: it uses the history to judge which ideas belong in physics, rejecting Newton's unobservable absolute space and time.",
      },
      {
        text: "*The Science of Mechanics*, first published in German in 1883, appeared in Thomas J. McCormack's English translation in 1893.",
        correct: false,
        why: "This gives the book's publication history but says nothing about what it does beyond telling a history.",
      },
      {
        text: "In *The Science of Mechanics*, Ernst Mach traces the development of mechanics from Archimedes's work on the lever to Newton's laws of motion and beyond.",
        correct: false,
        why: "This describes only the historical side of the book, so it presents it as a history, the opposite of the goal.",
      },
      {
        text: "Ernst Mach, the author of *The Science of Mechanics*, was an Austrian physicist and philosopher who lived from 1838 to 1916.",
        correct: false,
        why: "This introduces the author but says nothing about the book's content, historical or otherwise.",
      },
    ],
    explanation:
      "To show that the book is more than a history, the sentence must point to what Mach did with that history. Only the key does so, citing his argument that unobservable ideas such as absolute space and absolute time have no place in physics.",
    source: src.mechanics,
  },
  {
    id: "mock09-rw-m2h-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Josiah Royce (1855–1916) was an American philosopher.
- He was born in Grass Valley, a gold-mining town in California.
- He graduated from the University of California in 1875 and earned a doctorate at Johns Hopkins University in 1878.
- In 1882 he joined the faculty of Harvard University, where he taught until his death.
- His books include *The Philosophy of Loyalty* (1908).
- In that book he called loyalty "the heart of all the virtues."`,
      },
    ],
    stem: `The student wants to contrast Royce's birthplace with the institution where he spent most of his career. ${GOAL}`,
    choices: [
      {
        text: "Although he was born in Grass Valley, a gold-mining town in California, Royce spent most of his career at Harvard University, where he taught from 1882 until his death.",
        correct: true,
        why: "This names both things the goal asks for, his birthplace (a California mining town) and his long career at Harvard, and \"Although\" sets them against each other as a contrast.",
      },
      {
        text: "Royce, who was born in California in 1855, earned a doctorate at Johns Hopkins University in 1878.",
        correct: false,
        why: "This mentions his birthplace only in passing and names where he studied, not the institution where he spent his career, and it draws no contrast.",
      },
      {
        text: "Royce taught at Harvard University from 1882 until his death in 1916, and his books include *The Philosophy of Loyalty* (1908).",
        correct: false,
        why: "This gives the institution where he spent his career but leaves out his birthplace, so nothing is contrasted.",
      },
      {
        text: "In *The Philosophy of Loyalty* (1908), the American philosopher Josiah Royce called loyalty \"the heart of all the virtues.\"",
        correct: false,
        why: "This is about his book and mentions neither his birthplace nor his career at Harvard.",
      },
    ],
    explanation:
      "The goal calls for two facts, Royce's birthplace and the institution where he spent most of his career, placed in contrast. Only the key gives both (Grass Valley, a California mining town, and Harvard) and links them with \"Although.\"",
    source: src.loyalty,
  },
  {
    id: "mock09-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    pilot: true,
    passages: [
      {
        text: `${NOTES}

- George Santayana (1863–1952) was a philosopher, poet, and novelist.
- He was born in Madrid and grew up in Boston.
- In 1894 he published *Sonnets and Other Verses*, a collection of poems.
- In 1896 he published *The Sense of Beauty*, his first book of philosophy.
- *The Sense of Beauty* grew out of lectures on aesthetics that he gave at Harvard.
- His only novel, *The Last Puritan*, appeared in 1935.`,
      },
    ],
    stem: `The student wants to emphasize that Santayana was already a published poet when his first book of philosophy appeared. ${GOAL}`,
    choices: [
      {
        text: "By the time his first book of philosophy, *The Sense of Beauty*, appeared in 1896, Santayana had already published a collection of poems, *Sonnets and Other Verses* (1894).",
        correct: true,
        why: "This identifies *The Sense of Beauty* as his first book of philosophy and, with \"By the time\" and \"had already published\", puts the earlier volume of poems before it, which is exactly the point to be emphasized.",
      },
      {
        text: "Santayana published both a collection of poems, *Sonnets and Other Verses*, and a book of philosophy, *The Sense of Beauty*, during the 1890s.",
        correct: false,
        why: "This names both books, but placing them in the same decade does not show which came first, and it does not say that *The Sense of Beauty* was his first book of philosophy.",
      },
      {
        text: "*The Sense of Beauty* (1896), Santayana's first book of philosophy, grew out of lectures on aesthetics that he gave at Harvard.",
        correct: false,
        why: "This explains where the book came from but never mentions his poetry, so it cannot show that he was already a published poet.",
      },
      {
        text: "Santayana, who was born in Madrid and grew up in Boston, was a philosopher, poet, and novelist whose only novel appeared in 1935.",
        correct: false,
        why: "This calls him a poet but gives no dates for his poems or his first philosophy book, so it does not show that the poems came first.",
      },
    ],
    explanation:
      "The goal requires two things: naming *The Sense of Beauty* as his first philosophy book and showing that his poems were already in print before it. Only the key does both, placing the 1894 poems before the 1896 book with \"had already published.\"",
    source: src.senseOfBeauty,
  },
];
