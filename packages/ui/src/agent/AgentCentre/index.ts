export { AgentCentre, useAgentCentreLabel } from './AgentCentre';
export type { AgentCentreProps } from './AgentCentre';
