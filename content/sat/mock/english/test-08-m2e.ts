import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 8, reading and writing, module 2 (easier form). Passages are adapted from public-domain
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
  raggedDick: pd(
    "Horatio Alger Jr.",
    "Ragged Dick; or, Street Life in New York with the Boot-Blacks",
    1868,
    "A. K. Loring, Boston, 1868",
  ),
  hansBrinker: pd(
    "Mary Mapes Dodge",
    "Hans Brinker; or, The Silver Skates",
    1865,
    "James O'Kane, New York, 1865 (title page dated 1866)",
  ),
  katy: pd("Susan Coolidge", "What Katy Did", 1872, "Roberts Brothers, Boston, 1872"),
  patty: pd("Carolyn Wells", "Patty Fairfield", 1901, "Dodd, Mead and Company, New York, 1901"),
  technique: pd(
    "Carolyn Wells",
    "The Technique of the Mystery Story",
    1913,
    "The Home Correspondence School, Springfield, Massachusetts, 1913",
  ),
  badBoy: pd("Thomas Bailey Aldrich", "The Story of a Bad Boy", 1870, "Fields, Osgood, & Co., Boston, 1870"),
  peppers: pd("Margaret Sidney", "Five Little Peppers and How They Grew", 1881, "D. Lothrop and Company, Boston, 1881"),
  uncleRemus: pd(
    "Joel Chandler Harris",
    "Uncle Remus: His Songs and His Sayings",
    1880,
    "D. Appleton and Company, New York, 1880 (title page dated 1881)",
  ),
};

const CONVENTIONS = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";
const TABLE = "Which choice most effectively uses data from the table to complete the statement?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock08-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Horatio Alger Jr.'s 1868 novel *Ragged Dick*. Dick is a fourteen-year-old who earns his living shining shoes on the streets of New York City.

