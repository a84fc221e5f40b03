export { APPLICATION_COMMENT_MAX, ApplicationForm } from './ApplicationForm';
export type { ApplicationFormProps, PromotionApplication } from './ApplicationForm';
