import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 7, reading and writing, module 2 (harder form): 25 scored items and 2 unscored pilots.
 * Passages are adapted from public-domain works published before 1930 (Lippmann, Dewey, Veblen,
 * Bourne, Gilman, Addams, Turner) or are short factual passages about those authors and works; the
 * two quantitative-evidence items carry original passages describing invented studies with invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  publicOpinion: pd("Walter Lippmann", "Public Opinion", 1922, "Harcourt, Brace and Company, New York, 1922"),
  democracyEducation: pd(
    "John Dewey",
    "Democracy and Education: An Introduction to the Philosophy of Education",
    1916,
    "The Macmillan Company, New York, 1916",
  ),
  leisureClass: pd(
    "Thorstein Veblen",
    "The Theory of the Leisure Class: An Economic Study in the Evolution of Institutions",
    1899,
    "The Macmillan Company, New York, 1899",
  ),
  transNational: pd(
    "Randolph Bourne",
    "Trans-National America",
    1916,
    "The Atlantic Monthly, vol. 118, July 1916, The Atlantic Monthly Company, Boston",
  ),
  womenEconomics: pd("Charlotte Perkins Gilman", "Women and Economics", 1898, "Small, Maynard & Company, Boston, 1898"),
  hullHouse: pd("Jane Addams", "Twenty Years at Hull-House", 1910, "The Macmillan Company, New York, 1910"),
  frontier: pd(
    "Frederick Jackson Turner",
    "The Significance of the Frontier in American History",
    1893,
    "Annual Report of the American Historical Association for the Year 1893, Government Printing Office, Washington, 1894",
  ),
  // The cross-text item pairs two works: both are named, each marked with its text.
  turnerBourne: pd(
    "Frederick Jackson Turner (Text 1); Randolph Bourne (Text 2)",
    "The Significance of the Frontier in American History (Text 1); Trans-National America (Text 2)",
    1893,
    "Annual Report of the American Historical Association for the Year 1893, Government Printing Office, Washington, 1894 (Text 1); The Atlantic Monthly, vol. 118, July 1916, The Atlantic Monthly Company, Boston (Text 2)",
  ),
};

const CONVENTIONS = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const NOTES = "While researching a topic, a student has taken the following notes:";
const GOAL = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock07-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Jane Addams's 1910 book *Twenty Years at Hull-House*.

