export { ContributionsCard } from './components/contributions-card';
