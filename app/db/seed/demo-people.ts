import type { SessionType } from "~/lib/session-types";
import type { Random } from "./random";

export type Origin =
  | "chinese"
  | "korean"
  | "indian"
  | "american"
  | "hispanic"
  | "brazilian"
  | "british"
  | "german"
  | "french"
  | "west-african"
  | "east-african"
  | "japanese"
  | "vietnamese";

export interface Background {
  first: readonly string[];
  last: readonly string[];
  /** Cycled through in order, so every listed country appears once enough people share the background. */
  countries: readonly string[];
  /** Heritage languages; a mentor speaks English plus up to two of these. */
  languages: readonly string[];
}

export const backgrounds: Record<Origin, Background> = {
  chinese: {
    first: ["Wei", "Yiming", "Xinyi", "Jiahao", "Zihan", "Yuxuan", "Haoran", "Siyu", "Ruoxi", "Tianyi", "Mingzhe", "Jingwen", "Zhiyuan", "Shuyi", "Kaiwen", "Yutong", "Chenxi", "Boyang", "Qianru", "Hanwen", "Yifan", "Xiaoyu"],
    last: ["Wang", "Li", "Zhang", "Liu", "Chen", "Yang", "Zhao", "Huang", "Zhou", "Wu", "Xu", "Sun", "Lin", "He", "Guo", "Ma", "Luo", "Zheng"],
    countries: ["CN", "CN", "US", "CN", "SG", "CN", "CA", "CN", "US", "HK", "CN", "TW", "CN", "US", "CN", "SG"],
    languages: ["zh", "yue"],
  },
  korean: {
    first: ["Minjun", "Seoyeon", "Jiwoo", "Hayoon", "Dohyun", "Yuna", "Seojun", "Jimin", "Eunji", "Taehyun", "Sora"],
    last: ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Han", "Shin"],
    countries: ["KR", "US", "KR", "CA", "KR"],
    languages: ["ko"],
  },
  indian: {
    first: ["Aarav", "Ananya", "Rohan", "Priya", "Arjun", "Ishaan", "Kavya", "Meera", "Siddharth", "Aditi", "Nikhil", "Shreya", "Vikram", "Diya"],
    last: ["Sharma", "Patel", "Iyer", "Reddy", "Gupta", "Nair", "Menon", "Agarwal", "Rao", "Krishnan", "Desai", "Banerjee"],
    countries: ["IN", "US", "IN", "GB", "IN", "SG", "US", "IN", "CA"],
    languages: ["hi", "ta", "te", "gu", "mr", "bn"],
  },
  american: {
    first: ["Emily", "Jacob", "Olivia", "Ethan", "Madison", "Noah", "Hannah", "Tyler", "Grace", "Lucas", "Abigail", "Caleb", "Natalie", "Owen", "Claire", "Julian", "Avery", "Nathan", "Maya", "Jordan"],
    last: ["Johnson", "Miller", "Thompson", "Anderson", "Walker", "Mitchell", "Carter", "Brooks", "Bennett", "Hayes", "Sullivan", "Foster", "Reed", "Coleman", "Parker", "Robinson", "Whitfield"],
    countries: ["US"],
    languages: ["es", "fr", "de", "it", "he", "el"],
  },
  hispanic: {
    first: ["Sofía", "Mateo", "Valentina", "Diego", "Camila", "Santiago", "Isabella", "Alejandro", "Lucía", "Gabriel", "Daniela", "Andrés"],
    last: ["García", "Rodríguez", "Martínez", "Hernández", "López", "González", "Ramírez", "Torres", "Flores", "Morales", "Castillo", "Vargas"],
    countries: ["MX", "US", "MX", "CO", "US", "ES", "MX"],
    languages: ["es"],
  },
  brazilian: {
    first: ["Beatriz", "Rafael", "Mariana", "Thiago", "Larissa", "João"],
    last: ["Silva", "Santos", "Oliveira", "Souza", "Costa", "Ferreira", "Almeida"],
    countries: ["BR"],
    languages: ["pt", "es"],
  },
  british: {
    first: ["Oliver", "Charlotte", "Harry", "Amelia", "James", "Isla", "Freddie"],
    last: ["Clarke", "Hughes", "Wright", "Evans", "Fletcher", "Whitaker"],
    countries: ["GB", "GB", "AU"],
    languages: ["fr", "es"],
  },
  german: {
    first: ["Lukas", "Lena", "Felix", "Marie", "Jonas", "Clara"],
    last: ["Müller", "Schmidt", "Becker", "Wagner", "Hoffmann", "Richter"],
    countries: ["DE"],
    languages: ["de", "fr"],
  },
  french: {
    first: ["Louis", "Camille", "Hugo", "Léa", "Théo", "Chloé"],
    last: ["Martin", "Dubois", "Lefèvre", "Moreau", "Laurent", "Girard"],
    countries: ["FR", "FR", "CA"],
    languages: ["fr", "es"],
  },
  "west-african": {
    first: ["Chidi", "Adaeze", "Tobi", "Ngozi", "Emeka", "Funmilayo", "Oluwaseun", "Chiamaka", "Kwame", "Ama", "Kofi"],
    last: ["Okafor", "Adeyemi", "Eze", "Okonkwo", "Balogun", "Nwosu", "Adebayo", "Mensah", "Owusu", "Boateng"],
    countries: ["NG", "NG", "GH", "US", "NG"],
    languages: ["yo", "fr"],
  },
  "east-african": {
    first: ["Wanjiru", "Otieno", "Achieng", "Abebe", "Liya", "Baraka"],
    last: ["Kamau", "Odhiambo", "Njoroge", "Tesfaye", "Mwangi"],
    countries: ["KE", "KE", "US"],
    languages: ["sw", "am"],
  },
  japanese: {
    first: ["Haruto", "Yui", "Sota", "Aoi", "Ren", "Hina", "Kaito", "Sakura"],
    last: ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito", "Yamamoto", "Nakamura"],
    countries: ["JP", "US", "JP"],
    languages: ["ja"],
  },
  vietnamese: {
    first: ["Minh", "Linh", "Anh", "Huy", "Thao", "Khoa", "Ngoc", "Quang"],
    last: ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang"],
    countries: ["VN", "US", "VN"],
    languages: ["vi"],
  },
};

