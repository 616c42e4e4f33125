import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 1, reading and writing, module 1 (the same for every student): 25 scored items and
 * 2 unscored pilots. Passages are adapted from, or are short factual passages about, public-domain
 * works by Herman Melville, Frederick Douglass, Washington Irving, Edgar Allan Poe, Abraham Lincoln,
 * Kate Chopin and Emily Dickinson; the two quantitative items carry original, invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const lincolnWorks = "in Abraham Lincoln: Complete Works, ed. John G. Nicolay and John Hay, The Century Co., New York, 1894";

const src = {
  ripVanWinkle: pd(
    "Washington Irving",
    "Rip Van Winkle, in The Sketch Book of Geoffrey Crayon, Gent.",
    1819,
    "The Sketch Book of Geoffrey Crayon, Gent., No. I, C. S. Van Winkle, New York, 1819",
  ),
  sleepyHollow: pd(
    "Washington Irving",
    "The Legend of Sleepy Hollow, in The Sketch Book of Geoffrey Crayon, Gent.",
    1820,
    "The Sketch Book of Geoffrey Crayon, Gent., No. VI, C. S. Van Winkle, New York, 1820",
  ),
  sketchBook: pd(
    "Washington Irving",
    "The Sketch Book of Geoffrey Crayon, Gent.",
    1819,
    "C. S. Van Winkle, New York, 1819-1820, in seven numbers",
  ),
  tellTaleHeart: pd("Edgar Allan Poe", "The Tell-Tale Heart", 1843, "The Pioneer, vol. 1, no. 1, Boston, January 1843"),
  purloinedLetter: pd(
    "Edgar Allan Poe",
    "The Purloined Letter",
    1844,
    "The Gift: A Christmas and New Year's Present for 1845, Carey and Hart, Philadelphia, 1844",
  ),
  raven: pd("Edgar Allan Poe", "The Raven", 1845, "The Evening Mirror, New York, January 29, 1845"),
  philosophyOfComposition: pd("Edgar Allan Poe", "The Philosophy of Composition", 1846, "Graham's Magazine, Philadelphia, April 1846"),
  douglassNarrative: pd(
    "Frederick Douglass",
    "Narrative of the Life of Frederick Douglass, an American Slave",
    1845,
    "Anti-Slavery Office, Boston, 1845",
  ),
  douglassLifeAndTimes: pd("Frederick Douglass", "Life and Times of Frederick Douglass", 1881, "Park Publishing Co., Hartford, 1881"),
  lincolnLyceum: pd(
    "Abraham Lincoln",
    "Address before the Young Men's Lyceum of Springfield, Illinois, January 27, 1838",
    1838,
    lincolnWorks,
  ),
  lincolnFell: pd("Abraham Lincoln", "Letter to Jesse W. Fell, with an autobiographical sketch, December 20, 1859", 1859, lincolnWorks),
  lincolnGreeleyDouglassOration: pd(
    "Abraham Lincoln (Text 1); Frederick Douglass (Text 2)",
    "Letter to Horace Greeley, August 22, 1862 (Text 1); Oration Delivered on the Occasion of the Unveiling of the Freedmen's Monument in Memory of Abraham Lincoln, April 14, 1876 (Text 2)",
    1862,
    `Text 1: ${lincolnWorks}; Text 2: Gibson Brothers, Washington, D.C., 1876`,
  ),
  mobyDick: pd("Herman Melville", "Moby-Dick; or, The Whale", 1851, "Harper & Brothers, New York, 1851"),
  bartleby: pd(
    "Herman Melville",
    "Bartleby, the Scrivener: A Story of Wall-Street",
    1853,
    "Putnam's Monthly Magazine, New York, November and December 1853",
  ),
  typee: pd("Herman Melville", "Typee: A Peep at Polynesian Life", 1846, "Wiley and Putnam, New York, 1846"),
  awakening: pd("Kate Chopin", "The Awakening", 1899, "Herbert S. Stone & Company, Chicago and New York, 1899"),
  bayouFolk: pd("Kate Chopin", "Bayou Folk", 1894, "Houghton, Mifflin and Company, Boston and New York, 1894"),
  storyOfAnHour: pd("Kate Chopin", "The Dream of an Hour (now known as The Story of an Hour)", 1894, "Vogue, New York, 1894"),
  dickinsonLetters: pd(
    "Emily Dickinson",
    "Letters to Thomas Wentworth Higginson, April 1862",
    1894,
    "Letters of Emily Dickinson, ed. Mabel Loomis Todd, Roberts Brothers, Boston, 1894",
  ),
  dickinsonPoems: pd(
    "Emily Dickinson",
    "Poems",
    1890,
    "ed. Mabel Loomis Todd and T. W. Higginson, Roberts Brothers, Boston, 1890",
  ),
};

const WIC_BLANK = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock01-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Washington Irving's 1819 story "Rip Van Winkle."

