import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { errorMessage } from '../../data/errorMessages';
import { whitelabelAtom } from '../system/system.atoms';
import { freePlayAtom } from './login.actions';
import { StyledFreePlay, StyledFreePlayError } from './FreePlayButton.styles';

/** Free play (doc 1 §4), when the site enables it (FREEPLAY3): a trial account, then home. */
export function FreePlayButton() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const enabled = useAtomValue(whitelabelAtom).FREEPLAY3 === true;
  const freePlay = useSetAtom(freePlayAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!enabled) return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    const attempt = await freePlay();
    setBusy(false);
    if (attempt.kind === 'failed') setError(errorMessage(i18n, attempt.error));
    else void navigate('/');
  };

  return (
    <StyledFreePlay>
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void start()}>
        {t`Play for free`}
      </Button>
      {error !== null && <StyledFreePlayError role="alert">{error}</StyledFreePlayError>}
    </StyledFreePlay>
  );
}
