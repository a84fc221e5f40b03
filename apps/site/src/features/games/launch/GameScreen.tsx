import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { guardProtectedAction } from '@lobby/core';
import { GameFrame } from '@lobby/ui';
import { setQueryData, type Query } from '../../../data/query';
import { useQuery } from '../../../data/useQuery';
import { useAtomValue, useSetAtom, useStore } from '../../../state/jotai';
import { accountDialogAtom } from '../../account/dialogs.atoms';
import { walletBalanceQuery } from '../../account/member.queries';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { sessionLimitReachedAtom } from '../../protection/protection.actions';
import { sessionLimitRefusal } from '../../protection/refusals';
import { sessionAtom } from '../../session/session.atoms';
import { acceptGameMessage } from './gameMessages';
import type { GameAddress } from './launch.queries';
import { launchErrorMessage } from './launchErrorMessage';

export interface GameScreenProps {
  /** The game's name: the heading and the frame's title. */
  title: string;
  /** Where "back" goes when the player did not come from the site (a shared link, a new tab). */
  lobbyPath: string;
  /** The game's launch (launch.queries.ts); null while what it needs is still loading. */
  launch: Query<GameAddress> | null;
  /** The address cannot name a game: this message, and the way back. */
  unavailable?: string;
}

/** Why the game is not showing, and what the player can do about it. */
interface Problem {
  message: string;
  action?: { label: string; run: () => void };
}

/**
 * A game in the site's frame: /game, /lottery and /fbsports. A visitor or a trial account is
 * stopped by the login guard (doc 2 §5). Otherwise the game starts on arrival, on a reload, after a
 * retry and after a login, each time with a fresh launch call (abandoned ones are aborted). The
 * game's messages update the header's balance and take the player back to the lobby.
 */
export function GameScreen({ title, lobbyPath, launch, unavailable }: GameScreenProps) {
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const frameRef = useRef<HTMLIFrameElement>(null);

  const verdict = guardProtectedAction({
    hasToken: session !== null,
    isAgent: session?.user.type ?? null,
  });
  const ready = unavailable === undefined && verdict === 'allow';
  // A launch belongs to the session (a login is a new launch) and is single use: dropped when
  // the page closes, asked anew on a reload or a retry.
  const started = useQuery(ready ? launch : null);
  const url = ready && launch !== null ? (started.data?.url ?? null) : null;
  const failure =
    ready && launch !== null && url === null && !started.fetching ? started.error : undefined;

  useEffect(() => {
    if (unavailable !== undefined || verdict === 'allow') return;
    // A session just ended by a break or the session-time limit keeps its notice (issue 30).
    openDialog((open) =>
      open?.kind === 'protection'
        ? open
        : { kind: verdict === 'login' ? 'login' : 'realAccountNeeded' },
    );
  }, [unavailable, verdict, openDialog]);

  // issue 30: a launch refused for the session-time limit logs out and says why.
  const sessionLimit = sessionLimitRefusal(failure);
  useEffect(() => {
    if (sessionLimit !== undefined) void store.set(sessionLimitReachedAtom, sessionLimit);
  }, [sessionLimit, store]);

  const back = () => {
    // A first entry (a shared link, a new tab) has nothing of the site's behind it.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(lobbyPath, { replace: true });
  };

  const onMessage = useEffectEvent((event: MessageEvent) => {
    if (url === null) return;
    const message = acceptGameMessage(event, url, frameRef.current);
    if (message?.type === 'lobby:balance') {
      setQueryData(store.set, walletBalanceQuery, () => message.balance);
    } else if (message?.type === 'lobby:close') back();
  });
  // Listening from the start: a game may speak as soon as its frame loads, before an effect that
  // waited for the address would have run (the address arrives in a transition). The message is
  // checked against the frame and the address on view (acceptGameMessage).
  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  const problem: Problem | null =
    unavailable !== undefined
      ? { message: unavailable }
      : verdict === 'login'
        ? {
            message: t`Log in to play this game.`,
            action: { label: t`Log in`, run: () => openDialog({ kind: 'login' }) },
          }
        : verdict === 'realAccountNeeded'
          ? { message: t`This is a demo account. Register a real account to play.` }
          : failure !== undefined
            ? {
                message: launchErrorMessage(i18n, failure),
                action: { label: t`Retry`, run: () => void started.refetch() },
              }
            : null;

  return (
    <GameFrame
      title={title}
      src={url}
      error={problem?.message}
      {...(problem?.action && { onRetry: problem.action.run, retryLabel: problem.action.label })}
      onBack={back}
      frameRef={frameRef}
    />
  );
}
