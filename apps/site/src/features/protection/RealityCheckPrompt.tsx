import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RealityCheckDialog } from '@lobby/ui';
import { fetchQuery } from '../../data/query';
import { useQuery } from '../../data/useQuery';
import { useSetAtom, useStore } from '../../state/jotai';
import { logoutAtom } from '../account/login.actions';
import { useCurrencyProps } from '../memberCentre/useCurrencyProps';
import { useMemberCentre } from '../memberCentre/useMemberCentre';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { sessionFiguresQuery } from './protection.queries';

/**
 * The reality check on screen (RG-05): the time since the session started and the net win or loss
 * since then, the server's figures asked again as it opens. It never closes by itself: Continue
 * (the next check is scheduled), Log out, or the betting record (which acknowledges it too, the
 * member centre opening where the player is).
 */
export function RealityCheckPrompt({ onContinue }: { onContinue: () => void }) {
  useDeferredMessages();
  const store = useStore();
  const navigate = useNavigate();
  const logout = useSetAtom(logoutAtom);
  const memberCentre = useMemberCentre();
  const money = useCurrencyProps();
  const figures = useQuery(sessionFiguresQuery).data;

  useEffect(() => {
    // The figures of the moment it opens, not of the page load; the last known show meanwhile.
    void fetchQuery(store.set, sessionFiguresQuery, { force: true }).catch(() => undefined);
  }, [store]);

  return (
    <RealityCheckDialog
      open
      elapsedMs={figures ? Date.parse(figures.now) - Date.parse(figures.startedAt) : 0}
      net={figures?.net ?? 0}
      wagered={figures?.wagered ?? 0}
      {...money}
      onContinue={onContinue}
      onLogout={() => {
        void logout().then(() => navigate('/'));
      }}
      historyHref={memberCentre.hrefFor('personalHistoryCopy')}
      // The betting record opens over this screen, and the check counts as seen: a reload there
      // does not ask again.
      onNavigate={() => {
        onContinue();
        memberCentre.open('personalHistoryCopy');
      }}
    />
  );
}
