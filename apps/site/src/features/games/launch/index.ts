// The launch hook is all most screens need; the rest of this folder loads on demand.
export { useLaunch } from './useLaunch';
export { LaunchLayer } from './LaunchLayer';
