import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 1, reading and writing, module 2 (easier form). Passages are adapted from public-domain
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
  alice: pd("Lewis Carroll", "Alice's Adventures in Wonderland", 1865, "Macmillan and Co., London, 1865"),
  lookingGlass: pd(
    "Lewis Carroll",
    "Through the Looking-Glass, and What Alice Found There",
    1871,
    "Macmillan and Co., London, 1871 (title page dated 1872)",
  ),
  heidi: pd("Johanna Spyri", "Heidi", 1880, "translated by Louise Brooks, Cupples, Upham and Company, Boston, 1884"),
  justSo: pd("Rudyard Kipling", "Just So Stories", 1902, "Macmillan and Co., London, 1902"),
  jungleBook: pd("Rudyard Kipling", "The Jungle Book", 1894, "Macmillan and Co., London, 1894"),
  railwayChildren: pd("E. Nesbit", "The Railway Children", 1906, "Wells Gardner, Darton & Co., London, 1906"),
  treasureSeekers: pd("E. Nesbit", "The Story of the Treasure Seekers", 1899, "T. Fisher Unwin, London, 1899"),
  willows: pd("Kenneth Grahame", "The Wind in the Willows", 1908, "Methuen & Co., London, 1908"),
  goldenAge: pd("Kenneth Grahame", "The Golden Age", 1895, "John Lane, The Bodley Head, London, 1895"),
  anneAvonlea: pd("L. M. Montgomery", "Anne of Avonlea", 1909, "L. C. Page & Company, Boston, 1909"),
  littleMen: pd("Louisa May Alcott", "Little Men: Life at Plumfield with Jo's Boys", 1871, "Roberts Brothers, Boston, 1871"),
  josBoys: pd("Louisa May Alcott", "Jo's Boys, and How They Turned Out", 1886, "Roberts Brothers, Boston, 1886"),
  hospitalSketches: pd("Louisa May Alcott", "Hospital Sketches", 1863, "James Redpath, Boston, 1863"),
};

const CONVENTIONS = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock01-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Lewis Carroll's 1865 novel *Alice's Adventures in Wonderland*.

