import { useParams } from 'react-router';
import { useBeach } from '@/features/beaches/api/get-beach';

export function BeachRoute() {
  const { identifier = '' } = useParams();
  const beach = useBeach(identifier);
  if (beach.isPending) return <p>Loading…</p>;
  if (beach.isError) return <h1 className="text-2xl font-bold">Beach Not Found</h1>;
  return <h1 className="text-2xl font-bold">{beach.data.name}</h1>;
}
