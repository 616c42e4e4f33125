import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 3, reading and writing, module 2 (harder form): 25 scored items and 2 unscored pilots.
 * Passages are adapted from public-domain works published before 1930 (George Eliot, John Stuart
 * Mill, Mary Wollstonecraft, W. E. B. Du Bois, Anna Julia Cooper, William Hazlitt, Samuel Johnson),
 * or are short factual passages about those works and their authors; the two quantitative-evidence
 * items carry original passages describing invented studies with invented data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  middlemarch: pd(
    "George Eliot",
    "Middlemarch: A Study of Provincial Life",
    1871,
    "William Blackwood and Sons, Edinburgh and London, 1871-72 (eight parts)",
  ),
  millOnTheFloss: pd("George Eliot", "The Mill on the Floss", 1860, "William Blackwood and Sons, Edinburgh and London, 1860 (three volumes)"),
  onLiberty: pd("John Stuart Mill", "On Liberty", 1859, "John W. Parker and Son, London, 1859"),
  subjection: pd("John Stuart Mill", "The Subjection of Women", 1869, "Longmans, Green, Reader, and Dyer, London, 1869"),
  vindication: pd("Mary Wollstonecraft", "A Vindication of the Rights of Woman", 1792, "J. Johnson, London, 1792"),
  souls: pd("W. E. B. Du Bois", "The Souls of Black Folk", 1903, "A. C. McClurg & Co., Chicago, 1903"),
  voiceFromTheSouth: pd(
    "Anna Julia Cooper",
    "A Voice from the South, by a Black Woman of the South",
    1892,
    "Aldine Printing House, Xenia, Ohio, 1892",
  ),
  // The cross-text item pairs two works: both are named, each marked with its text.
  wollstonecraftCooper: pd(
    "Mary Wollstonecraft (Text 1); Anna Julia Cooper (Text 2)",
    "A Vindication of the Rights of Woman (Text 1); A Voice from the South, \"The Higher Education of Woman\" (Text 2)",
    1792,
    "J. Johnson, London, 1792 (Text 1); Aldine Printing House, Xenia, Ohio, 1892 (Text 2)",
  ),
  tableTalk1: pd("William Hazlitt", "Table-Talk; or, Original Essays, volume 1", 1821, "John Warren, London, 1821"),
  tableTalk2: pd(
    "William Hazlitt",
    "Table-Talk; or, Original Essays, volume 2 (\"On Going a Journey\", \"On Familiar Style\")",
    1822,
    "Henry Colburn and Co., London, 1822",
  ),
  plainSpeaker: pd(
    "William Hazlitt",
    "The Plain Speaker: Opinions on Books, Men, and Things (\"On Reading Old Books\")",
    1826,
    "Henry Colburn, London, 1826 (two volumes)",
  ),
  rambler: pd("Samuel Johnson", "The Rambler", 1750, "J. Payne and J. Bouquet, London, 1750-52 (issued twice weekly)"),
  ramblerIdler: pd(
    "Samuel Johnson",
    "The Rambler; The Idler",
    1750,
    "J. Payne and J. Bouquet, London, 1750-52 (The Rambler); J. Newbery, London, 1761, two volumes, first printed in the Universal Chronicle, 1758-60 (The Idler)",
  ),
};

