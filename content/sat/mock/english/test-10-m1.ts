import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 10, reading and writing, module 1 (the same for every student): 25 scored items and
 * 2 unscored pilots. Passages are adapted from, or are short factual passages about, public-domain
 * works by Ellen Glasgow, Mary E. Wilkins Freeman, Alice Dunbar-Nelson, George Washington Cable,
 * Bret Harte, Ambrose Bierce and Frank Norris; the two quantitative items carry original, invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const barrenGroundEdition = "Doubleday, Page & Company, Garden City, New York, 1925";
const newEnglandNunEdition = "Harper & Brothers, New York, 1891 (published under the name Mary E. Wilkins)";
const roaringCampEdition = "Fields, Osgood, & Co., Boston, 1870";
const talesEdition = "E. L. G. Steele, San Francisco, 1891";
const oldCreoleDaysEdition = "Charles Scribner's Sons, New York, 1879";
const mcTeagueEdition = "Doubleday & McClure Company, New York, 1899";

const src = {
  mcTeague: pd("Frank Norris", "McTeague: A Story of San Francisco", 1899, mcTeagueEdition),
  horseman: pd("Ambrose Bierce", "A Horseman in the Sky, in Tales of Soldiers and Civilians", 1891, talesEdition),
  chickamauga: pd("Ambrose Bierce", "Chickamauga, in Tales of Soldiers and Civilians", 1891, talesEdition),
  owlCreek: pd("Ambrose Bierce", "An Occurrence at Owl Creek Bridge, in Tales of Soldiers and Civilians", 1891, talesEdition),
  talesOfSoldiers: pd("Ambrose Bierce", "Tales of Soldiers and Civilians", 1891, talesEdition),
  newEnglandNun: pd("Mary E. Wilkins Freeman", "A New England Nun, in A New England Nun and Other Stories", 1891, newEnglandNunEdition),
  revoltOfMother: pd(
    "Mary E. Wilkins Freeman",
    "The Revolt of \"Mother,\" in A New England Nun and Other Stories",
    1891,
    newEnglandNunEdition,
  ),
  newEnglandNunCollection: pd("Mary E. Wilkins Freeman", "A New England Nun and Other Stories", 1891, newEnglandNunEdition),
  luck: pd("Bret Harte", "The Luck of Roaring Camp, in The Luck of Roaring Camp and Other Sketches", 1870, roaringCampEdition),
  outcasts: pd("Bret Harte", "The Outcasts of Poker Flat, in The Luck of Roaring Camp and Other Sketches", 1870, roaringCampEdition),
  barrenGround: pd("Ellen Glasgow", "Barren Ground", 1925, barrenGroundEdition),
  nunAndBarrenGround: pd(
    "Mary E. Wilkins Freeman (Text 1); Ellen Glasgow (Text 2)",
    "A New England Nun, in A New England Nun and Other Stories (Text 1); Barren Ground (Text 2)",
    1925,
    `Text 1: ${newEnglandNunEdition}; Text 2: ${barrenGroundEdition}`,
  ),
  jeanAhPoquelin: pd("George Washington Cable", "Jean-ah Poquelin, in Old Creole Days", 1879, oldCreoleDaysEdition),
  oldCreoleDays: pd("George Washington Cable", "Old Creole Days", 1879, oldCreoleDaysEdition),
  stRocque: pd(
    "Alice Dunbar-Nelson",
    "The Goodness of St. Rocque and Other Stories",
    1899,
    "Dodd, Mead and Company, New York, 1899 (published under the name Alice Dunbar)",
  ),
};

const WIC_BLANK = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock10-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Frank Norris's 1899 novel *McTeague*. McTeague is a dentist in San Francisco.