Dick's appearance was rather peculiar. His pants were torn in several places and had apparently belonged at first to a boy two sizes larger than himself. He wore a vest with all its buttons gone except two, and a coat that was much too long for him. Yet in spite of his dirt and rags, there was something about Dick that was ______. It was easy to see that if he had been clean and well dressed, he would have been decidedly good-looking. Some of his companions were sly, and their faces inspired distrust; but Dick had a frank, straightforward manner that made him a favorite.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "appealing",
        correct: true,
        why: "The sentences after the blank explain what is attractive about Dick despite his rags: he would be “decidedly good-looking” if clean, and his frank manner “made him a favorite.” “Appealing” names that quality.",
      },
      {
        text: "alarming",
        correct: false,
        why: "Nothing about Dick frightens anyone. Far from causing alarm, his manner makes him a favorite, unlike his sly companions, whose faces “inspired distrust.”",
      },
      {
        text: "dishonest",
        correct: false,
        why: "The text contrasts Dick with his sly companions and calls his manner “frank” and “straightforward,” the opposite of dishonest.",
      },
      {
        text: "forgettable",
        correct: false,
        why: "The blank introduces a quality that stands out “in spite of his dirt and rags,” and the next sentences praise his looks and popularity. A forgettable boy would not be singled out as “a favorite.”",
      },
    ],
    explanation:
      "“Yet in spite of his dirt and rags” signals that the blank names a good quality that overcomes Dick's poor appearance. The following sentences say he would be good-looking if clean and that his frank manner made him a favorite, so “appealing” is the precise word.",
    source: src.raggedDick,
  },
  {
    id: "mock08-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Mary Mapes Dodge's 1865 novel *Hans Brinker; or, The Silver Skates*, which is set in Holland.

On a bright December morning long ago, two thinly clad children were kneeling on the bank of a frozen canal, fastening something to their feet. These were not skates, certainly, but clumsy pieces of wood, narrowed and smoothed at their lower edge and pierced with holes, through which were threaded strings of rawhide. These queer-looking things had been made by the boy Hans. His mother was a poor peasant woman, too poor even to think of buying skates for her little ones. Though the homemade skates were ______, they had given the children many a happy hour on the ice.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "crude",
        correct: true,
        why: "The skates are “clumsy pieces of wood” tied on with rawhide strings and are called “queer-looking.” “Crude” (roughly made) describes them exactly, and “Though” sets up the contrast with the happy hours they gave.",
      },
      {
        text: "elegant",
        correct: false,
        why: "Clumsy, queer-looking pieces of wood are not elegant. The word also cancels the contrast that “Though” sets up with the happy hours the skates provided.",
      },
      {
        text: "costly",
        correct: false,
        why: "Hans made the skates himself because the family was too poor to buy any, so they cost little or nothing.",
      },
      {
        text: "borrowed",
        correct: false,
        why: "The text says the skates “had been made by the boy Hans” and calls them “homemade,” so they were not borrowed from anyone.",
      },
    ],
    explanation:
      "The text stresses how rough the skates are: clumsy pieces of wood with holes and rawhide strings, made at home because the family was poor. “Though” signals that the blank names this drawback, in contrast to the happiness the skates brought. “Crude” fits.",
    source: src.hansBrinker,
  },
  {
    id: "mock08-rw-m2e-03",
    skill: "words-in-context",
    difficulty: "easy",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Carolyn Wells's 1901 novel *Patty Fairfield*.

“How old are you, Patty?” asked her father abruptly.

“Fourteen, papa—why?”

“My conscience! What a great girl you're getting to be. Stand up and let me look at you.”

Patty, with two twists and a spring, brought herself to her feet and stood awaiting her father's inspection. He saw a slender, graceful girl whose blue eyes were deep and twinkly. But best of all was her gentle expression and frank, good-natured smile, which so often broke into ______ dimples. It did on this occasion, and Patty laughed merrily at her father's serious study of her.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "mischievous",
        correct: true,
        why: "Patty's smile is “good-natured,” her eyes “twinkly,” and she laughs “merrily” at her father's serious look. Dimples that suggest playful teasing are “mischievous” ones.",
      },
      {
        text: "sorrowful",
        correct: false,
        why: "Nothing in the scene is sad. The dimples come from a good-natured smile and lead straight into a merry laugh.",
      },
      {
        text: "stern",
        correct: false,
        why: "It is Patty's father who is serious, not Patty. Her smile is gentle and good-natured, so sternness contradicts it.",
      },
      {
        text: "fearful",
        correct: false,
        why: "Patty is not afraid of her father's inspection; she laughs at it. Fear does not fit a smile described as frank and good-natured.",
      },
    ],
    explanation:
      "The blank describes the dimples that Patty's good-natured smile breaks into, and the next sentence shows the smile turning into a merry laugh at her father's seriousness. A playful word is needed: “mischievous.”",
    source: src.patty,
  },
  {
    id: "mock08-rw-m2e-04",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Thomas Bailey Aldrich's 1870 novel *The Story of a Bad Boy*, in which the narrator, Tom Bailey, looks back on his boyhood.

Whenever a new scholar came to our school, I used to confront him at recess with the following words: “My name's Tom Bailey; what's your name?” If the name struck me favorably, I shook hands with the new pupil cordially; but if it didn't, I would turn on my heel, for I was particular on this point. Such names as Higgins, Wiggins, and Spriggins were deadly affronts to my ear; while Langdon, Wallace, Blake, and the like, were passwords to my confidence and esteem.`,
      },
    ],
    stem: "As used in the text, what does the word “particular” most nearly mean?",
    choices: [
      {
        text: "Hard to please",
        correct: true,
        why: "Tom accepts some names with a handshake and turns his back on others, and some names are “deadly affronts” to him. Being “particular on this point” means being fussy and hard to please about names.",
      },
      {
        text: "Specific",
        correct: false,
        why: "This is a common meaning of “particular” (as in “a particular day”), but “I was specific on this point” makes no sense here. The sentence explains why Tom rejected some pupils: he was choosy.",
      },
      {
        text: "Detailed",
        correct: false,
        why: "Tom is not giving a detailed account of anything; he is explaining that he judged new pupils strictly by their names. “Detailed” does not describe that attitude.",
      },
      {
        text: "Private",
        correct: false,
        why: "Tom's judgments are not private: he confronts each new pupil openly at recess and shakes hands or turns away on the spot.",
      },
    ],
    explanation:
      "The word explains Tom's behavior: he shook hands with pupils whose names pleased him and turned on his heel otherwise, treating some names as insults and others as passwords to his esteem. In this context “particular” means fussy, or hard to please.",
    source: src.badBoy,
  },
  {
    id: "mock08-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Margaret Sidney's 1881 novel *Five Little Peppers and How They Grew*.

Times were always hard for the Peppers. Since the father died, when Phronsie, the youngest child, was a baby, Mrs. Pepper had worked hard to scrape together money enough to put bread into her children's mouths and to pay the rent of the little brown house. But she had met life too bravely to be beaten down now. So with a stout heart and a cheery face, she had worked away day after day at making coats, and at tailoring and mending of all descriptions; and she had seen, with pride that couldn't be concealed, her noisy, happy brood growing up around her and filling her heart with comfort.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To describe the Pepper family's hardships and the courage and good cheer with which Mrs. Pepper meets them",
        correct: true,
        why: "The text first describes the family's poverty since the father's death, then shows Mrs. Pepper facing it “too bravely to be beaten down,” with “a stout heart and a cheery face,” and taking pride in her happy children.",
      },
      {
        text: "To explain how Mr. Pepper died and why the family came to live in the little brown house",
        correct: false,
        why: "The text mentions only when the father died, not how, and it never explains how the family came to the house.",
      },
      {
        text: "To contrast Mrs. Pepper's attitude toward her work with her children's attitude toward theirs",
        correct: false,
        why: "The children are described as noisy and happy, but the text never mentions any work they do, so no such contrast is drawn.",
      },
      {
        text: "To describe the methods Mrs. Pepper uses to make and mend coats",
        correct: false,
        why: "Her tailoring and mending are named only to show how hard she works; the text gives no details of how she does them.",
      },
    ],
    explanation:
      "The passage moves from the family's hard times (poverty since the father's death) to Mrs. Pepper's response to them (bravery, cheerfulness, steady work, and pride in her children). Its purpose is to present those hardships and the spirit in which she meets them.",
    source: src.peppers,
  },
  {
    id: "mock08-rw-m2e-06",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Mary Mapes Dodge's 1865 novel *Hans Brinker; or, The Silver Skates*. Hans Brinker and his sister, Gretel, who come from a very poor family, are arriving at a canal where other children are skating.

At noon the students poured out of the schoolhouse for an hour of skating on the canal. They had skated only a few moments when Carl Schummel said mockingly to Hilda van Gleck, “There's a pretty pair just coming onto the ice! The little rag-pickers! Their skates must have been a present from the king direct.”

“They are patient creatures,” said Hilda gently. “It must have been hard to learn to skate on such queer things. They are very poor peasants, you see. The boy has probably made the skates himself.”

Carl was somewhat abashed.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To show Hilda answering Carl's mockery of Hans and Gretel with sympathy and respect for their efforts",
        correct: true,
        why: "Carl jeers at the “rag-pickers” and their skates; Hilda replies “gently” that they are “patient creatures” who must have found it hard to learn on such skates. Her answer leaves Carl “abashed,” so the scene turns on her kind response to his scorn.",
      },
      {
        text: "To reveal that Hilda already knows Hans and Gretel well and can speak for their character",
        correct: false,
        why: "Hilda only guesses about the children: the boy has “probably” made the skates himself. Nothing suggests she knows them personally.",
      },
      {
        text: "To show that Hilda, like Carl, finds the children's homemade skates ridiculous",
        correct: false,
        why: "Hilda does call the skates “queer things,” but she uses the point to praise the children's patience, not to laugh at them. She disagrees with Carl, which is why he is abashed.",
      },
      {
        text: "To explain why the students were allowed only one hour of skating at noon",
        correct: false,
        why: "The hour of skating is simply the setting of the scene; the text gives no reason for its length and does not focus on it.",
      },
    ],
    explanation:
      "The scene sets Carl's mocking description of Hans and Gretel against Hilda's gentle reply, which turns the strange skates into evidence of the children's patience and effort. Carl's embarrassment at the end confirms that the point of the scene is Hilda's sympathetic answer to his scorn.",
    source: src.hansBrinker,
  },
  {
    id: "mock08-rw-m2e-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the introduction to Joel Chandler Harris's 1880 book *Uncle Remus: His Songs and His Sayings*, which presents African American folktales as told by a fictional storyteller, Uncle Remus.

I am advised by my publishers that this book is to be included in their catalogue of humorous publications, and this friendly warning gives me an opportunity to say that however humorous it may be in effect, its intention is perfectly serious. With respect to the folklore, my purpose has been to preserve the legends themselves in their original simplicity. Each legend has its variants, but in every instance I have retained that particular version which seemed to me to be the most characteristic, and have given it without embellishment and without exaggeration.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To insist that, although the book may amuse readers, it was meant as a faithful record of traditional tales",
        correct: true,
        why: "Harris grants that the book may be humorous “in effect” but says its “intention is perfectly serious,” and he explains that intention: to preserve the legends “in their original simplicity,” choosing the most characteristic version and adding no embellishment.",
      },
      {
        text: "To object to the publishers' decision to present the book as a humorous work",
        correct: false,
        why: "Harris calls the publishers' notice a “friendly warning” and treats it as an “opportunity” to explain his aims. He clarifies his intention but does not protest the decision.",
      },
      {
        text: "To apologize for humor that the publishers added to the tales",
        correct: false,
        why: "Nothing suggests that the publishers changed the tales. Harris says the humor is an effect of the book, and he does not apologize for it.",
      },
      {
        text: "To explain that he combined the variants of each legend into a single improved version",
        correct: false,
        why: "Harris says the opposite: for each legend he “retained that particular version” that seemed most characteristic and gave it “without embellishment,” rather than merging or improving versions.",
      },
    ],
    explanation:
      "The first sentence sets up a contrast between how the book may strike readers (“humorous … in effect”) and what it intends (“perfectly serious”). The rest of the text spells out that serious aim: to preserve each legend simply and faithfully. The main purpose is therefore to present the book as a faithful record despite its humor.",
    source: src.uncleRemus,
  },
  {
    id: "mock08-rw-m2e-08",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `This is the story of a bad boy. Well, not such a very bad, but a pretty bad boy; and I ought to know, for I am, or rather I was, that boy myself. I call my story the story of a bad boy, partly to distinguish myself from those faultless young gentlemen who generally figure in narratives of this kind, and partly because I really was not a cherub. I may truthfully say I was an amiable, impulsive lad, and no hypocrite. In short, I was a real human boy, such as you may meet anywhere in New England, and no more like the impossible boy in a storybook than a sound orange is like one that has been sucked dry.`,
      },
      {
        label: "Text 2",
        text: `Our ragged hero wasn't a model boy in all respects. I am afraid he swore sometimes, and now and then he played tricks on unsuspecting boys from the country. Another of Dick's faults was his extravagance: however much he earned during the day, all was generally spent before morning. I have mentioned Dick's faults because I want it understood, to begin with, that I don't consider him a model boy. But there were some good points about him nevertheless. He would not steal, or cheat, or impose upon younger boys, but was frank and straightforward, manly and self-reliant.`,
      },
    ],
    stem: "Text 1 is adapted from Thomas Bailey Aldrich's 1870 novel *The Story of a Bad Boy*, narrated by Tom Bailey. Text 2 is adapted from Horatio Alger Jr.'s 1868 novel *Ragged Dick*. Based on the texts, how would Tom Bailey, the narrator of Text 1, most likely respond to the way the narrator of Text 2 presents Dick?",
    choices: [
      {
        text: "He would approve, because the narrator of Text 2, like Tom, rejects the idea of a faultless young hero and presents a boy with real faults as well as real virtues.",
        correct: true,
        why: "Tom sets himself apart from the “faultless young gentlemen” of children's stories and describes himself as “not a cherub” but amiable and “no hypocrite.” Text 2's narrator likewise insists Dick is not “a model boy,” lists his faults, and then names his good points. Tom would recognize the same approach.",
      },
      {
        text: "He would object that Dick's faults make him an unsuitable hero for a story.",
        correct: false,
        why: "Tom makes his own faults the point of his story, which he proudly calls “the story of a bad boy.” He would not think faults disqualify a hero.",
      },
      {
        text: "He would argue that Dick, like the boys in storybooks, is too perfect to be believable.",
        correct: false,
        why: "Text 2 goes out of its way to show that Dick is not perfect: he swears, plays tricks, and wastes his money. Tom's complaint about “impossible” storybook boys does not apply to him.",
      },
      {
        text: "He would criticize the narrator of Text 2 for mentioning Dick's good qualities at all.",
        correct: false,
        why: "Tom himself claims good qualities (“an amiable, impulsive lad, and no hypocrite”) while admitting he was no cherub, so he would not object to a balanced picture of Dick.",
      },
    ],
    explanation:
      "Text 1's narrator rejects the “faultless” heroes of stories for children and presents himself as a real boy with faults and virtues. Text 2's narrator does the same for Dick, deliberately listing his faults so that readers will not take him for a model boy, then describing his good points. Tom would therefore most likely approve of Text 2's portrayal.",
    source: src.badBoy,
  },

  // ================================================================ information and ideas
  {
    id: "mock08-rw-m2e-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from the opening of Susan Coolidge's 1872 novel *What Katy Did*. The narrator has been listening to two katydids, insects whose calls seem to argue, “Katy did!” “Katy didn't!”

As I walked home, I fell to thinking about another Katy—a Katy I once knew, who planned to do a great many wonderful things, and in the end did none of them, but something quite different—something she didn't like at all at first, but which, on the whole, was a great deal better than any of the doings she had dreamed about. And as I thought, this little story grew in my head, and I resolved to write it down for you. In memory of my two little friends on the bulrush, I give it their name.`,
      },
    ],
    stem: "According to the text, what is true about the Katy the narrator once knew?",
    choices: [
      {
        text: "She ended up doing something other than what she had planned, and it proved better than her plans.",
        correct: true,
        why: "The narrator says Katy did none of the wonderful things she planned but “something quite different,” which was “a great deal better than any of the doings she had dreamed about.”",
      },
      {
        text: "She accomplished the many wonderful things she had planned.",
        correct: false,
        why: "The text says she “did none of them,” the opposite of accomplishing them.",
      },
      {
        text: "She enjoyed what she ended up doing from the very beginning.",
        correct: false,
        why: "The narrator says it was “something she didn't like at all at first.” Only on the whole did it prove better.",
      },
      {
        text: "She told the narrator the story that the narrator now writes down.",
        correct: false,
        why: "The story “grew in” the narrator's own head while walking home; nothing says Katy told it to the narrator.",
      },
    ],
    explanation:
      "The key sentence describes the Katy the narrator knew: she planned wonderful things, did none of them, and instead did something different that she disliked at first but that turned out “a great deal better” than her dreams.",
    source: src.katy,
  },
  {
    id: "mock08-rw-m2e-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Margaret Sidney's 1881 novel *Five Little Peppers and How They Grew*. Polly Pepper has baked a birthday cake for her mother in the family's old, cracked stove, but it came out scorched.

In the morning the cake was dressed with flowers and set on the breakfast table. “Well, we tried,” said Polly, stilling a sigh.

Oh! how surprised their mother appeared when she saw the table. Her delight in the cake was enough to satisfy the most exacting mind. She admired it on every side, protesting that she would never have supposed Polly could bake it so well in the old stove; then she gave a piece to every child. And like many other things, the cake proved better on trial than it looked, and so turned out to be quite a good surprise all around.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Although Polly fears that her scorched cake will disappoint, it delights her mother and tastes better than it looks.",
        correct: true,
        why: "Polly sighs “Well, we tried,” but her mother is openly delighted, and the narrator confirms that the cake “proved better on trial than it looked,” making it “a good surprise all around.”",
      },
      {
        text: "Mrs. Pepper pretends to enjoy the cake so that Polly will not realize it has been ruined.",
        correct: false,
        why: "The narrator states that the cake really “proved better on trial than it looked,” so nothing suggests that Mrs. Pepper's delight is pretended or that the cake is ruined.",
      },
      {
        text: "Polly decides not to show the cake to her mother because she is ashamed of how it looks.",
        correct: false,
        why: "Polly is disappointed in the cake, but it is decorated with flowers and set on the breakfast table, where her mother sees and admires it.",
      },
      {
        text: "The Pepper children argue about who should decorate the cake with flowers.",
        correct: false,
        why: "The text says only that the cake was dressed with flowers; it mentions no argument among the children.",
      },
    ],
    explanation:
      "The passage moves from Polly's quiet disappointment (“Well, we tried”) to her mother's delight and the narrator's report that the cake was better than it looked. The main idea is that the cake Polly feared would fail turns out to be a real success.",
    source: src.peppers,
  },
  {
    id: "mock08-rw-m2e-11",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Volunteers at a community garden tested four watering schedules on four tomato plots of the same size, planted with the same variety of tomato. At the end of the summer, they weighed all the tomatoes each plot had produced. The volunteers concluded that watering every other day gave the best results: the plot watered on that schedule produced ______`,
      },
    ],
    table: {
      title: "Tomatoes harvested from four community garden plots, by watering schedule",
      columns: ["Watering schedule", "Total harvest (kilograms)"],
      rows: [
        ["Every day", "31"],
        ["Every other day", "42"],
        ["Every third day", "36"],
        ["Once a week", "19"],
      ],
    },
    stem: TABLE,
    choices: [
      {
        text: "42 kilograms of tomatoes, more than any of the other three plots.",
        correct: true,
        why: "The table shows 42 kilograms for the plot watered every other day, the largest harvest of the four, which supports the volunteers' conclusion.",
      },
      {
        text: "31 kilograms of tomatoes, more than the plot watered once a week.",
        correct: false,
        why: "31 kilograms was the harvest of the plot watered every day, not every other day; and being larger than one plot would not show that a schedule was the best.",
      },
      {
        text: "19 kilograms of tomatoes, less than any of the other three plots.",
        correct: false,
        why: "19 kilograms was the harvest of the plot watered once a week. A smallest harvest could not show that a schedule gave the best results.",
      },
      {
        text: "36 kilograms of tomatoes, less than the plot watered every day.",
        correct: false,
        why: "36 kilograms belongs to the plot watered every third day, and it is more, not less, than the 31 kilograms from the plot watered every day.",
      },
    ],
    explanation:
      "The statement must report the harvest of the plot watered every other day and show that it was the best. The table gives that plot 42 kilograms, more than the 31, 36 and 19 kilograms of the other plots.",
    source: original,
  },
  {
    id: "mock08-rw-m2e-12",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In Susan Coolidge's 1872 novel *What Katy Did*, the six Carr children are looked after by their father's sister, Aunt Izzie, after their mother's death. Coolidge suggests that Aunt Izzie's trouble with the children comes partly from how different they are from the child she herself once was.`,
      },
    ],
    stem: "Which quotation from *What Katy Did* most effectively illustrates the claim?",
    choices: [
      {
        text: "“She meant to be kind to the children, but they puzzled her much, because they were not a bit like herself when she was a child.”",
        correct: true,
        why: "This quotation gives both parts of the claim: Aunt Izzie has trouble with the children (they “puzzled her much”), and the reason is that they were “not a bit like herself when she was a child.”",
      },
      {
        text: "“Then Dr. Carr was another person who worried her.”",
        correct: false,
        why: "This shows that Aunt Izzie had difficulties in the household, but it concerns her brother, Dr. Carr, and says nothing about her own childhood.",
      },
      {
        text: "“Dr. Carr, their Papa, was a dear, kind, busy man, who was away from home all day, and sometimes all night, too, taking care of sick people.”",
        correct: false,
        why: "This describes the children's father and his work. It does not mention Aunt Izzie at all.",
      },
      {
        text: "“There were six of the Carr children—four girls and two boys.”",
        correct: false,
        why: "This only counts the children; it says nothing about Aunt Izzie's trouble with them or about how they differ from her as a child.",
      },
    ],
    explanation:
      "The claim links Aunt Izzie's difficulty with the children to the contrast between them and the child she had been. Only the key states both the difficulty and that cause.",
    source: src.katy,
  },
  {
    id: "mock08-rw-m2e-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Before electric refrigerators became common, ice cut in winter was often stored for months packed in sawdust or straw. To compare such coverings, a science class placed four identical blocks of ice in the same warm room: one uncovered, one wrapped in cloth, one packed in straw, and one packed in sawdust. The class weighed each block after 6 hours and again after 12 hours. Before the test, the students predicted that sawdust would preserve ice better than straw would.`,
      },
    ],
    table: {
      title: "Percentage of each ice block's starting mass remaining, by covering",
      columns: ["Covering", "After 6 hours (%)", "After 12 hours (%)"],
      rows: [
        ["None", "58", "21"],
        ["Cloth", "71", "44"],
        ["Straw", "80", "59"],
        ["Sawdust", "88", "74"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the students' prediction?",
    choices: [
      {
        text: "At both times, the block packed in sawdust kept a greater percentage of its starting mass than the block packed in straw did: 88% versus 80% after 6 hours, and 74% versus 59% after 12 hours.",
        correct: true,
        why: "The prediction compares sawdust with straw. This choice makes exactly that comparison, with correct values at both times, and sawdust comes out ahead each time.",
      },
      {
        text: "After 12 hours, the uncovered block kept only 21% of its starting mass, less than any other block.",
        correct: false,
        why: "This is accurate, but it concerns the uncovered block. It says nothing about whether sawdust did better than straw.",
      },
      {
        text: "After 12 hours, the block packed in straw kept 59% of its starting mass, more than the block wrapped in cloth did.",
        correct: false,
        why: "This is accurate, but it compares straw with cloth. The prediction is about sawdust and straw.",
      },
      {
        text: "After 12 hours, the block packed in sawdust kept 88% of its starting mass, compared with 80% for the block packed in straw.",
        correct: false,
        why: "This misreads the table: 88% and 80% are the values after 6 hours. After 12 hours, the values were 74% for sawdust and 59% for straw.",
      },
    ],
    explanation:
      "To support the prediction, a choice must compare the sawdust block with the straw block and report the data correctly. The table shows the sawdust block ahead at 6 hours (88% versus 80%) and at 12 hours (74% versus 59%), which only the key reports accurately.",
    source: original,
  },
  {
    id: "mock08-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `In the preface to his 1868 novel *Ragged Dick*, about a boy who shines shoes on the streets of New York City, Horatio Alger Jr. explains that several characters in the story are “sketched from life” and that his information was gathered “mainly from personal observation and conversations with the boys themselves.” He then admits that readers may notice some anachronisms (details that do not fit the period in which the story is set) but says that he kept them as “aiding in the development of the story,” since his book “does not aspire to strict historical accuracy.” Alger's preface thus suggests that he ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "wanted his portrait of the street boys to be true to their lives but was willing to let some details of timing serve the needs of the plot.",
        correct: true,
        why: "Alger stresses that his characters and information come from real boys and his own observation, yet he deliberately kept anachronisms that helped “the development of the story.” Both halves of the key follow from the preface.",
      },
      {
        text: "drew on the lives of real boys but regretted that he had not been able to make every detail historically exact.",
        correct: false,
        why: "The first half is supported, but Alger shows no regret: he says he kept the anachronisms on purpose because they aided the story, and that the book does not aim at strict historical accuracy.",
      },
      {
        text: "invented the characters of the novel without drawing on any real people.",
        correct: false,
        why: "Alger says the opposite: several characters are “sketched from life,” and his information came from conversations with the boys themselves.",
      },
      {
        text: "relied mainly on official records rather than on his own observation of the boys.",
        correct: false,
        why: "Alger says his information was gathered “mainly from personal observation and conversations with the boys themselves,” not mainly from records.",
      },
    ],
    explanation:
      "The preface makes two points: the novel is grounded in real boys' lives (characters “sketched from life,” information from observation and conversation), and Alger knowingly let some period details slip because they helped the story. Only the key combines faithfulness to the boys' lives with a deliberate, unapologetic freedom about historical details.",
    source: src.raggedDick,
  },

  // ================================================================ standard English conventions
  {
    id: "mock08-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Susan Coolidge, the pen name of the American writer Sarah Chauncey ______ appeared on the title page of *What Katy Did* when the novel was first published in 1872. The novel follows Katy Carr, the eldest of six motherless children in the small town of Burnet.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Woolsey,",
        correct: true,
        why: "The phrase “the pen name of the American writer Sarah Chauncey Woolsey” interrupts the subject and its verb, “appeared.” It opens with a comma, so it must close with a comma.",
      },
      {
        text: "Woolsey",
        correct: false,
        why: "Without a closing comma, the interrupting phrase never ends, and “Woolsey” runs straight into the verb “appeared.”",
      },
      {
        text: "Woolsey;",
        correct: false,
        why: "A semicolon separates independent clauses. Here it would split the subject “Susan Coolidge” from its verb “appeared.”",
      },
      {
        text: "Woolsey—",
        correct: false,
        why: "The phrase begins with a comma after “Susan Coolidge,” so it must end with a comma too. Pairing a comma with a dash is inconsistent.",
      },
    ],
    explanation:
      "The core sentence is “Susan Coolidge … appeared on the title page.” The phrase identifying Coolidge as Woolsey's pen name is set off by a comma at its start, so it needs a matching comma at its end: “Woolsey,”.",
    source: src.katy,
  },
  {
    id: "mock08-rw-m2e-16",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Mary Mapes Dodge had never visited the Netherlands when she wrote *Hans Brinker; or, The Silver Skates* (1865), her novel about a poor Dutch boy and his ______ on books about Dutch history and on Dutch friends who described their homeland to her.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "sister. She relied",
        correct: true,
        why: "“Mary Mapes Dodge had never visited … his sister” and “She relied on books …” are both complete sentences, and a period correctly separates them.",
      },
      {
        text: "sister, she relied",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "sister she relied",
        correct: false,
        why: "With no punctuation at all, the two independent clauses run together into a fused sentence.",
      },
      {
        text: "sister. Relying",
        correct: false,
        why: "“Relying on books … to her” has no subject or main verb, so the period leaves it as a sentence fragment.",
      },
    ],
    explanation:
      "The text contains two complete thoughts: Dodge had never visited the Netherlands, and she relied on books and Dutch friends. Each needs its own subject and verb and must be properly separated; only “sister. She relied” does both.",
    source: src.hansBrinker,
  },
  {
    id: "mock08-rw-m2e-17",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Joel Chandler Harris worked for many years as a writer for the *Atlanta Constitution*, a Georgia newspaper. Many of the tales and sketches collected in his book *Uncle Remus: His Songs and His Sayings* (1880) ______ first printed in that newspaper.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "were",
        correct: true,
        why: "The subject is the plural pronoun “Many” (many of the tales and sketches), so the plural verb “were” agrees with it, and the past tense fits events before the book's 1880 publication.",
      },
      {
        text: "was",
        correct: false,
        why: "“Was” is singular. It may seem to agree with the nearby title of the book, but the subject is the plural “Many.”",
      },
      {
        text: "is",
        correct: false,
        why: "“Is” is singular and in the present tense, but the subject “Many” is plural and the printing happened in the past.",
      },
      {
        text: "has been",
        correct: false,
        why: "“Has been” is singular and does not agree with the plural subject “Many.”",
      },
    ],
    explanation:
      "Skipping the prepositional phrase “of the tales and sketches collected in … (1880)” leaves “Many ______ first printed in that newspaper.” The plural subject needs a plural verb, and the past events need the past tense: “were.”",
    source: src.uncleRemus,
  },
  {
    id: "mock08-rw-m2e-18",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Margaret Sidney's novel *Five Little Peppers and How They Grew* (1881) follows the widowed Mrs. Pepper and ______ five children, who live in a little brown house and help one another through hard times. The novel was so popular that Sidney eventually wrote eleven more books about the family.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "her",
        correct: true,
        why: "The children belong to Mrs. Pepper, a single woman, so the singular possessive pronoun “her” is correct.",
      },
      {
        text: "their",
        correct: false,
        why: "“Their” is plural, but it refers to the singular noun “Mrs. Pepper.”",
      },
      {
        text: "its",
        correct: false,
        why: "“Its” refers to a thing, not a person. The children are Mrs. Pepper's, so the pronoun must be “her.”",
      },
      {
        text: "hers",
        correct: false,
        why: "“Hers” stands alone in place of a noun (“the children are hers”); it cannot come before a noun as in “hers five children.”",
      },
    ],
    explanation:
      "The blank needs a possessive pronoun placed before the noun “children” and referring to Mrs. Pepper. The form that does both is “her.”",
    source: src.peppers,
  },
  {
    id: "mock08-rw-m2e-19",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    pilot: true,
    passages: [
      {
        text: `After the success of *Hans Brinker; or, The Silver Skates* (1865), Mary Mapes Dodge became an influential figure in American children's publishing. From 1873 until her death in 1905, she ______ *St. Nicholas*, a monthly magazine for children that published work by Louisa May Alcott, Mark Twain, and many other well-known writers.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "edited",
        correct: true,
        why: "The time frame, “From 1873 until her death in 1905,” is entirely in the past, so the simple past tense “edited” is correct.",
      },
      {
        text: "edits",
        correct: false,
        why: "“Edits” is present tense, but the text describes a period that ended with Dodge's death in 1905.",
      },
      {
        text: "will edit",
        correct: false,
        why: "“Will edit” is future tense, but the editing took place between 1873 and 1905, in the past.",
      },
      {
        text: "is editing",
        correct: false,
        why: "“Is editing” describes something happening now, but the text describes a completed period in the past.",
      },
    ],
    explanation:
      "The phrase “From 1873 until her death in 1905” places the action in a finished past period, and the surrounding text is in the past tense (“became”). The verb must be the simple past: “edited.”",
    source: src.hansBrinker,
  },
  {
    id: "mock08-rw-m2e-20",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Carolyn Wells, the author of the Patty Fairfield novels and many mysteries, was also a serious book collector. Guided by the New York bookseller Alfred Goldsmith, she assembled a notable collection of early editions of Walt Whitman's ______ after her death in 1942, the collection went to the Library of Congress.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "poetry; ultimately,",
        correct: true,
        why: "“Guided by … Whitman's poetry” and “after her death … the collection went to the Library of Congress” are independent clauses. A semicolon correctly joins them, and the comma after “ultimately” sets off the introductory adverb.",
      },
      {
        text: "poetry, ultimately,",
        correct: false,
        why: "“Ultimately” is an adverb, not a coordinating conjunction, so joining the two independent clauses with a comma before it creates a comma splice.",
      },
      {
        text: "poetry, ultimately",
        correct: false,
        why: "This is still a comma splice: a comma and an adverb cannot join two independent clauses.",
      },
      {
        text: "poetry ultimately,",
        correct: false,
        why: "With no punctuation between the clauses, they run together, and “ultimately” seems to describe the poetry rather than begin the next clause.",
      },
    ],
    explanation:
      "The text joins two complete thoughts: Wells assembled the collection, and the collection eventually went to the Library of Congress. Two independent clauses linked by an adverb such as “ultimately” need a semicolon (or a period) before the adverb, so “poetry; ultimately,” is correct.",
    source: src.patty,
  },
  {
    id: "mock08-rw-m2e-21",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `As a teenager, Joel Chandler Harris spent four years as an apprentice at *The Countryman*, a weekly newspaper printed on a Georgia plantation, where he learned to set type and published his first writing. After leaving *The Countryman*, ______`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Harris worked for newspapers in several Southern cities before joining the *Atlanta Constitution* in 1876.",
        correct: true,
        why: "The introductory phrase “After leaving *The Countryman*” describes Harris, so “Harris” must come right after it as the subject of the main clause. Only this choice does that.",
      },
      {
        text: "newspapers in several Southern cities employed Harris before the *Atlanta Constitution* hired him in 1876.",
        correct: false,
        why: "This makes “newspapers” the subject, so the sentence says the newspapers left *The Countryman*. The introductory phrase dangles.",
      },
      {
        text: "the *Atlanta Constitution* hired Harris in 1876, after he had worked for newspapers in several Southern cities.",
        correct: false,
        why: "This makes the *Atlanta Constitution* the one that left *The Countryman*, which is illogical: the introductory phrase must describe Harris.",
      },
      {
        text: "Harris's work for newspapers in several Southern cities came before he joined the *Atlanta Constitution* in 1876.",
        correct: false,
        why: "The subject here is “Harris's work,” not Harris, so the sentence says his work left *The Countryman*. The modifier still dangles.",
      },
    ],
    explanation:
      "An introductory modifier describes the subject that immediately follows it. The person who left *The Countryman* was Harris, so the main clause must begin with “Harris.”",
    source: src.uncleRemus,
  },
  {
    id: "mock08-rw-m2e-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Harriett Mulford Stone, who wrote as Margaret Sidney, married the Boston publisher Daniel Lothrop in 1881, the year his firm published *Five Little Peppers and How They Grew*. The Wayside, the house in Concord, Massachusetts, that the couple bought in ______ earlier been home to the family of Louisa May Alcott and to the novelist Nathaniel Hawthorne.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1883, had",
        correct: true,
        why: "The phrase “the house in Concord, Massachusetts, that the couple bought in 1883” renames the subject “The Wayside.” It opens with a comma, so it must close with one before the verb “had been.”",
      },
      {
        text: "1883, which had",
        correct: false,
        why: "“Which had earlier been home …” turns the verb into part of a relative clause, leaving the subject “The Wayside” with no main verb. The result is a fragment.",
      },
      {
        text: "1883 had",
        correct: false,
        why: "The commas inside “Concord, Massachusetts,” belong to the place name; the phrase that renames the Wayside still needs its own closing comma before the verb.",
      },
      {
        text: "1883; had",
        correct: false,
        why: "A semicolon must separate independent clauses. Here it would cut the subject “The Wayside” off from its verb “had been.”",
      },
    ],
    explanation:
      "The second sentence's core is “The Wayside … had earlier been home to ….” Between subject and verb sits a phrase that opens with the comma after “The Wayside” and contains the commas of the place name “Concord, Massachusetts.” The phrase must still be closed with a comma after “1883,” and the verb must remain a main verb: “1883, had.”",
    source: src.peppers,
  },

  // ================================================================ expression of ideas
  {
    id: "mock08-rw-m2e-23",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Mary Mapes Dodge (1831–1905) was an American writer and editor.
- She began writing to support her two young sons after her husband died in 1858.
- Her novel *Hans Brinker; or, The Silver Skates* was published in 1865.
- The novel tells the story of Hans Brinker, a poor Dutch boy who hopes to win a pair of silver skates in a race on the ice.
- The novel also includes the tale of a Dutch boy who stops a leak in a dike by plugging it with his finger.`,
      },
    ],
    stem: `The student wants to introduce the novel *Hans Brinker; or, The Silver Skates* to an audience unfamiliar with it. ${NOTES}`,
    choices: [
      {
        text: "*Hans Brinker; or, The Silver Skates*, an 1865 novel by Mary Mapes Dodge, tells the story of a poor Dutch boy who hopes to win a pair of silver skates in a race on the ice.",
        correct: true,
        why: "This names the novel, its author and date, and says what its story is about, which is what a newcomer needs in an introduction.",
      },
      {
        text: "Mary Mapes Dodge (1831–1905) was an American writer and editor.",
        correct: false,
        why: "This introduces the author, but it never names or describes the novel.",
      },
      {
        text: "Mary Mapes Dodge began writing to support her two young sons after her husband died in 1858.",
        correct: false,
        why: "This explains why Dodge began to write; it says nothing about *Hans Brinker*.",
      },
      {
        text: "A tale about a Dutch boy who stops a leak in a dike with his finger appears in a novel.",
        correct: false,
        why: "This describes only one tale within the book and does not name the novel, its author, or its main story.",
      },
    ],
    explanation:
      "An introduction to a novel for unfamiliar readers should identify the book and tell what it is about. Only the key names *Hans Brinker*, its author and date, and describes its main story.",
    source: src.hansBrinker,
  },
  {
    id: "mock08-rw-m2e-24",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Carolyn Wells was born in Rahway, New Jersey.
- She began her career writing humorous verse and parodies.
- Her Patty Fairfield series of novels for girls began in 1901.
- In 1909, she published *The Clue*, the first full-length novel featuring her detective, Fleming Stone.
- Fleming Stone eventually appeared in more than sixty of her novels.
- In 1913, she published *The Technique of the Mystery Story*, a guide to writing detective fiction.`,
      },
    ],
    stem: `The student wants to emphasize that Wells both wrote mystery fiction and wrote about how to write it. ${NOTES}`,
    choices: [
      {
        text: "Carolyn Wells not only wrote more than sixty novels featuring the detective Fleming Stone but also explained how to write such fiction in *The Technique of the Mystery Story* (1913).",
        correct: true,
        why: "This joins Wells's own mysteries (the Fleming Stone novels) with her guide to writing them, and the “not only … but also” structure stresses that she did both.",
      },
      {
        text: "Beginning with *The Clue* in 1909, Carolyn Wells wrote more than sixty novels featuring the detective Fleming Stone.",
        correct: false,
        why: "This shows that Wells wrote mysteries but leaves out her guide to writing them, so it covers only half of the goal.",
      },
      {
        text: "In 1913, Carolyn Wells, who was born in Rahway, New Jersey, published *The Technique of the Mystery Story*, a guide to writing detective fiction.",
        correct: false,
        why: "This mentions the guide but never shows that Wells wrote mysteries herself; her birthplace does not serve the goal.",
      },
      {
        text: "Carolyn Wells wrote humorous verse, parodies, and the Patty Fairfield novels for girls.",
        correct: false,
        why: "This lists other kinds of writing and mentions neither her mysteries nor her guide to writing them.",
      },
    ],
    explanation:
      "The goal has two parts: Wells wrote mystery fiction, and she wrote about how to write it. Only the key uses both the notes on the Fleming Stone novels and the note on *The Technique of the Mystery Story*.",
    source: src.technique,
  },
  {
    id: "mock08-rw-m2e-25",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Today, Thomas Bailey Aldrich is remembered mainly for *The Story of a Bad Boy* (1870), a novel based partly on his own childhood in Portsmouth, New Hampshire. In his own time, ______ he was also well known as a poet and as the editor of *The Atlantic Monthly*, a leading literary magazine, which he led from 1881 to 1890.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "however,",
        correct: true,
        why: "The first sentence describes how Aldrich is remembered today; the second describes his wider reputation in his own time. “However” marks this contrast between then and now.",
      },
      {
        text: "for example,",
        correct: false,
        why: "Aldrich's fame as a poet and editor is not an example of his being remembered mainly for one novel; it points the other way.",
      },
      {
        text: "therefore,",
        correct: false,
        why: "Being remembered today for one novel does not cause Aldrich's earlier fame as a poet and editor, so a cause-and-effect transition is illogical.",
      },
      {
        text: "similarly,",
        correct: false,
        why: "The second sentence does not make a similar point. It contrasts Aldrich's broad reputation in his lifetime with the narrower one he has today.",
      },
    ],
    explanation:
      "“Today … remembered mainly for” one novel sets up a contrast with “In his own time,” when he was also known as a poet and editor. A contrasting transition is needed: “however.”",
    source: src.badBoy,
  },
  {
    id: "mock08-rw-m2e-26",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In 1878, Harriett Mulford Stone sent the Boston children's magazine *Wide Awake* a story called “Polly Pepper's Chicken Pie,” about the Peppers, a poor but cheerful family. Readers responded with enthusiasm. ______ the magazine's editor asked her for a series of further installments about the Peppers, which were later gathered, under her pen name, Margaret Sidney, into the novel *Five Little Peppers and How They Grew* (1881).`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "As a result,",
        correct: true,
        why: "The editor's request for more Pepper stories follows from readers' enthusiasm for the first one. “As a result” signals this cause-and-effect relationship.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” signals something that happens despite what came before. Asking for more stories is the expected response to enthusiastic readers, not a surprise.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The editor's request is not an example of readers' enthusiasm; it is a consequence of it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "“Similarly” would introduce a parallel point, but the editor's request is a response to the readers' reaction, not a similar reaction.",
      },
    ],
    explanation:
      "The passage moves from a popular first story, to readers' enthusiasm, to the editor's request for more, which grew into the novel. The editor's request is a consequence of the enthusiasm, so “As a result” is the logical transition.",
    source: src.peppers,
  },
  {
    id: "mock08-rw-m2e-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `Near the end of Horatio Alger Jr.'s *Ragged Dick* (1868), a little boy falls from a ferry into the river between Manhattan and Brooklyn, and his father, who cannot swim, cries out that he will pay thousands of dollars to anyone who saves the child. Dick, an expert swimmer, dives in and, with help from two men in a rowboat, rescues him. The narrator insists that the reward played no part in Dick's decision: Dick resolved to save the boy the moment he saw him fall. ______ in the excitement of the moment, Dick did not even hear the father's offer.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Indeed,",
        correct: true,
        why: "The last sentence strengthens the narrator's claim that the reward played no part: Dick not only decided before the offer could matter but never heard it at all. “Indeed” introduces such an emphatic reinforcement of the previous point.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” signals that what follows goes against what came before. Dick's not hearing the offer supports the claim that the reward played no part; it does not contradict it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Not hearing the offer is not an example of Dick's resolving to save the boy; it is a further, stronger piece of evidence that the reward did not matter.",
      },
      {
        text: "Instead,",
        correct: false,
        why: "“Instead” introduces something that replaces what came before. Dick's not hearing the offer does not replace his resolution to save the boy; both are true.",
      },
    ],
    explanation:
      "The narrator's claim is that the reward played no part in Dick's choice. The first piece of evidence is that Dick resolved to act the moment the boy fell; the final sentence goes further (he never heard the offer). A transition that intensifies and confirms the preceding point is needed: “Indeed.”",
    source: src.raggedDick,
  },
];
