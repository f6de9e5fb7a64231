import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/auth';
import type { FavoriteAlertsBody } from '@shared/alerts';
import { favoritePath, favoriteSchema, type Favorite } from '@shared/favorites';
import { apiRequest, jsonRequest } from '@/lib/api-client';

export const myFavoritesKey = ['my', 'favorites'] as const;
const favoriteList = z.array(favoriteSchema);

/**
 * The signed-in user's favourites: one query for the whole page, so a list of cards asks once.
 * Disabled (no request) when signed out.
 */
export const useMyFavorites = (enabled: boolean) =>
  useQuery({
    queryKey: myFavoritesKey,
    queryFn: () => apiRequest('/api/my/favorites', favoriteList),
    enabled,
    staleTime: 60_000,
  });

function useSetFavorites() {
  const queryClient = useQueryClient();
  return (change: (list: Favorite[]) => Favorite[]) =>
    queryClient.setQueryData<Favorite[]>(myFavoritesKey, (list) => change(list ?? []));
}

export function useSaveFavorite() {
  const setFavorites = useSetFavorites();
  return useMutation({
    mutationFn: (beachId: number) =>
      apiRequest(favoritePath(beachId), favoriteSchema, { method: 'PUT', body: '{}' }),
    onSuccess: (saved) =>
      setFavorites((list) => [saved, ...list.filter((item) => item.beachId !== saved.beachId)]),
  });
}

export function useRemoveFavorite() {
  const setFavorites = useSetFavorites();
  return useMutation({
    mutationFn: (beachId: number) =>
      apiRequest(favoritePath(beachId), messageResponseSchema, { method: 'DELETE' }),
    onSuccess: (_answer, beachId) =>
      setFavorites((list) => list.filter((item) => item.beachId !== beachId)),
  });
}

export function useUpdateFavoriteNote() {
  const setFavorites = useSetFavorites();
  return useMutation({
    mutationFn: ({ beachId, notes }: { beachId: number; notes: string }) =>
      apiRequest(favoritePath(beachId), favoriteSchema, jsonRequest('PATCH', { notes })),
    onSuccess: (saved) =>
      setFavorites((list) => list.map((item) => (item.beachId === saved.beachId ? saved : item))),
  });
}

const alertsAnswer = z.object({ beachId: z.number(), alertsEnabled: z.boolean() });

/** Turns a favourite's rule-change e-mails on or off. */
export function useFavoriteAlerts() {
  const setFavorites = useSetFavorites();
  return useMutation({
    mutationFn: ({ beachId, enabled }: { beachId: number } & FavoriteAlertsBody) =>
      apiRequest(`${favoritePath(beachId)}/alerts`, alertsAnswer, jsonRequest('PUT', { enabled })),
    onSuccess: ({ beachId, alertsEnabled }) =>
      setFavorites((list) =>
        list.map((item) => (item.beachId === beachId ? { ...item, alertsEnabled } : item)),
      ),
  });
}