Alice was beginning to get very tired of sitting by her sister on the bank and of having nothing to do. Once or twice she had peeped into the book her sister was reading, but it had no pictures or conversations in it. To Alice, a book without pictures or conversations seemed entirely ______: she could not imagine what use it could be to anyone.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "pointless",
        correct: true,
        why: "The colon introduces an explanation: Alice cannot imagine what use such a book could be. A book with no use is pointless, so the word matches her judgment exactly.",
      },
      {
        text: "thrilling",
        correct: false,
        why: "Alice is bored and sees no use in the book; calling it thrilling reverses her opinion.",
      },
      {
        text: "expensive",
        correct: false,
        why: "Nothing in the text concerns what the book costs. Alice's complaint is about its usefulness, which the explanation after the colon makes clear.",
      },
      {
        text: "fragile",
        correct: false,
        why: "The text says nothing about how easily the book could be damaged; Alice objects to its lack of pictures and conversations, not to its condition.",
      },
    ],
    explanation:
      "The part of the sentence after the colon explains the blank: Alice “could not imagine what use it could be to anyone.” The word must therefore mean “without use or purpose,” which is “pointless.”",
    source: src.alice,
  },
  {
    id: "mock01-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Johanna Spyri's 1880 novel *Heidi*, in Louise Brooks's 1884 translation.

When five-year-old Heidi is left at her grandfather's hut high on the mountain, she cannot keep still. She runs to peep into the goat shed, then around to the back of the hut, where she stands listening as the wind roars through the branches of three old fir trees. Later she climbs a ladder to the hayloft and finds a round hole in the wall through which she can see far down into the valley. Everything on the mountain seems to ______ her.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "delight",
        correct: true,
        why: "Heidi cannot keep still, runs from one discovery to the next, and stops to listen to the wind in the trees. Such eager exploring shows that everything she finds pleases her, which is what “delight” means.",
      },
      {
        text: "bore",
        correct: false,
        why: "A bored child would not run from the shed to the trees to the hayloft; Heidi's eagerness is the opposite of boredom.",
      },
      {
        text: "frighten",
        correct: false,
        why: "The roaring wind might sound alarming, but Heidi stands and listens to it and then goes on exploring; nothing shows that she is afraid.",
      },
      {
        text: "anger",
        correct: false,
        why: "Nothing in the text suggests that Heidi is upset by what she finds; she seeks out each new sight.",
      },
    ],
    explanation:
      "Every detail shows eager curiosity: Heidi “cannot keep still,” peeps into the shed, listens to the trees, and climbs to a window with a view of the valley. The mountain's sights and sounds please her, so “delight” is the logical word.",
    source: src.heidi,
  },
  {
    id: "mock01-rw-m2e-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `In Rudyard Kipling's "How the Whale Got His Throat," one of the tales in his 1902 collection *Just So Stories*, a hungry whale swallows a shipwrecked sailor whole, raft and all. The sailor does not despair. He stamps and jumps about inside the whale until the miserable creature agrees to carry him home. Before he steps ashore, he cuts his raft into a grating, ties it firm with his suspenders, and wedges it in the whale's throat, so that the whale can never again swallow anything but very small fish. From start to finish, the sailor proves remarkably ______.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "resourceful",
        correct: true,
        why: "Trapped inside a whale, the sailor finds a way to force his release and then turns his raft and suspenders into a grating. Using whatever is at hand to solve a problem is exactly what “resourceful” describes.",
      },
      {
        text: "fortunate",
        correct: false,
        why: "The sailor escapes because of what he does, not because of luck: he makes the whale carry him home and builds the grating himself. The word credits chance for what the text credits to his ingenuity.",
      },
      {
        text: "cautious",
        correct: false,
        why: "Stamping and jumping inside a whale is bold, not careful, and the text praises his inventiveness rather than any caution.",
      },
      {
        text: "sentimental",
        correct: false,
        why: "The sailor wants to go home, but the text shows no tender feelings; it dwells on the practical steps he takes.",
      },
    ],
    explanation:
      "The sentence sums up how the sailor behaves “from start to finish”: he refuses to despair, forces the whale to take him home, and makes a grating from his raft and suspenders. These actions show ingenuity with limited means, so “resourceful” is the precise word. “Fortunate” is tempting because he escapes, but the text shows the escape coming from his own actions.",
    source: src.justSo,
  },
  {
    id: "mock01-rw-m2e-04",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from E. Nesbit's 1906 novel *The Railway Children*.

After the family moved to a cottage in the country, Roberta, Peter, and Phyllis spent hours beside the railway line that ran below their house. One morning train became their special favorite, and whenever it passed they waved their handkerchiefs at it. Among its passengers was an old gentleman who, before long, began to wave back at them from his window. The children had never spoken a word to him, yet they soon felt that he was their friend.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To describe how a habit the children form leads to a friendly bond with a stranger",
        correct: true,
        why: "The text moves from the children's daily waving, to the old gentleman's waving back, to their feeling that he is their friend. Describing that habit and the bond it creates is the purpose of the whole text.",
      },
      {
        text: "To explain why the family had to leave their home in the city",
        correct: false,
        why: "The text mentions only that the family moved to the country; it gives no reason for the move.",
      },
      {
        text: "To warn readers about the dangers of playing near a railway line",
        correct: false,
        why: "The children's time by the railway is shown as a happy pastime; the text mentions no danger or warning.",
      },
      {
        text: "To contrast the personalities of the three children",
        correct: false,
        why: "The three children act together throughout, and the text never tells them apart.",
      },
    ],
    explanation:
      "Each sentence builds the same small story: the children wave at a favorite train, an old gentleman begins to wave back, and they come to think of him as a friend. The text's purpose is to describe that habit and the friendship it produces.",
    source: src.railwayChildren,
  },
  {
    id: "mock01-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Kenneth Grahame's 1908 novel *The Wind in the Willows*.

Trudging home beside the Rat through the dark of a winter evening, the Mole suddenly stopped short, tingling all over. A faint smell had reached him out of the darkness, and in a moment he knew it: it came from his own old home, which he had left in such a hurry one spring morning and had scarcely thought of since. Now it was calling to him, and he longed to go. But the Rat, far ahead and anxious to get back before the snow, called cheerfully for him to come along. With a wrench that tore at his heart, the Mole turned from the scent and followed his friend down the road.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "A character is suddenly drawn toward something he has long neglected, but he sets his longing aside to keep up with a companion.",
        correct: true,
        why: "The text first shows the Mole recognizing the call of the home he had hardly thought of, then shows him giving it up, painfully, to follow the Rat. That two-part movement is the structure of the text.",
      },
      {
        text: "A character searches for his lost home and, with a friend's help, finally finds it.",
        correct: false,
        why: "In this text the Mole does not search for his home; he turns away from it. A reader who knows the rest of the novel may recall a later reunion, but nothing of the kind happens here.",
      },
      {
        text: "Two companions disagree about which way to go, and one persuades the other with careful reasoning.",
        correct: false,
        why: "The Rat only calls cheerfully for the Mole to come along; there is no argument, and the Mole follows out of loyalty, not because he is persuaded.",
      },
      {
        text: "A character describes his home in detail and then explains why he once left it.",
        correct: false,
        why: "The text never describes the home, and it says only that the Mole left it “in such a hurry,” without explaining why.",
      },
    ],
    explanation:
      "The text has two movements: the sudden, powerful summons of the Mole's old home, and his painful decision (“with a wrench that tore at his heart”) to turn away and follow the Rat. Only the key traces both.",
    source: src.willows,
  },
  {
    id: "mock01-rw-m2e-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Kenneth Grahame's 1895 book *The Golden Age*. The narrator recalls a childhood spent in the care of aunts and uncles, whom he and the other children privately called "the Olympians."

These elders, our betters by a trick of chance, commanded no respect, but only a certain blend of envy—of their good luck—and pity—for their inability to make use of it. They had absolute license to indulge in the pleasures of life, yet they could get no good of it. They might have dabbled in the pond all day, hunted the chickens, or climbed trees in their Sunday clothes; they never did any of these things. Well! The Olympians are all past and gone. The endless meadows of those days have shrunk to a few poor acres, and a dull suspicion creeps over me. Can it be that I, too, have become an Olympian?`,
      },
    ],
    stem: "Which choice best describes the function of the final sentence in the text as a whole?",
    choices: [
      {
        text: "It turns the narrator's criticism of the adults back on himself, raising the possibility that he now shares the failing he has described.",
        correct: true,
        why: "The text faults the Olympians for being unable to enjoy the freedom they had. The final question asks whether the grown narrator has become one of them, so the charge he made as a child now points at himself; the shrunken meadows and the “dull suspicion” support that uneasy turn.",
      },
      {
        text: "It confirms that the narrator, unlike the adults he once pitied, has kept a child's capacity for enjoyment.",
        correct: false,
        why: "This reverses the sentence. The narrator fears that he has become like the adults, and the shrunken meadows suggest that his capacity for wonder has faded, not survived.",
      },
      {
        text: "It concedes that the adults' way of life was wiser than the children understood at the time.",
        correct: false,
        why: "The sentence does not revise the judgment of the adults or find wisdom in them; it voices a “dull suspicion” that the narrator has fallen into their failing. Sharing a fault is not the same as discovering that it was a virtue.",
      },
      {
        text: "It shifts from describing the adults to predicting how the narrator's own children will regard him.",
        correct: false,
        why: "No children of the narrator's are mentioned; the question concerns what he himself has become, not how anyone will see him.",
      },
    ],
    explanation:
      "Most of the text judges the adults: they had every freedom a child could want and never used it. After “The Olympians are all past and gone,” the narrator notices that the world of his childhood has shrunk and asks whether he has become an Olympian himself. The final sentence thus turns the earlier criticism inward; it neither clears the narrator nor takes back the judgment of the adults.",
    source: src.goldenAge,
  },
  {
    id: "mock01-rw-m2e-07",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `The evening before schools open, Anne Shirley and her friend Jane Andrews, both about to begin teaching, talk over how they will keep order. Jane means to give her pupils a good whipping if they won't do as she tells them; it is, she says, the shortest and easiest way of convincing them. Anne is shocked. "I could never whip a child," she declares. "I shall try to win my pupils' affections, and then they will want to do what I tell them."`,
      },
      {
        label: "Text 2",
        text: `Months into the school year, Anne's kindness has won every pupil but one: Anthony Pye, who stays sullen and scornful, certain that girl teachers are no good. Then comes a miserable winter day of toothache and mishaps, and a prank of Anthony's is the last straw. Anne takes up the pointer and whips him. She is ashamed of herself afterward. Yet Anthony now treats her with a new respect, having decided that her whipping was as good as any man's.`,
      },
    ],
    stem: "Both texts are adapted from L. M. Montgomery's 1909 novel *Anne of Avonlea*. Based on the texts, how would Jane (Text 1) most likely regard the outcome described in Text 2?",
    choices: [
      {
        text: "As support for her view that a whipping can bring a disobedient pupil into line",
        correct: true,
        why: "Jane holds that whipping is the shortest and easiest way of convincing pupils. In Text 2, months of kindness fail with Anthony, but one whipping wins his respect, which is just what Jane's view predicts.",
      },
      {
        text: "As proof that Anne's patient efforts to win Anthony's affection had finally succeeded",
        correct: false,
        why: "Text 2 makes clear that Anne's kindness failed with Anthony; his respect came only after the whipping. Jane, who trusts whipping, would credit the whipping.",
      },
      {
        text: "As evidence that Anne had been too harsh and ought to apologize to Anthony",
        correct: false,
        why: "Anne herself feels ashamed, but Jane plans to whip disobedient pupils; she would hardly call one whipping too harsh, least of all one that worked.",
      },
      {
        text: "As a sign that pupils respect only teachers who are strangers to them",
        correct: false,
        why: "Neither text says anything about whether the teacher is a stranger; Jane's view concerns punishment, not familiarity.",
      },
    ],
    explanation:
      "Text 1 sets Jane's belief in whipping against Anne's belief in winning affection. Text 2 shows Anne's method failing with Anthony and a whipping succeeding. Jane would therefore see the outcome as support for her own view.",
    source: src.anneAvonlea,
  },

  // ================================================================ information and ideas
  {
    id: "mock01-rw-m2e-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from E. Nesbit's 1899 novel *The Story of the Treasure Seekers*, narrated by one of the six Bastable children.

Since Mother died and Father's business went wrong, there has been very little money in our house in the Lewisham Road. We have stopped going to school, the house grows shabbier every month, and Father has a great deal to worry about. So we held a council and agreed that it was up to us to restore the fallen fortunes of the House of Bastable. Each of us had a different idea about how to find treasure, and we decided to try them all, one after another.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Troubled by their family's lack of money, the Bastable children decide to set things right themselves by searching for treasure.",
        correct: true,
        why: "The text first describes the family's money troubles and then the children's decision to “restore the fallen fortunes” by trying their ideas for finding treasure. This choice joins the problem and the children's response.",
      },
      {
        text: "The Bastable children's father asks them to help the family by earning money.",
        correct: false,
        why: "The decision is the children's own, made in their council; the text never says that Father asks for their help.",
      },
      {
        text: "The Bastable children argue about which of them should tell the family's story.",
        correct: false,
        why: "The children disagree only about how to find treasure, and they settle that by agreeing to try every idea; nothing is said about who tells the story.",
      },
      {
        text: "The Bastable family's fortunes are restored when the children find treasure in their garden.",
        correct: false,
        why: "The text ends with the children about to begin their search; it reports no treasure found and no fortunes restored.",
      },
    ],
    explanation:
      "The text moves from the family's hardship (little money, no school, a worried father) to the children's resolution to restore the family's fortunes by looking for treasure. That decision, and the trouble that prompts it, is the main idea.",
    source: src.treasureSeekers,
  },
  {
    id: "mock01-rw-m2e-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Johanna Spyri's 1880 novel *Heidi*, in Louise Brooks's 1884 translation. Heidi, who has been living with her grandfather high in the Swiss Alps, has been brought to the city of Frankfurt as a companion for Clara, the invalid daughter of a wealthy family.

From every window of the great house, Heidi could see only walls and more windows. Surely, she thought, from some high place she could look out over the city to the mountains. So she slipped out, found a boy to show her the way to a church tower, and persuaded the old keeper to let her climb it. But when she reached the top, she saw only a sea of roofs, towers, and chimneys. Heidi came down slowly, with a heavy heart.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Heidi's attempt to catch sight of the mountains from the city ends in disappointment.",
        correct: true,
        why: "Heidi climbs the tower hoping to see the mountains, finds only roofs and chimneys, and comes down “with a heavy heart.” The hope and its disappointment make up the whole text.",
      },
      {
        text: "Heidi comes to prefer the views of Frankfurt to those of her mountain home.",
        correct: false,
        why: "Heidi climbs the tower in search of the mountains and is saddened by the city view; the text shows longing for home, not a new preference.",
      },
      {
        text: "Heidi explores Frankfurt in search of a gift to bring back to Clara.",
        correct: false,
        why: "Heidi goes out to look for the mountains, as the text states; it mentions no gift.",
      },
      {
        text: "The tower keeper refuses to let Heidi climb, so she returns home without seeing anything.",
        correct: false,
        why: "Heidi persuades the keeper and does climb to the top; her disappointment comes from what she sees there.",
      },
    ],
    explanation:
      "The text sets up Heidi's hope (that a high place will show her the mountains), follows her to the top of the tower, and ends with what she actually sees and how she feels. The main idea is that her hope is disappointed.",
    source: src.heidi,
  },
  {
    id: "mock01-rw-m2e-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Louisa May Alcott's 1871 novel *Little Men*. On his first night at the Plumfield school, the new boy Nat watches a pillow fight break out in the dormitory and asks Mrs. Bhaer, who runs the school with her husband, whether she minds.

"Oh dear, no! We always allow one pillow fight Saturday night," said Mrs. Bhaer. "You see, we don't believe in making children miserable by too many rules. I forbade these night-gown parties at first, but it was of no use; I could no more keep those boys in their beds than so many jacks-in-the-box. So I made an agreement with them: I was to allow a fifteen-minute pillow fight every Saturday night, and they promised to go properly to bed every other night. If they don't keep their word, no frolic."`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Mrs. Bhaer manages the boys' high spirits through a bargain that allows a limited frolic in return for good behavior at other times.",
        correct: true,
        why: "Mrs. Bhaer explains that forbidding the fights failed, so she agreed to a fifteen-minute fight each Saturday in exchange for the boys' promise to go properly to bed on other nights, with the frolic lost if they break their word. The bargain is the heart of her answer.",
      },
      {
        text: "Mrs. Bhaer has given up trying to make the boys go to bed, since they ignore her rules.",
        correct: false,
        why: "She did give up forbidding the pillow fights, but she replaced the ban with an agreement that gets the boys properly to bed on every other night. This choice keeps the first half of her story and drops the second.",
      },
      {
        text: "Mrs. Bhaer believes that strict rules are the only way to keep a large group of boys in order.",
        correct: false,
        why: "She says the opposite: the school does not believe in “too many rules,” and her strict ban was “of no use.”",
      },
      {
        text: "Mrs. Bhaer regrets allowing the pillow fights because the boys no longer obey her.",
        correct: false,
        why: "She expresses no regret; she describes the arrangement as one that the boys keep, and she answers Nat cheerfully.",
      },
    ],
    explanation:
      "Mrs. Bhaer explains that a flat ban failed, so she struck an agreement: a short, regular pillow fight in exchange for good behavior at bedtime the rest of the week. The main idea is that compromise, not strictness, keeps order at Plumfield.",
    source: src.littleMen,
  },
  {
    id: "mock01-rw-m2e-11",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In Lewis Carroll's 1871 novel *Through the Looking-Glass, and What Alice Found There*, Humpty Dumpty tells Alice that he has used the word "glory" to mean "a nice knock-down argument." When Alice objects that "glory" means no such thing, he makes clear that, in his view, it is the speaker alone who decides what a word means.`,
      },
    ],
    stem: "Which quotation from *Through the Looking-Glass* most effectively illustrates the claim?",
    choices: [
      {
        text: "“When I use a word,” Humpty Dumpty said, in rather a scornful tone, “it means just what I choose it to mean—neither more nor less.”",
        correct: true,
        why: "Humpty Dumpty says that a word means whatever he chooses it to mean. That is the claim exactly: the speaker alone decides a word's meaning.",
      },
      {
        text: "“The question is,” said Alice, “whether you can make words mean so many different things.”",
        correct: false,
        why: "This line is about controlling meaning, but it is Alice's doubt, not Humpty Dumpty's insistence; it questions the view the claim attributes to him.",
      },
      {
        text: "“Well, ‘slithy’ means ‘lithe and slimy.’ ‘Lithe’ is the same as ‘active.’ You see it's like a portmanteau—there are two meanings packed up into one word.”",
        correct: false,
        why: "Humpty Dumpty is explaining how one word of a poem combines two meanings. He is interpreting a word, not claiming that the speaker decides what it means.",
      },
      {
        text: "“Now, here, you see, it takes all the running you can do, to keep in the same place.”",
        correct: false,
        why: "This line, spoken by the Red Queen, is about the strange rules of running in Looking-Glass land and has nothing to do with the meaning of words.",
      },
    ],
    explanation:
      "The claim is that Humpty Dumpty believes the speaker alone decides what a word means. Only his statement that a word “means just what I choose it to mean” expresses that belief; the other lines either question it, concern a different point about words, or are not about words at all.",
    source: src.lookingGlass,
  },
  {
    id: "mock01-rw-m2e-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `The 32 members of a school reading club could each choose which of four novels to read during the year, and the club's secretary kept a record of how many members started and how many finished each one. Looking over the record at the end of the year, she observed that *Heidi* was the novel that the most members finished: ______`,
      },
    ],
    table: {
      title: "Novels started and finished by members of a school reading club (32 members)",
      columns: ["Novel", "Members who started it", "Members who finished it"],
      rows: [
        ["Heidi", "29", "27"],
        ["The Jungle Book", "30", "22"],
        ["Little Men", "24", "19"],
        ["Kim", "21", "12"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "27 members finished it, more than finished any other novel on the list.",
        correct: true,
        why: "The table shows 27 members finishing *Heidi*, against 22, 19, and 12 for the other novels, so this choice gives the figure that supports the statement and shows it is the largest.",
      },
      {
        text: "30 members started *The Jungle Book*, more than started any other novel on the list.",
        correct: false,
        why: "This is accurate, but it concerns starting, not finishing, and it is about a different novel; it does not show that *Heidi* was finished by the most members.",
      },
      {
        text: "22 members finished *The Jungle Book*.",
        correct: false,
        why: "This is accurate but says nothing about *Heidi*, so it cannot complete a statement about which novel the most members finished.",
      },
      {
        text: "only 12 members finished *Kim*, fewer than finished any other novel on the list.",
        correct: false,
        why: "This is accurate, but it identifies the novel finished by the fewest members, not the one finished by the most.",
      },
    ],
    explanation:
      "The statement is about finishing, and about *Heidi*. The “finished” column shows 27 for *Heidi*, more than for any other novel, so the choice that cites that figure completes the statement.",
    source: original,
  },
  {
    id: "mock01-rw-m2e-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `A group of elementary school teachers wanted to know whether hearing a story read aloud helps students remember it. In each of four grades, half of the students read a short animal fable silently, and the other half heard a teacher read the same fable aloud. The next day, all the students answered questions about the fable's details. The teachers concluded that hearing the fable read aloud helped younger students much more than it helped older ones.`,
      },
    ],
    table: {
      title: "Average percentage of fable details recalled the next day",
      columns: ["Grade", "Read the fable silently", "Heard the fable read aloud"],
      rows: [
        ["2", "48%", "71%"],
        ["3", "55%", "72%"],
        ["4", "63%", "71%"],
        ["5", "70%", "73%"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the teachers' conclusion?",
    choices: [
      {
        text: "Second graders who heard the fable recalled 71% of its details, compared with 48% for those who read it silently, whereas the corresponding figures for fifth graders were 73% and 70%.",
        correct: true,
        why: "This compares the two ways of reading within the youngest and the oldest grade: hearing the fable raised recall by 23 points in second grade but by only 3 points in fifth grade, which is the pattern the conclusion describes.",
      },
      {
        text: "In every grade, students who heard the fable read aloud recalled more of its details than students who read it silently.",
        correct: false,
        why: "This is accurate, but it shows only that reading aloud helped; it does not compare how much it helped younger and older students, which is the point of the conclusion.",
      },
      {
        text: "Fifth graders who heard the fable read aloud recalled 73% of its details, the highest percentage in the table.",
        correct: false,
        why: "This is accurate, but it reports one group's result without comparing it with silent reading or with younger students.",
      },
      {
        text: "Students who read the fable silently recalled more of its details in each higher grade, from 48% in second grade to 70% in fifth grade.",
        correct: false,
        why: "This is accurate, but it describes only the silent readers; without the read-aloud results it says nothing about how much hearing the fable helped each grade.",
      },
    ],
    explanation:
      "The conclusion compares the benefit of hearing the fable across ages. The benefit is the gap between the two columns: 23 points in grade 2, shrinking to 3 points in grade 5. Only the choice that sets the youngest and oldest grades' gaps side by side supports it; the others are true but answer a different question.",
    source: original,
  },
  {
    id: "mock01-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Louisa May Alcott's 1871 novel *Little Men*. Nat, a timid new pupil at the Plumfield school, has fallen into a habit of telling small lies.

Mr. Bhaer, the schoolmaster, had reasoned with the boy gently and often, yet the fault persisted. At length he announced a remedy of a novel kind. Should Nat tell another lie, it was not Nat who would be punished: the boy himself must take down the long rule that hung, dusty from disuse, above the master's desk, and with it strike Mr. Bhaer. "Strike you? Oh, I couldn't!" cried Nat, aghast. The master had settled upon this strange penalty with some care, for he judged that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "the thought of causing pain to a teacher he cared for would restrain Nat more surely than any fear of being hurt himself.",
        correct: true,
        why: "The penalty falls on Mr. Bhaer, not on Nat, and Nat's horrified “Oh, I couldn't!” shows how much he would hate to hurt his teacher. A penalty chosen “with some care” on those terms only makes sense if Mr. Bhaer is counting on that reluctance to keep Nat truthful.",
      },
      {
        text: "the sight of the long rule, so seldom taken down, would frighten Nat more than any scolding had.",
        correct: false,
        why: "The dusty rule is a detail in the text, but it is not to be used on Nat; it is Mr. Bhaer who would be struck. Fear for his own skin is exactly what this penalty does not rely on.",
      },
      {
        text: "Nat would be too ashamed before his schoolmates to lie in front of them again.",
        correct: false,
        why: "No schoolmates appear in the text, and the penalty described depends on what Nat would have to do to his teacher, not on who might be watching.",
      },
      {
        text: "a boy allowed to punish his teacher would come to regard that teacher as an equal rather than a master.",
        correct: false,
        why: "Nothing in the text suggests that Mr. Bhaer wants to change how Nat regards his authority; his aim is to cure the lying, and Nat's dismay shows he would not welcome the role.",
      },
    ],
    explanation:
      "Work from the details: gentle reasoning has failed; the new penalty would make Nat, not Mr. Bhaer, wield the rule; and Nat recoils at the idea of striking his teacher. A carefully chosen penalty of this kind works only if Nat's reluctance to hurt someone he cares for is stronger than his fear of being hurt himself, which is the reasoning the key states.",
    source: src.littleMen,
  },

  // ================================================================ standard English conventions
  {
    id: "mock01-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In Rudyard Kipling's 1894 collection *The Jungle Book*, a human child wanders into a wolves' cave one night, and Mother Wolf decides to raise him alongside her own cubs. She names him ______ the years that follow, he learns the Law of the Jungle from Baloo, a sleepy brown bear, and finds a loyal friend in Bagheera, a black panther.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Mowgli. In",
        correct: true,
        why: "“She names him Mowgli” is a complete sentence, and so is “In the years that follow, he learns...”. A period correctly separates the two independent clauses.",
      },
      {
        text: "Mowgli, in",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "Mowgli in",
        correct: false,
        why: "With no punctuation, the two independent clauses run together, and “in the years that follow” seems to describe when she names him.",
      },
      {
        text: "Mowgli, in,",
        correct: false,
        why: "Adding a comma after “in” splits the preposition from its object and still leaves only a comma between two independent clauses.",
      },
    ],
    explanation:
      "Both “She names him Mowgli” and “In the years that follow, he learns the Law of the Jungle...” are independent clauses. They must be separated by a period (or joined by a semicolon or a comma with a conjunction); among the choices, only the period does this.",
    source: src.jungleBook,
  },
  {
    id: "mock01-rw-m2e-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Louisa May Alcott's novels about the March family, from *Little Women* (1868) to *Jo's Boys* (1886), ______ Jo March grow from a tomboyish girl who dreams of becoming a writer into a successful author who, with her husband, runs a school for boys.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "show",
        correct: true,
        why: "The subject is the plural noun “novels,” so the plural present-tense verb “show” agrees with it.",
      },
      {
        text: "shows",
        correct: false,
        why: "This singular verb seems to agree with “family,” the noun just before the dates, but “family” is part of the phrase “about the March family.” The subject is the plural “novels.”",
      },
      {
        text: "has shown",
        correct: false,
        why: "“Has” is a singular form, which does not agree with the plural subject “novels.”",
      },
      {
        text: "is showing",
        correct: false,
        why: "“Is” is a singular form, which does not agree with the plural subject “novels.”",
      },
    ],
    explanation:
      "Set aside the phrase “about the March family” and the dates, and the core sentence is “Louisa May Alcott's novels ... show Jo March grow.” The subject “novels” is plural, so the verb must be plural: “show.”",
    source: src.josBoys,
  },
  {
    id: "mock01-rw-m2e-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In L. M. Montgomery's 1909 novel *Anne of Avonlea*, sixteen-year-old Anne Shirley sits down one August afternoon on the red sandstone doorstep of her Prince Edward Island farmhouse, determined to translate a set number of lines of the Latin poet Virgil. But the blue haze over the harvest slopes, the little winds whispering in the ______ red poppies blazing in the cherry orchard make the afternoon fitter for dreams than for dead languages.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "poplars, and the",
        correct: true,
        why: "The blank falls inside a series of three subjects: the haze, the winds, and the poppies. A comma followed by “and” correctly introduces the last item, matching the comma after the first item.",
      },
      {
        text: "poplars; and the",
        correct: false,
        why: "A semicolon does not separate simple items in a series whose other item is set off by a comma; it breaks the list in two.",
      },
      {
        text: "poplars and, the",
        correct: false,
        why: "The comma belongs before “and,” not after it; placed after, it separates the conjunction from the item it introduces.",
      },
      {
        text: "poplars, and, the",
        correct: false,
        why: "The comma after “and” is unnecessary and interrupts the final item of the series.",
      },
    ],
    explanation:
      "The sentence's subject is a list of three things: “the blue haze...,” “the little winds...,” and “red poppies....” Items in a simple series are separated by commas, with “and” before the last: “poplars, and the red poppies.”",
    source: src.anneAvonlea,
  },
  {
    id: "mock01-rw-m2e-18",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `In E. Nesbit's 1906 novel *The Railway Children*, Roberta, Peter, and Phyllis saw a landslide bury the railway line shortly before the 11.29 train was due. There was no time to warn the station, so the children needed something red to wave at the driver. The two girls quickly ______ off their red flannel petticoats, and the petticoats were torn into six small flags.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "took",
        correct: true,
        why: "The clause “The two girls quickly ___ off their red flannel petticoats” needs a main verb. “Took” is a finite past-tense verb, matching “saw,” “was,” and “needed.”",
      },
      {
        text: "taken",
        correct: false,
        why: "“Taken” is a past participle, which cannot serve as a main verb without a helping verb such as “had”; the clause is left without a verb.",
      },
      {
        text: "taking",
        correct: false,
        why: "“Taking” is a participle, which cannot serve as a main verb on its own; the clause is left without a verb.",
      },
      {
        text: "having taken",
        correct: false,
        why: "“Having taken” is a participial phrase, not a main verb, so “The two girls” is left with nothing to do.",
      },
    ],
    explanation:
      "The subject “The two girls” needs a finite verb, and the narrative is in the past tense. Only “took” supplies a complete past-tense verb; the other choices are verb forms that cannot stand alone as the main verb of a clause.",
    source: src.railwayChildren,
  },
  {
    id: "mock01-rw-m2e-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Kenneth Grahame never wrote for a living. He spent nearly thirty years at the Bank of England—rising in 1898 to the post of Secretary, one of the bank's most senior ______ wrote his stories and essays in his spare hours. He retired from the bank in 1908, the same year that *The Wind in the Willows* was published.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "positions—and",
        correct: true,
        why: "The phrase “rising in 1898 ... most senior positions” interrupts the sentence and opens with a dash, so it must close with a dash. After the second dash, “and wrote...” continues the sentence.",
      },
      {
        text: "positions, and",
        correct: false,
        why: "An interrupting phrase must be set off with matching punctuation. Opening with a dash and closing with a comma mixes the two marks.",
      },
      {
        text: "positions and",
        correct: false,
        why: "Without a closing dash, the interruption never ends, and “and wrote” seems to belong to the description of the post rather than to “He spent ... and wrote.”",
      },
      {
        text: "positions; and",
        correct: false,
        why: "A semicolon cannot close a phrase opened by a dash, and what follows (“and wrote his stories...”) is not an independent clause.",
      },
    ],
    explanation:
      "The core sentence is “He spent nearly thirty years at the Bank of England ... and wrote his stories and essays in his spare hours.” The phrase about his rise to Secretary is an interruption that begins with a dash, so it must end with a dash: “positions—and.”",
    source: src.willows,
  },
  {
    id: "mock01-rw-m2e-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `The six Bastable children, whose schemes to restore their family's fortunes fill E. Nesbit's *The Story of the Treasure Seekers* (1899), proved so popular with readers that Nesbit brought ______ back in *The Wouldbegoods* (1901) and *The New Treasure Seekers* (1904).`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "them",
        correct: true,
        why: "The pronoun refers to “The six Bastable children,” a plural noun, so the plural pronoun “them” is correct.",
      },
      {
        text: "it",
        correct: false,
        why: "“It” is singular. It might seem to refer to the book title or to “fortunes,” but what Nesbit brought back were the children, a plural antecedent.",
      },
      {
        text: "him",
        correct: false,
        why: "“Him” is singular and refers to one male person; the antecedent is the six children.",
      },
      {
        text: "her",
        correct: false,
        why: "“Her” is singular and would point to Nesbit herself or to one female person, not to the six children.",
      },
    ],
    explanation:
      "The sentence says the Bastable children were so popular that Nesbit brought them back in later books. The antecedent, “The six Bastable children,” is plural, so the pronoun must be “them,” even though singular nouns such as the book's title and “Nesbit” come between the antecedent and the blank.",
    source: src.treasureSeekers,
  },
  {
    id: "mock01-rw-m2e-21",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Johanna Spyri wrote many stories for children, but only one of them made her famous far beyond Switzerland. Born in 1827 in Hirzel, a village in the hills south of Zurich, ______`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Spyri set that book, *Heidi*, in the Alps of eastern Switzerland, above the town of Maienfeld.",
        correct: true,
        why: "The opening phrase “Born in 1827 in Hirzel...” describes a person, and the subject that follows it is “Spyri,” the person who was born there. The modifier is placed next to what it modifies.",
      },
      {
        text: "*Heidi*, that book, is set in the Alps of eastern Switzerland, above the town of Maienfeld.",
        correct: false,
        why: "Placed right after the opening phrase, “*Heidi*” becomes the thing “born in 1827 in Hirzel,” which is illogical; the book was not born.",
      },
      {
        text: "the Alps of eastern Switzerland, above the town of Maienfeld, are the setting of that book, *Heidi*.",
        correct: false,
        why: "This makes “the Alps” the thing born in 1827 in Hirzel, a dangling modifier.",
      },
      {
        text: "Spyri's book *Heidi* is set in the Alps of eastern Switzerland, above the town of Maienfeld.",
        correct: false,
        why: "The subject here is “book,” not “Spyri”; the possessive “Spyri's” does not make Spyri the subject, so the book becomes the thing born in 1827.",
      },
    ],
    explanation:
      "An introductory modifier describes the subject that immediately follows it. “Born in 1827 in Hirzel” must describe a person, so the subject after the comma must be Spyri herself. Only the key makes “Spyri” the subject; the other choices make the book or the Alps the thing that was born.",
    source: src.heidi,
  },
  {
    id: "mock01-rw-m2e-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Several of Rudyard Kipling's *Just So Stories* (1902) offer playful accounts of how an animal came to look as it does: the camel, which refuses to do any work, is given a hump by a Djinn ______ Elephant's Child, whose curiosity keeps getting him into trouble, has his short nose stretched into a trunk by a crocodile; and the leopard, once the color of the sandy open plain, is covered with spots so that he can hide in the shadowy forest.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Djinn; the",
        correct: true,
        why: "The colon introduces a series of three long items, each containing its own commas. Such items are separated by semicolons, as the text already does before “and the leopard,” so a semicolon belongs here as well.",
      },
      {
        text: "Djinn, the",
        correct: false,
        why: "Because the items themselves contain commas (“the camel, which refuses to do any work, is given...”), separating them with a comma makes it impossible to tell where one item ends, and it clashes with the semicolon used before the last item.",
      },
      {
        text: "Djinn: the",
        correct: false,
        why: "The colon has already been used to introduce the list; a second colon would wrongly suggest that the Elephant's Child explains the camel's story rather than being the next item.",
      },
      {
        text: "Djinn—the",
        correct: false,
        why: "A single dash would set the rest of the sentence apart as an interruption or an explanation of the camel's story, breaking the series that the semicolon before “and the leopard” shows is intended.",
      },
    ],
    explanation:
      "After the colon comes a list of three stories: the camel's, the Elephant's Child's, and the leopard's. Each item has internal commas, and the writer separates the second and third items with a semicolon. To keep the series clear and consistent, the first and second items must also be separated by a semicolon: “Djinn; the Elephant's Child.”",
    source: src.justSo,
  },

  // ================================================================ expression of ideas
  {
    id: "mock01-rw-m2e-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Charles Lutwidge Dodgson spent most of his adult life at Christ Church, a college of the University of Oxford, where he lectured in mathematics and published scholarly works under his own name. ______ he signed his books for children, including *Alice's Adventures in Wonderland*, with a pen name: Lewis Carroll.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "However,",
        correct: true,
        why: "The first sentence says Dodgson published his scholarly works under his own name; the second says he used a different name for his children's books. “However” signals that contrast.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Publishing mathematics under his own name is not a reason for signing children's books with a pen name; the sentences contrast rather than show cause and effect.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Signing children's books with a pen name is not an example of publishing scholarly works under his own name; it is the opposite practice.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "“Similarly” would mean he did the same thing in both cases, but he used his own name for one kind of writing and a pen name for the other.",
      },
    ],
    explanation:
      "The text sets Dodgson's scholarly works, published under his real name, against his children's books, signed “Lewis Carroll.” A contrasting transition is needed, and “However” is the only one offered.",
    source: src.alice,
  },
  {
    id: "mock01-rw-m2e-24",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In December 1862, Louisa May Alcott went to Washington, D.C., to nurse wounded Union soldiers at the Union Hotel Hospital in Georgetown. Within a few weeks she fell dangerously ill, and in January 1863 she was taken home to Concord, Massachusetts. Her time as a nurse was brief. ______ it gave her the material for *Hospital Sketches* (1863), the book that first brought her wide notice as a writer.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "The text stresses that Alcott's nursing lasted only a few weeks, then says that this short experience produced the book that made her name. “Nevertheless” signals that the result holds despite the brevity just mentioned.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "“Consequently” would make the brevity of her service the cause of the book, but a short stay is not why she had material to write about; the book came despite the brevity, not because of it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The book is not an example of her time being brief; the sentence introduces an outcome that runs against the preceding point.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "“Likewise” signals a similar point, but the final sentence stresses how much came from a short experience, which contrasts with the preceding sentence.",
      },
    ],
    explanation:
      "“Her time as a nurse was brief” might lead a reader to expect little to come of it; the final sentence says it supplied the material for the book that made her known. A transition of concession, “Nevertheless,” connects the two.",
    source: src.hospitalSketches,
  },
  {
    id: "mock01-rw-m2e-25",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In November 1864, Charles Dodgson gave Alice Liddell a handwritten, self-illustrated book titled *Alice's Adventures Under Ground*, a fuller version of a story he had first told her and her sisters on a boat trip in 1862. The manuscript was not, however, simply the book that the public would soon read. ______ two of the best-loved episodes of *Alice's Adventures in Wonderland*, the Mad Tea-Party and the meeting with the Cheshire Cat, appear nowhere in it; Dodgson added them while expanding the story for publication.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "In fact,",
        correct: true,
        why: "The previous sentence claims that the manuscript differed from the published book; this sentence backs that claim with a striking specific, two famous episodes missing from it. “In fact” signals such a reinforcing, more emphatic statement.",
      },
      {
        text: "Instead,",
        correct: false,
        why: "“Instead” introduces an alternative that replaces what was just rejected, but the sentence does not say what the manuscript was in place of the book; it supplies evidence that the two differed.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” signals something true despite the previous point, but the missing episodes support the previous point rather than running against it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "“Similarly” would introduce a second, parallel case, but the sentence develops the same point about the same manuscript.",
      },
    ],
    explanation:
      "The second sentence makes a general claim (the manuscript was not the book the public read); the third proves and sharpens it with the missing Tea-Party and Cheshire Cat. A transition that reinforces and intensifies a claim is needed, and “In fact” does that. “Instead” is tempting after the word “not,” but nothing in the sentence replaces the rejected idea.",
    source: src.alice,
  },
  {
    id: "mock01-rw-m2e-26",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Rudyard Kipling's *Just So Stories* was published in 1902.
- Many of its tales explain how animals came to have their features, as in "How the Camel Got His Hump."
- Kipling first told several of the stories aloud to his young daughter Josephine.
- She insisted that each story be told "just so," in exactly the same words every time.
- Kipling drew the book's illustrations himself.`,
      },
    ],
    stem: "The student wants to explain where the title of the collection comes from. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "The title of Kipling's *Just So Stories* comes from his daughter Josephine's insistence that each story be told “just so,” in exactly the same words every time.",
        correct: true,
        why: "This links the title to its source in the notes: Josephine's demand that the stories be told “just so.” That is the explanation the student wants.",
      },
      {
        text: "Kipling drew the illustrations for his *Just So Stories* himself.",
        correct: false,
        why: "This is a true note, but it concerns the pictures, not the title.",
      },
      {
        text: "Kipling's *Just So Stories*, published in 1902, includes tales explaining how animals came to have their features.",
        correct: false,
        why: "This gives the date and subject of the book but does not say why it is called *Just So Stories*.",
      },
      {
        text: "One of the tales in Kipling's *Just So Stories* is “How the Camel Got His Hump.”",
        correct: false,
        why: "This names one tale in the collection but says nothing about the origin of the title.",
      },
    ],
    explanation:
      "To explain where the title comes from, the sentence must connect the words “just so” to their origin. Only the key uses the note about Josephine's insistence that the stories be told “just so.”",
    source: src.justSo,
  },
  {
    id: "mock01-rw-m2e-27",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Johanna Spyri (1827–1901) was a Swiss author of stories for children.
- Her novel *Heidi* was published in German in two parts, in 1880 and 1881.
- It tells the story of an orphaned girl who goes to live with her grandfather in the Swiss Alps.
- An English translation by Louise Brooks was published in Boston in 1884.
- The novel has since been translated into many languages and adapted for film and television.`,
      },
    ],
    stem: "The student wants to emphasize how quickly *Heidi* reached readers of English. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Published in German in 1880 and 1881, Johanna Spyri's *Heidi* was available to readers of English by 1884, in Louise Brooks's translation.",
        correct: true,
        why: "By setting the German publication dates (1880 and 1881) beside the date of the English translation (1884), this sentence shows that only a few years passed, which is the point the student wants to emphasize.",
      },
      {
        text: "Louise Brooks translated *Heidi*, the story of an orphaned girl who goes to live with her grandfather in the Swiss Alps.",
        correct: false,
        why: "This mentions the English translation but gives no dates, so it cannot show how quickly the novel reached English readers.",
      },
      {
        text: "Swiss author Johanna Spyri (1827–1901) published her novel *Heidi* in German in two parts, in 1880 and 1881.",
        correct: false,
        why: "This gives the German publication dates but never mentions the English translation, so it says nothing about when the book reached English readers.",
      },
      {
        text: "*Heidi*, by Johanna Spyri, has been translated into many languages and adapted for film and television.",
        correct: false,
        why: "This stresses the book's wide and lasting reach, not how soon it appeared in English.",
      },
    ],
    explanation:
      "Showing speed requires two dates: when the novel first appeared and when it appeared in English. Only the key places 1880–81 beside 1884; the other choices omit the translation, the dates, or both.",
    source: src.heidi,
  },
];
