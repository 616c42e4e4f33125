import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 3, reading and writing, module 2 (easier form). Passages are adapted from public-domain
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
  secretGarden: pd("Frances Hodgson Burnett", "The Secret Garden", 1911, "Frederick A. Stokes Company, New York, 1911"),
  littlePrincess: pd("Frances Hodgson Burnett", "A Little Princess", 1905, "Charles Scribner's Sons, New York, 1905"),
  peterAndWendy: pd("J. M. Barrie", "Peter and Wendy", 1911, "Hodder & Stoughton, London, 1911"),
  winnieThePooh: pd("A. A. Milne", "Winnie-the-Pooh", 1926, "Methuen & Co., London, 1926"),
  wakeRobin: pd(
    "John Burroughs",
    "Wake-Robin",
    1871,
    "Riverside Edition, with the preface to the first edition (1871) and the author's preface of 1895, Houghton, Mifflin and Company, Boston and New York, 1895",
  ),
  penrod: pd("Booth Tarkington", "Penrod", 1914, "Doubleday, Page & Company, Garden City, New York, 1914"),
  rebecca: pd("Kate Douglas Wiggin", "Rebecca of Sunnybrook Farm", 1903, "Houghton, Mifflin and Company, Boston and New York, 1903"),
  pollyanna: pd("Eleanor H. Porter", "Pollyanna", 1913, "L. C. Page & Company, Boston, 1913"),
};

const STEM_WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const STEM_PURPOSE = "Which choice best states the main purpose of the text?";
const STEM_MAIN_IDEA = "Which choice best states the main idea of the text?";
const STEM_COMPLETE = "Which choice most logically completes the text?";
const STEM_TABLE = "Which choice most effectively uses data from the table to complete the statement?";
const STEM_SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const STEM_TRANSITION = "Which choice completes the text with the most logical transition?";
const STEM_NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock03-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from A. A. Milne's 1926 book *Winnie-the-Pooh*.

