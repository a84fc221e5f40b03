import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { StyledText } from './shared.styles';
import { StyledRecordProblem } from './records.styles';

/** A record that could not be loaded: the message, and a way on. */
export function RecordProblem({
  message,
  onRetry,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  return (
    <StyledRecordProblem>
      <StyledText role="alert">{message}</StyledText>
      {onRetry && <Button onClick={onRetry}>{t`Retry`}</Button>}
    </StyledRecordProblem>
  );
}
