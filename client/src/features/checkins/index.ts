export { CheckinPanel } from './components/checkin-panel';
