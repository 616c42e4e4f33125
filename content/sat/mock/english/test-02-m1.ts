import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 2, reading and writing module 1 (the same for every student): a balanced mix of the
 * four domains in the digital SAT's order, easy to hard inside each domain. Passages are adapted
 * from public-domain works published before 1930 or are short factual passages about them; only
 * the quantitative-evidence items carry original passages with invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const STEM = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

const src = {
  shirley: pd("Charlotte Brontë", "Shirley", 1849, "Smith, Elder and Co., London, 1849 (three volumes)"),
  janeEyre: pd("Charlotte Brontë", "Jane Eyre: An Autobiography", 1847, "Smith, Elder and Co., London, 1847 (three volumes)"),
  janeEyrePreface: pd(
    "Charlotte Brontë",
    "Preface to the second edition of Jane Eyre: An Autobiography",
    1848,
    "second edition, Smith, Elder and Co., London, 1848",
  ),
  poemsByBell: pd(
    "Charlotte Brontë, Emily Brontë and Anne Brontë",
    "Poems by Currer, Ellis, and Acton Bell",
    1846,
    "Aylott and Jones, London, 1846",
  ),
  wuthering: pd("Emily Brontë", "Wuthering Heights", 1847, "Thomas Cautley Newby, London, 1847 (three volumes, with Anne Brontë's Agnes Grey)"),
  warden: pd("Anthony Trollope", "The Warden", 1855, "Longman, Brown, Green, and Longmans, London, 1855"),
  trollopeAutobiography: pd("Anthony Trollope", "An Autobiography", 1883, "William Blackwood and Sons, Edinburgh and London, 1883 (two volumes)"),
  dorianGray: pd("Oscar Wilde", "The Picture of Dorian Gray", 1891, "Ward, Lock and Co., London, 1891"),
  earnest: pd(
    "Oscar Wilde",
    "The Importance of Being Earnest: A Trivial Comedy for Serious People",
    1899,
    "Leonard Smithers and Co., London, 1899 (first performed 1895)",
  ),
  happyPrince: pd("Oscar Wilde", "The Happy Prince and Other Tales", 1888, "David Nutt, London, 1888"),
  lastLeaf: pd(
    "O. Henry",
    "The Last Leaf",
    1907,
    "in The Trimmed Lamp and Other Stories of the Four Million, McClure, Phillips and Co., New York, 1907",
  ),
  fourMillion: pd("O. Henry", "The Four Million", 1906, "McClure, Phillips and Co., New York, 1906"),
  giftOfTheMagi: pd(
    "O. Henry",
    "The Gift of the Magi",
    1905,
    "New York Sunday World, December 10, 1905; collected in The Four Million, McClure, Phillips and Co., New York, 1906",
  ),
  openBoat: pd(
    "Stephen Crane",
    "The Open Boat",
    1897,
    "Scribner's Magazine, June 1897; collected in The Open Boat and Other Tales of Adventure, Doubleday and McClure Co., New York, 1898",
  ),
  redBadge: pd("Stephen Crane", "The Red Badge of Courage: An Episode of the American Civil War", 1895, "D. Appleton and Company, New York, 1895"),
  uncleTom: pd("Harriet Beecher Stowe", "Uncle Tom's Cabin; or, Life Among the Lowly", 1852, "John P. Jewett and Company, Boston, 1852 (two volumes)"),
  wildeStowe: pd(
    "Oscar Wilde (Text 1); Harriet Beecher Stowe (Text 2)",
    "The Picture of Dorian Gray, preface (Text 1); Uncle Tom's Cabin; or, Life Among the Lowly, preface (Text 2)",
    1852,
    "Text 1: Ward, Lock and Co., London, 1891; Text 2: John P. Jewett and Company, Boston, 1852 (two volumes)",
  ),
};

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock02-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Charlotte Brontë's 1849 novel *Shirley*. A curate is a young clergyman who assists the minister of a parish.

