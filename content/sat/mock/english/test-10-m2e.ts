import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 10, reading and writing, module 2 (easier form). Passages are adapted from public-domain
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
  lad: pd("Albert Payson Terhune", "Lad: A Dog", 1919, "E. P. Dutton & Company, New York, 1919"),
  youngTrailers: pd(
    "Joseph A. Altsheler",
    "The Young Trailers: A Story of Early Kentucky",
    1907,
    "D. Appleton and Company, New York, 1907",
  ),
  childrensHomer: pd(
    "Padraic Colum",
    "The Children's Homer: The Adventures of Odysseus and the Tale of Troy",
    1918,
    "The Macmillan Company, New York, 1918, illustrated by Willy Pogány",
  ),
  blueFairyBook: pd("Andrew Lang (editor)", "The Blue Fairy Book", 1889, "Longmans, Green, and Co., London, 1889"),
  talesFromShakespeare: pd(
    "Charles and Mary Lamb",
    "Tales from Shakespeare",
    1807,
    "Thomas Hodgkins, at the Juvenile Library, London, 1807 (two volumes)",
  ),
};

const CONVENTIONS = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const NOTES_INTRO = "While researching a topic, a student has taken the following notes:";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock10-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Albert Payson Terhune's 1919 book *Lad: A Dog*.

