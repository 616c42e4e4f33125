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
  {
    id: "eng-grammar-011",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "Elizabeth Gaskell's *Cranford* opens with a description of a small English country town governed almost entirely by women. In the first place, the narrator explains, Cranford is in possession of the Amazons, for all the holders of houses above a certain rent are women. If a married couple settles in the ______ gentleman somehow disappears: he is either frightened to death by being the only man at the evening parties or kept away all week by business in the neighbouring town of Drumble.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "town, the",
        correct: true,
        why: "“If a married couple settles in the town” is an introductory dependent clause. A comma properly separates it from the main clause that follows, “the gentleman somehow disappears.”",
      },
      {
        text: "town; the",
        correct: false,
        why: "A semicolon must join two independent clauses, but “If a married couple settles in the town” is a dependent clause that cannot stand alone.",
      },
      {
        text: "town. The",
        correct: false,
        why: "The period turns the dependent clause “If a married couple settles in the town” into a sentence fragment.",
      },
      {
        text: "town: the",
        correct: false,
        why: "A colon must follow an independent clause; the dependent “if” clause before it is not one.",
      },
    ],
    explanation:
      "The sentence begins with a dependent clause (“If a married couple settles in the town”) and continues with an independent clause (“the gentleman somehow disappears”). An introductory dependent clause is joined to the main clause with a comma. A semicolon, colon, or period would each require a complete independent clause before it.",
    source: src.cranford,
  },
  {
    id: "eng-grammar-012",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "H. G. Wells opens *The War of the Worlds* by imagining how the busy people of the late nineteenth century must have appeared to unseen observers on Mars. As men went about their various concerns, the narrator says, they were being scrutinised and studied, perhaps almost as narrowly as a man with a microscope might scrutinise the transient ______ that swarm and multiply in a drop of water.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "creatures",
        correct: true,
        why: "The sentence needs a plain plural noun as the object of “scrutinise”; the plural “creatures” also agrees with the plural verbs “swarm and multiply” in the clause that describes them.",
      },
      {
        text: "creature's",
        correct: false,
        why: "This is a singular possessive, but nothing follows that the creature could possess, and the verbs “swarm and multiply” require a plural subject.",
      },
      {
        text: "creatures'",
        correct: false,
        why: "This is a plural possessive, but the creatures do not possess anything in the sentence; the word is simply the object of “scrutinise.”",
      },
      {
        text: "creature",
        correct: false,
        why: "The singular noun does not agree with “swarm and multiply,” the plural verbs of the relative clause “that swarm and multiply.”",
      },
    ],
    explanation:
      "The man with the microscope studies many tiny organisms, which then “swarm and multiply.” The blank therefore needs a plural noun that is not possessive: “creatures.” The possessive forms have nothing to possess, and the singular “creature” clashes with the plural verbs.",
    source: src.warOfWorlds,
  },
  {
    id: "eng-grammar-013",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "Jane Austen introduces the heroine of her 1815 novel *Emma* in a single sentence that sums up a fortunate life. Emma Woodhouse, handsome, clever, and rich, with a comfortable home and a happy disposition, seemed to unite some of the best blessings of existence, and she ______ nearly twenty-one years in the world with very little to distress or vex her. She was the younger of two daughters of a most affectionate, indulgent father.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "had lived",
        correct: true,
        why: "The narration is in the past tense (“seemed,” “was”), and the twenty-one years stretched up to that past moment, so the past perfect “had lived” is the right form.",
      },
      {
        text: "has lived",
        correct: false,
        why: "The present perfect describes time reaching up to the present, which clashes with the past-tense “seemed” that it is paired with.",
      },
      {
        text: "lives",
        correct: false,
        why: "The present tense clashes with the past-tense narration (“seemed,” “was”).",
      },
      {
        text: "will have lived",
        correct: false,
        why: "The future perfect places the twenty-one years in the future, which makes no sense alongside “seemed” and “was.”",
      },
    ],
    explanation:
      "Austen's sentence is narrated in the past (“seemed to unite,” “She was”). The years Emma spent with little to vex her led up to that past moment, which calls for the past perfect: “had lived.” The present, present perfect, and future perfect forms all break the sentence's time frame.",
    source: src.emma,
  },
  {
    id: "eng-grammar-014",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: "In May 1892, the journalist Ida B. Wells published an editorial in Memphis denouncing lynching. While she was traveling in the North, a mob attacked the offices of her newspaper, and she was warned that her life would be in danger if she returned. The ______ never resumed publication, but Wells carried on her campaign from New York, where she published the pamphlet *Southern Horrors* later that year.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "newspaper, the *Free Speech*,",
        correct: true,
        why: "“The *Free Speech*” is a nonessential appositive that names a newspaper already identified as hers, so it is set off by a pair of commas, one before and one after.",
      },
      {
        text: "newspaper, the *Free Speech*",
        correct: false,
        why: "The appositive is opened with a comma but never closed, so the comma wrongly appears to separate the subject “newspaper” from the rest of the sentence while the name runs into the verb “never resumed.”",
      },
      {
        text: "newspaper the *Free Speech*,",
        correct: false,
        why: "The appositive is closed with a comma but was never opened, leaving a single comma between the subject and its verb.",
      },
      {
        text: "newspaper—the *Free Speech*,",
        correct: false,
        why: "A nonessential element must open and close with the same mark; this one opens with a dash and closes with a comma.",
      },
    ],
    explanation:
      "The newspaper has already been identified (“her newspaper”), so its name is extra, nonessential information. A nonessential appositive in the middle of a sentence is set off by matching punctuation on both sides. Only the choice with a comma before and a comma after “the *Free Speech*” does this.",
    source: src.southernHorrors,
  },
  {
    id: "eng-grammar-015",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: "The lawyer Mr. Utterson is a man of rugged countenance, cold and embarrassed in conversation, and yet somehow lovable. In the opening chapter of Robert Louis Stevenson's 1886 novella, Utterson and his distant kinsman Richard Enfield ______ their customary Sunday walk through a by-street in a busy quarter of London, where Enfield points out a sinister door and tells a strange story about it.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "take",
        correct: true,
        why: "“Utterson and his distant kinsman Richard Enfield” is a compound subject joined by “and,” so it takes the plural verb “take,” which also matches the present tense of the passage (“is,” “points,” “tells”).",
      },
      {
        text: "takes",
        correct: false,
        why: "“Takes” is singular; it might seem to agree with “Richard Enfield,” the noun just before the blank, but the subject is the compound “Utterson and ... Enfield.”",
      },
      {
        text: "is taking",
        correct: false,
        why: "“Is” is a singular verb form, which does not agree with the compound subject “Utterson and ... Enfield.”",
      },
      {
        text: "has taken",
        correct: false,
        why: "“Has” is a singular verb form, which does not agree with the compound subject “Utterson and ... Enfield.”",
      },
    ],
    explanation:
      "Two people joined by “and” form a plural subject: “Utterson and his distant kinsman Richard Enfield.” A plural subject needs a plural verb, so “take” is correct. Each other choice uses a singular form (“takes,” “is,” “has”).",
    source: src.jekyll,
  },
  {
    id: "eng-grammar-016",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "Old Marley had been dead seven years, and Scrooge had been his sole executor, his sole friend, and his sole mourner. Yet Scrooge was not so dreadfully cut up by the sad event that he forgot to be an excellent man of business on the very day of the funeral. He never painted out old Marley's ______ years afterward, it still stood above the warehouse door, and the firm was known as Scrooge and Marley.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "name; indeed,",
        correct: true,
        why: "The semicolon joins two independent clauses (“He never painted out old Marley's name” and “years afterward, it still stood above the warehouse door”), and the comma after the transition “indeed” sets it off from the clause it introduces.",
      },
      {
        text: "name, indeed,",
        correct: false,
        why: "“Indeed” is an adverb, not a coordinating conjunction, so with only commas around it the two independent clauses form a comma splice.",
      },
      {
        text: "name indeed,",
        correct: false,
        why: "With no punctuation before “indeed,” the two independent clauses run together into a fused sentence.",
      },
      {
        text: "name; indeed;",
        correct: false,
        why: "The second semicolon cuts “indeed” off from the clause it introduces, leaving the lone word “indeed” between two semicolons as if it were a clause.",
      },
    ],
    explanation:
      "Both “He never painted out old Marley's name” and “years afterward, it still stood above the warehouse door” are independent clauses. When a conjunctive adverb such as “indeed” links two independent clauses, a semicolon goes before it and a comma after it. The other choices create a comma splice, a fused sentence, or an isolated “indeed.”",
    source: src.christmasCarol,
  },
  {
    id: "eng-grammar-017",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "Sir Walter Elliot, of Kellynch Hall in Somersetshire, was a man who, for his own amusement, never took up any book but the Baronetage, where he could read the history of his own family with an interest that never failed. Jane Austen leaves the reader in no doubt about the source of this devotion. Vanity, she writes, was the beginning and the end of Sir Walter Elliot's ______ of person and of situation.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "character: vanity",
        correct: true,
        why: "The clause before the blank is complete, and the phrase after it specifies what kind of vanity is meant. A colon properly introduces such an explanation after an independent clause.",
      },
      {
        text: "character; vanity",
        correct: false,
        why: "A semicolon must be followed by an independent clause, but “vanity of person and of situation” is only a noun phrase.",
      },
      {
        text: "character. Vanity",
        correct: false,
        why: "The period makes “Vanity of person and of situation.” a fragment, since it has no verb.",
      },
      {
        text: "character vanity",
        correct: false,
        why: "Without punctuation, the explanatory phrase runs into the clause it explains, producing the garbled “Sir Walter Elliot's character vanity of person.”",
      },
    ],
    explanation:
      "“Vanity ... was the beginning and the end of Sir Walter Elliot's character” is an independent clause; “vanity of person and of situation” is a noun phrase that specifies it. A colon after an independent clause can introduce such an elaboration. A semicolon or period would need a full clause to follow, and no punctuation fuses the two parts.",
    source: src.persuasion,
  },
  {
    id: "eng-grammar-018",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "In December 1913, Theodore Roosevelt began a journey that would take him down an unmapped river in the Brazilian interior. His companions included Colonel Cândido Rondon, the Brazilian officer who had spent years carrying a telegraph line through the ______ George Cherrie and Leo Miller, two naturalists from the American Museum of Natural History; and his son Kermit.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "wilderness;",
        correct: true,
        why: "The items in this series contain their own commas (“Colonel Cândido Rondon, the Brazilian officer...”), so semicolons are needed between the items, as the semicolon before “and his son Kermit” confirms.",
      },
      {
        text: "wilderness,",
        correct: false,
        why: "A comma here would blur the boundary between items that already contain commas, making it unclear where Rondon's description ends and the next companion begins; it is also inconsistent with the semicolon before “and his son Kermit.”",
      },
      {
        text: "wilderness:",
        correct: false,
        why: "A colon would announce that what follows explains the first item, but George Cherrie and Leo Miller are separate companions, the next items in the list.",
      },
      {
        text: "wilderness",
        correct: false,
        why: "With no punctuation, the first item runs straight into the second, as if the wilderness were followed by the names of the two naturalists.",
      },
    ],
    explanation:
      "The sentence lists three items, each with an internal comma: Rondon and his description, Cherrie and Miller and their description, and Kermit. When items in a series contain commas, semicolons separate the items. The semicolon already placed before “and his son Kermit” shows the pattern, so a semicolon must also follow “wilderness.”",
    source: src.brazilianWilderness,
  },
  {
    id: "eng-grammar-019",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "Early in her 1898 treatise *Women and Economics*, Charlotte Perkins Gilman compares human beings with other animals. In other species, she observes, the female gets her own food just as the male does. Gilman ______ human beings are the only animal species in which the female depends on the male for food, so that the relation between the sexes has also become an economic relation.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "argues that",
        correct: true,
        why: "“That human beings are the only animal species...” is a noun clause serving as the object of the verb “argues,” and no punctuation belongs between a verb and its object.",
      },
      {
        text: "argues, that",
        correct: false,
        why: "The comma wrongly separates the verb “argues” from its object, the clause beginning with “that.”",
      },
      {
        text: "argues: that",
        correct: false,
        why: "A colon must follow an independent clause, but “Gilman argues” needs its object to be complete; the colon splits the verb from that object.",
      },
      {
        text: "argues; that",
        correct: false,
        why: "A semicolon must join two independent clauses; here it cuts the verb “argues” off from its object, leaving two fragments.",
      },
    ],
    explanation:
      "The clause “that human beings are the only animal species...” is what Gilman argues: it is the direct object of “argues.” A verb and its object should not be separated by any punctuation, so the correct choice has none between “argues” and “that.”",
    source: src.womenEconomics,
  },
  {
    id: "eng-grammar-020",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "In 1866, ships in several oceans reported an enormous object, longer and swifter than any whale, that sometimes glowed with a strange light. Pierre Aronnax, an assistant professor at the Museum of Natural History in Paris, happened then to be in New York after a scientific expedition to Nebraska. He accepted an invitation to sail aboard the American frigate ______ been fitted out to hunt the monster down.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "*Abraham Lincoln*, which had",
        correct: true,
        why: "The name already identifies the ship, so the clause “which had been fitted out to hunt the monster down” adds nonessential information and is set off with a comma.",
      },
      {
        text: "*Abraham Lincoln* which had",
        correct: false,
        why: "Without a comma, the clause reads as if it were needed to tell which *Abraham Lincoln* is meant; a clause adding information about a ship already named must be set off with a comma.",
      },
      {
        text: "*Abraham Lincoln*; which had",
        correct: false,
        why: "A semicolon must join two independent clauses, but “which had been fitted out to hunt the monster down” is a dependent clause.",
      },
      {
        text: "*Abraham Lincoln*, it had",
        correct: false,
        why: "“It had been fitted out to hunt the monster down” is an independent clause, so joining it to the previous independent clause with only a comma creates a comma splice.",
      },
    ],
    explanation:
      "The ship is already identified by its name, so the relative clause that follows adds extra, nonessential information and must be set off with a comma: “the American frigate *Abraham Lincoln*, which had been fitted out....” A semicolon cannot introduce a dependent clause, and “it had” turns the clause into an independent one, creating a comma splice.",
    source: src.twentyThousand,
  },
  {
    id: "eng-grammar-021",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "Dr. James Mortimer came to Baker Street to consult Sherlock Holmes about the death of his friend Sir Charles Baskerville, who had been found dead at the end of the yew alley on his Devonshire estate. The coroner's jury had decided that Sir Charles died of heart disease. But on the path, some little distance from the body, Dr. Mortimer had seen something that no one else had ______ footprints of a gigantic hound.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "noticed: the",
        correct: true,
        why: "The clause before the blank is complete and mentions “something”; the phrase after it reveals what that something was. A colon after an independent clause introduces exactly this kind of explanation.",
      },
      {
        text: "noticed; the",
        correct: false,
        why: "A semicolon must be followed by an independent clause, but “the footprints of a gigantic hound” is only a noun phrase.",
      },
      {
        text: "noticed. The",
        correct: false,
        why: "The period leaves “The footprints of a gigantic hound.” as a fragment with no verb.",
      },
      {
        text: "noticed the",
        correct: false,
        why: "“Noticed” already has its object, “that” (standing for “something”), so attaching “the footprints” directly to it produces an ungrammatical clause: “something that no one else had noticed the footprints.”",
      },
    ],
    explanation:
      "“Dr. Mortimer had seen something that no one else had noticed” is an independent clause that ends by pointing to an unnamed “something.” The noun phrase “the footprints of a gigantic hound” identifies it. A colon after an independent clause is the mark that introduces such an explanation; a semicolon or period would need a complete clause after it, and no punctuation garbles the sentence.",
    source: src.hound,
  },
  {
    id: "eng-grammar-022",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "In Elizabeth Gaskell's *North and South*, Margaret Hale leaves a quiet village in the south of England for the smoky manufacturing town of Milton, where her father hopes to earn a living as a private tutor. One of his most eager pupils is the mill ______ left school as a boy to support his mother after his father's ruin and has since risen to be one of the leading manufacturers of the town.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "owner John Thornton, who",
        correct: true,
        why: "The name “John Thornton” is needed to identify which mill owner is meant, so it is not set off from “the mill owner.” The clause “who left school as a boy...” adds information about a person already named, so a comma sets it off.",
      },
      {
        text: "owner, John Thornton who",
        correct: false,
        why: "The comma separates the title from the name that identifies him, and no comma sets off the nonessential clause that follows the name.",
      },
      {
        text: "owner John Thornton; who",
        correct: false,
        why: "A semicolon must join two independent clauses, but “who left school as a boy...” is a dependent clause.",
      },
      {
        text: "owner John Thornton who",
        correct: false,
        why: "Without a comma, the “who” clause reads as if it were needed to pick out one John Thornton from several; a clause adding information about a person already named must be set off with a comma.",
      },
    ],
    explanation:
      "Two conventions meet here. “The mill owner John Thornton” uses the name as an essential appositive (without it we would not know which mill owner), so no comma separates title and name. The following “who” clause, however, adds nonessential information about a specific, named person, so it is set off with a comma.",
    source: src.northSouth,
  },
  {
    id: "eng-grammar-023",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: "In *A Red Record*, her 1895 study of lynching in the United States, Ida B. Wells chose her evidence with great care. Determined that her figures could not be dismissed as the exaggerations of an angry ______ drew them from records compiled by white men and published in the *Chicago Tribune*, one of the leading newspapers of the nation.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "reformer, Wells",
        correct: true,
        why: "“Determined that her figures could not be dismissed as the exaggerations of an angry reformer” is an introductory participial phrase describing Wells. A comma separates it from the main clause, “Wells drew them....”",
      },
      {
        text: "reformer; Wells",
        correct: false,
        why: "A semicolon must join two independent clauses, but the introductory phrase has no subject or main verb of its own.",
      },
      {
        text: "reformer. Wells",
        correct: false,
        why: "The period strands the long introductory phrase as a fragment, cut off from “Wells,” the person it describes.",
      },
      {
        text: "reformer: Wells",
        correct: false,
        why: "A colon must follow an independent clause, but the introductory participial phrase is not one.",
      },
    ],
    explanation:
      "The sentence opens with a participial phrase (“Determined that her figures could not be dismissed...”) that modifies Wells, the subject of the main clause. An introductory phrase like this is followed by a comma. Because the phrase is not an independent clause, a semicolon, a colon, or a period cannot follow it.",
    source: src.redRecord,
  },
  {
    id: "eng-grammar-024",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "Jacob Riis insisted that the slums of New York were not a problem the wealthy could safely ignore. The tenements, he wrote in 1890, are the hot-beds of the epidemics that carry death to rich and poor alike. They are the nurseries of pauperism and crime that ______ our jails and police courts, and above all they touch the family life of the city with a deadly moral contagion.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "fill",
        correct: true,
        why: "The relative pronoun “that” stands for “the nurseries of pauperism and crime,” a plural noun phrase, so the verb in its clause must be plural: “fill,” in the present tense used throughout Riis's description.",
      },
      {
        text: "fills",
        correct: false,
        why: "This singular verb seems to agree with “crime,” the noun just before the blank, but “that” refers back to the plural “nurseries” (and even “pauperism and crime” together would be plural).",
      },
      {
        text: "is filling",
        correct: false,
        why: "“Is” is singular and does not agree with the plural antecedent of “that,” the word “nurseries.”",
      },
      {
        text: "has filled",
        correct: false,
        why: "“Has” is singular and does not agree with the plural antecedent of “that,” the word “nurseries.”",
      },
    ],
    explanation:
      "In a relative clause, the verb agrees with the noun that the relative pronoun replaces. Here “that” replaces “the nurseries of pauperism and crime,” which is plural, so the verb must be the plural “fill.” The singular forms wrongly agree with the nearby word “crime.”",
    source: src.otherHalf,
  },
  {
    id: "eng-grammar-025",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "H. G. Wells's *The Invisible Man* opens on a wintry day in early February. A stranger tramps through a biting wind and driving snow from the railway station at Bramblehurst, carrying a little black portmanteau in his thickly gloved hand. Wrapped up from head to foot, with the brim of his soft felt hat hiding every inch of his face but the shiny tip of his nose, ______",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "the stranger staggers into the Coach and Horses inn and demands a room and a fire.",
        correct: true,
        why: "The introductory modifier describes someone wrapped up from head to foot with a hat over his face, and the subject that immediately follows it is “the stranger,” the person so wrapped.",
      },
      {
        text: "the inn called the Coach and Horses is where the stranger staggers in and demands a room and a fire.",
        correct: false,
        why: "This makes the modifier describe the inn, as if the Coach and Horses were wrapped up from head to foot and wearing a soft felt hat: a dangling modifier.",
      },
      {
        text: "a room and a fire are what the stranger demands when he staggers into the Coach and Horses inn.",
        correct: false,
        why: "The modifier now describes “a room and a fire,” which cannot be wrapped up or wear a hat: a dangling modifier.",
      },
      {
        text: "the stranger's first demand at the Coach and Horses inn is for a room and a fire.",
        correct: false,
        why: "The subject is “demand,” not the stranger; the possessive “stranger's” cannot serve as the word the modifier describes, so the demand is left wrapped up from head to foot.",
      },
    ],
    explanation:
      "An introductory modifier must be followed immediately by the noun it describes. The person “wrapped up from head to foot” with his face hidden is the stranger, so “the stranger” must be the subject right after the comma. The other choices make the modifier describe the inn, the room and fire, or the stranger's demand.",
    source: src.invisibleMan,
  },
  {
    id: "eng-grammar-026",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "Early on the morning after a falling star was seen over southern England, the astronomer Ogilvy went out to find it on Horsell Common, near Woking. He found an enormous hole in the sand. The object itself lay almost entirely buried, and a fir tree that had stood in the path of ______ descent had been shivered to splinters. The uncovered part looked like a huge cylinder, caked over with a thick, scaly, dun-coloured crust.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "its",
        correct: true,
        why: "The descent belongs to “the object,” a singular noun, so the singular possessive pronoun “its” is needed.",
      },
      {
        text: "their",
        correct: false,
        why: "“Their” is plural, but the thing that descended is the singular “object”; no plural noun before the blank could have made the descent.",
      },
      {
        text: "it's",
        correct: false,
        why: "“It's” is a contraction of “it is” or “it has,” not a possessive; “the path of it is descent” makes no sense.",
      },
      {
        text: "its'",
        correct: false,
        why: "“Its'” is not a word: the possessive of “it” is written “its,” with no apostrophe.",
      },
    ],
    explanation:
      "The blank needs a possessive pronoun showing whose descent felled the tree. That was the falling object, a singular noun, so the possessive is “its.” “It's” is a contraction, “its'” does not exist, and “their” is plural.",
    source: src.warOfWorlds,
  },
  {
    id: "eng-grammar-027",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "The boys in the workhouse where Oliver Twist was raised were given three meals of thin gruel a day, with an onion twice a week and half a roll on Sundays. After three months of slow starvation, they cast lots to decide who should walk up to the master after supper and ask for more. That evening, Oliver, the boy on whom the lot had fallen, ______ to the master, basin and spoon in hand, and said, “Please, sir, I want some more.”",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "advanced",
        correct: true,
        why: "The subject “Oliver” needs a finite main verb. “Advanced” supplies one, and it pairs properly with the other past-tense verb, “said.”",
      },
      {
        text: "advancing",
        correct: false,
        why: "A participle cannot serve as a main verb by itself; with “advancing,” “Oliver” is left with only “and said,” which the “and” cannot attach to anything.",
      },
      {
        text: "having advanced",
        correct: false,
        why: "“Having advanced” is a nonfinite participle, so the sentence lacks a main verb to pair with “and said.”",
      },
      {
        text: "to advance",
        correct: false,
        why: "An infinitive is nonfinite and cannot be the main verb of the clause; “Oliver ... to advance ... and said” is ungrammatical.",
      },
    ],
    explanation:
      "Strip away the appositive (“the boy on whom the lot had fallen”) and the phrase “basin and spoon in hand,” and the sentence is “Oliver ______ to the master and said....” The blank must be a finite verb in the past tense, parallel to “said,” so “advanced” is correct. The participles and the infinitive cannot act as main verbs.",
    source: src.oliverTwist,
  },
  {
    id: "eng-grammar-028",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "Zitkala-Sa recalled that the first turning away from the easy, natural flow of her life came in the spring of her eighth year, when her playmates told her that two paleface missionaries had come to the village. The strangers were gathering Indian children to take to a school in the East. The two ______ promises of a land where red apples grew and where children could ride on the iron horse soon made her beg her mother to let her go.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "missionaries'",
        correct: true,
        why: "The promises belong to the two missionaries, so the plural possessive is needed: the plural “missionaries” followed by an apostrophe.",
      },
      {
        text: "missionary's",
        correct: false,
        why: "This is a singular possessive, but “two” tells us the promises came from more than one missionary.",
      },
      {
        text: "missionaries",
        correct: false,
        why: "This plural form is not possessive, so it cannot show that the promises belonged to the missionaries; “the two missionaries promises” is ungrammatical.",
      },
      {
        text: "missionaries's",
        correct: false,
        why: "A plural noun ending in s forms its possessive with an apostrophe alone; adding another s is not standard.",
      },
    ],
    explanation:
      "The word in the blank must show that the promises belonged to the missionaries, and “two” shows there were more than one. The plural possessive of “missionary” is “missionaries'.” The singular possessive, the non-possessive plural, and the misspelled “missionaries's” are all incorrect.",
    source: src.impressions,
  },
  {
    id: "eng-grammar-029",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "In the autumn of 1878, Robert Louis Stevenson set out to walk across the Cévennes mountains of southern France, with a small donkey named Modestine to carry his baggage. Chief among his preparations ______ a sleeping sack of his own design, nearly six feet square, made of green waterproof cart-cloth outside and blue sheep's fur within.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "was",
        correct: true,
        why: "The sentence is inverted: its subject, “a sleeping sack,” comes after the verb. A singular subject takes the singular “was,” and the past tense matches “set out.”",
      },
      {
        text: "were",
        correct: false,
        why: "This plural verb seems to agree with “preparations,” but that word is the object of the preposition “among.” The subject of the inverted sentence is the singular “a sleeping sack.”",
      },
      {
        text: "have been",
        correct: false,
        why: "“Have” is plural and does not agree with the singular subject “a sleeping sack”; the present perfect also clashes with the past-tense “set out.”",
      },
      {
        text: "are",
        correct: false,
        why: "“Are” is plural and present tense; it agrees with neither the singular subject “a sleeping sack” nor the past-tense narration.",
      },
    ],
    explanation:
      "Rearranged in normal order, the sentence reads “A sleeping sack of his own design ... was chief among his preparations.” The subject is singular, so the verb must be “was.” The plural forms are traps set by “preparations,” which sits inside the prepositional phrase “among his preparations.”",
    source: src.donkey,
  },
  {
    id: "eng-grammar-030",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: "Hidden in a hovel beside a cottage, Frankenstein's creature learned to speak and read by secretly watching and listening to the family who lived there. One night, while gathering food in the woods, he found on the ground a leathern portmanteau that someone ______ behind. It contained several articles of dress and three books, among them *Paradise Lost* and a volume of Plutarch's *Lives*, which he studied with eager delight.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "had left",
        correct: true,
        why: "The portmanteau was left behind before the creature found it, an event already in the past, so the past perfect “had left” places the leaving before the finding.",
      },
      {
        text: "has left",
        correct: false,
        why: "The present perfect links an action to the present moment, which clashes with the past-tense narration (“found,” “contained,” “studied”).",
      },
      {
        text: "leaves",
        correct: false,
        why: "The present tense clashes with the past-tense narration and cannot describe an action completed before the creature found the portmanteau.",
      },
      {
        text: "will have left",
        correct: false,
        why: "The future perfect places the leaving in the future, but the portmanteau was already lying on the ground when the creature found it.",
      },
    ],
    explanation:
      "The passage is narrated in the past tense, and the leaving of the portmanteau happened before the creature “found” it. An action completed before another past action is expressed with the past perfect: “had left.” The present, present perfect, and future perfect forms break the time sequence.",
    source: src.frankenstein,
  },
  {
    id: "eng-grammar-031",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "Charles Dickens opens *Bleak House* with a London November so raw and foggy that the fog seems to have got into everything. It gets into the eyes and throats of ancient Greenwich pensioners, wheezing by the firesides of their ______ into the stem and bowl of the afternoon pipe of the wrathful skipper, down in his close cabin; and into the toes and fingers of his shivering little apprentice boy on deck.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "wards;",
        correct: true,
        why: "The three “into” phrases form a series, and the items contain internal commas (“pensioners, wheezing...”; “skipper, down in his close cabin”). Items like these are separated by semicolons, as the semicolon before “and into the toes” shows.",
      },
      {
        text: "wards,",
        correct: false,
        why: "A comma here would make the boundary between the first and second items look just like the commas inside the items, and it would be inconsistent with the semicolon used before the last item.",
      },
      {
        text: "wards:",
        correct: false,
        why: "A colon would announce that what follows explains the first item, but “into the stem and bowl...” is simply the next item in the series.",
      },
      {
        text: "wards—",
        correct: false,
        why: "A single dash would set off everything after it as an interruption or explanation, not mark the next item of a series; it also clashes with the semicolon before the final item.",
      },
    ],
    explanation:
      "The sentence lists three places the fog gets into, each introduced by “into” and each containing a comma of its own. When items in a series contain commas, semicolons mark the boundaries between items. The semicolon before “and into the toes and fingers” confirms the pattern, so a semicolon must also follow “wards.”",
    source: src.bleakHouse,
  },
  {
    id: "eng-grammar-032",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "To Sherlock Holmes, Dr. Watson writes, Irene Adler is always *the* woman. It was not that Holmes felt any emotion akin to love for her, for all emotions were abhorrent to his cold, precise, but admirably balanced mind. He was, Watson believed, the most perfect reasoning and observing machine that the world had seen. There was, ______ one woman to him, and that woman was the late Irene Adler.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "nevertheless, but",
        correct: true,
        why: "“Nevertheless” interrupts the clause “There was but one woman to him” (where “but” means “only”). It is opened by the comma after “was,” so it must be closed by a matching comma.",
      },
      {
        text: "nevertheless but",
        correct: false,
        why: "The interrupting word “nevertheless” is opened by a comma after “was” but never closed, so the parenthetical element runs into the rest of the clause.",
      },
      {
        text: "nevertheless; but",
        correct: false,
        why: "A semicolon must join two independent clauses, but “There was, nevertheless” is not a complete clause; the semicolon splits the verb “was” from its subject, “one woman.”",
      },
      {
        text: "nevertheless—but",
        correct: false,
        why: "An interrupting element must be closed with the same mark that opened it; this one opens with a comma and closes with a dash.",
      },
    ],
    explanation:
      "The core clause is “There was but one woman to him,” with “but” meaning “only.” The transition “nevertheless” has been inserted into that clause, and the comma after “was” opens it. A parenthetical element opened with a comma must be closed with a comma, so the correct choice is “nevertheless, but.”",
    source: src.scandal,
  },
  {
    id: "eng-grammar-033",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "Jane Austen's *Northanger Abbey* opens by assuring readers that its heroine showed no early signs of being one. No ______ have supposed her born to be a heroine. Her situation in life, the character of her father and mother, and her own person and disposition were all equally against her. Her father was a clergyman, without being neglected or poor, and her mother was a woman of useful plain sense.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "one who had ever seen Catherine Morland in her infancy would",
        correct: true,
        why: "The clause “who had ever seen Catherine Morland in her infancy” is essential: it restricts “no one” to the people who knew her as a child. An essential clause is not set off by commas, and no comma separates the subject from its verb, “would.”",
      },
      {
        text: "one, who had ever seen Catherine Morland in her infancy, would",
        correct: false,
        why: "The commas treat the “who” clause as nonessential, as if it merely added information about “no one”; but “no one” cannot be described that way, and the clause is needed to limit who is meant.",
      },
      {
        text: "one who had ever seen Catherine Morland in her infancy, would",
        correct: false,
        why: "The lone comma separates the subject (“No one who had ever seen Catherine Morland in her infancy”) from its verb, “would.”",
      },
      {
        text: "one, who had ever seen Catherine Morland in her infancy would",
        correct: false,
        why: "The lone comma cuts “no one” off from the essential clause that defines it, and nothing closes the supposed interruption.",
      },
    ],
    explanation:
      "The subject of the sentence is “No one who had ever seen Catherine Morland in her infancy,” and its verb is “would have supposed.” The “who” clause is essential, since it tells which people are meant, so it takes no commas, and no comma may separate the whole subject from the verb. Only the unpunctuated choice is correct.",
    source: src.northanger,
  },
  {
    id: "eng-grammar-034",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "In “The Red-Headed League,” a stout, florid-faced pawnbroker named Jabez Wilson, with a head of fiery red hair, called at Baker Street one autumn day with a strange story. Holmes had never set eyes on his visitor before that ______ within moments he remarked that Mr. Wilson had at some time done manual labour, that he took snuff, that he was a Freemason, that he had been in China, and that he had lately done a considerable amount of writing.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "day; nevertheless,",
        correct: true,
        why: "Two independent clauses meet here, and “nevertheless” signals the contrast between them (a total stranger, yet Holmes knew so much). A semicolon before the transition joins the clauses, and a comma after it sets it off.",
      },
      {
        text: "day, nevertheless,",
        correct: false,
        why: "“Nevertheless” is a conjunctive adverb, not a coordinating conjunction, so commas alone around it leave the two independent clauses joined by a comma splice.",
      },
      {
        text: "day, nevertheless;",
        correct: false,
        why: "This attaches “nevertheless” to the first clause, where it contrasts with nothing, and leaves a comma between that clause and the transition; the contrast belongs to the second clause, so the semicolon must come before “nevertheless.”",
      },
      {
        text: "day nevertheless,",
        correct: false,
        why: "With no punctuation before “nevertheless,” the two independent clauses are fused into a run-on sentence.",
      },
    ],
    explanation:
      "“Holmes had never set eyes on his visitor before that day” and “within moments he remarked...” are both independent clauses. The logical contrast (a stranger, yet instantly read) belongs to the second clause, so “nevertheless” introduces it: a semicolon goes before the transition and a comma after. The other choices produce a comma splice, a run-on, or a misplaced transition.",
    source: src.redHeaded,
  },
  {
    id: "eng-grammar-035",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "Robert Walton, the explorer whose letters to his sister open Mary Shelley's *Frankenstein*, writes from St. Petersburg as he prepares to sail for the North Pole. His education, he admits, had been neglected, yet as a boy he had read every history of voyages of discovery in his Uncle Thomas's ______ of the day when he himself might sail the unknown seas of the north.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "library, dreaming",
        correct: true,
        why: "“Dreaming of the day when he himself might sail the unknown seas” is a participial phrase describing “he,” the boy who read the books. A comma properly attaches it to the end of the clause.",
      },
      {
        text: "library; dreaming",
        correct: false,
        why: "A semicolon must be followed by an independent clause, but the participial phrase beginning with “dreaming” has no subject or finite verb.",
      },
      {
        text: "library. Dreaming",
        correct: false,
        why: "The period turns the participial phrase into a fragment: “Dreaming of the day when he himself might sail the unknown seas of the north” has no main clause.",
      },
      {
        text: "library, and dreaming",
        correct: false,
        why: "“And” should join elements of the same kind, but here it links the finite verb “had read” to the participle “dreaming,” producing “he had read ... and dreaming,” which is ungrammatical.",
      },
    ],
    explanation:
      "After “library,” the sentence continues with a participial phrase (“dreaming of the day...”) that modifies the subject “he.” Such a phrase is attached to the clause with a comma. A semicolon or period would need a complete clause to follow, and “and” wrongly pairs a finite verb with a participle.",
    source: src.frankenstein,
  },
  {
    id: "eng-grammar-036",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "*Hard Times* opens in a plain, bare, monotonous vault of a schoolroom, where Thomas Gradgrind, a man of realities, lectures the schoolmaster in front of the class. Children, he insists, are reasoning animals whose minds can be formed only upon facts; nothing else will ever be of any service to them. What this eminently practical man demanded from the schoolmaster, Mr. ______ facts, and nothing but facts.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "M'Choakumchild, was",
        correct: true,
        why: "“Mr. M'Choakumchild” is a nonessential appositive renaming “the schoolmaster,” opened by the comma after “schoolmaster,” so it must be closed by a comma. After it, the subject (“What this eminently practical man demanded”) goes straight to its verb, “was,” and the verb goes straight to its complement, “facts.”",
      },
      {
        text: "M'Choakumchild was",
        correct: false,
        why: "The appositive is opened with a comma after “schoolmaster” but never closed, so the name runs into the verb “was.”",
      },
      {
        text: "M'Choakumchild was,",
        correct: false,
        why: "The appositive is never closed, and the comma after “was” wrongly separates the verb from its complement, “facts.”",
      },
      {
        text: "M'Choakumchild, was,",
        correct: false,
        why: "The first comma correctly closes the appositive, but the second wrongly separates the verb “was” from its complement, “facts.”",
      },
    ],
    explanation:
      "The subject of the sentence is the clause “What this eminently practical man demanded from the schoolmaster,” interrupted by the appositive “Mr. M'Choakumchild.” The appositive needs a closing comma to match the opening one, and then no punctuation may come between the verb “was” and its complement “facts.” Only “M'Choakumchild, was” satisfies both rules.",
    source: src.hardTimes,
  },
  {
    id: "eng-grammar-037",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: "The last chapter of Robert Louis Stevenson's *Strange Case of Dr Jekyll and Mr Hyde* is Henry Jekyll's own full statement of the case, and he begins with the advantages of his birth. He was born, he writes, to a large fortune, endowed besides with excellent parts, inclined by nature to industry, fond of the respect of the wise and good among his fellow men, and ______ every guarantee of an honourable and distinguished future.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "thus, as might have been supposed, with",
        correct: true,
        why: "“As might have been supposed” is a parenthetical comment inserted into the phrase “and thus with every guarantee.” A pair of commas sets it off on both sides.",
      },
      {
        text: "thus, as might have been supposed with",
        correct: false,
        why: "The parenthetical comment is opened with a comma but never closed, so it runs into “with every guarantee.”",
      },
      {
        text: "thus as might have been supposed, with",
        correct: false,
        why: "The parenthetical comment is closed with a comma but never opened, so “thus” runs straight into it.",
      },
      {
        text: "thus; as might have been supposed, with",
        correct: false,
        why: "A semicolon must separate independent clauses or items of a series that contain commas; here it cuts “and thus” off from the phrase it introduces, leaving neither part complete.",
      },
    ],
    explanation:
      "The last item of Jekyll's list is “and thus with every guarantee of an honourable and distinguished future,” into which the comment “as might have been supposed” has been inserted. An inserted, nonessential comment must be set off by matching punctuation on both sides, so the correct choice places a comma before and after it.",
    source: src.jekyll,
  },
  {
    id: "eng-grammar-038",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "Jane Austen ends the first chapter of *Pride and Prejudice* with a brisk summary of Mr. and Mrs. Bennet. Mr. Bennet was so odd a mixture of quick parts, sarcastic humour, reserve, and caprice that the experience of three-and-twenty years had been insufficient to make his wife understand his character. Her mind was less difficult to develop. The business of her life was to get her daughters married; its solace ______ visiting and news.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "was",
        correct: true,
        why: "The subject is “solace,” a singular noun, so it takes the singular “was.” A verb agrees with its subject, not with its complement, so the compound “visiting and news” after the verb does not make it plural; the past tense matches the passage.",
      },
      {
        text: "were",
        correct: false,
        why: "This plural verb seems to agree with the compound “visiting and news,” but those words are the complement; the subject is the singular “solace.”",
      },
      {
        text: "are",
        correct: false,
        why: "“Are” is plural and present tense: it agrees with neither the singular subject “solace” nor the past-tense narration.",
      },
      {
        text: "have been",
        correct: false,
        why: "“Have” is a plural form, which does not agree with the singular subject “solace,” and the present perfect clashes with the past-tense narration.",
      },
    ],
    explanation:
      "In the clause “its solace ______ visiting and news,” the subject is “solace” (what comforted Mrs. Bennet), and “visiting and news” is the complement that says what that solace was. The verb agrees with the singular subject: “was,” in the past tense like “was to get her daughters married.”",
    source: src.pridePrejudice,
  },
  {
    id: "eng-grammar-039",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "In his 1913 *Autobiography*, Theodore Roosevelt admitted that he had been a sickly, timid boy who suffered from asthma. On a stagecoach journey to Moosehead Lake, he met two other boys who tormented him, and he found that either one of them could handle him with easy contempt. Resolved never again to be put in so helpless a position, ______",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Roosevelt began taking boxing lessons, though he later called himself a painfully slow and awkward pupil.",
        correct: true,
        why: "The person who resolved never again to be helpless is Roosevelt, and “Roosevelt” is the subject that immediately follows the introductory modifier.",
      },
      {
        text: "boxing lessons were what Roosevelt began to take, though he later called himself a painfully slow and awkward pupil.",
        correct: false,
        why: "The modifier now describes “boxing lessons,” as if the lessons had resolved never again to be helpless: a dangling modifier.",
      },
      {
        text: "Roosevelt's boxing lessons began soon afterward, though he later called himself a painfully slow and awkward pupil.",
        correct: false,
        why: "The subject is “lessons”; the possessive “Roosevelt's” only describes them and cannot be the word the modifier attaches to, so the lessons are left doing the resolving.",
      },
      {
        text: "the decision to take boxing lessons was Roosevelt's, though he later called himself a painfully slow and awkward pupil.",
        correct: false,
        why: "The subject is “the decision,” so the modifier says that a decision resolved never again to be put in a helpless position: a dangling modifier.",
      },
    ],
    explanation:
      "An introductory modifier must be followed directly by the noun it describes. Only a person can be “resolved never again to be put in so helpless a position,” and that person is Roosevelt, so the main clause must begin with “Roosevelt.” The other choices make the modifier describe lessons or a decision; a possessive form such as “Roosevelt's” does not count as the subject.",
    source: src.rooseveltAutobiography,
  },
  {
    id: "eng-grammar-040",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "Jules Verne's *A Journey to the Centre of the Earth* begins in Hamburg, where Professor Otto Lidenbrock, a learned and impatient mineralogist, has just bought an old Icelandic book. As he turns its pages, a dirty slip of parchment falls out. The slip, covered with runic characters that the professor soon identifies as the handwriting of the sixteenth-century Icelandic scholar Arne Saknussemm, ______ a coded message that will eventually send Lidenbrock and his nephew Axel down the crater of an extinct volcano.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "holds",
        correct: true,
        why: "The subject “The slip” needs a finite main verb, and “holds” supplies one, in the present tense used throughout the passage.",
      },
      {
        text: "holding",
        correct: false,
        why: "A participle cannot serve as a main verb; with “holding,” the subject “The slip” never gets a verb and the sentence is a fragment.",
      },
      {
        text: "which holds",
        correct: false,
        why: "“Which holds” turns the rest of the sentence into another relative clause describing the slip, so the subject “The slip” is still left without a main verb.",
      },
      {
        text: "having held",
        correct: false,
        why: "“Having held” is a nonfinite participle, so the sentence would have no main verb; the perfect form also makes no sense for a message the slip still contains.",
      },
    ],
    explanation:
      "Set aside the long modifier (“covered with runic characters that the professor soon identifies as...”), and the sentence reads “The slip ______ a coded message....” The verbs “identifies” and “will send” belong to relative clauses, so the main clause still needs a finite verb. Only “holds” provides one.",
    source: src.journeyCentre,
  },
  {
    id: "eng-grammar-041",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "The genteel ladies of Elizabeth Gaskell's *Cranford* have very little money and a great deal of pride. Elegant economy is the rule in the town, and spending money is thought vulgar and ostentatious. Each of the ladies, whatever the state of her purse, ______ her own small economies, and by silent agreement no one ever admits that poverty could prevent a friend from doing anything she wished.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "keeps up",
        correct: true,
        why: "The subject is the pronoun “Each,” which is singular, so it takes the singular verb “keeps,” in the present tense of the passage; the singular “her own” confirms the agreement.",
      },
      {
        text: "keep up",
        correct: false,
        why: "This plural verb seems to agree with “ladies,” but that word is the object of the preposition “of.” The subject is the singular “Each.”",
      },
      {
        text: "are keeping up",
        correct: false,
        why: "“Are” is plural and does not agree with the singular subject “Each.”",
      },
      {
        text: "have kept up",
        correct: false,
        why: "“Have” is plural and does not agree with the singular subject “Each.”",
      },
    ],
    explanation:
      "The subject of the sentence is “Each,” and “of the ladies” and “whatever the state of her purse” only come between it and the verb. “Each” is singular, so the verb must be singular: “keeps up.” The plural forms are traps set by the nearby plural noun “ladies.”",
    source: src.cranford,
  },
  {
    id: "eng-grammar-042",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "Mary Shelley's *Frankenstein* turns on a secret. After the creature he has made escapes from his laboratory, Victor Frankenstein tells no one what he has done, convinced that such a tale would be taken for the ravings of a madman. For most of the novel, neither Victor's father nor his closest companions, Elizabeth and Henry Clerval, ______ the truth about the creature, even as the creature's crimes bring grief upon the family.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "know",
        correct: true,
        why: "When subjects are joined by “neither ... nor,” the verb agrees with the nearer subject. The nearer subject is “his closest companions,” which is plural, so the plural “know” is correct, in the present tense of the passage.",
      },
      {
        text: "knows",
        correct: false,
        why: "This singular verb agrees with “Victor's father,” but with “neither ... nor” the verb must agree with the nearer subject, the plural “companions.”",
      },
      {
        text: "has known",
        correct: false,
        why: "“Has” is singular and does not agree with the nearer subject, the plural “companions.”",
      },
      {
        text: "is knowing",
        correct: false,
        why: "“Is” is singular and does not agree with the nearer subject, the plural “companions”; the progressive form is also unidiomatic with “know.”",
      },
    ],
    explanation:
      "With correlative subjects joined by “neither ... nor,” the verb takes the number of the subject closer to it. Here that subject is “his closest companions” (renamed by the appositive “Elizabeth and Henry Clerval”), which is plural. The verb must therefore be the plural “know.”",
    source: src.frankenstein,
  },
  {
    id: "eng-grammar-043",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "The old seaman who took up lodging at the Admiral Benbow inn spent his evenings in the parlour next the fire, drinking rum and water very strong and roaring out his old sea song. By the time Dr. Livesey was called to treat him after a stroke, the captain, as he liked to be called, had ______ so much rum for so many years that the doctor warned him that the name of rum for him was death.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "drunk",
        correct: true,
        why: "The past perfect is formed with “had” and the past participle, and the past participle of “drink” is “drunk.”",
      },
      {
        text: "drank",
        correct: false,
        why: "“Drank” is the simple past tense of “drink,” not its past participle, so it cannot follow “had.”",
      },
      {
        text: "drinked",
        correct: false,
        why: "“Drink” is an irregular verb; “drinked” is not a standard form.",
      },
      {
        text: "drinking",
        correct: false,
        why: "The present participle cannot follow “had” to form a verb; “had drinking” is ungrammatical.",
      },
    ],
    explanation:
      "“By the time” the doctor came, the drinking was already complete over many years, so the sentence uses the past perfect: “had” plus the past participle. The principal parts of the irregular verb “drink” are “drink, drank, drunk,” so the past participle after “had” is “drunk.”",
    source: src.treasureIsland,
  },
  {
    id: "eng-grammar-044",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "Wells's narrator first glimpses a Martian fighting-machine by the glare of lightning during a thunderstorm: a monstrous tripod, higher than many houses, striding over the young pine trees and smashing them aside. He later learns that each machine is directed by a single Martian seated in the hood at its top. Soon the ______ machines, several at a time, stride across the Surrey countryside and spread terror as far as the River Thames.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "Martians'",
        correct: true,
        why: "Each machine carries its own Martian, so machines striding “several at a time” belong to several Martians. The plural possessive “Martians'” shows that the machines belong to more than one Martian.",
      },
      {
        text: "Martian's",
        correct: false,
        why: "This singular possessive says the machines belong to one Martian, but the passage explains that each machine is directed by a Martian of its own, so there are as many Martians as machines.",
      },
      {
        text: "Martians",
        correct: false,
        why: "This plural form is not possessive, so “the Martians machines” does not show that the machines belong to the Martians.",
      },
      {
        text: "Martians's",
        correct: false,
        why: "A plural noun ending in s forms its possessive with an apostrophe alone; adding another s is not standard.",
      },
    ],
    explanation:
      "The blank must show that the machines belong to the Martians. Because each machine has its own Martian, several machines means several Martians, so the plural possessive is needed: “Martians'.” The singular possessive assigns all the machines to one Martian, and the other two forms are not correct possessives.",
    source: src.warOfWorlds,
  },
  {
    id: "eng-grammar-045",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: "Charlotte Perkins Gilman's 1915 novel *Herland* is narrated by Vandyck Jennings, a sociologist. While on a scientific expedition, Van hears from the local guides of a strange land high in the mountains where only women live. The narrator, along with his two friends Terry and Jeff, ______ to that country in a biplane, each man privately expecting to find a society that will fit his own theories about women.",
      },
    ],
    stem: STEM,
    choices: [
      {
        text: "flies",
        correct: true,
        why: "The subject is “The narrator,” which is singular; a phrase beginning with “along with” does not make a subject plural. The singular “flies” agrees with it and matches the present tense of the passage.",
      },
      {
        text: "fly",
        correct: false,
        why: "This plural verb treats “The narrator, along with his two friends” as a compound subject, but “along with his two friends” is a prepositional phrase set off by commas, not part of the subject.",
      },
      {
        text: "are flying",
        correct: false,
        why: "“Are” is plural and does not agree with the singular subject, “The narrator.”",
      },
      {
        text: "have flown",
        correct: false,
        why: "“Have” is plural and does not agree with the singular subject, “The narrator.”",
      },
    ],
    explanation:
      "Unlike “and,” expressions such as “along with,” “as well as,” and “together with” do not create a compound subject; they introduce a phrase that is set off and does not affect the verb. The subject is therefore the singular “The narrator,” and the verb must be “flies.”",
    source: src.herland,
  },
];
