/** What other features may use of the beaches feature. */
export { statsQueryOptions, useStats } from './api/get-stats';
export { BeachPicker, type ChosenBeach } from './components/beach-picker';
export { hasPhoto } from './components/beach-illustration';
export { DogStatusBadge } from './components/dog-status-badge';
