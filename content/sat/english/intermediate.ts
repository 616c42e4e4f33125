import type { AuthoredEnglishItem, PassageSource } from "../item-schema";

/**
 * English, intermediate (medium): 45 items, five per reading-and-writing skill outside the
 * conventions domain. Passages are adapted from public-domain works (published before 1930);
 * only the quantitative-evidence items carry original passages with invented, clearly labelled data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author,
  work,
  year,
  edition,
  licence: "public-domain",
  adapted: true,
});

const original: PassageSource = {
  author: "Unibridge",
  work: "Original passage written for Unibridge practice",
  year: 2026,
  edition: "Unibridge SAT practice bank, 2026",
  licence: "CC BY 4.0",
  adapted: false,
};

const pointedFirs = pd(
  "Sarah Orne Jewett",
  "The Country of the Pointed Firs",
  1896,
  "Houghton, Mifflin and Company, Boston and New York, 1896",
);
const oPioneers = pd("Willa Cather", "O Pioneers!", 1913, "Houghton Mifflin Company, Boston and New York, 1913");
const selborne = pd(
  "Gilbert White",
  "The Natural History and Antiquities of Selborne",
  1789,
  "T. Bensley for B. White and Son, London, 1789",
);
const beagle = pd(
  "Charles Darwin",
  "Journal of Researches into the Natural History and Geology of the Countries Visited during the Voyage of H.M.S. Beagle",
  1839,
  "second edition, John Murray, London, 1845",
);
const hullHouse = pd("Jane Addams", "Twenty Years at Hull-House", 1910, "The Macmillan Company, New York, 1910");
const walden = pd("Henry David Thoreau", "Walden; or, Life in the Woods", 1854, "Ticknor and Fields, Boston, 1854");
const emersonEssays = pd("Ralph Waldo Emerson", "Essays: First Series", 1841, "James Munroe and Company, Boston, 1841");
const origin = pd("Charles Darwin", "On the Origin of Species", 1859, "John Murray, London, 1859");
const worms = pd(
  "Charles Darwin",
  "The Formation of Vegetable Mould, through the Action of Worms, with Observations on Their Habits",
  1881,
  "John Murray, London, 1881",
);
const douglassNarrative = pd(
  "Frederick Douglass",
  "Narrative of the Life of Frederick Douglass, an American Slave",
  1845,
  "Anti-Slavery Office, Boston, 1845",
);
const addamsEthics = pd("Jane Addams", "Democracy and Social Ethics", 1902, "The Macmillan Company, New York, 1902");
const euthenics = pd(
  "Ellen H. Richards",
  "Euthenics: The Science of Controllable Environment",
  1910,
  "Whitcomb & Barrows, Boston, 1910",
);
const birdJapan = pd("Isabella L. Bird", "Unbeaten Tracks in Japan", 1880, "John Murray, London, 1880");
const photophone = pd(
  "Alexander Graham Bell",
  "On the Production and Reproduction of Sound by Light",
  1880,
  "American Journal of Science, third series, vol. 20, New Haven, 1880",
);

export const intermediateItems: AuthoredEnglishItem[] = [
  // ---------------------------------------------------------------- central ideas and details
  {
    id: "eng-intermediate-001",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Henry David Thoreau's 1854 book *Walden*.

The cost of a thing is the amount of what I will call life which is required to be exchanged for it, immediately or in the long run. An average house in this neighborhood costs perhaps eight hundred dollars, and to lay up this sum will take from ten to fifteen years of the laborer's life, even if he is not encumbered with a family; so that he must commonly have spent more than half his life before his wigwam is earned. The farmer is endeavoring to solve the problem of a livelihood by a formula more complicated than the problem itself; to get his shoestrings he speculates in herds of cattle.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "The true price of a possession is the share of a person's life spent obtaining it, and by that measure people often pay far more than their needs require.",
        correct: true,
        why: "The text opens by defining cost as life exchanged, then applies that measure to the house that consumes half a laborer's life and to the farmer whose method of earning a living is more complicated than the living itself.",
      },
      {
        text: "Building one's own simple dwelling is more satisfying than buying a house that must be paid for over many years.",
        correct: false,
        why: "This draws on what Thoreau does elsewhere in *Walden*, not on this text, which never proposes building one's own house or compares satisfactions; it only measures what the purchased house costs in years of life.",
      },
      {
        text: "Houses in the narrator's neighborhood are priced far above what houses cost in other places.",
        correct: false,
        why: "The eight hundred dollars is an example of an ordinary price, not a complaint about local prices; the text compares no places.",
      },
      {
        text: "Laborers without families are able to pay for their houses much sooner than laborers with families.",
        correct: false,
        why: "The phrase about a family is a passing qualification that makes the example stronger (even a single laborer needs ten to fifteen years); it is a detail, not the point of the text.",
      },
    ],
    explanation:
      "Thoreau defines cost as the amount of life exchanged for a thing and then shows, through the house and the farmer, how ordinary ways of getting a living exact a huge share of life. The main idea is that measure of cost and its troubling result.",
    source: walden,
  },
  {
    id: "eng-intermediate-002",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Jane Addams's 1902 book *Democracy and Social Ethics*.

The charity visitor comes to a poor family with a deep faith in thrift, and she urges them to put by their small earnings against sickness and old age. She soon finds that her neighbors live by another code. Among them, the woman who hoards her savings while the family across the hall has no coal is thought hard and mean, and the workman who lends his last dollar to a comrade out of work is admired. The virtues so long honored in the visitor's own circle here look very like selfishness, and she begins to suspect that she has come to teach a morality which her hearers have some reason to distrust.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "A charity visitor discovers that the thrift she preaches clashes with the generosity her poor neighbors prize, which leads her to question the fitness of her own moral lessons.",
        correct: true,
        why: "The text sets the visitor's faith in saving against the neighbors' admiration for lending and sharing, and it ends with the visitor doubting the morality she came to teach; this choice captures both the conflict and its effect on her.",
      },
      {
        text: "Poor families fail to save because no one has yet explained to them the benefits of putting money aside.",
        correct: false,
        why: "This is the assumption the visitor arrives with, and the text undoes it: the neighbors do not save because their own code judges hoarding mean when others are in need, not because they are uninformed.",
      },
      {
        text: "The neighbors' generosity is superior to the visitor's thrift, so her code should be abandoned by every class of society.",
        correct: false,
        why: "This goes beyond the text. The visitor only begins to suspect that her lessons may not fit these neighbors; the text makes no claim that her code should be given up everywhere.",
      },
      {
        text: "Charity visitors should give families money and fuel directly instead of offering them advice.",
        correct: false,
        why: "The text describes a clash of moral codes; it never recommends a different form of aid.",
      },
    ],
    explanation:
      "The text moves from the visitor's confident advice to the neighbors' opposing code and finally to the visitor's doubt. The main idea is the clash between the two moralities and the self-questioning it produces in the visitor.",
    source: addamsEthics,
  },
  {
    id: "eng-intermediate-003",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Charles Darwin's 1859 book *On the Origin of Species*.

Nothing is easier than to admit in words the truth of the universal struggle for life, or more difficult, at least I have found it so, than constantly to bear this conclusion in mind. We behold the face of nature bright with gladness, and we often see a superabundance of food. We do not see, or we forget, that the birds which are idly singing round us mostly live on insects or seeds, and are thus constantly destroying life; or we forget how largely these songsters, or their eggs, or their nestlings, are destroyed by birds and beasts of prey. Nor do we always bear in mind that though food may be now superabundant, it is not so at all seasons of each recurring year.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Although the struggle for life is easy to accept in principle, the cheerful and plentiful look of nature makes observers lose sight of it.",
        correct: true,
        why: "The first sentence contrasts admitting the struggle in words with keeping it in mind, and the rest of the text shows how nature's gladness and abundance hide the destruction and scarcity that make up that struggle.",
      },
      {
        text: "Most naturalists reject the idea of a universal struggle for life because it conflicts with what they observe.",
        correct: false,
        why: "Darwin says the opposite of rejection: nothing is easier than to admit the struggle in words. The difficulty he describes is remembering it, not accepting it.",
      },
      {
        text: "Food in nature is scarce in every season, despite the appearance of abundance.",
        correct: false,
        why: "The text grants that food may now be superabundant; its point is that it is not so at all seasons, not that it is always scarce.",
      },
      {
        text: "Songbirds do more than any other animals to destroy insects and seeds.",
        correct: false,
        why: "The singing birds are one example of hidden destruction; the text ranks no animals by how much they destroy.",
      },
    ],
    explanation:
      "Darwin's claim is that the struggle for life, though readily admitted, is constantly forgotten, and his examples (singing birds that kill and are killed, food that is plentiful only in some seasons) show what the bright face of nature hides.",
    source: origin,
  },
  {
    id: "eng-intermediate-004",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Ellen H. Richards's 1910 book *Euthenics: The Science of Controllable Environment*.

The improvement of the race through heredity must work slowly, across generations, while the children of to-day are growing up now. The conditions under which they grow, however, lie within our reach: the air of the schoolroom, the water supply of the town, the food of the household, the hours of work and of rest. Euthenics, the science of controllable environment, asks that these conditions be bettered through conscious endeavor, for the purpose of securing efficient human beings. It does not wait upon a distant future. It begins in the home, the school, and the city, where the means of improvement already lie at hand, and it develops better men and women now.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Because the conditions people live in can be controlled, deliberately improving those conditions offers a way to better human lives without waiting for generations to pass.",
        correct: true,
        why: "The text contrasts slow change through heredity with surroundings that lie within our reach, defines euthenics as the deliberate bettering of those surroundings, and stresses that it works now; this choice joins those points.",
      },
      {
        text: "The study of heredity is of no value and should give way entirely to the study of surroundings.",
        correct: false,
        why: "The text calls improvement through heredity slow, not worthless; it never says that study should be abandoned.",
      },
      {
        text: "Schools, more than homes or cities, determine whether children grow into efficient adults.",
        correct: false,
        why: "The schoolroom is one of several places listed together with the home and the city; the text does not rank them.",
      },
      {
        text: "Town water supplies were the most serious danger to the health of children in Richards's time.",
        correct: false,
        why: "Water is one item in a list of controllable conditions, not singled out as the chief danger.",
      },
    ],
    explanation:
      "Richards defines euthenics by contrast with slow improvement through heredity: surroundings such as air, water, food and hours of rest can be controlled, so improving them betters people in the present. That contrast and its conclusion are the main idea.",
    source: euthenics,
  },
  {
    id: "eng-intermediate-005",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Isabella L. Bird's 1880 travel book *Unbeaten Tracks in Japan*.

In many villages the people pressed so closely to see a foreign woman that the paper walls of my room were pierced with holes for eyes, and at night the fleas and the noise left me little sleep. The food was often scarcely eatable, and the roads after rain were quagmires. Yet these were discomforts only. I have now travelled twelve hundred miles in the interior, with no attendant but a young Japanese servant, and I do not believe that there is a country in the world in which a lady can travel with such absolute security from danger and rudeness. The curiosity of the crowds was great, but it was never unkind.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Although traveling in rural Japan brought the author many hardships and much unwanted attention, she found it remarkably safe and free of rudeness.",
        correct: true,
        why: "The text lists crowds, fleas, poor food and muddy roads, then dismisses them as mere discomforts and declares that no country offers a woman traveler greater security from danger and rudeness; this choice states that turn.",
      },
      {
        text: "The author found the villagers' curiosity more troubling than the poor food and the muddy roads.",
        correct: false,
        why: "The text never ranks the discomforts against one another, and it ends by saying the curiosity was never unkind.",
      },
      {
        text: "The author regretted traveling with only one servant, since the crowds often frightened her.",
        correct: false,
        why: "She mentions the single servant to stress how safe she was; nothing suggests regret or fear.",
      },
      {
        text: "The discomforts of the interior were so severe that the author advises other women not to travel there.",
        correct: false,
        why: "She calls the hardships discomforts only and praises the safety of travel for a lady, which is the reverse of a warning.",
      },
    ],
    explanation:
      "The word \"Yet\" turns the text from a list of hardships to its real point: these were only discomforts, and travel there was safer and more courteous than anywhere else she knew.",
    source: birdJapan,
  },

  // ---------------------------------------------------------------- command of evidence: textual
  {
    id: "eng-intermediate-006",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In *Walden* (1854), Henry David Thoreau questions his contemporaries' enthusiasm for new inventions. He does not deny that such inventions work. Rather, he suggests that the speed and reach they offer can run ahead of any worthwhile purpose, so that people acquire powerful means of conveying things without having much that is worth conveying.`,
      },
    ],
    stem: "Which quotation from *Walden* most effectively illustrates the claim?",
    choices: [
      {
        text: "\"We are in great haste to construct a magnetic telegraph from Maine to Texas; but Maine and Texas, it may be, have nothing important to communicate.\"",
        correct: true,
        why: "The telegraph is a powerful new means of conveying messages, and Thoreau's point is that the places it joins may have nothing important to send: the means outruns the purpose, exactly as the claim says.",
      },
      {
        text: "\"But lo! men have become the tools of their tools.\"",
        correct: false,
        why: "This line is skeptical of inventions too, but its complaint is that people are ruled by their implements, not that they have gained means of conveying things with nothing worth conveying.",
      },
      {
        text: "\"Most of the luxuries, and many of the so-called comforts of life, are not only not indispensable, but positive hindrances to the elevation of mankind.\"",
        correct: false,
        why: "This criticizes luxuries and comforts in general as obstacles to improvement; it says nothing about speed, reach or having nothing to convey.",
      },
      {
        text: "\"Our life is frittered away by detail.\"",
        correct: false,
        why: "This complains of the clutter of daily life and is not about inventions at all.",
      },
    ],
    explanation:
      "The claim has two parts: inventions give great speed and reach, and people may have nothing worth sending through them. Only the telegraph sentence, with its line from Maine to Texas and nothing important to communicate, shows both.",
    source: walden,
  },
  {
    id: "eng-intermediate-007",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In his essay "Self-Reliance" (1841), Ralph Waldo Emerson urges readers to trust their own perceptions. Part of that trust, he suggests, is a willingness to abandon positions one has taken before: a person who clings to an earlier opinion only in order to seem consistent lets a past self govern the present one.`,
      },
    ],
    stem: "Which quotation from \"Self-Reliance\" most effectively illustrates the claim?",
    choices: [
      {
        text: "\"Speak what you think now in hard words, and to-morrow speak what to-morrow thinks in hard words again, though it contradict every thing you said to-day.\"",
        correct: true,
        why: "Emerson tells the reader to state tomorrow's thought even if it contradicts today's: the willingness to abandon an earlier position rather than cling to it for consistency's sake.",
      },
      {
        text: "\"Trust thyself: every heart vibrates to that iron string.\"",
        correct: false,
        why: "This states the general principle of self-trust that the claim begins with, but it says nothing about giving up one's earlier opinions, which is the specific point to be illustrated.",
      },
      {
        text: "\"Whoso would be a man must be a nonconformist.\"",
        correct: false,
        why: "Nonconformity here means resisting society's expectations; the claim concerns resisting one's own past statements.",
      },
      {
        text: "\"Insist on yourself; never imitate.\"",
        correct: false,
        why: "This warns against copying other people, not against being bound by what one said before.",
      },
    ],
    explanation:
      "The claim is narrower than self-trust in general: it is about being free to contradict one's own earlier positions. Only the advice to speak tomorrow's thought though it contradict today's addresses that.",
    source: emersonEssays,
  },
  {
    id: "eng-intermediate-008",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In his 1845 *Narrative*, Frederick Douglass recounts how Hugh Auld ordered his wife to stop teaching the young Douglass to read, warning that learning would make him unfit to be kept enslaved. Douglass presents the episode as a paradox: Auld's opposition, far from discouraging him, became a cause of his resolve to learn.`,
      },
    ],
    stem: "Which quotation from the *Narrative* most effectively illustrates the claim?",
    choices: [
      {
        text: "\"The argument which he so warmly urged, against my learning to read, only served to inspire me with a desire and determination to learn.\"",
        correct: true,
        why: "Here Douglass says outright that Auld's argument against his reading produced the opposite of its intended effect, inspiring his determination to learn; that is the paradox the claim describes.",
      },
      {
        text: "\"I now understood what had been to me a most perplexing difficulty—to wit, the white man's power to enslave the black man.\"",
        correct: false,
        why: "Auld's words did give Douglass this insight, but the quotation is about understanding how slavery held its power, not about the opposition strengthening his resolve to learn.",
      },
      {
        text: "\"The more I read, the more I was led to abhor and detest my enslavers.\"",
        correct: false,
        why: "This describes what reading later did to his feelings toward his enslavers, not how Auld's opposition moved him to learn.",
      },
      {
        text: "\"This bread I used to bestow upon the hungry little urchins, who, in return, would give me that more valuable bread of knowledge.\"",
        correct: false,
        why: "This shows how Douglass found teachers after the lessons stopped, not why he was determined to learn.",
      },
    ],
    explanation:
      "The claim is that opposition produced determination. The best distractor shows what Auld's words taught Douglass, but only the key links the argument against learning to the desire and determination to learn.",
    source: douglassNarrative,
  },
  {
    id: "eng-intermediate-009",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In his 1881 book on earthworms, Charles Darwin argued that worms continually swallow earth below the surface and eject it above ground as small heaps called castings. Over the years, he proposed, this steady deposit buries stones, cinders, and other objects lying on a field: they come to lie deeper not because they sink through the soil under their own weight, but because fine earth brought up by worms accumulates on top of them.`,
      },
    ],
    stem: "Which finding, if true, would most directly support Darwin's explanation?",
    choices: [
      {
        text: "Cinders spread on a pasture with many worms were found years later several inches down, under a layer of fine earth made largely of castings, while cinders on a nearby pasture with few worms still lay near the surface.",
        correct: true,
        why: "The burial matches the number of worms, and the covering layer is made of castings: both tie the burying to earth brought up by worms, as Darwin proposed, and the few-worm pasture rules out other causes acting on both fields.",
      },
      {
        text: "Heavy stones on a field came to lie deeper over the years than light cinders of the same size on the same field.",
        correct: false,
        why: "If weight decided the depth, that would favor the very explanation Darwin rejects, that objects sink through the soil under their own weight.",
      },
      {
        text: "Objects spread on fields that were ploughed every year came to lie deeper than objects spread on unploughed fields.",
        correct: false,
        why: "This points to ploughing, not worms, as the cause of burial, so it does nothing to support Darwin's explanation.",
      },
      {
        text: "Worms on the pasture were more active at night than during the day.",
        correct: false,
        why: "When worms are active says nothing about whether their castings bury objects.",
      },
    ],
    explanation:
      "Darwin's explanation names a cause (castings accumulating on top) and rejects another (sinking under weight). A finding that links burial to the number of worms and shows the covering is made of castings supports it directly.",
    source: worms,
  },
  {
    id: "eng-intermediate-010",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In 1880 Alexander Graham Bell described the photophone, an instrument that carried speech on a beam of light. The speaker's voice vibrated a thin mirror, so that the beam reflected from it grew brighter and dimmer in step with the sound. At the receiving station the beam fell on a cell of crystalline selenium joined in a circuit with a battery and a telephone. Bell attributed the reproduction of speech to a property of selenium: its resistance to an electric current changes with the intensity of the light that falls on it.`,
      },
    ],
    stem: "Which finding, if true, would most directly support Bell's explanation?",
    choices: [
      {
        text: "When the selenium cell was replaced by a similar cell made of a material whose resistance does not change with light, no speech was heard in the telephone, although the beam still varied in brightness.",
        correct: true,
        why: "With everything else kept the same, speech disappears only when the light-sensitive resistance is removed. That isolates the property of selenium Bell named as the cause.",
      },
      {
        text: "Speech was transmitted more clearly on sunny days than on overcast ones.",
        correct: false,
        why: "This shows only that a stronger beam helps. It would be expected whatever happened at the receiver, so it says nothing about the selenium's resistance in particular.",
      },
      {
        text: "The mirror vibrated more strongly when the speaker talked loudly than when the speaker whispered.",
        correct: false,
        why: "This concerns the transmitting mirror, not how the receiver turned the changing light back into sound.",
      },
      {
        text: "Listeners at the receiving station could understand speech sent from several hundred feet away.",
        correct: false,
        why: "The photophone's range shows that it worked, not why it worked.",
      },
    ],
    explanation:
      "Bell's explanation is that selenium's light-dependent resistance reproduces the speech. The strongest support is a comparison in which only that property is removed and the speech disappears with it.",
    source: photophone,
  },
  // ---------------------------------------------------------------- command of evidence: quantitative
  {
    id: "eng-intermediate-011",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `To learn how much soil earthworms bring up to the surface, a team of soil ecologists counted earthworms and collected the castings (small heaps of soil that worms eject) at four sites over one year. The ploughed field received a far smaller mass of castings than the old pasture. The ecologists concluded that this difference arose mainly because ploughing reduces the number of worms, not because each worm living in ploughed ground brings up less earth.`,
      },
    ],
    table: {
      title: "Earthworms and surface castings at four sites over one year",
      columns: ["Site", "Worms per square meter", "Castings (kilograms per square meter)"],
      rows: [
        ["Old pasture", "180", "4.0"],
        ["Lawn", "140", "3.1"],
        ["Woodland", "95", "2.1"],
        ["Ploughed field", "55", "1.2"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the ecologists' conclusion?",
    choices: [
      {
        text: "The ploughed field had about 30 percent as many worms as the old pasture (55 versus 180 per square meter) and received about 30 percent of its mass of castings (1.2 versus 4.0 kilograms).",
        correct: true,
        why: "Castings fell in the same proportion as the number of worms, so each worm in the ploughed field brought up about as much earth as each worm in the pasture. The whole difference is accounted for by fewer worms, which is the conclusion.",
      },
      {
        text: "The ploughed field received 1.2 kilograms of castings per square meter, the least of the four sites.",
        correct: false,
        why: "This is accurate, but it only restates that the ploughed field received few castings. Without the worm counts it cannot show whether the cause is fewer worms or less work per worm.",
      },
      {
        text: "The old pasture had 180 worms per square meter, the most of the four sites.",
        correct: false,
        why: "This is accurate but gives worm numbers alone; it never connects them to the castings, so it cannot support a claim about why castings differ.",
      },
      {
        text: "The woodland had fewer worms than the lawn but received more castings per square meter.",
        correct: false,
        why: "The table contradicts this: the woodland received 2.1 kilograms, less than the lawn's 3.1.",
      },
    ],
    explanation:
      "To show that the ploughed field's low castings come from fewer worms rather than less earth per worm, the data must compare worms and castings together. Both fall to about 30 percent of the pasture's values, so the earth brought up per worm is unchanged.",
    source: original,
  },
  {
    id: "eng-intermediate-012",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Members of a village birdwatching club recorded, for five years, the first date each spring on which they saw common swifts, birds that winter in Africa and return to Europe to breed. One member proposed that swifts reach the village earlier after warmer Aprils. Another objected that the birds' departure from Africa is timed by day length, so local temperatures should make no difference. The club's records are consistent with the first member's proposal: ______`,
      },
    ],
    table: {
      title: "Mean April temperature and first sighting of common swifts in one village",
      columns: ["Year", "Mean April temperature (°C)", "First swift seen"],
      rows: [
        ["2019", "9.1", "4 May"],
        ["2020", "10.4", "27 April"],
        ["2021", "7.6", "9 May"],
        ["2022", "9.8", "1 May"],
        ["2023", "8.2", "6 May"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the text?",
    choices: [
      {
        text: "when the years are ranked from warmest to coolest April, they fall in the same order as the first sightings, from earliest to latest.",
        correct: true,
        why: "2020 (10.4 °C, 27 April), 2022 (9.8, 1 May), 2019 (9.1, 4 May), 2023 (8.2, 6 May) and 2021 (7.6, 9 May): every warmer April goes with an earlier arrival, the pattern the proposal predicts.",
      },
      {
        text: "the coolest April, in 2021, was followed by the earliest first sighting of the five years.",
        correct: false,
        why: "The table shows the reverse: 2021 had the latest first sighting, 9 May.",
      },
      {
        text: "the mean April temperature was above 9 °C in three of the five years.",
        correct: false,
        why: "This is accurate but describes temperatures alone; it says nothing about when the swifts arrived.",
      },
      {
        text: "swifts were first seen in May in four of the five years.",
        correct: false,
        why: "This is accurate but describes arrival dates alone; without temperatures it cannot show a link between warmth and arrival.",
      },
    ],
    explanation:
      "The proposal links two variables, so the completion must relate April temperature to the first sighting. Ranking the years by temperature gives exactly the same order as ranking them by arrival date.",
    source: original,
  },
  {
    id: "eng-intermediate-013",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Staff at a community center suspected that many adults were arriving too late from work for evening classes that began at 6:00 p.m. For one term, they moved every evening class to 7:30 p.m. and compared mean attendance with that of the previous term. Attendance did not rise in every class, but the later start seems to have made the greatest difference for the English language class, whose mean attendance per session ______`,
      },
    ],
    table: {
      title: "Mean attendance per session at evening classes, by start time",
      columns: ["Class", "6:00 p.m. term", "7:30 p.m. term"],
      rows: [
        ["English language", "12", "21"],
        ["Citizenship preparation", "10", "14"],
        ["Computer skills", "19", "24"],
        ["Sewing", "9", "8"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "rose by 9 students, a larger increase than that of any other class.",
        correct: true,
        why: "English rose from 12 to 21 (9 students); computer skills rose by 5, citizenship preparation by 4, and sewing fell by 1. Only a comparison with every class shows the change mattered most for English.",
      },
      {
        text: "rose by more than that of the citizenship preparation class.",
        correct: false,
        why: "This is accurate (9 against 4), but it leaves out computer skills, so it cannot show that the English class gained the most of all the classes.",
      },
      {
        text: "was higher after the change than that of any other class.",
        correct: false,
        why: "Computer skills had 24 students per session after the change, more than English's 21; and a high total would not show the size of the change anyway.",
      },
      {
        text: "rose from 19 to 24 students.",
        correct: false,
        why: "These are the computer skills class's figures, not the English class's.",
      },
    ],
    explanation:
      "\"The greatest difference\" is about the change in attendance, so the completion must compare increases across all four classes: English gained 9, more than computer skills (5), citizenship preparation (4) or sewing (-1).",
    source: original,
  },
  {
    id: "eng-intermediate-014",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `A glacier that ends in the sea loses ice not only by melting but also by calving, as blocks break from its front into the water. A team of glaciologists measured how far four valley glaciers retreated over twenty years: two that end in the sea and two that end on land. The team concluded that each of the sea-ending glaciers retreated farther than either of the land-ending glaciers.`,
      },
    ],
    table: {
      title: "Retreat of four valley glaciers over twenty years",
      columns: ["Glacier", "Where the glacier ends", "Retreat (meters)"],
      rows: [
        ["Glacier 1", "In the sea", "1,850"],
        ["Glacier 2", "On land", "420"],
        ["Glacier 3", "In the sea", "1,240"],
        ["Glacier 4", "On land", "610"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the team's conclusion?",
    choices: [
      {
        text: "The sea-ending glacier that retreated least, Glacier 3, retreated 1,240 meters, more than twice as far as the land-ending glacier that retreated most, Glacier 4, at 610 meters.",
        correct: true,
        why: "If the smallest sea-ending retreat exceeds the largest land-ending retreat, then every sea-ending glacier retreated farther than every land-ending one, which is exactly the conclusion.",
      },
      {
        text: "Glacier 1 retreated 1,850 meters, farther than any other glacier.",
        correct: false,
        why: "This is accurate but concerns only one sea-ending glacier; it says nothing about whether Glacier 3 also outpaced both land-ending glaciers.",
      },
      {
        text: "Glacier 2 retreated 420 meters, the least of the four glaciers.",
        correct: false,
        why: "This is accurate but concerns only one land-ending glacier; Glacier 4 could still have retreated farther than a sea-ending glacier as far as this statement shows.",
      },
      {
        text: "Glacier 4 retreated farther than Glacier 2 but less far than Glacier 1.",
        correct: false,
        why: "This is accurate, but it never compares Glacier 4 with Glacier 3, the sea-ending glacier with the smaller retreat, so it cannot establish that both sea-ending glaciers beat both land-ending ones.",
      },
    ],
    explanation:
      "The conclusion is about every sea-ending glacier against every land-ending glacier. Comparing the weakest sea-ending case (1,240 meters) with the strongest land-ending case (610 meters) settles all four comparisons at once.",
    source: original,
  },
  {
    id: "eng-intermediate-015",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `In 1903 Alexander Graham Bell argued that kite frames built from tetrahedral cells, each a small pyramid with four triangular faces, combine strength with lightness. To test the idea, a class of engineering students built frames of four designs from identical wooden rods and loaded each one until it failed. The students concluded that the tetrahedral frame was the strongest for its mass, even though another design withstood a greater total load.`,
      },
    ],
    table: {
      title: "Mass and failure load of four kite-frame designs",
      columns: ["Frame design", "Frame mass (grams)", "Load at failure (newtons)"],
      rows: [
        ["Tetrahedral cells", "200", "400"],
        ["Box cells", "300", "450"],
        ["Triangular prism", "250", "425"],
        ["Flat diamond", "150", "120"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the students' conclusion?",
    choices: [
      {
        text: "The tetrahedral frame withstood 2 newtons for each gram of its mass, more than any other design, while the box frame withstood the greatest total load, 450 newtons.",
        correct: true,
        why: "Per gram, the frames held 2.0 (tetrahedral), 1.5 (box), 1.7 (prism) and 0.8 (diamond) newtons, so the tetrahedral frame was strongest for its mass; and the box frame's 450 newtons shows that another design held more in total. Both halves of the conclusion are supported.",
      },
      {
        text: "The box frame withstood 450 newtons, the greatest load of any design, and it was also the heaviest design, at 300 grams.",
        correct: false,
        why: "This is accurate and supports the second half of the conclusion, but it never shows that the tetrahedral frame was strongest for its mass.",
      },
      {
        text: "The tetrahedral frame withstood 400 newtons, more than the triangular prism frame.",
        correct: false,
        why: "The table shows the prism frame withstood 425 newtons, more than the tetrahedral frame's 400.",
      },
      {
        text: "The flat diamond frame was the lightest design and withstood the smallest load.",
        correct: false,
        why: "This is accurate but concerns only the diamond frame; it says nothing about the tetrahedral frame.",
      },
    ],
    explanation:
      "\"Strongest for its mass\" means load divided by mass: 400 / 200 = 2.0 for the tetrahedral frame, against 1.5, 1.7 and 0.8 for the others. Only the key also notes that the box frame held the greatest total load.",
    source: original,
  },

  // ---------------------------------------------------------------- inferences
  {
    id: "eng-intermediate-016",
    skill: "inferences",
    difficulty: "medium",
    passages: [
      {
        text: `In Sarah Orne Jewett's 1896 novel *The Country of the Pointed Firs*, the narrator, a writer, takes a room for the summer in the Maine village of Dunnet Landing with Mrs. Todd, a widowed herbalist who depends on her small trade for a living. The narrator had hoped for quiet, uninterrupted days, but Mrs. Todd spends every fine day gathering herbs in the pastures, and it soon becomes a matter of course that the lodger answers every knock at the side door, selling spruce beer and soothing syrups to a steady stream of customers. The narrator is fond of her hostess and has no wish to leave her house. Given her situation, the narrator would most likely ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "keep her lodging with Mrs. Todd but look for another place nearby where she could write undisturbed.",
        correct: true,
        why: "This answers both sides of her situation: she needs uninterrupted time to write, and she does not want to leave Mrs. Todd's house. (In the novel she rents an empty schoolhouse up the hill.)",
      },
      {
        text: "leave Dunnet Landing for a quieter village where no customers would disturb her.",
        correct: false,
        why: "The text says she has no wish to leave her hostess's house, so abandoning the village altogether goes against it.",
      },
      {
        text: "ask Mrs. Todd to give up selling her remedies for the rest of the summer.",
        correct: false,
        why: "Mrs. Todd depends on the trade for her living, and the narrator is fond of her; asking her to give it up fits neither detail.",
      },
      {
        text: "set her writing aside for the summer and spend her days gathering herbs with Mrs. Todd.",
        correct: false,
        why: "The narrator came hoping for days of uninterrupted work; nothing suggests she would abandon it, and gathering herbs would not give her time to write.",
      },
    ],
    explanation:
      "The text sets up two needs: quiet time to write, and staying with the hostess she likes, who cannot give up her trade. Only finding a separate place to work nearby satisfies both.",
    source: pointedFirs,
  },
  {
    id: "eng-intermediate-017",
    skill: "inferences",
    difficulty: "medium",
    passages: [
      {
        text: `In Willa Cather's 1913 novel *O Pioneers!*, a run of dry years drives many families off the high prairie known as the Divide, and land there can be had cheaply. Alexandra Bergson's brothers want to sell the family farm and move to the river country. Alexandra spends five days among the river farms and returns with a different plan. She has learned that river land sells for three times as much as theirs and that the rich men there are buying all the land they can get. She urges her brothers to mortgage their farm and buy as much land on the Divide as they can, reasoning that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "land on the Divide, cheap now because so many are leaving, is likely to rise greatly in value.",
        correct: true,
        why: "What Alexandra learned, that long-settled land costs three times as much and that shrewd men buy all they can, points to rising land values; buying cheap land now makes sense only if she expects its price to climb.",
      },
      {
        text: "the river farms offer more certainty, so the family should move there once the dry years end.",
        correct: false,
        why: "Alexandra's plan is to buy more land on the Divide, not to move; this reasoning would support her brothers' plan instead.",
      },
      {
        text: "the land on the Divide is more fertile than the land along the river.",
        correct: false,
        why: "The text says nothing about soil quality; her evidence concerns prices and what rich men are buying, which points to value, not fertility.",
      },
      {
        text: "the family could raise far larger crops if her brothers were willing to work harder.",
        correct: false,
        why: "Her plan depends on owning more land, not on harder work, and nothing in the text mentions the brothers' effort.",
      },
    ],
    explanation:
      "Taking on a mortgage to buy land that is cheap only because of hard times is a bet that prices will rise, and the evidence Alexandra gathered (river land at three times the price, rich men buying all they can) supports that expectation.",
    source: oPioneers,
  },
  {
    id: "eng-intermediate-018",
    skill: "inferences",
    difficulty: "medium",
    passages: [
      {
        text: `In a 1772 letter, the naturalist Gilbert White described an old tortoise that he had watched over many seasons. Although its shell, he wrote, would protect it against the wheel of a loaded cart, the tortoise showed as much anxiety about rain as a lady dressed in her best clothes, shuffling away at the first sprinkling and pushing its head into a corner. White also noted that whenever the tortoise walked about briskly in the morning, almost on tiptoe, feeding with unusual eagerness, rain fell before night. These observations suggest that the tortoise ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "could in some way sense that rain was coming hours before it fell.",
        correct: true,
        why: "Its eager morning feeding reliably came before rain that fell only later in the day, so its behavior was responding to rain that had not yet arrived; White called it, for this reason, a kind of weather-glass.",
      },
      {
        text: "gained little real protection from its shell against the weather.",
        correct: false,
        why: "The text says the shell would withstand a loaded cart; the point of the comparison is that the tortoise's fear of rain is out of proportion to its need, not that its shell is weak.",
      },
      {
        text: "preferred wet weather, since it became most active just before rain.",
        correct: false,
        why: "The tortoise flees at the first sprinkling, so it plainly dislikes rain; its activity comes before the rain, not during it.",
      },
      {
        text: "fed eagerly in the morning because rain had made its food plants more plentiful.",
        correct: false,
        why: "The rain in question falls after the feeding, that evening, so it cannot explain the tortoise's appetite that morning.",
      },
    ],
    explanation:
      "The key detail is the order of events: brisk, eager feeding in the morning, then rain before night. Behavior that reliably comes before rain suggests the tortoise senses rain on its way.",
    source: selborne,
  },
  {
    id: "eng-intermediate-019",
    skill: "inferences",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Charles Darwin's account of the voyage of the *Beagle*, first published in 1839.

The birds of the Galapagos are so tame that a hawk may be pushed off a branch with the end of a gun, and a mocking-thrush will alight on a pitcher held in one's hand to drink. Yet the birds of other lands, long hunted by man, are wary of him. From these facts I conclude that the wildness of birds toward man is a particular instinct directed against him, not a consequence of general caution arising from other sources of danger; and that it is not acquired by individual birds in a short time, even when much persecuted, but becomes hereditary only over successive generations. We may therefore infer that the introduction of a new beast of prey into such islands would ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "cause great destruction among the native animals before their instincts could adapt to the stranger.",
        correct: true,
        why: "If fear of a particular enemy is instinctive and develops only over generations, the island animals would meet a new predator with no fear at all, and many would be killed before any wariness could arise.",
      },
      {
        text: "quickly teach each native bird to fear the new predator after a few encounters.",
        correct: false,
        why: "Darwin says wildness is not acquired by individual birds in a short time, even under heavy persecution, which rules out quick learning.",
      },
      {
        text: "make the native birds wary of human beings as well as of the predator.",
        correct: false,
        why: "Darwin calls the fear of man a particular instinct, not general caution, so danger from a beast of prey would not be expected to produce fear of humans.",
      },
      {
        text: "have little effect, since the birds are already wary of the hawks that live among them.",
        correct: false,
        why: "Nothing in the text says the birds fear hawks, and Darwin's argument is that each fear is a particular instinct, so wariness toward one enemy would not protect them from a new one.",
      },
    ],
    explanation:
      "Darwin establishes that fear of an enemy is a specific instinct that takes generations to develop. A new predator would therefore meet animals with no instinctive defense against it, and the result would be severe losses.",
    source: beagle,
  },
  {
    id: "eng-intermediate-020",
    skill: "inferences",
    difficulty: "medium",
    passages: [
      {
        text: `In *Twenty Years at Hull-House* (1910), Jane Addams recalls the years after college that she spent traveling and studying in Europe, assuring herself that this cultivation was a preparation for some great work to come. She came to believe that the education then given to young women trained them to acquire knowledge and to receive impressions while postponing any call to act, and that it left many of them restless and dissatisfied. By calling this habit "the snare of preparation," Addams suggests that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "preparing for action can become an end in itself, trapping people in a readiness that never turns into deeds.",
        correct: true,
        why: "A snare is a trap, and the habit she describes is preparing without ever acting; the phrase therefore presents endless preparation as something that catches people and keeps them from the work it was meant to serve.",
      },
      {
        text: "the knowledge she gained in Europe proved to be of no use in her later work.",
        correct: false,
        why: "Addams criticizes postponing action, not the knowledge itself; nothing in the text says what she learned turned out to be useless.",
      },
      {
        text: "young women should work for several years before they are allowed to attend college.",
        correct: false,
        why: "This proposes a specific reform that the text never mentions; her complaint is about what education leaves out, not about when it should happen.",
      },
      {
        text: "travel abroad is a poorer way of acquiring knowledge than study at home.",
        correct: false,
        why: "The text does not compare ways of learning; the problem she names is learning that is never followed by action, wherever it takes place.",
      },
    ],
    explanation:
      "Addams describes years of cultivation justified as preparation, and an education that gathers knowledge while postponing action. Calling it a snare implies that the preparation itself traps people and keeps them from ever acting.",
    source: hullHouse,
  },
  // ---------------------------------------------------------------- words in context
  {
    id: "eng-intermediate-021",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Charles Darwin's 1859 book *On the Origin of Species*.

I should premise that I use the term Struggle for Existence in a large and metaphorical sense, including dependence of one being on another, and including (which is more important) not only the life of the individual, but success in leaving offspring. Two dogs in a time of famine may be truly said to struggle with each other over which shall get food and live. But a plant on the edge of a desert is said to struggle for life against the drought, though more properly it should be said to be dependent on the moisture.`,
      },
    ],
    stem: "As used in the text, what does the word \"large\" most nearly mean?",
    choices: [
      {
        text: "Broad",
        correct: true,
        why: "Darwin explains that his term stretches to cover dependence between beings, success in leaving offspring, and even a plant's need for moisture: a large sense is a broad, wide-ranging one.",
      },
      {
        text: "Significant",
        correct: false,
        why: "The nearby phrase \"which is more important\" may suggest this, but \"large\" describes how much the term covers, not how much it matters.",
      },
      {
        text: "Bulky",
        correct: false,
        why: "This is the physical meaning of \"large\", which cannot apply to the sense of a term.",
      },
      {
        text: "Plentiful",
        correct: false,
        why: "A sense cannot be plentiful; Darwin is describing one sense that is wide in scope, not many senses.",
      },
    ],
    explanation:
      "Darwin goes on to list the many situations his term includes, from rival dogs to a plant needing water. Using the term in a \"large\" sense therefore means using it broadly.",
    source: origin,
  },
  {
    id: "eng-intermediate-022",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Gilbert White's *The Natural History of Selborne*, published in 1789.

The most insignificant insects and reptiles are of much more consequence, and have much more influence in the economy of Nature, than the incurious are aware of; they are mighty in their effect, from their minuteness, which renders them less an object of attention, and from their numbers and fertility. Earthworms, though in appearance a small and despicable link in the chain of Nature, yet, if lost, would make a lamentable chasm. Worms seem to be the great promoters of vegetation, which would proceed but lamely without them, by boring, perforating, and loosening the soil, and rendering it open to rains and to the fibres of plants.`,
      },
    ],
    stem: "As used in the text, what does the word \"consequence\" most nearly mean?",
    choices: [
      {
        text: "Importance",
        correct: true,
        why: "White says small creatures matter more, and have more influence, than incurious people realize; the worms' role in vegetation illustrates that importance.",
      },
      {
        text: "Outcome",
        correct: false,
        why: "This is the most familiar meaning of \"consequence\", but insects are not described as the result of anything; the sentence is about how much they matter.",
      },
      {
        text: "Punishment",
        correct: false,
        why: "Nothing in the text concerns penalties; the word describes the creatures' value to nature.",
      },
      {
        text: "Succession",
        correct: false,
        why: "The text is not about an order of events; it weighs the creatures' significance.",
      },
    ],
    explanation:
      "\"Of much more consequence\" is paired with \"have much more influence\" and followed by an example of how much nature depends on worms, so the word means importance.",
    source: selborne,
  },
  {
    id: "eng-intermediate-023",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from John Muir's 1894 book *The Mountains of California*. Muir has spent a storm clinging to the top of a tall spruce that swung in the wind.

We all travel the Milky Way together, trees and men; but it never occurred to me until this storm-day, while swinging in the wind, that trees are travelers, in the ordinary sense. They make many journeys, not extensive ones, it is true; but our own little comings and goings are only little more than tree-wavings, many of them not so much.`,
      },
    ],
    stem: "As used in the text, what does the word \"extensive\" most nearly mean?",
    choices: [
      {
        text: "Far-ranging",
        correct: true,
        why: "A swaying tree travels only a short distance, which is why Muir concedes that its journeys are not extensive: they do not cover much ground.",
      },
      {
        text: "Numerous",
        correct: false,
        why: "Muir has just said trees make many journeys; \"not extensive\" qualifies their length, so reading it as \"not numerous\" would contradict him.",
      },
      {
        text: "Thorough",
        correct: false,
        why: "This fits phrases such as \"extensive research\", but the journeys here are measured by distance, not by how complete they are.",
      },
      {
        text: "Expensive",
        correct: false,
        why: "Cost has nothing to do with the swaying of trees.",
      },
    ],
    explanation:
      "The contrast is between the many journeys trees make and their short reach; Muir then notes that human comings and goings are hardly longer. \"Extensive\" therefore means far-ranging.",
    source: pd("John Muir", "The Mountains of California", 1894, "The Century Co., New York, 1894"),
  },
  {
    id: "eng-intermediate-024",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Ralph Waldo Emerson's 1837 address "The American Scholar."

Books are the best of things, well used; abused, among the worst. What is the right use? They are for nothing but to inspire. I had better never see a book than be warped by its attraction clean out of my own orbit, and made a satellite instead of a system. Books are for the scholar's idle times. When he can read God directly, the hour is too precious to be wasted in other men's transcripts of their readings.`,
      },
    ],
    stem: "As used in the text, what does the word \"transcripts\" most nearly mean?",
    choices: [
      {
        text: "Secondhand written accounts",
        correct: true,
        why: "Emerson contrasts reading God directly with reading what other men wrote down of their own readings; their transcripts are written records of someone else's experience.",
      },
      {
        text: "Official academic records",
        correct: false,
        why: "This is a modern, school-related meaning of \"transcript\" and has nothing to do with the contrast Emerson draws between direct and borrowed experience.",
      },
      {
        text: "Word-for-word translations",
        correct: false,
        why: "Nothing in the text concerns translating from one language to another.",
      },
      {
        text: "Public recitations",
        correct: false,
        why: "The transcripts are things read in idle hours, not performances spoken aloud.",
      },
    ],
    explanation:
      "The sentence sets direct reading of God against other men's versions of what they read. Their \"transcripts\" are written, secondhand accounts of that experience.",
    source: pd(
      "Ralph Waldo Emerson",
      "The American Scholar: An Oration Delivered before the Phi Beta Kappa Society, at Cambridge",
      1837,
      "James Munroe and Company, Boston, 1837",
    ),
  },
  {
    id: "eng-intermediate-025",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Sarah Orne Jewett's 1896 novel *The Country of the Pointed Firs*. The narrator is visiting Mrs. Blackett, an elderly woman who lives on a small island.

Her hospitality was something exquisite; she had the gift, which so many women lack, of being able to make themselves and their houses belong entirely to a guest's pleasure: that charming surrender, for the moment, of themselves and whatever belongs to them. Tact is after all a kind of mind-reading, and my hostess held the golden gift. Besides, she had that final, that highest gift of heaven, a perfect ______`,
      },
    ],
    stem: "Which choice completes the text with the most logical and precise word or phrase?",
    choices: [
      {
        text: "self-forgetfulness.",
        correct: true,
        why: "The text praises Mrs. Blackett for surrendering herself and all she has to her guest's pleasure; a perfect self-forgetfulness, the setting aside of one's own concerns, is the crowning form of that gift.",
      },
      {
        text: "self-sufficiency.",
        correct: false,
        why: "An island dweller might well be self-sufficient, but the text praises what Mrs. Blackett gives to others, not her independence of them.",
      },
      {
        text: "self-consciousness.",
        correct: false,
        why: "Awkward attention to oneself is the opposite of the easy surrender to a guest's pleasure that the text admires.",
      },
      {
        text: "self-importance.",
        correct: false,
        why: "Self-importance contradicts the hostess's willingness to make herself and her house belong entirely to her guest.",
      },
    ],
    explanation:
      "Every quality praised in the text is a way of setting oneself aside for a guest. The \"highest gift\" that completes the list is therefore self-forgetfulness.",
    source: pointedFirs,
  },

  // ---------------------------------------------------------------- text structure and purpose
  {
    id: "eng-intermediate-026",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `Adapted from Charles Darwin's *On the Origin of Species* (1859):

**To suppose that the eye, with all its inimitable contrivances for adjusting the focus to different distances, for admitting different amounts of light, and for the correction of spherical and chromatic aberration, could have been formed by natural selection, seems, I freely confess, absurd in the highest possible degree.** Yet reason tells me that if numerous gradations from a perfect and complex eye to one very imperfect and simple, each grade being useful to its possessor, can be shown to exist; if further the eye does vary slightly and the variations are inherited; and if any such variation is ever useful to an animal under changing conditions, then the difficulty of believing that a perfect and complex eye could be formed by natural selection, though insuperable by our imagination, can hardly be considered real.`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It acknowledges the apparent force of an objection that the rest of the text argues is not a real obstacle.",
        correct: true,
        why: "Darwin freely confesses that the idea seems absurd, and the next sentence, beginning \"Yet reason tells me,\" sets out conditions under which the difficulty, though hard to imagine past, \"can hardly be considered real.\"",
      },
      {
        text: "It states the conclusion that the rest of the text supports with observations.",
        correct: false,
        why: "The rest of the text does not support the sentence in bold; it answers it. Darwin's conclusion is that the difficulty is not real.",
      },
      {
        text: "It summarizes the views of other naturalists, which Darwin then criticizes.",
        correct: false,
        why: "The sentence is Darwin's own admission (\"I freely confess\"), not a report of what others believe.",
      },
      {
        text: "It describes an observation that led Darwin to doubt his theory of natural selection.",
        correct: false,
        why: "The sentence records how the idea seems, not an observation, and the text ends by rejecting the doubt rather than accepting it.",
      },
    ],
    explanation:
      "The text follows a concession-and-reply pattern: Darwin grants that the eye seems impossible to explain by natural selection, then argues that, given gradual useful steps, the difficulty exists in imagination only.",
    source: origin,
  },
  {
    id: "eng-intermediate-027",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Frederick Douglass's 1845 *Narrative*. Douglass has described months of brutal treatment by Edward Covey, a man known for "breaking" enslaved workers.

Mr. Covey succeeded in breaking me. I was broken in body, soul, and spirit. My natural elasticity was crushed, my intellect languished, the disposition to read departed, the cheerful spark that lingered about my eye died; the dark night of slavery closed in upon me; and behold a man transformed into a brute!

**You have seen how a man was made a slave; you shall see how a slave was made a man.** On one of the hottest days of the month of August, 1833, Bill Smith, William Hughes, a slave named Eli, and myself were engaged in fanning wheat.`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It sums up the degradation just described and announces that the account will turn to how Douglass recovered his sense of himself.",
        correct: true,
        why: "The first half (\"how a man was made a slave\") looks back on the breaking he has just described; the second half (\"how a slave was made a man\") promises the reversal that the story, starting on that August day, will tell.",
      },
      {
        text: "It draws a general conclusion about all enslaved people from Douglass's own experience.",
        correct: false,
        why: "The sentence speaks of \"a man\" and \"a slave\", but \"you have seen\" refers to the account of Douglass himself just given; it organizes his story rather than generalizing from it.",
      },
      {
        text: "It suggests that the description of Douglass's breaking was exaggerated.",
        correct: false,
        why: "Nothing qualifies the earlier account; the sentence accepts it (\"You have seen\") and looks ahead to what followed.",
      },
      {
        text: "It introduces the workers who were with Douglass on a particular August day.",
        correct: false,
        why: "That is the job of the following sentence, which names Bill Smith, William Hughes and Eli; the sentence in bold names no one.",
      },
    ],
    explanation:
      "The sentence in bold is a hinge: its two balanced halves close the account of how Douglass was broken and open the account of how he regained his manhood.",
    source: douglassNarrative,
  },
  {
    id: "eng-intermediate-028",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Willa Cather's 1918 novel *My Ántonia*. The narrator, a boy newly arrived in Nebraska, is riding at night in a wagon across the prairie.

There seemed to be nothing to see; no fences, no creeks or trees, no hills or fields. If there was a road, I could not make it out in the faint starlight. **There was nothing but land: not a country at all, but the material out of which countries are made.** I had the feeling that the world was left behind, that we had got over the edge of it, and were outside man's jurisdiction. Between that earth and that sky I felt erased, blotted out.`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It reinterprets the emptiness just described as raw material, land not yet shaped into a settled place.",
        correct: true,
        why: "After listing the absence of fences, creeks, hills and roads, the narrator calls the land \"not a country at all, but the material out of which countries are made\": an unshaped stuff that human settlement has not yet turned into a country.",
      },
      {
        text: "It explains why the narrator was unable to find the road in the dark.",
        correct: false,
        why: "The faint starlight is the reason given for not seeing a road; the sentence in bold comments on the nature of the land, not on the narrator's eyesight.",
      },
      {
        text: "It expresses the narrator's fear that the land will never be settled.",
        correct: false,
        why: "Calling the land the material \"out of which countries are made\" points to a future in which it is shaped, not to a fear that it never will be.",
      },
      {
        text: "It contrasts the prairie with the country in which the narrator grew up.",
        correct: false,
        why: "The narrator's former home is never mentioned; the contrast is between land and a country made from it.",
      },
    ],
    explanation:
      "The sentence turns a list of absences into a claim about what the land is: unformed material for a country. The sentences that follow develop the same sense of being beyond the reach of human order.",
    source: pd("Willa Cather", "My Ántonia", 1918, "Houghton Mifflin Company, Boston and New York, 1918"),
  },
  {
    id: "eng-intermediate-029",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Isabella L. Bird's 1879 book *A Lady's Life in the Rocky Mountains*. Bird has just climbed Long's Peak in Colorado with her guide, Mountain Jim.

Had I known that the ascent was a real mountaineering feat, I should not have felt the slightest ambition to perform it. As it is, I am only humiliated by my success, for Jim dragged me up, like a bale of goods, by sheer force of muscle. Solid rock towered above us, broken rock shelved steeply below; melted snow, refrozen several times, presented a serious obstacle; many of the rocks were loose, and tumbled down when touched. Let no practical mountaineer be allured by my description into the ascent of Long's Peak. Truly terrible as it was to me, to a member of the Alpine Club it would not be a feat worth performing.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To convey how frightening the climb was for Bird while insisting that her success owed more to her guide than to her own skill and would not impress an expert.",
        correct: true,
        why: "Bird describes towering rock, refrozen snow and falling stones, yet says she is humiliated by her success because Jim dragged her up, and that an Alpine Club member would not think the climb worth doing.",
      },
      {
        text: "To warn all travelers that Long's Peak is too dangerous to be attempted.",
        correct: false,
        why: "Bird warns off practical mountaineers because the climb would be too easy for them to be worth their effort, not because it is too dangerous for everyone.",
      },
      {
        text: "To claim credit for completing one of the most difficult climbs in the Rocky Mountains.",
        correct: false,
        why: "Bird does the opposite: she gives the credit to Jim and says an expert would think little of the feat.",
      },
      {
        text: "To explain the techniques that skilled mountaineers use on loose and icy rock.",
        correct: false,
        why: "The text describes the conditions of the climb, not any climbing techniques.",
      },
    ],
    explanation:
      "The letter balances two things: vivid evidence of how terrible the ascent felt to Bird, and a modest refusal to take credit for it, since her guide hauled her up and experts would find it unremarkable.",
    source: pd("Isabella L. Bird", "A Lady's Life in the Rocky Mountains", 1879, "John Murray, London, 1879"),
  },
  {
    id: "eng-intermediate-030",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Ralph Waldo Emerson's 1836 book *Nature*.

Our age is retrospective. It builds the sepulchres of the fathers. It writes biographies, histories, and criticism. The foregoing generations beheld God and nature face to face; we, through their eyes. **Why should not we also enjoy an original relation to the universe?** Why should not we have a poetry and philosophy of insight and not of tradition, and a religion by revelation to us, and not the history of theirs? The sun shines to-day also. There are new lands, new men, new thoughts. Let us demand our own works and laws and worship.`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It challenges the reliance on earlier generations described before it by proposing that people seek their own direct experience of the world.",
        correct: true,
        why: "The preceding sentences describe an age that sees \"through their eyes\"; the question in bold asks why the present should not have its own \"original relation\", and the rest of the text presses that demand.",
      },
      {
        text: "It introduces a criticism of biographies and histories as inaccurate records of the past.",
        correct: false,
        why: "Emerson objects to depending on such works instead of seeing for oneself; he never says they are inaccurate.",
      },
      {
        text: "It poses a question that the text later admits it cannot answer.",
        correct: false,
        why: "The question is rhetorical; the text answers it with confidence (\"The sun shines to-day also\" and \"Let us demand our own works\").",
      },
      {
        text: "It praises the achievements of earlier generations, which the text then urges readers to imitate.",
        correct: false,
        why: "The text urges readers to stop seeing through earlier generations' eyes, the opposite of imitating them.",
      },
    ],
    explanation:
      "The text moves from a diagnosis (our age lives secondhand) to a demand (our own works and worship). The question in bold is the turn between them, challenging the habit it follows.",
    source: pd("Ralph Waldo Emerson", "Nature", 1836, "James Munroe and Company, Boston, 1836"),
  },
  // ---------------------------------------------------------------- cross-text connections
  {
    id: "eng-intermediate-031",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `I find it wholesome to be alone the greater part of the time. To be in company, even with the best, is soon wearisome and dissipating. I love to be alone. I never found the companion that was so companionable as solitude. We are for the most part more lonely when we go abroad among men than when we stay in our chambers.`,
      },
      {
        label: "Text 2",
        text: `I think that I love society as much as most, and am ready enough to fasten myself like a bloodsucker for the time to any full-blooded man that comes in my way. I am naturally no hermit, but might possibly sit out the sturdiest frequenter of the bar-room, if my business called me thither. I had three chairs in my house; one for solitude, two for friendship, three for society.`,
      },
    ],
    stem: "Both texts are adapted from chapters of Henry David Thoreau's *Walden* (1854). Which choice best describes how Text 2 relates to Text 1?",
    choices: [
      {
        text: "It qualifies the love of solitude expressed in Text 1 by making clear that the author also enjoys company and is no hermit.",
        correct: true,
        why: "Text 1 praises solitude above any companion; Text 2 adds that the author loves society \"as much as most\" and keeps chairs for friends and visitors, so the preference in Text 1 is not a rejection of people.",
      },
      {
        text: "It reveals that the author came to regret the solitude that he praises in Text 1.",
        correct: false,
        why: "Text 2 expresses no regret; the author even keeps a chair \"for solitude\" alongside those for friendship and society.",
      },
      {
        text: "It argues that solitude has value only when it is shared with a close friend.",
        correct: false,
        why: "Text 2 lists solitude, friendship and society as separate things, each with its own chair; it never makes solitude depend on a friend.",
      },
      {
        text: "It explains that the author kept extra chairs so that he would never have to be alone.",
        correct: false,
        why: "The chairs show that he was ready for company, not that he avoided being alone; Text 1 says he loves to be alone.",
      },
    ],
    explanation:
      "Read alone, Text 1 might suggest a man who shuns people. Text 2 corrects that impression: the author enjoys company and makes room for it, so his love of solitude is a preference, not a rejection of society.",
    source: walden,
  },
  {
    id: "eng-intermediate-032",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `Society everywhere is in conspiracy against the manhood of every one of its members. Society is a joint-stock company, in which the members agree, for the better securing of his bread to each shareholder, to surrender the liberty and culture of the eater. The virtue in most request is conformity. Self-reliance is its aversion. It loves not realities and creators, but names and customs.`,
      },
      {
        label: "Text 2",
        text: `A friend is a person with whom I may be sincere. Before him I may think aloud. I am arrived at last in the presence of a man so real and equal that I may drop even those undermost garments of dissimulation, courtesy, and second thought, which men never put off, and may deal with him with the simplicity and wholeness with which one chemical atom meets another. Sincerity is the luxury allowed, like diadems and authority, only to the highest rank.`,
      },
    ],
    stem: "Both texts are adapted from essays in Ralph Waldo Emerson's *Essays: First Series* (1841): Text 1 from \"Self-Reliance\" and Text 2 from \"Friendship.\" Based on the texts, how does Text 2 relate to the view of society in Text 1?",
    choices: [
      {
        text: "It describes a relationship in which the conformity and pretense that Text 1 attributes to society can finally be set aside.",
        correct: true,
        why: "Text 1 says society rewards conformity and loves \"names and customs\" rather than realities; Text 2 presents the friend as the one person before whom the \"garments of dissimulation\" that people never remove can be dropped.",
      },
      {
        text: "It argues that friendship, like society, requires each person to surrender some liberty.",
        correct: false,
        why: "Text 2 presents friendship as a release into sincerity, the opposite of the surrender of liberty that Text 1 criticizes.",
      },
      {
        text: "It challenges Text 1 by suggesting that most people are sincere with one another.",
        correct: false,
        why: "Text 2 agrees with Text 1 here: it says people \"never put off\" their dissimulation and that sincerity is a rare luxury.",
      },
      {
        text: "It suggests that only people of high social rank are free to resist conformity.",
        correct: false,
        why: "\"The highest rank\" is a figure of speech for how rare sincerity is; Text 2 does not claim that nobles or rulers are freer than others.",
      },
    ],
    explanation:
      "Both texts agree that ordinary social life is ruled by conformity and pretense. Text 2 adds an exception: with a true friend, a person can drop those disguises and be sincere.",
    source: emersonEssays,
  },
  {
    id: "eng-intermediate-033",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `The tendency nowadays to wander in wildernesses is delightful to see. Thousands of tired, nerve-shaken, over-civilized people are beginning to find out that going to the mountains is going home; that wildness is a necessity; and that mountain parks and reservations are useful not only as fountains of timber and irrigating rivers, but as fountains of life.`,
      },
      {
        label: "Text 2",
        text: `Any fool can destroy trees. They cannot run away; and if they could, they would still be destroyed, chased and hunted down as long as fun or a dollar could be got out of their bark hides. Through all the eventful centuries, God has cared for these trees, saved them from drought, disease, avalanches, and a thousand straining, leveling tempests and floods; but he cannot save them from fools. Only Uncle Sam can do that.`,
      },
    ],
    stem: "Both texts are adapted from John Muir's *Our National Parks* (1901). Which choice best describes how Text 2 relates to Text 1?",
    choices: [
      {
        text: "It warns that the wild forests whose value to people Text 1 celebrates can be preserved only through the protection of the national government.",
        correct: true,
        why: "Text 1 praises mountain parks and reservations as \"fountains of life\"; Text 2 says trees survive natural disasters but not human destruction, and that only \"Uncle Sam\", the federal government, can save them.",
      },
      {
        text: "It disputes the claim in Text 1 that people benefit from spending time in the wilderness.",
        correct: false,
        why: "Text 2 says nothing against visiting the wilderness; it is concerned with protecting forests from destruction.",
      },
      {
        text: "It argues that the forests' value as timber matters more than the value described in Text 1.",
        correct: false,
        why: "Text 2 condemns people who hunt down trees for \"a dollar\"; it does not rank timber above the other values of the forest.",
      },
      {
        text: "It suggests that natural processes alone are enough to keep the forests safe.",
        correct: false,
        why: "Text 2 grants that nature has spared the trees from storms and disease, but stresses that this cannot save them from people, which is why government protection is needed.",
      },
    ],
    explanation:
      "Text 1 explains why wild parks matter to people; Text 2 explains what threatens them and who must protect them. Together they move from the value of the wilderness to the need to defend it.",
    source: pd("John Muir", "Our National Parks", 1901, "Houghton, Mifflin and Company, Boston and New York, 1901"),
  },
  {
    id: "eng-intermediate-034",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `On the fourth of November, more than twenty house-martins, which had in appearance all departed about the seventh of October, were seen again, for that one morning only, sporting between my fields and the Hanger and feasting on insects. The day was mild and soft, a warmth not common at that season. It is therefore reasonable to suppose that many individuals of our British swallows and martins never leave this island at all, but lie in a benumbed state; for we cannot suppose that, after a month's absence, house-martins can return from southern regions to appear for one morning in November.`,
      },
      {
        label: "Text 2",
        text: `My brother, who lived at Gibraltar, has always found that the swallow kind are very sparing of their pains in crossing the Mediterranean. When they arrive at Gibraltar, they do not set out in great formations high over the sea, but scout and hurry along in little detached parties of six or seven, sweeping low over the surface of the land and water, and direct their course to the opposite continent at the narrowest passage they can find.`,
      },
    ],
    stem: "Both texts are adapted from letters in Gilbert White's *The Natural History of Selborne* (1789). Which choice best describes how the observations in Text 2 bear on the conclusion in Text 1?",
    choices: [
      {
        text: "They show that birds of the swallow kind do cross the sea between Europe and Africa, but they do not rule out the possibility that some individuals remain behind in a benumbed state.",
        correct: true,
        why: "Text 2 records swallows crossing to Africa, which proves migration happens; Text 1, however, claims only that many individuals never leave, a claim that migration by others does not contradict.",
      },
      {
        text: "They disprove the conclusion in Text 1 by showing that every swallow and martin leaves Britain in autumn.",
        correct: false,
        why: "Text 2 describes small parties crossing at Gibraltar; it says nothing about whether every bird leaves Britain, so it cannot disprove the claim that some stay.",
      },
      {
        text: "They support the conclusion in Text 1 by showing that the birds avoid long flights over the sea.",
        correct: false,
        why: "The birds in Text 2 choose the narrowest crossing, but they still cross the sea; that is evidence of migration, not of staying behind.",
      },
      {
        text: "They suggest that the martins seen in November in Text 1 had flown back from Africa for a single day.",
        correct: false,
        why: "Nothing in Text 2 concerns birds returning in autumn, and Text 1 treats such a return as beyond belief.",
      },
    ],
    explanation:
      "Text 2 establishes that swallows migrate across the Mediterranean. Text 1's conclusion is narrower: that many individuals stay and lie dormant. Evidence that some migrate does not settle whether others stay.",
    source: selborne,
  },
  {
    id: "eng-intermediate-035",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `The signers of the Declaration of Independence were brave men. They were great men too, great enough to give fame to a great age. They loved their country better than their own private interests; and though this is not the highest form of human excellence, all will concede that it is a rare virtue. With them, justice, liberty, and humanity were final; not slavery and oppression.`,
      },
      {
        label: "Text 2",
        text: `What, to the American slave, is your Fourth of July? I answer: a day that reveals to him, more than all other days in the year, the gross injustice and cruelty to which he is the constant victim. To him, your celebration is a sham; your boasted liberty, an unholy license; your national greatness, swelling vanity; your shouts of liberty and equality, hollow mockery.`,
      },
    ],
    stem: "Both texts are adapted from a speech that Frederick Douglass delivered in Rochester, New York, on July 5, 1852. Which choice best describes how Text 2 relates to Text 1?",
    choices: [
      {
        text: "Text 2 argues that the nation's present celebrations betray the principles of justice and liberty that Text 1 credits the founders with holding.",
        correct: true,
        why: "Text 1 says that for the founders \"justice, liberty, and humanity were final\"; Text 2 says that for an enslaved person the celebration of those ideals is a sham and \"hollow mockery\", because they are denied to him.",
      },
      {
        text: "Text 2 suggests that the founders' principles described in Text 1 were a sham from the beginning.",
        correct: false,
        why: "Text 2 calls \"your celebration\" a sham, aiming at the present-day audience; it does not withdraw the praise of the founders in Text 1.",
      },
      {
        text: "Text 2 withdraws the claim in Text 1 that the founders were brave men.",
        correct: false,
        why: "Text 2 never mentions the founders' courage; its target is the present nation's conduct.",
      },
      {
        text: "Text 2 proposes that the Declaration of Independence be rewritten to include enslaved people.",
        correct: false,
        why: "Text 2 makes no proposal about the document; it condemns the gap between the celebrated ideals and the nation's practice.",
      },
    ],
    explanation:
      "Text 1 honors the founders for holding justice and liberty to be final. Text 2 turns that praise against the present: a nation that holds people in slavery makes its celebration of those same ideals a mockery.",
    source: pd(
      "Frederick Douglass",
      "Oration, Delivered in Corinthian Hall, Rochester, July 5th, 1852 (\"What to the Slave Is the Fourth of July?\")",
      1852,
      "Lee, Mann & Co., Rochester, 1852",
    ),
  },

  // ---------------------------------------------------------------- rhetorical synthesis
  {
    id: "eng-intermediate-036",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Charles Darwin's last book, published in 1881, was a study of earthworms.
- Darwin kept worms in pots of earth in his study to observe their senses.
- The worms took no notice of the shrill notes of a metal whistle or of the deepest and loudest tones of a bassoon.
- When the pots were placed on a piano and a low note was struck, the worms instantly retreated into their burrows.
- Darwin concluded that worms cannot hear but are highly sensitive to vibrations passing through solid objects.`,
      },
    ],
    stem: "The student wants to explain the reasoning behind Darwin's conclusion about worms' senses. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Because worms ignored loud notes from a whistle and a bassoon yet retreated at once when their pots stood on a piano as a note was struck, Darwin concluded that they feel vibrations rather than hear sounds.",
        correct: true,
        why: "This sets the two results side by side: sound through the air produced nothing, while sound passing through the piano to the pots produced a reaction. That contrast is the reasoning behind Darwin's conclusion.",
      },
      {
        text: "When Darwin placed pots of worms on a piano and struck a low note, the worms instantly retreated into their burrows.",
        correct: false,
        why: "This gives only the piano result, which by itself could suggest that the worms heard the note; without the whistle and bassoon results it does not explain why Darwin ruled out hearing.",
      },
      {
        text: "Darwin, whose last book was published in 1881, kept worms in pots of earth in his study.",
        correct: false,
        why: "This describes Darwin's setup but none of his results, so it cannot explain his reasoning.",
      },
      {
        text: "Darwin concluded that worms cannot hear but are highly sensitive to vibrations.",
        correct: false,
        why: "This states the conclusion without the evidence that led to it, so it does not explain the reasoning.",
      },
    ],
    explanation:
      "Explaining reasoning means linking evidence to conclusion. Only the key combines the two contrasting results (no response to airborne sound, instant response to vibration through the piano) with the conclusion they support.",
    source: worms,
  },
  {
    id: "eng-intermediate-037",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Gilbert White (1720–1793) was a clergyman in Selborne, a village in Hampshire, England.
- His book *The Natural History of Selborne* (1789) consists largely of letters to the naturalists Thomas Pennant and Daines Barrington.
- Three small, greenish-brown birds of White's district looked so alike that they were commonly treated as one kind.
- By listening closely to their very different songs, White recognized them as three distinct species.
- Today these birds are known as the willow warbler, the wood warbler, and the chiffchaff.`,
      },
    ],
    stem: "The student wants to emphasize how White was able to distinguish the three species. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Though the willow warbler, wood warbler, and chiffchaff look so alike that they were once treated as one kind, Gilbert White told them apart by listening closely to their very different songs.",
        correct: true,
        why: "This names the method, listening to the birds' songs, and sets it against the reason the birds had been confused, their near-identical appearance, which puts the emphasis where the goal requires.",
      },
      {
        text: "Gilbert White recognized that three small, greenish-brown birds were distinct species: the willow warbler, the wood warbler, and the chiffchaff.",
        correct: false,
        why: "This reports what White discovered but leaves out how he did it, which is what the student wants to emphasize.",
      },
      {
        text: "*The Natural History of Selborne* (1789), by the clergyman Gilbert White, consists largely of letters to two naturalists, Thomas Pennant and Daines Barrington.",
        correct: false,
        why: "This describes White's book, not his discovery about the three birds.",
      },
      {
        text: "In his village of Selborne, Hampshire, Gilbert White observed three small birds that looked very much alike.",
        correct: false,
        why: "This sets up the problem but never says that White distinguished the birds, or how.",
      },
    ],
    explanation:
      "The goal is the method. Only the key states that White distinguished the birds by their songs, and it sharpens the point by noting that their looks had fooled others.",
    source: selborne,
  },
  {
    id: "eng-intermediate-038",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Isabella Bird (1831–1904) was a British travel writer.
- In 1873 she rode on horseback through the Rocky Mountains of Colorado, covering more than 800 miles.
- During the journey she wrote letters to her sister, Henrietta.
- The letters were published in 1879 as *A Lady's Life in the Rocky Mountains*.
- In 1892 Bird was among the first women elected Fellows of the Royal Geographical Society.`,
      },
    ],
    stem: "The student wants to introduce *A Lady's Life in the Rocky Mountains* to an audience unfamiliar with Isabella Bird. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "*A Lady's Life in the Rocky Mountains* (1879), by the British travel writer Isabella Bird, collects letters she wrote to her sister during a horseback journey of more than 800 miles through Colorado in 1873.",
        correct: true,
        why: "This names the book and tells an unfamiliar audience who Bird was and what the book contains: letters from a long journey on horseback through Colorado.",
      },
      {
        text: "In 1892, Isabella Bird was among the first women elected Fellows of the Royal Geographical Society.",
        correct: false,
        why: "This is a fact about Bird's later honors; it does not mention the book the student wants to introduce.",
      },
      {
        text: "Isabella Bird's letters to her sister Henrietta were published in 1879.",
        correct: false,
        why: "This omits the book's title and does not tell the audience who Bird was or what the letters describe.",
      },
      {
        text: "*A Lady's Life in the Rocky Mountains* describes a journey of more than 800 miles through Colorado.",
        correct: false,
        why: "This names the book but never identifies its author, which an audience unfamiliar with Bird would need.",
      },
    ],
    explanation:
      "Introducing a book to readers who do not know its author calls for its title, who wrote it, and what it is about. Only the key supplies all three.",
    source: pd("Isabella L. Bird", "A Lady's Life in the Rocky Mountains", 1879, "John Murray, London, 1879"),
  },
  {
    id: "eng-intermediate-039",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Ellen Swallow Richards (1842–1911) was an American chemist.
- In 1873 she became the first woman to earn a degree from the Massachusetts Institute of Technology (MIT).
- Beginning in 1887, she directed a survey for the Massachusetts State Board of Health that analyzed tens of thousands of water samples from across the state.
- The survey helped lead to the first state water-quality standards in the United States.
- Her 1910 book *Euthenics* argued that improving living conditions improves people's health and efficiency.`,
      },
    ],
    stem: "The student wants to emphasize the effect of Richards's work on public health. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Richards's survey of tens of thousands of Massachusetts water samples helped lead to the first state water-quality standards in the United States.",
        correct: true,
        why: "Water-quality standards protect the health of a whole population, and this choice presents them as the result of Richards's survey, so it shows the effect of her work on public health.",
      },
      {
        text: "In her 1910 book *Euthenics*, Richards argued that improving living conditions improves people's health and efficiency.",
        correct: false,
        why: "This reports what Richards argued about health, not what her work actually changed; an argument is not an effect.",
      },
      {
        text: "In 1873, chemist Ellen Swallow Richards became the first woman to earn a degree from MIT.",
        correct: false,
        why: "This is a notable personal achievement, but it says nothing about public health.",
      },
      {
        text: "Beginning in 1887, Richards directed a survey for the Massachusetts State Board of Health.",
        correct: false,
        why: "This describes the work but not its effect; it leaves out the water-quality standards that resulted.",
      },
    ],
    explanation:
      "An effect on public health requires a result that reached the public. Only the key connects Richards's survey to a lasting outcome, the first state water-quality standards.",
    source: euthenics,
  },
  {
    id: "eng-intermediate-040",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Alexander Graham Bell's telephone (1876) carried speech as an electric current along a wire.
- In 1880 Bell and his assistant, Charles Sumner Tainter, built the photophone.
- The photophone carried speech on a beam of light instead of along a wire.
- A speaker's voice vibrated a thin mirror, which made the reflected beam brighter and dimmer.
- At the receiver, a cell of selenium, whose electrical resistance changes with light, turned the flickering beam back into sound in a telephone.`,
      },
    ],
    stem: "The student wants to explain how the photophone differed from the telephone. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Whereas Bell's telephone carried speech as an electric current along a wire, his photophone of 1880 carried speech on a beam of light.",
        correct: true,
        why: "This states what each device used to carry speech (a current in a wire against a beam of light), which is the difference the student wants to explain.",
      },
      {
        text: "In the photophone, a speaker's voice vibrated a thin mirror, making a reflected beam of light brighter and dimmer.",
        correct: false,
        why: "This describes part of the photophone but never mentions the telephone, so it does not draw the comparison.",
      },
      {
        text: "Bell built the photophone in 1880 with his assistant, Charles Sumner Tainter, four years after the telephone.",
        correct: false,
        why: "This compares the dates of the two inventions, not how they worked.",
      },
      {
        text: "The photophone's receiver used a cell of selenium and a telephone to turn a flickering beam back into sound.",
        correct: false,
        why: "This explains the photophone's receiver and even mentions a telephone as one of its parts, but it does not contrast the two inventions.",
      },
    ],
    explanation:
      "A difference needs both devices and the feature that separates them. The key contrasts the telephone's wire with the photophone's beam of light.",
    source: photophone,
  },
  // ---------------------------------------------------------------- transitions
  {
    id: "eng-intermediate-041",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In *The Story of My Boyhood and Youth* (1913), John Muir recalls that his stern father sent him to bed each night soon after supper, leaving him no time to read or to work on the small machines he longed to build. When the boy kept lingering over his books, his father told him that he might get up in the morning as early as he liked, supposing that no boy would willingly leave a warm bed on a Wisconsin winter night. ______ Muir began rising at one o'clock, giving himself five precious hours before the rest of the household woke.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "Instead,",
        correct: true,
        why: "The father expected the boy to stay in his warm bed; Muir did the opposite, rising at one o'clock. \"Instead\" marks an outcome that replaces the one expected.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "Nothing in the sentence resembles what came before; Muir's early rising defeats his father's expectation rather than matching it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Rising at one o'clock is not an example of the father's supposition; it contradicts it.",
      },
      {
        text: "In short,",
        correct: false,
        why: "The sentence adds a new, surprising event; it does not sum up what has already been said.",
      },
    ],
    explanation:
      "The text sets up an expectation (no boy would leave a warm bed) and then reports what actually happened. A transition of contrast that replaces the expected outcome, \"Instead,\" is needed.",
    source: pd("John Muir", "The Story of My Boyhood and Youth", 1913, "Houghton Mifflin Company, Boston and New York, 1913"),
  },
  {
    id: "eng-intermediate-042",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In *Air, Water, and Food from a Sanitary Standpoint* (1900), Ellen H. Richards and Alpheus G. Woodman explain how a chemist can tell whether a water supply is being polluted by sewage. Household sewage always contains common salt, and the chlorine in that salt is not broken down as the water runs through soil or stands in a well. Every district, meanwhile, has a normal level of chlorine in its unpolluted waters, set largely by its distance from the sea. ______ a well that holds much more chlorine than the normal level for its district is probably receiving sewage.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "Therefore,",
        correct: true,
        why: "The two facts before the blank (sewage adds chlorine that does not break down, and each district has a normal level) lead directly to the conclusion that excess chlorine signals sewage.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "This would signal that the conclusion holds in spite of the preceding facts, when in fact it follows from them.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The final sentence is a general rule drawn from the facts, not a particular instance of them.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The final sentence does not describe something comparable to the normal chlorine level; it applies that level to reach a conclusion.",
      },
    ],
    explanation:
      "The text gives two premises and then a conclusion that depends on both. A transition of result, \"Therefore,\" fits.",
    source: {
      author: "Ellen H. Richards and Alpheus G. Woodman",
      work: "Air, Water, and Food from a Sanitary Standpoint",
      year: 1900,
      edition: "John Wiley & Sons, New York, 1900",
      licence: "public-domain",
      adapted: true,
    },
  },
  {
    id: "eng-intermediate-043",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In Sarah Orne Jewett's *Deephaven* (1877), two young women from Boston, Kate Lancaster and Helen Denis, spend a summer in the old house of Kate's late great-aunt in a quiet seaport on the coast of Maine. In its prosperous days, Deephaven had been a busy harbor whose ships traded with ports around the world. ______ by the time of the young women's visit its wharves were half deserted, and its old sea captains had little to do but gather and talk over the voyages of their youth.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "However,",
        correct: true,
        why: "The sentence before the blank describes Deephaven's busy past; the sentence after it describes its quiet, half-deserted present. \"However\" marks that contrast.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "The town's former prosperity did not cause its decline; the text presents the two as opposites, not as cause and effect.",
      },
      {
        text: "Moreover,",
        correct: false,
        why: "This would add a point in the same direction, but deserted wharves run counter to a busy harbor.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Deserted wharves are not an example of a busy harbor trading around the world.",
      },
    ],
    explanation:
      "The text moves from what Deephaven used to be to what it had become. A transition of contrast, \"However,\" links the busy past to the quiet present.",
    source: pd("Sarah Orne Jewett", "Deephaven", 1877, "James R. Osgood and Company, Boston, 1877"),
  },
  {
    id: "eng-intermediate-044",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In Willa Cather's *The Song of the Lark* (1915), the young singer Thea Kronborg spends a summer in Panther Canyon, Arizona, among the ruined cliff dwellings of an ancient people. Fragments of their pottery lie everywhere. The women who made these jars carried water in them up the steep canyon walls, so the jars were first of all tools for a hard daily task. ______ the women had taken the trouble to decorate them with careful painted designs, and Thea comes to feel that this impulse to make even a water jar beautiful links her own art with theirs.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "Jars that were mere tools for hauling water would not need decoration, yet the women decorated them; \"Even so\" signals that the second fact holds despite the first.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "The jars' usefulness does not explain why they were painted; decoration goes beyond what a tool requires, so it is not a result of that usefulness.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "Decorating the jars is a new point, not a restatement of their use for carrying water.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The painted designs are not an example of the jars being tools; they are something beyond that.",
      },
    ],
    explanation:
      "The sentence before the blank stresses the jars' plain usefulness; the sentence after it reports the care spent on their beauty. The relationship is concession, best marked by \"Even so.\"",
    source: pd("Willa Cather", "The Song of the Lark", 1915, "Houghton Mifflin Company, Boston and New York, 1915"),
  },
  {
    id: "eng-intermediate-045",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In *Twenty Years at Hull-House* (1910), Jane Addams describes how many immigrant children in the Chicago neighborhood around Hull-House grew ashamed of their parents, whose old-country ways seemed backward to them. To bridge this gap, Hull-House opened a Labor Museum in which women from Italy, Russia, and other countries demonstrated the spinning and weaving they had practiced in their homelands, and visitors gathered to watch. ______ children who saw their mothers' skill admired by strangers began to regard them with new respect.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "As a result,",
        correct: true,
        why: "The children's new respect follows from seeing their mothers' craft demonstrated and admired in the museum, so a transition of result is needed.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "This would signal an outcome in spite of the museum, but the museum was created to produce exactly this change.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The children's respect is not an instance of the demonstrations; it is their effect.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "The final sentence does not oppose what comes before it; it reports the museum's intended effect.",
      },
    ],
    explanation:
      "The text describes a problem (children ashamed of their parents), a remedy (the Labor Museum), and then the remedy's effect. \"As a result\" introduces that effect.",
    source: hullHouse,
  },
];
