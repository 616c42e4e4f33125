import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 6, reading and writing, module 2 (harder form): 25 scored items and 2 unscored pilots.
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
  nursing: pd("Florence Nightingale", "Notes on Nursing: What It Is, and What It Is Not", 1859, "Harrison, London, 1859"),
  euthenics: pd(
    "Ellen H. Richards",
    "Euthenics: The Science of Controllable Environment",
    1910,
    "Whitcomb & Barrows, Boston, 1910",
  ),
  bee: pd(
    "Maurice Maeterlinck",
    "The Life of the Bee, translated by Alfred Sutro",
    1901,
    "Dodd, Mead and Company, New York, 1901",
  ),
  geologicalSketches: pd("Louis Agassiz", "Geological Sketches", 1866, "Ticknor and Fields, Boston, 1866"),
  methodsOfStudy: pd("Louis Agassiz", "Methods of Study in Natural History", 1863, "Ticknor and Fields, Boston, 1863"),
  mars: pd("Percival Lowell", "Mars", 1895, "Houghton, Mifflin and Company, Boston and New York, 1895"),
  education: pd(
    "Herbert Spencer",
    "Education: Intellectual, Moral, and Physical",
    1861,
    "G. Manwaring, London, 1861",
  ),
  grayReview: pd(
    "Asa Gray",
    "Darwin on the Origin of Species (unsigned review)",
    1860,
    "The Atlantic Monthly, vol. 6, July 1860, Ticknor and Fields, Boston",
  ),
  darwiniana: pd(
    "Asa Gray",
    "Darwiniana: Essays and Reviews Pertaining to Darwinism",
    1876,
    "D. Appleton and Company, New York, 1876",
  ),
  // The cross-text item pairs two works: both are named, each marked with its text.
  lowellMaeterlinck: pd(
    "Percival Lowell (Text 1); Maurice Maeterlinck (Text 2)",
    "Mars (Text 1); The Life of the Bee, translated by Alfred Sutro (Text 2)",
    1895,
    "Houghton, Mifflin and Company, Boston and New York, 1895 (Text 1); Dodd, Mead and Company, New York, 1901 (Text 2)",
  ),
};

const CONVENTIONS = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const TABLE = "Which choice most effectively uses data from the table to complete the statement?";
const NOTES = "While researching a topic, a student has taken the following notes:";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock06-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Florence Nightingale's 1859 book *Notes on Nursing*.

