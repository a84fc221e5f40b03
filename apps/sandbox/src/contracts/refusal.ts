/** Why a contract call was refused; the route turns it into the failure envelope's code. */
export type ContractRefusalReason =
  | 'featureDisabled'
  | 'notDirectAgent'
  | 'noOwnContract'
  | 'rateAboveOwn'
  | 'badTiers'
  | 'badPeriod'
  | 'notYours'
  | 'notPending'
  | 'confirmRequired'
  | 'notFound';

export class ContractRefusal extends Error {
  readonly reason: ContractRefusalReason;
  /** What the site needs to act on it (CONFIRM_REQUIRED: the contracts accepting would end). */
  readonly value: unknown;

  constructor(reason: ContractRefusalReason, message: string, value?: unknown) {
    super(message);
    this.name = 'ContractRefusal';
    this.reason = reason;
    this.value = value;
  }
}
