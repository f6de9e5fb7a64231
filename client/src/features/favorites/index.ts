export {
  myFavoritesKey,
  useMyFavorites,
  useUpdateFavoriteNote,
  useRemoveFavorite,
} from './api/favorites';
export { FavoriteButton } from './components/favorite-button';
