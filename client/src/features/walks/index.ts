export { WalksPanel } from './components/walks-panel';
