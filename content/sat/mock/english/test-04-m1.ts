import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 4, reading and writing, module 1 (the same for every student): 25 scored items and
 * 2 unscored pilots. Passages are adapted from, or are short factual passages about, public-domain
 * works by Henry David Thoreau, Jane Austen, Arthur Conan Doyle, Rabindranath Tagore, Sinclair Lewis,
 * Harriet Jacobs and James Weldon Johnson; the two quantitative items carry original, invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const src = {
  walden: pd("Henry David Thoreau", "Walden; or, Life in the Woods", 1854, "Ticknor and Fields, Boston, 1854"),
  capeCod: pd("Henry David Thoreau", "Cape Cod", 1865, "Ticknor and Fields, Boston, 1865"),
  walkingSadhana: pd(
    "Henry David Thoreau (Text 1); Rabindranath Tagore (Text 2)",
    "Walking (Text 1); Sadhana: The Realisation of Life (Text 2)",
    1862,
    "Text 1: The Atlantic Monthly, Boston, June 1862; Text 2: Macmillan and Co., London, 1913",
  ),
  senseAndSensibility: pd("Jane Austen", "Sense and Sensibility", 1811, "T. Egerton, Whitehall, London, 1811"),
  mansfieldPark: pd("Jane Austen", "Mansfield Park", 1814, "T. Egerton, Whitehall, London, 1814"),
  signOfFour: pd(
    "Arthur Conan Doyle",
    "The Sign of Four",
    1890,
    "Lippincott's Monthly Magazine, February 1890; Spencer Blackett, London, 1890",
  ),
  lostWorld: pd("Arthur Conan Doyle", "The Lost World", 1912, "Hodder and Stoughton, London, 1912"),
  gitanjali: pd("Rabindranath Tagore", "Gitanjali (Song Offerings)", 1912, "The India Society, London, 1912"),
  mainStreet: pd("Sinclair Lewis", "Main Street", 1920, "Harcourt, Brace and Howe, New York, 1920"),
  incidents: pd(
    "Harriet Jacobs",
    "Incidents in the Life of a Slave Girl, Written by Herself",
    1861,
    "ed. L. Maria Child, published for the author, Boston, 1861",
  ),
  exColoredMan: pd(
    "James Weldon Johnson",
    "The Autobiography of an Ex-Colored Man",
    1912,
    "Sherman, French & Company, Boston, 1912",
  ),
};

const WIC_BLANK = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock04-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Jane Austen's 1811 novel *Sense and Sensibility*.

