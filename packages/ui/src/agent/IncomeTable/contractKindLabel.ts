import { useLingui } from '@lingui/react/macro';
import type { ContractKind } from '@lobby/core';

/** The translated name of each contract kind, as the agent centre's menu names its pages. */
export function useContractKindLabel(): (kind: ContractKind) => string {
  const { t } = useLingui();
  return (kind) => {
    switch (kind) {
      case 'dividend':
        return t`Dividend`;
      case 'dailyWage':
        return t`Daily Salary`;
      case 'hourly':
        return t`Hourly Salary`;
      case 'realtime':
        return t`Real-Time Salary`;
    }
  };
}
