export {
  myFavoritesKey,
  useFavoriteAlerts,
  useMyFavorites,
  useRemoveFavorite,
} from './api/favorites';
export { FavoriteButton } from './components/favorite-button';
export { BeachFavoriteNote, FavoriteNoteForm } from './components/favorite-note';
