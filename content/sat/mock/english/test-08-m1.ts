import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 8, reading and writing, module 1 (the same for every student): 25 scored items and
 * 2 unscored pilots. Passages are adapted from, or are short factual passages about, public-domain
 * works by Stephen Leacock, Saki (H. H. Munro), Jerome K. Jerome, P. G. Wodehouse,
 * G. K. Chesterton, Katherine Mansfield and James Joyce; the two quantitative items carry
 * original, invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const clovisEdition = "John Lane, The Bodley Head, London, 1911";
const fatherBrownEdition = "Cassell and Company, London, 1911";
const gardenPartyEdition = "Constable and Company, London, 1922";
const dublinersEdition = "Grant Richards, London, 1914";

const src = {
  threeMen: pd(
    "Jerome K. Jerome",
    "Three Men in a Boat (To Say Nothing of the Dog!)",
    1889,
    "J. W. Arrowsmith, Bristol, 1889",
  ),
  sunshineSketches: pd(
    "Stephen Leacock",
    "Sunshine Sketches of a Little Town",
    1912,
    "John Lane, The Bodley Head, London and New York, 1912",
  ),
  tobermory: pd("Saki (H. H. Munro)", "Tobermory, in The Chronicles of Clovis", 1911, clovisEdition),
  packletide: pd("Saki (H. H. Munro)", "Mrs. Packletide's Tiger, in The Chronicles of Clovis", 1911, clovisEdition),
  chroniclesOfClovis: pd("Saki (H. H. Munro)", "The Chronicles of Clovis", 1911, clovisEdition),
  myManJeeves: pd("P. G. Wodehouse", "Leave It to Jeeves, in My Man Jeeves", 1919, "George Newnes, London, 1919"),
  twoLeftFeet: pd(
    "P. G. Wodehouse",
    "Extricating Young Gussie, in The Man with Two Left Feet, and Other Stories",
    1917,
    "Methuen & Co., London, 1917",
  ),
  psmithInTheCity: pd("P. G. Wodehouse", "Psmith in the City", 1910, "Adam and Charles Black, London, 1910"),
  blueCross: pd("G. K. Chesterton", "The Blue Cross, in The Innocence of Father Brown", 1911, fatherBrownEdition),
  innocenceOfFatherBrown: pd("G. K. Chesterton", "The Innocence of Father Brown", 1911, fatherBrownEdition),
  gardenPartyStory: pd("Katherine Mansfield", "The Garden Party, in The Garden Party and Other Stories", 1922, gardenPartyEdition),
  gardenPartyCollection: pd("Katherine Mansfield", "The Garden Party and Other Stories", 1922, gardenPartyEdition),
  missBrillAraby: pd(
    "Katherine Mansfield (Text 1); James Joyce (Text 2)",
    "Miss Brill, in The Garden Party and Other Stories (Text 1); Araby, in Dubliners (Text 2)",
    1922,
    `Text 1: ${gardenPartyEdition}; Text 2: ${dublinersEdition}`,
  ),
  painfulCase: pd("James Joyce", "A Painful Case, in Dubliners", 1914, dublinersEdition),
  dubliners: pd("James Joyce", "Dubliners", 1914, dublinersEdition),
};

const WIC_BLANK = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock08-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Jerome K. Jerome's 1889 comic novel *Three Men in a Boat*. The narrator and his friends George and Harris have spent an evening comparing their aches and pains.

