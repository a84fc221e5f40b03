import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useRequest } from './useRequest';

/** A view of the answer that cannot show yet (its own code or data still on the way). */
const neverReady = new Promise<never>(() => {});
function SlowAnswer({ value }: { value: number }) {
  use(neverReady);
  return <p>Answer {value}</p>;
}

function Lobby({ load }: { load: () => Promise<number> }) {
  const { state } = useRequest('games', load);
  return state.status === 'done' ? <SlowAnswer value={state.value} /> : <p>Loading games</p>;
}

test("an answer renders in a transition: while it cannot show, the loading view stays, not the page's fallback", async () => {
  let answer: (value: number) => void = () => {};
  const load = () => new Promise<number>((resolve) => (answer = resolve));
  render(
    <Suspense fallback={<p>Blank page</p>}>
      <Lobby load={load} />
    </Suspense>,
  );
  expect(screen.getByText('Loading games')).toBeVisible();

  await act(async () => {
    answer(12);
    await Promise.resolve();
  });
  // Outside a transition React would replace the view with the boundary's fallback.
  expect(screen.getByText('Loading games')).toBeVisible();
  expect(screen.queryByText('Blank page')).toBeNull();
});

test('a failed call settles as failed, for the key asked', async () => {
  const error = new Error('offline');
  function Failing() {
    const { state } = useRequest('games', () => Promise.reject(error));
    return <p>{state.status}</p>;
  }
  render(<Failing />);
  expect(await screen.findByText('failed')).toBeVisible();
});
