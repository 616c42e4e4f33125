import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 5, reading and writing, module 2 (harder form): 25 scored items and 2 unscored pilots.
 * Passages are adapted from public-domain works by Thomas Paine, the authors of The Federalist,
 * Thomas Jefferson, Alexander von Humboldt, Mary Somerville, Gregor Mendel (in William Bateson's
 * translation) and Simon Newcomb, or are short factual passages about those works and their authors;
 * the two quantitative-evidence items carry original passages describing invented studies with
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
  commonSense: pd(
    "Thomas Paine",
    "Common Sense; Addressed to the Inhabitants of America",
    1776,
    "R. Bell, Philadelphia, 1776",
  ),
  rightsOfMan2: pd("Thomas Paine", "Rights of Man, Part the Second", 1792, "J. S. Jordan, London, 1792"),
  paineMadison: pd(
    "Thomas Paine (Text 1); James Madison (Text 2)",
    "Rights of Man (Text 1); The Federalist No. 49 (Text 2)",
    1791,
    "Text 1: J. S. Jordan, London, 1791; Text 2: The Federalist, J. and A. McLean, New York, 1788",
  ),
  federalist: pd(
    "Alexander Hamilton, James Madison, and John Jay",
    "The Federalist: A Collection of Essays, Written in Favour of the New Constitution",
    1788,
    "J. and A. McLean, New York, 1788 (two volumes)",
  ),
  federalist10: pd("James Madison", "The Federalist No. 10", 1788, "The Federalist, J. and A. McLean, New York, 1788"),
  federalist51: pd("James Madison", "The Federalist No. 51", 1788, "The Federalist, J. and A. McLean, New York, 1788"),
  federalist78: pd("Alexander Hamilton", "The Federalist No. 78", 1788, "The Federalist, J. and A. McLean, New York, 1788"),
  notesVirginia: pd("Thomas Jefferson", "Notes on the State of Virginia", 1787, "John Stockdale, London, 1787"),
  personalNarrative: pd(
    "Alexander von Humboldt",
    "Personal Narrative of Travels to the Equinoctial Regions of America, during the Years 1799–1804, translated by Thomasina Ross",
    1852,
    "Henry G. Bohn, London, 1852–1853 (three volumes)",
  ),
  cosmos: pd(
    "Alexander von Humboldt",
    "Cosmos: A Sketch of a Physical Description of the Universe, translated by E. C. Otté",
    1858,
    "Harper & Brothers, New York, 1858 (vol. 1)",
  ),
  somerville: pd("Mary Somerville", "On the Connexion of the Physical Sciences", 1834, "John Murray, London, 1834"),
  mendel: pd(
    "Gregor Mendel",
    "Experiments in Plant Hybridisation (1866), translated by William Bateson",
    1901,
    "Journal of the Royal Horticultural Society, vol. 26, London, 1901",
  ),
  newcomb: pd("Simon Newcomb", "Popular Astronomy", 1878, "Macmillan and Co., London, 1878"),
};

const WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock05-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Thomas Paine's 1776 pamphlet *Common Sense*, which urged the American colonies to declare their independence from Great Britain.

