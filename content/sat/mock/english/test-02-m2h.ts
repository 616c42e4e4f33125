import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 2, reading and writing, module 2 (harder form). Passages are adapted from public-domain
 * works published before 1930, or are short factual passages about those works and their authors;
 * the two quantitative-evidence items carry original passages with invented, clearly labelled data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const src = {
  beagle: pd(
    "Charles Darwin",
    "Journal of Researches into the Natural History and Geology of the Countries Visited during the Voyage of H.M.S. Beagle round the World (The Voyage of the Beagle)",
    1839,
    "second edition, John Murray, London, 1845",
  ),
  selborne: pd("Gilbert White", "The Natural History and Antiquities of Selborne", 1789, "T. Bensley for B. White and Son, London, 1789"),
  wormsAndSelborne: pd(
    "Gilbert White (Text 1); Charles Darwin (Text 2)",
    "The Natural History of Selborne (Text 1); The Formation of Vegetable Mould, through the Action of Worms, with Observations on Their Habits (Text 2)",
    1789,
    "T. Bensley for B. White and Son, London, 1789 (Text 1); John Murray, London, 1881 (Text 2)",
  ),
  tyndallImagination: pd("John Tyndall", "Scientific Use of the Imagination", 1870, "Longmans, Green, and Co., London, 1870"),
  tyndallFragments: pd("John Tyndall", "Fragments of Science for Unscientific People (“Dust and Disease”)", 1871, "Longmans, Green, and Co., London, 1871"),
  tyndallAlps: pd("John Tyndall", "Hours of Exercise in the Alps", 1871, "Longmans, Green, and Co., London, 1871"),
  tyndallRadiantHeat: pd(
    "John Tyndall",
    "Contributions to Molecular Physics in the Domain of Radiant Heat",
    1872,
    "Longmans, Green, and Co., London, 1872",
  ),
  adamsEducation: pd("Henry Adams", "The Education of Henry Adams", 1918, "Houghton Mifflin Company, Boston and New York, 1918"),
  houseOfMirth: pd("Edith Wharton", "The House of Mirth", 1905, "Charles Scribner's Sons, New York, 1905"),
  ageOfInnocence: pd("Edith Wharton", "The Age of Innocence", 1920, "D. Appleton and Company, New York, 1920"),
  malayArchipelago: pd("Alfred Russel Wallace", "The Malay Archipelago", 1869, "Macmillan and Co., London, 1869 (two volumes)"),
  amazon: pd("Alfred Russel Wallace", "A Narrative of Travels on the Amazon and Rio Negro", 1853, "Reeve and Co., London, 1853"),
  huxleyMethod: pd(
    "Thomas Henry Huxley",
    "Method and Results: Essays (Collected Essays, vol. 1, with his “Autobiography”)",
    1893,
    "Macmillan and Co., London, 1893",
  ),
  huxleyReception: pd(
    "Thomas Henry Huxley",
    "On the Reception of the “Origin of Species”",
    1887,
    "in The Life and Letters of Charles Darwin, ed. Francis Darwin, vol. 2, John Murray, London, 1887",
  ),
};

