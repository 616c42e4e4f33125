import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 4, reading and writing, module 2 (easier form). Passages are adapted from public-domain
 * works published before 1930, or are short factual passages about those works; the two
 * quantitative-evidence items carry original passages with invented, clearly labelled data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  firstSummer: pd("John Muir", "My First Summer in the Sierra", 1911, "Houghton Mifflin Company, Boston and New York, 1911"),
  travelsAlaska: pd("John Muir", "Travels in Alaska", 1915, "Houghton Mifflin Company, Boston and New York, 1915"),
  rockyMountains: pd("Isabella L. Bird", "A Lady's Life in the Rocky Mountains", 1879, "John Murray, London, 1879"),
  unbeatenTracks: pd("Isabella L. Bird", "Unbeaten Tracks in Japan", 1880, "John Murray, London, 1880 (two volumes)"),
  natureStudy: pd(
    "Anna Botsford Comstock",
    "Handbook of Nature Study",
    1911,
    "Comstock Publishing Company, Ithaca, New York, 1911",
  ),
  caterpillar: pd(
    "Jean-Henri Fabre",
    "The Life of the Caterpillar",
    1916,
    "translated by Alexander Teixeira de Mattos, Dodd, Mead and Company, New York, 1916",
  ),
  masonBees: pd(
    "Jean-Henri Fabre",
    "The Mason-Bees",
    1914,
    "translated by Alexander Teixeira de Mattos, Dodd, Mead and Company, New York, 1914",
  ),
  wizard: pd("L. Frank Baum", "The Wonderful Wizard of Oz", 1900, "George M. Hill Company, Chicago and New York, 1900"),
  landOfOz: pd("L. Frank Baum", "The Marvelous Land of Oz", 1904, "Reilly & Britton Co., Chicago, 1904"),
  ozmaOfOz: pd("L. Frank Baum", "Ozma of Oz", 1907, "Reilly & Britton Co., Chicago, 1907"),
  emeraldCity: pd("L. Frank Baum", "The Emerald City of Oz", 1910, "Reilly & Britton Co., Chicago, 1910"),
  south: pd("Ernest Shackleton", "South", 1919, "William Heinemann, London, 1919"),
  southPole: pd(
    "Roald Amundsen",
    "The South Pole",
    1912,
    "translated by A. G. Chater, John Murray, London, 1912 (two volumes)",
  ),
};

const STEM_WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const STEM_SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const STEM_TRANSITION = "Which choice completes the text with the most logical transition?";
const NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock04-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Jean-Henri Fabre's *The Life of the Caterpillar* (1916), translated by Alexander Teixeira de Mattos. That morning, a female Great Peacock moth had come out of her cocoon on Fabre's worktable, and he had placed her under a wire-gauze cover.

