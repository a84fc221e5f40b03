import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from '../client';
import type { ApiClient } from '../client';
import { ENCRYPTION_HEADER, generateEncryptionKeyPair, openEnvelope } from '../crypto/envelope';
import type { EncryptionKeyPair } from '../crypto/envelope';
import { ApiError, errorMessageKey } from '../errors';
import { paths } from '../paths';
import {
  MONEY_CODES,
  payeeAddRequestSchema,
  paymentPasswordRequestSchema,
  transactionListQuerySchema,
  walletTransferRequestSchema,
} from '../schemas/money';
import { ENCRYPTION_ALGORITHM } from '../schemas/system';
import { ok, sendJson, startTestServer } from '../test/http-server';
import type { TestHttpServer } from '../test/http-server';
import {
  addPayee,
  confirmWithdrawalNotReceived,
  confirmWithdrawalReceived,
  createDeposit,
  createWithdrawal,
  getDepositMethods,
  getDeposits,
  getLoginHistory,
  getPayees,
  getTransactions,
  getWallets,
  getWithdrawals,
  removePayee,
  setPaymentPassword,
  transferBetweenWallets,
  transferToUpline,
} from './money';

let server: TestHttpServer;
let client: ApiClient;
let answer: unknown;
let keys: EncryptionKeyPair;