const STEM = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock02-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: "The following text is adapted from Charles Darwin's account of the voyage of HMS *Beagle*. In 1832 the ship stopped at Bahia, on the coast of Brazil.\n\nDelight is too weak a word to express the feelings of a naturalist who, for the first time, has wandered by himself in a Brazilian forest. The elegance of the grasses, the novelty of the plants that grow upon other plants, the beauty of the flowers, the glossy green of the leaves, but above all the general ______ of the vegetation filled me with admiration.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "richness",
        correct: true,
        why: "The sentence lists one admirable feature of the forest after another and then names the one that impressed Darwin “above all.” A word for abundant, thriving growth, such as “richness,” completes that list of praise and explains his admiration.",
      },
      {
        text: "scarcity",
        correct: false,
        why: "A scarcity of plants would not fill a delighted naturalist “with admiration”; the text describes a forest full of grasses, flowers, and leaves, not a bare one.",
      },
      {
        text: "dullness",
        correct: false,
        why: "Every detail in the list (elegance, novelty, beauty, glossy green) is praise, so a word meaning lack of interest contradicts the whole sentence.",
      },
      {
        text: "sameness",
        correct: false,
        why: "The list stresses variety and novelty (grasses, unfamiliar plants, flowers), so a word meaning uniformity does not fit what Darwin admired most.",
      },
    ],
    explanation:
      "Darwin says that even “delight” is too weak a word for what he felt, and he builds a list of admirable features that ends with the one that struck him most. The blank must name a quality of the vegetation that would inspire admiration on top of elegance and beauty: its richness, or abundant growth.",
    source: src.beagle,
  },
  {
    id: "mock02-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: "The following text is adapted from a 1767 letter by Gilbert White, later published in *The Natural History of Selborne* (1789). White is writing about a very small mouse found in the fields around his village.\n\nFrom the colour, shape, size, and manner of nesting, I have no doubt that the species is ______. These mice are much smaller and more slender than a mouse described by the naturalist John Ray, and they are coloured more like a squirrel or a dormouse. They never enter houses; they are carried into ricks and barns with the sheaves, abound at harvest, and build their nests amid the straws of the corn above the ground.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "undescribed",
        correct: true,
        why: "White bases his judgment on the mice's colour, shape, size, and nests, and then shows how they differ from the mouse Ray had already described. That reasoning supports the conclusion that the species had not yet been described by naturalists.",
      },
      {
        text: "rare",
        correct: false,
        why: "The text says these mice “abound at harvest,” so calling them rare contradicts it. White's evidence (how they differ from a described mouse) bears on whether they are a new species, not on how common they are.",
      },
      {
        text: "domestic",
        correct: false,
        why: "White states that these mice “never enter houses,” so a word meaning that they live in houses contradicts the text.",
      },
      {
        text: "ordinary",
        correct: false,
        why: "White's careful list of the ways these mice differ from a known mouse points to something new, not to something ordinary.",
      },
    ],
    explanation:
      "The sentences after the blank explain White's conclusion: the mice differ in size, build, and colour from a mouse that Ray had described, and they live and nest in their own way. Setting a creature apart from an already described one in this way supports the judgment that it is a species not yet described.",
    source: src.selborne,
  },
  {
    id: "mock02-rw-m2h-03",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from *The Education of Henry Adams* (1918), in which Adams writes of himself in the third person. Here he judges Harvard College as it was in the 1850s.\n\nHarvard College was probably less hurtful than any other university then in existence. It taught little, and that little ill, but it left the mind open, free from bias, ignorant of facts, but ______. The graduate had few strong prejudices. He knew little, but his mind remained supple, ready to receive knowledge.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "receptive",
        correct: true,
        why: "The “but” sets a redeeming quality against the graduate's ignorance, and the last sentence names it: though he “knew little,” his mind was “supple, ready to receive knowledge.” “Receptive” means exactly that readiness to take in what is offered.",
      },
      {
        text: "complacent",
        correct: false,
        why: "This keeps the critical tone of “taught little, and that little ill,” but the “but” signals a contrast with ignorance, and a mind “ready to receive knowledge” is the opposite of one content with what it has.",
      },
      {
        text: "skeptical",
        correct: false,
        why: "“Free from bias” might seem to suggest doubt, but the text describes a mind that readily takes in knowledge, not one inclined to question or resist it.",
      },
      {
        text: "cultivated",
        correct: false,
        why: "A cultivated mind is well stocked with learning, which contradicts “ignorant of facts” and “He knew little.”",
      },
    ],
    explanation:
      "Adams grants Harvard one merit: whatever its teaching lacked, it left students' minds open. The blank follows “ignorant of facts, but,” so it must name a strength that offsets ignorance, and the text defines it in the last sentence as a mind “ready to receive knowledge.” “Receptive” is the precise word for that quality.",
    source: src.adamsEducation,
  },
  {
    id: "mock02-rw-m2h-04",
    skill: "words-in-context",
    difficulty: "hard",
    pilot: true,
    passages: [
      {
        text: "The following text is adapted from Edith Wharton's 1905 novel *The House of Mirth*. Lawrence Selden has just caught sight of Lily Bart in New York's Grand Central Station.\n\nIt was a Monday in early September, and he was returning to his work from a hurried visit to the country; but what was Miss Bart doing in town at that season? If she had seemed to be catching a train, he might have supposed that she was passing from one country house to another; but her aimless air puzzled him. She stood apart from the crowd, letting it drift by her to the platform or the street, and wearing an air of ______ which might, he guessed, be the mask of a very definite purpose.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "indecision",
        correct: true,
        why: "Lily seems aimless and lets the crowd drift past her, and Selden suspects this appearance may be a “mask” hiding “a very definite purpose.” A mask hides its opposite, so the air she wears must be one of indecision.",
      },
      {
        text: "resolve",
        correct: false,
        why: "Resolve is what Selden suspects lies behind the mask (“a very definite purpose”), not the appearance that hides it; an air of resolve would not need to be a mask at all.",
      },
      {
        text: "urgency",
        correct: false,
        why: "Lily is not hurrying anywhere: she stands apart and lets the crowd drift by, and her air is described as “aimless,” which is the opposite of urgent.",
      },
      {
        text: "hostility",
        correct: false,
        why: "Nothing in the text suggests that Lily seems unfriendly; what puzzles Selden is her apparent lack of purpose, not any ill will.",
      },
    ],
    explanation:
      "The text contrasts how Lily appears with what Selden suspects: she looks aimless, not catching any train and letting the crowd pass her, yet this may be “the mask of a very definite purpose.” The word in the blank must name the aimless appearance that could hide a purpose, which is indecision.",
    source: src.houseOfMirth,
  },
  {
    id: "mock02-rw-m2h-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: "The following text is adapted from John Tyndall's 1870 lecture “Scientific Use of the Imagination.”\n\nThere are conservatives even in science who regard imagination as a faculty to be feared and avoided rather than employed. They have observed its action in weak minds and have been unduly impressed by its disasters. But they might with equal justice point to exploded boilers as an argument against the use of steam. Bounded and guided by reason, imagination becomes the mightiest instrument of the physical discoverer. Newton's passage from a falling apple to a falling moon was, at the outset, a leap of the imagination.",
      },
    ],
    stem: "Which choice best describes the function of the reference to “exploded boilers” in the text?",
    choices: [
      {
        text: "It offers a comparison suggesting that a power should not be rejected merely because it has sometimes caused harm when poorly controlled.",
        correct: true,
        why: "Tyndall says the critics could “with equal justice” cite exploded boilers against steam. Since no one would give up steam because some boilers burst, the comparison shows that the failures of imagination in “weak minds” are no reason to give up imagination.",
      },
      {
        text: "It gives an example of the kind of disaster that, according to the text, an unchecked imagination has produced in science.",
        correct: false,
        why: "This reads the boilers literally. They are not a disaster caused by imagination; they belong to an analogy about steam, used to answer the critics of imagination.",
      },
      {
        text: "It supports the view, which the author shares, that imagination is too dangerous for scientists to rely on.",
        correct: false,
        why: "This reverses Tyndall's position. He calls imagination “the mightiest instrument of the physical discoverer” and uses the boilers to mock the fear of it.",
      },
      {
        text: "It introduces a discovery that, like Newton's, began as a leap of the imagination.",
        correct: false,
        why: "The boilers are not presented as a discovery; Newton's leap is the text's only example of imaginative discovery.",
      },
    ],
    explanation:
      "The critics reject imagination because of its disasters in weak minds. Tyndall answers with an analogy: by the same logic, exploded boilers would be a reason to give up steam. The absurdity of that conclusion shows that occasional misuse does not justify rejecting a powerful tool, which prepares his claim that imagination, guided by reason, is the discoverer's mightiest instrument.",
    source: src.tyndallImagination,
  },
  {
    id: "mock02-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from the 1845 edition of Charles Darwin's account of the voyage of HMS *Beagle*. Darwin had found the bones of huge extinct mammals on the dry plains of Argentina.\n\nThat large animals require a luxuriant vegetation has been a general assumption which has passed from one book to another; but I do not hesitate to say that it is completely false. The prejudice has probably come from India and the Indian islands, where troops of elephants, noble forests, and impenetrable jungles are associated together in everyone's mind. If, however, we refer to any book of travels through the southern parts of Africa, we shall find allusions on almost every page either to the desert character of the country or to the numbers of large animals inhabiting it.",
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It rejects a widely repeated belief, suggests how that belief may have arisen, and then points to a region whose conditions contradict it.",
        correct: true,
        why: "Darwin first calls the assumption that large animals need luxuriant vegetation “completely false,” then traces the “prejudice” to the familiar pairing of elephants and jungles in India, and finally cites southern Africa, a desert-like country full of large animals, as evidence against it.",
      },
      {
        text: "It traces a belief to the landscapes of India, argues that India's forests are less luxuriant than is commonly supposed, and then cites accounts of Africa as confirmation.",
        correct: false,
        why: "Darwin does not question India's forests; he accepts the “noble forests” and “impenetrable jungles” and suggests only that this familiar picture is where the false general rule came from.",
      },
      {
        text: "It reports a belief held by earlier writers, presents evidence from Darwin's own fossil finds in support of it, and then qualifies that belief.",
        correct: false,
        why: "Darwin does not support the belief at all; he rejects it outright in the first sentence, and the evidence he cites (travel accounts of southern Africa) is against it.",
      },
      {
        text: "It compares the animals of India with those of southern Africa and concludes that both regions support equally large animals.",
        correct: false,
        why: "The text makes no comparison of the size of animals in the two regions; India appears only as the likely source of a mistaken idea.",
      },
    ],
    explanation:
      "The text moves in three steps: a flat rejection of a common assumption, a suggested origin for that assumption (the association of elephants with jungles in India), and a counterexample (southern Africa, where travelers report both desert and many large animals). Only the choice that names all three steps in order describes the structure.",
    source: src.beagle,
  },
  {
    id: "mock02-rw-m2h-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from the opening of Edith Wharton's 1920 novel *The Age of Innocence*.\n\nOn a January evening of the early seventies, Christine Nilsson was singing in *Faust* at the Academy of Music in New York. Though there was already talk of building, in remote metropolitan distances “above the Forties,” a new Opera House which should compete in costliness and splendour with those of the great European capitals, the world of fashion was still content to reassemble every winter in the shabby red and gold boxes of the sociable old Academy. **Conservatives cherished it for being small and inconvenient, and thus keeping out the “new people” whom New York was beginning to dread and yet be drawn to; and the sentimental clung to it for its historic associations, and the musical for its excellent acoustics.**",
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It accounts for the loyalty described in the previous sentence by setting out the reasons that different groups of patrons preferred the old Academy, one of which reveals a wish to exclude newcomers.",
        correct: true,
        why: "The previous sentence says that society was “still content” with the shabby Academy despite talk of a splendid new house. The bold sentence explains why, giving three groups and three motives, and the first (keeping out the “new people”) shows how some valued the building for its very drawbacks.",
      },
      {
        text: "It reveals that most of the Academy's patrons valued it chiefly for its excellent acoustics.",
        correct: false,
        why: "The acoustics are the reason of only one group, “the musical,” and they come last in a list of three motives; the sentence does not say that most patrons cared chiefly about sound.",
      },
      {
        text: "It describes the qualities that the planned new Opera House was expected to surpass.",
        correct: false,
        why: "The new house is expected to rival European opera houses in “costliness and splendour”; the bold sentence is about why people clung to the old Academy, not about what the new house would outdo.",
      },
      {
        text: "It presents the narrator's argument that the Academy should be preserved rather than replaced.",
        correct: false,
        why: "The sentence reports what various groups felt, with some irony (conservatives cherishing a hall for being “inconvenient”); it makes no argument about what should be done with the building.",
      },
    ],
    explanation:
      "The second sentence poses a small puzzle: why would the world of fashion keep gathering in a shabby hall when a grand new one was being discussed? The bold sentence answers it, listing the conservatives' wish to keep out “new people,” the sentimental attachment to history, and the musical preference for good acoustics. It thus explains the loyalty and, through the first motive, introduces the exclusiveness of this society.",
    source: src.ageOfInnocence,
  },
  {
    id: "mock02-rw-m2h-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: "Earthworms, though in appearance a small and despicable link in the chain of nature, yet, if lost, would make a lamentable gap. Worms seem to be the great promoters of vegetation, which would proceed but lamely without them, by boring and loosening the soil and making it open to rains and the fibres of plants, by drawing straws and stalks of leaves into it, and, most of all, by throwing up countless lumps of earth called worm-casts, which are a fine manure for grain and grass. Gardeners and farmers detest worms: gardeners because worms make their walks unsightly, and farmers because they believe worms eat their green corn.",
      },
      {
        label: "Text 2",
        text: "When we behold a wide, turf-covered expanse, we should remember that its smoothness, on which so much of its beauty depends, is mainly due to all its unevenness having been slowly levelled by worms. It is a marvellous reflection that the whole of the surface soil over any such expanse has passed, and will again pass, every few years through the bodies of worms. The plough is one of the most ancient and most valuable of man's inventions; but long before he existed the land was in fact regularly ploughed, and still continues to be ploughed, by earthworms.",
      },
    ],
    stem: "Text 1 is adapted from a 1777 letter by Gilbert White, published in *The Natural History of Selborne* (1789). Text 2 is adapted from Charles Darwin's 1881 book *The Formation of Vegetable Mould, through the Action of Worms*. Based on the texts, how would Darwin most likely respond to the farmers' view of worms described in Text 1?",
    choices: [
      {
        text: "He would argue that, far from harming farmland, worms do work like that of one of the farmer's own most valuable tools, and did it long before farming existed.",
        correct: true,
        why: "The farmers in Text 1 see worms as pests that eat their corn. Darwin calls the plough one of the most valuable of human inventions and says that worms were ploughing the land long before people existed, so he would present worms as the farmer's ally, not his enemy.",
      },
      {
        text: "He would accept it, since he notes that the whole of the surface soil passes through the bodies of worms.",
        correct: false,
        why: "This mistakes Darwin's point. Soil passing through worms is the means by which they work the land; he presents it as a “marvellous” fact, not as evidence that worms damage crops.",
      },
      {
        text: "He would agree that worms harm crops but claim that their levelling of turf makes up for the harm.",
        correct: false,
        why: "Darwin never grants that worms harm crops; his comparison with the plough presents their effect on farmland as useful in itself.",
      },
      {
        text: "He would urge farmers to give up ploughing and rely on worms to prepare their fields.",
        correct: false,
        why: "Darwin calls the plough “most valuable”; comparing worms to it honors the worms without suggesting that farmers abandon it.",
      },
    ],
    explanation:
      "Text 1 reports that farmers detest worms because they believe worms eat their green corn. Text 2 compares the worms' steady turning of the soil to ploughing, which Darwin calls one of the most valuable human inventions, and says worms did this long before humans existed. Darwin would therefore reject the farmers' view and present worms as doing the farmer's own work.",
    source: src.wormsAndSelborne,
  },

  // ================================================================ information and ideas
  {
    id: "mock02-rw-m2h-09",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: "The following text is adapted from Charles Darwin's account of the voyage of HMS *Beagle*. In February 1835, Darwin was resting in a forest near Valdivia, Chile, when a severe earthquake struck.\n\nIn the forest, as a breeze moved the trees, I felt the earth tremble but saw no other effect. Captain FitzRoy and some officers were in the town during the shock, and there the scene was more striking: the wooden houses did not fall, but they were violently shaken, their boards creaking and rattling, and the people rushed out of doors in the greatest alarm. It is these accompaniments that create that perfect horror of earthquakes felt by all who have seen, as well as felt, their effects. Within the forest, it was a deeply interesting, but by no means an awe-inspiring, event.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Much of the terror earthquakes inspire comes from seeing their effects on buildings and people, which is why the shock Darwin felt in the forest interested rather than frightened him.",
        correct: true,
        why: "Darwin contrasts his quiet experience in the forest with the creaking houses and alarmed people in town, then says it is “these accompaniments” that create the horror of earthquakes; without them, the event was interesting but not awe-inspiring.",
      },
      {
        text: "The earthquake was more dangerous in the forest than in the town, because the trees were moving in the wind.",
        correct: false,
        why: "Darwin says that in the forest he felt the earth tremble but “saw no other effect”; it was in the town, not the forest, that the scene was “more striking.”",
      },
      {
        text: "Wooden houses are better able than other buildings to survive severe earthquakes.",
        correct: false,
        why: "The text notes that the wooden houses did not fall, but it compares them with no other kind of building; the detail serves to show how frightening the shaking looked, not to judge building methods.",
      },
      {
        text: "Darwin regretted being in the forest during the earthquake because he missed the more striking scene in the town.",
        correct: false,
        why: "Darwin expresses no regret; he calls the event in the forest “deeply interesting” and uses the officers' report to explain why others found it terrifying.",
      },
    ],
    explanation:
      "The text sets Darwin's experience (trembling ground, no visible damage) beside the scene in town (violently shaken houses, people rushing out in alarm) and draws a general point: it is the visible accompaniments of an earthquake that make it horrifying. That is why, for Darwin in the forest, it was interesting rather than awe-inspiring.",
    source: src.beagle,
  },
  {
    id: "mock02-rw-m2h-10",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from *The Education of Henry Adams* (1918), in which Adams writes of himself in the third person. He recalls the hall of machines at the Paris Exposition of 1900, which he toured with the scientist Samuel Langley.\n\nTo Langley, the dynamo itself was but an ingenious channel for conveying somewhere the heat latent in a few tons of poor coal hidden in a dirty engine-house; but to Adams the dynamo became a symbol of infinity. As he grew accustomed to the great gallery of machines, he began to feel the forty-foot dynamos as a moral force, much as the early Christians felt the Cross. The planet itself seemed less impressive, in its old-fashioned, deliberate revolution, than this huge wheel, revolving within arm's length at dizzying speed and barely murmuring. Before the end, one began to pray to it.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Whereas a scientist regarded the dynamo as merely a clever device for transferring the energy of coal, Adams came to view it with an almost religious awe, as an emblem of boundless power.",
        correct: true,
        why: "The first sentence sets Langley's practical view (a channel for the heat of coal) against Adams's (“a symbol of infinity”), and the rest develops Adams's response in religious terms: a “moral force” felt as the early Christians felt the Cross, and finally something one “began to pray to.”",
      },
      {
        text: "The dynamos impressed Adams chiefly by their size and noise, which made the motions of the planet seem slow by comparison.",
        correct: false,
        why: "This picks up true details (the “forty-foot” dynamos, the planet's “deliberate” revolution) but gets the noise wrong, since the wheel is “barely murmuring,” and it misses the point: Adams's response is a kind of worship, not mere astonishment at size.",
      },
      {
        text: "Adams and Langley agreed that the dynamo was the most important exhibit at the Exposition because it could turn coal into motion.",
        correct: false,
        why: "The text contrasts the two men rather than showing agreement: what is only an ingenious channel to Langley becomes a symbol of infinity to Adams.",
      },
      {
        text: "Adams concluded that machines such as the dynamo would soon replace religion as the chief force in people's lives.",
        correct: false,
        why: "The text describes Adams's own feeling of reverence before the dynamo; it makes no prediction about the future of religion or of other people's lives.",
      },
    ],
    explanation:
      "The text is built on a contrast. For the scientist Langley, the dynamo is an ingenious but ordinary channel for the energy of coal; for Adams, it becomes “a symbol of infinity,” felt as a moral force and even prayed to. The main idea is that contrast and the quasi-religious awe the machine inspired in Adams.",
    source: src.adamsEducation,
  },
  {
    id: "mock02-rw-m2h-11",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: "In *The Malay Archipelago* (1869), the naturalist Alfred Russel Wallace argued that the animals of an island reflect its geological history more than its present climate. Where only a shallow sea separates an island from a larger landmass, he reasoned, the two were probably joined by land in the recent past, so the island should share most of its animals with that landmass, whatever its climate. He noted that Borneo and New Guinea, though alike in their hot, wet forests, have strikingly different animals, while the birds and mammals of New Guinea resemble those of Australia, a land of dry winds and open plains.",
      },
    ],
    stem: "Which finding, if true, would most directly support Wallace's reasoning?",
    choices: [
      {
        text: "A dry, grassy island linked by a shallow sea to a large, forested neighbor shares most of its mammal species with that neighbor rather than with a distant island whose dry grasslands resemble its own.",
        correct: true,
        why: "This finding sets history against climate: the island's animals match the landmass it is joined to by a shallow sea, even though its climate matches a different island. That is exactly what Wallace's reasoning predicts and what a climate-based explanation would not.",
      },
      {
        text: "Two islands with similar forests and rainfall, separated from each other by a deep channel, share nearly all of their bird species.",
        correct: false,
        why: "This would favor climate over history: the islands are alike in conditions and share their birds despite the deep channel, which is not what Wallace's reasoning predicts.",
      },
      {
        text: "On every island in the region, the animals of the wet forests differ from the animals of the dry grasslands.",
        correct: false,
        why: "This shows that local conditions shape which animals live where, the very factor Wallace argues matters less than geological history.",
      },
      {
        text: "Birds cross narrow straits between islands more easily than mammals do.",
        correct: false,
        why: "This concerns how animals travel, not whether shared animals follow former land connections rather than climate, so it does not bear directly on Wallace's reasoning.",
      },
    ],
    explanation:
      "Wallace's claim is that past land connections, shown by shallow seas, predict which animals an island has better than its climate does. The strongest support is a case where the two factors point in different directions and the animals follow the land connection, which is what the finding about the dry, grassy island describes.",
    source: src.malayArchipelago,
  },
  {
    id: "mock02-rw-m2h-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: "A soil ecologist wanted to know whether the number of earthworms in a field affects how many fallen leaves are drawn underground. In autumn she laid 100 leaves on the surface of each of four plots, counted the earthworms in each plot, and recorded how many of the leaves had been pulled into burrows two weeks later. She concluded that the more earthworms a plot contained, the more of its leaves were buried.",
      },
    ],
    table: {
      title: "Earthworms and leaf burial in four plots (invented data)",
      columns: ["Plot", "Earthworms per square meter", "Leaves buried after two weeks (of 100)"],
      rows: [
        ["A", "35", "18"],
        ["B", "80", "41"],
        ["C", "140", "66"],
        ["D", "205", "87"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the ecologist's conclusion?",
    choices: [
      {
        text: "As the number of earthworms rose from 35 to 80 to 140 to 205 per square meter, the number of leaves buried rose from 18 to 41 to 66 to 87.",
        correct: true,
        why: "The conclusion links two quantities: more worms, more buried leaves. This choice shows both rising together across all four plots, which is exactly the pattern the conclusion describes.",
      },
      {
        text: "In plot D, 87 of the 100 leaves had been buried after two weeks.",
        correct: false,
        why: "This reports one plot's result without comparing it to plots with fewer worms, so it cannot show that burial increases with the number of worms.",
      },
      {
        text: "More than half of the leaves were buried in both plot C and plot D.",
        correct: false,
        why: "This is accurate, but it says nothing about earthworm numbers, so it does not connect leaf burial to how many worms a plot contained.",
      },
      {
        text: "Plot B contained more than twice as many earthworms per square meter as plot A did.",
        correct: false,
        why: "This compares worm numbers only; without the leaf counts, it offers no evidence about burial.",
      },
    ],
    explanation:
      "To support a claim that buried leaves increase with earthworm numbers, the evidence must pair the two columns and show them rising together. The table does so in every plot (35, 80, 140, 205 worms; 18, 41, 66, 87 leaves), and only one choice reports that relationship.",
    source: original,
  },
  {
    id: "mock02-rw-m2h-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: "Using nest records kept by a local bird club, a student compared the dates on which hedgerow birds laid their first eggs in cool springs and in warm springs. She hypothesized that warm weather leads birds to nest earlier, but that the effect is much weaker for migrant species, which cannot begin nesting until they return from their wintering grounds, than for resident species, which stay in the area all year.",
      },
    ],
    table: {
      title: "Mean date of first egg, in days after April 1, for hedgerow bird species (invented data)",
      columns: ["Species group", "Cool springs", "Warm springs"],
      rows: [
        ["Resident species", "24", "12"],
        ["Migrant species", "38", "35"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the student's hypothesis?",
    choices: [
      {
        text: "Resident species laid their first eggs 12 days earlier in warm springs than in cool springs, whereas migrant species laid theirs only 3 days earlier.",
        correct: true,
        why: "The hypothesis has two parts: warmth brings nesting forward, and it does so much less for migrants. This choice computes the shift for each group (24 − 12 = 12 days; 38 − 35 = 3 days) and shows both parts at once.",
      },
      {
        text: "In both cool and warm springs, resident species laid their first eggs earlier than migrant species did.",
        correct: false,
        why: "This is true, but it compares the two groups within each kind of spring; it says nothing about how much warm weather changed each group's timing, which is what the hypothesis is about.",
      },
      {
        text: "In warm springs, resident species laid their first eggs 23 days before migrant species did.",
        correct: false,
        why: "The arithmetic is right (35 − 12 = 23), but it compares the groups in warm springs only. Without the cool-spring dates, it cannot show that warmth affected residents more than migrants.",
      },
      {
        text: "Migrant species laid their first eggs 3 days earlier in warm springs than in cool springs.",
        correct: false,
        why: "This supports only the first part of the hypothesis for one group. To show that the effect is weaker for migrants, the 3-day shift must be set against the residents' 12-day shift.",
      },
    ],
    explanation:
      "The student predicts an earlier first egg in warm springs, with a much smaller change for migrants than for residents. The table bears this out: residents moved from day 24 to day 12 (12 days earlier), migrants from day 38 to day 35 (3 days earlier). Only the choice that reports both shifts side by side supports the whole hypothesis.",
    source: original,
  },
  {
    id: "mock02-rw-m2h-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: "In an 1870 lecture, the physicist John Tyndall described sending a powerful beam of light through the dusty air of his laboratory. When he placed a burning spirit lamp beneath the beam, wreaths of darkness rose from the flame into the beam, blacker than the blackest smoke from a steamer's funnel. Yet when he replaced the lamp with a red-hot poker, which gives off no smoke, the same dark wreaths rose, and a hydrogen flame, which also burns without smoke, produced them even more abundantly. Since a beam passing through air can be seen only where floating particles scatter its light, these results suggest that the dark wreaths ______",
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "were not smoke but rising currents of air that contained none of the floating particles that make the beam visible.",
        correct: true,
        why: "Two smokeless heat sources produced the same darkness, so smoke cannot explain it. And since the beam is visible only where particles scatter its light, a dark patch inside it must be air without such particles.",
      },
      {
        text: "were made of smoke so fine that only a very powerful beam could reveal it.",
        correct: false,
        why: "This is the first impression the wreaths gave, and the later trials rule it out: the poker and the hydrogen flame give off no smoke, yet they produced the same wreaths, the flame even more of them.",
      },
      {
        text: "would have appeared even if the laboratory air had contained no floating particles at all.",
        correct: false,
        why: "If the air held no particles, the whole beam would be invisible, so there would be no bright background against which dark wreaths could be seen.",
      },
      {
        text: "were produced in greater quantities by the spirit lamp than by the hydrogen flame.",
        correct: false,
        why: "The text says the opposite: the hydrogen flame produced the wreaths “even more abundantly.”",
      },
    ],
    explanation:
      "The reasoning has two steps. First, the darkness cannot be smoke, because a red-hot poker and a hydrogen flame, neither of which gives off smoke, produced it too. Second, a beam shows only where particles scatter its light, so darkness within the beam means air empty of those particles. The wreaths were therefore currents of particle-free air rising from the heat sources.",
    source: src.tyndallFragments,
  },

  // ================================================================ standard English conventions
  {
    id: "mock02-rw-m2h-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "In July 1852, after four years of collecting in the Amazon basin, the naturalist Alfred Russel Wallace sailed for England aboard the brig *Helen*. Weeks into the voyage, fire broke out in the ship's ______ Wallace watched from a lifeboat as the *Helen* burned, taking most of his collection with it.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "hold, and",
        correct: true,
        why: "Two independent clauses (“fire broke out in the ship's hold” and “Wallace watched from a lifeboat...”) may be joined by a comma followed by the coordinating conjunction “and.”",
      },
      {
        text: "hold,",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "hold",
        correct: false,
        why: "With no punctuation or conjunction, the two independent clauses run together into a fused sentence.",
      },
      {
        text: "hold and,",
        correct: false,
        why: "The comma is in the wrong place: when “and” joins two independent clauses, the comma goes before the conjunction, not after it.",
      },
    ],
    explanation:
      "The blank falls between two complete clauses: “fire broke out in the ship's hold” and “Wallace watched from a lifeboat as the Helen burned.” The standard way to join them here is a comma plus the coordinating conjunction “and.”",
    source: src.amazon,
  },
  {
    id: "mock02-rw-m2h-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "Gilbert White's *The Natural History of Selborne* (1789) grew out of years of correspondence. The 110 letters that make up the natural history section of the book ______ addressed to two fellow naturalists, Thomas Pennant and Daines Barrington.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "were",
        correct: true,
        why: "The subject is the plural noun “letters,” so the plural verb “were” agrees with it, and the past tense fits letters written in the eighteenth century.",
      },
      {
        text: "was",
        correct: false,
        why: "“Was” is singular; it seems to agree with “section” or “book,” but those nouns belong to the clause and phrase that describe the letters. The subject is the plural “letters.”",
      },
      {
        text: "is",
        correct: false,
        why: "“Is” is a singular verb, which does not agree with the plural subject “letters.”",
      },
      {
        text: "has been",
        correct: false,
        why: "“Has been” is a singular verb form, which does not agree with the plural subject “letters.”",
      },
    ],
    explanation:
      "Strip away the clause “that make up the natural history section of the book,” and the sentence reads “The 110 letters ______ addressed to two fellow naturalists.” The plural subject “letters” needs the plural verb “were.”",
    source: src.selborne,
  },
  {
    id: "mock02-rw-m2h-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "The Irish physicist John Tyndall traveled to the Alps in 1856 to study glaciers, and he soon became a skilled mountaineer as well. In 1861, with two guides, he made the first ascent of the ______ peak in the Swiss Alps that rises more than 4,500 meters above sea level.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Weisshorn, a",
        correct: true,
        why: "“A peak in the Swiss Alps that rises more than 4,500 meters above sea level” is an appositive renaming “the Weisshorn,” and a comma correctly sets it off from the noun it describes.",
      },
      {
        text: "Weisshorn; a",
        correct: false,
        why: "A semicolon must separate two independent clauses, but “a peak in the Swiss Alps that rises...” is a noun phrase, not a clause.",
      },
      {
        text: "Weisshorn. A",
        correct: false,
        why: "The period leaves “A peak in the Swiss Alps that rises more than 4,500 meters above sea level” standing alone as a sentence fragment.",
      },
      {
        text: "Weisshorn a",
        correct: false,
        why: "Without punctuation, the appositive runs into the noun it renames, and the sentence reads as if “Weisshorn a peak” were a single name.",
      },
    ],
    explanation:
      "The words after the blank describe the Weisshorn: they form an appositive noun phrase, not a clause. An appositive at the end of a sentence is set off from the noun it renames with a comma.",
    source: src.tyndallAlps,
  },
  {
    id: "mock02-rw-m2h-18",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "Between 1854 and 1862, Alfred Russel Wallace traveled among the islands of the Malay Archipelago, collecting animals to sell to museums and private collectors. The collection of birds, insects, and other animals that he assembled during those eight years ______ made up of more than 125,000 specimens.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "was",
        correct: true,
        why: "The subject is the singular noun “collection,” so the singular verb “was” agrees with it, and the past tense matches the rest of the account.",
      },
      {
        text: "were",
        correct: false,
        why: "“Were” seems to agree with the plural nouns “birds, insects, and other animals” or “years,” but those belong to the phrase and clause that describe the collection. The subject is the singular “collection.”",
      },
      {
        text: "are",
        correct: false,
        why: "“Are” is plural, which does not agree with the singular subject “collection.”",
      },
      {
        text: "have been",
        correct: false,
        why: "“Have been” is plural, which does not agree with the singular subject “collection.”",
      },
    ],
    explanation:
      "The core of the sentence is “The collection ... ______ made up of more than 125,000 specimens.” The plural nouns in between (“birds, insects, and other animals”; “years”) are not the subject. The singular “collection” needs the singular verb “was.”",
    source: src.malayArchipelago,
  },
  {
    id: "mock02-rw-m2h-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "In December 1846, HMS *Rattlesnake* left England to survey the waters off northeastern Australia and New Guinea. Its assistant surgeon, a twenty-one-year-old named Thomas Henry ______ used his spare hours aboard to study jellyfish and other delicate sea creatures, and the papers he sent home helped win him election to the Royal Society in 1851.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Huxley,",
        correct: true,
        why: "“A twenty-one-year-old named Thomas Henry Huxley” is an appositive that interrupts the subject (“Its assistant surgeon”) and its verb (“used”). It opens with a comma, so it must close with one.",
      },
      {
        text: "Huxley",
        correct: false,
        why: "Without a closing comma, the appositive that opened with the comma after “surgeon” is never closed, so the description of the surgeon runs straight into the verb “used.”",
      },
      {
        text: "Huxley;",
        correct: false,
        why: "A semicolon must separate two independent clauses, but “Its assistant surgeon, a twenty-one-year-old named Thomas Henry Huxley” has no verb and cannot stand alone.",
      },
      {
        text: "Huxley—",
        correct: false,
        why: "An interrupting element must be closed with the same mark that opened it. This one opens with a comma, so closing it with a dash is inconsistent.",
      },
    ],
    explanation:
      "The subject “Its assistant surgeon” is followed by the appositive “a twenty-one-year-old named Thomas Henry Huxley,” which is opened by a comma. To return to the main clause and its verb “used,” the appositive must be closed by a matching comma.",
    source: src.huxleyMethod,
  },
  {
    id: "mock02-rw-m2h-20",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "Wallace's eight years in the Malay Archipelago took him to dozens of islands, among them Borneo, where he studied orangutans in the forests of ______ Lombok, where he was struck by how different the birds were from those of neighboring Bali; and the Aru Islands, where he collected birds of paradise.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Sarawak;",
        correct: true,
        why: "Each item in this list contains its own comma (“Borneo, where...”; “Lombok, where...”; “the Aru Islands, where...”), so the items must be separated by semicolons, as the one before “and the Aru Islands” already is.",
      },
      {
        text: "Sarawak,",
        correct: false,
        why: "A comma here would be indistinguishable from the commas inside the items, so the reader could not tell where the description of Borneo ends and the next island begins; it is also inconsistent with the semicolon used later in the same list.",
      },
      {
        text: "Sarawak:",
        correct: false,
        why: "A colon would announce that what follows explains or lists Sarawak, but Lombok is the next item in the series, not an explanation of Sarawak.",
      },
      {
        text: "Sarawak",
        correct: false,
        why: "With no punctuation, the first item runs straight into the second, so the text seems to say that orangutans live in the forests of “Sarawak Lombok.”",
      },
    ],
    explanation:
      "The sentence lists three places, and each item includes a comma of its own before a “where” clause. In such a complex series, semicolons separate the items; the writer already uses one before “and the Aru Islands,” so a semicolon is needed after “Sarawak” as well.",
    source: src.malayArchipelago,
  },
  {
    id: "mock02-rw-m2h-21",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "Henry Adams wrote *The Education of Henry Adams* in an unusual voice: instead of “I,” he calls himself “he” or “Adams” throughout. Looking back from the age of nearly seventy on a life that had begun in 1838, ______",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Adams presents the schooling he received as a boy as poor preparation for the world of the twentieth century.",
        correct: true,
        why: "The introductory phrase “Looking back from the age of nearly seventy...” must describe the subject that immediately follows it. Adams is the one looking back, so placing “Adams” directly after the comma makes the modifier refer to the right person.",
      },
      {
        text: "Adams's autobiography presents the schooling he received as a boy as poor preparation for the world of the twentieth century.",
        correct: false,
        why: "The subject here is “autobiography,” not Adams; the possessive “Adams's” only describes it. The phrase therefore says that the book was looking back from the age of nearly seventy, a dangling modifier.",
      },
      {
        text: "the schooling Adams received as a boy is presented as poor preparation for the world of the twentieth century.",
        correct: false,
        why: "The subject is “the schooling,” so the sentence says that Adams's schooling was looking back from the age of nearly seventy, which is illogical.",
      },
      {
        text: "the reader learns that the schooling Adams received as a boy was poor preparation for the world of the twentieth century.",
        correct: false,
        why: "The subject is “the reader,” so the sentence says that the reader was looking back on a life begun in 1838, a dangling modifier.",
      },
    ],
    explanation:
      "An introductory participial phrase must be followed by the noun it modifies. The one looking back on a life begun in 1838 is Adams himself, so the main clause must begin with “Adams.” The possessive “Adams's autobiography” is the tempting trap: its subject is the book, not the man.",
    source: src.adamsEducation,
  },

  // ================================================================ expression of ideas
  {
    id: "mock02-rw-m2h-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: "Thomas Henry Huxley defended Charles Darwin's theory of evolution so fiercely in lectures and public debates that he became known as “Darwin's bulldog.” Darwin himself, ______ disliked public controversy and seldom took part in such debates, preferring to work quietly at his home in Kent.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "by contrast,",
        correct: true,
        why: "The sentence sets Darwin's avoidance of public debate against Huxley's fierce public defense of the theory, so a transition signaling contrast is logical.",
      },
      {
        text: "similarly,",
        correct: false,
        why: "Darwin's quiet avoidance of controversy is the opposite of Huxley's combative defense, not something similar to it.",
      },
      {
        text: "for example,",
        correct: false,
        why: "Darwin's dislike of controversy is not an example of Huxley's fierce debating; it is a different, opposing temperament.",
      },
      {
        text: "as a result,",
        correct: false,
        why: "Nothing in the text suggests that Huxley's debating caused Darwin to dislike controversy.",
      },
    ],
    explanation:
      "The first sentence describes Huxley's fierce public defense of evolution; the second describes Darwin's dislike of public controversy. The relationship between the two is contrast, so “by contrast” is the logical transition.",
    source: src.huxleyReception,
  },
  {
    id: "mock02-rw-m2h-23",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: "When Charles Darwin's account of the *Beagle* voyage first appeared in 1839, it described the graded differences in the beaks of the Galápagos finches but drew no conclusion from them. In the revised edition of 1845, ______ Darwin added a bold remark: seeing such variety in one small group of closely related birds, one might fancy that a single original species had been “modified for different ends.”",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "however,",
        correct: true,
        why: "The 1839 edition described the beaks “but drew no conclusion,” whereas the 1845 edition added a bold one. “However” marks this contrast between the two editions.",
      },
      {
        text: "therefore,",
        correct: false,
        why: "The first edition's silence is not a reason for the second edition's bold remark, so a transition signaling a consequence is illogical.",
      },
      {
        text: "for instance,",
        correct: false,
        why: "The added remark is not an example of the first edition's drawing no conclusion; it is the opposite of it.",
      },
      {
        text: "likewise,",
        correct: false,
        why: "The 1845 edition does not do the same thing as the 1839 edition; it does what the first edition did not.",
      },
    ],
    explanation:
      "The first sentence says the 1839 edition “drew no conclusion” from the finches' beaks; the second says the 1845 edition added a bold conclusion. The two sentences contrast, so “however” is the logical transition.",
    source: src.beagle,
  },
  {
    id: "mock02-rw-m2h-24",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: "In *The Education of Henry Adams* (1918), Adams judges his four years at Harvard College in the 1850s harshly, claiming that their entire work could easily have been done in any four months of his later life. ______ he grants the college a kind of worth: it was, he writes, “a negative force, and negative forces have value.” Slowly, Harvard weakened the violent political bias of his childhood, not by putting new interests in its place but by instilling mental habits that had no bias at all.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "Adams first dismisses his years at Harvard and then, despite that judgment, credits the college with some value. “Even so” signals a concession that follows a criticism without withdrawing it.",
      },
      {
        text: "Instead,",
        correct: false,
        why: "“Instead” would mean that Adams grants Harvard worth in place of judging it harshly, but he does both: the criticism stands, and the praise is added in spite of it.",
      },
      {
        text: "Indeed,",
        correct: false,
        why: "“Indeed” introduces a statement that reinforces the one before, but granting the college worth softens the harsh judgment rather than strengthening it.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "Adams's claim that the college's work could have been done in four months is not a reason for granting it worth; the praise comes despite that claim, not because of it.",
      },
    ],
    explanation:
      "The first sentence is a harsh verdict on Harvard; the second grants the college real, if negative, value. The relationship is concession: the praise is offered in spite of the criticism, which still stands. “Even so” expresses that relationship; “Instead” wrongly implies that the praise replaces the criticism.",
    source: src.adamsEducation,
  },
  {
    id: "mock02-rw-m2h-25",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- John Tyndall (1820–1893) was an Irish physicist who worked at the Royal Institution in London.\n- In 1859 he began measuring how much radiant heat various gases absorb.\n- He found that oxygen and nitrogen, the main gases of the air, absorb almost none.\n- He found that water vapor and carbon dioxide absorb it strongly.\n- He concluded that water vapor in the atmosphere helps keep Earth's surface warm.",
      },
    ],
    stem: "The student wants to emphasize a contrast between the gases Tyndall studied. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Tyndall found that while oxygen and nitrogen, the main gases of the air, absorb almost no radiant heat, water vapor and carbon dioxide absorb it strongly.",
        correct: true,
        why: "This sets the two groups of gases side by side (“while”) and states how differently they absorb radiant heat, which is exactly the contrast the goal calls for.",
      },
      {
        text: "In 1859 the Irish physicist John Tyndall began measuring how much radiant heat various gases absorb.",
        correct: false,
        why: "This introduces Tyndall's experiments but reports none of his results, so it shows no contrast between gases.",
      },
      {
        text: "Water vapor and carbon dioxide, Tyndall found, absorb radiant heat strongly.",
        correct: false,
        why: "This gives only one side of the contrast; without oxygen and nitrogen, nothing is set against the strong absorbers.",
      },
      {
        text: "Tyndall concluded that water vapor in the atmosphere helps keep Earth's surface warm.",
        correct: false,
        why: "This reports Tyndall's conclusion about one gas; it does not compare it with any other gas.",
      },
    ],
    explanation:
      "The goal is to emphasize a contrast between gases. The notes supply one: oxygen and nitrogen absorb almost no radiant heat, while water vapor and carbon dioxide absorb it strongly. Only the choice that places both groups in a single contrasting sentence accomplishes the goal.",
    source: src.tyndallRadiantHeat,
  },
  {
    id: "mock02-rw-m2h-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- *The House of Mirth* (1905) is a novel by Edith Wharton.\n- Its title comes from the Book of Ecclesiastes: “the heart of fools is in the house of mirth.”\n- Its heroine, Lily Bart, belongs to New York's wealthy society but has little money of her own.\n- She has been raised to expect a life of luxury.\n- To keep her place in that society, she must marry a rich husband.",
      },
    ],
    stem: "The student wants to explain why Lily Bart must find a rich husband. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Raised to expect a life of luxury but with little money of her own, Lily Bart must marry a rich husband if she is to keep her place in New York's wealthy society.",
        correct: true,
        why: "This gives the reasons behind Lily's need: her expectations of luxury, her lack of money, and the place in society she would lose. It explains why she must marry a rich man, as the goal requires.",
      },
      {
        text: "Lily Bart, the heroine of Edith Wharton's 1905 novel *The House of Mirth*, must marry a rich husband.",
        correct: false,
        why: "This states what Lily must do but not why, so it does not explain her situation.",
      },
      {
        text: "The title of Edith Wharton's *The House of Mirth* comes from the Book of Ecclesiastes: “the heart of fools is in the house of mirth.”",
        correct: false,
        why: "This explains the novel's title, not Lily's need for a rich husband.",
      },
      {
        text: "Lily Bart, a member of New York's wealthy society, has been raised to expect a life of luxury.",
        correct: false,
        why: "This gives part of Lily's background but leaves out her lack of money and never mentions marriage, so it does not explain why she must find a rich husband.",
      },
    ],
    explanation:
      "An explanation must connect cause and result: Lily expects luxury and wants to keep her place in wealthy society, but she has little money, so she must marry a rich husband. Only one choice draws all of these notes together.",
    source: src.houseOfMirth,
  },
  {
    id: "mock02-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    pilot: true,
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- Henry Adams (1838–1918) was an American historian; his grandfather and great-grandfather had been presidents of the United States.\n- In 1907 Adams had a small number of copies of *The Education of Henry Adams* privately printed.\n- He gave the copies to friends rather than offering the book for sale.\n- The book was published for the general public in 1918, after Adams's death.\n- In 1919 it won the Pulitzer Prize.",
      },
    ],
    stem: "The student wants to emphasize how long *The Education of Henry Adams* took to reach a wide readership. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Although Henry Adams had *The Education of Henry Adams* privately printed in 1907, the book did not reach the general public until 1918, more than a decade later and after its author's death.",
        correct: true,
        why: "This sets the private printing of 1907 against the public edition of 1918 and stresses the gap (“more than a decade later,” “after its author's death”), which is exactly the delay the goal asks the student to emphasize.",
      },
      {
        text: "Published for the general public in 1918, *The Education of Henry Adams* won the Pulitzer Prize the following year.",
        correct: false,
        why: "This emphasizes how quickly the public edition was honored, not how long the book waited to be published; it leaves out the 1907 printing that shows the delay.",
      },
      {
        text: "In 1907 the historian Henry Adams, whose grandfather and great-grandfather had been presidents, had a small number of copies of his book printed for friends.",
        correct: false,
        why: "This describes the private printing but never says when the book reached the public, so it cannot show how long that took.",
      },
      {
        text: "Henry Adams (1838–1918) was a historian whose *The Education of Henry Adams* was published for the general public in 1918.",
        correct: false,
        why: "This gives the public edition's date but not the 1907 private printing, so the reader cannot see how long the book circulated only among friends.",
      },
    ],
    explanation:
      "To show how long the book took to reach a wide readership, the sentence must give both ends of the delay: the private printing for friends in 1907 and the public edition of 1918, after Adams's death. Only one choice includes both dates and draws attention to the gap between them.",
    source: src.adamsEducation,
  },
];
