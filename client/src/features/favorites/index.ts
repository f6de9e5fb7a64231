export {
  myFavoritesKey,
  useFavoriteAlerts,
  useMyFavorites,
  useUpdateFavoriteNote,
  useRemoveFavorite,
} from './api/favorites';
export { FavoriteButton } from './components/favorite-button';
