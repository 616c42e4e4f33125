import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 5, reading and writing, module 1 (the same for every student): 25 scored items and
 * 2 unscored pilots. Passages are adapted from, or are short factual passages about, public-domain
 * works by Charles Dickens, F. Scott Fitzgerald, Sherwood Anderson, Paul Laurence Dunbar, Elizabeth
 * Cady Stanton, Theodore Dreiser and Charles W. Chesnutt; the two quantitative items carry original,
 * invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const src = {
  copperfield: pd("Charles Dickens", "David Copperfield", 1850, "Bradbury and Evans, London, 1850"),
  americanNotes: pd("Charles Dickens", "American Notes for General Circulation", 1842, "Chapman and Hall, London, 1842"),
  lowellCarrie: pd(
    "Charles Dickens (Text 1); Theodore Dreiser (Text 2)",
    "American Notes for General Circulation (Text 1); Sister Carrie (Text 2)",
    1842,
    "Text 1: Chapman and Hall, London, 1842; Text 2: Doubleday, Page & Co., New York, 1900",
  ),
  gatsby: pd("F. Scott Fitzgerald", "The Great Gatsby", 1925, "Charles Scribner's Sons, New York, 1925"),
  paradise: pd("F. Scott Fitzgerald", "This Side of Paradise", 1920, "Charles Scribner's Sons, New York, 1920"),
  winesburg: pd("Sherwood Anderson", "Winesburg, Ohio", 1919, "B. W. Huebsch, New York, 1919"),
  oakAndIvy: pd("Paul Laurence Dunbar", "Oak and Ivy", 1893, "United Brethren Publishing House, Dayton, Ohio, 1893"),
  sympathy: pd(
    "Paul Laurence Dunbar",
    "Sympathy, in Lyrics of the Hearthside",
    1899,
    "Lyrics of the Hearthside, Dodd, Mead and Company, New York, 1899",
  ),
  thePoet: pd(
    "Paul Laurence Dunbar",
    "The Poet, in Lyrics of Love and Laughter",
    1903,
    "Lyrics of Love and Laughter, Dodd, Mead and Company, New York, 1903",
  ),
  solitudeOfSelf: pd("Elizabeth Cady Stanton", "The Solitude of Self", 1892, "The Woman's Journal, Boston, January 23, 1892"),
  declarationOfSentiments: pd(
    "Elizabeth Cady Stanton",
    "Declaration of Sentiments",
    1848,
    "Report of the Woman's Rights Convention, Held at Seneca Falls, N.Y., July 19th and 20th, 1848, John Dick at the North Star Office, Rochester, 1848",
  ),
  eightyYears: pd(
    "Elizabeth Cady Stanton",
    "Eighty Years and More: Reminiscences 1815-1897",
    1898,
    "European Publishing Company, New York, 1898",
  ),
  sisterCarrie: pd("Theodore Dreiser", "Sister Carrie", 1900, "Doubleday, Page & Co., New York, 1900"),
  conjureWoman: pd("Charles W. Chesnutt", "The Conjure Woman", 1899, "Houghton, Mifflin and Company, Boston and New York, 1899"),
  cedars: pd("Charles W. Chesnutt", "The House Behind the Cedars", 1900, "Houghton, Mifflin and Company, Boston and New York, 1900"),
};

const WIC_BLANK = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock05-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Charles Dickens's 1850 novel *David Copperfield*. Young David has come to the seaside town of Yarmouth, where Ham, a member of his nurse's family, is leading him to the family's home.

