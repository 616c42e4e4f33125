import type { AuthoredMockEnglishItem, PassageSource } from "../../item-schema";

/**
 * Mock test 7, reading and writing, module 2 (easier form). Passages are adapted from public-domain
 * works published before 1930, or are short factual passages about those works and their authors;
 * only the quantitative-evidence items carry original passages with invented, clearly labelled data.
 */

const pd = (author: string, work: string, year: number, edition: string): PassageSource => ({
  author, work, year, edition, licence: "public-domain", adapted: true,
});
const original: PassageSource = {
  author: "Unibridge", work: "Original passage written for Unibridge mock tests", year: 2026,
  edition: "Unibridge SAT mock tests, 2026", licence: "CC BY 4.0", adapted: false,
};
const src = {
  captainJanuary: pd("Laura E. Richards", "Captain January", 1890, "Estes and Lauriat, Boston, 1890"),
  daddyLongLegs: pd("Jean Webster", "Daddy-Long-Legs", 1912, "The Century Co., New York, 1912"),
  robinHood: pd("Howard Pyle", "The Merry Adventures of Robin Hood", 1883, "Charles Scribner's Sons, New York, 1883"),
  westWind: pd("Thornton W. Burgess", "Old Mother West Wind", 1910, "Little, Brown, and Company, Boston, 1910"),
  scott: pd(
    "Robert Falcon Scott",
    "Scott's Last Expedition",
    1913,
    "arranged by Leonard Huxley, Smith, Elder & Co., London, 1913 (two volumes)",
  ),
  henson: pd("Matthew A. Henson", "A Negro Explorer at the North Pole", 1912, "Frederick A. Stokes Company, New York, 1912"),
  bok: pd("Edward Bok", "The Americanization of Edward Bok", 1920, "Charles Scribner's Sons, New York, 1920"),
};

const CONVENTIONS = "Which choice completes the text so that it conforms to the conventions of Standard English?";
const WORD = "Which choice completes the text with the most logical and precise word or phrase?";
const TRANSITION = "Which choice completes the text with the most logical transition?";
const NOTES = "Which choice most effectively uses relevant information from the notes to accomplish this goal?";
const TABLE = "Which choice most effectively uses data from the table to complete the statement?";

