import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 10, reading and writing, module 2 (harder form): 25 scored items and 2 unscored pilots.
 * Passages are adapted from public-domain works published before 1930 (Morgan, Boas, Tylor, Maxwell,
 * Marie Curie, Einstein, Rutherford) or are short factual passages about those authors and works; the
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
  ancientSociety: pd("Lewis Henry Morgan", "Ancient Society", 1877, "Henry Holt and Company, New York, 1877"),
  primitiveMind: pd("Franz Boas", "The Mind of Primitive Man", 1911, "The Macmillan Company, New York, 1911"),
  primitiveCulture: pd("Edward B. Tylor", "Primitive Culture", 1871, "John Murray, London, 1871"),
  matterMotion: pd(
    "James Clerk Maxwell",
    "Matter and Motion",
    1877,
    "Society for Promoting Christian Knowledge, London, Manuals of Elementary Science (first issue, title page dated 1876)",
  ),
  pierreCurie: pd(
    "Marie Curie",
    "Pierre Curie, translated by Charlotte and Vernon Kellogg",
    1923,
    "The Macmillan Company, New York, 1923",
  ),
  relativity: pd(
    "Albert Einstein",
    "Relativity: The Special and General Theory, translated by Robert W. Lawson",
    1920,
    "Methuen & Co., London, 1920",
  ),
  radioactivity: pd("Ernest Rutherford", "Radio-activity", 1904, "Cambridge University Press, Cambridge, 1904"),
  // The cross-text item pairs two works: both are named, each marked with its text.
  morganBoas: pd(
    "Lewis Henry Morgan (Text 1); Franz Boas (Text 2)",
    "Ancient Society (Text 1); The Mind of Primitive Man (Text 2)",
    1877,
    "Henry Holt and Company, New York, 1877 (Text 1); The Macmillan Company, New York, 1911 (Text 2)",
  ),
  // The notes of one rhetorical-synthesis item describe two books.
  maxwellEinstein: pd(
    "James Clerk Maxwell; Albert Einstein",
    "Matter and Motion; Relativity: The Special and General Theory, translated by Robert W. Lawson",
    1877,
    "Society for Promoting Christian Knowledge, London (title page dated 1876); Methuen & Co., London, 1920",
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
    id: "mock10-rw-m2h-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Marie Curie's 1923 book *Pierre Curie*, translated by Charlotte and Vernon Kellogg.

Pierre Curie never went to school as a boy; his first lessons came from his family at home. He grew up in freedom, and his walks in the countryside, where he collected plants and animals for his father, awakened in him a great love of nature. This love was no passing fancy of childhood: it was a passion that ______ to the end of his life.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "endured",
        correct: true,
        why: "The text calls the love of nature \"no passing fancy\" and says it reached \"to the end of his life.\" A passion that lasted that long is one that endured.",
      },
      {
        text: "faded",
        correct: false,
        why: "A passion that faded would be exactly the \"passing fancy\" the text says this love was not.",
      },
      {
        text: "started",
        correct: false,
        why: "The love began in childhood, on his walks in the countryside; it did not start at the end of his life, and \"started to the end of his life\" makes no sense.",
      },
      {
        text: "shifted",
        correct: false,
        why: "Nothing in the text says the love moved to other objects; calling it \"no passing fancy\" stresses that it stayed the same.",
      },
    ],
    explanation:
      "The colon introduces an explanation of \"no passing fancy of childhood\": the passion lasted \"to the end of his life.\" Only \"endured\" expresses that lasting quality.",
    source: src.pierreCurie,
  },
  {
    id: "mock10-rw-m2h-02",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from James Clerk Maxwell's book *Matter and Motion*.

A body so small that, for the purposes of an investigation, the distances between its different parts may be neglected is called a material particle. In certain astronomical investigations, therefore, the planets and even the sun may each be treated as a particle. But we cannot treat them so when we investigate their rotation, for a body turning on its axis is made of parts whose separate positions must then be ______. Even an atom, if we consider it as capable of rotation, must be regarded as made up of many particles.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "taken into account",
        correct: true,
        why: "A particle is a body whose parts can be lumped together because the distances between them \"may be neglected.\" Rotation is the case where that is impossible: the separate positions of the parts must be taken into account, because the parts move differently as the body turns.",
      },
      {
        text: "left out of account",
        correct: false,
        why: "This repeats the definition of a particle, where the distances between parts \"may be neglected.\" The sentence says the opposite case applies to rotation, which is why the sun can no longer be treated as a particle.",
      },
      {
        text: "made larger",
        correct: false,
        why: "Nothing in the text concerns making the parts bigger; the issue is whether their separate positions must be considered, not their size.",
      },
      {
        text: "hidden from view",
        correct: false,
        why: "Hiding the positions of the parts would make rotation impossible to study; the text says the parts must be taken into account, not kept out of view.",
      },
    ],
    explanation:
      "The text sets two cases against each other. For some astronomical work, the parts of the sun can be ignored and the sun treated as one particle; for rotation, \"we cannot treat them so.\" The blank must name the reverse of ignoring the parts: their separate positions must be taken into account.",
    source: src.matterMotion,
  },
  {
    id: "mock10-rw-m2h-03",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Edward Tylor's 1871 book *Primitive Culture*.

When a general change has come over the condition of a people, we usually still find among them much that plainly did not begin in the new state of things but has simply lasted on into it. Such customs, opinions, and practices, carried by force of habit into a new kind of society, I call survivals. They stand as evidence of an older condition of culture out of which a newer one has grown. Where a practice has lost its meaning and use, we may therefore look for the earlier state of society in which it had its proper home.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To introduce a term and explain how the things it names can reveal a society's past",
        correct: true,
        why: "Tylor names a kind of custom (\"I call survivals\"), defines it as something carried by habit into a new society, and then explains its use: it is evidence of \"an older condition of culture.\"",
      },
      {
        text: "To argue that customs which have lost their use should be abandoned",
        correct: false,
        why: "The text treats useless customs as clues to study, not as practices to get rid of; it makes no recommendation about abandoning them.",
      },
      {
        text: "To describe how a people's customs change when the people move to a new land",
        correct: false,
        why: "The \"new state of things\" is a change in a society's condition, not a move to another country; the text says nothing about migration.",
      },
      {
        text: "To compare older societies with modern ones in order to show which customs are more useful",
        correct: false,
        why: "The text does not rank customs by usefulness; it treats survivals that have lost their use as evidence of an earlier state of society, not as customs to be judged by their usefulness.",
      },
    ],
    explanation:
      "The text does two things: it coins a term (\"survivals\") for customs that outlast the conditions in which they arose, and it explains that such customs let us reconstruct the earlier state of society in which they made sense.",
    source: src.primitiveCulture,
  },
  {
    id: "mock10-rw-m2h-04",
    skill: "words-in-context",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from James Clerk Maxwell's book *Matter and Motion*.

There are no landmarks in space; one portion of space is exactly like every other, so that we cannot tell where we are. We are, as it were, on a calm sea, without stars, compass, soundings, wind, or tide, and we cannot tell in what direction we are going. We may reckon our rate of motion with respect to the neighbouring bodies, but we do not know how these bodies themselves may be moving in space. All our knowledge, both of time and of place, is therefore essentially ______: the position of a body can be stated only by reference to some other body.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "relative",
        correct: true,
        why: "The colon explains the blank: a position \"can be stated only by reference to some other body,\" and motion can be reckoned only \"with respect to the neighbouring bodies.\" Knowledge that exists only in relation to something else is relative.",
      },
      {
        text: "subjective",
        correct: false,
        why: "This word suggests that knowledge depends on the observer's own mind or feelings. Maxwell's point is different: it depends on other bodies used as reference points, which any observer can use in the same way.",
      },
      {
        text: "imprecise",
        correct: false,
        why: "The text does not say our measurements are inexact; we can reckon our motion with respect to nearby bodies. The limit is that every statement must refer to another body, not that it lacks accuracy.",
      },
      {
        text: "provisional",
        correct: false,
        why: "This suggests knowledge held only until something better comes along. Maxwell presents the dependence on other bodies as a permanent feature of space, which has \"no landmarks,\" not as a temporary state.",
      },
    ],
    explanation:
      "The sentence after the colon defines the missing word: position can be stated \"only by reference to some other body.\" The image of the sea without stars or compass makes the same point. The precise word for knowledge that holds only with respect to something else is \"relative\"; the other choices describe doubt, error, or impermanence, which the text never claims.",
    source: src.matterMotion,
  },
  {
    id: "mock10-rw-m2h-05",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from the preface to Albert Einstein's *Relativity: The Special and General Theory* (Robert W. Lawson's 1920 translation).

