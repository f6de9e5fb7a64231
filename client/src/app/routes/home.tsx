import { BeachList } from '@/features/beaches/components/beach-list';

export function HomeRoute() {
  return (
    <>
      <title>Devon Dog Beaches: where your dog is welcome on the Devon coast</title>
      <BeachList />
    </>
  );
}
