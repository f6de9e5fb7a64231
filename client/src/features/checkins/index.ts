export { CheckinPanel } from './components/checkin-panel';
export { MyCheckins } from './components/my-checkins';
