import type { LotteryLaunchRequest } from '@lobby/api';

export interface LotteryLaunchInput {
  /** The lottery game to open; the lobby view opens on it too. */
  gameCode: string;
  /** The address named a game: open its betting view; else the lottery's lobby. */
  betting: boolean;
  prizeMode: LotteryLaunchRequest['lottoPrizeMode'];
  /** The site's origin: the lottery's "back" returns to the site's VN lottery page. */
  origin: string;
  /** The site's language code (`MY`, `PT-BR`). */
  language: string;
}

/** The lottery lobby's launch payload (doc 2 §3.5). */
export function lotteryLaunchRequest({
  gameCode,
  betting,
  prizeMode,
  origin,
  language,
}: LotteryLaunchInput): LotteryLaunchRequest {
  return {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: prizeMode,
    lottoGameCode: gameCode,
    lottoView: betting ? 'betting' : 'lobby',
    device: 'WEB',
    backUrl: `${origin}/vnlottery`,
    language,
  };
}