Always air a sick person's room from the air outside, through the windows. I have seen a careful nurse air her patient's room through the door, drawing in air from a corridor full of gas fumes, kitchen smells, and stale air that was never changed, when the window of that very room, if opened, would have given all the fresh air it needed. Windows are made to open; doors are made to shut. This is a truth that people seem to find strangely difficult to ______.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "grasp",
        correct: true,
        why: "The nurse in the example aired the room through the door, as if she did not understand what windows are for. A truth that people keep failing to act on is one they find hard to grasp, that is, to understand.",
      },
      {
        text: "forget",
        correct: false,
        why: "If the truth were hard to forget, people would remember it and open the windows. The nurse's mistake shows the opposite: people have not taken the truth in at all.",
      },
      {
        text: "announce",
        correct: false,
        why: "Nothing suggests that stating the truth aloud is hard; Nightingale states it in a few plain words. The problem is that people do not understand it.",
      },
      {
        text: "hide",
        correct: false,
        why: "No one in the text is trying to conceal anything. The word has no connection to the nurse's mistake.",
      },
    ],
    explanation:
      "The text describes a careful nurse who still airs a room through the door instead of the window. Nightingale's point is that people somehow fail to understand the simple truth that windows are made to open, so they find it difficult to “grasp.”",
    source: src.nursing,
  },
  {
    id: "mock06-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Ellen H. Richards's 1910 book *Euthenics: The Science of Controllable Environment*. Richards, a chemist, is discussing how people can be persuaded to improve the conditions in which they live.

The knowledge of the causes of disease tends only to ______ the average citizen rather than to arouse him to combat it. Hope of success will urge him forward, and it is the duty of lovers of mankind to show all possible ways of attaining the goal. The tendency to hopelessness holds back reform, and the lack of belief in success holds back the wheels of progress.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "discourage",
        correct: true,
        why: "The blank is set against “arouse him to combat it,” and the rest of the text blames “hopelessness” and a “lack of belief in success.” Knowledge that leaves a citizen disheartened rather than roused is knowledge that discourages him.",
      },
      {
        text: "inform",
        correct: false,
        why: "Knowledge of causes does inform people, but that is not what Richards is warning about. “Rather than to arouse” calls for an effect opposed to rousing, and the text goes on to name that effect: hopelessness.",
      },
      {
        text: "provoke",
        correct: false,
        why: "To provoke someone is to stir him to act, which is the very effect Richards says this knowledge fails to have; the word erases the contrast with “arouse.”",
      },
      {
        text: "flatter",
        correct: false,
        why: "Nothing in the text concerns praise or vanity. Learning the causes of disease does not flatter anyone, and the word has no link to the hopelessness the text describes.",
      },
    ],
    explanation:
      "The sentence contrasts two possible effects of knowing what causes disease: the one it has and the one (“to arouse him to combat it”) it lacks. The following sentences identify the problem as hopelessness, so the effect it has is to “discourage” the citizen.",
    source: src.euthenics,
  },
  {
    id: "mock06-rw-m2h-03",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Maurice Maeterlinck's 1901 book *The Life of the Bee*, translated by Alfred Sutro. Maeterlinck is describing what he calls the “spirit of the hive.”

It is not a mechanical habit of the race, or a blind craving for life, that will fling the bees upon any wild hazard the moment an unforeseen event disturbs the accustomed order. On the contrary, however masterful the event, the spirit of the hive will follow it step by step, like an alert and quick-witted servant who can draw advantage even from his master's most dangerous orders. It regulates, day by day, the number of births, so that these strictly accord with the number of flowers that brighten the countryside. Far from being fixed and blind, then, the spirit of the hive is ______.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "adaptable",
        correct: true,
        why: "The spirit follows each unforeseen event “step by step,” turns even dangerous orders to advantage, and adjusts births to the supply of flowers. Responding to changing conditions in this way is what it means to be adaptable, the opposite of “fixed and blind.”",
      },
      {
        text: "capricious",
        correct: false,
        why: "A capricious thing changes on a whim, so the word catches the idea of change but not its direction. The text stresses purposeful, regulated change, with births matched “strictly” to the flowers, which is the reverse of whim.",
      },
      {
        text: "obedient",
        correct: false,
        why: "The servant image may suggest obedience, but obedience does not contrast with “fixed and blind”: a mechanical habit obeys too. What distinguishes the spirit is its ability to adjust and profit from events, not its readiness to follow orders.",
      },
      {
        text: "inflexible",
        correct: false,
        why: "This means the same as “fixed,” which the sentence says the spirit of the hive is far from being.",
      },
    ],
    explanation:
      "The blank sums up a contrast the text has built: the spirit of the hive is not a mechanical habit that breaks down when the usual order is disturbed, but a power that follows events, draws advantage from them, and keeps births in step with the flowers. A word that means able to adjust to circumstances, “adaptable,” completes the contrast with “fixed and blind.”",
    source: src.bee,
  },
  {
    id: "mock06-rw-m2h-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Louis Agassiz's 1866 book *Geological Sketches*.

Suppose that a glacier were to disappear entirely. For ages it has been a gigantic ice-raft, receiving all sorts of materials on its surface and bearing them along as it traveled onward, while the hard particles of rock set in its lower surface have been polishing and shaping the whole surface over which it extended. As it melts, it drops its various burdens to the ground. Its boulders are the milestones marking the different stages of its journey, and its moraines are the framework it built around itself as it moved forward, which define its boundaries centuries after it has vanished.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To explain how a glacier that has melted away can still leave a record of the path it took and the area it covered",
        correct: true,
        why: "The text imagines a glacier that has disappeared and then lists what it leaves behind: polished ground, boulders that mark “the different stages of its journey,” and moraines that “define its boundaries centuries after it has vanished.”",
      },
      {
        text: "To describe the process by which fallen snow is pressed into the ice that forms a glacier",
        correct: false,
        why: "The text never discusses how glaciers form; it begins with a glacier that already exists and follows what happens when it melts.",
      },
      {
        text: "To argue that boulders found far from any glacier must have been carried there by floods",
        correct: false,
        why: "The text credits the glacier itself with carrying the boulders, which it calls the milestones of the glacier's journey; floods are never mentioned.",
      },
      {
        text: "To warn that the glaciers of the present day are likely to disappear within a few centuries",
        correct: false,
        why: "The disappearance is a supposition (“Suppose that a glacier were to disappear”), not a prediction, and “centuries” refers to how long the evidence lasts after a glacier is gone.",
      },
    ],
    explanation:
      "Agassiz asks the reader to suppose that a glacier has vanished and then shows what remains: rock it has polished, boulders it has dropped along its route, and moraines that still mark its edges. The purpose is to explain how a vanished glacier leaves a lasting record of where it went and how far it reached.",
    source: src.geologicalSketches,
  },
  {
    id: "mock06-rw-m2h-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from the preface to Percival Lowell's 1895 book *Mars*.

This book is the result of a special study of the planet made during its last close approach to Earth, at an observatory put up for the purpose of getting as good air as possible, at Flagstaff, Arizona. A steady atmosphere is essential to the study of planetary detail; the size of the instrument is a very secondary matter. A large telescope in poor air will not begin to show what a smaller one in good air will. When this is recognized, as it eventually will be, it will become the fashion to put up observatories where they may see rather than be seen.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To explain where the book's observations were made and to argue that steady air matters more to astronomers than a large telescope does",
        correct: true,
        why: "The preface says the study was made at an observatory built at Flagstaff for its good air, then argues that a steady atmosphere is “essential” while the size of the instrument is “a very secondary matter.”",
      },
      {
        text: "To summarize the discoveries about Mars that the rest of the book will present",
        correct: false,
        why: "The preface names no discovery about Mars; it discusses only the conditions under which the planet was observed.",
      },
      {
        text: "To complain that most astronomers have shown little interest in studying Mars",
        correct: false,
        why: "Lowell criticizes where observatories are placed, not how much attention Mars receives; no lack of interest in the planet is mentioned.",
      },
      {
        text: "To urge that observatories be equipped with larger telescopes so that they can show more detail",
        correct: false,
        why: "This reverses the argument: Lowell says a large telescope in poor air shows less than a smaller one in good air, so location, not size, is what matters.",
      },
    ],
    explanation:
      "The preface does two things: it tells where the book's study was made (a Flagstaff observatory chosen for its air) and it argues that steady air, not telescope size, is the key to seeing planetary detail. The closing quip about observatories that “see rather than be seen” drives the argument home.",
    source: src.mars,
  },
  {
    id: "mock06-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Herbert Spencer's 1861 book *Education: Intellectual, Moral, and Physical*.

It has been truly remarked that, in order of time, decoration precedes dress; even now, most people think more about the fineness of a fabric than its warmth, and more about the cut than the convenience. Curiously, the like relations hold with the mind: among mental as among bodily acquisitions, the ornamental comes before the useful. In nine cases out of ten, a boy applies his Latin and Greek to no practical purpose in later life. In his shop or office, in managing his estate or family, he is very little aided by the knowledge he took so many years to acquire; if he now and then quotes a Latin phrase, it is less to throw light on the topic in hand than for the sake of effect.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It notes a tendency in the way people treat clothing, claims that the same tendency governs what people learn, and then illustrates that claim with the fate of a classical education.",
        correct: true,
        why: "The text moves from dress (decoration before warmth and convenience) to the mind (“the like relations hold”), states the general claim that the ornamental comes before the useful, and then shows a boy's Latin and Greek serving display rather than use.",
      },
      {
        text: "It contrasts the practical way people choose their clothing with the impractical way they choose what to study, and then proposes a reform of schooling.",
        correct: false,
        why: "Spencer draws a parallel, not a contrast: people choose clothing for ornament too (the fineness of the fabric over its warmth). And although the text implies a criticism of schooling, it proposes no reform.",
      },
      {
        text: "It traces the historical origins of clothing and then explains how Latin and Greek first came to be taught in schools.",
        correct: false,
        why: "The remark that decoration precedes dress is a brief observation, not a history, and the text never explains how the classical languages entered the curriculum; it describes what becomes of them afterward.",
      },
      {
        text: "It presents a common complaint about classical education and then argues that the complaint overlooks that education's hidden practical value.",
        correct: false,
        why: "Spencer agrees with the complaint: the Latin scholar is “very little aided” by what he learned and uses it only “for the sake of effect.” He points to no hidden value.",
      },
    ],
    explanation:
      "The text is built on a parallel. It first observes that with dress, ornament comes before use; it then states that “the like relations hold with the mind”; finally it supports that claim with the boy whose years of Latin and Greek serve only for effect. Only the key traces that movement from clothing to learning to example.",
    source: src.education,
  },
  {
    id: "mock06-rw-m2h-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Florence Nightingale's 1859 book *Notes on Nursing*.

If friends or doctors hold a whispered conversation in a sick person's room, it is absolutely cruel, for the patient cannot help straining to hear it. Walking on tiptoe, or doing anything in the room very slowly, is harmful for exactly the same reason. A firm, light, quick step and a steady, quick hand are what is wanted, not the slow, lingering, shuffling foot or the timid, uncertain touch. Slowness is not gentleness, though it is often mistaken for such: quickness, lightness, and gentleness are quite compatible.`,
      },
    ],
    stem: "Which choice best describes the function of the final sentence in the text as a whole?",
    choices: [
      {
        text: "It identifies and rejects an assumption that may lead well-meaning people into the very behavior the text criticizes.",
        correct: true,
        why: "People who creep slowly about a sickroom usually do so because they believe slowness is gentle. By saying that slowness is “often mistaken” for gentleness and that gentleness is compatible with quickness, the sentence removes the reason that kind visitors might have for the harmful behavior.",
      },
      {
        text: "It qualifies the text's preference for quickness by warning that haste can make a nurse's touch rough.",
        correct: false,
        why: "The sentence does not limit the praise of quickness; it says quickness and gentleness “are quite compatible.” No warning against rough haste appears.",
      },
      {
        text: "It concedes that slow, careful movements, though tiresome to watch, do protect a patient from harm.",
        correct: false,
        why: "The text calls slow movement “harmful,” and the final sentence denies that slowness amounts to gentleness; nothing is conceded in its favor.",
      },
      {
        text: "It shifts the discussion from the conduct of friends and doctors to the formal training of professional nurses.",
        correct: false,
        why: "The sentence continues the discussion of how anyone should move in a sickroom; training is never mentioned.",
      },
    ],
    explanation:
      "The text condemns whispering, tiptoeing, and slowness in a sickroom and asks for a quick, light step. The final sentence explains why people go wrong, since they take slowness for gentleness, and corrects that belief. It thus targets the mistaken assumption behind the behavior the text criticizes.",
    source: src.nursing,
  },
  {
    id: "mock06-rw-m2h-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `If Mars were the Earth, it would be hopeless to look for evidence of its people. Anything like London or New York would be too small to be seen, so sorry a figure does man cut upon the Earth he thinks he owns. From a distance of forty million miles, probably the only sign of his presence would be such works as the great grain fields of the American West, when their geometric patches turned with the changing seasons from ochre to green, and then from green to gold. By his crops we should know him.`,
      },
      {
        label: "Text 2",
        text: `Suppose that an inhabitant of Venus or Mars were to watch us from the height of a mountain, observing the little black specks that we form as we come and go in the streets and squares of our towns. Would the mere sight of our movements, our buildings, machines, and canals give him any precise idea of our morality, our intellect, our manner of thinking, and loving, and hoping—in a word, of our real and intimate self? All he could do, like ourselves when we gaze at the hive, would be to note some facts that seem very surprising, and to draw from them conclusions probably no less mistaken than those we form about the bee.`,
      },
    ],
    stem: "Text 1 is adapted from Percival Lowell's 1895 book *Mars*. Text 2 is adapted from Maurice Maeterlinck's 1901 book *The Life of the Bee*, translated by Alfred Sutro. Based on the texts, how would Maeterlinck (Text 2) most likely respond to Lowell's claim in Text 1 that “by his crops we should know him”?",
    choices: [
      {
        text: "He would allow that such visible works might show that inhabitants exist, but he would doubt that they could reveal what those inhabitants are truly like.",
        correct: true,
        why: "Maeterlinck's observer can see our movements, buildings, machines, and canals, so signs of our presence are visible to him; what they cannot give him is “any precise idea” of our morality, intellect, or inner life. He would therefore accept crops as evidence that someone is there but not as knowledge of who they are.",
      },
      {
        text: "He would reject the claim, arguing that no trace of human activity could be seen from another planet.",
        correct: false,
        why: "Text 2 never discusses what can be seen across space, and its observer does see our activity. Maeterlinck questions what such sights can teach, not whether they can be seen.",
      },
      {
        text: "He would agree and add that an observer who studied the crops closely enough could learn how their growers think and feel.",
        correct: false,
        why: "This is the conclusion Maeterlinck denies: outward works give no precise idea of “our manner of thinking, and loving, and hoping,” and conclusions drawn from them are likely to be mistaken.",
      },
      {
        text: "He would argue that cities, not farms, are the works that best reveal a people's moral character.",
        correct: false,
        why: "Maeterlinck includes “our buildings” and the life of “our towns” among the sights that reveal nothing precise about our morality, so he would not single out cities as revealing.",
      },
    ],
    explanation:
      "Lowell argues that from Mars the only sign of humanity would be its crops, by which “we should know him.” Maeterlinck argues that an outside observer who sees our movements and works could note surprising facts but would learn nothing precise about our real, inner selves. He would thus grant that visible works reveal a presence while denying that they reveal a character.",
    source: src.lowellMaeterlinck,
  },

  // ================================================================ information and ideas
  {
    id: "mock06-rw-m2h-09",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Asa Gray's 1860 review of Charles Darwin's *On the Origin of Species*. Gray writes as a reader wary of new ideas.

Novelties are enticing to most people; to us they are simply annoying. We cling to a long-accepted theory as we cling to an old suit of clothes. A new theory, like a new pair of trousers, is sure to have hard-fitting places; or even when no particular fault can be found with it, it oppresses us with a sense of general discomfort. New notions and new styles worry us until we get well used to them, which happens only by slow degrees. So in Galileo's time we might have helped to condemn even that great pioneer, though once we had calmly thought the matter over, we might have concluded that the new doctrine was better than the old after all.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Resistance to a new theory often comes from mere unfamiliarity rather than from any real flaw, and it may give way in time to the recognition that the theory is better.",
        correct: true,
        why: "The speaker is uncomfortable with new theories “even when no particular fault can be found” with them, and the Galileo example ends with the admission that the new doctrine might prove “better than the old after all.”",
      },
      {
        text: "New theories deserve suspicion because they usually contain errors that older theories have long since corrected.",
        correct: false,
        why: "The text locates the discomfort in habit, not in error: the discomfort persists “even when no particular fault can be found” with the new theory.",
      },
      {
        text: "Galileo's critics were justified in condemning him, since his ideas were not yet supported by enough evidence.",
        correct: false,
        why: "Galileo is called “that great pioneer,” and his critics are imagined reconsidering and finding his doctrine better; the text says nothing about a lack of evidence.",
      },
      {
        text: "Scientists should adopt new theories quickly, before habit makes them cling to older ones.",
        correct: false,
        why: "The text describes how slowly people accept new ideas but gives no advice about speed; it even treats acceptance “by slow degrees” as the normal course.",
      },
    ],
    explanation:
      "Through the comparison to old clothes, Gray's cautious speaker admits that new theories are resisted out of habit and discomfort, even when nothing is wrong with them, and the Galileo example shows that such resistance can end in accepting the new doctrine as better. That is the main idea.",
    source: src.grayReview,
  },
  {
    id: "mock06-rw-m2h-10",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Herbert Spencer's 1861 book *Education: Intellectual, Moral, and Physical*.

From the far past down even to the present, social needs have overruled individual needs, and the chief social need has been the control of individuals. Besides the acknowledged governments of monarchs and parliaments, unacknowledged ones grow up in all circles, in which every man or woman strives to rise above others. By wealth, by style of living, by beauty of dress, by display of knowledge or intellect, each tries to impress others and in some way to subordinate them. And this it is which determines the character of our education. Not what knowledge is of most real worth is the consideration, but what will bring most applause, honor, and respect—what will be most imposing.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "What people choose to learn is shaped less by the real value of the knowledge than by their desire to gain standing over others.",
        correct: true,
        why: "Spencer describes a universal struggle to rise above and “subordinate” others, says that “this it is which determines the character of our education,” and concludes that education seeks not the knowledge “of most real worth” but what “will be most imposing.”",
      },
      {
        text: "Governments have deliberately designed schools to train citizens to obey those in authority.",
        correct: false,
        why: "The “control of individuals” Spencer discusses is exercised mostly by “unacknowledged” governments, the rivalries within every social circle; he does not say that any government designs schools.",
      },
      {
        text: "People should display their learning so that their knowledge receives the respect it deserves.",
        correct: false,
        why: "Spencer criticizes the display of learning as a bid for power; he does not recommend it.",
      },
      {
        text: "Wealth and fashionable dress have replaced knowledge as the chief means of gaining social position.",
        correct: false,
        why: "Spencer lists display of knowledge alongside wealth and dress as means of impressing others; he does not say that knowledge has been replaced, and his point is that learning itself is pursued for display.",
      },
    ],
    explanation:
      "The text moves from a general claim (people everywhere strive to impress and subordinate one another) to its consequence for schooling (education pursues what brings applause, not what is of real worth). The main idea joins the two: learning is chosen for the standing it confers rather than for its value.",
    source: src.education,
  },
  {
    id: "mock06-rw-m2h-11",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: `In his 1895 book *Mars*, astronomer Percival Lowell described a network of fine, dark lines that he and his assistants had observed crossing the planet's surface from the observatory he had built at Flagstaff, Arizona. Lowell did not merely report that the lines looked strikingly regular; he treated their regularity as a clue to how they had come into being.`,
      },
    ],
    stem: "Which quotation from *Mars* most effectively illustrates the claim?",
    choices: [
      {
        text: "“Too great regularity is in itself the most suspicious of circumstances that some finite intelligence has been at work.”",
        correct: true,
        why: "Here regularity is not just described but used as evidence: it is “suspicious” because it points to “some finite intelligence,” that is, to how the lines came to be.",
      },
      {
        text: "“As to whether the lines are even on their edges or not, I should not like to say; but the better they are seen, the more even they look.”",
        correct: false,
        why: "This reports that the lines look regular, which is the part of the claim Lowell “did not merely” do; it draws no conclusion about their origin.",
      },
      {
        text: "“Their length, not their breadth, renders them visible.”",
        correct: false,
        why: "This explains why such narrow lines can be seen at all; it concerns neither their regularity nor where they came from.",
      },
      {
        text: "“What their number may be lies quite beyond the possibility of count at present; for the better our own air, the more of them are visible.”",
        correct: false,
        why: "This concerns how many lines there are and how viewing conditions affect the count, not what their regularity implies.",
      },
    ],
    explanation:
      "The claim has two parts: Lowell noticed that the lines were regular, and he went further by treating that regularity as evidence about their origin. Only the quotation that calls regularity a sign that “some finite intelligence has been at work” shows the second, decisive step.",
    source: src.mars,
  },
  {
    id: "mock06-rw-m2h-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Beekeepers disagree about whether wooden hives should be painted white or left bare and dark. To investigate, a team of agricultural researchers set 24 hives in the same sunny field, painted 12 of them white, and left the other 12 unpainted. Over one summer, the researchers recorded the temperature just beneath each hive's lid on hot afternoons and weighed the honey each colony stored. They concluded that painting hives white may help colonies store more honey: ______`,
      },
    ],
    table: {
      title: "Average results for the hives in the study, by hive color",
      columns: ["Hive color", "Temperature under lid on hot afternoons (°C)", "Honey stored over the summer (kg)"],
      rows: [
        ["White", "38.2", "18.6"],
        ["Unpainted", "43.5", "15.2"],
      ],
    },
    stem: TABLE,
    choices: [
      {
        text: "the white hives stored an average of 18.6 kilograms of honey, compared with 15.2 kilograms for the unpainted hives.",
        correct: true,
        why: "The conclusion is about honey, and this choice compares the two colors on exactly that measure, with the white hives ahead.",
      },
      {
        text: "the temperature under the lids of the white hives averaged 38.2°C, compared with 43.5°C for the unpainted hives.",
        correct: false,
        why: "These figures are accurate and may help explain the result, but they show only that white hives ran cooler, not that they stored more honey, which is what the conclusion states.",
      },
      {
        text: "the unpainted hives stored an average of 18.6 kilograms of honey, more than the white hives did.",
        correct: false,
        why: "This misreads the table: 18.6 kilograms belongs to the white hives, and the unpainted hives stored 15.2 kilograms. It would also contradict the conclusion.",
      },
      {
        text: "both the white and the unpainted hives stored more than 15 kilograms of honey over the summer.",
        correct: false,
        why: "This is accurate, but it treats the two groups alike instead of comparing them, so it cannot show that painting hives white made a difference.",
      },
    ],
    explanation:
      "To support the claim that white paint may help colonies store more honey, the data must compare honey stored by white and unpainted hives. The table shows 18.6 kilograms for white hives against 15.2 for unpainted ones.",
    source: original,
  },
  {
    id: "mock06-rw-m2h-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: `In cold weather, schools that air their classrooms must trade fresh air against warmth. A team of researchers compared two methods in older and newer school buildings: leaving windows slightly open all day (“constant airing”) and opening them wide for five minutes each hour (“burst airing”). They measured the average concentration of carbon dioxide, a common sign of stale air, and the average room temperature. The researchers concluded that burst airing kept classrooms nearly as fresh as constant airing while keeping them noticeably warmer, whatever the age of the building: ______`,
      },
    ],
    table: {
      title: "Average classroom conditions on winter school days",
      columns: ["Building", "Airing method", "Carbon dioxide (parts per million)", "Room temperature (°C)"],
      rows: [
        ["Older", "Constant", "950", "17.1"],
        ["Older", "Burst", "980", "19.4"],
        ["Newer", "Constant", "870", "18.0"],
        ["Newer", "Burst", "900", "20.3"],
      ],
    },
    stem: TABLE,
    choices: [
      {
        text: "in both older and newer buildings, burst airing produced carbon dioxide levels only 30 parts per million higher than constant airing while keeping classrooms more than 2°C warmer.",
        correct: true,
        why: "The conclusion has three parts: nearly as fresh, noticeably warmer, and true for both kinds of building. This choice covers all three (980 against 950 and 900 against 870; 19.4 against 17.1 and 20.3 against 18.0).",
      },
      {
        text: "in older buildings, burst airing kept classrooms 2.3°C warmer than constant airing did.",
        correct: false,
        why: "This is accurate, but it covers only warmth and only older buildings; it says nothing about freshness and cannot show that the result held whatever the building's age.",
      },
      {
        text: "newer buildings had lower carbon dioxide levels than older buildings under both airing methods.",
        correct: false,
        why: "This is accurate, but it compares the buildings rather than the airing methods, and the conclusion is about how the methods compare.",
      },
      {
        text: "constant airing in newer buildings produced the lowest carbon dioxide level of any condition, 870 parts per million.",
        correct: false,
        why: "This is accurate, but a single figure cannot show a comparison, and it highlights an advantage of constant airing rather than supporting the case for burst airing.",
      },
    ],
    explanation:
      "The conclusion claims that burst airing was about as fresh as constant airing, that it was warmer, and that both held in older and newer buildings. Only the key compares the methods on both measures in both kinds of building: carbon dioxide just 30 parts per million higher, temperature 2.3°C higher, in each case.",
    source: original,
  },
  {
    id: "mock06-rw-m2h-14",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Florence Nightingale's 1859 book *Notes on Nursing*.

It is often thought that medicine is the curative process. It is no such thing; medicine is the surgery of functions, as surgery proper is that of limbs and organs. Neither can do anything but remove obstructions; neither can cure. Nature alone cures. If this is so, then the task left to those who care for the sick is ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "to keep the patient in the conditions under which nature can best do its healing work.",
        correct: true,
        why: "If only nature cures, and medicine and surgery merely clear obstructions out of nature's way, then caring for the sick means helping nature too: giving it the best conditions in which to act.",
      },
      {
        text: "to find medicines powerful enough to cure disease directly.",
        correct: false,
        why: "The text denies that any medicine can cure: “neither can cure. Nature alone cures.”",
      },
      {
        text: "to leave the patient entirely alone, since nothing that people do can affect recovery.",
        correct: false,
        why: "The text does not say human action is useless; medicine and surgery help by removing obstructions. It limits what they do, not whether they matter.",
      },
      {
        text: "to turn to surgery whenever medicine fails to bring about a cure.",
        correct: false,
        why: "Surgery is placed on the same footing as medicine: it too can only remove obstructions and cannot cure, so it is no fallback for curing.",
      },
    ],
    explanation:
      "Nightingale argues that neither medicine nor surgery cures; both only remove what stands in nature's way, and nature does the healing. The logical consequence for those who care for the sick is to put the patient in the conditions where nature can work best.",
    source: src.nursing,
  },
  {
    id: "mock06-rw-m2h-15",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Maurice Maeterlinck's 1901 book *The Life of the Bee*, translated by Alfred Sutro.

When sixty or seventy thousand bees out of a population of eighty or ninety thousand abandon the hive in a swarm, they do not leave at a moment of despair, or desert a home laid waste by famine, disease, or war. The exile has long been planned and the favorable hour patiently awaited. Yet the beekeeper has only to destroy the young queens still lying in their cells and, if the hive is full of developing young, to enlarge its storerooms and sleeping quarters, and the tumult at once subsides: work resumes, and the old queen returns to her laying. The text most strongly suggests that a hive's swarming ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "depends on conditions inside the hive that can be changed from outside it.",
        correct: true,
        why: "A beekeeper who removes the young queens and gives the colony more room stops the swarm at once. Swarming therefore turns on particular conditions in the hive, the presence of successor queens and the space available, and those conditions can be altered by someone outside.",
      },
      {
        text: "is a response to some misfortune that has made the old home unfit to live in.",
        correct: false,
        why: "The text says directly that the bees do not leave a home “laid waste by famine, disease, or war”; the swarm is planned, not a flight from disaster.",
      },
      {
        text: "cannot be stopped once the bees have begun to prepare for it.",
        correct: false,
        why: "The preparations are long (“The exile has long been planned”), yet the beekeeper's intervention makes the tumult subside “at once,” so the swarm can be stopped.",
      },
      {
        text: "occurs whenever the number of bees in a hive passes a fixed limit.",
        correct: false,
        why: "Enlarging the storerooms and sleeping quarters stops the swarm without reducing the number of bees, so no fixed population limit can be what triggers it.",
      },
    ],
    explanation:
      "The swarm is planned at a time of prosperity, not misfortune, yet it can be called off instantly when the beekeeper removes the young queens and enlarges the hive. The logical inference is that swarming depends on specific conditions within the hive, conditions an outsider can change.",
    source: src.bee,
  },

  // ================================================================ standard English conventions
  {
    id: "mock06-rw-m2h-16",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Swiss-born naturalist Louis Agassiz came to the United States in 1846 and soon became a professor at Harvard. In 1863 he published *Methods of Study in Natural History*, a book made up of essays that had first appeared in a Boston ______ purpose was to give young students a sense of the methods by which scientific truth had been reached.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "magazine. Its",
        correct: true,
        why: "“In 1863 he published ... a Boston magazine” is a complete sentence, and so is “Its purpose was....” A period correctly separates the two.",
      },
      {
        text: "magazine, its",
        correct: false,
        why: "A comma alone cannot join two complete sentences; this creates a comma splice.",
      },
      {
        text: "magazine its",
        correct: false,
        why: "With no punctuation, two complete sentences run together into a run-on.",
      },
      {
        text: "magazine, which its",
        correct: false,
        why: "“Which” would begin a relative clause, but “which its purpose was...” has no place for the relative pronoun, so the result is ungrammatical.",
      },
    ],
    explanation:
      "“In 1863 he published ... in a Boston magazine” and “Its purpose was to give young students...” are both independent clauses. Without a conjunction, they must be separated by a period (or a semicolon), so the period is correct.",
    source: src.methodsOfStudy,
  },
  {
    id: "mock06-rw-m2h-17",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `In *Notes on Nursing* (1859), Florence Nightingale argued that no house could be healthy without five essential things, and that a house would be unhealthy in exact proportion as it lacked them. These five essentials, she wrote, ______ pure air, pure water, efficient drainage, cleanliness, and light.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "are",
        correct: true,
        why: "The subject is “These five essentials,” which is plural, so the plural verb “are” agrees with it. “She wrote” is only an interruption.",
      },
      {
        text: "is",
        correct: false,
        why: "“Is” is singular, but the subject, “These five essentials,” is plural.",
      },
      {
        text: "has been",
        correct: false,
        why: "“Has been” is singular and does not agree with the plural subject “These five essentials.”",
      },
      {
        text: "was",
        correct: false,
        why: "“Was” is singular and does not agree with the plural subject “These five essentials.”",
      },
    ],
    explanation:
      "Setting aside the interrupting phrase “she wrote,” the sentence reads “These five essentials ______ pure air, pure water....” The subject is plural, so only the plural verb “are” is correct.",
    source: src.nursing,
  },
  {
    id: "mock06-rw-m2h-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Herbert Spencer is best remembered today for coining the phrase “survival of the fittest,” but in his own time his writings on schooling were also widely read. The four essays that he gathered into the book *Education: Intellectual, Moral, and Physical* ______ had all first appeared in British periodicals between 1854 and 1859.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "(1861)",
        correct: true,
        why: "Everything from “The four essays” through the book's title and date is the subject, and “had all first appeared” is its verb. No punctuation belongs between a subject and its verb.",
      },
      {
        text: "(1861),",
        correct: false,
        why: "A single comma here would separate the subject (“The four essays ... (1861)”) from its verb (“had ... appeared”), which standard punctuation does not allow.",
      },
      {
        text: "(1861)—",
        correct: false,
        why: "A dash here would cut the subject off from its verb, and there is no earlier dash for it to pair with.",
      },
      {
        text: "(1861);",
        correct: false,
        why: "A semicolon must join two independent clauses, but what comes before it is only a subject without a verb.",
      },
    ],
    explanation:
      "The sentence's core is “The four essays ... had all first appeared in British periodicals.” The relative clause and the title with its date are part of the subject, so nothing should separate that subject from the verb “had appeared.”",
    source: src.education,
  },
  {
    id: "mock06-rw-m2h-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In *The Life of the Bee* (1901), Maurice Maeterlinck observed that each colony of bees has ______ own code of conduct. Some hives are peaceable and hardworking, while others, spoiled by a careless beekeeper, lose their respect for the property of others and take to robbing weaker neighbors.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "its",
        correct: true,
        why: "The pronoun refers to “each colony,” which is singular, so the singular possessive “its” is required.",
      },
      {
        text: "their",
        correct: false,
        why: "“Their” is plural. It may seem to match “bees,” but the bees belong to the prepositional phrase “of bees”; the code belongs to “each colony,” which is singular.",
      },
      {
        text: "it's",
        correct: false,
        why: "“It's” is a contraction of “it is” or “it has,” and “has it is own code” makes no sense; a possessive is needed.",
      },
      {
        text: "its'",
        correct: false,
        why: "“Its'” is not a word in standard English; the possessive of “it” is “its,” with no apostrophe.",
      },
    ],
    explanation:
      "The code of conduct belongs to “each colony,” a singular noun, so the pronoun must be the singular possessive “its.” The plural “bees” sits inside the phrase “of bees” and does not control the pronoun.",
    source: src.bee,
  },
  {
    id: "mock06-rw-m2h-20",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Florence Nightingale did not intend *Notes on Nursing* (1859) as a manual for training professional ______ she meant it, as she explained in its preface, simply to give hints for thought to women who had charge of the health of others. Almost every woman, she observed, is at some time in her life a nurse.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "nurses; rather,",
        correct: true,
        why: "“Florence Nightingale did not intend ... professional nurses” and “she meant it ... to give hints” are independent clauses. A semicolon joins them, and a comma after the transition “rather” sets it off from the clause it introduces.",
      },
      {
        text: "nurses, rather,",
        correct: false,
        why: "A transition word between commas cannot join two independent clauses; this produces a comma splice.",
      },
      {
        text: "nurses rather,",
        correct: false,
        why: "With no punctuation before “rather,” the two independent clauses run together.",
      },
      {
        text: "nurses, rather;",
        correct: false,
        why: "This places the semicolon after “rather,” attaching the transition to the first clause and leaving the clauses joined by a comma; “rather” belongs to the clause it introduces.",
      },
    ],
    explanation:
      "Two independent clauses meet at the blank, and the second begins with the transition “rather.” The standard form is a semicolon after the first clause and a comma after the transition: “nurses; rather, she meant it....”",
    source: src.nursing,
  },
  {
    id: "mock06-rw-m2h-21",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `Charles Darwin and the American botanist Asa Gray exchanged letters for more than two decades. Among the most important of these letters ______ one that Darwin sent in September 1857 outlining his theory of natural selection; an extract from it was read at a meeting of the Linnean Society of London in July 1858.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "is",
        correct: true,
        why: "The sentence is inverted: the subject comes after the verb. That subject is “one,” which is singular, so the singular verb “is” is required.",
      },
      {
        text: "are",
        correct: false,
        why: "“Are” seems to agree with “letters,” but “letters” is the object of the preposition “of” in the opening phrase. The subject is “one,” which is singular.",
      },
      {
        text: "were",
        correct: false,
        why: "“Were” is plural and so does not agree with the singular subject “one,” which follows the verb in this inverted sentence.",
      },
      {
        text: "have been",
        correct: false,
        why: "“Have been” is plural and so does not agree with the singular subject “one.”",
      },
    ],
    explanation:
      "Put in normal order, the clause reads “one that Darwin sent in September 1857 ______ among the most important of these letters.” The subject is “one,” so the verb must be singular: “is.”",
    source: src.darwiniana,
  },
  {
    id: "mock06-rw-m2h-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `In *Mars* (1895), Percival Lowell argued that the planet's blue-green regions—areas that earlier astronomers had taken to be ______ were not bodies of water at all. Permanent dark lines, he pointed out, could be seen running straight across them, which would be impossible on a fluid surface.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "seas—",
        correct: true,
        why: "The phrase “areas that earlier astronomers had taken to be seas” is an interruption that opens with a dash after “regions.” A matching dash must close it before the sentence continues with its verb, “were.”",
      },
      {
        text: "seas,",
        correct: false,
        why: "An interruption that opens with a dash must close with a dash; mixing a dash and a comma leaves the marks unmatched.",
      },
      {
        text: "seas;",
        correct: false,
        why: "A semicolon would cut the subject (“the planet's blue-green regions”) off from its verb (“were”), leaving neither side an independent clause.",
      },
      {
        text: "seas",
        correct: false,
        why: "Without a closing dash, the interruption never ends, and “were not bodies of water” appears to belong to the phrase about earlier astronomers instead of to the main subject.",
      },
    ],
    explanation:
      "The main clause is “the planet's blue-green regions ... were not bodies of water at all.” The description “areas that earlier astronomers had taken to be seas” interrupts it and begins with a dash, so it must end with a dash too.",
    source: src.mars,
  },

  // ================================================================ expression of ideas
  {
    id: "mock06-rw-m2h-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Herbert Spencer had little formal schooling. He was taught mainly by his father and an uncle, and he never attended a university. ______ he became one of the most widely read thinkers of the Victorian era, and his books on education, biology, and society were read on both sides of the Atlantic.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "The first sentences describe a slim formal education; the last describes wide fame as a thinker. “Nevertheless” signals that this outcome came about despite what came before.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Spencer's fame is not an example of his lack of schooling; it contrasts with it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "“Similarly” would present his fame as like his limited schooling, but the two are opposed.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "“Therefore” would make his lack of schooling the cause of his fame, a relationship the text does not suggest.",
      },
    ],
    explanation:
      "Spencer's limited education would lead a reader to expect a modest career, yet he became one of the most widely read thinkers of his age. The relationship is contrast, so “Nevertheless” is the logical transition.",
    source: src.education,
  },
  {
    id: "mock06-rw-m2h-24",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Asa Gray, the leading American botanist of his day, was a devout Christian, and many people assumed that a religious believer would reject Charles Darwin's theory of natural selection. Gray, ______, became one of the theory's leading defenders in the United States, arguing in essays later collected in *Darwiniana* (1876) that natural selection was not inconsistent with religious belief.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "however",
        correct: true,
        why: "People expected a devout believer to reject Darwin's theory, but Gray defended it. “However” marks this contrast between expectation and what he actually did.",
      },
      {
        text: "moreover",
        correct: false,
        why: "“Moreover” adds a point in the same direction, but Gray's defense of the theory goes against the expectation just described.",
      },
      {
        text: "for instance",
        correct: false,
        why: "Gray's defense of Darwin is not an example of believers rejecting the theory; it is an exception to that expectation.",
      },
      {
        text: "therefore",
        correct: false,
        why: "“Therefore” would make Gray's defense a result of the assumption that believers would reject the theory, which makes no sense.",
      },
    ],
    explanation:
      "The first sentence sets up an expectation (a devout Christian would reject natural selection); the second reports that Gray did the opposite and defended the theory. A contrasting transition is needed, and “however” is the only one offered.",
    source: src.darwiniana,
  },
  {
    id: "mock06-rw-m2h-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `During and after the Crimean War, Florence Nightingale gathered figures showing that far more British soldiers had died of diseases such as cholera and typhus than of wounds received in battle. She knew that many of the officials she needed to persuade would never study long tables of numbers. ______ she presented her findings in colored diagrams that made the scale of preventable death visible at a glance.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Therefore,",
        correct: true,
        why: "Because officials would not read long tables, Nightingale chose a form they would take in. “Therefore” marks the diagrams as the consequence of that problem.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” signals an outcome that goes against what came before, but using diagrams is the natural response to officials who would not read tables, not a surprising one.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The diagrams are not like the officials' reluctance; they are Nightingale's answer to it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Presenting diagrams is not an example of officials refusing to study tables; it is what Nightingale did because of that refusal.",
      },
    ],
    explanation:
      "The second sentence states a problem (officials would not study tables of numbers), and the third gives Nightingale's response (diagrams readable at a glance). That is a cause-and-effect relationship, so “Therefore” is the logical transition.",
    source: src.nursing,
  },
  {
    id: "mock06-rw-m2h-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Maurice Maeterlinck (1862–1949) was a Belgian playwright, poet, and essayist.
- He was awarded the Nobel Prize in Literature in 1911.
- He kept bees for some twenty years.
- His book *La Vie des abeilles* (1901) was translated into English the same year by Alfred Sutro as *The Life of the Bee*.
- The book follows a hive through its year, from the departure of the swarm to the killing of the drones.
- Maeterlinck wrote that he did not intend the book as a treatise on practical beekeeping.`,
      },
    ],
    stem: "The student wants to explain why Maeterlinck was well qualified to write about bees. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Maeterlinck, who had kept bees for some twenty years, wrote *The Life of the Bee* (1901) out of long firsthand experience with hives.",
        correct: true,
        why: "Twenty years of keeping bees is a qualification for writing about bees in particular, and this choice ties that experience directly to the book.",
      },
      {
        text: "Maeterlinck, the author of *The Life of the Bee* (1901), was awarded the Nobel Prize in Literature in 1911.",
        correct: false,
        why: "The Nobel Prize shows that Maeterlinck was a distinguished writer, but it says nothing about his knowledge of bees, which is what the goal asks about.",
      },
      {
        text: "Maeterlinck's *La Vie des abeilles* (1901) was translated into English the same year by Alfred Sutro as *The Life of the Bee*.",
        correct: false,
        why: "This gives the book's publication history, which reveals nothing about why its author understood bees.",
      },
      {
        text: "Maeterlinck's *The Life of the Bee* (1901) follows a hive through its year but was not meant as a treatise on practical beekeeping.",
        correct: false,
        why: "This describes the book's scope and aims; it offers no reason to trust its author's knowledge of bees.",
      },
    ],
    explanation:
      "The goal is to show why Maeterlinck could write knowledgeably about bees. Of the notes, only his twenty years of keeping bees bears on that, and only the key uses it.",
    source: src.bee,
  },
  {
    id: "mock06-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: `${NOTES}

- Asa Gray (1810–1888), a botanist, and Louis Agassiz (1807–1873), a zoologist and geologist, were both professors at Harvard.
- Charles Darwin's *On the Origin of Species* was published in November 1859.
- Gray reviewed the book favorably in 1860 and became one of its leading American defenders.
- Agassiz rejected Darwin's theory, calling it “a scientific mistake, untrue in its facts, unscientific in its method, and mischievous in its tendency.”
- Gray later collected his essays on Darwin's theory in *Darwiniana* (1876).
- Agassiz continued to teach at Harvard until his death in 1873.`,
      },
    ],
    stem: "The student wants to contrast Gray's and Agassiz's responses to Darwin's theory. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Gray reviewed Darwin's *On the Origin of Species* favorably and became one of its leading American defenders, whereas Agassiz dismissed the theory as “a scientific mistake.”",
        correct: true,
        why: "This sets Gray's response (favorable review, defense) against Agassiz's response (outright rejection), and “whereas” makes the contrast explicit.",
      },
      {
        text: "Gray was a botanist, whereas Agassiz was a zoologist and geologist, though both were professors at Harvard.",
        correct: false,
        why: "This contrasts the two men's fields, not their responses to Darwin's theory, which the sentence never mentions.",
      },
      {
        text: "Gray defended Darwin's theory in essays later collected in *Darwiniana* (1876), while Agassiz continued to teach at Harvard until his death in 1873.",
        correct: false,
        why: "This has the form of a contrast, but only Gray's half concerns Darwin; Agassiz's teaching career is not a response to the theory.",
      },
      {
        text: "Agassiz called Darwin's theory “a scientific mistake, untrue in its facts, unscientific in its method, and mischievous in its tendency.”",
        correct: false,
        why: "This gives only Agassiz's response. Without Gray's, there is nothing to contrast it with.",
      },
    ],
    explanation:
      "A contrast of responses needs both men's reactions to Darwin's theory, set against each other. Only the key pairs Gray's favorable review and defense with Agassiz's rejection of the theory as “a scientific mistake.”",
    source: src.darwiniana,
  },
];