Of late years ______ shower of curates has fallen upon the north of England: they lie very thick on the hills; every parish has one or more of them; they are young enough to be very active, and ought to be doing a great deal of good.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "an abundant",
        correct: true,
        why: "“Abundant” means plentiful, and the colon introduces proof of exactly that: the curates “lie very thick on the hills,” and every parish has “one or more of them.”",
      },
      {
        text: "a scarce",
        correct: false,
        why: "“Scarce” means hard to find, the opposite of what the text describes: curates are so numerous that every parish has at least one.",
      },
      {
        text: "a gentle",
        correct: false,
        why: "A “gentle” shower might suit real rain, but the text says nothing about how mild the curates are; everything after the colon is about how many of them there are.",
      },
      {
        text: "a distant",
        correct: false,
        why: "The curates are not far away; they have fallen “upon the north of England” and are found in every parish, so “distant” contradicts the text.",
      },
    ],
    explanation:
      "The colon signals that what follows explains the blank. The curates lie “very thick on the hills,” and every parish has “one or more of them,” so the shower must be a large one: “an abundant” shower.",
    source: src.shirley,
  },
  {
    id: "mock02-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from O. Henry's story "The Last Leaf." Johnsy, a young artist, is seriously ill with pneumonia, and her friend Sue is caring for her.

Sue found Johnsy lying with her eyes wide open, looking out the window and counting backward. "Twelve," she said, and a little later "eleven," and then "ten" and "nine." Sue looked out the window. What was there to count? There was only a bare, dreary yard and the blank side of a brick house, where an old ivy vine climbed halfway up the wall. At last Johnsy explained. "Leaves. On the ivy vine. When the last one falls I must go, too. I've known that for three days."`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It presents a puzzling action by a character and then reveals the belief that explains it.",
        correct: true,
        why: "The text first shows Johnsy counting down numbers, which puzzles Sue (“What was there to count?”), and then lets Johnsy explain that she is counting falling leaves and believes she will die when the last one falls.",
      },
      {
        text: "It describes a setting in detail and then explains how that setting came to be built.",
        correct: false,
        why: "The yard and the brick wall are described only briefly, and the text never explains how they were built; its focus is on Johnsy's counting.",
      },
      {
        text: "It presents an argument between two friends and then shows how they settle it.",
        correct: false,
        why: "Sue and Johnsy do not argue. Sue is simply confused, and Johnsy explains herself.",
      },
      {
        text: "It recounts a character's recovery from an illness and then describes her return to work.",
        correct: false,
        why: "Johnsy is still ill at the end of the text and expects to die; nothing is said about recovering or returning to work.",
      },
    ],
    explanation:
      "The text builds a small mystery (Johnsy counting backward while Sue sees nothing to count) and then solves it with Johnsy's own words: she is counting the ivy leaves and believes her life will end with the last one. That is an action followed by the belief behind it.",
    source: src.lastLeaf,
  },
  {
    id: "mock02-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Anthony Trollope's 1855 novel *The Warden*. Mr. Harding, a clergyman, receives a generous income as warden of Hiram's Hospital, a charity home for twelve old men.

Mr. Harding was ______: when the young reformer John Bold began to ask whether the charity's money had been fairly divided, his first wish was not to defeat his accuser but to learn whether he himself had, without knowing it, been taking money that was not rightly his.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "scrupulous",
        correct: true,
        why: "A scrupulous person is anxious to do what is right and examines his own conduct closely. That is exactly what the words after the colon show: Mr. Harding's first thought is whether he himself has done wrong.",
      },
      {
        text: "combative",
        correct: false,
        why: "A combative man would want to win the dispute, but the text says Mr. Harding's first wish was “not to defeat his accuser.”",
      },
      {
        text: "prosperous",
        correct: false,
        why: "Mr. Harding does receive a generous income, so the word is true of him, but what follows the colon illustrates his conscience, not his wealth; it does not explain why he would be called prosperous.",
      },
      {
        text: "indifferent",
        correct: false,
        why: "An indifferent man would not care whether the money was rightly his, but Mr. Harding's first wish is to find out.",
      },
    ],
    explanation:
      "The clause after the colon explains the word in the blank: faced with an accusation, Mr. Harding does not fight back but asks whether he has been in the wrong. The word that names this careful concern for doing right is “scrupulous.” “Prosperous” describes his situation, not the trait the sentence shows.",
    source: src.warden,
  },
  {
    id: "mock02-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Stephen Crane's 1897 story "The Open Boat." Four men are adrift in a small boat after their ship has sunk.

None of them knew the color of the sky. Their eyes glanced level, and were fastened upon the waves that swept toward them. These waves were of the hue of slate, save for the tops, which were of foaming white, and all of the men knew the colors of the sea. Many a man ought to have a bathtub larger than the boat which here rode upon the sea. Each froth-topped wave was a problem in small-boat navigation.`,
      },
    ],
    stem: "Which choice best describes the function of the first sentence in the text as a whole?",
    choices: [
      {
        text: "It introduces the men's complete absorption in the waves, which the rest of the text goes on to illustrate.",
        correct: true,
        why: "The men do not know the sky's color because they never look up: the next sentence says their eyes are “fastened upon the waves,” and the rest of the text explains why each wave demands their attention.",
      },
      {
        text: "It suggests that a storm has darkened the sky so much that the men cannot make out its color.",
        correct: false,
        why: "The text gives a different reason for the men's ignorance: their eyes “glanced level” and stayed on the waves. Nothing says the sky is hidden.",
      },
      {
        text: "It establishes that the men are inexperienced sailors who are unable to read the weather.",
        correct: false,
        why: "The text says nothing about the men's experience, and it states that they “knew the colors of the sea”; the first sentence concerns where they are looking, not what they are able to do.",
      },
      {
        text: "It sets up a contrast between a calm sky overhead and a dangerous sea below.",
        correct: false,
        why: "The sky's condition is never described. The point of the first sentence is that the men do not look at the sky at all.",
      },
    ],
    explanation:
      "The opening sentence is a surprising statement that the next sentence explains: the men do not know the color of the sky because their eyes are fixed on the waves. The remaining sentences show why (the boat is tiny and every wave is a danger), so the first sentence introduces the men's total concentration on the sea.",
    source: src.openBoat,
  },
  {
    id: "mock02-rw-m1-05",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the preface to the second edition of Charlotte Brontë's novel *Jane Eyre* (1848), in which she answers readers who had heard in the novel's protests against bigotry an insult to piety.

Conventionality is not morality. Self-righteousness is not religion. To attack the first is not to assail the last. To pluck the mask from the face of the Pharisee is not to lift an impious hand to the Crown of Thorns. These things and deeds are diametrically opposed: they are as distinct as is vice from virtue. Men too often ______ them, though they should not: appearance should not be mistaken for truth.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "conflate",
        correct: true,
        why: "To conflate two things is to treat them as if they were one. The text says the pairs are “as distinct as is vice from virtue” and warns that “appearance should not be mistaken for truth,” which describes exactly this error.",
      },
      {
        text: "reconcile",
        correct: false,
        why: "“Reconcile” also suggests bringing two things together, but it means making things that differ agree while still seeing them as two. The error the text describes is mistaking one thing for the other, not harmonizing them.",
      },
      {
        text: "distinguish",
        correct: false,
        why: "Distinguishing the pairs is what Brontë wants readers to do, so saying that men “too often” distinguish them, and “should not,” reverses her argument.",
      },
      {
        text: "denounce",
        correct: false,
        why: "Brontë's critics defended religion and morality rather than denouncing them; the fault she names is confusing the true things with their imitations.",
      },
    ],
    explanation:
      "Each sentence of the text separates a false thing from a true one (conventionality from morality, self-righteousness from religion) and insists the two are “as distinct as is vice from virtue.” The blank names the mistake men make, which the final clause spells out: mistaking appearance for truth. To treat two different things as one is to “conflate” them.",
    source: src.janeEyrePreface,
  },
  {
    id: "mock02-rw-m1-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the closing chapter of Harriet Beecher Stowe's 1852 novel *Uncle Tom's Cabin*, in which Stowe speaks directly to her readers about slavery.

But what can any individual do? Of that, every individual can judge. There is one thing that every individual can do: they can see to it that they feel right. An atmosphere of sympathetic influence encircles every human being, and the man or woman who feels strongly, healthily, and justly on the great interests of humanity is a constant benefactor to the human race. See, then, to your sympathies in this matter! Are they in harmony with the sympathies of Christ? Or are they swayed and perverted by the sophistries of worldly policy?`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To answer a doubt about what one person can accomplish by naming something within everyone's power and urging readers to examine their own feelings",
        correct: true,
        why: "The text opens with the doubt (“what can any individual do?”), names one thing everyone can do (“see to it that they feel right”), and ends by pressing readers to test their own sympathies. That sequence is its purpose.",
      },
      {
        text: "To describe the process by which one person's strong feelings gradually spread through an entire society",
        correct: false,
        why: "The “atmosphere of sympathetic influence” is mentioned to support the main point, but the text never describes a process of spreading; it is a single supporting detail, not the purpose.",
      },
      {
        text: "To argue that feeling rightly about slavery matters more than taking any practical action against it",
        correct: false,
        why: "Stowe presents right feeling as one thing every individual can do, not as more important than action. The comparison this choice makes is never drawn in the text.",
      },
      {
        text: "To criticize readers who have already taken public positions on slavery for acting out of worldly self-interest",
        correct: false,
        why: "The closing questions ask readers to examine their own sympathies; they do not accuse any group of having taken a public position for selfish reasons.",
      },
    ],
    explanation:
      "Stowe raises an objection a reader might make (that one person is powerless), answers it by naming something everyone can do (feel rightly), supports that answer with the idea that feeling influences others, and closes with direct questions that urge readers to examine their own sympathies. The purpose is to answer the doubt and call readers to that self-examination.",
    source: src.uncleTom,
  },
  {
    id: "mock02-rw-m1-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The following text is adapted from Oscar Wilde's preface to his novel *The Picture of Dorian Gray* (1891).

The artist is the creator of beautiful things. There is no such thing as a moral or an immoral book. Books are well written, or badly written. That is all. No artist desires to prove anything. No artist has ethical sympathies. An ethical sympathy in an artist is an unpardonable mannerism of style. All art is quite useless.`,
      },
      {
        label: "Text 2",
        text: `The following text is adapted from Harriet Beecher Stowe's preface to her novel *Uncle Tom's Cabin* (1852).

Every influence of literature, of poetry, and of art in our times is becoming more and more in unison with the great master chord of Christianity, "good will to man." The poet, the painter, and the artist now seek out the common and gentler humanities of life and, under the allurements of fiction, breathe a humanizing influence. The object of these sketches is to awaken sympathy and feeling for the African American people living among us, and to show their wrongs and sorrows under a system so cruel and unjust that it defeats all that their best friends can attempt for them.`,
      },
    ],
    stem: "Based on the texts, how would Wilde (Text 1) most likely respond to the view of literature expressed in Text 2?",
    choices: [
      {
        text: "He would reject the idea that a work of art should serve a moral aim, holding that a book can be judged only by how well it is written.",
        correct: true,
        why: "Text 2 praises art for spreading good will and states that the book's object is to awaken sympathy. Text 1 says that “no artist desires to prove anything,” that an ethical sympathy in an artist is a fault of style, and that books are simply well or badly written, so Wilde would reject Stowe's view.",
      },
      {
        text: "He would agree that a book's value depends on the feelings it awakens, since he too believes that art should serve a purpose.",
        correct: false,
        why: "Text 1 declares that “all art is quite useless” and that no artist has ethical sympathies, so Wilde does not believe art should serve a purpose of any kind.",
      },
      {
        text: "He would condemn Stowe's novel as immoral because it depicts cruelty and injustice.",
        correct: false,
        why: "Wilde denies that any book can be moral or immoral, so he would not judge a novel by the moral quality of what it depicts.",
      },
      {
        text: "He would accept Stowe's aim for her own book but deny that poets and painters share that aim.",
        correct: false,
        why: "Text 1 makes no exception for novelists: it says that no artist has ethical sympathies, which would rule out Stowe's aim as firmly as any painter's.",
      },
    ],
    explanation:
      "Text 2 values art for its moral influence and gives the novel a moral purpose: to awaken sympathy and expose injustice. Text 1 holds that books are only well or badly written, that artists should not try to prove anything, and that ethical sympathy is a flaw. Wilde would therefore reject Stowe's view that literature should serve a moral aim.",
    source: src.wildeStowe,
  },

  // ================================================================ information and ideas
  {
    id: "mock02-rw-m1-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Harriet Beecher Stowe's 1852 novel *Uncle Tom's Cabin*. Eliza, an enslaved woman, has run away with her young son so that he will not be sold away from her, and the slave trader who bought him is close behind.

Clasping her child, Eliza sprang from the shore onto a raft of ice in the river. The huge green fragment pitched and creaked under her weight, but she stayed there not a moment. She leaped to another cake of ice, and another, stumbling, slipping, and springing upward again. Her shoes were gone and her stockings were cut from her feet, and blood marked every step; but she saw nothing and felt nothing until, dimly, as in a dream, she saw the Ohio side and a man helping her up the bank.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Driven by desperation, Eliza crosses the dangerous river ice without stopping, ignoring her injuries until she reaches the other side.",
        correct: true,
        why: "The text follows Eliza from leap to leap across moving ice, notes her bleeding feet, says she “saw nothing and felt nothing,” and ends with her reaching the Ohio side.",
      },
      {
        text: "Eliza waits on the riverbank until the ice is solid enough to cross safely.",
        correct: false,
        why: "Eliza does not wait at all: she springs onto the ice at once, and the ice “pitched and creaked” under her, so it is far from solid.",
      },
      {
        text: "Eliza turns back after losing her shoes and cutting her feet on the ice.",
        correct: false,
        why: "Although she loses her shoes and her feet bleed, Eliza keeps going until she reaches the far bank.",
      },
      {
        text: "A man rows across the river to carry Eliza and her child to safety.",
        correct: false,
        why: "The man only helps Eliza up the bank after she has crossed; she makes the crossing herself.",
      },
    ],
    explanation:
      "Every sentence of the text tracks Eliza's crossing: leaping from one cake of ice to the next, hurt but not stopping, until she reaches the Ohio shore. The main idea is her desperate, determined escape across the ice.",
    source: src.uncleTom,
  },
  {
    id: "mock02-rw-m1-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `The librarian at a high school noticed that one of the four novels the library keeps in many copies seemed to be in much greater demand during the spring term. Suspecting that an English class had been assigned that novel in the spring, the librarian compared how many times each novel was borrowed in the autumn and spring terms. The data support the librarian's view that the assigned novel was *Jane Eyre*, since ______`,
      },
    ],
    table: {
      title: "Times each novel was borrowed from a high school library, by term",
      columns: ["Novel", "Autumn term", "Spring term"],
      rows: [
        ["Jane Eyre", "14", "31"],
        ["Wuthering Heights", "12", "13"],
        ["Uncle Tom's Cabin", "11", "12"],
        ["The Red Badge of Courage", "9", "8"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "it was borrowed 31 times in the spring term, more than twice as often as in the autumn term, while borrowing of the other three novels barely changed.",
        correct: true,
        why: "An assigned novel should show a jump in the spring. *Jane Eyre* rose from 14 to 31, while the other novels changed by only one borrowing each, so the data point to *Jane Eyre*.",
      },
      {
        text: "it was borrowed 14 times in the autumn term, more than any of the other novels.",
        correct: false,
        why: "This is accurate, but it concerns the autumn term, before the assignment. It says nothing about a rise in the spring, which is what the librarian's view depends on.",
      },
      {
        text: "*Wuthering Heights* was borrowed 12 times in the autumn term and 13 times in the spring term.",
        correct: false,
        why: "This is accurate, but it describes a different novel whose borrowing hardly changed; it gives no reason to think *Jane Eyre* was assigned.",
      },
      {
        text: "*The Red Badge of Courage* was borrowed fewer times in the spring term than in the autumn term.",
        correct: false,
        why: "This is accurate, but a small drop in borrowing for another novel does not show that *Jane Eyre* was the one assigned.",
      },
    ],
    explanation:
      "If a class was assigned a novel in the spring, that novel's borrowing should rise sharply in the spring while the others stay about the same. Only *Jane Eyre* shows such a rise (14 to 31), so the choice that reports this change supports the librarian's view.",
    source: original,
  },
  {
    id: "mock02-rw-m1-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Stephen Crane's 1895 novel *The Red Badge of Courage*. Henry, a young farm boy, has enlisted in the Union army and is saying goodbye to his mother.

Henry had privately primed himself for a beautiful scene. He had prepared certain sentences which he thought could be used with touching effect. But his mother disappointed him by saying nothing whatever about glory. She went on peeling potatoes, told him to send his socks home whenever they needed mending, and warned him to be careful in choosing his company. He bore it all with an air of irritation. Still, when he looked back from the gate, he saw his mother kneeling among the potato parings, her face stained with tears. He bowed his head and went on, feeling suddenly ashamed.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Henry expects a grand and moving farewell, is irritated by his mother's plain, practical advice, and only afterward glimpses how deeply she feels his leaving.",
        correct: true,
        why: "This covers the whole text: Henry's prepared “beautiful scene,” his irritation at talk of socks and company, and the final sight of his mother in tears, which leaves him ashamed.",
      },
      {
        text: "Henry's mother, unmoved by his departure, cares more about her household chores than about her son.",
        correct: false,
        why: "The practical advice may seem to suggest this, but the ending shows the opposite: she is kneeling in tears after he leaves, and her advice itself shows concern for his welfare.",
      },
      {
        text: "Henry decides not to leave for the army after he sees how much his departure grieves his mother.",
        correct: false,
        why: "Henry feels ashamed, but he “went on”; nothing suggests that he gives up his plan to leave.",
      },
      {
        text: "Henry's mother tries to persuade him to stay home with a speech she has carefully prepared.",
        correct: false,
        why: "It is Henry, not his mother, who has prepared a speech, and she gives advice for his time in the army rather than urging him to stay.",
      },
    ],
    explanation:
      "The text is built on a contrast between what Henry expected (a touching, heroic farewell) and what happened (homely advice about socks and company), and it ends by revealing the grief that lay behind his mother's plain words. The main idea joins these parts: Henry's disappointed expectations and his late recognition of her feelings.",
    source: src.redBadge,
  },
  {
    id: "mock02-rw-m1-11",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Many nineteenth-century stories first reached readers in weekly installments. To see whether reading in installments affects what readers remember, a team of education researchers had students read the same long story either in one sitting or in four weekly parts. A week after finishing, all students answered questions about the plot and about the characters. The researchers concluded that reading in installments helped students remember the characters but made little difference to how well they remembered the plot.`,
      },
    ],
    table: {
      title: "Questions answered correctly one week after reading, by reading format",
      columns: ["Reading format", "Plot questions correct (%)", "Character questions correct (%)"],
      rows: [
        ["One sitting", "72", "58"],
        ["Four weekly installments", "71", "74"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the researchers' conclusion?",
    choices: [
      {
        text: "Students who read in installments answered 74% of character questions correctly, compared with 58% for students who read in one sitting, while the two groups scored nearly the same on plot questions (71% and 72%).",
        correct: true,
        why: "The conclusion has two parts, and this choice supports both: installments produced much better character scores (74% versus 58%) but almost identical plot scores (71% versus 72%).",
      },
      {
        text: "Students who read in installments answered 74% of character questions correctly, compared with 58% for students who read in one sitting.",
        correct: false,
        why: "This supports the first half of the conclusion, but it leaves out the plot scores, so it cannot show that installments made little difference to remembering the plot.",
      },
      {
        text: "Students who read in one sitting answered 72% of plot questions correctly but only 58% of character questions correctly.",
        correct: false,
        why: "This compares two kinds of questions within one group. The conclusion is about the effect of the reading format, which requires comparing the two groups.",
      },
      {
        text: "Students who read in installments answered 71% of plot questions correctly and 74% of character questions correctly.",
        correct: false,
        why: "This gives only the installment group's scores. Without the one-sitting group's scores, it cannot show that installments helped with characters or made little difference to plot.",
      },
    ],
    explanation:
      "The researchers claim a difference for characters and no real difference for plot, both between the two reading formats. Only the choice that compares the groups on both kinds of questions (74% versus 58% for characters; 71% versus 72% for plot) supports the whole conclusion.",
    source: original,
  },
  {
    id: "mock02-rw-m1-12",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Oscar Wilde's 1888 fairy tale "The Happy Prince."

High above the city, on a tall column, stood the statue of the Happy Prince. He was gilded all over with thin leaves of fine gold, for eyes he had two bright sapphires, and a large red ruby glowed on his sword-hilt. He was very much admired indeed. "He is as beautiful as a weathercock," remarked one of the Town Councillors who wished to gain a reputation for having artistic tastes; "only not quite so useful," he added, fearing lest people should think him unpractical, which he really was not.`,
      },
    ],
    stem: "Based on the text, what can most reasonably be inferred about the Town Councillor?",
    choices: [
      {
        text: "He is more concerned with how his remarks will make others see him than with giving an honest opinion of the statue.",
        correct: true,
        why: "The narrator explains both halves of his remark by what he wants people to think: he praises the statue to “gain a reputation for having artistic tastes” and then qualifies the praise for fear people will think him “unpractical.”",
      },
      {
        text: "He is in fact an impractical man who pretends to be practical in order to please the townspeople.",
        correct: false,
        why: "The narrator says directly that he “really was not” unpractical, so the text rules this out.",
      },
      {
        text: "He admires the statue more deeply than anyone else in the city does.",
        correct: false,
        why: "His praise is calculated to win a reputation, and he immediately takes some of it back; nothing suggests that his admiration exceeds anyone else's.",
      },
      {
        text: "He wants the statue to be replaced with a weathercock because a weathercock would be more useful.",
        correct: false,
        why: "He compares the statue to a weathercock only to seem both artistic and practical; he never proposes replacing it.",
      },
    ],
    explanation:
      "The narrator gives a motive for each part of the councillor's comment, and both motives concern his image: first to seem artistic, then not to seem unpractical. The reasonable inference is that his words are shaped by concern for how others will see him rather than by a sincere judgment of the statue.",
    source: src.happyPrince,
  },
  {
    id: "mock02-rw-m1-13",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: `In Charlotte Brontë's 1847 novel *Jane Eyre*, the narrator, a governess at Thornfield Hall, sometimes climbs to the roof of the house to look out toward the horizon and longs for a wider life than the one she leads. In one passage she goes further, arguing that her restlessness is not a weakness peculiar to her sex: a confined and inactive life, she insists, harms women in just the way it would harm men.`,
      },
    ],
    stem: "Which quotation from *Jane Eyre* most effectively illustrates the claim?",
    choices: [
      {
        text: "“Women are supposed to be very calm generally: but women feel just as men feel; they need exercise for their faculties, and a field for their efforts, as much as their brothers do; they suffer from too rigid a restraint, too absolute a stagnation, precisely as men would suffer.”",
        correct: true,
        why: "This quotation makes both parts of the claim: it denies that women are by nature calmer than men (“women feel just as men feel”) and says that restraint and stagnation make women suffer “precisely as men would suffer.”",
      },
      {
        text: "“I could not help it: the restlessness was in my nature; it agitated me to pain sometimes.”",
        correct: false,
        why: "This names Jane's restlessness, which makes it tempting, but it presents the feeling as part of her own nature. It says nothing about women in general or about how a confined life would affect men.",
      },
      {
        text: "“Do you think, because I am poor, obscure, plain, and little, I am soulless and heartless? You think wrong!—I have as much soul as you,—and full as much heart!”",
        correct: false,
        why: "Here Jane does claim equality with a man, but the equality is of feeling and worth, spoken to Mr. Rochester; the quotation says nothing about restlessness or the harm of a confined life.",
      },
      {
        text: "“I am no bird; and no net ensnares me; I am a free human being with an independent will, which I now exert to leave you.”",
        correct: false,
        why: "This asserts Jane's freedom in a particular moment, as she declares she will leave; it does not compare the effects of confinement on women and men.",
      },
    ],
    explanation:
      "The claim has two linked parts: Jane's restlessness is not a special weakness of women, and confinement harms women exactly as it would harm men. Only the quotation stating that “women feel just as men feel” and “suffer ... precisely as men would suffer” from “too rigid a restraint” makes that comparison. The others concern her own nature, her worth, or her freedom.",
    source: src.janeEyre,
  },
  {
    id: "mock02-rw-m1-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `Emily Brontë's *Wuthering Heights* (1847) opens with the diary of Mr. Lockwood, a gentleman who has rented a house in a remote part of northern England. Describing his first visit to his landlord, Heathcliff, Lockwood calls the lonely district "a perfect misanthropist's heaven" and declares that he and Heathcliff are "such a suitable pair to divide the desolation between us." His heart warmed toward Heathcliff, he writes, when he saw the man's black eyes "withdraw so suspiciously under their brows" and his fingers shelter themselves "with a jealous resolution" still further in his waistcoat as Lockwood announced his name. Lockwood's account thus suggests that he ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "takes his landlord's evident distrust of visitors as a sign that the two men share a temperament.",
        correct: true,
        why: "Lockwood calls the district a misanthropist's heaven and himself and Heathcliff a “suitable pair,” and he says his heart warmed precisely at Heathcliff's suspicious eyes and guarded hands. He reads signs of distrust as signs of kinship.",
      },
      {
        text: "recognizes that Heathcliff resents the visit but hides his own disappointment behind polite praise.",
        correct: false,
        why: "Nothing in the account shows Lockwood disappointed: he says his heart “warmed” toward Heathcliff and calls him one of a “suitable pair.” The text gives no sign that his praise conceals another feeling.",
      },
      {
        text: "chose to live in the district because he expected to find a close friend in his landlord.",
        correct: false,
        why: "Lockwood praises the district for being “a perfect misanthropist's heaven,” that is, for its isolation, not for the company it offers; the text gives no reason to think he expected a friend.",
      },
      {
        text: "mistakes Heathcliff's shyness for the hostility of a misanthrope.",
        correct: false,
        why: "The text offers no evidence that Heathcliff is shy, and Lockwood does not treat Heathcliff's manner as hostile; he welcomes it.",
      },
    ],
    explanation:
      "Lockwood's details about Heathcliff (eyes withdrawn “suspiciously,” hands hidden “with a jealous resolution”) are signs of an unwelcoming man, yet they are exactly what make Lockwood's heart warm. Combined with his delight in a “misanthropist's heaven” and a “suitable pair,” this suggests that he sees in Heathcliff's distrust a temperament like his own.",
    source: src.wuthering,
  },

  // ================================================================ standard English conventions
  {
    id: "mock02-rw-m1-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `William Sydney Porter, the writer later known as O. Henry, grew up in Greensboro, North Carolina, where he trained as a pharmacist. In 1882 he moved to ______ he worked on a sheep ranch, drew maps in a state land office, and served as a bank teller before turning to the stories later gathered in books such as *The Four Million* (1906).`,
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Texas. There,",
        correct: true,
        why: "“In 1882 he moved to Texas” and “There, he worked on a sheep ranch ...” are both independent clauses, so a period correctly separates them into two sentences.",
      },
      {
        text: "Texas, there,",
        correct: false,
        why: "This joins two independent clauses with only a comma, creating a comma splice; “there” is an adverb, not a conjunction.",
      },
      {
        text: "Texas there,",
        correct: false,
        why: "With no punctuation between the two independent clauses, the sentence becomes a run-on.",
      },
      {
        text: "Texas, there",
        correct: false,
        why: "A comma alone cannot join two independent clauses, so this is a comma splice.",
      },
    ],
    explanation:
      "Each side of the blank can stand alone as a sentence: “In 1882 he moved to Texas” and “There, he worked on a sheep ranch....” Two independent clauses must be separated by a period (or a semicolon) or joined with a conjunction. Only the period does this; the other choices create a comma splice or a run-on.",
    source: src.fourMillion,
  },
  {
    id: "mock02-rw-m1-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Stephen Crane was born in 1871, six years after the Civil War ended, and he had never seen a battle when he wrote *The Red Badge of Courage* (1895). The novel's scenes of combat, told through the frightened eyes of a young Union soldier, ______ all the more striking for that reason.`,
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "are",
        correct: true,
        why: "The subject of the verb is the plural noun “scenes,” so the plural verb “are” agrees with it.",
      },
      {
        text: "is",
        correct: false,
        why: "“Is” seems to agree with “soldier,” the noun just before the blank, but that noun is inside a modifying phrase; the subject is the plural “scenes.”",
      },
      {
        text: "was",
        correct: false,
        why: "“Was” is a singular verb form, which does not agree with the plural subject “scenes.”",
      },
      {
        text: "has been",
        correct: false,
        why: "“Has been” is a singular verb form, which does not agree with the plural subject “scenes.”",
      },
    ],
    explanation:
      "Remove the phrase “told through the frightened eyes of a young Union soldier,” and the sentence reads “The novel's scenes of combat ... are all the more striking.” The subject “scenes” is plural, so the verb must be plural: “are.”",
    source: src.redBadge,
  },
  {
    id: "mock02-rw-m1-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In Oscar Wilde's comedy *The Importance of Being Earnest*, two young men escape their duties by inventing people. Jack Worthing claims to have a troublesome younger brother named Ernest who lives in London. Algernon Moncrieff's invention, a permanent invalid called ______ gives him an excuse to leave London for the country whenever he chooses.`,
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Bunbury,",
        correct: true,
        why: "The phrase “a permanent invalid called Bunbury” renames “Algernon Moncrieff's invention” and is not essential to the sentence. It opens with a comma, so it must close with one before the verb “gives.”",
      },
      {
        text: "Bunbury",
        correct: false,
        why: "Without a closing comma, the phrase that began with a comma after “invention” is never closed, and it runs straight into the verb “gives.”",
      },
      {
        text: "Bunbury;",
        correct: false,
        why: "A semicolon must join two independent clauses, but it would separate the subject “Algernon Moncrieff's invention” from its verb “gives.”",
      },
      {
        text: "Bunbury:",
        correct: false,
        why: "A colon must follow an independent clause, but here it would split the subject from its verb, leaving neither part complete.",
      },
    ],
    explanation:
      "The core sentence is “Algernon Moncrieff's invention ... gives him an excuse.” The phrase “a permanent invalid called Bunbury” interrupts it and is set off by a comma at its start, so a matching comma must close it. A semicolon or colon would cut the subject off from its verb.",
    source: src.earnest,
  },
  {
    id: "mock02-rw-m1-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `In 1846 Charlotte, Emily, and Anne Brontë paid to publish a small book of their poems. Wishing to keep their identities private, the sisters chose names that kept their own initials without revealing whether the writers were men or women: Charlotte became Currer ______ Emily, Ellis Bell; and Anne, Acton Bell.`,
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Bell;",
        correct: true,
        why: "The items in this series contain commas of their own (“Emily, Ellis Bell”), so the items must be separated by semicolons, as the later items already are.",
      },
      {
        text: "Bell,",
        correct: false,
        why: "When items in a series contain internal commas, separating them with commas as well makes it impossible to tell where one item ends; the series already uses semicolons, and this item must match.",
      },
      {
        text: "Bell:",
        correct: false,
        why: "A colon introduces an explanation or list; it cannot separate one item of a series from the next.",
      },
      {
        text: "Bell",
        correct: false,
        why: "With no punctuation, the first item runs into the second (“Currer Bell Emily”), and the series loses its structure.",
      },
    ],
    explanation:
      "After the colon comes a series of three items, and the second and third contain commas (“Emily, Ellis Bell”; “Anne, Acton Bell”), which stand in for the omitted verb “became.” In such a series, the items are separated by semicolons. The second and third items are already divided by a semicolon, so the first must be as well.",
    source: src.poemsByBell,
  },
  {
    id: "mock02-rw-m1-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Harriet Beecher Stowe's antislavery novel first reached readers in weekly installments. Printed in the Washington newspaper *The National Era* from June 1851 to April 1852, ______ as a two-volume book in March 1852, and the book sold in enormous numbers.`,
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "*Uncle Tom's Cabin* was also issued",
        correct: true,
        why: "The opening phrase “Printed in the Washington newspaper *The National Era*” must describe the subject that follows it. It was the novel, *Uncle Tom's Cabin*, that was printed in the newspaper, so the novel must be the subject.",
      },
      {
        text: "Stowe also issued *Uncle Tom's Cabin*",
        correct: false,
        why: "This makes Stowe the subject, so the sentence says that Stowe herself was printed in the newspaper. The modifier dangles.",
      },
      {
        text: "the Boston firm of John P. Jewett and Company also issued *Uncle Tom's Cabin*",
        correct: false,
        why: "This makes the publishing firm the subject, so the sentence says the firm was printed in the newspaper, which is illogical.",
      },
      {
        text: "readers could also buy *Uncle Tom's Cabin*",
        correct: false,
        why: "This makes “readers” the subject, so the sentence says the readers were printed in the newspaper from 1851 to 1852.",
      },
    ],
    explanation:
      "An introductory modifier describes the subject that immediately follows the comma. What was “printed in ... *The National Era* from June 1851 to April 1852” was the novel itself, so the subject must be *Uncle Tom's Cabin*. Every other choice makes a person or a firm the thing that was printed.",
    source: src.uncleTom,
  },
  {
    id: "mock02-rw-m1-20",
    skill: "boundaries",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Stephen Crane's story "The Open Boat" grew out of his own ordeal at sea. In January 1897 the steamer *Commodore*, which was carrying Crane toward Cuba as a newspaper ______ sank off the coast of Florida, and Crane spent about thirty hours in a small dinghy with three other men before reaching shore.`,
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "correspondent,",
        correct: true,
        why: "The clause “which was carrying Crane toward Cuba as a newspaper correspondent” adds information about the *Commodore* and opens with a comma, so it must close with a comma before the verb “sank.”",
      },
      {
        text: "correspondent",
        correct: false,
        why: "Without a closing comma, the nonessential clause that began after “*Commodore*,” never ends, and it runs into the main verb “sank.”",
      },
      {
        text: "correspondent;",
        correct: false,
        why: "A semicolon would separate the subject “the steamer *Commodore*” from its verb “sank,” leaving neither side an independent clause.",
      },
      {
        text: "correspondent—",
        correct: false,
        why: "A nonessential element must open and close with the same mark. This clause opens with a comma, so it cannot close with a dash.",
      },
    ],
    explanation:
      "The main clause is “the steamer *Commodore* ... sank off the coast of Florida.” The relative clause beginning “which was carrying Crane” interrupts it and is opened with a comma, so it must be closed with a matching comma.",
    source: src.openBoat,
  },
  {
    id: "mock02-rw-m1-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `For many years, Anthony Trollope wrote fiction early in the morning before going to his job at the Post Office. His method—three hours at his desk each day, with his watch in front of him and a rule that he produce 250 words every quarter of an ______ allowed him to complete forty-seven novels along with travel books, biographies, and stories.`,
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "hour—",
        correct: true,
        why: "The description of the method opens with a dash after “His method,” so it must close with a dash before the verb “allowed.”",
      },
      {
        text: "hour,",
        correct: false,
        why: "The commas inside the interruption make a comma look natural here, but the interruption opened with a dash, and it must close with the same mark.",
      },
      {
        text: "hour;",
        correct: false,
        why: "A semicolon would separate the subject “His method” from its verb “allowed,” and neither part would be an independent clause.",
      },
      {
        text: "hour",
        correct: false,
        why: "Without a closing mark, the interruption never ends, and the sentence runs “every quarter of an hour allowed him,” which misreads the sentence's structure.",
      },
    ],
    explanation:
      "Strip out the interruption and the sentence is “His method ... allowed him to complete forty-seven novels.” The interruption begins with a dash after “method,” and it contains commas of its own, so it must end with a second dash; a comma would leave the pair of marks mismatched.",
    source: src.trollopeAutobiography,
  },
  {
    id: "mock02-rw-m1-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `The title of *The Four Million*, O. Henry's 1906 collection of New York stories, many of them about shopgirls, clerks, and struggling young couples rather than the rich, ______ a reply to a boast popular at the time: that only about four hundred people in the city were really worth noticing.`,
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "was",
        correct: true,
        why: "The subject of the sentence is the singular noun “title,” so the singular verb “was” agrees with it.",
      },
      {
        text: "were",
        correct: false,
        why: "“Were” seems to agree with the plural nouns just before the blank (“couples,” “the rich”) or with “stories,” but all of these belong to modifying phrases; the subject is the singular “title.”",
      },
      {
        text: "have been",
        correct: false,
        why: "“Have been” is a plural verb form, which does not agree with the singular subject “title.”",
      },
      {
        text: "are",
        correct: false,
        why: "“Are” is a plural verb form, which does not agree with the singular subject “title.”",
      },
    ],
    explanation:
      "Set aside the long appositive (“O. Henry's 1906 collection of New York stories”) and the phrase that modifies it (“many of them about shopgirls, clerks, and struggling young couples rather than the rich”), and the sentence reads “The title of *The Four Million* ... was a reply.” The subject “title” is singular, so the verb must be singular.",
    source: src.fourMillion,
  },

  // ================================================================ expression of ideas
  {
    id: "mock02-rw-m1-23",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Emily Brontë was born in 1818 in Yorkshire, England.
- Her only novel, *Wuthering Heights*, was published in December 1847 under the pen name Ellis Bell.
- The novel is set on the moors of northern England.
- Much of its story is told by two narrators: Mr. Lockwood, a tenant, and Nelly Dean, a housekeeper.
- Emily Brontë died in December 1848.`,
      },
    ],
    stem: `The student wants to emphasize how soon after the novel's publication its author died. ${NOTES}`,
    choices: [
      {
        text: "Emily Brontë died in December 1848, only about a year after *Wuthering Heights* was published.",
        correct: true,
        why: "This joins the two dates the goal requires, publication in December 1847 and death in December 1848, and stresses the short interval between them.",
      },
      {
        text: "Emily Brontë, born in Yorkshire in 1818, set her only novel on the moors of northern England.",
        correct: false,
        why: "This links the author's birthplace to the novel's setting but says nothing about when she died.",
      },
      {
        text: "*Wuthering Heights*, published under the pen name Ellis Bell, is told mainly by two narrators.",
        correct: false,
        why: "This describes how the novel was published and narrated; it does not mention the author's death.",
      },
      {
        text: "Emily Brontë's novel *Wuthering Heights* was published in December 1847.",
        correct: false,
        why: "This gives the publication date but not the date of Brontë's death, so it cannot show how soon after publication she died.",
      },
    ],
    explanation:
      "To show how soon after publication the author died, a sentence needs both dates. Only the choice that places her death in December 1848, about a year after the December 1847 publication, accomplishes the goal.",
    source: src.wuthering,
  },
  {
    id: "mock02-rw-m1-24",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Anthony Trollope worked for the British Post Office for more than thirty years, and his duties often sent him traveling by train. ______ the long journeys did not keep him from writing. He made himself a small writing tablet and found, after a few days' practice, that he could write as quickly in a railway carriage as at his desk.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "Frequent travel would seem likely to interrupt a writer's work; the sentence with the blank says it did not. “Even so” signals that the result is contrary to what the first sentence leads readers to expect.",
      },
      {
        text: "In fact,",
        correct: false,
        why: "“In fact” introduces a point that strengthens or extends the previous one, but the sentence after the blank goes against the expectation the first sentence sets up.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "“Therefore” signals a result, but frequent travel is not a reason that the journeys failed to interrupt his writing.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "“For instance” introduces an example, but the claim that travel did not stop his writing is not an example of his postal duties.",
      },
    ],
    explanation:
      "The first sentence suggests an obstacle (frequent train travel), and the sentence with the blank says the obstacle did not stop Trollope from writing. A transition that concedes the point and turns against it, “Even so,” is needed.",
    source: src.trollopeAutobiography,
  },
  {
    id: "mock02-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `When Oscar Wilde's *The Picture of Dorian Gray* first appeared in *Lippincott's Monthly Magazine* in 1890, several British reviewers condemned it as immoral. Wilde answered his critics in more than one way. He defended the novel in letters to newspapers that had attacked it. ______ when he expanded the story into a book the following year, he opened it with a preface of short, pointed sayings, among them the claim that "there is no such thing as a moral or an immoral book."`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "In addition,",
        correct: true,
        why: "The text says Wilde answered his critics “in more than one way.” The letters are the first way and the preface is a second, so an additive transition is needed.",
      },
      {
        text: "Instead,",
        correct: false,
        why: "“Instead” would mean that the preface replaced the letters, but the text says Wilde answered his critics in more than one way; he did both.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” signals that what follows goes against what came before, but the preface continues the defense that the letters began.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "“Consequently” signals a result, but nothing in the text presents the preface as a result of the letters; both are responses to the reviewers.",
      },
    ],
    explanation:
      "The sentence “Wilde answered his critics in more than one way” announces a list of responses. The letters are the first; the preface is the second. The transition must add a further item to the list: “In addition.”",
    source: src.dorianGray,
  },
  {
    id: "mock02-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- "The Gift of the Magi" is a short story by O. Henry, first published in a New York newspaper in 1905.
- Della and Jim Young are a young married couple with very little money.
- Della's long, beautiful hair and Jim's gold watch are the couple's two most treasured possessions.
- To buy Jim a Christmas present, Della sells her hair and buys a chain for his watch.
- To buy Della a present, Jim sells his watch and buys a set of combs for her hair.`,
      },
    ],
    stem: `The student wants to explain the irony of the couple's gifts. ${NOTES}`,
    choices: [
      {
        text: "Each sells a treasured possession to buy a gift meant for the other's treasure: Della sells her hair to buy a chain for Jim's watch, while Jim sells his watch to buy combs for Della's hair.",
        correct: true,
        why: "The irony is that each gift is meant for the very thing the other has just sold. This choice sets the two sales and the two gifts side by side, so the reader sees that the chain has no watch and the combs have no hair.",
      },
      {
        text: "Della and Jim, who have very little money, each buy the other a Christmas present: a watch chain for Jim and a set of combs for Della.",
        correct: false,
        why: "This names both gifts but leaves out what each of them sold to pay for the gifts, so the irony disappears.",
      },
      {
        text: "Della sells her hair to buy Jim a chain for his gold watch, which is, along with her hair, one of the couple's two most treasured possessions.",
        correct: false,
        why: "This tells only Della's half of the story. Without Jim's sale of the watch, the chain does not seem useless, and there is no irony.",
      },
      {
        text: "\"The Gift of the Magi,\" first published in 1905, tells the story of Della and Jim Young, a young married couple with very little money.",
        correct: false,
        why: "This introduces the story and its characters but does not mention the gifts at all.",
      },
    ],
    explanation:
      "The irony lies in the match between the sales and the gifts: Della's chain is for the watch Jim sold, and Jim's combs are for the hair Della sold. Only the choice that presents both sales together with both gifts makes that irony clear.",
    source: src.giftOfTheMagi,
  },
  {
    id: "mock02-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In 1847 and 1848, novels by Currer, Ellis, and Acton Bell appeared in quick succession, and many readers suspected that the three names hid a single writer. Thomas Cautley Newby, who published Ellis's and Acton's books, did nothing to correct the error and even seems to have tried to profit from it: he assured an American publisher that, to the best of his belief, all the Bell novels were the work of one author. Charlotte and Anne Brontë, ______ wanted no part in the deception. In July 1848 they traveled to London to show Charlotte's publisher, in person, that Currer and Acton Bell were two different women.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "however,",
        correct: true,
        why: "The text sets Newby, who let the confusion stand and tried to use it, against the sisters, who refused any part in it and went to London to end it. “However” marks this contrast.",
      },
      {
        text: "in other words,",
        correct: false,
        why: "“In other words” would introduce a restatement of the previous sentence, but the sisters' refusal does not restate Newby's conduct; it is the opposite of it.",
      },
      {
        text: "likewise,",
        correct: false,
        why: "“Likewise” would mean the sisters behaved as Newby did, but he encouraged the confusion while they worked to end it.",
      },
      {
        text: "for instance,",
        correct: false,
        why: "The sisters' refusal is not an example of anything said before; Newby's actions are the opposite of theirs.",
      },
    ],
    explanation:
      "The sentence before the blank describes how Newby allowed and tried to exploit the belief that one writer was behind all three names. The sentence with the blank turns to Charlotte and Anne, who rejected the deception and traveled to London to expose it. The relationship is a contrast, so “however” is the logical transition.",
    source: src.wuthering,
  },
];
