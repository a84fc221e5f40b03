/** The activity statuses of doc 2 §3.6, as the server sends them. */
export type PromotionStatus =
  | 'Join'
  | 'Claim'
  | 'Applying'
  | 'Close'
  | 'Rejected'
  | 'Issued'
  | 'Claimed'
  | 'Process'
  | 'Joined';

/** What a promotion card shows; times are ISO 8601. */
export interface PromotionSummary {
  id: number;
  title: string;
  summary: string;
  /** The artwork's URL (16:5). */
  image: string;
  status: PromotionStatus;
  startTime: string;
  endTime: string;
}