/** How many of the 84 demo mentors share each background (sums to 84). */
export const mentorOriginCounts: Record<Origin, number> = {
  chinese: 22,
  american: 18,
  indian: 9,
  korean: 7,
  hispanic: 7,
  "west-african": 4,
  "east-african": 2,
  japanese: 3,
  vietnamese: 3,
  british: 3,
  german: 2,
  french: 2,
  brazilian: 2,
};

export const studentNames: readonly { name: string; locale: "en" | "zh" }[] = [
  { name: "Zhang Yiran", locale: "zh" },
  { name: "Emma Richardson", locale: "en" },
  { name: "Daniel Cho", locale: "en" },
  { name: "Liu Haoyu", locale: "zh" },
  { name: "Aisha Bello", locale: "en" },
  { name: "Rahul Mehta", locale: "en" },
  { name: "Chen Sitong", locale: "zh" },
  { name: "Mia Fernández", locale: "en" },
  { name: "Jake Morrison", locale: "en" },
  { name: "Ho Ka Yan", locale: "zh" },
  { name: "Nguyen Bao Chau", locale: "en" },
  { name: "Sophie Laurent", locale: "en" },
];

/** A unique full name ("First Last") per call, drawn from the background's lists. */
export function createNamer(random: Random): (origin: Origin) => { first: string; last: string } {
  const used = new Set<string>();
  return (origin) => {
    const { first, last } = backgrounds[origin];
    for (;;) {
      const name = { first: random.pick(first), last: random.pick(last) };
      const key = `${name.first} ${name.last}`;
      if (!used.has(key)) {
        used.add(key);
        return name;
      }
    }
  };
}

export interface Interest {
  label: string;
  /** Completes "Outside class I'm usually ..." */
  doing: string;
}

