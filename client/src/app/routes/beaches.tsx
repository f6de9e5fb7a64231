import { BeachList } from '@/features/beaches/components/beach-list';

export function BeachesRoute() {
  return (
    <>
      <title>All beaches | Devon Dog Beaches</title>
      <BeachList />
    </>
  );
}
