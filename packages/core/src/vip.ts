import { VIP_RANK_THRESHOLD } from './shell/access';

// --- VIP club and feedback (issue 27; doc 2 §2.5, §7 "Feedback", §8 messages) ---

/**
 * The lowest VIP level that reaches VIP customer service: the level above doc 1 §6's threshold
 * ("club rank level above 4"), so the VIP table's benefit and the customer-service route agree.
 */
export const VIP_SERVICE_LEVEL = VIP_RANK_THRESHOLD + 1;

/** Whether a VIP level reaches VIP customer service (level 0: not a VIP). */
export function hasVipService(level: number): boolean {
  return level >= VIP_SERVICE_LEVEL;
}

/**
 * The bounds of a feedback's content, in characters. Doc 2 §8 has the messages "content between
 * {0} and {1} words" and "feedback content required" and leaves the two values out; 10 keeps out
 * a stray "ok", 500 is a few paragraphs. The form counts them and the sandbox refuses outside them.
 */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;
/** A contact the player may leave for an answer (an e-mail or a phone number). */
export const FEEDBACK_CONTACT_MAX = 100;

/** What a feedback is about; the form's kind select. */
export const FEEDBACK_KINDS = ['suggestion', 'problem', 'payment', 'game', 'other'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** The content's length as the form and the server count it: code points, trimmed. */
export function feedbackLength(content: string): number {
  return [...content.trim()].length;
}
