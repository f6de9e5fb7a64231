export { ContributionsCard } from './components/contributions-card';
export { MyBeaches } from './components/my-beaches';