export const items: AuthoredMockEnglishItem[] = [
  // ================================================================ craft and structure
  {
    id: "mock07-rw-m2e-01",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Thornton W. Burgess's 1910 book *Old Mother West Wind*.

Old Mother West Wind came down from the Purple Hills in the golden light of the early morning. Over her shoulders was slung a great big bag, and in the bag were all of her children, the Merry Little Breezes. When she reached the Green Meadows, she opened the bag, turned it upside down, and shook it. Out tumbled the Merry Little Breezes, who began to spin round and round for very joy. First they raced over to see Johnny Chuck, who was sitting outside his door eating his breakfast. One of them, for very mischief, snatched the green leaf of corn right out of his mouth. Another ______ pulled his whiskers, while a third rumpled up his hair.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "playfully",
        correct: true,
        why: "The Breezes spin “for very joy,” and the first one acts “for very mischief.” Pulling Johnny Chuck's whiskers is another prank of the same teasing, good-humored kind, so “playfully” describes it exactly.",
      },
      {
        text: "sorrowfully",
        correct: false,
        why: "Nothing in the scene is sad: the Breezes are spinning for joy and playing tricks. Sorrow contradicts the mood of the whole passage.",
      },
      {
        text: "respectfully",
        correct: false,
        why: "Snatching someone's breakfast and rumpling his hair are not respectful acts. The Breezes are teasing Johnny Chuck, not showing him honor.",
      },
      {
        text: "fearfully",
        correct: false,
        why: "The Breezes are bold and mischievous, racing over to Johnny Chuck on purpose. Nothing suggests that they are afraid of him.",
      },
    ],
    explanation:
      "The passage describes the Breezes as joyful and mischievous, and the sentence lists three pranks in a row. The blank describes the second prank, so it needs a word that matches that teasing spirit: “playfully.”",
    source: src.westWind,
  },
  {
    id: "mock07-rw-m2e-02",
    skill: "words-in-context",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Howard Pyle's 1883 novel *The Merry Adventures of Robin Hood*.

Robin Hood wandered a long time through highway and byway, but adventure found he none. At last he took a path that dipped toward a broad, pebbly stream spanned by a ______ bridge made of a single log. As he drew near, he saw a tall stranger coming from the other side. Robin quickened his pace, and so did the stranger, each thinking to cross first, for there was room on the log for but one man at a time. “Now stand thou back,” said Robin, “and let the better man cross first.”`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "narrow",
        correct: true,
        why: "The bridge is a single log with room “for but one man at a time,” which is why Robin and the stranger race to cross first. “Narrow” names exactly that feature.",
      },
      {
        text: "wide",
        correct: false,
        why: "A wide bridge would let the two men pass each other. The text says the log held only one man at a time, the opposite of wide.",
      },
      {
        text: "crowded",
        correct: false,
        why: "Only Robin and the stranger are at the bridge, and neither is on it yet. Nothing suggests a crowd.",
      },
      {
        text: "distant",
        correct: false,
        why: "Robin is walking right up to the bridge, so it is not far off; and distance would not explain why only one man can cross at a time.",
      },
    ],
    explanation:
      "The conflict depends on the bridge being so small that only one man can use it at once: each man hurries to be first, and Robin orders the stranger to stand back. “Narrow” is the word that fits that detail.",
    source: src.robinHood,
  },
  {
    id: "mock07-rw-m2e-03",
    skill: "words-in-context",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Robert Falcon Scott's journal, published in *Scott's Last Expedition* (1913). During a halt on the march toward the South Pole, Scott describes Henry Bowers, the member of his party in charge of supplies.

Little Bowers remains a marvel; he is thoroughly enjoying himself. I leave all the provision arrangements in his hands, and at all times he knows exactly how we stand. It has been a complicated business to redistribute stores at various stages, but not one single mistake has been made. In addition to the stores, he keeps the most ______ record of the weather, and to this he now adds the duties of observer and photographer.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "meticulous",
        correct: true,
        why: "Scott praises Bowers for knowing “exactly how we stand” and for making “not one single mistake.” A meticulous record is one kept with great care and precision, which matches that praise.",
      },
      {
        text: "cursory",
        correct: false,
        why: "A cursory record would be quick and superficial. That contradicts Scott's admiration for Bowers's exactness.",
      },
      {
        text: "sporadic",
        correct: false,
        why: "A sporadic record would be kept only now and then. Nothing suggests gaps in Bowers's work; Scott stresses that he is reliable “at all times.”",
      },
      {
        text: "ostentatious",
        correct: false,
        why: "This word suits a display meant to impress others. Scott is praising the accuracy of Bowers's work, not any showiness in it.",
      },
    ],
    explanation:
      "Every detail Scott gives about Bowers stresses care and accuracy: he knows exactly where the stores stand and has made no mistakes. The weather record is presented as one more example of that quality, so “meticulous” is the precise word.",
    source: src.scott,
  },
  {
    id: "mock07-rw-m2e-04",
    skill: "words-in-context",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `The following text is adapted from Matthew Henson's 1912 memoir *A Negro Explorer at the North Pole*. In April 1909 the last of the expedition's supporting parties, led by Captain Bob Bartlett, turned back toward land.

Captain Bartlett and his two companions had begun their return journey, and the main column, now ______ to its final strength, started northward. We were six: Commander Peary, the four Inuit men Ootah, Egingwah, Seegloo, and Ooqueah, and myself. Day and night were the same. My thoughts were on going forward, and on nothing else. The wind was from the southeast and seemed to push us on, and the sun was at our backs, a ball of fire rolling above the horizon in never-ending day.`,
      },
    ],
    stem: WORD,
    choices: [
      {
        text: "reduced",
        correct: true,
        why: "Bartlett's party has just left, so the column is smaller than before, down to the six men who will make the final march. “Reduced” states that it has been cut down to that final size.",
      },
      {
        text: "reinforced",
        correct: false,
        why: "Reinforcing adds strength. Here men have left the column, not joined it.",
      },
      {
        text: "restored",
        correct: false,
        why: "Restoring would bring the column back to an earlier, fuller size. The column is instead losing members as the supporting party turns back.",
      },
      {
        text: "disbanded",
        correct: false,
        why: "The column does shrink, but it is not broken up: the remaining six men go on together and start northward. A disbanded column would no longer exist.",
      },
    ],
    explanation:
      "With the last supporting party gone, the column that goes on is smaller than before: six men. The blank must describe a group cut down to its last, smallest size but still marching, so “reduced” is the precise word.",
    source: src.henson,
  },
  {
    id: "mock07-rw-m2e-05",
    skill: "text-structure-and-purpose",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from *The Americanization of Edward Bok*, a 1920 autobiography.

In 1870 the great ship of the Atlantic was *The Queen*, and when she docked in New York on September 20 of that year, she brought among her passengers a family of four from the Netherlands. The father, a respected man, had lost his fortune through unwise investments and had decided to make a new beginning in the United States. The mother, used to a comfortable way of life, would now have to keep house for the first time without any help. There were two boys: the elder, William, was eight and a half years old, and the younger would turn seven nineteen days after landing. This younger boy was Edward Bok.`,
      },
    ],
    stem: "Which choice best describes the function of the last sentence in the overall structure of the text?",
    choices: [
      {
        text: "It reveals that the younger boy in the family just described is the subject of the autobiography.",
        correct: true,
        why: "The text describes the family without naming the younger son; the last sentence names him as Edward Bok, whose life the book, *The Americanization of Edward Bok*, tells.",
      },
      {
        text: "It explains why the family decided to leave the Netherlands.",
        correct: false,
        why: "The reason for leaving, the father's lost fortune, is given in the second sentence. The last sentence only identifies the younger boy.",
      },
      {
        text: "It contrasts the younger boy's experiences with those of his older brother.",
        correct: false,
        why: "The text gives only the boys' ages and compares nothing about their experiences. The last sentence names one boy without contrasting him with the other.",
      },
      {
        text: "It describes a hardship the family would face in the United States.",
        correct: false,
        why: "The mother's new housework is the hardship mentioned, in the third sentence. The last sentence names a person; it describes no hardship.",
      },
    ],
    explanation:
      "The passage introduces the family member by member, keeping the younger boy unnamed until the end. The final sentence identifies him as Edward Bok, the subject of the autobiography, so the whole description turns out to be the start of his own story.",
    source: src.bok,
  },
  {
    id: "mock07-rw-m2e-06",
    skill: "text-structure-and-purpose",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from Jean Webster's 1912 novel *Daddy-Long-Legs*. Jerusha Abbott, who grew up in an orphanage, is writing her first letter to the unknown trustee who is paying for her to attend college.

It seems queer to be writing letters to somebody you don't know. Before I left yesterday morning, Mrs. Lippett and I had a very serious talk. She told me how to behave all the rest of my life, and especially how to behave towards the kind gentleman who is doing so much for me. I must take care to be Very Respectful. But how can one be very respectful to a person who wishes to be called John Smith? Why couldn't you have picked out a name with a little personality? I might as well write letters to Dear Hitching-Post or Dear Clothes-Prop.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To show, with humor, that Jerusha finds it hard to address a benefactor whom she knows only by a name as plain as “John Smith”",
        correct: true,
        why: "Jerusha says it is “queer” to write to a stranger and jokes that a name as featureless as “John Smith” makes him no more personal than a hitching post. The passage is a comic account of that difficulty.",
      },
      {
        text: "To complain that the trustee has not answered any of Jerusha's letters",
        correct: false,
        why: "This is Jerusha's first letter, so there has been nothing for the trustee to answer. Her joke is about his name, not his silence.",
      },
      {
        text: "To reveal that Jerusha intends to disregard all of Mrs. Lippett's advice about how to behave",
        correct: false,
        why: "Jerusha questions how she can be respectful to someone called John Smith, but she never says she will ignore Mrs. Lippett's advice, let alone all of it.",
      },
      {
        text: "To describe Jerusha's first impressions of the college she has just entered",
        correct: false,
        why: "The passage never describes the college. It is about the trustee and how to write to him.",
      },
    ],
    explanation:
      "The passage moves from the oddness of writing to a stranger, to Mrs. Lippett's demand for respect, to Jerusha's playful protest that “John Smith” gives her nothing to be respectful to. Its purpose is to convey, humorously, how awkward she finds writing to a benefactor she knows nothing about.",
    source: src.daddyLongLegs,
  },
  {
    id: "mock07-rw-m2e-07",
    skill: "text-structure-and-purpose",
    difficulty: "hard",
    passages: [
      {
        text: `Howard Pyle's preface to *The Merry Adventures of Robin Hood* (1883) begins as follows.

You who so plod amid serious things that you feel it shame to give yourself up even for a few short moments to mirth and joyousness in the land of Fancy; you who think that life hath nought to do with innocent laughter that can harm no one; these pages are not for you. Clap to the leaves and go no farther than this, for I tell you plainly that if you go farther you will be scandalized by seeing good, sober folks of real history so frisk and caper in gay colors and motley that you would not know them but for the names tagged to them. Here is a stout, lusty fellow with a quick temper, yet none so ill for all that, who goes by the name of Henry II.`,
      },
    ],
    stem: "Which choice best states the main purpose of the text?",
    choices: [
      {
        text: "To playfully warn off readers who disdain lighthearted amusement, while signaling that the book will portray real historical figures in a fanciful way",
        correct: true,
        why: "The preface addresses readers who feel it “shame” to enjoy “mirth,” tells them to close the book, and explains why: real historical figures will “frisk and caper” until only their names identify them. The mock-solemn warning is itself a cheerful announcement of the book's fanciful treatment of history.",
      },
      {
        text: "To apologize in advance for the historical errors that serious readers will find in the book",
        correct: false,
        why: "Pyle expects serious readers to be “scandalized,” but he offers no apology; his tone is amused, and the liberties he describes are a deliberate choice, not errors he regrets.",
      },
      {
        text: "To argue that works of imagination are more valuable than the serious study of history",
        correct: false,
        why: "Pyle defends innocent laughter, but he never ranks imagination above history or says that history is less worth studying. The text makes no such comparison.",
      },
      {
        text: "To introduce King Henry II as a quick-tempered ruler whose deeds the book will recount accurately",
        correct: false,
        why: "Henry II appears only as an example, and the text says that such figures will be dressed up so fancifully that readers “would not know them but for the names tagged to them,” the opposite of an accurate account.",
      },
    ],
    explanation:
      "The long opening sentence singles out humorless readers and tells them to stop; the next sentence explains that real people of history will appear in “gay colors and motley”; the last gives Henry II as a first example. Taken together, the warning is a playful way of telling readers what kind of book this is: history treated as lighthearted fancy.",
    source: src.robinHood,
  },
  {
    id: "mock07-rw-m2e-08",
    skill: "cross-text-connections",
    difficulty: "medium",
    passages: [
      {
        label: "Text 1",
        text: `When I came to the United States as a lad of six, the most needful lesson for me, as a boy, was the necessity for thrift. I had been taught in my home across the sea that thrift was one of the fundamentals in a successful life. But we had been in the United States only a few days before my father and mother realized that they had brought their children to a land of waste. Where the Dutchman saved, the American wasted.`,
      },
      {
        label: "Text 2",
        text: `Whatever shortcomings I may have found during my fifty-year period of Americanization, however America may have failed to help my transition from a foreigner into an American, I owe to her the most priceless gift that any nation can offer, and that is opportunity. “The sky is the limit” to the foreign-born who comes to America endowed with honest endeavor, ceaseless industry, and the ability to carry through. In any honest endeavor, the way is wide open to the will to succeed.`,
      },
    ],
    stem: "Both texts are adapted from Edward Bok's 1920 autobiography *The Americanization of Edward Bok*. Text 1 is from the chapter “Where America Fell Short with Me,” and Text 2 is from the chapter that follows it, “What I Owe to America.” Which choice best describes how Text 2 relates to Text 1?",
    choices: [
      {
        text: "It acknowledges shortcomings such as the one described in Text 1 but asserts that, despite them, America gave Bok a gift of the greatest value: opportunity.",
        correct: true,
        why: "Text 2 begins by granting “whatever shortcomings” Bok found, which include America's failure to teach thrift in Text 1, and then declares that he owes America “the most priceless gift”: opportunity. It sets the criticism against a larger debt without denying it.",
      },
      {
        text: "It retracts the claim in Text 1 by suggesting that Americans were in fact careful with their money.",
        correct: false,
        why: "Text 2 says nothing about Americans' spending habits. Far from withdrawing the criticism, it openly grants that America had shortcomings.",
      },
      {
        text: "It explains that Bok learned the value of thrift only after America gave him the opportunity to succeed.",
        correct: false,
        why: "Text 2 never mentions thrift, and Text 1 says Bok had already been taught thrift at home in the Netherlands. Neither text links opportunity to learning thrift.",
      },
      {
        text: "It argues that immigrants should teach Americans the habits of saving described in Text 1.",
        correct: false,
        why: "Text 2 describes what immigrants can achieve in America, not what they should teach. It makes no proposal about changing American habits.",
      },
    ],
    explanation:
      "Text 1 names one way America fell short: it was a “land of waste” that did not teach the thrift Bok needed. Text 2 accepts that there were such shortcomings (“whatever shortcomings I may have found”) yet concludes that America's gift of opportunity was priceless. Text 2 therefore concedes the criticism while placing it beside a greater debt.",
    source: src.bok,
  },

  // ================================================================ information and ideas
  {
    id: "mock07-rw-m2e-09",
    skill: "central-ideas-and-details",
    difficulty: "easy",
    passages: [
      {
        text: `The following text is adapted from Laura E. Richards's 1890 novel *Captain January*. Captain January, an old lighthouse keeper, has rowed ashore to sell lobsters when he meets his friend Captain Nazro.

“And the little girl, she's well, I expect?” said Captain Nazro. “She looks a picture when I take a squint at her through the glass sometimes. Never misses running out and shaking her apron when we go by!”

“If there is a picture in this world of health and prettiness and goodness, it's that child,” said January.

“Ain't it time she was going to school, January?” asked Captain Nazro. “Seems as if she ought to be around other children now, and learning what they do. My wife would be real pleased to have her stay with us a spell and go to school with our girls.”`,
      },
    ],
    stem: "According to the text, why does Captain Nazro suggest that the girl stay with his family?",
    choices: [
      {
        text: "So that she can go to school and be around other children",
        correct: true,
        why: "Captain Nazro asks whether it is time she “was going to school” and says she “ought to be around other children now,” then offers a stay so she can “go to school with our girls.”",
      },
      {
        text: "So that Captain January can spend more time selling lobsters",
        correct: false,
        why: "Captain January's lobster selling is only the setting of the meeting; Captain Nazro never connects his offer to it.",
      },
      {
        text: "Because the girl has asked to leave the lighthouse",
        correct: false,
        why: "The text never reports any wish of the girl's. The suggestion comes entirely from Captain Nazro and his wife.",
      },
      {
        text: "Because his wife needs help caring for their daughters",
        correct: false,
        why: "Mrs. Nazro would be “pleased” to have the girl, but nothing suggests she needs help; the stay is offered for the girl's benefit.",
      },
    ],
    explanation:
      "Captain Nazro states his reasons directly: the girl should be going to school, and she should be around other children learning what they learn. His offer of a stay with his family is the way to make that possible.",
    source: src.captainJanuary,
  },
  {
    id: "mock07-rw-m2e-10",
    skill: "central-ideas-and-details",
    difficulty: "medium",
    passages: [
      {
        text: `The following text is adapted from a September 1911 entry in Robert Falcon Scott's journal, published in *Scott's Last Expedition* (1913). Scott is preparing for the coming journey toward the South Pole, on which his expedition planned to use motor sledges as well as ponies and dogs.

I have been working very hard at sledging figures with Bowers' able assistance. The scheme develops itself in the light of these figures, and I feel that our organisation will not be found wanting, yet there is an immense amount of detail, and every arrangement has to be more than usually elastic to allow for either the full success or the complete failure of the motors. I think our plan will carry us through without the motors (though in that case nothing else must fail), and will take full advantage of such help as the motors may give.`,
      },
    ],
    stem: "Which choice best states the main idea of the text?",
    choices: [
      {
        text: "Scott has shaped a plan that can succeed whether or not the motor sledges work, although without them it leaves no room for other failures.",
        correct: true,
        why: "Scott says his arrangements must be “elastic” enough for the motors' “full success or … complete failure,” that the plan will carry the party through without them “though in that case nothing else must fail,” and that it will use whatever help they give.",
      },
      {
        text: "Scott has decided to leave the motor sledges behind because he doubts that they will work.",
        correct: false,
        why: "The plan “will take full advantage of such help as the motors may give,” so the motors are still part of it. Scott prepares for their failure without giving up on them.",
      },
      {
        text: "Scott is confident that the motor sledges will carry the expedition to the Pole.",
        correct: false,
        why: "Scott treats the motors' complete failure as a real possibility and plans a way through without them; he expresses no certainty that they will work.",
      },
      {
        text: "Scott believes that the sledging figures he has prepared with Bowers are too detailed to be useful.",
        correct: false,
        why: "Scott does mention “an immense amount of detail,” but he says the scheme “develops itself in the light of these figures” and that the organization “will not be found wanting.” He finds the figures useful.",
      },
    ],
    explanation:
      "The entry's point is that the plan is built to be flexible: it will use the motors if they work and still succeed if they fail, though success without them would depend on everything else going right. Only the key captures both halves of that idea, including Scott's caution.",
    source: src.scott,
  },
  {
    id: "mock07-rw-m2e-11",
    skill: "command-of-evidence-textual",
    difficulty: "medium",
    passages: [
      {
        text: `Jean Webster's 1912 novel *Daddy-Long-Legs* is made up mostly of letters that Jerusha Abbott, who grew up in an orphanage, writes to the anonymous trustee who is paying for her college education. Jerusha's letters suggest that the trustee's support means more to her than the education it pays for: it gives her a sense of belonging that she has never had before.`,
      },
    ],
    stem: "Which quotation from Jerusha's letters most effectively illustrates the claim?",
    choices: [
      {
        text: "“Having somebody take an interest in me after all these years makes me feel as though I had found a sort of family. It seems as though I belonged to somebody now, and it's a very comfortable sensation.”",
        correct: true,
        why: "Jerusha says the trustee's interest makes her feel she has “found a sort of family” and “belonged to somebody now,” and that the feeling is new “after all these years.” That is exactly the sense of belonging the claim describes.",
      },
      {
        text: "“It's a fine thing to be educated—but nothing compared to the dizzying experience of owning six new dresses.”",
        correct: false,
        why: "This quotation does rank something above education, but that something is new clothes, not a sense of belonging to someone, so it does not illustrate the claim.",
      },
      {
        text: "“After you've lived in a ward for eighteen years with twenty room-mates, it is restful to be alone.”",
        correct: false,
        why: "This looks back on Jerusha's orphanage life, but it praises being alone rather than belonging to someone; it says nothing about the trustee.",
      },
      {
        text: "“College is the biggest, most bewildering place—I get lost whenever I leave my room.”",
        correct: false,
        why: "This describes Jerusha's confusion at college and has nothing to do with her feelings about the trustee or about belonging.",
      },
    ],
    explanation:
      "The claim has two parts: the support matters beyond the education, and what it gives Jerusha is a new sense of belonging. Only the key mentions both the trustee's interest and her feeling that she has found “a sort of family” for the first time.",
    source: src.daddyLongLegs,
  },
  {
    id: "mock07-rw-m2e-12",
    skill: "command-of-evidence-quantitative",
    difficulty: "easy",
    passages: [
      {
        text: `Members of a school weather club measured the wind speed on the roof of their school five times a day for one month and averaged the results for each time of day. The club found that the wind was strongest in the early afternoon and calmest late at night: the average wind speed was ______`,
      },
    ],
    table: {
      title: "Average wind speed on a school roof, by time of day, over one month",
      columns: ["Time of day", "Average wind speed (kilometers per hour)"],
      rows: [
        ["6 a.m.", "8"],
        ["10 a.m.", "14"],
        ["2 p.m.", "21"],
        ["6 p.m.", "12"],
        ["10 p.m.", "7"],
      ],
    },
    stem: TABLE,
    choices: [
      {
        text: "21 kilometers per hour at 2 p.m. and 7 kilometers per hour at 10 p.m.",
        correct: true,
        why: "These are the highest and lowest values in the table, and they fall in the early afternoon and late at night, exactly as the statement says.",
      },
      {
        text: "14 kilometers per hour at 10 a.m. and 12 kilometers per hour at 6 p.m.",
        correct: false,
        why: "These values are in the table, but they are neither the highest nor the lowest, and neither time is early afternoon or late night. They do not show where the wind was strongest and calmest.",
      },
      {
        text: "21 kilometers per hour at 6 a.m. and 7 kilometers per hour at 2 p.m.",
        correct: false,
        why: "This misreads the table: the 6 a.m. average was 8, and the 2 p.m. average was 21, the strongest of the day, not the calmest.",
      },
      {
        text: "8 kilometers per hour at 6 a.m. and 21 kilometers per hour at 10 p.m.",
        correct: false,
        why: "This misreads the table: 21 kilometers per hour was recorded at 2 p.m., and the 10 p.m. average was 7, the lowest value.",
      },
    ],
    explanation:
      "To show that the wind was strongest in the early afternoon and calmest late at night, the statement needs the table's highest value (21 at 2 p.m.) and lowest value (7 at 10 p.m.). Only the key reports both correctly.",
    source: original,
  },
  {
    id: "mock07-rw-m2e-13",
    skill: "command-of-evidence-quantitative",
    difficulty: "medium",
    passages: [
      {
        text: `For a physics project, students built four small sleds and measured the force needed to pull each one at a steady speed across packed snow, first empty and then carrying a 5-kilogram load. Two of the sleds rested on runners, narrow strips attached beneath the sled, and two had flat or rounded bottoms with no runners. The students predicted that adding the load would increase the pulling force less for the sleds with runners than for the sleds without them.`,
      },
    ],
    table: {
      title: "Force needed to pull four student-built sleds across packed snow",
      columns: ["Sled", "Bottom", "Pulling force, empty (newtons)", "Pulling force, with 5 kg load (newtons)"],
      rows: [
        ["A", "flat plastic, no runners", "6.0", "11.5"],
        ["B", "wooden runners", "5.0", "7.0"],
        ["C", "metal runners", "4.0", "6.5"],
        ["D", "rounded foam, no runners", "7.0", "14.0"],
      ],
    },
    stem: "Which choice most effectively uses data from the table to support the students' prediction?",
    choices: [
      {
        text: "Adding the load increased the pulling force by 2.0 and 2.5 newtons for the two sleds with runners but by 5.5 and 7.0 newtons for the two sleds without runners.",
        correct: true,
        why: "The prediction is about the increase in force caused by the load. Sleds B and C (runners) rose by 2.0 and 2.5 newtons, while sleds A and D (no runners) rose by 5.5 and 7.0 newtons, so the increase was smaller with runners, as predicted.",
      },
      {
        text: "Sled C, which had metal runners, needed the least pulling force of any sled when it was empty.",
        correct: false,
        why: "This is accurate, but it concerns only the empty sleds. The prediction is about how much the load changed the force, which this choice never addresses.",
      },
      {
        text: "Sled D, which had no runners, needed the most pulling force of any sled both when empty and when loaded.",
        correct: false,
        why: "This is accurate, but comparing totals for one sled does not show how much the load increased the force for sleds with runners compared with sleds without them.",
      },
      {
        text: "Sled B, which had runners, needed more pulling force when loaded than sled A, which had no runners.",
        correct: false,
        why: "This misreads the table: loaded, sled B needed 7.0 newtons and sled A needed 11.5 newtons, so sled B needed less.",
      },
    ],
    explanation:
      "Supporting the prediction requires comparing the change from empty to loaded for both kinds of sled. Subtracting gives increases of 5.5 newtons for sled A, 2.0 for sled B, 2.5 for sled C and 7.0 for sled D: both sleds with runners changed less than both sleds without runners.",
    source: original,
  },
  {
    id: "mock07-rw-m2e-14",
    skill: "inferences",
    difficulty: "hard",
    passages: [
      {
        text: `Robert Falcon Scott led a British expedition that set out across Antarctica in late 1911 with the aim of reaching the South Pole. After a march of more than two months, Scott and four companions arrived at the Pole on January 17, 1912. That day Scott wrote in his journal, later published in *Scott's Last Expedition* (1913): “Great God! this is an awful place and terrible enough for us to have laboured to it without the reward of priority. Well, it is something to have got here.” Scott's words suggest that ______`,
      },
    ],
    stem: "Which choice most logically completes the text?",
    choices: [
      {
        text: "the party had discovered that someone else had reached the Pole before them.",
        correct: true,
        why: "“Priority” means being first. Scott calls it terrible to have “laboured to it without the reward of priority,” that is, without being the first to arrive, which implies that another party got there earlier.",
      },
      {
        text: "Scott regretted having ever set out on the journey to the Pole.",
        correct: false,
        why: "Scott is bitterly disappointed, but he also writes that “it is something to have got here,” which shows that he still values the achievement rather than wishing he had never attempted it.",
      },
      {
        text: "the party had reached the Pole more quickly than Scott had expected.",
        correct: false,
        why: "Nothing in the quotation concerns the party's speed or schedule; Scott stresses how hard they “laboured,” not how fast they arrived.",
      },
      {
        text: "Scott expected to be rewarded for the party's labors once it returned home.",
        correct: false,
        why: "This borrows the word “reward” but reverses its meaning: Scott says the party has been denied “the reward of priority,” not that he looks forward to some other reward.",
      },
    ],
    explanation:
      "The key word is “priority,” which here means being first. Scott says it is terrible to have toiled to the Pole “without the reward of priority,” so the party did not have the honor of arriving first, and someone else must have reached the Pole before them. His next sentence consoles himself that at least they “got here.”",
    source: src.scott,
  },

  // ================================================================ standard English conventions
  {
    id: "mock07-rw-m2e-15",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `In 1887, Matthew Henson was working in a hat store in Washington, D.C., when he met Robert E. Peary, a naval officer preparing for a survey trip to ______ hired the young man as his assistant, beginning a partnership that would last more than twenty years.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Nicaragua. Peary",
        correct: true,
        why: "“In 1887 … Nicaragua” and “Peary hired the young man …” are both complete sentences. A period correctly separates them.",
      },
      {
        text: "Nicaragua, Peary",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this creates a comma splice.",
      },
      {
        text: "Nicaragua Peary",
        correct: false,
        why: "With no punctuation at all, the two independent clauses run together into a fused sentence.",
      },
      {
        text: "Nicaragua, then Peary",
        correct: false,
        why: "“Then” is an adverb, not a coordinating conjunction, so a comma followed by “then” still leaves a comma splice.",
      },
    ],
    explanation:
      "The text contains two independent clauses: one ends with “Nicaragua,” and the next begins with “Peary hired.” They must be separated by a period (or joined by a semicolon, or by a comma with a coordinating conjunction). Of the choices, only the period does this.",
    source: src.henson,
  },
  {
    id: "mock07-rw-m2e-16",
    skill: "boundaries",
    difficulty: "easy",
    passages: [
      {
        text: `Thornton W. Burgess dedicated his 1910 book *Old Mother West Wind*, a collection of animal stories, to two ______ his mother, “to whom I owe so much,” and his son, “whose love of stories inspired these tales.”`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "people: his",
        correct: true,
        why: "The words before the blank form a complete clause that ends by mentioning “two people,” and the words after it name them. A colon correctly introduces that explanation.",
      },
      {
        text: "people; his",
        correct: false,
        why: "A semicolon must join two independent clauses. “His mother … and his son …” is not a clause, so the semicolon is wrong.",
      },
      {
        text: "people. His",
        correct: false,
        why: "The period leaves “His mother … and his son …” as a sentence fragment with no verb.",
      },
      {
        text: "people his",
        correct: false,
        why: "Without punctuation, the names run straight into “two people,” and nothing marks them as the list the clause has just promised.",
      },
    ],
    explanation:
      "“Thornton W. Burgess dedicated … to two people” is an independent clause that sets up a list, and the rest of the text names the two people. A colon is the punctuation that introduces such a list after a complete clause.",
    source: src.westWind,
  },
  {
    id: "mock07-rw-m2e-17",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `The letters that make up most of Jean Webster's 1912 novel *Daddy-Long-Legs* ______ written by Jerusha Abbott, a young woman who grew up in an orphanage. She sends them each month to the anonymous trustee who is paying for her college education.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "are",
        correct: true,
        why: "The subject is the plural noun “letters,” so the plural verb “are” agrees with it, and its present tense matches the rest of the text.",
      },
      {
        text: "is",
        correct: false,
        why: "“Is” is singular. It seems to agree with the nearby singular words “novel” or “*Daddy-Long-Legs*,” but the subject of the verb is “letters.”",
      },
      {
        text: "was",
        correct: false,
        why: "“Was” is singular, and the subject “letters” is plural.",
      },
      {
        text: "has been",
        correct: false,
        why: "“Has been” is singular, and the subject “letters” is plural.",
      },
    ],
    explanation:
      "Strip away the modifying clause “that make up most of … *Daddy-Long-Legs*” and the sentence reads “The letters ______ written by Jerusha Abbott.” The plural subject needs a plural verb: “are.”",
    source: src.daddyLongLegs,
  },
  {
    id: "mock07-rw-m2e-18",
    skill: "form-structure-and-sense",
    difficulty: "easy",
    passages: [
      {
        text: `Laura E. Richards wrote more than ninety books, but many readers know her best for her 1890 novel *Captain January*. ______ title character, an old lighthouse keeper on an island off the coast of Maine, raises a girl who was the only survivor of a shipwreck.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "Its",
        correct: true,
        why: "The title character belongs to the novel, a singular thing, so the singular possessive pronoun “its” (no apostrophe) is correct.",
      },
      {
        text: "It's",
        correct: false,
        why: "“It's” is a contraction of “it is,” which makes no sense here (“It is title character …”). The possessive form has no apostrophe.",
      },
      {
        text: "Their",
        correct: false,
        why: "“Their” is plural, but it refers to the singular noun “novel.”",
      },
      {
        text: "Its'",
        correct: false,
        why: "“Its'” is not a word in Standard English; the possessive of “it” is simply “its.”",
      },
    ],
    explanation:
      "The blank needs a possessive pronoun referring to the novel *Captain January*. Because the novel is singular, and because possessive pronouns take no apostrophe, the correct form is “Its.”",
    source: src.captainJanuary,
  },
  {
    id: "mock07-rw-m2e-19",
    skill: "boundaries",
    difficulty: "medium",
    passages: [
      {
        text: `Edward Bok's *The Americanization of Edward Bok*—the story of a Dutch-born boy who grew up in Brooklyn and became one of the country's best-known magazine ______ won the Pulitzer Prize for biography in 1921.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "editors—won",
        correct: true,
        why: "The phrase describing the book opens with a dash after the title, so it must close with a matching dash before the main verb “won.”",
      },
      {
        text: "editors, won",
        correct: false,
        why: "A supplementary phrase must begin and end with the same punctuation. This one opens with a dash, so closing it with a comma is inconsistent.",
      },
      {
        text: "editors won",
        correct: false,
        why: "Without a closing dash, the interruption never ends, and “editors” seems to become the subject of “won.”",
      },
      {
        text: "editors; won",
        correct: false,
        why: "A semicolon separates independent clauses. It cannot come between the subject (“*The Americanization of Edward Bok*”) and its verb (“won”).",
      },
    ],
    explanation:
      "The core sentence is “Edward Bok's *The Americanization of Edward Bok* … won the Pulitzer Prize.” The descriptive phrase between them is set off by a dash at its start, so it needs a second dash at its end.",
    source: src.bok,
  },
  {
    id: "mock07-rw-m2e-20",
    skill: "boundaries",
    difficulty: "medium",
    pilot: true,
    passages: [
      {
        text: `Edward Bok became editor of *The Ladies' Home Journal*, one of the most widely read magazines in the United States, in 1889, while he was still in his ______ held the post for thirty years, until his retirement in 1919.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "twenties; he",
        correct: true,
        why: "Both “Edward Bok became editor … in his twenties” and “he held the post …” are independent clauses, and a semicolon correctly joins two independent clauses.",
      },
      {
        text: "twenties, he",
        correct: false,
        why: "A comma alone cannot join two independent clauses; this is a comma splice.",
      },
      {
        text: "twenties he",
        correct: false,
        why: "With no punctuation, the two independent clauses run together into a fused sentence.",
      },
      {
        text: "twenties, still he",
        correct: false,
        why: "“Still” is an adverb, not a coordinating conjunction, so this remains a comma splice (and “still” wrongly suggests a contrast).",
      },
    ],
    explanation:
      "The text joins two complete thoughts: when Bok became editor, and how long he held the post. Independent clauses can be joined with a semicolon, so “twenties; he” is the only choice that punctuates the sentence correctly.",
    source: src.bok,
  },
  {
    id: "mock07-rw-m2e-21",
    skill: "form-structure-and-sense",
    difficulty: "medium",
    passages: [
      {
        text: `In Thornton W. Burgess's 1910 book *Old Mother West Wind*, the Merry Little Breezes, the playful children whom Old Mother West Wind carries down from the Purple Hills in a great bag, ______ in many of the stories, often spreading news across the Green Meadows to the animals who live there.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "appear",
        correct: true,
        why: "The subject is the plural “the Merry Little Breezes,” so the plural verb “appear” agrees with it, and its present tense matches how the text describes the book.",
      },
      {
        text: "appears",
        correct: false,
        why: "“Appears” is singular. It may seem to agree with the nearby singular nouns “Old Mother West Wind” or “bag,” but those sit inside the appositive; the subject is the plural “Breezes.”",
      },
      {
        text: "has appeared",
        correct: false,
        why: "“Has appeared” is singular and does not agree with the plural subject “Breezes.”",
      },
      {
        text: "is appearing",
        correct: false,
        why: "“Is appearing” is singular and does not agree with the plural subject “Breezes.”",
      },
    ],
    explanation:
      "The long appositive “the playful children whom … in a great bag” separates the subject from its verb. Skipping it gives “the Merry Little Breezes ______ in many of the stories,” which needs the plural verb “appear.”",
    source: src.westWind,
  },
  {
    id: "mock07-rw-m2e-22",
    skill: "boundaries",
    difficulty: "hard",
    passages: [
      {
        text: `The party that made the final march toward the North Pole in April 1909 was made up of six men: Robert E. Peary, the expedition's commander; Matthew Henson, Peary's assistant for more than twenty ______ four Inuit men, Ootah, Egingwah, Seegloo, and Ooqueah. Henson later told the story of the march in his 1912 memoir.`,
      },
    ],
    stem: CONVENTIONS,
    choices: [
      {
        text: "years; and",
        correct: true,
        why: "The items in this list contain their own commas, so they are separated by semicolons, as the one after “commander” shows. The last item must be set off the same way: “years; and.”",
      },
      {
        text: "years, and",
        correct: false,
        why: "A comma here breaks the pattern set by the semicolon after “commander.” Because the items contain commas, a comma cannot clearly mark where one item ends and the next begins.",
      },
      {
        text: "years and",
        correct: false,
        why: "Without any punctuation, the last two items run together, and the list's semicolon pattern is abandoned.",
      },
      {
        text: "years: and",
        correct: false,
        why: "A colon introduces a list or explanation; it cannot separate one item of a list from the next.",
      },
    ],
    explanation:
      "When the items in a list contain internal commas, semicolons separate the items. This list already uses a semicolon between its first and second items (“commander; Matthew Henson”), so the second and third items must also be separated by a semicolon.",
    source: src.henson,
  },

  // ================================================================ expression of ideas
  {
    id: "mock07-rw-m2e-23",
    skill: "rhetorical-synthesis",
    difficulty: "easy",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Laura E. Richards (1850–1943) was an American writer of children's books, poems, and biographies.
- Her mother was Julia Ward Howe, who wrote the words of “The Battle Hymn of the Republic.”
- Richards published the novel *Captain January* in 1890.
- The novel tells the story of an old lighthouse keeper who raises a girl he rescued from a shipwreck when she was a baby.
- In 1917, Richards and her sister Maud Howe Elliott won a Pulitzer Prize for a biography of their mother.`,
      },
    ],
    stem: `The student wants to introduce the novel *Captain January* to an audience unfamiliar with it. ${NOTES}`,
    choices: [
      {
        text: "*Captain January*, an 1890 novel by Laura E. Richards, tells the story of an old lighthouse keeper who raises a girl he rescued from a shipwreck when she was a baby.",
        correct: true,
        why: "This names the novel, its author and date, and tells a newcomer what the story is about, which is what introducing the novel requires.",
      },
      {
        text: "In 1917, Laura E. Richards and her sister Maud Howe Elliott won a Pulitzer Prize for a biography of their mother.",
        correct: false,
        why: "This describes a different book, the biography of their mother, and never mentions *Captain January*.",
      },
      {
        text: "Laura E. Richards's mother was Julia Ward Howe, who wrote the words of “The Battle Hymn of the Republic.”",
        correct: false,
        why: "This is about Richards's family, not about the novel, so it does not introduce *Captain January*.",
      },
      {
        text: "Laura E. Richards (1850–1943) was an American writer of children's books, poems, and biographies.",
        correct: false,
        why: "This introduces the author in general terms but never names or describes the novel.",
      },
    ],
    explanation:
      "An introduction to a novel for unfamiliar readers should name the book and its author and say what it is about. Only the key uses the notes about *Captain January* itself; the other choices describe Richards, her mother, or another book.",
    source: src.captainJanuary,
  },
  {
    id: "mock07-rw-m2e-24",
    skill: "rhetorical-synthesis",
    difficulty: "medium",
    passages: [
      {
        text: `While researching a topic, a student has taken the following notes:

- Matthew Henson (1866–1955) was an African American explorer.
- He took part in Robert E. Peary's Arctic expeditions for more than twenty years.
- Henson learned to speak the language of the Inuit people of northwest Greenland.
- He built sledges and was an expert dog driver; Peary reportedly said that only some of the best Inuit hunters could handle a sledge better.
- In April 1909, Henson, Peary, and four Inuit men made the final march to what they believed was the North Pole.
- Henson described the expedition in his 1912 memoir, *A Negro Explorer at the North Pole*.`,
      },
    ],
    stem: `The student wants to explain why Henson was valuable to Peary's expeditions. ${NOTES}`,
    choices: [
      {
        text: "Henson was valuable to Peary because he spoke the Inuit language, built sledges, and drove dogs so well that, Peary reportedly said, only some of the best Inuit hunters could handle a sledge better.",
        correct: true,
        why: "This gives the reasons for Henson's value, his language skill and his expertise with sledges and dogs, and backs them with Peary's own reported judgment.",
      },
      {
        text: "In April 1909, Henson, Peary, and four Inuit men made the final march to what they believed was the North Pole.",
        correct: false,
        why: "This reports something Henson did, but it does not explain what made him valuable; it gives no reason for his place on the expedition.",
      },
      {
        text: "For more than twenty years, Henson took part in Peary's Arctic expeditions.",
        correct: false,
        why: "This says how long Henson worked with Peary, not why he was valuable. Length of service alone does not explain his worth.",
      },
      {
        text: "Henson, an African American explorer who lived from 1866 to 1955, described Peary's expedition in his 1912 memoir.",
        correct: false,
        why: "This gives background about Henson and his book but says nothing about the skills he brought to the expeditions.",
      },
    ],
    explanation:
      "To explain why someone was valuable, a sentence must give reasons. Only the key draws on the notes about Henson's skills (language, sledge building, dog driving) and on Peary's assessment of them; the others report dates, events or background.",
    source: src.henson,
  },
  {
    id: "mock07-rw-m2e-25",
    skill: "transitions",
    difficulty: "easy",
    passages: [
      {
        text: `The British Antarctic Expedition of 1910–1913, led by Robert Falcon Scott, received gifts from many supporters, including schools. ______ many of the expedition's sledge dogs were presented by schools, and an appendix to *Scott's Last Expedition* lists each of these dogs beside the name of the school that gave it.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "For example,",
        correct: true,
        why: "The first sentence says that schools were among the expedition's supporters; the second gives a specific instance of their gifts, the sledge dogs. “For example” introduces that illustration.",
      },
      {
        text: "However,",
        correct: false,
        why: "“However” signals a contrast, but the second sentence supports the first rather than contradicting it.",
      },
      {
        text: "In contrast,",
        correct: false,
        why: "Nothing is being contrasted: the dogs given by schools are one case of the gifts the first sentence mentions.",
      },
      {
        text: "Nevertheless,",
        correct: false,
        why: "“Nevertheless” introduces something that happens despite what came before. The gifts of dogs are not in spite of the schools' support; they are part of it.",
      },
    ],
    explanation:
      "The first sentence makes a general statement (schools were among the expedition's supporters), and the second gives a concrete case (schools presented sledge dogs). A transition that introduces an example fits: “For example.”",
    source: src.scott,
  },
  {
    id: "mock07-rw-m2e-26",
    skill: "transitions",
    difficulty: "medium",
    passages: [
      {
        text: `In Jean Webster's *Daddy-Long-Legs*, Jerusha Abbott knows that the trustee paying for her education will never answer her monthly letters, and she has been warned not to bother him with questions. ______ her letters are full of them: in one, she asks whether he is “awfully old or just a little old” and whether he is “perfectly bald or just a little bald.”`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Nevertheless,",
        correct: true,
        why: "Jerusha has been warned not to ask questions and knows none will be answered, yet she asks them anyway. “Nevertheless” signals that her behavior goes against what came before.",
      },
      {
        text: "Accordingly,",
        correct: false,
        why: "“Accordingly” signals an action that follows from what came before. Filling her letters with questions does the opposite of what the warning asked.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The second sentence is not an example of the warning or of the trustee's silence; it describes behavior that defies them.",
      },
      {
        text: "Likewise,",
        correct: false,
        why: "“Likewise” signals a similar point, but asking questions is not similar to being warned against asking them; the two ideas are opposed.",
      },
    ],
    explanation:
      "The first sentence sets up an expectation: Jerusha should not ask questions, and none will be answered. The second reports that her letters are full of questions anyway. A contrasting transition is needed, and “Nevertheless” fits.",
    source: src.daddyLongLegs,
  },
  {
    id: "mock07-rw-m2e-27",
    skill: "transitions",
    difficulty: "hard",
    passages: [
      {
        text: `Howard Pyle drew the stories in *The Merry Adventures of Robin Hood* (1883) from old English ballads about the outlaw, songs by unknown authors that had been sung and printed in many versions over the centuries. A book assembled from such scattered sources might be expected to read as a loose collection of unrelated tales. ______ Pyle linked the episodes with a recurring cast of characters and a single, deliberately old-fashioned narrative voice, and he framed them with an opening account of how Robin became an outlaw and a closing account of his death.`,
      },
    ],
    stem: TRANSITION,
    choices: [
      {
        text: "Instead,",
        correct: true,
        why: "The previous sentence describes what one might expect, a loose collection; the final sentence describes what Pyle did in place of that, a connected book. “Instead” marks this replacement of the expected outcome with the actual one.",
      },
      {
        text: "In other words,",
        correct: false,
        why: "“In other words” introduces a restatement, but a tightly linked book is the opposite of a loose collection, not the same idea put differently.",
      },
      {
        text: "Moreover,",
        correct: false,
        why: "“Moreover” adds a point that supports the previous one. Pyle's careful linking of the episodes works against the expectation of looseness rather than adding to it.",
      },
      {
        text: "For instance,",
        correct: false,
        why: "The final sentence does not illustrate a loose collection of tales; it describes how Pyle avoided producing one.",
      },
    ],
    explanation:
      "The passage moves from Pyle's scattered sources, to the expectation that such sources would yield a disjointed book, to the unified book Pyle actually made. The last sentence replaces the expected result with the real one, so “Instead” is the logical transition.",
    source: src.robinHood,
  },
];
