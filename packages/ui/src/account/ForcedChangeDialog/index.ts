export { ForcedChangeDialog } from './ForcedChangeDialog';
export type {
  ForcedChangeDialogProps,
  ForcedChangeReason,
  ForcedChangeValues,
} from './ForcedChangeDialog';