export const interests: readonly Interest[] = [
  { label: "debate", doing: "coaching a high school debate team over video" },
  { label: "Model UN", doing: "helping run our college's Model UN conference" },
  { label: "robotics", doing: "building robots with the engineering club" },
  { label: "piano", doing: "practising piano in a practice room that nobody else seems to know about" },
  { label: "violin", doing: "playing violin in the campus orchestra" },
  { label: "soccer", doing: "playing intramural soccer" },
  { label: "basketball", doing: "playing pickup basketball at the gym" },
  { label: "swimming", doing: "swimming laps before morning classes" },
  { label: "photography", doing: "taking film photos around campus" },
  { label: "creative writing", doing: "writing short fiction for a student literary magazine" },
  { label: "poetry", doing: "going to open-mic poetry nights" },
  { label: "chess", doing: "playing blitz chess with friends" },
  { label: "machine learning", doing: "working on a small machine learning side project" },
  { label: "startups", doing: "helping friends test ideas for their startups" },
  { label: "volunteering", doing: "tutoring middle school students with a local nonprofit" },
  { label: "hiking", doing: "hiking whenever I can get off campus" },
  { label: "cooking", doing: "cooking big dinners for my friends on Sundays" },
  { label: "film", doing: "watching old films at the campus cinema" },
  { label: "jazz", doing: "playing saxophone in a student jazz combo" },
  { label: "research", doing: "reading papers for my lab's weekly journal club" },
  { label: "math competitions", doing: "writing practice problems for a math competition club" },
  { label: "public speaking", doing: "preparing talks for a student speaker series" },
  { label: "journalism", doing: "reporting for the student newspaper" },
  { label: "theater", doing: "working backstage on student theater productions" },
  { label: "dance", doing: "rehearsing with a student dance company" },
  { label: "climate action", doing: "organising events with a campus climate group" },
  { label: "tennis", doing: "playing club tennis" },
  { label: "running", doing: "training for my next half marathon" },
  { label: "investing", doing: "analysing companies with the student investment club" },
  { label: "graphic design", doing: "designing posters for campus events" },
  { label: "astronomy", doing: "using the campus observatory on clear nights" },
  { label: "podcasts", doing: "recording a podcast about first-generation college life" },
  { label: "travel", doing: "planning the next trip with my friends" },
  { label: "language learning", doing: "learning a new language through conversation exchanges" },
  { label: "badminton", doing: "playing badminton with the club team" },
  { label: "fencing", doing: "fencing with the club team" },
  { label: "rowing", doing: "rowing on the river at six in the morning" },
  { label: "bioethics", doing: "reading about bioethics and public health policy" },
  { label: "entrepreneurship", doing: "mentoring teams at student hackathons" },
  { label: "mentoring", doing: "mentoring first-generation students in my old school district" },
];

export const classYears = ["first-year", "sophomore", "junior", "senior"] as const;
export type ClassYear = (typeof classYears)[number];

export const usHometowns = [
  "suburban Ohio",
  "Houston, Texas",
  "a small town in Iowa",
  "the Bay Area",
  "Queens, New York",
  "Atlanta",
  "Phoenix, Arizona",
  "Seattle",
  "northern New Jersey",
  "Miami",
  "the suburbs of Boston",
  "Denver",
  "rural Vermont",
  "Chicago",
  "Los Angeles",
  "Raleigh, North Carolina",
] as const;

export interface BioFacts {
  firstName: string;
  /** As it reads inside a sentence (see collegeInSentence). */
  collegeName: string;
  majorName: string;
  year: ClassYear;
  /** English name of the country the mentor applied from. */
  countryName: string;
  /** Set for mentors who applied from within the US. */
  hometown: string | null;
  satScore: number | null;
  offersSat: boolean;
  /** English names of languages other than English. */
  languageNames: string[];
  interests: Interest[];
  focus: SessionType;
}

const ordinal: Record<ClassYear, string> = { "first-year": "first", sophomore: "second", junior: "third", senior: "fourth" };

/** "an Economics", "a junior": the English indefinite article chosen by the noun's first letter. */
function aOrAn(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

function withArticle(countryName: string): string {
  return /^(United|Netherlands|Philippines)/.test(countryName) ? `the ${countryName}` : countryName;
}

/** "University of Michigan" reads as "the University of Michigan" inside a sentence. */
export function collegeInSentence(name: string): string {
  return name.startsWith("University of") ? `the ${name}` : name;
}

function joinList(names: string[], conjunction: "and" | "or"): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} ${conjunction} ${names[names.length - 1]}`;
}

function intro(r: Random, f: BioFacts): string {
  const year = f.year;
  return r.pick([
    `I'm ${aOrAn(year)} at ${f.collegeName} studying ${f.majorName}.`,
    `Hi, I'm ${f.firstName}! I'm ${aOrAn(f.majorName)} major at ${f.collegeName}, now in my ${ordinal[year]} year.`,
    `${year[0]?.toUpperCase()}${year.slice(1)} at ${f.collegeName}, majoring in ${f.majorName}.`,
    `I study ${f.majorName} at ${f.collegeName}, where I'm currently ${aOrAn(year)}.`,
    `Hello! I'm ${f.firstName}, ${aOrAn(year)} at ${f.collegeName} focusing on ${f.majorName}.`,
  ]);
}

