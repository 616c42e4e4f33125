import type { MentorListItem, MentorSearchResult } from "./mentor-search-params";

// The JSON API's shapes (GET /api/v1/mentors): prices in dollars, photos as URLs, for clients
// that do not share our types.

export interface MentorApiItem {
  id: string;
  name: string;
  college: string;
  major: string;
  country: string;
  languages: string[];
  rating: number;
  reviewCount: number;
  /** Dollars; null for visitors. */
  sessionPrice: number | null;
  satPrice: number | null;
  offersSat: boolean;
  satScore: number | null;
  photoUrl: string | null;
  bio: string;
}

export interface MentorApiList {
  total: number;
  page: number;
  pageSize: number;
  mentors: MentorApiItem[];
}

/** The width the list's cards use; /media serves 48, 96, 160, 320 and 640. */
export const API_PHOTO_WIDTH = 320;

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

export function toMentorApiItem(mentor: MentorListItem): MentorApiItem {
  return {
    id: mentor.id,
    name: mentor.name,
    college: mentor.college,
    major: mentor.major,
    country: mentor.country,
    languages: mentor.languages,
    rating: mentor.rating,
    reviewCount: mentor.reviewCount,
    sessionPrice: dollars(mentor.sessionPriceCents),
    satPrice: dollars(mentor.satPriceCents),
    offersSat: mentor.offersSat,
    satScore: mentor.satScore,
    photoUrl: mentor.photoId ? `/media/${mentor.photoId}?w=${API_PHOTO_WIDTH}` : null,
    bio: mentor.bio,
  };
}

export function toMentorApiList(result: MentorSearchResult): MentorApiList {
  return { total: result.total, page: result.page, pageSize: result.pageSize, mentors: result.mentors.map(toMentorApiItem) };
}