"There's our house, Master Davy!" I looked in all directions, but no house could I make out. There was only a black barge, or some other kind of old boat, not far off, high and dry on the ground, with an iron funnel sticking out of it for a chimney and smoking very cozily. "That's not it?" said I. "That ship-looking thing?" "That's it, Master Davy," returned Ham. If it had been Aladdin's palace, I suppose I could not have been more ______ with the romantic idea of living in it.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "delighted",
        correct: true,
        why: `David compares the boat to Aladdin's palace, the most marvelous dwelling he can imagine, and calls living in it a "romantic idea." Saying that a palace could not have made him more delighted fits both signals.`,
      },
      {
        text: "disappointed",
        correct: false,
        why: `David's surprised questions ("That's not it?") might suggest disappointment at first, but the sentence with the blank says that even a palace could not have affected him more, and it calls living in the boat a "romantic idea." His surprise has turned to pleasure.`,
      },
      {
        text: "annoyed",
        correct: false,
        why: `Nothing in the text suggests irritation: the boat is "smoking very cozily," and the idea of living in it is "romantic."`,
      },
      {
        text: "bored",
        correct: false,
        why: "The strangeness of the boat excites David, as his comparison to Aladdin's palace shows; boredom contradicts that comparison.",
      },
    ],
    explanation: `The comparison "If it had been Aladdin's palace, I suppose I could not have been more ______" means that no dwelling, however splendid, could have produced a stronger version of David's feeling, and "the romantic idea of living in it" shows that the feeling is pleasure. "Delighted" completes the sentence.`,
    source: src.copperfield,
  },
  {
    id: "mock05-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from F. Scott Fitzgerald's 1925 novel *The Great Gatsby*.

In my younger and more vulnerable years my father gave me some advice that I've been turning over in my mind ever since. "Whenever you feel like criticizing any one," he told me, "just remember that all the people in this world haven't had the advantages that you've had." He didn't say any more, but we've always been unusually communicative in a reserved way, and I understood that he meant a great deal more than that. In consequence, I'm inclined to reserve all judgments, a habit that has opened up many curious natures to me.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To describe a piece of advice the narrator received from his father and the lasting effect it has had on him",
        correct: true,
        why: `The narrator quotes his father's advice, says he has been "turning over" that advice "ever since", and explains that "in consequence" he tends to reserve judgment, a habit that shapes how he meets people.`,
      },
      {
        text: "To criticize the narrator's father for saying too little when he gave advice",
        correct: false,
        why: `The narrator notes that his father "didn't say any more," but he presents this approvingly: the two are "unusually communicative in a reserved way," and he understood the fuller meaning. There is no criticism.`,
      },
      {
        text: "To explain how the narrator's family came to have more advantages than other families",
        correct: false,
        why: `"Advantages" appears in the father's words, but the text never explains where those advantages came from; its focus is the advice and its effect.`,
      },
      {
        text: "To argue that people should criticize others only after they know them well",
        correct: false,
        why: "The text recounts a personal memory rather than making an argument, and the father's advice is to remember others' disadvantages, not to wait until one knows them well.",
      },
    ],
    explanation: `The text moves from the father's advice to its result ("In consequence, I'm inclined to reserve all judgments"). Its purpose is to present that advice and show how it has shaped the narrator.`,
    source: src.gatsby,
  },
  {
    id: "mock05-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Charles Dickens's 1842 travel book *American Notes*. At the time, pigs roamed freely through the streets of New York City.

Here is a pig lounging homeward by himself. He leaves his lodgings every morning at a certain hour, throws himself upon the town, gets through his day in some manner quite satisfactory to himself, and regularly appears at the door of his own house again at night. He is in every respect ______, going wherever he pleases and mingling with the best society on an equal, if not superior, footing, for everyone makes way when he appears.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "independent",
        correct: true,
        why: `The pig keeps his own hours, "throws himself upon the town," gets through the day in a way "satisfactory to himself," and goes "wherever he pleases." "Independent" precisely names this freedom from anyone's control.`,
      },
      {
        text: "obedient",
        correct: false,
        why: `No one directs the pig; he goes "wherever he pleases." "Obedient" is the opposite of what the text describes.`,
      },
      {
        text: "timid",
        correct: false,
        why: `The pig mingles with the best society "on an equal, if not superior, footing," and everyone makes way for him, so he is bold, not timid.`,
      },
      {
        text: "pampered",
        correct: false,
        why: `Nobody looks after this pig: he "throws himself upon the town" and manages his own day. "Pampered" would mean that others indulge him, which the text never suggests.`,
      },
    ],
    explanation: `Everything around the blank stresses that the pig answers to no one: he sets his own schedule, satisfies himself, and goes "wherever he pleases." Dickens is joking that the pig behaves like a free citizen, and "independent" is the precise word for that.`,
    source: src.americanNotes,
  },
  {
    id: "mock05-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Sherwood Anderson's 1919 book *Winesburg, Ohio*.

The story of Wing Biddlebaum is a story of hands. Their restless activity, like the beating of the wings of an imprisoned bird, had given him his name; some obscure poet of the town had thought of it. The hands alarmed their owner. He wanted to keep them hidden away. With them Wing Biddlebaum had picked as many as a hundred and forty quarts of strawberries in a day, and they had become his distinguishing feature, the source of his fame. Winesburg was proud of the hands of Wing Biddlebaum in the same spirit in which it was proud of Banker White's new stone house and Wesley Moyer's bay stallion, Tony Tip, that had won the two-fifteen trot at the fall races in Cleveland.`,
      },
    ],
    stem: "Which choice best describes the function of the final sentence in the text as a whole?",
    choices: [
      {
        text: "It shows that the town admires Wing's hands as a kind of local showpiece, much as it admires a fine house or a prize horse, in contrast to Wing's own wish to hide them.",
        correct: true,
        why: `By ranking the hands with Banker White's house and a racehorse, the sentence shows the town treating them as a point of civic pride, an attraction to boast of. Earlier the text says the hands "alarmed their owner" and that he "wanted to keep them hidden away," so the town's pride contrasts with his discomfort.`,
      },
      {
        text: "It explains how Wing's restless hands came to give him his nickname.",
        correct: false,
        why: "The origin of the nickname is explained in the second sentence (the hands move like the wings of an imprisoned bird); the final sentence is about the town's pride, not the name.",
      },
      {
        text: "It suggests that the town's admiration has helped Wing overcome his alarm at his own hands.",
        correct: false,
        why: "The text never says that Wing's alarm has eased. It sets the town's pride beside his wish to hide the hands without connecting the two as cause and effect.",
      },
      {
        text: "It indicates that Wing has grown as prosperous as the town's banker through his work in the strawberry fields.",
        correct: false,
        why: "The sentence compares the town's pride in the hands with its pride in a house and a horse; it says nothing about Wing's wealth.",
      },
    ],
    explanation: `The text first shows Wing's unease with his hands, then their fame, and ends by placing them among the town's prized possessions. The final sentence thus reveals how Winesburg sees the hands, as something to show off, against Wing's own wish to hide them.`,
    source: src.winesburg,
  },
  {
    id: "mock05-rw-m1-05",
    skill: "words-in-context",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from "The Solitude of Self," a speech that Elizabeth Cady Stanton delivered in Washington, D.C., in 1892.

The point I wish plainly to bring before you on this occasion is the ______ of each human soul: our Protestant idea, the right of individual conscience and judgment; our republican idea, individual citizenship. In discussing the rights of woman, we are to consider, first, what belongs to her as an individual, in a world of her own, the arbiter of her own destiny, an imaginary Robinson Crusoe with her woman Friday on a solitary island.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "individuality",
        correct: true,
        why: `The examples that follow the colon ("individual conscience and judgment," "individual citizenship") and the next sentence's focus on woman "as an individual, in a world of her own" all concern each person as a separate self. "Individuality" names that idea.`,
      },
      {
        text: "equality",
        correct: false,
        why: `Stanton did campaign for women's equal rights, which makes this tempting, but the sentence does not compare one person with another. Every example it gives concerns the separate individual, alone "on a solitary island."`,
      },
      {
        text: "immortality",
        correct: false,
        why: `"Soul" might suggest life after death, but the examples that explain the point (conscience, judgment, citizenship) concern a person's rights in this world, not immortality.`,
      },
      {
        text: "humility",
        correct: false,
        why: `The text presents woman as "the arbiter of her own destiny," an idea of self-reliance, not of humility.`,
      },
    ],
    explanation: `The colon signals that what follows explains the blank, and every explanation repeats the word "individual." Stanton's point is the individuality of each soul, which leads to considering woman "as an individual."`,
    source: src.solitudeOfSelf,
  },
  {
    id: "mock05-rw-m1-06",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from F. Scott Fitzgerald's 1925 novel *The Great Gatsby*. At a party, the narrator has just learned that the man he has been talking to is Gatsby, their host.

He smiled understandingly—much more than understandingly. It was one of those rare smiles with a quality of eternal reassurance in it, that you may come across four or five times in life. It faced—or seemed to face—the whole external world for an instant, and then concentrated on you with an irresistible ______ in your favor. It understood you just as far as you wanted to be understood, believed in you as you would like to believe in yourself, and assured you that it had precisely the impression of you that, at your best, you hoped to convey.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "prejudice",
        correct: true,
        why: `Here "prejudice" has its neutral sense of a judgment formed in advance, and "in your favor" makes it a bias toward the listener. That matches a smile that believes in you "as you would like to believe in yourself" the instant it turns to you, before it could know you.`,
      },
      {
        text: "fairness",
        correct: false,
        why: `The warm tone makes this tempting, but fairness means judging without favoring anyone, and the smile is explicitly "in your favor": it takes your side rather than weighing you impartially.`,
      },
      {
        text: "scrutiny",
        correct: false,
        why: `The smile does "concentrate" on the listener, but scrutiny is close, critical examination, while this smile understands you only "as far as you wanted to be understood." It does not inspect you; it flatters you.`,
      },
      {
        text: "indifference",
        correct: false,
        why: `An indifferent smile would show no interest, which contradicts a smile that concentrates on you and is "irresistible" and "in your favor."`,
      },
    ],
    explanation: `The phrase "in your favor" calls for a word meaning a leaning or bias, and the rest of the passage shows the smile judging the listener at his best before knowing anything about him. "Prejudice," in its older, neutral sense of a judgment made in advance, is the precise word; "fairness" is warm but impartial, and "scrutiny" is attentive but critical.`,
    source: src.gatsby,
  },
  {
    id: "mock05-rw-m1-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Charles Dickens's 1842 travel book *American Notes*. Dickens is describing a Philadelphia prison where inmates were kept alone in their cells for their entire sentences.

The system here is rigid, strict, and hopeless solitary confinement. I believe it, in its effects, to be cruel and wrong. In its intention, I am well convinced that it is kind, humane, and meant for reformation; but I am persuaded that those who devised this system, and those benevolent gentlemen who carry it into execution, do not know what it is that they are doing. I hold this slow and daily tampering with the mysteries of the brain to be immeasurably worse than any torture of the body; and because its wounds are not upon the surface, and it extorts few cries that human ears can hear, I the more denounce it.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "Dickens grants that the prison's system is well meant, then argues that it does grave harm that is easy to overlook because it leaves no visible marks.",
        correct: true,
        why: `Dickens concedes that the system's intention is "kind, humane, and meant for reformation," then calls its effects "cruel and wrong," worse "than any torture of the body," and denounces it all the more because "its wounds are not upon the surface."`,
      },
      {
        text: "Dickens praises the reforming aims of the system, then admits that it occasionally produces regrettable results.",
        correct: false,
        why: `This captures the concession but badly understates what follows. Dickens does not find occasional regrettable results; he calls the system "cruel and wrong" and "immeasurably worse than any torture of the body."`,
      },
      {
        text: "Dickens accuses the prison's officials of deliberate cruelty, then calls for them to be punished.",
        correct: false,
        why: `Dickens calls the officials "benevolent gentlemen" who "do not know what it is that they are doing," so he does not charge them with deliberate cruelty, and he proposes no punishment.`,
      },
      {
        text: "Dickens compares solitary confinement with bodily punishment, then concludes that the two do equal harm.",
        correct: false,
        why: `Dickens does make the comparison, but he judges solitary confinement "immeasurably worse" than bodily torture, not equal to it.`,
      },
    ],
    explanation: `The text turns on its "but": good intentions are conceded, then the effects are condemned. Dickens closes by explaining why the harm is underrated (it is mental, silent and invisible) and why that makes him denounce it more strongly. Only one choice captures both the concession and the force of the condemnation.`,
    source: src.americanNotes,
  },
  {
    id: "mock05-rw-m1-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `Text 1 is adapted from Charles Dickens's 1842 travel book *American Notes*. Dickens is describing the textile mills of Lowell, Massachusetts.

I happened to arrive at the first factory just as the dinner hour was over, and the girls were returning to their work. They were all well dressed, and they were healthy in appearance, many of them remarkably so, with the manners of young women, not of degraded brutes of burden. The rooms in which they worked were as well ordered as themselves. In the windows of some there were green plants, trained to shade the glass; in all, there was as much fresh air, cleanliness, and comfort as the nature of the work would possibly allow.`,
      },
      {
        label: "Text 2",
        text: `Text 2 is adapted from Theodore Dreiser's 1900 novel *Sister Carrie*. It is 1889, and eighteen-year-old Carrie has just begun work in a Chicago shoe factory.

Carrie worked at her machine, repeating the same small motion on one piece of leather after another. The place smelled of the oil of the machines and the new leather, a combination that was far from pleasant. As the afternoon wore on, her hands began to ache at the wrists and then in the fingers, and toward the last she seemed one mass of dull, complaining muscles, fixed in an eternal position and performing a single mechanical movement which became more and more distasteful, until at last it was absolutely nauseating.`,
      },
    ],
    stem: "Which choice best describes a difference between how the two texts portray factory work?",
    choices: [
      {
        text: "Text 1 dwells on the orderly, healthful conditions and the workers' self-respect, whereas Text 2 dwells on the physical misery that the work causes one worker.",
        correct: true,
        why: `Text 1 stresses well-ordered rooms with "fresh air, cleanliness, and comfort" and workers with the "manners of young women." Text 2 traces Carrie's aching wrists and fingers until the single repeated movement becomes "absolutely nauseating."`,
      },
      {
        text: "Text 1 considers the workers as a group and Text 2 considers a single worker, but both texts conclude that factory work is unbearable.",
        correct: false,
        why: "The first half is accurate, which makes this tempting, but Text 1 does not find the work unbearable: it finds the workers healthy and their rooms as comfortable as the work allows.",
      },
      {
        text: "Text 1 praises the mill owners for their generosity, whereas Text 2 blames the factory owners for the workers' suffering.",
        correct: false,
        why: "Neither text mentions the owners. Text 1 describes the workers and rooms, and Text 2 describes Carrie's sensations without assigning blame to anyone.",
      },
      {
        text: "Text 1 presents workers who stay healthy despite poorly kept rooms, whereas Text 2 presents a worker who suffers despite comfortable surroundings.",
        correct: false,
        why: `This reverses the settings: Text 1's rooms are "as well ordered" as the workers, and Text 2's factory smells unpleasantly of oil and leather.`,
      },
    ],
    explanation: `Text 1 is a visitor's report that emphasizes order, health and dignity; Text 2 follows one worker's body through an afternoon of repetitive labor to the point of nausea. The difference is between a picture of healthful conditions and a picture of physical misery.`,
    source: src.lowellCarrie,
  },

  // ================================================================ information and ideas
  {
    id: "mock05-rw-m1-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Charles Dickens's 1850 novel *David Copperfield*. Mr. Micawber, a kindly man who is always in debt, is giving advice to young David. (A pound was worth twenty shillings, and sixpence was half a shilling.)

"My other piece of advice, Copperfield," said Mr. Micawber, "you know. Annual income twenty pounds, annual expenditure nineteen pounds, nineteen shillings, and sixpence, result happiness. Annual income twenty pounds, annual expenditure twenty pounds and sixpence, result misery. The blossom is blighted, the leaf is withered, the god of day goes down upon the dreary scene, and—and in short you are forever floored. As I am!"`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Spending even slightly less than one's income leads to contentment, while spending even slightly more leads to ruin, as Micawber knows from his own life.",
        correct: true,
        why: `Micawber's two cases differ by only a shilling of spending, yet one ends in "happiness" and the other in "misery," and his closing "As I am!" shows that he speaks from experience.`,
      },
      {
        text: "A person's happiness depends mainly on how large an income he or she earns.",
        correct: false,
        why: "The income is twenty pounds in both of Micawber's examples; only the spending changes, so the size of the income is not what decides the result.",
      },
      {
        text: "Micawber urges David to find work that pays more than twenty pounds a year.",
        correct: false,
        why: "Micawber says nothing about earning more; his advice concerns keeping spending below income.",
      },
      {
        text: "Micawber has always been careful to spend less than he earns.",
        correct: false,
        why: `"As I am!" shows that Micawber himself is "floored," the fate of those who spend more than they earn; the text also calls him "always in debt."`,
      },
    ],
    explanation: `Micawber sets two budgets side by side with the same income and nearly the same spending. The tiny difference decides between happiness and misery, and he offers himself as an example of the second. The main idea is that small overspending brings ruin.`,
    source: src.copperfield,
  },
  {
    id: "mock05-rw-m1-10",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Volunteers at a community garden counted the monarch butterflies that landed on four kinds of flowering plants during one week in August. Before the count began, one volunteer predicted that the monarchs would visit milkweed more often than any of the other plants. The results support this prediction: milkweed received ______`,
      },
    ],
    table: {
      title: "Monarch butterfly visits to four kinds of plants during one week",
      columns: ["Plant", "Visits recorded"],
      rows: [
        ["Coneflower", "41"],
        ["Zinnia", "37"],
        ["Milkweed", "64"],
        ["Goldenrod", "18"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "64 visits, more than any of the other three plants received.",
        correct: true,
        why: "Milkweed received 64 visits, more than coneflower (41), zinnia (37), or goldenrod (18), which is exactly what the prediction requires.",
      },
      {
        text: "41 visits, more than zinnia or goldenrod received.",
        correct: false,
        why: "41 is the number of visits to coneflower, not milkweed.",
      },
      {
        text: "64 visits, fewer than coneflower and zinnia received together.",
        correct: false,
        why: "This is accurate (41 + 37 = 78), but comparing milkweed with two plants combined does not show that milkweed was visited more than any single plant, so it does not support the prediction.",
      },
      {
        text: "18 visits, the fewest of the four plants.",
        correct: false,
        why: "18 is the number of visits to goldenrod, and a lowest count would contradict the prediction rather than support it.",
      },
    ],
    explanation: "The prediction is that milkweed was visited more than any other plant, so the completion must give milkweed's figure (64) and show that it beats each of the others. Only one choice does both.",
    source: original,
  },
  {
    id: "mock05-rw-m1-11",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text, adapted from Sherwood Anderson's 1919 book *Winesburg, Ohio*, presents an old writer's ideas.

In the beginning when the world was young there were a great many thoughts but no such thing as a truth. Man made the truths himself, and each truth was a composite of a great many vague thoughts. All about in the world were the truths, and they were all beautiful. And then the people came along. Each as he appeared snatched up one of the truths, and some who were quite strong snatched up a dozen of them. It was the truths that made the people grotesques. It was the old writer's notion that the moment one of the people took one of the truths to himself, called it his truth, and tried to live his life by it, he became a grotesque and the truth he embraced became a falsehood.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "In the old writer's view, people become grotesque when they seize a truth as their own and try to live by it, which turns that truth into a falsehood.",
        correct: true,
        why: `The text builds toward its final sentence: the moment a person "took one of the truths to himself, called it his truth, and tried to live his life by it," he became a grotesque and the truth "became a falsehood."`,
      },
      {
        text: "Truths existed from the beginning of the world, long before people came to claim them.",
        correct: false,
        why: `The text says the opposite: when the world was young there was "no such thing as a truth," and "man made the truths himself."`,
      },
      {
        text: "People became grotesques because they rejected the beautiful truths that surrounded them.",
        correct: false,
        why: `The people did not reject the truths; they "snatched up" the truths, and it was this seizing that made them grotesques.`,
      },
      {
        text: "The strongest people avoided becoming grotesques by gathering many truths instead of only one.",
        correct: false,
        why: "The text mentions that the strong snatched up a dozen truths, but it never says this protected them; by the old writer's logic, each truth seized and lived by would make them grotesque.",
      },
    ],
    explanation: `After describing how people made and then grabbed the truths, the text states its thesis: "It was the truths that made the people grotesques," because embracing one truth as one's own distorts both the person and the truth.`,
    source: src.winesburg,
  },
  {
    id: "mock05-rw-m1-12",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `"Sympathy," a poem by Paul Laurence Dunbar published in his 1899 collection *Lyrics of the Hearthside*, describes a bird held captive in a cage. Each of its three stanzas begins with the speaker declaring that he knows something about the caged bird: what it feels, why it beats its wing, and why it sings. In the poem, Dunbar suggests that the bird's song, which a listener might take for an expression of happiness, is in fact a cry of anguish.`,
      },
    ],
    stem: `Which quotation from "Sympathy" most effectively illustrates the claim?`,
    choices: [
      {
        text: `"It is not a carol of joy or glee, / But a prayer that he sends from his heart's deep core"`,
        correct: true,
        why: `These lines are about the bird's song and say directly that it is "not a carol of joy or glee," the happy reading a listener might expect, but a heartfelt prayer, an expression of pain.`,
      },
      {
        text: `"I know why the caged bird beats his wing / Till its blood is red on the cruel bars"`,
        correct: false,
        why: "These lines do show the bird's suffering, which makes them tempting, but they concern the bird beating its wing, not its song, so they cannot show that the song is mistaken for happiness.",
      },
      {
        text: `"When the wind stirs soft through the springing grass, / And the river flows like a stream of glass"`,
        correct: false,
        why: "These lines describe the pleasant world outside the cage; they say nothing about the bird's song.",
      },
      {
        text: `"I know what the caged bird feels, alas! / When the sun is bright on the upland slopes"`,
        correct: false,
        why: `"Alas" hints at sorrow, but these lines concern what the bird feels when it sees the bright world outside, not what its song means.`,
      },
    ],
    explanation: "The claim has two parts: the song could be mistaken for happiness, and it actually expresses anguish. Only the lines that deny the song is a \"carol of joy or glee\" and call it a prayer from the heart address the song and both parts of the claim.",
    source: src.sympathy,
  },
  {
    id: "mock05-rw-m1-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Farmers sometimes plant cover crops in the fall to protect and enrich their fields over the winter. A team of agricultural researchers planted three kinds of cover crop on test plots at one farm and left other plots bare. The next spring, the team measured how much nitrogen, a key plant nutrient, had been added to the soil of each plot and what percentage of each plot's surface was covered by weeds. The team concluded that clover added the most nitrogen but that rye was the most effective at suppressing weeds.`,
      },
    ],
    table: {
      title: "Nitrogen added and spring weed cover, by winter treatment",
      columns: ["Winter treatment", "Nitrogen added (kilograms per hectare)", "Weed cover in spring (percent)"],
      rows: [
        ["Rye", "15", "6"],
        ["Clover", "90", "28"],
        ["Rye and clover mix", "55", "11"],
        ["No cover crop (bare)", "0", "47"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the team's conclusion?",
    choices: [
      {
        text: "Clover plots gained 90 kilograms of nitrogen per hectare, more than any other plots, and rye plots had 6 percent weed cover, less than any other plots.",
        correct: true,
        why: "The conclusion makes two claims, and this choice supports both: clover's 90 kilograms is the highest nitrogen figure, and rye's 6 percent is the lowest weed cover.",
      },
      {
        text: "Clover plots gained 90 kilograms of nitrogen per hectare, while bare plots gained none.",
        correct: false,
        why: "This is accurate but addresses only the nitrogen half of the conclusion, and comparing clover with bare ground does not show that clover beat the other cover crops.",
      },
      {
        text: "Rye plots had 6 percent weed cover, while bare plots had 47 percent weed cover.",
        correct: false,
        why: "This is accurate but addresses only the weed half of the conclusion, and beating bare ground does not show that rye beat clover and the mix.",
      },
      {
        text: "Plots planted with the rye and clover mix gained 55 kilograms of nitrogen per hectare and had 11 percent weed cover.",
        correct: false,
        why: "These figures are accurate, but they describe the mix, which the conclusion does not mention; they show neither that clover added the most nitrogen nor that rye suppressed weeds best.",
      },
    ],
    explanation: "To support the conclusion, the data must show that clover ranks first in nitrogen and that rye ranks first in weed suppression among all the treatments. Only the choice that reports clover's highest nitrogen figure and rye's lowest weed cover does both.",
    source: original,
  },
  {
    id: "mock05-rw-m1-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `Charles W. Chesnutt's story "The Goophered Grapevine" was collected in his 1899 book *The Conjure Woman*. In it, a man from Ohio who is thinking of buying a neglected vineyard in North Carolina meets an elderly man known as Uncle Julius. Julius tells him a long tale of a "goopher," or spell, that he says still lies on the vines, and he advises the newcomer not to buy the place. The narrator buys the vineyard anyway and learns that Julius had lived in a cabin on the place for many years and had "derived a respectable revenue from the neglected grapevines." The vineyard thrives under its new owner, who hires Julius as his coachman, at wages that he believes more than make up for anything Julius lost by the sale. The narrator's discovery about Julius's income suggests that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "Julius's advice against buying the vineyard may have been motivated, at least in part, by his own financial stake in its grapes.",
        correct: true,
        why: "Julius earned money from the neglected vines, and a sale would end that income, so he had a personal reason to discourage the purchase. The hedged wording matches what the evidence can support: a likely motive, not proof.",
      },
      {
        text: "Julius had deliberately invented the entire story of the spell in order to keep the vineyard for himself.",
        correct: false,
        why: "The discovery gives Julius a motive for his advice, but it does not prove that he made up the tale; he might believe it or have adapted an older story. This choice claims far more than the text supports.",
      },
      {
        text: "The narrator came to regret hiring Julius, because the wages cost more than the vineyard earned.",
        correct: false,
        why: `This misreads the wages detail: the narrator believes the wages exceed what Julius lost by the sale, not what the vineyard earned, and the vineyard "thrives." Nothing suggests regret.`,
      },
      {
        text: "The spell that Julius described was lifted once the vineyard passed to a new owner.",
        correct: false,
        why: "The text never treats the spell as real or says it was lifted; the vineyard's success is simply reported, and the discovery about Julius's income points to his motives, not to magic.",
      },
    ],
    explanation: "The key fact is that Julius profited from the vines while they were neglected, so the sale threatened his income. That gives his warning a self-interested motive, but a motive is not proof that the whole tale was invented. The logical completion is the cautious one: his advice may have been shaped by his own interest.",
    source: src.conjureWoman,
  },

  // ================================================================ standard English conventions
  {
    id: "mock05-rw-m1-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Paul Laurence Dunbar graduated in 1891 from Central High School in Dayton, Ohio, where he had been the only Black student in his class and the editor of the school newspaper. Because of racial prejudice, however, the city's newspapers and offices would not hire him ______ he took a job running an elevator in a downtown building for four dollars a week. Between trips, he read and wrote poetry.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "him; instead,",
        correct: true,
        why: `"The city's newspapers and offices would not hire him" and "instead, he took a job..." are both independent clauses. A semicolon correctly joins them, and the comma after "instead" sets off the transition.`,
      },
      {
        text: "him, instead,",
        correct: false,
        why: `A comma alone cannot join two independent clauses; "instead" is an adverb, not a coordinating conjunction, so this is a comma splice.`,
      },
      {
        text: "him instead,",
        correct: false,
        why: `With no punctuation after "him," the two independent clauses run together, and "instead" seems to belong to the first clause, making the sentence a run-on.`,
      },
      {
        text: "him instead",
        correct: false,
        why: "With no punctuation at all, the two independent clauses are fused into a run-on sentence.",
      },
    ],
    explanation: `The blank falls between two independent clauses. Because "instead" is a transitional adverb rather than a conjunction, the clauses need a semicolon (or a period) between them; only the semicolon choice provides one.`,
    source: src.oakAndIvy,
  },
  {
    id: "mock05-rw-m1-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `When F. Scott Fitzgerald's first novel, *This Side of Paradise*, appeared in March 1920, its first printing sold out within days, and its twenty-three-year-old author became famous almost overnight. The adventures of the novel's hero, Amory Blaine, ______ him from boarding school to Princeton University and through a series of romances as he tries to discover what he believes.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "take",
        correct: true,
        why: `The subject is the plural noun "adventures," so the plural verb "take" agrees with it, and the present tense matches "tries" later in the sentence.`,
      },
      {
        text: "takes",
        correct: false,
        why: `This singular verb seems to agree with "hero" or "Amory Blaine," the nouns just before the blank, but they belong to the phrase "of the novel's hero, Amory Blaine." The subject is the plural "adventures."`,
      },
      {
        text: "has taken",
        correct: false,
        why: `"Has" is singular and does not agree with the plural subject "adventures."`,
      },
      {
        text: "is taking",
        correct: false,
        why: `"Is" is singular and does not agree with the plural subject "adventures."`,
      },
    ],
    explanation: `Strip away the prepositional phrase "of the novel's hero, Amory Blaine," and the core of the sentence is "The adventures ______ him." The plural subject needs the plural verb "take."`,
    source: src.paradise,
  },
  {
    id: "mock05-rw-m1-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Charles W. Chesnutt first won readers with short fiction. His stories began appearing in *The Atlantic Monthly* in 1887, and two collections of his stories were published in 1899. He then turned to longer works, publishing three novels during his lifetime ______ *The House Behind the Cedars* (1900), *The Marrow of Tradition* (1901), and *The Colonel's Dream* (1905).`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "lifetime:",
        correct: true,
        why: `The words before the blank form a complete independent clause, and what follows is a list naming the "three novels." A colon correctly introduces such a list.`,
      },
      {
        text: "lifetime;",
        correct: false,
        why: "A semicolon must join two independent clauses (or separate complex list items); the list of titles that follows is not an independent clause.",
      },
      {
        text: "lifetime, such as:",
        correct: false,
        why: `A colon should not follow "such as," and "such as" wrongly implies that only some examples follow, although the sentence names all three novels.`,
      },
      {
        text: "lifetime, these were",
        correct: false,
        why: `"These were" plus the titles forms a second independent clause, so joining it to the first with only a comma creates a comma splice.`,
      },
    ],
    explanation: `"He then turned to longer works, publishing three novels during his lifetime" is a complete clause that announces a list, and a colon is the standard way to introduce the list that explains it.`,
    source: src.cedars,
  },
  {
    id: "mock05-rw-m1-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Sherwood Anderson grew up in Clyde, Ohio, a small town that is often said to have been the model for the setting of his 1919 book *Winesburg, Ohio*. The book's stories share a single town and many of the same characters. George Willard, a young reporter for the town newspaper ______ appears in many of the stories, often as the listener to whom lonely townspeople confide their secrets.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "newspaper,",
        correct: true,
        why: `"A young reporter for the town newspaper" is a nonessential appositive describing George Willard. It opens with a comma after "Willard," so it must close with a matching comma before the verb "appears."`,
      },
      {
        text: "newspaper;",
        correct: false,
        why: `A semicolon would cut the subject "George Willard" off from its verb "appears," leaving neither part a complete clause.`,
      },
      {
        text: "newspaper—",
        correct: false,
        why: "An appositive must be closed with the same punctuation that opens it; a comma before the appositive cannot be paired with a dash after it.",
      },
      {
        text: "newspaper",
        correct: false,
        why: `Without a closing comma, the appositive that begins after "Willard," is left open and runs into the verb "appears."`,
      },
    ],
    explanation: `The appositive "a young reporter for the town newspaper" interrupts the subject "George Willard" and the verb "appears." Since a comma opens it, a comma must close it.`,
    source: src.winesburg,
  },
  {
    id: "mock05-rw-m1-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In June 1896, the influential critic William Dean Howells praised Paul Laurence Dunbar's book *Majors and Minors* in *Harper's Weekly*, and the young poet soon became nationally known. The dialect poems that Howells singled out for praise ______ far more popular with readers than the poems Dunbar wrote in standard English, a preference that Dunbar seems to lament in his poem "The Poet," in which the world turns to praise "a jingle in a broken tongue."`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "were",
        correct: true,
        why: `The subject is the plural noun "poems," so the plural verb "were" agrees with it, and the past tense fits the account of events in 1896.`,
      },
      {
        text: "was",
        correct: false,
        why: `This singular verb seems to agree with "Howells" or "praise," the nouns just before the blank, but those belong to the clause "that Howells singled out for praise." The subject is the plural "poems."`,
      },
      {
        text: "has been",
        correct: false,
        why: `"Has been" is singular and does not agree with the plural subject "poems."`,
      },
      {
        text: "is",
        correct: false,
        why: `"Is" is singular and does not agree with the plural subject "poems"; it also shifts into the present tense.`,
      },
    ],
    explanation: `The subject is "The dialect poems," modified by the clause "that Howells singled out for praise." Ignoring that clause, the plural subject needs a plural verb, and only "were" is plural.`,
    source: src.thePoet,
  },
  {
    id: "mock05-rw-m1-20",
    skill: "boundaries",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Theodore Dreiser's first novel had a difficult start. Although Frank Norris, a novelist who worked as a manuscript reader for the publisher Doubleday, Page & Co., had urged the firm to publish the novel ______ the company issued *Sister Carrie* in 1900 with almost no promotion, and fewer than a thousand copies were sold. The book found a wider audience only after it was reissued in 1907.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "novel,",
        correct: true,
        why: `The sentence opens with a long dependent clause ("Although Frank Norris... had urged the firm to publish the novel"). A comma correctly separates it from the main clause that follows ("the company issued *Sister Carrie*...").`,
      },
      {
        text: "novel;",
        correct: false,
        why: `A semicolon must separate two independent clauses, but the clause beginning "Although" is dependent and cannot stand on its own.`,
      },
      {
        text: "novel:",
        correct: false,
        why: "A colon must follow an independent clause; the dependent clause beginning \"Although\" cannot introduce what follows with a colon.",
      },
      {
        text: "novel.",
        correct: false,
        why: `A period would leave "Although Frank Norris... had urged the firm to publish the novel" as a sentence fragment.`,
      },
    ],
    explanation: `"Although" makes the first clause dependent, so it must attach to the main clause, and a comma is the standard punctuation between an introductory dependent clause and the main clause.`,
    source: src.sisterCarrie,
  },
  {
    id: "mock05-rw-m1-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Before *Winesburg, Ohio* made his reputation in 1919, Sherwood Anderson had earned his living in several ways. He had been a soldier, reaching Cuba with his regiment after the fighting of the Spanish-American War had ended ______ a businessman, running a paint company in Elyria, Ohio; and a writer of advertisements in Chicago, where he fell in with a circle of young writers.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "ended;",
        correct: true,
        why: `The sentence lists three roles (soldier, businessman, writer of advertisements), and each item contains its own commas. In such a series, semicolons separate the items, as the semicolon after "Ohio" already does; a semicolon belongs here too.`,
      },
      {
        text: "ended,",
        correct: false,
        why: `Because the list items contain internal commas, a comma here would blur where the first item ends; it also clashes with the semicolon already used between the second and third items.`,
      },
      {
        text: "ended:",
        correct: false,
        why: "A colon would announce that what follows explains the first item, but the businessman role is simply the next item in the series.",
      },
      {
        text: "ended—",
        correct: false,
        why: "A single dash would set off what follows as an interruption or explanation, but it is the next item in a series whose items are separated by semicolons.",
      },
    ],
    explanation: `The series "a soldier, ...; a businessman, ...; and a writer of advertisements..." has items that contain commas, so semicolons separate the items. The semicolon before "and a writer" confirms the pattern, and the same mark must follow "ended."`,
    source: src.winesburg,
  },
  {
    id: "mock05-rw-m1-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `Elizabeth Cady Stanton's father, Daniel Cady, was a prominent lawyer and judge in Johnstown, New York, and as a girl she spent many hours in his law office. There she listened as women came to him with their troubles, and she learned that the law gave married women little control over their own property. Angered by the injustice of these laws, ______`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "the young Stanton resolved to cut them out of her father's law books.",
        correct: true,
        why: `The introductory phrase "Angered by the injustice of these laws" must describe the noun that immediately follows it. Here that noun is "the young Stanton," the person who was angered.`,
      },
      {
        text: "the laws struck the young Stanton as something to be cut out of her father's law books.",
        correct: false,
        why: `This places "the laws" right after the modifier, so the sentence says the laws were angered by their own injustice: a dangling modifier.`,
      },
      {
        text: "the young Stanton's resolve was to cut them out of her father's law books.",
        correct: false,
        why: `The subject here is "resolve," not Stanton; the possessive "Stanton's" cannot be the word the modifier describes, so the sentence says her resolve was angered.`,
      },
      {
        text: "cutting them out of her father's law books was the young Stanton's plan.",
        correct: false,
        why: `This places "cutting them out" right after the modifier, so the sentence says the act of cutting was angered, which is illogical.`,
      },
    ],
    explanation: `An introductory participial phrase must be followed directly by the noun it describes. The one who was "angered by the injustice of these laws" is Stanton, so "the young Stanton" must be the subject that follows the comma. Only one choice does this; the possessive "Stanton's" is a common trap, since it makes "resolve" the subject.`,
    source: src.eightyYears,
  },

  // ================================================================ expression of ideas
  {
    id: "mock05-rw-m1-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `In 1893, Paul Laurence Dunbar arranged to have his first collection of poems, *Oak and Ivy*, printed by a publishing house in Dayton, Ohio. He could not afford to pay the printer's bill of about $125 in advance. ______ he sold copies of the book to passengers on the elevator he operated, charging a dollar apiece, and before long he had paid off the debt.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Therefore,",
        correct: true,
        why: "Dunbar's selling copies is his response to being unable to pay the bill in advance: the earlier sentence gives the reason, and this one gives what he did as a result.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "Selling copies to pay off the bill does not contrast with being unable to pay it; it follows from it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Selling copies is not a similar situation to being unable to pay; it is the way Dunbar solved that problem.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Selling copies is not an example of being unable to pay the bill; it is a consequence of it.",
      },
    ],
    explanation: "The first sentences present a problem (an unpaid printer's bill), and the sentence with the blank presents Dunbar's response to it. A cause-and-effect transition, \"Therefore,\" fits.",
    source: src.oakAndIvy,
  },
  {
    id: "mock05-rw-m1-24",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- The first women's rights convention in the United States was held in Seneca Falls, New York, on July 19 and 20, 1848.
- Elizabeth Cady Stanton was one of its organizers.
- She was the principal author of the convention's Declaration of Sentiments.
- The document was modeled on the Declaration of Independence of 1776.
- Where the 1776 document says that "all men are created equal," Stanton's declaration says that "all men and women are created equal."
- The Declaration of Sentiments was signed by one hundred of the convention's roughly three hundred attendees.`,
      },
    ],
    stem: `The student wants to explain how Stanton adapted an earlier document in writing the Declaration of Sentiments. ${SYNTHESIS}`,
    choices: [
      {
        text: `Stanton modeled the Declaration of Sentiments on the Declaration of Independence, changing that document's "all men are created equal" to "all men and women are created equal."`,
        correct: true,
        why: "This names the earlier document Stanton used and shows the specific change she made to it, which is exactly what explaining her adaptation requires.",
      },
      {
        text: "Stanton's Declaration of Sentiments was modeled on the Declaration of Independence, which was written in 1776.",
        correct: false,
        why: "This identifies the model but not how Stanton adapted it; without the change to \"all men are created equal,\" the reader cannot see what she did with the earlier document.",
      },
      {
        text: "The Declaration of Sentiments, written mainly by Stanton, was signed by one hundred of the roughly three hundred people at the Seneca Falls convention.",
        correct: false,
        why: "This reports who wrote and signed the document but never mentions the earlier document it adapted.",
      },
      {
        text: "Stanton helped organize the first women's rights convention in the United States, held in Seneca Falls, New York, in July 1848.",
        correct: false,
        why: "This describes the convention, not the Declaration of Sentiments or the document it was modeled on.",
      },
    ],
    explanation: "Explaining an adaptation requires both the source and the change made to it. Only the key names the Declaration of Independence and shows how Stanton altered its most famous phrase.",
    source: src.declarationOfSentiments,
  },
  {
    id: "mock05-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In 1899, hoping to live by his pen, Charles W. Chesnutt closed the court-reporting business he had built in Cleveland so that he could write full-time. The two novels he published over the next two years, however, sold too poorly to support his family. ______ in 1902 he reopened his business, though he continued to write fiction in the hours he could spare.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Consequently,",
        correct: true,
        why: "Reopening the business is the result of the novels' poor sales: since writing could not support his family, Chesnutt returned to the work that could.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "\"Nevertheless\" signals an outcome contrary to what came before, but reopening the business is what poor sales would lead one to expect, not a surprise in spite of them.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Reopening the business is not similar to the novels' poor sales; it is a response to them.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "Reopening the business does not restate the fact that the novels sold poorly; it is a new event that follows from it.",
      },
    ],
    explanation: "The text moves from a cause (the novels did not earn enough to support his family) to its effect (Chesnutt went back to his business). A cause-and-effect transition, \"Consequently,\" fits.",
    source: src.cedars,
  },
  {
    id: "mock05-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Theodore Dreiser's first novel, *Sister Carrie*, was published in 1900.
- At eighteen, Caroline "Carrie" Meeber leaves her small Wisconsin town for Chicago.
- In Chicago she meets George Hurstwood, the prosperous manager of a fashionable saloon.
- Hurstwood takes money from his employers' safe and runs off with Carrie; the two eventually settle in New York.
- There Carrie becomes a celebrated stage actress, while Hurstwood loses his money and position and sinks into poverty.
- The novel ends with Carrie, wealthy and famous, rocking in her chair by the window and dreaming of a happiness she has not found.`,
      },
    ],
    stem: `The student wants to contrast the fates of the novel's two main characters while also showing that success does not bring Carrie contentment. ${SYNTHESIS}`,
    choices: [
      {
        text: "In New York, Carrie rises to fame as an actress while Hurstwood sinks into poverty, yet the novel ends with Carrie, for all her wealth, still dreaming of a happiness she has not found.",
        correct: true,
        why: "This sets Carrie's rise against Hurstwood's fall (the contrast) and then adds, with \"yet,\" that her wealth and fame leave her dreaming of an unfound happiness, so it meets both parts of the goal.",
      },
      {
        text: "Hurstwood, once the prosperous manager of a fashionable saloon, loses his money and position in New York, while Carrie becomes a celebrated stage actress.",
        correct: false,
        why: "This draws the contrast between the two characters well, which makes it tempting, but it says nothing about Carrie's lack of contentment, the second part of the goal.",
      },
      {
        text: "Dreiser's 1900 novel *Sister Carrie* ends with Carrie, now a wealthy and famous actress, rocking in her chair and dreaming of a happiness she has not found.",
        correct: false,
        why: "This shows that success does not satisfy Carrie but leaves out Hurstwood entirely, so it makes no contrast between the two characters.",
      },
      {
        text: "After taking money from his employers' safe, Hurstwood runs off with Carrie, and the two eventually settle in New York, where their lives take different paths.",
        correct: false,
        why: "This mentions that their lives diverge but never says how, so it does not show the contrast, and it says nothing about Carrie's discontent.",
      },
    ],
    explanation: "The goal has two parts: a contrast between Carrie's and Hurstwood's fates, and the point that success leaves Carrie unsatisfied. Each wrong choice handles at most one part; only the key combines the rise-and-fall contrast with the ending in which Carrie still dreams of happiness.",
    source: src.sisterCarrie,
  },
  {
    id: "mock05-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `When *The Great Gatsby* appeared in 1925, F. Scott Fitzgerald received admiring letters from writers he respected; T. S. Eliot told him that the novel seemed to be the first step American fiction had taken since Henry James. Sales, however, fell well short of those of Fitzgerald's first two novels. ______ when Fitzgerald died in 1940, copies from the book's second printing were still sitting unsold in his publisher's warehouse.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "In fact,",
        correct: true,
        why: "The final sentence offers a striking illustration of how weak the sales were, intensifying the previous sentence's claim; \"In fact\" introduces such an emphatic confirmation.",
      },
      {
        text: "Even so,",
        correct: false,
        why: "The \"however\" in the previous sentence may pull toward another contrast, but unsold copies are what weak sales would produce. \"Even so\" would wrongly present them as surprising in spite of the weak sales.",
      },
      {
        text: "Instead,",
        correct: false,
        why: "\"Instead\" signals that one thing replaces another, but the unsold copies do not replace anything mentioned earlier; they add to the evidence of weak sales.",
      },
      {
        text: "Meanwhile,",
        correct: false,
        why: "\"Meanwhile\" signals something happening at the same time, but the final sentence jumps fifteen years ahead, to 1940, and it confirms the weak sales rather than describing a parallel event.",
      },
    ],
    explanation: "The text moves from praise to a contrast (\"Sales, however, fell well short\"), and the blank introduces a detail that drives that contrast home: copies were still unsold fifteen years later. The sentence strengthens the previous claim rather than contrasting with it, so \"In fact\" is the logical transition.",
    source: src.gatsby,
  },
];
