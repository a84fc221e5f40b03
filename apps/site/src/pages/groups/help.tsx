export { HelpCentre as Component } from '../../features/help/HelpCentre';
