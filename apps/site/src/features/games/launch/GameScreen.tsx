import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '@lobby/api';
import { guardProtectedAction } from '@lobby/core';
import { GameFrame } from '@lobby/ui';
import { useAtomValue, useSetAtom, useStore } from '../../../state/jotai';
import { accountDialogAtom } from '../../account/dialogs';
import { walletBalanceAtom } from '../../account/balance';
import { apiAtom } from '../../api/client';
import { useDeferredMessages } from '../../preferences/useDeferredMessages';
import { sessionAtom } from '../../session/atoms';
import { acceptGameMessage } from './gameMessages';
import { requireSafeGameUrl } from './gameUrl';
import { launchErrorMessage } from './launchErrorMessage';
import { NoGameError } from './noGame';

/** Asks the server for the game's address: a new one every time, the ticket in it is single use. */
export type StartGame = (client: ApiClient, signal: AbortSignal) => Promise<{ url: string }>;

export interface GameScreenProps {
  /** The game's name: the heading and the frame's title. */
  title: string;
  /** Where "back" goes when the player did not come from the site (a shared link, a new tab). */
  lobbyPath: string;
  /** Starts the game; null while what it needs is still loading. */
  start: StartGame | null;
  /** Names the game: a change starts the new one. */
  startKey: string;
  /** The address cannot name a game: this message, and the way back. */
  unavailable?: string;
}

type Outcome = { key: string } & ({ url: string } | { error: unknown });

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
export function GameScreen({ title, lobbyPath, start, startKey, unavailable }: GameScreenProps) {
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const openDialog = useSetAtom(accountDialogAtom);
  const setBalance = useSetAtom(walletBalanceAtom);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const verdict = guardProtectedAction({
    hasToken: session !== null,
    isAgent: session?.user.type ?? null,
  });
  const ready = unavailable === undefined && verdict === 'allow' && start !== null;
  // A new game, a retry or another session: each is a new launch, and only its answer counts.
  const key = [startKey, attempt, session?.token ?? ''].join('\u0000');

  useEffect(() => {
    if (unavailable !== undefined || verdict === 'allow') return;
    openDialog({ kind: verdict === 'login' ? 'login' : 'realAccountNeeded' });
  }, [unavailable, verdict, openDialog]);

  const startGame = useEffectEvent((client: ApiClient, signal: AbortSignal) =>
    start === null ? Promise.reject(new NoGameError()) : start(client, signal),
  );
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const run = async () => {
      try {
        const { client } = await store.get(apiAtom);
        const { url } = await startGame(client, controller.signal);
        if (!controller.signal.aborted) setOutcome({ key, url: requireSafeGameUrl(url) });
      } catch (error) {
        if (!controller.signal.aborted) setOutcome({ key, error });
      }
    };
    void run();
    return () => controller.abort();
  }, [ready, key, store]);

  const current = ready && outcome?.key === key ? outcome : null;
  const url = current !== null && 'url' in current ? current.url : null;

  const back = () => {
    // A first entry (a shared link, a new tab) has nothing of the site's behind it.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(lobbyPath, { replace: true });
  };

  const onMessage = useEffectEvent((event: MessageEvent) => {
    if (url === null) return;
    const message = acceptGameMessage(event, url, frameRef.current);
    if (message?.type === 'lobby:balance') setBalance(message.balance);
    else if (message?.type === 'lobby:close') back();
  });
  useEffect(() => {
    if (url === null) return;
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [url]);

  const retry = () => setAttempt((n) => n + 1);
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
          : current !== null && 'error' in current
            ? {
                message: launchErrorMessage(i18n, current.error),
                action: { label: t`Retry`, run: retry },
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