It was Sunday, and, according to his custom on that day, McTeague took his dinner at two in the afternoon at the car conductors' coffee-joint on Polk Street. On the way back to his office, he stopped at a saloon and bought a pitcher of beer. Then he settled into his operating chair by the window, smoked his pipe, read the paper and sipped his beer until, full of food and drowsy, he dozed off. Every Sunday went exactly this way; it was a ______ that McTeague never thought of changing.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "routine",
        correct: true,
        why: `The text opens with "according to his custom" and ends by saying that "Every Sunday went exactly this way." A routine is a fixed series of actions repeated regularly, which is exactly what McTeague's Sunday is.`,
      },
      {
        text: "mystery",
        correct: false,
        why: "Nothing about McTeague's Sunday is puzzling or unexplained; the text lays out every step of it plainly.",
      },
      {
        text: "sacrifice",
        correct: false,
        why: "A sacrifice means giving up something valued. McTeague's dinner, beer, pipe and nap are comforts he enjoys, not losses he endures.",
      },
      {
        text: "contest",
        correct: false,
        why: "A contest involves competing against others, but McTeague spends the afternoon alone, eating, reading and sleeping.",
      },
    ],
    explanation: `The blank names what "every Sunday" was for McTeague: the same dinner, the same beer, the same chair and the same nap, repeated "according to his custom." The word for such a fixed, repeated pattern is "routine."`,
    source: src.mcTeague,
  },
  {
    id: "mock10-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Ambrose Bierce's story "A Horseman in the Sky," collected in *Tales of Soldiers and Civilians* (1891). The story is set during the Civil War.

One sunny afternoon in the autumn of 1861, a soldier lay in a clump of laurel by the side of a road in western Virginia. He lay at full length on his stomach, his head resting on his left forearm, his outstretched right hand loosely grasping his rifle. But for the orderly arrangement of his limbs and a slight, rhythmic movement of the cartridge-box at the back of his belt, he might have been thought dead. He was asleep at his post of duty. If he were discovered, he would be dead soon afterward, for death was the legal penalty for his offense.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To introduce a soldier and reveal that, by falling asleep on duty, he has put his own life in danger",
        correct: true,
        why: `The text describes the soldier lying motionless, reveals that "He was asleep at his post of duty," and then states the consequence: if discovered, he would be put to death. Introducing him and his perilous situation is the point of the text.`,
      },
      {
        text: "To describe a battle fought in western Virginia in 1861",
        correct: false,
        why: "No battle takes place in the text. The only soldier described is lying asleep beside a quiet road.",
      },
      {
        text: "To explain why the soldier decided to join the army",
        correct: false,
        why: "The text says nothing about the soldier's reasons for enlisting; it describes only where he lies and the danger he is in.",
      },
      {
        text: "To argue that the penalty for sleeping on duty is too harsh",
        correct: false,
        why: "The text states the penalty as a fact of military law. It makes no argument about whether the penalty is fair.",
      },
    ],
    explanation: `The text sets a scene (a soldier lying in the laurel), reveals a surprising fact (he is asleep at his post) and ends with what that fact means for him (death if he is found). Its purpose is to introduce the soldier and the danger he has placed himself in.`,
    source: src.horseman,
  },
  {
    id: "mock10-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Mary E. Wilkins Freeman's 1891 story "A New England Nun." Louisa Ellis has lived alone for many years while her fiancé, Joe Dagget, was in Australia making his fortune.

In Louisa's small house, nothing was ever out of place. Her sewing was folded away at the end of each day, her books lay on the table in the order in which she always kept them, and not a speck of dust was allowed to settle anywhere. When Joe, home at last, came to call, he sat stiffly and hardly dared to move; he felt as though he were surrounded by a hedge of lace. Everything in the room had been arranged with ______ care.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "meticulous",
        correct: true,
        why: `"Meticulous" means extremely careful about small details. Sewing folded away daily, books kept in a fixed order and "not a speck of dust" are exactly such details, and Joe's fear of disturbing anything confirms how exact the arrangement is.`,
      },
      {
        text: "haphazard",
        correct: false,
        why: `"Haphazard" means without order or plan, the opposite of a house in which "nothing was ever out of place."`,
      },
      {
        text: "grudging",
        correct: false,
        why: `"Grudging" means given unwillingly. Nothing suggests that Louisa resents keeping her house in order; her habits are described as a settled way of life.`,
      },
      {
        text: "sporadic",
        correct: false,
        why: `"Sporadic" means happening only now and then, but Louisa's tidiness is constant: the sewing is put away "at the end of each day," and dust is never allowed to settle.`,
      },
    ],
    explanation: `Every detail in the text shows exact, constant attention to order: nothing out of place, books in a fixed order, no dust, and a visitor afraid to disturb anything. The word that describes such care is "meticulous."`,
    source: src.newEnglandNun,
  },
  {
    id: "mock10-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Bret Harte's story "The Luck of Roaring Camp," first published in 1868. The miners of a rough California camp have taken charge of an orphaned baby, whom they call "the Luck."

The rosewood cradle, carried eighty miles by mule, made the rest of the furniture in Stumpy's cabin, where the baby lived, look shabby, so the cabin had to be fixed up. Not to be outdone, Tuttle's grocery, a rival gathering place, brought in a carpet and mirrors. The mirrors showed the miners how they looked, and they began to keep themselves cleaner. Kentuck, who had never cared much about his appearance, now came by every afternoon in a clean shirt, his face still shining from washing. Soon even the shouting for which the camp was known was forbidden anywhere near the baby.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It traces a series of changes in the camp, each prompted by the one before it, beginning with a single purchase made for the baby.",
        correct: true,
        why: `The cradle makes the cabin look shabby, so the cabin is fixed up; the rival grocery then brings in mirrors; the mirrors make the men cleaner; and finally even the shouting is banned. Each change follows from the previous one, starting with the cradle.`,
      },
      {
        text: "It describes the miners' rough habits and then explains why the baby failed to change them.",
        correct: false,
        why: "The text shows the men's habits changing, not staying the same: they grow cleaner and quieter.",
      },
      {
        text: "It presents a disagreement among the miners about the cradle and then describes how the disagreement was settled.",
        correct: false,
        why: "No one in the text argues about the cradle. Its only effect is to make the surrounding furniture look shabby.",
      },
      {
        text: "It focuses on how the baby affected one miner, Kentuck, and then compares him with the other men in the camp.",
        correct: false,
        why: "Kentuck is only one link in the chain of changes, and the text never compares him with the other men. This choice mistakes a single detail for the organization of the whole text.",
      },
    ],
    explanation: `The text is built as a chain of consequences: one costly cradle leads to a repaired cabin, a competing grocery's mirrors, cleaner men, a washed Kentuck and a ban on shouting. The key describes that chain.`,
    source: src.luck,
  },
  {
    id: "mock10-rw-m1-05",
    skill: "words-in-context",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Ambrose Bierce's story "Chickamauga," collected in *Tales of Soldiers and Civilians* (1891).

One sunny autumn afternoon, a child strayed away from his rough home in a small field and entered a forest without anyone seeing him go. He was happy in a new sense of ______, free for once from anyone's control, and happy in the chance to explore and seek adventure; for his ancestors, the narrator observes, had for thousands of years performed memorable feats of discovery and conquest. Carrying a wooden sword, he marched boldly in among the trees.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "independence",
        correct: true,
        why: `The phrase right after the blank explains it: the child is "free for once from anyone's control." Independence is exactly that freedom from others' control, and it fits his slipping away unseen to explore.`,
      },
      {
        text: "obligation",
        correct: false,
        why: "An obligation is a duty one is bound to. The child has just escaped the control of others; he feels freed from duties, not bound by them.",
      },
      {
        text: "confinement",
        correct: false,
        why: `Confinement is being shut in, the opposite of a child who has wandered off into an open forest, "free for once from anyone's control."`,
      },
      {
        text: "grief",
        correct: false,
        why: `The sentence says the child is "happy" in this new feeling; grief is deep sorrow and cannot be what makes him happy.`,
      },
    ],
    explanation: `The child has left home unseen, is "free for once from anyone's control," and is eager to explore. The feeling that makes him happy is a sense of independence.`,
    source: src.chickamauga,
  },
  {
    id: "mock10-rw-m1-06",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Ellen Glasgow's 1925 novel *Barren Ground*. Dorinda Oakley works in a country store in Virginia.

A girl in an orange-colored shawl stood at the window of Pedlar's store and looked, through the falling snow, at the deserted road. She did not stir; yet her posture, at once held still and expectant, conveyed a sense of ______ motion, like that of an arrow drawn back on the bowstring and waiting only to be released.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "latent",
        correct: true,
        why: `"Latent" means present but not yet visible or active. The girl "did not stir," yet, like a drawn arrow, she seems full of a movement that has not yet happened; the motion exists only as a hidden readiness.`,
      },
      {
        text: "aimless",
        correct: false,
        why: "An arrow drawn on a bowstring is the very image of motion with a direction, and the girl is looking intently down the road. Motion without aim contradicts the comparison.",
      },
      {
        text: "frantic",
        correct: false,
        why: `"Frantic" describes wild, hurried activity, but the girl is perfectly still: she "did not stir." Her motion is held back, not frenzied.`,
      },
      {
        text: "reluctant",
        correct: false,
        why: `"Reluctant" means unwilling, but the girl's posture is "expectant," and an arrow drawn back is "waiting only to be released." Nothing suggests she holds back out of unwillingness.`,
      },
    ],
    explanation: `The sentence sets stillness ("She did not stir") against a feeling of readiness to move, then explains the contrast with the image of a drawn arrow. The word must describe motion that is present as potential but not yet happening: "latent."`,
    source: src.barrenGround,
  },
  {
    id: "mock10-rw-m1-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from George Washington Cable's story "Jean-ah Poquelin," collected in *Old Creole Days* (1879).

In the first decade of the nineteenth century, when the newly established American government was the most hateful thing in Louisiana—when the Creoles were still kicking at such vile innovations as the trial by jury, American dances, anti-smuggling laws, and the printing of the governor's proclamation in English—when the flood of Anglo-American settlers that was soon to burst upon the delta had so far been felt only as a slippery seepage that made the Creole tremble for his footing—there stood, a short distance above what is now Canal Street in New Orleans, an old colonial plantation house half in ruin. It stood aloof from civilization, its former indigo fields given back to their first wildness and grown up into one of the worst marshes for fifty miles around.`,
      },
    ],
    stem: `Which choice best describes the function of the three clauses beginning with "when" in the first sentence of the text?`,
    choices: [
      {
        text: "They place the story in a particular historical moment, one of Creole resentment toward American rule, before the sentence arrives at its subject, the ruined house.",
        correct: true,
        why: `Each "when" clause describes the period: Creoles hating the new government, resisting American customs and fearing American settlers. Only after all three does the sentence reach its main clause, "there stood... an old colonial plantation house half in ruin."`,
      },
      {
        text: "They explain the causes that led to the ruin of the plantation house.",
        correct: false,
        why: "The clauses describe the public mood of the era, and the text never links that mood to the house's decay. The house's ruin is described only through its neglected fields, not explained by the politics.",
      },
      {
        text: "They show that the narrator shares the Creoles' scorn for trial by jury and other American practices.",
        correct: false,
        why: `Words such as "vile innovations" report the Creoles' view, and calling the trial by jury "vile" is plainly ironic. More important, even a reader who sensed sympathy in them would be describing a tone, not the clauses' job in the sentence, which is to set the historical scene.`,
      },
      {
        text: "They describe the gradual process by which the Creoles came to accept the American government.",
        correct: false,
        why: `The clauses describe resistance, not acceptance: the government is "the most hateful thing in Louisiana," and the Creoles are "still kicking" at its customs.`,
      },
    ],
    explanation: `The first sentence delays its subject through three "when" clauses that characterize the era (Creole hatred of the American government, resistance to its customs, fear of American newcomers) and only then names the ruined plantation house. The clauses establish the historical setting in which the story's house stands.`,
    source: src.jeanAhPoquelin,
  },
  {
    id: "mock10-rw-m1-08",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The following text is adapted from Mary E. Wilkins Freeman's 1891 story "A New England Nun." Louisa Ellis has just released Joe Dagget from their long engagement, knowing that he loves another woman.

The next morning Louisa felt like a queen who, after fearing that her kingdom would be taken from her, sees it firmly secured in her possession. No husband's coarse, clumsy presence would ever disturb her delicate household. She could go on sewing her fine seams, distilling the essences of roses and dusting her treasures, as she had done for years. She looked ahead at the long, quiet days of her life, each like the last, and was content.`,
      },
      {
        label: "Text 2",
        text: `The following text is adapted from Ellen Glasgow's 1925 novel *Barren Ground*. Dorinda Oakley, abandoned as a young woman by the man she loved and later widowed, has spent decades turning her family's worn-out Virginia farm into a thriving dairy.

At sunrise Dorinda looked out over her fields and felt renewed by the land she had worked for so long. When her stepson, John Abner, suggested that she might someday marry again, she only smiled at him. "Oh, I've finished with all that," she said. "I am thankful to have finished with all that."`,
      },
    ],
    stem: "Based on the texts, how are Louisa in Text 1 and Dorinda in Text 2 most similar?",
    choices: [
      {
        text: "Each finds satisfaction in a life that she governs herself and is glad to be free of marriage.",
        correct: true,
        why: `Louisa feels like a queen whose kingdom is secure and is "content" that no husband will disturb her household; Dorinda feels renewed by the land she has worked and says she is "thankful to have finished with all that" when marriage is suggested.`,
      },
      {
        text: "Each regrets a lost chance at marriage but hides that regret behind a calm manner.",
        correct: false,
        why: `Neither text shows hidden regret. Louisa is openly "content," and Dorinda answers the suggestion of marriage by saying she is "thankful" to be done with it.`,
      },
      {
        text: "Each feels renewed by land that she has worked for many years.",
        correct: false,
        why: "This is true only of Dorinda, who has spent decades farming. Louisa's satisfactions are indoor ones: her sewing, her rose essences and her treasures.",
      },
      {
        text: "Each releases a man from a promise so that he can marry another woman.",
        correct: false,
        why: "Only Louisa does this, releasing Joe Dagget because he loves someone else. Dorinda was abandoned by the man she loved; she did not release him.",
      },
    ],
    explanation: `Louisa rejoices that her orderly household is safe from a husband, and Dorinda, renewed by her land, waves away the idea of marrying again. Both women are content with lives of their own making and relieved to be free of marriage. The other choices either contradict the texts or fit only one woman.`,
    source: src.nunAndBarrenGround,
  },

  // ================================================================ information and ideas
  {
    id: "mock10-rw-m1-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Mary E. Wilkins Freeman's story "The Revolt of 'Mother,'" collected in *A New England Nun and Other Stories* (1891). Sarah Penn and her husband, Adoniram, call each other "Mother" and "Father."

"Father!" "What is it?" "What are those men digging over there in the field for?" The old man's face dropped and hardened, as if a heavy weight had settled in it. He shut his mouth tight and went on harnessing the great bay mare. "Father!" He slapped the saddle onto the mare's back. "Look here, Father, I want to know what those men are digging in the field for, and I'm going to know." "I wish you'd go into the house, Mother, and tend to your own affairs," the old man said.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "A woman repeatedly asks her husband what work is being done in the field, and he refuses to tell her.",
        correct: true,
        why: "Sarah asks her question three times, and each time Adoniram avoids it: he shuts his mouth, keeps working on the horse and finally tells her to go into the house and mind her own affairs.",
      },
      {
        text: "A farmer explains to his wife why he has hired men to dig in the field.",
        correct: false,
        why: "The husband explains nothing; his only reply is to tell his wife to go into the house.",
      },
      {
        text: "A husband and wife work together to harness a horse.",
        correct: false,
        why: "Only the husband harnesses the mare. The wife stands questioning him while he works.",
      },
      {
        text: "An old man asks his wife to help the men who are digging in the field.",
        correct: false,
        why: "It is the wife who asks about the digging, and the husband wants her out of the way, not helping.",
      },
    ],
    explanation: `The passage consists of the wife's insistent question about the digging and the husband's refusal to answer it, ending with his order that she "tend to" her "own affairs." The main idea is her demand and his refusal.`,
    source: src.revoltOfMother,
  },
  {
    id: "mock10-rw-m1-10",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Forty members of a high school book club each read the same four short stories and then voted for the one story they most wanted to discuss at the club's next meeting. Before the vote, the club's president predicted that "The Outcasts of Poker Flat" would receive the most votes. The results did not support this prediction: ______`,
      },
    ],
    table: {
      title: "Book club vote on which story to discuss",
      columns: ["Story", "Number of votes"],
      rows: [
        ["\"An Occurrence at Owl Creek Bridge\"", "14"],
        ["\"A New England Nun\"", "11"],
        ["\"The Outcasts of Poker Flat\"", "9"],
        ["\"Jean-ah Poquelin\"", "6"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "\"An Occurrence at Owl Creek Bridge\" received 14 votes, while \"The Outcasts of Poker Flat\" received only 9.",
        correct: true,
        why: "The prediction was that \"The Outcasts of Poker Flat\" would win the most votes. Showing that another story received more votes (14 against 9) shows that the prediction was wrong.",
      },
      {
        text: "\"The Outcasts of Poker Flat\" received 9 votes, more than the 6 votes for \"Jean-ah Poquelin.\"",
        correct: false,
        why: "These figures are accurate, but beating the last-place story does not make \"The Outcasts of Poker Flat\" the winner, so this does not show that the prediction failed.",
      },
      {
        text: "\"Jean-ah Poquelin\" received 6 votes, the fewest of the four stories.",
        correct: false,
        why: "This is accurate, but it says nothing about whether \"The Outcasts of Poker Flat\" received the most votes.",
      },
      {
        text: "\"The Outcasts of Poker Flat\" received 14 votes, more than any other story.",
        correct: false,
        why: "This misreads the table: 14 is the figure for \"An Occurrence at Owl Creek Bridge.\" It would also support the prediction rather than show that it failed.",
      },
    ],
    explanation: `To show that the president's prediction was wrong, the completion must point to a story that received more votes than "The Outcasts of Poker Flat" (9). Both "An Occurrence at Owl Creek Bridge" (14) and "A New England Nun" (11) did; only one choice reports such a comparison accurately.`,
    source: original,
  },
  {
    id: "mock10-rw-m1-11",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In Bret Harte's 1869 story "The Outcasts of Poker Flat," the California mining town of Poker Flat, having recently lost several thousand dollars, two valuable horses and a prominent citizen, suddenly resolves to rid itself of several residents it considers immoral, among them the gambler John Oakhurst. Harte treats this burst of public virtue with irony, suggesting that the townspeople's campaign is no more orderly or lawful than the misdeeds it is meant to punish.`,
      },
    ],
    stem: "Which quotation from \"The Outcasts of Poker Flat\" most effectively illustrates the claim?",
    choices: [
      {
        text: "\"It was experiencing a spasm of virtuous reaction, quite as lawless and ungovernable as any of the acts that had provoked it.\"",
        correct: true,
        why: "The town's reaction is called \"virtuous,\" yet it is described as \"quite as lawless and ungovernable\" as the acts it answers. That is exactly the irony the claim describes: a campaign no more lawful than the misdeeds it punishes.",
      },
      {
        text: "\"Poker Flat was 'after somebody.'\"",
        correct: false,
        why: "This shows that the town has begun a campaign against someone, but it says nothing about whether the campaign is lawless or disorderly.",
      },
      {
        text: "\"There was a Sabbath lull in the air, which, in a settlement unused to Sabbath influences, looked ominous.\"",
        correct: false,
        why: "This hints that trouble is coming, but it describes the town's unusual quiet, not the lawlessness of what the town is doing.",
      },
      {
        text: "\"Mr. Oakhurst's calm, handsome face betrayed small concern in these indications.\"",
        correct: false,
        why: "This describes Oakhurst's reaction to the signs of trouble, not the character of the town's campaign.",
      },
    ],
    explanation: `The claim has two parts: the town's campaign presents itself as virtuous, and Harte suggests it is as lawless as the misdeeds it targets. Only the quotation calling the town's "virtuous reaction" "quite as lawless and ungovernable" as the acts that provoked it contains both parts.`,
    source: src.outcasts,
  },
  {
    id: "mock10-rw-m1-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `An English teacher wanted to learn whether the way students first encounter a short story affects what they remember about it. Three classes took in the same story in different ways: one read it silently, one listened to a recording of it, and one read it aloud together. A week later, every student answered ten questions about the story's plot and ten about its smaller details. The teacher concluded that reading aloud gave students a much greater advantage in remembering details than in remembering the plot.`,
      },
    ],
    table: {
      title: "Average number of questions answered correctly, by way of encountering the story",
      columns: ["Class", "Plot questions (out of 10)", "Detail questions (out of 10)"],
      rows: [
        ["Read silently", "7.2", "4.1"],
        ["Listened to a recording", "7.5", "5.0"],
        ["Read aloud together", "7.7", "6.4"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the teacher's conclusion?",
    choices: [
      {
        text: "Students who read the story aloud answered an average of 6.4 detail questions correctly, compared with 4.1 for those who read silently, while the two classes' plot scores differed by only half a point (7.7 versus 7.2).",
        correct: true,
        why: "The conclusion compares two advantages. Against silent reading, reading aloud raised detail scores by 2.3 questions but plot scores by only 0.5, so this choice shows the advantage for details was much greater than the advantage for plot.",
      },
      {
        text: "Students who read the story aloud answered an average of 7.7 plot questions correctly, the highest plot score of any class.",
        correct: false,
        why: "This is accurate, but it reports only plot scores. The conclusion is about the advantage for details being greater than the advantage for plot, which requires the detail scores too.",
      },
      {
        text: "Students who listened to a recording answered an average of 5.0 detail questions correctly, more than the 4.1 answered by those who read silently.",
        correct: false,
        why: "This is accurate, but it compares the recording class with the silent class; the conclusion is about reading aloud.",
      },
      {
        text: "In every class, students answered more plot questions than detail questions correctly.",
        correct: false,
        why: "This is true of the table, but it says nothing about how reading aloud changed either kind of score.",
      },
    ],
    explanation: `To support the conclusion, a choice must show that reading aloud improved detail scores much more than plot scores. Compared with silent reading, reading aloud raised detail scores from 4.1 to 6.4 but plot scores only from 7.2 to 7.7; only one choice presents both differences.`,
    source: original,
  },
  {
    id: "mock10-rw-m1-13",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Frank Norris's 1899 novel *McTeague*. Trina, the wife of the dentist McTeague, has won five thousand dollars in a lottery; the money has been invested, and it pays her interest every month.

Trina had always been careful with money, and marriage did not change her. The couple lived comfortably, yet every coin she could spare from the housekeeping she slipped into a little brass match-safe, and when it was full she emptied it into a chamois-skin bag kept at the bottom of her trunk. She had no plan for spending what she saved, and no wish to spend it. Sometimes, when she was alone, she took out the bag and counted the coins over and over, handling each one with delight.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Trina's saving, which serves no practical purpose, has become a source of pleasure in its own right.",
        correct: true,
        why: `The couple "lived comfortably," so the saving is not needed; Trina has "no plan for spending" and "no wish to spend" the money; and she counts the coins "over and over, handling each one with delight." The money itself, not anything it could buy, is what she enjoys.`,
      },
      {
        text: "Trina hides her savings at the bottom of her trunk because she does not trust McTeague with money.",
        correct: false,
        why: "The bag is kept in her trunk and she counts it when alone, but the text never gives distrust of McTeague as a reason. This choice builds a motive out of a detail that the text leaves unexplained.",
      },
      {
        text: "Trina's lottery prize has made her careless about smaller sums of money.",
        correct: false,
        why: "The text says the opposite: she saves every coin she can spare from the housekeeping, and she has always been careful with money.",
      },
      {
        text: "Trina saves because the couple's income is too small to meet their needs.",
        correct: false,
        why: `The text states that "the couple lived comfortably," so her saving cannot be explained by need.`,
      },
    ],
    explanation: `Each detail points the same way: the couple does not need the money, Trina has no intention of spending it, and she takes private delight in counting it. The text's central idea is that her thrift has turned into a love of money for its own sake.`,
    source: src.mcTeague,
  },
  {
    id: "mock10-rw-m1-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Ambrose Bierce's story "An Occurrence at Owl Creek Bridge," collected in *Tales of Soldiers and Civilians* (1891). Peyton Farquhar is an Alabama planter eager to serve the Southern cause.

One evening a soldier in the gray uniform of the Southern army rode up to Farquhar's gate and asked for water. He reported that Northern troops had repaired the Owl Creek bridge and posted an order: any civilian caught interfering with the railroad would be hanged. Farquhar asked what a man might accomplish at the bridge if he slipped past the guards. The soldier replied that driftwood had piled up against the bridge's wooden pier; it was now dry and would burn easily. He rode away, but an hour later, after nightfall, he passed the plantation again, riding north, the way he had come. He was a Northern scout.`,
      },
    ],
    stem: "Based on the text, what was the scout most likely trying to do when he spoke with Farquhar?",
    choices: [
      {
        text: "Tempt Farquhar into an attack on the bridge, an act for which the Northern army could catch and hang him",
        correct: true,
        why: "A Northern scout disguised in a Southern uniform tells an eager Southern planter that the bridge has wooden parts heaped with dry, easily burned driftwood, right after explaining that such interference is a hanging offense. The disguise and the pointed hint make sense only as bait.",
      },
      {
        text: "Discourage Farquhar from interfering with the railroad by warning him of the penalty",
        correct: false,
        why: "The scout does mention the penalty, but a man seeking to discourage Farquhar would have no reason to disguise himself as a Southerner or to point out that the pier's driftwood would burn easily. This choice seizes on one remark and ignores the rest.",
      },
      {
        text: "Warn a fellow Southerner that the Northern army was advancing toward his plantation",
        correct: false,
        why: "The final sentence reveals that the visitor was a Northern scout, not a fellow Southerner, and he says nothing about any threat to the plantation.",
      },
      {
        text: "Find someone who could guide him to the Owl Creek bridge",
        correct: false,
        why: "The scout already knows the bridge well enough to describe its guards and its driftwood, and he asks Farquhar for nothing but water.",
      },
    ],
    explanation: `The scout is an enemy in disguise, he supplies a Southern sympathizer with exactly the information needed to burn the bridge, and he has just reported that anyone caught doing so will be hanged. Taken together, these details suggest that he was luring Farquhar into a trap.`,
    source: src.owlCreek,
  },

  // ================================================================ standard English conventions
  {
    id: "mock10-rw-m1-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Alice Dunbar-Nelson was born Alice Ruth Moore in New Orleans in ______ she trained as a teacher there before beginning a long career as a writer, teacher and activist. Many of the stories in her 1899 collection *The Goodness of St. Rocque* are set in the city where she grew up.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "1875. She",
        correct: true,
        why: "\"Alice Dunbar-Nelson was born... in 1875\" and \"She trained as a teacher there...\" are both complete sentences. A period correctly separates them.",
      },
      {
        text: "1875, she",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "1875 she",
        correct: false,
        why: "With no punctuation at all, the two independent clauses run together into a run-on sentence.",
      },
      {
        text: "1875 and, she",
        correct: false,
        why: "When \"and\" joins two independent clauses, the comma belongs before \"and,\" not after it; a comma between \"and\" and \"she\" separates the conjunction from the clause it introduces.",
      },
    ],
    explanation: `The text contains two independent clauses: one about Dunbar-Nelson's birth and one about her training as a teacher. They must be separated by a period (or another mark that can join independent clauses); only "1875. She" does so correctly.`,
    source: src.stRocque,
  },
  {
    id: "mock10-rw-m1-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `"The Luck of Roaring Camp" and "The Outcasts of Poker Flat," two of Bret Harte's best-known stories, ______ set in the mining country of Gold Rush California. Both first appeared in the *Overland Monthly*, a San Francisco magazine that Harte edited.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "are",
        correct: true,
        why: "The subject is two stories joined by \"and,\" a plural subject, so it takes the plural verb \"are.\"",
      },
      {
        text: "is",
        correct: false,
        why: "\"Is\" is singular, but the subject names two stories joined by \"and.\"",
      },
      {
        text: "was",
        correct: false,
        why: "\"Was\" is singular, but the subject is plural: two stories joined by \"and.\"",
      },
      {
        text: "has been",
        correct: false,
        why: "\"Has been\" is singular, but the subject is the two stories together, which requires a plural verb.",
      },
    ],
    explanation: `The subject, "'The Luck of Roaring Camp' and 'The Outcasts of Poker Flat,'" is compound and plural; the appositive "two of Bret Harte's best-known stories" confirms it. The plural verb "are" agrees with it.`,
    source: src.luck,
  },
  {
    id: "mock10-rw-m1-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Frank Norris's 1899 novel *McTeague*, the story of a San Francisco dentist whose marriage is destroyed by greed, became the basis for one of the most famous films of the silent era. That film, *Greed* (1924), directed by Erich von ______ was drastically shortened by its studio before it was released.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "Stroheim,",
        correct: true,
        why: "The phrase \"directed by Erich von Stroheim\" is extra information set off from the main clause; it opens with a comma after \"(1924),\" so it must close with a comma before the verb \"was.\"",
      },
      {
        text: "Stroheim",
        correct: false,
        why: "Without a comma, the nonessential phrase that begins after \"(1924),\" is never closed, so the punctuation around it is unbalanced.",
      },
      {
        text: "Stroheim;",
        correct: false,
        why: "A semicolon separates independent clauses. Here it would cut the subject, \"That film,\" off from its verb, \"was.\"",
      },
      {
        text: "Stroheim—",
        correct: false,
        why: "A nonessential phrase must be closed with the same mark that opens it. This phrase opens with a comma, so it cannot close with a dash.",
      },
    ],
    explanation: `The main clause is "That film... was drastically shortened." Between subject and verb come two supplementary elements, "Greed (1924)" and "directed by Erich von Stroheim," set off by commas. The comma that closes them must come after "Stroheim."`,
    source: src.mcTeague,
  },
  {
    id: "mock10-rw-m1-18",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `As a teenager, Frank Norris studied painting in Paris, but by the time he enrolled at Harvard University in 1894, he ______ his ambitions toward fiction. There, in a writing course, he worked on the manuscript that would become his novel *McTeague*.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "had turned",
        correct: true,
        why: "The change in Norris's ambitions was complete before a past moment, his enrollment in 1894. The past perfect \"had turned\" expresses an action finished before another past event.",
      },
      {
        text: "turns",
        correct: false,
        why: "The present tense clashes with the rest of the sentence, which describes events in the past (\"studied,\" \"enrolled\").",
      },
      {
        text: "will turn",
        correct: false,
        why: "The future tense cannot describe something already true \"by the time he enrolled\" in 1894.",
      },
      {
        text: "is turning",
        correct: false,
        why: "The present progressive suggests an action happening now, which conflicts with the past-tense narrative and the 1894 time marker.",
      },
    ],
    explanation: `"By the time he enrolled... in 1894" sets a past reference point, and the turn toward fiction happened before it. The past perfect, "had turned," is the verb form that shows one past action completed before another.`,
    source: src.mcTeague,
  },
  {
    id: "mock10-rw-m1-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Mary E. Wilkins Freeman set most of her stories in small New England villages much like Randolph, Massachusetts, the town where she was born in ______ she did not spend her whole life in New England. In 1902 she married Charles Freeman and moved with him to Metuchen, New Jersey.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "1852; however,",
        correct: true,
        why: "The text joins two independent clauses with the transition \"however.\" A semicolon before \"however\" separates the clauses, and a comma after it sets off the transition.",
      },
      {
        text: "1852, however,",
        correct: false,
        why: "Commas alone cannot join two independent clauses, even with \"however\" between them; this is a comma splice.",
      },
      {
        text: "1852; however",
        correct: false,
        why: "The semicolon correctly separates the clauses, but an introductory transition like \"however\" must be followed by a comma.",
      },
      {
        text: "1852 however,",
        correct: false,
        why: "Without punctuation before \"however,\" the first independent clause runs directly into the second.",
      },
    ],
    explanation: `"Mary E. Wilkins Freeman set most of her stories... born in 1852" and "she did not spend her whole life in New England" are independent clauses. When "however" links them, a semicolon goes before it and a comma after it.`,
    source: src.newEnglandNunCollection,
  },
  {
    id: "mock10-rw-m1-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `George Washington Cable's first book, *Old Creole Days* (1879), is set in and around New Orleans, the city where he was born. Many of ______ characters are Creoles, descendants of the city's early French and Spanish settlers, whose speech Cable tried to capture on the page.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "its",
        correct: true,
        why: "The pronoun refers to the book, *Old Creole Days*, a singular noun, and shows possession (the book's characters). The singular possessive pronoun is \"its.\"",
      },
      {
        text: "it's",
        correct: false,
        why: "\"It's\" is a contraction of \"it is\" or \"it has\"; \"Many of it is characters\" makes no sense.",
      },
      {
        text: "their",
        correct: false,
        why: "\"Their\" is plural, but the antecedent, the book *Old Creole Days*, is singular.",
      },
      {
        text: "they're",
        correct: false,
        why: "\"They're\" is a contraction of \"they are\" and cannot show possession.",
      },
    ],
    explanation: `The characters belong to the book, which is a single thing, so the blank needs a singular possessive pronoun. That pronoun is "its," without an apostrophe.`,
    source: src.oldCreoleDays,
  },
  {
    id: "mock10-rw-m1-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `George Washington Cable began publishing stories about the people of New Orleans in national magazines in the 1870s. His ______ like most of the stories later gathered in *Old Creole Days*, first appeared in *Scribner's Monthly*.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "story \"Jean-ah Poquelin,\"",
        correct: true,
        why: "Cable wrote many stories, so the title is essential: it identifies which story is meant and takes no commas around it. The comma after the title opens the nonessential phrase \"like most of the stories... Old Creole Days,\" which closes with the comma before \"first.\"",
      },
      {
        text: "story, \"Jean-ah Poquelin,\"",
        correct: false,
        why: "Setting the title off with commas treats it as extra information, as if \"his story\" already identified a single story. Because Cable wrote many stories, the title is essential and must not be set off.",
      },
      {
        text: "story \"Jean-ah Poquelin\"",
        correct: false,
        why: "The phrase \"like most of the stories later gathered in Old Creole Days\" is nonessential and closes with a comma after \"Days\"; without a comma after the title, that phrase is never opened.",
      },
      {
        text: "story, \"Jean-ah Poquelin\"",
        correct: false,
        why: "This puts an unneeded comma before an essential title and leaves out the comma needed to open the nonessential \"like\" phrase.",
      },
    ],
    explanation: `Two rules apply. Because Cable wrote many stories ("began publishing stories"), the title "Jean-ah Poquelin" is essential to identify which one, so no comma separates it from "story." The phrase "like most of the stories later gathered in Old Creole Days" is nonessential, so it needs a comma on each side; the closing comma is already in place after "Days," and the opening comma must follow the title.`,
    source: src.jeanAhPoquelin,
  },
  {
    id: "mock10-rw-m1-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `Ellen Glasgow, who was born in Richmond in 1873, set most of her fiction in her native Virginia. Among the many novels she published over more than four decades ______ *Barren Ground* (1925), the story of a woman who turns her family's exhausted farm into a thriving dairy.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "is",
        correct: true,
        why: "The sentence is inverted: its subject, *Barren Ground*, comes after the verb. A single novel is a singular subject, so the verb is the singular \"is.\"",
      },
      {
        text: "are",
        correct: false,
        why: "This agrees with \"novels,\" but \"novels\" is the object of the preposition \"among,\" not the subject. The subject is the single novel *Barren Ground*.",
      },
      {
        text: "were",
        correct: false,
        why: "\"Were\" is plural; it mistakes \"novels\" in the opening phrase for the subject, which is the singular *Barren Ground*.",
      },
      {
        text: "have been",
        correct: false,
        why: "\"Have been\" is plural, but the subject of the inverted sentence is one novel, *Barren Ground*.",
      },
    ],
    explanation: `In an inverted sentence that begins with a prepositional phrase ("Among the many novels..."), the subject follows the verb. Here the subject is *Barren Ground*, one novel, so the verb must be singular: "is."`,
    source: src.barrenGround,
  },

  // ================================================================ expression of ideas
  {
    id: "mock10-rw-m1-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Because of poor health, Ellen Glasgow attended school only briefly as a child. ______ she educated herself, reading widely in literature, history, philosophy and science. She went on to become one of the most admired novelists of the American South and won the Pulitzer Prize in 1942.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Instead,",
        correct: true,
        why: "Educating herself took the place of the schooling she missed. \"Instead\" signals that one thing is done in place of another.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Educating herself is not an example of attending school only briefly; it is what she did in place of attending school.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "\"Likewise\" signals something similar to what came before, but teaching herself is not similar to missing school; it is her way of making up for it.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The second sentence does not restate the first. The first says she had little schooling; the second says how she learned anyway.",
      },
    ],
    explanation: `The first sentence says Glasgow had little formal schooling; the second says she educated herself. The second describes what she did in place of schooling, so "Instead" is the logical transition.`,
    source: src.barrenGround,
  },
  {
    id: "mock10-rw-m1-24",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Bret Harte (1836–1902) was an American writer who began his career in California.
- In 1868 he became the first editor of the *Overland Monthly*, a new San Francisco magazine.
- His story "The Luck of Roaring Camp" appeared in the magazine's August 1868 issue.
- In the story, the rough miners of a Gold Rush camp adopt a baby boy whose mother has died.
- Caring for the baby gradually changes the miners' habits.`,
      },
    ],
    stem: `The student wants to summarize the plot of "The Luck of Roaring Camp" for readers unfamiliar with the story. ${SYNTHESIS}`,
    choices: [
      {
        text: "In Bret Harte's \"The Luck of Roaring Camp,\" the rough miners of a Gold Rush camp adopt a baby boy whose mother has died, and caring for him gradually changes their habits.",
        correct: true,
        why: "This names the story and tells what happens in it: the miners adopt the baby, and caring for him changes them. That is a plot summary.",
      },
      {
        text: "\"The Luck of Roaring Camp\" appeared in the August 1868 issue of the *Overland Monthly*.",
        correct: false,
        why: "This gives the story's publication details, not its plot.",
      },
      {
        text: "In 1868, Bret Harte became the first editor of the *Overland Monthly*, a San Francisco magazine.",
        correct: false,
        why: "This describes Harte's job, not what happens in the story.",
      },
      {
        text: "Bret Harte (1836–1902) was an American writer who began his career in California.",
        correct: false,
        why: "This introduces the author but says nothing about the story's plot.",
      },
    ],
    explanation: `A plot summary must say what happens in the story. Only one choice does so, drawing on the last two notes: the miners adopt a baby, and caring for him changes their habits.`,
    source: src.luck,
  },
  {
    id: "mock10-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `From November 1884 to February 1885, George Washington Cable and Mark Twain traveled together on a lecture tour, reading from their work to large audiences. ______ Cable was stirring up controversy in print: his essay "The Freedman's Case in Equity," published in *The Century Magazine* in January 1885, condemned the South's treatment of its Black citizens and angered many white Southern readers.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Meanwhile,",
        correct: true,
        why: "The essay appeared in January 1885, while the tour (November 1884 to February 1885) was still going on. \"Meanwhile\" signals that the second activity took place during the first.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "The text does not present the essay or the controversy as a consequence of the reading tour; the two simply overlapped in time.",
      },
      {
        text: "Instead,",
        correct: false,
        why: "\"Instead\" would mean Cable wrote the essay in place of touring, but the dates show that he did both at once.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Publishing a controversial essay is not an example of giving public readings with Twain; it is a separate activity happening at the same time.",
      },
    ],
    explanation: `The dates place the essay's January 1885 publication inside the span of the tour. The second sentence describes something Cable was doing during the tour, so "Meanwhile" is the logical transition.`,
    source: src.oldCreoleDays,
  },
  {
    id: "mock10-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Alice Dunbar-Nelson (1875–1935) was a writer and teacher born in New Orleans.
- Her first book, *Violets and Other Tales* (1895), was published under her birth name, Alice Ruth Moore.
- In 1898 she married the poet Paul Laurence Dunbar.
- Her second book, *The Goodness of St. Rocque and Other Stories* (1899), was published under the name Alice Dunbar.
- In 1916 she married Robert J. Nelson, and she later wrote as Alice Dunbar-Nelson.`,
      },
    ],
    stem: `The student wants to explain why the author's first two books were published under different names. ${SYNTHESIS}`,
    choices: [
      {
        text: "Alice Dunbar-Nelson's first book appeared in 1895 under her birth name, Alice Ruth Moore, but after her 1898 marriage to Paul Laurence Dunbar, her second book appeared under the name Alice Dunbar.",
        correct: true,
        why: "This gives the name on each of the first two books and places the 1898 marriage between them, which explains why the name changed.",
      },
      {
        text: "After marrying Robert J. Nelson in 1916, Alice Ruth Moore wrote under the name Alice Dunbar-Nelson.",
        correct: false,
        why: "This explains a later name, not the names on her first two books, which were published in 1895 and 1899.",
      },
      {
        text: "Her first two books were *Violets and Other Tales* (1895) and *The Goodness of St. Rocque and Other Stories* (1899).",
        correct: false,
        why: "This names the two books but gives neither the names they were published under nor the reason those names differ.",
      },
      {
        text: "In 1898, Alice Ruth Moore, a writer and teacher born in New Orleans, married the poet Paul Laurence Dunbar.",
        correct: false,
        why: "This reports the marriage, but it never connects the marriage to the names on her books, so it does not explain the difference.",
      },
    ],
    explanation: `Explaining the different names requires three pieces: the name on the first book, the name on the second, and the event between them that caused the change. Only one choice combines the 1895 book under "Alice Ruth Moore," the 1898 marriage to Dunbar and the 1899 book under "Alice Dunbar."`,
    source: src.stRocque,
  },
  {
    id: "mock10-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `Ambrose Bierce served in the Union army for most of the Civil War and fought in some of its bloodiest battles, including Shiloh and Chickamauga. The war stories in his *Tales of Soldiers and Civilians* (1891) draw on that experience, rendering the confusion and terror of combat with the precision of a man who had known them firsthand. ______ the stories are far from plain records of what Bierce saw: many are built around startling coincidences and end with sudden reversals that overturn what a character, and the reader, had believed.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "The previous sentence stresses how closely the stories reflect Bierce's real experience; this one qualifies that point by showing that they are also carefully contrived fiction. \"Even so\" introduces a point that holds true despite what came before.",
      },
      {
        text: "Indeed,",
        correct: false,
        why: "\"Indeed\" would introduce a point that reinforces the one before, but the claim that the stories are far from plain records pulls against the emphasis on their firsthand accuracy rather than strengthening it.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Bierce's firsthand knowledge of combat does not lead to the conclusion that his stories rely on coincidences and reversals; if anything, it would suggest the opposite.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The stories' contrived plots are not similar to their realism; they are a contrasting quality that the sentence sets against it.",
      },
    ],
    explanation: `The text first emphasizes that Bierce's stories draw faithfully on his experience of combat, then says they are "far from plain records" and rely on coincidence and reversal. The second point qualifies the first, so a concessive transition, "Even so," is needed.`,
    source: src.talesOfSoldiers,
  },
];
