import type { AuthoredEnglishItem, PassageSource } from "../item-schema";

/**
 * English, hard: 45 reading and writing items (five per skill of the first three domains),
 * written over public-domain texts by Hawthorne, Henry James, George Eliot, Virginia Woolf,
 * W. E. B. Du Bois, Mary Wollstonecraft, John Stuart Mill, T. H. Huxley, William James,
 * Michael Faraday, Edith Wharton and Zora Neale Hurston. Quantitative items carry original,
 * invented data, described as such.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author,
  work,
  year,
  edition,
  licence: "public-domain",
  adapted: true,
});

/** The works the passages come from. */
const src = {
  /** Invented data for the quantitative items, described as such in their passages. */
  original: {
    author: "Unibridge",
    work: "Original passage written for Unibridge practice",
    year: 2026,
    edition: "Unibridge SAT practice bank, 2026",
    licence: "CC BY 4.0",
    adapted: false,
  } satisfies PassageSource,
  millLiberty: pd("John Stuart Mill", "On Liberty", 1859, "John W. Parker and Son, London, 1859"),
  millAutobiography: pd("John Stuart Mill", "Autobiography", 1873, "Longmans, Green, Reader, and Dyer, London, 1873"),
  millUtilitarianism: pd("John Stuart Mill", "Utilitarianism", 1861, "Fraser's Magazine, 1861; Parker, Son, and Bourn, London, 1863"),
  woolfRoom: pd("Virginia Woolf", "A Room of One's Own", 1929, "Hogarth Press, London, 1929"),
  woolfCommonReader: pd("Virginia Woolf", "Modern Fiction, in The Common Reader", 1925, "Hogarth Press, London, 1925"),
  eliotMiddlemarch: pd("George Eliot", "Middlemarch", 1871, "William Blackwood and Sons, Edinburgh and London, 1871-72, in eight parts"),
  eliotAdamBede: pd("George Eliot", "Adam Bede", 1859, "William Blackwood and Sons, Edinburgh and London, 1859"),
  eliotSilasMarner: pd("George Eliot", "Silas Marner", 1861, "William Blackwood and Sons, Edinburgh and London, 1861"),
  jamesPrinciples: pd("William James", "The Principles of Psychology", 1890, "Henry Holt and Company, New York, 1890"),
  jamesPragmatism: pd("William James", "Pragmatism", 1907, "Longmans, Green, and Co., New York, 1907"),
  jamesMoralEquivalent: pd(
    "William James",
    "The Moral Equivalent of War",
    1910,
    "International Conciliation, no. 27, American Association for International Conciliation, New York, 1910",
  ),
  hawthorneScarlet: pd("Nathaniel Hawthorne", "The Scarlet Letter", 1850, "Ticknor, Reed, and Fields, Boston, 1850"),
  hawthorneGables: pd("Nathaniel Hawthorne", "The House of the Seven Gables, Preface", 1851, "Ticknor, Reed, and Fields, Boston, 1851"),
  hawthorneBirthMark: pd("Nathaniel Hawthorne", "The Birth-Mark", 1843, "Mosses from an Old Manse, Wiley and Putnam, New York, 1846"),
  duBoisSouls: pd("W. E. B. Du Bois", "The Souls of Black Folk", 1903, "A. C. McClurg and Co., Chicago, 1903"),
  wollstonecraftVindication: pd("Mary Wollstonecraft", "A Vindication of the Rights of Woman", 1792, "J. Johnson, London, 1792"),
  faradayCandle: pd("Michael Faraday", "The Chemical History of a Candle", 1861, "ed. William Crookes, Griffin, Bohn, and Co., London, 1861"),
  hurstonColored: pd("Zora Neale Hurston", "How It Feels to Be Colored Me", 1928, "The World Tomorrow, New York, May 1928"),
  huxleyChalk: pd("Thomas Henry Huxley", "On a Piece of Chalk", 1868, "Macmillan's Magazine, 1868; Lay Sermons, Addresses, and Reviews, Macmillan and Co., London, 1870"),
  huxleyLiberalEducation: pd(
    "Thomas Henry Huxley",
    "A Liberal Education; and Where to Find It",
    1868,
    "Macmillan's Magazine, 1868; Lay Sermons, Addresses, and Reviews, Macmillan and Co., London, 1870",
  ),
  huxleyOrganicNature: pd("Thomas Henry Huxley", "On Our Knowledge of the Causes of the Phenomena of Organic Nature", 1863, "Robert Hardwicke, London, 1863"),
  whartonEthanFrome: pd("Edith Wharton", "Ethan Frome", 1911, "Charles Scribner's Sons, New York, 1911"),
  whartonAgeOfInnocence: pd("Edith Wharton", "The Age of Innocence", 1920, "D. Appleton and Company, New York, 1920"),
  henryJamesArtOfFiction: pd("Henry James", "The Art of Fiction", 1884, "Longman's Magazine, September 1884; Partial Portraits, Macmillan and Co., London, 1888"),
  henryJamesPortrait: pd("Henry James", "The Portrait of a Lady", 1881, "Macmillan and Co., London, 1881"),
};

