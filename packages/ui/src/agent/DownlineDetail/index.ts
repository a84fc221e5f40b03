export { DownlineDetail } from './DownlineDetail';
export type {
  DownlineDetailProps,
  DownlineDetailTransfer,
  DownlineMemberDetail,
  GivenContract,
} from './DownlineDetail';
