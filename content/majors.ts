/** Common US undergraduate majors with English and Simplified Chinese names. */
export interface Major {
  /** Kebab-case slug, stable identifier. */
  id: string;
  en: string;
  zh: string;
}

export const majors: Major[] = [
  { id: "computer-science", en: "Computer Science", zh: "计算机科学" },
  { id: "data-science", en: "Data Science", zh: "数据科学" },
  { id: "mathematics", en: "Mathematics", zh: "数学" },
  { id: "statistics", en: "Statistics", zh: "统计学" },
  { id: "physics", en: "Physics", zh: "物理学" },
  { id: "chemistry", en: "Chemistry", zh: "化学" },
  { id: "biology", en: "Biology", zh: "生物学" },
  { id: "neuroscience", en: "Neuroscience", zh: "神经科学" },
  { id: "environmental-science", en: "Environmental Science", zh: "环境科学" },
  { id: "mechanical-engineering", en: "Mechanical Engineering", zh: "机械工程" },
  { id: "electrical-engineering", en: "Electrical Engineering", zh: "电气工程" },
  { id: "chemical-engineering", en: "Chemical Engineering", zh: "化学工程" },
  { id: "civil-engineering", en: "Civil Engineering", zh: "土木工程" },
  { id: "biomedical-engineering", en: "Biomedical Engineering", zh: "生物医学工程" },
  { id: "economics", en: "Economics", zh: "经济学" },
  { id: "business", en: "Business Administration", zh: "工商管理" },
  { id: "finance", en: "Finance", zh: "金融学" },
  { id: "psychology", en: "Psychology", zh: "心理学" },
  { id: "political-science", en: "Political Science", zh: "政治学" },
  { id: "international-relations", en: "International Relations", zh: "国际关系" },
  { id: "sociology", en: "Sociology", zh: "社会学" },
  { id: "public-health", en: "Public Health", zh: "公共卫生" },
  { id: "history", en: "History", zh: "历史学" },
  { id: "english", en: "English", zh: "英语语言文学" },
  { id: "philosophy", en: "Philosophy", zh: "哲学" },
  { id: "linguistics", en: "Linguistics", zh: "语言学" },
  { id: "art-history", en: "Art History", zh: "艺术史" },
  { id: "music", en: "Music", zh: "音乐" },
  { id: "film-and-media-studies", en: "Film and Media Studies", zh: "电影与媒体研究" },
  { id: "architecture", en: "Architecture", zh: "建筑学" },
];

export function findMajor(id: string): Major | undefined {
  return majors.find((m) => m.id === id);
}