export const hardItems: AuthoredEnglishItem[] = [
  // ---------------------------------------------------------------- central ideas and details
  {
    id: "eng-hard-001",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from John Stuart Mill's 1859 essay *On Liberty*.\n\nThe tyranny of the majority is still commonly feared chiefly as it operates through the acts of public authorities. But reflecting persons perceived that when society is itself the tyrant—society collectively, over the separate individuals who compose it—its means of tyrannizing are not restricted to the acts done by its officials. Society can and does execute its own mandates; and if it issues wrong mandates, it practises a social tyranny more formidable than many kinds of political oppression, since, though not usually upheld by such extreme penalties, it leaves fewer means of escape, penetrating much more deeply into the details of life, and enslaving the soul itself. Protection against the tyranny of the magistrate is therefore not enough: there must be protection also against the tyranny of prevailing opinion and feeling.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Because a society's prevailing opinions can control individuals more thoroughly than its laws do, guarding against abuses of government power alone cannot secure individual freedom.",
        correct: true,
        why: "Mill argues that social pressure 'leaves fewer means of escape' and reaches 'the soul itself', and he concludes that protection against the magistrate 'is therefore not enough': protection is also needed against prevailing opinion. This choice captures both the comparison and the conclusion.",
      },
      {
        text: "Social pressure is less dangerous than political oppression, since it is rarely enforced by severe penalties.",
        correct: false,
        why: "This takes Mill's concession ('though not usually upheld by such extreme penalties') as his conclusion. He grants the point only to argue that social tyranny is nonetheless 'more formidable' than many kinds of political oppression.",
      },
      {
        text: "Thoughtful observers have come to see public officials as the main instruments through which a majority oppresses individuals.",
        correct: false,
        why: "This reverses the text. The view that majority tyranny works through public authorities is the common one Mill describes at the start; the 'reflecting persons' saw that society's means of tyranny are 'not restricted' to officials.",
      },
      {
        text: "The surest remedy for social tyranny is to strengthen the officials who enforce society's mandates.",
        correct: false,
        why: "Mill proposes no such remedy. Social tyranny, in his account, works without officials, and the protection he calls for is against prevailing opinion, not a strengthening of the magistrate's power.",
      },
    ],
    explanation: "The text moves from the familiar fear of tyranny through government to the claim that society's own mandates can be worse, because they penetrate private life and leave no escape. Its point is the final sentence: legal and political protections are necessary but not sufficient, since individuals must also be protected against the pressure of prevailing opinion.",
    source: src.millLiberty,
  },
  {
    id: "eng-hard-002",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Virginia Woolf's 1929 book *A Room of One's Own*.\n\nWomen have served all these centuries as looking-glasses possessing the magic and delicious power of reflecting the figure of man at twice its natural size. Mirrors are essential to all violent and heroic action. That is why Napoleon and Mussolini both insist so emphatically upon the inferiority of women, for if they were not inferior, they would cease to enlarge. And it serves to explain how restless men are under a woman's criticism; how impossible it is for her to say to them this book is bad, this picture is feeble, without giving far more pain and rousing far more anger than a man would do who gave the same criticism. For if she begins to tell the truth, the figure in the looking-glass shrinks.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Men's self-confidence has depended partly on women reflecting them as larger than they are, which helps explain both insistence on women's inferiority and the resentment women's honest judgments provoke.",
        correct: true,
        why: "The looking-glass image is the text's organizing idea: women enlarge men's image of themselves. Woolf uses it to explain two things, why some men insist that women are inferior ('they would cease to enlarge') and why a woman's criticism wounds more ('the figure in the looking-glass shrinks'). This choice states the image and both consequences.",
      },
      {
        text: "Women's criticism of men's work has usually been harsher than the criticism men direct at one another.",
        correct: false,
        why: "Woolf stresses that a woman causes more pain than a man who gave 'the same criticism'. The difference lies in who speaks, not in how harsh the judgment is, so this choice misreads the comparison.",
      },
      {
        text: "Political leaders such as Napoleon and Mussolini depended unusually heavily on the admiration of the women closest to them.",
        correct: false,
        why: "The two leaders are examples of a general pattern, cited because they insist on women's inferiority. The text says nothing about the women in their own lives, and the examples are not its main point.",
      },
      {
        text: "Violent and heroic actions have been carried out mainly by women, although men have received the credit for them.",
        correct: false,
        why: "Woolf says mirrors (women's flattering reflection) are essential to such actions, not that women performed them. This choice turns a claim about men's inflated self-image into an unsupported claim about who did the deeds.",
      },
    ],
    explanation: "Woolf's extended metaphor casts women as mirrors that show men at twice their size. The rest of the text draws out what follows from that: men who need the enlarged image insist on women's inferiority, and a woman's truthful criticism threatens the image, which is why it provokes more anger than the same words from a man.",
    source: src.woolfRoom,
  },
  {
    id: "eng-hard-003",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from the final pages of George Eliot's novel *Middlemarch*, which describe the later life of its heroine, Dorothea.\n\nHer finely touched spirit had still its fine issues, though they were not widely visible. Her full nature, like that river of which Cyrus broke the strength, spent itself in channels which had no great name on the earth. But the effect of her being on those around her was incalculably diffusive: for the growing good of the world is partly dependent on unhistoric acts; and that things are not so ill with you and me as they might have been is half owing to the number who lived faithfully a hidden life, and rest in unvisited tombs.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Although Dorothea's life did not win public renown, her influence, like that of many obscure people, contributed in a real way to the well-being of others.",
        correct: true,
        why: "The text concedes that Dorothea's energies flowed into 'channels which had no great name' but insists, after 'But', that her effect on others was 'incalculably diffusive', and it generalizes: the world's good depends partly on 'unhistoric acts' by people who 'lived faithfully a hidden life'. This choice keeps both the concession and the claim.",
      },
      {
        text: "Dorothea came to regret that her abilities had never been recognized by the wider world.",
        correct: false,
        why: "The text describes Dorothea's lack of fame but attributes no regret to her; the narrator's emphasis falls on the value of her hidden influence, not on any disappointment she felt.",
      },
      {
        text: "Circumstances prevented Dorothea from accomplishing anything of lasting value, so her great gifts were wasted.",
        correct: false,
        why: "This stops at the concession. The text's turn ('But the effect of her being...') rejects the idea that her life was wasted, describing its effect as immeasurably widespread.",
      },
      {
        text: "Histories should be rewritten to give proper credit to ordinary people whose graves are no longer visited.",
        correct: false,
        why: "The narrator observes that much good comes from unrecorded lives but makes no proposal about how history should be written; this choice turns an observation into a recommendation the text does not make.",
      },
    ],
    explanation: "The river image and the phrase 'no great name on the earth' establish that Dorothea's life was unremarkable in public terms. The key sentence turns on 'But': her influence spread widely among those around her, and the narrator broadens this into a claim that the world's improvement depends partly on such unhistoric lives.",
    source: src.eliotMiddlemarch,
  },
  {
    id: "eng-hard-004",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from William James's 1890 book *The Principles of Psychology*.\n\nHabit is the enormous fly-wheel of society, its most precious conservative agent. It alone is what keeps us all within the bounds of ordinance, and saves the children of fortune from the envious uprisings of the poor. It alone prevents the hardest and most repulsive walks of life from being deserted by those brought up to tread therein. It keeps the fisherman and the deck-hand at sea through the winter; it holds the miner in his darkness. It dooms us all to fight out the battle of life upon the lines of our nurture or our early choice, and to make the best of a pursuit that disagrees, because there is no other for which we are fitted, and it is too late to begin again.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Habit preserves the existing order of society by keeping people in the ways of life they were raised in or first chose, even when those ways are hard or unsuited to them.",
        correct: true,
        why: "Every example in the text shows habit holding people in place: in 'the bounds of ordinance', in 'the hardest and most repulsive walks of life', in 'a pursuit that disagrees'. The opening calls habit society's 'conservative agent', meaning the force that conserves its order, and this choice states that function.",
      },
      {
        text: "Habit allows people to leave difficult occupations, because it makes new pursuits easier to learn.",
        correct: false,
        why: "This is the opposite of James's claim. Habit 'prevents' hard walks of life from being deserted and makes it 'too late to begin again'.",
      },
      {
        text: "Fishermen, deck-hands, and miners generally prefer their demanding work to other kinds of labour.",
        correct: false,
        why: "James says these workers stay because habit 'holds' them there and leaves them no other pursuit 'for which we are fitted'; he says nothing of preference and implies that many of them make 'the best of a pursuit that disagrees'.",
      },
      {
        text: "The poor remain in hard occupations chiefly because the wealthy use their power to keep them there.",
        correct: false,
        why: "The text credits habit, not the deliberate use of power, with keeping people in their stations; it even says habit 'saves' the fortunate from uprisings, which means the fortunate are not doing the holding.",
      },
    ],
    explanation: "James's examples (fishermen, deck-hands, miners, and 'us all') are variations on one claim: habit keeps people within the lives their upbringing or early choices set for them, and in doing so keeps society stable. 'Conservative' here means preserving, which is why he calls habit society's fly-wheel.",
    source: src.jamesPrinciples,
  },
  {
    id: "eng-hard-005",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Nathaniel Hawthorne's 1850 novel *The Scarlet Letter*. Hester Prynne has been condemned by her Puritan town to wear a scarlet A as a mark of shame.\n\nIt is to the credit of human nature that, except where its selfishness is brought into play, it loves more readily than it hates. Hatred, by a gradual and quiet process, will even be transformed to love, unless the change be impeded by a continually new irritation of the original feeling of hostility. In this matter of Hester Prynne there was neither irritation nor irksomeness. She never battled with the public, but submitted uncomplainingly to its worst usage. Such helpfulness was found in her—so much power to do, and power to sympathize—that many people refused to interpret the scarlet A by its original signification. They said that it meant Able; so strong was Hester Prynne.",
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Because Hester endured her punishment without complaint and proved helpful to others, the community's hostility gradually softened, until many people gave her letter a new and admiring meaning.",
        correct: true,
        why: "The text offers a general principle (hatred turns to love unless constantly renewed), applies it to Hester (she caused 'neither irritation nor irksomeness' and was helpful), and reports the result: people read the A as 'Able'. This choice follows that whole chain.",
      },
      {
        text: "Hester changed the design of her scarlet letter so that the townspeople would read it as a symbol of ability.",
        correct: false,
        why: "Hester does nothing to the letter. It is 'many people' who 'refused to interpret' it by its original meaning, so the new meaning comes from the community, not from her.",
      },
      {
        text: "Because human nature is fundamentally selfish, the community's hatred of Hester could never fully disappear.",
        correct: false,
        why: "The narrator says the opposite: human nature 'loves more readily than it hates', and selfishness is named only as an exception. The text then describes hostility giving way.",
      },
      {
        text: "Hester won the community's respect by openly challenging the judgment that had been passed on her.",
        correct: false,
        why: "The text states that Hester 'never battled with the public' but 'submitted uncomplainingly'. Her quiet submission, not defiance, is what allowed hostility to fade.",
      },
    ],
    explanation: "Hawthorne begins with a general observation about how hatred fades when nothing renews it, then shows the observation at work: Hester's uncomplaining conduct and her usefulness to others let the town's hostility dissolve, to the point that the letter meant to shame her was reinterpreted as 'Able'.",
    source: src.hawthorneScarlet,
  },
  // ---------------------------------------------------------------- command of evidence (textual)
  {
    id: "eng-hard-006",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: "In *The Souls of Black Folk* (1903), W. E. B. Du Bois describes the “Veil” of the color line, which separates Black and white Americans and denies Black Americans recognition. Yet Du Bois also suggests that the life of the mind offers a realm the Veil cannot close off: in the company of the great writers of the past, he is received without the contempt he meets in the society around him.",
      },
    ],
    stem: "Which quotation from *The Souls of Black Folk* most effectively illustrates the claim?",
    choices: [
      {
        text: "“I sit with Shakespeare and he winces not. Across the color line I move arm in arm with Balzac and Dumas, where smiling men and welcoming women glide in gilded halls.”",
        correct: true,
        why: "Here Du Bois is in the company of great writers (Shakespeare, Balzac, Dumas), and he is received without recoil ('he winces not', 'welcoming'), crossing 'the color line' as he does so. This matches both parts of the claim: a realm of the mind, and acceptance there.",
      },
      {
        text: "“The problem of the Twentieth Century is the problem of the color-line.”",
        correct: false,
        why: "This names the color line, which makes it tempting, but it only states how large the problem is. It says nothing about a realm of thought where the Veil does not reach.",
      },
      {
        text: "“Between me and the other world there is ever an unasked question: ... How does it feel to be a problem?”",
        correct: false,
        why: "This shows the separation the Veil creates, the first half of the context, but not the claim itself, which is that literature and thought offer an escape from that separation.",
      },
      {
        text: "“Herein lie buried many things which if read with patience may show the strange meaning of being black here at the dawning of the Twentieth Century.”",
        correct: false,
        why: "This describes the purpose of the book and invites patient reading; it does not show Du Bois finding acceptance among the writers and thinkers of the past.",
      },
    ],
    explanation: "The claim has a specific shape: there is a realm of the mind, peopled by the great writers of the past, where Du Bois is not met with contempt. Only the quotation about sitting with Shakespeare and moving 'across the color line' with Balzac and Dumas shows him in that company and welcomed; the others concern the color line or the book in general.",
    source: src.duBoisSouls,
  },
  {
    id: "eng-hard-007",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: "In *On Liberty* (1859), John Stuart Mill argues that free discussion benefits even those whose beliefs happen to be correct. A person who has never seriously considered the objections to an opinion, Mill contends, cannot fully understand that opinion or the grounds for holding it, however true the opinion may be.",
      },
    ],
    stem: "Which quotation from *On Liberty* most effectively illustrates the claim?",
    choices: [
      {
        text: "“He who knows only his own side of the case, knows little of that.”",
        correct: true,
        why: "The sentence says that a person who has not met the other side understands even his own side poorly. That is exactly the claim: someone holding a correct opinion still fails to understand it without having weighed the objections.",
      },
      {
        text: "“If all mankind minus one, were of one opinion, and only one person were of the contrary opinion, mankind would be no more justified in silencing that one person, than he, if he had the power, would be justified in silencing mankind.”",
        correct: false,
        why: "This is Mill's famous defense of free discussion, which makes it a close distractor, but it concerns the wrong of silencing a dissenter. It does not address how well the majority understands its own opinion.",
      },
      {
        text: "“Over himself, over his own body and mind, the individual is sovereign.”",
        correct: false,
        why: "This states Mill's principle of individual sovereignty. It concerns the limits of others' authority over a person, not the understanding that comes from confronting objections.",
      },
      {
        text: "“In proportion to the development of his individuality, each person becomes more valuable to himself, and is therefore capable of being more valuable to others.”",
        correct: false,
        why: "This praises the development of individuality; it does not mention opinions, objections, or the understanding of one's own beliefs.",
      },
    ],
    explanation: "The claim concerns the believer's own understanding: even a true opinion is poorly grasped by someone who knows none of the arguments against it. The quotation saying that he who knows only his own side 'knows little of that' states this directly. The others defend free speech, individual sovereignty, or individuality in general.",
    source: src.millLiberty,
  },
  {
    id: "eng-hard-008",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: "In *A Vindication of the Rights of Woman* (1792), Mary Wollstonecraft argues that women's preoccupation with their appearance is not a natural trait but a lesson drilled into them from early childhood, and that this lesson, far from giving women power, confines them.",
      },
    ],
    stem: "Which quotation from *A Vindication of the Rights of Woman* most effectively illustrates the claim?",
    choices: [
      {
        text: "“Taught from their infancy that beauty is woman's sceptre, the mind shapes itself to the body, and, roaming round its gilt cage, only seeks to adorn its prison.”",
        correct: true,
        why: "Each part of the claim is here: the lesson comes 'from their infancy', it concerns appearance ('beauty'), and the promised power (a 'sceptre') turns out to be confinement (a 'gilt cage', a 'prison').",
      },
      {
        text: "“I do not wish them to have power over men; but over themselves.”",
        correct: false,
        why: "This states the kind of power Wollstonecraft wants for women. It mentions neither appearance nor childhood teaching, so it does not show that a concern with looks is learned and confining.",
      },
      {
        text: "“It is time to effect a revolution in female manners—time to restore to them their lost dignity.”",
        correct: false,
        why: "This calls for reform and implies something has gone wrong, but it does not identify early lessons about beauty as the cause or show that such lessons confine women.",
      },
      {
        text: "“Strengthen the female mind by enlarging it, and there will be an end to blind obedience.”",
        correct: false,
        why: "This links a better-educated mind to independence, which is close to Wollstonecraft's larger argument, but it says nothing about appearance or about what girls are taught in infancy.",
      },
    ],
    explanation: "The claim has three parts: a preoccupation with appearance, learned from early childhood, and confining rather than empowering. Only the 'gilt cage' sentence covers all three. The other quotations concern women's power, a reform of manners, or the strengthening of the mind.",
    source: src.wollstonecraftVindication,
  },
  {
    id: "eng-hard-009",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: "In *The Chemical History of a Candle* (1861), Michael Faraday explains why a burning candle forms a shallow cup of melted fuel at its top. The flame melts the wax directly beneath it, he says, but the heat of the flame also sets up a current of air that rises along the candle's sides. This current cools the outer edge of the wax and keeps it solid, so the rim stands higher than the melted center and holds the liquid in place.",
      },
    ],
    stem: "Which finding, if true, would most directly support Faraday's explanation?",
    choices: [
      {
        text: "When a candle is burned in an enclosure whose air is kept only slightly below the wax's melting point, its rim softens and melted wax runs down the candle's sides.",
        correct: true,
        why: "If the rim stays solid because rising air cools it, then air too warm to cool the rim should make the cup fail. This finding shows exactly that, so it directly supports the cooling mechanism Faraday proposes.",
      },
      {
        text: "Candles burned in very cold rooms spill melted wax over their rims just as often as candles burned in warm rooms.",
        correct: false,
        why: "If cooling by the surrounding air keeps the rim solid, colder air should make spills rarer. A finding that air temperature makes no difference would weaken Faraday's explanation, not support it.",
      },
      {
        text: "Before it burns, the melted wax in a candle's cup rises into the wick.",
        correct: false,
        why: "This describes what happens to the fuel after the cup has formed. It is consistent with Faraday's account of a candle, but it says nothing about why the rim stays solid, which is the explanation in question.",
      },
      {
        text: "A candle with a thick wick produces a larger flame than an otherwise identical candle with a thin wick.",
        correct: false,
        why: "The size of the flame has no bearing on whether a rising current of air cools the candle's edge; this finding is irrelevant to the explanation.",
      },
    ],
    explanation: "Faraday's explanation has one testable link: the rising air keeps the rim cool and therefore solid. Evidence that the cup fails when the surrounding air cannot cool the rim supports that link directly. Evidence that air temperature makes no difference would undercut it, and facts about the wick or the flame's size do not bear on it.",
    source: src.faradayCandle,
  },
  {
    id: "eng-hard-010",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: "In her 1928 essay “How It Feels to Be Colored Me,” Zora Neale Hurston presents her sense of racial identity not as a fixed, constant condition but as something that grows sharper or fainter depending on the setting in which she finds herself.",
      },
    ],
    stem: "Which quotation from the essay most effectively illustrates the claim?",
    choices: [
      {
        text: "“I feel most colored when I am thrown against a sharp white background.”",
        correct: true,
        why: "'Most' means the feeling comes in degrees, and 'when I am thrown against a sharp white background' ties its strength to her surroundings. That is the claim: a sense of identity that varies with setting rather than staying fixed.",
      },
      {
        text: "“I remember the very day that I became colored.”",
        correct: false,
        why: "This marks a single turning point, a day after which she 'became' colored. A one-time change does not show the sense of identity rising and falling from one setting to another.",
      },
      {
        text: "“I have no separate feeling about being an American citizen and colored.”",
        correct: false,
        why: "This concerns how two parts of her identity relate to each other, saying she does not experience them separately. It does not show that her awareness of race changes with her surroundings.",
      },
      {
        text: "“Slavery is sixty years in the past. The operation was successful and the patient is doing well, thank you.”",
        correct: false,
        why: "This expresses her refusal to dwell on history. It concerns her attitude toward the past, not a sense of identity that sharpens or fades from one setting to another.",
      },
    ],
    explanation: "The claim is about variation tied to setting. 'I feel most colored when I am thrown against a sharp white background' expresses both the variation ('most') and its dependence on surroundings. The quotation about the day she 'became' colored describes one lasting change, and the others concern her view of history or of her dual identity.",
    source: src.hurstonColored,
  },
  // ---------------------------------------------------------------- inferences
  {
    id: "eng-hard-011",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: "In his 1868 lecture “On a Piece of Chalk,” the naturalist Thomas Henry Huxley explained that a thin slice of chalk, examined under a microscope, proves to be made up largely of minute shells, most of them belonging to the tiny creatures called *Globigerinae*. Some years earlier, when the floor of the North Atlantic was sounded in preparation for laying the telegraph cable, the mud brought up from depths of thousands of feet was found to consist in great part of the very same kind of shells. Because the chalk and this deep-sea mud so closely agree in their composition, Huxley reasoned that the chalk beneath the English countryside ______",
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "was itself once mud that accumulated on the floor of a deep sea.",
        correct: true,
        why: "The text sets up an argument from likeness: chalk and the mud now forming on the deep-sea floor are made of the same shells. The natural conclusion is that chalk formed the same way, as deep-sea mud, so the land where it lies was once under the sea.",
      },
      {
        text: "was carried from the floor of the Atlantic to England when the telegraph cable was laid.",
        correct: false,
        why: "The cable survey is how the deep-sea mud was discovered, not how chalk reached England. Taking the two as cause and effect confuses the source of the evidence with the conclusion drawn from it.",
      },
      {
        text: "contains fewer Globigerinae shells than the mud now forming on the Atlantic floor.",
        correct: false,
        why: "The text stresses how closely the two materials 'agree' and never compares the number of shells in each. A difference in quantity is neither stated nor implied, and it would not follow from their similarity.",
      },
      {
        text: "must have formed more recently than the mud now collecting on the Atlantic floor.",
        correct: false,
        why: "Nothing in the text concerns the relative ages of the two deposits; the reasoning rests only on their shared composition, and chalk buried under the countryside is, if anything, the older of the two.",
      },
    ],
    explanation: "The text pairs two observations (chalk is made of tiny shells; deep-sea mud is made of the same shells) and signals a conclusion with 'Because ... so closely agree'. What follows from such a match is that chalk had the same origin as the mud: it was once a deposit on the bed of a deep sea.",
    source: src.huxleyChalk,
  },
  {
    id: "eng-hard-012",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from William James's 1907 book *Pragmatism*.\n\nOn a camping trip I once found my companions in a ferocious dispute. A squirrel, they supposed, clings to one side of a tree-trunk, while a man stands on the opposite side. The man runs round the tree, but the squirrel moves as fast in the opposite direction, always keeping the tree between them. Does the man go round the squirrel? He goes round the tree, sure enough, and the squirrel is on the tree; but does he go round the squirrel? If “going round” means passing from north of the squirrel to east, south, and west of it, he plainly does. If it means being first in front of the squirrel, then to its right, then behind it, he plainly does not. Once this distinction is made, I told them, the disputants ______",
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "are each right according to the meaning of “going round” that he or she has in mind.",
        correct: true,
        why: "The text shows that the answer depends on which sense of 'going round' is meant: by one sense the man plainly does, by the other he plainly does not. Once the senses are separated, each side turns out to be right in its own sense, which is what this choice says.",
      },
      {
        text: "can settle the question only by watching real squirrels more closely.",
        correct: false,
        why: "The facts of the case are already agreed: the man circles the tree and the squirrel keeps the trunk between them. What divides the disputants is a word, not a missing observation.",
      },
      {
        text: "have reached a disagreement that no distinction could ever resolve.",
        correct: false,
        why: "This contradicts the text's logic. Drawing the distinction between the two meanings is precisely what dissolves the dispute.",
      },
      {
        text: "are mistaken in supposing that the man goes round the tree at all.",
        correct: false,
        why: "The text grants that the man 'goes round the tree, sure enough'; the only open question is whether he goes round the squirrel.",
      },
    ],
    explanation: "James lays out two meanings of 'going round' and shows that the man plainly does go round in one sense and plainly does not in the other. The logical completion is that, once the meanings are distinguished, the dispute dissolves: each party is right about the sense he or she intended.",
    source: src.jamesPragmatism,
  },
  {
    id: "eng-hard-013",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: "In one of the lectures published as *The Chemical History of a Candle* (1861), Michael Faraday blows out a candle and shows that a thin stream of vapour keeps rising from the hot wick. When he brings a lighted taper into this stream a short distance above the wick, without touching the wick itself, a flame runs down through the vapour and the candle is burning again. In another demonstration he places one end of a narrow glass tube in the dark middle of a flame: a vapour travels along the tube and can be lit at its far end, away from the candle altogether. Taken together, these demonstrations suggest that ______",
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "the fuel of a candle burns only after it has been turned into vapour.",
        correct: true,
        why: "In both demonstrations flame appears wherever the vapour is, even in the air above the wick or at the far end of a tube, away from any solid or liquid wax. That points to vapour as the form in which the fuel actually burns.",
      },
      {
        text: "the dark middle of a candle flame is its hottest part.",
        correct: false,
        why: "The tube demonstration shows that the dark middle contains unburned vapour, which fits it being cooler rather than hotter. Nothing in the text measures or compares the temperatures of parts of the flame.",
      },
      {
        text: "the wick, rather than the wax, is the candle's real fuel.",
        correct: false,
        why: "In the first demonstration the flame is relit 'without touching the wick', and in the second a flame burns far from any wick. Both point away from the wick and toward the vapour of the wax.",
      },
      {
        text: "a candle cannot be relit once its wick has completely cooled.",
        correct: false,
        why: "The text describes relighting a candle while its wick is still hot and giving off vapour; it says nothing about what happens once the wick has cooled, so this goes beyond the evidence.",
      },
    ],
    explanation: "Both demonstrations separate the flame from the solid candle and its wick: the taper relights the candle through the rising vapour, and vapour drawn off by a tube burns at a distance. The conclusion they jointly support is that what burns in a candle is its fuel in the form of vapour.",
    source: src.faradayCandle,
  },
  {
    id: "eng-hard-014",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from John Stuart Mill's *Autobiography* (1873), describing his recovery from a mental crisis in early adulthood.\n\nI never wavered in the conviction that happiness is the test of all rules of conduct, and the end of life. But I now thought that this end was only to be attained by not making it the direct end. Those only are happy, I thought, who have their minds fixed on some object other than their own happiness: on the happiness of others, on the improvement of mankind. Aiming thus at something else, they find happiness by the way. The enjoyments of life are sufficient to make it a pleasant thing when they are taken in passing, without being made a principal object. It followed that a person who continually examined his own feelings to judge how happy he was would ______",
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "tend to diminish the very happiness he was trying to measure.",
        correct: true,
        why: "Mill holds that happiness comes only when it is 'not the direct end' and enjoyments are 'taken in passing'. Constantly checking one's own happiness makes it the principal object of attention, so on Mill's view it would undermine that happiness.",
      },
      {
        text: "eventually find the happiness he sought if he persisted long enough.",
        correct: false,
        why: "This contradicts Mill's central claim. Persisting in aiming at one's own happiness is exactly the strategy he says cannot attain it.",
      },
      {
        text: "be devoting himself to the happiness of others rather than his own.",
        correct: false,
        why: "A person absorbed in examining his own feelings has his mind fixed on his own happiness, the opposite of the outward-directed aims Mill recommends.",
      },
      {
        text: "have abandoned the belief that happiness is the end of life.",
        correct: false,
        why: "Such a person is, if anything, treating happiness as his immediate goal. Mill says he himself never abandoned the belief that happiness is life's end; his point concerns how it is reached, not whether it is worth reaching.",
      },
    ],
    explanation: "Mill distinguishes the end (happiness) from the way to reach it (aiming at something else and taking enjoyment 'in passing'). A person who keeps examining his own happiness makes it his direct object, and by Mill's reasoning that very attention would erode it.",
    source: src.millAutobiography,
  },
  {
    id: "eng-hard-015",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: "In a well-known chapter of George Eliot's novel *Adam Bede* (1859), the narrator pauses the story to explain her aims. She intends to tell her simple story without trying to make things seem better than they were, since falsehood is easy and truth is difficult. She praises Dutch paintings, which “lofty-minded people despise,” for their faithful pictures of monotonous, homely lives, a lot shared by far more people than lives of pomp or of world-stirring actions. Given these commitments, the narrator would most likely object to a novel that ______",
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "portrayed humble villagers as more refined and heroic than such people really are, in order to flatter its readers' tastes.",
        correct: true,
        why: "The narrator's first commitment is to avoid making things 'seem better than they were'. A novel that idealizes ordinary people to please readers does exactly what she refuses to do, so she would object to it.",
      },
      {
        text: "devoted many pages to the ordinary routines of a farming household.",
        correct: false,
        why: "This is the kind of subject the narrator admires in Dutch paintings, faithful pictures of 'monotonous, homely' life, so she would welcome such a novel rather than object to it.",
      },
      {
        text: "included any characters whose lives involved wealth or public importance.",
        correct: false,
        why: "This overstates her position. She notes that humble lives are more common than lives of 'pomp' and deserve faithful treatment, but she never says that wealthy or important characters must be excluded.",
      },
      {
        text: "admitted that its author had found it hard to represent people truthfully.",
        correct: false,
        why: "The narrator herself says that truth is difficult, so an author who admitted as much would be agreeing with her, not giving her a reason to object.",
      },
    ],
    explanation: "The narrator commits herself to truthfulness over flattering improvement and values faithful pictures of ordinary life. What she would object to, then, is a novel that makes common people grander than they are to gratify readers. Novels about ordinary routines, or authors who admit that truth is hard, fit her principles, and she never rules out characters of high station.",
    source: src.eliotAdamBede,
  },
  // ---------------------------------------------------------------- words in context
  {
    id: "eng-hard-016",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Nathaniel Hawthorne's preface to his 1851 novel *The House of the Seven Gables*.\n\nWhen a writer calls his work a Romance, he wishes to claim a certain latitude, both as to its fashion and material, which he would not have felt himself entitled to assume had he professed to be writing a Novel. The latter form of composition is presumed to aim at a very minute fidelity, not merely to the possible, but to the probable and ordinary course of human experience. The former, while it must rigidly subject itself to laws, and while it sins unpardonably so far as it may swerve aside from the truth of the human heart, has fairly a right to present that truth under circumstances, to a great extent, of the writer's own choosing or creation.",
      },
    ],
    stem: "As used in the text, what does the word “latitude” most nearly mean?",
    choices: [
      {
        text: "Freedom",
        correct: true,
        why: "The Romance writer claims something the Novelist may not: the right to depart from the 'probable and ordinary' and to present truth 'under circumstances ... of the writer's own choosing'. That is freedom, or scope, in both manner and material.",
      },
      {
        text: "Prestige",
        correct: false,
        why: "'Claim a certain prestige' may sound plausible on its own, but the text contrasts the Romance with the Novel's 'minute fidelity' to the probable; what the Romance writer claims is room to depart from that standard, not higher standing.",
      },
      {
        text: "Distance",
        correct: false,
        why: "This picks up the geographic sense of latitude, distance from the equator, which has no place in a discussion of literary forms.",
      },
      {
        text: "Breadth of learning",
        correct: false,
        why: "The text is about what a writer is permitted to do with 'fashion and material', not about how much the writer knows, so this sense of 'breadth' does not fit.",
      },
    ],
    explanation: "The sentences that follow define what the Romance writer claims: unlike the Novelist, bound to a 'minute fidelity' to probable experience, he may choose or create the circumstances of his story. 'Latitude' therefore means freedom or scope.",
    source: src.hawthorneGables,
  },
  {
    id: "eng-hard-017",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from the opening of George Eliot's novel *Middlemarch* (1871–72).\n\nMiss Brooke had that kind of beauty which seems to be thrown into relief by poor dress. Her hand and wrist were so finely formed that she could wear sleeves not less bare of style than those in which the Blessed Virgin appeared to Italian painters; and her profile as well as her stature and bearing seemed to gain the more dignity from her plain garments, which by the side of provincial fashion gave her the impressiveness of a fine quotation from the Bible, or from one of our elder poets, in a paragraph of to-day's newspaper.",
      },
    ],
    stem: "As used in the text, what does the word “relief” most nearly mean?",
    choices: [
      {
        text: "Prominence",
        correct: true,
        why: "'Thrown into relief' describes something made to stand out by contrast, as a carved figure stands out from its background. The rest of the text confirms the sense: plain garments make Miss Brooke's beauty and dignity more striking, as a Bible verse stands out in a newspaper.",
      },
      {
        text: "Comfort",
        correct: false,
        why: "This is the everyday sense of 'relief', release from distress or discomfort. The text is about how Miss Brooke's beauty appears, not about easing any discomfort.",
      },
      {
        text: "Assistance",
        correct: false,
        why: "'Relief' can mean aid, as in relief for the poor, but poor dress does not aid her beauty in that sense; it makes her beauty stand out by contrast.",
      },
      {
        text: "Replacement",
        correct: false,
        why: "'Relief' can name a person who takes over a duty, as in a relief guard, but nothing in the text is replaced; her beauty is made more visible, not substituted for.",
      },
    ],
    explanation: "The comparison at the end of the text, a fine quotation standing out in a newspaper paragraph, shows what plain dress does for Miss Brooke: it sets her beauty off by contrast. 'Thrown into relief' means made prominent.",
    source: src.eliotMiddlemarch,
  },
  {
    id: "eng-hard-018",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Edith Wharton's 1911 novel *Ethan Frome*. The narrator describes his first impressions of Ethan, a farmer in a bleak New England village.\n\nHe seemed a part of the mute melancholy landscape, an incarnation of its frozen woe, with all that was warm and sentient in him fast bound below the surface. Yet there was nothing unfriendly in his silence. I simply felt that he lived in a depth of moral isolation too remote for casual access, and I had the sense that his loneliness was not merely the result of his personal plight, but had in it the profound accumulated cold of many Starkfield winters.",
      },
    ],
    stem: "As used in the text, what does the word “fast” most nearly mean?",
    choices: [
      {
        text: "Firmly",
        correct: true,
        why: "Ethan's warmth and feeling are 'bound below the surface' like a river locked under ice, the image the 'frozen woe' of the landscape suggests. 'Fast bound' means held firmly, unable to move, which fits the isolation the narrator goes on to describe.",
      },
      {
        text: "Quickly",
        correct: false,
        why: "This is the most common meaning of 'fast', but speed makes no sense here: the passage describes a lasting, settled condition of frozen stillness, not something that happened rapidly.",
      },
      {
        text: "Without food",
        correct: false,
        why: "'Fast' can refer to going without food, but the text concerns Ethan's hidden emotions, not hunger or fasting.",
      },
      {
        text: "Loyally",
        correct: false,
        why: "'Fast' can mean loyal, as in 'fast friends', but loyalty is not at issue; the sentence describes feelings held locked beneath the surface.",
      },
    ],
    explanation: "The surrounding imagery is of winter and ice: Ethan is an 'incarnation' of the landscape's 'frozen woe', and his loneliness holds the 'cold of many Starkfield winters'. His warmth is therefore 'fast bound', firmly held, below the surface, like water under ice.",
    source: src.whartonEthanFrome,
  },
  {
    id: "eng-hard-019",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Virginia Woolf's essay “Modern Fiction,” collected in *The Common Reader* (1925), in which she discusses three of the most popular English novelists of her day.\n\nIf we tried to formulate our meaning in one word we should say that Mr. Wells, Mr. Bennett, and Mr. Galsworthy are materialists. It is because they are concerned not with the spirit but with the body that they have disappointed us. Mr. Bennett is perhaps the worst culprit of the three, inasmuch as he is by far the best workman. He can make a book so well constructed and solid in its craftsmanship that it is difficult for the most exacting of critics to see through what chink or crevice decay can creep in.",
      },
    ],
    stem: "As used in the text, what does the word “materialists” most nearly mean?",
    choices: [
      {
        text: "Writers preoccupied with the outward, physical surface of life rather than its inner reality",
        correct: true,
        why: "Woolf defines the term in the next sentence: these novelists are 'concerned not with the spirit but with the body'. Applied to fiction, that means attending to external, physical things rather than to inner life.",
      },
      {
        text: "Writers chiefly motivated by a desire for wealth and possessions",
        correct: false,
        why: "This is the everyday sense of 'materialist', but Woolf is judging what the novelists' books attend to ('the body' rather than 'the spirit'), not their motives for writing.",
      },
      {
        text: "Skilled craftsmen who build solid, well-constructed novels",
        correct: false,
        why: "Woolf grants that Bennett is a fine 'workman', but she offers his craftsmanship as what makes his failing worse ('the worst culprit'), not as the meaning of 'materialists'. Skill at construction is a separate point.",
      },
      {
        text: "Writers who privately reject all religious belief",
        correct: false,
        why: "'Spirit' might suggest religion, but the text is about what these writers' novels are concerned with, and it says nothing about the authors' private beliefs.",
      },
    ],
    explanation: "Woolf glosses her own word at once: the three novelists are 'concerned not with the spirit but with the body'. As a judgment of fiction, 'materialists' means writers absorbed in the outward, physical stuff of life at the expense of its inner reality, however well they build their books.",
    source: src.woolfCommonReader,
  },
  {
    id: "eng-hard-020",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Henry James's 1881 novel *The Portrait of a Lady*.\n\nIsabel Archer was a young person of many theories; her imagination was remarkably active. It had been her fortune to possess a finer mind than most of the persons among whom her lot was cast; to have larger perceptions of surrounding facts and to care for knowledge that was tinged with the unfamiliar. It is true that among her contemporaries she passed for a young woman of extraordinary profundity; for these excellent people never withheld their admiration from a reach of intellect of which they themselves were not conscious, and spoke of Isabel as a prodigy of learning, a creature reported to have read the classic authors—in translations.",
      },
    ],
    stem: "As used in the text, what does the word “fortune” most nearly mean?",
    choices: [
      {
        text: "Good luck",
        correct: true,
        why: "'It had been her fortune to possess a finer mind' means that she happened, by good luck, to have it; the parallel phrase 'among whom her lot was cast' continues the idea of what chance has handed her.",
      },
      {
        text: "Wealth",
        correct: false,
        why: "This is a common meaning of 'fortune', but what Isabel possesses here is 'a finer mind', not money. The sentence concerns her intellectual gifts.",
      },
      {
        text: "Ambition",
        correct: false,
        why: "Nothing in the sentence describes a goal Isabel pursues; having a finer mind is something that befell her, not something she strove for.",
      },
      {
        text: "Prophecy",
        correct: false,
        why: "'Fortune' can suggest fortune-telling, but the sentence reports what was already true of Isabel, not a prediction about her future.",
      },
    ],
    explanation: "The phrase 'It had been her fortune to possess' presents Isabel's finer mind as something that fell to her, like the 'lot' among which she was 'cast'. In this context 'fortune' means good luck, not wealth; the sentence concerns her mind.",
    source: src.henryJamesPortrait,
  },
  // ---------------------------------------------------------------- text structure and purpose
  {
    id: "eng-hard-021",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "Adapted from Nathaniel Hawthorne's 1843 story “The Birth-Mark.”\n\nIn the latter part of the last century there lived a man of science who had lately left his laboratory to an assistant, washed the stain of acids from his fingers, and persuaded a beautiful woman to become his wife. In those days, when the discovery of electricity seemed to open paths into the region of miracle, it was not unusual for the love of science to rival the love of woman in its depth and absorbing energy. **The higher intellect, the imagination, the spirit, and even the heart might all find their congenial nourishment in pursuits which, as some of their ardent votaries believed, would ascend from one step of powerful intelligence to another, until the philosopher should lay his hand on the secret of creative force and perhaps make new worlds for himself.**",
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It explains why, in that era, the pursuit of science could rival love for a person's devotion, by describing the vast powers that science seemed to promise.",
        correct: true,
        why: "The sentence before it claims that love of science could 'rival the love of woman'. The sentence in bold supports that claim: science offered something for the whole person ('intellect', 'imagination', 'spirit', 'heart') and promised power over 'the secret of creative force'.",
      },
      {
        text: "It reveals that the man of science has permanently given up his research in order to marry.",
        correct: false,
        why: "The text says only that he left his laboratory 'to an assistant', and the sentence in bold concerns scientific ambition in general. Nothing suggests he has abandoned science; the idea that science rivals love points the other way.",
      },
      {
        text: "It criticizes the scientists of that era for failing to make the discoveries they had promised.",
        correct: false,
        why: "The sentence describes what ardent believers hoped science would achieve. It reports no failure, and its tone is not one of open criticism.",
      },
      {
        text: "It describes the particular experiment that the man of science is about to undertake.",
        correct: false,
        why: "The sentence speaks in general terms about 'pursuits' and their 'ardent votaries', not about any specific experiment, and no experiment has yet been mentioned in the story.",
      },
    ],
    explanation: "The text first introduces a scientist who has married, then makes a general claim: in that age of new discoveries, love of science could rival love of a woman. The sentence in bold explains why, by describing how completely science could absorb a person and how boundless its promise seemed.",
    source: src.hawthorneBirthMark,
  },
  {
    id: "eng-hard-022",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Mary Wollstonecraft's 1792 book *A Vindication of the Rights of Woman*.\n\nI have turned over various books written on the subject of education; and the result is a profound conviction that the neglected education of my fellow-creatures is the grand source of the misery I deplore, and that women, in particular, are rendered weak and wretched by a variety of concurring causes. **The conduct and manners of women evidently prove that their minds are not in a healthy state; for, like the flowers which are planted in too rich a soil, strength and usefulness are sacrificed to beauty; and the flaunting leaves, after having pleased a fastidious eye, fade, disregarded on the stalk, long before the season when they ought to have arrived at maturity.** One cause of this barren blooming I attribute to a false system of education.",
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It uses an analogy to show how women's development is stunted when their upbringing favors attractiveness, a condition the text attributes to faulty education.",
        correct: true,
        why: "The sentence elaborates the earlier claim that women are 'rendered weak' by comparing them to over-fertilized flowers that trade 'strength and usefulness' for 'beauty' and fade before 'maturity'. The next sentence names 'a false system of education' as a cause of 'this barren blooming', tying the image to the author's argument.",
      },
      {
        text: "It presents a view of women held by the authors of books on education, which the author then sets out to refute.",
        correct: false,
        why: "The sentence states the author's own judgment ('evidently prove'), and the text goes on to explain it, not refute it. The books on education are sources she consulted, not the owners of this view.",
      },
      {
        text: "It suggests that women's weakness, like the fading of a flower, is a natural and unavoidable stage of life.",
        correct: false,
        why: "The flowers fade 'long before the season when they ought to have arrived at maturity' because they were planted 'in too rich a soil'. That is a picture of faulty cultivation, not of a natural stage, and the text blames education for it.",
      },
      {
        text: "It shifts the discussion from the causes of women's condition to a specific plan for reforming schools.",
        correct: false,
        why: "No plan for reform appears. The sentence describes women's present condition, and the following sentence returns to its cause.",
      },
    ],
    explanation: "The text moves from the author's conclusion (neglected education makes women weak), to an image of that weakness (flowers grown for show that never reach maturity), to a named cause (a false system of education). The sentence in bold is the image: an analogy that makes the claim vivid and sets up the explanation that follows.",
    source: src.wollstonecraftVindication,
  },
  {
    id: "eng-hard-023",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "Adapted from an 1868 address by Thomas Henry Huxley.\n\nSuppose it were certain that our lives and fortunes would one day depend upon winning or losing a game of chess. Should we not all think it our duty to learn at least the moves of the pieces? Yet the life, the fortune, and the happiness of every one of us do depend upon our knowing something of the rules of a game far more difficult than chess. The chess-board is the world, the pieces are the phenomena of the universe, the rules of the game are what we call the laws of Nature. The player on the other side is hidden from us. We know that his play is always fair, just, and patient; but we know also, to our cost, that he never overlooks a mistake, or makes the smallest allowance for ignorance.",
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It poses a hypothetical situation in which preparation would obviously be a duty, then argues that people's actual situation is comparable and therefore demands knowledge of the laws of nature.",
        correct: true,
        why: "The text opens with 'Suppose', a case in which everyone would feel bound to learn chess, then turns with 'Yet' to the real case: our lives depend on the rules of a harder game, the laws of Nature. The closing lines on an opponent who 'never overlooks a mistake' press home why that knowledge is needed.",
      },
      {
        text: "It explains the rules of chess, then argues that the game is poor preparation for the challenges of practical life.",
        correct: false,
        why: "The text never explains any rules of chess. Chess serves as an analogy for the world, not as a subject whose usefulness is being judged.",
      },
      {
        text: "It draws a comparison between chess and the natural world, then qualifies it by conceding that nature, unlike a chess opponent, forgives ignorance.",
        correct: false,
        why: "This reverses the ending. Huxley stresses that the hidden player 'never overlooks a mistake, or makes the smallest allowance for ignorance'; the comparison is intensified, not qualified.",
      },
      {
        text: "It describes a common belief that nature is fair, then rejects that belief as naive.",
        correct: false,
        why: "Huxley affirms that nature's play is 'fair, just, and patient'; he does not reject that view. His warning is that fairness does not mean leniency.",
      },
    ],
    explanation: "The text is built as an argument by analogy: a hypothetical (if your life depended on chess, you would learn the moves), a turn to reality (your life does depend on a harder game), the analogy spelled out (board = world, rules = laws of Nature), and a warning (the opponent forgives no ignorance). Together they argue that knowing the laws of nature is a duty.",
    source: src.huxleyLiberalEducation,
  },
  {
    id: "eng-hard-024",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Edith Wharton's 1920 novel *The Age of Innocence*, set among wealthy New York families in the 1870s. Newland Archer has just become engaged to May Welland.\n\nIn reality they all lived in a kind of hieroglyphic world, where the real thing was never said or done or even thought, but only represented by a set of arbitrary signs. Mrs. Welland, for instance, knew exactly why Archer had pressed her to announce her daughter's engagement at the Beaufort ball, and had indeed expected him to do no less; yet she felt obliged to simulate reluctance, and the air of having had her hand forced—quite as, in the books on Primitive Man that people of advanced culture were beginning to read, the bride of a supposedly primitive people is dragged with shrieks from her parents' tent.",
      },
    ],
    stem: "Which choice best describes the function of the reference to “the books on Primitive Man” in the text?",
    choices: [
      {
        text: "It suggests, with irony, that the customs of a society that considers itself highly advanced are as ritualized as those it regards as primitive.",
        correct: true,
        why: "Mrs. Welland's pretended reluctance is likened to a bride's staged resistance described in books that 'people of advanced culture' read about so-called primitive peoples. The comparison mocks the readers' sense of superiority: their own behaviour is just as much a performance of 'arbitrary signs'.",
      },
      {
        text: "It indicates that Mrs. Welland had studied such books in order to learn how to behave on social occasions.",
        correct: false,
        why: "The comparison is the narrator's, not an account of Mrs. Welland's reading. Taking it literally misses that it is an ironic parallel between two sets of customs.",
      },
      {
        text: "It shows that Archer believes New York society has advanced far beyond earlier forms of human culture.",
        correct: false,
        why: "The comparison works the other way: it puts New York's manners on a level with the customs its members consider primitive, undercutting any claim to have advanced beyond them.",
      },
      {
        text: "It explains why Mrs. Welland sincerely opposed announcing the engagement at the ball.",
        correct: false,
        why: "The text says that Mrs. Welland expected the announcement and only felt obliged to 'simulate reluctance'. Her opposition was a pretence, which is the point of the comparison.",
      },
    ],
    explanation: "The first sentence claims that this society communicates through 'arbitrary signs'. Mrs. Welland's feigned reluctance is the example, and the comparison to a ritual described in books on 'Primitive Man' completes it with irony: the cultivated readers of those books follow rituals just as staged as the ones they read about.",
    source: src.whartonAgeOfInnocence,
  },
  {
    id: "eng-hard-025",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from Henry James's 1884 essay “The Art of Fiction.”\n\nOnly a short time ago it might have been supposed that the English novel was not what the French call *discutable*, a thing open to discussion. It had no air of having a theory, a conviction, a consciousness of itself behind it. **There was a comfortable, good-humoured feeling abroad that a novel is a novel, as a pudding is a pudding, and that our only business with it could be to swallow it.** But within a year or two, for some reason or other, there have been signs of returning animation; the era of discussion would appear to have been to a certain extent opened. Art lives upon discussion, upon experiment, upon curiosity, upon variety of attempt, upon the exchange of views and the comparison of standpoints.",
      },
    ],
    stem: "Which choice best describes the function of the sentence in bold in the text as a whole?",
    choices: [
      {
        text: "It characterizes, with gentle mockery, an attitude toward the novel that the author regards as limiting and is glad to see passing.",
        correct: true,
        why: "The pudding comparison makes the old attitude sound complacent: the novel is merely something to 'swallow', not to think about. The text then welcomes 'signs of returning animation' and declares that 'Art lives upon discussion', which shows that James finds the attitude limiting.",
      },
      {
        text: "It states the author's own view that novels are best enjoyed without analysis.",
        correct: false,
        why: "This mistakes the irony for sincerity. James goes on to insist that art 'lives upon discussion', the opposite of merely swallowing a novel without thought.",
      },
      {
        text: "It offers evidence that the English novel has recently become the subject of lively debate.",
        correct: false,
        why: "The sentence describes the earlier state of affairs, before the 'signs of returning animation' introduced by 'But'. The recent debate is described after it.",
      },
      {
        text: "It compares the novel to a pudding in order to praise the novel's broad appeal to ordinary readers.",
        correct: false,
        why: "The comparison is not praise. Treating a novel like a pudding is the lack of 'theory' and 'conviction' the text regrets, and the comparison says nothing about the size or kind of the novel's readership.",
      },
    ],
    explanation: "The text contrasts two moments: an earlier complacency, in which the novel had no theory and was simply consumed, and a recent revival of discussion, which James welcomes because 'Art lives upon discussion'. The sentence in bold sums up the earlier attitude in a deliberately homely comparison that makes it look unserious.",
    source: src.henryJamesArtOfFiction,
  },
  // ---------------------------------------------------------------- cross-text connections
  {
    id: "eng-hard-026",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: "The following text is adapted from Mary Wollstonecraft's *A Vindication of the Rights of Woman* (1792).\n\nWomen are told from their infancy, and taught by the example of their mothers, that a little knowledge of human weakness, justly termed cunning, softness of temper, outward obedience, and a scrupulous attention to a childish kind of propriety will obtain for them the protection of man; and should they be beautiful, everything else is needless, for at least twenty years of their lives.",
      },
      {
        label: "Text 2",
        text: "The following text is adapted from John Stuart Mill's *The Subjection of Women* (1869).\n\nI deny that any one knows, or can know, the nature of the two sexes, as long as they have only been seen in their present relation to one another. What is now called the nature of women is an eminently artificial thing, the result of forced repression in some directions and unnatural stimulation in others. No other class of dependents has had its character so entirely distorted from its natural proportions by its relation with its masters.",
      },
    ],
    stem: "Based on the texts, how would Mill (Text 2) most likely respond to Wollstonecraft's account in Text 1 of what girls are taught?",
    choices: [
      {
        text: "He would regard the qualities she describes as products of the kind of training that makes it impossible to know what women's nature truly is.",
        correct: true,
        why: "Wollstonecraft lists traits that girls are 'told' and 'taught' to cultivate. Mill holds that what is called women's nature is 'an eminently artificial thing' produced by repression and stimulation, and that for this reason no one 'can know' the real nature of the sexes. He would see her account as an example of that distortion.",
      },
      {
        text: "He would argue that the qualities she describes, such as softness of temper, are natural to women rather than learned.",
        correct: false,
        why: "This contradicts Text 2, which calls the supposed nature of women 'artificial' and the product of how women have been treated.",
      },
      {
        text: "He would accept her account but conclude that it allows women's true nature to be determined with confidence.",
        correct: false,
        why: "Mill's point is the reverse: because women's character has been shaped by their situation, he denies that anyone 'can know' their nature while that situation lasts.",
      },
      {
        text: "He would object that her account exaggerates how far girls' characters are shaped by their upbringing.",
        correct: false,
        why: "Mill goes further than Wollstonecraft, saying that women's character has been 'entirely distorted from its natural proportions'. He would not accuse her of exaggerating.",
      },
    ],
    explanation: "Text 1 describes particular lessons that shape girls' characters; Text 2 makes the general claim that women's supposed nature is artificial and that their true nature is unknowable under present conditions. Mill would therefore treat Wollstonecraft's account as evidence for his view, an instance of training that hides what women are really like.",
    source: pd(
      "Mary Wollstonecraft (Text 1); John Stuart Mill (Text 2)",
      "A Vindication of the Rights of Woman (Text 1); The Subjection of Women (Text 2)",
      1792,
      "Text 1: J. Johnson, London, 1792; Text 2: Longmans, Green, Reader, and Dyer, London, 1869",
    ),
  },
  {
    id: "eng-hard-027",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: "The following text is adapted from Thomas Henry Huxley's 1889 essay “Agnosticism.”\n\nAgnosticism, in fact, is not a creed, but a method, the essence of which lies in the rigorous application of a single principle. Positively the principle may be expressed: In matters of the intellect, follow your reason as far as it will take you, without regard to any other consideration. And negatively: In matters of the intellect, do not pretend that conclusions are certain which are not demonstrated or demonstrable.",
      },
      {
        label: "Text 2",
        text: "The following text is adapted from William James's 1896 essay “The Will to Believe.”\n\nThe thesis I defend is, briefly stated, this: our passional nature, meaning our feelings and will, not only lawfully may, but must, decide an option between propositions whenever it is a genuine option that cannot by its nature be decided on intellectual grounds; for to say, under such circumstances, “Do not decide, but leave the question open,” is itself a passional decision, just like deciding yes or no, and is attended with the same risk of losing the truth.",
      },
    ],
    stem: "Based on the texts, how would James (Text 2) most likely respond to the principle stated in Text 1?",
    choices: [
      {
        text: "He would accept it for questions that reason can settle, but argue that when a genuine option cannot be settled by reason, refusing to decide is itself a choice made on other than intellectual grounds.",
        correct: true,
        why: "James limits his thesis to options that 'cannot by its nature be decided on intellectual grounds', which leaves Huxley's rule standing where reason can decide. For the remaining cases he argues that leaving the question open 'is itself a passional decision', so Huxley's counsel of reserve is not the neutral choice it appears to be.",
      },
      {
        text: "He would reject it entirely, on the grounds that reason should play no part in deciding what to believe.",
        correct: false,
        why: "This overstates Text 2. James speaks only of options that the intellect cannot decide; nothing suggests that reason has no role where it can settle a question.",
      },
      {
        text: "He would endorse it without qualification, since it rightly forbids deciding any question that evidence cannot settle.",
        correct: false,
        why: "This misses James's thesis. For genuine options that the intellect cannot decide, he holds that our passional nature 'must' decide, and that declining to do so is no escape.",
      },
      {
        text: "He would argue that any conclusion reached through the feelings should be treated as demonstrated and certain.",
        correct: false,
        why: "James defends the right to decide certain questions by feeling and will, not the claim that such decisions are demonstrated or certain. He even says that every such choice carries a 'risk of losing the truth'.",
      },
    ],
    explanation: "Huxley's rule is to follow reason alone and never to claim certainty without demonstration. James agrees where the intellect can decide, but adds that some genuine options lie beyond it; there, he argues, refusing to decide is as much a choice of the feelings and will as deciding. He would accept Huxley's principle only within its proper range.",
    source: pd(
      "Thomas Henry Huxley (Text 1); William James (Text 2)",
      "Agnosticism (Text 1); The Will to Believe (Text 2)",
      1889,
      "Text 1: The Nineteenth Century, February 1889; Text 2: The New World, June 1896, and The Will to Believe and Other Essays in Popular Philosophy, Longmans, Green, and Co., New York, 1897",
    ),
  },
  {
    id: "eng-hard-028",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: "The following text is adapted from the first of Michael Faraday's lectures on *The Chemical History of a Candle* (1861).\n\nThere is no better, there is no more open door by which you can enter into the study of natural philosophy than by considering the physical phenomena of a candle. There is not a law under which any part of this universe is governed which does not come into play, and is touched upon, in these phenomena. I trust, therefore, I shall not disappoint you in choosing this for my subject rather than any newer topic, which could not be better, were it even so good.",
      },
      {
        label: "Text 2",
        text: "The following text is adapted from Thomas Henry Huxley's 1868 lecture “On a Piece of Chalk.”\n\nA great chapter of the history of the world is written in the chalk. I weigh my words well when I assert that the man who should know the true history of the bit of chalk which every carpenter carries about in his pocket, though ignorant of all other history, is likely, if he will think his knowledge out to its ultimate results, to have a truer conception of this wonderful universe, and of man's relation to it, than the most learned student who is deep-read in the records of humanity and ignorant of those of Nature.",
      },
    ],
    stem: "Based on the texts, both authors would most likely agree with which statement?",
    choices: [
      {
        text: "Careful study of a humble, familiar object can lead a learner to far-reaching truths about nature.",
        correct: true,
        why: "Faraday says the candle touches upon every law that governs the universe; Huxley says the carpenter's bit of chalk, fully understood, yields a true conception of 'this wonderful universe'. Both present an everyday object as a way into the broadest knowledge of nature.",
      },
      {
        text: "Knowledge of the natural world is more valuable than knowledge of human history.",
        correct: false,
        why: "Huxley comes close to this view, setting the chalk's history against the learning of a student 'deep-read in the records of humanity'. Faraday, however, makes no comparison with history, so the texts do not show that both would agree.",
      },
      {
        text: "An ordinary object can reveal only one of the laws of nature, so a learner must study a great many objects.",
        correct: false,
        why: "Faraday claims the opposite: there is 'not a law' of the universe that the candle's phenomena fail to touch upon. Huxley, too, finds a whole 'chapter of the history of the world' in a single piece of chalk.",
      },
      {
        text: "Newer scientific topics generally offer a better introduction to natural philosophy than familiar ones.",
        correct: false,
        why: "Faraday explicitly prefers the candle to 'any newer topic', and Huxley chooses the most familiar of substances; neither author favors novelty.",
      },
    ],
    explanation: "Each author builds a lecture around something everyone knows, a candle or a carpenter's piece of chalk, and claims that understanding it fully opens onto the laws or history of the whole natural world. That shared claim is the point of agreement; Huxley's comparison with the study of human history has no counterpart in Faraday.",
    source: pd(
      "Michael Faraday (Text 1); Thomas Henry Huxley (Text 2)",
      "The Chemical History of a Candle (Text 1); On a Piece of Chalk (Text 2)",
      1861,
      "Text 1: ed. William Crookes, Griffin, Bohn, and Co., London, 1861; Text 2: Macmillan's Magazine, 1868",
    ),
  },
  {
    id: "eng-hard-029",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: "The following text is adapted from W. E. B. Du Bois's *The Souls of Black Folk* (1903).\n\nThe Negro is a sort of seventh son, born with a veil, and gifted with second-sight in this American world, a world which yields him no true self-consciousness, but only lets him see himself through the revelation of the other world. It is a peculiar sensation, this double-consciousness, this sense of always looking at one's self through the eyes of others, of measuring one's soul by the tape of a world that looks on in amused contempt and pity. One ever feels his twoness: an American, a Negro; two souls, two thoughts, two unreconciled strivings; two warring ideals in one dark body, whose dogged strength alone keeps it from being torn asunder.",
      },
      {
        label: "Text 2",
        text: "The following text is adapted from Zora Neale Hurston's 1928 essay “How It Feels to Be Colored Me.”\n\nBut I am not tragically colored. There is no great sorrow dammed up in my soul, nor lurking behind my eyes. I do not mind at all. I do not belong to the sobbing school of Negrohood who hold that nature somehow has given them a lowdown dirty deal and whose feelings are all hurt about it. Sometimes I feel discriminated against, but it does not make me angry. It merely astonishes me. How can any deny themselves the pleasure of my company? It's beyond me.",
      },
    ],
    stem: "Based on the texts, how would Hurston (Text 2) most likely respond to the experience Du Bois describes as “measuring one's soul by the tape of a world that looks on in amused contempt and pity”?",
    choices: [
      {
        text: "She would suggest that others' disdain need not become the measure by which she judges herself, since she treats discrimination as a puzzling failing of others rather than as a wound.",
        correct: true,
        why: "Hurston acknowledges discrimination but says it 'merely astonishes' her and jokes that those who shun her deny themselves 'the pleasure of my company'. Their judgment tells her something about them, not about her worth, which is the opposite of measuring her soul by their tape.",
      },
      {
        text: "She would deny that she has ever been treated unfairly because of her race.",
        correct: false,
        why: "Hurston says plainly, 'Sometimes I feel discriminated against.' What she rejects is being wounded by it, not the fact of it.",
      },
      {
        text: "She would agree that the conflict between being American and being Black is the central sorrow of her life.",
        correct: false,
        why: "Hurston insists there is 'no great sorrow dammed up in my soul' and that she is 'not tragically colored', so she would not describe her life in terms of such a sorrow.",
      },
      {
        text: "She would argue that such contempt can be overcome only through organized political action.",
        correct: false,
        why: "Text 2 says nothing about political action; Hurston's response to discrimination is a personal attitude of astonishment and self-assurance.",
      },
    ],
    explanation: "Du Bois describes a painful double-consciousness in which a Black American sees himself through the contempt of others. Hurston grants that discrimination happens but refuses to let it define her: it astonishes rather than wounds her, and she treats it as the other person's loss. She would therefore reject the idea that others' contempt must be her measure.",
    source: pd(
      "W. E. B. Du Bois (Text 1); Zora Neale Hurston (Text 2)",
      "The Souls of Black Folk (Text 1); How It Feels to Be Colored Me (Text 2)",
      1903,
      "Text 1: A. C. McClurg and Co., Chicago, 1903; Text 2: The World Tomorrow, New York, May 1928",
    ),
  },
  {
    id: "eng-hard-030",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: "The following text is adapted from Henry James's 1884 essay “The Art of Fiction.”\n\nA novel is in its broadest definition a personal, a direct impression of life: that, to begin with, constitutes its value, which is greater or less according to the intensity of the impression. But there will be no intensity at all, and therefore no value, unless there is freedom to feel and say. The tracing of a line to be followed, of a tone to be taken, of a form to be filled out, is a limitation of that freedom and a suppression of the very thing that we are most curious about.",
      },
      {
        label: "Text 2",
        text: "The following text is adapted from Virginia Woolf's essay “Modern Fiction,” collected in *The Common Reader* (1925).\n\nExamine for a moment an ordinary mind on an ordinary day. The mind receives a myriad impressions: trivial, fantastic, evanescent, or engraved with the sharpness of steel. From all sides they come, an incessant shower of innumerable atoms. If a writer were a free man and not a slave, if he could write what he chose, not what he must, if he could base his work upon his own feeling and not upon convention, there would be no plot, no comedy, no tragedy, no love interest or catastrophe in the accepted style.",
      },
    ],
    stem: "Based on the texts, both authors would most likely agree with which statement?",
    choices: [
      {
        text: "Prescribed forms and conventions can prevent a novelist from conveying the impressions that life actually makes.",
        correct: true,
        why: "James calls 'a line to be followed' or 'a form to be filled out' a 'suppression' of the impression of life a novel exists to give. Woolf says that a writer free of 'convention' would abandon the accepted plot and catastrophe to render the mind's real impressions. Both see imposed forms as standing between the novelist and life.",
      },
      {
        text: "Fiction should focus on the inner lives of ordinary people rather than on public events.",
        correct: false,
        why: "Woolf's 'ordinary mind on an ordinary day' points this way, but James speaks of the novel as an impression of 'life' in general and says nothing about preferring ordinary people or private over public matters.",
      },
      {
        text: "A novel's value depends chiefly on the ingenuity of its plot.",
        correct: false,
        why: "Both texts point the other way: James locates value in the 'intensity of the impression', and Woolf imagines a free writer dispensing with plot altogether.",
      },
      {
        text: "Novelists should record only the most striking and memorable of life's impressions.",
        correct: false,
        why: "Woolf includes the 'trivial' and 'evanescent' among the impressions fiction should capture, and James's 'intensity' refers to the strength of the novel's impression as a whole, not to a rule of selecting only striking moments.",
      },
    ],
    explanation: "James defines the novel as a direct impression of life that prescribed lines and forms suppress; Woolf describes life as a shower of impressions that a writer freed from convention would render without the usual plot. Their common ground is that imposed conventions get in the way of conveying life as it is experienced.",
    source: pd(
      "Henry James (Text 1); Virginia Woolf (Text 2)",
      "The Art of Fiction (Text 1); Modern Fiction, in The Common Reader (Text 2)",
      1884,
      "Text 1: Longman's Magazine, September 1884; Text 2: Hogarth Press, London, 1925",
    ),
  },
  // ---------------------------------------------------------------- rhetorical synthesis
  {
    id: "eng-hard-031",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- In *The Chemical History of a Candle* (1861), Michael Faraday explains how a candle burns.\n- The heat of the flame melts the wax at the top of the candle.\n- A rising current of air cools the candle's outer edge, so a cup forms that holds the melted wax.\n- The melted wax climbs the wick by capillary attraction.\n- Near the flame, the wax is turned into vapour, and it is this vapour that burns.",
      },
    ],
    stem: "The student wants to explain the sequence by which solid wax becomes the fuel that actually burns. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "The flame's heat melts the wax at the candle's top; the liquid wax then climbs the wick by capillary attraction and, near the flame, becomes the vapour that actually burns.",
        correct: true,
        why: "This traces every stage in order, from solid wax melted by the flame, to liquid drawn up the wick, to vapour that burns, which is exactly the sequence the goal calls for.",
      },
      {
        text: "According to Faraday, it is the wax's vapour, not the solid wax, that burns in a candle flame.",
        correct: false,
        why: "This gives the start and the end of the process but skips the steps in between (melting and capillary rise), so it does not explain the sequence.",
      },
      {
        text: "Because a rising current of air cools a candle's outer edge, a cup forms at the top that holds the melted wax.",
        correct: false,
        why: "This explains how the cup forms, one detail of the process, but says nothing about how the wax reaches the flame or what form it burns in.",
      },
      {
        text: "In *The Chemical History of a Candle* (1861), Michael Faraday explains how a candle burns, including why its outer edge stays solid.",
        correct: false,
        why: "This introduces the source and its subject but describes none of the stages by which wax becomes fuel.",
      },
    ],
    explanation: "The goal is a sequence, so the best choice must present the stages in order: melting, rising up the wick, and vaporizing near the flame. Only one choice links all three; the others give a single stage, leave out the middle steps, or merely introduce the source.",
    source: src.faradayCandle,
  },
  {
    id: "eng-hard-032",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- W. E. B. Du Bois's *The Souls of Black Folk* (1903) contains fourteen chapters.\n- Each chapter opens with two epigraphs.\n- The first is a passage of verse, most often by a European or white American poet, such as Lord Byron.\n- The second is a few bars of music, printed without words, from a sorrow song, one of the spirituals created by enslaved African Americans.\n- In the book's last chapter, “Of the Sorrow Songs,” Du Bois praises these songs as a great and beautiful expression of human experience.",
      },
    ],
    stem: "The student wants to emphasize how the book's chapter openings place two cultural traditions side by side. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Each of the fourteen chapters of *The Souls of Black Folk* opens by setting a passage of verse, most often by a European or white American poet, beside bars of music from an African American sorrow song.",
        correct: true,
        why: "This names both epigraphs and shows that they are paired ('setting ... beside'), identifying the two traditions, European and white American poetry and African American spirituals, that every chapter opening joins.",
      },
      {
        text: "Each chapter of Du Bois's book opens with a few bars of music, printed without words, from a sorrow song.",
        correct: false,
        why: "This describes only one of the two epigraphs. Without the verse that accompanies the music, it cannot show two traditions side by side.",
      },
      {
        text: "In the final chapter of *The Souls of Black Folk*, Du Bois praises the sorrow songs as a great and beautiful expression of human experience.",
        correct: false,
        why: "This concerns Du Bois's judgment of the songs in the last chapter, not the way each chapter opens, and it mentions only one tradition.",
      },
      {
        text: "*The Souls of Black Folk* (1903) contains fourteen chapters, the last of which is titled “Of the Sorrow Songs.”",
        correct: false,
        why: "This gives the book's date, length, and final chapter title, but says nothing about the epigraphs, so it does not show two traditions set side by side.",
      },
    ],
    explanation: "The goal concerns the chapter openings and the pairing of two traditions. The best choice must mention both epigraphs, verse from European or white American poets and music from the sorrow songs, and present them together. Only one choice does; the others give one half of the pair or facts unrelated to the openings.",
    source: src.duBoisSouls,
  },
  {
    id: "eng-hard-033",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- Virginia Woolf's *A Room of One's Own* (1929) grew out of two lectures.\n- Woolf gave the lectures in October 1928 at Newnham and Girton, the women's colleges of the University of Cambridge.\n- The book's central claim is that “a woman must have money and a room of her own if she is to write fiction.”\n- To illustrate the claim, Woolf imagines Judith, a gifted sister of Shakespeare.\n- Judith's genius comes to nothing because she is denied the education and independence her brother enjoyed.",
      },
    ],
    stem: "The student wants to present the book's central claim and the way Woolf illustrates it to an audience unfamiliar with the book. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "In *A Room of One's Own* (1929), Virginia Woolf argues that a woman needs money and a room of her own to write fiction, illustrating the point with an imagined sister of Shakespeare whose genius is wasted because she is denied education and independence.",
        correct: true,
        why: "This introduces the book and author for an unfamiliar audience, states the central claim, and explains the illustration and how it supports the claim (Judith's genius is wasted for lack of the conditions the claim names).",
      },
      {
        text: "Virginia Woolf's *A Room of One's Own* claims that “a woman must have money and a room of her own if she is to write fiction.”",
        correct: false,
        why: "This states the central claim clearly but leaves out the illustration, so it accomplishes only half of the goal.",
      },
      {
        text: "To make her argument, Woolf imagines Judith, a gifted sister of Shakespeare who is denied education and independence.",
        correct: false,
        why: "This presents the illustration without stating the claim it illustrates; a reader unfamiliar with the book would not know what 'her argument' is.",
      },
      {
        text: "*A Room of One's Own* (1929) grew out of two lectures that Virginia Woolf gave in October 1928 at Newnham and Girton, the women's colleges of the University of Cambridge.",
        correct: false,
        why: "This explains the book's origins, which is useful background, but it gives neither the central claim nor the illustration.",
      },
    ],
    explanation: "The goal has two parts, the central claim and how Woolf illustrates it, plus an audience that needs the book introduced. Only one choice names the book, states the claim, and connects it to the imagined Judith Shakespeare.",
    source: src.woolfRoom,
  },
  {
    id: "eng-hard-034",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- William James's *The Principles of Psychology* was published in 1890 in two volumes.\n- James worked on the book for about twelve years.\n- In the chapter “The Stream of Thought,” James argues that consciousness does not appear to itself “chopped up in bits.”\n- Such words as “chain” or “train,” he writes, do not describe it fitly.\n- “It is nothing jointed; it flows,” he writes; a “river” or a “stream” is the metaphor by which it is most naturally described.",
      },
    ],
    stem: "The student wants to contrast the metaphors James rejects for consciousness with the one he prefers. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "James rejected “chain” and “train” as descriptions of consciousness, which, he argued, is not jointed but flowing, like a river or stream.",
        correct: true,
        why: "This sets the rejected metaphors ('chain', 'train') against the preferred one ('river or stream') and gives the reason for the preference (consciousness flows rather than being jointed), which is the contrast the goal asks for.",
      },
      {
        text: "According to James, consciousness flows and is most naturally described as a river or stream.",
        correct: false,
        why: "This gives only James's preferred metaphor. Without the rejected ones, there is no contrast.",
      },
      {
        text: "In “The Stream of Thought,” James argued that consciousness does not appear to itself “chopped up in bits.”",
        correct: false,
        why: "This states James's underlying point but names none of the metaphors, either rejected or preferred.",
      },
      {
        text: "*The Principles of Psychology* (1890), a two-volume work that took William James about twelve years to write, discusses consciousness.",
        correct: false,
        why: "This gives background about the book, not the metaphors James weighs against one another.",
      },
    ],
    explanation: "A contrast needs both sides: what James rejects ('chain', 'train') and what he prefers ('river', 'stream'). Only one choice includes both and explains the difference, that consciousness is not jointed but flowing.",
    source: src.jamesPrinciples,
  },
  {
    id: "eng-hard-035",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: "While researching a topic, a student has taken the following notes:\n\n- Edith Wharton's novel *The Age of Innocence* was published in 1920.\n- It is set in the upper-class society of New York City in the 1870s.\n- Its protagonist, Newland Archer, is engaged to May Welland but is drawn to her cousin, the Countess Ellen Olenska.\n- In 1921 the novel won the Pulitzer Prize, making Wharton the first woman to win the prize for fiction.",
      },
    ],
    stem: "The student wants to emphasize the distance in time between the novel's publication and its setting. Which choice most effectively uses relevant information from the notes to accomplish this goal?",
    choices: [
      {
        text: "Published in 1920, Edith Wharton's *The Age of Innocence* looks back nearly half a century, to the upper-class New York society of the 1870s.",
        correct: true,
        why: "This gives both dates, 1920 and the 1870s, and makes the gap between them explicit ('looks back nearly half a century'), which is what the goal asks to emphasize.",
      },
      {
        text: "Set in the 1870s, *The Age of Innocence* follows Newland Archer, who is engaged to May Welland but drawn to her cousin Ellen Olenska.",
        correct: false,
        why: "This gives the setting and the plot but not the publication date, so no distance in time can be seen.",
      },
      {
        text: "Edith Wharton's *The Age of Innocence*, published in 1920, won the Pulitzer Prize the following year.",
        correct: false,
        why: "This relates the publication date to the prize, a one-year gap, not to the period in which the novel is set.",
      },
      {
        text: "In 1921 Edith Wharton became the first woman to win the Pulitzer Prize for fiction, for *The Age of Innocence*.",
        correct: false,
        why: "This highlights Wharton's achievement but mentions neither the novel's publication date nor its setting.",
      },
    ],
    explanation: "To emphasize the distance in time, a sentence must place the publication date (1920) beside the setting (the 1870s) and ideally name the gap. Only one choice does both; the others give the setting alone or focus on the Pulitzer Prize.",
    source: src.whartonAgeOfInnocence,
  },
  // ---------------------------------------------------------------- transitions
  {
    id: "eng-hard-036",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from John Stuart Mill's *Utilitarianism* (1861).\n\nFew human creatures would consent to be changed into any of the lower animals for a promise of the fullest allowance of a beast's pleasures; no intelligent human being would consent to be a fool, even though he should be persuaded that the fool is better satisfied with his lot than he is with his. ______ it is better to be a human being dissatisfied than a pig satisfied; better to be Socrates dissatisfied than a fool satisfied. And if the fool, or the pig, is of a different opinion, it is because they only know their own side of the question.",
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "In short,",
        correct: true,
        why: "The sentence after the blank condenses the preceding observations (people would not trade their human faculties for an animal's or a fool's contentment) into a single memorable principle. 'In short' signals exactly that kind of summing up.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The pig and Socrates may look like examples, but the sentence is more general than what precedes it: it states the principle that the earlier observations support, rather than giving an instance of them.",
      },
      {
        text: "Nonetheless,",
        correct: false,
        why: "'Nonetheless' would set the sentence against what precedes it, but the two agree: people refuse to become contented fools, and it is better to be dissatisfied than a satisfied fool.",
      },
      {
        text: "Otherwise,",
        correct: false,
        why: "'Otherwise' introduces what would happen if the previous statement were false. The sentence is not a consequence of people accepting the trade; it restates why they refuse it.",
      },
    ],
    explanation: "The first sentence observes that humans would not give up their higher faculties even for greater contentment; the next sentence compresses that observation into a principle (better Socrates dissatisfied than a fool satisfied). A summarizing transition, 'In short', fits.",
    source: src.millUtilitarianism,
  },
  {
    id: "eng-hard-037",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from George Eliot's 1861 novel *Silas Marner*. Silas, a lonely weaver who once hoarded gold, has taken in an orphaned child, Eppie.\n\nThe gold had kept his thoughts in an ever-repeated circle, leading to nothing beyond itself. It had asked that he should sit weaving longer and longer, deafened and blinded more and more to all things except the monotony of his loom and the repetition of his web. Eppie, ______, was an object compacted of changes and hopes that forced his thoughts onward, and carried them far away from their old eager pacing toward the same blank limit, to the new things that would come with the coming years.",
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "by contrast",
        correct: true,
        why: "The gold kept Silas's thoughts circling 'to nothing beyond itself'; Eppie forces them 'onward' to 'new things'. The sentence sets the child against the gold, so a contrasting transition is needed.",
      },
      {
        text: "for example",
        correct: false,
        why: "Eppie is not an example of what precedes her. The preceding sentences describe the gold's effect, and Eppie's effect is the opposite.",
      },
      {
        text: "as a result",
        correct: false,
        why: "Eppie's influence is not caused by the gold's narrowing of Silas's thoughts; the text places the two side by side as opposites, not as cause and effect.",
      },
      {
        text: "likewise",
        correct: false,
        why: "'Likewise' would claim that Eppie affected Silas as the gold did, but the gold confined his thoughts to a circle while Eppie carries them forward.",
      },
    ],
    explanation: "The passage contrasts two influences on Silas: the gold, which trapped his mind in a repeated circle, and Eppie, who draws his thoughts forward into the future. 'By contrast' marks that opposition.",
    source: src.eliotSilasMarner,
  },
  {
    id: "eng-hard-038",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: "The following text is adapted from W. E. B. Du Bois's *The Souls of Black Folk* (1903), in which he assesses the educator Booker T. Washington.\n\nSo far as Mr. Washington preaches thrift, patience, and industrial training for the masses, we must hold up his hands and strive with him, rejoicing in his honors. ______ so far as Mr. Washington apologizes for injustice, North or South, does not rightly value the privilege and duty of voting, belittles the effects of caste distinctions, and opposes the higher training and ambition of our brighter minds, we must unceasingly and firmly oppose him.",
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "However,",
        correct: true,
        why: "The first sentence names the parts of Washington's program Du Bois supports; the second names the parts he must 'firmly oppose'. 'However' marks that turn from support to opposition.",
      },
      {
        text: "Moreover,",
        correct: false,
        why: "The two sentences share the pattern 'so far as ... we must', which can make them look like a list, but the second reverses the first, turning from support to opposition, instead of adding to it.",
      },
      {
        text: "Therefore,",
        correct: false,
        why: "Du Bois's opposition to Washington's stance on voting and higher education does not follow from his support for thrift and industrial training; the two judgments concern different parts of Washington's program.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "'Likewise' would mean Du Bois's attitude in the second sentence matches the first, but support ('strive with him') turns into opposition ('oppose him').",
      },
    ],
    explanation: "Du Bois divides his assessment in two: where Washington is right, support him; where he is wrong, oppose him. The shared 'so far as' structure is parallel, but the judgments are opposite, so a contrasting transition, 'However', is required.",
    source: src.duBoisSouls,
  },
  {
    id: "eng-hard-039",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: "Adapted from an 1863 lecture to working men by Thomas Henry Huxley.\n\nSuppose you go into a fruiterer's shop wanting an apple. You take up one, bite it, and find it sour; you look at it and see that it is hard and green. You take up another, and that too is hard, green, and sour. The shopman offers you a third; but before biting it you examine it, find that it is hard and green, and at once refuse it, as it must be sour, like those you have already tried. Nothing can be more simple than that, you think; yet if you trace out the logical steps your mind has taken, you will be greatly surprised. ______ you have performed the operation of induction: from two experiences you have arrived at a general law, that hard and green apples are sour.",
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "To begin with,",
        correct: true,
        why: "The text has just promised to 'trace out the logical steps' hidden in a simple act. The sentence after the blank names the first of those steps, induction, so 'To begin with' is the transition that opens such an account.",
      },
      {
        text: "Even so,",
        correct: false,
        why: "'Even so' would set the sentence against the promise of a surprising analysis, but the sentence delivers that analysis rather than conceding anything against it.",
      },
      {
        text: "Instead,",
        correct: false,
        why: "'Instead' signals a replacement for something just rejected. Nothing is rejected here; the sentence explains what the mind has done.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "'Similarly' would introduce a second, parallel case. The sentence does not describe a new case; it analyses the apple-buying episode itself.",
      },
    ],
    explanation: "After describing an everyday act and claiming that its logic is surprisingly rich, Huxley starts to unpack that logic. The sentence in question names the first operation the mind performed, so a transition that begins a sequence, 'To begin with', is the logical choice.",
    source: src.huxleyOrganicNature,
  },
  {
    id: "eng-hard-040",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: "The philosopher William James, a committed advocate of peace, hoped to see war abolished among nations. ______ he refused to dismiss the hardihood, discipline, and self-sacrifice that military life had long cultivated, qualities he believed any healthy society would still need. What was required, he argued in his 1910 essay “The Moral Equivalent of War,” was a peaceful substitute: a conscription of the young, for a certain number of years, into an “army enlisted against Nature,” which would preserve those virtues without bloodshed.",
      },
    ],
    stem: "Which choice completes the text with the most logical transition?",
    choices: [
      {
        text: "Even so,",
        correct: true,
        why: "One might expect an opponent of war to scorn military virtues; James did not. 'Even so' introduces a point that holds despite what came before, which is the relation between hoping to abolish war and still valuing the virtues war had fostered.",
      },
      {
        text: "Consequently,",
        correct: false,
        why: "James's regard for military virtues is not a result of his wish to abolish war; it stands in tension with that wish, which is why his proposal is needed.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "The sentence after the blank does not restate the hope of abolishing war; it adds a qualification that runs against what a reader might expect from that hope.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Valuing military virtues is not an example of wanting war abolished; the sentence introduces a contrasting view, not an instance of the previous one.",
      },
    ],
    explanation: "The first sentence presents James as an opponent of war; the second says he nonetheless valued the virtues war cultivates, and the third resolves the tension with his proposal. The missing transition must signal a concession, and 'Even so' does.",
    source: src.jamesMoralEquivalent,
  },
  // ---------------------------------------------------------------- command of evidence (quantitative)
  {
    id: "eng-hard-041",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: "Agronomists tested whether sowing clover between rows of wheat, a practice meant to conserve soil moisture and add nitrogen, helps the wheat more in dry growing seasons than in wet ones. Over several seasons, they compared plots of wheat grown alone with plots of wheat grown with clover, and they recorded the mean yield of each. The agronomists concluded that the benefit clover gives to wheat depends strongly on how much rain falls during the season.",
      },
    ],
    table: {
      title: "Mean wheat yield (tonnes per hectare) by season type and planting method (invented data)",
      columns: ["Season type", "Wheat alone", "Wheat with clover"],
      rows: [
        ["Wet", "7.1", "7.3"],
        ["Dry", "4.2", "5.0"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the agronomists' conclusion?",
    choices: [
      {
        text: "In dry seasons, clover raised mean wheat yield by 0.8 tonnes per hectare, four times the 0.2-tonne gain it produced in wet seasons.",
        correct: true,
        why: "The conclusion is about the size of clover's benefit under different rainfall. This choice computes the benefit in each season type (5.0 − 4.2 = 0.8; 7.3 − 7.1 = 0.2) and shows it is four times larger in dry seasons, directly supporting the claim that the benefit depends strongly on rain.",
      },
      {
        text: "Wheat grown with clover yielded more than wheat grown alone in both wet and dry seasons.",
        correct: false,
        why: "This is true, but it shows only that clover helps in both conditions, not that its benefit differs with rainfall, which is what the conclusion claims.",
      },
      {
        text: "Wheat grown alone yielded 7.1 tonnes per hectare in wet seasons but only 4.2 tonnes per hectare in dry seasons.",
        correct: false,
        why: "This is accurate, but it shows the effect of rainfall on wheat without clover. It says nothing about how much clover helps, so it cannot support a claim about clover's benefit.",
      },
      {
        text: "Even with clover, wheat in dry seasons (5.0 tonnes per hectare) yielded less than wheat grown alone in wet seasons (7.1 tonnes per hectare).",
        correct: false,
        why: "This compares two different planting methods in two different season types, so it mixes the effect of rain with the effect of clover and cannot show how clover's benefit changes with rainfall.",
      },
    ],
    explanation: "To support a claim that clover's benefit depends on rainfall, one must compare the benefit (the yield with clover minus the yield without) across season types: 0.8 tonnes per hectare in dry seasons against 0.2 in wet ones. The other choices state true facts from the table that do not isolate that difference.",
    source: src.original,
  },
  {
    id: "eng-hard-042",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: "Students in a chemistry class burned candles made from four different waxes, each with an identical cotton wick, in the same still room. After one hour, they recorded each candle's burn rate and measured the depth of the cup of melted wax at its top. One student claimed that the depth of the cup is better predicted by a wax's melting point than by how quickly the candle burns.",
      },
    ],
    table: {
      title: "Melting point, burn rate, and cup depth of four candle waxes (invented data)",
      columns: ["Wax", "Melting point (°C)", "Burn rate (grams per hour)", "Cup depth (mm)"],
      rows: [
        ["Soy", "49", "7.9", "3"],
        ["Paraffin", "57", "6.4", "5"],
        ["Beeswax", "63", "8.6", "7"],
        ["Stearin", "69", "5.8", "9"],
      ],
    },
    stem: "Which choice best describes data from the table that support the student's claim?",
    choices: [
      {
        text: "Cup depth increases steadily from the wax with the lowest melting point to the wax with the highest, but it does not rise or fall steadily with burn rate.",
        correct: true,
        why: "Ordered by melting point (49, 57, 63, 69), the cup depths run 3, 5, 7, 9 mm: a perfectly steady rise. Ordered by burn rate (5.8, 6.4, 7.9, 8.6), the depths run 9, 5, 3, 7 mm, with no consistent direction. Melting point is therefore the better predictor, as the student claimed.",
      },
      {
        text: "The candle with the fastest burn rate also had the deepest cup.",
        correct: false,
        why: "This misreads the table. The fastest-burning wax is beeswax (8.6 grams per hour), whose cup (7 mm) is not the deepest; stearin, the slowest-burning wax, has the deepest cup (9 mm).",
      },
      {
        text: "Burn rate rose steadily as melting point increased.",
        correct: false,
        why: "This is false: burn rate falls from soy to paraffin, rises to beeswax, then falls to stearin. It would also concern the relation between melting point and burn rate, not which one predicts cup depth.",
      },
      {
        text: "The soy candle burned faster than the paraffin candle and had a shallower cup.",
        correct: false,
        why: "This is true, but it compares only two candles and mentions only burn rate. It does not show melting point predicting cup depth better than burn rate does, so it does not address the student's comparison.",
      },
    ],
    explanation: "The claim compares two possible predictors of cup depth. Supporting it requires showing that depth tracks melting point consistently (3, 5, 7, 9 mm as melting point rises) while it does not track burn rate. One choice describes exactly that; the others are false or too narrow to compare the predictors.",
    source: src.original,
  },
  {
    id: "eng-hard-043",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: "A psychologist had two groups of volunteers study the same list of 40 unfamiliar vocabulary words for a total of 60 minutes. One group studied in a single session (massed practice); the other studied in four 15-minute sessions spread over a week (spaced practice). Half of each group was tested one day after its final session, and the other half thirty days after. The psychologist argued that massed practice can create a misleading impression of how well material has been learned, since ______",
      },
    ],
    table: {
      title: "Mean number of words recalled (out of 40) by practice schedule and test delay (invented data)",
      columns: ["Practice schedule", "Tested after 1 day", "Tested after 30 days"],
      rows: [
        ["Massed", "31", "12"],
        ["Spaced", "29", "22"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "volunteers who used massed practice recalled slightly more words than those who used spaced practice when tested after one day, but far fewer when tested after thirty days.",
        correct: true,
        why: "A 'misleading impression' requires that massed practice look better at first and prove worse later. The table shows both: 31 against 29 words after one day, then 12 against 22 after thirty days.",
      },
      {
        text: "volunteers who used spaced practice recalled more words after thirty days (22) than volunteers who used massed practice did (12).",
        correct: false,
        why: "This shows that spaced practice produced better long-term recall, but not that massed practice ever looked better. Without the early advantage for massed practice, there is no misleading impression to explain.",
      },
      {
        text: "volunteers in both groups recalled fewer words after thirty days than after one day.",
        correct: false,
        why: "This is true, but forgetting over time happened with both schedules. It does not distinguish massed from spaced practice, so it cannot show that massed practice in particular misleads.",
      },
      {
        text: "volunteers who used spaced practice recalled more words than those who used massed practice when tested after one day.",
        correct: false,
        why: "This misreads the table: after one day, the massed group recalled more words (31) than the spaced group (29).",
      },
    ],
    explanation: "The argument is that massed practice misleads: it must seem to work better than it does. The data show the massed group ahead on the early test (31 against 29) but well behind on the delayed test (12 against 22), so only the choice that reports both results completes the statement logically.",
    source: src.original,
  },
  {
    id: "eng-hard-044",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: "A biologist recorded the songs of one species of songbird at four sites with different levels of background noise and measured the lowest frequency of each bird's song. Because low-pitched sounds are easily drowned out by traffic noise, she predicted that the minimum song frequency would rise steadily as background noise increased. The data, however, only partly bore out her prediction.",
      },
    ],
    table: {
      title: "Background noise and minimum song frequency at four sites (invented data)",
      columns: ["Site", "Mean background noise (decibels)", "Mean minimum song frequency (kilohertz)"],
      rows: [
        ["Forest reserve", "42", "2.9"],
        ["Village edge", "51", "3.2"],
        ["Suburban park", "60", "3.6"],
        ["City center", "71", "3.5"],
      ],
    },
    stem: "Which choice best describes data from the table that weaken the biologist's prediction?",
    choices: [
      {
        text: "The city center was noisier than the suburban park, yet birds there had a slightly lower mean minimum song frequency.",
        correct: true,
        why: "The prediction is of a steady rise in minimum frequency with noise. From the suburban park (60 decibels, 3.6 kilohertz) to the city center (71 decibels, 3.5 kilohertz), noise rises but frequency falls, breaking the predicted pattern.",
      },
      {
        text: "Birds at the forest reserve, the quietest site, had the lowest mean minimum song frequency.",
        correct: false,
        why: "This fits the prediction: the quietest site should have the lowest minimum frequency, and it does, so this finding supports rather than weakens it.",
      },
      {
        text: "Mean minimum song frequency rose from the forest reserve to the suburban park as background noise increased.",
        correct: false,
        why: "This describes the part of the data that matches the prediction (2.9, 3.2, 3.6 kilohertz as noise climbs), so it cannot weaken it.",
      },
      {
        text: "Background noise at the village edge was 9 decibels higher than at the forest reserve.",
        correct: false,
        why: "This is accurate (51 − 42 = 9), but it concerns noise alone and says nothing about song frequency, so it has no bearing on the prediction.",
      },
    ],
    explanation: "A prediction of a steady rise is weakened by any step where noise goes up and frequency does not. The table has one: the city center is the noisiest site but has a lower minimum frequency (3.5 kilohertz) than the suburban park (3.6). The other choices either fit the prediction or ignore song frequency.",
    source: src.original,
  },
  {
    id: "eng-hard-045",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: "Urban planners studied four towns that built protected bicycle lanes between 2022 and 2024, surveying residents about how they commuted before and after construction. The planners found that the towns that built more kilometers of lanes tended to see larger increases in the share of residents commuting by bicycle. For example, ______",
      },
    ],
    table: {
      title: "Bicycle lanes built and share of residents commuting by bicycle in four towns (invented data)",
      columns: ["Town", "Lanes built (km)", "Commuting by bicycle, 2022 (%)", "Commuting by bicycle, 2024 (%)"],
      rows: [
        ["Alder", "2", "6", "7"],
        ["Brook", "5", "4", "8"],
        ["Carrow", "9", "9", "15"],
        ["Dunmore", "14", "3", "12"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the example?",
    choices: [
      {
        text: "Dunmore, which built the most lanes, saw its share of bicycle commuters rise by 9 percentage points, while Alder, which built the fewest, saw a rise of only 1 point.",
        correct: true,
        why: "The finding links the amount of lanes built to the size of the increase. This choice compares the towns at the two extremes: most lanes (14 km) with the largest rise (3% to 12%, 9 points) and fewest lanes (2 km) with the smallest (6% to 7%, 1 point).",
      },
      {
        text: "Carrow had the largest share of bicycle commuters in both 2022 and 2024.",
        correct: false,
        why: "This is true, but it describes the level of cycling in each year, not the increase, and it does not mention how many lanes were built, so it does not illustrate the finding.",
      },
      {
        text: "Brook's share of bicycle commuters doubled, the largest relative increase of any town.",
        correct: false,
        why: "Brook's share did double (4% to 8%), but Dunmore's quadrupled (3% to 12%), so Brook's was not the largest relative increase. The choice also ignores the length of lanes built.",
      },
      {
        text: "Dunmore had the smallest share of bicycle commuters in 2022 but not in 2024.",
        correct: false,
        why: "This is accurate (3% in 2022; Alder was lowest in 2024 at 7%), but it says nothing about lanes built, so it cannot illustrate a link between lanes and increases.",
      },
    ],
    explanation: "The example must connect two quantities: kilometers of lanes built and the increase in the bicycle-commuting share. The increases (1, 4, 6, and 9 points) grow with the lanes built (2, 5, 9, and 14 km), and the choice contrasting Dunmore with Alder shows this at the extremes. The other choices concern levels, a false comparison, or ignore the lanes.",
    source: src.original,
  },
];