Lad was an eighty-pound collie, a gentle giant. Three years earlier, Lady had arrived at the Place as a month-old puppy no bigger than a half-grown kitten, and Lad had at once taken her under his protection. Now she was a slender, graceful collie, and she ______ him without mercy: she bossed him shamefully and crowded him out of the warmest spot by the fire. Lad put up with all of it, for he adored her.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "bullied",
        correct: true,
        why: "The colon introduces examples of how Lady treats Lad: she bosses him shamefully and pushes him from the warmest spot by the fire. Pushing around someone bigger and gentler “without mercy” is bullying, and Lad's putting up with it fits the word too.",
      },
      {
        text: "feared",
        correct: false,
        why: "A dog that bosses Lad and shoves him away from the fire is not afraid of him; the examples after the colon show Lady in charge, not frightened.",
      },
      {
        text: "avoided",
        correct: false,
        why: "Lady does not keep away from Lad; she bosses him and crowds him, which means constant contact, not avoidance.",
      },
      {
        text: "obeyed",
        correct: false,
        why: "This reverses the relationship. Lady gives the orders (she “bossed him shamefully”), and it is Lad who gives way to her.",
      },
    ],
    explanation:
      "The part of the sentence after the colon explains the blank: Lady “bossed him shamefully and crowded him out of the warmest spot by the fire,” and Lad, who adores her, puts up with it. Treating a gentler creature this way “without mercy” is bullying, so “bullied” is the logical and precise word.",
    source: src.lad,
  },
  {
    id: "mock10-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from "Toads and Diamonds," a tale in Andrew Lang's 1889 collection *The Blue Fairy Book*.

Twice a day, the younger of a widow's two daughters had to fetch water from a spring a mile and a half from home. One day, as she stood at the spring, a poor woman begged her for a drink. "With all my heart," said the girl. She rinsed her pitcher, filled it from the clearest part of the spring, and held it up the whole time so that the woman could drink more easily. The woman was really a fairy, and the girl's ______ so pleased her that she gave the girl a wonderful gift.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "courtesy",
        correct: true,
        why: "The girl answers “With all my heart,” rinses the pitcher, draws the clearest water, and holds the pitcher up so the woman can drink easily. Every detail shows polite, considerate behavior toward a stranger, which is courtesy.",
      },
      {
        text: "wealth",
        correct: false,
        why: "The girl is a drudge sent on long trips for water, and she gives nothing but a drink; nothing in the text suggests she is rich.",
      },
      {
        text: "impatience",
        correct: false,
        why: "The girl takes extra trouble, rinsing the pitcher and holding it up “the whole time”; that is the opposite of impatience, and impatience would hardly win a fairy's reward.",
      },
      {
        text: "cleverness",
        correct: false,
        why: "The girl solves no problem and outwits no one; what the text shows is her kindness and good manners, not her intelligence.",
      },
    ],
    explanation:
      "The fairy rewards what she has just seen: a girl who gladly gives a poor stranger a drink and takes care to make it easy for her. That quality is courtesy, so “courtesy” best completes the text.",
    source: src.blueFairyBook,
  },
  {
    id: "mock10-rw-m2e-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Charles and Mary Lamb's 1807 *Tales from Shakespeare*, a collection of stories based on Shakespeare's plays.

There was a certain island in the sea, the only inhabitants of which were an old man, whose name was Prospero, and his daughter Miranda. They lived in a cave made out of a rock, divided into several rooms, one of which Prospero called his study. There he kept his books, which chiefly treated of magic, a study at that time much affected by all learned men; and the knowledge of this art he found very useful to him.`,
      },
    ],
    stem: "As used in the text, what does the word “affected” most nearly mean?",
    choices: [
      {
        text: "favored",
        correct: true,
        why: "The phrase explains why Prospero's books are about magic: at that time magic was a subject that learned men liked and took up. In this older sense, to “affect” a study is to favor or be fond of it.",
      },
      {
        text: "emotionally moved",
        correct: false,
        why: "This is a common modern sense of “affected,” but the phrase describes how learned men treated a field of study, not how the study made them feel.",
      },
      {
        text: "faked",
        correct: false,
        why: "“Affected” can mean put on or pretended, as in an affected accent, but the text says nothing about learned men pretending; it presents magic as a real study that Prospero found “very useful.”",
      },
      {
        text: "harmed",
        correct: false,
        why: "Nothing suggests that learned men damaged the study of magic; the sentence presents magic as a respected pursuit of the time.",
      },
    ],
    explanation:
      "The phrase “a study at that time much affected by all learned men” explains why a scholar like Prospero kept books of magic: it was a study that learned men of the day favored. The everyday senses of “affected” (moved, pretended, damaged) do not fit a sentence about which studies scholars chose to pursue.",
    source: src.talesFromShakespeare,
  },
  {
    id: "mock10-rw-m2e-04",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Joseph Altsheler's 1907 novel *The Young Trailers*.

A caravan of about twenty wagons, covered with arched canvas bleached by the rains, stood on the crest of the mountains. Below lay the green wilderness known as Kain-tuck-ee. The travelers saw a wide sweep of rolling country covered with trees and canebrake and cut by clear streams that shone in the distance like threads of silver wire. All of them gazed with keen interest, because this unknown land was to be their home, but none was more eager than Henry Ware, a strong boy of fifteen.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To describe the travelers' first view of the land where they will live and to single out one especially eager traveler",
        correct: true,
        why: "Most of the text describes what the travelers see from the mountain crest, the land that “was to be their home,” and the final sentence picks out Henry Ware as the most eager of them all. This choice covers both parts.",
      },
      {
        text: "To explain why the travelers decided to leave their old homes",
        correct: false,
        why: "The text never mentions the travelers' old homes or their reasons for leaving; it begins with them already looking down on the new land.",
      },
      {
        text: "To warn of the dangers that await the travelers in the wilderness",
        correct: false,
        why: "The land is described only in admiring terms (rolling country, clear streams like silver wire); no danger is mentioned.",
      },
      {
        text: "To compare the wagons of the caravan with those of other travelers",
        correct: false,
        why: "The wagons are described briefly, but they are never compared with anyone else's; the focus is on the view and on Henry's eagerness.",
      },
    ],
    explanation:
      "The text sets the scene from the mountain crest, describes the wide green country below, notes that it is to be the travelers' home, and ends by naming Henry Ware as the most eager of them. Its purpose is to present that first view and introduce Henry.",
    source: src.youngTrailers,
  },
  {
    id: "mock10-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from "Why the Sea Is Salt," a Norwegian tale in Andrew Lang's 1889 collection *The Blue Fairy Book*. The tale's hand-mill grinds out whatever its owner commands.

A skipper who came to see the mill asked whether it could make salt. When he heard that it could, he wanted it at any price, for with it he would no longer have to sail over the perilous sea for cargoes of salt. He bought it, hurried aboard his ship, and in his haste never asked how to stop it. Out at sea, he ordered it to grind salt. The mill ground until the ship was full, and it went on grinding, however the skipper turned it, until the ship sank. There the mill lies at the bottom of the sea, still grinding day by day; and that is why the sea is salt.`,
      },
    ],
    stem: "Which choice best describes the function of the final sentence in the overall structure of the text?",
    choices: [
      {
        text: "It connects the events of the tale to the natural fact that the tale sets out to explain.",
        correct: true,
        why: "The final sentence moves from the sunken ship to the present (“still grinding day by day”) and ends with “that is why the sea is salt,” tying the story to the fact named in its title.",
      },
      {
        text: "It reveals that the skipper survived the sinking and later recovered the mill.",
        correct: false,
        why: "The sentence says the mill still lies at the bottom of the sea; it says nothing about the skipper, let alone a rescue of the mill.",
      },
      {
        text: "It explains how the skipper could have stopped the mill if he had asked.",
        correct: false,
        why: "The text notes that the skipper never asked how to stop the mill, but the final sentence gives no method for stopping it; it describes the mill grinding on.",
      },
      {
        text: "It states the lesson the skipper learns from his hasty purchase.",
        correct: false,
        why: "The skipper's haste does cause the disaster, but the final sentence does not mention him or any lesson; it describes where the mill is and what it still does.",
      },
    ],
    explanation:
      "The text tells how the skipper's mill filled his ship with salt and sank it. The final sentence then follows the mill to the sea floor, where it keeps grinding, and draws the conclusion “that is why the sea is salt.” Its function is to link the tale to the fact it explains.",
    source: src.blueFairyBook,
  },
  {
    id: "mock10-rw-m2e-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the preface to *Tales from Shakespeare* (1807), in which Charles and Mary Lamb retold Shakespeare's plays as stories for young readers.

In the tales made from the comedies, Shakespeare's words could scarcely ever be turned into the narrative form, so dialogue has been used perhaps too frequently for young people not accustomed to the dramatic form of writing. If the "He said" and "She said," the question and the reply, should sometimes seem tedious to their young ears, they must pardon it, because it was the only way to give them a few hints and little foretastes of the great pleasure which awaits them in their elder years, when they come to the rich treasures from which these small and valueless coins are extracted.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To ask young readers to excuse a feature of the tales that they may find tiresome, presenting the tales as small samples of the greater pleasure that Shakespeare's plays will give them",
        correct: true,
        why: "The text admits that the frequent dialogue may seem “tedious,” asks young readers to “pardon it,” and justifies it as a way of giving them “foretastes” of the plays, the “rich treasures” from which the tales are only “small and valueless coins.” This choice captures both the apology and its justification.",
      },
      {
        text: "To argue that the tales can take the place of Shakespeare's plays for readers who find the plays too difficult",
        correct: false,
        why: "The text calls the tales “small and valueless coins” beside the “rich treasures” of the plays and looks forward to readers reaching the plays themselves; it presents the tales as a foretaste, not a substitute.",
      },
      {
        text: "To explain why Shakespeare wrote his comedies with more dialogue than his other plays",
        correct: false,
        why: "The text discusses why the tales drawn from the comedies contain so much dialogue (Shakespeare's words were hard to turn into narrative); it makes no claim about how Shakespeare wrote his plays.",
      },
      {
        text: "To criticize young readers who lose patience with stories told mainly through dialogue",
        correct: false,
        why: "The text expects that readers may find the dialogue tedious, but it asks them to pardon the fault rather than blaming them for feeling so; the apology is the writers', not a criticism of the readers.",
      },
    ],
    explanation:
      "The text first concedes a possible fault (too much “He said” and “She said” in the tales from the comedies), then asks young readers to pardon it, and finally explains why it was worth the cost: quoting Shakespeare's dialogue gives readers a foretaste of the plays they will enjoy when older. The image of small coins taken from rich treasures presents the tales as modest samples of the plays, so the text's purpose is to excuse the feature while pointing readers toward Shakespeare himself.",
    source: src.talesFromShakespeare,
  },
  {
    id: "mock10-rw-m2e-07",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `In Padraic Colum's 1918 retelling *The Children's Homer*, Odysseus and some of his men are trapped in the cave of Polyphemus, a one-eyed giant. When the giant asks his name, Odysseus answers that it is "Noman." Later, the men blind the sleeping giant with a sharpened stake, and Polyphemus roars for help. The other giants of the island gather outside and ask who is harming him. "Noman!" he cries, and so they go away, leaving Odysseus free to plan his escape.`,
      },
      {
        label: "Text 2",
        text: `Odysseus and his men escape from the cave and reach their ship. As it pulls away from the shore, Odysseus cannot resist shouting back to the blinded giant that it was Odysseus of Ithaka who took his eye. Now that Polyphemus knows the name of his enemy, he prays to his father, Poseidon, god of the sea: let Odysseus never reach his home, or, if he must, let him come late and in misery, having lost all his companions. And Poseidon hears the prayer.`,
      },
    ],
    stem: "Based on the texts, which choice best describes how Odysseus's action in Text 2 relates to his trick in Text 1?",
    choices: [
      {
        text: "It throws away the protection that hiding his real name gave him in Text 1, exposing him to his enemy's revenge.",
        correct: true,
        why: "In Text 1 the false name “Noman” keeps the other giants from helping Polyphemus. In Text 2 Odysseus shouts his real name, and Polyphemus, now knowing whom to curse, asks Poseidon to punish him. The boast undoes the advantage the trick had won.",
      },
      {
        text: "It repeats the trick from Text 1 by giving Polyphemus another false name.",
        correct: false,
        why: "In Text 2 Odysseus gives his real name, “Odysseus of Ithaka”; that is the opposite of the trick in Text 1.",
      },
      {
        text: "It shows that Polyphemus had known Odysseus's real name all along and only pretended to be fooled.",
        correct: false,
        why: "Text 2 says that only “now” does Polyphemus know his enemy's name, after Odysseus shouts it; nothing suggests he knew it earlier.",
      },
      {
        text: "It completes a plan, begun in Text 1, to make the other giants fear Odysseus.",
        correct: false,
        why: "The other giants do not appear in Text 2, and Text 1 shows them simply going away; neither text mentions a plan to frighten them.",
      },
    ],
    explanation:
      "Text 1 shows the value of a hidden name: because Polyphemus can only cry “Noman,” no one comes to his aid. Text 2 shows Odysseus giving that advantage away by boasting his true name, which lets Polyphemus call down Poseidon's anger on him by name. The action in Text 2 therefore undoes the protection of the trick in Text 1.",
    source: src.childrensHomer,
  },

  // ================================================================ information and ideas
  {
    id: "mock10-rw-m2e-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Albert Payson Terhune's 1919 book *Lad: A Dog*. Baby, a sickly little girl, is staying at the Place, the country home where the collie Lad lives.

There are two things, and perhaps only two, that the best kind of thoroughbred collie truly fears and will run from for his life: a mad dog and a poisonous snake. So when Lad spotted a copperhead not three feet away, with only Baby's fragile body between them, he was shaking and sick with fear. The snake drew back its three-cornered head and struck at the child's thin knee. But a huge, hairy shape lunged across and knocked Baby flat, and the copperhead's fangs sank deep into Lad's nose.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Although Lad is terrified of the snake, he throws himself in its path to protect the child.",
        correct: true,
        why: "The text stresses that a poisonous snake is one of the only things a fine collie fears, and that Lad is “sick with fear,” yet he lunges across and takes the bite meant for Baby. Fear overcome for the child's sake is the main idea.",
      },
      {
        text: "Lad runs away from the snake, as the best collies always do.",
        correct: false,
        why: "The text says such collies will run from a poisonous snake, but Lad does the opposite: he lunges toward it to shield Baby.",
      },
      {
        text: "Baby drives the snake away before it can harm Lad.",
        correct: false,
        why: "It is Lad who protects Baby, knocking her flat as the snake strikes; the copperhead's fangs sink into Lad's nose.",
      },
      {
        text: "Lad is bitten because he does not notice the snake until it strikes.",
        correct: false,
        why: "Lad spots the copperhead before it strikes and is frightened by it; he is bitten because he deliberately puts himself in the way.",
      },
    ],
    explanation:
      "The text first establishes how deeply a collie fears a poisonous snake, then shows Lad, afraid as he is, lunging between the copperhead and the child and taking the bite himself. The main idea is that Lad overcomes his terror to protect Baby.",
    source: src.lad,
  },
  {
    id: "mock10-rw-m2e-09",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Padraic Colum's 1918 book *The Children's Homer*. Odysseus, a guest at the court of King Alcinous, has been asked to tell the story of his wanderings.

"Alcinous, famous King," said Odysseus, "I know of no greater delight than a feast where men sit together with open hearts while a minstrel sings noble songs. But you have asked me to speak of my wanderings and my sufferings, and the gods have given me more troubles than a man can tell. First I will tell you my name and my country. I am Odysseus, son of Laertes, and my land is Ithaka, an island around which many islands lie. Ithaka is a rugged isle, yet I have found that there is no place fairer than a man's own land."`,
      },
    ],
    stem: "According to the text, what is true of Odysseus's view of Ithaka?",
    choices: [
      {
        text: "He considers it the fairest of places, even though it is rugged.",
        correct: true,
        why: "Odysseus calls Ithaka “a rugged isle” but says he has found “no place fairer than a man's own land.” This choice keeps both details: the roughness and his preference.",
      },
      {
        text: "He enjoys the feasts at the court of Alcinous more than anything Ithaka offers.",
        correct: false,
        why: "Odysseus praises feasting in general, but he never compares Alcinous's court with Ithaka; the only comparison he makes is that no place is fairer than a man's own land.",
      },
      {
        text: "He values it because it lies far away from any other island.",
        correct: false,
        why: "He describes Ithaka as an island “around which many islands lie,” so it is not isolated, and he gives no such reason for loving it.",
      },
      {
        text: "He blames the gods for making it too rugged to live on.",
        correct: false,
        why: "Odysseus says the gods have given him many troubles, but he does not blame them for Ithaka's ruggedness, and he plainly thinks it a fine place to live.",
      },
    ],
    explanation:
      "After praising the feast, Odysseus names himself and his country. He admits that Ithaka is rugged but declares that “there is no place fairer than a man's own land.” The text thus shows that he prizes his homeland above all places despite its rough character.",
    source: src.childrensHomer,
  },
  {
    id: "mock10-rw-m2e-10",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In Joseph Altsheler's 1907 novel *The Young Trailers*, fifteen-year-old Henry Ware travels with a wagon caravan of settlers bound for Kentucky. Although the wilderness is new to him, Henry seems to possess by nature a skill that others must be taught.`,
      },
    ],
    stem: "Which quotation from *The Young Trailers* most effectively illustrates the claim?",
    choices: [
      {
        text: "“At such moments he listened to the talk of the guide who taught the lesson that in the wilderness it was always important to see and to listen, a thing however that Henry already knew instinctively.”",
        correct: true,
        why: "The guide teaches a wilderness lesson, but Henry “already knew” it “instinctively.” A skill that others are taught and Henry has by instinct is exactly what the claim describes.",
      },
      {
        text: "“He wanted to see deer and bears and buffaloes, trees bigger than any that grew in Maryland, and mountains and mighty rivers.”",
        correct: false,
        why: "This shows Henry's eagerness to see the wilderness, not any skill he has; wanting to see wild country is different from knowing by nature how to live in it.",
      },
      {
        text: "“He had never seen mountains before, and he felt the dignity and grandeur of the peaks.”",
        correct: false,
        why: "This confirms that the wilderness is new to Henry and shows his appreciation of it, but it says nothing about a skill he possesses.",
      },
      {
        text: "“Henry liked the nights in the mountains; in which he did not differ from his fellow-travelers.”",
        correct: false,
        why: "This stresses how Henry is like the others, not how he differs from them, and it concerns a liking, not a skill.",
      },
    ],
    explanation:
      "The claim has two parts: the skill is one that others must be taught, and Henry has it by nature. Only the quotation about the guide's lesson, which Henry “already knew instinctively,” shows both. The other quotations show Henry's eagerness, his newness to the mountains, or a liking he shares with everyone else.",
    source: src.youngTrailers,
  },
  {
    id: "mock10-rw-m2e-11",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `A town library's summer reading program offered young readers a choice of four adventure books. Each participant read one book and rated it from 1 (poor) to 5 (excellent). Reviewing the results, the librarian noted that the book chosen by the most readers was not the one they rated highest: ______`,
      },
    ],
    table: {
      title: "Summer reading program: books chosen and average ratings (24 participants)",
      columns: ["Book", "Readers who chose it", "Average rating (1-5)"],
      rows: [
        ["The Young Trailers", "9", "3.4"],
        ["Lad: A Dog", "7", "4.6"],
        ["The Crimson Sweater", "5", "4.0"],
        ["The Children's Homer", "3", "4.2"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "*The Young Trailers* was chosen by 9 readers, more than any other book, but *Lad: A Dog* received the highest average rating, 4.6.",
        correct: true,
        why: "The statement has two parts: which book was chosen most, and that a different book was rated highest. This choice gives both: *The Young Trailers* leads in readers (9), while *Lad: A Dog* leads in rating (4.6).",
      },
      {
        text: "*The Young Trailers* was chosen by 9 readers, more than any other book.",
        correct: false,
        why: "This is accurate, but it gives only half of the statement; it does not show that another book was rated higher.",
      },
      {
        text: "*Lad: A Dog* received an average rating of 4.6, and *The Children's Homer* received an average rating of 4.2.",
        correct: false,
        why: "These ratings are accurate, but the choice never identifies the book chosen by the most readers, so it cannot show that the most popular choice was not the best liked.",
      },
      {
        text: "*The Children's Homer* was chosen by only 3 readers but received an average rating of 4.2.",
        correct: false,
        why: "This is accurate, but it concerns the least-chosen book; the statement is about the book chosen by the most readers.",
      },
    ],
    explanation:
      "To support the librarian's statement, a choice must name the book chosen by the most readers and show that a different book earned the highest rating. The table shows *The Young Trailers* with the most readers (9) and *Lad: A Dog* with the highest rating (4.6); only the key uses both facts.",
    source: original,
  },
  {
    id: "mock10-rw-m2e-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `At a free summer Shakespeare festival in a city park, volunteers wanted to know whether reading a short summary of a play before the performance helps audience members follow the plot. At each of four plays, half of the audience members surveyed were given a one-page prose summary beforehand, and the other half were not. Afterward, all of them answered ten questions about the plot. The volunteers concluded that the summary made the biggest difference at the play that was hardest to follow without it.`,
      },
    ],
    table: {
      title: "Average number of plot questions answered correctly (out of 10)",
      columns: ["Play", "Read the summary", "Did not read the summary"],
      rows: [
        ["The Tempest", "8.2", "5.9"],
        ["Twelfth Night", "7.4", "4.1"],
        ["Macbeth", "8.6", "7.0"],
        ["As You Like It", "7.9", "5.8"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the volunteers' conclusion?",
    choices: [
      {
        text: "Audience members who did not read the summary scored lowest at *Twelfth Night* (4.1), and at that play those who read it scored 3.3 points higher, a larger gap than at any other play.",
        correct: true,
        why: "This shows both parts of the conclusion: *Twelfth Night* was the hardest play to follow without the summary (the lowest score, 4.1), and it was also where the summary helped most (7.4 versus 4.1, a gap of 3.3, compared with 2.3, 1.6, and 2.1 elsewhere).",
      },
      {
        text: "At every play, audience members who read the summary answered more questions correctly than those who did not.",
        correct: false,
        why: "This is accurate, but it shows only that the summary helped; it does not identify the hardest play or show that the benefit was greatest there.",
      },
      {
        text: "Audience members scored highest at *Macbeth*, both with the summary (8.6) and without it (7.0).",
        correct: false,
        why: "This is accurate, but *Macbeth* was the easiest play to follow and showed the smallest gain (1.6), so these figures do not support a claim about the hardest play.",
      },
      {
        text: "At *The Tempest*, audience members who read the summary answered 8.2 questions correctly, compared with 5.9 for those who did not.",
        correct: false,
        why: "This is accurate, but *The Tempest* was neither the hardest play to follow without the summary nor the play with the largest gain, so it does not support the conclusion.",
      },
    ],
    explanation:
      "The conclusion links two things: the play hardest to follow without the summary (lowest score in the last column) and the play where the summary made the biggest difference (largest gap between the columns). *Twelfth Night* is both: 4.1 without the summary, and a gain of 3.3. Only the key cites those figures together.",
    source: original,
  },
  {
    id: "mock10-rw-m2e-13",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Padraic Colum's 1918 book *The Children's Homer*. Odysseus is describing a country his ships reached after storms had driven them off course.

"On the tenth day we came to a strange country. The people of that land were harmless and friendly, but the land itself was most dangerous. The honey-sweet fruit of the lotus grew there, which makes all who eat it forgetful of their past and careless of their future. Those of my men who ate the lotus that the people offered them forgot their country and the way home; they wanted to live forever in the land of the lotus. I had to lead them back to the ships and tie them beneath the benches." Odysseus's account suggests that the land was dangerous because ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "its pleasures could take away the men's wish to return home, even though no one there meant them harm.",
        correct: true,
        why: "Odysseus says the people were “harmless and friendly,” yet the land was “most dangerous”: the lotus made his men forget their country and want to stay forever. The danger lay in losing the will to go home, not in any hostility.",
      },
      {
        text: "its people secretly planned to keep the men there as prisoners.",
        correct: false,
        why: "Odysseus calls the people “harmless and friendly”; nothing suggests a secret plot, and the men wanted to stay of their own accord.",
      },
      {
        text: "the lotus was a poison that left the men too weak to walk.",
        correct: false,
        why: "The lotus made the men forgetful, not weak. Odysseus had to tie them up because they did not want to leave, not because they could not move.",
      },
      {
        text: "storms made it impossible for the ships to leave its shore.",
        correct: false,
        why: "Storms brought the ships to the land, but the text describes no storm keeping them there; the threat Odysseus describes is the lotus.",
      },
    ],
    explanation:
      "Odysseus contrasts the friendly people with the dangerous land and explains the danger: the lotus makes men forget their past and the way home, so that they wish to stay forever. The logical completion is that the land threatened the men by taking away their desire to return, though no one there intended harm.",
    source: src.childrensHomer,
  },
  {
    id: "mock10-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Charles and Mary Lamb's 1807 *Tales from Shakespeare*. Prospero, who has lived for twelve years on a remote island, is telling his daughter, Miranda, how they came there.

"Twelve years ago, Miranda, I was Duke of Milan. I had a younger brother, Antonio, to whom I trusted everything; and as I was fond of retirement and deep study, I commonly left the management of my state affairs to your uncle, my false brother, for so indeed he proved. I, neglecting all worldly ends, buried among my books, did dedicate my whole time to the bettering of my mind. My brother, being thus in possession of my power, began to think himself the duke indeed." In this account, Prospero implicitly acknowledges that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "his own withdrawal from the duties of ruling gave Antonio the opportunity to grow ambitious.",
        correct: true,
        why: "Prospero says he left the management of the state to Antonio while he neglected “all worldly ends,” and that Antonio, “being thus in possession of my power,” began to think himself duke. The word “thus” ties Antonio's ambition to the power Prospero handed him, so Prospero is admitting, without saying so outright, that his own retreat into study opened the way.",
      },
      {
        text: "Antonio had been plotting to take the dukedom long before Prospero gave him any power.",
        correct: false,
        why: "The account places the start of Antonio's ambition after he came into possession of Prospero's power (“began to think himself the duke”), and Prospero had trusted him with everything; nothing suggests an earlier plot.",
      },
      {
        text: "the people of Milan had asked Antonio to govern in Prospero's place.",
        correct: false,
        why: "Prospero says he himself left the management of the state to Antonio; the people of Milan play no part in his account.",
      },
      {
        text: "his devotion to study was a duty that his position as duke required of him.",
        correct: false,
        why: "Prospero describes his studies as a personal preference (“fond of retirement and deep study”) pursued while “neglecting all worldly ends,” not as a duty of his office.",
      },
    ],
    explanation:
      "Prospero's account runs in a chain: fond of study, he left the state to Antonio; absorbed in his books, he neglected worldly affairs; “being thus in possession of my power,” Antonio came to think himself duke. Although Prospero blames his “false brother,” the chain he describes shows that his own withdrawal from ruling gave Antonio the chance, and that is what he implicitly acknowledges.",
    source: src.talesFromShakespeare,
  },

  // ================================================================ standard English conventions
  {
    id: "mock10-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from "Why the Sea Is Salt," a Norwegian tale in Andrew Lang's 1889 collection *The Blue Fairy Book*.

When Christmas Eve came, a poor man had not a bite of meat or bread in the house, so he went to his rich brother and begged him for something for Christmas Day. It was by no means the first time the rich brother had been forced to help ______ was no better pleased at being asked now than he generally was.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "him; he",
        correct: true,
        why: "“It was by no means the first time the rich brother had been forced to help him” and “he was no better pleased at being asked now...” are both independent clauses. A semicolon correctly joins two independent clauses.",
      },
      {
        text: "him, he",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "him he",
        correct: false,
        why: "With no punctuation, the two independent clauses run together into a fused sentence.",
      },
      {
        text: "him, and, he",
        correct: false,
        why: "A comma and “and” could join the clauses, but the comma after “and” wrongly separates the conjunction from the clause it introduces.",
      },
    ],
    explanation:
      "The blank falls between two independent clauses. They can be joined by a semicolon (or by a comma and a conjunction with no comma after it). Only the semicolon choice joins them correctly; the others create a comma splice, a fused sentence, or an extra comma after “and.”",
    source: src.blueFairyBook,
  },
  {
    id: "mock10-rw-m2e-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Joseph Altsheler's 1907 novel *The Young Trailers*.

In the evenings, when the work of the day was done, the travelers drew the wagons up in a half circle and let the horses and oxen rest or graze under the trees. Because they needed fires for warmth as well as for cooking, they ______ them high and long, with room for everyone in front of the red coals.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "built",
        correct: true,
        why: "The passage narrates past events (“drew,” “let,” “needed”), so the past-tense “built” keeps the verbs consistent.",
      },
      {
        text: "build",
        correct: false,
        why: "The present tense does not fit a passage narrated in the past tense; “they needed fires... they build them” mixes tenses illogically.",
      },
      {
        text: "will build",
        correct: false,
        why: "The future tense makes no sense in a description of what the travelers did each evening in the past.",
      },
      {
        text: "have built",
        correct: false,
        why: "The present perfect ties the action to the present, which clashes with the past-tense narration of the travelers' evenings.",
      },
    ],
    explanation:
      "Every other verb in the passage is in the past tense: the travelers “drew” the wagons up, “let” the animals rest, and “needed” fires. The verb in the blank describes another past action in the same sequence, so it must be “built.”",
    source: src.youngTrailers,
  },
  {
    id: "mock10-rw-m2e-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Joseph Altsheler's 1907 novel *The Young Trailers*.

On the long journey to Kentucky, fifteen-year-old Henry Ware often went ahead of the wagons to explore the trail. His companion on these walks, Tom ______ was a tall, lean man the color of well-tanned leather who never let his rifle out of his hand. Henry admired him because he knew so much about the woods and wild animals.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Ross,",
        correct: true,
        why: "“Tom Ross” is a nonessential appositive that renames “His companion on these walks.” It opens with a comma, so it must close with one before the verb “was.”",
      },
      {
        text: "Ross",
        correct: false,
        why: "Without a closing comma, the appositive opened by the comma after “walks” is never closed, so the punctuation around “Tom Ross” is unbalanced.",
      },
      {
        text: "Ross;",
        correct: false,
        why: "A semicolon separates independent clauses; here it would cut the subject (“His companion... Tom Ross”) off from its verb (“was”).",
      },
      {
        text: "Ross:",
        correct: false,
        why: "A colon must follow an independent clause; here it would wrongly separate the subject of the sentence from its verb.",
      },
    ],
    explanation:
      "The name “Tom Ross” is set off as an appositive renaming “His companion on these walks.” Because a comma opens the appositive, a matching comma must close it; the sentence then continues with the verb “was.”",
    source: src.youngTrailers,
  },
  {
    id: "mock10-rw-m2e-18",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Before *Lad: A Dog* (1919) made him famous as a writer about collies, Albert Payson Terhune ______ as a newspaperman in New York for more than twenty years. His stories about Lad and the other dogs of Sunnybank, his family's country home in New Jersey, soon found readers across the country.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "had worked",
        correct: true,
        why: "The past perfect “had worked” places Terhune's years as a newspaperman before another past event, the success of *Lad: A Dog*, which is exactly the order the sentence describes.",
      },
      {
        text: "works",
        correct: false,
        why: "The present tense cannot describe work that came before a book published in 1919.",
      },
      {
        text: "will work",
        correct: false,
        why: "The future tense contradicts “Before *Lad: A Dog* (1919) made him famous”: the newspaper work lies in the past, not the future.",
      },
      {
        text: "is working",
        correct: false,
        why: "The present progressive describes an action going on now, which does not fit twenty years of work completed before 1919.",
      },
    ],
    explanation:
      "The sentence describes two past events in order: Terhune's two decades as a newspaperman, then the fame that *Lad: A Dog* brought him. The earlier of two past events calls for the past perfect, “had worked”; the other choices are in the present or future.",
    source: src.lad,
  },
  {
    id: "mock10-rw-m2e-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Padraic Colum's *The Children's Homer* (1918) owes part of its lasting appeal to its pictures. The artist who illustrated the book—Willy Pogány, who had been born in Hungary in ______ gave Homer's heroes, gods, and monsters a spare, elegant look.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1882—",
        correct: true,
        why: "The information about Pogány is a supplementary element that opens with a dash after “book.” It must close with a matching dash before the sentence continues with its verb, “gave.”",
      },
      {
        text: "1882,",
        correct: false,
        why: "An element that opens with a dash must close with a dash; a comma here mismatches the punctuation around the interruption.",
      },
      {
        text: "1882;",
        correct: false,
        why: "A semicolon would separate the subject (“The artist who illustrated the book”) from its verb (“gave”), which is not allowed.",
      },
      {
        text: "1882",
        correct: false,
        why: "Without a closing dash, the interruption never ends, and “1882 gave” reads as if the year were doing the giving.",
      },
    ],
    explanation:
      "The core sentence is “The artist who illustrated the book gave Homer's heroes... a spare, elegant look.” The dash after “book” opens an interruption identifying the artist. The interruption must be closed with a second dash after “1882,” so that the sentence can return to its verb.",
    source: src.childrensHomer,
  },
  {
    id: "mock10-rw-m2e-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In the later chapters of Padraic Colum's *The Children's Homer* (1918), Odysseus at last returns to Ithaka after twenty years away, only to find his house overrun by men who hope to marry his wife, Penelope. Disguised by the goddess Athene as an old beggar, ______`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Odysseus entered his own house without being recognized by the suitors.",
        correct: true,
        why: "The opening phrase, “Disguised by the goddess Athene as an old beggar,” describes Odysseus, and Odysseus is the subject that immediately follows it, so the modifier is placed correctly.",
      },
      {
        text: "the suitors did not recognize Odysseus when he entered his own house.",
        correct: false,
        why: "The opening phrase would now describe “the suitors,” saying that they were disguised as a beggar; this is a dangling modifier.",
      },
      {
        text: "Odysseus's own house was entered without the suitors recognizing him.",
        correct: false,
        why: "The subject right after the phrase is “Odysseus's own house,” so the sentence says the house was disguised as a beggar.",
      },
      {
        text: "the goddess Athene made sure that no suitor recognized Odysseus in his own house.",
        correct: false,
        why: "The phrase would describe Athene, saying that she was disguised by herself as a beggar; it is Odysseus who wears the disguise.",
      },
    ],
    explanation:
      "An introductory modifier must be followed directly by the noun it describes. The one disguised as an old beggar is Odysseus, so the sentence must continue with “Odysseus.” The other choices put the suitors, the house, or Athene in that position.",
    source: src.childrensHomer,
  },
  {
    id: "mock10-rw-m2e-21",
    skill: "boundaries",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Andrew Lang did not invent the stories in *The Blue Fairy Book* (1889); he gathered them from earlier collections. Many of the tales come from three ______ France, in the versions of Charles Perrault; Germany, in the versions collected by the Brothers Grimm; and Norway, in the versions collected by Peter Christen Asbjørnsen and Jørgen Moe.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "countries:",
        correct: true,
        why: "“Many of the tales come from three countries” is an independent clause, and what follows is the list of those countries. A colon correctly introduces a list after an independent clause.",
      },
      {
        text: "countries;",
        correct: false,
        why: "A semicolon must be followed by an independent clause (or separate items in a list); it cannot introduce a list.",
      },
      {
        text: "countries, such as:",
        correct: false,
        why: "A colon should not follow “such as,” which already leads directly into its examples; the colon interrupts the phrase.",
      },
      {
        text: "countries",
        correct: false,
        why: "With no punctuation, “three countries France” runs the list straight into the clause that announces it.",
      },
    ],
    explanation:
      "The sentence announces “three countries” and then lists them, each with a description; the items are separated by semicolons because they contain commas. An independent clause that introduces a list takes a colon, so “countries:” is correct.",
    source: src.blueFairyBook,
  },
  {
    id: "mock10-rw-m2e-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Charles and Mary Lamb divided the work of *Tales from Shakespeare* (1807) between them: Mary retold fourteen of Shakespeare's comedies, and Charles retold six of his tragedies. Among the best-known tales are "The Tempest," one of Mary's ______ "King Lear," one of Charles's tragedies; and "Twelfth Night," another of Mary's comedies.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "comedies;",
        correct: true,
        why: "The list names three tales, and each item contains its own comma (“‘The Tempest,’ one of Mary's comedies”). When list items contain commas, semicolons separate the items, as the semicolon before “and ‘Twelfth Night’” already shows.",
      },
      {
        text: "comedies,",
        correct: false,
        why: "A comma here cannot separate the first item from the second, because commas already appear inside the items; the reader could not tell where “The Tempest” item ends, and it would not match the semicolon used before the last item.",
      },
      {
        text: "comedies:",
        correct: false,
        why: "A colon would suggest that “King Lear” and the rest explain or illustrate Mary's comedies, but “King Lear” is a separate item in the list (and one of Charles's tragedies).",
      },
      {
        text: "comedies",
        correct: false,
        why: "With no punctuation, “one of Mary's comedies ‘King Lear’” runs two list items together.",
      },
    ],
    explanation:
      "The sentence lists three tales, each followed by a description set off by a comma. In such a list, semicolons separate the items; the semicolon before “and ‘Twelfth Night’” confirms the pattern. The first item must therefore end with a semicolon as well.",
    source: src.talesFromShakespeare,
  },

  // ================================================================ expression of ideas
  {
    id: "mock10-rw-m2e-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Albert Payson Terhune first told the adventures of his collie Lad in stories for magazines, publishing them one at a time. ______ he gathered twelve of the stories into a single volume, *Lad: A Dog*, which was published in 1919 and quickly became a best seller.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Later,",
        correct: true,
        why: "The first sentence describes the stories' first appearance in magazines; the second describes a later step, collecting them in a book. “Later” marks that order in time.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Collecting the stories in a book is not an example of publishing them one at a time in magazines; it is the next step.",
      },
      {
        text: "Instead,",
        correct: false,
        why: "“Instead” would mean that Terhune gathered the stories into a book in place of publishing them in magazines, but he did both, one after the other.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The second sentence does not describe a similar action; it describes what Terhune did next with the same stories.",
      },
    ],
    explanation:
      "The two sentences give the stories' history in order: first magazines, then a book. A transition of time is needed, and “Later” supplies it.",
    source: src.lad,
  },
  {
    id: "mock10-rw-m2e-24",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Padraic Colum's *The Children's Homer* (1918) retells the story of the Trojan War and of Odysseus's long voyage home. A reteller might have started with the earliest events, such as the Greeks setting out for Troy. ______ Colum opens on the island of Ithaka, where Odysseus's son, Telemachus, now grown, watches the men who wish to marry his mother, Penelope, feasting in his absent father's house.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Instead,",
        correct: true,
        why: "The previous sentence describes a way Colum could have begun (with the earliest events), and the final sentence tells what he did in its place: he begins in Ithaka, years later. “Instead” signals that replacement.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "Opening in Ithaka years after the war is not like starting with the Greeks setting out for Troy; it is a different choice.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "Colum's opening does not result from the possibility of starting earlier; the sentence rejects that possibility rather than following from it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The final sentence is not an example of starting with the earliest events; it describes the opposite approach.",
      },
    ],
    explanation:
      "The second sentence raises an approach Colum might have taken (starting at the beginning of the war); the third tells what he actually did, which replaces that approach. “Instead” is the transition that signals an alternative taken in place of another.",
    source: src.childrensHomer,
  },
  {
    id: "mock10-rw-m2e-25",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In the opening pages of *Lad: A Dog* (1919), Albert Payson Terhune calls his hero "thoroughbred in spirit as well as in blood," a dog whose dignity was a heritage from endless generations of fine ancestors. The real collie on whom the stories were based, ______ had no registered pedigree: no papers recorded who his ancestors were. That fact did nothing to lessen Terhune's devotion: he dedicated the book to the memory of Lad, "thoroughbred in body and soul."`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "however,",
        correct: true,
        why: "The book presents Lad as a dog of pure, long-established ancestry (“thoroughbred... in blood”), while the real Lad had no registered pedigree to prove it. “However” marks that contrast between the fictional portrait and the facts.",
      },
      {
        text: "moreover,",
        correct: false,
        why: "“Moreover” adds a point that supports the previous one, but a dog with no registered pedigree does not support the claim of proven fine blood; it runs against it.",
      },
      {
        text: "therefore,",
        correct: false,
        why: "The real dog's missing pedigree is not a consequence of Terhune's describing his hero as a thoroughbred; nothing in the first sentence causes it.",
      },
      {
        text: "in other words,",
        correct: false,
        why: "“In other words” signals a restatement, but “no registered pedigree” does not restate “thoroughbred in blood”; it points the other way.",
      },
    ],
    explanation:
      "The first sentence stresses Lad's fine bloodline in the book; the second reveals that the real dog's ancestry was unknown. A contrast transition is needed, and “however” provides it. The final sentence confirms the contrast by noting that the fact did not lessen Terhune's devotion.",
    source: src.lad,
  },
  {
    id: "mock10-rw-m2e-26",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `${NOTES_INTRO}

- Andrew Lang (1844–1912) was a Scottish writer and scholar.
- In 1889 he published *The Blue Fairy Book*, a collection of traditional tales.
- Its success led to a series of fairy books, each named for a color.
- *The Red Fairy Book* followed in 1890.
- The last book in the series, *The Lilac Fairy Book*, appeared in 1910.
- The series ran to twelve volumes in all.`,
      },
    ],
    stem: "The student wants to emphasize how long Lang's series of fairy books continued. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Lang's series of fairy books, which began with *The Blue Fairy Book* in 1889, continued for more than twenty years, until *The Lilac Fairy Book* appeared in 1910.",
        correct: true,
        why: "By giving the first and last dates (1889 and 1910) and stating that the series continued for more than twenty years, this sentence emphasizes the series' long life, which is the student's goal.",
      },
      {
        text: "Lang's series of fairy books, each named for a color, ran to twelve volumes in all.",
        correct: false,
        why: "This stresses how many books the series contained, not how long it continued; twelve volumes could in principle appear in a few years.",
      },
      {
        text: "*The Red Fairy Book*, published in 1890, followed Andrew Lang's *The Blue Fairy Book* (1889).",
        correct: false,
        why: "This mentions only the first two books, published a year apart, so it suggests nothing about the series' length.",
      },
      {
        text: "Andrew Lang (1844–1912) was a Scottish writer and scholar who published *The Blue Fairy Book* in 1889.",
        correct: false,
        why: "This introduces Lang and his first fairy book but says nothing about how long the series went on.",
      },
    ],
    explanation:
      "To show how long the series continued, a sentence needs its starting and ending dates. Only the key uses both 1889 and 1910 and draws the conclusion that the series lasted more than twenty years.",
    source: src.blueFairyBook,
  },
  {
    id: "mock10-rw-m2e-27",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES_INTRO}

