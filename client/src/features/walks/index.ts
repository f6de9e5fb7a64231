export { WalkingRoutesPanel } from './components/walking-routes-panel';