Rip Van Winkle would never refuse to help a neighbor, even in the roughest work, and the women of the village often asked him to run their errands. He would sit on a wet rock with a fishing rod all day without a murmur, even if not a single fish nibbled. In a word, Rip was ready to attend to anybody's business but his own; but as to doing family duty and keeping his farm in order, he found it ______.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "impossible",
        correct: true,
        why: `The sentence contrasts Rip's readiness to attend to "anybody's business" with his own business ("but his own; but as to..."). Saying that he found his own duties impossible completes that contrast.`,
      },
      {
        text: "effortless",
        correct: false,
        why: `This reverses the contrast. The text says Rip attended to everyone's business "but his own," so his own farm and family duties cannot have been effortless for him.`,
      },
      {
        text: "rewarding",
        correct: false,
        why: `Nothing suggests that Rip enjoyed or gained from his own work; the "but" signals that family duty is exactly what he would not do.`,
      },
      {
        text: "familiar",
        correct: false,
        why: `The text is about what Rip was willing to do, not about what he knew; "familiar" does not complete the contrast between helping others and neglecting his own affairs.`,
      },
    ],
    explanation: `The text piles up examples of Rip's willingness to work for others and at fishing, then turns ("but his own; but as to doing family duty...") to his own household. The blank must express his failure there, so "impossible" fits.`,
    source: src.ripVanWinkle,
  },
  {
    id: "mock01-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Edgar Allan Poe's 1843 story "The Tell-Tale Heart."

True! Nervous, very, very dreadfully nervous I had been and am; but why will you say that I am mad? The disease had sharpened my senses, not destroyed, not dulled them. Above all was the sense of hearing acute. I heard all things in the heaven and in the earth. I heard many things in hell. How, then, am I mad? Hearken! and observe how healthily, how calmly I can tell you the whole story.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To present a narrator who insists that he is not mad and offers the calmness of his storytelling as proof",
        correct: true,
        why: `The narrator twice rejects the charge of madness ("why will you say that I am mad?", "How, then, am I mad?") and ends by inviting the listener to "observe how healthily, how calmly" he can tell his story.`,
      },
      {
        text: "To explain how the narrator recovered from a disease that had destroyed his hearing",
        correct: false,
        why: `The text says the opposite: the disease "sharpened" his senses and did "not" destroy them, and his hearing is described as especially acute.`,
      },
      {
        text: "To describe in detail the sounds that the narrator heard in heaven and in hell",
        correct: false,
        why: "The narrator mentions hearing these things only in passing, as part of his claim about his senses; he does not describe any of the sounds.",
      },
      {
        text: "To show the narrator admitting that his nervousness has made him mad",
        correct: false,
        why: "The narrator admits to being nervous but denies being mad; the whole text is an argument against that charge.",
      },
    ],
    explanation: `Every sentence serves the narrator's denial of madness: he concedes nervousness, reframes his illness as a sharpening of the senses, and offers to prove his sanity by telling the story calmly. The purpose is to present that insistence.`,
    source: src.tellTaleHeart,
  },
  {
    id: "mock01-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Frederick Douglass's 1845 *Narrative*. As a boy in Baltimore, Douglass was secretly teaching himself to read.

I made friends of all the little white boys whom I met in the street, and as many of these as I could, I converted into teachers. I used to carry bread with me, enough of which was always in the house, for I was much better off in this regard than many of the poor white children in our neighborhood. This bread I used to ______ upon the hungry little boys, who, in return, would give me that more valuable bread of knowledge.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "bestow",
        correct: true,
        why: `To bestow something upon someone is to give it as a gift. Douglass freely gave bread to the hungry boys, and they gave him something "in return," which makes the exchange one of gifts.`,
      },
      {
        text: "impose",
        correct: false,
        why: `"Impose upon" fits the grammar of the sentence, but it means to force a burden on someone. Bread given to "hungry" boys was welcome, not a burden.`,
      },
      {
        text: "squander",
        correct: false,
        why: `To squander is to waste. Douglass's bread was not wasted: it bought him lessons, the "more valuable bread of knowledge."`,
      },
      {
        text: "withhold",
        correct: false,
        why: `If Douglass withheld the bread, the boys would have had nothing to repay "in return"; the exchange the sentence describes could not take place.`,
      },
    ],
    explanation: `The sentence describes an exchange: Douglass's bread went to the hungry boys, and they gave him reading lessons in return. The blank needs a word for giving something freely and welcomely, which is "bestow."`,
    source: src.douglassNarrative,
  },
  {
    id: "mock01-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from an 1838 speech that Abraham Lincoln gave to the Young Men's Lyceum of Springfield, Illinois.

At what point shall we expect the approach of danger? Shall we expect some transatlantic military giant to step the ocean and crush us at a blow? Never! All the armies of Europe, Asia, and Africa combined, with a Bonaparte for a commander, could not by force take a drink from the Ohio or make a track on the Blue Ridge in a trial of a thousand years. At what point, then, is the approach of danger to be expected? I answer, if it ever reach us it must spring up amongst us; it cannot come from abroad. As a nation of freemen we must live through all time, or die by suicide.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It asks where a danger to the nation might come from, dismisses the threat of an attack from abroad, and concludes that any real danger must arise within the nation itself.",
        correct: true,
        why: `The text opens with a question about "the approach of danger," rejects a foreign invasion with "Never!" and the image of armies unable even to "take a drink from the Ohio," then repeats the question and answers that danger "must spring up amongst us."`,
      },
      {
        text: "It warns that a foreign invasion is approaching and urges citizens to strengthen the nation's defenses.",
        correct: false,
        why: `The text denies that a foreign army could succeed "in a trial of a thousand years"; it neither predicts an invasion nor calls for defenses.`,
      },
      {
        text: "It compares the military strength of several continents in order to rank the nation among them.",
        correct: false,
        why: "Europe, Asia, and Africa are named only to show that even their combined armies could not harm the nation; no ranking is made.",
      },
      {
        text: "It recounts a past invasion led by a famous commander and explains why that invasion failed.",
        correct: false,
        why: `The armies "with a Bonaparte for a commander" are imaginary; the text describes what such a force "could not" do, not an event that happened.`,
      },
    ],
    explanation: `The speech is built as a question asked twice. The first time, the obvious answer (a foreign attack) is raised and rejected; the second time, Lincoln gives his own answer: the danger can only come from within, so the nation will survive unless it destroys itself.`,
    source: src.lincolnLyceum,
  },
  {
    id: "mock01-rw-m1-05",
    skill: "words-in-context",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Kate Chopin's 1899 novel *The Awakening*. Edna Pontellier is spending the summer at a resort on the Gulf of Mexico.

Mrs. Pontellier was beginning to realize her position in the universe as a human being, and to recognize her relations as an individual to the world within and about her. The voice of the sea is seductive; never ceasing, whispering, clamoring, murmuring, inviting the soul to wander for a spell in abysses of solitude; to lose itself in mazes of inward contemplation.`,
      },
    ],
    stem: `As used in the text, what does the word "spell" most nearly mean?`,
    choices: [
      {
        text: "Period of time",
        correct: true,
        why: `In the phrase "wander for a spell," the word names a stretch of time: the sea invites the soul to wander in solitude for a while.`,
      },
      {
        text: "Magic charm",
        correct: false,
        why: `The "seductive" voice of the sea may call this sense to mind, but the soul cannot wander "for" a charm; the phrase measures how long the wandering lasts.`,
      },
      {
        text: "Sudden fit",
        correct: false,
        why: `This is the sense in "a fainting spell," an attack of illness. Nothing in the text describes an attack; the soul is invited to wander, not seized.`,
      },
      {
        text: "Written word",
        correct: false,
        why: `This confuses the noun with the verb "to spell," as in spelling a word, which has nothing to do with wandering in solitude.`,
      },
    ],
    explanation: `"For a spell" is an idiom meaning "for a while." The sea invites the soul to wander in solitude for a period of time, so "period of time" is the meaning.`,
    source: src.awakening,
  },
  {
    id: "mock01-rw-m1-06",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Herman Melville's 1851 novel *Moby-Dick*.

Call me Ishmael. Some years ago, having little or no money in my purse, and nothing particular to interest me on shore, I thought I would sail about a little and see the watery part of the world. It is a way I have of driving off the spleen and regulating the circulation. Whenever I find myself growing grim about the mouth; whenever it is a damp, drizzly November in my soul; whenever I find myself involuntarily pausing before coffin warehouses, and bringing up the rear of every funeral I meet, then I account it high time to get to sea as soon as I can.`,
      },
    ],
    stem: `As used in the text, what does the word "account" most nearly mean?`,
    choices: [
      {
        text: "Consider",
        correct: true,
        why: `"I account it high time" means "I consider it high time": when the gloomy signs appear, Ishmael judges that the moment has come to go to sea.`,
      },
      {
        text: "Explain",
        correct: false,
        why: `This is the sense of "account for" or "give an account of." Ishmael is not explaining why it is time to go to sea; he is stating his judgment that it is.`,
      },
      {
        text: "Record",
        correct: false,
        why: `The mention of money in his "purse" may suggest bookkeeping, but Ishmael writes nothing down; "account" here describes how he regards the moment.`,
      },
      {
        text: "Charge",
        correct: false,
        why: `This is the sense of charging a cost to someone's account. Nothing is being billed; "I charge it high time" would make no sense.`,
      },
    ],
    explanation: `The sentence lists the moods that come over Ishmael ("whenever...") and then gives his response: at such times he "account[s] it high time" to go to sea. To account something a certain way is to consider it so.`,
    source: src.mobyDick,
  },
  {
    id: "mock01-rw-m1-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Herman Melville's 1853 story "Bartleby, the Scrivener." The narrator is a lawyer.

I am a rather elderly man. The nature of my work for the last thirty years has brought me into more than ordinary contact with an interesting and somewhat singular set of men, of whom, so far as I know, nothing has ever been written: I mean the law-copyists, or scriveners. I have known very many of them, and could relate histories at which good-natured gentlemen might smile and sentimental souls might weep. But I waive the biographies of all other scriveners for a few passages in the life of Bartleby, who was a scrivener the strangest I ever saw or heard of. While of other law-copyists I might write the complete life, of Bartleby nothing of that sort can be done.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "The narrator establishes that he knows a great deal about a certain group of workers, then sets most of that knowledge aside to focus on one member of the group whose story he can tell only in part.",
        correct: true,
        why: `The narrator first claims long, close contact with scriveners and many histories he "could relate," then turns with "But I waive" to Bartleby alone, offering only "a few passages" because "of Bartleby nothing of that sort can be done."`,
      },
      {
        text: "The narrator observes that nothing has been written about scriveners, then promises to make up for that neglect by writing the complete lives of the many he has known.",
        correct: false,
        why: `The first half is in the text, but the narrator explicitly "waive[s] the biographies of all other scriveners"; the complete lives are what he says he could write but will not.`,
      },
      {
        text: "The narrator presents Bartleby as a typical example of the scriveners he has known, then explains why such men deserve a full biography.",
        correct: false,
        why: `Bartleby is introduced as "the strangest" scrivener the narrator ever saw or heard of, not a typical one, and the narrator says a full biography of him is impossible.`,
      },
      {
        text: "The narrator recalls the amusing and moving histories of several scriveners, then contrasts them with the uneventful life of Bartleby.",
        correct: false,
        why: "The narrator only says that such histories exist and could make readers smile or weep; he recounts none of them, and he calls Bartleby strange, not uneventful.",
      },
    ],
    explanation: `The text moves from broad to narrow: the narrator's general authority on scriveners, the many stories he could tell, the decision to set them aside ("But I waive..."), and finally Bartleby, the one scrivener about whom only a partial account is possible.`,
    source: src.bartleby,
  },
  {
    id: "mock01-rw-m1-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The following text is adapted from a public letter that Abraham Lincoln wrote in August 1862, during the Civil War, to the newspaper editor Horace Greeley.

My paramount object in this struggle is to save the Union, and is not either to save or to destroy slavery. If I could save the Union without freeing any slave, I would do it; and if I could save it by freeing all the slaves, I would do it; and if I could save it by freeing some and leaving others alone, I would also do that. I have here stated my purpose according to my view of official duty; and I intend no modification of my oft-expressed personal wish that all men everywhere could be free.`,
      },
      {
        label: "Text 2",
        text: `The following text is adapted from a speech that Frederick Douglass gave in 1876 in memory of Abraham Lincoln.

Had Lincoln put the abolition of slavery before the salvation of the Union, he would inevitably have driven from him a powerful class of the American people and made resistance to the rebellion impossible. Viewed from the genuine abolition ground, Mr. Lincoln seemed tardy, cold, dull, and indifferent; but measuring him by the sentiment of his country, a sentiment he was bound as a statesman to consult, he was swift, zealous, radical, and determined.`,
      },
    ],
    stem: "Based on the texts, how would Douglass (Text 2) most likely respond to the purpose that Lincoln states in Text 1?",
    choices: [
      {
        text: "He would regard Lincoln's placing the Union first as a course that public opinion required of him, not as evidence that Lincoln was indifferent to slavery.",
        correct: true,
        why: `Douglass argues that putting abolition "before the salvation of the Union" would have cost Lincoln the support he needed, and that, measured by the "sentiment of his country," which a statesman was "bound" to consult, Lincoln was "swift, zealous, radical, and determined."`,
      },
      {
        text: "He would take it as proof that Lincoln was, as abolitionists believed, cold and indifferent to the fate of enslaved people.",
        correct: false,
        why: `Douglass mentions this view ("viewed from the genuine abolition ground") only to set it against a fairer measure, the sentiment of the country, by which Lincoln was "swift" and "determined."`,
      },
      {
        text: "He would argue that Lincoln's true first aim had always been to abolish slavery at once, whatever the letter claimed.",
        correct: false,
        why: "Douglass accepts that Lincoln put the Union first and defends that order; he never claims that Lincoln secretly intended immediate abolition.",
      },
      {
        text: "He would argue that Lincoln was right to treat slavery as a minor question beside the fate of the Union.",
        correct: false,
        why: `Douglass never calls slavery a minor question. He explains why Lincoln had to put the Union first to keep the support he needed, and he praises Lincoln as "radical" by the standard of the country's sentiment.`,
      },
    ],
    explanation: `Text 1 states that Lincoln's official purpose was to save the Union, whatever that meant for slavery. Text 2 explains why that order was necessary (abolition first would have split his support) and insists that Lincoln be judged against the sentiment of the country. Douglass would therefore read the letter as the statement of a leader working within what public opinion allowed.`,
    source: src.lincolnGreeleyDouglassOration,
  },

  // ================================================================ information and ideas
  {
    id: "mock01-rw-m1-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Washington Irving's 1820 story "The Legend of Sleepy Hollow." Ichabod Crane is the village schoolmaster.

The name of Crane was not inapplicable to his person. He was tall, but exceedingly lank, with narrow shoulders, long arms and legs, hands that dangled a mile out of his sleeves, feet that might have served for shovels, and his whole frame most loosely hung together. His head was small, and flat at top, with huge ears, large green glassy eyes, and a long snipe nose, so that it looked like a weather-cock perched upon his spindle neck to tell which way the wind blew.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Ichabod Crane has an awkward, oddly proportioned appearance that suits his birdlike name.",
        correct: true,
        why: `The text begins by saying his name fits his "person" and then describes lank limbs, dangling hands, a loosely hung frame, and a head like a weather-cock on a "spindle neck," all of it gawky and birdlike.`,
      },
      {
        text: "Ichabod Crane is a strong man whose size makes him well suited to hard farm work.",
        correct: false,
        why: `He is tall but "exceedingly lank," with narrow shoulders and a frame "loosely hung together"; nothing suggests strength.`,
      },
      {
        text: "Ichabod Crane is skilled at predicting changes in the weather.",
        correct: false,
        why: "The weather-cock is a comparison for the shape of his head on his neck, not a description of any skill he has.",
      },
      {
        text: "Ichabod Crane is admired in the village for his handsome features.",
        correct: false,
        why: "The huge ears, glassy eyes, and snipe nose are described for comic effect, and the text says nothing about how the village regards him.",
      },
    ],
    explanation: `Every detail in the text (the lank frame, the dangling hands, the shovel feet, the small head on a spindle neck) builds one comic picture of a gangling, crane-like man, as the first sentence announces.`,
    source: src.sleepyHollow,
  },
  {
    id: "mock01-rw-m1-10",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Members of a school gardening club grew bean plants in four types of soil. Every pot stood in the same sunny window and received the same amount of water. After four weeks, the members measured each plant. One member had predicted that the plants grown in compost would grow tallest, and the results support this prediction: the average height of the plants grown in compost was ______`,
      },
    ],
    table: {
      title: "Average height of bean plants after four weeks, by type of soil",
      columns: ["Type of soil", "Average height (centimeters)"],
      rows: [
        ["Sand", "11"],
        ["Clay", "14"],
        ["Garden soil", "19"],
        ["Compost", "26"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "26 centimeters, greater than the average height of the plants in any other type of soil.",
        correct: true,
        why: "The compost plants averaged 26 centimeters, more than the plants in garden soil (19), clay (14), or sand (11), which is what the prediction requires.",
      },
      {
        text: "19 centimeters, greater than the average height of the plants in sand or clay.",
        correct: false,
        why: "19 centimeters is the figure for garden soil, not compost.",
      },
      {
        text: "26 centimeters, about the same as the average height of the plants in garden soil.",
        correct: false,
        why: "The garden-soil plants averaged 19 centimeters, well below 26; and a tie would not show that compost plants grew tallest.",
      },
      {
        text: "11 centimeters, the lowest average height of the four types of soil.",
        correct: false,
        why: "11 centimeters is the figure for sand, and a lowest value would contradict the prediction rather than support it.",
      },
    ],
    explanation: "The prediction is that compost plants grew tallest, so the completion must give the compost figure (26 centimeters) and show that it beats every other soil. Only one choice does both accurately.",
    source: original,
  },
  {
    id: "mock01-rw-m1-11",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Frederick Douglass's 1845 *Narrative of the Life of Frederick Douglass, an American Slave*.

I did not, when a slave, understand the deep meaning of those rude and apparently incoherent songs. I was myself within the circle, so that I neither saw nor heard as those without might see and hear. I have often been utterly astonished, since I came to the north, to find persons who could speak of the singing among slaves as evidence of their contentment and happiness. It is impossible to conceive of a greater mistake. Slaves sing most when they are most unhappy. The songs of the slave represent the sorrows of his heart; and he is relieved by them only as an aching heart is relieved by its tears.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Although some people in the North took the singing of enslaved people as a sign of contentment, the songs in fact expressed deep sorrow.",
        correct: true,
        why: `Douglass calls the Northern belief that the singing showed "contentment and happiness" the greatest possible "mistake" and explains that the songs "represent the sorrows" of the singers' hearts.`,
      },
      {
        text: "Douglass understood the meaning of the songs only after he had left slavery.",
        correct: false,
        why: "The text does imply this, but it is a supporting detail that explains why Douglass can now speak with authority; the text's central point is to correct the mistaken reading of the songs.",
      },
      {
        text: "Enslaved people sang mainly to pass the time while they worked.",
        correct: false,
        why: "The text never says the songs were a way to pass the time; it says they expressed sorrow and gave relief the way tears do.",
      },
      {
        text: "People in the North who heard about the songs understood them better than the singers themselves did.",
        correct: false,
        why: `Douglass grants that outsiders might see what those "within the circle" could not, but the Northerners he describes misread the songs completely; he calls their view the greatest possible mistake.`,
      },
    ],
    explanation: `The text builds to its central claim: the common Northern view that singing showed contentment is "impossible" to surpass as a mistake, because enslaved people "sing most when they are most unhappy." The remarks about Douglass's own earlier understanding support that claim rather than replace it.`,
    source: src.douglassNarrative,
  },
  {
    id: "mock01-rw-m1-12",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In April 1862, the poet Emily Dickinson sent a few of her poems to the writer Thomas Wentworth Higginson, beginning a correspondence that lasted until her death in 1886. In her second letter, Dickinson answered questions Higginson had asked about her life. Her reply suggests that she valued the natural world partly because, unlike people, it kept to itself what it knew.`,
      },
    ],
    stem: "Which quotation from Dickinson's second letter to Higginson most effectively illustrates the claim?",
    choices: [
      {
        text: `"You ask of my companions. Hills, sir, and the sundown, and a dog large as myself, that my father bought me. They are better than beings because they know, but do not tell."`,
        correct: true,
        why: `Dickinson names the hills, the sundown, and a dog as her companions and says they are "better than beings because they know, but do not tell," which is exactly a preference for nature because it keeps what it knows to itself.`,
      },
      {
        text: `"The noise in the pool at noon excels my piano."`,
        correct: false,
        why: "This does show Dickinson preferring a sound of nature to music, but it gives no reason connected with keeping knowledge private, which is the part of the claim that needs support.",
      },
      {
        text: `"For poets, I have Keats, and Mr. and Mrs. Browning. For prose, Mr. Ruskin, Sir Thomas Browne, and the Revelations."`,
        correct: false,
        why: "This lists the writers Dickinson reads; it says nothing about the natural world.",
      },
      {
        text: `"He buys me many books, but begs me not to read them, because he fears they joggle the mind."`,
        correct: false,
        why: "This describes her father's attitude toward books, not Dickinson's feelings about nature.",
      },
    ],
    explanation: `The claim has two parts: Dickinson valued nature, and she valued it because it "kept to itself what it knew." Only the quotation that calls her natural companions "better than beings because they know, but do not tell" supports both parts.`,
    source: src.dickinsonLetters,
  },
  {
    id: "mock01-rw-m1-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Restoring an oyster reef usually begins with placing hard material on the seafloor for young oysters, called spat, to attach to. A team of marine ecologists placed three materials at two sites, one with a sandy bottom and one with a muddy bottom, and counted the spat that had attached by the end of one summer. The team concluded that recycled oyster shell was clearly the best of the three materials at the sandy site but offered little or no advantage over limestone at the muddy site.`,
      },
    ],
    table: {
      title: "Spat attached per square meter of material after one summer",
      columns: ["Material", "Sandy site", "Muddy site"],
      rows: [
        ["Recycled oyster shell", "420", "210"],
        ["Limestone", "260", "205"],
        ["Concrete", "150", "120"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the team's conclusion?",
    choices: [
      {
        text: "At the sandy site, recycled shell attracted 420 spat per square meter compared with 260 for limestone, but at the muddy site the two materials attracted nearly the same number, 210 and 205.",
        correct: true,
        why: "This covers both halves of the conclusion: a large lead for recycled shell at the sandy site (420 against 260 and 150) and almost no difference from limestone at the muddy site (210 against 205).",
      },
      {
        text: "Recycled shell attracted more spat than concrete at both sites: 420 versus 150 at the sandy site and 210 versus 120 at the muddy site.",
        correct: false,
        why: "This is accurate, but it compares recycled shell only with concrete. The conclusion turns on the comparison with limestone at the muddy site, which this leaves out.",
      },
      {
        text: "At the sandy site, recycled shell attracted 420 spat per square meter, more than either limestone (260) or concrete (150).",
        correct: false,
        why: "This is accurate and supports the first half of the conclusion, but it says nothing about the muddy site, where the team found little or no advantage.",
      },
      {
        text: "At the muddy site, limestone attracted more spat than recycled shell, 210 versus 205.",
        correct: false,
        why: "This reverses the table: at the muddy site recycled shell attracted 210 spat per square meter and limestone 205.",
      },
    ],
    explanation: "The conclusion contrasts the two sites, so the evidence must show both a clear lead for recycled shell at the sandy site and a near tie with limestone at the muddy site. Only one choice reports both, with the correct figures.",
    source: original,
  },
  {
    id: "mock01-rw-m1-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Edgar Allan Poe's 1844 story "The Purloined Letter." The police have secretly searched a government minister's rooms for a stolen letter, probing every cushion, chair, and floorboard, and have twice had the minister stopped and searched by officers disguised as robbers. The letter is useful to him only so long as he can produce it at a moment's notice. The detective Dupin explains his reasoning.

The minister is no fool. He must have foreseen that his rooms would be searched, and he knew well the police method of looking into every concealed place. He would see that the most intricate hiding place in his apartment would be as open to their probes as the most ordinary closet. I concluded, therefore, that he ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "had not tried to hide the letter at all but had left it somewhere in plain sight, where searchers would not think to look.",
        correct: true,
        why: "Every kind of hiding is ruled out by what the minister knows: no concealed place in his rooms is safe from the police, his person has been searched, and he must keep the letter within reach. What remains is not hiding it, which is the conclusion Dupin draws.",
      },
      {
        text: "had found a hiding place even more intricate than any the police had yet thought to probe.",
        correct: false,
        why: "Dupin reasons that the minister would see even the most intricate hiding place as no safer than an ordinary closet, so he would not rely on one.",
      },
      {
        text: "kept the letter on his person at all times, so that it could never be found in his rooms.",
        correct: false,
        why: "The text says the minister has twice been stopped and searched by officers disguised as robbers, and the letter was not found on him.",
      },
      {
        text: "had destroyed the letter, since keeping it had become too dangerous.",
        correct: false,
        why: "The letter is useful to the minister only while he can produce it at a moment's notice; destroying it would throw away the very power he stole it for.",
      },
    ],
    explanation: `Three facts close off the usual options: the rooms have been searched everywhere, the minister's person has been searched, and the letter must stay available. Dupin adds that the minister knows any concealed place is open to the police. The only remaining course is to leave the letter unhidden, in plain view.`,
    source: src.purloinedLetter,
  },

  // ================================================================ standard English conventions
  {
    id: "mock01-rw-m1-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Herman Melville knew the whaling life firsthand. In January 1841, he sailed from Fairhaven, Massachusetts, as a crew member on the whaling ship ______ he deserted the ship in the Marquesas Islands of the South Pacific, an adventure he later turned into his first book, *Typee* (1846).`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "*Acushnet*. About eighteen months later,",
        correct: true,
        why: `"He sailed ... on the whaling ship *Acushnet*" and "about eighteen months later, he deserted the ship..." are both independent clauses, so a period correctly separates them.`,
      },
      {
        text: "*Acushnet*, about eighteen months later,",
        correct: false,
        why: "This joins two independent clauses with only a comma, creating a comma splice.",
      },
      {
        text: "*Acushnet* about eighteen months later,",
        correct: false,
        why: "With no punctuation between the two independent clauses, this creates a run-on sentence.",
      },
      {
        text: "*Acushnet*, about eighteen months later",
        correct: false,
        why: "The two independent clauses are still joined by only a comma, creating a comma splice.",
      },
    ],
    explanation: `The sentence contains two complete thoughts: Melville sailed on the *Acushnet*, and about eighteen months later he deserted the ship. Two independent clauses need a period (or a semicolon, or a comma with a conjunction) between them; of the choices, only the period works.`,
    source: src.typee,
  },
  {
    id: "mock01-rw-m1-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Edgar Allan Poe's poem "The Raven" appeared in a New York newspaper, the *Evening Mirror*, in January 1845 and soon made its author famous. The poem's eighteen stanzas ______ a grieving man's late-night encounter with a bird that can speak only one word: "Nevermore."`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "describe",
        correct: true,
        why: `The subject is the plural noun "stanzas," so the plural verb "describe" agrees with it.`,
      },
      {
        text: "describes",
        correct: false,
        why: `This singular verb seems to agree with "poem's," but that word is a possessive describing the subject; the subject itself is the plural "stanzas."`,
      },
      {
        text: "has described",
        correct: false,
        why: `"Has" is a singular form, which does not agree with the plural subject "stanzas."`,
      },
      {
        text: "is describing",
        correct: false,
        why: `"Is" is a singular form, which does not agree with the plural subject "stanzas."`,
      },
    ],
    explanation: `The subject of the second sentence is "stanzas" ("The poem's eighteen stanzas"), which is plural. The verb must be plural as well: "describe."`,
    source: src.raven,
  },
  {
    id: "mock01-rw-m1-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Frederick Douglass escaped from slavery in 1838 and became one of the most celebrated speakers of the nineteenth century. He told the story of his life in three ______ *Narrative of the Life of Frederick Douglass, an American Slave* (1845), *My Bondage and My Freedom* (1855), and *Life and Times of Frederick Douglass* (1881).`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "autobiographies:",
        correct: true,
        why: `The clause before the blank is complete ("He told the story of his life in three autobiographies"), and what follows is the list of those books. A colon correctly introduces such a list.`,
      },
      {
        text: "autobiographies;",
        correct: false,
        why: "A semicolon must be followed by an independent clause, but what follows is only a list of titles.",
      },
      {
        text: "autobiographies",
        correct: false,
        why: "Without punctuation, the titles run straight into the word they explain, and the sentence no longer marks where the list of books begins.",
      },
      {
        text: "autobiographies, these were",
        correct: false,
        why: `"These were..." begins a second independent clause, so joining it to the first with only a comma creates a comma splice.`,
      },
    ],
    explanation: `An independent clause ("He told the story of his life in three autobiographies") is followed by the list that names the three books. A colon is the mark that introduces a list after a complete clause.`,
    source: src.douglassLifeAndTimes,
  },
  {
    id: "mock01-rw-m1-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Only a handful of Emily Dickinson's poems were published during her lifetime. Four years after her death, Mabel Loomis Todd and Thomas Wentworth Higginson brought out the first collection of her poems. The book, published in 1890, sold ______ the editors had altered many of the poems, adding titles, changing some words, and replacing many of Dickinson's dashes with more conventional punctuation.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "well; however,",
        correct: true,
        why: `A semicolon correctly joins the two independent clauses, and "however," which begins the second clause, is followed by a comma as an introductory transition.`,
      },
      {
        text: "well, however,",
        correct: false,
        why: `"However" is not a coordinating conjunction, so joining the two independent clauses with only commas creates a comma splice.`,
      },
      {
        text: "well; however",
        correct: false,
        why: `The semicolon is right, but "however" introduces the second clause and must be set off from it by a comma.`,
      },
      {
        text: "well however,",
        correct: false,
        why: "With no punctuation before \"however,\" the two independent clauses run together.",
      },
    ],
    explanation: `"The book, published in 1890, sold well" and "the editors had altered many of the poems..." are independent clauses. Linked by the conjunctive adverb "however," they need a semicolon before it and a comma after it.`,
    source: src.dickinsonPoems,
  },
  {
    id: "mock01-rw-m1-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Washington Irving published "Rip Van Winkle" in 1819 as part of *The Sketch Book of Geoffrey Crayon, Gent.*, a collection of essays and stories. Falling asleep in the Catskill Mountains after drinking with a band of strange, silent men, ______`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "Rip wakes twenty years later to find that the American Revolution has come and gone.",
        correct: true,
        why: `The introductory phrase "Falling asleep in the Catskill Mountains..." must describe the subject that follows it. Rip is the one who falls asleep, so "Rip" must come right after the comma.`,
      },
      {
        text: "twenty years pass before Rip wakes to find that the American Revolution has come and gone.",
        correct: false,
        why: "This makes \"twenty years\" the subject, so the sentence says that the years fell asleep after drinking: a dangling modifier.",
      },
      {
        text: "the American Revolution comes and goes while Rip sleeps for twenty years.",
        correct: false,
        why: "This makes the American Revolution the thing that fell asleep in the mountains, a dangling modifier.",
      },
      {
        text: "Rip's sleep lasts twenty years, and he wakes to find that the American Revolution has come and gone.",
        correct: false,
        why: "The subject right after the phrase is \"Rip's sleep,\" not Rip; a sleep cannot fall asleep after drinking, so the modifier dangles.",
      },
    ],
    explanation: `An introductory participial phrase modifies the subject of the main clause. The person "falling asleep ... after drinking" is Rip, so the main clause must begin with "Rip." Every other choice puts something else (the years, the Revolution, Rip's sleep) in that position.`,
    source: src.ripVanWinkle,
  },
  {
    id: "mock01-rw-m1-20",
    skill: "boundaries",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Kate Chopin began publishing fiction in her late thirties, after returning to her native St. Louis. Many of her early stories—set among the Creole and Cajun communities of Louisiana, where she had lived for more than a decade with her husband, ______ were collected in *Bayou Folk* (1894), the book that first brought her wide notice.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "Oscar—",
        correct: true,
        why: "The interrupting phrase opens with a dash after \"Many of her early stories,\" so it must close with a matching dash before the sentence resumes with \"were collected.\"",
      },
      {
        text: "Oscar,",
        correct: false,
        why: "An interruption that begins with a dash must end with a dash; closing it with a comma mixes two kinds of punctuation.",
      },
      {
        text: "Oscar;",
        correct: false,
        why: "A semicolon cannot close an interrupting phrase; it would also cut the subject \"Many of her early stories\" off from its verb \"were collected.\"",
      },
      {
        text: "Oscar",
        correct: false,
        why: "Without a closing dash, the interruption never ends, and \"Oscar were collected\" runs together as if Oscar were the subject of the verb.",
      },
    ],
    explanation: "The phrase between \"Many of her early stories\" and \"were collected\" interrupts the main clause and is opened by a dash. It must be closed by a second dash so that the subject and verb reconnect.",
    source: src.bayouFolk,
  },
  {
    id: "mock01-rw-m1-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `On August 5, 1850, during an outing on Monument Mountain in western Massachusetts, Herman Melville met the ______ was then living in the nearby town of Lenox. The two writers quickly became friends, and the next year Melville dedicated *Moby-Dick* to his new companion.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "novelist Nathaniel Hawthorne, who",
        correct: true,
        why: `"Nathaniel Hawthorne" is needed to tell which novelist Melville met, so it takes no commas; the clause "who was then living..." adds information about a man already named, so it is set off with a comma.`,
      },
      {
        text: "novelist, Nathaniel Hawthorne, who",
        correct: false,
        why: `Commas around the name treat it as extra information, as if "the novelist" alone identified him. It does not: the name is essential and should not be set off.`,
      },
      {
        text: "novelist, Nathaniel Hawthorne who",
        correct: false,
        why: `This wrongly sets the essential name off with a comma, and it also leaves out the comma needed before the nonessential clause "who was then living..."`,
      },
      {
        text: "novelist Nathaniel Hawthorne who",
        correct: false,
        why: `The name is correctly left unpunctuated, but the clause "who was then living in the nearby town of Lenox" adds information about an already identified person and must be set off with a comma.`,
      },
    ],
    explanation: `Two decisions are needed. "The novelist" could be many people, so the name that identifies him is essential and takes no commas. Once he is named, "who was then living in ... Lenox" is nonessential and needs a comma before it. Only one choice makes both decisions correctly.`,
    source: src.mobyDick,
  },
  {
    id: "mock01-rw-m1-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `In the 1890s, Kate Chopin found a steady market for her short fiction in the New York magazine *Vogue*. Among the many stories that she published there ______ "The Dream of an Hour" (1894), a brief tale of a woman's reaction to the news of her husband's death; it is now known as "The Story of an Hour."`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "was",
        correct: true,
        why: `The sentence is inverted: its subject, the single title "The Dream of an Hour," comes after the verb. A singular subject takes the singular "was," and the past tense matches "found" and "published."`,
      },
      {
        text: "were",
        correct: false,
        why: `This plural verb agrees with "stories," but "stories" is part of the introductory phrase "Among the many stories..."; the subject is the single story that follows the verb.`,
      },
      {
        text: "have been",
        correct: false,
        why: `"Have" is plural, which does not agree with the singular subject "The Dream of an Hour."`,
      },
      {
        text: "are",
        correct: false,
        why: `"Are" is plural, which does not agree with the singular subject "The Dream of an Hour"; it also shifts into the present tense.`,
      },
    ],
    explanation: `Put the sentence back in ordinary order: "'The Dream of an Hour' ... was among the many stories that she published there." The subject is one story, so the verb must be singular, and the past tense fits the rest of the text.`,
    source: src.storyOfAnHour,
  },

  // ================================================================ expression of ideas
  {
    id: "mock01-rw-m1-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `In an 1859 sketch of his life, Abraham Lincoln recalled that the frontier schools of his Indiana boyhood asked little of a teacher beyond "readin', writin', and cipherin'." When he came of age, he wrote, he "did not know much." ______ he went on to teach himself law and became a successful lawyer in Illinois.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "Lincoln's success as a self-taught lawyer came in spite of his thin schooling. \"Nevertheless\" signals an outcome that contrasts with what came before.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Knowing little did not cause Lincoln to become a lawyer; this transition wrongly presents his success as a result of his poor schooling.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Becoming a lawyer is not an example of knowing little; it is the opposite.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The last sentence does not describe something like the poor schooling; it describes an achievement that contrasts with it.",
      },
    ],
    explanation: "The text first stresses how little schooling Lincoln had, then reports that he became a successful lawyer anyway. A contrasting transition, \"Nevertheless,\" links the two.",
    source: src.lincolnFell,
  },
  {
    id: "mock01-rw-m1-24",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- In April 1862, Thomas Wentworth Higginson published an essay offering advice to new writers in *The Atlantic Monthly*.
- That same month, Emily Dickinson, a 31-year-old poet living in Amherst, Massachusetts, wrote to Higginson for the first time.
- In that first letter, she asked him whether her verse was "alive."
- She enclosed four of her poems.
- Higginson later helped edit the first collection of Dickinson's poems, published in 1890.`,
      },
    ],
    stem: `The student wants to describe what Dickinson's first letter to Higginson contained. ${SYNTHESIS}`,
    choices: [
      {
        text: `In her first letter to Higginson, written in April 1862, Dickinson enclosed four of her poems and asked him whether her verse was "alive."`,
        correct: true,
        why: "This names both things the notes say the letter contained: the four enclosed poems and Dickinson's question about her verse.",
      },
      {
        text: "In April 1862, Higginson published an essay in *The Atlantic Monthly* that offered advice to new writers.",
        correct: false,
        why: "This describes Higginson's essay, not anything in Dickinson's letter.",
      },
      {
        text: "Higginson, who first heard from Dickinson in 1862, later helped edit the first collection of her poems, published in 1890.",
        correct: false,
        why: "This describes what Higginson did decades later; it says nothing about what Dickinson's letter contained.",
      },
      {
        text: "When she first wrote to Higginson, Dickinson was a 31-year-old poet living in Amherst, Massachusetts.",
        correct: false,
        why: "This tells who the writer of the letter was and where she lived, but not what she sent or asked.",
      },
    ],
    explanation: "The goal is the contents of the letter. The notes give two: a question (whether her verse was \"alive\") and an enclosure (four poems). Only one choice reports them.",
    source: src.dickinsonLetters,
  },
  {
    id: "mock01-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Frederick Douglass's *Narrative* (1845) named real slaveholders and the places where he had lived. These details made the book hard for defenders of slavery to dismiss as invention. ______ they also exposed Douglass to danger, since he was still legally a fugitive who could be seized and returned to slavery. In August 1845, he sailed for Britain and Ireland, where he lectured for nearly two years.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "However,",
        correct: true,
        why: "The details had a benefit (the book could not be dismissed as invention) and a cost (they put Douglass in danger). \"However\" marks that contrast.",
      },
      {
        text: "For example,",
        correct: false,
        why: "The danger to Douglass is not an instance of the book's being hard to dismiss; it is a separate, opposing effect of the same details.",
      },
      {
        text: "Specifically,",
        correct: false,
        why: "This would introduce a more precise version of the previous claim, but the danger to Douglass does not specify how the details made the book convincing.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "This would signal a restatement, but the sentence introduces a new and contrasting point rather than rephrasing the one before it.",
      },
    ],
    explanation: "The text presents two effects of the same details: one that helped Douglass's cause and one that threatened his safety. A contrasting transition, \"However,\" fits; the other choices signal an example, a specification, or a restatement.",
    source: src.douglassNarrative,
  },
  {
    id: "mock01-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Washington Irving (1783–1859) was born and raised in New York City.
- In 1815, he traveled to England on family business and remained in Europe for seventeen years.
- While living in England, he wrote *The Sketch Book of Geoffrey Crayon, Gent.* (1819–1820).
- The book includes "Rip Van Winkle," which is set in the Catskill Mountains of New York.
- It also includes "The Legend of Sleepy Hollow," which is set near Tarrytown, New York.
- "Rip Van Winkle" draws on a German folktale about a goatherd who falls into an enchanted sleep.`,
      },
    ],
    stem: `The student wants to emphasize a contrast between where Irving wrote "Rip Van Winkle" and "The Legend of Sleepy Hollow" and where he set them. ${SYNTHESIS}`,
    choices: [
      {
        text: `Although Irving wrote "Rip Van Winkle" and "The Legend of Sleepy Hollow" while living in England, he set both stories in his native New York.`,
        correct: true,
        why: `This sets the place of writing (England) against the place of setting (New York) for both stories, and "Although" puts the emphasis on the contrast.`,
      },
      {
        text: `Although "Rip Van Winkle" is set in the Catskill Mountains of New York, it draws on a German folktale about a goatherd who falls into an enchanted sleep.`,
        correct: false,
        why: "This does draw a contrast, but between the story's setting and its source, not between where Irving wrote the stories and where he set them; it also leaves out \"The Legend of Sleepy Hollow.\"",
      },
      {
        text: `Irving's *The Sketch Book* (1819–1820) includes two stories set in New York: "Rip Van Winkle," set in the Catskill Mountains, and "The Legend of Sleepy Hollow," set near Tarrytown.`,
        correct: false,
        why: "This gives both settings but never says where Irving wrote the stories, so there is no contrast.",
      },
      {
        text: "Irving, who was born in New York City in 1783, traveled to England on family business in 1815 and wrote *The Sketch Book* there.",
        correct: false,
        why: "This gives the place of writing, and even mentions New York, but only as Irving's birthplace; it never says where the stories are set, so it does not make the contrast the goal asks for.",
      },
    ],
    explanation: "The goal requires two facts and a relation between them: the stories were written in England, they are set in New York, and the two differ. Only the key states both places for both stories and marks the contrast with \"Although.\"",
    source: src.sketchBook,
  },
  {
    id: "mock01-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In his 1846 essay "The Philosophy of Composition," Edgar Allan Poe claimed that he had written "The Raven" step by step, leaving nothing to accident or intuition, as if he were solving a mathematical problem. Many readers have doubted that this account is literally true, noting that Poe wrote it only after the poem had made him famous. ______ the essay remains a valuable guide to Poe's thinking, since its principles, such as the insistence that a poem be short enough to be read at a single sitting, match views that he expressed elsewhere in his criticism.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "The essay may not be a true record of how the poem was written, yet it is still valuable. \"Even so\" concedes the doubt just raised and asserts the essay's worth in spite of it.",
      },
      {
        text: "Indeed,",
        correct: false,
        why: "\"Indeed\" would strengthen or confirm the preceding point, but the sentence does not add to the doubts about the essay; it pushes back against them.",
      },
      {
        text: "Accordingly,",
        correct: false,
        why: "This presents the essay's value as a consequence of the doubts about its truth, but being doubted is not a reason for the essay to be valuable.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The essay's value is not an example of readers' doubts; it is a point made despite them.",
      },
    ],
    explanation: "The second sentence casts doubt on the essay as an account of how the poem was written; the third says the essay is valuable anyway, for a different reason. A concessive transition, \"Even so,\" captures that relationship.",
    source: src.philosophyOfComposition,
  },
];
