import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 5, reading and writing, module 2 (easier form). Passages are adapted from public-domain
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
  crusoe: pd("Daniel Defoe", "Robinson Crusoe", 1719, "W. Taylor, London, 1719"),
  gulliver: pd("Jonathan Swift", "Gulliver's Travels", 1726, "Benjamin Motte, London, 1726"),
  kidnapped: pd("Robert Louis Stevenson", "Kidnapped", 1886, "Cassell & Company, London, 1886"),
  inlandVoyage: pd("Robert Louis Stevenson", "An Inland Voyage", 1878, "C. Kegan Paul & Co., London, 1878"),
  childsGarden: pd("Robert Louis Stevenson", "A Child's Garden of Verses", 1885, "Longmans, Green, and Co., London, 1885"),
  andersenTales: pd(
    "Hans Christian Andersen",
    "Fairy Tales",
    1835,
    "Stories for the Household, translated by H. W. Dulcken, George Routledge and Sons, London, c. 1889",
  ),
  tinSoldier: pd(
    "Hans Christian Andersen",
    "The Steadfast Tin Soldier",
    1838,
    "in Stories for the Household, translated by H. W. Dulcken, George Routledge and Sons, London, c. 1889",
  ),
  emperor: pd(
    "Hans Christian Andersen",
    "The Emperor's New Clothes",
    1837,
    "in Stories for the Household, translated by H. W. Dulcken, George Routledge and Sons, London, c. 1889",
  ),
  swissFamily: pd(
    "Johann David Wyss",
    "The Swiss Family Robinson",
    1812,
    "translated by Mary Jane Godwin as The Family Robinson Crusoe, M. J. Godwin and Co. (The Juvenile Library), London, 1814",
  ),
  westAfrica: pd("Mary Kingsley", "Travels in West Africa", 1897, "Macmillan and Co., London, 1897"),
  waterBabies: pd(
    "Charles Kingsley",
    "The Water-Babies: A Fairy Tale for a Land-Baby",
    1863,
    "Macmillan and Co., London and Cambridge, 1863",
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
    id: "mock05-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Daniel Defoe's 1719 novel *Robinson Crusoe*. Alone on an island, Crusoe decides to build a boat that might carry him to the mainland.

I cut down a great cedar tree and spent months shaping and hollowing it into a canoe big enough to carry twenty-six men, and when it was finished I was delighted with it. But the canoe lay about a hundred yards from the water, and with all my strength I could not move it. I then began to dig a canal to bring the water to the boat, until I calculated that the digging would take me ten or twelve years. Too late, I saw how ______ it is to begin a work before counting its cost.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "foolish",
        correct: true,
        why: "Crusoe spent months on a canoe he could never launch, and he sees “too late” that he should have counted the cost first. Starting such a task without thinking it through is foolish, so the word names exactly what he has realized.",
      },
      {
        text: "generous",
        correct: false,
        why: "Generosity means giving freely to others. Nothing in the text concerns giving, and the word does not describe the mistake Crusoe regrets.",
      },
      {
        text: "cheerful",
        correct: false,
        why: "Crusoe's realization comes “too late,” after months of wasted labor. Calling his mistake cheerful ignores the regret the sentence expresses.",
      },
      {
        text: "fortunate",
        correct: false,
        why: "Beginning without counting the cost left Crusoe with a canoe he could not move, which is a misfortune, not a piece of luck.",
      },
    ],
    explanation:
      "The text describes months of work on a canoe too heavy to move and a canal that would take a decade to dig. “Too late” signals regret: Crusoe now sees that starting a task without weighing its cost is a mistake, so “foolish” is the logical word.",
    source: src.crusoe,
  },
  {
    id: "mock05-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `In "My Shadow," a poem from Robert Louis Stevenson's 1885 collection *A Child's Garden of Verses*, a child describes his shadow as if it were a playmate. The shadow copies him from his heels up to his head, yet it grows in silly ways, sometimes shooting up tall and sometimes shrinking to nothing at all. One morning the child gets up before sunrise to see the dew shining on the buttercups, but the shadow does not come along. The child decides that his ______ shadow has stayed at home, fast asleep in bed.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "lazy",
        correct: true,
        why: "The child is up early, but the shadow has stayed home and is “fast asleep in bed.” A companion who lies in bed while others get up is lazy, which is how the child sees his shadow.",
      },
      {
        text: "brave",
        correct: false,
        why: "Staying in bed shows no courage. The word has no connection to what the shadow does that morning.",
      },
      {
        text: "hungry",
        correct: false,
        why: "The text says nothing about food; the shadow is described as asleep, not as wanting to eat.",
      },
      {
        text: "noisy",
        correct: false,
        why: "A shadow that is “fast asleep in bed” is not making noise. The word contradicts the picture of a quiet, sleeping shadow.",
      },
    ],
    explanation:
      "The blank describes the shadow that fails to get up early with the child and is still “fast asleep in bed.” Sleeping while others are up and about is what a lazy companion does, so “lazy” is the word that fits.",
    source: src.childsGarden,
  },
  {
    id: "mock05-rw-m2e-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Charles Kingsley's 1863 novel *The Water-Babies*.

Tom, a little chimney sweep, cried half his time and laughed the other half. He cried when he had to climb the dark chimneys, rubbing his poor knees and elbows raw; when the soot got into his eyes; and when his master beat him, which he did every day in the week. Yet Tom met all of this with ______: as for sweeping, and being hungry, and being beaten, he took it all for the way of the world, like the rain and snow and thunder, and stood with his back to it till it was over, as his old donkey did in a hailstorm.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "resignation",
        correct: true,
        why: "Tom treats his hardships as “the way of the world,” as unchangeable as the weather, and simply waits for them to pass. Accepting what cannot be changed without fighting it is resignation.",
      },
      {
        text: "indignation",
        correct: false,
        why: "Indignation is anger at unfair treatment. Tom cries, but he does not protest or rebel; he takes his troubles as the way of the world, which is the opposite of indignant.",
      },
      {
        text: "bewilderment",
        correct: false,
        why: "Tom is not confused by his troubles. He understands them, as he understands rain and thunder, as an ordinary part of life.",
      },
      {
        text: "eagerness",
        correct: false,
        why: "Tom does not welcome sweeping, hunger, or beatings; he turns his back on them until they are over, which shows endurance, not eagerness.",
      },
    ],
    explanation:
      "The colon introduces an explanation of how Tom met his troubles: he “took it all for the way of the world,” like bad weather, and waited for it to pass, as a donkey turns its back to a hailstorm. That quiet acceptance of what he cannot change is “resignation.”",
    source: src.waterBabies,
  },
  {
    id: "mock05-rw-m2e-04",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Johann David Wyss's novel *The Swiss Family Robinson*, first published in German in 1812. The narrator, a father, is stranded with his wife and four sons on a wrecked ship within sight of land.

The crew had escaped in the ship's boats and left us behind, and we had no way to reach the shore. Searching the ship, we found four large empty casks. We sawed each one in half, making eight tubs, and nailed the tubs in a row to a long plank, with another plank along each side to hold them firm. The work took the whole day, but by evening we had a narrow boat of eight compartments that floated level on the water, and we went to bed hoping to reach land the next morning.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To describe how the family builds a makeshift boat from materials found on the wrecked ship",
        correct: true,
        why: "After stating the problem (no boat and no way ashore), the text follows each step of turning casks and planks into a boat that floats. Describing that solution is the purpose of the whole text.",
      },
      {
        text: "To explain why the crew chose to abandon the family on the ship",
        correct: false,
        why: "The text says only that the crew escaped and left the family behind; it gives no reason for their choice.",
      },
      {
        text: "To describe what the family finds when they reach the island",
        correct: false,
        why: "The family is still on the ship at the end of the text, hoping to reach land the next morning; nothing on the island is described.",
      },
      {
        text: "To show that the father doubts the family will ever reach land",
        correct: false,
        why: "The father ends the day hopeful, with a boat that floats level and a plan to reach land the next morning.",
      },
    ],
    explanation:
      "The first sentence sets up a problem: the crew has left and the family cannot reach the shore. The rest of the text describes how the family solves it, turning four casks and some planks into a boat. The text's purpose is to describe that makeshift boat and how it was built.",
    source: src.swissFamily,
  },
  {
    id: "mock05-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Robert Louis Stevenson's 1878 book *An Inland Voyage*, an account of a canoe trip through Belgium and France.

The river Oise was in flood, and I was leading, full of joy in the sun and the swift pace, when the river swept round a corner and I saw a fallen tree lying across it. I aimed for a place where I might slip beneath the trunk. The tree caught me about the chest, the current snatched my canoe out from under me, and the boat went merrily away downstream without me. I do not know how long it was before I scrambled onto the tree, but it was longer than I cared about. Through it all, I still clung to my paddle. On my tomb, if ever I have one, I mean to have these words inscribed: "He clung to his paddle."`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "The narrator recounts a dangerous accident and then closes with a joking remark about one detail of his own behavior during it.",
        correct: true,
        why: "Most of the text narrates the accident: the fallen tree, the lost canoe, the struggle onto the trunk. The last sentence turns one small detail, his grip on the paddle, into a mock epitaph, a joke at his own expense. The choice traces both parts.",
      },
      {
        text: "The narrator describes the beauty of the river and then explains why he decided to end his journey.",
        correct: false,
        why: "The river is described as flooded and fast, not dwelt on for its beauty, and the text never mentions ending the journey.",
      },
      {
        text: "The narrator recounts a dangerous accident and then blames his own carelessness for the loss of his canoe.",
        correct: false,
        why: "The first half fits, but the text does not end by assigning blame. The closing remark about the paddle is a joke, not a confession of carelessness.",
      },
      {
        text: "The narrator warns other canoeists about fallen trees and then gives advice on how to avoid them.",
        correct: false,
        why: "The text tells what happened to the narrator; it offers no warnings or advice to other travelers.",
      },
    ],
    explanation:
      "The text moves from a narrative of near disaster (the canoe swept away, the narrator clinging to a tree in the flood) to a humorous close: the one thing he is proud of is that he never let go of his paddle, and he wants it on his tombstone. Only the key describes both the accident and the joking ending.",
    source: src.inlandVoyage,
  },
  {
    id: "mock05-rw-m2e-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Jonathan Swift's 1726 novel *Gulliver's Travels*. Gulliver is the guest of the king of Brobdingnag, a land of giants.

I often wished for the tongue of Demosthenes or Cicero, that I might celebrate the praise of my own dear native country in a style equal to its merits. At length I described to the king our Parliament, our courts, our trade, and our wars. He listened with great attention and then put many questions to me: how our lords were chosen, whether our judges were ever swayed by money, why a nation at peace should keep a standing army. At last, stroking me gently, he delivered his judgment: "I cannot but conclude the bulk of your natives to be the most pernicious race of little odious vermin that nature ever suffered to crawl upon the surface of the earth."`,
      },
    ],
    stem: "Which choice best describes the function of Gulliver's wish for “the tongue of Demosthenes or Cicero” in the text as a whole?",
    choices: [
      {
        text: "It reveals Gulliver's eagerness to glorify his country, which makes the king's harsh final verdict a pointed reversal of the impression Gulliver hoped to create.",
        correct: true,
        why: "Gulliver wishes for the eloquence of the great ancient orators so that he can praise England as it deserves. The text ends with the king condemning the English as “odious vermin,” so the opening wish sets up the sharp gap between what Gulliver meant to achieve and what he actually achieved.",
      },
      {
        text: "It attributes to the king a love of ancient oratory that explains why he listens to Gulliver so attentively.",
        correct: false,
        why: "The wish for eloquence is Gulliver's own, not the king's; nothing in the text says the king admires ancient orators.",
      },
      {
        text: "It suggests that Gulliver privately doubts England deserves praise, a doubt that the king's verdict confirms.",
        correct: false,
        why: "Gulliver wants a style “equal to its merits”: he worries that his words will fall short of England's greatness, not that England falls short of praise.",
      },
      {
        text: "It signals Gulliver's hope that the king will share his admiration, a hope that the king's questions go on to fulfill.",
        correct: false,
        why: "The first half is plausible, but the king's questions (about judges swayed by money and a standing army in peacetime) are skeptical, and his verdict is the opposite of admiration. The hope is dashed, not fulfilled.",
      },
    ],
    explanation:
      "Trace the text's arc. It opens with Gulliver longing for the eloquence of Demosthenes or Cicero to praise his “dear native country,” moves through his lengthy account and the king's probing questions, and ends with the king's judgment that the English are “little odious vermin.” The opening wish establishes Gulliver's pride and purpose, so that the ending lands as an ironic reversal of everything he hoped his speeches would accomplish.",
    source: src.gulliver,
  },
  {
    id: "mock05-rw-m2e-07",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `In the first part of Jonathan Swift's 1726 novel *Gulliver's Travels*, the shipwrecked Englishman Lemuel Gulliver finds himself in Lilliput, whose people stand less than six inches tall. Describing their emperor, Gulliver reports that he "is taller by almost the breadth of my nail than any of his court, which alone is enough to strike an awe into the beholders."`,
      },
      {
        label: "Text 2",
        text: `On his second voyage, Gulliver reaches Brobdingnag, a land of giants, where a man appears as tall as a church steeple and covers about ten yards at every stride. Picked up by a farmer, Gulliver recalls how the Lilliputians once regarded him as a giant, and he realizes that he must now seem as small to these people as a Lilliputian had seemed to him. "Undoubtedly," he reflects, "philosophers are in the right when they tell us that nothing is great or little otherwise than by comparison."`,
      },
    ],
    stem: "Based on the texts, how would Gulliver, as he reflects in Text 2, most likely view the awe that the Lilliputian emperor's height inspires in Text 1?",
    choices: [
      {
        text: "As an illustration of the idea that whether something seems great or small depends on what it is compared with",
        correct: true,
        why: "In Text 2 Gulliver concludes that “nothing is great or little otherwise than by comparison.” Among people less than six inches tall, a nail's breadth of extra height is a real difference, so the courtiers' awe is exactly the kind of comparison-based judgment his reflection describes.",
      },
      {
        text: "As foolish, since a difference as slight as a nail's breadth could never matter to anyone",
        correct: false,
        why: "This judges the emperor's height by a full-sized man's standard, which is just what Gulliver's reflection rejects: by the Lilliputians' own scale, a nail's breadth is significant.",
      },
      {
        text: "As evidence that the Lilliputians respected their emperor out of fear rather than admiration",
        correct: false,
        why: "Neither text distinguishes fear from admiration in the courtiers' awe, and Gulliver's reflection in Text 2 concerns size and comparison, not the motives for respect.",
      },
      {
        text: "As proof that the Lilliputians were more easily impressed than the people of Brobdingnag",
        correct: false,
        why: "Text 2 says nothing about how easily the giants are impressed; it compares sizes, not the temperaments of the two peoples.",
      },
    ],
    explanation:
      "Text 1 shows the Lilliputians awed by an emperor only a nail's breadth taller than his courtiers. Text 2 has Gulliver, now tiny among giants, conclude that greatness and littleness exist only by comparison. He would therefore see the courtiers' awe as a natural result of judging height on their own scale, an example of his principle rather than something absurd.",
    source: src.gulliver,
  },

  // ================================================================ information and ideas
  {
    id: "mock05-rw-m2e-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Hans Christian Andersen's 1838 fairy tale known in English as "The Steadfast Tin Soldier."

There were once twenty-five tin soldiers, all brothers, for they had all been made from the same old tin spoon. They held their muskets on their shoulders, looked straight ahead, and wore splendid uniforms of red and blue. Every soldier was exactly like the others except one, who had only one leg: he had been made last, and there was not enough tin left to finish him. Yet he stood just as firmly on his one leg as the others did on their two, and it is this soldier whom the story is about.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Although one tin soldier was left unfinished, he stands as firmly as his brothers and is the one the story is about.",
        correct: true,
        why: "The text introduces the set of soldiers, singles out the one-legged soldier, stresses that he stands as firmly as the rest, and names him as the story's subject. The choice captures all of that.",
      },
      {
        text: "The tin soldiers are unhappy because they were made from an old spoon rather than from new tin.",
        correct: false,
        why: "The old spoon explains why the soldiers are brothers; nothing suggests that any of them is unhappy about it.",
      },
      {
        text: "The one-legged tin soldier envies his brothers because of their splendid uniforms.",
        correct: false,
        why: "All the soldiers wear the same uniforms, and the text never mentions envy; it stresses how firmly the one-legged soldier stands.",
      },
      {
        text: "The tin soldiers argue about which of them should lead the others.",
        correct: false,
        why: "The soldiers stand at attention looking straight ahead; there is no argument or question of leadership in the text.",
      },
    ],
    explanation:
      "The text narrows from twenty-five identical soldiers to the single one who is different: he has one leg because the tin ran out, yet stands as firmly as the others, and the story is about him. That is the main idea.",
    source: src.tinSoldier,
  },
  {
    id: "mock05-rw-m2e-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Robert Louis Stevenson's 1886 novel *Kidnapped*. David Balfour's uncle Ebenezer sends him at night to fetch a chest from the top of an unfinished stair tower, warning him: "Keep to the wall. There's no banisters. But the stairs are grand underfoot."

Inside, in pitch darkness, I climbed slowly, feeling my way along the wall. Then a flash of lightning showed me gaps in the walls all around me and a step so narrow that my foot rested within two inches of the open drop. I went on, now on my hands and knees, testing every stone. At a turn of the stair, my hand slipped over the edge and found nothing beyond it. The stair had been built no higher. To send a stranger up it in the dark was to send him straight to his death.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "While climbing a dark tower on his uncle's errand, David discovers that the stair ends in a deadly drop.",
        correct: true,
        why: "The text follows David up the tower, from the lightning flash that reveals the danger to the moment his hand finds nothing beyond the last step. That discovery is the point of the whole passage.",
      },
      {
        text: "David finds the chest his uncle asked for but loses it in the dark.",
        correct: false,
        why: "David never reaches a chest; the stair ends before the top, and the text stops there.",
      },
      {
        text: "David refuses to enter the tower until his uncle gives him a light.",
        correct: false,
        why: "David does enter the tower and climbs it in the dark; the text describes no refusal.",
      },
      {
        text: "A storm tears holes in the tower's walls while David is climbing it.",
        correct: false,
        why: "The lightning only reveals gaps that were already there in the unfinished tower; the storm does not damage the walls.",
      },
    ],
    explanation:
      "The uncle promises that the stairs are “grand underfoot,” but David, climbing in darkness, finds first a dangerously narrow step and then no step at all. The main idea is his discovery that the errand could have sent him to his death.",
    source: src.kidnapped,
  },
  {
    id: "mock05-rw-m2e-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Mary Kingsley's 1897 book *Travels in West Africa*. Kingsley is walking through a forest in what is now Gabon.

I noticed a path I had been told to follow. Where it seemed to vanish behind a clump of bushes, I made a short cut toward the spot where it reappeared, and the next thing I knew, I was in a heap on a lot of spikes, fifteen feet down, at the bottom of a game pit. It is at these times you realize the blessing of a good thick skirt. Had I taken the advice of many people in England and adopted masculine garments, I should have been spiked to the bone. Instead, apart from bruises, here I was, sitting on nine ebony spikes in comparative comfort, with the fullness of my skirt tucked under me, howling to be got out.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Kingsley credits the kind of clothing that others had urged her to give up with saving her from serious injury in a fall.",
        correct: true,
        why: "Kingsley says that had she taken the advice to wear “masculine garments,” she would have been “spiked to the bone”; her thick skirt spread under her, and she escaped with bruises. The text's point is that the clothing others criticized saved her.",
      },
      {
        text: "Kingsley regrets leaving the path she had been told to follow, since her shortcut led her into a trap.",
        correct: false,
        why: "The shortcut does lead to the fall, but Kingsley expresses no regret about it. The text's emphasis falls on her skirt and the advice she ignored, not on the choice of route.",
      },
      {
        text: "Kingsley argues that women who travel in rough country should dress as men do.",
        correct: false,
        why: "This reverses her point: she rejects the advice to wear “masculine garments” and praises her skirt.",
      },
      {
        text: "Kingsley explains how the hunters of the region build pits to trap large animals.",
        correct: false,
        why: "The pit is the setting of her accident; the text says nothing about how such pits are built or used.",
      },
    ],
    explanation:
      "The fall into the pit is the occasion, but the text's central point is stated in “It is at these times you realize the blessing of a good thick skirt”: the dress that people in England had urged her to abandon is what kept the spikes from injuring her.",
    source: src.westAfrica,
  },
  {
    id: "mock05-rw-m2e-11",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `"Bed in Summer" is a poem from Robert Louis Stevenson's 1885 collection *A Child's Garden of Verses*. Its speaker is a child whose bedtime comes before dark in summer, and the poem does more than describe this situation: the speaker appeals directly to the reader to agree that it is unfair.`,
      },
    ],
    stem: "Which quotation from “Bed in Summer” most effectively illustrates the claim?",
    choices: [
      {
        text: "“And does it not seem hard to you, / When all the sky is clear and blue, / And I should like so much to play, / To have to go to bed by day?”",
        correct: true,
        why: "The speaker turns to the reader (“does it not seem hard to you”) and asks for agreement that going to bed in daylight is a hardship. That is the direct appeal the claim describes.",
      },
      {
        text: "“In winter I get up at night / And dress by yellow candle-light.”",
        correct: false,
        why: "These lines describe winter mornings; they neither concern the summer bedtime nor address the reader.",
      },
      {
        text: "“I have to go to bed and see / The birds still hopping on the tree,”",
        correct: false,
        why: "These lines show that it is still light at bedtime, but they only describe the situation; they do not ask the reader to agree that it is unfair.",
      },
      {
        text: "“Or hear the grown-up people's feet / Still going past me in the street.”",
        correct: false,
        why: "Like the lines about the birds, these describe what the child hears from bed without appealing to the reader.",
      },
    ],
    explanation:
      "The claim has two parts: the situation (bed before dark in summer) and the speaker's direct appeal to the reader to agree it is unfair. Several lines show the situation, but only the question “does it not seem hard to you” speaks to the reader and asks for agreement.",
    source: src.childsGarden,
  },
  {
    id: "mock05-rw-m2e-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `For a class project, a student counted how many times birds of four kinds visited a feeder in her school's garden during two weeks in January. Comparing the two weeks, she found that one kind of bird showed a far larger increase in visits than any other: ______`,
      },
    ],
    table: {
      title: "Visits to a school garden bird feeder in two weeks of January",
      columns: ["Kind of bird", "Visits in week 1", "Visits in week 2"],
      rows: [
        ["House sparrow", "64", "71"],
        ["Chickadee", "38", "59"],
        ["Cardinal", "21", "19"],
        ["Starling", "45", "30"],
      ],
    },
    stem: TABLE,
    choices: [
      {
        text: "chickadees visited the feeder 38 times in week 1 and 59 times in week 2.",
        correct: true,
        why: "Chickadee visits rose by 21, from 38 to 59. The only other increase, for house sparrows, was 7 (from 64 to 71), so this is the far larger increase the statement describes.",
      },
      {
        text: "house sparrows visited the feeder 71 times in week 2, more than any other kind of bird.",
        correct: false,
        why: "This is accurate, but it gives the highest count in one week, not an increase; house sparrow visits rose by only 7.",
      },
      {
        text: "starlings visited the feeder 45 times in week 1 but only 30 times in week 2.",
        correct: false,
        why: "This is accurate, but it describes a decrease, and the statement is about an increase.",
      },
      {
        text: "cardinals visited the feeder 21 times in week 1 and 19 times in week 2.",
        correct: false,
        why: "This is accurate, but cardinal visits fell slightly; it shows no increase at all.",
      },
    ],
    explanation:
      "The statement concerns the change from week 1 to week 2. Only two kinds of bird increased: house sparrows by 7 and chickadees by 21. The chickadees' rise from 38 to 59 is the far larger increase.",
    source: original,
  },
  {
    id: "mock05-rw-m2e-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `A science class built small model boats in four designs and counted how many metal washers each boat could hold before sinking, first in fresh water and then in salt water, which is denser than fresh water. The students predicted that every one of the four designs would hold more washers in salt water. The results supported their prediction: ______`,
      },
    ],
    table: {
      title: "Washers held by model boats before sinking",
      columns: ["Boat design", "Fresh water", "Salt water"],
      rows: [
        ["Flat raft", "18", "20"],
        ["Tub raft", "31", "34"],
        ["Canoe", "24", "26"],
        ["Catamaran", "27", "30"],
      ],
    },
    stem: TABLE,
    choices: [
      {
        text: "each of the four designs held 2 or 3 more washers in salt water than in fresh water.",
        correct: true,
        why: "The prediction was about every design. The flat raft (+2), tub raft (+3), canoe (+2), and catamaran (+3) all held more in salt water, and this choice reports the result for all four.",
      },
      {
        text: "the tub raft held more washers than any other design in both fresh water and salt water.",
        correct: false,
        why: "This is accurate, but it compares designs with one another, while the prediction compares salt water with fresh water for each design.",
      },
      {
        text: "the catamaran held 27 washers in fresh water and 30 in salt water.",
        correct: false,
        why: "This is accurate and fits the prediction for one design, but the prediction concerned all four designs, so a single result cannot show that it held.",
      },
      {
        text: "the flat raft held fewer washers in salt water than the canoe held in fresh water.",
        correct: false,
        why: "This is accurate (20 is less than 24), but it compares two different designs in two different kinds of water, which says nothing about the prediction.",
      },
    ],
    explanation:
      "To support the prediction that every design would hold more washers in salt water, the completion must show the salt-water count exceeding the fresh-water count for all four designs. It does in every row, by 2 or 3 washers, and only the key reports that for all of them.",
    source: original,
  },
  {
    id: "mock05-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Daniel Defoe's 1719 novel *Robinson Crusoe*. Crusoe has lived alone on his island for many years.

For a long time I had thought that the greatest blessing Heaven could bestow would be to see one of my own species, for I was banished, as it were, from all human society. Yet one day about noon, going toward my boat, I saw on the sand the print of a man's naked foot, and I fled home to my fortification like one pursued, looking behind me at every two or three steps and fancying every bush and stump to be a man. That night I slept not at all. Reflecting afterward on this change in myself, I concluded that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "a man may come to dread the very thing he has longed for, once it seems close at hand.",
        correct: true,
        why: "The “change” Crusoe reflects on runs from longing (seeing another person would be the greatest blessing) to terror (a single human footprint sends him fleeing). The key states the general lesson of that reversal.",
      },
      {
        text: "my long solitude had cured me of any wish for human company.",
        correct: false,
        why: "The text says that through his long solitude Crusoe kept wishing for company; his fear arrives suddenly with the footprint. Solitude did not cure the wish, so this misidentifies the cause of the change.",
      },
      {
        text: "the footprint proved that I had never truly been alone on the island.",
        correct: false,
        why: "This may be a reasonable thought about the footprint, but the blank follows “reflecting afterward on this change in myself”; a conclusion about the island is not a conclusion about his own change of feeling.",
      },
      {
        text: "fear is useful to a man alone, since it keeps him watchful against danger.",
        correct: false,
        why: "Nothing in the text presents Crusoe's terror as useful; he describes it as flight and sleeplessness, and the conclusion must explain the change from longing to fear, which this does not address.",
      },
    ],
    explanation:
      "Two steps lead to the answer. First, identify the “change”: Crusoe long believed that seeing another human being would be the greatest blessing, yet the mere sign of one terrifies him. Second, find the conclusion that explains that reversal: what he desired became what he feared once it seemed near. Only the key states that; the other choices either misstate the cause or answer a different question.",
    source: src.crusoe,
  },

  // ================================================================ standard English conventions
  {
    id: "mock05-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Hans Christian Andersen was born in 1805 in Odense, Denmark, the son of a poor shoemaker. At the age of fourteen, he set off alone for ______ hoped to become an actor, a singer, or a dancer at the Royal Theater. He never succeeded as a performer, but he went on to write the fairy tales that made him famous.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Copenhagen. He",
        correct: true,
        why: "“At the age of fourteen, he set off alone for Copenhagen” and “He hoped to become an actor...” are both independent clauses. A period correctly separates them into two sentences.",
      },
      {
        text: "Copenhagen, he",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "Copenhagen he",
        correct: false,
        why: "With no punctuation at all, the two independent clauses run together, creating a run-on sentence.",
      },
      {
        text: "Copenhagen, and, he",
        correct: false,
        why: "A comma before “and” can join the two clauses, but the comma after “and” wrongly separates the conjunction from the clause it introduces.",
      },
    ],
    explanation:
      "The blank falls between two complete thoughts, each with its own subject and verb: “he set off alone for Copenhagen” and “he hoped to become an actor.” Among the choices, only the period separates them correctly.",
    source: src.andersenTales,
  },
  {
    id: "mock05-rw-m2e-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `The four sons in Johann David Wyss's *The Swiss Family Robinson* (1812), shipwrecked with their parents on an island far from home, ______ to hunt, fish, farm, and build under their father's guidance. Among their projects is a house high in the branches of an enormous tree.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "learn",
        correct: true,
        why: "The subject is the plural “The four sons,” so the verb must be plural, and “learn” matches the present tense used in the next sentence (“is”).",
      },
      {
        text: "learns",
        correct: false,
        why: "“Learns” is singular. It seems to agree with a nearby singular noun such as “home,” but the subject of the verb is the plural “sons.”",
      },
      {
        text: "has learned",
        correct: false,
        why: "“Has” is a singular helping verb, so it does not agree with the plural subject “sons.”",
      },
      {
        text: "is learning",
        correct: false,
        why: "“Is” is singular and does not agree with the plural subject “sons.”",
      },
    ],
    explanation:
      "Set aside the title, the date, and the phrase “shipwrecked with their parents on an island far from home,” and the core sentence is “The four sons ... learn to hunt, fish, farm, and build.” A plural subject needs a plural verb.",
    source: src.swissFamily,
  },
  {
    id: "mock05-rw-m2e-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Robert Louis Stevenson dedicated *A Child's Garden of Verses* (1885) to his childhood nurse, Alison ______ had cared for him through the many illnesses of his boyhood in Edinburgh. In the dedication, he called himself "her boy."`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Cunningham, who",
        correct: true,
        why: "The comma after “nurse” opens the name “Alison Cunningham,” which adds information about the nurse, so a comma must close it. The clause “who had cared for him...” then adds further information about her.",
      },
      {
        text: "Cunningham who",
        correct: false,
        why: "The name is set off by a comma before it, so it needs a comma after it as well; leaving it out fails to close the interrupting name.",
      },
      {
        text: "Cunningham. Who",
        correct: false,
        why: "The period leaves “Who had cared for him through the many illnesses of his boyhood in Edinburgh” standing alone as a sentence fragment.",
      },
      {
        text: "Cunningham; who",
        correct: false,
        why: "A semicolon separates independent clauses; the “who” clause is not independent, so the semicolon is incorrect.",
      },
    ],
    explanation:
      "“Alison Cunningham” renames “his childhood nurse,” and the comma before it opens that renaming phrase. A comma must close it, and the relative clause “who had cared for him...” follows. Only “Cunningham, who” does this.",
    source: src.childsGarden,
  },
  {
    id: "mock05-rw-m2e-18",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `In Robert Louis Stevenson's *Kidnapped* (1886), young David Balfour is seized on his uncle's orders and carried off aboard the brig *Covenant*. During the voyage, the brig ______ a small boat in thick fog and picks up its only survivor, Alan Breck Stewart, who soon becomes David's companion.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "runs down",
        correct: true,
        why: "The passage summarizes the novel in the present tense (“is seized,” “picks up,” “becomes”), and “runs down” keeps the two verbs joined by “and” in the same tense.",
      },
      {
        text: "ran down",
        correct: false,
        why: "“Ran down” is past tense, but it is paired by “and” with the present-tense “picks up”; the shift in tense is inconsistent.",
      },
      {
        text: "had run down",
        correct: false,
        why: "The past perfect places the collision before some other past event, which makes no sense beside the present-tense “picks up.”",
      },
      {
        text: "running down",
        correct: false,
        why: "“Running down” is not a complete verb, so the subject “the brig” would have no proper verb to pair with “picks up.”",
      },
    ],
    explanation:
      "The subject “the brig” has two verbs joined by “and”: the blank and “picks up.” Both must be in the same tense, and the whole summary is in the present, so the verb is “runs down.”",
    source: src.kidnapped,
  },
  {
    id: "mock05-rw-m2e-19",
    skill: "boundaries",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Using a raft he builds from the ship's spare masts and timbers, Robinson Crusoe carries ashore from the wreck whatever might help him ______ bread, rice, cheese, a carpenter's chest of tools, guns, and gunpowder. On later trips he brings back sails, rope, and ironwork.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "survive:",
        correct: true,
        why: "The words before the blank form a complete independent clause, and what follows is a list of the things Crusoe carries ashore. A colon correctly introduces a list after an independent clause.",
      },
      {
        text: "survive;",
        correct: false,
        why: "A semicolon must be followed by an independent clause, but what follows here is only a list of nouns.",
      },
      {
        text: "survive, such as:",
        correct: false,
        why: "A colon should not come directly after “such as,” which already introduces the examples; the colon interrupts the phrase.",
      },
      {
        text: "survive, these were",
        correct: false,
        why: "“These were bread, rice...” is an independent clause, so joining it to the first clause with only a comma creates a comma splice.",
      },
    ],
    explanation:
      "“Robinson Crusoe carries ashore from the wreck whatever might help him survive” is a complete sentence, and the words after the blank list the items he carries. A colon is the standard way to introduce such a list.",
    source: src.crusoe,
  },
  {
    id: "mock05-rw-m2e-20",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Jonathan Swift did not put his own name on *Gulliver's Travels* when it was first published in ______ title page presented the book as the work of its hero, "Lemuel Gulliver, first a surgeon, and then a captain of several ships."`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1726; instead, the",
        correct: true,
        why: "The semicolon separates two independent clauses, and the comma after “instead” sets off the transition that begins the second clause.",
      },
      {
        text: "1726, instead, the",
        correct: false,
        why: "Two independent clauses are joined with only commas; “instead” is not a conjunction, so this is a comma splice.",
      },
      {
        text: "1726 instead, the",
        correct: false,
        why: "“Instead” is attached to the first clause, and the two independent clauses are then joined by only a comma, creating a comma splice.",
      },
      {
        text: "1726, instead the",
        correct: false,
        why: "A comma cannot join two independent clauses, even with “instead” between them; this is a comma splice.",
      },
    ],
    explanation:
      "“Jonathan Swift did not put his own name on Gulliver's Travels when it was first published in 1726” and “the title page presented the book as the work of its hero” are both independent clauses. They must be separated by a semicolon (or a period), and the transition “instead” at the start of the second clause is followed by a comma.",
    source: src.gulliver,
  },
  {
    id: "mock05-rw-m2e-21",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In Hans Christian Andersen's 1837 tale "The Emperor's New Clothes," two swindlers claim to weave a cloth that is invisible to anyone who is unfit for his office or hopelessly stupid. Not wanting to seem foolish, the emperor and his officials pretend to see beautiful cloth on the two ______ empty looms. The pretense lasts until the emperor's grand procession, when a child cries out that he has nothing on.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "swindlers'",
        correct: true,
        why: "The looms belong to the two swindlers, so the noun must be both plural and possessive. For a plural noun ending in s, the possessive adds only an apostrophe: “swindlers'.”",
      },
      {
        text: "swindler's",
        correct: false,
        why: "This is the singular possessive, but “the two” shows that there is more than one swindler.",
      },
      {
        text: "swindlers",
        correct: false,
        why: "This is plural but not possessive; without an apostrophe, nothing shows that the looms belong to the swindlers.",
      },
      {
        text: "swindlers's",
        correct: false,
        why: "Plural nouns ending in s form the possessive with an apostrophe alone; adding another s is incorrect.",
      },
    ],
    explanation:
      "The phrase “the two ______ empty looms” needs a word showing that the looms belong to the two swindlers. That calls for the plural possessive, formed by adding an apostrophe to “swindlers.”",
    source: src.emperor,
  },
  {
    id: "mock05-rw-m2e-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `The Appin murder, the 1752 shooting of Colin Campbell of Glenure, a government official, by a hidden marksman in a Highland ______ among the real events that Robert Louis Stevenson wove into his novel *Kidnapped* (1886). In the novel, young David Balfour witnesses the killing and is suspected of being the gunman's accomplice.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "wood, is",
        correct: true,
        why: "The comma after “The Appin murder” opens a long phrase that renames the murder (“the 1752 shooting ... in a Highland wood”). That phrase must be closed with a comma before the main verb “is.”",
      },
      {
        text: "wood is",
        correct: false,
        why: "Without a closing comma, the renaming phrase that began after “The Appin murder,” is never closed. The inner commas around “a government official” are easy to mistake for the whole phrase, but they set off only that shorter phrase.",
      },
      {
        text: "wood; is",
        correct: false,
        why: "A semicolon would separate the subject, “The Appin murder,” from its verb, “is”; the words before it are not an independent clause.",
      },
      {
        text: "wood—is",
        correct: false,
        why: "A phrase opened with a comma must be closed with a comma, not a dash; mixing the two marks is incorrect.",
      },
    ],
    explanation:
      "Strip the sentence to its core: “The Appin murder ... is among the real events that Robert Louis Stevenson wove into his novel.” Everything between “murder” and “is” is a phrase renaming the murder, opened by the comma after “murder.” The phrase contains its own pair of commas around “a government official,” but the whole phrase still needs a closing comma after “wood.”",
    source: src.kidnapped,
  },

  // ================================================================ expression of ideas
  {
    id: "mock05-rw-m2e-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Mary Kingsley received almost no formal schooling; as a young woman, she spent years at home nursing her invalid mother. ______ she was far from uneducated. She taught herself a great deal by reading in her father's large library of science and travel books, preparation that served her well on her later journeys in West Africa.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "However,",
        correct: true,
        why: "Having almost no schooling would lead a reader to expect little education; the next sentence says she was “far from uneducated.” “However” signals that contrast.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "“Therefore” presents a result, but being well educated does not follow from having no schooling; it runs against it.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Being “far from uneducated” is not an example of having no schooling or of nursing her mother; it contrasts with them.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "“Similarly” signals a likeness, but the second sentence contradicts the expectation set up by the first.",
      },
    ],
    explanation:
      "The first sentence stresses Kingsley's lack of schooling; the next says she was nonetheless well educated, thanks to her own reading. A contrasting transition is needed, and “However” is the only one offered.",
    source: src.westAfrica,
  },
  {
    id: "mock05-rw-m2e-24",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Jonathan Swift wrote *Gulliver's Travels* (1726) as a satire for adult readers, mocking the politicians, scholars, and scientists of his day. ______ the book has long been a favorite with children, usually in shortened versions that keep Gulliver's adventures in Lilliput and Brobdingnag and leave out much of the satire.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "A satire written for adults would not be expected to become a children's favorite. “Nevertheless” signals that the second sentence holds true despite what the first sentence suggests.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "“Consequently” presents a result, but the book's popularity with children is not caused by its being an adult satire; the shortened versions succeed by leaving much of the satire out.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The book's popularity with children is not an example of its mocking politicians, scholars, and scientists.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "“In other words” introduces a restatement, but the second sentence makes a new and contrasting point rather than rephrasing the first.",
      },
    ],
    explanation:
      "The first sentence establishes that Swift aimed his book at adults; the second reports that children have long loved it anyway, in versions that drop much of the adult satire. The relationship is concession, so “Nevertheless” is the logical transition.",
    source: src.gulliver,
  },
  {
    id: "mock05-rw-m2e-25",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `Alexander Selkirk, a Scottish sailor who lived alone on a Pacific island from 1704 to 1709, is often named as a model for Daniel Defoe's Robinson Crusoe. The two castaways' stories, though, differ in important ways. Selkirk asked to be put ashore after quarreling with his captain about whether their ship was seaworthy, whereas Crusoe is the lone survivor of a shipwreck. ______ Selkirk's ordeal lasted just over four years; Crusoe's lasts twenty-eight.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Moreover,",
        correct: true,
        why: "The second sentence announces that the stories “differ in important ways,” and the third gives one difference (how each man came to be alone). The last sentence adds a second difference (how long each was alone), so an additive transition is needed.",
      },
      {
        text: "Nonetheless,",
        correct: false,
        why: "The last sentence contains a contrast between Selkirk and Crusoe, which makes a contrasting word tempting. But “Nonetheless” would set the sentence against the one before it, and it does not go against that sentence; it supplies another difference of the same kind.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "The length of each ordeal is not caused by how each man came to be stranded; the two differences are parallel, not cause and effect.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The last sentence does not restate the difference in how the men were stranded; it introduces a new difference, in duration.",
      },
    ],
    explanation:
      "Read the transition against the sentence before it, not just the sentence it begins. The text promises “important” differences, gives one (Selkirk chose to be marooned; Crusoe was shipwrecked), and then gives another (four years against twenty-eight). Adding a second item to the list calls for “Moreover.”",
    source: src.crusoe,
  },
  {
    id: "mock05-rw-m2e-26",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- *The Water-Babies* is a novel by Charles Kingsley, an English clergyman and writer.
- It first appeared in installments in *Macmillan's Magazine* in 1862 and 1863.
- It was published as a book in 1863.
- Its hero, Tom, is a young chimney sweep who works for a harsh master, Mr. Grimes.
- After running away, Tom is turned into a "water-baby," a tiny creature that lives in streams and in the sea.`,
      },
    ],
    stem: `The student wants to introduce the novel's main character to an audience unfamiliar with the book. ${NOTES}`,
    choices: [
      {
        text: "The hero of Charles Kingsley's *The Water-Babies* is Tom, a young chimney sweep who works for a harsh master and who, after running away, is turned into a tiny water creature called a “water-baby.”",
        correct: true,
        why: "This names the main character and tells an unfamiliar audience who he is and what happens to him, using the notes about Tom's work, his master, and his transformation.",
      },
      {
        text: "Charles Kingsley, an English clergyman and writer, published *The Water-Babies* as a book in 1863.",
        correct: false,
        why: "This introduces the author and the date of publication but never mentions the main character.",
      },
      {
        text: "*The Water-Babies* first appeared in installments in *Macmillan's Magazine* in 1862 and 1863.",
        correct: false,
        why: "This gives the novel's publication history, not an introduction to its main character.",
      },
      {
        text: "In Charles Kingsley's *The Water-Babies*, Mr. Grimes is a harsh master.",
        correct: false,
        why: "Mr. Grimes is a character in the novel, but he is not its hero; this sentence does not introduce Tom at all.",
      },
    ],
    explanation:
      "The goal is to introduce the novel's main character. The notes identify Tom as the hero and give his situation and fate; only the key uses them to tell a new reader who he is.",
    source: src.waterBabies,
  },
  {
    id: "mock05-rw-m2e-27",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Johann David Wyss (1743–1818) was a Swiss pastor.
- He made up the story of a shipwrecked Swiss family to entertain and teach his four sons.
- His son Johann Rudolf Wyss completed and edited the manuscript.
- It was published in German in 1812 as *Der Schweizerische Robinson* (*The Swiss Family Robinson*).
- The first English translation appeared in London in 1814.`,
      },
    ],
    stem: `The student wants to emphasize that more than one member of the Wyss family had a hand in creating the book. ${NOTES}`,
    choices: [
      {
        text: "*The Swiss Family Robinson* was the work of two generations: Johann David Wyss made up the story for his sons, and his son Johann Rudolf Wyss completed and edited it for publication in 1812.",
        correct: true,
        why: "This names both the father, who invented the story, and the son, who completed and edited it, so it shows that more than one family member helped create the book.",
      },
      {
        text: "Swiss pastor Johann David Wyss made up *The Swiss Family Robinson* to entertain and teach his four sons.",
        correct: false,
        why: "This mentions the sons, but only as the audience for the story; it credits the book's creation to the father alone.",
      },
      {
        text: "First published in German in 1812, *The Swiss Family Robinson* appeared in an English translation in London just two years later.",
        correct: false,
        why: "This emphasizes how quickly the book was translated; it says nothing about who in the Wyss family helped create it.",
      },
      {
        text: "Johann David Wyss (1743–1818), the author of *The Swiss Family Robinson*, was a Swiss pastor.",
        correct: false,
        why: "This identifies a single author and his profession; it gives no sign that anyone else had a hand in the book.",
      },
    ],
    explanation:
      "To show that more than one family member helped create the book, the sentence must name at least two Wyss family members and their contributions. Only the key pairs the father's invention of the story with the son's completing and editing it; the sentence that mentions the sons presents them only as listeners.",
    source: src.swissFamily,
  },
];
