export {
  DIALOG_GENERIC_WIDTH,
  MODAL_DEFAULT_HEIGHT,
  MODAL_DEFAULT_WIDTH,
  modalSizeToCss,
  resolveModalSize,
} from './modalSize';
export type { ModalSize } from './modalSize';
export {
  decodeHint,
  encodeHint,
  hintKindForPatternId,
  isPatternHint,
  messageHintKinds,
  PATTERN_ID_COUNT,
  patternHint,
  patternHintKinds,
} from './fieldHints';
export type {
  FieldHint,
  HintKind,
  MessageHint,
  MessageHintKind,
  PatternHint,
  PatternHintKind,
} from './fieldHints';
export {
  checkField,
  checkValue,
  codePointLength,
  compileRule,
  MAX_PATTERN_INPUT,
  MAX_PATTERN_LENGTH,
  normalizeValue,
} from './fieldRule';
export type {
  CompileResult,
  CompiledRule,
  FieldKind,
  FieldRule,
  PatternProblemReason,
  RuleProblem,
} from './fieldRule';
export { fieldSchema, formSchema, hintOfIssue, hintsByField, validateForm } from './fieldSchema';
export type {
  FieldSchemaResult,
  FieldValueSchema,
  FormSchema,
  FormSchemaOptions,
  FormSchemaResult,
} from './fieldSchema';
export { isUnsafePattern } from './regexSafety';
export { formatMoney } from './money';
export type { FormatMoneyOptions } from './money';
export { clampPage, pageRange } from './pagination';
export type { PageItem, PageRangeOptions } from './pagination';
export { countdownRemaining, createThrottle } from './timing';
export type { Throttle } from './timing';
export { checkUpload, IMAGE_UPLOAD_LIMITS, partitionUploads } from './upload';
export type { UploadCandidate, UploadLimits, UploadRejection } from './upload';
export {
  JACKPOT_STEP_MINOR,
  JACKPOT_STEP_MS,
  jackpotAmountAt,
  msUntilNextJackpotStep,
} from './jackpot';
