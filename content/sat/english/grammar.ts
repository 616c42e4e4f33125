import type { AuthoredEnglishItem, PassageSource } from "../item-schema";

/**
 * Standard English Conventions (boundaries; form, structure, and sense), the grammar subsection.
 * Passages are adapted from public-domain works published before 1930.
 */

const STEM = "Which choice completes the text so that it conforms to the conventions of Standard English?";

function pd(author: string, work: string, year: number, edition: string): PassageSource {
  return { author, work, year, edition, licence: "public-domain", adapted: true };
}

const src = {
  pridePrejudice: pd("Jane Austen", "Pride and Prejudice", 1813, "T. Egerton, Whitehall, London, 1813"),
  emma: pd("Jane Austen", "Emma", 1815, "John Murray, London, 1815 (title page dated 1816)"),
  persuasion: pd("Jane Austen", "Persuasion", 1817, "John Murray, London, 1817 (title page dated 1818), with Northanger Abbey"),
  northanger: pd("Jane Austen", "Northanger Abbey", 1817, "John Murray, London, 1817 (title page dated 1818), with Persuasion"),
  christmasCarol: pd("Charles Dickens", "A Christmas Carol", 1843, "Chapman and Hall, London, 1843"),
  greatExpectations: pd("Charles Dickens", "Great Expectations", 1861, "Chapman and Hall, London, 1861 (three volumes)"),
  oliverTwist: pd("Charles Dickens", "Oliver Twist", 1838, "Richard Bentley, London, 1838 (three volumes)"),
  bleakHouse: pd("Charles Dickens", "Bleak House", 1853, "Bradbury and Evans, London, 1853"),
  hardTimes: pd("Charles Dickens", "Hard Times", 1854, "Bradbury and Evans, London, 1854"),
  studyInScarlet: pd("Arthur Conan Doyle", "A Study in Scarlet", 1887, "Beeton's Christmas Annual, Ward, Lock and Co., London, 1887"),
  hound: pd("Arthur Conan Doyle", "The Hound of the Baskervilles", 1902, "George Newnes, London, 1902"),
  scandal: pd(
    "Arthur Conan Doyle",
    "A Scandal in Bohemia",
    1891,
    "The Strand Magazine, July 1891; collected in The Adventures of Sherlock Holmes, George Newnes, London, 1892",
  ),
  redHeaded: pd(
    "Arthur Conan Doyle",
    "The Red-Headed League",
    1891,
    "The Strand Magazine, August 1891; collected in The Adventures of Sherlock Holmes, George Newnes, London, 1892",
  ),
  warOfWorlds: pd("H. G. Wells", "The War of the Worlds", 1898, "William Heinemann, London, 1898"),
  invisibleMan: pd("H. G. Wells", "The Invisible Man", 1897, "C. Arthur Pearson, London, 1897"),
  eightyDays: pd(
    "Jules Verne",
    "Around the World in Eighty Days",
    1873,
    "translated by George Makepeace Towle, James R. Osgood and Company, Boston, 1873",
  ),
  twentyThousand: pd(
    "Jules Verne",
    "Twenty Thousand Leagues Under the Sea",
    1870,
    "translated by Mercier Lewis, Sampson Low, Marston, Low, and Searle, London, 1873",
  ),
  journeyCentre: pd("Jules Verne", "A Journey to the Centre of the Earth", 1864, "English translation, Griffith and Farran, London, 1872"),
  southernHorrors: pd("Ida B. Wells", "Southern Horrors: Lynch Law in All Its Phases", 1892, "The New York Age Print, New York, 1892"),
  redRecord: pd("Ida B. Wells", "A Red Record", 1895, "Donohue and Henneberry, Chicago, 1895"),
  impressions: pd("Zitkala-Sa", "Impressions of an Indian Childhood", 1900, "The Atlantic Monthly, vol. 85, January 1900"),
  schoolDays: pd("Zitkala-Sa", "The School Days of an Indian Girl", 1900, "The Atlantic Monthly, vol. 85, February 1900"),
  yellowWallpaper: pd("Charlotte Perkins Gilman", "The Yellow Wall-Paper", 1892, "The New England Magazine, January 1892"),
  womenEconomics: pd("Charlotte Perkins Gilman", "Women and Economics", 1898, "Small, Maynard and Company, Boston, 1898"),
  herland: pd("Charlotte Perkins Gilman", "Herland", 1915, "serialized in The Forerunner, vol. 6, New York, 1915"),
  strenuousLife: pd("Theodore Roosevelt", "The Strenuous Life: Essays and Addresses", 1900, "The Century Co., New York, 1900"),
  brazilianWilderness: pd("Theodore Roosevelt", "Through the Brazilian Wilderness", 1914, "Charles Scribner's Sons, New York, 1914"),
  rooseveltAutobiography: pd("Theodore Roosevelt", "An Autobiography", 1913, "The Macmillan Company, New York, 1913"),
  otherHalf: pd("Jacob Riis", "How the Other Half Lives", 1890, "Charles Scribner's Sons, New York, 1890"),
  frankenstein: pd(
    "Mary Shelley",
    "Frankenstein; or, The Modern Prometheus",
    1818,
    "Lackington, Hughes, Harding, Mavor, and Jones, London, 1818",
  ),
  treasureIsland: pd("Robert Louis Stevenson", "Treasure Island", 1883, "Cassell and Company, London, 1883"),
  jekyll: pd("Robert Louis Stevenson", "Strange Case of Dr Jekyll and Mr Hyde", 1886, "Longmans, Green, and Co., London, 1886"),
  donkey: pd("Robert Louis Stevenson", "Travels with a Donkey in the Cevennes", 1879, "C. Kegan Paul and Co., London, 1879"),
  cranford: pd("Elizabeth Gaskell", "Cranford", 1853, "Chapman and Hall, London, 1853"),
  northSouth: pd("Elizabeth Gaskell", "North and South", 1855, "Chapman and Hall, London, 1855 (two volumes)"),
};

