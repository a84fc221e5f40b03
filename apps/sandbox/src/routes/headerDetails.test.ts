import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCustomerServiceLink } from '@lobby/core';
import { startGameSandbox } from '../gameHost/testing';
import type { GameSandbox } from '../gameHost/testing';

// header details (issue 29): the VIP customer service beside live chat, and the chat room the
// header's dialog frames, served by the demo game host and framed only by the brand's own domains.

let sandbox: GameSandbox;

beforeAll(async () => {
  sandbox = await startGameSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

const value = <T>(body: unknown) => (body as { value: T }).value;

describe('customer service', () => {
  it('lists live chat (type 3) and the VIP service (type 4), each an encrypted chat link', async () => {
    const { body } = await sandbox.get('/wps/system/customerService', { Merchant: 'jade' });
    const list = value<{ version: { pathList: { type: string; path: string }[] } }>(body).version
      .pathList;
    const decoded = (type: string) =>
      decodeCustomerServiceLink(list.find((entry) => entry.type === type)?.path ?? '');
    expect(decoded('3')).toMatch(/^https:\/\/chat\.jade\.example\/livechat\?/);
    expect(decoded('4')).toMatch(/^https:\/\/chat\.jade\.example\/vip\?brand=jade/);
  });
});

describe('the chat room', () => {
  async function chatRoomUrl(merchant: string): Promise<string> {
    const { body } = await sandbox.get('/wps/system/permission?url=localhost', {
      Merchant: merchant,
    });
    const resources = value<{ info: { resources: { resourceType: string; url: string }[] } }>(body)
      .info.resources;
    const url = resources.find((entry) => entry.resourceType === 'CHATROOM')?.url;
    if (url === undefined) throw new Error('No CHATROOM resource');
    return url;
  }

  it("is a page of the game host, framed only by the brand's listed domains", async () => {
    const url = await chatRoomUrl('aurora');
    expect(url).toBe(`${sandbox.gameUrl}/chatroom?brand=aurora`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1 class="game__title">Aurora chat room</h1>');
    const policy = response.headers.get('content-security-policy') ?? '';
    const ancestors = /frame-ancestors ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(ancestors).toEqual(
      expect.arrayContaining(['localhost:*', '127.0.0.1:*', 'www.aurora.example:*']),
    );
    expect(ancestors).not.toContain('www.jade.example:*');
    expect(policy).toContain("default-src 'none'");
  });

  it('is not found for a brand that does not exist', async () => {
    for (const query of ['brand=nobody', 'brand=%3Cscript%3E', '']) {
      expect((await fetch(`${sandbox.gameUrl}/chatroom?${query}`)).status).toBe(404);
    }
  });
});

describe('lottery categories', () => {
  async function lotteryVendors(merchant: string) {
    const { status, body } = await sandbox.get('/wps/relay/GAME_vendors?gameType=LOTTERY', {
      Merchant: merchant,
    });
    expect(status).toBe(200);
    return Object.fromEntries(
      value<{ vassalage: string; gameType: string }[]>(body).map((v) => [v.vassalage, v.gameType]),
    );
  }

  it('jade files its lottery vendors under LOTT and ELOTT, the VN lottery among the e-lotteries', async () => {
    expect(await lotteryVendors('jade')).toEqual({
      TCG_LOTTO_VN: 'ELOTT',
      ELOTT: 'ELOTT',
      TCG_SEA: 'LOTT',
      LOTT: 'LOTT',
    });
  });

  it('the other brands keep the one LOTTERY category', async () => {
    for (const merchant of ['aurora', 'ember']) {
      expect(new Set(Object.values(await lotteryVendors(merchant)))).toEqual(new Set(['LOTTERY']));
    }
  });
});
