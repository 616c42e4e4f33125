import type { AuthoredEnglishItem, PassageSource } from "../item-schema";

/**
 * English, easy (eng-easy-001 to eng-easy-045): five items for each of the nine reading and
 * writing skills outside the Standard English Conventions. Passages are adapted from
 * public-domain works (published before 1930); the data of the quantitative-evidence items are
 * original passages describing invented studies.
 */

/** A public-domain source; `adapted` unless the words are verbatim. */
function pd(author: string, work: string, year: number, edition: string, adapted = true): PassageSource {
  return { author, work, year, edition, licence: "public-domain", adapted };
}

const src = {
  tomSawyer: pd("Mark Twain", "The Adventures of Tom Sawyer", 1876, "American Publishing Company, Hartford, 1876"),
  roughingIt: pd("Mark Twain", "Roughing It", 1872, "American Publishing Company, Hartford, 1872"),
  mississippi: pd("Mark Twain", "Life on the Mississippi", 1883, "James R. Osgood and Company, Boston, 1883"),
  huckFinn: pd("Mark Twain", "Adventures of Huckleberry Finn", 1884, "Chatto & Windus, London, 1884"),
  littleWomen: pd("Louisa May Alcott", "Little Women", 1868, "Roberts Brothers, Boston, 1868"),
  oz: pd("L. Frank Baum", "The Wonderful Wizard of Oz", 1900, "George M. Hill Company, Chicago, 1900"),
  callOfTheWild: pd("Jack London", "The Call of the Wild", 1903, "Macmillan, New York, 1903"),
  buildAFire: pd("Jack London", "To Build a Fire", 1908, "The Century Magazine, vol. 76, August 1908"),
  anne: pd("L. M. Montgomery", "Anne of Green Gables", 1908, "L. C. Page & Company, Boston, 1908"),
  secretGarden: pd("Frances Hodgson Burnett", "The Secret Garden", 1911, "Frederick A. Stokes Company, New York, 1911"),
  littlePrincess: pd("Frances Hodgson Burnett", "A Little Princess", 1905, "Charles Scribner's Sons, New York, 1905"),
  willows: pd("Kenneth Grahame", "The Wind in the Willows", 1908, "Methuen & Co., London, 1908"),
  franklin: pd(
    "Benjamin Franklin",
    "The Autobiography of Benjamin Franklin",
    1791,
    "Autobiography of Benjamin Franklin, ed. John Bigelow, J. B. Lippincott & Co., Philadelphia, 1868",
  ),
  upFromSlavery: pd("Booker T. Washington", "Up from Slavery", 1901, "Doubleday, Page & Co., New York, 1901"),
  keller: pd("Helen Keller", "The Story of My Life", 1903, "Doubleday, Page & Co., New York, 1903"),
  wildAnimals: pd("Ernest Thompson Seton", "Wild Animals I Have Known", 1898, "Charles Scribner's Sons, New York, 1898"),
  blackBeauty: pd("Anna Sewell", "Black Beauty", 1877, "Jarrold and Sons, London, 1877"),
} satisfies Record<string, PassageSource>;

/** Quantitative-evidence items: an original passage describing an invented study. */
const original: PassageSource = {
  author: "Unibridge",
  work: "Original passage written for Unibridge practice",
  year: 2026,
  edition: "Unibridge SAT practice bank, 2026",
  licence: "CC BY 4.0",
  adapted: false,
};

