export { WalksPanel } from './components/walks-panel';
export { MyWalks } from './components/my-walks';
