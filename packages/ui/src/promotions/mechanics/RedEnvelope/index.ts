export { RedEnvelope } from './RedEnvelope';
export type { RedEnvelopeProps } from './RedEnvelope';
