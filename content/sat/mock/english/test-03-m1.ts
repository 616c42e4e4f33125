import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 3, reading and writing, module 1 (the same for every student): 25 scored items and
 * 2 unscored pilots. Passages are adapted from, or are short factual passages about, public-domain
 * works by Mark Twain, Willa Cather, Ralph Waldo Emerson, Benjamin Franklin, Sui Sin Far,
 * Charles A. Eastman and Upton Sinclair; the two quantitative items carry original, invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};

const franklinEdition = "Autobiography of Benjamin Franklin, ed. John Bigelow, J. B. Lippincott & Co., Philadelphia, 1868";

const src = {
  lifeOnTheMississippi: pd("Mark Twain", "Life on the Mississippi", 1883, "James R. Osgood and Company, Boston, 1883"),
  roughingIt: pd("Mark Twain", "Roughing It", 1872, "American Publishing Company, Hartford, 1872"),
  innocentsAbroad: pd(
    "Mark Twain",
    "The Innocents Abroad, or The New Pilgrims' Progress",
    1869,
    "American Publishing Company, Hartford, 1869",
  ),
  emersonTwainTravel: pd(
    "Ralph Waldo Emerson (Text 1); Mark Twain (Text 2)",
    "Self-Reliance, in Essays: First Series (Text 1); The Innocents Abroad, Conclusion (Text 2)",
    1841,
    "Text 1: James Munroe and Company, Boston, 1841; Text 2: American Publishing Company, Hartford, 1869",
  ),
  oPioneers: pd("Willa Cather", "O Pioneers!", 1913, "Houghton Mifflin Company, Boston and New York, 1913"),
  myAntonia: pd("Willa Cather", "My Ántonia", 1918, "Houghton Mifflin Company, Boston and New York, 1918"),
  emersonNature: pd("Ralph Waldo Emerson", "Nature", 1836, "James Munroe and Company, Boston, 1836"),
  americanScholar: pd(
    "Ralph Waldo Emerson",
    "The American Scholar (An Oration Delivered before the Phi Beta Kappa Society, at Cambridge, August 31, 1837)",
    1837,
    "James Munroe and Company, Boston, 1837",
  ),
  franklinAutobiography: pd("Benjamin Franklin", "The Autobiography of Benjamin Franklin", 1868, franklinEdition),
  mrsSpringFragrance: pd("Sui Sin Far (Edith Maude Eaton)", "Mrs. Spring Fragrance", 1912, "A. C. McClurg & Co., Chicago, 1912"),
  indianBoyhood: pd("Charles A. Eastman (Ohiyesa)", "Indian Boyhood", 1902, "McClure, Phillips & Co., New York, 1902"),
  theJungle: pd("Upton Sinclair", "The Jungle", 1906, "Doubleday, Page & Company, New York, 1906"),
};

const WIC_BLANK = "Which choice completes the text with the most logical and precise word or phrase?";
const SEC = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const SYNTHESIS = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";
const NOTES = "While researching a topic, a student has taken the following notes:";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock03-rw-m1-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Mark Twain's 1883 memoir *Life on the Mississippi*. Twain recalls the river town where he grew up.

