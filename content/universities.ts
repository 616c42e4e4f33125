/**
 * Top US universities and liberal-arts colleges with English and Simplified
 * Chinese names, a short badge abbreviation and the school's primary colour.
 *
 * Note: a few primary colours are light (e.g. Columbia Blue, Carolina Blue,
 * Vanderbilt/Purdue/Georgia Tech gold), so a badge drawing white text on
 * `color` should pick a dark text colour for those based on luminance.
 */
export interface University {
  /** Kebab-case slug, stable identifier. */
  id: string;
  en: string;
  zh: string;
  /** 2-4 character abbreviation used in a drawn badge. */
  short: string;
  /** Primary colour as #rrggbb. */
  color: string;
  /** Member of the Ivy League. */
  ivy: boolean;
}

export const universities: University[] = [
  // Ivy League
  { id: "harvard", en: "Harvard University", zh: "哈佛大学", short: "HU", color: "#a51c30", ivy: true },
  { id: "yale", en: "Yale University", zh: "耶鲁大学", short: "YU", color: "#00356b", ivy: true },
  { id: "princeton", en: "Princeton University", zh: "普林斯顿大学", short: "PU", color: "#e77500", ivy: true },
  { id: "columbia", en: "Columbia University", zh: "哥伦比亚大学", short: "CU", color: "#b9d9eb", ivy: true },
  { id: "upenn", en: "University of Pennsylvania", zh: "宾夕法尼亚大学", short: "PENN", color: "#011f5b", ivy: true },
  { id: "brown", en: "Brown University", zh: "布朗大学", short: "BRU", color: "#4e3629", ivy: true },
  { id: "dartmouth", en: "Dartmouth College", zh: "达特茅斯学院", short: "DC", color: "#00693e", ivy: true },
  { id: "cornell", en: "Cornell University", zh: "康奈尔大学", short: "COR", color: "#b31b1b", ivy: true },

  // Other national universities
  { id: "stanford", en: "Stanford University", zh: "斯坦福大学", short: "SU", color: "#8c1515", ivy: false },
  { id: "mit", en: "Massachusetts Institute of Technology", zh: "麻省理工学院", short: "MIT", color: "#a31f34", ivy: false },
  { id: "caltech", en: "California Institute of Technology", zh: "加州理工学院", short: "CIT", color: "#ff6c0c", ivy: false },
  { id: "uchicago", en: "University of Chicago", zh: "芝加哥大学", short: "UC", color: "#800000", ivy: false },
  { id: "duke", en: "Duke University", zh: "杜克大学", short: "DU", color: "#012169", ivy: false },
  { id: "johns-hopkins", en: "Johns Hopkins University", zh: "约翰斯·霍普金斯大学", short: "JHU", color: "#002d72", ivy: false },
  { id: "northwestern", en: "Northwestern University", zh: "西北大学", short: "NU", color: "#4e2a84", ivy: false },
  { id: "rice", en: "Rice University", zh: "莱斯大学", short: "RICE", color: "#00205b", ivy: false },
  { id: "vanderbilt", en: "Vanderbilt University", zh: "范德堡大学", short: "VU", color: "#866d4b", ivy: false },
  { id: "washu", en: "Washington University in St. Louis", zh: "圣路易斯华盛顿大学", short: "WUSL", color: "#a51417", ivy: false },
  { id: "notre-dame", en: "University of Notre Dame", zh: "圣母大学", short: "ND", color: "#0c2340", ivy: false },
  { id: "uc-berkeley", en: "University of California, Berkeley", zh: "加州大学伯克利分校", short: "UCB", color: "#003262", ivy: false },
  { id: "ucla", en: "University of California, Los Angeles", zh: "加州大学洛杉矶分校", short: "UCLA", color: "#2774ae", ivy: false },
  { id: "georgetown", en: "Georgetown University", zh: "乔治城大学", short: "GU", color: "#041e42", ivy: false },
  { id: "carnegie-mellon", en: "Carnegie Mellon University", zh: "卡内基梅隆大学", short: "CMU", color: "#c41230", ivy: false },
  { id: "emory", en: "Emory University", zh: "埃默里大学", short: "EU", color: "#012169", ivy: false },
  { id: "uva", en: "University of Virginia", zh: "弗吉尼亚大学", short: "UVA", color: "#232d4b", ivy: false },
  { id: "umich", en: "University of Michigan", zh: "密歇根大学", short: "UM", color: "#00274c", ivy: false },
  { id: "usc", en: "University of Southern California", zh: "南加州大学", short: "USC", color: "#990000", ivy: false },
  { id: "nyu", en: "New York University", zh: "纽约大学", short: "NYU", color: "#57068c", ivy: false },
  { id: "tufts", en: "Tufts University", zh: "塔夫茨大学", short: "TU", color: "#3e8ede", ivy: false },
  { id: "unc-chapel-hill", en: "University of North Carolina at Chapel Hill", zh: "北卡罗来纳大学教堂山分校", short: "UNC", color: "#7bafd4", ivy: false },
  { id: "uc-san-diego", en: "University of California, San Diego", zh: "加州大学圣地亚哥分校", short: "UCSD", color: "#182b49", ivy: false },
  { id: "uc-davis", en: "University of California, Davis", zh: "加州大学戴维斯分校", short: "UCD", color: "#022851", ivy: false },
  { id: "uc-santa-barbara", en: "University of California, Santa Barbara", zh: "加州大学圣塔芭芭拉分校", short: "UCSB", color: "#003660", ivy: false },
  { id: "uc-irvine", en: "University of California, Irvine", zh: "加州大学尔湾分校", short: "UCI", color: "#0064a4", ivy: false },
  { id: "uc-santa-cruz", en: "University of California, Santa Cruz", zh: "加州大学圣克鲁兹分校", short: "UCSC", color: "#003c6c", ivy: false },
  { id: "boston-university", en: "Boston University", zh: "波士顿大学", short: "BU", color: "#cc0000", ivy: false },
  { id: "boston-college", en: "Boston College", zh: "波士顿学院", short: "BC", color: "#8a100b", ivy: false },
  { id: "northeastern", en: "Northeastern University", zh: "东北大学", short: "NEU", color: "#c8102e", ivy: false },
  { id: "brandeis", en: "Brandeis University", zh: "布兰迪斯大学", short: "BRA", color: "#003478", ivy: false },
  { id: "case-western", en: "Case Western Reserve University", zh: "凯斯西储大学", short: "CWRU", color: "#0a304e", ivy: false },
  { id: "rochester", en: "University of Rochester", zh: "罗切斯特大学", short: "UR", color: "#003b71", ivy: false },
  { id: "georgia-tech", en: "Georgia Institute of Technology", zh: "佐治亚理工学院", short: "GT", color: "#b3a369", ivy: false },
  { id: "uiuc", en: "University of Illinois Urbana-Champaign", zh: "伊利诺伊大学厄巴纳-香槟分校", short: "UIUC", color: "#13294b", ivy: false },
  { id: "ut-austin", en: "The University of Texas at Austin", zh: "德克萨斯大学奥斯汀分校", short: "UT", color: "#bf5700", ivy: false },
  { id: "uw-madison", en: "University of Wisconsin–Madison", zh: "威斯康星大学麦迪逊分校", short: "UWM", color: "#c5050c", ivy: false },
  { id: "uw-seattle", en: "University of Washington", zh: "华盛顿大学", short: "UW", color: "#4b2e83", ivy: false },
  { id: "purdue", en: "Purdue University", zh: "普渡大学", short: "PUR", color: "#ceb888", ivy: false },
  { id: "ohio-state", en: "The Ohio State University", zh: "俄亥俄州立大学", short: "OSU", color: "#bb0000", ivy: false },
  { id: "penn-state", en: "Pennsylvania State University", zh: "宾夕法尼亚州立大学", short: "PSU", color: "#1e407c", ivy: false },
  { id: "umd", en: "University of Maryland, College Park", zh: "马里兰大学帕克分校", short: "UMD", color: "#e21833", ivy: false },
  { id: "rutgers", en: "Rutgers University–New Brunswick", zh: "罗格斯大学新布朗斯维克分校", short: "RU", color: "#cc0033", ivy: false },
  { id: "uf", en: "University of Florida", zh: "佛罗里达大学", short: "UF", color: "#0021a5", ivy: false },
  { id: "uga", en: "University of Georgia", zh: "佐治亚大学", short: "UGA", color: "#ba0c2f", ivy: false },
  { id: "wake-forest", en: "Wake Forest University", zh: "维克森林大学", short: "WFU", color: "#9e7e38", ivy: false },
  { id: "tulane", en: "Tulane University", zh: "杜兰大学", short: "TUL", color: "#006747", ivy: false },
  { id: "william-and-mary", en: "William & Mary", zh: "威廉与玛丽学院", short: "WM", color: "#115740", ivy: false },
  { id: "lehigh", en: "Lehigh University", zh: "理海大学", short: "LU", color: "#653819", ivy: false },
  { id: "rpi", en: "Rensselaer Polytechnic Institute", zh: "伦斯勒理工学院", short: "RPI", color: "#d6001c", ivy: false },
  { id: "syracuse", en: "Syracuse University", zh: "雪城大学", short: "SYR", color: "#d44500", ivy: false },
  { id: "george-washington", en: "George Washington University", zh: "乔治·华盛顿大学", short: "GWU", color: "#033c5a", ivy: false },
  { id: "texas-am", en: "Texas A&M University", zh: "德州农工大学", short: "TAMU", color: "#500000", ivy: false },
  { id: "virginia-tech", en: "Virginia Tech", zh: "弗吉尼亚理工大学", short: "VT", color: "#861f41", ivy: false },
  { id: "umn", en: "University of Minnesota Twin Cities", zh: "明尼苏达大学双城分校", short: "UMN", color: "#7a0019", ivy: false },
  { id: "indiana", en: "Indiana University Bloomington", zh: "印第安纳大学伯明顿分校", short: "IU", color: "#990000", ivy: false },
  { id: "pitt", en: "University of Pittsburgh", zh: "匹兹堡大学", short: "PITT", color: "#003594", ivy: false },
  { id: "fordham", en: "Fordham University", zh: "福特汉姆大学", short: "FU", color: "#900028", ivy: false },
  { id: "miami", en: "University of Miami", zh: "迈阿密大学", short: "UMIA", color: "#005030", ivy: false },
  { id: "villanova", en: "Villanova University", zh: "维拉诺瓦大学", short: "NOVA", color: "#00205b", ivy: false },
  { id: "pepperdine", en: "Pepperdine University", zh: "佩珀代因大学", short: "PEP", color: "#00205c", ivy: false },
  { id: "stevens", en: "Stevens Institute of Technology", zh: "史蒂文斯理工学院", short: "SIT", color: "#a32638", ivy: false },
  { id: "wpi", en: "Worcester Polytechnic Institute", zh: "伍斯特理工学院", short: "WPI", color: "#ac2b37", ivy: false },

  // Liberal-arts colleges
  { id: "williams", en: "Williams College", zh: "威廉姆斯学院", short: "WIL", color: "#500082", ivy: false },
  { id: "amherst", en: "Amherst College", zh: "阿默斯特学院", short: "AC", color: "#3f1f69", ivy: false },
  { id: "swarthmore", en: "Swarthmore College", zh: "斯沃斯莫尔学院", short: "SWA", color: "#8b0000", ivy: false },
  { id: "pomona", en: "Pomona College", zh: "波莫纳学院", short: "PC", color: "#0057b8", ivy: false },
  { id: "wellesley", en: "Wellesley College", zh: "韦尔斯利学院", short: "WEL", color: "#002776", ivy: false },
  { id: "bowdoin", en: "Bowdoin College", zh: "鲍登学院", short: "BOW", color: "#000000", ivy: false },
  { id: "middlebury", en: "Middlebury College", zh: "明德学院", short: "MID", color: "#0d395f", ivy: false },
  { id: "carleton", en: "Carleton College", zh: "卡尔顿学院", short: "CAR", color: "#003e7e", ivy: false },
  { id: "claremont-mckenna", en: "Claremont McKenna College", zh: "克莱蒙特麦肯纳学院", short: "CMC", color: "#981a31", ivy: false },
  { id: "harvey-mudd", en: "Harvey Mudd College", zh: "哈维穆德学院", short: "HMC", color: "#fdb913", ivy: false },
  { id: "davidson", en: "Davidson College", zh: "戴维森学院", short: "DAV", color: "#ac1a2f", ivy: false },
  { id: "grinnell", en: "Grinnell College", zh: "格林内尔学院", short: "GC", color: "#da291c", ivy: false },
  { id: "haverford", en: "Haverford College", zh: "哈弗福德学院", short: "HC", color: "#a6192e", ivy: false },
  { id: "barnard", en: "Barnard College", zh: "巴纳德学院", short: "BAR", color: "#0072ce", ivy: false },
  { id: "colgate", en: "Colgate University", zh: "科尔盖特大学", short: "CGU", color: "#821019", ivy: false },
  { id: "hamilton", en: "Hamilton College", zh: "汉密尔顿学院", short: "HAM", color: "#002f86", ivy: false },
  { id: "vassar", en: "Vassar College", zh: "瓦萨学院", short: "VC", color: "#64001e", ivy: false },
  { id: "colby", en: "Colby College", zh: "科尔比学院", short: "COL", color: "#002878", ivy: false },
  { id: "bates", en: "Bates College", zh: "贝茨学院", short: "BAT", color: "#881124", ivy: false },
  { id: "smith", en: "Smith College", zh: "史密斯学院", short: "SC", color: "#004f9f", ivy: false },
  { id: "wesleyan", en: "Wesleyan University", zh: "卫斯理安大学", short: "WES", color: "#c41e3a", ivy: false },
  { id: "washington-and-lee", en: "Washington and Lee University", zh: "华盛顿与李大学", short: "WLU", color: "#003b71", ivy: false },
  { id: "macalester", en: "Macalester College", zh: "麦卡莱斯特学院", short: "MAC", color: "#01426a", ivy: false },
  { id: "oberlin", en: "Oberlin College", zh: "欧柏林学院", short: "OC", color: "#a6192e", ivy: false },
  { id: "bucknell", en: "Bucknell University", zh: "巴克内尔大学", short: "BUC", color: "#e87722", ivy: false },
  { id: "kenyon", en: "Kenyon College", zh: "凯尼恩学院", short: "KC", color: "#512d6d", ivy: false },
  { id: "mount-holyoke", en: "Mount Holyoke College", zh: "曼荷莲学院", short: "MHC", color: "#002d62", ivy: false },
  { id: "scripps", en: "Scripps College", zh: "斯克利普斯学院", short: "SCR", color: "#34715f", ivy: false },
  { id: "colorado-college", en: "Colorado College", zh: "科罗拉多学院", short: "CC", color: "#000000", ivy: false },
];

/** Ids of the eight Ivy League members, derived from the `ivy` flag. */
export const ivyLeagueIds: string[] = universities
  .filter((u) => u.ivy)
  .map((u) => u.id);

const universitiesById: ReadonlyMap<string, University> = new Map(
  universities.map((u) => [u.id, u] as const),
);

export function findUniversity(id: string): University | undefined {
  return universitiesById.get(id);
}
