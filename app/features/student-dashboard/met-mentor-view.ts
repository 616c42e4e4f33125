/** A mentor the student has met, as the 'Schedule with Your Mentors' dialog gets it. */
export interface MetMentorView {
  id: string;
  /** First name and last initial. */
  name: string;
  photoId: string | null;
  college: string;
  major: string;
  /** Paid sessions with this mentor. */
  sessions: number;
}
