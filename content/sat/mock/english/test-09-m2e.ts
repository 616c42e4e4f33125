import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 9, reading and writing, module 2 (easier form). Passages are adapted from public-domain
 * works published before 1930, or are short factual passages about those works and their authors;
 * only the quantitative-evidence items carry original passages with invented, clearly labelled data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  larcom: pd("Lucy Larcom", "A New England Girlhood, Outlined from Memory", 1889, "Houghton, Mifflin and Company, Boston and New York, 1889"),
  barton: pd("Clara Barton", "The Story of My Childhood", 1907, "The Baker & Taylor Co., New York, 1907"),
  mills: pd("Enos A. Mills", "The Story of a Thousand-Year Pine", 1914, "Houghton Mifflin Company, Boston and New York, 1914"),
  blanchan: pd("Neltje Blanchan", "Bird Neighbors", 1897, "Doubleday & McClure Co., New York, 1897"),
  sharp: pd("Dallas Lore Sharp", "The Lay of the Land", 1908, "Houghton Mifflin Company, Boston and New York, 1908"),
  olmsted: pd(
    "Frederick Law Olmsted",
    "Walks and Talks of an American Farmer in England",
    1852,
    "George P. Putnam, New York, 1852 (two parts)",
  ),
  abbott: pd(
    "Jacob Abbott",
    "Gentle Measures in the Management and Training of the Young",
    1871,
    "Harper & Brothers, New York, 1871",
  ),
};

const CONVENTIONS = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";
const TABLE = "Which choice most effectively uses data from the table to complete the statement?";
const PURPOSE = "Which choice best states the main purpose of the text?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock09-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Lucy Larcom's 1889 memoir *A New England Girlhood*. As a girl, Larcom worked in the cotton mills of Lowell, Massachusetts.

