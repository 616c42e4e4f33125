import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 2, reading and writing, module 2 (easier form). Passages are adapted from public-domain
 * works published before 1930, or are short factual passages about those works; the two
 * quantitative-evidence items carry original passages with invented, clearly labelled data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  whiteHeron: pd(
    "Sarah Orne Jewett",
    "A White Heron",
    1886,
    "A White Heron and Other Stories, Houghton, Mifflin and Company, Boston and New York, 1886",
  ),
  girlOfLimberlost: pd("Gene Stratton-Porter", "A Girl of the Limberlost", 1909, "Doubleday, Page & Company, New York, 1909"),
  mothsOfLimberlost: pd(
    "Gene Stratton-Porter",
    "Moths of the Limberlost",
    1912,
    "Doubleday, Page & Company, Garden City, New York, 1912",
  ),
  theRoad: pd("Jack London", "The Road", 1907, "The Macmillan Company, New York, 1907"),
  whiteFang: pd("Jack London", "White Fang", 1906, "The Macmillan Company, New York, 1906"),
  callOfTheWild: pd("Jack London", "The Call of the Wild", 1903, "The Macmillan Company, New York, 1903"),
  middleBorder: pd("Hamlin Garland", "A Son of the Middle Border", 1917, "The Macmillan Company, New York, 1917"),
  mainTravelledRoads: pd("Hamlin Garland", "Main-Travelled Roads", 1891, "Arena Publishing Company, Boston, 1891"),
  workingWithHands: pd(
    "Booker T. Washington",
    "Working with the Hands",
    1904,
    "Doubleday, Page & Company, New York, 1904",
  ),
  worldILiveIn: pd("Helen Keller", "The World I Live In", 1908, "The Century Co., New York, 1908"),
  optimism: pd("Helen Keller", "Optimism: An Essay", 1903, "T. Y. Crowell and Company, New York, 1903"),
  promisedLand: pd("Mary Antin", "The Promised Land", 1912, "Houghton Mifflin Company, Boston and New York, 1912"),
};

const STEM_WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const STEM_SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const STEM_TRANSITION = "Which choice completes the text with the most logical transition?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock02-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Sarah Orne Jewett's 1886 story "A White Heron."