None of us could be sure what was actually the matter with us, but we all agreed that it had been brought on by overwork. "What we want is rest," said Harris. "Rest and a complete change," said George. "The overstrain upon our brains has produced a general ______ throughout the system. A change of scene, and freedom from the need to think, will restore the mental balance."`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "exhaustion",
        correct: true,
        why: `The friends blame their condition on "overwork" and "overstrain," and the cure they want is "rest." Exhaustion is exactly what overwork produces and rest repairs.`,
      },
      {
        text: "improvement",
        correct: false,
        why: `Nothing has improved: the friends feel ill, and George is describing damage that "a change of scene" must "restore."`,
      },
      {
        text: "cheerfulness",
        correct: false,
        why: `The friends are complaining about how unwell they feel; overstrain would not produce cheerfulness, and cheerfulness would need no cure.`,
      },
      {
        text: "curiosity",
        correct: false,
        why: `Curiosity is a wish to know things. The passage is about tiredness from overwork, and the remedy offered, rest and "freedom from the need to think," does not answer curiosity.`,
      },
    ],
    explanation: `The cause named in the text is "overwork" and "overstrain," and the remedy is "rest" and a break from thinking. The blank names the harmful effect of overstrain that rest would cure: exhaustion.`,
    source: src.threeMen,
  },
  {
    id: "mock08-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Stephen Leacock's 1912 book *Sunshine Sketches of a Little Town*, which is set in Mariposa, a small town in Canada.

To the careless eye, the scene on the Main Street of Mariposa on a summer afternoon is one of deep and unbroken peace. The empty street sleeps in the sunshine. A horse and buggy stand tied to a post in front of the hardware store, and nothing else seems to stir. But this quiet is only an appearance. In reality, and to those who know it, the place is a perfect hive of activity.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To contrast the sleepy way Mariposa's Main Street looks to a casual observer with the busy place that people who know the town find it to be",
        correct: true,
        why: `The text first gives the view of "the careless eye" (a street that "sleeps in the sunshine"), then turns with "But this quiet is only an appearance" to the view of "those who know it": "a perfect hive of activity."`,
      },
      {
        text: "To explain why the people of Mariposa stay indoors on summer afternoons",
        correct: false,
        why: "The text gives no reason for anyone staying indoors; in fact it insists that the quiet is only an appearance and that the town is busy.",
      },
      {
        text: "To describe the shops on Main Street in order to show how the town earns its living",
        correct: false,
        why: "Only one shop, the hardware store, is mentioned, and only as part of a quiet scene; the text says nothing about how the town earns its living.",
      },
      {
        text: "To recount an event that suddenly disturbs a quiet summer afternoon",
        correct: false,
        why: "No event happens in the text. It describes how the street looks and then says that the look is misleading.",
      },
    ],
    explanation: `The text is built on a contrast: what the street seems to be to a careless observer (peaceful, empty, asleep) and what it really is to those who know it (a hive of activity). Its purpose is to set up that contrast.`,
    source: src.sunshineSketches,
  },
  {
    id: "mock08-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from P. G. Wodehouse's 1919 story collection *My Man Jeeves*. The narrator is describing his valet, Jeeves.

Jeeves is really a most extraordinary chap. So capable. Honestly, I shouldn't know what to do without him. In a broad way he's like those fellows who sit peering sadly over the marble counter at a big railway station, in the place marked "Inquiries." You go up to them and ask when the next train leaves for some little town hundreds of miles away, and they reply, without stopping to think, with the time, the track and the place to change. And they're right every time. Well, Jeeves gives you just the same impression of ______.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "omniscience",
        correct: true,
        why: `Omniscience means knowing everything. The clerks answer any question "without stopping to think" and are "right every time," and the narrator opens by praising how "capable" Jeeves is; "just the same impression" carries that all-knowing quality over to Jeeves.`,
      },
      {
        text: "melancholy",
        correct: false,
        why: `This picks up the detail that the clerks peer "sadly," but the comparison is built around their instant, correct answers, and nothing in the text suggests that Jeeves is sad. The praise of Jeeves as "capable" is what the final sentence completes.`,
      },
      {
        text: "hesitation",
        correct: false,
        why: `The clerks answer "without stopping to think"; hesitation is the opposite of the quality the narrator admires.`,
      },
      {
        text: "ignorance",
        correct: false,
        why: `The clerks are "right every time," and the narrator says he would not know what to do without Jeeves. Ignorance reverses the point of the comparison.`,
      },
    ],
    explanation: `The narrator compares Jeeves to railway information clerks who can instantly and correctly answer any question about any train. The word must name the impression such people give: that they know everything, or omniscience.`,
    source: src.myManJeeves,
  },
  {
    id: "mock08-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Saki's story "Tobermory," collected in *The Chronicles of Clovis* (1911). Lady Blemley has guests staying at her country house.

It was a chill, rain-washed afternoon in late August, with nothing to hunt. Yet there was no trace, among the guests gathered round Lady Blemley's tea-table, of the tired restlessness that such days usually bring. The open-mouthed attention of the entire party was fixed on Mr. Cornelius Appin. Of all the guests, he had arrived with the vaguest reputation: someone had said he was "clever," but until tea-time his hostess had been unable to discover in what direction, if any, his cleverness lay. He was neither a wit nor a croquet champion. Now, however, he was claiming a discovery beside which the invention of gunpowder and of the printing press were trifles.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It presents a gathering that is unexpectedly absorbed, identifies the seemingly unremarkable guest at the center of its attention, and then reveals the cause: his astonishing claim.",
        correct: true,
        why: `The text moves in exactly these steps: a dull day on which the guests are nonetheless not restless; their attention "fixed on Mr. Cornelius Appin," a man with no evident talents; and finally his claim to a discovery greater than gunpowder or printing.`,
      },
      {
        text: "It describes a dull afternoon, shows the guests' attempts to entertain themselves, and then explains why those attempts fail.",
        correct: false,
        why: "The guests make no attempts to entertain themselves, and nothing fails: the text says the usual restlessness is absent because everyone is absorbed in Mr. Appin.",
      },
      {
        text: "It introduces a guest's reputation for cleverness and then lists his many accomplishments to confirm it.",
        correct: false,
        why: `The text says the opposite: his hostess could not discover "in what direction, if any," his cleverness lay, and it lists things he is not ("neither a wit nor a croquet champion").`,
      },
      {
        text: "It compares Lady Blemley's opinion of Mr. Appin with the differing opinions of her other guests.",
        correct: false,
        why: "Only Lady Blemley's earlier uncertainty about Mr. Appin is described; the other guests are shown only as attentive, and no contrast of opinions is drawn.",
      },
    ],
    explanation: `The text builds suspense in stages. It notes that a dreary afternoon has not made the guests restless, reveals that they are all staring at Mr. Appin, explains that he had seemed to have no particular gifts, and only then gives the reason for their attention: his extraordinary claim.`,
    source: src.tobermory,
  },
  {
    id: "mock08-rw-m1-05",
    skill: "words-in-context",
    difficulty: "easy",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Katherine Mansfield's 1922 story "The Garden Party." The wealthy Sheridan family lives in a large house at the top of a hill.

At the bottom of the hill, across a broad road, stood a row of little cottages, mean dwellings painted a chocolate brown. In their gardens there was nothing but cabbage stalks, sick hens and tomato cans. To the Sheridans, the cottages were the greatest possible ______, and they had no right to be in that neighbourhood at all. When the Sheridan children were little, they were forbidden to set foot there.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "eyesore",
        correct: true,
        why: `An eyesore is something ugly that spoils a view. The cottages are "mean dwellings" with shabby gardens, and the Sheridans think they "had no right to be in that neighbourhood at all."`,
      },
      {
        text: "landmark",
        correct: false,
        why: "A landmark is a notable feature that people value or steer by. The Sheridans resent the cottages and wish they were not there at all.",
      },
      {
        text: "luxury",
        correct: false,
        why: `The cottages are "mean dwellings" with "cabbage stalks, sick hens and tomato cans" in their gardens; nothing about them is luxurious.`,
      },
      {
        text: "novelty",
        correct: false,
        why: "A novelty is something new and interesting. The Sheridans see the cottages as objectionable, not as a fresh curiosity, and they keep their children away from them.",
      },
    ],
    explanation: `Everything around the blank shows the Sheridans' distaste: the cottages are "mean," their gardens are squalid, they "had no right" to be there, and the children were forbidden to go near them. The word must name something offensive to look at: "eyesore."`,
    source: src.gardenPartyStory,
  },
  {
    id: "mock08-rw-m1-06",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from G. K. Chesterton's story "The Blue Cross," collected in *The Innocence of Father Brown* (1911). A boat has just arrived at the English port of Harwich.

Between the silver ribbon of morning and the green glittering ribbon of sea, the boat touched Harwich and let loose a swarm of folk like flies, among whom the man we must follow was by no means ______, nor wished to be. There was nothing notable about him, except a slight contrast between the holiday gaiety of his clothes and the official gravity of his face. His clothes included a pale grey jacket, a white waistcoat, and a silver straw hat with a grey-blue ribbon.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "conspicuous",
        correct: true,
        why: `To be conspicuous is to stand out and attract notice. The man is one of "a swarm of folk like flies," and the next sentence confirms that "there was nothing notable about him"; "nor wished to be" adds that he prefers not to be noticed.`,
      },
      {
        text: "anonymous",
        correct: false,
        why: `"By no means anonymous" would mean that he was easily singled out, which contradicts the statement that "there was nothing notable about him" in the crowd.`,
      },
      {
        text: "fashionable",
        correct: false,
        why: `His clothes, with their "holiday gaiety," a pale grey jacket, white waistcoat and silver straw hat, are hardly unfashionable; and the sentence is about whether he stood out in the crowd, as the next sentence's "nothing notable" shows, not about his taste in dress.`,
      },
      {
        text: "serious",
        correct: false,
        why: `"By no means serious" is contradicted by "the official gravity of his face." The sentence that follows the blank also shows that the point is whether anything about him was "notable," not his mood.`,
      },
    ],
    explanation: `The sentence after the blank explains it: "There was nothing notable about him." The blank must therefore describe the quality of standing out in a crowd, which he lacked and did not want. "Conspicuous" is the precise word; the other choices either reverse that meaning or shift to his dress or his mood, both of which the text contradicts.`,
    source: src.blueCross,
  },
  {
    id: "mock08-rw-m1-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the preface to Stephen Leacock's 1912 book *Sunshine Sketches of a Little Town*. Leacock was a professor of political economy as well as a humorist.

Many of my friends are under the impression that I write these humorous nothings in idle moments when the wearied brain is unable to perform the serious labours of the economist. My own experience is exactly the other way. The writing of solid, instructive stuff fortified by facts and figures is easy enough. There is no trouble in writing a scientific treatise on the folk-lore of Central China, or a statistical enquiry into the declining population of Prince Edward Island. But to write something out of one's own mind, worth reading for its own sake, is an arduous contrivance only to be achieved in fortunate moments, few and far between.`,
      },
    ],
    stem: `Which choice best describes the function of the references to "the folk-lore of Central China" and "the declining population of Prince Edward Island" in the text?`,
    choices: [
      {
        text: "They serve as examples of the learned, fact-based work that the author claims is easy, setting up his claim that original writing is far harder.",
        correct: true,
        why: `The references follow directly from "The writing of solid, instructive stuff ... is easy enough" and are introduced with "There is no trouble in writing"; the next sentence ("But to write something out of one's own mind...") sets original writing against them as the rare and difficult task.`,
      },
      {
        text: "They show the wide range of subjects on which the author has published serious research.",
        correct: false,
        why: `The author does not say he has written on these subjects; he offers them as the kind of thing there is "no trouble in writing." They illustrate a type of work, not his own record.`,
      },
      {
        text: "They identify the subjects that the author's friends consider more serious than humor.",
        correct: false,
        why: `The friends are mentioned only as believing that humor is written in "idle moments"; the two examples are the author's own, offered to show that such work is easy, which is the opposite of the friends' assumption.`,
      },
      {
        text: "They suggest that the author's humor depends on close study of distant places and statistics.",
        correct: false,
        why: `The author contrasts fact-based study with humor, which he says comes "out of one's own mind." Nothing suggests that his humor rests on such research.`,
      },
    ],
    explanation: `The author reverses his friends' assumption: scholarly writing is easy, humorous writing is hard. The two oddly specific projects illustrate the first half of that claim ("solid, instructive stuff ... is easy enough"), so that the final sentence can present original writing as the truly difficult achievement.`,
    source: src.sunshineSketches,
  },
  {
    id: "mock08-rw-m1-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The following text is adapted from Katherine Mansfield's story "Miss Brill," collected in *The Garden Party and Other Stories* (1922). Every Sunday, Miss Brill, who lives alone in a French town, sits in a public garden listening to the band and watching the crowd.

Miss Brill had come to feel that the people in the garden were all acting in a play, and that she, too, had a part; somebody would have noticed if she hadn't been there. Then a young couple sat down on her bench. "Why does she come here at all—who wants her?" said the boy. "Why doesn't she keep her silly old face at home?" The girl giggled at Miss Brill's fur. On the way home, Miss Brill did not stop at the baker's as she usually did. She went into her little dark room and sat there for a long time.`,
      },
      {
        label: "Text 2",
        text: `The following text is adapted from James Joyce's 1914 story "Araby." The young narrator has promised to bring a girl he admires a gift from a bazaar, and he arrives just as the bazaar is closing.

At one of the few stalls still open, a young lady was talking and laughing with two young men. Noticing me, she came over and asked whether I wished to buy anything; the tone of her voice was not encouraging. "No, thank you," I said. After lingering a moment, I turned away slowly. Soon a voice called that the light was out, and the upper part of the hall was now completely dark. Gazing up into the darkness, I saw myself as a creature driven and derided by vanity; and my eyes burned with anguish and anger.`,
      },
    ],
    stem: "Based on the texts, in what way is the experience of the narrator in Text 2 most similar to that of Miss Brill in Text 1?",
    choices: [
      {
        text: "Each has a cherished illusion shattered by a brief encounter with strangers who treat him or her with indifference or scorn.",
        correct: true,
        why: `Miss Brill's belief that she "had a part" in the garden's play collapses when the couple mock her; the narrator's romantic errand ends when the indifferent young lady speaks to him in a tone "not encouraging," and he sees himself as "driven and derided by vanity."`,
      },
      {
        text: "Each is disappointed because the event he or she looked forward to has ended before he or she arrives.",
        correct: false,
        why: "This is true only of the narrator in Text 2, who reaches the bazaar as it closes. Miss Brill arrives while the band is playing; her disappointment comes from the couple's remarks.",
      },
      {
        text: "Each is mocked to his or her face by a young couple.",
        correct: false,
        why: "This fits only Text 1. In Text 2 the young lady is cool and unhelpful, not mocking, and she is talking with two young men, not one partner.",
      },
      {
        text: "Each openly confronts the strangers who have hurt his or her feelings.",
        correct: false,
        why: `Neither character confronts anyone. Miss Brill goes home in silence, and the narrator says only "No, thank you" and turns away.`,
      },
    ],
    explanation: `Both characters come to a public place sustained by a private hope (Miss Brill's sense of belonging, the narrator's romantic mission), and in both texts a brief encounter with uncaring strangers destroys it, leaving the character alone in the dark. The other choices describe details that belong to only one text or to neither.`,
    source: src.missBrillAraby,
  },

  // ================================================================ information and ideas
  {
    id: "mock08-rw-m1-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Saki's story "Mrs. Packletide's Tiger," collected in *The Chronicles of Clovis* (1911).

Mrs. Packletide had decided that she would shoot a tiger. It was not that she had suddenly developed a love of killing, or that she wished to leave India safer than she had found it. Her real motive was that her acquaintance Loona Bimberton had recently been carried eleven miles in an airplane by an Algerian pilot and talked of nothing else. Only a tiger skin that Mrs. Packletide had obtained herself, and a great many photographs in the newspapers, could successfully answer that sort of thing.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Mrs. Packletide wants to shoot a tiger mainly so that she can outshine an acquaintance who keeps boasting about her own adventure.",
        correct: true,
        why: `The text calls Loona Bimberton's boasting about her airplane ride Mrs. Packletide's "real motive" and says that only a tiger skin and newspaper photographs could "answer that sort of thing."`,
      },
      {
        text: "Mrs. Packletide is driven by a love of hunting and hopes to shoot a tiger before she leaves India.",
        correct: false,
        why: `The text denies that a love of killing lies behind her plan; her "real motive" is rivalry with Loona Bimberton, not a passion for hunting.`,
      },
      {
        text: "Mrs. Packletide wants to make India safer by killing a dangerous tiger.",
        correct: false,
        why: `The text rules this out: it was "not" that she wished to leave India safer than she had found it.`,
      },
      {
        text: "Mrs. Packletide hopes to take an airplane journey like the one Loona Bimberton took.",
        correct: false,
        why: "She wants to top Loona Bimberton's adventure with a different one, a tiger hunt, not to copy the airplane ride.",
      },
    ],
    explanation: `The text sets aside two possible reasons for the tiger hunt (a love of killing, a wish to make India safer) and gives the real one: Loona Bimberton's endless talk of her airplane ride, which only a tiger skin and press photographs could outdo.`,
    source: src.packletide,
  },
  {
    id: "mock08-rw-m1-10",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `A student surveyed 120 classmates, asking each to name the one kind of book he or she most enjoys reading for pleasure. Before the survey, the student predicted that mystery novels would be the most popular choice. The results did not support this prediction: ______`,
      },
    ],
    table: {
      title: "Kind of book classmates most enjoy reading for pleasure",
      columns: ["Kind of book", "Number of classmates"],
      rows: [
        ["Fantasy", "38"],
        ["Graphic novels", "33"],
        ["Mystery novels", "27"],
        ["Nonfiction", "22"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "fantasy was named by 38 classmates, more than the 27 who named mystery novels.",
        correct: true,
        why: "The prediction was that mystery novels would be the most popular choice. Showing that another kind of book (fantasy, 38) was named by more classmates than mystery novels (27) shows that the prediction was wrong.",
      },
      {
        text: "mystery novels were named by 27 classmates, more than the 22 who named nonfiction.",
        correct: false,
        why: "These figures are accurate, but beating nonfiction does not make mystery novels the most popular; this does not show that the prediction failed.",
      },
      {
        text: "nonfiction was named by 22 classmates, fewer than any other kind of book.",
        correct: false,
        why: "This is accurate, but it says nothing about whether mystery novels were the top choice, so it does not address the prediction.",
      },
      {
        text: "mystery novels were named by 33 classmates, fewer than the number who named fantasy.",
        correct: false,
        why: "33 is the figure for graphic novels; mystery novels were named by 27 classmates.",
      },
    ],
    explanation: `To show that mystery novels were not the most popular choice, the completion must point to a kind of book that more classmates named. Fantasy (38) and graphic novels (33) both beat mystery novels (27); only one choice reports such a comparison accurately.`,
    source: original,
  },
  {
    id: "mock08-rw-m1-11",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In the preface to his comic novel *Three Men in a Boat* (1889), Jerome K. Jerome assures readers that the events in the book really happened. But his praise of the book's truthfulness is itself a joke: he describes the book's accuracy in words normally applied to an illness or a serious flaw, as if truthfulness were a condition to be pitied.`,
      },
    ],
    stem: "Which quotation from the preface most effectively illustrates the claim?",
    choices: [
      {
        text: `"For hopeless and incurable veracity, nothing yet discovered can surpass it."`,
        correct: true,
        why: `"Veracity" means truthfulness, and "hopeless and incurable" are words for a disease or an ingrained fault. Attaching them to the book's accuracy is exactly the joke the claim describes.`,
      },
      {
        text: `"Its pages form the record of events that really happened."`,
        correct: false,
        why: "This supports the first part of the claim (Jerome assures readers the events are real), but it uses no language of illness or fault.",
      },
      {
        text: `"George and Harris and Montmorency are not poetic ideals, but things of flesh and blood—especially George, who weighs about twelve stone."`,
        correct: false,
        why: "This is a joke, but it turns on George's weight, not on describing the book's truthfulness as if it were an illness or flaw.",
      },
      {
        text: `"All that has been done is to colour them; and, for this, no extra charge has been made."`,
        correct: false,
        why: "This jokes about embellishing the events, but it contains no words associated with illness or a serious flaw.",
      },
    ],
    explanation: `The claim has a specific feature to illustrate: the book's accuracy described in the vocabulary of illness or fault. Only "hopeless and incurable veracity" does that; the other quotations are from the same playful preface but make different jokes or no joke about truthfulness at all.`,
    source: src.threeMen,
  },
  {
    id: "mock08-rw-m1-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `Students in an environmental science class tested how well two kinds of garden mulch, straw and wood chips, slow the loss of water from soil. They filled identical containers with equal amounts of the same moist soil, covered some with straw, some with wood chips and some with nothing, and placed half of each group in direct sun and half in shade. After five days, they measured how much water each group had lost. The students concluded that straw outperformed wood chips in both locations but that its advantage was much greater in direct sun than in shade.`,
      },
    ],
    table: {
      title: "Average water lost per container after five days (milliliters)",
      columns: ["Cover", "Direct sun", "Shade"],
      rows: [
        ["No cover", "310", "150"],
        ["Wood chips", "190", "95"],
        ["Straw", "120", "80"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the students' conclusion?",
    choices: [
      {
        text: "In direct sun, containers covered with straw lost 120 milliliters compared with 190 for wood chips, whereas in shade they lost 80 milliliters compared with 95.",
        correct: true,
        why: "This shows both parts of the conclusion: straw lost less water than wood chips in both locations, and the gap was 70 milliliters in direct sun but only 15 in shade.",
      },
      {
        text: "In direct sun, containers covered with straw lost 120 milliliters, far less than the 190 milliliters lost by containers covered with wood chips.",
        correct: false,
        why: "This is accurate, but it covers only direct sun; without the shade figures it cannot show that straw also won there or that its advantage was smaller.",
      },
      {
        text: "In both locations, containers covered with straw lost less water than uncovered containers: 120 versus 310 milliliters in direct sun and 80 versus 150 in shade.",
        correct: false,
        why: "This is accurate, but it compares straw with no cover. The conclusion is about straw compared with wood chips.",
      },
      {
        text: "Uncovered containers lost 310 milliliters in direct sun, about twice the 150 milliliters they lost in shade.",
        correct: false,
        why: "This is accurate but concerns only the uncovered containers; it says nothing about straw or wood chips.",
      },
    ],
    explanation: `The conclusion makes two claims about straw and wood chips: straw lost less water in both locations, and its advantage was much larger in the sun. Supporting both requires all four of those figures: 120 against 190 in sun (a gap of 70) and 80 against 95 in shade (a gap of 15).`,
    source: original,
  },
  {
    id: "mock08-rw-m1-13",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from James Joyce's 1914 story "A Painful Case."

Mr James Duffy lived in Chapelizod because he wished to live as far as possible from the city of which he was a citizen and because he found all the other suburbs of Dublin mean, modern and pretentious. He abhorred anything which betokened physical or mental disorder. He lived at a little distance from his body, regarding his own acts with doubtful side-glances. He had neither companions nor friends, church nor creed. He lived his spiritual life without any communion with others, visiting his relatives at Christmas and escorting them to the cemetery when they died.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Mr Duffy lives a life of fastidious order that keeps him apart from other people and, in a sense, even from himself.",
        correct: true,
        why: `Each detail supports this: he lives as far as possible from the city, abhors any sign of "disorder," lives "at a little distance from his body," and has "neither companions nor friends," seeing relatives only at Christmas and at funerals.`,
      },
      {
        text: "Mr Duffy lives in Chapelizod because he finds it less objectionable than Dublin's other suburbs.",
        correct: false,
        why: "This is a detail from the first sentence, and it is accurate, but it explains only where he lives. The text as a whole is about the detached, solitary way he lives.",
      },
      {
        text: "Mr Duffy's isolation is the result of a quarrel with his relatives and his church.",
        correct: false,
        why: "No quarrel is mentioned. He still visits his relatives at Christmas and attends their funerals, and he simply has no church rather than having broken with one.",
      },
      {
        text: "Mr Duffy longs for the companionship that his habits have denied him.",
        correct: false,
        why: "The text shows no longing; it presents his solitude as something he has arranged for himself, from his choice of suburb to his distance from his own actions.",
      },
    ],
    explanation: `The text piles up signs of distance: from the city, from disorder, from his own body and acts, from friends, faith and family. Together they portray a man whose orderly habits cut him off from others and from himself. The choice about Chapelizod is a true detail, but it is not the main idea.`,
    source: src.painfulCase,
  },
  {
    id: "mock08-rw-m1-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `In G. K. Chesterton's story "The Blue Cross" (1910), Valentin, head of the Paris police, is hunting a famous criminal through London with no clue to follow. His past successes, the narrator explains, were won by "plodding logic." Now, however, he deliberately goes to the wrong places, knocking at empty houses and turning down dead-end streets. He defends this method carefully: when one has a clue, it is the worst way to proceed, but when one has none, it is the best, since any oddity that catches the pursuer's eye may be the very one that caught the eye of the pursued. Valentin's behavior therefore suggests that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "his apparent abandonment of logic is itself a reasoned choice, suited to the one situation in which ordinary reasoning has nothing to work on.",
        correct: true,
        why: "Valentin adopts the method only when he has no clue and justifies it with an argument about what catches the eye of pursuer and pursued. Choosing the unreasonable for stated reasons, in a specific situation, is itself an act of logic.",
      },
      {
        text: "he has lost faith in the plodding logic that produced his earlier successes.",
        correct: false,
        why: "He uses the method only when he has no clue and says it would be the worst way if he had one, so he has not abandoned logic; he is applying it to an unusual case.",
      },
      {
        text: "he considers wandering at random a better method than reasoning from clues in every investigation.",
        correct: false,
        why: "The text says the opposite: with a clue, this is \"the worst way to proceed.\" He prefers it only when there is no clue at all.",
      },
      {
        text: "he expects the criminal to visit the same banks and police stations that a detective would normally search.",
        correct: false,
        why: "Valentin avoids the usual places and goes to the \"wrong\" ones. His hope is that an oddity, not a predictable location, will have caught both men's eyes.",
      },
    ],
    explanation: `Two facts must be combined: Valentin chooses the "unreasonable" course only when he has no clue, and he defends it with a careful argument. A method chosen for reasons, and only in the conditions where it makes sense, shows that his seeming departure from logic is a logical decision.`,
    source: src.blueCross,
  },

  // ================================================================ standard English conventions
  {
    id: "mock08-rw-m1-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Katherine Mansfield spent three of her teenage years at a school in London. Back home in Wellington, New Zealand, she pleaded with her father to let her return to England, and he finally ______ 1908, at the age of nineteen, she sailed for London, where she spent most of the rest of her life.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "agreed. In",
        correct: true,
        why: `"He finally agreed" completes one sentence, and "In 1908 ... she sailed for London" is a second independent clause; a period correctly separates them.`,
      },
      {
        text: "agreed, in",
        correct: false,
        why: "This joins two independent clauses with only a comma, creating a comma splice.",
      },
      {
        text: "agreed in",
        correct: false,
        why: "With no punctuation between the two independent clauses, this creates a run-on sentence.",
      },
      {
        text: "agreed, then in",
        correct: false,
        why: `"Then" is an adverb, not a conjunction, so a comma before it still leaves two independent clauses joined by only a comma: a comma splice.`,
      },
    ],
    explanation: `The text contains two complete thoughts: her father finally agreed, and in 1908 she sailed for London. Two independent clauses need a period, a semicolon, or a comma with a coordinating conjunction between them; of the choices, only the period works.`,
    source: src.gardenPartyCollection,
  },
  {
    id: "mock08-rw-m1-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `James Joyce's *Dubliners* (1914) is a collection of short fiction about ordinary people in the Irish capital. The fifteen stories in the book ______ arranged in a deliberate order, moving from childhood through adolescence and maturity to public life.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "are",
        correct: true,
        why: `The subject of the second sentence is the plural noun "stories," so the plural verb "are" agrees with it.`,
      },
      {
        text: "is",
        correct: false,
        why: `This singular verb seems to agree with "book," which sits right before the blank, but "book" belongs to the phrase "in the book"; the subject is the plural "stories."`,
      },
      {
        text: "was",
        correct: false,
        why: `"Was" is singular, which does not agree with the plural subject "stories"; it also breaks the present tense of the text.`,
      },
      {
        text: "has been",
        correct: false,
        why: `"Has" is a singular form, which does not agree with the plural subject "stories."`,
      },
    ],
    explanation: `Strip away the prepositional phrase "in the book" and the sentence reads "The fifteen stories ______ arranged." The plural subject needs the plural verb "are."`,
    source: src.dubliners,
  },
  {
    id: "mock08-rw-m1-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Jerome K. Jerome's *Three Men in a Boat* (1889) follows the narrator, J., two of his friends and a dog named Montmorency on a boating holiday on the River Thames. Jerome modeled the two friends, George and Harris, on real ______ George Wingrave and Carl Hentschel.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "men:",
        correct: true,
        why: "The sentence before the blank is complete, and the names that follow identify the \"real men\" it mentions. A colon correctly introduces such an explanation or list after an independent clause.",
      },
      {
        text: "men;",
        correct: false,
        why: "A semicolon must join two independent clauses, but \"George Wingrave and Carl Hentschel\" is only a pair of names, not a clause.",
      },
      {
        text: "men, they were",
        correct: false,
        why: "\"They were George Wingrave and Carl Hentschel\" is an independent clause, so joining it to the first clause with only a comma creates a comma splice.",
      },
      {
        text: "men. Who were",
        correct: false,
        why: "\"Who were George Wingrave and Carl Hentschel.\" cannot stand alone; the period leaves it as a sentence fragment.",
      },
    ],
    explanation: `"Jerome modeled the two friends ... on real men" is a complete clause, and the two names that follow specify who those men were. A colon is the mark that introduces such a specification.`,
    source: src.threeMen,
  },
  {
    id: "mock08-rw-m1-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `P. G. Wodehouse published more than ninety books in a career that lasted more than seventy years. His most famous creation, the resourceful ______ first appeared in "Extricating Young Gussie," a 1915 story in which he plays only a small part.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "valet Jeeves,",
        correct: true,
        why: `The phrase "the resourceful valet Jeeves" renames "His most famous creation" and is set off by a comma before it; a matching comma after it closes the phrase before the verb "first appeared."`,
      },
      {
        text: "valet Jeeves",
        correct: false,
        why: "The comma before \"the resourceful\" opens a nonessential phrase, and without a closing comma the phrase is never closed.",
      },
      {
        text: "valet Jeeves;",
        correct: false,
        why: "A semicolon cannot separate the subject (\"His most famous creation\") from its verb (\"first appeared\"), and it cannot close a phrase opened with a comma.",
      },
      {
        text: "valet Jeeves—",
        correct: false,
        why: "A phrase opened with a comma must be closed with a comma; mixing a comma and a dash around the same phrase is not standard.",
      },
    ],
    explanation: `The core sentence is "His most famous creation ... first appeared in 'Extricating Young Gussie.'" The appositive "the resourceful valet Jeeves" interrupts it and must be set off by a pair of matching commas.`,
    source: src.twoLeftFeet,
  },
  {
    id: "mock08-rw-m1-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In G. K. Chesterton's *The Innocence of Father Brown* (1911), the mild little priest's first adversary is Flambeau, a master thief. Later in the collection, Flambeau gives up crime to become a private detective, and from then on he and the priest, whose quiet insight repeatedly astonishes the police, ______ several mysteries together.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "solve",
        correct: true,
        why: `The subject is compound, "he and the priest," and so takes the plural verb "solve," which also keeps the present tense of "gives up."`,
      },
      {
        text: "solves",
        correct: false,
        why: `This singular verb seems to agree with the nearby "priest" or "insight," but the subject is "he and the priest," which is plural.`,
      },
      {
        text: "has solved",
        correct: false,
        why: `"Has" is singular and does not agree with the compound subject "he and the priest."`,
      },
      {
        text: "is solving",
        correct: false,
        why: `"Is" is singular and does not agree with the compound subject "he and the priest."`,
      },
    ],
    explanation: `Set aside the clause "whose quiet insight repeatedly astonishes the police," which describes the priest, and the clause reads "he and the priest ______ several mysteries together." Two subjects joined by "and" take a plural verb: "solve."`,
    source: src.innocenceOfFatherBrown,
  },
  {
    id: "mock08-rw-m1-20",
    skill: "boundaries",
    difficulty: "hard",
    pilot: true,
    passages: [
      {
        text: `Katherine Mansfield published three collections of stories during her lifetime. The collection ______ appeared in 1922, less than a year before her death from tuberculosis at the age of thirty-four.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "*The Garden Party and Other Stories*",
        correct: true,
        why: "Because Mansfield published three collections, \"The collection\" alone does not say which one is meant; the title is essential to the sentence and so takes no commas.",
      },
      {
        text: ", *The Garden Party and Other Stories*,",
        correct: false,
        why: "Commas would mark the title as extra information that could be removed, but without it \"The collection\" could be any of the three; the title is essential.",
      },
      {
        text: ", *The Garden Party and Other Stories*",
        correct: false,
        why: "This opens a nonessential phrase that is never closed, and the title is essential in any case.",
      },
      {
        text: "*The Garden Party and Other Stories*,",
        correct: false,
        why: "A single comma here separates the subject (\"The collection ...\") from its verb (\"appeared\").",
      },
    ],
    explanation: `The first sentence says there were three collections, so the title is what tells the reader which one appeared in 1922. An essential identifier is not set off by commas, and no comma may separate the subject from the verb "appeared."`,
    source: src.gardenPartyCollection,
  },
  {
    id: "mock08-rw-m1-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Stephen Leacock spent most of his working life teaching political economy at McGill University in Montreal, but he won international fame as a humorist. In three successive years he published three books of humor: *Literary Lapses*, a collection of sketches, in 1910; *Nonsense Novels*, a set of parodies, in ______ *Sunshine Sketches of a Little Town*, a portrait of an imaginary small town, in 1912.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "1911; and",
        correct: true,
        why: "Each item in this list contains its own commas, so the items must be separated by semicolons, as the first two already are (\"in 1910;\"). A semicolon before the final \"and\" keeps the list consistent.",
      },
      {
        text: "1911, and",
        correct: false,
        why: "Because the items already contain commas, a comma here blurs where the second item ends and the third begins; the list uses semicolons between items and must continue to do so.",
      },
      {
        text: "1911 and",
        correct: false,
        why: "With no mark at all, the second and third items run together, and the semicolon pattern set by \"in 1910;\" is broken.",
      },
      {
        text: "1911: and",
        correct: false,
        why: "A colon introduces a list or explanation; it cannot separate one item of a list from the next.",
      },
    ],
    explanation: `The colon after "humor" introduces a list of three items, each with internal commas ("*Literary Lapses*, a collection of sketches, in 1910"). Such a list separates its items with semicolons, so the second item must end with "1911;" before "and" introduces the third.`,
    source: src.sunshineSketches,
  },
  {
    id: "mock08-rw-m1-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `James Joyce wrote most of the stories in *Dubliners* (1914) in 1904 and 1905, but the collection's final story came later. Completed in 1907, three years after Joyce had left Ireland, ______`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "\"The Dead\" is also the longest story in the collection.",
        correct: true,
        why: "The opening phrase \"Completed in 1907 ...\" must describe the subject that follows it. \"The Dead\" is the story that was completed in 1907, so placing it right after the phrase makes the sentence clear and logical.",
      },
      {
        text: "Joyce made \"The Dead\" the longest story in the collection.",
        correct: false,
        why: "This makes the opening phrase describe Joyce, as if Joyce himself had been \"completed in 1907\": a dangling modifier.",
      },
      {
        text: "the length of \"The Dead\" makes it the longest story in the collection.",
        correct: false,
        why: "The subject here is \"the length,\" so the sentence says that a length, rather than the story, was completed in 1907: a dangling modifier.",
      },
      {
        text: "Joyce's decision was to end the collection with \"The Dead,\" its longest story.",
        correct: false,
        why: "The subject is \"Joyce's decision,\" so the sentence says that a decision was the thing completed in 1907, not the story: a dangling modifier.",
      },
    ],
    explanation: `An introductory modifier attaches to the subject that comes right after it. What was "completed in 1907" is a story, "The Dead," so that story must be the subject; every other choice makes the phrase describe Joyce, a length, or a decision.`,
    source: src.dubliners,
  },

  // ================================================================ expression of ideas
  {
    id: "mock08-rw-m1-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `After leaving school in 1900, P. G. Wodehouse took a job at the London office of the Hongkong and Shanghai Bank. He had little interest in banking and spent his evenings writing stories and humorous articles for magazines. ______ in 1902, he left the bank to become a full-time writer. He later drew on his time there in the novel *Psmith in the City* (1910).`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Eventually,",
        correct: true,
        why: "Wodehouse's leaving the bank came after some time of writing in the evenings, and it followed naturally from his lack of interest in banking. \"Eventually\" marks that later outcome.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Leaving the bank in 1902 is not an example of his lack of interest or of his evening writing; it is what finally came of them.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "\"Nevertheless\" signals an outcome that goes against what came before, but leaving a job he disliked in order to write is what the earlier sentences lead a reader to expect.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Leaving the bank is not similar to spending evenings writing; it is a later step that the earlier sentences lead to.",
      },
    ],
    explanation: `The text moves through time: Wodehouse joins the bank, dislikes the work and writes at night, and then, two years later, leaves to write full-time. "Eventually" signals that final step.`,
    source: src.psmithInTheCity,
  },
  {
    id: "mock08-rw-m1-24",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- James Joyce's *Dubliners* is a collection of fifteen short stories set in Dublin.
- In 1906, the London publisher Grant Richards agreed to publish the book.
- Richards soon backed out after his printer objected to certain passages.
- A Dublin firm, Maunsel & Co., later agreed to publish the book but also abandoned it; in 1912, the printed sheets were destroyed.
- Grant Richards finally published *Dubliners* in June 1914.`,
      },
    ],
    stem: `The student wants to emphasize how long *Dubliners* took to reach readers. ${SYNTHESIS}`,
    choices: [
      {
        text: "Although Grant Richards first agreed to publish *Dubliners* in 1906, the book did not appear until 1914, some eight years later.",
        correct: true,
        why: "This sets the first agreement to publish (1906) against the actual publication (1914) and states the length of the delay, which is exactly what the goal asks the sentence to emphasize.",
      },
      {
        text: "*Dubliners*, a collection of fifteen short stories, is set in the city of Dublin.",
        correct: false,
        why: "This describes the book's contents and setting; it says nothing about how long publication took.",
      },
      {
        text: "In 1912, the printed sheets of *Dubliners* prepared for Maunsel & Co. were destroyed.",
        correct: false,
        why: "This reports one setback, but with a single date it cannot show how long the whole delay lasted.",
      },
      {
        text: "The London publisher Grant Richards published *Dubliners* in June 1914.",
        correct: false,
        why: "This gives only the date the book finally appeared, with no starting point against which to measure the delay.",
      },
    ],
    explanation: `To emphasize how long the book took to reach readers, the sentence needs both ends of the wait: the first agreement to publish (1906) and the publication itself (1914). Only one choice gives both and names the span of about eight years.`,
    source: src.dubliners,
  },
  {
    id: "mock08-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Jerome K. Jerome first planned *Three Men in a Boat* (1889) as a serious guide to the River Thames, full of the history of the towns and landmarks along its banks, with comic episodes included only as light relief. ______ the comic episodes took over the book. Some history survives in its pages, but readers remember it almost entirely for its humor.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "In the end,",
        correct: true,
        why: "The first sentence gives Jerome's original plan; the second gives how the book actually turned out. \"In the end\" marks that final outcome, which departed from the plan.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The comic episodes taking over is not an example of the plan for a serious guide; it is the opposite of what was planned.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The second sentence does not describe something like the original plan; it describes how the book departed from it.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The second sentence does not restate the first. The plan gave comedy a minor role, while the finished book made it the main one.",
      },
    ],
    explanation: `The text contrasts an intention (a serious guide with a little comedy) with the result (a book remembered for its comedy). "In the end" introduces that result.`,
    source: src.threeMen,
  },
  {
    id: "mock08-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- G. K. Chesterton's detective Father Brown first appeared in the story "The Blue Cross," published in 1910.
- Father Brown is a short, clumsy-looking Catholic priest who carries a large, shabby umbrella.
- Chesterton based the character partly on Father John O'Connor, a priest he knew in Yorkshire.
- Arthur Conan Doyle's Sherlock Holmes solves crimes chiefly by examining physical clues.
- Father Brown solves crimes chiefly through his understanding of how people think and feel.`,
      },
    ],
    stem: `The student wants to contrast Father Brown's methods with those of another fictional detective. ${SYNTHESIS}`,
    choices: [
      {
        text: "Whereas Sherlock Holmes solves crimes chiefly by examining physical clues, Father Brown relies chiefly on his understanding of how people think and feel.",
        correct: true,
        why: "This names another fictional detective, Sherlock Holmes, and sets his method (physical clues) against Father Brown's (understanding people), which is exactly the contrast the goal calls for.",
      },
      {
        text: "Father Brown is a short, clumsy-looking Catholic priest who carries a large, shabby umbrella.",
        correct: false,
        why: "This describes Father Brown's appearance, not his methods, and it mentions no other detective.",
      },
      {
        text: "Chesterton based Father Brown partly on Father John O'Connor, a priest he knew in Yorkshire.",
        correct: false,
        why: "This explains where the character came from; it says nothing about his methods and compares him with no fictional detective.",
      },
      {
        text: "Father Brown, who first appeared in \"The Blue Cross\" (1910), solves crimes through his understanding of how people think and feel.",
        correct: false,
        why: "This states Father Brown's method, but it does not contrast it with the method of any other detective.",
      },
    ],
    explanation: `The goal has two parts: Father Brown's methods, and a contrast with another fictional detective. Only the sentence that pairs Holmes's physical clues with Father Brown's understanding of people does both.`,
    source: src.innocenceOfFatherBrown,
  },
  {
    id: "mock08-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `After his mother died in 1872, the infant Hector Hugh Munro, later known to readers as Saki, was raised by his grandmother and two aunts in Devon, England, while his father served with the police in Burma. By most accounts the aunts were strict and often harsh. Munro never wrote a memoir of those years. ______ the household left its mark on his fiction, in which stern aunts and guardians appear again and again, often to be outwitted by the children in their care.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "The sentence before the blank says Munro never wrote directly about his childhood; the next says that childhood shaped his fiction anyway. \"Even so\" signals a point that holds despite what was just said.",
      },
      {
        text: "Indeed,",
        correct: false,
        why: "\"Indeed\" would present the last sentence as reinforcing the one before it, but the mark left on his fiction does not strengthen the point that he wrote no memoir; it qualifies it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The household's influence on his stories is not similar to his never writing a memoir; the two point in opposite directions.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The influence on his fiction is not an example of his never writing a memoir, nor of the aunts' strictness.",
      },
    ],
    explanation: `The transition must connect "Munro never wrote a memoir of those years" with "the household left its mark on his fiction." The second statement holds true despite the first: although Munro left no direct account of his childhood, it surfaced in another form, his fiction. "Even so" expresses that relationship of a point that stands in spite of what precedes it.`,
    source: src.chroniclesOfClovis,
  },
];