beforeAll(async () => {
  server = await startTestServer();
  keys = await generateEncryptionKeyPair();
  client = createApiClient({ baseUrl: server.url, merchant: 'aurora', getToken: () => 'tok' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle = (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === paths.systemEncryptionKey) {
      ok(res, { keyId: keys.keyId, publicKey: keys.publicKey, algorithm: ENCRYPTION_ALGORITHM });
    } else if (path === paths.systemNonce) {
      ok(res, { nonce: 'n0nce-n0nce-n0nce-n0nce', expiresIn: 60 });
    } else {
      ok(res, answer);
    }
  };
});

const wallets = {
  isSingle: false,
  balance: 1_000,
  sumBalance: 3_000,
  wallets: [{ vendor: 'NOVA', name: 'Nova Slots', balance: 2_000 }],
};
const deposit = {
  id: 1,
  methodId: 2,
  amount: 5_000,
  status: 'pending',
  createdAt: '2026-06-01T12:00:00.000Z',
  settledAt: null,
};
const payee = {
  id: 3,
  bankName: 'Demo Bank',
  accountName: 'Pat Player',
  maskedAccountNumber: '********7890',
  createdAt: '2026-06-01T12:00:00.000Z',
};
const withdrawal = {
  id: 4,
  status: 'disbursed',
  amount: 10_000,
  payee: { id: 3, bankName: 'Demo Bank', accountName: 'Pat Player', maskedAccountNumber: '**7890' },
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:10:00.000Z',
  disbursedAt: '2026-06-01T12:10:00.000Z',
  confirmedAt: null,
  confirmMinutes: 30,
  confirmBy: '2026-06-01T12:40:00.000Z',
  comment: null,
  proofCount: 0,
};
const page = <T>(list: T[]) => ({ list, page: 1, pageSize: 10, total: list.length, totalPage: 1 });

const calls: {
  name: string;
  run: (c: ApiClient) => Promise<unknown>;
  method: string;
  url: string;
  value: unknown;
  body?: unknown;
}[] = [
  {
    name: 'getWallets',
    run: (c) => getWallets(c),
    method: 'GET',
    url: paths.walletList,
    value: wallets,
  },
  {
    name: 'transferBetweenWallets',
    run: (c) => transferBetweenWallets(c, { from: 'MAIN', to: 'NOVA', amount: 500 }),
    method: 'POST',
    url: paths.walletTransfer,
    value: wallets,
    body: { from: 'MAIN', to: 'NOVA', amount: 500 },
  },
  {
    name: 'getDepositMethods',
    run: (c) => getDepositMethods(c),
    method: 'GET',
    url: paths.depositMethods,
    value: {
      methods: [
        { id: 1, kind: 'bank', name: 'Bank', min: 100, max: 1_000, presets: [100, 500] },
        { id: 2, kind: 'qr', name: 'QR', min: 100, max: 1_000, presets: [], qrPayload: 'PAY|1' },
      ],
      withdraw: { min: 10_000, max: 5_000_000, confirmMinutes: 30, maxPayees: 5 },
      hasPaymentPassword: true,
    },
  },
  {
    name: 'createDeposit',
    run: (c) => createDeposit(c, { methodId: 2, amount: 5_000 }),
    method: 'POST',
    url: paths.depositCreate,
    value: deposit,
    body: { methodId: 2, amount: 5_000 },
  },
  {
    name: 'getDeposits',
    run: (c) => getDeposits(c, { page: 2, pageSize: 5 }),
    method: 'GET',
    url: `${paths.depositList}?page=2&pageSize=5`,
    value: page([deposit]),
  },
  {
    name: 'getPayees',
    run: (c) => getPayees(c),
    method: 'GET',
    url: paths.payeeList,
    value: [payee],
  },
  {
    name: 'addPayee',
    run: (c) =>
      addPayee(c, {
        bankName: 'Demo Bank',
        accountName: 'Pat Player',
        accountNumber: '1234567890',
      }),
    method: 'POST',
    url: paths.payeeAdd,
    value: payee,
    body: { bankName: 'Demo Bank', accountName: 'Pat Player', accountNumber: '1234567890' },
  },
  {
    name: 'removePayee',
    run: (c) => removePayee(c, 3),
    method: 'POST',
    url: paths.payeeRemove,
    value: null,
    body: { id: 3 },
  },
  {
    name: 'confirmWithdrawalReceived',
    run: (c) => confirmWithdrawalReceived(c, 4),
    method: 'POST',
    url: paths.withdrawConfirm,
    value: { ...withdrawal, status: 'received', confirmBy: null },
    body: { id: 4, received: true },
  },
  {
    name: 'getWithdrawals',
    run: (c) => getWithdrawals(c),
    method: 'GET',
    url: paths.withdrawList,
    value: page([withdrawal]),
  },
  {
    name: 'getTransactions',
    run: (c) => getTransactions(c, { from: '2026-06-01', to: '2026-06-30', type: 'deposit' }),
    method: 'GET',
    url: `${paths.transactionList}?from=2026-06-01&to=2026-06-30&type=deposit`,
    value: page([
      {
        id: 'dep-1',
        type: 'deposit',
        status: 'pending',
        amount: 5_000,
        balanceAfter: null,
        createdAt: '2026-06-01T12:00:00.000Z',
      },
      {
        id: 'tx-9',
        type: 'withdrawal',
        status: 'completed',
        amount: -10_000,
        balanceAfter: 0,
        createdAt: '2026-06-01T11:00:00.000Z',
      },
    ]),
  },
  {
    name: 'getLoginHistory',
    run: (c) => getLoginHistory(c),
    method: 'GET',
    url: paths.memberLoginHistory,
    value: [{ at: '2026-06-01T12:00:00.000Z', ip: '127.0.0.1', device: 'WEB' }],
  },
];

describe.each(calls)('$name', ({ run, method, url, value, body }) => {
  test(`${method} ${url}, with the token, answer parsed`, async () => {
    answer = value;
    await expect(run(client)).resolves.toEqual(value);
    const [sent] = server.requests;
    expect(server.requests).toHaveLength(1);
    expect(sent?.method).toBe(method);
    expect(sent?.url).toBe(url);
    expect(sent?.headers['authorization']).toBe('tok');
    if (body !== undefined) expect(JSON.parse(sent?.body ?? '')).toEqual(body);
  });
});

describe('calls that carry a payment password go sealed', () => {
  test.each([
    [
      'setPaymentPassword',
      (c: ApiClient) => setPaymentPassword(c, { password: '135790', oldPassword: '246810' }),
      paths.memberPaymentPassword,
      null,
      { password: '135790', oldPassword: '246810' },
    ],
    [
      'createWithdrawal',
      (c: ApiClient) =>
        createWithdrawal(c, { payeeId: 3, amount: 10_000, paymentPassword: '135790' }),
      paths.withdrawCreate,
      { ...withdrawal, status: 'pending', disbursedAt: null, confirmBy: null },
      { payeeId: 3, amount: 10_000, paymentPassword: '135790' },
    ],
    [
      'transferToUpline',
      (c: ApiClient) => transferToUpline(c, { amount: 500, paymentPassword: '135790' }),
      paths.transferUpline,
      { balance: 500, upline: 'agent01' },
      { amount: 500, paymentPassword: '135790' },
    ],
  ] as const)('%s', async (_name, run, path, value, payload) => {
    answer = value;
    await expect(run(client)).resolves.toEqual(value);
    const sent = server.requests.find((r) => r.url === path);
    expect(sent?.headers[ENCRYPTION_HEADER.toLowerCase()]).toBe(ENCRYPTION_ALGORITHM);
    // The password never travels in the clear.
    expect(sent?.body).not.toContain('135790');
    const opened = await openEnvelope(keys.privateKey, keys.keyId, JSON.parse(sent?.body ?? ''));
    expect(opened.payload).toEqual(payload);
  });
});

test('the not-received confirmation is multipart: id, comment and each image', async () => {
  answer = { ...withdrawal, status: 'notReceived', comment: 'never came', proofCount: 2 };
  const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
  const jpg = new Blob([Uint8Array.from([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
  await expect(
    confirmWithdrawalNotReceived(client, { id: 4, comment: 'never came', images: [png, jpg] }),
  ).resolves.toMatchObject({ status: 'notReceived', proofCount: 2 });
  const [sent] = server.requests;
  expect(sent?.url).toBe(paths.withdrawConfirm);
  const type = sent?.headers['content-type'] ?? '';
  expect(type).toMatch(/^multipart\/form-data; boundary=/);
  const form = await new Response(sent?.body, { headers: { 'Content-Type': type } }).formData();
  expect(form.get('id')).toBe('4');
  expect(form.get('comment')).toBe('never came');
  const images = form.getAll('images') as File[];
  expect(images.map((f) => f.name)).toEqual(['a.png', 'proof-2']);
});

describe('money refusals', () => {
  test.each(Object.values(MONEY_CODES))(
    '%s arrives as a server failure with its code',
    async (code) => {
      server.handle = (_req, res) => sendJson(res, 400, { success: false, message: 'No', code });
      const error = await createDeposit(client, { methodId: 1, amount: 1 }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).failure).toMatchObject({ kind: 'server', code });
      expect(errorMessageKey(error as ApiError)).toBe('api.error.server');
    },
  );
});

describe('request schemas', () => {
  test('a wallet move has MAIN on exactly one side', () => {
    expect(v.is(walletTransferRequestSchema, { from: 'MAIN', to: 'NOVA', amount: 1 })).toBe(true);
    expect(v.is(walletTransferRequestSchema, { from: 'NOVA', to: 'MAIN', amount: 1 })).toBe(true);
    expect(v.is(walletTransferRequestSchema, { from: 'MAIN', to: 'MAIN', amount: 1 })).toBe(false);
    expect(v.is(walletTransferRequestSchema, { from: 'NOVA', to: 'FB', amount: 1 })).toBe(false);
    expect(v.is(walletTransferRequestSchema, { from: 'MAIN', to: 'NOVA', amount: 0 })).toBe(false);
    expect(v.is(walletTransferRequestSchema, { from: 'MAIN', to: 'NOVA', amount: 1.5 })).toBe(
      false,
    );
  });

  test('a payee: letters and spaces, 6 to 20 digits', () => {
    const ok = { bankName: 'B', accountName: 'Nguyễn Văn An', accountNumber: '123456' };
    expect(v.is(payeeAddRequestSchema, ok)).toBe(true);
    expect(v.is(payeeAddRequestSchema, { ...ok, accountNumber: '1'.repeat(20) })).toBe(true);
    for (const bad of [
      { accountName: 'Pat  Player' },
      { accountName: 'Pat2' },
      { accountName: '' },
      { accountNumber: '12345' },
      { accountNumber: '1'.repeat(21) },
      { accountNumber: '12 3456' },
      { bankName: ' ' },
    ]) {
      expect(v.is(payeeAddRequestSchema, { ...ok, ...bad }), JSON.stringify(bad)).toBe(false);
    }
  });

  test('a payment password is six digits', () => {
    expect(v.is(paymentPasswordRequestSchema, { password: '012345' })).toBe(true);
    for (const password of ['12345', '1234567', '12345a', '１２３４５６']) {
      expect(v.is(paymentPasswordRequestSchema, { password }), password).toBe(false);
    }
  });

  test('the record query takes real yyyy-MM-dd dates, a known type and at most 50 a page', () => {
    expect(v.is(transactionListQuerySchema, { from: '2026-02-28', pageSize: '50' })).toBe(true);
    expect(v.is(transactionListQuerySchema, { from: '2026-02-30' })).toBe(false);
    expect(v.is(transactionListQuerySchema, { from: '2026-13-01' })).toBe(false);
    expect(v.is(transactionListQuerySchema, { type: 'jackpot' })).toBe(false);
    expect(v.is(transactionListQuerySchema, { pageSize: '51' })).toBe(false);
  });
});
