export { RegisterDialog } from './RegisterDialog';
export type { RegisterDialogProps } from './RegisterDialog';
export { REGISTER_FIELD_NAMES, registerRulesOf } from './registerFields';
export type {
  RegisterCodeRequest,
  RegisterFieldName,
  RegisterMethod,
  RegisterRules,
  RegisterValues,
} from './registerFields';
