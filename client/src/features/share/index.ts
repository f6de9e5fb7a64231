export { SharePanel, type SharePanelProps } from './components/share-panel';
export { publicLink } from './lib/share-links';
