export { FeedbackForm } from './FeedbackForm';
export type { Feedback, FeedbackFormProps, FeedbackKind } from './FeedbackForm';
