/**
 * What a mentor should expect, prepare and do in each kind of session, in English and Simplified
 * Chinese. The dashboard's Meeting Guidelines show the four focused types as cards; every
 * upcoming meeting shows its own type's tips (a general consultation included).
 */
export interface Bilingual {
  en: string;
  zh: string;
}

export interface SessionGuide {
  /** What the student usually wants from this session. */
  expectations: Bilingual;
  /** What the mentor needs before the call starts. */
  requirements: Bilingual[];
  /** Five concrete tips for running the hour well. */
  tips: Bilingual[];
}

/** The session types shown as Meeting Guidelines cards (a general consultation has tips, not a card). */
export const guidelineCardTypes = ["sat", "essay", "college", "interview"] as const;

export const sessionGuides: Record<"sat" | "essay" | "college" | "interview" | "general", SessionGuide> = {
  sat: {
    expectations: {
      en: "A score-focused hour: the student wants to know why they miss the questions they miss and leave with a plan for the next weeks of practice.",
      zh: "以提分为目标的一小时：学生想弄清自己为什么会错那些题，并带着接下来几周的练习计划离开。",
    },
    requirements: [
      { en: "Ask for a recent practice test score report (Bluebook or official) before the call.", zh: "课前请学生提供最近一次模考（Bluebook 或官方）的成绩报告。" },
      { en: "Have a Desmos graphing calculator and a few official practice questions open.", zh: "提前打开 Desmos 图形计算器和几道官方练习题。" },
      { en: "Know the student's test date and target score.", zh: "了解学生的考试日期和目标分数。" },
    ],
    tips: [
      { en: "Start from the error log: sort the last test's misses into content gaps, misreads and timing before teaching anything.", zh: "先看错题记录：把上次模考的错题分成知识漏洞、审题失误和时间问题三类，再开始讲解。" },
      { en: "Work two or three questions live and have the student think aloud, so you see where the reasoning breaks.", zh: "现场做两三道题并让学生边想边说，这样你能看到推理在哪一步出了问题。" },
      { en: "Teach one pacing rule for the adaptive modules, such as skipping and flagging any question that passes 90 seconds.", zh: "针对自适应模块教一条节奏规则，例如任何题超过 90 秒就先标记跳过。" },
      { en: "Show where Desmos saves time in the math section (systems of equations, intersections, quadratics).", zh: "演示数学部分中 Desmos 能节省时间的地方（方程组、交点、二次函数）。" },
      { en: "End with a written weekly plan: which skills, how many questions a day, and when to take the next full test.", zh: "结束时给出书面周计划：练哪些技能、每天做多少题、下一次完整模考安排在何时。" },
    ],
  },
  essay: {
    expectations: {
      en: "Honest, specific feedback on a personal statement or supplemental essay: whether the story works, what it says about the student, and what to change first.",
      zh: "对个人陈述或补充文书给出坦诚、具体的反馈：故事是否成立、它体现了学生怎样的特质、最先该改哪里。",
    },
    requirements: [
      { en: "Ask for the draft and the exact prompt at least a day before, and read both before the call.", zh: "请学生至少提前一天发来草稿和完整题目，并在课前读完。" },
      { en: "Note the word limit and which college or application the essay is for.", zh: "记下字数上限，以及这篇文书是写给哪所学校或哪个申请系统的。" },
      { en: "Prepare three or four concrete comments, most important first.", zh: "准备三到四条具体意见，按重要程度排序。" },
    ],
    tips: [
      { en: "Ask the student to say in one sentence what the reader should learn about them, then check the draft against it.", zh: "先请学生用一句话说出希望读者了解自己什么，再对照草稿检查是否做到。" },
      { en: "Fix structure and story before sentences: a polished essay about the wrong moment will not help.", zh: "先改结构和故事，再改句子：把一个不合适的片段写得再漂亮也没有用。" },
      { en: "Point to the places where a specific detail would replace a general claim (show, not tell).", zh: "指出哪些地方可以用具体细节代替笼统的陈述（展示，而不是告诉）。" },
      { en: "Never rewrite paragraphs for them: admissions readers notice, and the essay must stay in the student's voice.", zh: "不要替学生重写段落：招生官看得出来，文书必须保留学生自己的声音。" },
      { en: "Agree on the next draft's two or three changes and a date to send it.", zh: "与学生约定下一稿要完成的两三处修改，以及交稿日期。" },
    ],
  },
  college: {
    expectations: {
      en: "An insider's view of your university: academics, campus life, costs and what admissions looks for, so the student can judge whether it fits.",
      zh: "以在校生的视角介绍你的大学：学业、校园生活、费用以及招生看重什么，帮助学生判断是否适合自己。",
    },
    requirements: [
      { en: "Read the student's goals and intended major from the booking.", zh: "查看预约中学生填写的目标和意向专业。" },
      { en: "Have your school's current facts at hand: class sizes, popular majors, housing, financial aid for international students.", zh: "准备好学校的最新信息：班级规模、热门专业、住宿、对国际学生的资助政策。" },
      { en: "Be ready to say what you would have wanted to know before applying.", zh: "想好你在申请前最希望知道的事情。" },
    ],
    tips: [
      { en: "Ask what the student is comparing your school with; the differences are what they need to hear.", zh: "问问学生正在把你的学校和哪些学校比较；他们最需要听的是这些学校之间的差别。" },
      { en: "Describe a real week: classes, office hours, clubs and how much time coursework takes.", zh: "描述真实的一周：课程、答疑时间、社团，以及学业大概占用多少时间。" },
      { en: "Be honest about downsides and who tends not to enjoy your school; it builds trust.", zh: "坦诚说明学校的不足，以及哪类学生可能不太适应；这能建立信任。" },
      { en: "Separate your experience from official policy, and point to the admissions website for rules and deadlines.", zh: "区分个人经历和官方政策，涉及规则与截止日期时请学生以招生官网为准。" },
      { en: "Suggest two or three concrete next steps: a virtual tour, a department to look into, a question for admissions.", zh: "给出两三个具体的下一步：参加线上参观、了解某个院系、向招生办提一个问题。" },
    ],
  },
  interview: {
    expectations: {
      en: "A realistic practice interview followed by direct feedback, so the student walks into the real one calm and with stories ready.",
      zh: "一场真实的模拟面试和直接的反馈，让学生带着准备好的故事从容面对正式面试。",
    },
    requirements: [
      { en: "Find out which college and interview format (alumni, admissions officer, recorded) the student is preparing for.", zh: "了解学生准备的是哪所学校、哪种形式的面试（校友、招生官或录制视频）。" },
      { en: "Prepare eight to ten questions, from 'Tell me about yourself' to 'Why this college?'.", zh: "准备八到十个问题，从“介绍一下你自己”到“为什么选择这所学校”。" },
      { en: "Ask the student to join with camera on, in a quiet room, as on the real day.", zh: "请学生像正式面试那样，在安静的房间开着摄像头参加。" },
    ],
    tips: [
      { en: "Run the first 20 to 25 minutes as a real interview without interrupting, then give feedback.", zh: "前 20 到 25 分钟按正式面试进行，不打断，之后再给反馈。" },
      { en: "Note answers that stay general and ask for one specific example each time.", zh: "记下回答过于笼统的地方，每次都请学生举一个具体例子。" },
      { en: "Comment on delivery too: length of answers, eye contact with the camera, filler words.", zh: "也要点评表达：回答长度、是否看着摄像头、口头禅。" },
      { en: "Practise the closing: have the student ask you two thoughtful questions about the college.", zh: "练习结尾：让学生就这所学校向你提出两个有思考的问题。" },
      { en: "Repeat the weakest answer once more at the end so the student leaves with an improved version.", zh: "最后把表现最弱的回答再练一遍，让学生带着改进后的版本离开。" },
    ],
  },
  general: {
    expectations: {
      en: "Open questions about applying to US colleges: school lists, activities, timelines, testing choices. The student wants clarity and an order of steps.",
      zh: "关于申请美国大学的开放性问题：选校、活动、时间线、考试选择。学生希望理清思路并知道先做什么。",
    },
    requirements: [
      { en: "Read the student's goals and grade level from the booking.", zh: "查看预约中学生的目标和年级。" },
      { en: "Have the current application calendar in mind (Early Decision, Early Action and Regular Decision dates).", zh: "熟悉当前的申请时间表（ED、EA 和 RD 的截止日期）。" },
    ],
    tips: [
      { en: "Let the student list all their questions first, then agree which ones this hour will cover.", zh: "先让学生列出所有问题，再一起确定这一小时重点讨论哪些。" },
      { en: "Relate advice to the student's grade: what matters now differs for a sophomore and a senior.", zh: "建议要结合学生的年级：高二和高四学生当下要做的事情不同。" },
      { en: "Share how you made your own decisions, and say clearly where others may choose differently.", zh: "分享你自己当时是如何做决定的，并说明别人可能会有不同的选择。" },
      { en: "Avoid promises about admission outcomes; talk about what makes an application stronger.", zh: "不要对录取结果做任何承诺；重点讨论怎样让申请更有竞争力。" },
      { en: "Close with a short written list of next steps and dates the student can act on this week.", zh: "最后写下一份简短的下一步清单和日期，让学生本周就能行动。" },
    ],
  },
};