export const easyItems: AuthoredEnglishItem[] = [
  // -------------------------------------------------------------------------------------------
  // Central ideas and details
  // -------------------------------------------------------------------------------------------
  {
    id: "eng-easy-001",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Kenneth Grahame's 1908 novel *The Wind in the Willows*.

The Mole had been working very hard all the morning, spring-cleaning his little home. First with brooms, then with dusters; then on ladders and steps and chairs, with a brush and a pail of whitewash; till he had dust in his throat and eyes, and splashes of whitewash all over his black fur, and an aching back and weary arms. Spring was moving in the air above and in the earth below and around him, penetrating even his dark and lowly little house with its spirit of longing. It was small wonder, then, that he suddenly flung down his brush on the floor, said "Bother!" and also "Hang spring-cleaning!" and bolted out of the house without even waiting to put on his coat.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Spring makes the Mole so restless that he abandons his chores and rushes outdoors.",
        correct: true,
        why: "The text describes the Mole's exhausting cleaning, then says spring filled even his house with longing, so that it was \"small wonder\" he threw down his brush and bolted outdoors. That sequence is the heart of the text.",
      },
      {
        text: "The Mole finishes his spring-cleaning quickly so that he can enjoy the rest of the day outdoors.",
        correct: false,
        why: "The Mole never finishes: he flings down his brush in the middle of the work and says \"Hang spring-cleaning!\" A reader who assumes he leaves because the job is done misreads the ending.",
      },
      {
        text: "The Mole takes great pride in keeping his underground home spotless and bright.",
        correct: false,
        why: "The text shows the Mole cleaning hard but says nothing of pride; it ends with him rejecting the chore. This choice fixes on the first sentence and ignores what happens next.",
      },
      {
        text: "The Mole is driven out of his house because the whitewash has made it unpleasant to live in.",
        correct: false,
        why: "The text blames the spirit of spring, not the whitewash, for the Mole's departure. The dust and splashes show how tired he is, not why he leaves.",
      },
    ],
    explanation:
      "The text builds up the Mole's weariness from cleaning and then explains that spring's pull made him long to be outside, so he dropped everything and ran out. The main idea is that spring's restlessness overcomes the Mole's dull chores.",
    source: src.willows,
  },
  {
    id: "eng-easy-002",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Helen Keller's 1903 autobiography. Keller, who lost her sight and hearing as a small child, describes the day in 1887 when her teacher arrived.

I guessed vaguely from my mother's signs and from the hurrying to and fro in the house that something unusual was about to happen, so I went to the door and waited on the steps. Have you ever been at sea in a dense fog, when it seemed as if a white darkness shut you in, and the great ship, tense and anxious, groped her way toward the shore, and you waited with beating heart for something to happen? I was like that ship before my education began, only I was without compass or sounding-line, and had no way of knowing how near the harbor was. "Light! give me light!" was the wordless cry of my soul.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Before her education, Keller felt lost and longed for understanding, like a ship groping through fog.",
        correct: true,
        why: "Keller compares herself to a ship in fog with no compass and no way to find the harbor, and she calls her longing a \"wordless cry\" for light. The comparison expresses how lost and eager she felt before her teacher came.",
      },
      {
        text: "Keller was frightened of the sea after a dangerous voyage she took as a young child.",
        correct: false,
        why: "The ship in fog is a comparison, introduced with \"Have you ever been...\" and explained by \"I was like that ship\"; Keller does not describe a real voyage. Reading the image literally leads to this choice.",
      },
      {
        text: "Keller's mother carefully explained to her what would happen when the teacher arrived.",
        correct: false,
        why: "Keller says she only \"guessed vaguely\" from her mother's signs and the bustle in the house; nothing was explained to her.",
      },
      {
        text: "Keller was content with her life before her teacher arrived and did not want anything about it to change.",
        correct: false,
        why: "This reverses the text: Keller describes a \"wordless cry\" for light, which shows longing for change, not contentment.",
      },
    ],
    explanation:
      "The central comparison of the text is between Keller before her education and a ship lost in fog without instruments. Together with her soul's cry for light, it conveys that she felt lost and yearned for understanding.",
    source: src.keller,
  },
  {
    id: "eng-easy-003",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Booker T. Washington's 1901 autobiography *Up from Slavery*. Washington has just arrived at the Hampton Institute, a school in Virginia.

Having been so long without proper food, a bath, and change of clothing, I did not make a very favorable impression upon the head teacher, and I could see that there were doubts in her mind about admitting me. After some hours had passed, she said to me: "The adjoining recitation-room needs sweeping. Take the broom and sweep it." It occurred to me at once that here was my chance. I swept the recitation-room three times. Then I dusted it four times. When she was unable to find one bit of dirt on the floor, or a particle of dust on the furniture, she quietly remarked, "I guess you will do to enter this institution."`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Washington earned admission by treating a simple cleaning task as a chance to prove himself.",
        correct: true,
        why: "Washington sees the order to sweep as \"my chance,\" cleans the room far more thoroughly than required, and is admitted when the teacher can find no dirt. The whole text leads to that result.",
      },
      {
        text: "Washington was admitted to the school because of his strong performance on a written examination.",
        correct: false,
        why: "No written examination is mentioned; the teacher's test is the cleanliness of the room.",
      },
      {
        text: "The head teacher recognized Washington's promise immediately and welcomed him warmly.",
        correct: false,
        why: "The text says the teacher had doubts about admitting him and kept him waiting for hours; her approval comes only after the cleaning.",
      },
      {
        text: "Washington resented being asked to clean a room when he had traveled so far to study.",
        correct: false,
        why: "Washington calls the order \"my chance\" and throws himself into the work; nothing suggests resentment.",
      },
    ],
    explanation:
      "The text moves from the teacher's doubts, to the sweeping task, to Washington's extraordinary thoroughness, to his admission. Its main idea is that he turned a humble task into proof that he deserved a place at the school.",
    source: src.upFromSlavery,
  },
  {
    id: "eng-easy-004",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Ernest Thompson Seton's 1898 story "Lobo, the King of Currumpaw."

Currumpaw is a vast cattle range in northern New Mexico. Old Lobo, or the king, as the Mexican herders called him, was the gigantic leader of a remarkable pack of gray wolves that had ravaged the Currumpaw Valley for a number of years. All the shepherds and ranchmen knew him well, and wherever he appeared with his trusty band, terror reigned among the cattle, and wrath and despair among their owners. Old Lobo was a giant among wolves, and was cunning and strong in proportion to his size. When the deep roar of the old king came booming down the canyon at night, the watcher prepared to learn in the morning that fresh and serious losses had been made among the herds.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Lobo was a huge, clever wolf whose raids made him dreaded by the ranchers of the region.",
        correct: true,
        why: "The text stresses Lobo's size and cunning and describes the terror among the cattle and the \"wrath and despair\" of their owners whenever he appeared. This choice combines both points.",
      },
      {
        text: "The ranchers had learned to protect their herds from Lobo by listening for his howl at night.",
        correct: false,
        why: "Hearing Lobo's roar only told the watcher that losses would be found in the morning; the text never says the ranchers could prevent them.",
      },
      {
        text: "The Currumpaw region's rich cattle range attracted many ranchers despite its dangers.",
        correct: false,
        why: "The text names Currumpaw as a cattle range only to set the scene; it says nothing about why ranchers settled there. The focus is Lobo.",
      },
      {
        text: "Lobo was admired by the Mexican herders, who gave him a royal title out of respect.",
        correct: false,
        why: "The herders called him \"the king,\" but the text links him with terror, wrath, and despair, not admiration. The title reflects his power over the range.",
      },
    ],
    explanation:
      "Everything in the text, from Lobo's giant size and cunning to the losses his raids caused, shows a wolf who dominated the region and was dreaded by the people whose cattle he killed.",
    source: src.wildAnimals,
  },
  {
    id: "eng-easy-005",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from L. M. Montgomery's 1908 novel *Anne of Green Gables*. Anne, an orphan, is riding with Matthew Cuthbert to her new home.

"I asked Mrs. Spencer what made the roads red and she said she didn't know and for pity's sake not to ask her any more questions. I suppose I had asked her a thousand already, but how are you going to find out about things if you don't ask questions? And what does make the roads red?"

"Well now, I dunno," said Matthew.

"Well, that is one of the things to find out sometime. Isn't it splendid to think of all the things there are to find out about? It just makes me feel glad to be alive—it's such an interesting world. It wouldn't be half so interesting if we knew all about everything, would it?"`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Anne is eagerly curious and delighted by how much there is still to learn about the world.",
        correct: true,
        why: "Anne defends asking questions and calls it \"splendid\" that there are so many things to find out, saying the world would be far less interesting if everything were known. Her curiosity and delight are the point of the text.",
      },
      {
        text: "Anne is frustrated that the adults around her cannot answer her questions.",
        correct: false,
        why: "Neither Mrs. Spencer nor Matthew answers her, but Anne responds with delight, not frustration: an unanswered question is one more thing \"to find out sometime.\"",
      },
      {
        text: "Anne regrets having annoyed Mrs. Spencer and resolves to ask far fewer questions in the future.",
        correct: false,
        why: "Anne admits she asked many questions but immediately defends the habit and asks Matthew another one; she shows no regret.",
      },
      {
        text: "Matthew, unlike Mrs. Spencer, enjoys answering Anne's many questions.",
        correct: false,
        why: "Matthew does not answer at all (\"I dunno\"), and the text focuses on Anne's outlook, not on Matthew's feelings.",
      },
    ],
    explanation:
      "Anne's speech moves from defending her questions to celebrating how much remains unknown. The main idea is her lively curiosity and her joy in an \"interesting world.\"",
    source: src.anne,
  },

  // -------------------------------------------------------------------------------------------
  // Command of evidence: textual
  // -------------------------------------------------------------------------------------------
  {
    id: "eng-easy-006",
    skill: "command-of-evidence-textual",
    difficulty: "easy",
    passages: [
      {
        text: `Louisa May Alcott's 1868 novel *Little Women* follows the four March sisters as they grow up in New England during the Civil War. Early in the novel, the eldest sister, Meg, reminds Jo that now that she is tall and wears her hair up, she should remember that she is a young lady. Jo, however, resents the idea that growing older means giving up her lively ways and behaving with the stiff, proper manners expected of a grown woman.`,
      },
    ],
    stem: "Which quotation from *Little Women* most effectively illustrates the claim?",
    choices: [
      {
        text: "\"I hate to think I've got to grow up, and be Miss March, and wear long gowns, and look as prim as a China Aster!\"",
        correct: true,
        why: "Jo says she hates the thought of growing up into \"Miss March,\" with long gowns and a prim look. That is exactly her resentment of the proper manners expected of a grown woman.",
      },
      {
        text: "\"Christmas won't be Christmas without any presents.\"",
        correct: false,
        why: "Jo does say this, but it is a complaint about a poor Christmas, not about growing up or being ladylike.",
      },
      {
        text: "\"I agree not to expect anything from Mother or you, but I do want to buy *Undine and Sintram* for myself. I've wanted it so long.\"",
        correct: false,
        why: "This line shows Jo's love of books, not her feelings about becoming a young lady.",
      },
      {
        text: "\"How would you like to be shut up for hours with a nervous, fussy old lady, who keeps you trotting, is never satisfied, and worries you till you're ready to fly out the window or cry?\"",
        correct: false,
        why: "Jo is complaining about her job caring for an elderly relative. The frustration is real, but it is about her work, not about the expectation that she act like a proper young woman.",
      },
    ],
    explanation:
      "The claim is about Jo's resentment of growing up into a proper young lady. Only the quotation in which she hates the idea of becoming \"Miss March\" in long gowns, looking \"prim,\" speaks to that expectation.",
    source: src.littleWomen,
  },
  {
    id: "eng-easy-007",
    skill: "command-of-evidence-textual",
    difficulty: "easy",
    passages: [
      {
        text: `Anna Sewell's 1877 novel *Black Beauty* is narrated by a horse who describes his life from his days as a young colt. In the opening chapter, he plays in a meadow with older colts who often bite and kick. His mother, a wise old horse, calls him to her side and urges him to behave differently from his rough playmates.`,
      },
    ],
    stem: "Which quotation from *Black Beauty* most effectively illustrates the claim?",
    choices: [
      {
        text: "\"I hope you will grow up gentle and good, and never learn bad ways; do your work with a good will, lift your feet up well when you trot, and never bite or kick even in play.\"",
        correct: true,
        why: "Here the mother tells the young horse never to \"bite or kick even in play,\" the very things the rough colts do. This directly shows her urging him to behave differently from his playmates.",
      },
      {
        text: "\"The first place that I can well remember was a large pleasant meadow with a pond of clear water in it. Some shady trees leaned over it, and rushes and water-lilies grew at the deep end.\"",
        correct: false,
        why: "These sentences describe the setting; they include no advice from the mother.",
      },
      {
        text: "\"There were six young colts in the meadow besides me; they were older than I was; some were nearly as large as grown-up horses.\"",
        correct: false,
        why: "This describes the other colts but says nothing about the mother's urging. It mentions the playmates without the contrast the claim requires.",
      },
      {
        text: "\"While I was young I lived upon my mother's milk, as I could not eat grass.\"",
        correct: false,
        why: "This mentions the mother, which makes it tempting, but it concerns how the colt was fed, not how she wanted him to behave.",
      },
    ],
    explanation:
      "The claim is that the mother urges her colt not to behave like the rough colts who bite and kick. Only the quotation in which she tells him to be gentle and \"never bite or kick even in play\" gives her advice.",
    source: src.blackBeauty,
  },
  {
    id: "eng-easy-008",
    skill: "command-of-evidence-textual",
    difficulty: "easy",
    passages: [
      {
        text: `In L. Frank Baum's 1900 novel *The Wonderful Wizard of Oz*, Dorothy lives on a farm on the Kansas prairie with her Aunt Em and Uncle Henry before a cyclone carries her away. In describing Aunt Em, Baum suggests that years of harsh prairie life have drained her of the liveliness and joy she once had.`,
      },
    ],
    stem: "Which quotation from *The Wonderful Wizard of Oz* most effectively illustrates the claim?",
    choices: [
      {
        text: "\"When Aunt Em came there to live she was a young, pretty wife. The sun and wind had changed her, too. They had taken the sparkle from her eyes and left them a sober gray.\"",
        correct: true,
        why: "The quotation contrasts the \"young, pretty wife\" who arrived with the woman the sun and wind have changed, her sparkle gone. It shows prairie life draining Aunt Em of her former liveliness, as the claim states.",
      },
      {
        text: "\"Uncle Henry never laughed. He worked hard from morning till night and did not know what joy was.\"",
        correct: false,
        why: "This describes Uncle Henry, not Aunt Em, and it shows no change over time.",
      },
      {
        text: "\"When Dorothy stood in the doorway and looked around, she could see nothing but the great gray prairie on every side. Not a tree nor a house broke the broad sweep of flat country.\"",
        correct: false,
        why: "This describes the bleak prairie around the farm, which helps explain the family's hard life, but it says nothing about Aunt Em or how she has changed.",
      },
      {
        text: "\"It was Toto that made Dorothy laugh, and saved her from growing as gray as her other surroundings.\"",
        correct: false,
        why: "This concerns Dorothy and her dog. It touches on the grayness of the prairie but not on what happened to Aunt Em.",
      },
    ],
    explanation:
      "The claim is that prairie life has drained Aunt Em of her former liveliness. The quotation describing how the sun and wind took \"the sparkle from her eyes\" shows that change in Aunt Em herself.",
    source: src.oz,
  },
  {
    id: "eng-easy-009",
    skill: "command-of-evidence-textual",
    difficulty: "easy",
    passages: [
      {
        text: `In his autobiography, Benjamin Franklin explains that as a young apprentice printer in Boston he was dissatisfied with his own writing. Rather than only reading good authors, he set himself exercises in which he tried to rebuild essays by skilled writers from brief notes and then checked his versions against the originals to find his mistakes.`,
      },
    ],
    stem: "Which quotation from Franklin's autobiography most effectively illustrates the claim?",
    choices: [
      {
        text: "\"I took some of the papers, and, making short hints of the sentiment in each sentence, laid them by a few days, and then, without looking at the book, tried to complete the papers again. Then I compared my *Spectator* with the original, discovered some of my faults, and corrected them.\"",
        correct: true,
        why: "Franklin describes taking short notes on essays, rewriting them from the notes without looking, and comparing his versions with the originals to correct his faults. That is the exercise the claim describes.",
      },
      {
        text: "\"From a child I was fond of reading, and all the little money that came into my hands was ever laid out in books. Pleased with the *Pilgrim's Progress*, my first collection was of John Bunyan's works in separate little volumes.\"",
        correct: false,
        why: "This shows Franklin's love of reading, but the claim is about exercises that went beyond reading.",
      },
      {
        text: "\"My father discouraged me by ridiculing my performances, and telling me verse-makers were generally beggars.\"",
        correct: false,
        why: "This tells how Franklin's father responded to his poems; it does not describe Franklin rebuilding essays or checking his work.",
      },
      {
        text: "\"I now took a fancy to poetry, and made some little pieces. My brother, thinking it might turn to account, encouraged me, and put me on composing occasional ballads.\"",
        correct: false,
        why: "Writing poems is a kind of practice, but this quotation says nothing about rebuilding other writers' essays from notes and comparing the results.",
      },
    ],
    explanation:
      "The claim names a specific method: rebuilding essays from notes and checking them against the originals. Only the quotation about the *Spectator* papers describes that method step by step.",
    source: src.franklin,
  },
  {
    id: "eng-easy-010",
    skill: "command-of-evidence-textual",
    difficulty: "easy",
    passages: [
      {
        text: `In Jack London's 1903 novel *The Call of the Wild*, Buck, a large dog raised on a comfortable estate in California, is stolen and sold to pull sleds in the frozen Yukon. London shows that Buck quickly learns practical ways of dealing with ice and cold that he never needed in his old life.`,
      },
    ],
    stem: "Which quotation from *The Call of the Wild* most effectively illustrates the claim?",
    choices: [
      {
        text: "\"He learned to bite the ice out with his teeth when it collected between his toes; and when he was thirsty and there was a thick scum of ice over the water hole, he would break it by rearing and striking it with stiff fore legs.\"",
        correct: true,
        why: "The quotation gives two practical tricks Buck learns for coping with ice: clearing it from his toes and breaking it to drink. This is exactly the kind of learning the claim describes.",
      },
      {
        text: "\"Buck lived at a big house in the sun-kissed Santa Clara Valley. Judge Miller's place, it was called. It stood back from the road, half hidden among the trees, through which glimpses could be caught of the wide cool veranda that ran around its four sides.\"",
        correct: false,
        why: "This describes Buck's comfortable old life in California, before he learns anything about ice and cold.",
      },
      {
        text: "\"He did not steal for joy of it, but because of the clamor of his stomach.\"",
        correct: false,
        why: "This shows Buck adapting to hunger, not to ice and cold, which is what the claim specifies.",
      },
      {
        text: "\"Buck did not read the newspapers, or he would have known that trouble was brewing, not alone for himself, but for every tidewater dog.\"",
        correct: false,
        why: "This opening line foreshadows Buck's troubles but shows nothing he learns in the north.",
      },
    ],
    explanation:
      "The claim is specific: Buck learns practical ways of handling ice and cold. Only the quotation describing how he bites ice from his toes and breaks the ice over a water hole gives such ways.",
    source: src.callOfTheWild,
  },

  // -------------------------------------------------------------------------------------------
  // Inferences
  // -------------------------------------------------------------------------------------------
  {
    id: "eng-easy-011",
    skill: "inferences",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Mark Twain's 1876 novel *The Adventures of Tom Sawyer*.

On a bright Saturday morning, Tom was ordered to whitewash thirty yards of board fence nine feet high. When his friend Ben came along, Tom pretended to be absorbed in his work. "Does a boy get a chance to whitewash a fence every day?" he asked. That put the thing in a new light. Tom swept his brush daintily back and forth, and soon Ben begged to be allowed to try. Tom refused at first, saying his aunt was very particular about the fence, and finally gave up the brush with reluctance in his face but gladness in his heart. By afternoon, boy after boy had traded Tom a treasure for a turn with the brush. Tom had discovered that to make someone want a thing, ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "it is only necessary to make the thing seem difficult to get.",
        correct: true,
        why: "Tom treats whitewashing as a rare privilege and at first refuses to share it, and the boys end up paying him for a turn. Making the job seem hard to obtain is what made them want it.",
      },
      {
        text: "one must first show that the thing is quick and easy to do.",
        correct: false,
        why: "Tom does the opposite: he presents the work as a special chance that few boys get and that his aunt guards closely, not as something easy.",
      },
      {
        text: "one should offer to pay generously for the effort.",
        correct: false,
        why: "Tom pays no one; it is the other boys who trade him treasures. This choice reverses who gives what.",
      },
      {
        text: "it is best to ask for help directly and politely.",
        correct: false,
        why: "Tom never asks for help. He pretends to enjoy the work and even refuses Ben at first.",
      },
    ],
    explanation:
      "Tom gets the other boys to do his chore, and even to pay for the chance, by acting as though whitewashing is a rare privilege he is reluctant to give up. The logical conclusion is that making a thing seem hard to get makes people want it.",
    source: src.tomSawyer,
  },
  {
    id: "eng-easy-012",
    skill: "inferences",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Frances Hodgson Burnett's 1911 novel *The Secret Garden*.

Mary Lennox had learned that one of the gardens on her uncle's estate had been locked up for ten years and that its key had been buried. One morning, a robin hopped about near her on a patch of freshly turned earth. Mary looked at the spot and saw something almost buried in the soil. It was a ring of rusty iron or brass, and when the robin flew up into a tree, she put out her hand and picked the ring up. It was more than a ring, however; it was an old key which looked as if it had been buried a long time. Mary stood up and looked at it with an almost frightened face, because she suspected that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "the key might open the garden that had been locked for ten years.",
        correct: true,
        why: "Mary knows that a garden was locked ten years ago and its key buried, and she has just dug up an old key that looks as if it had been buried a long time. The natural suspicion is that it is the lost garden key.",
      },
      {
        text: "someone had dropped the key in the garden earlier that morning.",
        correct: false,
        why: "The key is rusty and looks as if it had been buried a long time, which rules out its having been dropped that morning.",
      },
      {
        text: "the robin had stolen the key from one of the gardeners.",
        correct: false,
        why: "The robin only hops about on the earth near the key; the text gives no hint that the bird carried it anywhere.",
      },
      {
        text: "the key belonged to a room inside the house rather than to a garden.",
        correct: false,
        why: "Nothing in the text mentions rooms in the house. The only buried key Mary has heard of belongs to the locked garden.",
      },
    ],
    explanation:
      "The text begins by telling us that a garden's key was buried ten years ago and ends with Mary finding an old, long-buried key. Linking the two, she would suspect that the key opens the locked garden.",
    source: src.secretGarden,
  },
  {
    id: "eng-easy-013",
    skill: "inferences",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Jack London's 1903 novel *The Call of the Wild*.

After being stolen from his California home, Buck was shut in a crate and shipped north. When he was finally let out, he charged again and again at a man in a red sweater, and each time the man struck him down with a club. Buck was beaten, but he was not broken. In the days that followed, he watched other dogs arrive and receive the same treatment. Some fought until they were beaten; one, which would neither give in nor obey, was killed in the struggle. Because he saw that no dog, however strong, could win against a man with a club, Buck concluded that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "it was wiser to obey such a man than to keep fighting him.",
        correct: true,
        why: "Buck has seen every dog lose to the man with the club and one dog killed for refusing to obey. The sensible conclusion from what he observed is that obedience, not resistance, is the way to survive.",
      },
      {
        text: "the man in the red sweater would soon tire and set the dogs free.",
        correct: false,
        why: "Nothing Buck sees suggests the man will tire or release the dogs; he beats one arrival after another.",
      },
      {
        text: "the other dogs were weaker than he was and deserved their treatment.",
        correct: false,
        why: "The text says no dog, \"however strong,\" could win, and Buck himself was beaten. The lesson is about the club's power, not about the other dogs' weakness.",
      },
      {
        text: "he could defeat the man if he waited until the man was unarmed.",
        correct: false,
        why: "Buck's conclusion comes from seeing that dogs cannot beat a man with a club; the text says nothing about a plan to attack later.",
      },
    ],
    explanation:
      "Buck is beaten himself and then watches every other dog lose, one of them fatally, to the man with the club. The conclusion that follows from this evidence is that obeying such a man is wiser than fighting him.",
    source: src.callOfTheWild,
  },
  {
    id: "eng-easy-014",
    skill: "inferences",
    difficulty: "easy",
    passages: [
      {
        text: `In "Raggylug," an 1898 story about a young cottontail rabbit, Ernest Thompson Seton explains that rabbits survive by hiding among thorny briers, where dogs and foxes cannot easily follow. He then describes a new kind of "bramble" that people had planted in long lines across the country. It was so strong that no creature could break it down and so sharp that even the toughest skin was torn by it. Dogs and foxes, cattle and sheep, and even people might be torn by its spikes, but a rabbit raised among briers understood it and lived safely under it. This "bramble" was the barbed-wire fence. Seton therefore suggests that as barbed-wire fences spread across the land, ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "cottontail rabbits gain more places where they are safe from their enemies.",
        correct: true,
        why: "The wire tears dogs and foxes, the rabbits' enemies, but rabbits live safely beneath it, just as they do in briers. So every new line of fence adds shelter where rabbits are protected.",
      },
      {
        text: "cottontail rabbits are forced to move deeper into the swamps to escape them.",
        correct: false,
        why: "The text says rabbits understand the wire and live safely under it, so they have no reason to flee from it.",
      },
      {
        text: "foxes learn to use the fences to trap rabbits.",
        correct: false,
        why: "The text says the spikes tear foxes; nothing suggests foxes use the fences to their advantage.",
      },
      {
        text: "cottontail rabbits lose the briers they once used for shelter.",
        correct: false,
        why: "The text does not say the fences replace or destroy briers. It compares the wire to briers because it protects rabbits in the same way.",
      },
    ],
    explanation:
      "Seton compares barbed wire to the briers that shelter rabbits: it harms the animals that hunt rabbits but not the rabbits themselves. It follows that the spread of such fences increases the safe ground available to rabbits.",
    source: src.wildAnimals,
  },
  {
    id: "eng-easy-015",
    skill: "inferences",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from L. M. Montgomery's 1908 novel *Anne of Green Gables*.

Soon after arriving in Avonlea, Anne confided that her red hair was the great sorrow of her life. Some weeks later, at school, a boy named Gilbert Blythe tried to catch her attention, but Anne was gazing out the window and ignored him. Gilbert reached across the aisle, picked up the end of her long red braid, held it out at arm's length, and said in a piercing whisper, "Carrots! Carrots!" Anne sprang to her feet, brought her slate down on Gilbert's head, and cracked it—the slate, not the head—clear across. Given what Anne had confided, her furious reaction suggests that Gilbert's teasing ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "struck at the very feature she was most sensitive about.",
        correct: true,
        why: "Anne had said her red hair was the great sorrow of her life, and Gilbert mocks exactly that by calling her \"Carrots.\" Her violent response makes sense because he hit her sorest point.",
      },
      {
        text: "was something she had often heard before and had learned to laugh off.",
        correct: false,
        why: "Anne does the opposite of laughing it off: she cracks a slate over Gilbert's head.",
      },
      {
        text: "made her hope that she and Gilbert would soon become friends.",
        correct: false,
        why: "Her furious reaction shows anger, not a wish for friendship.",
      },
      {
        text: "bothered her mainly because it kept her from looking out the window.",
        correct: false,
        why: "The text links her anger to her hair, which she had called her great sorrow, not to the interruption of her daydreaming.",
      },
    ],
    explanation:
      "The text pairs Anne's confession that her red hair is her great sorrow with Gilbert's taunt about that hair. Her fury shows that he mocked the thing she was most sensitive about.",
    source: src.anne,
  },

  // -------------------------------------------------------------------------------------------
  // Words in context
  // -------------------------------------------------------------------------------------------
  {
    id: "eng-easy-016",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Helen Keller's 1903 autobiography *The Story of My Life*. Keller could neither see nor hear; her teacher spelled words into her hand.

We walked down the path to the well-house, attracted by the fragrance of the honeysuckle with which it was covered. Someone was drawing water, and my teacher placed my hand under the spout. As the cool stream gushed over one hand she spelled into the other the word *water*, first slowly, then rapidly. I stood still, my whole attention fixed upon the motions of her fingers. Suddenly I felt a thrill of returning thought, and somehow the mystery of language was revealed to me. I knew then that "w-a-t-e-r" meant the wonderful cool something that was flowing over my hand.`,
      },
    ],
    stem: "As used in the text, what does the word \"fixed\" most nearly mean?",
    choices: [
      {
        text: "Focused",
        correct: true,
        why: "Keller stands still with her \"whole attention fixed upon the motions of her fingers\": her attention is concentrated on those motions, that is, focused on them.",
      },
      {
        text: "Repaired",
        correct: false,
        why: "\"Fixed\" can mean repaired, as in a fixed bicycle, but attention is not broken and mended here. This is a common meaning that does not fit the context.",
      },
      {
        text: "Arranged",
        correct: false,
        why: "Nothing is being set in order; the sentence is about where Keller's attention is directed.",
      },
      {
        text: "Decided",
        correct: false,
        why: "\"Fixed\" can mean settled, as in a fixed date, but Keller's attention is not a decision; it is concentrated on her teacher's fingers.",
      },
    ],
    explanation:
      "Keller describes standing still and concentrating completely on her teacher's spelling fingers, so \"fixed\" means focused.",
    source: src.keller,
  },
  {
    id: "eng-easy-017",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Benjamin Franklin's autobiography.

It was about this time I conceived the bold and arduous project of arriving at moral perfection. I wished to live without committing any fault at any time. As I knew, or thought I knew, what was right and wrong, I did not see why I might not always do the one and avoid the other. But I soon found I had undertaken a task of more difficulty than I had imagined. While my care was employed in guarding against one fault, I was often surprised by another; habit took the advantage of inattention; inclination was sometimes too strong for reason.`,
      },
    ],
    stem: "As used in the text, what does the word \"arduous\" most nearly mean?",
    choices: [
      {
        text: "Demanding",
        correct: true,
        why: "Franklin soon finds the project \"a task of more difficulty than I had imagined,\" as one fault after another surprises him. An arduous project is one that demands great effort.",
      },
      {
        text: "Reckless",
        correct: false,
        why: "The project is called \"bold,\" which might suggest recklessness, but the rest of the text stresses its difficulty, not any danger or carelessness.",
      },
      {
        text: "Private",
        correct: false,
        why: "Nothing in the text concerns whether the project was secret or shared; the text is about how hard it proved to be.",
      },
      {
        text: "Ancient",
        correct: false,
        why: "Franklin conceives the project \"about this time\"; it is new to him, and the text says nothing of its age.",
      },
    ],
    explanation:
      "The text explains that Franklin's plan to avoid every fault proved far harder than he had expected. \"Arduous\" therefore means demanding, or requiring great effort.",
    source: src.franklin,
  },
  {
    id: "eng-easy-018",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Jack London's 1908 short story "To Build a Fire." A man is hiking alone through the Yukon on a day of extreme cold.

The trouble with him was that he was without imagination. He was quick and alert in the things of life, but only in the things, and not in the significances. Fifty degrees below zero meant eighty-odd degrees of frost. Such fact impressed him as being cold and uncomfortable, and that was all. It did not lead him to meditate upon his frailty as a creature of temperature, able only to live within certain narrow limits of heat and cold.`,
      },
    ],
    stem: "As used in the text, what does the word \"significances\" most nearly mean?",
    choices: [
      {
        text: "Deeper meanings",
        correct: true,
        why: "The man notices that it is fifty below and feels cold, but he never considers what that fact means for a fragile human body. \"Significances\" are these deeper meanings that he misses.",
      },
      {
        text: "Physical objects",
        correct: false,
        why: "The text sets \"significances\" against \"the things\": the man is alert to physical things but not to their significances, so the word cannot mean objects.",
      },
      {
        text: "Exact measurements",
        correct: false,
        why: "The man knows the exact temperature; the text says his failure is that the number means nothing more to him.",
      },
      {
        text: "Important people",
        correct: false,
        why: "No people are discussed. The word refers to what facts such as the temperature mean.",
      },
    ],
    explanation:
      "The text contrasts \"the things\" the man notices with \"the significances\" he ignores, and then gives an example: he registers the cold but not what it means about human frailty. \"Significances\" means deeper meanings.",
    source: src.buildAFire,
  },
  {
    id: "eng-easy-019",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Mark Twain's 1883 memoir *Life on the Mississippi*. As a young man, Twain trained as a steamboat pilot.

The face of the water, in time, became a wonderful book—a book that was a dead language to the uneducated passenger, but which told its mind to me without reserve, delivering its most cherished secrets as clearly as if it uttered them with a voice. And it was not a book to be read once and thrown aside, for it had a new story to tell every day. The passenger who could not read it saw nothing but pretty pictures, painted by the sun and shaded by the clouds, whereas to the trained eye these were the grimmest and most dead-earnest of reading-matter.`,
      },
    ],
    stem: "As used in the text, what does the word \"reserve\" most nearly mean?",
    choices: [
      {
        text: "Holding back",
        correct: true,
        why: "The river told its mind to Twain \"without reserve,\" delivering its secrets \"as clearly as if it uttered them with a voice.\" It held nothing back from him.",
      },
      {
        text: "An extra supply",
        correct: false,
        why: "This is a common meaning of \"reserve\" (a reserve of food), but the river is not keeping a supply of anything; the phrase describes how openly it communicates.",
      },
      {
        text: "An advance booking",
        correct: false,
        why: "\"Reserve\" can refer to booking a seat, but nothing is booked in the text.",
      },
      {
        text: "Protected land",
        correct: false,
        why: "\"Reserve\" can name protected land, as in a nature reserve, but the word here describes how the river tells its secrets.",
      },
    ],
    explanation:
      "Twain says the river revealed its secrets to him clearly and completely; \"without reserve\" means without holding anything back.",
    source: src.mississippi,
  },
  {
    id: "eng-easy-020",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Louisa May Alcott's 1868 novel *Little Women*. On Christmas morning, the March sisters carry their own breakfast to a poor family nearby.

A poor, bare, miserable room it was, with broken windows, no fire, ragged bedclothes, a sick mother, wailing baby, and a group of pale, hungry children cuddled under one old quilt, trying to keep warm. Hannah, who had carried wood, made a fire, and stopped up the broken panes with old hats and her own cloak. Mrs. March gave the mother tea and gruel, and ______ her with promises of help, while she dressed the little baby as tenderly as if it had been her own.`,
      },
    ],
    stem: "Which choice completes the text with the most logical and precise word or phrase?",
    choices: [
      {
        text: "comforted",
        correct: true,
        why: "Mrs. March brings tea, gruel, and promises of help to a sick, struggling mother and treats her baby tenderly. \"Comforted\" captures this kindly easing of the mother's distress.",
      },
      {
        text: "scolded",
        correct: false,
        why: "Scolding does not fit the tender, generous actions around the blank, and one does not scold someone \"with promises of help.\"",
      },
      {
        text: "warned",
        correct: false,
        why: "Promises of help are reassuring, not warnings; nothing in the scene suggests a danger Mrs. March is pointing out.",
      },
      {
        text: "tempted",
        correct: false,
        why: "\"Tempted\" implies luring someone toward something, which clashes with the scene's simple charity; Mrs. March is relieving the mother's suffering, not enticing her.",
      },
    ],
    explanation:
      "Every action in the sentence is kind and reassuring: food for the mother and tender care for her baby. The word that fits \"___ her with promises of help\" in this context is \"comforted.\"",
    source: src.littleWomen,
  },

  // -------------------------------------------------------------------------------------------
  // Text structure and purpose
  // -------------------------------------------------------------------------------------------
  {
    id: "eng-easy-021",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Mark Twain's 1872 book *Roughing It*, an account of his travels across the American West.

The coyote is a long, slim, sick and sorry-looking skeleton, with a gray wolf-skin stretched over it, a tolerably bushy tail that forever sags down with a despairing expression of misery, a furtive eye, and a long, sharp face, with slightly lifted lip and exposed teeth. He has a general slinking expression all over. **The coyote is a living, breathing allegory of Want.** He is always hungry. He is always poor, out of luck and friendless. The meanest creatures despise him, and even the fleas would desert him for a bicycle.`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It sums up the preceding physical description by presenting the coyote as a symbol of hunger and need.",
        correct: true,
        why: "The sentences before it picture a starved, miserable-looking animal, and the sentences after it explain that the coyote is always hungry, poor, and friendless. Calling him an \"allegory of Want\" gathers these details into one image of need.",
      },
      {
        text: "It introduces a scientific classification of the coyote that the rest of the text goes on to explain in detail.",
        correct: false,
        why: "An allegory is a symbolic figure, not a scientific category, and the rest of the text is humorous exaggeration, not scientific explanation.",
      },
      {
        text: "It marks a shift from mocking the coyote to praising its ability to survive hardship.",
        correct: false,
        why: "The text never praises the coyote; the sentences after the bold one continue the mockery (even the fleas would desert him).",
      },
      {
        text: "It warns travelers that coyotes are dangerous because they are always hungry.",
        correct: false,
        why: "The text presents the coyote as pitiful and despised, not as a threat, and gives no warning to travelers.",
      },
    ],
    explanation:
      "Twain first describes the coyote's starved, miserable appearance and then lists its hunger, poverty, and friendlessness. The bold sentence sits between the two and sums them up: the coyote is the very picture of want.",
    source: src.roughingIt,
  },
  {
    id: "eng-easy-022",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Frances Hodgson Burnett's 1911 novel *The Secret Garden*.

When Mary Lennox was sent to Misselthwaite Manor to live with her uncle, everybody said she was the most disagreeable-looking child ever seen. It was true, too. She had a little thin face and a little thin body, thin light hair and a sour expression. She had been born in India and had always been ill in one way or another. Her father had always been busy and ill himself, and her mother had been a great beauty who cared only to go to parties and amuse herself. She had not wanted a little girl at all, and when Mary was born she handed her over to the care of a servant, who was made to understand that she must keep the child out of sight as much as possible.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To introduce Mary as an unpleasant child and suggest that her parents' neglect helps explain why",
        correct: true,
        why: "The text first describes Mary's sour, sickly appearance and then explains that her busy father and pleasure-seeking mother left her to a servant who kept her out of sight. It introduces Mary and hints at the cause of her unpleasantness.",
      },
      {
        text: "To describe the long journey that brought Mary from her parents' home in India to her uncle's house",
        correct: false,
        why: "The text mentions that Mary was sent to her uncle's house but describes nothing of the journey; it focuses on her appearance and upbringing.",
      },
      {
        text: "To explain why Mary's mother was admired by everyone who knew her",
        correct: false,
        why: "The mother's beauty is mentioned only briefly, and the text presents her unfavorably, as a woman who did not want her child.",
      },
      {
        text: "To show that Mary's health improved after she left India",
        correct: false,
        why: "The text says Mary had always been ill; it says nothing about her health improving.",
      },
    ],
    explanation:
      "The text opens with everyone's low opinion of Mary, confirms it with details of her appearance, and then describes the parents who neglected her. Its purpose is to introduce an unappealing child and suggest how she became that way.",
    source: src.secretGarden,
  },
  {
    id: "eng-easy-023",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Booker T. Washington's 1901 autobiography *Up from Slavery*. Washington recalls starting school.

From the time when I could remember anything, I had been called simply "Booker." Before going to school it had never occurred to me that it was needful to have an additional name. When I heard the school-roll called, I noticed that all of the children had at least two names, and some of them indulged in what seemed to me the extravagance of having three. **I was in deep perplexity, because I knew that the teacher would demand of me at least two names, and I had only one.** When the time came, an idea occurred to me; and so, when the teacher asked me what my full name was, I calmly told him "Booker Washington," as if I had been called by that name all my life.`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It states the problem that Washington solves later in the text.",
        correct: true,
        why: "The bold sentence explains Washington's worry: the teacher will want two names and he has only one. The final sentence then shows how he solved it, by calmly giving the name \"Booker Washington.\"",
      },
      {
        text: "It presents the solution that Washington found to his difficulty.",
        correct: false,
        why: "The solution, choosing a second name on the spot, comes in the next sentence; the bold sentence states the difficulty itself.",
      },
      {
        text: "It explains why Washington's mother chose the name Booker for him.",
        correct: false,
        why: "The text never discusses who chose the name Booker or why.",
      },
      {
        text: "It describes how the other children reacted when they learned he had only one name.",
        correct: false,
        why: "The text mentions the other children's names, not any reaction of theirs; the bold sentence is about Washington's own worry.",
      },
    ],
    explanation:
      "The text sets up a situation (every child has two names), states Washington's problem in the bold sentence (he has only one and will be asked for two), and ends with his solution. The bold sentence presents the problem.",
    source: src.upFromSlavery,
  },
  {
    id: "eng-easy-024",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from the opening of "Raggylug," an 1898 story by Ernest Thompson Seton about a young cottontail rabbit.

Rag lived with his mother in Olifant's swamp, where I made their acquaintance and gathered the little bits of proof and scraps of truth that at length enabled me to write this history. Those who do not know the animals well may think I have humanized them, but those who have lived so near them as to know somewhat of their ways and their minds will not think so. Truly rabbits have no speech as we understand it, but they have a way of conveying ideas by a system of sounds, signs, scents, whisker-touches, movements, and example that answers the purpose of speech; and though in telling this story I freely translate from rabbit into English, I repeat nothing that they did not say.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To explain that the story's account of rabbit communication is based on close observation",
        correct: true,
        why: "Seton says he gathered \"bits of proof and scraps of truth\" in the swamp, answers readers who may think he has humanized the rabbits, and explains that he translates their real signals into English. The text justifies how the story will present the rabbits.",
      },
      {
        text: "To argue that rabbits have a spoken language that is as complex and varied as human speech",
        correct: false,
        why: "Seton says the opposite: rabbits \"have no speech as we understand it,\" only signals that serve the same purpose.",
      },
      {
        text: "To describe the many dangers that young rabbits like Rag face in the thickets of Olifant's swamp",
        correct: false,
        why: "The swamp is named as the place Seton observed the rabbits, but no dangers are described.",
      },
      {
        text: "To admit that the events of the story are mostly invented for the reader's entertainment",
        correct: false,
        why: "Seton insists on the story's truth, saying he repeats \"nothing that they did not say.\"",
      },
    ],
    explanation:
      "Before the story begins, Seton anticipates an objection (that he has made the rabbits too human) and answers it by describing his observations and his method of translating rabbit signals. The text's purpose is to justify the story's portrayal of rabbit communication.",
    source: src.wildAnimals,
  },
  {
    id: "eng-easy-025",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from L. Frank Baum's 1900 novel *The Wonderful Wizard of Oz*. Dorothy has just met a talking Scarecrow.

"I don't know anything. You see, I am stuffed, so I have no brains at all," he answered sadly. "Do you think, if I go to the Emerald City with you, that Oz would give me some brains?"

"I cannot tell," Dorothy returned, "but you may come with me, if you like."

"You see," the Scarecrow continued, "**I don't mind my legs and arms and body being stuffed, because I cannot get hurt.** If anyone treads on my toes or sticks a pin into me, it doesn't matter, for I can't feel it. But I do not want people to call me a fool, and if my head stays stuffed with straw instead of with brains, how am I ever to know anything?"`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It notes something the Scarecrow does not mind, setting up a contrast with what he does mind.",
        correct: true,
        why: "The Scarecrow says a stuffed body does not bother him because he cannot be hurt; then, with \"But,\" he explains what does bother him: having a head of straw instead of brains. The bold sentence is the first half of that contrast.",
      },
      {
        text: "It explains why the Scarecrow hopes that Oz will give him a new body made of something sturdier than straw.",
        correct: false,
        why: "The Scarecrow says he does not mind his stuffed body; what he wants from Oz is brains.",
      },
      {
        text: "It shows that the Scarecrow is worried about being hurt on the long journey to the Emerald City.",
        correct: false,
        why: "The Scarecrow says he \"cannot get hurt\" and cannot feel a pin, so fear of injury is not the point.",
      },
      {
        text: "It reveals that the Scarecrow has decided not to travel with Dorothy.",
        correct: false,
        why: "The Scarecrow is asking whether Oz would help him if he goes with Dorothy; nothing suggests he has decided to stay behind.",
      },
    ],
    explanation:
      "The bold sentence tells what the Scarecrow does not mind (a stuffed body that cannot feel pain), and the following \"But\" sentence tells what he does mind (having no brains). The sentence sets up that contrast.",
    source: src.oz,
  },

  // -------------------------------------------------------------------------------------------
  // Cross-text connections
  // -------------------------------------------------------------------------------------------
  {
    id: "eng-easy-026",
    skill: "cross-text-connections",
    difficulty: "easy",
    passages: [
      {
        label: "Text 1",
        text: `In L. M. Montgomery's 1908 novel *Anne of Green Gables*, Marilla Cuthbert explains to a neighbor why she and her brother, Matthew, plan to adopt an orphan. "Matthew is getting up in years, you know—he's sixty—and he isn't so spry as he once was. His heart troubles him a good deal. And you know how desperate hard it's got to be to get hired help. So we decided to get a boy of about ten or eleven, old enough to be of some use in doing chores right off and young enough to be trained up proper."`,
      },
      {
        label: "Text 2",
        text: `Matthew brings home a talkative red-haired girl, Anne, instead of the boy they expected, and Marilla insists that the child must be sent back. "Well now, she's a real nice little thing, Marilla," said Matthew. "It's kind of a pity to send her back when she's so set on staying here." "Matthew Cuthbert, you don't mean to say you think we ought to keep her! What good would she be to us?" "We might be some good to her," said Matthew suddenly and unexpectedly.`,
      },
    ],
    stem: "Based on the texts, how would Matthew (Text 2) most likely respond to the reasoning Marilla gives in Text 1 for adopting a child?",
    choices: [
      {
        text: "He would suggest that they also consider what good they could do for a child.",
        correct: true,
        why: "Marilla's reasoning in Text 1 is entirely about a child's usefulness with the chores. Matthew's reply in Text 2, \"We might be some good to her,\" turns the question around to what they could do for the child.",
      },
      {
        text: "He would agree that only a boy would be strong enough to be of real use with the chores on the farm.",
        correct: false,
        why: "Matthew wants to keep Anne, a girl, so he would not insist that only a boy will do.",
      },
      {
        text: "He would argue that hiring an adult to help on the farm would be wiser than adopting any child.",
        correct: false,
        why: "Matthew never mentions hired help; he wants to keep the child who has arrived.",
      },
      {
        text: "He would point out that his heart troubles are less serious than Marilla believes.",
        correct: false,
        why: "Text 2 says nothing about Matthew's health; his objection concerns what good they could do for Anne.",
      },
    ],
    explanation:
      "In Text 1 Marilla wants a child who will be useful with the chores. In Text 2 Matthew answers her question about what good Anne would be to them by asking what good they could be to Anne, so he would urge her to think of the child's needs too.",
    source: src.anne,
  },
  {
    id: "eng-easy-027",
    skill: "cross-text-connections",
    difficulty: "easy",
    passages: [
      {
        label: "Text 1",
        text: `In Kenneth Grahame's 1908 novel *The Wind in the Willows*, the Mole, who is new to the riverbank, asks his friend the Water Rat what lies beyond the distant woods. "Beyond the Wild Wood comes the Wide World," said the Rat. "And that's something that doesn't matter, either to you or me. I've never been there, and I'm never going, nor you either, if you've got any sense at all. Don't ever refer to it again, please."`,
      },
      {
        label: "Text 2",
        text: `Later in the novel, the Water Rat meets a seafaring rat who has sailed to many distant ports. After describing the sunny harbors of the South, the traveler urges the Water Rat to follow him: "The days pass, and never return, and the South still waits for you. Take the Adventure, heed the call, now ere the irrevocable moment passes! 'Tis but a banging of the door behind you, a step forward, and you are out of the old life and into the new!"`,
      },
    ],
    stem: "Based on the texts, how would the seafaring rat in Text 2 most likely respond to the Water Rat's statement in Text 1?",
    choices: [
      {
        text: "He would insist that the wider world matters and that a chance to explore it may never come again.",
        correct: true,
        why: "The Water Rat says the Wide World \"doesn't matter\" and he will never go there. The seafaring rat urges the opposite: the South \"waits,\" the days \"never return,\" and one should act before the moment passes.",
      },
      {
        text: "He would agree with the Water Rat that any sensible animal should stay close to its own home.",
        correct: false,
        why: "This is the Water Rat's view in Text 1; the seafaring rat urges him to leave his old life behind.",
      },
      {
        text: "He would warn that the Wild Wood is far more dangerous than any of the places that lie beyond it.",
        correct: false,
        why: "The seafaring rat does not mention the Wild Wood; he speaks of the South and the adventure of travel.",
      },
      {
        text: "He would say that the Water Rat has already seen enough of the world to judge it fairly.",
        correct: false,
        why: "The Water Rat admits he has never been to the Wide World, and the seafaring rat urges him to go and see it.",
      },
    ],
    explanation:
      "Text 1 dismisses the wider world as something that does not matter to sensible animals; Text 2 presents it as an adventure that must be seized before the chance is gone. The seafaring rat would therefore reject the Water Rat's view.",
    source: src.willows,
  },
  {
    id: "eng-easy-028",
    skill: "cross-text-connections",
    difficulty: "easy",
    passages: [
      {
        label: "Text 1",
        text: `In Anna Sewell's 1877 novel *Black Beauty*, a mare named Ginger, who was treated roughly by several earlier owners, describes her outlook to the narrator, another horse. "I had made up my mind that men were my natural enemies and that I must defend myself. Of course it is very different here, but who knows how long it will last? I wish I could think about things as you do; but I can't, after all I have gone through."`,
      },
      {
        label: "Text 2",
        text: `As the weeks went on, Ginger grew much more gentle and cheerful, and lost the watchful, defiant look that she used to turn on any stranger who came near her. One day James, a stable boy, said, "I do believe that mare is getting fond of me." "Ay, ay, Jim," said John, the coachman. "She'll be as good as Black Beauty by and by; kindness is all the physic she wants, poor thing!"`,
      },
    ],
    stem: "Based on the texts, how would John (Text 2) most likely respond to Ginger's belief in Text 1 that she cannot change her outlook?",
    choices: [
      {
        text: "He would argue that patient, kind treatment can gradually overcome her distrust.",
        correct: true,
        why: "Ginger believes that after all she has gone through she cannot think differently. John, seeing her grow gentler week by week, says kindness is the only \"physic\" (medicine) she needs, so he would expect kindness to change her.",
      },
      {
        text: "He would agree that a horse treated roughly in the past can never become gentle.",
        correct: false,
        why: "John predicts that Ginger will be \"as good as Black Beauty by and by,\" which contradicts the idea that she can never change.",
      },
      {
        text: "He would say that Ginger must be punished firmly whenever she shows her temper.",
        correct: false,
        why: "John recommends kindness, not punishment, as the remedy for Ginger.",
      },
      {
        text: "He would claim that Ginger's temper comes from her breeding rather than from how she was treated.",
        correct: false,
        why: "Nothing in Text 2 mentions breeding; John's remedy, kindness, assumes that treatment is what matters.",
      },
    ],
    explanation:
      "Ginger thinks her past has fixed her distrust of people for good. John, having watched her soften, believes kindness is all she needs, so he would answer that kind treatment can change her.",
    source: src.blackBeauty,
  },
  {
    id: "eng-easy-029",
    skill: "cross-text-connections",
    difficulty: "easy",
    passages: [
      {
        label: "Text 1",
        text: `In his 1901 autobiography *Up from Slavery*, Booker T. Washington recalls the response when word spread that every student at Tuskegee, the school he founded in Alabama, must learn a trade. Many parents wrote letters protesting against their children doing labor while in school, and others came to protest in person. Most new students brought a request from their parents that they be taught nothing but books. The more books, the larger they were, and the longer their titles, the better pleased the students and their parents seemed to be.`,
      },
      {
        label: "Text 2",
        text: `Washington explains his plan for the school: "I was determined to have the students do not only the agricultural and domestic work, but to have them erect their own buildings. My plan was to have them taught the latest and best methods of labor, so that the students themselves would be taught to see not only utility in labor, but beauty and dignity; would be taught, in fact, how to lift labor up from mere drudgery and toil, and would learn to love work for its own sake."`,
      },
    ],
    stem: "Based on the texts, how would Washington (Text 2) most likely respond to the parents described in Text 1?",
    choices: [
      {
        text: "He would argue that learning to work skillfully is a valuable part of education, not a distraction.",
        correct: true,
        why: "The parents want their children taught only from books. Washington's plan teaches students the best methods of labor so they will see its \"beauty and dignity,\" so he would defend work as part of a good education.",
      },
      {
        text: "He would agree with the parents that students should study only books while they are enrolled in school.",
        correct: false,
        why: "Washington required students to farm, keep house, and even erect the school's buildings, so he would not accept a books-only education.",
      },
      {
        text: "He would explain that students worked only because the school could not afford to hire builders.",
        correct: false,
        why: "Text 2 gives a different reason: labor itself was meant to teach students its utility, beauty, and dignity. Cost is never mentioned.",
      },
      {
        text: "He would admit that manual labor offers students little beyond drudgery and toil.",
        correct: false,
        why: "Washington aims to \"lift labor up from mere drudgery and toil,\" which rejects this view.",
      },
    ],
    explanation:
      "Text 1 presents parents who see labor as getting in the way of schooling; Text 2 presents Washington's belief that skilled labor teaches usefulness, beauty, and dignity. He would answer the parents that work is a valuable part of education.",
    source: src.upFromSlavery,
  },
  {
    id: "eng-easy-030",
    skill: "cross-text-connections",
    difficulty: "easy",
    passages: [
      {
        label: "Text 1",
        text: `In his autobiography, Benjamin Franklin recalls a decision he made as a teenage apprentice: "When about sixteen years of age I happened to meet with a book recommending a vegetable diet. I determined to go into it. I proposed to my brother that if he would give me, weekly, half the money he paid for my board, I would board myself. I presently found that I could save half what he paid me. This was an additional fund for buying books."`,
      },
      {
        label: "Text 2",
        text: `On a voyage from Boston, when the ship was becalmed, the crew began catching cod. "Hitherto I had stuck to my resolution of not eating animal food," Franklin writes. "But I had formerly been a great lover of fish, and when this came hot out of the frying-pan, it smelled admirably well. I balanced some time between principle and inclination, till I recollected that when the fish were opened, I saw smaller fish taken out of their stomachs. Then thought I, 'If you eat one another, I don't see why we mayn't eat you.' So I dined upon cod very heartily. So convenient a thing it is to be a reasonable creature, since it enables one to find or make a reason for everything one has a mind to do."`,
      },
    ],
    stem: "Based on the texts, which choice best describes what happens in Text 2 to the resolution Franklin describes in Text 1?",
    choices: [
      {
        text: "He gives in to the smell of fried fish and jokingly admits inventing a reason to abandon the diet.",
        correct: true,
        why: "In Text 2 Franklin wavers \"between principle and inclination,\" eats the cod after noticing that fish eat one another, and then jokes that being reasonable lets one \"find or make a reason\" for whatever one wants.",
      },
      {
        text: "He makes the diet even stricter, giving up bread and raisins as well as meat and fish.",
        correct: false,
        why: "Text 2 describes Franklin eating fish, not giving up more foods.",
      },
      {
        text: "He abandons the diet because, as he explains, it no longer saves him any money to spend on books.",
        correct: false,
        why: "Money is the benefit named in Text 1, but Text 2 says he gave in to the smell of the fish, not to any change in his savings.",
      },
      {
        text: "He keeps to the diet and refuses to eat any of the cod that the crew has caught and fried.",
        correct: false,
        why: "Franklin says he \"dined upon cod very heartily,\" so he did not keep to the diet.",
      },
    ],
    explanation:
      "Text 1 describes Franklin's resolution to eat no meat and its practical benefits. In Text 2 that resolution gives way to his love of fish, and he gently mocks himself for inventing a reason to justify eating it.",
    source: src.franklin,
  },

  // -------------------------------------------------------------------------------------------
  // Rhetorical synthesis
  // -------------------------------------------------------------------------------------------
  {
    id: "eng-easy-031",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- In his autobiography, Benjamin Franklin writes that when he settled in Philadelphia, there was no good bookshop in any colony south of Boston.
- Franklin and the members of his discussion club, the Junto, first tried pooling their own books in the room where they met.
- Franklin then proposed a subscription library, which he called his "first project of a public nature."
- Fifty subscribers each paid forty shillings to begin and ten shillings a year afterward.
- The money was used to buy books that subscribers could borrow.`,
      },
    ],
    stem: "The student wants to explain how Franklin's library was paid for. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Franklin's library was paid for by fifty subscribers, each of whom contributed forty shillings at the start and ten shillings every year after.",
        correct: true,
        why: "This choice states who paid (fifty subscribers) and how much (forty shillings to start, ten a year afterward), which is exactly how the library was funded.",
      },
      {
        text: "Franklin, who found no good bookshop in any colony south of Boston when he settled in Philadelphia, called the library his \"first project of a public nature.\"",
        correct: false,
        why: "This accurately combines two notes, the lack of bookshops and Franklin's description of the project, but it says nothing about where the library's money came from.",
      },
      {
        text: "Before founding the library, Franklin and the Junto pooled their own books in the room where they met.",
        correct: false,
        why: "This describes the earlier book-sharing arrangement, not how the library itself was paid for.",
      },
      {
        text: "Franklin proposed a subscription library, and the money it raised was used to buy books that subscribers could borrow.",
        correct: false,
        why: "This tells how the library's money was spent, on books for subscribers to borrow, but not where the money came from.",
      },
    ],
    explanation:
      "The goal is to explain the library's funding. Only the choice that names the fifty subscribers and their payments uses the relevant note.",
    source: src.franklin,
  },
  {
    id: "eng-easy-032",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- *The Call of the Wild* is a 1903 novel by Jack London.
- Its main character, Buck, is a large dog who lives on Judge Miller's comfortable estate in California's Santa Clara Valley.
- Buck is stolen and sold to pull sleds in the far north during the Klondike gold rush.
- In the north, Buck learns to survive harsh conditions and fights Spitz, the team's lead dog.
- Buck comes to love a man named John Thornton.
- At the end of the novel, Buck runs free with a pack of wolves.`,
      },
    ],
    stem: "The student wants to emphasize the contrast between Buck's life at the beginning of the novel and his life at the end. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Buck begins the novel on a comfortable California estate and ends it running free with a pack of wolves.",
        correct: true,
        why: "This choice sets Buck's comfortable beginning on Judge Miller's estate directly against his wild ending with the wolves, which is the contrast the student wants.",
      },
      {
        text: "Buck, the hero of Jack London's 1903 novel *The Call of the Wild*, is a large dog who comes to love a man named John Thornton.",
        correct: false,
        why: "This introduces Buck and one relationship, but it mentions neither the beginning nor the end of his story.",
      },
      {
        text: "After being stolen from Judge Miller's estate, Buck is sold to pull sleds in the far north during the Klondike gold rush.",
        correct: false,
        why: "This mentions the estate but then moves only to the middle of the story, Buck's sale as a sled dog; it never reaches the ending, so it draws no contrast between beginning and end.",
      },
      {
        text: "In the north, Buck fights Spitz, the team's lead dog, and learns to survive harsh conditions.",
        correct: false,
        why: "This describes Buck's life in the middle of the novel and draws no contrast.",
      },
    ],
    explanation:
      "To contrast the beginning and end of Buck's story, a sentence must mention both. Only the choice that pairs the California estate with the wolf pack does so.",
    source: src.callOfTheWild,
  },
  {
    id: "eng-easy-033",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- *Black Beauty* is an 1877 novel by Anna Sewell.
- The story is told in the first person by a horse, Black Beauty himself.
- As a young horse, Black Beauty lives with kind owners at a country estate called Birtwick Park.
- Later he is sold several times and works pulling a cab in London.
- Some of his owners use a "bearing rein," a strap that holds a horse's head high and causes pain.`,
      },
    ],
    stem: "The student wants to emphasize what is unusual about the novel's narrator. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "*Black Beauty* (1877) is unusual because its narrator is a horse, Black Beauty himself.",
        correct: true,
        why: "This choice identifies the narrator and stresses what is unusual about him: the story is told by a horse.",
      },
      {
        text: "*Black Beauty*, an 1877 novel by Anna Sewell, follows a horse who is sold several times.",
        correct: false,
        why: "This says the novel is about a horse but not that the horse tells the story, so it says nothing about the narrator.",
      },
      {
        text: "In *Black Beauty*, some owners use a painful strap called a bearing rein.",
        correct: false,
        why: "This describes a detail of how horses are treated, not the narrator.",
      },
      {
        text: "After living at Birtwick Park, Black Beauty works pulling a cab in London.",
        correct: false,
        why: "This summarizes part of the plot but does not mention who tells the story.",
      },
    ],
    explanation:
      "The goal concerns the narrator. Only the choice stating that the novel is narrated by a horse emphasizes what makes its narrator unusual.",
    source: src.blackBeauty,
  },
  {
    id: "eng-easy-034",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- L. Frank Baum published *The Wonderful Wizard of Oz* in 1900.
- A cyclone carries a Kansas girl named Dorothy and her dog, Toto, to the Land of Oz.
- Dorothy follows a road of yellow brick to the Emerald City to ask the Wizard to send her home.
- The Scarecrow joins her, hoping the Wizard will give him brains.
- The Tin Woodman joins her, hoping for a heart.
- The Cowardly Lion joins her, hoping for courage.`,
      },
    ],
    stem: "The student wants to explain what each of Dorothy's three companions hopes to receive from the Wizard. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "The Scarecrow hopes the Wizard will give him brains, the Tin Woodman wants a heart, and the Cowardly Lion seeks courage.",
        correct: true,
        why: "This choice names all three companions and what each hopes to receive, which is exactly what the goal requires.",
      },
      {
        text: "On her way to the Emerald City to see the Wizard, Dorothy is joined by three companions: the Scarecrow, the Tin Woodman, and the Cowardly Lion.",
        correct: false,
        why: "This names the three companions but not what any of them hopes to receive.",
      },
      {
        text: "The Scarecrow joins Dorothy on her journey because he hopes the Wizard will give him brains.",
        correct: false,
        why: "This explains the wish of only one companion, not all three.",
      },
      {
        text: "Dorothy travels to the Emerald City to ask the Wizard to send her back to Kansas.",
        correct: false,
        why: "This gives Dorothy's own wish, not her companions' wishes.",
      },
    ],
    explanation:
      "The goal asks for what each of the three companions hopes to receive. Only the choice listing brains, a heart, and courage, with the companion who wants each, accomplishes it.",
    source: src.oz,
  },
  {
    id: "eng-easy-035",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- *Little Women*, by Louisa May Alcott, was published in 1868.
- The novel follows the four March sisters as they grow up while their father is away serving in the Civil War.
- Meg, the eldest, longs for pretty things and a comfortable life.
- Jo loves to write and dreams of becoming a famous author.
- Beth is shy and devoted to her family.
- Amy, the youngest, hopes to become an artist.`,
      },
    ],
    stem: "The student wants to compare the ambitions of two of the sisters. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Jo dreams of becoming a famous author, while Amy hopes to become an artist.",
        correct: true,
        why: "This choice sets the ambitions of two sisters side by side: Jo's hope of being an author and Amy's hope of being an artist.",
      },
      {
        text: "Meg is the eldest of the March sisters, and Amy is the youngest.",
        correct: false,
        why: "This compares two sisters by age, not by ambition.",
      },
      {
        text: "Jo loves to write and dreams of fame, while her sister Beth is shy and devoted to her family.",
        correct: false,
        why: "This gives Jo's ambition but only Beth's personality, so it does not compare the ambitions of two sisters.",
      },
      {
        text: "*Little Women* follows four sisters as they grow up while their father is away at war.",
        correct: false,
        why: "This summarizes the novel's situation but mentions no sister's ambition.",
      },
    ],
    explanation:
      "To compare two sisters' ambitions, a sentence must give an ambition for each. Only the choice pairing Jo's dream of authorship with Amy's hope of becoming an artist does so.",
    source: src.littleWomen,
  },

  // -------------------------------------------------------------------------------------------
  // Transitions
  // -------------------------------------------------------------------------------------------
  {
    id: "eng-easy-036",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Mark Twain's 1884 novel *Adventures of Huckleberry Finn*.

After escaping a deadly family feud on shore, Huck was glad to be back on the raft with Jim, floating down the middle of the Mississippi River. The two of them agreed that there was no home like a raft, after all. Other places, Huck explained, seemed so cramped and smothery. ______ on a raft you feel mighty free and easy and comfortable.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "By contrast,",
        correct: true,
        why: "The sentence before the blank says other places feel cramped and smothery; the sentence after it says a raft feels free and comfortable. \"By contrast\" signals this opposition.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "\"Similarly\" would mean that a raft feels the same as the cramped places, but the text says it feels the opposite.",
      },
      {
        text: "For this reason,",
        correct: false,
        why: "Other places feeling cramped is not the cause of a raft feeling free; the two ideas are contrasted, not linked by cause and effect.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "\"In other words\" introduces a restatement, but feeling free on a raft is not a restatement of feeling cramped elsewhere; it is the opposite.",
      },
    ],
    explanation:
      "The text contrasts how cramped other places feel with how free a raft feels, so a contrasting transition, \"By contrast,\" is needed.",
    source: src.huckFinn,
  },
  {
    id: "eng-easy-037",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from L. Frank Baum's 1900 novel *The Wonderful Wizard of Oz*.

Before Dorothy and her friends entered the Emerald City, the Guardian of the Gates locked a pair of green spectacles over each visitor's eyes. Without them, he said, the brightness and glory of the city would blind them. Inside, everything did seem to glow green: the houses, the streets, even the sky. ______ the Wizard later admitted that his city was no greener than any other; the spectacles simply made everything look green.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "In reality,",
        correct: true,
        why: "The text first gives the Guardian's explanation and the city's green appearance, then reveals the truth: the city was no greener than any other. \"In reality\" introduces the truth behind an appearance.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "\"Likewise\" signals a similar point, but the Wizard's admission contradicts the impression that the city truly glows green.",
      },
      {
        text: "For this reason,",
        correct: false,
        why: "The city's seeming green is not the reason the Wizard admits it is ordinary; the admission reveals that the appearance was false.",
      },
      {
        text: "Moreover,",
        correct: false,
        why: "\"Moreover\" adds a further point in the same direction, but the admission overturns what came before rather than adding to it.",
      },
    ],
    explanation:
      "The sentences before the blank describe how the city seemed; the sentence after it reveals how things actually were. \"In reality\" marks that shift from appearance to truth.",
    source: src.oz,
  },
  {
    id: "eng-easy-038",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Kenneth Grahame's 1908 novel *The Wind in the Willows*.

Toad had been delighted with his new canary-colored caravan and could talk of nothing but the joys of the open road. Then a motor-car roared past, frightened the old gray horse, and sent the caravan crashing into a ditch. The Rat danced with rage in the road, shouting at the vanishing car. Toad, ______ sat down in the middle of the dusty road, stared after the car, and murmured "Poop-poop!" in a dreamy voice.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "however,",
        correct: true,
        why: "The Rat reacts to the crash with rage, while Toad reacts with dreamy fascination. \"However\" signals that Toad's response differs from the Rat's.",
      },
      {
        text: "therefore,",
        correct: false,
        why: "Nothing in the Rat's anger would cause Toad to sit dreamily in the road; the two reactions are contrasted, not linked by cause.",
      },
      {
        text: "for example,",
        correct: false,
        why: "Toad's behavior is not an example of the Rat's rage; it is the opposite kind of reaction.",
      },
      {
        text: "likewise,",
        correct: false,
        why: "\"Likewise\" would mean Toad reacted as the Rat did, but Toad is entranced, not angry.",
      },
    ],
    explanation:
      "The text sets the Rat's furious reaction against Toad's dreamy delight in the motor-car, so the contrasting transition \"however\" is most logical.",
    source: src.willows,
  },
  {
    id: "eng-easy-039",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Frances Hodgson Burnett's 1905 novel *A Little Princess*.

Sara Crewe, once the richest pupil at her school, had become a ragged errand girl who was often given too little to eat. One bitter afternoon she found a fourpenny piece in the mud and spent it on hot buns at a baker's shop. Outside on the step huddled a beggar child, even hungrier than she was. Sara herself had eaten almost nothing all day. ______ she placed one bun after another in the child's lap, keeping only one for herself.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "Sara's own hunger would lead us to expect her to keep the buns, yet she gives almost all of them away. \"Even so\" signals an action that happens despite the previous point.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "Having eaten almost nothing would not cause Sara to give her food away; her generosity happens in spite of her hunger, not because of it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Giving away the buns is not an example of Sara having eaten nothing; the two ideas pull in opposite directions.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Sara's generosity is not similar to her hunger; the text contrasts what she needs with what she does.",
      },
    ],
    explanation:
      "The sentence before the blank stresses Sara's own hunger; the sentence after it shows her giving her food away anyway. \"Even so\" expresses this concession.",
    source: src.littlePrincess,
  },
  {
    id: "eng-easy-040",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Helen Keller's 1903 autobiography *The Story of My Life*.

The morning after my teacher came she led me into her room and gave me a doll. When I had played with it a little while, Miss Sullivan slowly spelled into my hand the word "d-o-l-l." I was at once interested in this finger play and tried to imitate it. When I finally succeeded in making the letters correctly I was flushed with childish pleasure and pride. ______ I did not know that I was spelling a word or even that words existed; I was simply making my fingers go in monkey-like imitation.`,
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "However,",
        correct: true,
        why: "Keller is proud of forming the letters correctly, yet she did not understand that they spelled a word. \"However\" signals this contrast between her success and her lack of understanding.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Her pride in forming the letters did not cause her ignorance of words; the sentence qualifies her success rather than following from it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Not knowing what words are is not similar to feeling proud of an achievement; the two ideas contrast.",
      },
      {
        text: "In addition,",
        correct: false,
        why: "\"In addition\" would present the sentence as one more accomplishment, but it actually limits what her accomplishment meant.",
      },
    ],
    explanation:
      "The text describes Keller's pride at copying the letters, then reveals that she had no idea she was spelling a word. A contrasting transition, \"However,\" links the two.",
    source: src.keller,
  },

  // -------------------------------------------------------------------------------------------
  // Command of evidence: quantitative (original passages, invented data)
  // -------------------------------------------------------------------------------------------
  {
    id: "eng-easy-041",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `A team of volunteer gardeners tested whether covering the soil around tomato plants with mulch would reduce how much water the plants needed. They grew plants in beds with no mulch or with one of three mulches and recorded each group's average weekly water use and average harvest. The gardeners found that every mulch reduced water use compared with bare soil, but the mulch that led to the lowest water use was not the one that produced the most tomatoes. For example, ______`,
      },
    ],
    table: {
      title: "Water Use and Tomato Harvest by Mulch Type",
      columns: ["Mulch type", "Average water used per plant per week (liters)", "Average harvest per plant (kilograms)"],
      rows: [
        ["None", "14.2", "3.1"],
        ["Straw", "10.5", "3.6"],
        ["Wood chips", "11.3", "3.4"],
        ["Black plastic", "9.8", "3.0"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the example?",
    choices: [
      {
        text: "black plastic led to the lowest water use (9.8 liters per week), but straw led to the largest harvest (3.6 kilograms).",
        correct: true,
        why: "The table shows black plastic with the lowest water use (9.8 liters) and straw with the largest harvest (3.6 kilograms). Naming both shows that the lowest-water mulch was not the most productive one.",
      },
      {
        text: "plants grown with black plastic used the least water of any group, 9.8 liters per week, and also produced the largest harvest.",
        correct: false,
        why: "Black plastic did use the least water, but its harvest (3.0 kilograms) was the smallest in the table, not the largest. This misreads the harvest column.",
      },
      {
        text: "plants grown with no mulch used 14.2 liters of water per week, more than any other group.",
        correct: false,
        why: "This is accurate, but it concerns bare soil and does not compare the lowest-water mulch with the most productive one.",
      },
      {
        text: "plants grown with straw used 10.5 liters of water per week and produced 3.6 kilograms of tomatoes.",
        correct: false,
        why: "These figures are accurate, but they describe only straw; they do not show that a different mulch used the least water.",
      },
    ],
    explanation:
      "The example must show two different mulches: one with the lowest water use and another with the largest harvest. The table gives black plastic (9.8 liters) for the first and straw (3.6 kilograms) for the second.",
    source: original,
  },
  {
    id: "eng-easy-042",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `A public library ran a summer reading challenge for students in grades 3 through 8 and recorded the average number of books each participant finished per month. The librarians noticed that younger participants finished more books than older participants throughout the summer, though the size of the gap between the two groups changed from month to month. The gap was largest in ______`,
      },
    ],
    table: {
      title: "Average Books Finished per Participant",
      columns: ["Month", "Grades 3–5", "Grades 6–8"],
      rows: [
        ["June", "4.1", "2.6"],
        ["July", "5.3", "3.0"],
        ["August", "3.2", "2.9"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "July, when participants in grades 3–5 finished 5.3 books on average and participants in grades 6–8 finished 3.0.",
        correct: true,
        why: "The gap in July is 5.3 − 3.0 = 2.3 books, larger than in June (1.5) or August (0.3).",
      },
      {
        text: "June, when participants in grades 3–5 finished 4.1 books on average and participants in grades 6–8 finished 2.6.",
        correct: false,
        why: "The June figures are accurate, but the gap (1.5 books) is smaller than July's (2.3 books).",
      },
      {
        text: "August, when participants in grades 3–5 finished 3.2 books on average and participants in grades 6–8 finished 2.9.",
        correct: false,
        why: "The August figures are accurate, but the gap there (0.3 books) is the smallest of the three months, not the largest.",
      },
      {
        text: "July, when participants in grades 6–8 finished more books on average than participants in grades 3–5.",
        correct: false,
        why: "In July the older participants finished 3.0 books and the younger ones 5.3, so this reverses the data.",
      },
    ],
    explanation:
      "Subtracting the two columns gives gaps of 1.5 books in June, 2.3 in July, and 0.3 in August. The gap was largest in July, and only one choice reports July's figures correctly.",
    source: original,
  },
  {
    id: "eng-easy-043",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `A group of students counted the birds visiting three kinds of feeders in a schoolyard over four weeks. A tube feeder hangs in the air and has small perches, a platform feeder is a flat open tray near the ground, and a suet cage holds a block of fat against a tree trunk. Because mourning doves usually feed on the ground, the students predicted that the doves would strongly prefer the platform feeder.`,
      },
    ],
    table: {
      title: "Bird Visits to Three Feeders over Four Weeks",
      columns: ["Bird", "Tube feeder", "Platform feeder", "Suet cage"],
      rows: [
        ["Chickadee", "48", "22", "35"],
        ["House finch", "61", "30", "4"],
        ["Mourning dove", "2", "57", "0"],
        ["Woodpecker", "5", "3", "41"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the students' prediction?",
    choices: [
      {
        text: "Mourning doves visited the platform feeder 57 times but the tube feeder only twice and the suet cage never.",
        correct: true,
        why: "The prediction concerns mourning doves' preference for the platform feeder. These figures show the doves visiting the platform feeder far more than either other feeder.",
      },
      {
        text: "Woodpeckers made 41 visits to the suet cage, more than to either of the other feeders.",
        correct: false,
        why: "This is accurate, but it describes woodpeckers, not mourning doves, so it says nothing about the prediction.",
      },
      {
        text: "House finches made 30 visits to the platform feeder, many more than the mourning doves made to the tube feeder.",
        correct: false,
        why: "These numbers are accurate, but comparing finches with doves does not show which feeder the doves prefer.",
      },
      {
        text: "Chickadees visited all three feeders, making the most visits to the tube feeder.",
        correct: false,
        why: "This is accurate, but it describes chickadees, not the mourning doves the prediction is about.",
      },
    ],
    explanation:
      "The students predicted that mourning doves would prefer the platform feeder. Only the choice comparing the doves' visits across the three feeders (57, 2, and 0) tests that prediction, and it supports it.",
    source: original,
  },
  {
    id: "eng-easy-044",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Researchers asked 120 high school volunteers to study a list of 40 new vocabulary words in the evening and tested them the next morning. The volunteers reported how long they had slept, and the researchers grouped the results. The researchers noted that more sleep was linked to better recall, but that the benefit of extra sleep appeared to level off: ______`,
      },
    ],
    table: {
      title: "Average Words Recalled by Hours of Sleep",
      columns: ["Hours of sleep", "Number of volunteers", "Average words recalled (out of 40)"],
      rows: [
        ["Fewer than 6", "22", "18"],
        ["6 to 7", "35", "23"],
        ["7 to 8", "41", "27"],
        ["More than 8", "22", "28"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "volunteers who slept more than 8 hours recalled 28 words on average, just one more than the 7-to-8-hour group.",
        correct: true,
        why: "A gain of just one word between the two longest-sleeping groups, after larger gains between the shorter ones, shows the benefit leveling off.",
      },
      {
        text: "volunteers who slept fewer than 6 hours recalled only 18 words on average, the fewest of any of the four groups.",
        correct: false,
        why: "This is accurate, but it describes only the shortest sleepers and says nothing about the benefit shrinking at the top.",
      },
      {
        text: "volunteers who slept 6 to 7 hours recalled 5 more words on average than those who slept fewer than 6 hours.",
        correct: false,
        why: "This is accurate (23 − 18 = 5), but a gain of 5 words shows a strong benefit from extra sleep, not a leveling off.",
      },
      {
        text: "volunteers who slept 7 to 8 hours recalled 27 words on average, 9 more than those who slept fewer than 6 hours.",
        correct: false,
        why: "This is accurate (27 − 18 = 9), but it highlights a large gain, which does not show the benefit leveling off.",
      },
    ],
    explanation:
      "Recall rises by 5 words and then 4 words as sleep increases, but by only 1 word from the 7-to-8-hour group to the more-than-8-hour group. That small final gain is what shows the benefit leveling off.",
    source: original,
  },
  {
    id: "eng-easy-045",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `A team of students grew bean seedlings under four colors of light for two weeks and then measured the seedlings' average height and counted their leaves. The team claims that the seedlings grown under white light were the healthiest: although they were not the tallest, they produced more leaves than the seedlings grown under any other color.`,
      },
    ],
    table: {
      title: "Bean Seedlings after Two Weeks under Different Colors of Light",
      columns: ["Light color", "Average height (cm)", "Average number of leaves"],
      rows: [
        ["Blue", "9.4", "6"],
        ["Red", "12.8", "5"],
        ["Green", "7.1", "4"],
        ["White", "11.6", "7"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the team's claim?",
    choices: [
      {
        text: "White-light seedlings averaged 7 leaves, the most of any group, though red-light seedlings were taller (12.8 cm compared with 11.6 cm).",
        correct: true,
        why: "The claim has two parts: white-light seedlings were not the tallest, but they had the most leaves. This choice supports both with the table's figures.",
      },
      {
        text: "Seedlings under red light averaged 12.8 cm in height, taller than the seedlings grown under any other color of light.",
        correct: false,
        why: "This is accurate, but it says nothing about leaves or about the white-light seedlings the claim is about.",
      },
      {
        text: "Seedlings under green light were the shortest, at 7.1 cm, and had the fewest leaves.",
        correct: false,
        why: "This is accurate, but it describes the green-light seedlings, not the white-light seedlings the claim concerns.",
      },
      {
        text: "Seedlings under blue light averaged 6 leaves, more than seedlings under red light.",
        correct: false,
        why: "This is accurate, but it compares blue and red light and does not show that white-light seedlings had the most leaves.",
      },
    ],
    explanation:
      "The team's claim is that white-light seedlings had the most leaves despite not being the tallest. The table supports this: white light averaged 7 leaves, the most, while red light produced taller seedlings.",
    source: original,
  },
];