Elinor, the eldest daughter, possessed a strength of understanding and coolness of judgment which qualified her, though only nineteen, to be the adviser of her mother, and which often allowed her to check the eagerness of mind in Mrs. Dashwood that would otherwise have led to imprudence. She had an excellent heart; her disposition was affectionate, and her feelings were strong; but she knew how to ______ them. It was a knowledge which her mother had yet to learn, and which one of her sisters had resolved never to be taught.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "control",
        correct: true,
        why: `The word "but" sets Elinor's strong feelings against what she does with them, and the text has already praised her "coolness of judgment." Knowing how to control strong feelings is the skill her mother lacks.`,
      },
      {
        text: "display",
        correct: false,
        why: `Displaying strong feelings would not contrast with having them, so the "but" would make no sense; it also clashes with the "coolness of judgment" for which Elinor is praised.`,
      },
      {
        text: "forget",
        correct: false,
        why: "Nothing suggests that Elinor puts her feelings out of her mind; the text describes a skill in handling feelings she still has, and forgetting is not a knowledge one learns.",
      },
      {
        text: "exaggerate",
        correct: false,
        why: `Exaggerating her feelings is the opposite of the calm judgment the text praises; it would be the kind of "imprudence" Elinor helps her mother avoid.`,
      },
    ],
    explanation: `Elinor is introduced through her "coolness of judgment," and the sentence turns on "but": her feelings were strong, but she knew how to manage them. The word that completes that contrast is "control."`,
    source: src.senseAndSensibility,
  },
  {
    id: "mock04-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from the preface to Harriet Jacobs's 1861 autobiography, *Incidents in the Life of a Slave Girl*, which she published under the name Linda Brent.

Reader, be assured this narrative is no fiction. I am aware that some of my adventures may seem incredible; but they are, nevertheless, strictly true. I have not exaggerated the wrongs inflicted by slavery; on the contrary, my descriptions fall far short of the facts. I have concealed the names of places and given persons fictitious names. I had no reason for secrecy on my own account, but I thought it kind and considerate toward others to do so.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To assure readers that the events the author describes are true, even where they may seem hard to believe",
        correct: true,
        why: `The preface opens by declaring that the narrative "is no fiction," admits that some events "may seem incredible," and insists that they are "strictly true" and, if anything, understated.`,
      },
      {
        text: "To admit that the author has invented some events to make her story more interesting",
        correct: false,
        why: `This reverses the text. The author says her adventures are "strictly true"; the only things she has changed are the names of people and places.`,
      },
      {
        text: "To concede that the author's descriptions of slavery are exaggerated",
        correct: false,
        why: `The author denies exaggerating: her descriptions "fall far short of the facts."`,
      },
      {
        text: "To identify the real people and places that appear in the narrative",
        correct: false,
        why: "The author says the opposite: she has concealed the names of places and given people fictitious names.",
      },
    ],
    explanation: `Every sentence supports the opening claim that the narrative "is no fiction": the author grants that some events may seem incredible, insists they are true and understated, and explains that only names have been changed. The preface exists to vouch for the truth of what follows.`,
    source: src.incidents,
  },
  {
    id: "mock04-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Henry David Thoreau's 1854 book *Walden*, about the time he spent living in a cabin by Walden Pond in Massachusetts.

I went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach, and not, when I came to die, discover that I had not lived. I did not wish to live what was not life, living is so dear; nor did I wish to practise resignation, unless it was quite necessary. I wanted to live deep and suck out all the marrow of life.`,
      },
    ],
    stem: `As used in the text, what does the word "deliberately" most nearly mean?`,
    choices: [
      {
        text: "Thoughtfully and with full awareness",
        correct: true,
        why: `Thoreau explains the word at once: to live deliberately is to "front only the essential facts of life" and learn what life has to teach, so that he will not find at the end that he "had not lived." That is living with full, purposeful attention.`,
      },
      {
        text: "Slowly",
        correct: false,
        why: `"Deliberate" can describe an unhurried pace, but nothing in the text concerns speed; Thoreau wants to "live deep," not to live slowly.`,
      },
      {
        text: "Cautiously",
        correct: false,
        why: `The word suggests care, but caution means avoiding risk, and Thoreau wants the opposite: to "live deep and suck out all the marrow of life" and to avoid resignation.`,
      },
      {
        text: "Secretly",
        correct: false,
        why: "Nothing in the text suggests that Thoreau meant to hide his life in the woods; his aim concerns how fully he lives, not whether others see it.",
      },
    ],
    explanation: `The phrases that follow "deliberately" define it: fronting the essential facts of life, learning what life has to teach, not discovering at death that he had not lived. Living deliberately means living thoughtfully, with full awareness.`,
    source: src.walden,
  },
  {
    id: "mock04-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Arthur Conan Doyle's 1890 novel *The Sign of Four*. The narrator, Dr. Watson, asks Sherlock Holmes what a watch reveals about its late owner.

I handed him the watch with some amusement, for the test was, as I thought, an impossible one, and I intended it as a lesson against the somewhat dogmatic tone which he occasionally assumed. He opened the back and examined the works with a powerful lens. I could hardly keep from smiling at his crestfallen face when he handed it back. "There are hardly any data," he remarked. "The watch has been recently cleaned." In my heart I accused him of making a lame excuse to cover his failure. "Though unsatisfactory, my research has not been entirely barren," he observed. "I should judge that the watch belonged to your elder brother, who inherited it from your father."`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "The narrator explains why he set a test, describes signs that his companion has failed it, and then reports a remark that calls that impression into question.",
        correct: true,
        why: `Watson meant the "impossible" test as a lesson, then reports Holmes's "crestfallen face" and apparent excuse, and ends with Holmes confidently identifying the watch's owners, which undercuts Watson's belief that Holmes has failed.`,
      },
      {
        text: "The narrator recounts his companion's careful examination of an object and then his companion's admission that the object reveals nothing.",
        correct: false,
        why: `Holmes does say there are "hardly any data," but the text does not end there: he goes on to say his research was "not ... entirely barren" and draws a conclusion about the watch's owners.`,
      },
      {
        text: "The narrator describes his companion's excuse for failing and then explains why he agrees that the excuse is reasonable.",
        correct: false,
        why: `Watson does not agree with the excuse; he privately calls it "a lame excuse to cover his failure."`,
      },
      {
        text: "The narrator explains how he came to own a watch and then describes the watch's history in detail.",
        correct: false,
        why: "The text never says how Watson got the watch, and the only hint of its history comes in Holmes's final remark, not in a detailed account by the narrator.",
      },
    ],
    explanation: `The text moves from Watson's purpose (a test meant to humble Holmes), through evidence that seems to confirm Holmes's failure (his crestfallen face, his complaint about the cleaned watch, Watson's private scorn), to a closing remark in which Holmes confidently names the watch's owners. That ending reverses the impression the rest of the text builds.`,
    source: src.signOfFour,
  },
  {
    id: "mock04-rw-m1-05",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Sinclair Lewis's 1920 novel *Main Street*. Carol Milford, a college student, is standing on a hill above the Mississippi River.

She was meditating upon walnut fudge, the plays of Brieux, the reasons why heels run over, and the fact that the chemistry instructor had stared at the new hairstyle which concealed her ears. A breeze which had crossed a thousand miles of wheat lands swelled her taffeta skirt in a line so graceful, so full of animation and moving beauty, that the heart of a chance watcher on the road below tightened to wistfulness over her quality of suspended freedom. She lifted her arms; she leaned back against the wind. A girl on a hilltop; credulous, plastic, young; drinking the air as she longed to drink life.`,
      },
    ],
    stem: `As used in the text, what does the word "plastic" most nearly mean?`,
    choices: [
      {
        text: "Impressionable",
        correct: true,
        why: `"Plastic" here has its older sense of "easily shaped." Placed between "credulous" (quick to believe) and "young," and followed by her longing "to drink life," it describes a girl whose mind and character are still open to being formed by what she meets.`,
      },
      {
        text: "Artificial",
        correct: false,
        why: `This is the word's everyday modern association, but nothing about Carol is fake; the text stresses her "animation," "moving beauty," and eagerness for life.`,
      },
      {
        text: "Graceful",
        correct: false,
        why: `The text does call the line of her skirt "graceful," which makes this tempting, but that word describes the skirt in the wind; "plastic" belongs to a list of Carol's qualities of mind with "credulous" and "young."`,
      },
      {
        text: "Restless",
        correct: false,
        why: `Carol's longing "to drink life" suggests eagerness, but "plastic" does not mean unable to keep still; paired with "credulous," it describes how easily she can be influenced, not how impatient she is.`,
      },
    ],
    explanation: `The phrase "credulous, plastic, young" sums Carol up as a girl whose beliefs and character are not yet fixed: she believes readily, she can be shaped, and she is young. "Plastic" is used in its older sense of "capable of being molded," so "impressionable" is the precise meaning.`,
    source: src.mainStreet,
  },
  {
    id: "mock04-rw-m1-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from James Weldon Johnson's 1912 novel *The Autobiography of an Ex-Colored Man*. The narrator, a man of mixed race living as a white man, recalls Black leaders he once heard speak.

Beside them I feel small and selfish. I am an ordinarily successful white man who has made a little money. They are men who are making history and a race. I, too, might have taken part in a work so glorious. My love for my children makes me glad that I am what I am; and yet, when I sometimes open a little box in which I still keep my fast yellowing manuscripts, the only tangible remnants of a vanished dream, a dead ambition, a sacrificed talent, I cannot repress the thought that, after all, I have chosen the lesser part, that I have sold my birthright for a mess of pottage.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "The narrator contrasts his own life with the work of men he admires, offers one reason to be content with the choice he made, and then confesses a lingering regret about what that choice has cost him.",
        correct: true,
        why: `The text sets "an ordinarily successful white man" against men "making history and a race," gives his love for his children as a reason to be glad he is "what I am," and ends with "and yet": the manuscripts make him think he has "chosen the lesser part."`,
      },
      {
        text: "The narrator recalls a group of leaders, explains why their work failed to move him, and concludes that he is satisfied with the life he chose.",
        correct: false,
        why: `The leaders move him deeply ("Beside them I feel small and selfish"), and the text ends not in satisfaction but in the thought that he has "sold my birthright."`,
      },
      {
        text: "The narrator describes the musical ambitions of his youth, explains why they were unrealistic, and concludes that he was wise to give them up.",
        correct: false,
        why: `The manuscripts do stand for an abandoned ambition, but the narrator calls it "a sacrificed talent," not an unrealistic one, and he suspects his choice was the "lesser part," not a wise one.`,
      },
      {
        text: "The narrator criticizes the methods of the leaders he heard and then defends his own decision as the more practical course.",
        correct: false,
        why: `The narrator admires the leaders' "work so glorious" and criticizes only himself; he never calls his choice more practical.`,
      },
    ],
    explanation: `The passage has three movements: a comparison in which the narrator feels "small and selfish" beside men doing glorious work, a consolation (his love for his children makes him glad of his choice), and a turn ("and yet") to the manuscripts that make him fear he has traded something precious for something worthless. The structure is comparison, consolation, and regret.`,
    source: src.exColoredMan,
  },
  {
    id: "mock04-rw-m1-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The following text is adapted from Henry David Thoreau's essay "Walking," published in 1862.

I wish to speak a word for Nature, for absolute freedom and wildness, as contrasted with a freedom and culture merely civil—to regard man as an inhabitant, or a part and parcel of Nature, rather than a member of society. I wish to make an extreme statement, if so I may make an emphatic one, for there are enough champions of civilization: the minister and the school committee and every one of you will take care of that.`,
      },
      {
        label: "Text 2",
        text: `The following text is adapted from Rabindranath Tagore's 1913 book *Sadhana: The Realisation of Life*.

The civilisation of ancient Greece was nurtured within city walls. In fact, all the modern civilisations have their cradles of brick and mortar. These walls leave their mark deep in the minds of men. They set up a principle of "divide and rule" in our mental outlook. We divide nation and nation, knowledge and knowledge, man and nature. The West seems to take a pride in thinking that it is subduing nature, as if we were living in a hostile world where we have to wrest everything we want from an unwilling and alien arrangement of things. This sentiment is the product of the city-wall habit and training of mind.`,
      },
    ],
    stem: `Based on the texts, how would Tagore (Text 2) most likely respond to Thoreau's wish "to regard man as an inhabitant, or a part and parcel of Nature" (Text 1)?`,
    choices: [
      {
        text: "He would welcome it as a rejection of the habit of mind, formed within city walls, that sets people apart from nature and treats it as something to be conquered.",
        correct: true,
        why: `Tagore blames the "city-wall habit" for dividing "man and nature" and for the pride in "subduing nature." Thoreau's wish to see people as part of nature rejects exactly that division, so Tagore would welcome it.`,
      },
      {
        text: "He would see it as an example of the Western pride in subduing nature that he criticizes.",
        correct: false,
        why: "Thoreau is a Western writer, which makes this tempting, but his wish is to treat people as part of nature, not as its conquerors; it is the opposite of the attitude Tagore criticizes.",
      },
      {
        text: "He would object that people can understand nature properly only from within the protection of city walls.",
        correct: false,
        why: `Tagore presents city walls as the source of a divided outlook that separates "man and nature," not as a good vantage point for understanding nature.`,
      },
      {
        text: "He would dismiss it as an extreme statement that ignores the benefits that walled cities have brought to knowledge.",
        correct: false,
        why: `Thoreau himself calls his statement "extreme," but Tagore says the walls divide "knowledge and knowledge"; he credits them with no benefit to knowledge and would not defend civilization against Thoreau.`,
      },
    ],
    explanation: `Thoreau wants people seen as part of nature rather than only as members of society. Tagore traces the opposite outlook, in which "man and nature" are divided and nature is something to subdue, to habits of mind formed inside city walls. Tagore would therefore treat Thoreau's wish as a welcome break from the outlook he criticizes.`,
    source: src.walkingSadhana,
  },

  // ================================================================ information and ideas
  {
    id: "mock04-rw-m1-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Harriet Jacobs's 1861 autobiography, *Incidents in the Life of a Slave Girl*.

I was born a slave; but I never knew it till six years of happy childhood had passed away. My father was a carpenter, and considered so intelligent and skillful in his trade that, when unusual buildings were to be put up, he was sent for from long distances to be head workman. On condition of paying his mistress two hundred dollars a year and supporting himself, he was allowed to work at his trade and manage his own affairs. His strongest wish was to purchase his children; but, though he several times offered his hard earnings for that purpose, he never succeeded.`,
      },
    ],
    stem: "According to the text, what did the narrator's father most want to do?",
    choices: [
      {
        text: "Buy his children from the person who held them in slavery",
        correct: true,
        why: `The text states that "his strongest wish was to purchase his children" and that he offered his earnings for that purpose several times.`,
      },
      {
        text: "Become known as the most skilled carpenter in the region",
        correct: false,
        why: "The text says he was already considered highly skilled and was sent for from long distances; it never presents fame as his goal.",
      },
      {
        text: "Stop paying his mistress two hundred dollars a year",
        correct: false,
        why: "The payment is mentioned as the condition of his working for himself; the text does not say he wished to end it.",
      },
      {
        text: "Keep his children from learning that they were enslaved",
        correct: false,
        why: "The narrator says she did not know she was enslaved until she was six, but the text does not describe this as her father's aim, let alone his strongest wish.",
      },
    ],
    explanation: `The text names the father's "strongest wish" directly: "to purchase his children." His skill and his arrangement with his mistress are background that explains how he had earnings to offer.`,
    source: src.incidents,
  },
  {
    id: "mock04-rw-m1-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Students in a science class tested how well three materials kept ice from melting. They wrapped identical ice cubes in plastic wrap, newspaper, and wool cloth, left a fourth cube unwrapped, set all four on the same counter at room temperature, and timed how long each took to melt completely. One student had predicted that wool cloth would keep its cube frozen longest, and the results support this prediction: the cube wrapped in wool cloth took ______`,
      },
    ],
    table: {
      title: "Time for each ice cube to melt completely",
      columns: ["Wrapping", "Time to melt (minutes)"],
      rows: [
        ["None", "45"],
        ["Plastic wrap", "52"],
        ["Newspaper", "80"],
        ["Wool cloth", "110"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "110 minutes to melt, longer than any other cube.",
        correct: true,
        why: "The wool-wrapped cube took 110 minutes, more than the newspaper (80), plastic wrap (52), or unwrapped (45) cubes, which is exactly what the prediction requires.",
      },
      {
        text: "80 minutes to melt, longer than the unwrapped cube.",
        correct: false,
        why: "80 minutes is the figure for newspaper, not wool cloth, and beating the unwrapped cube alone would not show that wool kept its cube frozen longest.",
      },
      {
        text: "110 minutes to melt, only slightly longer than the cube wrapped in newspaper.",
        correct: false,
        why: "The newspaper-wrapped cube took 80 minutes, so a 30-minute difference is not slight; the statement misreads the table.",
      },
      {
        text: "45 minutes to melt, less time than any other cube.",
        correct: false,
        why: "45 minutes is the figure for the unwrapped cube, and a shortest time would contradict the prediction rather than support it.",
      },
    ],
    explanation: "The prediction is that wool kept its cube frozen longest, so the completion must give the wool figure (110 minutes) and show that it exceeds every other time. Only one choice does both accurately.",
    source: original,
  },
  {
    id: "mock04-rw-m1-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Sinclair Lewis's 1920 novel *Main Street*. Carol Kennicott has just arrived in Gopher Prairie, Minnesota, the small town where she and her new husband will live.

When Carol had walked for thirty-two minutes she had completely covered the town, east and west, north and south; and she stood at the corner of Main Street and Washington Avenue and despaired. Main Street, with its two-story brick shops, its muddy expanse from sidewalk to sidewalk, and its huddle of Fords and lumber wagons, was too small to absorb her. The broad, straight, unenticing streets let in the grasping prairie on every side. She realized the vastness and the emptiness of the land. She told herself that down the street the leaves were a splendor: the maples were orange, the oaks a solid tint of raspberry. But the thought would not hold.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Carol's first walk through the town leaves her dismayed by how small and bleak it seems, and her effort to find beauty in it fails.",
        correct: true,
        why: `Carol "despaired" after covering the whole town in half an hour, finds Main Street "too small to absorb her," feels the "emptiness of the land," and cannot make her praise of the autumn leaves "hold."`,
      },
      {
        text: "Carol is pleased to discover that she can explore the entire town in about half an hour.",
        correct: false,
        why: `The speed with which she covers the town is what makes her despair; it shows how small the town is, not that she is pleased.`,
      },
      {
        text: "Carol fears that the growing town will soon spread over the surrounding prairie.",
        correct: false,
        why: `This reverses the image in the text: the streets "let in the grasping prairie," so it is the prairie that seems to press in on the town.`,
      },
      {
        text: "Carol finds that the autumn leaves make up for the plainness of the town's buildings.",
        correct: false,
        why: `Carol does try to take comfort in the leaves, but the text says "the thought would not hold"; the leaves do not make up for anything.`,
      },
    ],
    explanation: `The text traces one reaction: Carol covers the town quickly, despairs at its smallness and bareness, senses the empty land pressing in, and fails to talk herself into admiring the leaves. The main idea is her disappointment, which even her attempt at consolation cannot overcome.`,
    source: src.mainStreet,
  },
  {
    id: "mock04-rw-m1-11",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `Rabindranath Tagore's *Gitanjali* (1912) is a collection of prose poems that Tagore translated into English from his own Bengali verse. In one of its best-known poems, the speaker describes the kind of freedom into which he prays his country will awaken. The poem suggests that a truly free country would be one in which people reason for themselves instead of clinging to customs simply because those customs are old.`,
      },
    ],
    stem: "Which quotation from the poem most effectively illustrates the claim?",
    choices: [
      {
        text: `"Where the clear stream of reason has not lost its way into the dreary desert sand of dead habit"`,
        correct: true,
        why: `This line sets "reason" against "dead habit" and imagines a country where reason has not been lost in it, which is exactly the claim that people should think for themselves rather than cling to old customs.`,
      },
      {
        text: `"Where the mind is without fear and the head is held high"`,
        correct: false,
        why: "This line describes courage and dignity, which are part of the poem's idea of freedom, but it says nothing about reason or about customs kept merely because they are old.",
      },
      {
        text: `"Where the world has not been broken up into fragments by narrow domestic walls"`,
        correct: false,
        why: "This line concerns divisions between people, not the contrast between independent reasoning and inherited habit that the claim describes.",
      },
      {
        text: `"Where words come out from the depth of truth"`,
        correct: false,
        why: "This line is about honest speech; it does not mention reasoning or customs.",
      },
    ],
    explanation: `All four lines come from the same poem and describe the freedom the speaker hopes for, but the claim is specific: freedom means reasoning rather than clinging to old customs. Only the line that contrasts "the clear stream of reason" with "dead habit" illustrates that.`,
    source: src.gitanjali,
  },
  {
    id: "mock04-rw-m1-12",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Jane Austen's *Mansfield Park* (1814) opens with the marriages of three sisters. Maria Ward, who has a fortune of only seven thousand pounds, wins the wealthy Sir Thomas Bertram, a match so advantageous that even her uncle, a lawyer, admits she fell at least three thousand pounds short of any fair claim to it. Acquaintances who think her two sisters just as handsome confidently predict that they, too, will marry rich men. The narrator answers that prediction with a dry general remark: there are not so many men of large fortune in the world as there are pretty women to deserve them. The remark suggests that the sisters ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "were unlikely to marry as well as Maria had, since beauty alone could not secure a wealthy husband.",
        correct: true,
        why: "If pretty, deserving women outnumber rich men, then being as handsome as Maria does not guarantee a match like hers. The narrator's remark quietly predicts that the acquaintances will be disappointed.",
      },
      {
        text: "were not in fact as handsome as their acquaintances believed.",
        correct: false,
        why: "The remark does not question the sisters' looks; it grants that pretty women deserve rich husbands and points out that there are too few such men to go around.",
      },
      {
        text: "would marry men even wealthier than Sir Thomas Bertram.",
        correct: false,
        why: "This goes beyond even the acquaintances' hopeful prediction, and the narrator's remark casts doubt on the sisters marrying rich men at all.",
      },
      {
        text: "had no interest in marrying men of large fortune.",
        correct: false,
        why: "The text says nothing about the sisters' own wishes; the remark concerns how many rich men there are, not what the sisters want.",
      },
    ],
    explanation: `The acquaintances reason from beauty: the sisters are as handsome as Maria, so they will marry as well. The narrator's reply points to a shortage of rich men relative to pretty women, which means that beauty is not enough. The logical conclusion is that the sisters were unlikely to match Maria's marriage.`,
    source: src.mansfieldPark,
  },
  {
    id: "mock04-rw-m1-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `A city added benches, shade trees, and wider sidewalks to two downtown streets, Oak Street and Elm Street, and left a third, Maple Street, unchanged for comparison. Planners counted the pedestrians on each street during the same weekday hour shortly before the improvements and again one year later. They concluded that although Oak Street remained the busiest of the three streets, the improvements had a much larger effect on Elm Street.`,
      },
    ],
    table: {
      title: "Pedestrians counted during the same weekday hour, before and one year after the improvements",
      columns: ["Street", "Before", "One year after"],
      rows: [
        ["Oak Street (improved)", "420", "480"],
        ["Elm Street (improved)", "150", "310"],
        ["Maple Street (not changed)", "200", "205"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the planners' conclusion?",
    choices: [
      {
        text: "The number of pedestrians on Elm Street more than doubled, from 150 to 310, while the number on Oak Street rose only from 420 to 480.",
        correct: true,
        why: "This compares the two improved streets directly: Elm gained 160 pedestrians and more than doubled, while Oak gained only 60, even though Oak stayed busier. That is the larger effect on Elm that the planners describe.",
      },
      {
        text: "One year after the improvements, Oak Street had 480 pedestrians, more than either Elm Street (310) or Maple Street (205).",
        correct: false,
        why: "This is accurate, but it supports only the remark that Oak Street stayed the busiest; it gives no before-and-after change, so it cannot show which street the improvements affected more.",
      },
      {
        text: "The number of pedestrians on Maple Street, which was not changed, rose only from 200 to 205.",
        correct: false,
        why: "This is accurate and shows that the unchanged street stayed about the same, but it says nothing about how Elm Street compared with Oak Street, which is the point of the conclusion.",
      },
      {
        text: "The number of pedestrians on Oak Street rose from 420 to 480, an increase larger than the one on Elm Street.",
        correct: false,
        why: "This misreads the table: Oak Street gained 60 pedestrians, while Elm Street gained 160, so the claim would contradict the conclusion.",
      },
    ],
    explanation: "The conclusion compares the effect of the improvements on two streets, so the evidence must report the change on both Elm and Oak and show that Elm's was larger. Elm rose from 150 to 310 and Oak from 420 to 480; only one choice presents that comparison accurately.",
    source: original,
  },
  {
    id: "mock04-rw-m1-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `In Jane Austen's *Sense and Sensibility* (1811), John Dashwood promises his dying father to assist his stepmother and his half sisters. Austen introduces him in a carefully hedged sentence: "He was not an ill-disposed young man, unless to be rather cold hearted and rather selfish is to be ill-disposed." At first John plans to give each sister a thousand pounds. But his wife, Fanny, objects to that sum and then to each smaller one he proposes in its place: half the amount, then a yearly allowance for the sisters' mother, then an occasional present of fifty pounds. John offers little resistance; each time, he comes round to her reasoning. Given this pattern, the conversation most likely ends with John ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "persuaded that his promise requires him to give his sisters little or no money.",
        correct: true,
        why: "Each of Fanny's objections pushes the gift lower, and John, described as rather cold hearted and selfish, accepts every one. Following that pattern, he ends by convincing himself that his promise asks almost nothing of his purse.",
      },
      {
        text: "returning to his original plan once he remembers the promise he made to his father.",
        correct: false,
        why: "Nothing in the pattern points back toward the original sum; John has already scaled back his plan step by step, and each step has moved the amount lower.",
      },
      {
        text: "giving his sisters more than he first intended, to show his wife how generous he can be.",
        correct: false,
        why: "This reverses the direction of the conversation, in which every proposal is smaller than the last, and it conflicts with Austen's description of John as rather selfish.",
      },
      {
        text: "breaking with his wife, whose influence over his decisions he has come to resent.",
        correct: false,
        why: "The text says John offers little resistance and comes round to Fanny's reasoning each time; there is no sign of resentment.",
      },
    ],
    explanation: `Two pieces of evidence point the same way: Austen's ironic introduction (John is not ill-disposed "unless" cold-heartedness and selfishness count) and the steadily shrinking offers, each of which John abandons as soon as Fanny objects. Extending that pattern, he ends persuaded that he owes his sisters little or nothing in money.`,
    source: src.senseAndSensibility,
  },

  // ================================================================ standard English conventions
  {
    id: "mock04-rw-m1-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Henry David Thoreau first visited Cape Cod in October 1849, walking along the cape's Atlantic shore with his friend the poet Ellery Channing. He returned to the cape several more ______ book about his travels there, *Cape Cod*, was not published until 1865, three years after his death.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "times. His",
        correct: true,
        why: `"He returned to the cape several more times" and "His book ... was not published until 1865" are both independent clauses, so a period correctly separates them.`,
      },
      {
        text: "times, his",
        correct: false,
        why: "This joins two independent clauses with only a comma, creating a comma splice.",
      },
      {
        text: "times his",
        correct: false,
        why: "With no punctuation between the two independent clauses, this creates a run-on sentence.",
      },
      {
        text: "times, with his",
        correct: false,
        why: `"With his book ..." cannot be followed by the verb "was": the sentence becomes ungrammatical, since the phrase leaves the verb without a subject.`,
      },
    ],
    explanation: "The text after the first sentence contains two complete thoughts: Thoreau returned several more times, and his book was not published until 1865. Two independent clauses need a period (or a semicolon, or a comma with a conjunction) between them; of the choices, only the period works.",
    source: src.capeCod,
  },
  {
    id: "mock04-rw-m1-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Jane Austen's first published novel, *Sense and Sensibility*, appeared in 1811. Its title page did not name the author; it said only that the book was written "By a Lady." Two years later, Austen ______ *Pride and Prejudice*, whose title page identified its author only as the writer of *Sense and Sensibility*.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "published",
        correct: true,
        why: `The event happened "two years later" than 1811, a completed action in the past, and the text is told in the simple past ("appeared," "did not name," "said"). The simple past "published" fits.`,
      },
      {
        text: "publishes",
        correct: false,
        why: "The present tense does not fit an event dated to 1813 in a passage told in the past tense.",
      },
      {
        text: "will publish",
        correct: false,
        why: "The future tense places the event after the present moment, but it happened in 1813.",
      },
      {
        text: "has published",
        correct: false,
        why: `The present perfect cannot be used with a specific past time such as "two years later" (1813).`,
      },
    ],
    explanation: `The passage describes completed events in the past ("appeared in 1811," "said"), and "two years later" fixes the new event at a specific past time. The simple past, "published," is the only form that fits.`,
    source: src.senseAndSensibility,
  },
  {
    id: "mock04-rw-m1-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `When Joseph Marshall Stoddart, an editor of the American magazine *Lippincott's Monthly*, hosted a dinner in London in August ______ asked two of his guests, Arthur Conan Doyle and Oscar Wilde, to write novels for the magazine. Doyle's contribution was *The Sign of Four*, which appeared in February 1890.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "1889, he",
        correct: true,
        why: `"When ... in August 1889" is an introductory dependent clause, and a comma correctly separates it from the main clause that follows ("he asked two of his guests...").`,
      },
      {
        text: "1889. He",
        correct: false,
        why: `A period leaves "When Joseph Marshall Stoddart ... hosted a dinner in London in August 1889" standing alone as a sentence fragment.`,
      },
      {
        text: "1889; he",
        correct: false,
        why: "A semicolon must join two independent clauses, but the clause beginning with \"When\" is dependent.",
      },
      {
        text: "1889: he",
        correct: false,
        why: "A colon must follow an independent clause, but the clause beginning with \"When\" is dependent, so it cannot introduce what follows.",
      },
    ],
    explanation: `The sentence opens with a dependent clause ("When Joseph Marshall Stoddart ... hosted a dinner in London in August 1889") and continues with the main clause ("he asked two of his guests..."). A comma is the mark that joins an introductory dependent clause to its main clause.`,
    source: src.signOfFour,
  },
  {
    id: "mock04-rw-m1-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Arthur Conan Doyle's *The Lost World* (1912) sends four men to a remote South American plateau where prehistoric animals still survive: Professor Challenger, the hot-tempered scientist whose claims inspire the journey; Professor Summerlee, a rival scientist who doubts those ______ Lord John Roxton, an adventurer and big-game hunter; and Edward Malone, a young newspaper reporter who narrates the story.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "claims;",
        correct: true,
        why: "Each item in this list contains its own commas, so the items are separated by semicolons, as between the other members of the party. A semicolon must also close Summerlee's item.",
      },
      {
        text: "claims,",
        correct: false,
        why: "The other items in the list are separated by semicolons because each contains a comma; switching to a comma here blurs where Summerlee's description ends and Roxton's begins.",
      },
      {
        text: "claims:",
        correct: false,
        why: "A colon would announce that what follows explains Summerlee's doubts, but what follows is simply the next member of the party.",
      },
      {
        text: "claims",
        correct: false,
        why: "Without punctuation, Summerlee's description runs straight into Lord John Roxton's name, as if Roxton were one of the claims he doubts.",
      },
    ],
    explanation: `The colon introduces a list of four people, each followed by a description set off with a comma. When list items contain commas, semicolons separate the items, as the text already does after "journey" and "hunter." The same mark is needed after "claims."`,
    source: src.lostWorld,
  },
  {
    id: "mock04-rw-m1-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Sinclair Lewis's *Main Street* (1920) follows Carol Kennicott, a young woman who settles in the small town of Gopher Prairie, Minnesota, after marrying a doctor who practices there. Full of plans for a theater, handsomer buildings, and livelier conversation, Carol sets out to change the ______ habits, but she finds them far harder to reform than she expected.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "townspeople's",
        correct: true,
        why: `"Townspeople" is already a plural noun, like "people," so its possessive is formed by adding an apostrophe and s: the habits belong to the townspeople.`,
      },
      {
        text: "townspeoples'",
        correct: false,
        why: `"Townspeoples" is not a standard plural; "townspeople" is already plural, so the possessive adds "'s," not "s'."`,
      },
      {
        text: "townspeoples",
        correct: false,
        why: "This form is neither a standard plural nor a possessive; the habits must be shown as belonging to the townspeople.",
      },
      {
        text: "townspeople",
        correct: false,
        why: "Without a possessive ending, the noun does not show that the habits belong to the townspeople, and the phrase becomes ungrammatical.",
      },
    ],
    explanation: `The habits belong to the townspeople, so a possessive is needed. Because "townspeople" is an irregular plural that does not end in s, its possessive is "townspeople's."`,
    source: src.mainStreet,
  },
  {
    id: "mock04-rw-m1-20",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `For much of the century after its publication in 1861, Harriet Jacobs's *Incidents in the Life of a Slave Girl* was widely regarded as fiction, and some scholars credited its editor, the abolitionist Lydia Maria Child, with writing it. The historian Jean Fagan Yellin overturned that view in the 1980s by assembling evidence that could not easily be ______, preserved among the papers of the Rochester abolitionist Amy Post, in which Jacobs herself discussed her work on the book.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "dismissed: letters",
        correct: true,
        why: `The clause before the blank is complete, and what follows ("letters ... in which Jacobs herself discussed her work") is a noun phrase that specifies what the evidence was. A colon correctly introduces such an explanation after an independent clause.`,
      },
      {
        text: "dismissed; letters",
        correct: false,
        why: `A semicolon must be followed by an independent clause. Despite its length, "letters, preserved among ..., in which Jacobs herself discussed her work on the book" has no main verb; "discussed" belongs to the relative clause.`,
      },
      {
        text: "dismissed, these were letters",
        correct: false,
        why: `"These were letters ..." is an independent clause, so joining it to the first clause with only a comma creates a comma splice.`,
      },
      {
        text: "dismissed. Letters",
        correct: false,
        why: `The words after the period ("Letters, preserved among ..., in which Jacobs herself discussed her work on the book") contain no main verb, so they form a sentence fragment.`,
      },
    ],
    explanation: `"The historian Jean Fagan Yellin overturned that view ... by assembling evidence that could not easily be dismissed" is an independent clause. What follows names that evidence in a long noun phrase whose only verb ("discussed") sits inside a relative clause. A colon is the mark that introduces such an explanation; a semicolon or period would require an independent clause after it.`,
    source: src.incidents,
  },
  {
    id: "mock04-rw-m1-21",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `In *Walden* (1854), Henry David Thoreau gives an itemized account of what he spent to build his cabin beside Walden Pond in 1845. The cost of the materials, from boards, bricks, and nails to two secondhand windows, a door latch, and a single cent's worth of chalk, ______ to just over twenty-eight dollars.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "comes",
        correct: true,
        why: `The subject is "cost," a singular noun, so it takes the singular verb "comes." The present tense matches "gives" in the first sentence.`,
      },
      {
        text: "come",
        correct: false,
        why: `This plural verb seems to agree with the nearby plural nouns ("materials," "windows"), but those belong to the phrases that modify the subject; the subject itself is the singular "cost."`,
      },
      {
        text: "have come",
        correct: false,
        why: `"Have" is plural, which does not agree with the singular subject "cost."`,
      },
      {
        text: "are coming",
        correct: false,
        why: `"Are" is plural, which does not agree with the singular subject "cost."`,
      },
    ],
    explanation: `Strip away the interrupting phrase ("from boards, bricks, and nails to ... chalk") and the sentence reads "The cost of the materials ______ to just over twenty-eight dollars." The subject, "cost," is singular (the plural "materials" belongs to the phrase "of the materials"), so the verb must be singular: "comes."`,
    source: src.walden,
  },

  // ================================================================ expression of ideas
  {
    id: "mock04-rw-m1-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `The cabin that Henry David Thoreau lived in at Walden Pond, which he describes in *Walden* (1854), was tiny: it measured just ten feet wide by fifteen feet long. ______ the cabin could hold a surprising number of guests. Thoreau reports that he once had twenty-five or thirty people under his roof at the same time.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "A very small cabin would not be expected to hold many guests, yet it did. \"Even so\" signals a fact that holds in spite of what came before.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "The cabin's small size is not a reason it could hold many guests; this transition presents a surprising fact as a consequence.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Holding many guests is not an example of the cabin's being tiny; it contrasts with it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The second sentence does not describe something like the cabin's small size; it describes something unexpected given that size.",
      },
    ],
    explanation: "The first sentence stresses how small the cabin was; the next says it could nonetheless hold many guests. A contrasting transition, \"Even so,\" links the two.",
    source: src.walden,
  },
  {
    id: "mock04-rw-m1-23",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    pilot: true,
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- James Weldon Johnson (1871–1938) was an American writer, diplomat, and civil rights leader.
- In 1912, he published a novel, *The Autobiography of an Ex-Colored Man*.
- Its narrator is a gifted musician of mixed race who decides to live as a white man.
- The first edition did not name its author.
- Many early readers took the book for a true life story.
- In 1927, the novel was reissued with Johnson's name on it.`,
      },
    ],
    stem: `The student wants to emphasize that the novel's author was not at first named. ${SYNTHESIS}`,
    choices: [
      {
        text: "When *The Autobiography of an Ex-Colored Man* first appeared in 1912, it did not name its author; Johnson's name was not on the novel until it was reissued in 1927.",
        correct: true,
        why: "This states that the first edition named no author and that Johnson's name appeared only fifteen years later, which is exactly the point the student wants to emphasize.",
      },
      {
        text: "James Weldon Johnson (1871–1938) was an American writer, diplomat, and civil rights leader.",
        correct: false,
        why: "This introduces Johnson but says nothing about how the novel was published or whether it named him.",
      },
      {
        text: "The narrator of *The Autobiography of an Ex-Colored Man* is a gifted musician of mixed race who decides to live as a white man.",
        correct: false,
        why: "This describes the novel's narrator, not the fact that the book first appeared without its author's name.",
      },
      {
        text: "Published in 1912, *The Autobiography of an Ex-Colored Man* was taken by many early readers for a true life story.",
        correct: false,
        why: "This reports how early readers understood the book, but it never says that the author went unnamed.",
      },
    ],
    explanation: "The goal concerns the author's name. The notes give two relevant facts: the first edition did not name its author, and Johnson's name appeared only on the 1927 reissue. Only one choice reports them.",
    source: src.exColoredMan,
  },
  {
    id: "mock04-rw-m1-24",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Rabindranath Tagore (1861–1941) was a poet from Bengal, in India.
- He first published the poems of *Gitanjali* in Bengali.
- In 1912, Tagore's own English prose translations of many of his poems were published in London as *Gitanjali (Song Offerings)*.
- The Irish poet W. B. Yeats wrote the introduction to that English edition.
- In 1913, Tagore received the Nobel Prize in Literature.
- He was the first non-European to receive that prize.`,
      },
    ],
    stem: `The student wants to emphasize the historic significance of Tagore's Nobel Prize. ${SYNTHESIS}`,
    choices: [
      {
        text: "In 1913, Rabindranath Tagore became the first non-European to receive the Nobel Prize in Literature.",
        correct: true,
        why: "Being the first non-European to win the prize is what made Tagore's award historic, and this choice states that fact directly.",
      },
      {
        text: "Rabindranath Tagore (1861–1941), a poet from Bengal, in India, received the Nobel Prize in Literature in 1913.",
        correct: false,
        why: "This reports that Tagore won the prize, but it leaves out the one fact that makes the award historic: that he was the first non-European to receive it.",
      },
      {
        text: "In 1912, *Gitanjali (Song Offerings)*, with an introduction by the Irish poet W. B. Yeats, was published in London.",
        correct: false,
        why: "This describes the English edition of *Gitanjali*, not the Nobel Prize or its significance.",
      },
      {
        text: "Tagore, who first published the poems of *Gitanjali* in Bengali, later translated many of his poems into English prose.",
        correct: false,
        why: "This explains how Tagore's poems came to be in English, but it does not mention the Nobel Prize at all.",
      },
    ],
    explanation: "A choice that emphasizes the prize's historic significance must say why it mattered. The notes give the reason: Tagore was the first non-European to receive it. Only one choice includes that fact.",
    source: src.gitanjali,
  },
  {
    id: "mock04-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `For nearly seven years, Harriet Jacobs hid in a tiny space beneath the roof of a shed attached to her grandmother's house in Edenton, North Carolina. The space was too low for her to stand up in, and at first it let in almost no light or air. ______ Jacobs found a way to see out: with a gimlet, a small hand tool for boring holes, she made an opening about an inch square in the wall facing the street, through which she could sometimes watch her children.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Still,",
        correct: true,
        why: "The space seemed to cut Jacobs off completely, yet she managed to see out. \"Still\" introduces a development that holds despite the conditions just described.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Making a peephole is not an example of the space's being dark and cramped; it is a way of overcoming those conditions.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Finding a way to see out is not like the space's lack of light and air; it works against it.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "This would signal a restatement, but the sentence adds a new and contrasting development instead of rephrasing the description of the space.",
      },
    ],
    explanation: "The text first describes how confining and dark the hiding place was, then reports that Jacobs nonetheless found a way to look out and see her children. A contrasting transition, \"Still,\" fits; the other choices signal an example, a similarity, or a restatement.",
    source: src.incidents,
  },
  {
    id: "mock04-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Sinclair Lewis (1885–1951) was born in Sauk Centre, Minnesota.
- His novel *Main Street* was published in 1920.
- It is set in Gopher Prairie, a fictional Minnesota town.
- Lewis modeled Gopher Prairie on Sauk Centre.
- The novel follows Carol Kennicott, a young woman who tries to reform the town.
- In 1930, Lewis became the first American to receive the Nobel Prize in Literature.`,
      },
    ],
    stem: `The student wants to introduce *Main Street* to an audience unfamiliar with Sinclair Lewis, emphasizing the link between the novel's setting and the author's own life. ${SYNTHESIS}`,
    choices: [
      {
        text: "*Main Street* (1920), a novel by the American writer Sinclair Lewis, is set in Gopher Prairie, a fictional Minnesota town that Lewis modeled on his birthplace, Sauk Centre.",
        correct: true,
        why: "This identifies Lewis for readers who do not know him (\"the American writer Sinclair Lewis\"), introduces the novel and its setting, and ties that setting to Lewis's life by naming Sauk Centre as his birthplace and the model for Gopher Prairie.",
      },
      {
        text: "Lewis modeled Gopher Prairie, the setting of *Main Street*, on Sauk Centre, the Minnesota town where he was born.",
        correct: false,
        why: "This makes the link between setting and life, but it assumes the audience already knows who \"Lewis\" is: it never gives his full name or says that he was a writer, so it does not suit readers unfamiliar with him.",
      },
      {
        text: "Sinclair Lewis, who was born in Sauk Centre, Minnesota, in 1885, became the first American to receive the Nobel Prize in Literature in 1930.",
        correct: false,
        why: "This introduces Lewis, but it never mentions *Main Street* or its setting, so it makes no link between the novel and his life.",
      },
      {
        text: "*Main Street* (1920) follows Carol Kennicott, a young woman who tries to reform Gopher Prairie, a fictional Minnesota town.",
        correct: false,
        why: "This introduces the novel and its setting, but it says nothing about Lewis or the town that served as the model for Gopher Prairie.",
      },
    ],
    explanation: "The goal has two parts: introduce the novel to readers who do not know Lewis, and connect its setting to his life. That requires identifying Lewis, naming the novel and Gopher Prairie, and saying that Gopher Prairie was modeled on his birthplace. Only one choice does all of this; the others either assume familiarity with Lewis or drop the link.",
    source: src.mainStreet,
  },
  {
    id: "mock04-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `Because *Mansfield Park* (1814) drew no published reviews when it first appeared, Jane Austen gathered readers' responses herself, copying the comments of relatives and friends into a manuscript she titled "Opinions of Mansfield Park." The record shows that she did not shield herself from criticism: alongside praise, she set down many unflattering remarks. ______ she recorded blunt judgments even from those closest to her. Her mother, Austen noted, had thought the heroine, Fanny Price, "insipid," and her niece Anna "could not bear Fanny."`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "In fact,",
        correct: true,
        why: "The sentence strengthens the claim just made: Austen not only recorded unflattering remarks but recorded them even from her own mother and niece. \"In fact\" introduces such an intensification.",
      },
      {
        text: "However,",
        correct: false,
        why: "Criticism from her own family does not contrast with the claim that Austen recorded unflattering remarks; it is a stronger instance of the same point.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "This signals something that happens in spite of what came before, but recording her family's criticism is fully in keeping with not shielding herself from criticism.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "Recording blunt judgments from relatives is not a result of having recorded unflattering remarks; it is a more pointed version of the same claim.",
      },
    ],
    explanation: "The text claims that Austen did not shield herself from criticism, then adds that she recorded blunt criticism even from her mother and niece. The new sentence pushes the claim further rather than opposing it or following from it, so the transition must intensify: \"In fact.\"",
    source: src.mansfieldPark,
  },
];
