import type { ApiClient } from '../client';
import { paths } from '../paths';
import {
  depositListSchema,
  depositMethodsSchema,
  depositSchema,
  loginHistorySchema,
  payeeListSchema,
  payeeSchema,
  transactionListSchema,
  uplineTransferSchema,
  walletListSchema,
  withdrawListSchema,
  withdrawalSchema,
} from '../schemas/money';
import type {
  Deposit,
  DepositCreateRequest,
  DepositList,
  DepositMethods,
  LoginRecord,
  MoneyPageQuery,
  Payee,
  PayeeAddRequest,
  PaymentPasswordRequest,
  TransactionList,
  TransactionListQuery,
  UplineTransfer,
  UplineTransferRequest,
  WalletList,
  WalletTransferRequest,
  WithdrawCreateRequest,
  WithdrawList,
  WithdrawNotReceivedRequest,
  Withdrawal,
} from '../schemas/money';
import { emptyValueSchema } from '../schemas/common';
import type { CallOptions } from './options';
import { withSignal } from './options';

// Every call here needs the session token. Amounts are minor units.

/** The main wallet and the vendor wallets (none where the merchant runs a single wallet). */
export function getWallets(client: ApiClient, options?: CallOptions): Promise<WalletList> {
  return client.request({
    method: 'GET',
    path: paths.walletList,
    value: walletListSchema,
    ...withSignal(options),
  });
}

/** Main to a vendor wallet or back; answers the wallets after the move. */
export function transferBetweenWallets(
  client: ApiClient,
  request: WalletTransferRequest,
  options?: CallOptions,
): Promise<WalletList> {
  return client.request({
    method: 'POST',
    path: paths.walletTransfer,
    json: request,
    value: walletListSchema,
    ...withSignal(options),
  });
}

/** Encrypted. Sets the payment password, or changes it (`oldPassword` then required). */
export function setPaymentPassword(
  client: ApiClient,
  request: PaymentPasswordRequest,
  options?: CallOptions,
): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.memberPaymentPassword,
    json: request,
    encrypted: true,
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

/** The last 20 logins, newest first. */
export function getLoginHistory(client: ApiClient, options?: CallOptions): Promise<LoginRecord[]> {
  return client.request({
    method: 'GET',
    path: paths.memberLoginHistory,
    value: loginHistorySchema,
    ...withSignal(options),
  });
}

/** The brand's deposit methods and the withdrawal limits. */
export function getDepositMethods(
  client: ApiClient,
  options?: CallOptions,
): Promise<DepositMethods> {
  return client.request({
    method: 'GET',
    path: paths.depositMethods,
    value: depositMethodsSchema,
    ...withSignal(options),
  });
}

/** A deposit, pending until the payment arrives (poll `getDeposits`). */
export function createDeposit(
  client: ApiClient,
  request: DepositCreateRequest,
  options?: CallOptions,
): Promise<Deposit> {
  return client.request({
    method: 'POST',
    path: paths.depositCreate,
    json: request,
    value: depositSchema,
    ...withSignal(options),
  });
}

/** The member's deposits, newest first. */
export function getDeposits(
  client: ApiClient,
  query: MoneyPageQuery = {},
  options?: CallOptions,
): Promise<DepositList> {
  return client.request({
    method: 'GET',
    path: paths.depositList,
    query: { page: query.page, pageSize: query.pageSize },
    value: depositListSchema,
    ...withSignal(options),
  });
}

export function getPayees(client: ApiClient, options?: CallOptions): Promise<Payee[]> {
  return client.request({
    method: 'GET',
    path: paths.payeeList,
    value: payeeListSchema,
    ...withSignal(options),
  });
}

export function addPayee(
  client: ApiClient,
  request: PayeeAddRequest,
  options?: CallOptions,
): Promise<Payee> {
  return client.request({
    method: 'POST',
    path: paths.payeeAdd,
    json: request,
    value: payeeSchema,
    ...withSignal(options),
  });
}

export function removePayee(client: ApiClient, id: number, options?: CallOptions): Promise<null> {
  return client.request({
    method: 'POST',
    path: paths.payeeRemove,
    json: { id },
    value: emptyValueSchema,
    ...withSignal(options),
  });
}

/** Encrypted (it carries the payment password). The amount leaves the wallet at once. */
export function createWithdrawal(
  client: ApiClient,
  request: WithdrawCreateRequest,
  options?: CallOptions,
): Promise<Withdrawal> {
  return client.request({
    method: 'POST',
    path: paths.withdrawCreate,
    json: request,
    encrypted: true,
    value: withdrawalSchema,
    ...withSignal(options),
  });
}

/** A disbursed withdrawal has arrived. */
export function confirmWithdrawalReceived(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<Withdrawal> {
  return client.request({
    method: 'POST',
    path: paths.withdrawConfirm,
    json: { id, received: true },
    value: withdrawalSchema,
    ...withSignal(options),
  });
}

/** A disbursed withdrawal has not arrived: a comment and 1-3 images as proof (multipart). */
export function confirmWithdrawalNotReceived(
  client: ApiClient,
  request: WithdrawNotReceivedRequest,
  options?: CallOptions,
): Promise<Withdrawal> {
  const form = new FormData();
  form.set('id', String(request.id));
  form.set('comment', request.comment);
  request.images.forEach((image, index) => {
    form.append('images', image, image instanceof File ? image.name : `proof-${index + 1}`);
  });
  return client.request({
    method: 'POST',
    path: paths.withdrawConfirm,
    formData: form,
    value: withdrawalSchema,
    ...withSignal(options),
  });
}

/** The member's withdrawals, newest first. */
export function getWithdrawals(
  client: ApiClient,
  query: MoneyPageQuery = {},
  options?: CallOptions,
): Promise<WithdrawList> {
  return client.request({
    method: 'GET',
    path: paths.withdrawList,
    query: { page: query.page, pageSize: query.pageSize },
    value: withdrawListSchema,
    ...withSignal(options),
  });
}

/** Encrypted (it carries the payment password). */
export function transferToUpline(
  client: ApiClient,
  request: UplineTransferRequest,
  options?: CallOptions,
): Promise<UplineTransfer> {
  return client.request({
    method: 'POST',
    path: paths.transferUpline,
    json: request,
    encrypted: true,
    value: uplineTransferSchema,
    ...withSignal(options),
  });
}

/** The account record: dates inclusive (yyyy-MM-dd, UTC), newest first. */
export function getTransactions(
  client: ApiClient,
  query: TransactionListQuery = {},
  options?: CallOptions,
): Promise<TransactionList> {
  return client.request({
    method: 'GET',
    path: paths.transactionList,
    query: {
      from: query.from,
      to: query.to,
      type: query.type,
      page: query.page,
      pageSize: query.pageSize,
    },
    value: transactionListSchema,
    ...withSignal(options),
  });
}
