import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError, SERVER_CODES } from '@lobby/api';
import { OpenDownlineForm, PromotionLink } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useSetAtom } from '../../state/jotai';
import { registerSettingQuery } from '../account/register.queries';
import { StyledStack } from '../memberCentre/MemberCentrePage.styles';
import { createDownlineAtom } from './agentTeam.actions';
import { agentPromotionQuery } from './agentTeam.queries';

interface Refusal {
  account: string | null;
  rebate: string | null;
  form: string | null;
}

const NO_REFUSAL: Refusal = { account: null, rebate: null, form: null };

/**
 * Account (registerCenter): the two ways to grow the team: the promotion link and its QR code,
 * which registers a player under the agent, and a downline account the agent opens itself with
 * its rebate, under registration's rules for the name and password.
 */
export function AccountPage() {
  const { i18n } = useLingui();
  const promotion = useQuery(agentPromotionQuery);
  const setting = useQuery(registerSettingQuery).data ?? null;
  const create = useSetAtom(createDownlineAtom);
  const [refusal, setRefusal] = useState(NO_REFUSAL);
  const [created, setCreated] = useState<string | null>(null);
  const [opened, setOpened] = useState(0);
  const failed = promotion.failed;
  return (
    <StyledStack>
      <PromotionLink
        code={promotion.data?.code ?? null}
        link={promotion.data?.link ?? null}
        loading={promotion.data === undefined && !failed}
        error={failed ? errorMessage(i18n, promotion.error) : null}
        onRetry={() => void promotion.refetch()}
      />
      {promotion.data && (
        <OpenDownlineForm
          key={opened}
          accountRule={setting?.username}
          passwordRule={setting?.password}
          ownRebateBp={promotion.data.ownRebateBp}
          accountError={refusal.account}
          rebateError={refusal.rebate}
          error={refusal.form}
          created={created}
          onSubmit={async (downline) => {
            setRefusal(NO_REFUSAL);
            setCreated(null);
            try {
              const account = await create(downline);
              setCreated(account.account);
              setOpened((count) => count + 1);
            } catch (failure) {
              const message = errorMessage(i18n, failure);
              const code = isApiError(failure, 'server') ? failure.failure.code : undefined;
              // A refusal about one field is said at that field; what was typed stays.
              setRefusal(
                code === SERVER_CODES.usernameTaken
                  ? { ...NO_REFUSAL, account: message }
                  : code === SERVER_CODES.rebateAboveOwn
                    ? { ...NO_REFUSAL, rebate: message }
                    : { ...NO_REFUSAL, form: message },
              );
              throw failure;
            }
          }}
        />
      )}
    </StyledStack>
  );
}