const STEM = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WIC = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock03-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: "The following text is adapted from William Hazlitt's 1822 essay “On Going a Journey.”\n\nOne of the pleasantest things in the world is going a journey; but I like to go by myself. I can enjoy society in a room, but out of doors, nature is company enough for me. The soul of a journey is ______: we go a journey chiefly to be free of all hindrances and inconveniences, to think, feel, and do just as we please.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "liberty",
        correct: true,
        why: "The words after the colon explain what the blank names: being free of all hindrances and doing just as we please. “Liberty” is exactly that freedom.",
      },
      {
        text: "companionship",
        correct: false,
        why: "Hazlitt says he likes to go by himself and that nature is company enough, so he would not call company the soul of a journey.",
      },
      {
        text: "routine",
        correct: false,
        why: "A fixed routine is the opposite of doing just as one pleases, which is what the colon says a journey is for.",
      },
      {
        text: "haste",
        correct: false,
        why: "Nothing in the text concerns speed; the explanation after the colon is about freedom from hindrances, not about hurrying.",
      },
    ],
    explanation:
      "The colon tells the reader that what follows defines the blank. We travel “to be free of all hindrances” and “to think, feel, and do just as we please,” so the soul of a journey is liberty.",
    source: src.tableTalk2,
  },
  {
    id: "mock03-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: "The following text is adapted from William Hazlitt's 1822 essay “On Familiar Style.”\n\nIt is not easy to write a familiar style. Many people mistake a familiar for a vulgar style, and suppose that to write without affectation is to write ______. On the contrary, there is nothing that requires more precision, and, if I may so say, purity of expression, than the style I am speaking of. It is not to take the first word that offers, but the best word in common use.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "haphazardly",
        correct: true,
        why: "Hazlitt answers the mistaken view with “On the contrary, there is nothing that requires more precision” and adds that the writer must not take “the first word that offers.” The mistaken view must therefore be that plain writing is careless and random, which is what “haphazardly” means.",
      },
      {
        text: "ornately",
        correct: false,
        why: "Ornament is a kind of affectation. No one would suppose that writing without affectation means writing ornately, so this cannot be the mistake Hazlitt describes.",
      },
      {
        text: "solemnly",
        correct: false,
        why: "Solemnity is also a form of affectation, and it is not the opposite of precision, which is what “On the contrary” requires.",
      },
      {
        text: "deliberately",
        correct: false,
        why: "Writing deliberately agrees with Hazlitt's own view that the familiar style demands precision; “On the contrary” shows that the blank names a view he rejects.",
      },
    ],
    explanation:
      "The blank states a mistaken belief that Hazlitt immediately contradicts: “On the contrary, there is nothing that requires more precision.” The belief must be the opposite of precision, namely that writing without affectation is writing carelessly, at random: haphazardly.",
    source: src.tableTalk2,
  },
  {
    id: "mock03-rw-m2h-03",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from George Eliot's 1871–72 novel *Middlemarch*. Dorothea, a young bride on her wedding journey in Rome, is sobbing alone in her rooms.\n\nHer distress was nothing very exceptional: some discouragement, some faintness of heart at the new real future which replaces the imaginary, is not unusual. That element of tragedy which lies in the very fact of frequency has not yet wrought itself into the coarse emotion of mankind, and perhaps our frames could hardly bear much of it. If we had a keen vision and feeling of all ordinary human life, it would be like hearing the grass grow and the squirrel's heart beat, and we should die of that roar which lies on the other side of silence. As it is, the quickest of us walk about well ______ with stupidity.",
      },
    ],
    stem: WIC,
    choices: [
      {
        text: "insulated",
        correct: true,
        why: "The narrator has just said that full awareness of ordinary suffering would kill us, like a deafening roar. “As it is” turns to the real state of things: we survive because our dullness shields us. “Insulated” means protected by a layer that keeps something out, which is the role the sentence gives to stupidity.",
      },
      {
        text: "acquainted",
        correct: false,
        why: "“Well acquainted with” is a familiar phrase, which makes it tempting, but it would mean that we know stupidity well. The sentence must explain how even the quickest people escape the roar, and mere familiarity with stupidity explains nothing.",
      },
      {
        text: "burdened",
        correct: false,
        why: "This treats stupidity only as a weight we carry. The passage presents it as what saves us from a feeling our frames “could hardly bear,” so a word of protection, not of hardship, is needed.",
      },
      {
        text: "disgusted",
        correct: false,
        why: "The text says nothing about people being repelled by stupidity; it says stupidity is the condition in which they walk about, and that condition keeps them from hearing the roar.",
      },
    ],
    explanation:
      "The logic runs in two steps. If we felt all ordinary life keenly, we would “die of that roar.” We do not die, and “As it is” gives the reason: even the quickest of us are wrapped in a protective dullness. The precise word is the one that makes stupidity a shield, “insulated.”",
    source: src.middlemarch,
  },
  {
    id: "mock03-rw-m2h-04",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: "The following text is adapted from a 1750 essay by Samuel Johnson in *The Rambler* on the writing of lives.\n\nI have often thought that there has rarely passed a life of which a judicious and faithful narrative would not be useful. For, setting aside the outward distinctions of rank and fortune, the condition of human beings is so uniform that scarcely any good or evil can befall one person that is not common to all. We are all prompted by the same motives, all deceived by the same fallacies, all animated by hope, obstructed by danger, entangled by desire, and seduced by pleasure.",
      },
    ],
    stem: "Which choice best describes the function of the last sentence in the overall structure of the text?",
    choices: [
      {
        text: "It supports the claim that human lives are fundamentally alike by listing experiences that all people share.",
        correct: true,
        why: "The second sentence claims that the human condition is uniform; the last sentence backs that claim with a list of motives, errors, hopes, and desires common to everyone (“We are all...”).",
      },
      {
        text: "It introduces an exception to the claim that nearly every life is worth recording.",
        correct: false,
        why: "Nothing in the last sentence limits the opening claim; its repeated “all” extends the point to everyone rather than carving out an exception.",
      },
      {
        text: "It explains why accounts of famous people are more instructive than accounts of ordinary people.",
        correct: false,
        why: "Johnson sets aside differences of rank and fortune, so he is not ranking famous lives above ordinary ones; the sentence stresses what all people have in common.",
      },
      {
        text: "It warns readers against the dangers of desire and pleasure.",
        correct: false,
        why: "Desire and pleasure appear in the list only as examples of what all people experience; the sentence describes the shared human condition rather than giving moral advice.",
      },
    ],
    explanation:
      "The text makes a claim (nearly any life, faithfully told, is useful), gives a reason (human conditions are uniform), and then supports that reason with concrete examples. The last sentence is that support: a list of experiences every person shares.",
    source: src.rambler,
  },
  {
    id: "mock03-rw-m2h-05",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from George Eliot's 1871–72 novel *Middlemarch*.\n\nA large mirror or broad surface of polished steel that a housemaid rubs every day will be minutely and multitudinously scratched in all directions; but place a lighted candle against it as a center of illumination, and the scratches will seem to arrange themselves in a fine series of concentric circles round that little sun. It is demonstrable that the scratches are going everywhere impartially, and that it is only the candle which produces the flattering illusion of a concentric arrangement, its light falling with an exclusive optical selection. These things are a parable. The scratches are events, and the candle is the egoism of any person now absent—of Miss Vincy, for example.",
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It describes an optical effect in detail and then reveals that the description is meant to illustrate how a self-centered person perceives events.",
        correct: true,
        why: "Most of the text explains how a candle makes random scratches seem to circle around it; then “These things are a parable” turns the image into a figure for egoism, which makes events seem arranged around oneself.",
      },
      {
        text: "It presents a parable about egoism and then uses that parable to explain an optical effect.",
        correct: false,
        why: "This reverses the order and the direction of the comparison. The optical effect comes first, and it is used to explain egoism, not the other way around.",
      },
      {
        text: "It introduces a character, Miss Vincy, and then describes the mirror in her room to reveal her vanity.",
        correct: false,
        why: "A mirror suggests vanity, which makes this tempting, but Miss Vincy is named only in the last sentence, as one example of egoism, and the mirror is a general one, not an object in her room.",
      },
      {
        text: "It offers an explanation of why scratches form on polished steel and then questions whether that explanation is accurate.",
        correct: false,
        why: "The text does not explain how the scratches form, and it never doubts its own account; it confirms that the scratches in fact run “everywhere impartially.”",
      },
    ],
    explanation:
      "The passage first builds a precise physical picture (scratches that seem to form circles around a candle, though they really run in all directions) and then declares it a parable: events are the scratches, and a person's egoism is the candle that makes them seem to center on that person. The structure is a detailed image followed by its figurative meaning.",
    source: src.middlemarch,
  },
  {
    id: "mock03-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from John Stuart Mill's 1869 essay *The Subjection of Women*. Mill is discussing the laws and customs that barred women from many occupations.\n\nThe anxiety of mankind to interfere on behalf of nature, for fear that nature should not succeed in effecting its purpose, is an altogether unnecessary solicitude. What women by nature cannot do, it is quite superfluous to forbid them from doing. What they can do, but not so well as the men who are their competitors, competition suffices to exclude them from; for no one asks for protective duties and bounties in favor of women. It is only asked that the present bounties and protective duties in favor of men should be recalled.",
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To contend that laws excluding women from occupations serve only to shield men from fair competition, since nature and competition would already exclude women who were unfit",
        correct: true,
        why: "Mill shows that a ban is needless for work women cannot do (nature excludes them) and for work they do less well (competition excludes them). What remains is work they can do well, and he calls the present restrictions “protective duties in favor of men” that should be removed.",
      },
      {
        text: "To demonstrate that women are by nature as capable as men of performing any occupation",
        correct: false,
        why: "Mill's argument does not depend on that claim; it explicitly allows for work women “by nature cannot do” and work they do “not so well” as men, and shows that the laws are needless even then.",
      },
      {
        text: "To propose that women be given special legal advantages so that they can compete with men on equal terms",
        correct: false,
        why: "The text says the reverse: “no one asks for protective duties and bounties in favor of women.” Mill asks only that men's existing advantages be withdrawn.",
      },
      {
        text: "To explain why women have historically been less successful than men in competitive occupations",
        correct: false,
        why: "Mill is not accounting for any record of success or failure; he is arguing about whether laws that bar women are necessary or fair.",
      },
    ],
    explanation:
      "The text divides the cases: what women cannot do needs no ban, and what they do less well, competition will settle. The only people a ban actually keeps out are women who could compete successfully, so the laws work like tariffs protecting men. Mill's purpose is to show that such restrictions are unnecessary and amount to protection for men.",
    source: src.subjection,
  },
  {
    id: "mock03-rw-m2h-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: "The following text is adapted from Mary Wollstonecraft's 1792 book *A Vindication of the Rights of Woman*.\n\nWomen who are kept ignorant and dependent cannot properly perform even the duties that are assigned to them. Would men but generously snap our chains, and be content with rational fellowship instead of slavish obedience, they would find us more observant daughters, more affectionate sisters, more faithful wives, more reasonable mothers—in a word, better citizens.",
      },
      {
        label: "Text 2",
        text: "The following text is adapted from Anna Julia Cooper's 1892 book *A Voice from the South*.\n\nIntellectual development, with the self-reliance and the capacity for earning a living that it gives, makes a woman less dependent on marriage for her support. Her horizon is extended; her sympathies are broadened and deepened. The question is no longer how a woman can cramp, stunt, simplify, and nullify herself so as to be eligible for marriage to some little man. The problem now rests with the man: how he can so develop his own powers as to meet the ideal of a generation of women who demand the noblest and best achievements of which he is capable.",
      },
    ],
    stem: "Which choice best describes a difference in how the authors of Text 1 and Text 2 present the effect of women's development on men?",
    choices: [
      {
        text: "Text 1 presents it as a benefit that men would gain, whereas Text 2 presents it as a challenge that requires men to develop themselves.",
        correct: true,
        why: "Wollstonecraft promises men better daughters, sisters, wives, and mothers if they free women. Cooper says that educated women now demand the best of men, so “the problem now rests with the man” to develop his own powers.",
      },
      {
        text: "Text 1 suggests that it would make women less willing to marry, whereas Text 2 suggests that it would make women more eager to marry.",
        correct: false,
        why: "Both halves are wrong: Text 1 says developed women would be “more faithful wives,” and Text 2 says development makes a woman less dependent on marriage.",
      },
      {
        text: "Text 1 presents it as something men should fear, whereas Text 2 presents it as something men can welcome without effort.",
        correct: false,
        why: "Text 1 offers men reasons to welcome women's development, not to fear it, and Text 2 insists that men must make an effort to meet women's higher expectations.",
      },
      {
        text: "Text 1 presents it as a change that only men can bring about, whereas Text 2 presents it as a change that women will bring about without men's help.",
        correct: false,
        why: "Text 1 does call on men to “snap our chains,” but Text 2 never says women develop without men's help; and this choice is about who causes the change, not about its effect on men, which is what the question asks.",
      },
    ],
    explanation:
      "Both authors favor women's development, but they describe its effect on men differently. Wollstonecraft appeals to men's interest: free women and men will have better companions in every relation. Cooper shifts the burden: women's growth raises the standard, and now men must develop themselves to meet it.",
    source: src.wollstonecraftCooper,
  },

  // ================================================================ information and ideas
  {
    id: "mock03-rw-m2h-08",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: "The following text is adapted from W. E. B. Du Bois's 1903 book *The Souls of Black Folk*. While a student at Fisk University, Du Bois spent his summer vacations teaching at a country school in the hills of Tennessee.\n\nThe schoolhouse was a log hut where Colonel Wheeler had once sheltered his corn. There was an entrance where a door once was, and within, a massive, rickety fireplace; great chinks between the logs served as windows. Furniture was scarce. A pale blackboard crouched in the corner. My desk was made of three boards, reinforced at critical points, and my chair, borrowed from the landlady, had to be returned every night. Yet I loved my school, and the fine faith the children had in the wisdom of their teacher was truly marvelous.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Though the school was housed in a crude and sparsely furnished building, the narrator cherished it and was moved by his pupils' trust in him.",
        correct: true,
        why: "Most of the text catalogs the hut's poverty (no door, chinks for windows, a desk of three boards, a borrowed chair), and the last sentence turns with “Yet” to the narrator's love for the school and his wonder at the children's faith in him.",
      },
      {
        text: "The narrator believed that the children could not learn well until the schoolhouse was repaired and properly furnished.",
        correct: false,
        why: "The text describes the building's condition but never says it prevented learning; it ends by praising the school and the children's faith.",
      },
      {
        text: "The narrator was embarrassed that he had to borrow even his chair from his landlady.",
        correct: false,
        why: "The borrowed chair is one detail in a list, reported without any sign of embarrassment; it is not the point of the text.",
      },
      {
        text: "The children doubted their teacher's abilities because he taught in such poor surroundings.",
        correct: false,
        why: "The text says the opposite: the children's faith in “the wisdom of their teacher” was “truly marvelous.”",
      },
    ],
    explanation:
      "The details all show how poor the schoolhouse was, and the final sentence sets against them the narrator's affection for the school and the children's remarkable trust. The main idea joins the two: meager surroundings, deep attachment.",
    source: src.souls,
  },
  {
    id: "mock03-rw-m2h-09",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from John Stuart Mill's 1859 essay *On Liberty*.\n\nIt is not by wearing down into uniformity all that is individual in themselves, but by cultivating it and calling it forth, within the limits imposed by the rights and interests of others, that human beings become a noble and beautiful object of contemplation. In proportion to the development of his individuality, each person becomes more valuable to himself, and is therefore capable of being more valuable to others. There is a greater fullness of life about his own existence, and when there is more life in the units, there is more in the mass which is composed of them.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Developing one's individuality, within the bounds set by the rights of others, enriches not only the individual but also the society to which he belongs.",
        correct: true,
        why: "Mill praises cultivating what is individual “within the limits imposed by the rights and interests of others,” says it makes a person more valuable to himself and to others, and concludes that more life in the units means more in the mass. This choice carries the claim, its limit, and both of its benefits.",
      },
      {
        text: "Society benefits most when people set aside their own inclinations and conform to shared standards of conduct.",
        correct: false,
        why: "This is the “wearing down into uniformity” that Mill's first sentence rejects.",
      },
      {
        text: "Individuals should be free to develop themselves in any direction, even when doing so harms the interests of others.",
        correct: false,
        why: "Mill places individuality explicitly “within the limits imposed by the rights and interests of others,” so he does not endorse development that harms others.",
      },
      {
        text: "The chief value of individuality is that it makes human beings admirable to those who observe them.",
        correct: false,
        why: "The text does say that cultivated individuals become “a noble and beautiful object of contemplation,” but that is only the first of its points; Mill goes on to the greater value individuality brings to the person, to others, and to society, which is where the argument ends.",
      },
    ],
    explanation:
      "The text moves from the individual outward: cultivating individuality (within the limits of others' rights) makes a person more valuable to himself, then to others, and finally adds life to the whole community. The main idea is that individual development enriches both the person and society.",
    source: src.onLiberty,
  },
  {
    id: "mock03-rw-m2h-10",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: "In *The Souls of Black Folk* (1903), W. E. B. Du Bois describes the “double-consciousness” of Black Americans, who are made to see themselves through the eyes of a world that regards them with contempt. Yet Du Bois does not recommend escaping this doubleness by giving up either side of it. He argues that what the Black American seeks is to be free to be both at once, without suffering insult or exclusion for it.",
      },
    ],
    stem: "Which quotation from *The Souls of Black Folk* most effectively illustrates the claim?",
    choices: [
      {
        text: "“He simply wishes to make it possible for a man to be both a Negro and an American, without being cursed and spit upon by his fellows, without having the doors of Opportunity closed roughly in his face.”",
        correct: true,
        why: "This states both parts of the claim: the aim is to be “both a Negro and an American,” and to be so without insult (“cursed and spit upon”) or exclusion (“the doors of Opportunity closed”).",
      },
      {
        text: "“He would not Africanize America, for America has too much to teach the world and Africa. He would not bleach his Negro soul in a flood of white Americanism, for he knows that Negro blood has a message for the world.”",
        correct: false,
        why: "This is the closest distractor: it shows that neither identity should be given up. But it says nothing about being free of insult or exclusion, the second half of the claim.",
      },
      {
        text: "“One ever feels his twoness,—an American, a Negro; two souls, two thoughts, two unreconciled strivings; two warring ideals in one dark body, whose dogged strength alone keeps it from being torn asunder.”",
        correct: false,
        why: "This describes the painful division itself, the double-consciousness, rather than what Du Bois says is sought in answer to it.",
      },
      {
        text: "“The problem of the twentieth century is the problem of the color-line.”",
        correct: false,
        why: "This is a broad statement about the age; it says nothing about keeping both identities or about what the Black American seeks.",
      },
    ],
    explanation:
      "The claim has two parts: the goal is not to abandon either identity, and it is to hold both without insult or exclusion. Only the quotation about being “both a Negro and an American, without being cursed and spit upon... without having the doors of Opportunity closed” covers both parts.",
    source: src.souls,
  },
  {
    id: "mock03-rw-m2h-11",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: "A student researcher gave 120 volunteers the same list of 40 unfamiliar words and their definitions. Forty volunteers studied the list by rereading it, forty by copying it out by hand, and forty by quizzing themselves with the definitions covered. One week later, every volunteer took the same test. The researcher concluded that quizzing oneself was the most effective of the three study methods.",
      },
    ],
    table: {
      title: "Definitions recalled one week after studying, by study method (invented data)",
      columns: ["Study method", "Volunteers", "Mean definitions recalled (of 40)"],
      rows: [
        ["Rereading", "40", "11"],
        ["Copying by hand", "40", "14"],
        ["Self-quizzing", "40", "23"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the researcher's conclusion?",
    choices: [
      {
        text: "Volunteers who quizzed themselves recalled an average of 23 definitions, compared with 14 for those who copied the list and 11 for those who reread it.",
        correct: true,
        why: "The conclusion says self-quizzing beat the other two methods, and this choice sets the self-quizzing result against both of the others.",
      },
      {
        text: "Volunteers who copied the list recalled an average of 14 definitions, compared with 11 for those who reread it.",
        correct: false,
        why: "This compares the two methods the researcher did not single out and leaves out self-quizzing altogether.",
      },
      {
        text: "Forty volunteers used each of the three study methods.",
        correct: false,
        why: "This describes the groups' size, not their results, so it says nothing about which method worked best.",
      },
      {
        text: "Volunteers who reread the list recalled an average of 11 of the 40 definitions.",
        correct: false,
        why: "This gives one group's result without any comparison, so it cannot show that self-quizzing was the most effective method.",
      },
    ],
    explanation:
      "To support “most effective of the three,” the evidence must compare self-quizzing with both other methods. The table shows 23 definitions for self-quizzing against 14 and 11, and only one choice reports that comparison.",
    source: original,
  },
  {
    id: "mock03-rw-m2h-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: "Some meadow managers mow in early spring to cut back tall grasses that crowd out wildflowers. To see whether the practice also helps bees, a team of ecologists divided a meadow into plots that were mowed in early spring, mowed in late spring, or left unmowed, and in July counted the flowers and the bee visits in each plot. Compared with leaving a plot unmowed, early-spring mowing appears to have increased the number of flowers without increasing the bee activity the plot attracted: ______",
      },
    ],
    table: {
      title: "Flowers and bee visits in meadow plots in July, by mowing treatment (invented data)",
      columns: ["Treatment", "Flowers per plot", "Bee visits per plot per hour"],
      rows: [
        ["Mowed in early spring", "240", "48"],
        ["Mowed in late spring", "180", "39"],
        ["Left unmowed", "120", "48"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "plots mowed in early spring had twice as many flowers as unmowed plots (240 versus 120) but received the same number of bee visits per hour (48).",
        correct: true,
        why: "The statement compares early-spring plots with unmowed plots on two measures: more flowers, no more bee activity. This choice makes exactly that comparison on both columns.",
      },
      {
        text: "plots mowed in early spring had more flowers (240) and more bee visits per hour (48) than plots mowed in late spring (180 and 39).",
        correct: false,
        why: "The figures are accurate, but the comparison is with late-spring plots, not with unmowed ones, and it shows early mowing with more bee visits, which does not illustrate bee activity failing to rise.",
      },
      {
        text: "plots mowed in late spring received fewer bee visits per hour (39) than either plots mowed in early spring or unmowed plots (48 each).",
        correct: false,
        why: "This is true, but it is about late-spring mowing, which the statement does not discuss, and it says nothing about flower numbers.",
      },
      {
        text: "unmowed plots had the fewest flowers of the three treatments, 120 per plot.",
        correct: false,
        why: "This supports only the first half of the statement (more flowers with early mowing) and says nothing about bee visits.",
      },
    ],
    explanation:
      "The statement names its comparison (early-spring mowing versus leaving plots unmowed) and makes two claims: flowers increased, bee activity did not. The table shows 240 flowers against 120, and 48 visits per hour in both cases. Only one choice reports both measures for those two treatments.",
    source: original,
  },
  {
    id: "mock03-rw-m2h-13",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: "In his essay “On Reading Old Books,” William Hazlitt declares, “I hate to read new books.” He explains that in rereading an old favorite he has not only the pleasure of imagination and of a critical relish of the work but also the pleasures of memory, since the book recalls the feelings and associations he had when he first read it, feelings he can never have again in any other way. This reasoning suggests that Hazlitt would regard even an excellent new book as unable to offer him ______",
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "the pleasure of reviving feelings from an earlier time in his life.",
        correct: true,
        why: "The pleasure of memory comes from feelings Hazlitt had when he first read a book. A new book has no such past attached to it, so it cannot give him that pleasure, however good it is.",
      },
      {
        text: "any pleasure of the imagination.",
        correct: false,
        why: "Hazlitt lists imagination as one pleasure of reading that memory is added to; nothing suggests that only old books can stir the imagination.",
      },
      {
        text: "anything worth judging critically.",
        correct: false,
        why: "Critical relish is, like imagination, a pleasure any good book can give; the text ties only the pleasure of memory to old favorites.",
      },
      {
        text: "an account of more recent events than older books contain.",
        correct: false,
        why: "This is something a new book could obviously offer, and the text is not concerned with how recent a book's subject is.",
      },
    ],
    explanation:
      "Hazlitt separates three pleasures: imagination, critical relish, and memory. The first two belong to any good book; the third comes only from feelings attached to a first reading long ago. A new book, however excellent, has no such history for him, so it cannot revive feelings from an earlier time in his life.",
    source: src.plainSpeaker,
  },
  {
    id: "mock03-rw-m2h-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from John Stuart Mill's 1859 essay *On Liberty*. Mill is speaking of adults in full possession of their faculties.\n\nIf either a public officer or anyone else saw a person attempting to cross a bridge that had been found to be unsafe, and there were no time to warn him of his danger, they might seize him and turn him back without any real infringement of his liberty; for liberty consists in doing what one desires, and he does not desire to fall into the river. But where there is not a certainty, only a danger of harm, no one but the person himself can judge whether his motive is sufficient to make the risk worth running. In such a case, therefore, a person who can be told of the danger ______",
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "ought only to be warned of it, not forcibly prevented from exposing himself to it.",
        correct: true,
        why: "Seizing the man was justified only because he did not know the danger and so was not doing what he desired. Where the harm is only a risk, the person alone can judge whether it is worth running, so once he has been warned, the choice must be left to him.",
      },
      {
        text: "may be seized and turned back, since no one truly desires to be harmed.",
        correct: false,
        why: "This applies the reasoning of the first case to the second. When harm is only a danger, not a certainty, an informed person may knowingly accept the risk, and the text says only he can judge whether it is worth running.",
      },
      {
        text: "should be stopped only by a public officer, not by a private citizen.",
        correct: false,
        why: "The text gives the same permission to “a public officer or anyone else”; who does the stopping is not what distinguishes the two cases.",
      },
      {
        text: "must accept the judgment of those who have examined the bridge.",
        correct: false,
        why: "This contradicts the text, which says that where there is only a danger, “no one but the person himself can judge” whether the risk is worth running.",
      },
    ],
    explanation:
      "The first case allows force because the man, unaware of the danger, is not doing what he desires. The second case differs in two ways: the harm is only possible, and the person alone can weigh it. When he can be told of the danger, telling him restores his informed choice, and Mill's reasoning then forbids forcing him: he should be warned, not stopped.",
    source: src.onLiberty,
  },

  // ================================================================ standard English conventions
  {
    id: "mock03-rw-m2h-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "Mary Wollstonecraft did not come to the subject of education as a stranger. The ideas about the schooling of girls that she set out in ______ drew on her earlier experience of running a small school with her sisters and of working as a governess in Ireland.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "1792",
        correct: true,
        why: "“The ideas... that she set out in 1792” is the subject, and “drew” is its verb. No punctuation belongs between a subject and its verb.",
      },
      {
        text: "1792,",
        correct: false,
        why: "A comma here would cut the subject off from its verb, “drew,” without any reason such as a following interrupting phrase.",
      },
      {
        text: "1792;",
        correct: false,
        why: "A semicolon must separate two independent clauses, but the words before it are only a subject with no verb of its own.",
      },
      {
        text: "1792:",
        correct: false,
        why: "A colon must follow an independent clause; here it would separate the subject from its verb.",
      },
    ],
    explanation:
      "The second sentence has a long subject, “The ideas about the schooling of girls that she set out in 1792,” followed by the verb “drew.” Nothing should separate them, so no punctuation is needed after “1792.”",
    source: src.vindication,
  },
  {
    id: "mock03-rw-m2h-16",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "Mary Wollstonecraft dedicated *A Vindication of the Rights of Woman* (1792) to the French statesman Charles-Maurice de Talleyrand, whose report on public education had proposed far less schooling for girls than for boys. Her dedication begins politely, saying that she read his report with great ______ she offers her book in order to persuade him to reconsider the subject.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "pleasure; however,",
        correct: true,
        why: "Both “Her dedication begins politely... with great pleasure” and “she offers her book...” are independent clauses. A semicolon joins them, and the conjunctive adverb “however” that begins the second clause is followed by a comma.",
      },
      {
        text: "pleasure, however,",
        correct: false,
        why: "“However” is not a conjunction, so a comma before it cannot join two independent clauses; this is a comma splice.",
      },
      {
        text: "pleasure; however",
        correct: false,
        why: "The semicolon is right, but a conjunctive adverb at the start of a clause must be set off by a comma, which is missing here.",
      },
      {
        text: "pleasure however,",
        correct: false,
        why: "With no punctuation after “pleasure,” the two independent clauses run together.",
      },
    ],
    explanation:
      "The text joins two independent clauses with the transition “however.” Because “however” is an adverb, not a conjunction, the clauses need a semicolon before it (or a period), and “however” itself takes a comma after it: “pleasure; however, she offers...”",
    source: src.vindication,
  },
  {
    id: "mock03-rw-m2h-17",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "Before he wrote *The Souls of Black Folk*, W. E. B. Du Bois had already built a remarkable academic record. He graduated from Fisk University in 1888, ______ a second bachelor's degree at Harvard University in 1890, and in 1895 became the first African American to receive a PhD from Harvard.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "earned",
        correct: true,
        why: "The sentence lists three things Du Bois did, each a past-tense verb with the same subject, “He”: graduated, earned, and became. “Earned” keeps the series parallel.",
      },
      {
        text: "earning",
        correct: false,
        why: "A participle breaks the series of past-tense verbs (“graduated... became”) and wrongly suggests that the Harvard degree came in the course of graduating from Fisk.",
      },
      {
        text: "having earned",
        correct: false,
        why: "This is not a finite verb, so it cannot stand as the second item in a series of the subject's actions; it also confuses the order of events.",
      },
      {
        text: "to earn",
        correct: false,
        why: "An infinitive would make the Harvard degree sound like the purpose of graduating from Fisk, and it breaks the parallel series of past-tense verbs.",
      },
    ],
    explanation:
      "The sentence is a series of three actions by the same subject, joined with commas and “and”: he graduated, earned, and became. Items in a series must share the same form, so the blank needs the past-tense verb “earned.”",
    source: src.souls,
  },
  {
    id: "mock03-rw-m2h-18",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "Anna Julia Cooper's book *A Voice from the South* (1892) is divided into two ______ “Soprano Obligato” and “Tutti ad Libitum”—each of which contains four essays. Both titles are borrowed from the vocabulary of music.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "parts—",
        correct: true,
        why: "The names of the two parts are an interruption set off by a pair of dashes; the second dash already follows “Tutti ad Libitum,” so the first must come after “parts.”",
      },
      {
        text: "parts,",
        correct: false,
        why: "An interrupting element must be set off by matching marks. A comma at the start and a dash at the end do not match.",
      },
      {
        text: "parts;",
        correct: false,
        why: "A semicolon must separate two independent clauses, but the words after it are only the names of the parts, not a clause.",
      },
      {
        text: "parts",
        correct: false,
        why: "With no mark after “parts,” the dash after “Tutti ad Libitum” has no partner, and the titles run straight into the main clause.",
      },
    ],
    explanation:
      "The titles “Soprano Obligato” and “Tutti ad Libitum” interrupt the sentence to name the two parts, and the writer has closed that interruption with a dash. Paired punctuation must match, so a dash is needed after “parts” as well.",
    source: src.voiceFromTheSouth,
  },
  {
    id: "mock03-rw-m2h-19",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "In *The Subjection of Women* (1869), John Stuart Mill argued that the legal subordination of one sex to the other was wrong in itself and one of the chief hindrances to human improvement. He called for ______ full legal equality with men, including the right to vote.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "women's",
        correct: true,
        why: "The equality belongs to women, so a possessive is needed. “Women” is already plural and does not end in s, so its possessive is formed by adding an apostrophe and s.",
      },
      {
        text: "womens'",
        correct: false,
        why: "“Womens” is not a word; the plural is “women,” so adding s before the apostrophe creates a nonexistent form.",
      },
      {
        text: "womens",
        correct: false,
        why: "This is neither the plural (“women”) nor a possessive; it is simply a misspelling.",
      },
      {
        text: "women",
        correct: false,
        why: "Without a possessive, “called for women full legal equality” does not say whose equality is meant, and the sentence becomes ungrammatical.",
      },
    ],
    explanation:
      "The blank must show that the legal equality belongs to women. For a plural noun that does not end in s, the possessive adds ’s: “women's full legal equality.”",
    source: src.subjection,
  },
  {
    id: "mock03-rw-m2h-20",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: "Samuel Johnson's great projects overlapped. By the time he began writing *The Rambler* in 1750, Johnson ______ on his *Dictionary of the English Language* for several years; the dictionary was finally published in 1755.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "had been working",
        correct: true,
        why: "The work on the dictionary began before another past event (beginning *The Rambler* in 1750) and continued up to it. The past perfect progressive, “had been working,” expresses exactly that.",
      },
      {
        text: "has been working",
        correct: false,
        why: "The present perfect connects an action to the present, but this sentence is set entirely in the past, fixed by “By the time he began... in 1750.”",
      },
      {
        text: "is working",
        correct: false,
        why: "The present tense clashes with the past-tense frame of the sentence (“began,” “was published”).",
      },
      {
        text: "will have been working",
        correct: false,
        why: "The future perfect places the action before some future moment, but both events in the sentence happened in the past.",
      },
    ],
    explanation:
      "“By the time he began” sets a past reference point, and the work on the dictionary had already gone on for years before it. An action completed or continuing up to a past moment takes the past perfect, here “had been working.”",
    source: src.rambler,
  },
  {
    id: "mock03-rw-m2h-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "Mary Ann Evans published seven novels under the pen name George Eliot, and critics have long noticed how much of her own life found its way into them. Her ______ draws especially heavily on memories of her childhood in the English Midlands.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "novel *The Mill on the Floss*",
        correct: true,
        why: "Eliot wrote seven novels, so the title is needed to tell the reader which one is meant. An essential (restrictive) title is not set off with commas.",
      },
      {
        text: "novel, *The Mill on the Floss*,",
        correct: false,
        why: "Commas would mark the title as extra information, as if “her novel” already identified the book. Because she wrote seven novels, the title is essential and must not be set off.",
      },
      {
        text: "novel, *The Mill on the Floss*",
        correct: false,
        why: "A single comma separates “novel” from the title that identifies it and treats the title as if it were nonessential, and nothing closes the supposed interruption.",
      },
      {
        text: "novel *The Mill on the Floss*,",
        correct: false,
        why: "A comma after the title would separate the subject, “Her novel *The Mill on the Floss*,” from its verb, “draws.”",
      },
    ],
    explanation:
      "Whether an appositive takes commas depends on whether it is needed to identify the noun. The first sentence says Eliot wrote seven novels, so “her novel” alone does not say which one; the title is restrictive and takes no commas, and no comma may separate the subject from “draws.”",
    source: src.millOnTheFloss,
  },
  {
    id: "mock03-rw-m2h-22",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "Anna Julia Cooper first delivered several of her essays as speeches before gathering them into a book. Among the essays collected in her *A Voice from the South* (1892) ______ “Womanhood a Vital Element in the Regeneration and Progress of a Race,” in which Cooper argues that the progress of Black Americans depends on the education and elevation of Black women.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "is",
        correct: true,
        why: "The sentence is inverted: the subject comes after the verb. That subject is a single essay, “Womanhood a Vital Element...,” so the verb must be singular. “Is” also matches the present tense of “argues.”",
      },
      {
        text: "are",
        correct: false,
        why: "This agrees with “essays,” which is the object of the preposition “Among,” not the subject. The true subject, the one essay named after the verb, is singular.",
      },
      {
        text: "were",
        correct: false,
        why: "This is plural, so it also mistakes “essays” for the subject; the subject is the single essay named after the blank.",
      },
      {
        text: "have been",
        correct: false,
        why: "This plural verb again agrees with “essays” instead of with the one essay that is the real subject of the inverted sentence.",
      },
    ],
    explanation:
      "When a sentence opens with a prepositional phrase (“Among the essays...”), the subject may follow the verb. Here the subject is the single essay “Womanhood a Vital Element in the Regeneration and Progress of a Race,” so the verb must be singular: “is.”",
    source: src.voiceFromTheSouth,
  },

  // ================================================================ expression of ideas
  {
    id: "mock03-rw-m2h-23",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: "Samuel Johnson's essays in *The Rambler* (1750–1752) range widely in subject. ______ one essay examines the novels that had recently become popular with readers, another the habit of putting off necessary work, and another the way the mind runs ahead to future hopes instead of resting in the present.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "For example,",
        correct: true,
        why: "The first sentence makes a general claim (the essays range widely), and the second gives specific essays on very different subjects. “For example” introduces illustrations of a general claim.",
      },
      {
        text: "However,",
        correct: false,
        why: "“However” signals a contrast, but the list of varied subjects agrees with the claim that the essays range widely.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "The essays on novels, delay, and hope are not a consequence of the essays' range; they are instances of it.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "Nothing is being contrasted; the second sentence illustrates the first.",
      },
    ],
    explanation:
      "The text moves from a general statement to particular cases that show it is true: essays on novels, on procrastination, and on hope. The transition that introduces such cases is “For example.”",
    source: src.rambler,
  },
  {
    id: "mock03-rw-m2h-24",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: "George Eliot's *Middlemarch* was first published not as a single volume but in eight parts, issued at intervals between December 1871 and December 1872. ______ its first readers had to wait many months to learn how the stories of Dorothea Brooke and the young doctor Tertius Lydgate would end.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "As a result,",
        correct: true,
        why: "Because the novel came out in parts over a full year, readers had to wait to learn its ending. The second sentence is a consequence of the first, which “As a result” signals.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "The long wait does not differ from or oppose serial publication; it follows from it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "Readers' waiting is not an example of the novel being issued in parts; it is an effect of that fact.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” would suggest that the wait happened despite serial publication, when in fact serial publication caused it.",
      },
    ],
    explanation:
      "The first sentence states a cause (publication in eight parts over a year), and the second states its effect (readers waited months for the ending). The logical transition is “As a result.”",
    source: src.middlemarch,
  },
  {
    id: "mock03-rw-m2h-25",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: "In *The Souls of Black Folk* (1903), W. E. B. Du Bois argued that Black Americans needed colleges and universities, not only the industrial schools championed by Booker T. Washington. ______ Anna Julia Cooper, as principal of the M Street High School in Washington, D.C., from 1902 to 1906, prepared many of her students for admission to leading colleges.",
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Similarly,",
        correct: true,
        why: "Du Bois argued for higher education for Black Americans, and Cooper worked toward the same end by preparing students for college. “Similarly” marks a second figure acting in the same spirit as the first.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "Cooper became principal in 1902, before the book appeared in 1903, so her work cannot be presented as a result of Du Bois's argument.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "Preparing students for leading colleges agrees with Du Bois's call for higher education; there is no opposition to mark.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” signals that something happens despite what came before, but nothing in Du Bois's argument would make Cooper's college preparation surprising.",
      },
    ],
    explanation:
      "The two sentences show two people committed to the same cause: Du Bois in argument, Cooper in practice. The transition that links parallel ideas is “Similarly,” and the dates rule out a cause-and-effect reading.",
    source: src.souls,
  },
  {
    id: "mock03-rw-m2h-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- William Hazlitt (1778–1830) was an English essayist and critic.\n- As a young man, he trained as a painter, studying with his older brother, John, a painter of miniature portraits.\n- He eventually gave up painting to become a writer.\n- In essays such as “On the Pleasure of Painting,” he drew on his own experience at the easel.\n- His essay collections include *Table-Talk* (1821–22) and *The Plain Speaker* (1826).",
      },
    ],
    stem: "The student wants to explain how Hazlitt's early training influenced his later writing. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Having trained as a painter before becoming a writer, Hazlitt drew on that experience in essays such as “On the Pleasure of Painting.”",
        correct: true,
        why: "This names the early training (painting) and shows its effect on the later writing (essays drawing on his experience at the easel), which is the link the goal asks for.",
      },
      {
        text: "Hazlitt studied painting with his older brother, John, before giving up painting to become a writer.",
        correct: false,
        why: "This describes the training and the change of career but never says the training affected what he wrote, so it does not show an influence.",
      },
      {
        text: "Hazlitt's essay collections include *Table-Talk* (1821–22) and *The Plain Speaker* (1826).",
        correct: false,
        why: "This names some of his writing but says nothing about his training as a painter.",
      },
      {
        text: "William Hazlitt, who lived from 1778 to 1830, was an English essayist and critic.",
        correct: false,
        why: "This is a general introduction to Hazlitt; it mentions neither his training nor any influence on his writing.",
      },
    ],
    explanation:
      "An influence needs two things joined: the earlier cause and the later effect. Only the choice that connects his training as a painter to essays that draw on that experience explains how the training shaped his writing.",
    source: src.tableTalk1,
  },
  {
    id: "mock03-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- Samuel Johnson wrote two series of short essays.\n- *The Rambler* (1750–1752) was issued twice a week as a publication of its own.\n- It ran to 208 numbers, nearly all of them written by Johnson.\n- *The Idler* (1758–1760) appeared once a week as part of a newspaper, the *Universal Chronicle*.\n- It ran to 103 numbers, most of them written by Johnson.\n- The *Idler* essays are generally shorter and lighter in tone than the *Rambler* essays.",
      },
    ],
    stem: "The student wants to emphasize a difference in how the two series reached their readers. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Whereas *The Rambler* was issued twice a week as a publication of its own, *The Idler* appeared once a week as part of a newspaper.",
        correct: true,
        why: "How a series reached readers means how often and in what form it was published. This choice contrasts both: twice a week and on its own for *The Rambler*, once a week inside a newspaper for *The Idler*.",
      },
      {
        text: "*The Rambler* ran to 208 numbers, about twice as many as the 103 numbers of *The Idler*.",
        correct: false,
        why: "This is a real difference, which makes it tempting, but it concerns how long each series ran, not how its essays were delivered to readers.",
      },
      {
        text: "The *Idler* essays are generally shorter and lighter in tone than the *Rambler* essays.",
        correct: false,
        why: "This is also a difference, but in the essays' length and tone, not in the way the series reached readers.",
      },
      {
        text: "Johnson wrote two series of short essays: *The Rambler*, from 1750 to 1752, and *The Idler*, from 1758 to 1760.",
        correct: false,
        why: "This gives the dates of each series but draws no contrast in how they were published.",
      },
    ],
    explanation:
      "Three choices state true differences between the series, so the goal's exact wording decides: the difference must be in how the series reached their readers. Only frequency and form of publication (a twice-weekly paper of its own versus a weekly spot in a newspaper) answer that.",
    source: src.ramblerIdler,
  },
];