function origin(r: Random, f: BioFacts): string {
  if (f.hometown) {
    return r.pick([
      `I went to a large public high school in ${f.hometown} where only a handful of students applied to selective colleges each year, so I learned the process by asking a lot of questions.`,
      `I grew up in ${f.hometown} and was the first person in my family to apply to college in the US, which means I know how much of the process is never explained.`,
      `I'm from ${f.hometown}, and I applied to ${r.int(11, 17)} schools — which taught me a lot about what not to do with a college list.`,
      `Originally from ${f.hometown}, I rewrote my personal statement ${r.int(5, 9)} times before it finally sounded like me.`,
    ]);
  }
  const country = withArticle(f.countryName);
  return r.pick([
    `I applied from ${country} as an international student, at a school where nobody had applied to the US before, so I know how opaque the process can look from the outside.`,
    `I grew up in ${country} and went through US admissions while juggling a completely different school calendar and exam system.`,
    `Coming from ${country}, I had to learn US applications from scratch: the Common App, supplements, aid forms for international students, and how to explain my school's grading to admissions officers.`,
    `Before college, I finished high school in ${country}, and I still remember how confusing terms like "demonstrated interest" and "holistic review" were at first.`,
  ]);
}

function focus(r: Random, f: BioFacts): string {
  switch (f.focus) {
    case "sat": {
      const score = f.satScore ?? 1500;
      const start = Math.max(1050, score - r.int(12, 22) * 10);
      return r.pick([
        `I scored ${score} on the SAT after starting at ${start} on my first practice test, mostly by drilling the question types I kept missing and reviewing every error.`,
        `I scored ${score} on the SAT and especially enjoy teaching the Math section, including pacing strategies for the harder second module.`,
      ]);
    }
    case "essay":
      return r.pick([
        `Most of my sessions are essay work: brainstorming topics, tightening drafts, and making sure each supplement actually answers its prompt.`,
        `I love working on essays. My approach is to find the story only you can tell, then cut everything that doesn't serve it.`,
        `I've read more than ${r.int(4, 12) * 10} personal statements as a peer reviewer, and the most common problem I see is a great story buried under a generic opening.`,
      ]);
    case "college":
      return r.pick([
        `I can give you an honest picture of life at ${f.collegeName}: advising, getting into popular classes, research for undergraduates, and what the social scene is really like.`,
        `I enjoy helping students build a balanced college list and work out which schools actually fit the way they like to learn.`,
      ]);
    case "interview":
      return r.pick([
        `I've helped with admissions interviews on campus and can run a realistic mock interview with detailed feedback afterwards.`,
        `I can help you prepare for admissions and scholarship interviews, including the "why ${f.majorName}?" questions that trip a lot of applicants up.`,
      ]);
    case "general":
      return r.pick([
        `I'm happy to talk about anything from choosing junior-year classes to planning the summer before senior year.`,
        `Students usually come to me with a mix of questions — course choices, activities, essays, deadlines — and we sort them into a plan.`,
      ]);
  }
}

function experience(r: Random, f: BioFacts): string {
  return r.pick([
    `On campus I work as a peer tutor in the writing center.`,
    `I also work as a tour guide for the admissions office, so I hear prospective students' questions every week.`,
    `This year I'm a residential advisor for first-year students.`,
    `I'm a teaching assistant for an introductory ${f.majorName} course.`,
    `Last summer I taught a free essay workshop for students at my old high school.`,
    `Last summer I worked as a counselor at a residential program for rising seniors.`,
  ]);
}

