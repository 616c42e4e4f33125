import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 4, reading and writing, module 2 (harder form): 25 scored items and 2 unscored pilots.
 * Passages are adapted from public-domain works published before 1930, or are short factual passages
 * about those works and their authors; the two quantitative-evidence items carry original passages
 * describing invented studies with invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  bookOfTea: pd("Okakura Kakuzo", "The Book of Tea", 1906, "Fox, Duffield & Company, New York, 1906"),
  principles: pd("William James", "The Principles of Psychology", 1890, "Henry Holt and Company, New York, 1890 (two volumes)"),
  talksToTeachers: pd(
    "William James",
    "Talks to Teachers on Psychology: and to Students on Some of Life's Ideals",
    1899,
    "Henry Holt and Company, New York, 1899",
  ),
  commonReader: pd("Virginia Woolf", "The Common Reader", 1925, "The Hogarth Press, London, 1925"),
  mrsDalloway: pd("Virginia Woolf", "Mrs Dalloway", 1925, "The Hogarth Press, London, 1925"),
  candle: pd(
    "Michael Faraday",
    "A Course of Six Lectures on the Chemical History of a Candle",
    1861,
    "ed. William Crookes, Griffin, Bohn, and Co., London, 1861",
  ),
  twoNewSciences: pd(
    "Galileo Galilei",
    "Dialogues Concerning Two New Sciences (1638), translated by Henry Crew and Alfonso de Salvio",
    1914,
    "The Macmillan Company, New York, 1914",
  ),
  knocking: pd("Thomas De Quincey", "On the Knocking at the Gate in Macbeth", 1823, "The London Magazine, London, October 1823"),
  confessions: pd(
    "Thomas De Quincey",
    "Confessions of an English Opium-Eater",
    1821,
    "The London Magazine, September and October 1821; Taylor and Hessey, London, 1822",
  ),
  popeAndEssay: pd(
    "Thomas De Quincey (Text 1); Virginia Woolf (Text 2)",
    "Review of The Works of Alexander Pope, later titled “The Poetry of Pope” (Text 1); “The Modern Essay,” in The Common Reader (Text 2)",
    1848,
    "The North British Review, Edinburgh, August 1848 (Text 1); The Hogarth Press, London, 1925 (Text 2)",
  ),
  americanScene: pd("Henry James", "The American Scene", 1907, "Chapman and Hall, London, 1907"),
  daisyMiller: pd("Henry James", "Daisy Miller: A Study", 1878, "The Cornhill Magazine, London, June and July 1878"),
};