After eating a great deal of honey and condensed milk at Rabbit's house, Pooh tried to leave through Rabbit's front door and got stuck halfway. Rabbit pulled and pulled, but Pooh would not budge. "It all comes," said Rabbit sternly, "of eating too much." When Christopher Robin arrived, he decided that there was only one thing to be done: they would have to wait for Pooh to become ______ again, which would take about a week.`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "thin",
        correct: true,
        why: "Pooh is stuck because he has eaten too much and no longer fits through the door. Waiting a week for him to become thin again is the only way he can slip out, so \"thin\" fits both the problem and its solution.",
      },
      {
        text: "heavy",
        correct: false,
        why: "Pooh is stuck precisely because he has grown too big after eating so much; becoming heavier would make the problem worse, not solve it.",
      },
      {
        text: "tall",
        correct: false,
        why: "Pooh's height has nothing to do with why he is stuck. Rabbit blames his eating, so what must change is his width, not his height.",
      },
      {
        text: "sleepy",
        correct: false,
        why: "Becoming sleepy would not help Pooh get through the door. The text links his trouble to eating too much, so only a change in his size can free him.",
      },
    ],
    explanation:
      "Rabbit explains that Pooh is stuck because he ate too much, so the only cure is for Pooh to shrink back to a size that fits the door. Waiting a week for him to become \"thin\" again is the logical plan.",
    source: src.winnieThePooh,
  },
  {
    id: "mock03-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from J. M. Barrie's 1911 novel *Peter and Wendy*.

The Darlings were poor, owing to the amount of milk the children drank, so their nurse was a prim Newfoundland dog called Nana. She had always thought children important, and she proved to be quite a ______ of a nurse. How thorough she was at bath-time, and how quickly she was up at any moment of the night if one of her charges made the slightest cry!`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "treasure",
        correct: true,
        why: "The sentence that follows praises Nana: she is thorough at bath-time and wakes at the slightest cry. Calling her \"quite a treasure of a nurse\" means she turned out to be an excellent, valuable nurse, which is exactly what those details show.",
      },
      {
        text: "burden",
        correct: false,
        why: "A burden is a source of trouble, but the text goes on to admire how careful and watchful Nana is. Nothing suggests she caused the family difficulty.",
      },
      {
        text: "stranger",
        correct: false,
        why: "Nana is described as devoted to the children and attentive to their every cry; nothing suggests she remained unfamiliar to the family.",
      },
      {
        text: "mystery",
        correct: false,
        why: "The text does not present Nana as puzzling; it plainly lists the good qualities that made her an excellent nurse.",
      },
    ],
    explanation:
      "The exclamation after the blank praises Nana's thoroughness and watchfulness, so the word must name something valuable. \"Quite a treasure of a nurse\" means a wonderfully good nurse.",
    source: src.peterAndWendy,
  },
  {
    id: "mock03-rw-m2e-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Booth Tarkington's 1914 novel *Penrod*.

Except when he was alone, the face of Penrod Schofield was almost always cryptic and emotionless, for Penrod had come into his twelfth year wearing an expression carefully trained to be ______. Since the world was sure to misunderstand everything, mere defensive instinct prompted him to give it as little as possible to lay hold upon.`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "inscrutable",
        correct: true,
        why: "\"Inscrutable\" means impossible to read or interpret. It matches a face that is \"cryptic and emotionless\" and a boy who deliberately gives the world \"as little as possible to lay hold upon.\"",
      },
      {
        text: "animated",
        correct: false,
        why: "An animated expression is lively and full of feeling, the opposite of the \"emotionless\" face the text describes.",
      },
      {
        text: "sorrowful",
        correct: false,
        why: "A sorrowful expression would show a feeling, sadness, but Penrod's face is trained to show no emotion at all so that the world cannot read it.",
      },
      {
        text: "ingenuous",
        correct: false,
        why: "\"Ingenuous\" means innocent and open, as if hiding nothing. Penrod's expression is designed to hide everything, so this is the opposite of what the text describes.",
      },
    ],
    explanation:
      "The surrounding words, \"cryptic and emotionless,\" and the explanation that Penrod gives the world as little as possible to lay hold upon both describe a face that reveals nothing. \"Inscrutable\" is the precise word for such an expression.",
    source: src.penrod,
  },
  {
    id: "mock03-rw-m2e-04",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Eleanor H. Porter's 1913 novel *Pollyanna*. Pollyanna, whose late father was a poor minister, is talking with Nancy, a servant in her aunt's house.

"You see, I'd wanted a doll, and Father had written to ask for one," Pollyanna said. "But when the barrel of donated things came, the lady wrote that no dolls had come in, only some little crutches. So she sent those. And that's when we began the game: to find something about everything to be glad about, no matter what it was."

"Well, I can't see anything to be glad about in getting crutches when you wanted a doll!" said Nancy.

"Why, just be glad because you don't—need—them!"`,
      },
    ],
    stem: STEM_PURPOSE,
    choices: [
      {
        text: "To explain how a game of finding something to be glad about in every situation began",
        correct: true,
        why: "Pollyanna tells Nancy when and why the game started (the crutches that came instead of a doll), states its rule (find something about everything to be glad about), and then shows how it works on that first case. The whole exchange is about the game's origin.",
      },
      {
        text: "To show Nancy teaching Pollyanna to be grateful for the gifts she receives",
        correct: false,
        why: "This reverses the roles. Pollyanna explains the game, and Nancy is the one who cannot at first see anything to be glad about.",
      },
      {
        text: "To describe Pollyanna's lasting sadness about never receiving the doll she asked for",
        correct: false,
        why: "The missing doll is mentioned, but only as the occasion for the game; the text ends with Pollyanna cheerfully finding a reason to be glad, not dwelling on her disappointment.",
      },
      {
        text: "To criticize the lady who sent crutches instead of a doll",
        correct: false,
        why: "The text reports what the lady did without blaming her; its focus is on what Pollyanna and her father made of the situation.",
      },
    ],
    explanation:
      "Pollyanna recounts the disappointing gift, names the rule of the game it inspired, and answers Nancy's doubt by applying that rule. The text's purpose is to explain how the glad game began.",
    source: src.pollyanna,
  },
  {
    id: "mock03-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from J. M. Barrie's 1911 novel *Peter and Wendy*.

Mrs. Darling first heard of Peter when she was tidying up her children's minds. It is the nightly custom of every good mother, after her children are asleep, to rummage in their minds and put things straight for next morning, repacking into their proper places the many articles that have wandered during the day. It is quite like tidying up drawers. You would see her on her knees, lingering humorously over some of your contents, wondering where on earth you had picked this thing up, pressing this to her cheek as if it were as nice as a kitten, and hurriedly stowing that out of sight.`,
      },
    ],
    stem: STEM_PURPOSE,
    choices: [
      {
        text: "To describe an imaginary nightly task of mothers by comparing it to a familiar household chore",
        correct: true,
        why: "After the first sentence, the text explains the fanciful custom of \"tidying up\" children's minds and develops it through one comparison: \"It is quite like tidying up drawers,\" with a mother kneeling, sorting, cherishing some things and hiding others.",
      },
      {
        text: "To explain how Mrs. Darling first met Peter and learned where he lived",
        correct: false,
        why: "The text says only that Mrs. Darling first \"heard of\" Peter while tidying; it describes no meeting and says nothing about where he lives.",
      },
      {
        text: "To argue that mothers should respect the privacy of their children's thoughts",
        correct: false,
        why: "The narrator presents the custom playfully and approvingly, as what \"every good mother\" does; the text makes no argument against it.",
      },
      {
        text: "To contrast Mrs. Darling's careful habits with the carelessness of other mothers",
        correct: false,
        why: "The text says the custom belongs to \"every good mother\" and even invites readers to picture their own mothers doing it, so it does not set Mrs. Darling apart from others.",
      },
    ],
    explanation:
      "Nearly all of the text describes the make-believe custom of tidying children's minds, and it does so through an extended comparison to tidying drawers. Its main purpose is to describe that imaginary task through a familiar chore.",
    source: src.peterAndWendy,
  },
  {
    id: "mock03-rw-m2e-06",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Kate Douglas Wiggin's 1903 novel *Rebecca of Sunnybrook Farm*. Ten-year-old Rebecca is riding beside Mr. Cobb, the driver of a stagecoach.

No one had ever accounted for Rebecca's eyes. The schoolteacher and the minister in her village had tried and failed. A young artist who came for the summer to sketch the red barn, the ruined mill, and the bridge ended by giving up all these local beauties and devoting herself to the face of a child: a small, plain face lit by a pair of eyes carrying such hints of sleeping power and insight that one never tired of looking into their shining depths. Mr. Cobb made none of these generalizations; his only remark to his wife that night was that whenever the child looked at him, she bowled him over.`,
      },
    ],
    stem: "Which choice best describes the function of the last sentence in the overall structure of the text?",
    choices: [
      {
        text: "It gives a plain, humorous account of one man's reaction to the quality that the rest of the text describes in more elaborate terms.",
        correct: true,
        why: "The earlier sentences describe the power of Rebecca's eyes in lofty language (\"sleeping power and insight,\" \"shining depths\"). The last sentence notes that Mr. Cobb \"made none of these generalizations\" and reports his blunt verdict that her look bowled him over: the same effect, in homely words.",
      },
      {
        text: "It shows that Mr. Cobb, unlike the teacher and the minister, noticed nothing unusual about Rebecca.",
        correct: false,
        why: "Mr. Cobb did notice: he tells his wife that Rebecca's look bowled him over. What he lacks is the elaborate language, not the reaction.",
      },
      {
        text: "It explains why the artist gave up sketching the barn, the mill, and the bridge.",
        correct: false,
        why: "The artist's choice is explained in the sentence before, by the appeal of Rebecca's face; the last sentence turns to Mr. Cobb instead.",
      },
      {
        text: "It suggests that Mr. Cobb found Rebecca's steady gaze rude and was offended by it.",
        correct: false,
        why: "Being \"bowled over\" means being overwhelmed and impressed, not offended; nothing in the text suggests Mr. Cobb thought Rebecca rude.",
      },
    ],
    explanation:
      "The text first describes Rebecca's remarkable eyes through the failures of the teacher and minister and the artist's fascination, all in elaborate language. The final sentence contrasts that with Mr. Cobb's simple, comic summary of the same effect.",
    source: src.rebecca,
  },
  {
    id: "mock03-rw-m2e-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `Adapted from John Burroughs's preface to the first edition (1871) of *Wake-Robin*, his book of essays about birds.

Though this book was written less in the spirit of exact science than with the freedom of love and old acquaintance, I have in no instance taken liberties with facts, or allowed my imagination to give a false impression or a wrong coloring. What I offer is a careful and conscientious record of actual observations and experiences. I have tried to present a live bird, a bird in the woods or the fields, with the atmosphere and associations of the place, and not merely a stuffed and labeled specimen.`,
      },
      {
        label: "Text 2",
        text: `Adapted from a preface Burroughs wrote in 1895 for a collected edition of his books, printed in its first volume, *Wake-Robin*.

Facts are the nature writer's material; I can do nothing without them, but I must give them my own flavor. To interpret Nature is not to improve upon her: it is to draw her out, to absorb her, and to reproduce her tinged with the colors of the spirit. If I name every bird I see on my walk and give a lot of facts and details about each one, it is doubtful that my reader is interested. But if I relate the bird in some way to human life, to my own life—show what it is to me and what it is in the landscape and the season—then I give my reader a live bird and not a labeled specimen.`,
      },
    ],
    stem: "Based on the texts, which statement about writing on nature would Burroughs most likely have agreed with both in 1871 (Text 1) and in 1895 (Text 2)?",
    choices: [
      {
        text: "A writer may let personal affection shape an account of birds, provided that the account takes no liberties with the facts.",
        correct: true,
        why: "Text 1 says the book was written \"with the freedom of love and old acquaintance\" yet never takes \"liberties with facts.\" Text 2 says the writer must give facts \"my own flavor\" and tinge them with \"the colors of the spirit,\" while insisting that to interpret nature \"is not to improve upon her.\" Both join personal feeling to strict faithfulness to fact.",
      },
      {
        text: "A book about birds is valuable chiefly for the accuracy of its facts, and a writer's feelings add little to it.",
        correct: false,
        why: "Both texts do value accuracy, but neither treats feeling as unimportant. Text 1 credits the book's spirit to \"love and old acquaintance,\" and Text 2 doubts that readers care about a bare list of facts and details.",
      },
      {
        text: "Readers care most about what a bird means to the writer, so strict accuracy matters less than personal feeling.",
        correct: false,
        why: "Text 2 does say readers respond when a bird is related to the writer's life, but it also says interpreting nature is \"not to improve upon her,\" and Text 1 insists on a record that takes no liberties with facts. Neither text ranks feeling above accuracy.",
      },
      {
        text: "Exact science and love of nature pull in opposite directions, so a nature writer must choose between them.",
        correct: false,
        why: "Text 1 contrasts \"the spirit of exact science\" with \"the freedom of love,\" but it does not present them as a forced choice: the book keeps to facts while being written with love, and Text 2 likewise combines facts with the writer's own flavor.",
      },
    ],
    explanation:
      "In 1871 Burroughs described his book as written with love rather than in a strictly scientific spirit, yet a careful record that takes no liberties with facts. In 1895 he said facts are indispensable but must be given the writer's own flavor, and that interpreting nature does not mean improving on it. The view common to both is that personal feeling may shape the account as long as the facts are not altered.",
    source: src.wakeRobin,
  },

  // ================================================================ information and ideas
  {
    id: "mock03-rw-m2e-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Frances Hodgson Burnett's 1911 novel *The Secret Garden*.

Mary heard a low, peculiar whistling sound in the wood and went to find out what it was. A boy was sitting under a tree with his back against it, playing on a rough wooden pipe. On the trunk of the tree, a brown squirrel clung and watched him; from behind a nearby bush, a pheasant stretched out its neck to peep; and quite near him sat two rabbits, sniffing with trembling noses. It seemed as if they were all drawing near to listen to the strange, low call his pipe made. When the boy saw Mary, he spoke to her softly: "Don't move. You'd frighten them."`,
      },
    ],
    stem: STEM_MAIN_IDEA,
    choices: [
      {
        text: "A boy seems to have an unusual power to draw wild animals close to him and keep them calm.",
        correct: true,
        why: "The squirrel, the pheasant, and the rabbits all gather near the boy as he plays, seeming to listen to his pipe, and he warns Mary not to move so that they will stay. The text is built around this remarkable effect he has on wild creatures.",
      },
      {
        text: "Mary is frightened by the wild animals she meets in the wood.",
        correct: false,
        why: "Mary goes toward the sound out of curiosity, and nothing suggests she is afraid. The worry in the text is that she might frighten the animals, not the reverse.",
      },
      {
        text: "A boy is using his pipe to lure the animals of the wood into a trap.",
        correct: false,
        why: "Nothing in the text mentions a trap or any wish to catch the animals; the boy tries to keep them from being frightened away.",
      },
      {
        text: "Mary startles the animals by rushing toward the boy.",
        correct: false,
        why: "The text never says Mary rushes or that the animals run off; the boy warns her not to move before anything startles them.",
      },
    ],
    explanation:
      "Every detail in the text, from the clinging squirrel to the peeping pheasant and the sniffing rabbits, shows wild animals drawn to the boy and his pipe, and his warning to Mary shows how carefully he keeps them calm. That is the main idea.",
    source: src.secretGarden,
  },
  {
    id: "mock03-rw-m2e-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Members of a middle school science club wanted to find out which kind of seed draws the most birds in winter. They filled four identical feeders with different seeds, hung the feeders side by side in the school courtyard, and counted the birds that visited each feeder over ten school days. Black-oil sunflower seed was by far the most popular choice: ______`,
      },
    ],
    table: {
      title: "Bird visits to four feeders over ten school days (invented data)",
      columns: ["Seed in feeder", "Bird visits"],
      rows: [
        ["Black-oil sunflower", "412"],
        ["Nyjer (thistle)", "156"],
        ["White millet", "131"],
        ["Cracked corn", "58"],
      ],
    },
    stem: STEM_TABLE,
    choices: [
      {
        text: "the feeder holding it received 412 visits, more than twice as many as any other feeder.",
        correct: true,
        why: "The table gives 412 visits for the sunflower feeder, and the next highest count is 156 (nyjer); twice 156 is 312, so 412 is more than double every other count. This supports \"by far the most popular.\"",
      },
      {
        text: "the feeder holding it received 156 visits, more than the white millet feeder.",
        correct: false,
        why: "The count of 156 belongs to the nyjer feeder, not the sunflower feeder, which received 412 visits.",
      },
      {
        text: "the feeder holding it received 412 visits, only slightly more than the nyjer feeder.",
        correct: false,
        why: "The number 412 is right, but the comparison is wrong: the nyjer feeder had only 156 visits, so the difference is large, not slight. A slight lead would also contradict \"by far.\"",
      },
      {
        text: "the cracked corn feeder received 58 visits, the most of any feeder.",
        correct: false,
        why: "The cracked corn feeder received the fewest visits, not the most, and this choice does not describe the sunflower seed at all.",
      },
    ],
    explanation:
      "The statement claims that black-oil sunflower seed was by far the most popular. The table shows 412 visits for that feeder against at most 156 for any other, more than twice as many, so that comparison completes the statement accurately.",
    source: original,
  },
  {
    id: "mock03-rw-m2e-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Eleanor H. Porter's 1913 novel *Pollyanna*. Nancy, a servant, is describing Mrs. Snow, a sick woman to whom Pollyanna is about to carry a gift of food.

"Nothing that ever happens has happened right in Mrs. Snow's eyes," Nancy said. "If it's Monday, she's bound to say she wishes it was Sunday; and if you take her jelly, you're pretty sure to hear she wanted chicken. But if you did bring her chicken, she'd be hankering for lamb broth!"

Mrs. Snow had lived forty years, and for fifteen of those years she had been too busy wishing things were different to find much time to enjoy things as they were.`,
      },
    ],
    stem: "Based on the text, which choice best describes Mrs. Snow?",
    choices: [
      {
        text: "She habitually wants whatever she does not have.",
        correct: true,
        why: "Nancy's examples all follow one pattern: Monday makes her wish for Sunday, jelly makes her want chicken, and chicken would make her want lamb broth. The narrator confirms it: for fifteen years she has been too busy wishing things were different to enjoy them as they were.",
      },
      {
        text: "She prefers chicken to every other food.",
        correct: false,
        why: "Chicken is only what she would want if she were given jelly; Nancy says that if she were brought chicken, she would want lamb broth instead. She has no fixed favorite.",
      },
      {
        text: "She is grateful for the food that visitors bring her.",
        correct: false,
        why: "Nancy's description shows the opposite: whatever food is brought, Mrs. Snow is sure to want something else.",
      },
      {
        text: "She has only recently become dissatisfied with her life.",
        correct: false,
        why: "The narrator says she has spent fifteen of her forty years wishing things were different, which is a long-standing habit, not a recent change.",
      },
    ],
    explanation:
      "Both Nancy's examples and the narrator's closing sentence show that Mrs. Snow always wishes for something other than what she has, whether a different day or a different food. The best description is that she habitually wants what she does not have.",
    source: src.pollyanna,
  },
  {
    id: "mock03-rw-m2e-11",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In Frances Hodgson Burnett's 1905 novel *A Little Princess*, Sara Crewe, once the richest pupil at a London boarding school, is made to work as a servant and sleep in a bare attic after her father dies. To make her new life bearable, Sara pretends that the attic is a cell in the Bastille, a famous prison in Paris. The game comes to matter deeply not only to Sara but also to Becky, an overworked young servant who sleeps in the attic next door.`,
      },
    ],
    stem: "Which quotation from *A Little Princess* most effectively illustrates the claim that the game matters deeply to Becky?",
    choices: [
      {
        text: `One night Becky said hoarsely to Sara, "'Twarn't for you, an' the Bastille, an' bein' the prisoner in the next cell, I should die."`,
        correct: true,
        why: "Becky herself says that if it were not for Sara, the Bastille game, and her part in it as \"the prisoner in the next cell,\" she \"should die.\" That is direct evidence that the game matters deeply to her.",
      },
      {
        text: `When asked whether she could bear living in the attic, Sara answered, "If I pretend it's quite different, I can."`,
        correct: false,
        why: "This shows that pretending helps Sara herself endure the attic, but it says nothing about Becky, who is the subject of the claim.",
      },
      {
        text: `"Ermengarde was at once enraptured and awed."`,
        correct: false,
        why: "This describes the reaction of a different girl, Ermengarde, not Becky, so it cannot show what the game means to Becky.",
      },
      {
        text: `"The first night she spent in her attic was a thing Sara never forgot."`,
        correct: false,
        why: "This concerns Sara's memory of her first night in the attic; it mentions neither the game nor Becky.",
      },
    ],
    explanation:
      "The claim is about Becky's feelings toward the Bastille game. Only the quotation in which Becky says she would die without Sara, the Bastille, and her role as the prisoner in the next cell speaks to that directly.",
    source: src.littlePrincess,
  },
  {
    id: "mock03-rw-m2e-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `At one middle school, the library recorded how many times each of four classic novels was checked out during the fall term and again during the spring term. Between the two terms, sixth-grade teachers read two of the novels aloud in class; the other two novels were not read aloud. The librarian concluded that hearing a novel read aloud in class made students much more likely to check that novel out.`,
      },
    ],
    table: {
      title: "Library checkouts of four novels (invented data)",
      columns: ["Novel", "Read aloud in class?", "Fall checkouts", "Spring checkouts"],
      rows: [
        ["The Secret Garden", "Yes", "6", "21"],
        ["Peter and Wendy", "Yes", "4", "17"],
        ["Penrod", "No", "5", "6"],
        ["Rebecca of Sunnybrook Farm", "No", "7", "6"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the librarian's conclusion?",
    choices: [
      {
        text: "Checkouts of *The Secret Garden* and *Peter and Wendy*, the two novels read aloud, rose from 6 to 21 and from 4 to 17, while checkouts of each of the other two novels changed by only one.",
        correct: true,
        why: "This compares both groups: the two novels read aloud gained 15 and 13 checkouts, while the two that were not read aloud went from 5 to 6 and from 7 to 6. That contrast is what the conclusion claims.",
      },
      {
        text: "In the fall term, *Rebecca of Sunnybrook Farm* was checked out more often than any of the other three novels.",
        correct: false,
        why: "This is accurate (7 checkouts), but it describes the fall term only, before any reading aloud, so it says nothing about the effect of hearing a novel read aloud.",
      },
      {
        text: "Checkouts of *Peter and Wendy* rose from 4 in the fall term to 17 in the spring term.",
        correct: false,
        why: "This is accurate but covers only one novel that was read aloud. Without the novels that were not read aloud for comparison, the rise could have happened to every book.",
      },
      {
        text: "Checkouts of *Penrod* rose from 5 to 6, a larger increase than that of *The Secret Garden*.",
        correct: false,
        why: "The table contradicts this: *Penrod* gained one checkout, while *The Secret Garden* gained 15.",
      },
    ],
    explanation:
      "To support the claim that reading a novel aloud made students more likely to check it out, the evidence must show the read-aloud novels rising while the others did not. Only the choice comparing the large gains for *The Secret Garden* and *Peter and Wendy* with the nearly unchanged counts for the other two does this.",
    source: original,
  },
  {
    id: "mock03-rw-m2e-13",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from A. A. Milne's 1926 book *Winnie-the-Pooh*.

One snowy day, Piglet looked up and saw Pooh walking round and round in a circle. Pooh said he was tracking something, and he pointed to some paw-marks in the snow. Piglet wondered whether they might belong to a Woozle. The two friends followed the tracks round a small spinney of larch trees. Soon there seemed to be two sets of paw-marks, then three, then four, all going the same way round the same trees. The growing number of tracks most likely shows that ______`,
      },
    ],
    stem: STEM_COMPLETE,
    choices: [
      {
        text: "Pooh and Piglet have been following their own footprints around the trees.",
        correct: true,
        why: "Pooh was already walking in a circle before Piglet joined him, and the two then kept circling the same spinney. Each time round, their own fresh prints would be added to the trail, which explains why the sets of tracks keep multiplying on the same path.",
      },
      {
        text: "more and more Woozles have been joining the group ahead of them.",
        correct: false,
        why: "This is what Piglet fears, but nothing in the text shows any creature other than Pooh and Piglet, and the circling explains the tracks without any Woozles.",
      },
      {
        text: "the animals that made the tracks are leading Pooh and Piglet away from the spinney.",
        correct: false,
        why: "The text says all the tracks go the same way round the same trees, so they do not lead away from the spinney.",
      },
      {
        text: "the snow is melting, which makes the older tracks harder to see.",
        correct: false,
        why: "Melting snow would make tracks disappear, but the text describes more and more tracks appearing, and it never mentions melting.",
      },
    ],
    explanation:
      "The key details are that Pooh began by walking in a circle and that the friends keep going round the same small group of trees. The extra sets of paw-marks are therefore best explained as their own tracks, added on each lap.",
    source: src.winnieThePooh,
  },
  {
    id: "mock03-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `John Burroughs named his first book of nature essays, published in 1871, *Wake-Robin*, after a common name for the white trillium, a woodland wildflower. The name seems to suggest that the flower's blooming announces the robin's return. Yet in the book's opening essay, Burroughs observes that by the time the wake-robin blooms, the robin "has been awake for some weeks," and he associates the flower instead with "the universal awakening and rehabilitation of nature." In his preface, he explains that he wanted a word "thoroughly in the atmosphere and spirit of the book," and he describes the trillium as a flower that "marks the arrival of all the birds." Taken together, these statements suggest that Burroughs chose his title because ______`,
      },
    ],
    stem: STEM_COMPLETE,
    choices: [
      {
        text: "he saw the flower as a sign of spring's general renewal and of the return of birds of every kind, not merely of the robin.",
        correct: true,
        why: "Burroughs links the flower to \"the universal awakening\" of nature and to \"the arrival of all the birds,\" and he notes that the robin is already awake before it blooms. A title chosen for the book's whole spirit therefore points to general renewal and all the returning birds, not to the robin alone.",
      },
      {
        text: "he believed that the trillium's blooming is what prompts the robin to begin singing each spring.",
        correct: false,
        why: "This takes the flower's name literally, but Burroughs says the robin has already been awake for weeks when the flower blooms, so the flower cannot be what wakes it.",
      },
      {
        text: "he wanted to show readers that the flower's common name is a mistake that ought to be corrected.",
        correct: false,
        why: "Burroughs notes that the name does not fit the robin literally, but he adopts that very name as his title; nothing suggests he wanted to correct or replace it.",
      },
      {
        text: "the robin was the bird he observed most closely and wrote about most often in the book.",
        correct: false,
        why: "The text gives no evidence about how often the robin appears in the book, and his description of the flower as marking \"the arrival of all the birds\" points away from any single bird.",
      },
    ],
    explanation:
      "Three statements must be combined: the robin is awake weeks before the flower blooms, Burroughs ties the flower to nature's universal awakening, and his preface says it marks the arrival of all the birds and suits the book's spirit. Together they show he chose the name for what the flower stood for, spring's general renewal and the return of the birds as a whole, rather than for its literal link to the robin.",
    source: src.wakeRobin,
  },

  // ================================================================ standard english conventions
  {
    id: "mock03-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `At the start of Frances Hodgson Burnett's 1911 novel *The Secret Garden*, the heroine, ______ is sent from India to live in her uncle's huge, gloomy house on the Yorkshire moors in England.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "Mary Lennox,",
        correct: true,
        why: "\"Mary Lennox\" is a nonessential appositive that renames \"the heroine.\" It opens with a comma, so it must close with a comma before the sentence continues with its verb, \"is sent.\"",
      },
      {
        text: "Mary Lennox",
        correct: false,
        why: "The appositive is opened with a comma after \"heroine\" but never closed, leaving an unmatched comma between the subject and its verb.",
      },
      {
        text: "Mary Lennox;",
        correct: false,
        why: "A semicolon must separate two independent clauses, but it would cut the subject \"the heroine\" off from its verb \"is sent,\" leaving two fragments.",
      },
      {
        text: "Mary Lennox—",
        correct: false,
        why: "An appositive must be set off by matching punctuation. This one opens with a comma, so closing it with a dash is inconsistent.",
      },
    ],
    explanation:
      "The name \"Mary Lennox\" is extra information that identifies \"the heroine.\" Because it begins with a comma, it must end with a comma, which lets the sentence continue to its verb \"is sent.\"",
    source: src.secretGarden,
  },
  {
    id: "mock03-rw-m2e-16",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In the opening chapter of Kate Douglas Wiggin's *Rebecca of Sunnybrook Farm* (1903), ten-year-old Rebecca tells the stagecoach driver that there are seven children in her family. She then names all seven in order of ______ Hannah, Rebecca herself, John, Jenny, Mark, Fanny, and Mira.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "age:",
        correct: true,
        why: "A colon can introduce a list after an independent clause. \"She then names all seven in order of age\" is a complete clause, and the list that follows spells out the seven names.",
      },
      {
        text: "age;",
        correct: false,
        why: "A semicolon must be followed by an independent clause, but the list of names that follows is not a clause.",
      },
      {
        text: "age",
        correct: false,
        why: "With no punctuation, \"age\" runs straight into the names, as if \"age Hannah\" were one phrase; the list needs to be introduced.",
      },
      {
        text: "age, they are",
        correct: false,
        why: "This joins two independent clauses (\"She then names all seven in order of age\" and \"they are Hannah...\") with only a comma, creating a comma splice.",
      },
    ],
    explanation:
      "The sentence has a complete clause followed by a list that explains it. A colon is the standard way to introduce such a list; the other choices use a semicolon before a non-clause, omit needed punctuation, or create a comma splice.",
    source: src.rebecca,
  },
  {
    id: "mock03-rw-m2e-17",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Booth Tarkington's *Penrod* (1914) follows the misadventures of Penrod Schofield, an eleven-year-old boy in a Midwestern city. The comic episodes that make up the book ______ first published separately in popular magazines in 1913 and 1914 before being gathered into a single volume.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "were",
        correct: true,
        why: "The subject is the plural noun \"episodes,\" and the events took place in 1913 and 1914, so the plural past-tense verb \"were\" is correct.",
      },
      {
        text: "was",
        correct: false,
        why: "\"Was\" is singular, perhaps chosen to agree with \"book,\" the noun just before the blank. But \"book\" belongs to the clause \"that make up the book\"; the subject is the plural \"episodes.\"",
      },
      {
        text: "is",
        correct: false,
        why: "\"Is\" is singular and in the present tense, so it neither agrees with \"episodes\" nor fits an action completed in 1913 and 1914.",
      },
      {
        text: "has been",
        correct: false,
        why: "\"Has been\" is singular, so it does not agree with the plural subject \"episodes\"; the present perfect also clashes with the specific past dates.",
      },
    ],
    explanation:
      "Setting aside the clause \"that make up the book,\" the core sentence is \"The comic episodes ... were first published.\" The plural subject needs a plural verb, and the past dates call for the past tense.",
    source: src.penrod,
  },
  {
    id: "mock03-rw-m2e-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Eleanor H. Porter's *Pollyanna* (1913) was so popular that readers across the United States formed "Glad Clubs" in honor of its cheerful ______ the heroine's name later became a label, often an unflattering one, for a person who is unreasonably optimistic.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "heroine; however,",
        correct: true,
        why: "Two independent clauses meet at the blank, and \"however\" is a conjunctive adverb, not a conjunction. A semicolon before it joins the clauses, and a comma after it sets it off from the second clause.",
      },
      {
        text: "heroine, however,",
        correct: false,
        why: "A comma cannot join two independent clauses, and \"however\" does not change that, so this is a comma splice.",
      },
      {
        text: "heroine however,",
        correct: false,
        why: "With no punctuation before \"however,\" the two independent clauses run together into a run-on sentence.",
      },
      {
        text: "heroine, however",
        correct: false,
        why: "Only a comma separates the two independent clauses, so this is still a comma splice.",
      },
    ],
    explanation:
      "\"Eleanor H. Porter's *Pollyanna* ... formed 'Glad Clubs' in honor of its cheerful heroine\" and \"the heroine's name later became a label...\" are both independent clauses. When \"however\" begins the second clause, a semicolon must come before it and a comma after it.",
    source: src.pollyanna,
  },
  {
    id: "mock03-rw-m2e-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `J. M. Barrie's *Peter Pan*, the story of a boy who would never grow up, first reached audiences as a play. Staged in London in December 1904, ______ seven years later as a novel, *Peter and Wendy*.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "the play was so successful that Barrie retold the story",
        correct: true,
        why: "The opening phrase \"Staged in London in December 1904\" must describe the noun right after the comma. \"The play\" is what was staged, so the modifier is placed correctly.",
      },
      {
        text: "Barrie was encouraged by the play's success to retell the story",
        correct: false,
        why: "This makes the modifier describe Barrie, as if Barrie himself had been staged in London; it was the play that was staged.",
      },
      {
        text: "the play's success encouraged Barrie to retell the story",
        correct: false,
        why: "This makes the modifier describe \"the play's success,\" but a success is not something that can be staged; the play was.",
      },
      {
        text: "Barrie's success with the play led him to retell the story",
        correct: false,
        why: "The noun after the comma is \"Barrie's success,\" so the modifier would say the success was staged in London, which is illogical.",
      },
    ],
    explanation:
      "An introductory modifier describes the noun that immediately follows it. Only \"the play\" can logically have been \"staged in London in December 1904,\" so the sentence must continue with \"the play.\"",
    source: src.peterAndWendy,
  },
  {
    id: "mock03-rw-m2e-20",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `After *Wake-Robin* (1871), John Burroughs went on to publish many more collections of essays. Among those that soon followed were *Winter Sunshine*, published in ______ *Birds and Poets*, published in 1877; and *Locusts and Wild Honey*, published in 1879.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "1875;",
        correct: true,
        why: "Each item in this series already contains a comma (\"*Winter Sunshine*, published in 1875\"), so the items must be separated by semicolons, as the later semicolon before \"and *Locusts and Wild Honey*\" confirms.",
      },
      {
        text: "1875,",
        correct: false,
        why: "A comma here would blur the boundary between items that already contain commas, and it would not match the semicolon that separates the second and third items.",
      },
      {
        text: "1875:",
        correct: false,
        why: "A colon introduces an explanation or list; it cannot separate one item in a series from the next.",
      },
      {
        text: "1875",
        correct: false,
        why: "With no punctuation, the first item runs into the second (\"1875 *Birds and Poets*\"), and the series is no longer clearly divided.",
      },
    ],
    explanation:
      "When the items in a series contain internal commas, semicolons separate the items. The series here is \"*Winter Sunshine*, published in 1875; *Birds and Poets*, published in 1877; and *Locusts and Wild Honey*, published in 1879,\" so a semicolon belongs after \"1875.\"",
    source: src.wakeRobin,
  },
  {
    id: "mock03-rw-m2e-21",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `From 1898 to 1907, Frances Hodgson Burnett rented Great Maytham Hall, a country house in Kent, England. She spent many hours in the ______ old walled rose garden, which is widely believed to have helped inspire her novel *The Secret Garden* (1911).`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "estate's",
        correct: true,
        why: "The rose garden belongs to one estate, Great Maytham Hall, so the singular possessive \"estate's\" is correct.",
      },
      {
        text: "estates",
        correct: false,
        why: "\"Estates\" is a plain plural with no apostrophe, so it shows no possession, and the text describes only one estate.",
      },
      {
        text: "estates'",
        correct: false,
        why: "\"Estates'\" is a plural possessive, meaning a garden belonging to several estates, but the text describes only one.",
      },
      {
        text: "estate",
        correct: false,
        why: "Without an apostrophe and \"s,\" \"estate\" does not show that the garden belongs to the estate, and \"the estate old walled rose garden\" is not standard.",
      },
    ],
    explanation:
      "The garden belongs to a single estate, Great Maytham Hall. A singular noun forms its possessive with an apostrophe and \"s,\" giving \"the estate's old walled rose garden.\"",
    source: src.secretGarden,
  },

  // ================================================================ expression of ideas
  {
    id: "mock03-rw-m2e-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from J. M. Barrie's 1911 novel *Peter and Wendy*.

Peter flew back into the Darlings' nursery to look for the shadow he had lost there. He found it in a chest of drawers and tried to stick it back on with soap from the bathroom. ______ the soap would not hold it, and Peter sat on the floor and cried. Wendy, woken by the sound, knew at once what to do: the shadow would have to be sewn on.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "However,",
        correct: true,
        why: "Peter tries the soap expecting it to work, and the next sentence reports that it fails. \"However\" signals this contrast between the attempt and its disappointing result.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The failure of the soap is not an example of Peter's attempt to use soap; it is the outcome of that attempt, which runs against what he hoped.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "\"Likewise\" signals something similar to what came before, but no earlier failure is described for the soap's failure to resemble.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Trying the soap does not cause the soap to fail; \"Therefore\" would wrongly present the failure as a logical result of the attempt.",
      },
    ],
    explanation:
      "The text moves from Peter's hopeful attempt (sticking the shadow on with soap) to its failure (the soap would not hold it). A contrast transition is needed, and \"However\" provides it.",
    source: src.peterAndWendy,
  },
  {
    id: "mock03-rw-m2e-23",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- A. A. Milne's book *Winnie-the-Pooh* was published in London in 1926.
- Several of its characters were based on stuffed toys owned by Milne's son, Christopher Robin Milne.
- Christopher Robin liked to visit a black bear at the London Zoo.
- The zoo's bear had been named Winnipeg, after a city in Canada, and was called Winnie for short.
- Christopher Robin named his teddy bear after her.
- The teddy bear became the model for the book's main character.`,
      },
    ],
    stem: `The student wants to explain where the name "Winnie" came from. ${STEM_NOTES}`,
    choices: [
      {
        text: `The name "Winnie" came from a black bear at the London Zoo, named after the Canadian city of Winnipeg, that Milne's son liked to visit and after which he named his teddy bear.`,
        correct: true,
        why: "This traces the name to its source: the zoo bear Winnipeg, called Winnie for short, whom Christopher Robin visited and after whom he named the teddy bear that became the model for the main character.",
      },
      {
        text: "A. A. Milne's *Winnie-the-Pooh* was published in London in 1926.",
        correct: false,
        why: "This gives the book's place and date of publication but says nothing about where the name \"Winnie\" came from.",
      },
      {
        text: "Several characters in *Winnie-the-Pooh* were based on stuffed toys owned by Milne's son.",
        correct: false,
        why: "This explains where the characters came from in general, not the origin of the particular name \"Winnie.\"",
      },
      {
        text: "Christopher Robin Milne owned a teddy bear that became the model for the main character of his father's book.",
        correct: false,
        why: "This identifies the toy behind the character but leaves out the zoo bear called Winnie, the actual source of the name.",
      },
    ],
    explanation:
      "The goal is the origin of the name \"Winnie.\" The notes trace it to a London Zoo bear named Winnipeg and called Winnie for short, after whom Christopher Robin named his teddy bear; only the choice that connects the name to that bear accomplishes the goal.",
    source: src.winnieThePooh,
  },
  {
    id: "mock03-rw-m2e-24",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Before she became famous as a novelist, Kate Douglas Wiggin worked as a teacher. In 1878, she took charge of the Silver Street Kindergarten in San Francisco, the first free kindergarten west of the Rocky Mountains. ______ she devoted herself to writing, and her 1903 novel *Rebecca of Sunnybrook Farm* became a best seller.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Later,",
        correct: true,
        why: "The text moves in time from Wiggin's teaching, including the kindergarten she ran from 1878, to her writing career and a novel published in 1903. \"Later\" marks that step forward in time.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Her devotion to writing is not an example of her work as a teacher; it is the next stage of her life.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Writing novels is not presented as similar to opening a kindergarten; the sentence describes a change in her career, not a parallel.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "\"In other words\" introduces a restatement, but the sentence about writing adds new information rather than restating her teaching.",
      },
    ],
    explanation:
      "The first sentences describe Wiggin's early career as a teacher, and the last describes what she did afterward, ending with a novel from 1903. A time transition is needed, and \"Later\" fits.",
    source: src.rebecca,
  },
  {
    id: "mock03-rw-m2e-25",
    skill: "transitions",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Frances Hodgson Burnett told the story of Sara Crewe more than once. She first published it in 1888 as a short novel titled *Sara Crewe*. She then adapted the story for the stage. ______ in 1905, she expanded it into the full-length novel *A Little Princess*, adding many scenes that the earlier versions had left out.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Finally,",
        correct: true,
        why: "The text lists three versions of the story in order: the 1888 short novel, the stage adaptation, and the 1905 novel. \"Finally\" marks the last step in that sequence.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The 1905 novel is not an example of the stage adaptation; it is a separate, later version of the story.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "The novel continues the series of retellings rather than opposing the earlier versions, so no contrast is being drawn.",
      },
      {
        text: "Meanwhile,",
        correct: false,
        why: "\"Meanwhile\" means at the same time, but the novel came after the stage version, as the dates and the word \"then\" show.",
      },
    ],
    explanation:
      "The text traces the story through a sequence of versions: first a short novel, then a play, and last a full-length novel. \"Finally\" introduces the last version in the sequence.",
    source: src.littlePrincess,
  },
  {
    id: "mock03-rw-m2e-26",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Many of the animals in A. A. Milne's *Winnie-the-Pooh* (1926) began as real toys. Pooh, Piglet, Eeyore, Kanga, and Roo were all based on stuffed animals that belonged to Milne's young son, Christopher Robin. ______ Owl and Rabbit had no models in the nursery; they were invented for the stories.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "By contrast,",
        correct: true,
        why: "The earlier sentences describe characters that came from real toys; the last sentence describes two characters that did not. \"By contrast\" signals this difference.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Owl and Rabbit cannot be examples of animals based on toys, because the sentence says they had no models in the nursery.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Owl and Rabbit differ from the toy-based characters rather than resembling them, so a similarity transition is illogical.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "The fact that some characters were based on toys does not cause Owl and Rabbit to have been invented; the two facts are contrasted, not linked as cause and effect.",
      },
    ],
    explanation:
      "The text first lists the characters modeled on Christopher Robin's toys and then turns to two characters invented with no toy models. That shift calls for a contrast transition such as \"By contrast.\"",
    source: src.winnieThePooh,
  },
  {
    id: "mock03-rw-m2e-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- John Burroughs (1837–1921) was an American nature writer.
- He grew up on a farm in the Catskill Mountains of New York.
- In the 1860s and early 1870s, he worked as a clerk in the Treasury Department in Washington, D.C.
- His desk there faced the iron wall of a vault that held millions of dollars in banknotes.
- At that desk he wrote *Wake-Robin* (1871), his first book of nature essays.
- The book describes birds in the woods and fields, drawing on memories of his youth.`,
      },
    ],
    stem: `The student wants to emphasize the contrast between the setting in which Burroughs wrote *Wake-Robin* and the book's subject. ${STEM_NOTES}`,
    choices: [
      {
        text: "Burroughs wrote *Wake-Robin*, a book about birds in the woods and fields, while sitting at a desk that faced the iron wall of a vault full of banknotes.",
        correct: true,
        why: "This sets the two sides of the contrast side by side: the subject (birds in the woods and fields) and the setting (a desk facing the iron wall of a vault full of banknotes).",
      },
      {
        text: "While working as a clerk in the Treasury Department in Washington, D.C., Burroughs wrote *Wake-Robin*, which was published in 1871.",
        correct: false,
        why: "This names where Burroughs worked when he wrote the book, but it says nothing about what the book is about, so there is no subject for the setting to contrast with.",
      },
      {
        text: "*Wake-Robin* (1871) describes birds in the woods and fields, drawing on Burroughs's memories of growing up on a farm in the Catskills.",
        correct: false,
        why: "This describes only the book's subject and its sources; it says nothing about the office where the book was written.",
      },
      {
        text: "Burroughs, who grew up in the Catskills, later worked in Washington, D.C., at a desk facing the iron wall of a vault full of banknotes.",
        correct: false,
        why: "This describes the setting vividly but never mentions *Wake-Robin* or its subject, so there is nothing for the setting to contrast with.",
      },
    ],
    explanation:
      "To emphasize a contrast, the sentence must present both sides: where the book was written (a desk facing the iron wall of a vault full of banknotes) and what it is about (birds in woods and fields). Only one choice puts both in the same sentence.",
    source: src.wakeRobin,
  },
];
