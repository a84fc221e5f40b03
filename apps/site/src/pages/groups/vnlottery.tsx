import { VnLotteryPage } from '../../features/lottery/VnLotteryPage';

export function Component() {
  return <VnLotteryPage />;
}