Perhaps the sentiments contained in the following pages are not yet sufficiently fashionable to procure them general favor. A long habit of not thinking a thing wrong gives it a superficial appearance of being right, and raises at first a formidable outcry in defense of custom. But the tumult soon ______. Time makes more converts than reason.`,
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "subsides",
        correct: true,
        why: "The outcry is raised only “at first,” “But” signals a change, and the last sentence says that time wins people over. The tumult therefore dies down, which is what “subsides” means.",
      },
      {
        text: "spreads",
        correct: false,
        why: "A spreading outcry would mean that resistance grows, which contradicts “at first” and the closing claim that time makes converts to Paine's views.",
      },
      {
        text: "begins",
        correct: false,
        why: "The outcry has already been raised “at first”; saying after “But” that it soon begins makes no sense.",
      },
      {
        text: "succeeds",
        correct: false,
        why: "If the defense of custom succeeded, Paine's sentiments would not win converts, yet the final sentence says that time makes more converts than reason.",
      },
    ],
    explanation:
      "Paine predicts that his ideas will at first meet “a formidable outcry” from habit, and then, with “But,” that this reaction will not last, since “Time makes more converts than reason.” The word that completes the sentence must describe the outcry fading away: “subsides.”",
    source: src.commonSense,
  },
  {
    id: "mock05-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Alexander Hamilton's *Federalist* No. 78 (1788), which discusses the judicial branch of the proposed national government.

Whoever attentively considers the different departments of power must perceive that, in a government in which they are separated from each other, the judiciary, from the nature of its functions, will always be the least ______ to the political rights of the Constitution, because it will be least in a capacity to injure them. The executive not only dispenses the honors but holds the sword of the community. The legislature not only commands the purse but prescribes the rules by which the duties and rights of every citizen are to be regulated. The judiciary, on the contrary, has no influence over either the sword or the purse.`,
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "dangerous",
        correct: true,
        why: "The sentence gives its own reason: the judiciary is “least in a capacity to injure” the rights. A branch least able to do harm is the least dangerous to them, and the following sentences back this up by showing that it controls neither “the sword” nor “the purse.”",
      },
      {
        text: "beneficial",
        correct: false,
        why: "The reason Hamilton gives concerns the power to injure, not the power to help. Being least able to injure rights would not make the judiciary the least beneficial to them, so the “because” clause would no longer explain anything.",
      },
      {
        text: "indifferent",
        correct: false,
        why: "“Indifferent” describes an attitude, but Hamilton's argument is about capacity: what the judiciary can do with no sword and no purse, not how it feels about the Constitution's rights.",
      },
      {
        text: "essential",
        correct: false,
        why: "The text says nothing about how necessary each branch is, and lacking the means to injure rights would not make the judiciary the least essential to them.",
      },
    ],
    explanation:
      "The clause after the blank explains the claim: the judiciary is “least in a capacity to injure” the Constitution's rights, because, unlike the executive and the legislature, it commands neither force nor money. The word that names being least able to do harm is “dangerous.”",
    source: src.federalist78,
  },
  {
    id: "mock05-rw-m2h-03",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from the preface to Mary Somerville's 1834 book *On the Connexion of the Physical Sciences*.

The progress of modern science, especially within the last five years, has been remarkable for a tendency to simplify the laws of nature and to unite detached branches by general principles. In some cases identity has been proved where there appeared to be nothing in common, as in the electric and magnetic influences; in others, as that of light and heat, such analogies have been pointed out as to justify the expectation that they will ultimately be referred to the same agent. And in all there exists such a bond of union that proficiency cannot be attained in any one without a knowledge of others.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It identifies a trend in recent science, illustrates that trend with cases in which links between branches have been established to different degrees, and then draws a conclusion about what mastering any one branch requires.",
        correct: true,
        why: "The first sentence names the trend (uniting “detached branches by general principles”); the second gives a proven case (electricity and magnetism) and a case so far supported by analogy (light and heat); the last concludes that no branch can be mastered “without a knowledge of others.”",
      },
      {
        text: "It presents the unity of electricity and magnetism as proven and then argues that light and heat will never be shown to be related.",
        correct: false,
        why: "The first half is accurate, but Somerville says the analogies between light and heat “justify the expectation” that they will be traced to the same agent, the opposite of saying they never will.",
      },
      {
        text: "It describes a dispute between scientists who study electricity and scientists who study light, and then proposes a way to settle it.",
        correct: false,
        why: "No disagreement between scientists is mentioned; electricity and light appear as examples of branches being connected.",
      },
      {
        text: "It claims that recent science has made the laws of nature more complicated and then lists branches that have grown further apart.",
        correct: false,
        why: "This reverses the text, which speaks of a tendency “to simplify the laws of nature” and to “unite” separate branches.",
      },
    ],
    explanation:
      "The text moves from a general observation (science is uniting its branches), to examples of that unity at two stages (proved identity, promising analogy), to a conclusion (a “bond of union” makes knowledge of the other sciences necessary for proficiency in any one). The choice that traces trend, examples, and conclusion in that order describes the structure.",
    source: src.somerville,
  },
  {
    id: "mock05-rw-m2h-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Thomas Jefferson's *Notes on the State of Virginia* (1787), from the section on religion.

The error seems not sufficiently eradicated that the operations of the mind, as well as the acts of the body, are subject to the coercion of the laws. But our rulers can have authority over such natural rights only as we have submitted to them. The rights of conscience we never submitted; we could not submit them. The legitimate powers of government extend to such acts only as are injurious to others. But it does me no injury for my neighbor to say there are twenty gods, or no god. It neither picks my pocket nor breaks my leg.`,
      },
    ],
    stem: "Which choice best describes the function of the last sentence in the text as a whole?",
    choices: [
      {
        text: "It names concrete kinds of injury to show, by contrast, that a neighbor's religious opinions harm no one and therefore lie outside the government's legitimate powers.",
        correct: true,
        why: "Jefferson has just said that government may reach only acts “injurious to others” and that a neighbor's beliefs do him “no injury.” Theft and assault are plain examples of real injury, and saying the neighbor's opinion causes neither makes that claim vivid and completes the argument.",
      },
      {
        text: "It concedes that some religious opinions can lead to acts, such as theft, that the government may rightly punish.",
        correct: false,
        why: "The sentence says the neighbor's opinion does neither of these things; it denies harm rather than conceding it.",
      },
      {
        text: "It shifts the discussion from the rights of conscience to the government's duty to protect property.",
        correct: false,
        why: "Picking a pocket and breaking a leg are examples used to support the argument about conscience; the text does not turn to a new subject.",
      },
      {
        text: "It suggests that the writer's neighbor has threatened him because of a disagreement about religion.",
        correct: false,
        why: "This reads the examples literally. The neighbor is hypothetical, and the point is that his opinions cause no harm at all.",
      },
    ],
    explanation:
      "The argument runs: government may act only against what injures others; a neighbor's religious opinion does not injure me; therefore government has no authority over it. The last sentence supports the second step with homely examples of real injury, a picked pocket and a broken leg, that religious opinions never cause.",
    source: src.notesVirginia,
  },
  {
    id: "mock05-rw-m2h-05",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from William Bateson's 1901 English translation of Gregor Mendel's paper “Experiments in Plant Hybridisation” (1866), which reports Mendel's crosses between varieties of the garden pea.

Henceforth in this paper those characters which are transmitted entire, or almost unchanged, in the hybridisation, and therefore in themselves constitute the characters of the hybrid, are termed the dominant, and those which become ______ in the process, recessive. The expression “recessive” has been chosen because the characters thereby designated withdraw or entirely disappear in the hybrids, but nevertheless reappear unchanged in their progeny.`,
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "latent",
        correct: true,
        why: "“Latent” means present but hidden. That fits both halves of Mendel's explanation: the recessive characters disappear in the hybrids, yet they are still carried, since they “reappear unchanged in their progeny.”",
      },
      {
        text: "extinct",
        correct: false,
        why: "“Entirely disappear” makes this tempting, but an extinct character would be gone for good, and Mendel stresses that these characters come back, unchanged, in the next generation.",
      },
      {
        text: "diluted",
        correct: false,
        why: "This suits the idea that parental traits blend and weaken, but Mendel says the recessive characters vanish from the hybrid rather than showing in weakened form, and that they return “unchanged.”",
      },
      {
        text: "conspicuous",
        correct: false,
        why: "This describes the dominant characters, which show in the hybrid. The recessive ones are defined as those that “withdraw or entirely disappear.”",
      },
    ],
    explanation:
      "The second sentence defines what happens to recessive characters: they vanish from the hybrid but reappear, unchanged, in its offspring. Something that disappears from view while still being carried forward is hidden, not lost or weakened, so “latent” is the precise word.",
    source: src.mendel,
  },
  {
    id: "mock05-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from James Madison's *Federalist* No. 51 (1788). Madison has argued that each branch of government should have the means and the motive to resist the others.

Ambition must be made to counteract ambition. It may be a reflection on human nature that such devices should be necessary to control the abuses of government. But what is government itself but the greatest of all reflections on human nature? If men were angels, no government would be necessary. If angels were to govern men, neither external nor internal controls on government would be necessary. In framing a government which is to be administered by men over men, the great difficulty lies in this: you must first enable the government to control the governed; and in the next place oblige it to control itself.`,
      },
    ],
    stem: "Which choice best describes the function of the two sentences about angels in the text as a whole?",
    choices: [
      {
        text: "They describe imagined conditions under which government, and controls on government, would be unnecessary, preparing for the claim that real conditions, in which people govern people, require both.",
        correct: true,
        why: "The first angel sentence removes the need for government; the second removes the need for controls on it. The next sentence returns to reality (“men over men”) and draws the twofold task: government must control the governed and be obliged to control itself.",
      },
      {
        text: "They express the hope that citizens and officials might one day become virtuous enough to make the devices Madison describes unnecessary.",
        correct: false,
        why: "The sentences are hypotheticals used to reason about actual government; Madison expresses no hope that people will become angels.",
      },
      {
        text: "They distinguish citizens, who need external controls, from officials, who can be trusted to need only internal ones.",
        correct: false,
        why: "The second sentence says that neither external nor internal controls would be needed only if angels governed. Since men govern, the text implies that officials need both.",
      },
      {
        text: "They answer the objection that such devices reflect badly on human nature by denying that human nature is flawed.",
        correct: false,
        why: "Madison does not deny the flaw; the angel sentences presuppose that men are not angels. His answer to the objection is that all government reflects those flaws.",
      },
    ],
    explanation:
      "Madison uses two counterfactuals: if the governed were angels, no government would be needed; if the governors were angels, no controls on government would be needed. Because neither is true, he concludes that a government run by men must both control the governed and be made to control itself. The angel sentences set up that conclusion.",
    source: src.federalist51,
  },
  {
    id: "mock05-rw-m2h-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Thomas Jefferson's *Notes on the State of Virginia* (1787). It describes the place where the Potomac and Shenandoah Rivers meet and break through the Blue Ridge Mountains.

You stand on a very high point of land. On your right comes up the Shenandoah, having ranged along the foot of the mountain a hundred miles to seek a vent. On your left approaches the Potomac, in quest of a passage also. In the moment of their junction, they rush together against the mountain, rend it asunder, and pass off to the sea. This scene is worth a voyage across the Atlantic. Yet here, as in the neighborhood of the Natural Bridge, are people who have passed their lives within half a dozen miles and have never been to survey these monuments of a war between rivers and mountains.`,
      },
    ],
    stem: "Which choice best describes the function of the final sentence in the text as a whole?",
    choices: [
      {
        text: "It points out that a sight the writer considers worth crossing an ocean to see has been ignored by many people who live within easy reach of it.",
        correct: true,
        why: "The sentence before it calls the scene “worth a voyage across the Atlantic”; “Yet” then introduces residents who have lived “within half a dozen miles” and “never been to survey” it. The contrast between the distance worth traveling and the nearness of those who stay away is the sentence's point.",
      },
      {
        text: "It concedes that the scene impresses newcomers more than it impresses the people who see it every day.",
        correct: false,
        why: "The text does not describe residents who look at the scene daily and are unmoved by it; it says they have “never been” to see it at all.",
      },
      {
        text: "It offers evidence for the writer's account of how the two rivers broke through the mountain.",
        correct: false,
        why: "The sentence echoes that account in the phrase “a war between rivers and mountains,” but it presents no evidence; its subject is people who have not visited the site.",
      },
      {
        text: "It explains why so many travelers from Europe have made the journey to see the scene.",
        correct: false,
        why: "The text says the scene would be worth such a journey, not that travelers have made it, and the final sentence concerns local people, not visitors.",
      },
    ],
    explanation:
      "After a vivid description of the rivers tearing through the mountain, Jefferson judges the scene worth an ocean voyage. The final sentence turns, with “Yet,” to the irony that many who live a few miles away have never gone to look. Its function is to set the scene's value against local neglect of it.",
    source: src.notesVirginia,
  },
  {
    id: "mock05-rw-m2h-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: "There never did, there never will, and there never can, exist a parliament, or any description of men, or any generation of men, in any country, possessed of the right or the power of binding and controlling posterity to the “end of time,” or of commanding for ever how the world shall be governed. Every age and generation must be as free to act for itself in all cases as the age and generations which preceded it. The vanity and presumption of governing beyond the grave is the most ridiculous and insolent of all tyrannies. It is the living, and not the dead, that are to be accommodated.",
      },
      {
        label: "Text 2",
        text: "As every appeal to the people would carry an implication of some defect in the government, frequent appeals would, in a great measure, deprive the government of that veneration which time bestows on everything, and without which perhaps the wisest and freest governments would not possess the requisite stability. The reason of man, like man himself, is timid and cautious when left alone, and acquires firmness and confidence in proportion to the number with which it is associated. When the examples which fortify opinion are ancient as well as numerous, they are known to have a double effect.",
      },
    ],
    stem: "Text 1 is adapted from Thomas Paine's *Rights of Man* (1791). Text 2 is adapted from James Madison's *Federalist* No. 49 (1788), which considers proposals to settle constitutional questions by appealing to the whole people. Based on the texts, how would Madison most likely respond to Paine's claim that every generation “must be as free to act for itself” as the generations before it?",
    choices: [
      {
        text: "He would warn that a people who often used such freedom to revise their government would weaken the respect a government gains over time, and with it the government's stability.",
        correct: true,
        why: "Madison's concern is frequency: “frequent appeals” would cost a government “that veneration which time bestows on everything,” without which even the best governments may lack “the requisite stability.” A generation that kept remaking its government would lose exactly what age confers.",
      },
      {
        text: "He would agree, holding that a government remains stable only if each generation approves it anew.",
        correct: false,
        why: "This reverses Text 2, which says that repeated appeals to the people undermine stability rather than secure it.",
      },
      {
        text: "He would reply that earlier generations have a right to bind later ones because they reasoned more wisely.",
        correct: false,
        why: "Madison values the age of a government for its practical effect on opinion, not because the dead have a right to rule or were wiser; Text 2 makes no claim about rights of earlier generations.",
      },
      {
        text: "He would object that ordinary citizens lack the reason needed to judge constitutional questions at all.",
        correct: false,
        why: "Madison says reason is “timid and cautious when left alone” and gains confidence from numbers and age; he does not say that citizens lack reason.",
      },
    ],
    explanation:
      "Paine insists that no generation may bind the next and that each must be free to act for itself. Madison does not argue that the past has a right to rule; he argues that frequent revisions would strip a government of the veneration that time provides and on which its stability depends. His likely response is a practical warning about the cost of exercising that freedom often.",
    source: src.paineMadison,
  },

  // ================================================================ information and ideas
  {
    id: "mock05-rw-m2h-09",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Thomas Paine's *Rights of Man, Part the Second* (1792).

Great part of that order which reigns among mankind is not the effect of government. It has its origin in the principles of society and the natural constitution of man. It existed prior to government, and would exist if the formality of government was abolished. The mutual dependence and reciprocal interest which man has upon man, and all the parts of a civilized community upon each other, hold it together. The landholder, the farmer, the manufacturer, the merchant, the tradesman, and every occupation prospers by the aid which each receives from the other, and from the whole. Common interest regulates their concerns and forms their law.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Much of the order in human society comes from people's dependence on one another and their shared interests rather than from government.",
        correct: true,
        why: "Paine opens by saying that “great part” of social order “is not the effect of government,” and the rest of the text explains its real source: “mutual dependence and reciprocal interest,” the aid each occupation gives the others, and “common interest.”",
      },
      {
        text: "Government should be abolished, since society can keep order entirely on its own.",
        correct: false,
        why: "This overstates the text. Paine says “great part” of order, not all of it, is independent of government, and he mentions abolition only to show where that order comes from, not to call for it.",
      },
      {
        text: "Farmers and merchants prosper more than landholders because they depend more on one another.",
        correct: false,
        why: "Paine lists these occupations together to show that every one of them prospers through the aid of the others; he does not rank them.",
      },
      {
        text: "Order among people existed before government but has been weakened as governments have grown.",
        correct: false,
        why: "The first part is in the text, but nothing in it says that government has weakened social order.",
      },
    ],
    explanation:
      "The first sentence states the claim, that much of the order among people is not produced by government, and each later sentence explains where it comes from instead: the natural constitution of people, their mutual dependence, and their common interest. The main idea joins the claim to that explanation.",
    source: src.rightsOfMan2,
  },
  {
    id: "mock05-rw-m2h-10",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: "Members of a school gardening club tested whether soaking garden pea seeds in water before planting helps them sprout sooner. They soaked batches of 50 seeds for 0, 6, 12, or 24 hours, planted each batch in an identical tray, and counted the seedlings that had emerged 5 days and 10 days after planting. One member concluded that soaking for up to 12 hours increased the number of seedlings that had emerged by day 5, but that soaking for 24 hours gave no further benefit.",
      },
    ],
    table: {
      title: "Pea seedlings emerged from batches of 50 seeds, by soaking time (invented data)",
      columns: ["Soaking time (hours)", "Seedlings by day 5", "Seedlings by day 10"],
      rows: [
        ["0", "14", "41"],
        ["6", "23", "43"],
        ["12", "31", "44"],
        ["24", "29", "38"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the member's conclusion?",
    choices: [
      {
        text: "By day 5, 14 seedlings had emerged from unsoaked seeds, 23 from seeds soaked for 6 hours, and 31 from seeds soaked for 12 hours, but only 29 from seeds soaked for 24 hours.",
        correct: true,
        why: "The conclusion concerns day-5 counts: a rise up to 12 hours and no further gain at 24 hours. This choice reports the day-5 column for every batch and shows both parts, the climb from 14 to 23 to 31 and the dip to 29.",
      },
      {
        text: "By day 10, 41, 43, and 44 seedlings had emerged from seeds soaked for 0, 6, and 12 hours, respectively.",
        correct: false,
        why: "These figures are accurate, but they come from day 10, and the conclusion is about how many seedlings had emerged by day 5.",
      },
      {
        text: "Seeds soaked for 24 hours produced the fewest seedlings by day 10, with 38.",
        correct: false,
        why: "This describes one batch at day 10, so it addresses neither the day-5 counts nor the rise from 0 to 12 hours.",
      },
      {
        text: "By day 5, 31 seedlings had emerged from seeds soaked for 12 hours.",
        correct: false,
        why: "This gives a single batch with nothing to compare it to, so it cannot show that longer soaking helped up to 12 hours and stopped helping after that.",
      },
    ],
    explanation:
      "The member's conclusion has two parts, both about day 5: counts rise as soaking increases to 12 hours, and 24 hours does no better. The day-5 column shows 14, 23, 31, and then 29, and only the choice that reports all four figures supports both parts.",
    source: original,
  },
  {
    id: "mock05-rw-m2h-11",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from James Madison's *Federalist* No. 10 (1787). Here “faction” means a group united against the rights of others.

There are two methods of curing the mischiefs of faction: the one, by removing its causes; the other, by controlling its effects. There are again two methods of removing the causes of faction: the one, by destroying the liberty which is essential to its existence; the other, by giving to every citizen the same opinions, the same passions, and the same interests. It could never be more truly said than of the first remedy that it was worse than the disease. Liberty is to faction what air is to fire, an aliment without which it instantly expires. But it would be folly to abolish liberty, which is essential to political life, because it nourishes faction. The second expedient is as impracticable as the first would be unwise.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Neither way of removing the causes of faction is acceptable: one would sacrifice a liberty too valuable to lose, and the other cannot be achieved.",
        correct: true,
        why: "Madison sets out the two ways of removing faction's causes and rejects both: destroying liberty is a remedy “worse than the disease,” and making every citizen think and feel alike is “impracticable.” The closing sentence sums up the double rejection.",
      },
      {
        text: "Liberty sustains faction in the same way that air sustains fire.",
        correct: false,
        why: "This is an accurate detail, but it is only one step in the argument: the comparison explains why destroying liberty would end faction, on the way to Madison's point that doing so would be folly. It is not the text's main idea.",
      },
      {
        text: "Because liberty nourishes faction, a wise government must be willing to restrict it.",
        correct: false,
        why: "Madison draws the opposite conclusion: abolishing liberty because it nourishes faction would be “folly,” since liberty is “essential to political life.”",
      },
      {
        text: "Of the two ways to remove faction's causes, giving all citizens the same opinions and interests is the more promising.",
        correct: false,
        why: "Madison calls this second method “impracticable,” so he does not present it as promising.",
      },
    ],
    explanation:
      "The text narrows the options step by step: faction can be cured by removing its causes or controlling its effects; its causes can be removed by destroying liberty or by making everyone alike; the first is unwise and the second impossible. The main idea is that rejection of both ways of removing faction's causes.",
    source: src.federalist10,
  },
  {
    id: "mock05-rw-m2h-12",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: "In *Notes on the State of Virginia* (1787), Thomas Jefferson calls the Natural Bridge, a limestone arch spanning a deep gorge in Rockbridge County, Virginia, “the most sublime of Nature's works.” Yet his description suggests that the same bridge can produce opposite feelings in a visitor, depending on where the visitor stands to view it.",
      },
    ],
    stem: "Which quotation from *Notes on the State of Virginia* most effectively illustrates the claim?",
    choices: [
      {
        text: "“If the view from the top be painful and intolerable, that from below is delightful in an equal extreme.”",
        correct: true,
        why: "The claim has two parts: opposite feelings, and a dependence on the viewer's position. This sentence gives both: the view from the top is “painful and intolerable,” the view from below “delightful in an equal extreme.”",
      },
      {
        text: "“Looking down from this height about a minute gave me a violent headache.”",
        correct: false,
        why: "This describes the painful feeling at the top, but it gives only one position and one feeling, so it cannot show that the bridge produces opposite feelings from different places.",
      },
      {
        text: "“The fissure, just at the bridge, is, by some admeasurements, 270 feet deep, by others only 205.”",
        correct: false,
        why: "This sentence does contain two different results, but they are disagreements between measurements of depth, not opposite feelings caused by different viewpoints.",
      },
      {
        text: "“It is impossible for the emotions arising from the sublime to be felt beyond what they are here.”",
        correct: false,
        why: "This stresses how intense the feelings are at the bridge, but it names no contrast between feelings and no change in where the viewer stands.",
      },
    ],
    explanation:
      "To illustrate the claim, a quotation must set two opposite feelings against each other and tie them to different vantage points. Jefferson's contrast between the “painful and intolerable” view from the top and the “delightful” view from below does exactly that; the other quotations offer one feeling, one viewpoint, or measurements instead of feelings.",
    source: src.notesVirginia,
  },
  {
    id: "mock05-rw-m2h-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: "Members of a student astronomy club counted the stars they could see inside the same small patch of sky from three sites: a city park, a suburban backyard, and a rural farm. They made their counts on a moonless night and again on a night with a full moon. One member claimed that the darker a site's sky was, the greater the share of its visible stars that the full moon's light hid from view.",
      },
    ],
    table: {
      title: "Stars counted in the same patch of sky at three sites (invented data)",
      columns: ["Site", "Moonless night", "Full-moon night"],
      rows: [
        ["City park", "12", "9"],
        ["Suburban backyard", "31", "18"],
        ["Rural farm", "64", "22"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the member's claim?",
    choices: [
      {
        text: "The full moon hid about one-quarter of the stars counted at the city park (12 to 9), about two-fifths of those at the suburban backyard (31 to 18), and about two-thirds of those at the rural farm (64 to 22).",
        correct: true,
        why: "The claim is about the share of stars hidden. The moonless counts show the farm sky is darkest and the park sky brightest, and the shares lost rise in the same order: 3 of 12 (25%), 13 of 31 (about 42%), and 42 of 64 (about 66%).",
      },
      {
        text: "The full moon reduced the count by 3 stars at the city park, 13 at the suburban backyard, and 42 at the rural farm.",
        correct: false,
        why: "These differences are accurate, but they are numbers of stars, not shares. Darker sites start with more stars, so they could lose more stars even if the moon hid the same fraction everywhere; absolute drops cannot support a claim about proportions.",
      },
      {
        text: "On the moonless night, members counted more than five times as many stars at the rural farm as at the city park.",
        correct: false,
        why: "This is true (64 compared with 12) and shows that the farm's sky is darker, but it says nothing about what the full moon did at either site.",
      },
      {
        text: "On the full-moon night, members counted 22 stars at the rural farm but only 9 at the city park.",
        correct: false,
        why: "This compares the sites on the full-moon night alone; without the moonless counts, it cannot show how much of each sky the moon hid.",
      },
    ],
    explanation:
      "First rank the sites by darkness using the moonless counts (park 12, backyard 31, farm 64). Then compute the share hidden by the moon at each: 3/12 = 25%, 13/31 ≈ 42%, 42/64 ≈ 66%. The share rises with darkness, as the claim states. Only the choice that reports shares for the sites supports the claim; raw differences do not.",
    source: original,
  },
  {
    id: "mock05-rw-m2h-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from an English translation of Alexander von Humboldt's *Personal Narrative of Travels to the Equinoctial Regions of America*. In 1800, near Calabozo in what is now Venezuela, Humboldt's Indigenous guides drove about thirty horses and mules into a pool full of electric eels.

For a long interval the eels seemed likely to prove victorious: several horses, stunned by the force and frequency of the shocks, sank beneath the water. We had little doubt that the fishing would end by killing all the animals engaged; but by degrees the fury of this unequal combat diminished, and the wearied eels dispersed. They require a long rest and abundant nourishment to repair the electric force which they have lost. Our guides assured us that when horses are driven into the same pool two days in a row, ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "none of the horses are killed on the second day.",
        correct: true,
        why: "The eels spend their electric force in the first day's struggle and need “a long rest and abundant nourishment” to restore it. One night is not a long rest, so on the second day they cannot deliver the shocks that killed horses on the first.",
      },
      {
        text: "the eels strike with even greater force on the second day, having been roused by the first day's struggle.",
        correct: false,
        why: "The text says the struggle leaves the eels “wearied” and drained of force that takes a long rest to repair, so their shocks would be weaker, not stronger, a day later.",
      },
      {
        text: "more horses drown on the second day, since by then the eels are hungry and attack more fiercely.",
        correct: false,
        why: "This misreads “abundant nourishment.” The eels need food to rebuild their lost electric force; nothing suggests that hunger makes them more dangerous.",
      },
      {
        text: "the guides must use mules instead of horses, because the eels do not attack mules.",
        correct: false,
        why: "The text gives no reason to think the eels spare mules; the guides drove horses and mules in together, and Humboldt feared for “all the animals engaged.”",
      },
    ],
    explanation:
      "Two details combine: the eels exhaust their electric force in the first struggle, and rebuilding it takes a long rest and plenty of food. Horses driven in again the next day would therefore meet eels still too weak to kill them, which is what the guides report.",
    source: src.personalNarrative,
  },

  // ================================================================ standard English conventions
  {
    id: "mock05-rw-m2h-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "Thomas Paine's pamphlet *Common Sense* first appeared in Philadelphia in January ______ a few months, printers in other colonies had issued their own editions, and the pamphlet's argument for independence was being debated throughout America.",
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "1776; within",
        correct: true,
        why: "“Thomas Paine's pamphlet ... appeared in Philadelphia in January 1776” and “within a few months, printers in other colonies had issued their own editions, and ...” are both independent clauses. A semicolon correctly joins two independent clauses.",
      },
      {
        text: "1776, within",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "1776 within",
        correct: false,
        why: "With no punctuation, the two independent clauses run together into a fused sentence.",
      },
      {
        text: "1776, however, within",
        correct: false,
        why: "“However” is an adverb, not a conjunction, so setting it off with commas still leaves two independent clauses joined only by a comma, a comma splice.",
      },
    ],
    explanation:
      "The blank falls between two complete clauses: one about the pamphlet's first appearance and one about what happened within a few months. Independent clauses must be separated by a period or a semicolon (or joined with a comma and a coordinating conjunction). Only the semicolon does this.",
    source: src.commonSense,
  },
  {
    id: "mock05-rw-m2h-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "The eighty-five essays collected in *The Federalist* ______ written by Alexander Hamilton, James Madison, and John Jay to persuade the people of New York to ratify the proposed United States Constitution. Most of the essays first appeared in New York newspapers in 1787 and 1788.",
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "were",
        correct: true,
        why: "The subject is the plural noun “essays,” so the plural past-tense verb “were” agrees with it and matches the past events the text describes.",
      },
      {
        text: "was",
        correct: false,
        why: "“Was” is singular; it seems to agree with *The Federalist*, but that title sits inside a phrase describing the essays. The subject is “essays,” which is plural.",
      },
      {
        text: "is",
        correct: false,
        why: "“Is” is singular and in the present tense, so it fails to agree with “essays” and does not fit events of 1787 and 1788.",
      },
      {
        text: "has been",
        correct: false,
        why: "“Has been” is singular, so it does not agree with the plural subject “essays.”",
      },
    ],
    explanation:
      "Strip away the modifying phrase “collected in *The Federalist*” and the core is “The eighty-five essays ______ written.” The plural subject needs a plural verb, and the past events need the past tense: “were.”",
    source: src.federalist,
  },
  {
    id: "mock05-rw-m2h-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "In an unsigned 1834 review of Mary Somerville's *On the Connexion of the Physical Sciences*, the English ______ noted that there was no single word for people who pursued the sciences and mentioned a possible new term: “scientist.”",
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "scholar William Whewell",
        correct: true,
        why: "“The English scholar” does not identify one person by itself, so the name “William Whewell” is essential to the sentence and is not set off by commas. No comma belongs between the subject and its verb, “noted.”",
      },
      {
        text: "scholar, William Whewell,",
        correct: false,
        why: "Enclosing the name in commas treats it as extra information, but the sentence needs the name to say which English scholar wrote the review.",
      },
      {
        text: "scholar, William Whewell",
        correct: false,
        why: "This places a needless comma between the descriptor “scholar” and the name it is joined to.",
      },
      {
        text: "scholar William Whewell,",
        correct: false,
        why: "This places a comma between the subject, “the English scholar William Whewell,” and its verb, “noted,” which separates them for no reason.",
      },
    ],
    explanation:
      "In “the English scholar William Whewell,” the name is needed to identify the person, so no commas set it off, and no comma may come between the complete subject and the verb “noted.” Only the choice with no punctuation is correct.",
    source: src.somerville,
  },
  {
    id: "mock05-rw-m2h-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "Gregor Mendel's 1866 paper on hybrid peas was largely overlooked for more than three decades. Then, in 1900, three botanists called attention to it: Hugo de Vries, who worked in the ______ Carl Correns, who worked in Germany; and Erich von Tschermak, who worked in Austria.",
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "Netherlands; Carl",
        correct: true,
        why: "Each item in this list already contains a comma (“Hugo de Vries, who worked in the Netherlands”), so semicolons must separate the items, as the semicolon after “Germany” shows.",
      },
      {
        text: "Netherlands, Carl",
        correct: false,
        why: "Because the items contain commas of their own, a comma here would make it unclear where one botanist's entry ends and the next begins, and it would not match the semicolon used after “Germany.”",
      },
      {
        text: "Netherlands: Carl",
        correct: false,
        why: "A colon already introduces the list after “called attention to it”; a second colon inside the list cannot separate its items.",
      },
      {
        text: "Netherlands Carl",
        correct: false,
        why: "Without punctuation, the first and second items run together, making it read as if de Vries worked in the “Netherlands Carl Correns.”",
      },
    ],
    explanation:
      "The colon introduces a list of three botanists, each followed by a clause set off with a comma. When list items contain commas, the items are separated with semicolons, and the sentence already uses one after “Germany.” The blank needs the matching semicolon.",
    source: src.mendel,
  },
  {
    id: "mock05-rw-m2h-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "From 1799 to 1804, the naturalist Alexander von Humboldt and the French botanist Aimé Bonpland traveled through Spanish America, climbing volcanoes and navigating rivers. The two ______ collections of plants, which they carried back to Europe, filled many volumes of published descriptions.",
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "travelers'",
        correct: true,
        why: "The collections belong to two travelers, Humboldt and Bonpland, so the plural possessive is needed. For a plural noun ending in s, the possessive adds only an apostrophe: “travelers'.”",
      },
      {
        text: "traveler's",
        correct: false,
        why: "This is the singular possessive, but “The two” shows that the collections belong to more than one traveler.",
      },
      {
        text: "travelers",
        correct: false,
        why: "This is a plain plural with no apostrophe, so it does not show that the collections belong to the travelers.",
      },
      {
        text: "travelers's",
        correct: false,
        why: "A plural noun that already ends in s takes only an apostrophe to show possession; adding another s is incorrect.",
      },
    ],
    explanation:
      "The phrase must express that the collections belonged to the two travelers. That calls for the plural possessive, formed by adding an apostrophe to the plural “travelers”: “travelers'.”",
    source: src.personalNarrative,
  },
  {
    id: "mock05-rw-m2h-20",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "Thomas Jefferson's *Notes on the State of Virginia* began as a reply to a set of questions—or “queries,” as Jefferson called ______ François Barbé-Marbois, the secretary of the French legation in Philadelphia, had circulated among members of the Continental Congress in 1780.",
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "them—that",
        correct: true,
        why: "The interrupting phrase (or “queries,” as Jefferson called them) opens with a dash, so it must close with a dash. The sentence then continues with the clause “that François Barbé-Marbois ... had circulated,” which describes the questions.",
      },
      {
        text: "them, that",
        correct: false,
        why: "An interruption that begins with a dash cannot end with a comma; the two marks setting it off must match.",
      },
      {
        text: "them; that",
        correct: false,
        why: "A semicolon must separate two independent clauses, but what follows (“that François Barbé-Marbois ... had circulated ... in 1780”) is a dependent clause, and the opening dash is left unmatched.",
      },
      {
        text: "them that",
        correct: false,
        why: "Leaving out the closing dash runs the interruption into the main sentence, so “as Jefferson called them that François Barbé-Marbois ... had circulated” becomes a garbled clause.",
      },
    ],
    explanation:
      "Remove the interrupting phrase and the sentence reads “a set of questions that François Barbé-Marbois ... had circulated.” The interrupting phrase (or “queries,” as Jefferson called them) is inserted after a dash, so a second dash must close it before “that.”",
    source: src.notesVirginia,
  },
  {
    id: "mock05-rw-m2h-21",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "Simon Newcomb wrote *Popular Astronomy* (1878) for general readers, but his most lasting work was technical. The system of astronomical constants that Newcomb derived from decades of observations ______ adopted at an international conference in Paris in 1896 for use in the national almanacs on which astronomers and navigators relied.",
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "was",
        correct: true,
        why: "The subject is the singular noun “system”; “of astronomical constants” and the clause “that Newcomb derived from decades of observations” only describe it. The event took place in 1896, so the singular past-tense “was” is correct.",
      },
      {
        text: "were",
        correct: false,
        why: "“Were” is plural. It seems to agree with the nearby plurals “constants” or “observations,” but neither is the subject; the subject is “system.”",
      },
      {
        text: "are",
        correct: false,
        why: "“Are” is plural and in the present tense, so it disagrees with “system” and with “in 1896.”",
      },
      {
        text: "have been",
        correct: false,
        why: "“Have been” is plural, and the present perfect does not fit an action dated to a specific past year, 1896.",
      },
    ],
    explanation:
      "The core of the sentence is “The system ... ______ adopted ... in 1896.” Two plural nouns, “constants” and “observations,” sit between the subject and the verb, but the subject is the singular “system,” and the date calls for the simple past. Only “was” satisfies both.",
    source: src.newcomb,
  },

  // ================================================================ expression of ideas
  {
    id: "mock05-rw-m2h-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: "Born in Scotland in 1780, Mary Somerville received little formal schooling; as a girl she spent only about a year at a boarding school. ______ she taught herself algebra and geometry and went on to become one of the most respected scientific writers of her century.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "The first sentence describes a very limited education; the second reports mastery of mathematics and great scientific distinction, which such a start would not lead one to expect. “Nevertheless” signals that contrast.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Teaching herself mathematics and becoming a respected writer is not an example of receiving little formal schooling.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "“Similarly” would mean the second sentence resembles the first, but her later achievements stand in contrast to her meager schooling.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The second sentence does not restate the first; it adds new and contrasting information.",
      },
    ],
    explanation:
      "The text sets Somerville's scant schooling against her later achievements in mathematics and science writing. The relationship is contrast, success in spite of circumstances, which “Nevertheless” expresses.",
    source: src.somerville,
  },
  {
    id: "mock05-rw-m2h-23",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: "Gregor Mendel chose the garden pea for his experiments partly because of the structure of its flower: the parts that produce and receive pollen are enclosed within the petals, and the flower usually fertilizes itself before it opens. ______ stray pollen carried by insects rarely reached his plants, and he could be confident that the seeds he collected came from the fertilizations he intended.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "As a result,",
        correct: true,
        why: "Because the pollen-bearing parts are enclosed and fertilization happens before the flower opens, outside pollen seldom gets in. The second sentence states that consequence, so a cause-and-effect transition fits.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” signals that what follows happens despite the previous point, but protection from stray pollen follows directly from the enclosed flower; there is no contrast.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The second sentence is not an example of the flower's structure; it describes what that structure made possible.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "“Similarly” would introduce a second, parallel point, but the second sentence is the outcome of the first, not a comparable fact.",
      },
    ],
    explanation:
      "The first sentence describes a feature of the pea flower that shuts out foreign pollen; the second gives the result for Mendel's experiments: few stray fertilizations and reliable seeds. “As a result” marks that cause-and-effect relationship.",
    source: src.mendel,
  },
  {
    id: "mock05-rw-m2h-24",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- *The Federalist* is a collection of eighty-five essays urging ratification of the United States Constitution.
- Most of the essays first appeared in New York newspapers in 1787 and 1788.
- Every essay was signed with the same pen name, “Publius.”
- The essays were written by Alexander Hamilton, James Madison, and John Jay.
- In 1788, the printers J. and A. McLean collected the essays in two volumes.`,
      },
    ],
    stem: `The student wants to emphasize that the essays' authors were not identified when the essays first appeared. ${NOTES}`,
    choices: [
      {
        text: "When the essays of *The Federalist* appeared in 1787 and 1788, each was signed only “Publius,” a pen name that concealed the identities of Hamilton, Madison, and Jay.",
        correct: true,
        why: "This choice ties the original publication of the essays to the shared pen name and states that it hid who the writers were, which is exactly the point the student wants to emphasize.",
      },
      {
        text: "*The Federalist*, a collection of eighty-five essays by Alexander Hamilton, James Madison, and John Jay, urged ratification of the United States Constitution.",
        correct: false,
        why: "This names the authors but never says that their names were withheld when the essays appeared.",
      },
      {
        text: "In 1788, the printers J. and A. McLean collected the eighty-five essays of *The Federalist* in two volumes.",
        correct: false,
        why: "This describes the collected edition, not how the essays were signed when they first appeared.",
      },
      {
        text: "Most of the essays of *The Federalist*, which urged ratification of the Constitution, first appeared in New York newspapers in 1787 and 1788.",
        correct: false,
        why: "This gives the time and place of first publication but leaves out the pen name, the detail that shows the authors were not identified.",
      },
    ],
    explanation:
      "The goal concerns concealed authorship at first publication. The relevant notes are that the essays appeared in 1787 and 1788 and that every one was signed “Publius,” although three men wrote them. Only one choice combines those facts and states that the pen name hid the writers.",
    source: src.federalist,
  },
  {
    id: "mock05-rw-m2h-25",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Simon Newcomb (1835–1909) was born in Nova Scotia and moved to the United States in 1853.
- From 1877 to 1897, he directed the US Nautical Almanac Office, which calculated the positions of the sun, moon, and planets.
- In 1878, he published *Popular Astronomy*.
- The book offers general readers a view of the history, methods, and results of astronomical research, in language meant to be understood without mathematical study.`,
      },
    ],
    stem: `The student wants to introduce *Popular Astronomy* to an audience unfamiliar with the book and its author. ${NOTES}`,
    choices: [
      {
        text: "*Popular Astronomy* (1878), by the astronomer Simon Newcomb, offers general readers a view of the history, methods, and results of astronomical research without requiring mathematical study.",
        correct: true,
        why: "This names the book and its date, identifies Newcomb as an astronomer for readers who do not know him, and says what the book offers and to whom.",
      },
      {
        text: "From 1877 to 1897, Simon Newcomb directed the US Nautical Almanac Office, which calculated the positions of the sun, moon, and planets.",
        correct: false,
        why: "This describes Newcomb's official work but never mentions *Popular Astronomy*, the book the student wants to introduce.",
      },
      {
        text: "Newcomb's 1878 book offers general readers a view of the history, methods, and results of astronomical research without requiring mathematical study.",
        correct: false,
        why: "This describes the book's contents, but it omits the title and assumes that readers already know who Newcomb is, so it does not suit an unfamiliar audience.",
      },
      {
        text: "Simon Newcomb, who was born in Nova Scotia in 1835, moved to the United States in 1853.",
        correct: false,
        why: "This gives biographical facts about the author and says nothing about the book.",
      },
    ],
    explanation:
      "An introduction for an unfamiliar audience should name the book, identify the author, and say what kind of book it is. One choice does all three: it gives the title and date, presents Newcomb as an astronomer, and says what the book offers general readers.",
    source: src.newcomb,
  },
  {
    id: "mock05-rw-m2h-26",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: "In *Cosmos*, whose first volume appeared in 1845, Alexander von Humboldt set out to describe the entire physical universe, from distant nebulae to the plants and animals of the earth, as one connected whole. So vast an ambition might seem to invite loose speculation. ______ Humboldt supported his general statements with a mass of measurements, such as readings of temperature, altitude, and the earth's magnetism, and with extensive notes citing observations by scientists from many countries.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Yet",
        correct: true,
        why: "“Might seem” sets up an expectation that the next sentence overturns: instead of loose speculation, Humboldt relied on measurements and documented observations. “Yet” signals that contrast with what one would expect.",
      },
      {
        text: "Indeed,",
        correct: false,
        why: "“Indeed” would confirm or strengthen the previous sentence, but careful measurement and extensive documentation are the opposite of loose speculation.",
      },
      {
        text: "Accordingly,",
        correct: false,
        why: "“Accordingly” presents what follows as a consequence, yet Humboldt's reliance on measurement does not follow from his ambition seeming to invite speculation; it defies that impression.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "“Likewise” introduces a similar point, but the last sentence contrasts with the second rather than resembling it.",
      },
    ],
    explanation:
      "The second sentence states an expectation (“might seem to invite loose speculation”), and the third shows Humboldt doing the reverse by grounding his claims in measurements and citations. A transition that marks a contrast with expectation is needed: “Yet.”",
    source: src.cosmos,
  },
  {
    id: "mock05-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    pilot: true,
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- The French naturalist Georges-Louis Leclerc, Comte de Buffon, claimed that animals in the Americas were smaller than those of Europe.
- In *Notes on the State of Virginia* (1787), Thomas Jefferson disputed this claim.
- Jefferson's book included tables comparing the weights of four-footed animals found in Europe and in America.
- In 1787, while serving as the US minister to France, Jefferson had the skin and skeleton of a moose sent from North America to Paris for Buffon to examine.`,
      },
    ],
    stem: `The student wants to emphasize that Jefferson challenged Buffon's claim with more than one kind of evidence. ${NOTES}`,
    choices: [
      {
        text: "Jefferson challenged Buffon's claim that American animals were smaller than European ones in two ways: his *Notes on the State of Virginia* (1787) compared the weights of four-footed animals on the two continents in tables, and he had the skin and skeleton of a moose sent to Paris for Buffon to examine.",
        correct: true,
        why: "This choice states Buffon's claim and pairs two different kinds of evidence Jefferson used against it, written tables of weights and a physical specimen, announcing them as “two ways.”",
      },
      {
        text: "In *Notes on the State of Virginia* (1787), Jefferson disputed Buffon's claim with tables comparing the weights of four-footed animals found in Europe and in America.",
        correct: false,
        why: "This clearly names the dispute and one piece of evidence, which makes it tempting, but it gives only one kind of evidence, the tables, and leaves out the moose.",
      },
      {
        text: "In 1787, Jefferson, then the US minister to France, had the skin and skeleton of a moose sent to Paris so that Buffon could examine it.",
        correct: false,
        why: "This mentions only the moose and does not explain what claim the specimen was meant to challenge.",
      },
      {
        text: "Buffon claimed that American animals were smaller than European ones, a claim Jefferson disputed in *Notes on the State of Virginia* (1787).",
        correct: false,
        why: "This reports the dispute but names none of the evidence Jefferson used.",
      },
    ],
    explanation:
      "To show more than one kind of evidence, the sentence must include both the tables of weights in *Notes on the State of Virginia* and the moose specimen sent to Paris, and connect them to Buffon's claim. Only one choice does all of this.",
    source: src.notesVirginia,
  },
];
