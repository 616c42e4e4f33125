/** Languages commonly spoken by students, with English and Simplified Chinese names. */
export interface Language {
  /** ISO 639-1 code where one exists (lower case); otherwise ISO 639-3 (e.g. "yue"). */
  code: string;
  en: string;
  zh: string;
}

export const languages: Language[] = [
  { code: "en", en: "English", zh: "英语" },
  { code: "zh", en: "Mandarin Chinese", zh: "普通话" },
  { code: "yue", en: "Cantonese", zh: "粤语" },
  { code: "es", en: "Spanish", zh: "西班牙语" },
  { code: "fr", en: "French", zh: "法语" },
  { code: "de", en: "German", zh: "德语" },
  { code: "ja", en: "Japanese", zh: "日语" },
  { code: "ko", en: "Korean", zh: "韩语" },
  { code: "hi", en: "Hindi", zh: "印地语" },
  { code: "ar", en: "Arabic", zh: "阿拉伯语" },
  { code: "pt", en: "Portuguese", zh: "葡萄牙语" },
  { code: "ru", en: "Russian", zh: "俄语" },
  { code: "it", en: "Italian", zh: "意大利语" },
  { code: "vi", en: "Vietnamese", zh: "越南语" },
  { code: "th", en: "Thai", zh: "泰语" },
  { code: "id", en: "Indonesian", zh: "印度尼西亚语" },
  { code: "ms", en: "Malay", zh: "马来语" },
  { code: "tl", en: "Tagalog (Filipino)", zh: "他加禄语（菲律宾语）" },
  { code: "tr", en: "Turkish", zh: "土耳其语" },
  { code: "fa", en: "Persian", zh: "波斯语" },
  { code: "ur", en: "Urdu", zh: "乌尔都语" },
  { code: "bn", en: "Bengali", zh: "孟加拉语" },
  { code: "pa", en: "Punjabi", zh: "旁遮普语" },
  { code: "ta", en: "Tamil", zh: "泰米尔语" },
  { code: "te", en: "Telugu", zh: "泰卢固语" },
  { code: "mr", en: "Marathi", zh: "马拉地语" },
  { code: "gu", en: "Gujarati", zh: "古吉拉特语" },
  { code: "he", en: "Hebrew", zh: "希伯来语" },
  { code: "el", en: "Greek", zh: "希腊语" },
  { code: "nl", en: "Dutch", zh: "荷兰语" },
  { code: "sv", en: "Swedish", zh: "瑞典语" },
  { code: "no", en: "Norwegian", zh: "挪威语" },
  { code: "da", en: "Danish", zh: "丹麦语" },
  { code: "fi", en: "Finnish", zh: "芬兰语" },
  { code: "pl", en: "Polish", zh: "波兰语" },
  { code: "cs", en: "Czech", zh: "捷克语" },
  { code: "hu", en: "Hungarian", zh: "匈牙利语" },
  { code: "ro", en: "Romanian", zh: "罗马尼亚语" },
  { code: "uk", en: "Ukrainian", zh: "乌克兰语" },
  { code: "sr", en: "Serbian", zh: "塞尔维亚语" },
  { code: "hr", en: "Croatian", zh: "克罗地亚语" },
  { code: "sw", en: "Swahili", zh: "斯瓦希里语" },
  { code: "am", en: "Amharic", zh: "阿姆哈拉语" },
  { code: "yo", en: "Yoruba", zh: "约鲁巴语" },
  { code: "ne", en: "Nepali", zh: "尼泊尔语" },
  { code: "my", en: "Burmese", zh: "缅甸语" },
  { code: "km", en: "Khmer", zh: "高棉语" },
];

const languagesByCode: ReadonlyMap<string, Language> = new Map(
  languages.map((l) => [l.code, l] as const),
);

/** Case-insensitive lookup by language code. */
export function findLanguage(code: string): Language | undefined {
  return languagesByCode.get(code.trim().toLowerCase());
}
