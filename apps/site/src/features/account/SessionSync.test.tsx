import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ApiError, SERVER_CODES } from '@lobby/api';
import { memberInfo } from '../../test/accounts';
import { renderInSite, storeFor } from '../../test/renderInSite';
import { sessionAtom } from '../session/session.atoms';
import { accountDialogAtom } from './dialogs.atoms';
import { SessionSync } from './SessionSync';

describe('SessionSync', () => {
  test('loads the member of the session', async () => {
    const store = storeFor('member', [], {
      getMemberInfo: () => Promise.resolve(memberInfo('player7', 1_000)),
    });
    await renderInSite(<SessionSync />, { store });
    await waitFor(() => expect(store.get(accountDialogAtom)).toBeNull());
    expect(store.get(sessionAtom)?.mustChangePassword).toBe(false);
  });

  test('a refusal until the password changes holds the session to the forced change', async () => {
    const refused = new ApiError({
      kind: 'server',
      status: 403,
      code: SERVER_CODES.passwordChangeRequired,
    });
    const store = storeFor('member', [], { getMemberInfo: () => Promise.reject(refused) });
    await renderInSite(<SessionSync />, { store });
    await waitFor(() =>
      expect(store.get(accountDialogAtom)).toEqual({ kind: 'forcedChange', reason: 'required' }),
    );
    expect(store.get(sessionAtom)?.mustChangePassword).toBe(true);
    expect(window.sessionStorage.getItem('mustChangePassword')).toBe('1');
  });
});