The Settlement is an experimental effort to aid in solving the social and industrial problems that modern life in a great city creates. The one thing to be dreaded in the Settlement is that it lose its flexibility, its power of quick adaptation, its readiness to ______ its methods as its surroundings may demand.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "change",
        correct: true,
        why: "The blank completes a list of things the Settlement must not lose: its \"flexibility\" and its \"power of quick adaptation.\" A readiness to change its methods whenever its surroundings demand it belongs in that list.",
      },
      {
        text: "defend",
        correct: false,
        why: "Defending one's methods is the opposite of the flexibility and quick adaptation the sentence praises; Addams fears a Settlement that holds on to its ways, not one that gives them up.",
      },
      {
        text: "conceal",
        correct: false,
        why: "Nothing in the text concerns keeping methods secret, and hiding them has nothing to do with flexibility or adaptation.",
      },
      {
        text: "repeat",
        correct: false,
        why: "Repeating the same methods whatever the surroundings demand is exactly the rigidity Addams warns against.",
      },
    ],
    explanation:
      "The blank is the last of three phrases naming what the Settlement must not lose: flexibility, quick adaptation, and a readiness to ______ its methods as its surroundings demand. Only \"change\" continues that idea of adapting.",
    source: src.hullHouse,
  },
  {
    id: "mock07-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from John Dewey's 1916 book *Democracy and Education*.

The primary condition of growth is immaturity. This may seem a mere truism—saying that a being can develop only in some point in which he is undeveloped. But the prefix "im" of the word immaturity means something ______, not a mere void or lack. When we say that immaturity means the possibility of growth, we are not referring to the absence of powers that may exist at a later time; we express a force actually present in the child—the ability to develop.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "positive",
        correct: true,
        why: "The blank is set against \"a mere void or lack,\" and the next sentence explains that immaturity names \"a force actually present\": the ability to develop. Something that is present and active rather than missing is something positive.",
      },
      {
        text: "negative",
        correct: false,
        why: "A void or a lack is already something negative, so the sentence would contrast a thing with itself. Dewey's point is the reverse: the prefix does not mark an absence.",
      },
      {
        text: "temporary",
        correct: false,
        why: "Immaturity does pass, but that is not what the sentence contrasts with \"a mere void or lack.\" Dewey goes on to describe a power that is present now, not one that is short-lived.",
      },
      {
        text: "fixed",
        correct: false,
        why: "Dewey says immaturity \"means the possibility of growth\" and \"the ability to develop\"; calling it fixed contradicts the whole passage.",
      },
    ],
    explanation:
      "Dewey denies that the \"im\" of immaturity marks \"a mere void or lack\" and then describes it as \"a force actually present in the child.\" The word that names the opposite of a void, a real and present power, is \"positive.\"",
    source: src.democracyEducation,
  },
  {
    id: "mock07-rw-m2h-03",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Charlotte Perkins Gilman's 1898 book *Women and Economics*.

It is often said that a wife earns her living by her work in the home. The labor of women in the house, certainly, enables men to produce more wealth than they otherwise could; and in this way women are economic factors in society. But so are horses. The labor of horses enables men to produce more wealth than they otherwise could. The horse is an economic factor in society. But the horse is not economically independent, nor is the woman.`,
      },
    ],
    stem: "Which choice best describes the function of the references to horses in the text?",
    choices: [
      {
        text: "They present a parallel case showing that helping others produce wealth does not by itself make one economically independent.",
        correct: true,
        why: "Gilman grants that housework helps men produce wealth, then shows that a horse does the same and is plainly not independent. The comparison proves that such a contribution cannot be what makes someone economically independent, \"nor is the woman.\"",
      },
      {
        text: "They support the claim that a wife earns her living through her work in the home.",
        correct: false,
        why: "This reverses the argument. Gilman raises the horse in order to undercut that claim: contributing to wealth, as horses also do, is not the same as earning an independent living.",
      },
      {
        text: "They suggest that women's labor in the house produces less wealth than is commonly believed.",
        correct: false,
        why: "Gilman accepts that women's housework lets men \"produce more wealth than they otherwise could\"; she questions what that contribution proves, not how large it is.",
      },
      {
        text: "They introduce a new subject, the place of animals in the economy, which the text goes on to examine.",
        correct: false,
        why: "The horse is an analogy, not a new topic: the final sentence returns at once to the woman, and the text never examines animals for their own sake.",
      },
    ],
    explanation:
      "The text begins with a common claim (a wife earns her living at home), grants that her work helps men produce wealth, and then points out that horses do the same without being economically independent. The horse sentences thus supply a parallel case that shows contribution is not independence.",
    source: src.womenEconomics,
  },
  {
    id: "mock07-rw-m2h-04",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Thorstein Veblen's 1899 book *The Theory of the Leisure Class*.

A hand-wrought silver spoon, of a commercial value of some ten to twenty dollars, is not ordinarily more ______—in the first sense of the word—than a machine-made spoon of the same material. It may not even be superior in this respect to a machine-made spoon of some "base" metal, such as aluminum, the value of which may be no more than some ten to twenty cents. The former of the two utensils is, in fact, commonly a less effective contrivance for its ostensible purpose than the latter.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "serviceable",
        correct: true,
        why: "Each sentence makes a stronger version of one claim, ending with \"in fact\": the costly spoon is \"a less effective contrivance for its ostensible purpose.\" The blank must therefore name how well a spoon does its job, and \"serviceable,\" in its first sense, means exactly that: fit for use.",
      },
      {
        text: "valuable",
        correct: false,
        why: "The text itself prices the handmade spoon at ten to twenty dollars and the aluminum one at ten to twenty cents, so the handmade spoon plainly is more valuable; the sentence would contradict its own figures.",
      },
      {
        text: "decorative",
        correct: false,
        why: "This would be a comparison of ornament, but the passage builds, through \"in this respect\" and \"in fact,\" toward a claim about how effectively each spoon serves its purpose. Decoration is not what the final sentence measures.",
      },
      {
        text: "admired",
        correct: false,
        why: "Whether a spoon is admired concerns how people regard it, not how well it works, so the final sentence about its effectiveness \"for its ostensible purpose\" would not follow from the claim.",
      },
    ],
    explanation:
      "The three sentences form one escalating argument: the handmade spoon is not more ______ than a machine-made silver spoon, not even superior \"in this respect\" to a cheap aluminum one, and \"in fact\" commonly less effective for its purpose. The quality at issue is usefulness for the spoon's work, which is what \"serviceable\" means in its first sense.",
    source: src.leisureClass,
  },
  {
    id: "mock07-rw-m2h-05",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Randolph Bourne's 1916 essay "Trans-National America."

If freedom means the right to do pretty much as one pleases, so long as one does not interfere with others, the immigrant has found freedom, and the ruling element has been singularly liberal in its treatment of the newcomers. But if freedom means a democratic cooperation in determining the ideals and purposes and industrial and social institutions of a country, then the immigrant has not been free, and the Anglo-Saxon element is guilty of just what every dominant group is guilty of in every European country: the imposition of its own culture upon the minority peoples. The fact that this imposition has been so mild and, indeed, half-conscious does not alter its quality.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It grants that a claim holds under one definition of a key term, denies that it holds under a second definition, and then dismisses the idea that the mildness of a wrong makes it any less a wrong.",
        correct: true,
        why: "Bourne tests the claim that the immigrant is free against two meanings of \"freedom\": true under the first, false under the second. His last sentence answers a possible defense, that the imposition was mild and half-conscious, by saying this \"does not alter its quality.\"",
      },
      {
        text: "It describes the harsh treatment immigrants have received, traces that treatment to European customs, and then proposes a new definition of freedom as a remedy.",
        correct: false,
        why: "Bourne calls the ruling element \"singularly liberal\" and the imposition \"mild,\" not harsh; and the two definitions of freedom are tools for judging the immigrant's situation, not a remedy proposed at the end.",
      },
      {
        text: "It contrasts conditions in the United States with those in Europe and concludes that minorities in America enjoy a freedom unknown in European countries.",
        correct: false,
        why: "Europe appears only in a comparison that condemns: the Anglo-Saxon element is guilty of \"just what every dominant group is guilty of in every European country.\" The text does not conclude that America is freer.",
      },
      {
        text: "It offers two definitions of a key term, argues that the first is the one immigrants themselves prefer, and then praises the ruling element for respecting that preference.",
        correct: false,
        why: "The text never says which meaning of freedom immigrants prefer, and its final judgment of the ruling element is a criticism, not praise.",
      },
    ],
    explanation:
      "The text is built on two conditional sentences (\"If freedom means... But if freedom means...\") that reach opposite verdicts on whether the immigrant is free, followed by a sentence that heads off the objection that the imposition was too mild to matter. Only the key follows all three steps.",
    source: src.transNational,
  },
  {
    id: "mock07-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Walter Lippmann's 1922 book *Public Opinion*.

There is an island in the ocean where in 1914 a few Englishmen, Frenchmen, and Germans lived. No cable reaches that island, and the British mail steamer comes but once in sixty days. In September the islanders were still talking about the latest newspaper, which told of the approaching trial of Madame Caillaux for the shooting of Gaston Calmette. So the whole colony eagerly assembled at the quay one day in mid-September to hear from the captain what the verdict had been. They learned that for over six weeks those of them who were English and French had been fighting in behalf of the sanctity of treaties against those of them who were Germans. For six strange weeks they had acted as if they were friends, when in fact they were enemies.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To use an anecdote to illustrate how people can go on acting according to a picture of the world that no longer matches the actual state of affairs",
        correct: true,
        why: "The islanders behaved as friends because their last news showed a world at peace; for six weeks that picture was false. The closing sentence, \"they had acted as if they were friends, when in fact they were enemies,\" states the gap the anecdote exists to show.",
      },
      {
        text: "To describe the isolation of a remote island community that received news only once every sixty days",
        correct: false,
        why: "The isolation is real in the story, but it is the condition that produces the point, not the point itself; the text builds toward the islanders' mistaken behavior, not toward a portrait of island life.",
      },
      {
        text: "To suggest that friendships between people of different nations can survive even the outbreak of war",
        correct: false,
        why: "The islanders stayed friendly only because they did not know of the war; the text says they were \"in fact\" enemies, not that their friendship survived the news.",
      },
      {
        text: "To criticize a newspaper for giving more attention to a sensational trial than to the threat of war",
        correct: false,
        why: "The newspaper is mentioned only to show what the islanders last knew; the text neither judges its coverage nor suggests that it should have predicted the war.",
      },
    ],
    explanation:
      "Every detail serves the final sentence: because news reached the island only every sixty days, its people kept acting on an outdated picture of the world, as friends, when events had made them enemies. The text's purpose is to illustrate that gap between the world people picture and the world as it is.",
    source: src.publicOpinion,
  },
  {
    id: "mock07-rw-m2h-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The frontier promoted the formation of a composite nationality for the American people. The coast was mainly English, but later tides of immigration from the European continent flowed across to the free lands of the interior. In the crucible of the frontier the immigrants were Americanized, liberated, and fused into a mixed people, English in neither nationality nor characteristics. The process has gone on from the early days to our own.`,
      },
      {
        label: "Text 2",
        text: `In states such as Wisconsin and Minnesota, strong foreign cultures have struck root in a new and fertile soil. The process has not been the fancied "assimilation" of the Scandinavian or the German. The foreign cultures have not been melted down or run together, made into some homogeneous Americanism, but have remained distinct but cooperating. America is transplanted Europe; its peoples live here inextricably mingled, yet not homogeneous. They merge but they do not fuse.`,
      },
    ],
    stem: "Text 1 is adapted from Frederick Jackson Turner's 1893 essay \"The Significance of the Frontier in American History.\" Text 2 is adapted from Randolph Bourne's 1916 essay \"Trans-National America.\" Based on the texts, how would Bourne (Text 2) most likely respond to Turner's claim that the immigrants were \"fused into a mixed people\"?",
    choices: [
      {
        text: "He would deny that America's immigrant peoples have fused into a single new type, holding instead that their cultures have mingled and cooperated while remaining distinct.",
        correct: true,
        why: "Bourne says the foreign cultures have not been \"melted down or run together\" but \"have remained distinct but cooperating,\" and he sums up: \"They merge but they do not fuse.\" That is a direct denial of Turner's fusion, without denying that the peoples mix.",
      },
      {
        text: "He would argue that the immigrants have kept apart from one another and from older Americans, refusing to mingle at all.",
        correct: false,
        why: "This goes too far. Bourne rejects fusion, not mixing: he says the peoples live \"inextricably mingled\" and that their cultures cooperate.",
      },
      {
        text: "He would agree that the immigrants fused but would insist that the result was essentially English.",
        correct: false,
        why: "Text 2 denies that fusion took place at all, so Bourne would not accept the premise; nothing in Text 2 describes an English result.",
      },
      {
        text: "He would accept the claim as true of the frontier but urge that the same fusion now be hastened in states such as Wisconsin and Minnesota.",
        correct: false,
        why: "Bourne presents the distinct, cooperating cultures of Wisconsin and Minnesota with approval, calling their soil \"new and fertile\"; nothing in Text 2 asks for them to be fused.",
      },
    ],
    explanation:
      "Turner claims that the frontier fused immigrants into one new people. Bourne, describing the immigrant cultures of Wisconsin and Minnesota, says they have not been melted into a \"homogeneous Americanism\" but remain \"distinct but cooperating\": they \"merge but... do not fuse.\" He would therefore reject the fusion while granting the mingling.",
    source: src.turnerBourne,
  },

  // ================================================================ information and ideas
  {
    id: "mock07-rw-m2h-08",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from John Dewey's 1916 book *Democracy and Education*.

Persons do not become a society by living in physical nearness, any more than a man ceases to be socially influenced by being so many miles removed from others. The parts of a machine work with a maximum of cooperation for a common result, but they do not form a community. If, however, they were all aware of the common end and all interested in it, so that they regulated their specific activity in view of it, then they would form a community. But this would involve communication. Each would have to know what the other was about and would have to keep the other informed of his own purpose and progress.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "A community exists only when its members share an understanding of a common aim, and such understanding depends on communication.",
        correct: true,
        why: "Dewey denies that nearness or mere cooperation makes a community and names what does: members aware of and interested in a common end, which \"would involve communication.\"",
      },
      {
        text: "People who live close to one another naturally come to form a community.",
        correct: false,
        why: "The first sentence says the opposite: persons do not become a society \"by living in physical nearness.\"",
      },
      {
        text: "Working together to produce a common result is enough to make any group a community.",
        correct: false,
        why: "The parts of a machine do exactly this \"with a maximum of cooperation,\" yet Dewey says they \"do not form a community.\"",
      },
      {
        text: "Machines cooperate more efficiently than human beings do.",
        correct: false,
        why: "The machine is an illustration of cooperation without community; Dewey makes no comparison between the efficiency of machines and of people.",
      },
    ],
    explanation:
      "Dewey rules out two false foundations of community, physical nearness and cooperation toward a result, and then states the true one: shared awareness of and interest in a common end, which requires that each member know what the others are about. The main idea joins community to shared aims and communication.",
    source: src.democracyEducation,
  },
  {
    id: "mock07-rw-m2h-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `In 2024 a city widened the sidewalks on two of four similar downtown streets, Alder Street and Birch Street, and left the other two unchanged. City planners had counted pedestrians on all four streets in 2023, before the work began, and counted them again in 2025. The planners concluded that the wider sidewalks themselves, rather than a general rise in downtown foot traffic, accounted for the change on Alder and Birch Streets.`,
      },
    ],
    table: {
      title: "Average number of pedestrians per day on four downtown streets",
      columns: ["Street", "Sidewalks widened in 2024?", "2023", "2025"],
      rows: [
        ["Alder Street", "Yes", "1,840", "2,610"],
        ["Birch Street", "Yes", "2,150", "2,980"],
        ["Cedar Street", "No", "1,920", "1,970"],
        ["Dove Street", "No", "2,240", "2,210"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the planners' conclusion?",
    choices: [
      {
        text: "Daily pedestrian counts rose by more than 700 on both Alder Street and Birch Street, while on Cedar Street and Dove Street they changed by fewer than 60.",
        correct: true,
        why: "Alder rose by 770 and Birch by 830, while Cedar changed by 50 and Dove by 30. Large gains only where sidewalks were widened, with almost no change elsewhere, is what rules out a general downtown rise.",
      },
      {
        text: "Daily pedestrian counts on Alder Street rose from 1,840 in 2023 to 2,610 in 2025.",
        correct: false,
        why: "This is accurate, but without the unchanged streets for comparison it cannot show that the rise came from the wider sidewalks rather than from more foot traffic everywhere.",
      },
      {
        text: "In 2025, Birch Street had more pedestrians per day than any of the other three streets.",
        correct: false,
        why: "This is accurate, but it compares streets in a single year; it says nothing about change over time, and in 2023 Dove Street, not Birch, had the most pedestrians.",
      },
      {
        text: "In 2023, Dove Street had more pedestrians per day than any of the other three streets.",
        correct: false,
        why: "This is accurate, but it describes only the situation before the work began and so cannot show any effect of widening the sidewalks.",
      },
    ],
    explanation:
      "To credit the sidewalks rather than a general rise, the data must show that counts rose on the widened streets but not on the unchanged ones. The key does this: gains of 770 and 830 on Alder and Birch against changes of 50 and 30 on Cedar and Dove.",
    source: original,
  },
  {
    id: "mock07-rw-m2h-10",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `In *Twenty Years at Hull-House* (1910), Jane Addams recalls an early Christmas party at the settlement. When candy was handed out, several little girls refused it, saying simply that they worked in a candy factory and could not bear the sight of it. The residents then learned that for weeks before the holiday the girls had worked from early morning until late at night. Addams writes that harsh economic conditions were thus forced upon the residents' attention in the very season of good will. The episode suggests that before the party, the residents ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "had not known how long and hard some of the neighborhood's children were working.",
        correct: true,
        why: "The residents \"then learned\" of the girls' hours, and the conditions were \"forced upon\" their attention; both phrases show that this knowledge was new to them.",
      },
      {
        text: "had already begun a campaign against the long hours worked in the neighborhood's candy factories.",
        correct: false,
        why: "The residents learned of the girls' hours only after the refusal, so they could not already have been campaigning against them.",
      },
      {
        text: "had expected that some of the children would refuse gifts of food.",
        correct: false,
        why: "Nothing suggests the refusal was expected; the account presents it as a surprise that led the residents to discover its cause.",
      },
      {
        text: "had arranged for the girls to be excused from factory work during the holiday.",
        correct: false,
        why: "The girls had worked long days right up to the holiday, and the residents did not yet know about it, so they could not have arranged any time off.",
      },
    ],
    explanation:
      "The girls' refusal led the residents to learn about their working hours, and Addams says the conditions were \"forced upon\" the residents' attention. Both details show that the residents had not known, before the party, how hard the neighborhood's children worked.",
    source: src.hullHouse,
  },
  {
    id: "mock07-rw-m2h-11",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Frederick Jackson Turner's 1893 essay "The Significance of the Frontier in American History."

The frontier is the line of most rapid and effective Americanization. The wilderness masters the colonist. It finds him a European in dress, industries, tools, modes of travel, and thought. It takes him from the railroad car and puts him in the birch canoe. It strips off the garments of civilization and arrays him in the hunting shirt and the moccasin. In short, at the frontier the environment is at first too strong for the man. He must accept the conditions which it furnishes, or perish. Little by little he transforms the wilderness, but the outcome is not the old Europe. The fact is that here is a new product that is American.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Frontier conditions first forced European settlers to give up their old ways, and the settlers' gradual reshaping of the wilderness produced something distinctly American rather than a copy of Europe.",
        correct: true,
        why: "This covers the whole movement of the text: the wilderness \"masters the colonist\" and strips away his European ways, then he transforms it \"little by little,\" and the result is \"not the old Europe\" but \"a new product that is American\"—which is why the frontier is the line of \"Americanization.\"",
      },
      {
        text: "At the frontier the environment was at first too strong for settlers, who had to accept the conditions it furnished or perish.",
        correct: false,
        why: "This is stated in the text, but it is only the first stage of Turner's account. It leaves out the settler's transformation of the wilderness and the new American product, which is what makes the frontier the line of \"Americanization.\"",
      },
      {
        text: "Although settlers adopted new clothing and tools on the frontier, they eventually rebuilt the European society they had left behind.",
        correct: false,
        why: "Turner says the opposite: when the settler transforms the wilderness, \"the outcome is not the old Europe.\"",
      },
      {
        text: "The wilderness was so powerful that the settlers who entered it never succeeded in changing it.",
        correct: false,
        why: "The environment is too strong only \"at first\"; Turner goes on to say that \"little by little he transforms the wilderness.\"",
      },
    ],
    explanation:
      "Turner opens with his claim (the frontier is the line of most rapid Americanization) and then explains it in two stages: the wilderness first remakes the European settler, and the settler then slowly remakes the wilderness, producing not Europe again but \"a new product that is American.\" The main idea must include both stages and that outcome.",
    source: src.frontier,
  },
  {
    id: "mock07-rw-m2h-12",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: `In *The Theory of the Leisure Class* (1899), the economist Thorstein Veblen argues that people seek the esteem of others by displaying their wealth. He goes further, suggesting that some possessions are valued because they show that their owners are exempt from productive work.`,
      },
    ],
    stem: "Which quotation from *The Theory of the Leisure Class* most effectively illustrates the claim that some possessions are valued because they show that their owners are exempt from productive work?",
    choices: [
      {
        text: "\"The walking-stick serves the purpose of an advertisement that the bearer's hands are employed otherwise than in useful effort, and it therefore has utility as an evidence of leisure.\"",
        correct: true,
        why: "This names a possession, the walking-stick, and says its use is to advertise that its bearer's hands are not engaged \"in useful effort\": its value lies in showing exemption from productive work, exactly as the claim states.",
      },
      {
        text: "\"In order to gain and to hold the esteem of men it is not sufficient merely to possess wealth or power. The wealth or power must be put in evidence, for esteem is awarded only on evidence.\"",
        correct: false,
        why: "This supports the text's first, more general point, that wealth must be displayed to win esteem, but it names no possession and says nothing about exemption from work.",
      },
      {
        text: "\"Conspicuous consumption of valuable goods is a means of reputability to the gentleman of leisure.\"",
        correct: false,
        why: "This says that consuming valuable goods brings reputation to someone who already has leisure; it does not say that any possession is valued because it shows freedom from work.",
      },
      {
        text: "\"In the one case it is a waste of time and effort, in the other it is a waste of goods.\"",
        correct: false,
        why: "This contrasts two kinds of waste, of time and of goods, but it does not connect any possession with the owner's exemption from productive work.",
      },
    ],
    explanation:
      "The claim has two parts: a possession, and a value that comes from showing its owner does not do productive work. Only the walking-stick quotation has both, describing the stick as \"an advertisement that the bearer's hands are employed otherwise than in useful effort.\"",
    source: src.leisureClass,
  },
  {
    id: "mock07-rw-m2h-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: `Many teachers ask students to discuss assigned readings in small groups. To learn whether such discussion helps students remember what they read, a team of education researchers had 160 high school students read either a short (600-word) or a long (2,400-word) news article. Half of the students who read each article then discussed it in groups of four for fifteen minutes; the others did not discuss it. A week later, all students were asked about ten key facts from their article. The researchers concluded that discussion helped students remember both articles but that its benefit was considerably greater for the long article.`,
      },
    ],
    table: {
      title: "Average number of key facts recalled one week later (out of 10)",
      columns: ["Article", "Read only", "Read and discussed"],
      rows: [
        ["Short (600 words)", "6.8", "7.4"],
        ["Long (2,400 words)", "4.1", "6.3"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the researchers' conclusion?",
    choices: [
      {
        text: "For the short article, discussion raised average recall from 6.8 to 7.4 facts, whereas for the long article it raised average recall from 4.1 to 6.3 facts.",
        correct: true,
        why: "The conclusion has two parts: discussion helped with both articles, and it helped much more with the long one. This choice shows a gain for each article and lets the reader compare them: 0.6 facts for the short article against 2.2 for the long one.",
      },
      {
        text: "Students who discussed the long article recalled an average of 6.3 facts, compared with 4.1 for students who only read it.",
        correct: false,
        why: "This is accurate and shows a benefit for the long article, but without the short-article figures it cannot show that the benefit there was greater, or that discussion helped with both.",
      },
      {
        text: "Students who only read the short article recalled more facts on average (6.8) than students who read and discussed the long article (6.3).",
        correct: false,
        why: "This is accurate, but it compares different articles under different conditions, so it cannot isolate the effect of discussion on either article.",
      },
      {
        text: "In both conditions, students recalled more facts from the short article than from the long article.",
        correct: false,
        why: "This is accurate, but it concerns the effect of article length, not the effect of discussion, which is what the conclusion is about.",
      },
    ],
    explanation:
      "Supporting the conclusion requires the discussion gain for each article: 7.4 versus 6.8 for the short article (a gain of 0.6) and 6.3 versus 4.1 for the long article (a gain of 2.2). Only the key supplies both comparisons, showing a benefit in each case and a much larger one for the long article.",
    source: original,
  },
  {
    id: "mock07-rw-m2h-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `In *Public Opinion* (1922), Walter Lippmann argues that, for the most part, we do not first see and then define; we define first and then see. Out of the great, buzzing confusion of the outer world, he writes, we pick out what our culture has already defined for us, and we tend to perceive what we have picked out in the form our culture has stereotyped for us. If Lippmann is right, then two careful observers raised in very different cultures who watched the same unfamiliar ceremony would most likely ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "notice different features of it and come away with different accounts of what had happened.",
        correct: true,
        why: "If each culture decides in advance what a person picks out of the confusion and in what form it is perceived, observers from different cultures will pick out different things from the same scene and so perceive, and report, different events.",
      },
      {
        text: "give nearly identical descriptions of it, since both had watched the same ceremony with their own eyes.",
        correct: false,
        why: "This assumes that seeing comes first and is the same for everyone, which is precisely the view Lippmann rejects: we \"define first and then see.\"",
      },
      {
        text: "agree about everything that had happened but disagree about whether the ceremony was admirable.",
        correct: false,
        why: "This confines the disagreement to judgment after the fact. Lippmann's claim is stronger: culture shapes what is picked out and perceived in the first place, so the observers would not even agree on what happened.",
      },
      {
        text: "refuse to describe it until someone from the ceremony's own culture had explained it to them.",
        correct: false,
        why: "Nothing in Lippmann's argument suggests that observers hold back; on his account they perceive at once, through the forms their own cultures supply.",
      },
    ],
    explanation:
      "Lippmann says that what we pick out of the world, and the form in which we perceive it, are set beforehand by our culture. Observers from very different cultures would therefore pick out and perceive different things in the same event, and their accounts of it would differ.",
    source: src.publicOpinion,
  },

  // ================================================================ standard English conventions
  {
    id: "mock07-rw-m2h-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Hull-House, the Chicago settlement house that opened in 1889, had two founders. Ellen Gates Starr, who had met Jane Addams when both were students at Rockford Female Seminary in ______ opened the settlement with Addams in a large old house on Halsted Street.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Illinois,",
        correct: true,
        why: "The clause \"who had met Jane Addams... in Illinois\" adds nonessential information about Starr and opens with a comma, so a second comma must close it before the main verb \"opened.\"",
      },
      {
        text: "Illinois",
        correct: false,
        why: "Without a closing comma, the nonessential clause that began after \"Starr,\" never ends, and \"Illinois opened the settlement\" reads as if the state did the opening.",
      },
      {
        text: "Illinois;",
        correct: false,
        why: "A semicolon must separate two independent clauses, but it would cut the subject \"Ellen Gates Starr\" off from its verb \"opened,\" leaving two fragments.",
      },
      {
        text: "Illinois—",
        correct: false,
        why: "A nonessential element must be closed with the same mark that opens it. This clause opens with a comma, so a dash cannot close it.",
      },
    ],
    explanation:
      "The relative clause \"who had met Jane Addams when both were students at Rockford Female Seminary in Illinois\" interrupts the sentence between its subject, \"Ellen Gates Starr,\" and its verb, \"opened.\" It begins with a comma, so it must end with one.",
    source: src.hullHouse,
  },
  {
    id: "mock07-rw-m2h-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `In *The Theory of the Leisure Class* (1899), the economist Thorstein Veblen coined the phrase "conspicuous consumption." The book's many examples of wasteful display, from costly dress to carefully kept lawns, still ______ readers who have never thought of their own purchases as signals of status.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "startle",
        correct: true,
        why: "The subject of the verb is the plural noun \"examples,\" so the plural verb \"startle\" agrees with it.",
      },
      {
        text: "startles",
        correct: false,
        why: "This singular verb would suit a singular subject such as \"book\" or \"display,\" but the subject of the verb is the plural \"examples.\"",
      },
      {
        text: "has startled",
        correct: false,
        why: "\"Has\" is singular and cannot agree with the plural subject \"examples.\"",
      },
      {
        text: "is startling",
        correct: false,
        why: "\"Is\" is singular and cannot agree with the plural subject \"examples.\"",
      },
    ],
    explanation:
      "Strip away the modifiers (\"of wasteful display,\" \"from costly dress to carefully kept lawns\") and the subject is \"examples,\" which is plural. The verb must be the plural \"startle.\"",
    source: src.leisureClass,
  },
  {
    id: "mock07-rw-m2h-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Frederick Jackson Turner opened his 1893 paper on the frontier by quoting a bulletin from the Superintendent of the Census. Up to and including 1880, the bulletin said, the country had had a frontier of ______ the unsettled area had been so broken into by isolated bodies of settlement that there could hardly be said to be a frontier line.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "settlement; by 1890, however,",
        correct: true,
        why: "Two independent clauses meet here, so a semicolon must separate them; in the second clause, the interrupting word \"however\" is set off by commas on both sides.",
      },
      {
        text: "settlement, by 1890, however,",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice. \"However\" is not a conjunction and cannot link the clauses.",
      },
      {
        text: "settlement; by 1890, however",
        correct: false,
        why: "The semicolon is right, but \"however\" interrupts the second clause and must be followed by a comma before \"the unsettled area.\"",
      },
      {
        text: "settlement, by 1890; however,",
        correct: false,
        why: "This attaches \"by 1890\" to the first clause, so the country would have had a frontier up to 1880 \"by 1890,\" which makes no sense; the date belongs to the second clause.",
      },
    ],
    explanation:
      "\"The country had had a frontier of settlement\" and \"by 1890, however, the unsettled area had been so broken into...\" are both independent clauses. They need a semicolon between them, and \"however,\" which interrupts the second clause, needs a comma on each side.",
    source: src.frontier,
  },
  {
    id: "mock07-rw-m2h-18",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `Randolph Bourne's career as a writer was short. By the time he died in the influenza pandemic in December 1918, at the age of thirty-two, Bourne ______ dozens of essays in magazines such as *The New Republic* and *The Dial*. Among them was "Trans-National America," which appeared in *The Atlantic Monthly* in 1916.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "had published",
        correct: true,
        why: "\"By the time he died\" sets a point in the past, and the publishing was completed before it. The past perfect \"had published\" expresses an action finished before another past event.",
      },
      {
        text: "has published",
        correct: false,
        why: "The present perfect connects an action to the present, but Bourne's writing ended with his death in 1918, a point in the past.",
      },
      {
        text: "publishes",
        correct: false,
        why: "The present tense cannot describe work completed before a death in 1918.",
      },
      {
        text: "will have published",
        correct: false,
        why: "The future perfect describes an action completed before a future moment, but the sentence looks back at 1918.",
      },
    ],
    explanation:
      "The phrase \"By the time he died... in December 1918\" marks a moment in the past, and the essays were published before that moment. An action completed before another past action takes the past perfect: \"had published.\"",
    source: src.transNational,
  },
  {
    id: "mock07-rw-m2h-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Walter Lippmann's long career took several forms. He served as one of the founding editors of *The New Republic*, a magazine launched in ______ wrote "Today and Tomorrow," a newspaper column that ran for more than three decades; and published books on politics and the press, among them *Public Opinion* (1922).`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1914;",
        correct: true,
        why: "The sentence lists three things Lippmann did, and the items contain commas of their own. Semicolons must then separate the items, as the one after \"three decades\" already does, so a semicolon belongs after \"1914.\"",
      },
      {
        text: "1914,",
        correct: false,
        why: "A comma here would blur the boundary between the first and second items, whose inner commas already set off descriptions; the series uses semicolons between items, as after \"three decades.\"",
      },
      {
        text: "1914:",
        correct: false,
        why: "A colon introduces an explanation or list that follows a complete statement; what follows is not an explanation of the magazine's founding but the next item in the series.",
      },
      {
        text: "1914",
        correct: false,
        why: "With no punctuation, \"1914 wrote\" runs the first item into the second, as if the year did the writing.",
      },
    ],
    explanation:
      "This is a series of three items (served..., wrote..., and published...), each containing internal commas. In such a series the items are separated by semicolons, matching the semicolon after \"three decades.\"",
    source: src.publicOpinion,
  },
  {
    id: "mock07-rw-m2h-20",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `Charlotte Perkins Gilman published several of her later works of fiction, including the novel *Herland* (1915), in monthly installments in a magazine of her own. Writing nearly every article, story, and poem in it herself, ______`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Gilman produced *The Forerunner* every month from 1909 to 1916.",
        correct: true,
        why: "The opening phrase describes someone writing nearly everything in the magazine \"herself,\" so the subject that follows it must be that person. Here it is \"Gilman,\" who did the writing.",
      },
      {
        text: "*The Forerunner* was produced by Gilman every month from 1909 to 1916.",
        correct: false,
        why: "This makes the magazine the subject, so the sentence says the magazine wrote nearly every article in itself; the opening phrase is left dangling.",
      },
      {
        text: "Gilman's magazine, *The Forerunner*, appeared every month from 1909 to 1916.",
        correct: false,
        why: "\"Gilman's\" is only a possessive modifying \"magazine\"; the subject is still the magazine, which cannot be the one \"writing nearly every article... herself.\"",
      },
      {
        text: "every month from 1909 to 1916 saw Gilman produce *The Forerunner*.",
        correct: false,
        why: "The subject here is \"every month,\" so the sentence claims that the months were doing the writing; the modifier still has no logical subject.",
      },
    ],
    explanation:
      "An introductory participial phrase must be followed immediately by the subject that performs its action. The person \"writing nearly every article, story, and poem... herself\" is Gilman, so \"Gilman\" must be the subject of the main clause, not the magazine, a possessive, or a span of time.",
    source: src.womenEconomics,
  },
  {
    id: "mock07-rw-m2h-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `John Dewey wrote many books about schooling and its place in public life. In the ______ which appeared in 1916, he explained why democratic societies are especially devoted to education.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "book *Democracy and Education*,",
        correct: true,
        why: "Because Dewey wrote many books, the title is essential: it tells which book is meant, so it takes no commas around it. The comma after it is needed to open the nonessential clause \"which appeared in 1916.\"",
      },
      {
        text: "book, *Democracy and Education*,",
        correct: false,
        why: "Commas around the title would mark it as extra information, as if \"the book\" were already clear without it; since Dewey wrote many books, the title is what identifies it.",
      },
      {
        text: "book *Democracy and Education*",
        correct: false,
        why: "The title correctly takes no commas, but the nonessential clause \"which appeared in 1916\" must be set off; without a comma before \"which,\" it is left unpunctuated at its start.",
      },
      {
        text: "book, *Democracy and Education*",
        correct: false,
        why: "This wrongly sets off the essential title with a comma and also leaves no comma before the nonessential clause beginning with \"which.\"",
      },
    ],
    explanation:
      "The first sentence says Dewey wrote many books, so the title *Democracy and Education* is needed to identify the book and must not be set off by commas. The clause \"which appeared in 1916\" adds nonessential information and must be set off, so a comma follows the title.",
    source: src.democracyEducation,
  },

  // ================================================================ expression of ideas
  {
    id: "mock07-rw-m2h-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Randolph Bourne opposed the entry of the United States into World War I, and in 1917 several of his essays against the war appeared in *The Seven Arts*, a new monthly magazine. The magazine's wealthy backer objected to its antiwar stance and withdrew her financial support. ______ *The Seven Arts* stopped publishing that fall, after only about a year.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "As a result,",
        correct: true,
        why: "The magazine closed because its backer withdrew her money; the last sentence reports the consequence of the one before it.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "This would mean the magazine closed in spite of losing its support, but losing its support is the reason it closed.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The magazine's closing is not an example of the backer's withdrawal; it is what followed from it.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "The closing is not a similar, parallel event; it is the effect of the withdrawal of funds.",
      },
    ],
    explanation:
      "The text moves from cause (the backer withdrew her support) to effect (the magazine stopped publishing). \"As a result\" signals that relationship.",
    source: src.transNational,
  },
  {
    id: "mock07-rw-m2h-23",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `When Walter Lippmann's *Public Opinion* appeared in 1922, John Dewey reviewed it in *The New Republic*, calling it "perhaps the most effective indictment of democracy as currently conceived ever penned." Dewey admired the book's analysis. ______ he did not share Lippmann's doubts about the ability of ordinary citizens to judge public affairs, and in 1927 he published a book-length reply, *The Public and Its Problems*.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "The final sentence turns from Dewey's admiration to his disagreement and his reply; \"Even so\" marks a point that holds in spite of what came before.",
      },
      {
        text: "Accordingly,",
        correct: false,
        why: "This would present Dewey's disagreement as following from his admiration, but admiring the analysis is no reason to reject its conclusions.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Dewey's disagreement is not an instance of his admiration for the book; it runs against it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Rejecting Lippmann's doubts is not similar to admiring his analysis; the two are contrasted.",
      },
    ],
    explanation:
      "Dewey praised and admired the book, yet he rejected its doubts about citizens and wrote a reply. The relationship is concession followed by contrast, which \"Even so\" expresses.",
    source: src.publicOpinion,
  },
  {
    id: "mock07-rw-m2h-24",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `Because Charlotte Perkins Gilman wanted to free women from unpaid household labor, a reader of *Women and Economics* (1898) might assume that she looked down on cooking, cleaning, and the care of young children. She did not. ______ she argued that such work mattered so much that it should be done by trained specialists rather than by each woman alone in her own home.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "On the contrary,",
        correct: true,
        why: "After denying that Gilman looked down on household work, the text states the opposite view she actually held: that the work was important enough to deserve trained specialists. \"On the contrary\" introduces a statement that replaces a rejected one with its opposite.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "This would set her argument against the statement \"She did not,\" as if it held in spite of it. But her argument is the evidence that she did not look down on the work; the two agree.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "Her argument is not a second, similar point; it is the correct view that replaces the mistaken assumption.",
      },
      {
        text: "Meanwhile,",
        correct: false,
        why: "This signals something happening at the same time, but the sentence is not about timing; it explains what Gilman actually believed.",
      },
    ],
    explanation:
      "A reader might assume that Gilman scorned household work; the text says she did not and then gives her real view, the opposite of scorn: the work was so important that it needed specialists. A transition that introduces the opposite of a rejected idea, \"On the contrary,\" fits.",
    source: src.womenEconomics,
  },
  {
    id: "mock07-rw-m2h-25",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Frederick Jackson Turner (1861–1932) was an American historian.
- In 1893 he was a young professor at the University of Wisconsin.
- On July 12, 1893, he presented a paper at a meeting of the American Historical Association in Chicago, held during the World's Columbian Exposition.
- The paper was titled "The Significance of the Frontier in American History."
- In it, Turner argued that the existence of free land in the West, its steady shrinking, and the westward advance of American settlement explained American development.
- The paper became one of the most influential essays ever written about American history.`,
      },
    ],
    stem: `The student wants to introduce Turner's paper and its main argument to an audience unfamiliar with Turner. ${GOAL}`,
    choices: [
      {
        text: "In \"The Significance of the Frontier in American History\" (1893), the American historian Frederick Jackson Turner argued that free land in the West, and the westward advance of settlement into it, explained American development.",
        correct: true,
        why: "This identifies Turner for readers who do not know him, names the paper, and states its main argument, meeting every part of the goal.",
      },
      {
        text: "On July 12, 1893, Frederick Jackson Turner presented a paper at a meeting of the American Historical Association in Chicago.",
        correct: false,
        why: "This gives the occasion of the paper but neither says who Turner was nor states the paper's argument.",
      },
      {
        text: "An 1893 paper titled \"The Significance of the Frontier in American History\" argued that free land in the West explained American development.",
        correct: false,
        why: "This states the argument but never mentions Turner, so it does not introduce him to an unfamiliar audience.",
      },
      {
        text: "Frederick Jackson Turner's 1893 paper became one of the most influential essays ever written about American history.",
        correct: false,
        why: "This describes the paper's influence, not its argument, and does not explain who Turner was.",
      },
    ],
    explanation:
      "The goal has three requirements: introduce Turner to readers who do not know him, present the paper, and give its main argument. Only the key identifies him as an American historian, names the paper, and states its thesis about free land and westward settlement.",
    source: src.frontier,
  },
  {
    id: "mock07-rw-m2h-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Randolph Bourne (1886–1918) was an American essayist and critic.
- As a student at Columbia University, Bourne took courses taught by the philosopher John Dewey.
- In his early writings, Bourne enthusiastically championed Dewey's ideas about education.
- In 1917 Dewey publicly supported the entry of the United States into World War I.
- Bourne opposed the war.
- In his 1917 essay "Twilight of Idols," Bourne sharply criticized Dewey for supporting the war.`,
      },
    ],
    stem: `The student wants to emphasize how Bourne's attitude toward Dewey changed. ${GOAL}`,
    choices: [
      {
        text: "Once an enthusiastic champion of his former teacher John Dewey's ideas about education, Randolph Bourne sharply criticized Dewey in the 1917 essay \"Twilight of Idols\" for supporting World War I.",
        correct: true,
        why: "This sets Bourne's early attitude (an enthusiastic champion of Dewey's ideas) against his later one (sharp criticism of Dewey), so the change is the point of the sentence.",
      },
      {
        text: "Randolph Bourne, an American essayist and critic, took courses taught by the philosopher John Dewey as a student at Columbia University.",
        correct: false,
        why: "This describes only Bourne's early connection with Dewey; nothing about his later criticism appears, so no change is shown.",
      },
      {
        text: "In 1917 John Dewey publicly supported the entry of the United States into World War I, a war that Randolph Bourne opposed.",
        correct: false,
        why: "This shows that the two men disagreed about the war, but it says nothing about Bourne's earlier admiration, so it cannot show a change in his attitude.",
      },
      {
        text: "In his 1917 essay \"Twilight of Idols,\" Randolph Bourne sharply criticized John Dewey for supporting World War I.",
        correct: false,
        why: "This gives only Bourne's later attitude; without his earlier enthusiasm for Dewey, the reader cannot see that his view changed.",
      },
    ],
    explanation:
      "A change needs a before and an after. Only the key pairs Bourne's early enthusiasm for Dewey's ideas with his sharp criticism of Dewey in 1917.",
    source: src.transNational,
  },
  {
    id: "mock07-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    pilot: true,
    passages: [
      {
        text: `${NOTES}

- Jane Addams (1860–1935) cofounded Hull-House, a settlement house in Chicago, in 1889.
- In 1915 she presided over the International Congress of Women at The Hague, which called for an end to World War I.
- Her opposition to the war made her unpopular with many Americans during and after it.
- In 1931 she was awarded the Nobel Peace Prize, which she shared with Nicholas Murray Butler.
- She was the first American woman to receive the Nobel Peace Prize.`,
      },
    ],
    stem: `The student wants to emphasize that Addams's public standing recovered after a period of unpopularity. ${GOAL}`,
    choices: [
      {
        text: "Although her opposition to World War I had made her unpopular with many Americans, Jane Addams was honored in 1931 as the first American woman to receive the Nobel Peace Prize.",
        correct: true,
        why: "\"Although\" links the period of unpopularity to the later honor, so the sentence shows both the fall and the recovery that the goal asks the student to emphasize.",
      },
      {
        text: "Jane Addams's opposition to World War I made her unpopular with many Americans, both during the war and after it.",
        correct: false,
        why: "This describes the unpopularity but not the recovery; nothing in it shows her standing improving.",
      },
      {
        text: "Jane Addams, who cofounded Hull-House in 1889, shared the 1931 Nobel Peace Prize with Nicholas Murray Butler.",
        correct: false,
        why: "This names a later honor but leaves out the period of unpopularity, so it cannot show a recovery from it.",
      },
      {
        text: "In 1915 Jane Addams presided over the International Congress of Women at The Hague, which called for an end to World War I.",
        correct: false,
        why: "This reports her peace work but says nothing about how the public regarded her, either then or later.",
      },
    ],
    explanation:
      "To show a recovery, the sentence must include both the low point (unpopularity because of her opposition to the war) and the later high point (the 1931 Nobel Peace Prize). Only the key contains both and connects them with \"Although.\"",
    source: src.hullHouse,
  },
];
