import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 6, reading and writing, module 2 (easier form). Passages are adapted from public-domain
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
  dolittle: pd("Hugh Lofting", "The Story of Doctor Dolittle", 1920, "Frederick A. Stokes Company, New York, 1920"),
  blackBeauty: pd("Anna Sewell", "Black Beauty", 1877, "Jarrold and Sons, London, 1877"),
  virginian: pd("Owen Wister", "The Virginian: A Horseman of the Plains", 1902, "The Macmillan Company, New York, 1902"),
  pinocchio: pd(
    "Carlo Collodi",
    "The Adventures of Pinocchio",
    1883,
    "translated by Carol Della Chiesa, The Macmillan Company, New York, 1925",
  ),
  wildAnimals: pd("Ernest Thompson Seton", "Wild Animals I Have Known", 1898, "Charles Scribner's Sons, New York, 1898"),
  purpleSage: pd("Zane Grey", "Riders of the Purple Sage", 1912, "Harper & Brothers, New York, 1912"),
  soBig: pd("Edna Ferber", "So Big", 1924, "Doubleday, Page & Company, Garden City, New York, 1924"),
};

const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const MAIN_IDEA = "Which choice best states the main idea of the text?";
const PURPOSE = "Which choice best states the main purpose of the text?";
const STRUCTURE = "Which choice best describes the overall structure of the text?";
const TABLE = "Which choice most effectively uses data from the table to complete the statement?";
const COMPLETE = "Which choice most logically completes the text?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock06-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Hugh Lofting's 1920 novel *The Story of Doctor Dolittle*. The parrot Polynesia has begun teaching the Doctor the languages of animals.