export const grammarItems: AuthoredEnglishItem[] = [
  {
    id: "eng-grammar-001",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "At the Meryton assembly, Mr. Darcy soon drew the attention of the room by his fine, tall person, handsome features, and noble mien. The gentlemen pronounced him to be a fine figure of a man, and the ladies declared he was much handsomer than Mr. Bingley. He was looked at with great admiration for about half the evening ______ his manners gave a disgust which turned the tide of his popularity. He was discovered to be proud, to be above his company, and above being pleased.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "evening; then",
        correct: true,
        why: "A semicolon can join two independent clauses. “He was looked at with great admiration for about half the evening” and “then his manners gave a disgust...” can each stand alone, so the semicolon joins them correctly.",
      },
      {
        text: "evening, then",
        correct: false,
        why: "This is a comma splice: a comma alone cannot join two independent clauses, and “then” is an adverb, not a coordinating conjunction, so it cannot help the comma do the job.",
      },
      {
        text: "evening then",
        correct: false,
        why: "With no punctuation at all, the two independent clauses run together into a fused (run-on) sentence.",
      },
      {
        text: "evening, then,",
        correct: false,
        why: "Setting “then” off with commas still leaves only a comma between the two independent clauses, so the sentence remains a comma splice.",
      },
    ],
    explanation:
      "The blank falls between two independent clauses: “He was looked at with great admiration for about half the evening” and “then his manners gave a disgust which turned the tide of his popularity.” Because “then” is an adverb rather than a coordinating conjunction, the clauses must be joined by a semicolon (or separated by a period). Only the semicolon choice does this; the others create a comma splice or a run-on.",
    source: src.pridePrejudice,
  },
  {
    id: "eng-grammar-002",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "In his 1890 book *How the Other Half Lives*, Jacob Riis led his readers up the stairs of a New York tenement as though they were walking at his side. Be a little careful, he warned: the hall is dark, and a visitor might stumble over the children pitching pennies there. All the fresh air that ever reaches these stairs ______ from the hall door, which is forever slamming, and the sinks in the hallway poison every tenant alike with their summer stench.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "comes",
        correct: true,
        why: "The subject of the verb is “air,” a singular noun, so the singular present-tense verb “comes” agrees with it and matches the present tense of the surrounding description (“is forever slamming,” “poison”).",
      },
      {
        text: "come",
        correct: false,
        why: "This plural verb seems to agree with “stairs,” the noun just before the blank, but “stairs” belongs to the clause “that ever reaches these stairs.” The subject is the singular “air.”",
      },
      {
        text: "are coming",
        correct: false,
        why: "“Are” is a plural verb form, which does not agree with the singular subject “air.”",
      },
      {
        text: "have come",
        correct: false,
        why: "“Have” is a plural verb form, which does not agree with the singular subject “air.”",
      },
    ],
    explanation:
      "Strip away the clause “that ever reaches these stairs” and the core sentence is “All the fresh air ... comes from the hall door.” The subject “air” is singular, so the verb must be singular: “comes.” The other choices are plural forms that mistakenly agree with the nearby noun “stairs.”",
    source: src.otherHalf,
  },
  {
    id: "eng-grammar-003",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "Soon after moving into rooms at 221B Baker Street, Dr. Watson tried to make sense of his new companion by drawing up a list of what Sherlock Holmes knew. The results were puzzling. Holmes's knowledge of chemistry was profound, and his knowledge of anatomy was accurate, if unsystematic. Yet by Watson's reckoning, Holmes knew nothing at all of three ______ philosophy, and astronomy.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "subjects: literature,",
        correct: true,
        why: "A colon may follow an independent clause to introduce a list that specifies what the clause announced. “Holmes knew nothing at all of three subjects” is complete, and the list names the three subjects.",
      },
      {
        text: "subjects; literature,",
        correct: false,
        why: "A semicolon must join two independent clauses (or separate complex items in a series). “Literature, philosophy, and astronomy” is not an independent clause.",
      },
      {
        text: "subjects literature,",
        correct: false,
        why: "Without punctuation, the list runs straight into “subjects,” and the reader cannot tell that the three words name the subjects just announced.",
      },
      {
        text: "subjects. Literature,",
        correct: false,
        why: "The period leaves “Literature, philosophy, and astronomy.” as a fragment with no subject-verb pair.",
      },
    ],
    explanation:
      "The clause before the blank is complete and announces “three subjects”; what follows is a list naming them. A colon is the conventional mark to introduce such a list. A semicolon or a period would require an independent clause after it, and no punctuation leaves the list jammed against the word it explains.",
    source: src.studyInScarlet,
  },
  {
    id: "eng-grammar-004",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "Phileas Fogg was a man of perfectly regular habits who spent nearly every day of his life at the Reform Club in London. One evening, while playing whist with his friends, he insisted that a traveller could now go around the world in eighty days, and he staked twenty thousand pounds on proving it. The gentleman who had just made this astonishing ______ London that very night.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "wager left",
        correct: true,
        why: "“The gentleman who had just made this astonishing wager” is the subject, and “left” is its verb. No punctuation belongs between a subject and its verb.",
      },
      {
        text: "wager, left",
        correct: false,
        why: "The comma wrongly separates the subject (“The gentleman who had just made this astonishing wager”) from its verb, “left.” The clause “who had just made this astonishing wager” identifies which gentleman, so it is not set off.",
      },
      {
        text: "wager; left",
        correct: false,
        why: "A semicolon must separate independent clauses; here it cuts the subject off from its verb, leaving two fragments.",
      },
      {
        text: "wager: left",
        correct: false,
        why: "A colon must follow an independent clause; here it splits the subject from its verb, which is never acceptable.",
      },
    ],
    explanation:
      "The sentence's subject is the whole phrase “The gentleman who had just made this astonishing wager,” and its verb is “left.” Because the relative clause is essential (it identifies the gentleman) and is part of the subject, no punctuation should come between “wager” and “left.”",
    source: src.eightyDays,
  },
  {
    id: "eng-grammar-005",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "On a dreary night in November, Victor Frankenstein at last beheld the accomplishment of his toils. With an anxiety that almost amounted to agony, he collected the instruments of life around him so that he might infuse a spark of being into the lifeless thing at his feet. It was already one in the ______ rain pattered dismally against the panes. His candle was nearly burnt out when, by its glimmer, he saw the dull yellow eye of the creature open.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "morning, and the",
        correct: true,
        why: "Two independent clauses (“It was already one in the morning” and “the rain pattered dismally against the panes”) may be joined by a comma followed by a coordinating conjunction such as “and.”",
      },
      {
        text: "morning, the",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "morning the",
        correct: false,
        why: "With no punctuation or conjunction, the two independent clauses are fused into a run-on sentence.",
      },
      {
        text: "morning and, the",
        correct: false,
        why: "The comma belongs before the coordinating conjunction, not after it; placing it after “and” separates the conjunction from the clause it introduces.",
      },
    ],
    explanation:
      "Both “It was already one in the morning” and “the rain pattered dismally against the panes” are independent clauses. The standard way to join them with a comma is to put a coordinating conjunction after the comma: “morning, and the rain.” The other choices produce a comma splice, a run-on, or a misplaced comma.",
    source: src.frankenstein,
  },
  {
    id: "eng-grammar-006",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "Jim Hawkins had never seen so many ships as crowded the docks at Bristol. When he and his companions were rowed out to the *Hispaniola*, which lay some way off in the harbour, they passed under the figureheads and round the sterns of many other vessels. These ships were moored so close together that ______ cables sometimes grated underneath the boat's keel and sometimes swung above the rowers' heads.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "their",
        correct: true,
        why: "The cables belong to “these ships,” a plural antecedent, so the plural possessive pronoun “their” is needed.",
      },
      {
        text: "its",
        correct: false,
        why: "“Its” is singular, but the cables belong to the plural “ships.”",
      },
      {
        text: "it's",
        correct: false,
        why: "“It's” is a contraction of “it is” or “it has,” not a possessive; “that it is cables sometimes grated” makes no sense. It is also singular.",
      },
      {
        text: "they're",
        correct: false,
        why: "“They're” is a contraction of “they are,” not a possessive pronoun; “that they are cables sometimes grated” is ungrammatical.",
      },
    ],
    explanation:
      "The blank needs a possessive pronoun naming whose cables grated against the keel. The owners are “these ships,” which is plural, so the plural possessive “their” is correct. “Its” is singular, and “it's” and “they're” are contractions, not possessives.",
    source: src.treasureIsland,
  },
  {
    id: "eng-grammar-007",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "In “The School Days of an Indian Girl,” published in 1900, Zitkala-Sa describes her first days at a missionary school in the East, where she had been taken at the age of eight. Among her people, she explains, short hair was worn by mourners. Late on her first morning, her friend Judéwin—a girl who knew a few words of ______ her a terrible warning: the paleface woman had been heard talking about cutting their long, heavy hair.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "English—gave",
        correct: true,
        why: "The element “a girl who knew a few words of English” opens with a dash, so it must close with a dash before the sentence continues with its verb, “gave.”",
      },
      {
        text: "English, gave",
        correct: false,
        why: "A nonessential element must be set off by a matching pair of punctuation marks. This element opens with a dash, so closing it with a comma is inconsistent.",
      },
      {
        text: "English gave",
        correct: false,
        why: "Leaving out the closing mark makes “English gave her” read as if “English” were the subject of “gave,” and the interruption that began with the dash is never closed.",
      },
      {
        text: "English; gave",
        correct: false,
        why: "A semicolon separates independent clauses; here it cuts the subject, “Judéwin,” off from its verb, “gave.”",
      },
    ],
    explanation:
      "“A girl who knew a few words of English” is a nonessential appositive describing Judéwin. It begins with a dash, so it must end with a dash; then the main clause resumes with the verb “gave.” A comma, a semicolon, or no mark at all fails to close the interruption properly.",
    source: src.schoolDays,
  },
  {
    id: "eng-grammar-008",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "The narrator of Charlotte Perkins Gilman's 1892 story “The Yellow Wall-Paper” is confined by her physician husband to a large upstairs room in a colonial mansion taken for the summer. She soon comes to hate the room's wallpaper. Its sprawling, flamboyant patterns ______ every artistic sin, she writes, and its color is repellent, almost revolting: a smouldering, unclean yellow, strangely faded by the slow-turning sunlight.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "commit",
        correct: true,
        why: "The subject is “patterns,” a plural noun, so the plural present-tense verb “commit” agrees with it and matches the story's present tense (“writes,” “is”).",
      },
      {
        text: "commits",
        correct: false,
        why: "“Commits” is singular; it might seem to agree with the singular possessive “Its,” but the subject is the plural noun “patterns.”",
      },
      {
        text: "is committing",
        correct: false,
        why: "“Is” is a singular verb form and does not agree with the plural subject “patterns.”",
      },
      {
        text: "has committed",
        correct: false,
        why: "“Has” is a singular verb form and does not agree with the plural subject “patterns.”",
      },
    ],
    explanation:
      "The subject of the blank is “patterns” (“Its sprawling, flamboyant patterns”). “Its” only tells whose patterns they are; it is not the subject. A plural subject takes a plural verb, so “commit” is correct.",
    source: src.yellowWallpaper,
  },
  {
    id: "eng-grammar-009",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "Speaking before the Hamilton Club of Chicago in April 1899, Theodore Roosevelt urged his listeners to reject comfort for its own sake. He wished to preach, he said, not the doctrine of ignoble ease but the doctrine of the strenuous ______ of toil and effort, of labor and strife. Success of the highest kind, he declared, comes to the man who does not shrink from danger, from hardship, or from bitter toil.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "life, the life",
        correct: true,
        why: "“The life of toil and effort, of labor and strife” is an appositive that renames “the strenuous life,” and a comma properly sets it off from the noun it renames.",
      },
      {
        text: "life. The life",
        correct: false,
        why: "The period leaves “The life of toil and effort, of labor and strife.” as a fragment: it has no verb.",
      },
      {
        text: "life; the life",
        correct: false,
        why: "A semicolon must join two independent clauses, but “the life of toil and effort, of labor and strife” is only a noun phrase.",
      },
      {
        text: "life the life",
        correct: false,
        why: "Without punctuation, the appositive runs into the noun it renames, producing the garbled phrase “the strenuous life the life of toil.”",
      },
    ],
    explanation:
      "The words after the blank rename “the strenuous life”: it is “the life of toil and effort, of labor and strife.” Such an appositive phrase is set off with a comma. A period or semicolon would require an independent clause to follow, and no punctuation runs the two phrases together.",
    source: src.strenuousLife,
  },
  {
    id: "eng-grammar-010",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "Pip, the narrator of Charles Dickens's *Great Expectations*, recalls a raw afternoon in his childhood when he wandered alone into the churchyard on the marshes. He was beginning to cry beside the graves of his parents when a terrible voice told him to hold his noise. A fearful man, all in coarse gray and with a great iron on his leg, ______ up from among the graves and seized the boy by the chin.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "started",
        correct: true,
        why: "The memory is narrated in the past tense (“wandered,” “was beginning,” “told”), and the verb is paired with “seized,” so the simple past “started” keeps the tense consistent.",
      },
      {
        text: "starts",
        correct: false,
        why: "The present tense clashes with the past-tense narration and with “seized,” the verb it is paired with in the same sentence.",
      },
      {
        text: "will start",
        correct: false,
        why: "The future tense makes no sense for an event Pip is remembering, and it clashes with “seized.”",
      },
      {
        text: "is starting",
        correct: false,
        why: "The present progressive clashes with the past-tense narration and with “seized.”",
      },
    ],
    explanation:
      "Pip “recalls” the scene in the present, but the events of the memory are told in the past tense: he “wandered,” “was beginning to cry,” and a voice “told” him to be quiet. The blank's verb is joined by “and” to “seized,” so it must also be in the simple past: “started.”",
    source: src.greatExpectations,
  },
];
