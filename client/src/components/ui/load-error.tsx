import { RefreshCw } from 'lucide-react';
import { Button } from './button';

/** What could not be loaded, and the way to try again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-2">
      <p className="text-ink-muted">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" /> Retry
      </Button>
    </div>
  );
}
