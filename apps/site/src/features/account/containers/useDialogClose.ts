import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { matchRoute } from '@lobby/core';
import { useSetAtom } from '../../../state/jotai';
import { accountDialogAtom } from '../dialogs.atoms';

/**
 * Closing an account dialog. Opened by its route (/login, /register), closing it also leaves the
 * route for the home page, so a reload or Back does not open it again.
 */
export function useDialogClose(): (open: boolean) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const setDialog = useSetAtom(accountDialogAtom);
  return useCallback(
    (open: boolean) => {
      if (open) return;
      setDialog(null);
      if (matchRoute(location.pathname)?.dialog) void navigate('/', { replace: true });
    },
    [location.pathname, navigate, setDialog],
  );
}
