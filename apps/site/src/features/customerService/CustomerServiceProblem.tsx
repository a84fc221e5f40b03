import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from '../../state/jotai';
import { customerServiceProblemAtom } from './customerService.atoms';
import { StyledProblem } from './CustomerServiceProblem.styles';

/** What went wrong opening customer service, announced to screen readers too. */
export function CustomerServiceProblem() {
  const { t } = useLingui();
  const problem = useAtomValue(customerServiceProblemAtom);
  return (
    <StyledProblem role="status">
      {problem === 'blocked' &&
        t`Your browser blocked the customer-service window. Allow popups and retry.`}
      {problem === 'failed' &&
        t`Customer service is not available right now. Please try again later.`}
    </StyledProblem>
  );
}