On a summer morning the white town lay drowsing in the sunshine. The streets were nearly empty, and a few clerks dozed in chairs tilted back against the store walls. Then a film of dark smoke appeared above a distant point of land, and someone raised the cry, "Steamboat a-comin'!" Instantly the clerks woke up, wagons clattered toward the wharf, and every house and store poured out its people. In a twinkling the sleepy town had become ______.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "bustling",
        correct: true,
        why: `The last sentence sums up the change the text describes: clerks waking, wagons clattering, and people pouring out of "every house and store." A town full of such hurried activity is bustling, the opposite of the "sleepy" town of a moment before.`,
      },
      {
        text: "deserted",
        correct: false,
        why: `This describes the town before the cry, when "the streets were nearly empty." After the cry, people pour out of every building, so the town is anything but deserted.`,
      },
      {
        text: "peaceful",
        correct: false,
        why: "Peaceful fits the drowsing town at the start of the text, but the sentence describes what the town has become after the noise and rush that follow the cry.",
      },
      {
        text: "distant",
        correct: false,
        why: `The text calls the point of land where the smoke appears "distant," but nothing suggests that the town itself has become far away; the word does not describe the change the text narrates.`,
      },
    ],
    explanation: `The text moves from a drowsing, empty town to a scene of waking clerks, clattering wagons, and crowds. The blank names what the "sleepy town" has become, so it must describe that sudden activity: "bustling."`,
    source: src.lifeOnTheMississippi,
  },
  {
    id: "mock03-rw-m1-02",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Charles A. Eastman's 1902 memoir *Indian Boyhood*. Eastman, a Dakota writer, was raised by his grandmother and his uncle.

My uncle trained me to notice everything around me. When I went out in the morning, he told me to look closely at all that I saw, and when I came back in the evening he would question me for an hour or so. On which side of the trees is the lighter-colored bark? Which new birds had I seen that day? "Follow the example of the wolf," he would say. "Even when he is surprised and runs for his life, he will pause to take one more look at you. So you must take a second look at everything you see."`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To describe how the narrator's uncle taught him to observe the world around him with care",
        correct: true,
        why: `The text opens by saying that the uncle "trained me to notice everything," then gives his daily method (close looking, evening questions) and his advice to "take a second look at everything you see."`,
      },
      {
        text: "To explain why wolves are dangerous to people who travel alone",
        correct: false,
        why: "The wolf appears only as an example of an animal that looks back carefully; the text says nothing about wolves being dangerous.",
      },
      {
        text: "To compare the lessons the narrator learned from his uncle with those he learned from his grandmother",
        correct: false,
        why: "The grandmother is mentioned only in the introduction; the text describes no lessons from her and makes no comparison.",
      },
      {
        text: "To list the kinds of birds and trees that grew near the narrator's home",
        correct: false,
        why: "Birds and trees come up only in the uncle's questions, which illustrate his teaching; the text never lists any species.",
      },
    ],
    explanation: `Every detail in the text (the instruction to look closely, the evening questions, the example of the wolf) shows the uncle teaching the boy to observe. The purpose is to describe that training.`,
    source: src.indianBoyhood,
  },
  {
    id: "mock03-rw-m1-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Willa Cather's 1913 novel *O Pioneers!*

One January day, thirty years ago, the little town of Hanover, ______ on a windy Nebraska tableland, was trying not to be blown away. A mist of fine snowflakes was curling about the cluster of low, drab buildings huddled on the gray prairie, under a gray sky. The houses were set about haphazard on the tough prairie sod; some of them looked as if they had been moved in overnight, and others as if they were straying off by themselves, headed straight for the open plain.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "anchored",
        correct: true,
        why: `The town "was trying not to be blown away," and its buildings are "huddled" against the weather. "Anchored" pictures the town as holding fast against the wind, as a ship at anchor holds against a current, which is exactly the struggle the sentence describes.`,
      },
      {
        text: "sheltered",
        correct: false,
        why: `A sheltered town would be protected from the weather, but this one sits on a "windy" tableland and is in danger of being "blown away." The word contradicts the scene.`,
      },
      {
        text: "flourishing",
        correct: false,
        why: `Nothing in the text suggests prosperity: the buildings are "low" and "drab," and the houses look temporary, as if "moved in overnight."`,
      },
      {
        text: "towering",
        correct: false,
        why: `The town is "little" and its buildings are "low" and "huddled," so it cannot be described as towering over the tableland.`,
      },
    ],
    explanation: `The sentence itself gives the key clue: the town is "trying not to be blown away." The word in the blank should describe how the town sits on the windy tableland in a way that fits that struggle. "Anchored" does: the town clings to its place like a ship holding against the wind.`,
    source: src.oPioneers,
  },
  {
    id: "mock03-rw-m1-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Upton Sinclair's 1906 novel *The Jungle*. A family of Lithuanian immigrants is traveling by train toward Chicago.

A full hour before the party reached the city, they had begun to note the perplexing changes in the atmosphere. It grew darker all the time, and upon the earth the grass seemed to grow less green. Every minute, as the train sped on, the colors of things became dingier; the fields were parched and yellow, the landscape hideous and bare. And along with the thickening smoke they began to notice another circumstance, a strange, pungent odor. They were not sure that it was unpleasant; some might have called it sickening, but their taste in odors was not developed, and they were only sure that it was curious.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It traces a series of changes that the travelers notice as they near the city, moving from what they see to what they smell.",
        correct: true,
        why: `The text follows the approach to the city step by step: the darkening sky, the less green grass, the dingier colors and parched fields, and finally the "strange, pungent odor" and the travelers' uncertain reaction to it.`,
      },
      {
        text: "It describes the city as the travelers first see it and then explains why they decide to leave it.",
        correct: false,
        why: "The travelers have not yet reached the city (the text begins an hour before they arrive), and they make no decision to leave.",
      },
      {
        text: "It lists the travelers' complaints about their journey and then identifies the source of the smoke.",
        correct: false,
        why: `The travelers do not complain; they are "not sure" the odor is even unpleasant. And the text never says where the smoke comes from.`,
      },
      {
        text: "It contrasts the travelers' memories of their homeland with their first impressions of America.",
        correct: false,
        why: "The text says nothing about the travelers' homeland; it stays with what they observe from the train.",
      },
    ],
    explanation: `The text is organized as a progression in time and in the senses: first the changing light, grass, colors, and landscape, then the smoke and the odor that the travelers can only call "curious." It traces what they notice as the city draws nearer.`,
    source: src.theJungle,
  },
  {
    id: "mock03-rw-m1-05",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Mark Twain's 1872 book *Roughing It*.

My brother had just been appointed Secretary of Nevada Territory—an office of such majesty that it concentrated in itself the duties and dignities of Treasurer, Comptroller, Secretary of State, and Acting Governor in the Governor's absence. A salary of eighteen hundred dollars a year and the title of "Mr. Secretary" gave to the great position an air of wild and imposing grandeur. I was young and ignorant, and I envied my brother. I coveted his distinction and his financial ______, but particularly and especially the long, strange journey he was going to make.`,
      },
    ],
    stem: WIC_BLANK,
    choices: [
      {
        text: "splendor",
        correct: true,
        why: `The narrator "envied" and "coveted" what his brother had, and he has just described the salary and title as giving the post "an air of wild and imposing grandeur." To his "young and ignorant" eyes the salary was dazzling wealth, so "financial splendor" completes the sentence in the same mock-grand spirit.`,
      },
      {
        text: "modesty",
        correct: false,
        why: `A reader may sense that Twain is joking and that $1,800 was not a fortune, but the sentence reports what the young narrator "coveted." No one envies another's modest means, and the text presents the salary as part of the position's "grandeur," not its modesty.`,
      },
      {
        text: "prudence",
        correct: false,
        why: "The text says nothing about how carefully the brother managed money; the narrator envies what the brother has been given (a title, a salary, a journey), not a habit of thrift.",
      },
      {
        text: "hardship",
        correct: false,
        why: `Hardship is not something a person covets, and the text presents the brother's position as enviable and grand, not as a burden.`,
      },
    ],
    explanation: `The sentence lists things the narrator "coveted," so the blank must name something desirable about his brother's money. The preceding sentences, written in an inflated, ironic style, say the salary lent the office "wild and imposing grandeur." The young narrator therefore envied his brother's "financial splendor"; the humor lies in how small that splendor really was.`,
    source: src.roughingIt,
  },
  {
    id: "mock03-rw-m1-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Ralph Waldo Emerson's 1836 book *Nature*.

To go into solitude, a man needs to retire as much from his chamber as from society. I am not solitary whilst I read and write, though nobody is with me. But if a man would be alone, let him look at the stars. The rays that come from those heavenly worlds will separate between him and what he touches. One might think the atmosphere was made transparent with this design, to give man, in the heavenly bodies, the perpetual presence of the sublime. **If the stars should appear one night in a thousand years, how would men believe and adore, and preserve for many generations the remembrance of the city of God which had been shown!** But every night come out these envoys of beauty, and light the universe with their admonishing smile.`,
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It imagines the stars as a rare event in order to suggest that people take them for granted because they appear every night.",
        correct: true,
        why: `The sentence is hypothetical ("If the stars should appear one night in a thousand years"): people would then "believe and adore." The next sentence ("But every night come out these envoys of beauty") supplies the real situation, and the stars' "admonishing smile" rebukes people for neglecting what they see so often.`,
      },
      {
        text: "It recalls a past occasion on which a sudden appearance of the stars led people to worship.",
        correct: false,
        why: `"If the stars should appear" describes an imagined situation, not a historical event; the text reports no such occasion.`,
      },
      {
        text: "It supports the earlier claim that a person who reads and writes is not truly alone.",
        correct: false,
        why: "That claim is about the chamber and books; the bold sentence has moved on to the stars and to how people would regard them if they were rare.",
      },
      {
        text: "It predicts that future generations will regard the stars with more reverence than people do now.",
        correct: false,
        why: `The phrase "for many generations" belongs to the imagined case of stars seen once in a thousand years. Emerson makes no prediction about the future; the following "But every night" returns to the present.`,
      },
    ],
    explanation: `Emerson first presents the stars as a constant source of the sublime. The bold sentence imagines the opposite case, stars seen only once in a thousand years, and the awe they would then inspire. Set against "But every night come out these envoys of beauty," the thought experiment shows that people fail to marvel at the stars only because they are always there.`,
    source: src.emersonNature,
  },
  {
    id: "mock03-rw-m1-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The following text is adapted from Ralph Waldo Emerson's 1841 essay "Self-Reliance."

It is for want of self-culture that the superstition of Travelling, whose idols are Italy, England, Egypt, retains its fascination for all educated Americans. Travelling is a fool's paradise. Our first journeys discover to us the indifference of places. At home I dream that at Naples, at Rome, I can be intoxicated with beauty and lose my sadness. I pack my trunk, embrace my friends, embark on the sea, and at last wake up in Naples, and there beside me is the stern fact, the sad self, unrelenting, identical, that I fled from.`,
      },
      {
        label: "Text 2",
        text: `The following text is adapted from the conclusion of Mark Twain's 1869 book *The Innocents Abroad*, an account of a voyage he made with a group of American tourists to Europe and the Middle East.

Travel is fatal to prejudice, bigotry, and narrow-mindedness, and many of our people need it sorely on these accounts. Broad, wholesome, charitable views of men and things cannot be acquired by vegetating in one little corner of the earth all one's lifetime.`,
      },
    ],
    stem: `Based on the texts, how would Twain (Text 2) most likely respond to the claim in Text 1 that "our first journeys discover to us the indifference of places"?`,
    choices: [
      {
        text: "He would reject it, maintaining that seeing other parts of the world can change a traveler's outlook in ways that staying home cannot.",
        correct: true,
        why: `Emerson's claim is that where a person goes makes no difference: the traveler finds "the sad self, unrelenting, identical." Twain holds that place does matter, since travel destroys "prejudice, bigotry, and narrow-mindedness," and "broad" views cannot be gained by staying in "one little corner of the earth."`,
      },
      {
        text: "He would accept it, since he believes that travelers carry their narrow opinions with them wherever they go.",
        correct: false,
        why: `Twain says the reverse: travel is "fatal" to narrow-mindedness, so the traveler's opinions do not survive the journey unchanged.`,
      },
      {
        text: "He would reject it, arguing that cities such as Naples and Rome are more beautiful than Emerson allows.",
        correct: false,
        why: `Twain says nothing about the beauty of any city, and Emerson does not deny that beauty; his point is that the traveler's self goes along unchanged. Twain's disagreement concerns what travel does to a person's views.`,
      },
      {
        text: "He would accept it, agreeing that people who travel are usually trying to escape their own unhappiness.",
        correct: false,
        why: "The idea of travel as an escape from sadness comes from Text 1; Text 2 says nothing about travelers' motives and treats travel as a remedy for narrow views, not a flight from the self.",
      },
    ],
    explanation: `"The indifference of places" means that one place is as good as another, because the traveler takes his unchanged self along. Twain argues the opposite: going out into the world breaks down prejudice and produces broader views than a lifetime in "one little corner of the earth." He would therefore reject Emerson's claim.`,
    source: src.emersonTwainTravel,
  },

  // ================================================================ information and ideas
  {
    id: "mock03-rw-m1-08",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Sui Sin Far's 1912 story "Mrs. Spring Fragrance."

When Mrs. Spring Fragrance first arrived in Seattle, she was unacquainted with even one word of the American language. Five years later her husband, speaking of her, said: "There are no more American words for her learning." And everyone who knew Mrs. Spring Fragrance agreed with Mr. Spring Fragrance.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Within five years, Mrs. Spring Fragrance learned English so thoroughly that she seemed to have nothing left to learn.",
        correct: true,
        why: `She arrived knowing not "even one word" of English; five years later her husband said there were "no more American words for her learning," and everyone who knew her agreed.`,
      },
      {
        text: "Mr. Spring Fragrance doubted that his wife would ever learn to speak English well.",
        correct: false,
        why: "Mr. Spring Fragrance praises his wife's English; he says there are no more words left for her to learn.",
      },
      {
        text: "Mrs. Spring Fragrance already spoke English well when she arrived in Seattle.",
        correct: false,
        why: `The text says that when she arrived she did not know "even one word" of English.`,
      },
      {
        text: "The people who knew Mrs. Spring Fragrance disagreed with her husband's opinion of her English.",
        correct: false,
        why: `The last sentence says that everyone who knew her "agreed with Mr. Spring Fragrance."`,
      },
    ],
    explanation: `The text contrasts Mrs. Spring Fragrance's knowledge of English on arrival (none) with her knowledge five years later (complete, in her husband's and everyone else's view). Its main idea is how thoroughly she has learned the language.`,
    source: src.mrsSpringFragrance,
  },
  {
    id: "mock03-rw-m1-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Members of a high school science club tested how long cut carnations stay fresh under four conditions: in plain tap water, in tap water with a spoonful of sugar, in distilled water, and in tap water that was poured out and replaced every day. The club concluded that replacing the water daily was the most effective of the four treatments.`,
      },
    ],
    table: {
      title: "Average number of days carnations stayed fresh, by water treatment",
      columns: ["Water treatment", "Average days fresh"],
      rows: [
        ["Plain tap water", "6"],
        ["Tap water with sugar", "8"],
        ["Distilled water", "7"],
        ["Tap water replaced daily", "11"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the club's conclusion?",
    choices: [
      {
        text: "Carnations in tap water that was replaced daily stayed fresh for an average of 11 days, longer than carnations given any other treatment.",
        correct: true,
        why: "The daily-replacement carnations averaged 11 days, more than those in sugar water (8), distilled water (7), or plain tap water (6). That is what the conclusion requires.",
      },
      {
        text: "Carnations in tap water with sugar stayed fresh for an average of 8 days, longer than carnations in plain tap water.",
        correct: false,
        why: "This is accurate, but it is about the sugar treatment, not daily replacement, and it does not show which treatment worked best.",
      },
      {
        text: "Carnations in plain tap water stayed fresh for an average of 6 days, the shortest time of any treatment.",
        correct: false,
        why: "This is accurate, but showing which treatment did worst does not show that daily replacement did best.",
      },
      {
        text: "Carnations in tap water that was replaced daily stayed fresh for an average of 7 days, about as long as carnations in distilled water.",
        correct: false,
        why: "This misreads the table: 7 days is the figure for distilled water. The daily-replacement carnations lasted 11 days.",
      },
    ],
    explanation: "To support the claim that daily replacement was the most effective treatment, the evidence must give that treatment's result and show that it beat the other three. The daily-replacement carnations lasted 11 days on average, longer than any other group.",
    source: original,
  },
  {
    id: "mock03-rw-m1-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Willa Cather's 1918 novel *My Ántonia*. Jim, the narrator, is a boy who has just come to live on his grandparents' farm in Nebraska.

I sat down in the middle of the garden and leaned my back against a warm yellow pumpkin. The earth was warm under me, and warm as I crumbled it through my fingers. I kept as still as I could. Nothing happened. I did not expect anything to happen. I was something that lay under the sun and felt it, like the pumpkins, and I did not want to be anything more. I was entirely happy. Perhaps we feel like that when we die and become a part of something entire, whether it is sun and air, or goodness and knowledge. At any rate, that is happiness; to be dissolved into something complete and great.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Sitting quietly in the garden, the narrator feels a complete contentment that comes from seeming to become part of something larger than himself.",
        correct: true,
        why: `Jim is "entirely happy" lying "like the pumpkins" under the sun, wanting to be nothing more, and he defines happiness as being "dissolved into something complete and great."`,
      },
      {
        text: "The narrator grows impatient as he waits in the garden for something to happen.",
        correct: false,
        why: `"Nothing happened" is not a complaint: Jim adds that he "did not expect anything to happen" and that he was "entirely happy."`,
      },
      {
        text: "The narrator's thoughts about death turn his afternoon in the garden into a troubled one.",
        correct: false,
        why: "Jim mentions death only to suggest that dying might feel like the happiness he is enjoying; the thought does not trouble him.",
      },
      {
        text: "The narrator decides that he wants to become a farmer like his grandparents.",
        correct: false,
        why: `The text records no such decision; Jim says he "did not want to be anything more" than a thing lying in the sun.`,
      },
    ],
    explanation: `The passage moves from physical details (the warm pumpkin and earth, his stillness) to Jim's reflection on them: he is "entirely happy" because he feels like part of the garden, and he concludes that happiness is "to be dissolved into something complete and great."`,
    source: src.myAntonia,
  },
  {
    id: "mock03-rw-m1-11",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Upton Sinclair's 1906 novel *The Jungle*. A group of visitors is watching hogs being processed in a Chicago packing plant.

It was porkmaking by machinery, porkmaking by applied mathematics. And yet somehow the most matter-of-fact person could not help thinking of the hogs; they were so innocent, they came so very trustingly, and they were so very human in their protests—and so perfectly within their rights! They had done nothing to deserve it, and it was adding insult to injury, as the thing was done here, swinging them up in this cold-blooded, impersonal way, without a pretense of apology, without the homage of a tear.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "However mechanical and efficient the plant's process, even an unsentimental observer could not help feeling sympathy for the hogs.",
        correct: true,
        why: `The text grants that the work is "porkmaking by machinery," then says "the most matter-of-fact person could not help thinking of the hogs," calling them innocent and "within their rights" and objecting to the "cold-blooded, impersonal" way they are treated.`,
      },
      {
        text: "The visitors are so impressed by the plant's efficiency that they give little thought to the animals.",
        correct: false,
        why: `The text says the opposite: "And yet" even matter-of-fact visitors "could not help thinking of the hogs."`,
      },
      {
        text: "The workers in the plant treat the hogs gently and show regret for what they must do.",
        correct: false,
        why: `The hogs are handled "without a pretense of apology, without the homage of a tear," in a "cold-blooded" way.`,
      },
      {
        text: "The hogs resist so strongly that the plant's machinery often fails.",
        correct: false,
        why: "The hogs protest, but the text never says that the machinery fails; it stresses how impersonally the process continues.",
      },
    ],
    explanation: `The first sentence establishes the plant's mechanical efficiency; "And yet" turns to the observer's sympathy for the innocent, trusting hogs and to the cold, impersonal treatment that makes their fate seem worse. The main idea is that sympathy breaks through even in the face of such efficiency.`,
    source: src.theJungle,
  },
  {
    id: "mock03-rw-m1-12",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `In his autobiography, Benjamin Franklin describes a plan he devised as a young man in Philadelphia to improve his character. He named thirteen virtues and attached to each a short precept, or rule of conduct. Many of the precepts are absolute commands. Others, however, do not require that an activity be given up entirely; they permit the activity but mark the point beyond which it should not go.`,
      },
    ],
    stem: "Which quotation from Franklin's list of virtues most effectively illustrates the claim?",
    choices: [
      {
        text: `"Temperance. Eat not to dullness; drink not to elevation."`,
        correct: true,
        why: `Franklin does not forbid eating or drinking; he forbids eating to the point of dullness and drinking to the point of "elevation" (tipsiness). The precept allows the activity and marks where it must stop.`,
      },
      {
        text: `"Cleanliness. Tolerate no uncleanliness in body, clothes, or habitation."`,
        correct: false,
        why: `This is an absolute command: "no uncleanliness" allows none at all, so it does not permit something up to a limit.`,
      },
      {
        text: `"Resolution. Resolve to perform what you ought; perform without fail what you resolve."`,
        correct: false,
        why: `This is an absolute command ("without fail"), the kind of precept the claim sets aside.`,
      },
      {
        text: `"Industry. Lose no time; be always employed in something useful; cut off all unnecessary actions."`,
        correct: false,
        why: `This is also absolute: "no time," "always," and "all unnecessary actions" admit no permitted amount.`,
      },
    ],
    explanation: `The claim concerns precepts that allow an activity but set a limit on it. Only the precept for temperance does this: eating and drinking are permitted, but not to dullness or elevation. The other precepts are unconditional commands ("no uncleanliness," "without fail," "lose no time").`,
    source: src.franklinAutobiography,
  },
  {
    id: "mock03-rw-m1-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `A town library wanted to learn whether the way it reminded borrowers of due dates affected how many books came back on time. For six months, borrowers in each of three age groups were randomly assigned to receive reminders either by email or by text message. Library staff concluded that text messages worked better than email for every age group, but that the advantage of text messages was much larger for some borrowers than for others.`,
      },
    ],
    table: {
      title: "Percentage of books returned on time, by borrower age and type of reminder",
      columns: ["Borrower age", "Email reminder", "Text message reminder"],
      rows: [
        ["18–34", "61%", "83%"],
        ["35–54", "70%", "81%"],
        ["55 and older", "77%", "80%"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the staff's conclusion?",
    choices: [
      {
        text: "In all three age groups, more books were returned on time after text reminders than after email reminders, but the gap was 22 percentage points for borrowers aged 18–34 and only 3 points for borrowers 55 and older.",
        correct: true,
        why: "This covers both parts of the conclusion: text beat email in every group, and the advantage ranged from 22 points (83% against 61%) for the youngest borrowers to 3 points (80% against 77%) for the oldest.",
      },
      {
        text: "Borrowers 55 and older returned 77% of books on time after email reminders, a higher rate than either younger group achieved after email reminders.",
        correct: false,
        why: "This is accurate, but it compares age groups under email alone; it says nothing about how text reminders compared with email.",
      },
      {
        text: "Borrowers aged 18–34 returned 83% of books on time after text reminders, the highest rate shown in the table.",
        correct: false,
        why: "This is accurate, but it gives one figure for one group. It shows neither that text beat email in every group nor that the advantage varied.",
      },
      {
        text: "Text reminders produced about the same on-time rate as email reminders for borrowers aged 18–34 but a far higher rate for borrowers 55 and older.",
        correct: false,
        why: "This reverses the table: the gap was largest for borrowers aged 18–34 (83% against 61%) and smallest for those 55 and older (80% against 77%).",
      },
    ],
    explanation: "The conclusion has two parts: text messages beat email in every age group, and the size of that advantage differed. Only one choice reports both, with the correct figures: a 22-point gap for the youngest borrowers and a 3-point gap for the oldest.",
    source: original,
  },
  {
    id: "mock03-rw-m1-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Benjamin Franklin's autobiography. A new member of the Pennsylvania Assembly had made a long speech opposing Franklin's reappointment as its clerk.

I did not like the opposition of this new member. I did not, however, aim at gaining his favor by paying any servile respect to him. Having heard that he had in his library a very scarce and curious book, I wrote him a note asking him to lend it to me. He sent it immediately, and I returned it in about a week with another note, expressing strongly my sense of the favor. When we next met in the House, he spoke to me, which he had never done before, and with great civility; he ever after showed a readiness to serve me, and we became great friends. This is another instance of the truth of an old maxim, which says ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: `"He that has once done you a kindness will be more ready to do you another than he whom you yourself have obliged."`,
        correct: true,
        why: `The member is the one who did the kindness: he lent Franklin the rare book. Afterward the member spoke to Franklin "with great civility," showed "a readiness to serve" him, and became his friend. The maxim states exactly this pattern.`,
      },
      {
        text: `"He whom you have obliged will be more ready to serve you than he that has once done you a kindness."`,
        correct: false,
        why: "This reverses the roles. Franklin did not oblige the member; he asked a favor of him, and it was the member, the giver of the favor, who became friendly.",
      },
      {
        text: `"Flattery and respectful attention will in time win over even a determined opponent."`,
        correct: false,
        why: `Franklin says he "did not" try to win the member over "by paying any servile respect to him"; his method was to ask a favor, not to flatter.`,
      },
      {
        text: `"An opponent who cannot be answered in debate is best left alone."`,
        correct: false,
        why: "Franklin neither debated the member nor left him alone; he deliberately drew him into a small exchange, and the text shows that this turned an opponent into a friend.",
      },
    ],
    explanation: "Follow the direction of the favor. Franklin borrowed the book, so the member did Franklin a kindness; the member then began to treat Franklin warmly. A maxim that this episode proves must say that someone who has done you one kindness is readier to do you more, even more so than someone you have obliged.",
    source: src.franklinAutobiography,
  },

  // ================================================================ standard english conventions
  {
    id: "mock03-rw-m1-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In 1867 the San Francisco newspaper *Daily Alta California* paid Mark Twain's fare on the *Quaker City*, a steamship carrying American tourists to Europe and the Holy Land, in exchange for letters describing the voyage. *The Innocents Abroad*, the book Twain built from those ______ the best-selling of all his books during his lifetime.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "letters, became",
        correct: true,
        why: `The phrase "the book Twain built from those letters" renames *The Innocents Abroad* and is opened by a comma, so a second comma must close it before the verb "became."`,
      },
      {
        text: "letters became",
        correct: false,
        why: "Without a closing comma, the interrupting phrase that began after *The Innocents Abroad* is left open and runs straight into the verb.",
      },
      {
        text: "letters; became",
        correct: false,
        why: `A semicolon must separate two independent clauses, but "became the best-selling..." has no subject of its own; the semicolon also cuts the subject off from its verb.`,
      },
      {
        text: "letters—became",
        correct: false,
        why: "An interrupting phrase opened with a comma must be closed with a comma, not a dash; mixing the two marks is incorrect.",
      },
    ],
    explanation: `The subject *The Innocents Abroad* is followed by the nonessential phrase "the book Twain built from those letters," which begins with a comma. The phrase must end with a matching comma before the verb "became."`,
    source: src.innocentsAbroad,
  },
  {
    id: "mock03-rw-m1-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Edith Maude Eaton, who wrote under the pen name Sui Sin Far, was born in England to an English father and a Chinese mother and grew up in Montreal. The stories in her 1912 collection *Mrs. Spring Fragrance*, many of them set among Chinese American families in Seattle and San Francisco, ______ the everyday lives of people who were often caricatured in the popular fiction of the time.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "portray",
        correct: true,
        why: `The subject is the plural noun "stories," so the verb must be the plural "portray." The phrase "in her 1912 collection..." and the interrupting phrase about the settings do not change the subject.`,
      },
      {
        text: "portrays",
        correct: false,
        why: `This singular verb agrees with a nearby noun such as "collection" or "Fragrance," not with the subject, "stories."`,
      },
      {
        text: "has portrayed",
        correct: false,
        why: `"Has" is singular and does not agree with the plural subject "stories."`,
      },
      {
        text: "is portraying",
        correct: false,
        why: `"Is" is singular and does not agree with the plural subject "stories."`,
      },
    ],
    explanation: `Strip away the phrases between the subject and the blank: "The stories... portray the everyday lives." The subject is plural, so the verb must be plural.`,
    source: src.mrsSpringFragrance,
  },
  {
    id: "mock03-rw-m1-17",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Willa Cather was nine years old when her family left Virginia for the Nebraska prairie in ______ wide, open country she came to know there, along with the immigrant farmers from Bohemia, Sweden, and Norway who were settling it, would later fill her novels.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "1883. The",
        correct: true,
        why: `"Willa Cather was nine years old... in 1883" and "The wide, open country... would later fill her novels" are both independent clauses. A period correctly separates them.`,
      },
      {
        text: "1883, the",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "1883 the",
        correct: false,
        why: "With no punctuation, the two independent clauses run together as a fused sentence.",
      },
      {
        text: "1883 and, the",
        correct: false,
        why: `When "and" joins two independent clauses, the comma goes before the conjunction, not after it.`,
      },
    ],
    explanation: "The text contains two complete sentences, the first ending with the year and the second beginning with \"The wide, open country.\" Only a period separates them correctly among the choices.",
    source: src.myAntonia,
  },
  {
    id: "mock03-rw-m1-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `In 1837 Ralph Waldo Emerson addressed the Phi Beta Kappa Society at Harvard College. His speech, later published as "The American Scholar," is remembered chiefly for one ______ intellectual independence from Europe. "We have listened too long to the courtly muses of Europe," Emerson told his audience.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "theme:",
        correct: true,
        why: `The words before the blank form an independent clause that promises "one theme," and the words after it name that theme. A colon is the mark that introduces such an explanation.`,
      },
      {
        text: "theme;",
        correct: false,
        why: `A semicolon must be followed by an independent clause, but "intellectual independence from Europe" is only a noun phrase.`,
      },
      {
        text: "theme, which was:",
        correct: false,
        why: `A colon may not come between a verb ("was") and its complement; it separates "was" from "intellectual independence," the phrase that completes it.`,
      },
      {
        text: "theme. Intellectual",
        correct: false,
        why: `"Intellectual independence from Europe" has no verb, so the period leaves it as a sentence fragment.`,
      },
    ],
    explanation: `The sentence announces "one theme" and then names it. A colon after an independent clause is the standard way to introduce the item that the clause anticipates.`,
    source: src.americanScholar,
  },
  {
    id: "mock03-rw-m1-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Ralph Waldo Emerson's first book, *Nature*, was published anonymously in 1836. By then Emerson ______ his post as pastor of Boston's Second Church; he had resigned in 1832 and spent much of the following year traveling in Europe.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "had already given up",
        correct: true,
        why: `"By then" refers to a past moment, 1836, and the giving up of the post came before it. The past perfect "had given up" expresses an action completed before another past time, matching "he had resigned" in the next clause.`,
      },
      {
        text: "has already given up",
        correct: false,
        why: "The present perfect links an action to the present, but the text places it before a moment in 1836.",
      },
      {
        text: "already gives up",
        correct: false,
        why: "The present tense does not fit a narrative set in 1836 about an action that had already happened by then.",
      },
      {
        text: "will have already given up",
        correct: false,
        why: "The future perfect looks ahead from the present; the resignation took place in 1832, long in the past.",
      },
    ],
    explanation: `The sentence looks back from a past reference point ("By then," meaning 1836) to an earlier action, the resignation of 1832. The past perfect "had already given up" is the tense for that relationship.`,
    source: src.emersonNature,
  },
  {
    id: "mock03-rw-m1-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Upton Sinclair spent seven weeks in 1904 observing life in Chicago's meatpacking district before writing *The Jungle*. He hoped the novel would make the public angry about the packing ______ treatment of their immigrant workers. The public, however, seized instead on his descriptions of spoiled and contaminated meat. "I aimed at the public's heart," Sinclair later wrote, "and by accident I hit it in the stomach."`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "companies'",
        correct: true,
        why: `The treatment belongs to more than one company (the text refers to "their" workers), so the plural possessive is needed: "companies" plus an apostrophe.`,
      },
      {
        text: "companies",
        correct: false,
        why: `Without an apostrophe this is a plain plural, but the word must show that the "treatment" belongs to the companies.`,
      },
      {
        text: "companie's",
        correct: false,
        why: `"Companie" is not a word; the plural of "company" is "companies," and its possessive adds an apostrophe after the s.`,
      },
      {
        text: "companys'",
        correct: false,
        why: `The plural of "company" is formed by changing y to i and adding -es ("companies"), so "companys'" is misspelled.`,
      },
    ],
    explanation: `The blank names who is responsible for the "treatment of their immigrant workers," so it must be possessive, and "their" shows it is plural. The plural of "company" is "companies," and a plural ending in s takes only an apostrophe: "companies'."`,
    source: src.theJungle,
  },
  {
    id: "mock03-rw-m1-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `*The Jungle* reached the public in stages. Upton Sinclair's novel first ran in installments in *Appeal to Reason*, a socialist weekly newspaper, during ______ then appeared as a book in February 1906, published by the New York firm Doubleday, Page & Company; and by the end of June that year, President Theodore Roosevelt had signed a new federal meat inspection law.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "1905; it",
        correct: true,
        why: "The second sentence is a series of three independent clauses, and the clauses contain commas of their own. In such a series the items are separated by semicolons, as the one before \"and by the end of June\" shows; a semicolon belongs after \"1905\" as well.",
      },
      {
        text: "1905, it",
        correct: false,
        why: `"Upton Sinclair's novel first ran..." and "it then appeared as a book..." are independent clauses, and a comma alone cannot join them; this is a comma splice, and it breaks the semicolon pattern of the series.`,
      },
      {
        text: "1905 it",
        correct: false,
        why: "With no punctuation, two independent clauses run together as a fused sentence.",
      },
      {
        text: "1905: it",
        correct: false,
        why: "A colon introduces an explanation or elaboration of what precedes it, but the book edition is the next step in a sequence, not an explanation of the serial; the colon also breaks the series that the later semicolon continues.",
      },
    ],
    explanation: "The sentence lists three stages, each an independent clause containing commas (\"a socialist weekly newspaper,\" \"published by...,\" \"Doubleday, Page & Company\"). Items in such a series must be separated by semicolons so the reader can tell where each ends, and the series already uses \"; and\" before its last item. The first boundary, after \"1905,\" therefore also needs a semicolon.",
    source: src.theJungle,
  },
  {
    id: "mock03-rw-m1-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `Charles Eastman, a Santee Dakota physician, finished his medical training at Boston University in 1890 and took a post as government physician at the Pine Ridge Agency in South Dakota. Having arrived at Pine Ridge only weeks before the massacre at Wounded Knee Creek in December of that year, ______ an experience he described years later in his writing.`,
      },
    ],
    stem: SEC,
    choices: [
      {
        text: "Eastman cared for the wounded Lakota survivors,",
        correct: true,
        why: `The opening phrase "Having arrived at Pine Ridge only weeks before..." describes Eastman, so "Eastman" must be the subject that follows it. This choice also supplies the main verb, "cared," and the closing phrase "an experience he described years later" then sums up that clause.`,
      },
      {
        text: "the wounded Lakota survivors were cared for by Eastman,",
        correct: false,
        why: `This makes "the wounded Lakota survivors" the subject, so the sentence says that the survivors, not Eastman, had arrived at Pine Ridge weeks before: a dangling modifier.`,
      },
      {
        text: "Eastman's care was given to the wounded Lakota survivors,",
        correct: false,
        why: `The subject here is "care," not Eastman, so the opening phrase illogically says that his care had arrived at Pine Ridge. A possessive ("Eastman's") cannot serve as the word the modifier describes.`,
      },
      {
        text: "Eastman, caring for the wounded Lakota survivors,",
        correct: false,
        why: `This places "Eastman" correctly but gives him no main verb: "caring" is a participle, so the sentence never says what Eastman did and is a fragment.`,
      },
    ],
    explanation: `A sentence that opens with a modifying phrase must follow it with the noun the phrase describes, and it must still contain a complete clause. The person who "arrived at Pine Ridge" is Eastman, so he must be the subject, and he needs a main verb. Only "Eastman cared for the wounded Lakota survivors" does both.`,
    source: src.indianBoyhood,
  },

  // ================================================================ expression of ideas
  {
    id: "mock03-rw-m1-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Charles Eastman was born in Minnesota in 1858. Because his mother died soon after his birth, the boy was first called Hakadah, meaning "the pitiful last." ______ after his band won a game of lacrosse, he received the name Ohiyesa, "the winner," the name he carried through his boyhood.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Later,",
        correct: true,
        why: "The text tells the boy's names in the order he received them: first Hakadah, then Ohiyesa. \"Later\" marks that step forward in time.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Receiving a new name is not an example of being called Hakadah; it is the next event in the story.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: `The two names are not alike: one means "the pitiful last" and the other "the winner." The second sentence reports a change, not a similar fact.`,
      },
      {
        text: "Therefore,",
        correct: false,
        why: "His mother's death explains the first name, not the second; the new name came from the lacrosse victory, so nothing in the previous sentence causes it.",
      },
    ],
    explanation: "The first sentences explain the boy's first name; the last sentence gives the name he received afterward. A transition of time, \"Later,\" connects the two.",
    source: src.indianBoyhood,
  },
  {
    id: "mock03-rw-m1-24",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Edith Maude Eaton (1865–1914) and Winnifred Eaton (1875–1954) were sisters, daughters of an English father and a Chinese mother.
- Edith wrote under the pen name Sui Sin Far, openly identifying herself with her Chinese heritage.
- Her 1912 book *Mrs. Spring Fragrance* collects stories about Chinese Americans on the West Coast.
- Winnifred wrote under the pen name Onoto Watanna, a name meant to suggest Japanese ancestry.
- Winnifred's novel *A Japanese Nightingale* (1901) was a popular success.`,
      },
    ],
    stem: `The student wants to emphasize a difference between the two sisters' pen names. ${SYNTHESIS}`,
    choices: [
      {
        text: "While Edith Eaton's pen name, Sui Sin Far, openly identified her with her Chinese heritage, her sister Winnifred wrote as Onoto Watanna, a name meant to suggest Japanese ancestry.",
        correct: true,
        why: "This names both pen names and sets them against each other on the point where they differ: one claimed the sisters' Chinese heritage, the other suggested a Japanese one.",
      },
      {
        text: "Edith and Winnifred Eaton, the daughters of an English father and a Chinese mother, both became writers.",
        correct: false,
        why: "This stresses what the sisters shared and mentions neither pen name.",
      },
      {
        text: "Edith Eaton's *Mrs. Spring Fragrance* (1912) collects stories about Chinese Americans, while Winnifred Eaton's *A Japanese Nightingale* (1901) was a popular success.",
        correct: false,
        why: "This contrasts the sisters' books, not the names under which they wrote them.",
      },
      {
        text: "Winnifred Eaton, who was ten years younger than her sister Edith, wrote under the pen name Onoto Watanna.",
        correct: false,
        why: "This gives only one sister's pen name, so it cannot show a difference between the two.",
      },
    ],
    explanation: "The goal calls for a contrast between the pen names. The notes supply both names and what each was meant to convey: Sui Sin Far, a claim to Chinese heritage; Onoto Watanna, a suggestion of Japanese ancestry. Only one choice puts these side by side.",
    source: src.mrsSpringFragrance,
  },
  {
    id: "mock03-rw-m1-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Willa Cather's first novel, *Alexander's Bridge* (1912), follows a celebrated bridge engineer whose life moves between Boston and London, a world far from the one in which she had grown up. ______ her second novel, *O Pioneers!* (1913), turned to the Nebraska prairie of her youth and to the immigrant farmers who settled it.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "By contrast,",
        correct: true,
        why: "The first novel is set in a world \"far from\" Cather's own; the second returns to the prairie \"of her youth.\" The second sentence presents a difference, which \"By contrast\" signals.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "The two novels' settings are opposed, not alike: cities far from her childhood against the prairie where she grew up.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "The text does not say that the first novel caused the second to be set in Nebraska; it only sets the two settings side by side.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "*O Pioneers!* is not an example of the world described in the first sentence; it is set in a different one.",
      },
    ],
    explanation: "The first sentence stresses that Cather's first novel was set far from her own background; the second describes a novel set in that very background. A contrasting transition is needed.",
    source: src.oPioneers,
  },
  {
    id: "mock03-rw-m1-26",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: `${NOTES}

- Mark Twain's *Life on the Mississippi* was published in 1883.
- Its early chapters recount Twain's training as a young steamboat pilot in the late 1850s under the experienced pilot Horace Bixby.
- Those chapters first appeared in 1875 as a series of magazine articles, "Old Times on the Mississippi," in *The Atlantic Monthly*.
- In 1882 Twain returned to the river, traveling from St. Louis to New Orleans and then north to St. Paul, Minnesota.
- The book's later chapters describe that trip and the changes he found along the river.`,
      },
    ],
    stem: `The student wants to explain how the two parts of the book differ in the periods of Twain's life they describe. ${SYNTHESIS}`,
    choices: [
      {
        text: "*Life on the Mississippi* spans two periods of Twain's life: its early chapters recall his training as a young pilot in the late 1850s, while its later chapters describe a trip he made on the river in 1882, more than twenty years afterward.",
        correct: true,
        why: "This identifies both parts of the book and the time of Twain's life each covers, his apprenticeship in the late 1850s and his return trip in 1882, and it makes the gap between them explicit.",
      },
      {
        text: "*Life on the Mississippi*, published in 1883, combines chapters that had first appeared in *The Atlantic Monthly* in 1875 with later chapters about the river.",
        correct: false,
        why: "This also divides the book into two parts, but it distinguishes them by when they were published, not by the periods of Twain's life they describe.",
      },
      {
        text: "The early chapters of *Life on the Mississippi*, which recount Twain's training under the pilot Horace Bixby, first appeared in 1875 as a series of magazine articles.",
        correct: false,
        why: "This describes only the first part of the book and its publication history; it never mentions the later chapters, so it cannot show a difference between the parts.",
      },
      {
        text: "In 1882 Twain traveled the Mississippi from St. Louis to New Orleans and then north to St. Paul, a journey described in the later chapters of *Life on the Mississippi*.",
        correct: false,
        why: "This describes only the second part of the book; it says nothing about the period the early chapters cover.",
      },
    ],
    explanation: "The goal asks for a comparison of the two parts by the stage of Twain's life each describes. The notes place the early chapters in the late 1850s (his training) and the later ones in 1882 (his return trip). Only one choice sets both periods against each other; another divides the book by publication date, which is a different distinction.",
    source: src.lifeOnTheMississippi,
  },
  {
    id: "mock03-rw-m1-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `In his autobiography, Benjamin Franklin admits that his list of virtues at first contained only twelve. When a Quaker friend kindly told him that he was generally thought proud, Franklin added a thirteenth, humility. He could not boast, he confessed, of much success in acquiring the reality of this virtue. ______ he had a good deal of success with regard to the appearance of it: he made it a rule to avoid contradicting others directly and gave up words such as *certainly* and *undoubtedly*, which expressed a fixed opinion.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "However,",
        correct: true,
        why: "Franklin had little success with the reality of humility but much success with its appearance. The second statement qualifies and contrasts with the first, which \"However\" signals.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "This would present the second sentence as a restatement of the first, but the appearance of a virtue is not the same as its reality, and much success is the opposite of little.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The two statements are not alike: one reports a failure, the other a success.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Success with the appearance of humility is not an instance of failing to acquire its reality; it is a contrasting outcome.",
      },
    ],
    explanation: "The sentence before the blank reports that Franklin largely failed to become humble; the sentence with the blank reports that he succeeded in seeming humble. Reality is set against appearance, and failure against success, so a contrasting transition is required.",
    source: src.franklinAutobiography,
  },
];