function approach(r: Random): string {
  return r.pick([
    `My sessions are structured but relaxed: we agree on one goal at the start, and you leave with concrete next steps.`,
    `I'm direct with feedback, but always specific about how to fix what isn't working.`,
    `After each session I send a short summary so you remember what we decided.`,
    `I try to be the older friend I wish I'd had during applications: honest, encouraging and organised.`,
  ]);
}

function personal(r: Random, f: BioFacts): string {
  const [a, b] = f.interests;
  if (!a) return "";
  return r.pick([
    b ? `Outside class I'm usually ${a.doing} or ${b.doing}.` : `Outside class I'm usually ${a.doing}.`,
    `When I'm not studying, you'll find me ${a.doing}.`,
    `I also spend a lot of time ${a.doing}, and I'm happy to talk about how to write about activities like that.`,
  ]);
}

function languagesLine(r: Random, f: BioFacts): string {
  if (f.languageNames.length === 0) return "";
  return r.pick([
    `I'm comfortable running sessions in ${joinList(f.languageNames, "and")} as well as English.`,
    `We can talk in ${joinList(["English", ...f.languageNames], "or")} — whichever helps you think most clearly.`,
  ]);
}

function closing(r: Random): string {
  return r.pick([
    `Bring a draft, a list, or just your questions — we'll make real progress in an hour.`,
    `Looking forward to meeting you!`,
    `Book a session and let's get your application moving.`,
    `No question is too small, especially early in the process.`,
  ]);
}

function shortLine(r: Random, f: BioFacts): string {
  if (f.focus === "sat") return `SAT ${f.satScore ?? ""}; happy to build you a study plan.`;
  return r.pick([
    `Happy to help with essays and college lists.`,
    `Ask me anything about classes and student life here.`,
    `Mock interviews and honest essay feedback.`,
    `Happy to help you plan your applications step by step.`,
  ]);
}

const BIO_MIN = 50;
const BIO_MAX = 1000;

/** A bio assembled from parts; most land between 250 and 700 characters, about one in seven is short. */
export function buildBio(r: Random, f: BioFacts): string {
  if (r.chance(0.14)) return `${intro(r, f)} ${shortLine(r, f)}`;
  const first = intro(r, f);
  const main = focus(r, f);
  // Optional parts keep a natural order (background before focus, languages near the end).
  const before = origin(r, f);
  const after = [experience(r, f), approach(r), personal(r, f), languagesLine(r, f)];
  const end = r.chance(0.7) ? closing(r) : "";
  const optionalCount = after.length + 1;
  const kept = new Set(r.sample([...Array(optionalCount).keys()], r.int(2, 4)));
  const text = () =>
    [first, kept.has(0) ? before : "", main, ...after.map((part, i) => (kept.has(i + 1) ? part : "")), end]
      .filter(Boolean)
      .join(" ");
  while (text().length > 700 && kept.size > 1) kept.delete(r.pick([...kept]));
  for (const extra of r.shuffle([...Array(optionalCount).keys()])) {
    if (text().length >= 250) break;
    kept.add(extra);
  }
  const bio = text();
  if (bio.length < BIO_MIN || bio.length > BIO_MAX) throw new Error(`demo bio out of range: ${bio.length}`);
  return bio;
}

export function pickInterests(r: Random): Interest[] {
  return r.sample(interests, r.int(3, 5));
}

/** What a student wrote as goals when booking, by session type. */
export const expectationsByType: Record<SessionType, readonly string[]> = {
  sat: [
    "I'm at 1380 and want 1500+ by the October test. Mainly Math module 2 timing.",
    "Review my last practice test and help me make a study schedule for the next six weeks.",
    "Reading questions about paired passages keep tripping me up.",
    "Strategy for the harder adaptive module and which calculator tricks are worth learning.",
  ],
  essay: [
    "Feedback on my Common App personal statement draft — mostly structure and the ending.",
    "I have three possible topics and can't decide which one to write about.",
    "Please review my 'Why this college' supplement; I think it sounds generic.",
    "My essay is 200 words over the limit and I don't know what to cut.",
    "Help me brainstorm the community essay for my top-choice school.",
  ],
  college: [
    "I'd like to hear what the first year is really like and how hard it is to switch majors.",
    "Help me balance my college list — I think it's too reach-heavy.",
    "Comparing early decision options between two schools.",
    "Questions about research opportunities for undergraduates and class sizes.",
  ],
  interview: [
    "Mock alumni interview, please — mine is next week.",
    "Practise 'why this major' and 'tell me about yourself' answers.",
    "I get nervous in interviews and ramble. Want to practise concise answers.",
  ],
  general: [
    "General planning for junior year: classes, activities and when to start the SAT.",
    "I'm an international student and don't know where to start with US applications.",
    "Need help building a timeline for early applications.",
    "Parents and I want an overview of how US admissions works.",
  ],
};

