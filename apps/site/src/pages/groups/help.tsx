export { HelpPage as Component } from '../HelpPage';