The woods were already filled with shadows one June evening, just before eight o'clock, though a bright sunset still glimmered faintly among the trunks of the trees. A little girl was driving home her cow. They were going away from whatever light there was and striking deep into the woods, but their feet were ______ the path, and it was no matter whether their eyes could see it or not.`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "familiar with",
        correct: true,
        why: `The girl and the cow walk into the darkening woods without needing to see, because they know the path well. "Familiar with" says exactly that: their feet know the way.`,
      },
      {
        text: "unsure of",
        correct: false,
        why: `If their feet were unsure of the path, it would matter a great deal whether they could see it. The text says it was "no matter," so uncertainty is the opposite of what is meant.`,
      },
      {
        text: "new to",
        correct: false,
        why: "A path that is new to them could not be followed in the dark; the text shows them walking it easily without light, which only an old, well-known path allows.",
      },
      {
        text: "afraid of",
        correct: false,
        why: "Nothing in the text suggests fear; the girl and the cow walk on calmly into the woods, and the point is that they do not need their eyes, not that the path frightens them.",
      },
    ],
    explanation:
      `The sentence explains why it did not matter whether the girl and the cow could see the path in the growing darkness: their feet already knew it. The word must mean "knowing well," so "familiar with" is the logical and precise choice.`,
    source: src.whiteHeron,
  },
  {
    id: "mock02-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Gene Stratton-Porter's 1909 novel *A Girl of the Limberlost*. Elnora, a poor girl who has just begun high school, has learned that she must pay for her own books and tuition. A local naturalist has agreed to buy the moths Elnora has collected in the swamp near her home.

It was almost dark when the last box was closed and the list figured, and into Elnora's trembling fingers were paid fifty-nine dollars and sixteen cents. Elnora ______ the money closely. "Oh, you beautiful stuff!" she cried. "You are going to buy the books, pay the tuition, and take me to high school."`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "clasped",
        correct: true,
        why: `Elnora has just been handed money that will let her stay in school, and she speaks to it with joy. "Clasped ... closely" means she held it tightly, which fits her trembling delight.`,
      },
      {
        text: "scattered",
        correct: false,
        why: "Scattering the money would mean throwing it about, which makes no sense with \"closely\" and contradicts how much the money matters to her.",
      },
      {
        text: "refused",
        correct: false,
        why: "Elnora does not refuse the money; she has already received it and immediately says what it will pay for.",
      },
      {
        text: "forgot",
        correct: false,
        why: "Elnora is thinking only of the money and what it will buy, so she has hardly forgotten it; \"forgot ... closely\" also makes no sense.",
      },
    ],
    explanation:
      `Elnora receives the money that will pay for her books and tuition and greets it as "beautiful stuff." The word must describe holding it tightly and gladly, and "clasped" does.`,
    source: src.girlOfLimberlost,
  },
  {
    id: "mock02-rw-m2e-03",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Jack London's 1907 memoir *The Road*, which describes his travels as a teenage tramp in the 1890s.

Upon his ability to tell a good story depends the success of the beggar. The instant a door opens, he must size up the person who answers and begin a tale suited to that person's nature; not a minute is allowed for preparation. I have often thought that to this training of my tramp days is due much of my success as a story-writer. In order to get the food whereby I lived, I was compelled to tell tales that rang true.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To explain how the author's experience as a beggar helped prepare him for his later work as a writer",
        correct: true,
        why: `The text describes how a beggar must quickly invent a convincing story and then says directly that this "training" of his tramp days is responsible for much of his success as a story-writer.`,
      },
      {
        text: "To argue that people should refuse food to tramps who tell them untrue stories",
        correct: false,
        why: "The text makes no argument about how people should treat tramps; it explains what the author learned from having to tell convincing stories.",
      },
      {
        text: "To describe the people who gave the author food during his travels",
        correct: false,
        why: "No particular person who fed the author is described; the text speaks generally about the beggar's need to size up whoever opens the door.",
      },
      {
        text: "To explain why the author gave up writing stories and returned to life on the road",
        correct: false,
        why: "This reverses the order of events: the author's tramping came first and helped his later writing career; he does not say he gave up writing.",
      },
    ],
    explanation:
      "London first explains that a beggar's success depends on telling a believable story on the spot, then connects that skill to his own success as a story-writer. The purpose of the text is to show how his tramp days trained him as a writer.",
    source: src.theRoad,
  },
  {
    id: "mock02-rw-m2e-04",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Hamlin Garland's 1917 memoir *A Son of the Middle Border*. Garland spent much of his boyhood on a farm in Iowa.

The early seventies were years of swift change on the prairie. Day by day the settlement thickened. Section by section the prairie was blackened by the plow, the sweet wild meadows were fenced, and lanes of barbed wire replaced the winding wagon trails. I will not say that this produced in me any keen sense of sorrow at the time, for though I missed our horse herds and the charm of the open spaces, I turned to tamer sports with the ______ adaptability of youth. If I could not ride, I could at least play baseball.`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "resilient",
        correct: true,
        why: `Garland felt no "keen sense of sorrow" and quickly found new pleasures such as baseball. "Resilient" describes this ability to recover easily from a loss and adjust to change.`,
      },
      {
        text: "reluctant",
        correct: false,
        why: "Garland did miss the horse herds, which makes this tempting, but he says the change caused him no keen sorrow and that he turned readily to baseball; his adapting was easy, not reluctant.",
      },
      {
        text: "rigid",
        correct: false,
        why: `Something rigid cannot bend, which contradicts "adaptability" and Garland's easy shift from riding to baseball.`,
      },
      {
        text: "resentful",
        correct: false,
        why: "Resentment would mean lasting bitterness about the change, but Garland explicitly denies feeling any keen sorrow at the time.",
      },
    ],
    explanation:
      "Although the open prairie Garland loved was disappearing, he says he felt no keen sorrow and simply turned to tamer sports. The word must describe an adaptability that recovers quickly and easily from loss, which is what \"resilient\" means.",
    source: src.middleBorder,
  },
  {
    id: "mock02-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Sarah Orne Jewett's 1886 story "A White Heron." Sylvia, a nine-year-old girl, has come from a crowded town to live with her grandmother, Mrs. Tilley, on a lonely farm.

Everybody said that it was a good change for a little girl who had tried to grow for eight years in a crowded manufacturing town, but, as for Sylvia herself, it seemed as if she never had been alive at all before she came to live at the farm. She thought often with wistful compassion of a wretched geranium that belonged to a town neighbor.`,
      },
    ],
    stem: "Which choice best describes the function of the reference to the town neighbor's geranium in the text?",
    choices: [
      {
        text: "It offers an image that suggests how Sylvia now sees her own earlier life in the town.",
        correct: true,
        why: `Sylvia "had tried to grow" in the crowded town, and she now pities a "wretched" plant that is still trying to grow there. The struggling geranium mirrors the cramped life she has escaped, which is why she thinks of it with compassion.`,
      },
      {
        text: "It shows that Sylvia misses the town and wishes she could return to it.",
        correct: false,
        why: "The text says Sylvia feels she was never alive before coming to the farm; her compassion is for the geranium left behind, not a wish to go back.",
      },
      {
        text: "It introduces a neighbor whose kindness Sylvia remembers with gratitude.",
        correct: false,
        why: "The neighbor is mentioned only as the geranium's owner; nothing is said about the neighbor's kindness or Sylvia's feelings toward that person.",
      },
      {
        text: "It explains why Sylvia's grandmother decided to bring her to the farm.",
        correct: false,
        why: "The text gives no reason for the grandmother's choice; the geranium appears in Sylvia's thoughts after she has already come to the farm.",
      },
    ],
    explanation:
      "The first sentence contrasts Sylvia's eight years of trying \"to grow\" in a crowded town with her new sense of being alive on the farm. The wretched geranium, still stuck in town, is a small image of what her own life there was like, so her pity for it reflects how she now views that earlier life.",
    source: src.whiteHeron,
  },
  {
    id: "mock02-rw-m2e-06",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `Adapted from Hamlin Garland's 1917 memoir *A Son of the Middle Border*. Garland recalls a summer of farm work during the years he attended a seminary, a private academy, in Iowa.

All that summer I worked like a hired man. I bound grain until my arms were raw, and in stacking time my hands, swollen from grappling the heavy bundles, grew horny and brown and clumsy, so that I quite despaired of ever being able to write another letter. I was very glad not to have my Seminary friends see me in this unlovely condition. However, I took a well-defined pride in stacking, for it was a test of skill.`,
      },
      {
        label: "Text 2",
        text: `Adapted from Booker T. Washington's 1904 book *Working with the Hands*, about the Tuskegee Institute in Alabama, the school he led.

Mere hand training, without thorough moral, religious, and mental education, counts for very little. The hands, the head, and the heart together should be so correlated that one may be made to help the others. At the Tuskegee Institute we find constantly that we can make our industrial work assist in the academic training, and vice versa.`,
      },
    ],
    stem: "Based on the texts, how would Washington (Text 2) most likely respond to Garland's fear that farm labor had made his hands unfit for writing (Text 1)?",
    choices: [
      {
        text: "He would reject the assumption that work with the hands and work of the mind must be at odds, since he holds that each can be made to strengthen the other.",
        correct: true,
        why: `Garland treats his labor and his life as a writer and student as opposed: the work has made his hands too clumsy for letters, and he hides its effects from his Seminary friends. Washington insists that hands, head, and heart be "correlated" so that each helps the others, and that industrial work assists academic training "and vice versa."`,
      },
      {
        text: "He would agree that heavy physical labor is likely to weaken a student's ability to do academic work.",
        correct: false,
        why: "This is the opposite of Text 2, which reports that at Tuskegee industrial work is made to assist academic training.",
      },
      {
        text: "He would take Garland's pride in stacking as proof that training the hands is enough, even without education of the mind.",
        correct: false,
        why: `Washington says that "mere hand training," without mental and moral education, "counts for very little," so he would not treat skill in stacking as sufficient.`,
      },
      {
        text: "He would advise Garland to leave the seminary and devote himself entirely to farming.",
        correct: false,
        why: "Text 2 values mental education alongside hand work; nothing in it suggests that a student should abandon academic study for labor alone.",
      },
    ],
    explanation:
      "Text 1 presents farm labor and the life of letters as pulling against each other: Garland's work-roughened hands make him doubt he can write, and he is glad his classmates cannot see him. Text 2 argues that hand work and mental education should be joined so that each supports the other. Washington would therefore dispute the idea that the two must conflict.",
    source: src.middleBorder,
  },
  {
    id: "mock02-rw-m2e-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Helen Keller's 1908 book *The World I Live In*. Keller lost her sight and hearing in early childhood.

The blind man of spirit faces the unknown and grapples with it, and what else does the world of seeing men do? He has imagination, sympathy, humanity, and these ineradicable existences compel him to share by a sort of proxy in a sense he has not. When he meets terms of color, light, physiognomy, he guesses, divines, puzzles out their meaning by analogies drawn from the senses he has. I naturally tend to think, reason, draw inferences as if I had five senses instead of three. This tendency is beyond my control; it is involuntary, habitual, instinctive. I cannot compel my mind to say "I feel" instead of "I see" or "I hear."`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To explain that the author, though she lacks sight and hearing, naturally understands and reasons about the world as if she had all five senses",
        correct: true,
        why: `Keller describes how a blind person's imagination lets him share "by a sort of proxy" in a missing sense, then applies this to herself: she thinks and reasons "as if I had five senses instead of three," and she cannot make her mind say "I feel" instead of "I see."`,
      },
      {
        text: "To argue that blind people perceive the world more truly than people who can see",
        correct: false,
        why: "The text compares the blind person's effort to that of seeing people (\"what else does the world of seeing men do?\") but never claims the blind perceive more truly; it explains how they make up for a missing sense.",
      },
      {
        text: "To describe the particular analogies the author uses to understand words for color and light",
        correct: false,
        why: "The text says that the blind puzzle out such words \"by analogies drawn from the senses\" they have, but it never gives any of those analogies; it explains the general habit of mind rather than describing examples.",
      },
      {
        text: "To concede that words for color and light carry no meaning for a person who cannot see",
        correct: false,
        why: "Keller says the opposite: the blind person \"puzzles out their meaning\" through the senses he has, so such words are not meaningless to him.",
      },
    ],
    explanation:
      "Keller moves from a general claim about the imaginative blind person, who shares in a missing sense \"by a sort of proxy,\" to her own case: she reasons as if she had five senses and cannot stop saying \"I see.\" The text's purpose is to explain this natural, involuntary habit of thinking in terms of all five senses.",
    source: src.worldILiveIn,
  },

  // ================================================================ information and ideas
  {
    id: "mock02-rw-m2e-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Mary Antin's 1912 memoir *The Promised Land*. Antin was born in Polotzk, a town in the Russian Empire.

When I was a little girl, the world was divided into two parts: Polotzk, the place where I lived, and a strange land called Russia. All the little girls I knew lived in Polotzk, with their fathers and mothers and friends. Russia was the place where one's father went on business. It was so far off, and so many bad things happened there, that one's mother and grandmother and grown-up aunts cried at the railroad station, and one was expected to be sad and quiet for the rest of the day, when the father departed for Russia.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "As a young child, Antin thought of her hometown and Russia as two separate worlds, one familiar and the other distant and troubling.",
        correct: true,
        why: `Antin says the world was "divided into two parts": Polotzk, where everyone she knew lived, and Russia, a far-off land where "bad things happened" and to which fathers departed amid tears.`,
      },
      {
        text: "Antin's father disliked traveling and refused to go to Russia on business.",
        correct: false,
        why: "The text says Russia was where \"one's father went on business\"; fathers did go, and the family cried when they departed.",
      },
      {
        text: "The girls of Polotzk often traveled with their families to visit Russia.",
        correct: false,
        why: "The girls Antin knew all lived in Polotzk; only the fathers went to Russia, and it seemed a strange, far-off land to the children.",
      },
      {
        text: "Antin looked forward to the days when her father left, because her family celebrated them.",
        correct: false,
        why: "The opposite is true: the women of the family cried at the railroad station, and the child was expected to be sad and quiet.",
      },
    ],
    explanation:
      "The text is built around a child's two-part map of the world: familiar Polotzk, full of family and friends, and distant Russia, associated with departures and tears. The main idea is that contrast as the young Antin understood it.",
    source: src.promisedLand,
  },
  {
    id: "mock02-rw-m2e-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Members of a school nature club wanted to learn which color of light draws the most moths. On four summer nights, they hung lamps of four different colors in the same field and counted the moths that landed on a white sheet below each lamp. The blue lamp drew the most moths: ______`,
      },
    ],
    table: {
      title: "Moths counted below each lamp over four nights (invented data)",
      columns: ["Lamp color", "Moths counted"],
      rows: [
        ["Blue", "287"],
        ["White", "212"],
        ["Yellow", "64"],
        ["Red", "31"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "287 moths, compared with 212 below the white lamp, the next highest count.",
        correct: true,
        why: "The table shows 287 moths below the blue lamp, more than below any other lamp, and 212 below the white lamp, the second-highest count. This supports the statement that the blue lamp drew the most.",
      },
      {
        text: "31 moths, compared with 287 below the red lamp.",
        correct: false,
        why: "This swaps the two lamps' numbers: the table gives 287 for the blue lamp and 31 for the red lamp.",
      },
      {
        text: "212 moths, more than three times as many as below the yellow lamp.",
        correct: false,
        why: "The count of 212 belongs to the white lamp, not the blue lamp, so it cannot describe the lamp that drew the most moths.",
      },
      {
        text: "64 moths, the fewest of the four lamps.",
        correct: false,
        why: "The blue lamp's count is 287, not 64; also, 64 (the yellow lamp) is not the fewest, since the red lamp drew only 31.",
      },
    ],
    explanation:
      "The statement says the blue lamp drew the most moths, so the completion should give the blue lamp's count and show that it is the highest. The table lists 287 for blue and 212 for white, the next highest.",
    source: original,
  },
  {
    id: "mock02-rw-m2e-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Jack London's 1906 novel *White Fang*. A young wolf cub has so far spent his whole life inside a dark cave with his mother.

The cub had already learned that there were restrictions in the world. Hunger he had known; and the hard obstruction of the cave wall, the sharp nudge of his mother's nose, and the smashing stroke of her paw had borne in upon him that all was not freedom in the world, that to life there were limitations and restraints. These limitations and restraints were laws. To be obedient to them was to escape hurt and make for happiness. He did not reason the question out in this man fashion. He merely classified the things that hurt and the things that did not hurt, and he avoided the things that hurt.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "The cub learns to keep within the limits of his world by sorting his experiences into those that hurt and those that do not, rather than by reasoning about them.",
        correct: true,
        why: "The text lists the experiences that taught the cub about restraints, calls those restraints laws, and then stresses that he obeyed them not by reasoning \"in this man fashion\" but by classifying what hurt and avoiding it.",
      },
      {
        text: "The cub works out through careful thought why his mother keeps him away from certain parts of the cave.",
        correct: false,
        why: "The text directly denies this: the cub \"did not reason the question out\"; he merely sorted painful things from harmless ones.",
      },
      {
        text: "The cub resents the restrictions of the cave and longs to escape his mother's control.",
        correct: false,
        why: "Nothing in the text mentions resentment or a wish to escape; it presents obedience to the restraints as the cub's way of avoiding hurt.",
      },
      {
        text: "Hunger is the only restriction the cub has yet experienced in his short life.",
        correct: false,
        why: "Hunger is only one of the restrictions listed; the cave wall, his mother's nose, and her paw have also taught him about limits.",
      },
    ],
    explanation:
      "The text explains how the cub came to understand that life has limits and how he responds to them. Its key point is that he obeys these \"laws\" without reasoning, simply by learning which things hurt and avoiding them.",
    source: src.whiteFang,
  },
  {
    id: "mock02-rw-m2e-11",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In her 1912 memoir *The Promised Land*, Mary Antin recalls the hours she spent as a schoolgirl in the Boston Public Library. Antin, who spent her early childhood in Polotzk, a town in the Russian Empire, before coming to Boston in 1894, suggests that much of the library's wonder for her came from the contrast between the opportunities she found in Boston and the life she had known as a child.`,
      },
    ],
    stem: "Which quotation from *The Promised Land* most effectively illustrates the claim?",
    choices: [
      {
        text: `"That I who was brought up to my teens almost without a book should be set down in the midst of all the books that ever were written was a miracle as great as any on record."`,
        correct: true,
        why: "This sets Antin's childhood \"almost without a book\" directly against her present place \"in the midst of all the books that ever were written,\" and calls the change a miracle. It shows the library's wonder coming from the contrast with her past.",
      },
      {
        text: `"Everything I read in school, in Latin or Greek, everything in my history books, was real to me here, in this courtyard set about with stately columns."`,
        correct: false,
        why: "This describes how the library brought her schoolbooks to life, but it says nothing about her early life, so it does not show a contrast between past and present.",
      },
      {
        text: `"From the Public Library to the State House is only a step, and I found my way there without a guide."`,
        correct: false,
        why: "This notes how close the library is to the State House and that she found her way alone; it neither describes the library's wonder nor refers to her childhood.",
      },
      {
        text: `"The State House was one of the places I could point to and say that I had a friend there to welcome me."`,
        correct: false,
        why: "This concerns a friend at the State House, not the library, and it makes no comparison with the life Antin knew before coming to Boston.",
      },
    ],
    explanation:
      "The claim has two parts: the library filled Antin with wonder, and that wonder came from contrast with her past. Only the quotation about growing up \"almost without a book\" and now being surrounded by \"all the books that ever were written\" joins the two.",
    source: src.promisedLand,
  },
  {
    id: "mock02-rw-m2e-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Members of a county bird club counted the nesting pairs of four bird species around a wetland in 2015. Between 2015 and 2024, much of the wetland was drained to make farmland, and the club repeated its count in 2024. The members concluded that the draining affected birds that nest in marsh plants far more than birds that nest in trees.`,
      },
    ],
    table: {
      title: "Nesting pairs of four bird species around a wetland (invented data)",
      columns: ["Species", "Nesting site", "Pairs in 2015", "Pairs in 2024"],
      rows: [
        ["Marsh wren", "Reeds and cattails", "48", "12"],
        ["Red-winged blackbird", "Reeds and cattails", "120", "54"],
        ["American robin", "Trees", "35", "33"],
        ["Baltimore oriole", "Trees", "22", "21"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the club's conclusion?",
    choices: [
      {
        text: "Marsh wren pairs fell from 48 to 12 and red-winged blackbird pairs from 120 to 54, while American robin and Baltimore oriole pairs changed only from 35 to 33 and from 22 to 21.",
        correct: true,
        why: "This compares both groups: the two species that nest in reeds and cattails lost about half or more of their pairs, while the two tree-nesting species barely changed. That contrast is what the conclusion claims.",
      },
      {
        text: "In both 2015 and 2024, the red-winged blackbird had more nesting pairs than any of the other three species.",
        correct: false,
        why: "This is accurate, but it compares species' sizes within each year instead of showing how much each group changed after the draining.",
      },
      {
        text: "American robin pairs fell from 35 in 2015 to 33 in 2024.",
        correct: false,
        why: "This is accurate but covers only one tree-nesting species; without the marsh-nesting species for comparison, it cannot show that one group was affected far more than the other.",
      },
      {
        text: "Baltimore oriole pairs fell by more than half between 2015 and 2024.",
        correct: false,
        why: "The table contradicts this: Baltimore oriole pairs went from 22 to 21, a drop of only one pair.",
      },
    ],
    explanation:
      "To support a claim that one group of birds was affected far more than another, the evidence must show the change in both groups. The marsh-nesting species fell sharply (48 to 12, 120 to 54), while the tree-nesting species stayed almost the same (35 to 33, 22 to 21).",
    source: original,
  },
  {
    id: "mock02-rw-m2e-13",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Gene Stratton-Porter's 1909 novel *A Girl of the Limberlost*. For years, Elnora Comstock has paid for her schooling by selling the moths and other specimens she collects in the Limberlost, a swamp in Indiana.

When Elnora hunted again for specimens, she soon found that changing natural conditions had affected such work. Men all around were clearing land, and the trees fell wherever corn would grow. Gravel roads crossed the swamp, and the machinery of oil wells stood in places around its edge. Wherever the trees fell the moisture dried, the creeks ceased to flow, and the river ran low. Because Elnora depended on the swamp for her specimens, these changes most likely meant that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "she found far fewer rare moths in a day than she once had.",
        correct: true,
        why: "The text says the changes in the swamp \"affected such work\" and describes the loss of trees and water that the moths' home depended on. The logical result for a collector is that she finds fewer specimens.",
      },
      {
        text: "she no longer needed to sell moths to pay for her schooling.",
        correct: false,
        why: "Nothing in the text says Elnora's need for money has ended; the changes concern the swamp, not her finances.",
      },
      {
        text: "the moths had moved into the new cornfields, where they were easier to catch.",
        correct: false,
        why: "The text gives no sign that the moths moved to the fields; it describes the swamp drying up, which points to fewer moths, not easier ones.",
      },
      {
        text: "she had forgotten how to find the moths she used to collect.",
        correct: false,
        why: "The text blames \"changing natural conditions,\" not any loss of skill on Elnora's part.",
      },
    ],
    explanation:
      "The text says that the clearing of land, the drying of the swamp, and the drop in its streams \"affected\" Elnora's collecting. Since her specimens came from the swamp, the logical conclusion is that she now found far fewer of them.",
    source: src.girlOfLimberlost,
  },
  {
    id: "mock02-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `In her 1903 essay *Optimism*, Helen Keller, who lost her sight and hearing in early childhood, observes that most people measure their happiness in terms of physical pleasure and material possession: could they win some visible goal they have set on the horizon, how happy they would be, and lacking this gift or that circumstance, they would be miserable. If happiness is to be so measured, Keller writes, she has every reason to sit in a corner with folded hands and weep. Yet she describes a happiness so deep that it is a faith, so thoughtful that it becomes a philosophy of life. Her own experience therefore suggests that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "happiness does not depend chiefly on physical pleasure and material possessions, as most people assume.",
        correct: true,
        why: "By the common measure, Keller should be miserable; yet she is deeply happy. If the measure predicts misery where there is happiness, the measure itself must be wrong, so happiness cannot rest chiefly on pleasure and possessions.",
      },
      {
        text: "she has found physical pleasures that fully make up for the senses she lacks.",
        correct: false,
        why: "This keeps the very measure Keller questions. Her happiness is described as a faith and a philosophy of life, not as a store of physical pleasures that balances her losses.",
      },
      {
        text: "people who can see and hear have no real cause ever to be unhappy.",
        correct: false,
        why: "The text compares ways of measuring happiness; it makes no claim that people with sight and hearing can never have reason for unhappiness. This goes well beyond what her experience shows.",
      },
      {
        text: "most people are right to measure their happiness by what they possess.",
        correct: false,
        why: "This contradicts the reasoning: if that measure were right, Keller would have every reason to weep, yet she is happy.",
      },
    ],
    explanation:
      "The text sets up a common standard (happiness comes from pleasure and possessions), shows that by this standard Keller should be miserable, and then notes that she is profoundly happy. The only conclusion consistent with all three steps is that the standard is mistaken: happiness does not chiefly depend on such things.",
    source: src.optimism,
  },

  // ================================================================ standard english conventions
  {
    id: "mock02-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In 1904 Booker T. Washington published *Working with the Hands*, a sequel to his 1901 autobiography, *Up from Slavery*. The new book describes the industrial training offered at the Tuskegee Institute in ______ learned trades such as farming, carpentry, and brickmaking while also pursuing academic studies.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "Alabama; students there",
        correct: true,
        why: "\"The new book describes the industrial training offered at the Tuskegee Institute in Alabama\" and \"students there learned trades...\" are both independent clauses, and a semicolon correctly joins two independent clauses.",
      },
      {
        text: "Alabama, students there",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "Alabama students there",
        correct: false,
        why: "With no punctuation, the two independent clauses run together, and \"Alabama students\" misleadingly reads as a single phrase.",
      },
      {
        text: "Alabama, which students there",
        correct: false,
        why: "\"Which\" would begin a clause describing Alabama, but \"which students there learned trades\" is not grammatical: the clause already has its own subject, \"students.\"",
      },
    ],
    explanation:
      "The blank falls between two complete sentences: one about what the book describes and one about what the students learned. Joining them requires a semicolon (or a period); a comma alone, no punctuation, or \"which\" all fail.",
    source: src.workingWithHands,
  },
  {
    id: "mock02-rw-m2e-16",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `The novel that first brought Jack London wide ______ *The Call of the Wild*, published in 1903. Its hero, Buck, is a large dog who is stolen from a comfortable home in California and forced to haul sleds through the snows of the far north.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "fame was",
        correct: true,
        why: "\"The novel that first brought Jack London wide fame\" is the subject and \"was\" is its verb. No punctuation belongs between a subject and its verb.",
      },
      {
        text: "fame, was",
        correct: false,
        why: "The comma wrongly separates the subject (\"The novel that first brought Jack London wide fame\") from its verb, \"was.\"",
      },
      {
        text: "fame; was",
        correct: false,
        why: "A semicolon must join two independent clauses, but neither \"The novel that first brought Jack London wide fame\" nor \"was The Call of the Wild\" can stand alone.",
      },
      {
        text: "fame: was",
        correct: false,
        why: "A colon must follow a complete independent clause; here it would interrupt the sentence between its subject and its verb.",
      },
    ],
    explanation:
      "The long subject \"The novel that first brought Jack London wide fame\" is followed directly by its verb \"was.\" Because nothing should separate a subject from its verb, the blank takes no punctuation.",
    source: src.callOfTheWild,
  },
  {
    id: "mock02-rw-m2e-17",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `The early chapters of Mary Antin's memoir *The Promised Land* (1912), which she wrote in English years after leaving the Russian Empire, ______ her childhood in Polotzk, a town where Jewish families lived under harsh restrictions. Later chapters follow her family's new life in Boston.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "describe",
        correct: true,
        why: "The subject is the plural noun \"chapters\" (\"The early chapters ... describe\"), so the plural verb \"describe\" agrees with it and matches the present tense of \"follow\" in the next sentence.",
      },
      {
        text: "describes",
        correct: false,
        why: "This singular verb seems to agree with a nearby singular noun such as \"memoir\" or \"Land,\" but the subject is the plural \"chapters.\"",
      },
      {
        text: "is describing",
        correct: false,
        why: "\"Is\" is singular and does not agree with the plural subject \"chapters.\"",
      },
      {
        text: "has described",
        correct: false,
        why: "\"Has\" is singular and does not agree with the plural subject \"chapters.\"",
      },
    ],
    explanation:
      "Set aside the phrase \"of Mary Antin's memoir The Promised Land (1912)\" and the clause beginning with \"which,\" and the core sentence is \"The early chapters ... describe her childhood.\" The plural subject needs the plural verb \"describe.\"",
    source: src.promisedLand,
  },
  {
    id: "mock02-rw-m2e-18",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Sarah Orne Jewett grew up in South Berwick, Maine, where she often rode along with her father, a country doctor, as he visited his patients. Those rides gave her a close knowledge of rural New England. In 1886 she ______ "A White Heron," a story about a young girl who must decide whether to reveal a rare bird's nest to a hunter.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "published",
        correct: true,
        why: "The sentence describes a completed action at a specific past time (\"In 1886\"), and the passage is told in the past tense (\"grew up,\" \"rode,\" \"gave\"). The simple past \"published\" fits both.",
      },
      {
        text: "has published",
        correct: false,
        why: "The present perfect is not used with a specific, finished past time such as \"In 1886.\"",
      },
      {
        text: "will publish",
        correct: false,
        why: "The future tense cannot describe something that happened in 1886, and it breaks the passage's past-tense narration.",
      },
      {
        text: "is publishing",
        correct: false,
        why: "The present progressive describes an action happening now, which contradicts \"In 1886\" and the past-tense narration.",
      },
    ],
    explanation:
      "The time marker \"In 1886\" and the surrounding past-tense verbs call for the simple past. Only \"published\" places the action correctly in the past.",
    source: src.whiteHeron,
  },
  {
    id: "mock02-rw-m2e-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Jack London's *White Fang* (1906) reverses the story of his earlier novel *The Call of the Wild* (1903). Buck, the hero of the earlier book, begins as a pampered pet in California and ends up running with a wolf pack in the far north ______ the wolf-dog hero of the later book, is born in the wild and ends up living as a loyal household dog in California.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "north; White Fang,",
        correct: true,
        why: "The semicolon correctly joins two independent clauses, and the comma after \"White Fang\" opens the appositive \"the wolf-dog hero of the later book,\" which is closed by the comma already in the text.",
      },
      {
        text: "north, White Fang,",
        correct: false,
        why: "The commas around the appositive are right, but a comma alone cannot join the two independent clauses, so this is a comma splice.",
      },
      {
        text: "north; White Fang",
        correct: false,
        why: "The semicolon is right, but the appositive \"the wolf-dog hero of the later book\" is closed by a comma and so must also be opened by one; without it the punctuation around the appositive is unbalanced.",
      },
      {
        text: "north White Fang,",
        correct: false,
        why: "With no punctuation between them, the two independent clauses run together into a fused sentence.",
      },
    ],
    explanation:
      "Two things must happen at the blank. The sentence about Buck and the sentence about White Fang are independent clauses, so they need a semicolon between them. And \"the wolf-dog hero of the later book\" is a nonessential appositive that already ends with a comma, so a comma must also come right after \"White Fang.\" Only one choice does both.",
    source: src.whiteFang,
  },
  {
    id: "mock02-rw-m2e-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Born in Tuscumbia, Alabama, in 1880, ______ Years later, in her book *The World I Live In* (1908), she described how she came to know the world through touch and smell.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "Helen Keller lost her sight and hearing to an illness when she was nineteen months old.",
        correct: true,
        why: "The introductory phrase \"Born in Tuscumbia, Alabama, in 1880\" must describe the subject that follows it. Here that subject is \"Helen Keller,\" the person who was born there.",
      },
      {
        text: "an illness took Helen Keller's sight and hearing when she was nineteen months old.",
        correct: false,
        why: "This makes the phrase describe \"an illness,\" as if the illness had been born in Tuscumbia in 1880, a dangling modifier.",
      },
      {
        text: "Helen Keller's sight and hearing were lost to an illness when she was nineteen months old.",
        correct: false,
        why: "The subject here is \"sight and hearing,\" so the sentence illogically says that her sight and hearing were born in Tuscumbia.",
      },
      {
        text: "at nineteen months old, an illness took Helen Keller's sight and hearing.",
        correct: false,
        why: "The subject is still \"an illness,\" so the opening phrase wrongly describes the illness rather than Keller.",
      },
    ],
    explanation:
      "An introductory modifier attaches to the subject of the main clause. Since it was Helen Keller who was born in Tuscumbia in 1880, \"Helen Keller\" must be the subject that immediately follows the comma. Only one choice does this.",
    source: src.worldILiveIn,
  },
  {
    id: "mock02-rw-m2e-21",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Hamlin Garland's book *Main-Travelled Roads* (1891) grew out of a visit he made in 1887 to the Midwestern farm country where he had grown up. Each of the six stories in the first edition ______ the hard lives of farm families, whose long hours of work often bring them little reward.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "portrays",
        correct: true,
        why: "The subject is \"Each,\" which is singular, so it takes the singular verb \"portrays\"; the present tense also matches \"bring\" later in the sentence.",
      },
      {
        text: "portray",
        correct: false,
        why: "This plural verb seems to agree with \"stories,\" the noun just before the blank, but \"stories\" belongs to the phrase \"of the six stories in the first edition.\" The subject is \"Each.\"",
      },
      {
        text: "are portraying",
        correct: false,
        why: "\"Are\" is a plural verb and does not agree with the singular subject \"Each.\"",
      },
      {
        text: "have portrayed",
        correct: false,
        why: "\"Have\" is a plural verb and does not agree with the singular subject \"Each.\"",
      },
    ],
    explanation:
      "Strip away \"of the six stories in the first edition\" and the core sentence is \"Each ... portrays the hard lives of farm families.\" \"Each\" is singular, so the verb must be singular.",
    source: src.mainTravelledRoads,
  },
  {
    id: "mock02-rw-m2e-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Gene Stratton-Porter drew on her years near the Limberlost, a swamp in Indiana, for several kinds of books: novels, such as *Freckles* (1904) and *A Girl of the Limberlost* (1909) ______ nature studies, such as *Moths of the Limberlost* (1912); and accounts of her work photographing wild birds, such as *What I Have Done with Birds* (1907).`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "(1909); nature",
        correct: true,
        why: "The colon introduces a list of three kinds of books, and each item contains its own commas. Items in such a list are separated by semicolons, as the semicolon before \"and accounts\" already shows, so a semicolon belongs here too.",
      },
      {
        text: "(1909), nature",
        correct: false,
        why: "Because the list items already contain commas (\"novels, such as ...\"), a comma here would blur where one item ends and the next begins, and it would not match the semicolon that separates the next item.",
      },
      {
        text: "(1909): nature",
        correct: false,
        why: "The list has already been introduced by the colon after \"books\"; a second colon inside the list has no job to do and breaks the series.",
      },
      {
        text: "(1909) nature",
        correct: false,
        why: "With no punctuation, the first item runs straight into the second, so \"novels\" and \"nature studies\" appear to be part of the same item.",
      },
    ],
    explanation:
      "The sentence lists three kinds of books after a colon, and each item contains internal commas (\"novels, such as ...\"; \"nature studies, such as ...\"; \"accounts ..., such as ...\"). In such a complex series, semicolons separate the items, and the text already uses one before the last item. The blank, between the first and second items, therefore needs a semicolon as well.",
    source: src.mothsOfLimberlost,
  },

  // ================================================================ expression of ideas
  {
    id: "mock02-rw-m2e-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Mary Antin spoke no English when she arrived in Boston from the Russian Empire in 1894. ______ she learned the language quickly, advanced rapidly through the public schools, and in 1912 published *The Promised Land*, a widely read memoir written in English.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "Arriving with no English would seem to make success in English difficult, yet Antin learned quickly and wrote a memoir in English. \"Nevertheless\" signals this contrast with what the first sentence leads one to expect.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The second sentence is not an example of Antin's speaking no English; it describes what she achieved despite it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Learning English quickly is not similar to knowing no English; the two sentences contrast rather than match.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Knowing no English did not cause Antin's rapid progress; \"therefore\" wrongly presents the second sentence as a result of the first.",
      },
    ],
    explanation:
      "The first sentence describes an obstacle (no English); the second describes success in spite of it. A transition of contrast, \"Nevertheless,\" links them logically.",
    source: src.promisedLand,
  },
  {
    id: "mock02-rw-m2e-24",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Jack London (1876–1916) was an American writer.
- In the early 1890s, as a teenager, London traveled across the United States as a tramp.
- He rode trains without paying and begged for food at back doors.
- In 1894 he was jailed for thirty days for vagrancy in the Erie County Penitentiary in New York.
- London described these experiences in *The Road*, a memoir published in 1907.`,
      },
    ],
    stem: "The student wants to introduce *The Road* to an audience unfamiliar with the book. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "In *The Road* (1907), American writer Jack London recounts his teenage years as a tramp, when he rode trains without paying and begged for food across the United States.",
        correct: true,
        why: "This names the book, its date, and its author, and tells an unfamiliar reader what it is about: London's experiences as a teenage tramp.",
      },
      {
        text: "In 1894 Jack London was jailed for thirty days for vagrancy in the Erie County Penitentiary in New York.",
        correct: false,
        why: "This gives one event from London's life but never mentions *The Road*, so it does not introduce the book.",
      },
      {
        text: "Jack London (1876–1916) was an American writer.",
        correct: false,
        why: "This introduces the author only; a reader would learn nothing about *The Road* or what it describes.",
      },
      {
        text: "Riding trains without paying and begging for food at back doors are among the experiences described in a memoir.",
        correct: false,
        why: "This mentions some of the book's content but never names the book or its author, so the reader cannot tell which memoir is meant.",
      },
    ],
    explanation:
      "Introducing a book to an unfamiliar audience means identifying it (title, author, date) and saying what it is about. Only one choice does all of this.",
    source: src.theRoad,
  },
  {
    id: "mock02-rw-m2e-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Hamlin Garland's father spent years moving his family west in search of better farmland: from Wisconsin to Iowa and then to Dakota Territory. Hamlin himself briefly held a claim of his own in Dakota, and he might have stayed on the land as his father had. ______ in 1884 he went east to Boston, where he read for long hours in the public library and began his career as a writer.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Instead,",
        correct: true,
        why: "The text raises one possibility, that Garland would stay on the land like his father, and then reports that he did something different: he went east. \"Instead\" signals an action that replaces the one just mentioned.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "Going east to Boston is not like staying on a western farm; it departs from his father's pattern rather than repeating it.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "Holding a claim in Dakota did not cause Garland to leave for Boston; the text presents his move as a different path, not a consequence.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The move to Boston is not an example of staying on the land; it is the opposite choice.",
      },
    ],
    explanation:
      "The sentence before the blank describes what Garland might have done (stay on the land like his father); the sentence after describes what he did instead (go east to Boston). \"Instead\" is the logical transition.",
    source: src.middleBorder,
  },
  {
    id: "mock02-rw-m2e-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Gene Stratton-Porter (1863–1924) was an American novelist and naturalist.
- For many years she lived near the Limberlost, a large swamp in Indiana.
- She photographed the swamp's birds and moths.
- Her nonfiction book *Moths of the Limberlost* (1912) was illustrated with her own photographs.
- Her novel *A Girl of the Limberlost* (1909) tells the story of Elnora Comstock.
- Elnora pays for her schooling by collecting moths in the swamp and selling them.`,
      },
    ],
    stem: "The student wants to show how Stratton-Porter's work as a naturalist is reflected in her fiction. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Stratton-Porter, who photographed the moths of Indiana's Limberlost swamp, gave the heroine of her 1909 novel *A Girl of the Limberlost* a similar pursuit: Elnora Comstock pays for her schooling by collecting the swamp's moths.",
        correct: true,
        why: "This links the two halves of the goal: Stratton-Porter's own study of the swamp's moths and the moth collecting of her fictional heroine, which shows the naturalist's work reflected in the novel.",
      },
      {
        text: "Stratton-Porter's nonfiction book *Moths of the Limberlost* (1912) was illustrated with her own photographs.",
        correct: false,
        why: "This describes her work as a naturalist only; it says nothing about her fiction, so it cannot show one reflected in the other.",
      },
      {
        text: "In *A Girl of the Limberlost* (1909), Elnora Comstock pays for her schooling by collecting moths in the swamp and selling them.",
        correct: false,
        why: "This describes the novel only; without Stratton-Porter's own work with the swamp's moths, it does not show any connection between her fiction and her work as a naturalist.",
      },
      {
        text: "Gene Stratton-Porter (1863–1924), an American novelist and naturalist, lived for many years near the Limberlost, a large swamp in Indiana.",
        correct: false,
        why: "This introduces Stratton-Porter and her home but gives no detail of either her nature work or her fiction, so it cannot show how one is reflected in the other.",
      },
    ],
    explanation:
      "The goal requires two pieces of information placed side by side: what Stratton-Porter did as a naturalist (photographing the swamp's moths) and what happens in her fiction (Elnora collects those moths). Only one choice connects them.",
    source: src.girlOfLimberlost,
  },
  {
    id: "mock02-rw-m2e-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In her 1903 essay *Optimism*, Helen Keller insists that she knows what evil is: once or twice she has wrestled with it and felt its chilling touch on her life. Such encounters might have been expected to darken her outlook, but Keller draws the opposite lesson. The struggle that evil makes necessary, she argues, makes people strong, patient, and helpful, and it teaches that although the world is full of suffering, it is full also of the overcoming of it. ______ her optimism does not rest on the absence of evil; it rests on a glad belief that good outweighs it.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Thus,",
        correct: true,
        why: "The final sentence draws the conclusion of Keller's argument: because she has known evil and learned that suffering is overcome, her optimism cannot depend on evil being absent. \"Thus\" marks this conclusion.",
      },
      {
        text: "Still,",
        correct: false,
        why: "\"Still\" signals a contrast with what came before, but the final sentence does not push against the previous one; it follows from it, since the previous sentence has already admitted that the world is full of suffering.",
      },
      {
        text: "Granted,",
        correct: false,
        why: "\"Granted\" concedes a point that the writer then answers, but the final sentence is not a concession; it is the main claim the whole text builds toward, and nothing answers it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The final sentence does not present a second, parallel idea; it sums up what Keller's experience of evil means for the kind of optimism she holds.",
      },
    ],
    explanation:
      "The text moves step by step: Keller has known evil, she has learned from the struggle against it that suffering is overcome, and so her optimism is founded not on evil's absence but on a belief that good prevails. The last sentence is the conclusion of that reasoning, so the logical transition is \"Thus.\"",
    source: src.optimism,
  },
];