At nine o'clock in the evening, just as the household was going to bed, there was a great commotion in the room next to mine. Little Paul, half undressed, was rushing about, jumping and knocking over chairs. "Come quick!" he shouted. "Come and see these moths, big as birds! The room is full of them!" I hurried in. The boy had not ______ very much: the room was full of giant moths.`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "exaggerated",
        correct: true,
        why: `Paul claims the room is "full" of moths "big as birds," and what follows the colon confirms it: the room really was full of giant moths. Saying he had not "exaggerated" very much means his excited report was close to the truth.`,
      },
      {
        text: "hurried",
        correct: false,
        why: "Paul was clearly in a hurry, rushing about the room, so saying he had not hurried contradicts the text; it also has nothing to do with the colon's point that his report was accurate.",
      },
      {
        text: "listened",
        correct: false,
        why: "Nothing in the scene concerns Paul listening; he is the one shouting. The part after the colon checks what he said against what was there, which has nothing to do with listening.",
      },
      {
        text: "complained",
        correct: false,
        why: "Paul is excited, not complaining, and whether he complained would not be confirmed by the room being full of moths. The colon shows the word must concern whether his claim was true.",
      },
    ],
    explanation:
      `The colon introduces what Fabre found when he checked Paul's claim: the room really was full of giant moths. The blank must therefore describe overstating something, so "had not exaggerated very much" means Paul's report was nearly accurate.`,
    source: src.caterpillar,
  },
  {
    id: "mock04-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Anna Botsford Comstock's *Handbook of Nature Study* (1911), a guide for teachers.

In nature study, any teacher can say "I do not know" without shame, for the question a pupil asks may be one that even the great scientists have not yet answered. But the teacher should not let her own lack of knowledge ______ her pupil's interest. She should say frankly, "I do not know; let us see if we cannot find out this mysterious thing together. Maybe no one knows it yet, and I wonder if you will discover it before I do."`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "dampen",
        correct: true,
        why: `Comstock warns against letting the teacher's ignorance weaken the pupil's curiosity, and she then shows how to keep that curiosity alive by inviting the pupil to search together. "Dampen" means to reduce or discourage, which is exactly the danger she describes.`,
      },
      {
        text: "reward",
        correct: false,
        why: "A teacher's lack of knowledge cannot reward a pupil's interest, and Comstock would not warn teachers against rewarding interest; the sentence describes a harm to be avoided.",
      },
      {
        text: "explain",
        correct: false,
        why: "The teacher's lack of knowledge is not something that explains a pupil's interest; the sentence is about a danger to that interest, which the teacher avoids by searching with the pupil.",
      },
      {
        text: "repeat",
        correct: false,
        why: `"Repeat her pupil's interest" makes no sense, and it has no connection to the warning Comstock gives or to the advice that follows.`,
      },
    ],
    explanation:
      `The word "But" signals a danger that goes with admitting ignorance, and the next sentence shows how to prevent it: by turning the unknown into a shared search. The danger is that the teacher's ignorance will discourage the pupil, so "dampen" is the logical and precise choice.`,
    source: src.natureStudy,
  },
  {
    id: "mock04-rw-m2e-03",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Isabella L. Bird's *Unbeaten Tracks in Japan* (1880), a collection of letters she wrote while traveling through Japan in 1878. Here Bird describes her first night at a country inn, where her room was separated from its neighbors only by sliding paper screens.

On one side of me a man recited prayers in a high voice; on the other a girl was playing a samisen, a kind of guitar. The house was full of talking and splashing, drums were beaten outside, and there were countless street cries. A fire-watchman walked through the village, clapping two pieces of wood together to show that he was awake. It was a life of which I knew nothing, and its mystery was more alarming than attractive.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To convey how the many unfamiliar sounds around the inn made the author's first night there feel strange and unsettling",
        correct: true,
        why: `The text piles up sounds from every side (prayers, music, talk, drums, street cries, the watchman's clapping) and ends by saying that this unknown life was "more alarming than attractive."`,
      },
      {
        text: "To explain how the village fire-watchman protected the houses from fire",
        correct: false,
        why: "The fire-watchman appears only as one of the many noises Bird hears; the text says nothing about how he protects the village.",
      },
      {
        text: "To complain that the girl in the next room played the samisen badly",
        correct: false,
        why: "Bird mentions the samisen as one sound among many but never judges how well it is played.",
      },
      {
        text: "To argue that foreign travelers in Japan should stay in cities rather than in villages",
        correct: false,
        why: "The text describes one night's experience; it makes no recommendation to other travelers.",
      },
    ],
    explanation:
      "Almost every sentence adds another sound that Bird could not escape through the paper screens, and the last sentence gives her reaction: the unfamiliar life around her alarmed more than it attracted her. The purpose is to convey how strange and unsettling that first night was.",
    source: src.unbeatenTracks,
  },
  {
    id: "mock04-rw-m2e-04",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Roald Amundsen's *The South Pole* (1912), translated by A. G. Chater. Amundsen's party reached the South Pole in December 1911, and all five men returned safely to their base.

I may say that the greatest factor is the way in which an expedition is equipped: the way in which every difficulty is ______ and precautions are taken for meeting or avoiding it. Victory awaits the one who has everything in order; people call it luck. Defeat is certain for the one who has neglected to take the necessary precautions in time; this is called bad luck.`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "anticipated",
        correct: true,
        why: `Amundsen praises preparation: precautions are taken "for meeting or avoiding" each difficulty, and failure comes from neglecting precautions "in time." A difficulty can be prepared for only if it is "anticipated," that is, expected before it arrives.`,
      },
      {
        text: "overlooked",
        correct: false,
        why: "Overlooking a difficulty is the failure Amundsen blames for defeat; it cannot be part of the equipment and foresight he calls the greatest factor in success.",
      },
      {
        text: "endured",
        correct: false,
        why: "Enduring a difficulty happens after it has arrived, but the sentence is about preparing in advance so that difficulties can be met or even avoided; a difficulty already being endured can no longer be avoided.",
      },
      {
        text: "admired",
        correct: false,
        why: "Admiring a difficulty has nothing to do with taking precautions against it; the text is about practical preparation, not appreciation.",
      },
    ],
    explanation:
      "The sentence pairs the blank with taking precautions to meet or avoid each difficulty, and the rest of the text contrasts preparing in time with neglecting to. The word must mean foreseen in advance, so \"anticipated\" is the most logical and precise choice.",
    source: src.southPole,
  },
  {
    id: "mock04-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Ernest Shackleton's *South* (1919). In May 1916, Shackleton and five companions were sailing a small open boat, the *James Caird*, across the Southern Ocean to seek help for the rest of their expedition.

At midnight I was at the tiller and suddenly noticed a line of clear sky between the south and southwest. I called to the other men that the sky was clearing, and then a moment later I realized that what I had seen was not a break in the clouds but the white crest of an enormous wave. In twenty-six years of experience of the ocean in all its moods, I had not met a wave so gigantic. I shouted to the men to hold on.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "The narrator reports a hopeful sight, then reveals that it was actually a sign of serious danger.",
        correct: true,
        why: "Shackleton first sees what he takes to be clearing sky and tells the others so; a moment later he realizes it is the crest of a gigantic wave and shouts a warning.",
      },
      {
        text: "The narrator describes a danger, then explains how the crew had prepared for it before leaving land.",
        correct: false,
        why: "The text says nothing about preparations made before the voyage; it moves from a mistaken impression to a sudden warning.",
      },
      {
        text: "The narrator compares two storms, then concludes that the second was less severe than the first.",
        correct: false,
        why: "Only one night's events are described, and the wave is called the most gigantic he had ever met, not less severe than something else.",
      },
      {
        text: "The narrator recalls his long career at sea, then explains why he chose to make the voyage in a small boat.",
        correct: false,
        why: "His twenty-six years at sea are mentioned only to show how unusual the wave was, and the text never explains why he chose the boat.",
      },
    ],
    explanation:
      `The text turns on Shackleton's mistake: he announces that "the sky was clearing," then realizes the white line is "the white crest of an enormous wave." The structure is a hopeful impression followed by the discovery of a serious danger.`,
    source: src.south,
  },
  {
    id: "mock04-rw-m2e-06",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `Adapted from Jean-Henri Fabre's *The Life of the Caterpillar* (1916), translated by Alexander Teixeira de Mattos. The French scientist René-Antoine de Réaumur wrote about the pine processionary caterpillar in the 1700s.

Réaumur told this caterpillar's story, but it was a story marked by gaps. These were unavoidable, for he had to receive all his materials by barge from the distant Landes, far from Paris. An insect moved so far from its home could give its biographer only fragmentary evidence. To study the habits of insects, one must observe them long and closely where they live, in the place where their instincts have full and natural play.`,
      },
      {
        label: "Text 2",
        text: `Adapted from Anna Botsford Comstock's *Handbook of Nature Study* (1911), a guide for teachers.

In nature study, the work begins with any plant or creature that happens to interest the pupil. It begins with the robin as it comes back to us in March promising spring, or with the maple leaf that flutters to the ground in all the beauty of its autumn colors. Nature study aims at understanding the individual life of the bird, insect, or plant that is nearest at hand.`,
      },
    ],
    stem: "Based on the texts, Fabre (Text 1) and Comstock (Text 2) would most likely agree with which statement?",
    choices: [
      {
        text: "Much can be learned about living things by observing them firsthand in the places where they are found.",
        correct: true,
        why: `Fabre says insects must be observed "long and closely where they live," and Comstock builds nature study on the robin returning in March, the falling maple leaf, and the living thing "nearest at hand." Both value direct observation of living things in their own surroundings.`,
      },
      {
        text: "A student should study the simplest organisms before moving on to more complex ones.",
        correct: false,
        why: "Neither text proposes an order from simple to complex; Comstock says study may begin with any creature that happens to interest the pupil.",
      },
      {
        text: "Insects are more worth studying than birds or plants.",
        correct: false,
        why: "Fabre writes about an insect, but he never ranks it above other living things, and Comstock names birds, insects, and plants alike.",
      },
      {
        text: "Specimens shipped from distant places give the most complete picture of a species.",
        correct: false,
        why: "Text 1 says the opposite: Réaumur's shipped specimens gave only \"fragmentary evidence,\" which is why his account had gaps.",
      },
    ],
    explanation:
      "Fabre explains that Réaumur's account had gaps because his caterpillars were shipped far from their home, and he concludes that insects must be watched where they live. Comstock grounds nature study in the creatures and plants close at hand. Both would agree that firsthand observation of living things where they are found is a rich source of knowledge.",
    source: src.caterpillar,
  },
  {
    id: "mock04-rw-m2e-07",
    skill: "words-in-context",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Isabella L. Bird's *A Lady's Life in the Rocky Mountains* (1879), a collection of letters she wrote to her sister in Britain while traveling through Colorado in 1873.

It was another cloudless morning, one of the many here on which one wakes early, refreshed, and ready to enjoy the labors of another day. In our sunless, misty climate at home, you cannot know the ______ that constant fine weather has on the spirits. I have been ten months in almost perpetual sunshine, and now a single cloudy day makes me feel quite depressed.`,
      },
    ],
    stem: STEM_WIC,
    choices: [
      {
        text: "effect",
        correct: true,
        why: "Bird describes how sunshine changes a person's mood: cloudless mornings leave her refreshed, and after months of sun a single cloudy day depresses her. The blank names the influence weather has on the spirits, which is an \"effect.\"",
      },
      {
        text: "memory",
        correct: false,
        why: "Bird is not describing a memory of fine weather; she is describing what fine weather does to one's mood day after day.",
      },
      {
        text: "promise",
        correct: false,
        why: "A promise would point to something in the future, but Bird describes a present, felt change in her spirits, refreshed by sun and depressed by clouds.",
      },
      {
        text: "warning",
        correct: false,
        why: "Fine weather gives no warning in the text; it cheers Bird, and the only gloom comes from its absence.",
      },
    ],
    explanation:
      "The sentences around the blank show weather changing Bird's mood: sun refreshes her, and a single cloudy day depresses her. The word must mean the influence something has, so \"effect\" is the logical and precise choice.",
    source: src.rockyMountains,
  },
  {
    id: "mock04-rw-m2e-08",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from John Muir's *Travels in Alaska* (1915). On a stormy night at Wrangell in 1879, Muir climbed a wooded hill behind the village and built a campfire among the trees.

I kept adding wood until the fire sent up a pillar of flame thirty or forty feet high, casting a red glare into the flying clouds. Of all the thousands of campfires I have built, none was just like this one, rejoicing in triumphant strength and beauty in the heart of the rain-laden gale. The fire itself could not be seen from the village, hidden by the trees and the brow of the hill; but the light in the clouds made a great show. **Some wakeful Tlingit villagers, seeing it about midnight, roused the customs collector in alarm and begged him to ask the missionaries to pray away the frightful omen.**`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It reveals an unintended effect of the fire whose splendor Muir has just celebrated.",
        correct: true,
        why: "The earlier sentences celebrate the fire's \"triumphant strength and beauty\" and note that only its glow in the clouds could be seen from the village. The bold sentence shows what that glow, which Muir never meant as a signal, did to people who could not see its source: it frightened them as an omen.",
      },
      {
        text: "It explains why Muir chose a hidden spot behind the brow of the hill for his fire.",
        correct: false,
        why: "The text notes that the fire was hidden, but the bold sentence gives no reason for Muir's choice of place; it reports the villagers' reaction after the fact.",
      },
      {
        text: "It shows that Muir built the fire in order to send a signal to the village during the storm.",
        correct: false,
        why: "Nothing suggests Muir meant to signal anyone; he built the fire for his own delight, and the villagers' alarm shows the glow was mysterious to them, not a message.",
      },
      {
        text: "It gives the reason Muir decided to let the fire burn out before midnight.",
        correct: false,
        why: "The text never says Muir let the fire die down; the bold sentence describes what happened in the village, not a decision by Muir.",
      },
    ],
    explanation:
      "Muir spends most of the text celebrating his fire's size and beauty in the gale, then notes that the village could see only its glow in the clouds. The final sentence shows the consequence he had not intended: villagers who could not see the fire took the lit-up sky for a frightful omen. It reveals an unintended effect of the fire he has been praising.",
    source: src.travelsAlaska,
  },

  // ================================================================ information and ideas
  {
    id: "mock04-rw-m2e-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from John Muir's *My First Summer in the Sierra* (1911), his journal of the summer of 1869, which he spent helping to take a flock of sheep into California's Sierra Nevada.

I was fortunate in getting a fine St. Bernard dog for a companion. His master, a hunter I knew slightly, came to me as soon as he heard that I was going to spend the summer in the Sierra and begged me to take his favorite dog, Carlo, with me, for he feared that if the dog had to stay all summer on the plains, the fierce heat might be the death of him. "I think I can trust you to be kind to him," he said, "and I am sure he will be good to you."`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "A hunter, worried that the summer heat of the plains would harm his dog, asked Muir to take the dog with him to the mountains.",
        correct: true,
        why: "The text explains that Carlo's master begged Muir to take the dog because the fierce heat of the plains \"might be the death of him,\" and that he trusted Muir to be kind to him.",
      },
      {
        text: "Muir bought a St. Bernard so that he would have help guarding the sheep.",
        correct: false,
        why: "Muir did not buy the dog; its master begged him to take Carlo along for the dog's own sake.",
      },
      {
        text: "The hunter planned to join Muir in the Sierra later in the summer.",
        correct: false,
        why: "Nothing in the text says the hunter would come to the mountains; he entrusts the dog to Muir for the summer.",
      },
      {
        text: "Muir was reluctant to take charge of a dog he did not know well.",
        correct: false,
        why: "Muir calls himself \"fortunate\" to have the dog as a companion, so he was not reluctant.",
      },
    ],
    explanation:
      "The text tells how Muir came to have Carlo: the dog's master, afraid that the heat of the plains would kill him, begged Muir to take him to the Sierra and trusted him to be kind. That request and its reason are the main idea.",
    source: src.firstSummer,
  },
  {
    id: "mock04-rw-m2e-10",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Students in a science class wrapped four identical ice cubes in different materials, placed them side by side in a warm room, and recorded how long each took to melt completely. The students concluded that the wool wrapping kept its ice cube frozen the longest: ______`,
      },
    ],
    table: {
      title: "Time for each ice cube to melt completely (invented data)",
      columns: ["Wrapping", "Minutes to melt"],
      rows: [
        ["Wool", "146"],
        ["Cotton", "121"],
        ["Aluminum foil", "83"],
        ["No wrapping", "58"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "the cube wrapped in wool took 146 minutes to melt, 25 minutes longer than the cube wrapped in cotton, the next slowest.",
        correct: true,
        why: "The table gives 146 minutes for wool, the highest time, and 121 minutes for cotton, the second highest; 146 − 121 = 25. This shows that the wool-wrapped cube lasted longest.",
      },
      {
        text: "the cube wrapped in cotton took 121 minutes to melt, the longest of the four.",
        correct: false,
        why: "Cotton's 121 minutes is not the longest time; the wool-wrapped cube took 146 minutes. This choice also says nothing about wool.",
      },
      {
        text: "the cube with no wrapping took 58 minutes to melt.",
        correct: false,
        why: "This is accurate, but it describes only the unwrapped cube and gives no information about wool, so it does not support the conclusion.",
      },
      {
        text: "the cube wrapped in aluminum foil took 83 minutes to melt, longer than the unwrapped cube.",
        correct: false,
        why: "This is accurate, but it compares foil with no wrapping; it says nothing about the wool-wrapped cube that the statement is about.",
      },
    ],
    explanation:
      "The statement says wool kept its cube frozen longest, so the completion must give the wool cube's time and show that it beats the others. The table lists 146 minutes for wool and 121 minutes for cotton, the next-highest time.",
    source: original,
  },
  {
    id: "mock04-rw-m2e-11",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Jean-Henri Fabre's *The Mason-Bees* (1914), translated by Alexander Teixeira de Mattos. Fabre wanted to know whether the route by which mason bees were carried away from their nests affected their ability to find their way back.

I had two sets of marked bees. Fifteen, marked in pink, had been carried to the release point by a long, roundabout road; fifteen, marked in blue, had come by the straight road, the shortest way back to the nest. All were set free at midday. By five o'clock, seven of the pink bees and six of the blue had arrived home, proportions that are almost equal. The winding route cannot have helped the pink bees find their way home, but it certainly did not hinder them either.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Whether the bees were carried by a winding road or a direct one made little difference to how many of them found their way home.",
        correct: true,
        why: "Fabre compares two groups that traveled by different routes, finds that nearly equal numbers returned (seven and six of fifteen), and concludes that the winding route neither helped nor hindered them.",
      },
      {
        text: "Bees carried by the roundabout road found their way home faster than bees carried by the direct road.",
        correct: false,
        why: "The text gives only how many bees of each group had returned by five o'clock, not how fast each traveled, and Fabre calls the two proportions \"almost equal\" and says the winding route did not help.",
      },
      {
        text: "Most of the bees in both groups failed to return because they had been carried too far from their nests.",
        correct: false,
        why: "Fewer than half of each group had returned by five o'clock, but the text offers no explanation for this, and its point is the comparison between the two routes, not the distance.",
      },
      {
        text: "The colored marks Fabre painted on the bees made it harder for them to fly home.",
        correct: false,
        why: "The marks only let Fabre tell the two groups apart; the text gives no sign that they affected the bees' flight.",
      },
    ],
    explanation:
      "The text sets up a comparison (a roundabout route versus a direct one), reports nearly equal results, and states the conclusion: the winding route neither helped nor hindered the bees. The main idea is that the route made little difference to their return.",
    source: src.masonBees,
  },
  {
    id: "mock04-rw-m2e-12",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In her *Handbook of Nature Study* (1911), a guide for teachers, Anna Botsford Comstock lists the benefits that studying nature brings to children. Some of these benefits are practical, but Comstock also makes a claim about character: she suggests that the careful observation of nature can help make children more honest, because it trains them both to recognize what is true and to describe it accurately.`,
      },
    ],
    stem: "Which quotation from the *Handbook of Nature Study* most effectively illustrates the claim?",
    choices: [
      {
        text: "\"Perhaps half the falsehood in the world is due to lack of power to detect the truth and to express it. Nature-study aids both in discernment and in expression of things as they are.\"",
        correct: true,
        why: "This ties falsehood to a lack of power to detect and express the truth, then says nature study strengthens exactly those two powers. It therefore presents nature study as a way of making children more truthful.",
      },
      {
        text: "\"First, but not most important, nature-study gives the child practical and helpful knowledge.\"",
        correct: false,
        why: "This names one of the practical benefits the text sets aside; it says nothing about truthfulness or character.",
      },
      {
        text: "\"It makes him familiar with nature's ways and forces, so that he is not so helpless in the presence of natural misfortune and disasters.\"",
        correct: false,
        why: "This describes a practical benefit, readiness for natural disasters, rather than any effect on honesty.",
      },
      {
        text: "\"Nature-study cultivates in the child a love of the beautiful; it brings to him early a perception of color, form and music.\"",
        correct: false,
        why: "This concerns a sense of beauty, not honesty; it never mentions recognizing or telling the truth.",
      },
    ],
    explanation:
      "The claim is that nature study makes children more honest by training them to recognize the truth and to state it accurately. Only the quotation about falsehood makes that link, saying that nature study aids both the detection (\"discernment\") and the \"expression of things as they are.\"",
    source: src.natureStudy,
  },
  {
    id: "mock04-rw-m2e-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `A student grew bean seedlings under three colors of light, with twenty seedlings under each color. After three weeks, the student measured every plant's height and counted its leaves. The student concluded that red light produced the tallest seedlings but not the leafiest ones.`,
      },
    ],
    table: {
      title: "Bean seedlings after three weeks under three colors of light (invented data)",
      columns: ["Light color", "Average height (cm)", "Average number of leaves"],
      rows: [
        ["Red", "18.4", "5.2"],
        ["White", "14.9", "6.8"],
        ["Blue", "11.6", "7.1"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the student's conclusion?",
    choices: [
      {
        text: "Seedlings under red light averaged 18.4 cm in height, taller than those under white or blue light, but averaged only 5.2 leaves, fewer than under either other color.",
        correct: true,
        why: "The conclusion has two parts, and this choice supports both: red light gave the greatest average height (18.4 cm against 14.9 and 11.6) and the lowest average leaf count (5.2 against 6.8 and 7.1).",
      },
      {
        text: "Seedlings under red light averaged 18.4 cm in height, while those under white light averaged 14.9 cm.",
        correct: false,
        why: "This supports only the first half of the conclusion, and only against white light; it says nothing about leaves, so it cannot show that red light did not produce the leafiest seedlings.",
      },
      {
        text: "Seedlings under blue light averaged 7.1 leaves, more than the seedlings under either of the other colors.",
        correct: false,
        why: "This is accurate and hints that red light did not give the most leaves, but it says nothing about height, so it does not show that red light produced the tallest seedlings.",
      },
      {
        text: "Seedlings under white light averaged 14.9 cm in height and 6.8 leaves.",
        correct: false,
        why: "This describes only the white-light seedlings and makes no comparison with red light, which the conclusion is about.",
      },
    ],
    explanation:
      "The conclusion claims that red light gave the tallest seedlings and that it did not give the leafiest ones. Support must therefore show red light highest in height and not highest in leaves. Only one choice does both, citing 18.4 cm (the greatest height) and 5.2 leaves (the fewest).",
    source: original,
  },
  {
    id: "mock04-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Roald Amundsen's *The South Pole* (1912), translated by A. G. Chater. Early in 1911, Amundsen's men left depots of food on the Great Ice Barrier, a vast sheet of ice, for the next season's journey to the Pole.

Our fight for the Pole depended on finding these depots. On those endless plains, with no landmarks of any kind, routes had usually been marked by signs running lengthwise, along the direction of travel. But such marks are easily lost in fog if they do not stand close together, and a party can stray so far out of line that it never sees them. We therefore set our marks crosswise, in a line of flags running east and west from each depot, every flag marked to show the direction and distance to the depot. A returning party that had wandered off its course would thus ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "be likely to cross the line of flags and learn from them which way to turn to reach the depot.",
        correct: true,
        why: "A line of flags stretching east and west lies across the route, so a party drifting off course to either side would still run into it, and each flag tells the direction and distance to the depot. This is the advantage over lengthwise marks, which a party could stray past without seeing.",
      },
      {
        text: "be able to follow the flags northward all the way back to the base.",
        correct: false,
        why: "The flags run east and west from each depot, across the route, not north along it; they lead to the depot, not back to the base.",
      },
      {
        text: "have no further need to check its compass or measure the distance it had traveled.",
        correct: false,
        why: "The flags help a party that has already strayed find the depot; nothing suggests they replace navigation, and a party still has to travel far enough to reach the line of flags.",
      },
      {
        text: "find the depot only if the weather was clear enough to see it from a distance.",
        correct: false,
        why: "This undoes the point of the plan, which was designed because marks are easily lost in fog; the crosswise flags were meant to work even when the depot itself could not be seen.",
      },
    ],
    explanation:
      "The text explains the weakness of lengthwise marks: in fog, a party that strays out of line can miss them entirely. Crosswise flags stretching east and west from each depot form a barrier that a party coming north must cross even if it has drifted, and each flag gives the direction and distance to the depot. So a party that wandered off course would be likely to cross the flags and learn how to reach the depot.",
    source: src.southPole,
  },

  // ================================================================ standard English conventions
  {
    id: "mock04-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In L. Frank Baum's *The Marvelous Land of Oz* (1904), a boy named Tip lives with an old witch, Mombi. Hoping to frighten her, he builds a man out of wood and gives it a carved pumpkin for a ______ Mombi uses the figure to test a magic Powder of Life, and Jack Pumpkinhead comes to life.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "head. Instead,",
        correct: true,
        why: "A period correctly separates the two independent clauses, and \"Instead,\" begins the new sentence with its comma, showing that the trick turned out differently than Tip planned.",
      },
      {
        text: "head, instead,",
        correct: false,
        why: "This joins two independent clauses with only a comma, a comma splice; \"instead\" is an adverb, not a conjunction, so it cannot link the clauses.",
      },
      {
        text: "head instead,",
        correct: false,
        why: "With no punctuation after \"head,\" the first independent clause runs into the second, and the comma after \"instead\" still leaves a comma splice.",
      },
      {
        text: "head, instead",
        correct: false,
        why: "A comma alone cannot join two independent clauses, so this is a comma splice.",
      },
    ],
    explanation:
      "\"Hoping to frighten her, he builds a man ... for a head\" and \"Mombi uses the figure to test a magic Powder of Life\" are both independent clauses. They must be separated by a period (or a semicolon), and the adverb \"Instead\" then starts the second sentence followed by a comma.",
    source: src.landOfOz,
  },
  {
    id: "mock04-rw-m2e-16",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In January 1915, Ernest Shackleton's ship, the *Endurance*, became trapped in the pack ice of Antarctica's Weddell Sea. For more than nine months the crew lived aboard as the ship drifted with the ______ late October, the pressure of the ice finally crushed her hull, and the men abandoned ship and camped on the floes.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "ice. In",
        correct: true,
        why: "A period correctly ends the sentence about the long drift, and the next sentence begins with the introductory phrase \"In late October.\"",
      },
      {
        text: "ice, in",
        correct: false,
        why: "This joins two independent clauses (the crew lived aboard ...; the pressure ... crushed her hull) with only a comma, a comma splice.",
      },
      {
        text: "ice in",
        correct: false,
        why: "With no punctuation, the two independent clauses run together, and \"in late October\" seems to describe the drift rather than the crushing of the hull.",
      },
      {
        text: "ice, which in",
        correct: false,
        why: "\"Which\" would begin a relative clause, but the words that follow already have their own subject and verb (\"the pressure ... crushed\"), so the sentence falls apart.",
      },
    ],
    explanation:
      "\"For more than nine months the crew lived aboard as the ship drifted with the ice\" is a complete sentence, and \"In late October, the pressure of the ice finally crushed her hull\" is another. A period between them is correct.",
    source: src.south,
  },
  {
    id: "mock04-rw-m2e-17",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `In L. Frank Baum's *Ozma of Oz* (1907), Dorothy discovers Tik-Tok, a round copper man who runs on clockwork. A printed card explains that he can think, speak, and act, doing everything but live. Tik-Tok's three clockwork mechanisms, one for thinking, one for speaking, and one for action, ______ to be wound separately with a key.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "have",
        correct: true,
        why: "The subject is the plural \"mechanisms,\" so the plural verb \"have\" agrees with it. The phrases naming each mechanism do not change the subject.",
      },
      {
        text: "has",
        correct: false,
        why: "\"Has\" is singular; it may seem to agree with the nearby \"action,\" but the subject of the verb is the plural \"mechanisms.\"",
      },
      {
        text: "having",
        correct: false,
        why: "\"Having\" is not a main verb, so the sentence would have a subject with no verb and would be a fragment.",
      },
      {
        text: "is",
        correct: false,
        why: "\"Is\" is singular and cannot agree with the plural subject \"mechanisms.\"",
      },
    ],
    explanation:
      "Setting aside the interrupting list (\"one for thinking, one for speaking, and one for action\"), the sentence reads \"Tik-Tok's three clockwork mechanisms ______ to be wound.\" The plural subject needs the plural verb \"have.\"",
    source: src.ozmaOfOz,
  },
  {
    id: "mock04-rw-m2e-18",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `John Muir first ______ to Alaska in 1879, drawn by its great glaciers. He returned in 1880 and again in 1890, and he was still at work on *Travels in Alaska*, his account of these journeys, when he died in December 1914. The book was published the following year.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "traveled",
        correct: true,
        why: "The trip happened at a specific time in the past (1879), and the surrounding verbs (\"returned,\" \"was,\" \"died\") are in the past tense, so the simple past \"traveled\" is correct.",
      },
      {
        text: "travels",
        correct: false,
        why: "The present tense does not fit an event dated 1879 in a passage told in the past tense.",
      },
      {
        text: "will travel",
        correct: false,
        why: "The future tense contradicts the date and the rest of the passage, which describe events long finished.",
      },
      {
        text: "has traveled",
        correct: false,
        why: "The present perfect is not used with a specific past time such as \"in 1879\"; the simple past is required.",
      },
    ],
    explanation:
      "The sentence names a definite past date, and the passage continues in the past tense (\"returned,\" \"was still at work,\" \"died\"). The simple past \"traveled\" is the correct form.",
    source: src.travelsAlaska,
  },
  {
    id: "mock04-rw-m2e-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `In April 1916, Ernest Shackleton left most of his men on Elephant Island and set out for South Georgia in the *James Caird*, a lifeboat less than twenty-three feet long. With him went five companions: Frank Worsley, the *Endurance*'s captain and the boat's ______ Tom Crean, a veteran of two earlier Antarctic expeditions; Harry McNish, the ship's carpenter; and two seamen, John Vincent and Timothy McCarthy.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "navigator;",
        correct: true,
        why: "The items in this list contain their own commas (each name is followed by a description), so they must be separated by semicolons, as the later items already are. A semicolon belongs after \"navigator\" to end the first item.",
      },
      {
        text: "navigator,",
        correct: false,
        why: "A comma here would blur the boundary between items: a reader could take \"Tom Crean\" as another description of Worsley. The other items are separated by semicolons, and this one must be too.",
      },
      {
        text: "navigator:",
        correct: false,
        why: "A colon introduces an explanation or a list; it cannot separate one item of a list from the next, and the sentence already has a colon introducing the list.",
      },
      {
        text: "navigator",
        correct: false,
        why: "With no punctuation, \"navigator\" runs straight into \"Tom Crean,\" so the first item and the second merge.",
      },
    ],
    explanation:
      "The colon after \"companions\" introduces a list whose items each contain a comma (a name and a description). Such items are separated by semicolons, as the rest of the list shows, so \"navigator\" must be followed by a semicolon.",
    source: src.south,
  },
  {
    id: "mock04-rw-m2e-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In 1878, the British travel writer Isabella Bird spent several months exploring parts of northern Japan that few foreign visitors had seen. Recording her impressions in long letters home, ______ The letters were published in 1880 as *Unbeaten Tracks in Japan*.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "Bird described the villages she passed through and Ito, the young interpreter who traveled with her.",
        correct: true,
        why: "The opening phrase \"Recording her impressions in long letters home\" describes Bird, the letter writer, so the main clause must begin with \"Bird.\" This choice places her right after the modifier.",
      },
      {
        text: "Ito, the young interpreter who traveled with her, was described by Bird along with the villages she passed through.",
        correct: false,
        why: "This makes the opening phrase describe Ito, as if he were the one recording \"her impressions\" in letters home; the modifier is misplaced, since the letter writer was Bird.",
      },
      {
        text: "the villages she passed through were described by Bird, along with Ito, the young interpreter who traveled with her.",
        correct: false,
        why: "This makes \"the villages\" the subject, so the opening phrase seems to say that the villages were recording impressions in letters; the modifier dangles.",
      },
      {
        text: "the descriptions Bird wrote included the villages she passed through and Ito, the young interpreter who traveled with her.",
        correct: false,
        why: "This makes \"the descriptions\" the subject, so the opening phrase seems to say that the descriptions were recording impressions in letters; the modifier dangles.",
      },
    ],
    explanation:
      "An introductory participial phrase must be followed by the noun it describes. The one recording her impressions in letters home is Bird, so the main clause must begin with \"Bird,\" and only one choice does.",
    source: src.unbeatenTracks,
  },
  {
    id: "mock04-rw-m2e-21",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `John Muir's *My First Summer in the Sierra* (1911) is based on the journal he kept in 1869 while helping to drive a flock of sheep into the Sierra Nevada. The drawings that Muir made in his notebook that summer ______ reproduced in the published book, along with photographs by Herbert W. Gleason.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "were",
        correct: true,
        why: "The subject is the plural \"drawings,\" and the book appeared in 1911, a finished past event, so the plural past-tense \"were\" is correct.",
      },
      {
        text: "was",
        correct: false,
        why: "\"Was\" is singular; it may seem to agree with \"notebook\" or \"summer,\" but the subject is the plural \"drawings.\"",
      },
      {
        text: "is",
        correct: false,
        why: "\"Is\" is singular and present tense, so it disagrees with the plural \"drawings\" and with the past event of the 1911 publication.",
      },
      {
        text: "has been",
        correct: false,
        why: "\"Has been\" is singular and cannot agree with the plural subject \"drawings.\"",
      },
    ],
    explanation:
      "Stripping away the clause \"that Muir made in his notebook that summer,\" the core of the sentence is \"The drawings ______ reproduced.\" The plural subject needs a plural verb, and the past event of publication calls for \"were.\"",
    source: src.firstSummer,
  },
  {
    id: "mock04-rw-m2e-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `In *My First Summer in the Sierra* (1911), John Muir recalls the plan that the sheep-owner Mr. Delaney laid out for him in 1869. The flock that Muir and the shepherd were to drive gradually higher through the successive forest belts of the Sierra Nevada as the snow ______ stop for a few weeks at the best places they came to, and Muir hoped to use these camps as bases for excursions of his own.`,
      },
    ],
    stem: STEM_SEC,
    choices: [
      {
        text: "melted would",
        correct: true,
        why: "\"The flock that Muir and the shepherd were to drive ... as the snow melted\" is one long subject, and \"would stop\" is its verb. No punctuation should come between a subject and its verb, however long the subject is.",
      },
      {
        text: "melted, would",
        correct: false,
        why: "A single comma here separates the subject (\"The flock ... melted\") from its verb (\"would stop\"), which is not allowed.",
      },
      {
        text: "melted; would",
        correct: false,
        why: "A semicolon must join two independent clauses, but \"The flock ... melted\" has no main verb of its own, so it cannot stand before a semicolon.",
      },
      {
        text: "melted: would",
        correct: false,
        why: "A colon must follow an independent clause; here it would cut the subject off from its verb \"would stop.\"",
      },
    ],
    explanation:
      "The subject of the second sentence stretches from \"The flock\" through \"as the snow melted\"; its verb is \"would stop.\" Because nothing should separate a subject from its verb, the correct choice uses no punctuation.",
    source: src.firstSummer,
  },

  // ================================================================ expression of ideas
  {
    id: "mock04-rw-m2e-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `In L. Frank Baum's *The Wonderful Wizard of Oz* (1900), the great Wizard turns out to be an ordinary man from Omaha who has only pretended to have magic powers. ______ he finds a way to give Dorothy's companions what they asked for: he fills the Scarecrow's head with bran mixed with pins and needles, gives the Tin Woodman a silk heart stuffed with sawdust, and offers the Lion a drink that he calls courage.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "The first sentence says the Wizard has no real magic; the second says he still manages to give the travelers their wishes. \"Nevertheless\" signals that this happens in spite of what came before.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Giving the companions their gifts is not an example of the Wizard being an ordinary man without powers; it is something he does despite that.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The two sentences do not describe similar things: one reveals that the Wizard has no magic, and the other shows him granting wishes anyway.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "Having no magic powers is not the cause of his granting the wishes; he grants them in spite of lacking such powers.",
      },
    ],
    explanation:
      "The text contrasts the revelation that the Wizard is only an ordinary man with the fact that he still satisfies his visitors' requests. A transition of concession, \"Nevertheless,\" links the two logically.",
    source: src.wizard,
  },
  {
    id: "mock04-rw-m2e-24",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- In 1914, Ernest Shackleton led an expedition that aimed to cross Antarctica on foot.
- In 1915, the expedition's ship, the *Endurance*, was trapped and crushed by sea ice.
- Its 28 men camped on the ice and in April 1916 reached Elephant Island in lifeboats.
- Shackleton and five others then sailed about 800 miles to South Georgia to get help.
- By the end of August 1916, all of the men had been rescued; not one member of the *Endurance*'s crew died.
- Shackleton told the story in his book *South* (1919).`,
      },
    ],
    stem: `The student wants to emphasize that everyone aboard the *Endurance* survived. ${NOTES}`,
    choices: [
      {
        text: "Although the *Endurance* was crushed by sea ice in 1915, not one of its 28 men died: by the end of August 1916, every one of them had been rescued.",
        correct: true,
        why: "This states directly that none of the 28 men died and that all were rescued, and it sets that outcome against the disaster of the ship's loss, which gives it emphasis.",
      },
      {
        text: "In 1914, Ernest Shackleton led an expedition that aimed to cross Antarctica on foot.",
        correct: false,
        why: "This gives the expedition's goal but says nothing about whether the men survived.",
      },
      {
        text: "Shackleton and five others sailed about 800 miles to South Georgia to get help.",
        correct: false,
        why: "This describes the voyage to seek help, but it does not say that the men were saved or that no one died.",
      },
      {
        text: "Shackleton told the story of the expedition in his book *South* (1919).",
        correct: false,
        why: "This identifies Shackleton's book but says nothing about the crew's survival.",
      },
    ],
    explanation:
      "The goal is to stress that everyone aboard survived. Only one choice says that none of the 28 men died and that all were rescued.",
    source: src.south,
  },
  {
    id: "mock04-rw-m2e-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `L. Frank Baum tried to end his popular Oz series with *The Emerald City of Oz* (1910), at the close of which Oz is cut off from the rest of the world and the reader is told that no more news of it will come. For the next few years Baum wrote other fantasies, such as *The Sea Fairies* (1911). ______ he returned to Oz with *The Patchwork Girl of Oz* (1913) and went on writing Oz books for the rest of his life.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Eventually,",
        correct: true,
        why: "The text moves through time: Baum ends the series in 1910, writes other books for a few years, and then returns to Oz in 1913. \"Eventually\" marks that later return after a period of doing something else.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Returning to Oz is not an example of Baum's writing other fantasies; it is what he did after that period ended.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Going back to the Oz series is not similar to writing fantasies set elsewhere; it reverses his attempt to leave Oz behind.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The last sentence does not restate the previous one; it reports a new, later event.",
      },
    ],
    explanation:
      "The text traces a sequence: Baum closes the series, spends a few years on other fantasies, and then comes back to Oz in 1913. A transition of time, \"Eventually,\" introduces that later return.",
    source: src.emeraldCity,
  },
  {
    id: "mock04-rw-m2e-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Jean-Henri Fabre (1823–1915) was a French schoolteacher and naturalist.
- At his home in Sérignan, in southern France, he kept a patch of waste ground, which he called the harmas, where he studied insects in their natural state.
- He published his observations in French in the ten volumes of *Souvenirs entomologiques*.
- Beginning in 1912, Alexander Teixeira de Mattos translated many of Fabre's essays into English.
- Teixeira de Mattos arranged the essays by subject in volumes such as *The Mason-Bees* (1914) and *The Life of the Caterpillar* (1916).`,
      },
    ],
    stem: `The student wants to explain how Fabre's writings reached English-speaking readers. ${NOTES}`,
    choices: [
      {
        text: "Fabre's observations, first published in French in his *Souvenirs entomologiques*, reached English readers beginning in the 1910s through Alexander Teixeira de Mattos's translations, which gathered the essays by subject into volumes such as *The Mason-Bees* (1914).",
        correct: true,
        why: "This traces the path the goal asks about: the essays appeared first in French, then from the 1910s reached English readers through Teixeira de Mattos's translations, published as volumes arranged by subject.",
      },
      {
        text: "Jean-Henri Fabre (1823–1915), a French schoolteacher and naturalist, published his observations in the ten volumes of *Souvenirs entomologiques*.",
        correct: false,
        why: "This describes Fabre and his original work but never mentions English or a translation, so it does not explain how English-speaking readers came to know his writing.",
      },
      {
        text: "At his home in Sérignan, Fabre studied insects in their natural state on a patch of waste ground that he called the harmas.",
        correct: false,
        why: "This explains where Fabre made his observations, not how his writings reached English readers.",
      },
      {
        text: "*The Mason-Bees* (1914) and *The Life of the Caterpillar* (1916) are volumes arranged by subject.",
        correct: false,
        why: "This names two volumes but never says that they are English translations of Fabre's work, or who translated them, so it does not explain how his writing reached English readers.",
      },
    ],
    explanation:
      "Explaining how Fabre's writings reached English-speaking readers requires naming the original French work and the English translations that brought it to them. Only one choice connects Fabre's *Souvenirs entomologiques* to the English translations by Teixeira de Mattos.",
    source: src.caterpillar,
  },
  {
    id: "mock04-rw-m2e-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `When Ernest Shackleton reached the Bay of Whales, an inlet in the Great Ice Barrier, in 1908, he decided against making his base there, judging the ice at the Barrier's edge too unstable. Roald Amundsen, comparing the records of earlier voyages, concluded that this part of the Barrier had kept roughly the same outline since James Clark Ross sailed along it in the early 1840s. Ice that had held its shape for some seventy years, he reasoned, must be resting on solid ground beneath. ______ in January 1911 he built Framheim, the winter base of his South Pole expedition, on the Barrier at the bay.`,
      },
    ],
    stem: STEM_TRANSITION,
    choices: [
      {
        text: "Accordingly,",
        correct: true,
        why: "The sentence before the blank gives Amundsen's conclusion that the ice at the bay was resting on solid ground; building his base there is the action that follows from that reasoning. \"Accordingly\" signals a result that is in keeping with what came before.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "This would suggest that Amundsen built at the bay in spite of his own reasoning, but his reasoning supported the choice. The contrast in the text is with Shackleton's decision, two sentences earlier, not with the sentence the transition follows.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Building Framheim is not an example of ice resting on solid ground; it is the decision that Amundsen's conclusion led to.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Amundsen's decision to build at the bay is not similar to anything earlier in the text; it is the opposite of Shackleton's decision and the result of Amundsen's own reasoning.",
      },
    ],
    explanation:
      "Shackleton rejected the bay as unsafe; Amundsen reached the opposite view, reasoning that ice unchanged for seventy years must rest on solid ground. His decision to build Framheim there follows from that reasoning, so the transition must signal a consequence: \"Accordingly.\"",
    source: src.southPole,
  },
];