const STEM = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock04-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: "The following text is adapted from Okakura Kakuzo's 1906 book *The Book of Tea*.\n\nTea began as a medicine and grew into a beverage. In China, in the eighth century, it entered the realm of poetry as one of the polite amusements. The fifteenth century saw Japan ______ it into a religion of aestheticism, which we call Teaism. Teaism is a cult founded on the adoration of the beautiful among the sordid facts of everyday existence.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "elevate",
        correct: true,
        why: "Each stage in the text raises tea higher: from medicine to beverage, from beverage to poetry, and finally to “a religion.” “Elevate” names that last upward step.",
      },
      {
        text: "reduce",
        correct: false,
        why: "Becoming a religion is the high point of tea's rise in the text, not a lowering; “reduce” reverses the direction of the whole account.",
      },
      {
        text: "conceal",
        correct: false,
        why: "Nothing in the text is hidden: Teaism is openly described as a cult devoted to “the adoration of the beautiful.”",
      },
      {
        text: "forbid",
        correct: false,
        why: "A practice that Japan turned into a religion was honored, not banned, so “forbid” contradicts the sentence itself.",
      },
    ],
    explanation:
      "The text traces tea's rise step by step: medicine, beverage, a subject of poetry, and at last a religion. The blank names what Japan did to tea in the final step, and only “elevate” expresses raising it to that higher status.",
    source: src.bookOfTea,
  },
  {
    id: "mock04-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: "The following text is adapted from William James's 1890 book *The Principles of Psychology*.\n\nSuppose we try to recall a forgotten name. The state of our consciousness is peculiar. There is a gap in it, but no mere gap. It is a gap that is intensely ______. A sort of wraith of the name is in it, beckoning us in a given direction, making us at moments tingle with the sense of our closeness, and then letting us sink back without the longed-for term. If wrong names are proposed to us, this singularly definite gap acts immediately so as to negate them.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "active",
        correct: true,
        why: "James insists the gap is “no mere gap,” and the following sentences show it doing things: beckoning, making us tingle, and acting “immediately” to reject wrong names. “Active” captures that busy, working quality.",
      },
      {
        text: "vacant",
        correct: false,
        why: "An empty gap is exactly what James denies with “no mere gap”; he goes on to say something, “a sort of wraith of the name,” is in it.",
      },
      {
        text: "tranquil",
        correct: false,
        why: "A gap that beckons, makes us tingle, and then lets us sink back is restless, not calm; “tranquil” contradicts the description that follows.",
      },
      {
        text: "ordinary",
        correct: false,
        why: "James calls the state “peculiar” and the gap “singularly definite,” so describing it as ordinary runs against his point.",
      },
    ],
    explanation:
      "The sentence with the blank explains what makes this gap “no mere gap,” and the rest of the text lists what it does: it beckons, stirs a sense of closeness, and negates wrong names. The word that fits is “active.”",
    source: src.principles,
  },
  {
    id: "mock04-rw-m2h-03",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Virginia Woolf's essay “The Common Reader,” which opens her 1925 collection of the same name.\n\nThe common reader, as Dr. Johnson implies, differs from the critic and the scholar. He is worse educated, and nature has not gifted him so generously. He reads for his own pleasure rather than to impart knowledge or correct the opinions of others. Above all, he is guided by an instinct to ______ for himself, out of whatever odds and ends he can come by, some kind of whole: a portrait of a man, a sketch of an age, a theory of the art of writing. He never ceases, as he reads, to run up some rickety and ramshackle fabric which gives him the temporary satisfaction of looking sufficiently like the real object to allow of affection, laughter, and argument.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "construct",
        correct: true,
        why: "The reader makes the whole “for himself” and “out of whatever odds and ends he can come by,” and the next sentence pictures him running up a “rickety and ramshackle fabric.” Building something from scattered materials is what “construct” means.",
      },
      {
        text: "discern",
        correct: false,
        why: "“Discern” suits a reader who perceives a pattern already present in a book, and it has the right bookish tone, but the text says the whole is made “out of” odds and ends and is a rickety fabric of the reader's own; it is built, not detected.",
      },
      {
        text: "borrow",
        correct: false,
        why: "The reader may pick up odds and ends wherever he can, but the whole is his own handiwork, made “for himself”; nothing suggests he takes a finished portrait or theory from someone else.",
      },
      {
        text: "dismantle",
        correct: false,
        why: "Taking something apart is the opposite of what the text describes, which is assembling a whole, however ramshackle, from pieces.",
      },
    ],
    explanation:
      "Woolf's common reader gathers “odds and ends” and turns them into “some kind of whole,” and she restates this in the image of running up a rickety fabric. Only “construct” names that act of building a whole from parts; “discern” would imply the whole already exists to be noticed.",
    source: src.commonReader,
  },
  {
    id: "mock04-rw-m2h-04",
    skill: "words-in-context",
    difficulty: "hard",
    pilot: true,
    passages: [
      {
        text: "The following text is adapted from Michael Faraday's *The Chemical History of a Candle* (1861), a series of lectures he gave to young people.\n\nYou have the glittering beauty of gold and silver, and the still higher luster of jewels, like the ruby and diamond; but none of these ______ the brilliancy and beauty of flame. What diamond can shine like flame? It owes its luster at night-time to the very flame shining upon it. The flame shines in darkness, but the light which the diamond has is as nothing until the flame shines upon it, when it is brilliant again.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "rival",
        correct: true,
        why: "The sentence ranks the beauty of metals and jewels against that of flame, and the next question, “What diamond can shine like flame?”, confirms that none of them can match it. “Rival” means to equal or compete with.",
      },
      {
        text: "reflect",
        correct: false,
        why: "This word belongs to the passage's subject, since a diamond shines by the flame's light, but that is the problem: the text says the diamond owes its luster to the flame shining on it, so claiming that no jewel reflects flame contradicts it. The sentence is comparing, not describing reflection.",
      },
      {
        text: "conceal",
        correct: false,
        why: "Nothing in the text suggests that jewels might hide flame; the sentence is about which is more brilliant.",
      },
      {
        text: "outlast",
        correct: false,
        why: "The text compares brilliance, not durability. And jewels plainly last longer than a flame, so saying that none of them outlast it would be false as well as beside the point.",
      },
    ],
    explanation:
      "Faraday sets gold, silver, and jewels beside flame and asks, “What diamond can shine like flame?” He then shows that the diamond's shine depends on the flame. The sentence therefore says that none of these treasures can match, or “rival,” the brilliancy of flame.",
    source: src.candle,
  },
  {
    id: "mock04-rw-m2h-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: "The following text is adapted from William James's *Talks to Teachers on Psychology* (1899).\n\nYou make a great, a very great mistake, if you think that psychology, being the science of the mind's laws, is something from which you can deduce definite programs and schemes and methods of instruction for immediate schoolroom use. Psychology is a science, and teaching is an art; and sciences never generate arts directly out of themselves. An intermediary inventive mind must make the application, by using its originality. The science of logic never made a man reason rightly, and the science of ethics never made a man behave rightly. The most such sciences can do is to help us catch ourselves up and check ourselves if we start to reason or to behave wrongly.",
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To caution teachers against expecting psychology, by itself, to supply them with ready-made methods for the classroom",
        correct: true,
        why: "James opens by calling it “a very great mistake” to think classroom methods can be deduced from psychology, explains that a science never produces an art directly, and supports the point with logic and ethics. The whole text is a warning about what the science can and cannot do for teachers.",
      },
      {
        text: "To argue that the study of psychology is of no real use to people who teach",
        correct: false,
        why: "This overstates James's point. He says an “inventive mind” must apply the science and that such sciences can help us “check ourselves,” so he grants psychology a use while denying that it hands out methods.",
      },
      {
        text: "To explain how the sciences of logic and ethics came to be developed",
        correct: false,
        why: "Logic and ethics appear only as examples of sciences that do not directly produce good practice; the text says nothing about their history.",
      },
      {
        text: "To propose a new method of instruction based on the laws of the mind",
        correct: false,
        why: "James does the reverse: he denies that methods of instruction can be deduced directly from the mind's laws, and he offers no method of his own.",
      },
    ],
    explanation:
      "James addresses teachers directly and corrects an expectation: psychology is a science, teaching an art, and an art must be made by an inventive mind applying the science. The examples of logic and ethics reinforce the warning. The text's purpose is to temper what teachers expect psychology to give them, not to dismiss it.",
    source: src.talksToTeachers,
  },
  {
    id: "mock04-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Thomas De Quincey's 1823 essay “On the Knocking at the Gate in Macbeth.”\n\nI had always felt a great perplexity on one point in *Macbeth*. It was this: the knocking at the gate which follows the murder of Duncan produced to my feelings an effect for which I never could account. The effect was that it reflected back upon the murder a peculiar awfulness; yet, however obstinately I tried with my understanding to comprehend this, for many years I never could see why it should produce such an effect. **Here I pause for one moment to urge the reader never to pay any attention to his understanding when it stands in opposition to any other faculty of his mind.** The mere understanding, however useful and indispensable, is the meanest faculty in the human mind and the most to be distrusted.",
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It turns from the writer's own long puzzlement to a general warning that readers should not dismiss what they feel merely because their reasoning cannot account for it.",
        correct: true,
        why: "Before the bold sentence, De Quincey describes a feeling about the knocking that his understanding could not explain; in it, he pauses to draw a rule for all readers: do not heed the understanding when it opposes another faculty, such as feeling. The next sentence backs the rule by calling the understanding the faculty “most to be distrusted.”",
      },
      {
        text: "It supplies the explanation of the knocking's effect that the writer had sought for many years.",
        correct: false,
        why: "The sentence explains nothing about the knocking; it interrupts (“I pause for one moment”) to give advice. The explanation of the effect has not yet been offered in the text.",
      },
      {
        text: "It admits that the writer's feeling about the knocking was probably mistaken, since his understanding could never confirm it.",
        correct: false,
        why: "This reverses the sentence. De Quincey trusts the feeling and tells readers to ignore the understanding when the two conflict.",
      },
      {
        text: "It shifts the discussion from *Macbeth* to a criticism of readers who rely on their feelings instead of on reason.",
        correct: false,
        why: "The sentence does broaden the discussion, but its criticism runs the other way: it warns against relying on the understanding, not against relying on feeling.",
      },
    ],
    explanation:
      "The text first presents a personal puzzle: the knocking gave De Quincey a powerful impression that his understanding could not explain. The bold sentence steps back from that puzzle to generalize it into advice for every reader, and the final sentence justifies the advice. Its function is to turn the writer's experience into a general caution against letting the understanding overrule feeling.",
    source: src.knocking,
  },
  {
    id: "mock04-rw-m2h-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Henry James's 1907 book *The American Scene*. James, who had not seen the United States for about twenty years, returned in 1904; here he views New York from its harbor.\n\nThe multitudinous skyscrapers stand up to the view, from the water, like extravagant pins in a cushion already overplanted, stuck in as in the dark, anywhere and anyhow. Crowned not only with no history, but with no credible possibility of time for history, and consecrated by no uses save the commercial at any cost, they are the last word of economic ingenuity only until another word is written. They are simply the most piercing notes in that concert of the expensively provisional into which one's whole sense of New York resolves itself.",
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To present New York's skyscrapers as haphazard, purely commercial structures that embody the impermanence James senses throughout the city",
        correct: true,
        why: "The pins stuck in “anywhere and anyhow” make the buildings haphazard; “no uses save the commercial” makes them purely commercial; “no credible possibility of time for history,” “only until another word is written,” and “the expensively provisional” make them temporary, and the last sentence ties them to his whole sense of New York.",
      },
      {
        text: "To describe how the skyline looks to a traveler approaching the city by water",
        correct: false,
        why: "The first sentence does picture the skyline from the water, but the text moves on to judge the buildings' purpose and short life; a purely visual description leaves out what the text is chiefly doing.",
      },
      {
        text: "To praise the economic ingenuity that allowed builders to raise such tall buildings",
        correct: false,
        why: "“The last word of economic ingenuity” is immediately qualified by “only until another word is written,” and it sits among images of overcrowding and provisional expense; the phrase is ironic, not admiring.",
      },
      {
        text: "To argue that New York should preserve its older buildings rather than construct new ones",
        correct: false,
        why: "The text laments that the skyscrapers have no history, but it makes no recommendation about preservation or building policy.",
      },
    ],
    explanation:
      "James opens with an image of disorder (pins stuck in an overplanted cushion), then says the buildings have no history and no prospect of one, serve only commerce, and will be superseded as soon as something newer appears. The final sentence makes them the sharpest expression of the “expensively provisional” city. The purpose is this critical portrait of the skyscrapers as crowded, commercial, and impermanent.",
    source: src.americanScene,
  },
  {
    id: "mock04-rw-m2h-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: "There is, first, the literature of knowledge, and secondly, the literature of power. The function of the first is to teach; the function of the second is to move. The first is a rudder; the second, an oar or a sail. The first speaks to the mere discursive understanding; the second speaks ultimately, it may happen, to the higher understanding or reason, but always through affections of pleasure and sympathy. What do you learn from *Paradise Lost*? Nothing at all. What do you learn from a cookery-book? Something new in every paragraph. But would you therefore put the wretched cookery-book on a higher level of estimation than the divine poem?",
      },
      {
        label: "Text 2",
        text: "The principle which controls the essay is simply that it should give pleasure; the desire which impels us when we take it from the shelf is simply to receive pleasure. Everything in an essay must be subdued to that end. It should lay us under a spell with its first word, and we should only wake, refreshed, with its last. The essayist's learning may be as profound as any scholar's, but in an essay it must be so fused by the magic of writing that not a fact juts out, not a dogma tears the surface of the texture.",
      },
    ],
    stem: "Text 1 is adapted from Thomas De Quincey's 1848 review of an edition of Alexander Pope's works. Text 2 is adapted from Virginia Woolf's essay “The Modern Essay,” collected in *The Common Reader* (1925). Based on the texts, how would Woolf most likely respond to the distinction De Quincey draws between two kinds of literature?",
    choices: [
      {
        text: "She would place the essay with the literature that works through pleasure, while holding that an essay can also carry the kind of knowledge De Quincey assigns to the other literature, provided that knowledge is absorbed into the writing.",
        correct: true,
        why: "Woolf makes pleasure the controlling principle of the essay, which matches De Quincey's literature of power, working “through affections of pleasure and sympathy.” Yet she allows the essayist learning “as profound as any scholar's,” so long as it is fused into the writing and no fact “juts out.” Knowledge is admitted, but subordinated to pleasure.",
      },
      {
        text: "She would reject his distinction, insisting that an essay's chief value lies in the learning it conveys to the reader.",
        correct: false,
        why: "Woolf says the opposite: the essay's controlling principle is pleasure, and everything, learning included, must be “subdued to that end.”",
      },
      {
        text: "She would agree with him that learning has no place in writing whose aim is to give pleasure.",
        correct: false,
        why: "Neither text says this. De Quincey separates the two functions without banning knowledge from the literature of power, and Woolf explicitly allows the essayist profound learning, provided it is fused into the writing.",
      },
      {
        text: "She would assign the essay to the literature of knowledge, since she expects essayists to be as learned as scholars.",
        correct: false,
        why: "Woolf says only that an essayist's learning “may be” as profound as a scholar's, not that it must be; and because she makes pleasure, not teaching, the essay's purpose, the essay falls on the side of the literature of power.",
      },
    ],
    explanation:
      "De Quincey divides literature into a kind that teaches (knowledge) and a kind that moves through pleasure and sympathy (power). Woolf's essay is governed by pleasure, which places it with the literature of power, but she lets it contain deep learning as long as the learning is dissolved into the writing. Her likely response, then, is to locate the essay on the side of power while showing how it can absorb knowledge without becoming a work of instruction.",
    source: src.popeAndEssay,
  },

  // ================================================================ information and ideas
  {
    id: "mock04-rw-m2h-09",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: "The following text is adapted from William James's essay “On a Certain Blindness in Human Beings,” published in *Talks to Teachers on Psychology* (1899).\n\nSome years ago, while journeying in the mountains of North Carolina, I passed a number of newly cleared coves, as the valleys there are called. The settlers had cut down the smaller trees, killed the larger ones by girdling them, and planted corn among the stumps. To me the clearings were hideous, a sort of ulcer on the forest. I asked the mountaineer driving me what sort of people made them. “All of us,” he replied. “Why, we ain't happy here unless we are getting one of these coves under cultivation.” I instantly felt that I had been missing the whole inward significance of the situation. To me the clearings spoke of nothing but destruction; to those who had made them, the stumps meant personal victory.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "James realized that clearings he saw only as ugly damage held a meaning of hard-won achievement for the people who had made them.",
        correct: true,
        why: "The text moves from James's disgust (“a sort of ulcer”) to the mountaineer's reply, which makes him see that he had missed “the whole inward significance”: what meant destruction to him meant “personal victory” to the settlers.",
      },
      {
        text: "The mountaineers regretted clearing the forest but had no other way to make a living.",
        correct: false,
        why: "The mountaineer expresses no regret; he says they “ain't happy” unless they are clearing a cove, and James concludes that the stumps meant victory to them.",
      },
      {
        text: "After talking with the mountaineer, James decided that the clearings were beautiful after all.",
        correct: false,
        why: "James does not change his judgment of how the clearings look; he realizes that they meant something different to the settlers than they did to him.",
      },
      {
        text: "Settlers in the North Carolina mountains used wasteful methods that damaged the land more than necessary.",
        correct: false,
        why: "This echoes James's first impression, but the text's point is that this impression missed what the clearings meant to the people who made them.",
      },
    ],
    explanation:
      "The text is built around a reversal. James first sees the coves as ruined forest; the mountaineer's answer shows him that, for the settlers, each clearing was a source of happiness and a victory. The main idea is his discovery that he had misread the scene by seeing it only from the outside.",
    source: src.talksToTeachers,
  },
  {
    id: "mock04-rw-m2h-10",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Virginia Woolf's essay “Jane Austen,” collected in *The Common Reader* (1925).\n\nJane Austen is a mistress of much deeper emotion than appears upon the surface. She stimulates us to supply what is not there. What she offers is, apparently, a trifle, yet it is composed of something that expands in the reader's mind and gives the most enduring form of life to scenes which are outwardly trivial. A ball, a morning call, a family dinner: out of such commonplace matter, her characters' words can become suddenly full of meaning. Of all great writers she is the most difficult to catch in the act of greatness.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Austen's greatness is hard to pin down because her outwardly trivial scenes gain their depth from what they lead readers to supply for themselves.",
        correct: true,
        why: "Woolf says Austen “stimulates us to supply what is not there” and that her seeming trifles expand “in the reader's mind”; that is why, in the last sentence, she is so hard “to catch in the act of greatness.” This choice links the method to the difficulty it creates.",
      },
      {
        text: "Austen's novels are skillfully made but limited, since they are concerned with trivial matters.",
        correct: false,
        why: "This takes “apparently, a trifle” at face value. Woolf's point is that the triviality is only on the surface and that the scenes carry “much deeper emotion.”",
      },
      {
        text: "Austen concealed her own strong emotions from readers, which is why her novels seem trivial.",
        correct: false,
        why: "The deeper emotion Woolf describes is in the fiction and is realized in the reader's mind; the text says nothing about Austen hiding her personal feelings.",
      },
      {
        text: "Readers value Austen chiefly for her characters' dialogue rather than for her plots.",
        correct: false,
        why: "Woolf mentions words that become “full of meaning,” but she draws no contrast between dialogue and plot, and the text is about where Austen's greatness lies, not about what readers prefer.",
      },
    ],
    explanation:
      "Each sentence develops one claim: Austen's depth lies beneath ordinary surfaces and is completed by the reader. The closing sentence draws the consequence: because her greatness works this way, it is hard to catch in the act. The main idea joins these two points.",
    source: src.commonReader,
  },
  {
    id: "mock04-rw-m2h-11",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: "In Galileo's *Dialogues Concerning Two New Sciences* (1638), the character Salviati argues that nature cannot enlarge a structure indefinitely while keeping its shape and material the same. As a body grows larger, he reasons, its weight increases faster than the strength of the parts that must support it, so a large structure is proportionally weaker than a small one of the same design. A giant with the proportions of an ordinary man, he concludes, would need bones of harder material or of much stouter shape, or else he would be crushed under his own weight.",
      },
    ],
    stem: "Which finding, if true, would most directly support Salviati's reasoning?",
    choices: [
      {
        text: "Wooden models of one bridge design, built at several sizes from the same timber, stand firm under their own weight when small, but the largest model sags and cracks with no other load on it.",
        correct: true,
        why: "Shape and material are held constant and only size changes, and the largest model fails under its own weight alone. That is exactly what Salviati predicts: enlarging a design makes it proportionally weaker until it cannot support itself.",
      },
      {
        text: "The largest of several wooden models of a bridge design can hold a greater total load than the smallest model can.",
        correct: false,
        why: "This is consistent with Salviati's view, since a bigger structure may be stronger in absolute terms, but it says nothing about strength relative to weight, which is what his reasoning concerns; it therefore does not support it.",
      },
      {
        text: "A bridge built of oak can carry a heavier load than an identical bridge built of pine.",
        correct: false,
        why: "This compares materials at the same size. Salviati's argument is about what happens when size changes while material stays the same.",
      },
      {
        text: "A small dog can carry two or three dogs of its own size on its back, and a horse can carry several horses of its own size.",
        correct: false,
        why: "If large animals were as strong relative to their weight as small ones, the loss of proportional strength that Salviati describes would not occur, so this finding would weaken his reasoning.",
      },
    ],
    explanation:
      "Salviati's claim is that, with shape and material unchanged, a larger structure is weaker in proportion to its weight and may fail under that weight alone. The strongest support is a comparison that changes only size and shows the largest version failing under its own weight, as the bridge models do.",
    source: src.twoNewSciences,
  },
  {
    id: "mock04-rw-m2h-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: "A chemistry student made three batches of beeswax candles that were identical except for the thickness of their cotton wicks. She burned five candles from each batch for one hour in a room without drafts, weighing each candle before and after and measuring the height of its flame. She concluded that the thicker a candle's wick, the more wax the candle burned in an hour.",
      },
    ],
    table: {
      title: "Wax burned and flame height for candles with three wick thicknesses (invented data; means of five candles)",
      columns: ["Wick thickness (mm)", "Wax burned in one hour (grams)", "Flame height (mm)"],
      rows: [
        ["1.0", "4.1", "22"],
        ["1.5", "6.3", "31"],
        ["2.0", "8.8", "40"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the student's conclusion?",
    choices: [
      {
        text: "Candles with 1.0-, 1.5-, and 2.0-millimeter wicks burned an average of 4.1, 6.3, and 8.8 grams of wax in one hour, respectively.",
        correct: true,
        why: "The conclusion links wick thickness to wax burned. This choice pairs those two columns for all three batches and shows wax burned rising with every increase in thickness.",
      },
      {
        text: "Flame height rose from 22 to 31 to 40 millimeters as wick thickness increased from 1.0 to 1.5 to 2.0 millimeters.",
        correct: false,
        why: "The figures are accurate, but they describe flame height, not the amount of wax burned, which is what the conclusion is about.",
      },
      {
        text: "Candles with 2.0-millimeter wicks burned an average of 8.8 grams of wax in one hour.",
        correct: false,
        why: "This gives one batch's result with nothing to compare it to, so it cannot show that thicker wicks burn more wax.",
      },
      {
        text: "Candles with 1.0-millimeter wicks had the shortest flames, at an average of 22 millimeters.",
        correct: false,
        why: "This reports only one batch and only flame height; it says nothing about how much wax any candle burned.",
      },
    ],
    explanation:
      "To support “the thicker the wick, the more wax burned,” the evidence must set wick thickness beside wax burned across the batches. The table shows 4.1, 6.3, and 8.8 grams for wicks of 1.0, 1.5, and 2.0 millimeters, and only one choice reports that pattern.",
    source: original,
  },
  {
    id: "mock04-rw-m2h-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: "A student noticed that her green tea tasted harsher when she left the leaves in the water longer. To test this, she steeped the same green tea at three water temperatures for 1, 3, or 5 minutes, and a panel of tasters rated each cup's bitterness from 1 (not bitter) to 10 (extremely bitter). She claimed that at every temperature she tested, steeping the tea for 5 minutes instead of 1 minute at least doubled its mean bitterness rating.",
      },
    ],
    table: {
      title: "Mean bitterness rating of green tea by water temperature and steeping time (invented data)",
      columns: ["Water temperature", "1 minute", "3 minutes", "5 minutes"],
      rows: [
        ["60°C", "2.1", "2.4", "2.6"],
        ["80°C", "3.0", "4.6", "6.2"],
        ["95°C", "4.2", "6.9", "8.5"],
      ],
    },
    stem: "Which choice best describes data from the table that weaken the student's claim?",
    choices: [
      {
        text: "At 60°C, the mean rating rose only from 2.1 after 1 minute to 2.6 after 5 minutes.",
        correct: true,
        why: "The claim covers every temperature tested. At 60°C, the 5-minute rating (2.6) is far less than double the 1-minute rating (doubling would require 4.2), so this row contradicts the claim.",
      },
      {
        text: "At 95°C, the mean rating rose from 4.2 after 1 minute to 8.5 after 5 minutes.",
        correct: false,
        why: "8.5 is slightly more than double 4.2 (which would be 8.4), so this row fits the claim rather than weakening it.",
      },
      {
        text: "At 80°C, the mean rating rose from 3.0 after 1 minute to 6.2 after 5 minutes.",
        correct: false,
        why: "6.2 is more than double 3.0, so this row also agrees with the claim.",
      },
      {
        text: "After 1 minute, the mean rating at 95°C (4.2) was twice the rating at 60°C (2.1).",
        correct: false,
        why: "The figures are accurate and show a doubling, but it is a doubling across temperatures at a single steeping time. The claim is about the effect of steeping time at each temperature, so this comparison is beside the point.",
      },
    ],
    explanation:
      "Check the claim row by row, comparing the 5-minute rating with twice the 1-minute rating: at 80°C, 6.2 exceeds 6.0; at 95°C, 8.5 exceeds 8.4; but at 60°C, 2.6 falls far short of 4.2. Because the claim says “at every temperature,” the 60°C row weakens it.",
    source: original,
  },
  {
    id: "mock04-rw-m2h-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Okakura Kakuzo's 1906 book *The Book of Tea*. Rikiu was a celebrated tea-master; the Taiko was the ruler of Japan.\n\nIn the sixteenth century the morning-glory was still a rare plant with us. Rikiu had an entire garden planted with it, which he cultivated with great care. The fame of his flowers reached the Taiko, who expressed a desire to see them, and Rikiu invited him to a morning tea. On the appointed day the Taiko walked through the garden, but nowhere could he see any trace of a morning-glory: the ground had been levelled and strewn with fine pebbles and sand. With sullen anger he entered the tea-room, but there, in a rare bronze vase, lay a single morning-glory, the queen of the whole garden, and his good humor was completely restored. The episode suggests that Rikiu ______",
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "had cleared away the other blooms so that his guest would meet the finest one alone, with nothing to compete with it.",
        correct: true,
        why: "The garden was not neglected but deliberately “levelled and strewn with fine pebbles and sand,” the one remaining flower is “the queen of the whole garden,” and the display delighted the Taiko. Together these details show a planned act: Rikiu removed the many so that the one would be seen at its fullest.",
      },
      {
        text: "had allowed his garden to fail and displayed a single surviving flower to hide his neglect.",
        correct: false,
        why: "Rikiu “cultivated” the garden “with great care,” and the levelled, pebbled ground shows preparation, not neglect; the flower is chosen as the garden's finest, not salvaged.",
      },
      {
        text: "meant to rebuke the Taiko for asking to see a garden that was not open to visitors.",
        correct: false,
        why: "Rikiu himself invited the Taiko, and the visit ends with the ruler's good humor “completely restored”; nothing suggests a rebuke.",
      },
      {
        text: "valued his new garden of pebbles and sand more highly than any of the flowers it replaced.",
        correct: false,
        why: "The levelled garden is only the setting for the surprise; the climax of the visit is the single morning-glory, which the text calls the garden's “queen.”",
      },
    ],
    explanation:
      "Three details work together. The missing flowers were removed on purpose (the ground was levelled and strewn with sand), the flower left on display was the very best of them, and the result delighted the guest. The logical conclusion is that Rikiu sacrificed the many blooms so that one could be appreciated without distraction.",
    source: src.bookOfTea,
  },

  // ================================================================ standard English conventions
  {
    id: "mock04-rw-m2h-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "Thomas De Quincey's *Confessions of an English Opium-Eater*, an account of his youth and of his growing dependence on opium, first appeared anonymously in two issues of *The London Magazine* in ______ following year, it was published as a book.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "1821. The",
        correct: true,
        why: "“Thomas De Quincey's ... appeared anonymously in two issues of *The London Magazine* in 1821” and “The following year, it was published as a book” are both independent clauses, and a period correctly separates them.",
      },
      {
        text: "1821, the",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "1821 the",
        correct: false,
        why: "With no punctuation, the two independent clauses run together into a fused sentence, and “1821 the following year” reads as a single confused phrase.",
      },
      {
        text: "1821, then the",
        correct: false,
        why: "“Then” is an adverb, not a coordinating conjunction, so the comma before it still leaves a comma splice.",
      },
    ],
    explanation:
      "The blank falls between two complete sentences: one about the *Confessions* appearing in the magazine in 1821, and one about the book edition the following year. They must be separated by a period (or joined by a semicolon). Only the period choice does this.",
    source: src.confessions,
  },
  {
    id: "mock04-rw-m2h-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "In the winter of 1860–61, the scientist Michael Faraday gave six Christmas lectures for young people at the Royal Institution in London. The lectures, which followed the chemistry of a single burning candle, ______ published in 1861 as *The Chemical History of a Candle*.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "were",
        correct: true,
        why: "The subject is the plural “lectures,” so the plural past-tense verb “were” agrees with it, and the past tense fits an event of 1861.",
      },
      {
        text: "was",
        correct: false,
        why: "This singular verb seems to agree with “candle,” the noun just before the blank, but “candle” sits inside the clause “which followed ... candle.” The subject is the plural “lectures.”",
      },
      {
        text: "is",
        correct: false,
        why: "“Is” is singular, so it does not agree with “lectures,” and the present tense clashes with “in 1861.”",
      },
      {
        text: "has been",
        correct: false,
        why: "“Has” is singular, so it does not agree with “lectures,” and the present perfect does not suit a completed event dated to 1861.",
      },
    ],
    explanation:
      "Setting aside the clause “which followed the chemistry of a single burning candle,” the sentence reads “The lectures ... were published in 1861.” The plural subject needs a plural verb, and the date calls for the simple past.",
    source: src.candle,
  },
  {
    id: "mock04-rw-m2h-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "In 1892 the Harvard Corporation asked the philosopher and psychologist William James to give a few public lectures on psychology to the teachers of Cambridge, Massachusetts. These talks—later delivered to audiences of teachers in other places as ______ were published in 1899 as *Talks to Teachers on Psychology*.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "well—were",
        correct: true,
        why: "The phrase “later delivered to audiences of teachers in other places as well” interrupts the subject “These talks” and its verb “were published.” It opens with a dash, so it must close with a dash.",
      },
      {
        text: "well, were",
        correct: false,
        why: "An interrupting phrase must be set off by matching marks. Opening with a dash and closing with a comma mixes the two.",
      },
      {
        text: "well; were",
        correct: false,
        why: "A semicolon separates independent clauses; here it would cut the subject “These talks” off from its verb “were published.”",
      },
      {
        text: "well were",
        correct: false,
        why: "Without a closing dash, the phrase that began with a dash is never closed, and the verb “were” runs into it.",
      },
    ],
    explanation:
      "The core sentence is “These talks were published in 1899.” The words between “talks” and “were” are a supplementary phrase that began with a dash. A supplement opened with a dash must be closed with a dash, so the blank needs “well—were.”",
    source: src.talksToTeachers,
  },
  {
    id: "mock04-rw-m2h-18",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "Galileo's *Dialogues Concerning Two New Sciences* was printed in 1638 in Leiden, in the Dutch Republic, well beyond the reach of the Roman Inquisition. By then Galileo, whom the Inquisition had condemned in 1633, ______ under house arrest at his villa near Florence for several years.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "had been living",
        correct: true,
        why: "The sentence describes a situation that had continued up to a past moment (“By then,” 1638). The past perfect progressive “had been living” expresses an action that began earlier and was still going on at that past time.",
      },
      {
        text: "has been living",
        correct: false,
        why: "The present perfect connects an action to the present, but the sentence measures time up to 1638 (“By then”), a point in the past.",
      },
      {
        text: "is living",
        correct: false,
        why: "The present tense clashes with the past time frame set by “was printed in 1638” and “By then.”",
      },
      {
        text: "will be living",
        correct: false,
        why: "The future tense makes no sense for a stretch of time measured up to 1638, a moment in the past.",
      },
    ],
    explanation:
      "“By then” refers to 1638, a moment in the past, and the phrase “for several years” shows that the house arrest had been going on up to that moment. The past perfect (progressive) expresses exactly that: “had been living.”",
    source: src.twoNewSciences,
  },
  {
    id: "mock04-rw-m2h-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "Virginia Woolf took the title of her 1925 essay collection *The Common Reader* from a remark by the eighteenth-century writer Samuel ______ who declared that the claims of poets must finally be decided by the common sense of readers “uncorrupted by literary prejudices.”",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Johnson,",
        correct: true,
        why: "“Samuel Johnson” already identifies one particular person, so the clause “who declared ...” adds information rather than specifying which Samuel Johnson; such a nonrestrictive clause is set off with a comma.",
      },
      {
        text: "Johnson",
        correct: false,
        why: "Without the comma, the clause reads as if it were needed to tell us which Samuel Johnson is meant. A nonrestrictive clause after a proper name must be set off by a comma.",
      },
      {
        text: "Johnson;",
        correct: false,
        why: "A semicolon must be followed by an independent clause; “who declared that ...” cannot stand alone, so the semicolon leaves a fragment.",
      },
      {
        text: "Johnson:",
        correct: false,
        why: "A colon must follow an independent clause and introduce something that explains or lists; here it cuts the relative clause “who declared ...” off from the name it describes.",
      },
    ],
    explanation:
      "The relative clause “who declared that ...” gives extra information about Samuel Johnson, who is already fully identified by name. Nonrestrictive information of this kind is separated from the noun by a comma; a semicolon or colon would detach it and leave a fragment.",
    source: src.commonReader,
  },
  {
    id: "mock04-rw-m2h-20",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "Okakura Kakuzo's *The Book of Tea* (1906) ranges widely in its seven short chapters. Among other subjects, it discusses three historical ways of preparing tea, which Okakura links to the Tang, Sung, and Ming ______ Taoism and Zen, the two traditions whose ideals he traces in the tea ceremony; and the art of arranging flowers.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "dynasties;",
        correct: true,
        why: "The sentence lists three subjects, and the first two contain commas of their own (“Tang, Sung, and Ming”; “Taoism and Zen, the two traditions ...”). Items like these are separated by semicolons, and the semicolon before “and the art of arranging flowers” confirms the pattern.",
      },
      {
        text: "dynasties,",
        correct: false,
        why: "A comma here would make the boundary between the first and second items look like one more of the commas inside them, and it would break the pattern set by the semicolon before the last item.",
      },
      {
        text: "dynasties:",
        correct: false,
        why: "A colon would present “Taoism and Zen ...” as an explanation of the Tang, Sung, and Ming dynasties, which it is not; it is the next item in the list.",
      },
      {
        text: "dynasties",
        correct: false,
        why: "With no punctuation, “Ming dynasties” runs straight into “Taoism and Zen,” and the end of the first list item disappears.",
      },
    ],
    explanation:
      "This is a series of three items, the first two of which contain internal commas. To keep the items distinct, a semicolon separates them, as the semicolon before “and the art of arranging flowers” shows. The blank therefore needs “dynasties;”.",
    source: src.bookOfTea,
  },
  {
    id: "mock04-rw-m2h-21",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "Virginia Woolf's novel *Mrs Dalloway* (1925) follows its characters through a single day in London in June 1923. Setting out that morning to buy flowers for the party she will give in the evening, ______",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Clarissa Dalloway waits on a curb as Big Ben strikes the hour.",
        correct: true,
        why: "The opening phrase “Setting out that morning to buy flowers for the party she will give” must describe the subject that follows it. Clarissa Dalloway is the one setting out, so placing her name right after the phrase makes the modifier refer correctly.",
      },
      {
        text: "Clarissa Dalloway's memories carry her back to Bourton, the country house of her girlhood.",
        correct: false,
        why: "The subject here is “memories,” not Clarissa, so the sentence says her memories set out to buy flowers; the possessive “Clarissa Dalloway's” does not make her the subject.",
      },
      {
        text: "Big Ben strikes the hour as Clarissa Dalloway waits on a curb.",
        correct: false,
        why: "Placing “Big Ben” right after the modifier makes the clock the one setting out to buy flowers, a dangling modifier.",
      },
      {
        text: "the hour is struck by Big Ben while Clarissa Dalloway waits on a curb.",
        correct: false,
        why: "The passive construction makes “the hour” the subject, so the opening phrase illogically describes the hour setting out to buy flowers.",
      },
    ],
    explanation:
      "An introductory participial phrase modifies the subject of the main clause. Only Clarissa Dalloway can set out to buy flowers for her party, so she must be the subject. Her “memories,” “Big Ben,” and “the hour” all leave the modifier dangling.",
    source: src.mrsDalloway,
  },

  // ================================================================ expression of ideas
  {
    id: "mock04-rw-m2h-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: "The son of a London blacksmith, Michael Faraday received only a basic education before he was apprenticed to a bookbinder at the age of fourteen. ______ he became one of the most important experimental scientists of the nineteenth century, known above all for his discoveries in electricity and magnetism.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "The first sentence describes a humble start with little schooling; the second reports an achievement that such a start would not lead one to expect. “Nevertheless” signals that contrast.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "“Similarly” would mean the second sentence resembles the first, but becoming a leading scientist is the opposite of a modest beginning.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Faraday's scientific fame is not an example of his limited schooling or his apprenticeship.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "A basic education and an apprenticeship to a bookbinder did not cause his scientific achievements; the text presents the achievements as happening in spite of them.",
      },
    ],
    explanation:
      "The text sets Faraday's limited schooling and trade apprenticeship against his later eminence as a scientist. The relationship is contrast, surprising success despite the circumstances, which “Nevertheless” expresses.",
    source: src.candle,
  },
  {
    id: "mock04-rw-m2h-23",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: "In *The Book of Tea* (1906), Okakura Kakuzo observes that Westerners had long regarded Japan as barbarous while it practiced the gentle arts of peace. ______ those same observers had begun to call Japan civilized, now that it was committing wholesale slaughter on the battlefields of Manchuria. If a claim to civilization had to rest on the gruesome glory of war, Okakura declares, his country would gladly remain barbarian.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Lately, however,",
        correct: true,
        why: "The two sentences give opposite judgments from the same observers at different times: barbarous during peace, civilized after recent battles. “Lately, however,” marks both the change in time and the reversal.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "“Likewise” signals a similar point, but calling Japan civilized reverses the earlier verdict of barbarism.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The second sentence does not restate the first; it reports a new and opposite judgment.",
      },
      {
        text: "For this reason,",
        correct: false,
        why: "Japan's peaceful arts were not the reason Westerners came to call it civilized; by Okakura's account, its conduct in war was.",
      },
    ],
    explanation:
      "Okakura's point depends on a reversal: the same Western observers who called peaceful Japan barbarous now call warring Japan civilized, an irony he rejects in the last sentence. A transition that marks recent change and contrast, “Lately, however,” fits.",
    source: src.bookOfTea,
  },
  {
    id: "mock04-rw-m2h-24",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: "In *The Principles of Psychology* (1890), William James argues that self-esteem depends on the ratio of our successes to our pretensions, that is, to what we have staked ourselves on being and doing. A man may thus be shamed to death because he is only the second-best oarsman in the world: that he can beat everyone on earth but one counts for nothing, since he has staked himself on beating that one. ______ James, who had staked his all on being a psychologist, confessed that he was content to wallow in the grossest ignorance of Greek, since he had never pretended to know it.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Conversely,",
        correct: true,
        why: "The oarsman suffers great shame over a tiny shortfall because he has pretensions in that field; James feels no shame over vast ignorance because he has none in Greek. The second case mirrors the first from the opposite side, which “Conversely” signals.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Both cases illustrate James's ratio, which makes “Similarly” tempting, but the outcomes are opposite: the oarsman is mortified by a small failure, while James is untroubled by a large one. A transition claiming likeness misstates the relationship between the sentences.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "James's contentment with his ignorance of Greek is not a result of the oarsman's shame; the two are parallel illustrations, not cause and effect.",
      },
      {
        text: "Specifically,",
        correct: false,
        why: "“Specifically” would introduce a closer detail of the oarsman's case, but the final sentence turns to a different person and a different field.",
      },
    ],
    explanation:
      "James's ratio predicts that shame depends on pretension, not on the size of the failure. The oarsman shows great shame with a small failure where pretension is high; James's Greek shows no shame with a great failure where pretension is absent. The second example is the reverse of the first, so “Conversely” is the logical transition.",
    source: src.principles,
  },
  {
    id: "mock04-rw-m2h-25",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- In *Dialogues Concerning Two New Sciences* (1638), Galileo's character Salviati describes an experiment on accelerated motion.\n- A hard, smooth bronze ball was rolled down a straight groove cut into a wooden beam about twelve cubits long.\n- The groove was lined with parchment polished as smooth as possible.\n- To time each descent, the experimenters collected the water that flowed from a large vessel through a thin pipe and weighed it on a very accurate balance.\n- They found that the distances the ball traveled were in proportion to the squares of the times.",
      },
    ],
    stem: `The student wants to explain how time was measured in the experiment. ${NOTES}`,
    choices: [
      {
        text: "In the experiment Salviati describes, each descent of the ball was timed by weighing the water that flowed from a large vessel through a thin pipe while the ball rolled.",
        correct: true,
        why: "The goal is to explain the timing method, and this choice states it: the time of each descent was measured by the weight of the water that ran out during it.",
      },
      {
        text: "In the experiment Salviati describes, a hard, smooth bronze ball was rolled down a parchment-lined groove in a wooden beam about twelve cubits long.",
        correct: false,
        why: "This describes the apparatus the ball ran on, not how the experimenters measured time.",
      },
      {
        text: "The experimenters found that the distances the ball traveled were in proportion to the squares of the times.",
        correct: false,
        why: "This reports the result of the experiment; it mentions times but does not explain how they were measured.",
      },
      {
        text: "Galileo's *Two New Sciences* (1638) includes an experiment on accelerated motion described by the character Salviati.",
        correct: false,
        why: "This introduces the experiment and its source but gives no information about the method of timing.",
      },
    ],
    explanation:
      "Only one note concerns timing: the water that flowed from a vessel during each descent was collected and weighed. The choice that explains the method uses that note; the others describe the apparatus, the result, or the source.",
    source: src.twoNewSciences,
  },
  {
    id: "mock04-rw-m2h-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- Virginia Woolf (1882–1941) was an English novelist and critic.\n- In 1917 she and her husband, Leonard Woolf, founded the Hogarth Press.\n- The Hogarth Press published her novel *Jacob's Room* in 1922.\n- In 1925 it published her essay collection *The Common Reader*.\n- Later that same year it published her novel *Mrs Dalloway*, which follows its characters through a single day in London.",
      },
    ],
    stem: `The student wants to emphasize the range of the writing Woolf published in a single year. ${NOTES}`,
    choices: [
      {
        text: "In 1925 the Hogarth Press published two very different books by Woolf: an essay collection, *The Common Reader*, and a novel, *Mrs Dalloway*.",
        correct: true,
        why: "This choice confines itself to one year, 1925, and stresses that the two books belong to different kinds of writing, criticism and fiction, which is the range the goal asks for.",
      },
      {
        text: "Virginia Woolf and her husband, Leonard Woolf, founded the Hogarth Press in 1917, and it published her novel *Jacob's Room* in 1922.",
        correct: false,
        why: "This spans two different years and mentions only one book by Woolf, a novel, so it shows no range within a single year.",
      },
      {
        text: "Published by the Hogarth Press in 1925, *Mrs Dalloway* follows its characters through a single day in London.",
        correct: false,
        why: "This names the right year but only one book, so it cannot show the range of what Woolf published that year.",
      },
      {
        text: "The Hogarth Press, founded in 1917, published Woolf's novels *Jacob's Room* and *Mrs Dalloway*.",
        correct: false,
        why: "These two novels appeared in different years and are the same kind of book, so they show neither a single year nor a range of writing.",
      },
    ],
    explanation:
      "The notes show that in 1925 Woolf published both *The Common Reader*, a book of essays, and *Mrs Dalloway*, a novel. A sentence that sets those two kinds of books side by side within that one year accomplishes the goal.",
    source: src.mrsDalloway,
  },
  {
    id: "mock04-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    pilot: true,
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- Henry James (1843–1916) was an American-born writer who spent most of his adult life in Europe.\n- His novella *Daisy Miller* first appeared in *The Cornhill Magazine* in 1878.\n- Its heroine is a young American woman traveling in Europe with her mother and younger brother.\n- Her free, unguarded manners scandalize the American expatriates she meets in Rome.\n- The novella was one of James's earliest popular successes.",
      },
    ],
    stem: `The student wants to introduce the novella's central conflict to an audience unfamiliar with it. ${NOTES}`,
    choices: [
      {
        text: "In Henry James's novella *Daisy Miller* (1878), a young American woman traveling in Europe scandalizes the American expatriates she meets in Rome with her free, unguarded manners.",
        correct: true,
        why: "This identifies the work for a new audience and states the conflict: the heroine's free manners against the disapproval of the expatriates in Rome.",
      },
      {
        text: "Daisy Miller, the heroine of Henry James's 1878 novella, is a young American woman traveling in Europe with her mother and younger brother.",
        correct: false,
        why: "This introduces the heroine and her situation clearly, which makes it tempting, but it presents no conflict: nothing and no one opposes her.",
      },
      {
        text: "Henry James, an American-born writer who spent most of his adult life in Europe, published *Daisy Miller* in *The Cornhill Magazine* in 1878.",
        correct: false,
        why: "This gives facts about the author and the novella's publication, not about what happens in it.",
      },
      {
        text: "*Daisy Miller* (1878), which first appeared in *The Cornhill Magazine*, was one of Henry James's earliest popular successes.",
        correct: false,
        why: "This reports how the novella was received, not the conflict within its story.",
      },
    ],
    explanation:
      "A central conflict needs two opposing sides. The notes supply them: Daisy's free, unguarded manners and the scandalized American expatriates in Rome. Only one choice puts both sides together while naming the novella for an unfamiliar audience.",
    source: src.daisyMiller,
  },
];