const praise: Record<SessionType, readonly string[]> = {
  sat: [
    "Went through every Math question I got wrong on my practice test and explained the pattern behind each one. Up 60 points on my next test.",
    "Great tips on pacing for the reading module. I finally finished with time to spare.",
    "Clear explanations, and the study schedule {name} made for me is actually realistic.",
  ],
  essay: [
    "We rewrote my opening paragraph together and it finally sounds like me. Huge difference.",
    "{name} spotted that my best story was hidden in the third paragraph. My essay is so much stronger now.",
    "Very specific feedback on my 'Why us' supplement — we cut 100 words and it reads better.",
    "Helped me choose between three essay topics in twenty minutes, then we outlined the one that worked.",
  ],
  college: [
    "Got an honest picture of campus life, including the things you don't see on the tour.",
    "Helped me rebalance my college list. I had far too many reaches and no real safeties.",
    "Loved hearing about research opportunities for first-years. Very informative.",
  ],
  interview: [
    "The mock interview felt real and the feedback was detailed. I was calm in my actual alumni interview.",
    "{name} asked exactly the questions I was dreading and helped me structure answers without sounding rehearsed.",
  ],
  general: [
    "{name} was really helpful and easy to talk to. I left with a clear plan for the next month.",
    "Super organised session, and {name} sent me a summary afterwards with everything we covered.",
    "Honest, practical advice. Exactly what I needed before the early deadlines.",
    "Kind and encouraging — my stress about applications dropped a lot after this call.",
    "Worth it. Already booked a follow-up.",
  ],
};

const goodNotGreat = [
  "Very helpful overall. We ran short on time for my second essay, but the feedback on the first was great.",
  "Good session with useful advice. I would have liked a few more concrete examples.",
  "Knowledgeable and friendly. The audio dropped a couple of times but we made it work.",
  "Solid feedback. I'll book a follow-up once I have a new draft.",
];

const mixed = [
  "Nice person and a few useful points, but much of it was general advice I'd already read online.",
  "Okay session. It took a while to get to my actual questions.",
  "Helpful on the Math section, less so on reading strategies.",
];

const poor = [
  "Started ten minutes late and felt rushed. A couple of the tips were useful.",
  "The advice didn't really apply to international applicants like me.",
  "It didn't seem like the draft I sent beforehand had been read.",
];

const chinese: Record<"high" | "mid", readonly string[]> = {
  high: [
    "老师非常耐心，帮我把文书的结构理清楚了，收获很大。",
    "讲解很清楚，SAT数学的时间分配技巧特别有用。",
    "很真诚地分享了学校的真实情况，对我选校帮助很大。",
    "模拟面试很专业，反馈具体，推荐！",
  ],
  mid: ["整体不错，不过时间有点紧，希望下次能多讲一些例子。"],
};

/** A review comment that matches the stars and the session type; null when the student left none. */
export function reviewComment(r: Random, rating: number, type: SessionType, mentorFirstName: string): string | null {
  if (r.chance(0.12)) return null;
  let text: string;
  if (rating >= 4 && r.chance(0.08)) text = r.pick(chinese.high);
  else if (rating === 5) text = r.pick(r.chance(0.6) ? praise[type] : praise.general);
  else if (rating === 4) text = r.chance(0.1) ? r.pick(chinese.mid) : r.pick(goodNotGreat);
  else if (rating === 3) text = r.pick(mixed);
  else text = r.pick(poor);
  return text.replaceAll("{name}", mentorFirstName);
}

/** Mostly 4-5 stars, some 3, rarely 1-2. */
export function pickRating(r: Random): number {
  return r.weighted([
    [5, 62],
    [4, 26],
    [3, 8],
    [2, 3],
    [1, 1],
  ]);
}