There was but one summer holiday for us who worked in the mills: the Fourth of July. We made a point of spending it out of doors. On that morning it was our custom to wake one another at four o'clock and start off on a long walk together over some quiet country road, returning to a very late breakfast with aprons full of dewy wild roses. No matter if we must get up at five the next morning and go back to our ______ work; we would have the roses to take with us for company, and their sweet woodland scent would make us forget the oily smell of the machinery.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "dull",
        correct: true,
        why: "The girls count on the roses to keep them company and to help them “forget the oily smell of the machinery.” Work that needs such comfort to be bearable is dull and monotonous, the opposite of the bright holiday.",
      },
      {
        text: "joyful",
        correct: false,
        why: "The joy in the passage belongs to the holiday walk, not to the mill. If the work were joyful, the girls would not need the roses to help them forget the machinery.",
      },
      {
        text: "outdoor",
        correct: false,
        why: "The work is done among the machinery inside the mill. The holiday is special precisely because it is spent “out of doors,” unlike the workday.",
      },
      {
        text: "brief",
        correct: false,
        why: "Nothing describes the workday as short; the girls must rise at five to return to it. “Brief” has no support and does not explain why they want the roses for company.",
      },
    ],
    explanation:
      "The passage contrasts the one holiday, spent outdoors among wild roses, with the return to the mill the next morning. The roses and their woodland scent are what will make the girls forget the machinery, so the work they go back to must be tedious and unpleasant: “dull.”",
    source: src.larcom,
  },
  {
    id: "mock09-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Enos Mills's 1914 book *The Story of a Thousand-Year Pine*.

It is almost a marvel that trees should live to become the oldest of living things. Fastened in one place, their struggle is constant and severe. From the moment a baby tree is born, from the instant it casts its tiny shadow upon the ground, until death, it is in danger from insects and animals. It cannot move to avoid danger. It cannot run away to escape enemies. Fixed in one spot, almost ______, it must endure flood and drought, fire and storm, insects and earthquakes, or die.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "helpless",
        correct: true,
        why: "The text stresses that a tree “cannot move to avoid danger” and “cannot run away to escape enemies.” Unable to protect itself, it is almost helpless against flood, fire, storm, and insects.",
      },
      {
        text: "careless",
        correct: false,
        why: "Careless means not paying attention. The text is about what a tree is unable to do, not about any lack of attention on its part.",
      },
      {
        text: "cheerful",
        correct: false,
        why: "Nothing in the text describes a tree's mood, and the list of dangers (“flood and drought, fire and storm”) makes a cheerful word out of place.",
      },
      {
        text: "invisible",
        correct: false,
        why: "The text says the young tree “casts its tiny shadow upon the ground,” so it can be seen. Being hidden would protect it, which is the opposite of the point.",
      },
    ],
    explanation:
      "Each sentence before the blank explains how little a tree can do to defend itself: it is fastened in one place, cannot move, and cannot run away. The word that sums up that condition is “helpless.”",
    source: src.mills,
  },
  {
    id: "mock09-rw-m2e-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from the preface to Neltje Blanchan's 1897 book *Bird Neighbors*, a guide to about 150 birds commonly found near people's homes.

The birds in this book have been grouped by color, because the color of a bird is the first, and often the only, thing a beginner notices. To the uninitiated or uninterested observer, all small, dull-colored birds are "common sparrows." The closer scrutiny of the trained eye, however, quickly ______ them, picking out not only the Song, the Canada, and the Fox Sparrows but a dozen other familiar friends whose presence the casual observer does not even suspect.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "differentiates",
        correct: true,
        why: "To differentiate things is to recognize the differences between them. The trained eye tells apart the Song, Canada, and Fox Sparrows and other birds that the casual observer lumps together as “common sparrows.”",
      },
      {
        text: "conflates",
        correct: false,
        why: "To conflate is to merge separate things into one, which is what the untrained observer does in calling every small brown bird a “common sparrow.” The word “however” signals that the trained eye does the opposite.",
      },
      {
        text: "disregards",
        correct: false,
        why: "An eye that disregarded the birds could not pick out several kinds of sparrows. The sentence describes closer attention than the casual observer pays, not less.",
      },
      {
        text: "imitates",
        correct: false,
        why: "Nothing in the text concerns copying the birds' calls or behavior; the sentence is about recognizing which kinds of birds are present.",
      },
    ],
    explanation:
      "The sentence sets the trained eye against the casual observer, for whom all small, dull-colored birds are the same. The trained eye sorts them into many kinds, “picking out” species the casual observer never suspects, so it “differentiates” them. “Conflates” describes the casual observer, not the expert.",
    source: src.blanchan,
  },
  {
    id: "mock09-rw-m2e-04",
    skill: "words-in-context",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Lucy Larcom's 1889 memoir *A New England Girlhood*. Larcom spent her early childhood in Beverly, Massachusetts, a seaport town on a tidal river.

Now and then the river offered that most available craft for a crew of children: a gundalow, a flat-bottomed cargo boat. We easily transformed the spelling into "gondola," and in fancy were afloat on Venetian waters, under some overhanging balcony, perhaps at the very Palace of the Doges, ______ blind to the reality of a mud-scow leaning against some rickety wharf posts, covered with barnacles.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "willingly",
        correct: true,
        why: "The children “easily transformed” the boat's name and sailed to Venice “in fancy.” Ignoring the muddy barge in front of them was part of a game they chose and enjoyed, so their blindness to reality was willing.",
      },
      {
        text: "reluctantly",
        correct: false,
        why: "Reluctantly means against one's wishes. The make-believe was the children's own eager invention, which they entered “easily,” so nothing was forced on them.",
      },
      {
        text: "permanently",
        correct: false,
        why: "The pretending lasted only during play, and the narrator plainly sees the boat for what it was, a mud-scow covered with barnacles. Nothing suggests a lasting blindness.",
      },
      {
        text: "suddenly",
        correct: false,
        why: "The text describes a habitual, easy game (“now and then”), not a sudden change in how the children saw things.",
      },
    ],
    explanation:
      "The passage contrasts the children's fancy (a gondola in Venice) with the reality (a barnacled mud-scow at a rickety wharf). Because they chose the fancy with pleasure, their blindness to the reality was deliberate and glad: “willingly.”",
    source: src.larcom,
  },
  {
    id: "mock09-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Clara Barton's 1907 memoir *The Story of My Childhood*. Barton was the youngest child in her family; her brother David was many years older.

It was David's delight to take me, a little girl five years old, to the field, seize a couple of the young horses, throw me on the back of one colt, spring on the other himself, and, catching me by the foot and bidding me "cling fast to the mane," gallop away over field and fen, in and out among the other colts, in wild glee like ourselves. This was my riding school. I never had any other, but it served me well. Sometimes in later years, when I found myself on a strange horse in a trooper's saddle, flying for life or liberty, I blessed the baby lessons of those wild gallops.`,
      },
    ],
    stem: PURPOSE,
    choices: [
      {
        text: "To recount how Barton learned to ride as a young child and to suggest that this skill proved valuable later in her life",
        correct: true,
        why: "Most of the text describes David's gallops with his five-year-old sister, “my riding school”; the last sentence says those “baby lessons” served her well years later, when she rode “for life or liberty.”",
      },
      {
        text: "To argue that children should learn to ride only from a trained riding teacher",
        correct: false,
        why: "Barton says she never had any riding school except her brother's wild gallops, and that it “served me well.” The text praises informal lessons rather than arguing for formal ones.",
      },
      {
        text: "To describe the different kinds of horses raised on the Barton family's farm",
        correct: false,
        why: "The text mentions only “young horses” and “colts” as part of the lessons; it never describes kinds of horses or the farm's breeding.",
      },
      {
        text: "To explain why Barton was afraid of horses as an adult",
        correct: false,
        why: "The text says the opposite: as an adult Barton could ride a strange horse in an emergency, and she was grateful for her early lessons.",
      },
    ],
    explanation:
      "The text tells how David taught his little sister to ride by galloping with her among the colts, calls this her only riding school, and ends by saying that the skill later helped her when she had to ride a strange horse “for life or liberty.” Its purpose is to recount those lessons and their lasting value.",
    source: src.barton,
  },
  {
    id: "mock09-rw-m2e-06",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Dallas Lore Sharp's 1908 essay collection *The Lay of the Land*.

We have had a series of long, heavy rains, and water is standing over the swampy meadow. A November night is falling. The darkness deepens, and a raw wind is rising. At nine o'clock I button my heavy coat close, and in my rubber boots go down to the river and follow it out to the middle of the meadow. Here, behind a clump of black alders, I sit quietly down and wait. **I am not mad, nor melancholy; I am not after copy. Nothing is the matter with me.** I have come out to watch the muskrats building, for that small mound up the ditch is not an old haystack but a half-finished muskrat house.`,
      },
    ],
    stem: "Which choice best describes the function of the sentences in bold in the text as a whole?",
    choices: [
      {
        text: "They anticipate that readers may find the narrator's behavior strange and assure them that he has an ordinary reason for being out in the meadow.",
        correct: true,
        why: "A man sitting alone in a flooded meadow on a cold, dark night might seem odd. The narrator rules out the explanations a reader might imagine (madness, gloom, a hunt for writing material) and then gives his simple reason: to watch the muskrats build.",
      },
      {
        text: "They reveal that the narrator has come to the meadow to gather material for a piece of writing.",
        correct: false,
        why: "To be “after copy” is to be looking for material to write about, and the narrator says he is not. This choice reverses his denial.",
      },
      {
        text: "They express the narrator's gloomy mood as winter approaches.",
        correct: false,
        why: "The narrator says he is not “melancholy” and that “nothing is the matter” with him. The gloom belongs to the weather, not to his mood.",
      },
      {
        text: "They explain how muskrats build their houses before winter.",
        correct: false,
        why: "The sentences in bold are about the narrator, not the muskrats. The text mentions the half-finished muskrat house only afterward and does not explain how it is built.",
      },
    ],
    explanation:
      "The opening describes a dreary, cold night and a man going out into a flooded meadow to sit and wait. The sentences in bold head off the reader's natural question (what is wrong with him?) by denying madness, melancholy, and a search for “copy,” and the next sentence supplies the real, ordinary reason: he has come to watch the muskrats.",
    source: src.sharp,
  },
  {
    id: "mock09-rw-m2e-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the preface to Frederick Law Olmsted's 1852 book *Walks and Talks of an American Farmer in England*.

I do not deem it necessary to apologize for this memoir of a farmer's visit to England. Every man in travelling will be directed in peculiar paths of observation by his peculiar tastes and interests, and there will always be some who like to hear of just what he liked to see. I have spent many winter evenings reading the books written by our literary tourists upon England; and although I do not recollect one of them whose author was a farmer, or whose habits of life were not altogether different from my own, I remember none from which I did not derive entertainment and instruction. Notwithstanding, therefore, the triteness of the field, I may presume that many will yet enjoy following me over it.`,
      },
    ],
    stem: PURPOSE,
    choices: [
      {
        text: "To justify writing about a much-described subject by arguing that each traveler's particular interests lead him to notice things worth reporting",
        correct: true,
        why: "Olmsted grants the “triteness of the field” but argues that every traveler is guided by his own tastes and interests, that readers like to hear what such a traveler saw, and that no earlier writer shared his farmer's point of view. That is a defense of writing the book anyway.",
      },
      {
        text: "To apologize for adding one more book to the many that American tourists had already written about England",
        correct: false,
        why: "The first sentence says the opposite: Olmsted does “not deem it necessary to apologize.” The rest of the text explains why no apology is needed.",
      },
      {
        text: "To criticize earlier travel writers for overlooking the concerns of farmers",
        correct: false,
        why: "Olmsted notes that none of those writers was a farmer, but he says he gained “entertainment and instruction” from every one of their books. He points out a difference in perspective without faulting them.",
      },
      {
        text: "To explain why Olmsted chose to see England on foot rather than by coach or railway",
        correct: false,
        why: "The text never discusses how Olmsted traveled; it concerns why his account is worth publishing.",
      },
    ],
    explanation:
      "The preface anticipates the objection that England had already been described too often. Olmsted answers it in steps: each traveler sees according to his own interests, readers enjoy hearing what such a traveler saw, and the earlier books, though instructive, were all written by people whose lives differed from a farmer's. Therefore, despite the “triteness of the field,” his book has a reason to exist. The passage mentions the earlier writers' backgrounds only to set off his own, not to criticize them.",
    source: src.olmsted,
  },
  {
    id: "mock09-rw-m2e-08",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `Text 1 is adapted from Clara Barton's 1907 memoir *The Story of My Childhood*. When Barton was eleven, her older brother David was badly injured in a fall, and she nursed him for two years.

When David was well again, I was free, my work done. But my shut-in life had made me more bashful than ever. I had grown even more timid and shrinking in the presence of others, and I was afraid of giving trouble by making my wants known. Instead of feeling that my freedom gave me time for play, it seemed to me like time wasted, and I looked anxiously about for some useful occupation.`,
      },
      {
        label: "Text 2",
        text: `Text 2 is adapted from Lucy Larcom's 1889 memoir *A New England Girlhood*. Larcom's widowed mother ran a boardinghouse in Lowell, Massachusetts, and struggled to support her large family.

I heard it said one day, in a distressed tone, "The children will have to leave school and go into the mill." I listened to all that was said about it, very much fearing that I should not be permitted to do the coveted work. For the feeling had already come to me that I was the one too many in the overcrowded family nest. I thought it would be a pleasure to feel that I was not a trouble or burden or expense to anybody. So I went to my first day's work in the mill with a light heart.`,
      },
    ],
    stem: "Based on the texts, which choice best describes a similarity between the experiences that Barton (Text 1) and Larcom (Text 2) recall?",
    choices: [
      {
        text: "Each girl welcomed useful work at least partly because she did not want to be a burden to others.",
        correct: true,
        why: "Barton was “afraid of giving trouble” and looked “anxiously about for some useful occupation”; Larcom felt she was “the one too many” and thought it would be a pleasure not to be “a trouble or burden or expense to anybody,” so she went to work “with a light heart.”",
      },
      {
        text: "Each girl was sent to work by her family even though she would rather have stayed in school.",
        correct: false,
        why: "Larcom feared she would not be “permitted” to work, and Barton went looking for an occupation herself. Neither was pushed into work against her wishes.",
      },
      {
        text: "Each girl came to prefer play over work once she was free to choose.",
        correct: false,
        why: "Barton says free time for play “seemed to me like time wasted,” and Larcom calls mill work “coveted.” Both texts show the opposite preference.",
      },
      {
        text: "Each girl took up work in order to pay for her own further education.",
        correct: false,
        why: "Neither text mentions saving for an education; Larcom in fact must leave school to work. The motive both describe is not wanting to be a burden.",
      },
    ],
    explanation:
      "Barton, shy and “afraid of giving trouble,” found idle freedom wasteful and looked for useful work; Larcom, feeling herself “the one too many” in a struggling family, was glad to work so as not to be “a trouble or burden.” The shared experience is a girl's eagerness for work tied to a wish not to burden others.",
    source: src.barton,
  },

  // ================================================================ information and ideas
  {
    id: "mock09-rw-m2e-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Frederick Law Olmsted's 1852 book *Walks and Talks of an American Farmer in England*. Olmsted is describing a new public park in Birkenhead, a town across the river from Liverpool.

The baker had urged us not to leave Birkenhead without seeing its new park. We passed by winding paths, over acres and acres, where on all sides were growing every variety of shrubs and flowers, all set in borders of greenest, closest turf, and all kept with perfect neatness. I was glad to observe that all the privileges of the garden were enjoyed equally by all classes. The poorest British peasant is as free to enjoy it in all its parts as the British queen. In democratic America, I had to admit, there was nothing to compare with this People's Garden.`,
      },
    ],
    stem: "According to the text, what did Olmsted observe about the people who used the park?",
    choices: [
      {
        text: "People of every class enjoyed its privileges equally.",
        correct: true,
        why: "Olmsted says that “all the privileges of the garden were enjoyed equally by all classes” and that the poorest peasant was as free to enjoy it as the queen.",
      },
      {
        text: "Only wealthy residents of Birkenhead were allowed to walk on its paths.",
        correct: false,
        why: "This contradicts the text, which stresses that the poorest peasant could enjoy every part of the park.",
      },
      {
        text: "Visitors had to be guided through it by someone from the town.",
        correct: false,
        why: "The baker only recommended the park; nothing suggests that visitors needed a guide to enter or walk through it.",
      },
      {
        text: "Most of its visitors were Americans who had come to study its design.",
        correct: false,
        why: "Olmsted compares the park with what America lacked, but he never says that Americans made up its visitors.",
      },
    ],
    explanation:
      "After describing the park's paths and plantings, Olmsted states what pleased him about its users: “all the privileges of the garden were enjoyed equally by all classes,” so that the poorest peasant was as free there as the queen.",
    source: src.olmsted,
  },
  {
    id: "mock09-rw-m2e-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Jacob Abbott's 1871 book *Gentle Measures in the Management and Training of the Young*, a guide for parents.

A child who climbs a lofty mountain will have his ideas of all the mountain scenery he reads or hears of through life shaped by that early impression. Take your daughter, who has always lived in the country, on an excursion to the seashore, and allow her to sit in silence on the cliff for an hour, watching the surf roll in upon the beach. The day's pleasure you have given her is by far the smallest part of the effect. You have made a lifelong change, if not in the very structure, at least in the permanent furnishing of her mind, and performed a work that can never be undone.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "A vivid experience in childhood can leave a lasting impression that shapes a person's mind far more than the momentary enjoyment it brings.",
        correct: true,
        why: "Both examples make this point: the mountain shapes the child's ideas “through life,” and the seashore makes “a lifelong change” in the daughter's mind, while “the day's pleasure” is “the smallest part of the effect.”",
      },
      {
        text: "The chief value of a family excursion is the pleasure it gives a child on the day itself.",
        correct: false,
        why: "Abbott says the day's pleasure is “by far the smallest part of the effect.” This choice reverses his point.",
      },
      {
        text: "A trip to the seashore affects a child more deeply than a trip to the mountains does.",
        correct: false,
        why: "Abbott uses the mountain and the seashore as two examples of the same effect; he never ranks one above the other.",
      },
      {
        text: "Children who grow up in the country know less about nature than children who grow up near the sea.",
        correct: false,
        why: "The daughter's country upbringing explains why the sea is new to her, but Abbott makes no comparison of what country and seaside children know.",
      },
    ],
    explanation:
      "Abbott offers two examples, a mountain climbed and a seashore watched, and draws the same conclusion from both: such experiences permanently furnish a child's mind, an effect far greater than the pleasure of the day. The main idea is the lasting influence of vivid childhood impressions.",
    source: src.abbott,
  },
  {
    id: "mock09-rw-m2e-11",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `Enos Mills's 1914 book *The Story of a Thousand-Year Pine* describes an enormous yellow pine that grew within sight of Mesa Verde in southwestern Colorado. After loggers cut the tree down, Mills spent days cutting and splitting its trunk, limbs, and roots to study its rings of growth, which he treated as the tree's diary. Mills suggests that these rings preserve a record not only of the tree's age but also of the injuries it suffered during its long life.`,
      },
    ],
    stem: "Which quotation from *The Story of a Thousand-Year Pine* most effectively illustrates the claim?",
    choices: [
      {
        text: "“The rings of trees also show healed wounds, and tell of burns, bites, and bruises, of torn bark and broken arms.”",
        correct: true,
        why: "The claim is that the rings record the tree's injuries. This quotation says exactly that: the rings “show healed wounds” and tell of burns, bruises, torn bark, and broken limbs.",
      },
      {
        text: "“In looking over the rings of growth, I found that a few of them were much thicker than the others; and these thick rings, or coats of wood, tell of favorable seasons.”",
        correct: false,
        why: "This shows that the rings keep a record, but of good growing years, not of injuries. It does not illustrate the part of the claim about the harm the tree suffered.",
      },
      {
        text: "“I carefully examined the base of his stump, and in it I found ten hundred and forty-seven rings of growth!”",
        correct: false,
        why: "Counting the rings reveals the tree's age, which the claim mentions only as the familiar part (“not only of the tree's age”). The quotation says nothing about injuries.",
      },
      {
        text: "“Although lightning had given him a bald crown, he was still a healthy giant, and was waving evergreen banners more than one hundred and fifteen feet above the earth.”",
        correct: false,
        why: "This mentions an injury, but it describes what Mills saw on the living tree, not what the rings of growth recorded.",
      },
    ],
    explanation:
      "The claim has two parts: the rings record the tree's age, and they also record its injuries. The second part is the one that needs illustrating, and only the quotation about rings that “show healed wounds” and tell of “burns, bites, and bruises” connects injuries to the rings. The other quotations show favorable seasons, age, or damage seen on the living tree.",
    source: src.mills,
  },
  {
    id: "mock09-rw-m2e-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Members of a school science club folded paper airplanes in four different designs. They threw each airplane ten times from the same spot in the school gym, measured how far it flew each time, and averaged the results. The club found that one design, the glider, flew farther than any of the others: its average distance was ______`,
      },
    ],
    table: {
      title: "Average flight distance of four paper airplane designs over ten throws (invented data)",
      columns: ["Design", "Average distance (meters)"],
      rows: [
        ["Dart", "9.2"],
        ["Glider", "12.6"],
        ["Stunt plane", "5.4"],
        ["Square wing", "7.1"],
      ],
    },
    stem: TABLE,
    choices: [
      {
        text: "12.6 meters, greater than the average distance of any other design.",
        correct: true,
        why: "The table gives the glider an average of 12.6 meters, and the next-longest average is the dart's 9.2 meters. That supports the claim that the glider flew farther than the others.",
      },
      {
        text: "9.2 meters, greater than the average distances of the stunt plane and the square wing.",
        correct: false,
        why: "The value 9.2 meters belongs to the dart, not the glider, so this does not describe the glider's flights.",
      },
      {
        text: "12.6 meters, slightly less than the average distance of the dart.",
        correct: false,
        why: "The number is right, but the comparison is wrong: the dart averaged only 9.2 meters, so the glider flew farther, not less far.",
      },
      {
        text: "5.4 meters, the shortest average distance of the four designs.",
        correct: false,
        why: "The value 5.4 meters is the stunt plane's average. A shortest distance would contradict the claim that the glider flew farthest.",
      },
    ],
    explanation:
      "The statement needs the glider's average and a comparison showing that it is the largest. The table lists 12.6 meters for the glider, more than the dart (9.2), the square wing (7.1), and the stunt plane (5.4).",
    source: original,
  },
  {
    id: "mock09-rw-m2e-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Students in an environmental science class studied wood samples from pine trees growing on two sides of the same hill, one slope facing north and the other facing south. In each sample, they measured the growth rings formed in years with above-average rainfall (wet years) and in years with below-average rainfall (dry years). The students concluded that dry years slowed the trees' growth on both slopes but slowed it much more on the south-facing slope.`,
      },
    ],
    table: {
      title: "Average width of growth rings in pine samples, by slope and type of year (invented data)",
      columns: ["Slope", "Wet years (millimeters)", "Dry years (millimeters)"],
      rows: [
        ["North-facing", "2.4", "1.9"],
        ["South-facing", "2.3", "1.1"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the students' conclusion?",
    choices: [
      {
        text: "On the north-facing slope, the average ring width fell from 2.4 millimeters in wet years to 1.9 millimeters in dry years, while on the south-facing slope it fell from 2.3 millimeters to 1.1 millimeters.",
        correct: true,
        why: "This reports the change on each slope: a drop of 0.5 millimeters on the north-facing slope and a drop of 1.2 millimeters on the south-facing slope. It shows that dry years slowed growth on both slopes and much more on the south-facing one.",
      },
      {
        text: "In wet years, the average ring width was 2.4 millimeters on the north-facing slope and 2.3 millimeters on the south-facing slope.",
        correct: false,
        why: "These figures are accurate, but they describe wet years only. Without the dry-year widths, they cannot show that dry years slowed growth at all.",
      },
      {
        text: "In dry years, the average ring width was 1.9 millimeters on the north-facing slope and only 1.1 millimeters on the south-facing slope.",
        correct: false,
        why: "These figures are accurate, but they compare the slopes in dry years only. Without the wet-year widths, they cannot show that growth slowed in dry years or by how much on each slope.",
      },
      {
        text: "On both slopes, the average ring width was greater in dry years than in wet years.",
        correct: false,
        why: "This misreads the table: on both slopes the rings were narrower, not wider, in dry years (1.9 versus 2.4 and 1.1 versus 2.3).",
      },
    ],
    explanation:
      "The conclusion is about a change, the slowing of growth from wet to dry years, and about a comparison of that change between slopes. Evidence for it must give the wet-year and dry-year widths for both slopes. Only the key does so, showing a small drop on the north-facing slope (2.4 to 1.9) and a much larger one on the south-facing slope (2.3 to 1.1).",
    source: original,
  },
  {
    id: "mock09-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `Jacob Abbott opens his 1871 book *Gentle Measures in the Management and Training of the Young* by answering an objection. Some readers, he expects, will assume that employing gentle measures with children means abandoning parental authority and substituting "some weak and inefficient system of artifice and manoeuvring in its place." Abbott rejects that assumption at once: the only government of a parent over a child that is worthy of the name, he insists, is one of "complete, absolute, unquestioned authority." The object of his book, he explains, is not to show how gentle methods can serve as a substitute for such authority but how they can help establish and maintain it. Abbott thus presents gentle measures as ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "a means of securing the very authority that some readers expect them to undermine.",
        correct: true,
        why: "Readers fear that gentle measures mean “abandoning” authority; Abbott answers that they help “establish and maintain” it. He therefore presents them as a way of achieving the authority they seem to threaten.",
      },
      {
        text: "a compromise in which parents give up some of their authority in return for their children's cooperation.",
        correct: false,
        why: "Abbott demands “complete, absolute, unquestioned authority,” so he cannot be recommending that parents give any of it up. This choice describes the misreading he rejects.",
      },
      {
        text: "a temporary approach that parents should set aside once their authority is firmly in place.",
        correct: false,
        why: "Abbott says gentle methods help not only to establish authority but also to “maintain it,” so they remain useful after authority is in place.",
      },
      {
        text: "evidence that parental authority matters less in raising children than most of his readers believe.",
        correct: false,
        why: "Abbott calls authority the only government “worthy of the name.” Far from downplaying it, he places it at the center of his book.",
      },
    ],
    explanation:
      "The text moves in three steps: readers may think gentle measures replace authority with weak “artifice”; Abbott insists that only complete authority deserves the name of government; and he says his gentle methods serve to establish and maintain that authority. The logical conclusion is that he presents gentle measures as a means to the authority some readers expect them to weaken.",
    source: src.abbott,
  },

  // ================================================================ standard English conventions
  {
    id: "mock09-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Enos Mills, the author of *The Story of a Thousand-Year Pine* (1914), was also a leading conservationist. The long campaign that Mills led to preserve the wild country around Longs ______ ended in success in 1915, when Congress established Rocky Mountain National Park.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Peak",
        correct: true,
        why: "The subject “The long campaign that Mills led to preserve the wild country around Longs Peak” runs straight into its verb, “ended.” No punctuation belongs between a subject and its verb.",
      },
      {
        text: "Peak,",
        correct: false,
        why: "A single comma would separate the subject from its verb, “ended,” and nothing here calls for a pause or a pair of commas.",
      },
      {
        text: "Peak;",
        correct: false,
        why: "A semicolon must join two independent clauses. The words before it are only the subject of the sentence, not a complete clause.",
      },
      {
        text: "Peak:",
        correct: false,
        why: "A colon must follow an independent clause. Here it would split the subject from its verb.",
      },
    ],
    explanation:
      "The whole phrase “The long campaign that Mills led to preserve the wild country around Longs Peak” is the subject, and “ended” is its verb. Since nothing interrupts them, no punctuation is needed.",
    source: src.mills,
  },
  {
    id: "mock09-rw-m2e-16",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In the preface to her 1897 book *Bird Neighbors*, Neltje Blanchan explains how she arranged its descriptions of some 150 common birds. She grouped them according to the feature that a beginner notices ______ color.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "first: color",
        correct: true,
        why: "The words before the blank form a complete sentence, and “color” names the feature it refers to. A colon correctly introduces that explanation.",
      },
      {
        text: "first; color",
        correct: false,
        why: "A semicolon must be followed by an independent clause, but “color” is a single word, not a clause.",
      },
      {
        text: "first. Color",
        correct: false,
        why: "The period leaves “Color.” standing alone as a sentence fragment.",
      },
      {
        text: "first color",
        correct: false,
        why: "Without punctuation, “color” runs into the clause “that a beginner notices first” and the sentence no longer makes sense.",
      },
    ],
    explanation:
      "“She grouped them according to the feature that a beginner notices first” is a complete independent clause, and “color” identifies that feature. A colon is the mark that introduces such an explanation after an independent clause.",
    source: src.blanchan,
  },
  {
    id: "mock09-rw-m2e-17",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `The fifteen essays in Dallas Lore Sharp's 1908 book *The Lay of the Land* ______ subjects as varied as muskrats building a winter lodge in a November meadow, the chickadee, and the month of June.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "take up",
        correct: true,
        why: "The subject is the plural noun “essays,” so the verb must be plural: “take up.” The present tense also suits a description of what a book contains.",
      },
      {
        text: "takes up",
        correct: false,
        why: "“Takes up” is singular. It might seem to agree with “book,” but that noun is part of a modifying phrase; the subject is “essays.”",
      },
      {
        text: "has taken up",
        correct: false,
        why: "“Has” is singular and does not agree with the plural subject “essays.”",
      },
      {
        text: "is taking up",
        correct: false,
        why: "“Is” is singular and does not agree with the plural subject “essays.”",
      },
    ],
    explanation:
      "Strip away the modifying phrase “in Dallas Lore Sharp's 1908 book *The Lay of the Land*” and the sentence reads “The fifteen essays ______ subjects.” The plural subject needs the plural verb “take up.”",
    source: src.sharp,
  },
  {
    id: "mock09-rw-m2e-18",
    skill: "boundaries",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Jacob Abbott's Rollo books, which include *Rollo Learning to Read*, *Rollo at Work*, and ______ follow a boy named Rollo from his early childhood to his travels in Europe.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "*Rollo in Paris*,",
        correct: true,
        why: "The clause beginning “which include” adds extra information about the Rollo books and opens with a comma after “books.” A matching comma must close it before the main verb, “follow.”",
      },
      {
        text: "*Rollo in Paris*",
        correct: false,
        why: "Without a closing comma, the nonessential “which” clause runs into the main verb “follow,” and the opening comma after “books” is left unmatched.",
      },
      {
        text: "*Rollo in Paris*;",
        correct: false,
        why: "A semicolon cannot close a nonessential clause, and it would cut the subject “Jacob Abbott's Rollo books” off from its verb, “follow.”",
      },
      {
        text: "*Rollo in Paris*:",
        correct: false,
        why: "A colon must follow an independent clause; here it would separate the subject from its verb, “follow.”",
      },
    ],
    explanation:
      "The core sentence is “Jacob Abbott's Rollo books … follow a boy named Rollo.” The clause “which include … *Rollo in Paris*” interrupts it and is set off by a comma after “books,” so it must be closed by a matching comma.",
    source: src.abbott,
  },
  {
    id: "mock09-rw-m2e-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `When Lucy Larcom began working in a cotton mill in Lowell, Massachusetts, at the age of eleven, her job was to change the bobbins on the spinning frames every three quarters of an hour or so. Each of the half dozen little girls who worked alongside her ______ responsible for the same simple task.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "was",
        correct: true,
        why: "The subject is “Each,” which is singular, so it takes the singular verb “was.” The past tense matches the rest of the account.",
      },
      {
        text: "were",
        correct: false,
        why: "“Were” is plural. It might seem to agree with “girls,” but that noun is inside the phrase “of the half dozen little girls”; the subject is “Each.”",
      },
      {
        text: "are",
        correct: false,
        why: "“Are” is plural and in the present tense, so it neither agrees with “Each” nor fits an account of the past.",
      },
      {
        text: "have been",
        correct: false,
        why: "“Have” is plural, and the present perfect does not fit events that ended long ago.",
      },
    ],
    explanation:
      "The subject of the second sentence is “Each,” a singular pronoun; “of the half dozen little girls who worked alongside her” only describes it. A singular, past-tense verb is needed: “was.”",
    source: src.larcom,
  },
  {
    id: "mock09-rw-m2e-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Clara Barton's 1907 memoir *The Story of My Childhood* describes her early years on a farm in Oxford, Massachusetts, but she is best known for work she did much later. Having seen the International Red Cross at work in Europe during the Franco-Prussian War, ______`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Barton founded the American Red Cross in 1881.",
        correct: true,
        why: "The opening phrase describes someone who had seen the Red Cross at work, and Barton is that person. Placing “Barton” right after the phrase makes the modifier refer to her.",
      },
      {
        text: "the American Red Cross was founded by Barton in 1881.",
        correct: false,
        why: "This places “the American Red Cross” right after the modifier, so the sentence says the organization itself had seen the Red Cross at work in Europe.",
      },
      {
        text: "Barton's founding of the American Red Cross took place in 1881.",
        correct: false,
        why: "The subject here is “founding,” so the sentence says that an act of founding had seen the Red Cross at work. The modifier must be followed by Barton herself, not her action.",
      },
      {
        text: "in 1881 the American Red Cross was founded by Barton.",
        correct: false,
        why: "The noun that follows the modifier is again “the American Red Cross,” which could not have seen anything; the modifier is left dangling.",
      },
    ],
    explanation:
      "An introductory participial phrase must be followed directly by the noun it describes. The person who had seen the International Red Cross at work was Barton, so the main clause must begin with “Barton.”",
    source: src.barton,
  },
  {
    id: "mock09-rw-m2e-21",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Dallas Lore Sharp was already an established nature writer when his essay collection *The Lay of the Land* appeared in 1908. The book's title page lists two of his earlier books—*Wild Life Near Home* and ______ beneath his name.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "*Roof and Meadow*—",
        correct: true,
        why: "The titles are set off by a dash after “books,” so a matching dash must close them before the sentence continues with “beneath his name.”",
      },
      {
        text: "*Roof and Meadow*,",
        correct: false,
        why: "A comma cannot close an interruption that opens with a dash; the two marks must match.",
      },
      {
        text: "*Roof and Meadow*;",
        correct: false,
        why: "A semicolon must separate independent clauses, and “beneath his name” is only a phrase.",
      },
      {
        text: "*Roof and Meadow*",
        correct: false,
        why: "Without a closing dash, the opening dash is left unmatched, and the phrase “beneath his name” runs straight into the second title.",
      },
    ],
    explanation:
      "The main sentence is “The book's title page lists two of his earlier books beneath his name.” The two titles are inserted into it after a dash, and an interruption opened with a dash must be closed with one.",
    source: src.sharp,
  },
  {
    id: "mock09-rw-m2e-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Writing under the pen name Neltje Blanchan, Neltje Doubleday published three nature books in four years: *Bird Neighbors*, a guide to common birds, in 1897; *Birds That Hunt and Are Hunted*, about game birds, waterfowl, and birds of prey, in ______ and *Nature's Garden*, a guide to wildflowers, in 1900.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1898;",
        correct: true,
        why: "Each item in this list contains commas of its own, so the items are separated by semicolons, as after “1897.” A semicolon must likewise separate the second item from the third.",
      },
      {
        text: "1898,",
        correct: false,
        why: "Because the items already contain commas, a comma here would blur where the second item ends and the third begins. The list has used a semicolon between items, so it must do so again.",
      },
      {
        text: "1898:",
        correct: false,
        why: "A colon introduces a list or explanation; it cannot separate two items within a list.",
      },
      {
        text: "1898",
        correct: false,
        why: "With no punctuation, the second and third items run together, and the semicolon pattern the list has set is broken.",
      },
    ],
    explanation:
      "The colon introduces a list of three books, each described with internal commas (title, description, year). In such a list, semicolons separate the items. The writer has already placed one after “1897,” so the same mark belongs after “1898.”",
    source: src.blanchan,
  },

  // ================================================================ expression of ideas
  {
    id: "mock09-rw-m2e-23",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Enos Mills (1870–1922) was an American naturalist and writer.
- He campaigned for the creation of Rocky Mountain National Park, which Congress established in 1915.
- His 1914 book *The Story of a Thousand-Year Pine* tells the life story of a huge yellow pine that grew within sight of Mesa Verde in southwestern Colorado.
- After loggers cut the tree down, Mills counted 1,047 rings of growth in its stump.`,
      },
    ],
    stem: `The student wants to emphasize how old the tree in Mills's book was. ${NOTES}`,
    choices: [
      {
        text: "The yellow pine whose story Enos Mills told had 1,047 rings of growth in its stump when loggers cut it down.",
        correct: true,
        why: "Each ring of growth marks a year, so giving the count of 1,047 rings emphasizes the tree's great age, which is the student's goal.",
      },
      {
        text: "In his 1914 book, Enos Mills tells the life story of a huge yellow pine that grew within sight of Mesa Verde in southwestern Colorado.",
        correct: false,
        why: "This tells where the tree grew and that it was huge, but it gives no information about its age.",
      },
      {
        text: "Congress established Rocky Mountain National Park in 1915 after a campaign by the naturalist Enos Mills.",
        correct: false,
        why: "This is about Mills's conservation work, not about the tree in his book.",
      },
      {
        text: "Enos Mills (1870–1922) was an American naturalist and writer who wrote about a yellow pine.",
        correct: false,
        why: "The dates give Mills's lifespan, not the tree's age; nothing here shows how old the pine was.",
      },
    ],
    explanation:
      "The goal is to emphasize the tree's age. Only the note about the 1,047 rings of growth in its stump speaks to that, and only the key uses it.",
    source: src.mills,
  },
  {
    id: "mock09-rw-m2e-24",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Frederick Law Olmsted (1822–1903) was an American landscape architect.
- In 1850, he took a walking tour of England with his brother John and their friend Charles Loring Brace.
- Near Liverpool, he visited Birkenhead Park, a public park that had opened in 1847.
- He praised the park in his 1852 book *Walks and Talks of an American Farmer in England*.
- In 1858, Olmsted and the architect Calvert Vaux won a competition to design Central Park in New York City.`,
      },
    ],
    stem: `The student wants to suggest that Olmsted's travels may have influenced his later work. ${NOTES}`,
    choices: [
      {
        text: "In 1850, Olmsted visited and admired Birkenhead Park, a public park near Liverpool; eight years later, he and Calvert Vaux won a competition to design Central Park in New York City.",
        correct: true,
        why: "This links a park Olmsted admired on his travels with the park he designed eight years later, inviting the reader to see a possible influence, which is the student's goal.",
      },
      {
        text: "In 1850, Olmsted took a walking tour of England with his brother John and their friend Charles Loring Brace.",
        correct: false,
        why: "This describes the travels but says nothing about Olmsted's later work, so it cannot suggest a connection between them.",
      },
      {
        text: "In 1858, Olmsted and the architect Calvert Vaux won a competition to design Central Park in New York City.",
        correct: false,
        why: "This describes the later work but leaves out the travels, so no influence is suggested.",
      },
      {
        text: "*Walks and Talks of an American Farmer in England*, published in 1852, describes Olmsted's walking tour of England.",
        correct: false,
        why: "This concerns Olmsted's book about his trip; it does not mention any of his later work in landscape design.",
      },
    ],
    explanation:
      "To suggest that travels influenced later work, the sentence must connect something from the trip with something Olmsted did afterward. Only the key joins his admiration for Birkenhead Park in 1850 with his winning design for Central Park in 1858.",
    source: src.olmsted,
  },
  {
    id: "mock09-rw-m2e-25",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `In her youth, Clara Barton once worked in her brothers' satinet mill, where she quickly learned to tend the looms and came to enjoy the work. ______ after only two weeks, the mill burned. "No heart was heavier than mine," she later recalled.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Unfortunately,",
        correct: true,
        why: "The fire ended work that Barton had come to enjoy, and she says no heart was heavier than hers. “Unfortunately” signals that this turn of events was a sad one.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The fire is not an example of learning to tend looms or of enjoying the work; it is what put an end to them.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The fire is not like the events before it. It reverses them, ending the work she enjoyed.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "Barton's learning to tend the looms did not cause the mill to burn. The two events are not cause and effect.",
      },
    ],
    explanation:
      "The first sentence tells of work Barton liked; the second tells how it ended suddenly in a fire that left her heartbroken. A transition that marks an unwelcome turn is needed: “Unfortunately.”",
    source: src.barton,
  },
  {
    id: "mock09-rw-m2e-26",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `In "The Muskrats Are Building," an essay in *The Lay of the Land* (1908), Dallas Lore Sharp describes muskrats living along a ditch in a swampy meadow. Throughout the summer, Sharp notes, the muskrats had no house, only tunnels dug into the sides of the ditch. ______ near the end of November, they were finishing a thick-walled lodge of mud and reeds, ready for the long winter.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "However,",
        correct: true,
        why: "In summer the muskrats had no house; by late November they were finishing a sturdy lodge. “However” marks this contrast between the two seasons.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Building a lodge is not an example of having no house; it is the opposite situation.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The November lodge is not similar to the summer tunnels; the sentence describes a change, not a likeness.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The last sentence does not restate the one before it; it describes something new and different.",
      },
    ],
    explanation:
      "The second sentence says the muskrats had no house in summer, and the third says they were finishing a thick-walled lodge in November. The relationship is a contrast, so “However” is the logical transition.",
    source: src.sharp,
  },
  {
    id: "mock09-rw-m2e-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `During her lifetime, Lucy Larcom was known chiefly as a poet. She published several volumes of verse, and her friend and mentor, the poet John Greenleaf Whittier, encouraged her work. ______ it is a prose work, her 1889 memoir *A New England Girlhood*, for which she is best remembered today.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "After two sentences establishing Larcom's fame as a poet, the last sentence says that she is now remembered for prose. “Even so” signals that this outcome holds despite what came before.",
      },
      {
        text: "Accordingly,",
        correct: false,
        why: "“Accordingly” would mean that her fame as a poet led to her being remembered for a prose memoir, but the poetry does not explain that outcome; it makes it surprising.",
      },
      {
        text: "Indeed,",
        correct: false,
        why: "“Indeed” confirms or strengthens the previous point. The last sentence does not reinforce Larcom's reputation as a poet; it turns away from it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "A prose memoir is not an example of her poetry or of Whittier's encouragement.",
      },
    ],
    explanation:
      "The first two sentences build up Larcom's reputation as a poet; the last reports that a prose memoir is what keeps her name alive today. That is a contrast with what the reader would expect, so the transition must concede the earlier point and move past it: “Even so.”",
    source: src.larcom,
  },
];
