export {
  AGENT_APPLICATION_CONTACT_MAX,
  AGENT_APPLICATION_MESSAGE_MAX,
  AGENT_APPLICATION_NAME_MAX,
  AgentApplicationForm,
} from './AgentApplicationForm';
export type { AgentApplication, AgentApplicationFormProps } from './AgentApplicationForm';
export { AgentApplicationStatus } from './AgentApplicationStatus';
export type {
  AgentApplicationRecord,
  AgentApplicationState,
  AgentApplicationStatusProps,
} from './AgentApplicationStatus';