- Joseph Altsheler (1862–1919) was born in Three Springs, Kentucky.
- He worked as a journalist for the Louisville *Courier-Journal* and later for the New York *World*.
- He wrote more than fifty novels for young readers.
- *The Young Trailers* (1907) was the first novel in his Young Trailers series.
- The novel follows Henry Ware, a boy whose family settles on the Kentucky frontier during the American Revolution.`,
      },
    ],
    stem: "The student wants to connect Altsheler's own background to the setting of *The Young Trailers*. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Born in Kentucky in 1862, Joseph Altsheler set *The Young Trailers* (1907) on the Kentucky frontier during the American Revolution.",
        correct: true,
        why: "This sentence joins a fact about Altsheler's background (he was born in Kentucky) to the novel's setting (the Kentucky frontier), making the connection the student wants.",
      },
      {
        text: "Joseph Altsheler, who worked for the Louisville *Courier-Journal* and the New York *World*, wrote more than fifty novels for young readers.",
        correct: false,
        why: "This gives details of Altsheler's background, but it never mentions the setting of *The Young Trailers*, so no connection is made.",
      },
      {
        text: "*The Young Trailers* (1907), the first novel in Altsheler's Young Trailers series, follows a boy named Henry Ware.",
        correct: false,
        why: "This describes the novel but says nothing about either Altsheler's background or where the novel is set.",
      },
      {
        text: "Set on the Kentucky frontier during the American Revolution, *The Young Trailers* is one of more than fifty novels that Altsheler wrote for young readers.",
        correct: false,
        why: "This gives the novel's setting, but the only other fact it adds is how many novels he wrote, not where he came from, so it does not link his background to the setting.",
      },
    ],
    explanation:
      "The goal requires two pieces of information, one about Altsheler's background and one about the novel's setting, connected in a single sentence. Only the key pairs his Kentucky birth with the book's Kentucky frontier setting.",
    source: src.youngTrailers,
  },
];
