import type { blogCategories } from "~/db/schema/content";

export interface DemoPost {
  title: string;
  category: (typeof blogCategories)[number];
  tags: string[];
  /** Describes the category's cover illustration (blog-cover.server.ts). */
  imageAlt: string;
  /** Markdown, rendered with renderMarkdown like an admin's post. */
  markup: string;
}

export const demoPosts: readonly DemoPost[] = [
  {
    title: "How to Choose a Personal Essay Topic That Sounds Like You",
    category: "Essay Writing",
    imageAlt: "Illustration: a pen writing on a page of lined paper",
    tags: ["personal statement", "Common App", "brainstorming"],
    markup: `The Common App personal statement gives you 650 words to show admissions officers something your grades and activity list cannot: how you think. The hardest part is usually not the writing but choosing what to write about.

## Start with moments, not achievements

Many students begin with their biggest accomplishment: the tournament they won, the club they founded. Those stories are already on your activity list. An essay works better when it is built around a specific moment — a conversation, a mistake, a habit — that reveals how you notice things and change your mind.

Spend twenty minutes listing small moments that still make you think. Don't judge the list yet. Good topics often look ordinary at first: cooking with a grandparent, fixing a bike, translating for your parents at the bank.

## Test each idea with three questions

- **Could only you have written it?** If a thousand other applicants could tell the same story the same way, keep looking or find your angle.
- **Does it show change or reflection?** Admissions readers want to see how you think, not only what happened.
- **Can you tell it in scenes?** If you cannot picture a specific place and time, the essay will drift into summary.

## Write a fast, ugly draft

Pick the two strongest ideas and write 300 rough words on each without editing. The one that was easier to write — or that surprised you — is usually the one to develop. It is normal for a good personal statement to go through five or more drafts.

## Ask the right reader

Share your draft with one or two people who know you well and one who doesn't. Ask them what they learned about you, not whether they liked it. If their answer doesn't match what you hoped to show, that's the part to revise.

## Common traps to avoid

- **The résumé in paragraphs.** Listing every achievement leaves no room for reflection.
- **The borrowed lesson.** Endings like "I learned that hard work pays off" could belong to anyone. Say what you now do differently.
- **The trauma summary.** Difficult experiences can make powerful essays, but the focus should stay on how you responded and grew, not only on what happened to you.
- **The thesaurus voice.** Write the way you speak when you are explaining something you care about. Admissions readers can tell when a sentence was written to impress.

## Revise for voice last

Once the structure works, read the essay aloud. Mark any sentence you would never say out loud and rewrite it in plainer words. Cut the first paragraph if the essay still makes sense without it — it often does. Keep the final draft under 650 words with a little room to spare, and proofread it in the Common App preview, not only in your word processor.`,
  },
  {
    title: "A 12-Week SAT Study Plan That Actually Works",
    category: "SAT Prep",
    imageAlt: "Illustration: an answer sheet with filled-in bubbles",
    tags: ["SAT", "study plan", "digital SAT"],
    markup: `The digital SAT is shorter than the old paper test — about two hours and fourteen minutes — but it is adaptive: how you do on the first module of each section decides how hard the second one is. A steady twelve-week plan beats a month of cramming.

## Weeks 1-2: find your baseline

Take a full practice test in the official Bluebook app under real conditions. Then spend as long reviewing it as you spent taking it. Sort every missed question into one of three groups: didn't know the content, misread the question, or ran out of time. This list is your study plan.

## Weeks 3-8: fix one weakness at a time

- Work on two or three question types per week, not everything at once.
- For Math, get comfortable with the built-in Desmos calculator; it can solve many systems and quadratics faster than algebra by hand.
- For Reading and Writing, learn the grammar rules the test repeats: punctuation between clauses, subject-verb agreement and transitions.
- Keep an error log and redo old mistakes every Sunday.

## Weeks 9-11: practise under pressure

Take one full timed test each week, ideally at the same time of day as your real test. Review each one fully. If your score stalls, return to the error log rather than taking more tests.

## Week 12: rest and logistics

Do light review only. Check your device, charger and admission ticket, and plan how you'll get to the test centre. Sleep matters more than one extra practice set.

A score of 1500 or above is strong for almost any college, but remember that the SAT is one part of your application. Once you reach your target, put the hours into essays and activities instead.

## How to review a practice test

Reviewing is where most of the improvement happens. For each missed or guessed question, write down three things: why the right answer is right, why your answer looked attractive, and what you will do differently next time. Then redo the question a week later without looking at your notes.

Pay attention to questions you got right by guessing. They belong in the error log too, because the same question type will come back on test day. If you notice the same trap three times — for example, choosing an answer that is true but doesn't answer the question — write it on a card and read it before every practice test.

## When to take the real test

Most students do best taking the SAT two or three times, starting in the spring of junior year. Many colleges superscore, combining your best section scores across dates, so a second attempt focused on your weaker section is often worth it. Check each college's policy before deciding how many scores to send.`,
  },
  {
    title: "Building a Balanced College List: Reach, Target and Safety",
    category: "College Selection",
    imageAlt: "Illustration: a columned university building",
    tags: ["college list", "research", "fit"],
    markup: `A good college list is not a ranking. It's a set of schools where you would be happy to study, spread across different levels of admission difficulty so that you finish the year with real choices.

## Understand the three categories

- **Reach:** your grades and scores are below the school's middle range, or the admission rate is under about 15 percent. Every highly selective college is a reach for every applicant.
- **Target:** your academic profile sits inside the middle 50 percent of admitted students.
- **Safety:** your profile is well above the typical admitted student, the admission rate is high, and you can afford it.

## Aim for balance

For most students, eight to twelve applications is enough: two to four reaches, three to five targets and two or three safeties. Applying to more than fifteen schools usually lowers the quality of every supplement.

## Research fit, not prestige

Look at how each college teaches your intended major, how large introductory classes are, whether undergraduates do research, and what students do after graduation. Read the student newspaper and course catalogue, and if you can, talk with current students. Ask them what they would change about their school — the answer tells you more than a brochure.

## Check the cost early

Use each college's net price calculator before you finalise the list. A safety school isn't safe if your family cannot pay for it. Some colleges offer generous merit scholarships to students in the top part of their applicant pool, which can make a target school cheaper than a safety.

## Read the numbers carefully

Each college publishes a Common Data Set with the middle 50 percent of test scores, the share of students in the top tenth of their class, and how much weight it gives to essays, recommendations and interviews. Use these figures rather than rankings. At test-optional colleges, remember that reported score ranges only include students who chose to submit, so the real middle range is probably lower.

Admission rates for your intended major can also differ. Engineering and computer science programmes at large universities are sometimes much more selective than the university as a whole, and some do not allow easy transfers between schools after you enrol.

## Revisit the list in the autumn

Your list is not fixed in July. After your final test score, a campus visit or a conversation with a current student, move schools between categories or drop the ones you can no longer picture yourself attending. Every school on the final list should be one you would be glad to attend.`,
  },
  {
    title: "Early Decision, Early Action or Regular Decision? How to Decide",
    category: "Application Strategy",
    imageAlt: "Illustration: a calendar with one deadline highlighted",
    tags: ["early decision", "early action", "deadlines"],
    markup: `Applying early can raise your chances at some colleges, but each early plan comes with different rules. Choosing the right one depends on how sure you are about a school and how much you need to compare financial aid offers.

## Early Decision is binding

If you are admitted through Early Decision (ED), you agree to attend and to withdraw your other applications. Deadlines are usually November 1 or 15, with decisions in mid-December. Some colleges also have an ED II round in January. Apply ED only if the school is your clear first choice and you have checked that the likely aid package works for your family.

## Early Action is not binding

Early Action (EA) gives you an early answer without a commitment. You can apply EA to several schools and still decide by May 1. A few colleges use Restrictive or Single-Choice Early Action, which limits other early applications — read each school's policy carefully.

## When Regular Decision is better

If your grades are improving, your best test score is still to come, or you want to compare aid offers side by side, Regular Decision gives you more time. A rushed early application is weaker than a strong regular one.

## Plan the autumn

Work backwards from your earliest deadline. Aim to have your personal statement close to final by early October, request recommendation letters at least a month ahead, and keep a simple spreadsheet of every school's deadlines, supplements and testing policy.

## Common mistakes

- **Applying ED to a school you haven't researched** because its admission rate looks higher in the early round. If you would not be happy to go there, that advantage means nothing.
- **Ignoring the financial side of a binding plan.** Run the net price calculator with your family first. You can usually be released from an ED agreement only if the aid offered makes attendance impossible.
- **Breaking restrictive early action rules.** Applying early to another private college while under a restrictive plan can cost you both applications.
- **Forgetting regular deadlines while you wait.** Early results arrive in mid-December, and many regular deadlines fall on January 1. Draft those essays in November so a deferral doesn't leave you with two weeks of writing over the holidays.

## If you are deferred

A deferral moves your application to the regular round. Send a short letter of continued interest with any genuinely new information, such as a new award or strong first-semester grades, and then focus on your other applications.`,
  },
  {
    title: "Extracurriculars That Stand Out: Depth Over a Long List",
    category: "Extracurriculars",
    imageAlt: "Illustration: a trophy with a star",
    tags: ["activities", "Common App", "leadership"],
    markup: `The Common App gives you room for up to ten activities, each with a 150-character description. Many students treat that as ten boxes to fill. Admissions readers, though, are looking for something else: what you chose to spend your time on, and what happened because you were there.

## Depth tells a story

Two or three activities that you have grown in over several years usually say more than ten you joined for a semester. Growth can mean a leadership title, but it doesn't have to. Teaching yourself to code and then building a tool your school actually uses, or working every Saturday in a family business and taking on the bookkeeping, shows commitment and responsibility just as clearly.

## Follow what you already care about

The strongest activity lists are not planned backwards from what colleges might like. Start from questions you already ask and things you already do in your free time, and look for a way to take one of them further:

- **A subject you love:** an independent project, a research question you investigate with a teacher, a competition or a summer course.
- **A problem around you:** tutoring younger students, organising a drive for something your community lacks, translating for families new to your city.
- **A skill you practise:** music, sport, art or writing, with performances, teams, exhibitions or publications along the way.

## Work and family duties count

Paid jobs, caring for younger siblings and helping at home are real activities. Colleges know that many students cannot afford unpaid internships or expensive programmes. List these honestly, with the hours per week, and describe what you are responsible for.

## Make every description work

With 150 characters, cut words like "participated in" and start with what you did. Use numbers that are true and meaningful: hours, people reached, money raised, pieces published. Put your most important activities first, because readers often give the first few entries the most attention. The position field has only 50 characters, so save detail for the description.

## Summer is part of the picture

You don't need an expensive summer programme. A job, an online course you finished, a project you built or reading you did around one question can all show initiative. What matters is that you can explain why you chose it and what you took from it.

## A word on "spikes"

You may hear that colleges want a single "spike" rather than a well-rounded student. There is some truth in it: a clear, deep interest helps a reader remember you. But a spike isn't something to manufacture in junior year. Keep doing what you find meaningful, take on more responsibility where you can, and let the list show who you already are.`,
  },
  {
    title: "Financial Aid for International Students: What to Know Before You Apply",
    category: "Financial Aid",
    imageAlt: "Illustration: a stack of coins beside a document",
    tags: ["financial aid", "international students", "CSS Profile"],
    markup: `Studying in the US can cost more than 80,000 dollars a year at a private university, but many international students pay far less. Understanding how aid works before you build your list can save you from painful surprises in April.

## Need-blind and need-aware admissions

A small number of US colleges are need-blind for international applicants and meet full demonstrated need: your request for aid does not affect the admission decision. Most colleges are need-aware for international students, which means asking for aid can make admission harder. Both are legitimate options; just know which policy each school on your list follows.

## The forms

- The **CSS Profile** is used by many private colleges to assess need, and it asks detailed questions about family income and assets.
- Some colleges have their own international aid form instead.
- The FAFSA is generally only for US citizens and permanent residents.

Gather documents early: tax records or income statements, bank statements and, if your parents are self-employed, business records.

## Merit scholarships

Some universities award merit scholarships to international students regardless of need. These are often automatic with the application; others need a separate essay and an earlier deadline.

## Proof of funding for your visa

After admission, you'll need to show you can pay the remaining cost to receive your I-20 and apply for an F-1 visa. Plan for this as a family well before May 1, the usual deposit deadline.

## Questions to ask each college

- Is admission need-blind or need-aware for international applicants?
- Does the college meet full demonstrated need for students from my country?
- Which forms do I need, and are the aid deadlines the same as the admission deadlines?
- Are there merit scholarships, and do they need a separate application?
- Does the aid package include loans, and can aid change after the first year?

## Compare offers by net cost

When offers arrive, compare the total cost of attendance minus grants and scholarships, not the size of the scholarship alone. A college with a higher sticker price and larger grant can cost less than one with a lower price. If your family's situation has changed or one offer is much lower than another, it is reasonable to ask the financial aid office politely whether they can review it.`,
  },
  {
    title: "How to Prepare for an Alumni Interview",
    category: "Interview Tips",
    imageAlt: "Illustration: two speech bubbles in a conversation",
    tags: ["interviews", "alumni interview", "preparation"],
    markup: `Many selective colleges offer optional interviews with alumni or admissions staff. They rarely decide an application on their own, but a good conversation adds warmth and detail to your file.

## Know why you're applying

You will almost certainly be asked why you want to attend. Give two or three specific reasons tied to you: a programme, a professor's research, a tradition or a way of teaching. "It's a great school" tells the interviewer nothing.

## Prepare stories, not scripts

Think of four or five short stories that show different sides of you: something you're proud of, a challenge, an interest you pursue on your own, a time you changed your mind. Practise telling each one in about a minute. Memorised answers sound stiff; familiar stories sound natural.

## Common questions to expect

- Tell me about yourself.
- What do you do outside class?
- What would you contribute to our campus?
- What do you want to study, and why?
- Do you have any questions for me?

## Ask good questions

Interviewers remember curious students. Ask about their experience: what surprised them at college, or which class changed how they think. Avoid questions you could answer with a quick search.

## On the day

Test your camera and microphone for a video interview, dress neatly, and arrive or log in five minutes early. Afterwards, send a short thank-you email that mentions something specific you talked about.

## If the conversation goes off track

Sometimes an interviewer will talk mostly about their own experience, or ask something you did not expect. That's fine. Listen, ask a follow-up question, and look for a natural moment to connect the topic back to one of your stories. If you don't know an answer, say so briefly and explain how you would think about it — honesty reads better than a confident guess.

## What interviewers actually report

Most interviewers write a short report about your curiosity, maturity and how you might contribute to the community. They are rarely judging whether you are an expert in your future major. A relaxed, genuine conversation in which you show real interest in ideas and in other people is the best outcome you can aim for.`,
  },
];