At tea-time, when the dog, Jip, came in, the parrot said, “See, he's talking to you.” “Looks to me as though he were scratching his ear,” said the Doctor. “But animals don't always speak with their mouths,” said the parrot. “They talk with their ears, with their feet, with their tails—with everything. Do you see the way he's twitching up one side of his nose? That means, ‘Can't you see that it has stopped raining?’ Dogs nearly always use their noses to ______ questions.”`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "pose",
        correct: true,
        why: "To pose a question is to ask it. Polynesia has just translated Jip's twitching nose as a question (“Can't you see that it has stopped raining?”), so dogs use their noses to pose questions.",
      },
      {
        text: "hide",
        correct: false,
        why: "Jip's twitching nose does the opposite of hiding a question: it expresses one so clearly that Polynesia can translate it word for word.",
      },
      {
        text: "forget",
        correct: false,
        why: "Nothing in the text concerns forgetting. The twitching nose is an example of a dog communicating a question, not losing track of one.",
      },
      {
        text: "overhear",
        correct: false,
        why: "To overhear is to listen in on someone else's conversation. Jip is not listening to anyone; he is speaking to the Doctor with his nose.",
      },
    ],
    explanation:
      "Polynesia's point is that animals talk with their whole bodies. She translates Jip's twitching nose as a question addressed to the Doctor, so the sentence must say that dogs use their noses to ask, or pose, questions.",
    source: src.dolittle,
  },
  {
    id: "mock06-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Anna Sewell's 1877 novel *Black Beauty*. The narrator, a young horse, describes how he was trained.

My master said he would break me in himself, as he should not like me to be frightened or hurt. I had long been used to a halter, but now I was to have a bit and bridle. A bit is a great piece of cold, hard steel that is pushed into a horse's mouth, and I thought it a nasty thing. My master did not force it on me, however. He gave me some oats as usual, and after a good deal of patient ______, he got the bit into my mouth and the bridle fixed.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "coaxing",
        correct: true,
        why: "Coaxing means gently persuading someone to do something. A master who does not want the colt “frightened or hurt,” who offers oats and does not force the bit, is gently persuading him, so “patient coaxing” fits exactly.",
      },
      {
        text: "scolding",
        correct: false,
        why: "Scolding is angry criticism. It clashes with a master who does not want the colt frightened and who wins him over with oats.",
      },
      {
        text: "hurrying",
        correct: false,
        why: "“Patient” and “a good deal of” show that the master took his time; hurrying is the opposite of what the text describes.",
      },
      {
        text: "boasting",
        correct: false,
        why: "Boasting is bragging about oneself. The master is working with the colt, not talking about his own accomplishments.",
      },
    ],
    explanation:
      "The master wants the colt neither frightened nor hurt, does not force the bit on him, and offers oats instead. The word for this gentle, persuading approach is “coaxing.”",
    source: src.blackBeauty,
  },
  {
    id: "mock06-rw-m2e-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Owen Wister's 1902 novel *The Virginian*. From a train stopped at Medicine Bow, Wyoming, the narrator watches cowboys try to rope a pony in a corral.

The pony in the corral was wise, and rapid of limb. Have you seen a skilful boxer watch his antagonist with a quiet, incessant eye? Such an eye as this did the pony keep upon whatever man took the rope. The man might pretend to look at the weather, which was fine; or he might affect earnest conversation with a bystander: it was bootless. The pony saw through it. No feint hoodwinked him. His undistracted eye stayed fixed upon the pretending foe, and the gravity of his horse-expression made the matter one of high comedy.`,
      },
    ],
    stem: "As used in the text, what does the word “bootless” most nearly mean?",
    choices: [
      {
        text: "Useless",
        correct: true,
        why: "The men's tricks of studying the weather or chatting with a bystander fail: “The pony saw through it. No feint hoodwinked him.” Calling the pretending bootless means it was of no use.",
      },
      {
        text: "Barefoot",
        correct: false,
        why: "This reads “bootless” literally, as “without boots.” The word describes the men's pretending, not their footwear, and the sentences that follow explain that the pretending failed.",
      },
      {
        text: "Tiresome",
        correct: false,
        why: "The text never says the pretending was dull or wearying. Its point is that the pony saw through every trick, so the tricks accomplished nothing.",
      },
      {
        text: "Dangerous",
        correct: false,
        why: "Nothing suggests the pretending put anyone at risk; the scene is called “high comedy,” and the trouble with the pretending is simply that it did not work.",
      },
    ],
    explanation:
      "“Bootless” sums up the men's attempts to fool the pony, and the next sentences explain the result: the pony saw through the pretending and no feint fooled him. The attempts were useless, which is what “bootless” means here.",
    source: src.virginian,
  },
  {
    id: "mock06-rw-m2e-04",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from the opening of Carlo Collodi's *The Adventures of Pinocchio*, first published as a book in Italy in 1883, in Carol Della Chiesa's 1925 English translation.

Centuries ago there lived—

“A king!” my little readers will say immediately.

No, children, you are mistaken. Once upon a time there was a piece of wood. It was not an expensive piece of wood. Far from it. Just a common block of firewood, one of those thick, solid logs that are put on the fire in winter to make cold rooms cozy and warm.`,
      },
    ],
    stem: PURPOSE,
    choices: [
      {
        text: "To introduce the story's humble starting point by playfully raising, and then rejecting, the opening that readers expect from a fairy tale",
        correct: true,
        why: "The narrator begins like a fairy tale, lets the readers guess “A king!,” tells them they are mistaken, and then introduces an ordinary block of firewood. The text's purpose is this playful introduction of an unexpected, humble beginning.",
      },
      {
        text: "To explain why stories about kings are no longer suitable for young readers",
        correct: false,
        why: "The narrator only says that this story does not begin with a king. He offers no opinion about whether stories about kings suit young readers.",
      },
      {
        text: "To describe the carpenter's shop in which the piece of wood was found",
        correct: false,
        why: "No shop or carpenter appears in the text; it describes only the piece of wood itself.",
      },
      {
        text: "To argue that ordinary firewood is more valuable than most people believe",
        correct: false,
        why: "The text says the opposite: the wood “was not an expensive piece of wood. Far from it.” Its plainness is the point, not a hidden value.",
      },
    ],
    explanation:
      "The opening imitates a fairy tale (“Centuries ago there lived—”), has the readers supply the expected “A king!,” and then overturns that expectation with a common log. The main purpose is to introduce the story's humble hero-to-be in a playful way.",
    source: src.pinocchio,
  },
  {
    id: "mock06-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from “Silverspot,” a story in Ernest Thompson Seton's 1898 book *Wild Animals I Have Known*.

How many of us have ever got to know a wild animal? I do not mean merely to meet with one once or twice, or to have one in a cage, but to really know it while it is wild. The trouble usually is to know one creature from his fellow. One fox or crow is so much like another that we cannot be sure it is the same next time we meet. But once in a while there arises an animal who has some mark by which men can know him. Such was Silverspot, a wise old crow named for the silvery white spot between his eye and bill; it was owing to this spot that I was able to know him from the other crows.`,
      },
    ],
    stem: STRUCTURE,
    choices: [
      {
        text: "It identifies a difficulty in getting to know individual wild animals, then presents an animal whose distinctive mark allowed the narrator to overcome that difficulty.",
        correct: true,
        why: "The text names the trouble (one crow is “so much like another” that we cannot tell them apart) and then introduces Silverspot, whose white spot let the narrator “know him from the other crows.” That is the text's two-part structure.",
      },
      {
        text: "It describes the shared habits of crows and foxes, then explains why crows are easier to study than foxes.",
        correct: false,
        why: "Foxes and crows are mentioned together only as animals that are hard to tell apart; the text describes no habits and never compares how easy the two are to study.",
      },
      {
        text: "It argues that wild animals are best studied in cages, then offers a crow as an example of an animal studied that way.",
        correct: false,
        why: "The narrator sets caged animals aside: he means “to really know it while it is wild.” Silverspot is a wild crow, not a caged one.",
      },
      {
        text: "It recounts the narrator's first meeting with Silverspot, then explains how the crow became the leader of his flock.",
        correct: false,
        why: "The text describes no first meeting and says nothing about how Silverspot became a leader; it explains only how he got his name and why the narrator could recognize him.",
      },
    ],
    explanation:
      "The text first explains why wild animals are hard to know as individuals (they look alike), then notes that a rare animal with a distinguishing mark can be known, and finally presents Silverspot, whose white spot let the narrator recognize him. The structure is a problem followed by the case that overcomes it.",
    source: src.wildAnimals,
  },
  {
    id: "mock06-rw-m2e-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Zane Grey's 1912 novel *Riders of the Purple Sage*, set in southern Utah in 1871.

Jane Withersteen gazed down the wide purple slope with troubled eyes, awaiting the churchmen who were coming to attack her right to befriend a Gentile, or non-Mormon. She wondered if the unrest and strife that had lately come to the little village of Cottonwoods was to involve her. Then she remembered that her father had founded this remote border settlement and had left it to her. She owned all the ground and many of the cottages. Withersteen House was hers, and the great ranch, with its thousands of cattle. To her belonged Amber Spring, the water which gave verdure and beauty to the village and made living possible on that wild purple upland waste. She could not escape being involved by whatever befell Cottonwoods.`,
      },
    ],
    stem: "Which choice best describes the function of the sentences that list Jane's property in the text as a whole?",
    choices: [
      {
        text: "They explain why, as the final sentence concludes, Jane cannot keep herself apart from whatever trouble comes to Cottonwoods.",
        correct: true,
        why: "Jane wonders whether the village's strife will involve her; the list shows that she owns the ground, the cottages, the ranch, and even the spring that makes life in the village possible. The final sentence draws the conclusion those facts support: she “could not escape being involved.”",
      },
      {
        text: "They suggest that Jane's wealth will protect her from the churchmen who are coming to challenge her.",
        correct: false,
        why: "This reverses the logic. Jane's holdings tie her to everything that happens in Cottonwoods, which is why she “could not escape being involved”; the text never presents her property as a shield, and she remains “troubled.”",
      },
      {
        text: "They emphasize the beauty of the landscape that Jane fears the coming conflict will destroy.",
        correct: false,
        why: "The spring is said to give the village “verdure and beauty,” but the list's point is what Jane owns and how the village depends on it. Jane's worry is about being drawn into the strife, not about the land being destroyed.",
      },
      {
        text: "They show that Jane's father was the most powerful man in the settlement during his lifetime.",
        correct: false,
        why: "The father is mentioned only as the founder who left the settlement to Jane. The list describes what Jane owns now, and the text compares no one's power.",
      },
    ],
    explanation:
      "Two steps lead to the answer. First, note the question Jane is asking herself: will the village's unrest involve her? Second, see how the list answers it: she owns the land, the houses, the ranch, and the water on which the whole village depends. The closing sentence states the conclusion the list has prepared, so the list's function is to explain why she cannot stay out of the conflict.",
    source: src.purpleSage,
  },
  {
    id: "mock06-rw-m2e-07",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `In Anna Sewell's 1877 novel *Black Beauty*, the coachman John Manly describes the chestnut mare Ginger to York, the coachman at the horses' new home. “She came to us snappish and suspicious,” John says, “but when she found what sort of a place ours was, it all went off by degrees; for three years I have never seen the smallest sign of temper.” But, he adds, anything wrong in the harness frets her more than it does Black Beauty, “and if she were ill-used or unfairly treated she would not be unlikely to give tit for tat.”`,
      },
      {
        label: "Text 2",
        text: `At her new home, Ginger's mistress insists that her carriage horses wear a tight bearing rein, a strap that holds their heads painfully high for the sake of fashion. One day she orders York to raise the horses' heads at once. York fixes Black Beauty's rein so tight that it is almost unbearable and then turns to Ginger. The moment he loosens her rein in order to shorten it, Ginger rears up so suddenly that York's nose is roughly hit and his hat knocked off, and she goes on plunging, rearing, and kicking in a most desperate manner until at last she kicks right over the carriage pole and falls down.`,
      },
    ],
    stem: "Based on the texts, how would John Manly (Text 1) most likely regard Ginger's behavior in Text 2?",
    choices: [
      {
        text: "As the kind of response he warned might follow if Ginger were treated unfairly",
        correct: true,
        why: "John warned that Ginger is easily fretted by the harness and that, if ill-used or unfairly treated, she would “give tit for tat.” In Text 2 she is forced into a painfully tight rein and fights back, which is exactly the outcome he predicted.",
      },
      {
        text: "As proof that Ginger's good behavior at his stable had never been real",
        correct: false,
        why: "John connects Ginger's temper to how she is treated: it faded under kind treatment and could return under unfair treatment. Her outburst under a painful rein fits that view rather than showing her calm years were false.",
      },
      {
        text: "As a sign that Black Beauty had taught Ginger to resist her drivers",
        correct: false,
        why: "Neither text suggests that Black Beauty influenced Ginger; in Text 2 he simply endures the tight rein while she rebels.",
      },
      {
        text: "As evidence that York enjoys hurting the horses in his care",
        correct: false,
        why: "Text 1 says nothing about York's character, and in Text 2 York tightens the rein because his mistress orders it, so John's description gives no basis for this judgment.",
      },
    ],
    explanation:
      "Text 1 records John's warning that Ginger, though calm for years under kind treatment, would strike back if she were ill-used. Text 2 shows her being forced into a painful rein and rebelling violently. John would see the episode as the fulfillment of his warning.",
    source: src.blackBeauty,
  },

  // ================================================================ information and ideas
  {
    id: "mock06-rw-m2e-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Edna Ferber's 1924 novel *So Big*.

Until he was almost ten the name stuck to him. He had literally to fight his way free of it. From So Big (of fond and babyish origin) it had been shortened into Sobig, and Sobig DeJong he remained until he was a ten-year-old schoolboy in the Dutch farming district southwest of Chicago known as High Prairie. At ten, by means of fists, teeth, copper-toed boots, and temper, he earned the right to be called by his real name, Dirk DeJong. His mother, with whom the name had started, was the worst offender. When she slipped, he sulked and refused to answer, though her tone when she called him So Big would have melted the heart of any but a boy of ten.`,
      },
    ],
    stem: MAIN_IDEA,
    choices: [
      {
        text: "Dirk DeJong struggled to free himself of a childhood nickname that his mother, more than anyone, kept using fondly.",
        correct: true,
        why: "The text describes Dirk fighting “his way free” of the name So Big and names his mother, whose tone was loving, as “the worst offender.” This choice covers both the struggle and the mother's fond use of the name.",
      },
      {
        text: "Dirk's mother called him So Big because he was unusually large as a baby.",
        correct: false,
        why: "The text says only that the name was “of fond and babyish origin”; it never says Dirk was a large baby.",
      },
      {
        text: "Dirk was often punished at school for fighting with other boys.",
        correct: false,
        why: "Dirk does fight to be called by his real name, but the text mentions no punishment; the fighting is a detail of his struggle with the nickname, not the main idea.",
      },
      {
        text: "Dirk's mother stopped calling him So Big as soon as he turned ten.",
        correct: false,
        why: "The text says the opposite: even after Dirk won the right to his real name, his mother still slipped and was “the worst offender.”",
      },
    ],
    explanation:
      "The text is about the nickname So Big: how it stuck to Dirk, how he fought his way free of it by age ten, and how his mother, who had invented it and used it tenderly, kept slipping back into it. The main idea is Dirk's struggle against the fond nickname.",
    source: src.soBig,
  },
  {
    id: "mock06-rw-m2e-09",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Hugh Lofting's 1920 novel *The Story of Doctor Dolittle*.

Doctor John Dolittle kept so many pets that an old lady who came to see him sat on a hedgehog sleeping on the sofa and never came again. Then his sister, Sarah, said, “John, how can you expect sick people to come and see you when you keep all these animals in the house? That's the fourth patient these animals have driven away. We are getting poorer every day. If you go on like this, none of the best people will have you for a doctor.” “But I like the animals better than the ‘best people,’” said the Doctor. So, as time went on, the Doctor got more and more animals, and the people who came to see him got fewer and fewer. And the money he had saved grew smaller and smaller.`,
      },
    ],
    stem: MAIN_IDEA,
    choices: [
      {
        text: "The Doctor's preference for animals over his human patients costs him his practice and leaves him poorer and poorer.",
        correct: true,
        why: "Sarah warns that the animals are driving patients away; the Doctor answers that he likes animals better; and the text ends with more animals, fewer patients, and dwindling savings. This choice states that chain of cause and result.",
      },
      {
        text: "Sarah persuades the Doctor that he must choose his patients over his pets.",
        correct: false,
        why: "Sarah argues this, but she does not persuade him: the Doctor replies that he prefers the animals and goes on getting “more and more” of them.",
      },
      {
        text: "The Doctor's patients leave because they are afraid of catching diseases from his animals.",
        correct: false,
        why: "The text never mentions disease. The patients are driven away by the crowded, untidy house, as the old lady on the hedgehog shows.",
      },
      {
        text: "Sarah cares more about the family's good name than about its money.",
        correct: false,
        why: "Sarah mentions both their growing poverty and the loss of “the best people,” and the text never ranks her concerns; this is not its main idea in any case.",
      },
    ],
    explanation:
      "The text moves from Sarah's warning, to the Doctor's reply that he likes animals better than “the best people,” to the result: more animals, fewer patients, and shrinking savings. The main idea is that his devotion to animals costs him his human practice and his money.",
    source: src.dolittle,
  },
  {
    id: "mock06-rw-m2e-10",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `Ernest Thompson Seton opened his 1898 collection *Wild Animals I Have Known* with a note to the reader. In it, Seton concedes that he has not kept to the facts in every particular, yet he insists that the stories remain true to the lives of real animals.`,
      },
    ],
    stem: "Which quotation from Seton's note most effectively illustrates the claim?",
    choices: [
      {
        text: "“Although I have left the strict line of historical truth in many places, the animals in this book were all real characters.”",
        correct: true,
        why: "The sentence makes both halves of the claim: Seton concedes that he has “left the strict line of historical truth in many places” and insists that the animals “were all real characters.”",
      },
      {
        text: "“The life of a wild animal always has a tragic end.”",
        correct: false,
        why: "This is a claim about wild animals' lives, not about the accuracy of the stories; it neither concedes any departure from the facts nor defends the stories' truth.",
      },
      {
        text: "“We and the beasts are kin.”",
        correct: false,
        why: "This states the moral Seton hopes readers will draw about humans and animals. It says nothing about whether the stories keep to the facts.",
      },
      {
        text: "“Man has nothing that the animals have not at least a vestige of.”",
        correct: false,
        why: "This compares human and animal qualities; it makes no admission about departures from the facts and no claim about the stories' truth.",
      },
    ],
    explanation:
      "The claim has two parts: Seton admits that he has not kept strictly to the facts, and he still insists that the stories are true to real animals. Only the quotation about leaving “the strict line of historical truth” while the animals “were all real characters” contains both.",
    source: src.wildAnimals,
  },
  {
    id: "mock06-rw-m2e-11",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Students in an art class sold four kinds of handmade items at a two-day school fair to raise money for a local animal shelter. Sales of most items rose from Saturday to Sunday, but one item sold fewer units on the second day than on the first: ______`,
      },
    ],
    table: {
      title: "Handmade items sold at a two-day school fair",
      columns: ["Item", "Sold on Saturday", "Sold on Sunday"],
      rows: [
        ["Dog-shaped cookies", "42", "57"],
        ["Bookmarks", "35", "29"],
        ["Painted flowerpots", "18", "24"],
        ["Bird feeders", "27", "33"],
      ],
    },
    stem: TABLE,
    choices: [
      {
        text: "bookmarks, with 35 sold on Saturday and 29 sold on Sunday.",
        correct: true,
        why: "Bookmark sales fell from 35 to 29, and every other item sold more on Sunday, so bookmarks are the one item that sold fewer units on the second day.",
      },
      {
        text: "dog-shaped cookies, with 42 sold on Saturday and 57 sold on Sunday.",
        correct: false,
        why: "These numbers are accurate, but cookie sales rose from 42 to 57; the statement calls for an item whose sales fell.",
      },
      {
        text: "painted flowerpots, with 18 sold on Saturday and 24 sold on Sunday.",
        correct: false,
        why: "These numbers are accurate, but flowerpot sales rose from 18 to 24 rather than falling.",
      },
      {
        text: "bird feeders, with 27 sold on Saturday and 33 sold on Sunday.",
        correct: false,
        why: "These numbers are accurate, but bird feeder sales rose from 27 to 33 rather than falling.",
      },
    ],
    explanation:
      "The statement needs the one item that sold fewer units on Sunday than on Saturday. Comparing each row, only bookmarks fell (35 to 29); the other three items all rose.",
    source: original,
  },
  {
    id: "mock06-rw-m2e-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `A science class planted seeds of four bean varieties in two trays, one kept at 18°C and the other at 24°C, and recorded the average number of days each variety took to sprout. The students had predicted that every variety would sprout sooner in the warmer tray. The results only partly supported this prediction: ______`,
      },
    ],
    table: {
      title: "Average number of days for bean seeds to sprout",
      columns: ["Bean variety", "At 18°C", "At 24°C"],
      rows: [
        ["Pinto", "9", "6"],
        ["Navy", "10", "7"],
        ["Kidney", "8", "8"],
        ["Lima", "12", "9"],
      ],
    },
    stem: TABLE,
    choices: [
      {
        text: "three of the varieties sprouted 3 days sooner at 24°C, but the kidney beans took 8 days at both temperatures.",
        correct: true,
        why: "Pinto (9 to 6), navy (10 to 7), and lima (12 to 9) each sprouted 3 days sooner in the warmer tray, which supports the prediction, while kidney beans took 8 days either way, which does not. That is exactly partial support.",
      },
      {
        text: "all four varieties sprouted sooner at 24°C than at 18°C.",
        correct: false,
        why: "This is inaccurate, since kidney beans took 8 days at both temperatures. It would also mean the prediction was fully supported, not partly.",
      },
      {
        text: "the lima beans took longer to sprout than any other variety at both temperatures.",
        correct: false,
        why: "This is accurate (12 and 9 days are the longest times), but it compares varieties with one another instead of comparing each variety's two temperatures, which is what the prediction concerns.",
      },
      {
        text: "at 18°C, the kidney beans sprouted sooner than any other variety.",
        correct: false,
        why: "This is accurate (8 days is the shortest time at 18°C), but it describes only the cooler tray and so cannot show whether the warmer tray sped up sprouting.",
      },
    ],
    explanation:
      "The prediction concerns each variety's two temperatures. Three varieties sprouted sooner at 24°C, but the kidney beans did not, so the data support the prediction only in part. Only the key reports both the support and the exception.",
    source: original,
  },
  {
    id: "mock06-rw-m2e-13",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Carlo Collodi's *The Adventures of Pinocchio* (1883), in Carol Della Chiesa's 1925 translation. The poor woodcarver Geppetto has made new feet for the marionette Pinocchio, who now wants to go to school but has no A-B-C book and no money to buy one.

Geppetto had no money either. Suddenly he rose, put on his old coat, all patches and darns, and ran out of the house. He came back shortly with an A-B-C book in his hand, but the old coat was gone. The poor man was in his shirt sleeves, and outside it was snowing. When Pinocchio asked where the coat was, Geppetto said he had sold it because it was too warm. Geppetto's explanation suggests that he ______`,
      },
    ],
    stem: COMPLETE,
    choices: [
      {
        text: "wanted to hide from Pinocchio the sacrifice he had made to pay for the book.",
        correct: true,
        why: "Geppetto had no money, left in his coat, and came back with the book but without the coat, so he must have sold the coat to buy the book. Claiming the coat was “too warm” while snow falls is plainly not the real reason; it hides his sacrifice.",
      },
      {
        text: "truly found the heavy coat uncomfortable to wear on a winter day.",
        correct: false,
        why: "This takes Geppetto's words at face value. It is snowing and he is left in his shirt sleeves, so the coat could not really have been too warm.",
      },
      {
        text: "expected Pinocchio to earn enough money at school to buy him a new coat.",
        correct: false,
        why: "Nothing in the text mentions repayment or a new coat; Geppetto's answer makes light of his loss rather than asking anything of Pinocchio.",
      },
      {
        text: "had sold the coat long before he learned that Pinocchio needed a book.",
        correct: false,
        why: "The text shows the coat on Geppetto's back as he runs out after learning of the need; he returns without it, so he sold it then, for the book.",
      },
    ],
    explanation:
      "Putting the details together: Geppetto has no money, leaves wearing his coat, and returns with the book but no coat, so the coat paid for the book. His claim that he sold it because it was too warm cannot be true in the snow, so it must be meant to conceal the sacrifice from Pinocchio.",
    source: src.pinocchio,
  },
  {
    id: "mock06-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the preface to Owen Wister's 1902 novel *The Virginian*. S. Weir Mitchell's *Hugh Wynne* is a novel of the American Revolution in which George Washington appears; William Dean Howells's *The Rise of Silas Lapham* portrays Boston in Howells's own day through imaginary characters.

We know quite well the common understanding of the term “historical novel.” *Hugh Wynne* exactly fits it. But *Silas Lapham* is a novel as perfectly historical as is *Hugh Wynne*, for it pictures an era and personifies a type. It matters not that in the one we find George Washington and in the other none save imaginary figures. Nor does it matter that Dr. Mitchell did not live in the time of which he wrote, while Mr. Howells saw many Silas Laphams with his own eyes. In Wister's view, then, a novel earns the label “historical” by ______`,
      },
    ],
    stem: COMPLETE,
    choices: [
      {
        text: "portraying an era and its typical people truthfully, whether or not its figures are real and whether or not its author lived through that era.",
        correct: true,
        why: "Wister grants *Silas Lapham* the label because it “pictures an era and personifies a type,” and he sets aside both other tests: real figures such as Washington (“It matters not”) and the author's having lived in the period (“Nor does it matter”).",
      },
      {
        text: "including at least one famous figure from history, as *Hugh Wynne* does with George Washington.",
        correct: false,
        why: "This is “the common understanding” that Wister is arguing against; he says it “matters not” that *Silas Lapham* contains only imaginary figures.",
      },
      {
        text: "being written by an author who personally witnessed the people and events it describes.",
        correct: false,
        why: "Wister counts *Hugh Wynne* as historical even though Mitchell “did not live in the time of which he wrote,” so firsthand witness cannot be the requirement.",
      },
      {
        text: "describing a period so long past that its readers can no longer observe the life it depicts.",
        correct: false,
        why: "*Silas Lapham* depicts Howells's own day, which Howells saw “with his own eyes,” yet Wister calls it “as perfectly historical” as *Hugh Wynne*. Distance in time therefore is not his test.",
      },
    ],
    explanation:
      "Two steps lead to the answer. First, find what Wister says makes *Silas Lapham* historical: it “pictures an era and personifies a type.” Second, notice the two features he explicitly rules out: real historical figures and an author who lived in the period. The completion must keep the first and exclude the second two, which only the key does.",
    source: src.virginian,
  },

  // ================================================================ standard English conventions
  {
    id: "mock06-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Hugh Lofting created Doctor Dolittle while serving as a British soldier in World War I. His young children wanted illustrated letters from him, but the real news from the front, as he later explained, was either too horrible or too dull ______ he sent them stories about a kindly country doctor who learns to talk with animals.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "dull. Instead,",
        correct: true,
        why: "“His young children wanted... too dull” and “he sent them stories...” are both independent clauses. A period separates them, and the adverb “Instead,” begins the new sentence.",
      },
      {
        text: "dull, instead,",
        correct: false,
        why: "This joins two independent clauses with only a comma, a comma splice. “Instead” is an adverb, not a coordinating conjunction, so it cannot link the clauses.",
      },
      {
        text: "dull instead,",
        correct: false,
        why: "With no punctuation after “dull,” the two independent clauses run together; the comma after “instead” does not separate them.",
      },
      {
        text: "dull, instead",
        correct: false,
        why: "This is still a comma splice: a comma alone cannot join the two independent clauses, whatever adverb follows it.",
      },
    ],
    explanation:
      "The blank falls between two complete sentences. Because “instead” is an adverb rather than a coordinating conjunction, the clauses must be separated by a period (or a semicolon); only the choice with a period does this.",
    source: src.dolittle,
  },
  {
    id: "mock06-rw-m2e-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Anna Sewell was injured in a fall as a girl and had difficulty walking for the rest of her life, so she often relied on horse-drawn carriages to get around. Her only novel, *Black Beauty*, which tells the story of a horse's many owners in the horse's own words, ______ still read by children and adults around the world.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "is",
        correct: true,
        why: "The subject is the singular “novel” (“Her only novel... is still read”), and “still” calls for the present tense, so the singular present “is” is correct.",
      },
      {
        text: "are",
        correct: false,
        why: "“Are” is plural, perhaps drawn by “owners” or “words” inside the intervening clause; the subject is the singular “novel.”",
      },
      {
        text: "were",
        correct: false,
        why: "“Were” is plural and past; it agrees with neither the singular subject nor the present time signaled by “still.”",
      },
      {
        text: "have been",
        correct: false,
        why: "“Have” is a plural form, which does not agree with the singular subject “novel.”",
      },
    ],
    explanation:
      "Set aside the appositive “*Black Beauty*” and the clause “which tells... own words,” and the core sentence is “Her only novel ___ still read.” The singular subject and the present-tense “still” require “is.”",
    source: src.blackBeauty,
  },
  {
    id: "mock06-rw-m2e-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In Edna Ferber's 1924 novel *So Big*, Selina Peake arrives in the farming community of High Prairie to teach school. As the farmer Klaas Pool drives her through the countryside, she flings out her arms and declares that the cabbage fields are beautiful. When Klaas understands what she means ______ he shakes with slow, heavy laughter.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "means,",
        correct: true,
        why: "“When Klaas understands what she means” is an introductory dependent clause. A comma correctly separates it from the main clause “he shakes with slow, heavy laughter.”",
      },
      {
        text: "means;",
        correct: false,
        why: "A semicolon must join two independent clauses, but “When Klaas understands what she means” is a dependent clause that cannot stand alone.",
      },
      {
        text: "means.",
        correct: false,
        why: "A period would leave “When Klaas understands what she means.” as a sentence fragment.",
      },
      {
        text: "means:",
        correct: false,
        why: "A colon must follow an independent clause; here it would separate a dependent clause from the main clause it introduces.",
      },
    ],
    explanation:
      "The sentence begins with a dependent clause (“When Klaas understands what she means”) followed by the main clause. The conventional punctuation between them is a comma; the other marks would require an independent clause before them.",
    source: src.soBig,
  },
  {
    id: "mock06-rw-m2e-18",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Carlo Collodi was the pen name of the Italian writer Carlo Lorenzini, who borrowed it from the Tuscan village where his mother was born. His most famous work, the story of a mischievous wooden puppet named Pinocchio, first appeared in installments in a children's magazine beginning in 1881. In 1883, the complete story ______ published as a book.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "was",
        correct: true,
        why: "The sentence reports a completed event at a specific past time (“In 1883”), so the simple past “was published” is correct.",
      },
      {
        text: "is",
        correct: false,
        why: "The present tense does not fit an event fixed in 1883.",
      },
      {
        text: "will be",
        correct: false,
        why: "The future tense makes no sense for an event the text places in 1883, after the installments of 1881.",
      },
      {
        text: "has been",
        correct: false,
        why: "The present perfect is not used with a specific past time such as “In 1883”; the simple past is required.",
      },
    ],
    explanation:
      "The surrounding sentences narrate past events, and “In 1883” fixes this one at a specific past time. The simple past “was” is the only form that fits.",
    source: src.pinocchio,
  },
  {
    id: "mock06-rw-m2e-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Owen Wister dedicated his 1902 novel *The Virginian* to his friend Theodore Roosevelt, and the choice was a fitting one. Roosevelt, who had himself owned cattle ranches in the Dakota Territory during the 1880s ______ shared Wister's fascination with the horsemen and open ranges of the American West.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "1880s,",
        correct: true,
        why: "The clause “who had himself owned... during the 1880s” is nonessential and opens with a comma after “Roosevelt,” so a matching comma must close it before the verb “shared.”",
      },
      {
        text: "1880s",
        correct: false,
        why: "Without a closing comma, the nonessential clause that began with a comma is never set off, and it runs straight into the main verb “shared.”",
      },
      {
        text: "1880s;",
        correct: false,
        why: "A semicolon would separate the subject “Roosevelt” from its verb “shared,” leaving neither part a complete clause.",
      },
      {
        text: "1880s—",
        correct: false,
        why: "A nonessential element must be set off by matching punctuation. This clause opens with a comma, so closing it with a dash is inconsistent.",
      },
    ],
    explanation:
      "“Who had himself owned cattle ranches in the Dakota Territory during the 1880s” interrupts the main clause “Roosevelt... shared Wister's fascination.” Because it opens with a comma, it must close with a comma.",
    source: src.virginian,
  },
  {
    id: "mock06-rw-m2e-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Ernest Thompson Seton trained as an artist before he became famous as a writer, and his skill shows throughout his 1898 book *Wild Animals I Have Known*. The book's eight stories, each illustrated with Seton's own drawings, ______ the lives of a wolf, a crow, a rabbit, two dogs, a fox, a mustang, and a partridge.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "follow",
        correct: true,
        why: "The subject is the plural “stories,” so the plural verb “follow” agrees with it; the present tense matches the way the book is described.",
      },
      {
        text: "follows",
        correct: false,
        why: "This singular verb seems to agree with “each,” but “each” belongs to the modifying phrase “each illustrated with Seton's own drawings.” The subject of the verb is the plural “stories.”",
      },
      {
        text: "has followed",
        correct: false,
        why: "“Has” is a singular form, which does not agree with the plural subject “stories.”",
      },
      {
        text: "is following",
        correct: false,
        why: "“Is” is a singular form, which does not agree with the plural subject “stories.”",
      },
    ],
    explanation:
      "Set aside the modifying phrase “each illustrated with Seton's own drawings,” and the sentence reads “The book's eight stories ___ the lives of....” The plural subject “stories” needs the plural verb “follow.”",
    source: src.wildAnimals,
  },
  {
    id: "mock06-rw-m2e-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Before writing *Riders of the Purple Sage* (1912), his best-known novel, Zane Grey had practiced dentistry in New York City; traveled through the canyon country of northern Arizona, where he rode, hunted, and filled his journals with descriptions of the land ______ and published several novels, among them *The Heritage of the Desert* (1910).`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "land;",
        correct: true,
        why: "The sentence lists three things Grey had done, and because the second item contains commas of its own (“rode, hunted, and filled”), the items are separated by semicolons. The first item ends with a semicolon after “New York City,” so the second must end with one too.",
      },
      {
        text: "land,",
        correct: false,
        why: "A comma here cannot be told apart from the commas inside the second item, so the reader can no longer see where that item ends; it also breaks the pattern set by the semicolon after “New York City.”",
      },
      {
        text: "land",
        correct: false,
        why: "With no punctuation, the second item runs straight into the third, and the series loses the separator that the semicolon after “New York City” established.",
      },
      {
        text: "land:",
        correct: false,
        why: "A colon introduces an explanation or a list; here it would wrongly suggest that publishing novels explains or lists what came before, instead of being the third item in the series.",
      },
    ],
    explanation:
      "The sentence is a series of three verb phrases: “practiced dentistry...; traveled...; and published....” Because the middle item contains internal commas, semicolons separate the items, and the one after “New York City” sets the pattern. The blank needs the matching semicolon.",
    source: src.purpleSage,
  },

  // ================================================================ expression of ideas
  {
    id: "mock06-rw-m2e-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `In Hugh Lofting's novel *The Story of Doctor Dolittle* (1920), a plow-horse complains that the vet over the hill has treated him for weeks without ever looking at his eyes. Doctor Dolittle, who can speak horse-language, learns that the horse is going blind in one eye and gets him a fine, big pair of green spectacles. ______ the plow-horse stops going blind and can see as well as ever.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "As a result,",
        correct: true,
        why: "The horse's restored sight is the effect of the spectacles the Doctor provides, so a cause-and-effect transition is needed.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” signals an outcome that happens in spite of the previous sentence, but the spectacles help the horse's sight rather than working against it.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The horse's recovery is not an example of the Doctor's getting the spectacles; it is their result.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "Nothing is being contrasted: the final sentence continues the story of the spectacles by reporting what they achieved.",
      },
    ],
    explanation:
      "The Doctor diagnoses the problem and supplies green spectacles; the last sentence reports what followed, the horse's restored sight. “As a result” marks that effect.",
    source: src.dolittle,
  },
  {
    id: "mock06-rw-m2e-23",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Zane Grey (1872–1939) was born in Zanesville, Ohio.
- He trained as a dentist and practiced in New York City before writing full-time.
- His novel *Riders of the Purple Sage* was published by Harper & Brothers in 1912.
- The novel is set in southern Utah in 1871.
- It follows Jane Withersteen, a young woman who owns a large ranch, and Lassiter, a gunman who rides into her village.`,
      },
    ],
    stem: `The student wants to tell an audience unfamiliar with the novel where and when *Riders of the Purple Sage* takes place. ${NOTES}`,
    choices: [
      {
        text: "Zane Grey's 1912 novel *Riders of the Purple Sage* is set in southern Utah in the year 1871.",
        correct: true,
        why: "This gives both the place (southern Utah) and the time (1871) of the novel's setting, which is exactly what the goal asks for.",
      },
      {
        text: "Zane Grey, the author of *Riders of the Purple Sage*, was born in Zanesville, Ohio, in 1872.",
        correct: false,
        why: "This gives a place and a date, but they belong to the author's birth, not to the novel's setting.",
      },
      {
        text: "*Riders of the Purple Sage* was published by Harper & Brothers in 1912.",
        correct: false,
        why: "This tells when and by whom the novel was published, not where and when its story takes place.",
      },
      {
        text: "*Riders of the Purple Sage* follows Jane Withersteen, a young woman who owns a large ranch, and Lassiter, a gunman.",
        correct: false,
        why: "This introduces the main characters but never says where or when the story is set.",
      },
    ],
    explanation:
      "The goal is the novel's setting in place and time. The notes give it directly: southern Utah, 1871. Only the key reports both; the other choices give the author's birthplace, the publication details, or the characters.",
    source: src.purpleSage,
  },
  {
    id: "mock06-rw-m2e-24",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Although *Black Beauty* (1877) is now shelved among children's classics, Anna Sewell did not write it chiefly for children. ______ she hoped to reach the adults who worked with horses every day, and she described the book's special aim as “to induce kindness, sympathy, and an understanding treatment of horses.”`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Instead,",
        correct: true,
        why: "The previous sentence says who Sewell was not chiefly writing for; this sentence names who she was writing for. “Instead” introduces that replacement.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "“Similarly” would present the second sentence as a parallel to the first, but it replaces the rejected audience (children) with the intended one (adults who worked with horses).",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Hoping to reach adults who worked with horses is not an example of not writing for children; it is the alternative to it.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "This reverses cause and effect: Sewell did not aim at adults because she had failed to write for children. The second sentence tells what her aim was, not what followed from the first.",
      },
    ],
    explanation:
      "The passage sets up a “not this, but that” relationship: not chiefly for children, but for adults who worked with horses. “Instead” is the transition that introduces the intended audience in place of the rejected one.",
    source: src.blackBeauty,
  },
  {
    id: "mock06-rw-m2e-25",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Edna Ferber (1885–1968) was an American novelist, short-story writer, and playwright.
- Her novel *So Big* was published in 1924.
- It follows Selina Peake DeJong, who teaches school in a Dutch farming community near Chicago and later runs a vegetable farm.
- *So Big* won the Pulitzer Prize for the Novel in 1925.
- Ferber's later novel *Show Boat* (1926) became the basis for a celebrated 1927 stage musical.`,
      },
    ],
    stem: `The student wants to emphasize how quickly *So Big* received a major honor. ${NOTES}`,
    choices: [
      {
        text: "Edna Ferber's *So Big* was published in 1924 and won the Pulitzer Prize for the Novel just one year later.",
        correct: true,
        why: "This pairs the publication year (1924) with the year of the Pulitzer Prize (1925) and stresses the short gap with “just one year later,” which is exactly what the goal asks.",
      },
      {
        text: "Ferber's novel *Show Boat* (1926) became the basis for a celebrated stage musical only a year after it was published.",
        correct: false,
        why: "This stresses quick recognition, but of *Show Boat*, not *So Big*; it says nothing about the honor *So Big* received.",
      },
      {
        text: "*So Big* follows Selina Peake DeJong, who teaches school in a Dutch farming community and later runs a vegetable farm.",
        correct: false,
        why: "This summarizes the novel's story but mentions no honor and no timing.",
      },
      {
        text: "Edna Ferber, an American novelist, short-story writer, and playwright, published *So Big* in 1924.",
        correct: false,
        why: "This gives the publication year but not the prize, so it cannot show how quickly the novel was honored.",
      },
    ],
    explanation:
      "To emphasize how quickly *So Big* was honored, the sentence must connect its 1924 publication with its 1925 Pulitzer Prize. Only the key does so; the sentence about *Show Boat* shows quick success for a different book.",
    source: src.soBig,
  },
  {
    id: "mock06-rw-m2e-26",
    skill: "transitions",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `In “Silverspot,” a story in his 1898 book *Wild Animals I Have Known*, Ernest Thompson Seton calls crows “our most intelligent birds” and claims that a flock of them is better drilled than some soldiers, always on duty and always at war. ______ Seton admits, there is one time when a crow is a fool: at night, when the distant hoot of an owl can leave a whole flock trembling and miserable till morning.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Still,",
        correct: true,
        why: "After praising crows as intelligent and watchful, Seton concedes a weakness: at night they are helpless with fear. “Still” introduces that limitation in spite of the praise.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "The crows' night-time terror does not follow from their intelligence and discipline; it is an exception to them.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Trembling at an owl's hoot is not an example of crows being intelligent or well drilled; it runs against that description.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The crows' foolishness at night is not similar to their discipline by day; the sentence presents it as the one exception.",
      },
    ],
    explanation:
      "The first sentence praises crows' intelligence and vigilance; the second admits a single failing. A transition of concession such as “Still” marks that turn.",
    source: src.wildAnimals,
  },
  {
    id: "mock06-rw-m2e-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In the preface to *The Virginian* (1902), Owen Wister tells his readers that if they left New York or San Francisco at ten o'clock in the morning, they could step out at Cheyenne, Wyoming, by noon two days later, standing “at the heart of the world that is the subject of my picture.” ______ they would look around them in vain for the reality: the mountains and the sunlight remain, but the buffalo, the wild antelope, and the horseman with his pasturing thousands are gone. “It is a vanished world,” Wister writes.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "The first sentence stresses how easily readers could reach the very heart of the novel's world; the second says that once there they would find the reality gone. “Even so” marks this outcome as holding in spite of the ease of getting there.",
      },
      {
        text: "Indeed,",
        correct: false,
        why: "“Indeed” would confirm or intensify the first sentence, but the second sentence undercuts it: standing at the heart of that world does not mean finding it.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "“Likewise” signals a similar point, but the failure to find the old West is the opposite of what the easy journey seems to promise.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The second sentence does not restate the first; reaching Cheyenne quickly and finding the old world gone are different, contrasting claims.",
      },
    ],
    explanation:
      "Wister first shows how near the novel's world seems (two days by train to its very heart) and then reveals that the traveler would find nothing of it left. The relationship is a concession, something true despite what came before, so “Even so” is the logical transition.",
    source: src.virginian,
  },
];