This book is meant to give an exact insight into the theory of relativity to readers who are interested in it from a general scientific and philosophical point of view but who are not at home with the mathematical apparatus of theoretical physics. I have spared no pains to present the main ideas in the simplest and most intelligible form. In the interest of clearness I have found it unavoidable to repeat myself often, without paying the slightest attention to elegance of presentation; in this I have followed the precept of the brilliant theoretical physicist L. Boltzmann, according to whom matters of elegance ought to be left to the tailor and to the cobbler.`,
      },
    ],
    stem: "Which choice best describes the function of the reference to Boltzmann in the text?",
    choices: [
      {
        text: "It cites a respected physicist's principle in support of the author's decision to put clarity ahead of a polished style.",
        correct: true,
        why: "Einstein has just said he repeats himself \"in the interest of clearness\" and ignores elegance; he then says that in this he followed Boltzmann's precept that elegance is for tailors and cobblers. The reference justifies his choice by appeal to a \"brilliant\" physicist.",
      },
      {
        text: "It identifies the physicist whose theory the book sets out to explain to readers without mathematical training.",
        correct: false,
        why: "The book explains the theory of relativity, Einstein's own theory; Boltzmann is mentioned only for his remark about elegance.",
      },
      {
        text: "It criticizes scientists who care more about elegant writing than about the accuracy of their ideas.",
        correct: false,
        why: "Einstein uses the precept to explain his own way of writing, not to attack anyone; and the contrast in the text is between clarity and elegance, not between elegance and accuracy.",
      },
      {
        text: "It warns readers that the book, like Boltzmann's work, will require a command of advanced mathematics.",
        correct: false,
        why: "The text says the opposite: the book is written for readers who are \"not at home with the mathematical apparatus of theoretical physics.\"",
      },
    ],
    explanation:
      "The reference follows Einstein's admission that he repeats himself and ignores elegance for the sake of clearness. By saying that he followed Boltzmann's precept, he presents that choice as a principled one endorsed by a distinguished physicist.",
    source: src.relativity,
  },
  {
    id: "mock10-rw-m2h-06",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Marie Curie's 1923 book *Pierre Curie*, translated by Charlotte and Vernon Kellogg.

Pierre's intellectual gifts were not of the kind that permit the rapid absorption of a prescribed course of study, and his dreamer's spirit would not submit to the order of effort imposed by the school. His difficulty was usually put down to a certain slowness of mind. He himself believed that he had such a mind and often said so. I think, however, that this belief was not entirely justified. It seems to me, rather, that from his early youth he needed to concentrate his thought with great intensity upon one definite object in order to reach a precise result, and that he could not interrupt or change the course of his reflections to suit outside circumstances.`,
      },
    ],
    stem: "Which choice best describes the overall structure of the text?",
    choices: [
      {
        text: "It reports a common explanation for Pierre's difficulty with a prescribed course of study, one that Pierre himself accepted, and then proposes a different explanation.",
        correct: true,
        why: "The text first gives the usual explanation (\"a certain slowness of mind\"), notes that Pierre shared it, and then, after \"I think, however,\" offers Marie Curie's alternative: he needed to concentrate intensely on one object at a time.",
      },
      {
        text: "It presents Pierre's own account of his schooling and then supports that account with examples from his later career.",
        correct: false,
        why: "Marie Curie disputes Pierre's belief that his mind was slow rather than supporting it, and the text gives no examples from his later career.",
      },
      {
        text: "It criticizes the schools of Pierre's day and then recommends a method of teaching suited to minds like his.",
        correct: false,
        why: "The text mentions the order imposed by the school only to describe Pierre's difficulty; it neither attacks the schools at length nor recommends any method of teaching.",
      },
      {
        text: "It compares Pierre's habits of thought with those of his classmates and then concludes that he was the more gifted student.",
        correct: false,
        why: "No classmates or other students appear in the text, and it makes no ranking of Pierre's gifts against anyone else's.",
      },
    ],
    explanation:
      "The pivot is \"I think, however, that this belief was not entirely justified.\" Before it, the text sets out the common view, shared by Pierre, that he was slow; after it, Marie Curie offers her own account of the same difficulty as a need for intense, uninterrupted concentration.",
    source: src.pierreCurie,
  },
  {
    id: "mock10-rw-m2h-07",
    skill: "cross-text-connections",
    difficulty: "hard",
    passages: [
      {
        label: "Text 1",
        text: `The following text is adapted from Lewis Henry Morgan's 1877 book *Ancient Society*.

Since mankind were one in origin, their career has been essentially one, running in different but uniform channels upon all continents, and very similarly in all the tribes and nations of mankind down to the same status of advancement. It follows that the history and experience of the American Indian tribes represent, more or less nearly, the history and experience of our own remote ancestors when in corresponding conditions.`,
      },
      {
        label: "Text 2",
        text: `The following text is adapted from Franz Boas's 1911 book *The Mind of Primitive Man*.

It has often been assumed that all peoples pass through the same stages of culture in the same order, so that a tribe living today may show us the past of a more advanced nation. The evidence does not bear out this assumption. Similar customs may arise among different peoples from quite different sources, and a people that is advanced in its industries may be simple in its social organization. Before we may say that two peoples stand at the same stage, the history of each must be studied for itself.`,
      },
    ],
    stem: "Based on the texts, how would Boas (Text 2) most likely respond to Morgan's claim in Text 1 about the history of the American Indian tribes?",
    choices: [
      {
        text: "He would object that the claim rests on an assumption of a single, uniform course of development, which must instead be tested by studying each people's own history.",
        correct: true,
        why: "Morgan's claim depends on mankind's career being \"essentially one,\" running in \"uniform channels.\" Boas rejects exactly that assumption (\"The evidence does not bear out this assumption\") and says each people's history \"must be studied for itself\" before any stage is assigned.",
      },
      {
        text: "He would accept the claim, since similar customs among different peoples show that they have reached the same stage.",
        correct: false,
        why: "Boas says the reverse: similar customs \"may arise among different peoples from quite different sources,\" so they do not prove a shared stage.",
      },
      {
        text: "He would argue that the American Indian tribes had in fact passed through more stages of culture than Morgan's ancestors had.",
        correct: false,
        why: "This still accepts the idea of a fixed series of stages that peoples pass through, which is the very idea Boas questions; he does not rank the tribes at all.",
      },
      {
        text: "He would accept the claim in general but question whether the tribes' industries were as advanced as Morgan believed.",
        correct: false,
        why: "Boas's objection is to the general claim itself, not to a detail of it; and Morgan's text says nothing about the tribes' industries for Boas to dispute.",
      },
    ],
    explanation:
      "Morgan's conclusion (\"It follows that...\") is drawn from the premise that all peoples develop along uniform channels. Boas denies that the evidence supports such a premise and insists that each people's history be studied separately, so he would reject the conclusion as resting on an untested assumption.",
    source: src.morganBoas,
  },
  // ================================================================ information and ideas
  {
    id: "mock10-rw-m2h-08",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Ernest Rutherford's 1904 book *Radio-activity*.

In 1903 Pierre Curie and Albert Laborde made the striking discovery that radium gives out heat continuously, at a rate great enough to melt more than its own weight of ice every hour. The emission goes on without any noticeable change in the radium. Such an output cannot come from ordinary chemical action, for no known chemical change could supply so much energy from so small a quantity of matter for so long. We are led to conclude that the energy is drawn from a store within the atoms of radium themselves and is released as those atoms undergo a slow transformation.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "The heat that radium steadily gives off is best explained as energy released from within its atoms as they change.",
        correct: true,
        why: "The text reports the discovery, rules out chemical action as the source, and concludes that the energy comes \"from a store within the atoms of radium themselves.\" That conclusion is the point the rest of the text builds toward.",
      },
      {
        text: "Curie and Laborde measured the heat given off by radium more precisely than earlier investigators had.",
        correct: false,
        why: "The text mentions no earlier investigators and says nothing about precision; Curie and Laborde are cited only for the discovery itself.",
      },
      {
        text: "Radium gives off heat only when it combines chemically with other substances.",
        correct: false,
        why: "The text rejects this: the output \"cannot come from ordinary chemical action.\"",
      },
      {
        text: "Ice placed near radioactive substances melts faster than chemists had expected.",
        correct: false,
        why: "The melting of ice is only a way of expressing how much heat radium gives out; the text is not about ice or about chemists' expectations.",
      },
    ],
    explanation:
      "The text moves from an observation (radium gives out heat continuously without apparent change) through an argument (chemical action could not supply so much energy) to a conclusion: the energy comes from within radium's atoms as they transform. That conclusion is the main idea.",
    source: src.radioactivity,
  },
  {
    id: "mock10-rw-m2h-09",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `In a greenhouse trial, agricultural researchers grew one variety of bush bean in four groups of plants that were treated identically except for the amount of water each plant received per week. The researchers reported that extra water increased the harvest only up to a point, beyond which it became harmful: ______`,
      },
    ],
    table: {
      title: "Average bush bean harvest by amount of weekly water",
      columns: ["Water per plant each week (liters)", "Average harvest per plant (grams)"],
      rows: [
        ["2", "140"],
        ["4", "205"],
        ["6", "230"],
        ["8", "175"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to complete the statement?",
    choices: [
      {
        text: "the average harvest rose from 140 to 230 grams per plant as weekly water increased from 2 to 6 liters but fell to 175 grams at 8 liters.",
        correct: true,
        why: "This shows both halves of the claim: the harvest rises with more water (140, 205, 230 grams) and then drops when the water goes beyond 6 liters (175 grams at 8 liters).",
      },
      {
        text: "the average harvest per plant was greater at 4 liters (205 grams) than at 2 liters (140 grams).",
        correct: false,
        why: "This is accurate, but it shows only that more water helped; it says nothing about the point beyond which water became harmful.",
      },
      {
        text: "plants given 8 liters of water each week produced an average harvest of 175 grams.",
        correct: false,
        why: "This is accurate, but a single value cannot show a rise followed by a fall; without the other amounts there is nothing to compare it with.",
      },
      {
        text: "the average harvest rose with every increase in water, reaching its highest value at 8 liters.",
        correct: false,
        why: "The table contradicts this: the highest harvest, 230 grams, came at 6 liters, and the harvest at 8 liters was lower.",
      },
    ],
    explanation:
      "The claim has two parts: more water helps up to a point, and beyond that point it hurts. The data must therefore show a rise and then a fall. The key traces the rise from 2 to 6 liters and the drop at 8 liters.",
    source: original,
  },
  {
    id: "mock10-rw-m2h-10",
    skill: "inferences",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Edward Tylor's 1871 book *Primitive Culture*.

To those who would keep what is sound in modern culture and reform what is faulty, the study of culture offers a double help. First, by showing how the present grew out of the past, it encourages people to honor the progressive work of earlier ages and to carry it further. Its second office is harsher, and at times even painful: to expose the remains of crude old culture that have passed into harmful superstition, and to mark these out for destruction. This work is less agreeable than the first, yet it is no less needed for the good of mankind. Because the science of culture thus both aids progress and removes what hinders it, ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "it is, at bottom, a science that serves the cause of reform.",
        correct: true,
        why: "The text opens by addressing those who would \"reform what is faulty\" and then shows that the study of culture both furthers progress and clears away obstacles to it. A science that does both serves reform.",
      },
      {
        text: "it should confine itself to recording customs without judging their worth.",
        correct: false,
        why: "The text gives the study of culture the task of marking harmful superstitions \"for destruction,\" which is a judgment of worth.",
      },
      {
        text: "its first office is more important than its second.",
        correct: false,
        why: "The text says the second office, though less agreeable, is \"no less needed\"; it does not rank the first above it.",
      },
      {
        text: "it will eventually make the study of earlier societies unnecessary.",
        correct: false,
        why: "Both offices depend on studying the past, so nothing in the text suggests that such study will become unnecessary.",
      },
    ],
    explanation:
      "The sentence to be completed sums up the two offices (aiding progress and removing hindrances) and draws a conclusion from them. Since the text is addressed to people who would reform what is faulty, the logical conclusion is that the science of culture is a science of reform.",
    source: src.primitiveCulture,
  },
  {
    id: "mock10-rw-m2h-11",
    skill: "central-ideas-and-details",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Lewis Henry Morgan's 1877 book *Ancient Society*.

Since the advent of civilization, the growth of property has been so immense, its forms so varied, its uses so expanding, and its management so intelligent in the interests of its owners, that it has become, on the part of the people, an unmanageable power. The human mind stands bewildered in the presence of its own creation. The time will come, nevertheless, when human intelligence will rise to the mastery over property and will define the relations of the state to the property it protects, as well as the obligations and the limits of the rights of its owners. A mere property career is not the final destiny of mankind, if progress is to be the law of the future as it has been of the past.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Although property has grown into a power that people cannot yet control, human intelligence will eventually bring it under control.",
        correct: true,
        why: "The text first describes property as \"an unmanageable power\" before which the mind \"stands bewildered,\" then predicts, with \"nevertheless,\" that intelligence \"will rise to the mastery over property.\" The key joins the problem and the prediction.",
      },
      {
        text: "Owners have managed property so intelligently that its growth has benefited the whole of society.",
        correct: false,
        why: "This twists a detail: Morgan says property is managed intelligently \"in the interests of its owners,\" and that for the people it has become \"unmanageable,\" not beneficial.",
      },
      {
        text: "Civilization should abolish property and return to the institutions of earlier societies.",
        correct: false,
        why: "Morgan speaks of defining the limits of owners' rights and the state's relation to property, not of abolishing it; the text never calls for a return to the past.",
      },
      {
        text: "The chief purpose of the state has always been to protect the property of its citizens.",
        correct: false,
        why: "The text mentions the property the state protects, but only as one of the relations that intelligence will someday define; it makes no claim about the state's chief purpose.",
      },
    ],
    explanation:
      "The text has a turn at \"nevertheless\": before it, property has outgrown the people's power to manage it; after it, Morgan predicts that intelligence will master property and fix the limits of owners' rights, since a \"mere property career\" is not mankind's final destiny. The main idea combines the present problem with that expected resolution.",
    source: src.ancientSociety,
  },
  {
    id: "mock10-rw-m2h-12",
    skill: "command-of-evidence-textual",
    difficulty: "hard",
    passages: [
      {
        text: `The following text discusses an argument in Franz Boas's 1911 book *The Mind of Primitive Man*.

Travelers have often reported that members of so-called primitive tribes cannot hold their attention for long: after a short period of questioning, they grow weary and their answers become careless. From this, the travelers concluded that such people are incapable of concentrated thought. Boas argues that the conclusion rests on a mistake. The traveler's questions, he notes, usually concern matters that seem trivial to the people being questioned, and they are put by a stranger, often in a foreign language. In Boas's view, the weariness reflects a lack of interest in the subject rather than a lack of mental power.`,
      },
    ],
    stem: "Which finding, if true, would most directly support Boas's argument?",
    choices: [
      {
        text: "Members of a community who quickly tired of a visitor's questions about unfamiliar topics discussed the details of their own ceremonies and crafts with close attention for hours.",
        correct: true,
        why: "The same people who seemed inattentive showed long, concentrated attention when the subject interested them. That isolates interest, not mental power, as the cause of the weariness, which is exactly Boas's argument.",
      },
      {
        text: "Travelers who visited the same community years apart gave similar reports that its members tired quickly of questioning.",
        correct: false,
        why: "This shows only that the weariness was observed consistently. Boas does not dispute the observation; he disputes what causes it, and this finding does not tell the two explanations apart.",
      },
      {
        text: "Members of the community tired just as quickly when asked about their own ceremonies and crafts as when asked about a visitor's topics.",
        correct: false,
        why: "This would weaken Boas's argument: if interest made no difference, the weariness could not be blamed on a lack of interest.",
      },
      {
        text: "Travelers who had learned the community's language well reported the same weariness as travelers who had not.",
        correct: false,
        why: "This removes one of the conditions Boas points to (questions in a foreign language) without removing the weariness, so it does nothing to support his explanation and may even count against part of it.",
      },
    ],
    explanation:
      "Boas's claim is causal: the weariness comes from lack of interest, not lack of ability. The strongest support is a comparison in which only the interest of the subject changes and the attention changes with it, which the key provides.",
    source: src.primitiveMind,
  },
  {
    id: "mock10-rw-m2h-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "hard",
    passages: [
      {
        text: `In a study, education researchers taught the same short lesson about simple machines to students in two age groups, presenting it in one of four formats, and tested the students' recall of the lesson one week later. The researchers hypothesized that, compared with reading alone, adding a hands-on demonstration to the reading helps younger students more than it helps older students.`,
      },
    ],
    table: {
      title: "Average recall score (out of 20) one week after the lesson",
      columns: ["Lesson format", "Students aged 11–12", "Students aged 16–17"],
      rows: [
        ["Reading only", "8.1", "10.4"],
        ["Reading plus diagram", "10.2", "11.0"],
        ["Reading plus hands-on demonstration", "13.6", "12.1"],
        ["Demonstration only", "11.0", "9.7"],
      ],
    },
    stem: "Which choice best describes data from the table that support the researchers' hypothesis?",
    choices: [
      {
        text: "Compared with reading only, reading plus a hands-on demonstration raised the average score by 5.5 points for students aged 11–12 but by only 1.7 points for students aged 16–17.",
        correct: true,
        why: "For the younger group the gain is 13.6 − 8.1 = 5.5 points; for the older group it is 12.1 − 10.4 = 1.7 points. The demonstration added to reading helped the younger students far more, which is the hypothesis.",
      },
      {
        text: "For students aged 16–17, reading plus a hands-on demonstration produced a higher average score (12.1) than any other format did.",
        correct: false,
        why: "This is accurate, but it describes only the older students; without the younger group's gain there is no comparison between age groups, and the hypothesis is about which group benefits more.",
      },
      {
        text: "For students aged 11–12, demonstration only produced a higher average score (11.0) than reading only did (8.1).",
        correct: false,
        why: "This is accurate, but it concerns the demonstration given instead of the reading, not added to it, and it describes only one age group.",
      },
      {
        text: "Compared with reading only, reading plus a diagram raised the average score more for students aged 16–17 than for students aged 11–12.",
        correct: false,
        why: "The table contradicts this: the diagram added 2.1 points for the younger students (10.2 − 8.1) and only 0.6 points for the older ones (11.0 − 10.4). It is also about diagrams, not demonstrations.",
      },
    ],
    explanation:
      "The hypothesis compares two gains: the benefit of adding a demonstration to reading for younger students versus for older students. The data must therefore give each group's change from \"Reading only\" to \"Reading plus hands-on demonstration\": 5.5 points for ages 11–12 against 1.7 points for ages 16–17.",
    source: original,
  },
  {
    id: "mock10-rw-m2h-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `The following text is adapted from Albert Einstein's *Relativity: The Special and General Theory* (Robert W. Lawson's 1920 translation).

Lightning has struck the rails of a railway embankment at two places, A and B, far distant from each other. I add that the two flashes occurred simultaneously. If I ask you whether this statement has a meaning, you will answer with a decided "Yes." But if I ask you to explain its meaning more precisely, you will find that the answer is not as easy as it first appears. For the physicist, a concept exists only when there is a possibility of discovering, in an actual case, whether or not it is fulfilled. We therefore require a definition of simultaneity that supplies a method by which experiment could decide whether the two flashes occurred at the same time. As long as this requirement is not satisfied, ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "a physicist is mistaken in supposing that the statement about the two flashes has a definite meaning.",
        correct: true,
        why: "The text says that for the physicist a concept \"exists only\" when it can be tested in an actual case. Without a method of testing simultaneity, the concept does not yet exist for the physicist, so believing the statement is meaningful is a mistake.",
      },
      {
        text: "the two flashes must be regarded as having occurred at different times.",
        correct: false,
        why: "Without a method of testing, the physicist can say neither that the flashes were simultaneous nor that they were not; this choice claims an answer the text says cannot yet be given.",
      },
      {
        text: "the statement about the two flashes is clearly false, although it seemed true at first.",
        correct: false,
        why: "The problem the text raises is that the statement lacks a definite meaning, not that it is false; a statement without a testable meaning cannot be shown to be false either.",
      },
      {
        text: "only observers standing at A or at B can judge whether the flashes occurred together.",
        correct: false,
        why: "The text asks for a definition that supplies a method of deciding; it never suggests that observers at A or B have any special ability to judge.",
      },
    ],
    explanation:
      "The argument runs: a concept exists for the physicist only if it can be tested in an actual case; no test for simultaneity has yet been given; so, until one is, the statement that the flashes were simultaneous has no definite meaning for the physicist, and thinking otherwise is a mistake.",
    source: src.relativity,
  },
  // ================================================================ standard English conventions
  {
    id: "mock10-rw-m2h-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Ernest Rutherford's *Radio-activity* was published by Cambridge University Press in 1904. The study of radioactivity was advancing so quickly that the book soon needed ______ a second, enlarged edition appeared in 1905.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "revising;",
        correct: true,
        why: "\"The book soon needed revising\" and \"a second, enlarged edition appeared in 1905\" are both independent clauses, and a semicolon can join two independent clauses.",
      },
      {
        text: "revising,",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "revising",
        correct: false,
        why: "With no punctuation, the two independent clauses run together into a fused sentence.",
      },
      {
        text: "revising, therefore",
        correct: false,
        why: "\"Therefore\" is a conjunctive adverb, not a conjunction, so it cannot join two independent clauses after a comma; this is still a comma splice.",
      },
    ],
    explanation:
      "Each side of the blank can stand alone as a sentence, so they must be separated by a period or semicolon (or joined by a comma and a coordinating conjunction). Only the semicolon does this.",
    source: src.radioactivity,
  },
  {
    id: "mock10-rw-m2h-16",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Albert Einstein wrote *Relativity: The Special and General Theory* for readers who knew little of the mathematics of theoretical physics. The chapters of the book, which first appeared in English in 1920, ______ short, and many of them fill only a few pages.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "are",
        correct: true,
        why: "The subject of the verb is the plural noun \"chapters,\" so the plural verb \"are\" agrees with it; the present tense matches \"fill.\"",
      },
      {
        text: "is",
        correct: false,
        why: "This singular verb would agree with \"book,\" but \"book\" sits inside the prepositional phrase \"of the book\"; the subject is the plural \"chapters.\"",
      },
      {
        text: "was",
        correct: false,
        why: "\"Was\" is singular and cannot agree with the plural subject \"chapters.\"",
      },
      {
        text: "has been",
        correct: false,
        why: "\"Has\" is singular and cannot agree with the plural subject \"chapters.\"",
      },
    ],
    explanation:
      "Set aside the phrase \"of the book\" and the clause \"which first appeared in English in 1920\": the subject is \"chapters,\" which is plural and takes \"are.\"",
    source: src.relativity,
  },
  {
    id: "mock10-rw-m2h-17",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `In 1871 the Scottish physicist James Clerk Maxwell became the first Cavendish Professor of Experimental Physics at the University of ______ a post he held until his death in 1879. Among the books he wrote in those years was *Matter and Motion*, a short introduction to physical science.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Cambridge,",
        correct: true,
        why: "\"A post he held until his death in 1879\" is a noun phrase that renames the professorship just described. A supplementary phrase like this is set off from the main clause with a comma.",
      },
      {
        text: "Cambridge;",
        correct: false,
        why: "A semicolon must separate two independent clauses, but \"a post he held until his death in 1879\" is a noun phrase (\"a post\" followed by a clause describing it), not an independent clause.",
      },
      {
        text: "Cambridge.",
        correct: false,
        why: "A period would leave \"A post he held until his death in 1879\" standing alone as a sentence fragment.",
      },
      {
        text: "Cambridge",
        correct: false,
        why: "Without punctuation, the phrase \"a post he held\" runs into the name of the university, as if it were part of it.",
      },
    ],
    explanation:
      "The words after the blank form a phrase that comments on the professorship (\"a post he held...\"), not a complete sentence. Such a phrase is attached to the end of the main clause with a comma.",
    source: src.matterMotion,
  },
  {
    id: "mock10-rw-m2h-18",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In 1883 the young German scientist Franz Boas sailed to Baffin Island, in the Canadian Arctic, intending to study how the land shaped the lives of the Inuit who lived there. Having spent about a year among them, ______`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Boas came away more interested in the Inuit themselves than in their surroundings, a change that would lead him from geography to anthropology.",
        correct: true,
        why: "The introductory phrase \"Having spent about a year among them\" must describe the subject that follows it. Boas is the one who spent the year among the Inuit, so he must be the subject.",
      },
      {
        text: "Boas's interest shifted from the land to the Inuit themselves, a change that would lead him from geography to anthropology.",
        correct: false,
        why: "The subject here is \"Boas's interest,\" and an interest cannot spend a year among people. The modifier dangles.",
      },
      {
        text: "the Inuit showed Boas how they hunted and traveled across the ice, a change that would lead him from geography to anthropology.",
        correct: false,
        why: "This makes \"the Inuit\" the ones who spent a year among them, which is illogical; the modifier should describe Boas.",
      },
      {
        text: "the study of people rather than of land became Boas's chief interest, a change that would lead him from geography to anthropology.",
        correct: false,
        why: "The subject is \"the study of people,\" which cannot have spent a year among the Inuit. The modifier dangles.",
      },
    ],
    explanation:
      "An introductory participial phrase attaches to the subject of the main clause. Only the key makes that subject Boas, the person who spent the year among the Inuit.",
    source: src.primitiveMind,
  },
  {
    id: "mock10-rw-m2h-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Before he turned to radioactivity, Pierre Curie had already done important work in several fields: crystals, whose symmetry he studied closely; piezoelectricity, which he discovered with his brother Jacques in ______ and magnetism, the subject of the doctoral thesis he presented in 1895.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "1880;",
        correct: true,
        why: "The items in this list contain their own commas (\"piezoelectricity, which...\"), so the items are separated by semicolons, as the first item already is. A semicolon must also close the second item.",
      },
      {
        text: "1880,",
        correct: false,
        why: "The list already uses a semicolon after its first item; switching to a comma here makes the boundary between items impossible to tell apart from the commas inside them.",
      },
      {
        text: "1880:",
        correct: false,
        why: "A colon introduces a list or explanation; it cannot separate one item of a list from the next.",
      },
      {
        text: "1880",
        correct: false,
        why: "Without punctuation, the second item runs straight into the third, and \"1880 and magnetism\" reads as one phrase.",
      },
    ],
    explanation:
      "When the items of a series contain internal commas, semicolons separate the items. The first item ends with a semicolon, so the second item (\"piezoelectricity, which he discovered with his brother Jacques in 1880\") must end with one too.",
    source: src.pierreCurie,
  },
  {
    id: "mock10-rw-m2h-20",
    skill: "form-structure-and-sense",
    difficulty: "hard",
    passages: [
      {
        text: `Edward Tylor's *Primitive Culture* (1871) gathers many customs that have outlived their original purpose. Among the examples that Tylor drew from the customs of many peoples ______ the practice of blessing a person who sneezes and the use of the bow and arrow, once a weapon of the hunt, as a child's toy.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "are",
        correct: true,
        why: "The sentence is inverted: its subject comes after the verb. That subject is \"the practice... and the use...,\" two nouns joined by \"and,\" so it is plural and takes \"are.\"",
      },
      {
        text: "is",
        correct: false,
        why: "A singular verb might seem to fit the nearest part of the subject, \"the practice,\" but the subject is the compound \"the practice... and the use...,\" which is plural.",
      },
      {
        text: "was",
        correct: false,
        why: "\"Was\" is singular and cannot agree with the compound subject \"the practice... and the use....\"",
      },
      {
        text: "has been",
        correct: false,
        why: "\"Has\" is singular and cannot agree with the compound subject \"the practice... and the use....\"",
      },
    ],
    explanation:
      "\"Among the examples...\" is a prepositional phrase, so it cannot contain the subject. The subject follows the verb: \"the practice of blessing a person who sneezes and the use of the bow and arrow.\" Two things joined by \"and\" make a plural subject, which requires \"are.\"",
    source: src.primitiveCulture,
  },
  {
    id: "mock10-rw-m2h-21",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `Pierre Curie believed that honors did more harm than good, since the desire for them could lead a scientist away from work done for the pure love of it. In 1903 he declined the Legion of Honor. The Nobel Prize was another ______ that same year he shared it with Marie Curie and Henri Becquerel, and he accepted it.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "matter, however;",
        correct: true,
        why: "\"However\" marks the contrast between declining the Legion of Honor and the Nobel Prize being \"another matter,\" so it belongs to the first clause and is set off with a comma. A semicolon then separates that clause from the independent clause that explains it.",
      },
      {
        text: "matter; however,",
        correct: false,
        why: "This attaches \"however\" to the second clause, setting \"he shared it... and he accepted it\" in contrast with \"another matter.\" But sharing and accepting the prize is what makes it another matter, not a contrast to it.",
      },
      {
        text: "matter, however,",
        correct: false,
        why: "Commas on both sides of \"however\" leave two independent clauses joined by commas alone, which is a comma splice.",
      },
      {
        text: "matter however;",
        correct: false,
        why: "\"However\" interrupts the clause as a conjunctive adverb and must be set off from \"The Nobel Prize was another matter\" with a comma.",
      },
    ],
    explanation:
      "Two independent clauses meet at the blank, so a semicolon must separate them. \"However\" expresses the contrast with the previous sentence (he declined one honor; this one was different), so it belongs at the end of the first clause, set off by a comma, before the semicolon.",
    source: src.pierreCurie,
  },
  // ================================================================ expression of ideas
  {
    id: "mock10-rw-m2h-22",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `Franz Boas was trained as a physicist. His doctoral dissertation, completed at the University of Kiel in 1881, dealt with the color of water. ______ Boas is remembered today chiefly as one of the founders of American anthropology, the study of human cultures and societies.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "However,",
        correct: true,
        why: "The last sentence contrasts with what comes before: a man trained in physics is remembered mainly for anthropology. \"However\" signals that contrast.",
      },
      {
        text: "For example,",
        correct: false,
        why: "Being remembered as a founder of anthropology is not an example of training in physics; it is a contrast with it.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "Anthropology and a dissertation on the color of water are not presented as alike; the sentence points to a difference.",
      },
      {
        text: "As a result,",
        correct: false,
        why: "The text does not say that studying the color of water caused Boas to be remembered as an anthropologist; the two facts stand in contrast, not cause and effect.",
      },
    ],
    explanation:
      "The text first establishes Boas's training in physics and then states that he is remembered for something quite different. A contrasting transition is needed.",
    source: src.primitiveMind,
  },
  {
    id: "mock10-rw-m2h-23",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In *Radio-activity* (1904), Ernest Rutherford described three kinds of rays given off by radioactive substances. The alpha rays are easily stopped: a thin sheet of paper is enough to absorb them. The beta rays, ______ can pass through thin sheets of metal, and the gamma rays are more penetrating still.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "by contrast,",
        correct: true,
        why: "The alpha rays are stopped by paper, while the beta rays pass through metal. The second fact differs sharply from the first, so \"by contrast\" fits.",
      },
      {
        text: "for example,",
        correct: false,
        why: "The beta rays are not an example of rays that are easily stopped; they behave in the opposite way.",
      },
      {
        text: "in other words,",
        correct: false,
        why: "The sentence about beta rays does not restate the point about alpha rays; it describes a different and more penetrating kind of ray.",
      },
      {
        text: "as a result,",
        correct: false,
        why: "The alpha rays' being stopped by paper does not cause the beta rays to pass through metal; the two are separate properties being compared.",
      },
    ],
    explanation:
      "The text compares how easily three kinds of rays are stopped. After alpha rays, stopped by paper, come beta rays, which pass through metal: a difference that calls for a contrasting transition.",
    source: src.radioactivity,
  },
  {
    id: "mock10-rw-m2h-24",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `Albert Einstein's general theory of relativity predicted that light from a distant star would be bent as it passed close to the sun. The effect could be observed only during a total solar eclipse, when the sun's glare is blocked and stars near its edge become visible. ______ British astronomers traveled to Brazil and to the island of Príncipe, off the west coast of Africa, to photograph the stars around the sun during the eclipse of May 29, 1919.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Accordingly,",
        correct: true,
        why: "Because the bending could be seen only during a total eclipse, the astronomers went to places where the 1919 eclipse was total. Their action follows from the condition just described, which is what \"accordingly\" signals.",
      },
      {
        text: "Instead,",
        correct: false,
        why: "\"Instead\" would mean the astronomers did something in place of observing an eclipse, but observing an eclipse is exactly what they did.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The expedition is not an example of the fact that the effect could be seen only during an eclipse; it is a response to that fact.",
      },
      {
        text: "Similarly,",
        correct: false,
        why: "The expedition is not presented as being like the prediction or the eclipse requirement; it is what the astronomers did because of them.",
      },
    ],
    explanation:
      "The second sentence sets a condition (an eclipse is needed to see the effect); the third describes astronomers acting on it. A transition that marks an action taken in keeping with what came before, such as \"accordingly,\" is the logical choice.",
    source: src.relativity,
  },
  {
    id: "mock10-rw-m2h-25",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `${NOTES}

- Lewis Henry Morgan (1818–1881) was an American anthropologist who practiced law in Rochester, New York.
- In 1851 he published *League of the Iroquois*, a study of the Iroquois peoples of New York.
- His book *Ancient Society* was published in 1877.
- In it, Morgan divided human history into three main periods, which he called savagery, barbarism, and civilization.
- He divided savagery and barbarism each into a lower, a middle, and an upper status.
- He marked the beginning of most periods with an invention or discovery: pottery marked the start of barbarism, and the phonetic alphabet, with the use of writing, marked the start of civilization.`,
      },
    ],
    stem: `The student wants to explain what Morgan used to mark where a new period began. ${GOAL}`,
    choices: [
      {
        text: "In *Ancient Society* (1877), Lewis Henry Morgan marked the start of most periods with an invention or discovery, such as pottery for barbarism and the phonetic alphabet for civilization.",
        correct: true,
        why: "This states what Morgan used as his markers (inventions or discoveries) and gives two examples, which is exactly what the goal asks for.",
      },
      {
        text: "In *Ancient Society* (1877), Lewis Henry Morgan divided human history into savagery, barbarism, and civilization, splitting the first two into lower, middle, and upper statuses.",
        correct: false,
        why: "This describes the periods themselves but not what marked the beginning of each one.",
      },
      {
        text: "Lewis Henry Morgan, a lawyer in Rochester, New York, published *League of the Iroquois* in 1851 and *Ancient Society* in 1877.",
        correct: false,
        why: "This gives facts about Morgan's career and books but says nothing about how he marked the periods.",
      },
      {
        text: "Before writing *Ancient Society* (1877), Lewis Henry Morgan studied the Iroquois peoples of New York.",
        correct: false,
        why: "This concerns Morgan's earlier research, not the markers he used to divide history into periods.",
      },
    ],
    explanation:
      "The goal is to explain what marked the start of a new period. Only the last note answers that (an invention or discovery, such as pottery or the phonetic alphabet), and only the key uses it.",
    source: src.ancientSociety,
  },
  {
    id: "mock10-rw-m2h-26",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `${NOTES}

- Edward Burnett Tylor (1832–1917) was an English anthropologist.
- In 1856 he traveled in Mexico with Henry Christy, a collector of antiquities.
- His book *Primitive Culture* was published in two volumes in 1871.
- In it, he described culture as the knowledge, belief, art, morals, law, custom, and other capabilities and habits that people acquire as members of society.
- In 1896 he became the first professor of anthropology at the University of Oxford.`,
      },
    ],
    stem: `The student wants to emphasize Tylor's role in establishing anthropology as a university subject. ${GOAL}`,
    choices: [
      {
        text: "In 1896 Edward Burnett Tylor, the author of *Primitive Culture* (1871), became the first professor of anthropology at the University of Oxford.",
        correct: true,
        why: "Being the first professor of anthropology at Oxford is the note that shows anthropology becoming a university subject, and this choice puts it at the center.",
      },
      {
        text: "In 1856 the English anthropologist Edward Burnett Tylor traveled in Mexico with Henry Christy, a collector of antiquities.",
        correct: false,
        why: "This describes an early journey, not anthropology's place in the university.",
      },
      {
        text: "Edward Burnett Tylor's *Primitive Culture* was published in two volumes in 1871.",
        correct: false,
        why: "This gives publication details of Tylor's book but says nothing about anthropology as a university subject.",
      },
      {
        text: "In *Primitive Culture* (1871), Edward Burnett Tylor described culture as the knowledge, belief, art, morals, law, and custom that people acquire as members of society.",
        correct: false,
        why: "This presents Tylor's idea of culture, which matters to anthropology as a field of thought, but it does not show the subject entering a university.",
      },
    ],
    explanation:
      "The goal concerns anthropology as a university subject. The only note about a university is Tylor's appointment in 1896 as Oxford's first professor of anthropology, and only the key uses it.",
    source: src.primitiveCulture,
  },
  {
    id: "mock10-rw-m2h-27",
    skill: "rhetorical-synthesis",
    difficulty: "hard",
    passages: [
      {
        text: `${NOTES}

- James Clerk Maxwell's *Matter and Motion* was first published in London in the 1870s.
- It appeared in a series called Manuals of Elementary Science.
- In its preface, Maxwell wrote that the book should be regarded as an introduction to the study of physical science in general.
- Albert Einstein's *Relativity: The Special and General Theory* first appeared in German in 1917 and in English in 1920.
- In its preface, Einstein wrote that the book was meant for readers interested in the theory who were not familiar with the mathematics of theoretical physics.
- Maxwell's book deals with motion, force, and energy; Einstein's deals with space, time, and gravitation.`,
      },
    ],
    stem: `The student wants to emphasize a similarity between the readers for whom the two books were written. ${GOAL}`,
    choices: [
      {
        text: "Both books were written for readers who were not specialists: Maxwell meant *Matter and Motion* as an introduction to physical science, and Einstein wrote *Relativity* for readers unfamiliar with the mathematics of theoretical physics.",
        correct: true,
        why: "This combines the notes on each preface and names what the intended readers had in common: neither author was writing for experts.",
      },
      {
        text: "Maxwell's *Matter and Motion* deals with motion, force, and energy, while Einstein's *Relativity* deals with space, time, and gravitation.",
        correct: false,
        why: "This compares the books' subjects, not their readers, and it stresses a difference rather than a similarity.",
      },
      {
        text: "Einstein wrote *Relativity* for readers who were interested in the theory but not familiar with the mathematics of theoretical physics.",
        correct: false,
        why: "This describes the intended readers of only one book, so it cannot show a similarity between the two.",
      },
      {
        text: "Maxwell's *Matter and Motion* appeared in London in the 1870s, while Einstein's *Relativity* first appeared in German in 1917.",
        correct: false,
        why: "This contrasts when and where the books appeared; it says nothing about their readers and points to a difference, not a similarity.",
      },
    ],
    explanation:
      "The goal needs information about both books' readers, joined to show what they share. The two preface notes supply it: an introduction to physical science for beginners, and a book for readers without the mathematics of theoretical physics. Only the key uses both and states the similarity.",
    source: src.maxwellEinstein,
  },
];
