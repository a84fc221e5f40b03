export { AgentAnnouncements } from './AgentAnnouncements';
export type { AgentAnnouncement, AgentAnnouncementsProps } from './AgentAnnouncements';
