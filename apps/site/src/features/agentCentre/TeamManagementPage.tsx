import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DownlineMember as ApiDownlineMember } from '@lobby/api';
import { DownlineDetail, DownlineTree, type DownlineMember } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { useSetAtom } from '../../state/jotai';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { depositMethodsQuery, walletsQuery } from '../memberCentre/money.queries';
import { SetPaymentPassword } from '../memberCentre/SetPaymentPassword';
import { useMoneyAction } from '../memberCentre/useMoneyAction';
import { StyledStack } from '../memberCentre/MemberCentrePage.styles';
import { fetchDownlineAtom, transferToDownlineAtom } from './agentTeam.actions';
import { agentMemberQuery, downlineQuery } from './agentTeam.queries';

/**
 * The tree's words for a member: a missing nickname is the account, a missing upline none. The
 * row's `protection` (issue 30: limits set, on a time-out, excluded; never an amount) goes along
 * as it is: the tree, the search and the member's card show it as a badge.
 */
function asTreeMember(member: ApiDownlineMember): DownlineMember {
  return {
    ...member,
    nickname: member.nickname ?? member.account,
    uplineId: member.uplineId ?? 0,
    uplineAccount: member.uplineAccount ?? '',
  };
}

/**
 * Team Management (downlineManagmentView): the downline as a tree by upline, each level asked when
 * it opens, a search over the whole team, a member's detail and a transfer to them with the
 * payment password (the server checks the member is in the team and the password).
 */
export function TeamManagementPage() {
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const fetchDownline = useSetAtom(fetchDownlineAtom);
  // The direct downline's first page; "Show more" adds the next ones below it.
  const first = useQuery(downlineQuery({ pageNo: 1 }));
  const [later, setLater] = useState<{ members: ApiDownlineMember[]; next: number }>({
    members: [],
    next: 2,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const direct = [...(first.data?.list ?? []), ...later.members];
  const totalPages = first.data?.totalPages ?? 1;
  const showMore = async () => {
    setLoadingMore(true);
    try {
      const page = await fetchDownline({ pageNo: later.next });
      setLater((current) => ({
        members: [...current.members, ...page.list],
        next: current.next + 1,
      }));
    } finally {
      setLoadingMore(false);
    }
  };
  const term = search.trim();
  const results = useQuery(downlineQuery({ search: term, pageNo: 1 }), { enabled: term !== '' });
  const failed = first.failed;
  const searchFailed = results.failed;

  const loadChildren = useCallback(
    async (member: DownlineMember): Promise<readonly DownlineMember[]> => {
      try {
        const level = await fetchDownline({ parent: member.id, pageNo: 1 });
        return level.list.map(asTreeMember);
      } catch (failure) {
        // The tree shows an Error's message under it, with a retry.
        throw new Error(errorMessage(i18n, failure));
      }
    },
    [fetchDownline, i18n],
  );

  return (
    <StyledStack>
      <DownlineTree
        members={first.data ? direct.map(asTreeMember) : null}
        error={failed ? errorMessage(i18n, first.error) : null}
        onRetry={() => void first.refetch()}
        loadChildren={loadChildren}
        hasMore={later.next <= totalPages}
        onShowMore={() => void showMore().catch(() => undefined)}
        loadingMore={loadingMore}
        selectedId={selected}
        onSelect={(member) => setSelected(member.id)}
        search={search}
        onSearchChange={setSearch}
        results={term === '' ? null : (results.data?.list.map(asTreeMember) ?? null)}
        searchError={searchFailed ? errorMessage(i18n, results.error) : null}
        onSearchRetry={() => void results.refetch()}
      />
      {selected !== null && <MemberDetail key={selected} id={selected} />}
    </StyledStack>
  );
}

function MemberDetail({ id }: { id: number }) {
  const { i18n } = useLingui();
  const money = useCurrencyProps();
  const member = useQuery(agentMemberQuery(id));
  const settings = useQuery(depositMethodsQuery);
  const wallets = useQuery(walletsQuery);
  const transfer = useMoneyAction(transferToDownlineAtom);
  const [settingPassword, setSettingPassword] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const failed = member.failed;
  if (settingPassword) return <SetPaymentPassword onSet={() => setSettingPassword(false)} />;
  const info = member.data;
  return (
    <DownlineDetail
      member={
        info
          ? {
              ...info,
              nickname: info.nickname ?? info.account,
              uplineAccount: info.uplineAccount ?? '',
            }
          : null
      }
      error={failed ? errorMessage(i18n, member.error) : null}
      onRetry={() => void member.refetch()}
      {...money}
      transfer={{
        balance: wallets.data?.balance ?? 0,
        ...money,
        hasPaymentPassword: settings.data?.hasPaymentPassword ?? true,
        onSetPaymentPassword: () => setSettingPassword(true),
        onSubmit: async (request) => {
          setSent(null);
          await transfer.run({ memberId: id, ...request });
          setSent(request.amount);
        },
        error: transfer.error,
        sent,
      }}
    />
  );
}
