export { BeachesMap } from './components/beaches-map';
export { BeachLocationMap } from './components/beach-location-map';
